//! Hoisting loop-invariant reads of a derivative's own buffers out of its
//! loops (a finished derivative), and buffers each iteration allocates and
//! frees (`hoist_iteration_buffers`, `carry_while_records`).
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
    for &l in loops.iter().rev() {
        hoist_iteration_buffers(m, l);
        carry_while_records(m, l);
    }
    for o in m.collect_ops(g) {
        m.remove_attr(o, super::array_snaps::COPY_ROWS);
    }
    moved
}

/// Buffers the body of loop `l` allocates and frees in each iteration (the
/// records of an inner loop whose reverse runs in the same iteration, as
/// in a fused loop), of sizes the same in every iteration: made once before
/// the loop (with the pure ops their sizes come from) and freed after it.
/// Their contents do not outlive an iteration, so one buffer serves all.
/// (reader-28: an alloc/free pair per iteration of an outer loop cost more
/// than the inner loop it recorded — Horner's rule was 10× its primal.)
fn hoist_iteration_buffers(m: &mut Module, l: OpId) {
    let Some((body, stored, allocs)) = body_allocs(m, l) else { return };
    for a in allocs {
        let r = m.result(a, 0);
        let frees: Vec<OpId> = m.uses(r).iter().map(|u| u.op).filter(|&o| m.is(o, "memref.dealloc")).collect();
        let [free] = frees[..] else { continue };
        if m.op_parent(free) != Some(body) || !private_buffer(m, r) {
            continue;
        }
        let Some(slice) = size_slice(m, l, &stored, a) else { continue };
        for x in slice {
            m.detach_op(x);
            m.insert_op_before(l, x);
        }
        m.detach_op(a);
        m.insert_op_before(l, a);
        m.detach_op(free);
        m.insert_op_after(l, free);
    }
}

/// The records of an `scf.while` that the body of loop `l` runs and
/// reverses in each iteration: a buffer of a size the same in every
/// iteration, which the while grows (reallocating) and the body frees after
/// the while's reverse. The loop carries that buffer from iteration to
/// iteration instead, allocated before it and freed after it: an iteration
/// starts from the previous one's (grown) buffer, whose old entries it
/// overwrites before reading them. (reader-28: a Newton while per element
/// allocated and freed its records per element, 26× its primal.)
fn carry_while_records(m: &mut Module, l: OpId) {
    let Some((body, stored, allocs)) = body_allocs(m, l) else { return };
    for a in allocs {
        let r = m.result(a, 0);
        // Used once: the initial value of a while of this body.
        let [u] = m.uses(r)[..] else { continue };
        let w = u.op;
        if !m.is(w, "scf.while") || m.op_parent(w) != Some(body) {
            continue;
        }
        let k = u.index as usize;
        let Some(&out) = m.results(w).get(k) else { continue };
        // What the while leaves: read, measured, then freed once in this body.
        let frees: Vec<OpId> = m.uses(out).iter().map(|u| u.op).filter(|&o| m.is(o, "memref.dealloc")).collect();
        let [free] = frees[..] else { continue };
        let read_only = m.uses(out).iter().all(|u| {
            (m.is(u.op, "memref.load") || m.is(u.op, "memref.dim") || m.is(u.op, "memref.dealloc")) && u.index == 0
        });
        if m.op_parent(free) != Some(body) || !read_only {
            continue;
        }
        let Some(slice) = size_slice(m, l, &stored, a) else { continue };
        let Some(yield_op) = m.last_op(body) else { continue };
        for x in slice {
            m.detach_op(x);
            m.insert_op_before(l, x);
        }
        m.detach_op(a);
        m.insert_op_before(l, a);
        let ty = m.value_type(r).clone();
        let carried = m.add_block_arg(body, ty.clone());
        m.push_operand(l, r);
        m.set_operand(w, k, carried);
        m.push_operand(yield_op, out);
        let fin = m.push_result(l, ty);
        m.detach_op(free);
        m.insert_op_after(l, free);
        m.set_operand(free, 0, fin);
    }
}

/// The ops computing the sizes of allocation `a` in loop `l`, if they can
/// all run before it: invariant, and none a view or a load (made before a
/// loop of no iteration, a view may reach out of its buffer, which the
/// checked engines refuse, and a load may read past it).
fn size_slice(m: &Module, l: OpId, stored: &HashSet<Value>, a: OpId) -> Option<Vec<OpId>> {
    let mut slice = Vec::new();
    let all = m.operands(a).iter().all(|&x| invariant(m, l, stored, x, &mut slice));
    let safe = slice.iter().all(|&o| !m.name(o).as_str().starts_with("memref.") || m.is(o, "memref.dim"));
    (all && safe).then_some(slice)
}

/// The body block of loop `l`, the memory its stores write, and the
/// allocations directly in its body.
fn body_allocs(m: &Module, l: OpId) -> Option<(crate::ir::BlockId, HashSet<Value>, Vec<OpId>)> {
    let &body = m.regions(l).first().and_then(|&r| m.blocks(r).first())?;
    let stored: HashSet<Value> =
        m.collect_ops(l).into_iter().filter(|&o| m.is(o, "memref.store")).map(|o| m.operand(o, 1)).collect();
    let allocs: Vec<OpId> = m.block_ops(body).filter(|&o| m.is(o, "memref.alloc")).collect();
    Some((body, stored, allocs))
}
