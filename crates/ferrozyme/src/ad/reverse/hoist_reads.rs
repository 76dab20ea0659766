//! Hoisting loop-invariant reads of a derivative's own buffers out of its
//! loops (a finished derivative).
//!
//! Records are read where each iteration needs them: the base address of
//! a stream from its cell, the start of a row of records from the buffer
//! of its parent loop's entries. Inside a loop that does not write that
//! buffer, with indices defined before the loop, such a read gives the
//! same value in every iteration; the JIT does not move loads, so each
//! iteration would load it again. Here such a `memref.load` moves before
//! the loop (innermost loops first, so a read climbs as far as it stays
//! invariant).
//!
//! Only buffers the derivative allocated (`memref.alloc` / `alloca`) that
//! nothing but loads, stores, `memref.dim` and deallocations use: no view
//! or call can reach them, so inside a loop without a store to the buffer
//! its contents do not change. Moving a load before a loop that may run
//! no iteration is safe: the indices are those the first iteration would
//! use, defined before the loop, and the buffer is live there. (Not for
//! copies of memory, `array_snaps::COPY_ROWS`: their indices are the
//! primal's, which only the loop's iterations keep in bounds.)

use crate::hash::HashSet;
use crate::ir::{Module, OpId, Value};

/// Is `v` (a buffer) a fresh allocation used only by loads, stores (as
/// the memory), `memref.dim` and deallocations?
fn private_buffer(m: &Module, v: Value) -> bool {
    let Some(d) = m.defining_op(v) else { return false };
    if !(m.is(d, "memref.alloc") || m.is(d, "memref.alloca")) || m.attr(d, super::array_snaps::COPY_ROWS).is_some() {
        return false;
    }
    m.uses(v).iter().all(|u| {
        m.is(u.op, "memref.load") && u.index == 0
            || m.is(u.op, "memref.store") && u.index == 1
            || (m.is(u.op, "memref.dim") || m.is(u.op, "memref.dealloc")) && u.index == 0
    })
}

/// Can `v` be computed before loop `l` (whose stores go to `stored`)?
/// Defined outside it, or by an op of its body that is pure (and cannot
/// trap) or an invariant read, its operands likewise; those ops are added
/// to `slice`, operands first.
fn invariant(m: &Module, l: OpId, stored: &HashSet<Value>, v: Value, slice: &mut Vec<OpId>) -> bool {
    if !crate::ad::outline::defined_inside(m, l, v) {
        return true;
    }
    let Some(d) = m.defining_op(v) else { return false };
    if slice.contains(&d) {
        return true;
    }
    if m.parent_op(d) != Some(l) || !m.regions(d).is_empty() {
        return false;
    }
    let read = m.is(d, "memref.load") && {
        let buf = m.operand(d, 0);
        !stored.contains(&buf) && private_buffer(m, buf)
    };
    // (A division the loop guards must not run before it.)
    if !(read || crate::dialects::traits(m, d).is_pure() && !crate::dialects::may_trap(m, d)) {
        return false;
    }
    let mut inner = Vec::new();
    if !m.operands(d).iter().all(|&x| invariant(m, l, stored, x, &mut inner)) {
        return false;
    }
    for x in inner {
        if !slice.contains(&x) {
            slice.push(x);
        }
    }
    slice.push(d);
    true
}

/// Hoist the invariant reads of private buffers (with the pure ops their
/// indices come from) out of the `scf.for` loops of `g`; returns how many
/// reads moved.
pub(super) fn hoist(m: &mut Module, g: OpId) -> usize {
    let mut moved = 0;
    let loops: Vec<OpId> = m.collect_ops(g).into_iter().filter(|&o| m.is(o, "scf.for")).collect();
    // Innermost first: a read moved out of a loop is then in its parent's body.
    for &l in loops.iter().rev() {
        let Some(&body) = m.regions(l).first().and_then(|&r| m.blocks(r).first()) else { continue };
        let stored: HashSet<Value> =
            m.collect_ops(l).into_iter().filter(|&o| m.is(o, "memref.store")).map(|o| m.operand(o, 1)).collect();
        let reads: Vec<OpId> = m.block_ops(body).filter(|&o| m.is(o, "memref.load")).collect();
        for o in reads {
            if m.parent_op(o) != Some(l) {
                continue; // (already moved with an earlier read)
            }
            let mut slice = Vec::new();
            if m.results(o).len() == 1 && invariant(m, l, &stored, m.result(o, 0), &mut slice) {
                for x in slice {
                    m.detach_op(x);
                    m.insert_op_before(l, x);
                }
                moved += 1;
            }
        }
    }
    for o in m.collect_ops(g) {
        m.remove_attr(o, super::array_snaps::COPY_ROWS);
    }
    moved
}
