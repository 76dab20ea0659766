//! Allocations of a multi-block function that run exactly once, moved to
//! its entry block (reverse mode, on the private copy `restructure` makes,
//! before the blocks are made one by `crate::ad::cfg`).
//!
//! `mlir-opt --convert-scf-to-cf` leaves each buffer's `memref.alloc`
//! where its loop nest started: after the first loop, in a block of its
//! own. Made one block, such a function becomes a dispatch loop, and a
//! memref defined outside the entry block would be one of its carried
//! values, which needs a value to start from. An allocation in a block
//! that is on no cycle and on every path from the entry to a return runs
//! exactly once per call, so making it in the entry block instead changes
//! nothing but when it happens: its frees stay where they are. The same
//! for C heap allocations (`malloc`, `calloc`), as the LLVM lowering of
//! such a function makes them. Its sizes must be known there: arguments,
//! entry-block values, or pure ops on them (copied there).

use crate::ir::{BlockId, IrMap, Module, OpId, Value};

use super::fresh_buffers::{in_entry, reachable};

/// The allocations of `f` to move (see the module comment).
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<OpId> {
    let blocks = m.blocks(m.region(f, 0)).to_vec();
    let Some(&entry) = blocks.first() else { return Vec::new() };
    let mut out = Vec::new();
    for &b in &blocks[1..] {
        if !runs_once(m, &blocks, entry, b) {
            continue;
        }
        for o in m.block_ops(b) {
            let alloc = m.is(o, "memref.alloc") || m.is(o, "memref.alloca") || super::c_memory::is_alloc(m, o);
            if alloc && m.operands(o).iter().all(|&v| known_in_entry(m, entry, v, 0)) {
                out.push(o);
            }
        }
    }
    out
}

/// Move each candidate allocation to the end of the entry block (before
/// its terminator), with copies of the pure ops computing its sizes.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    let Some(entry) = m.entry_block(m.region(f, 0)) else { return };
    for o in candidates(m, f) {
        let Some(end) = m.last_op(entry) else { return };
        let mut map = IrMap::new();
        for (i, v) in m.operands(o).to_vec().into_iter().enumerate() {
            let w = copy_into_entry(m, entry, end, v, &mut map);
            m.set_operand(o, i, w);
        }
        m.move_op_before(o, end);
    }
}

/// Can `v` be computed at the end of the entry block: defined there (or
/// an argument), or by pure ops without regions from such values?
fn known_in_entry(m: &Module, entry: BlockId, v: Value, depth: u32) -> bool {
    if in_entry(m, entry, v) {
        return true;
    }
    let Some(d) = m.defining_op(v) else { return false };
    depth < 16
        && m.regions(d).is_empty()
        && crate::dialects::traits(m, d).is_pure()
        && m.operands(d).iter().all(|&x| known_in_entry(m, entry, x, depth + 1))
}

/// `v` at the end of the entry block (before `end`): itself, or a copy of
/// the pure ops computing it (`known_in_entry`), made once per `map`.
fn copy_into_entry(m: &mut Module, entry: BlockId, end: OpId, v: Value, map: &mut IrMap) -> Value {
    if in_entry(m, entry, v) {
        return v;
    }
    if let Some(w) = map.get(v) {
        return w;
    }
    let Some(d) = m.defining_op(v) else { return v };
    for x in m.operands(d).to_vec() {
        copy_into_entry(m, entry, end, x, map);
    }
    let copy = m.clone_op(d, map);
    m.insert_op_before(end, copy);
    map.get(v).unwrap_or(v)
}

/// Does block `b` run exactly once per call: is it on no cycle, and on
/// every path from `entry` to a block without successors?
fn runs_once(m: &Module, blocks: &[BlockId], entry: BlockId, b: BlockId) -> bool {
    if reachable(m, b, None).contains(&b) {
        return false;
    }
    let without_b = reachable(m, entry, Some(b));
    blocks.iter().all(|&x| {
        let exits = m.last_op(x).is_some_and(|t| m.successors(t).is_empty());
        !(exits && (x == entry || without_b.contains(&x)))
    })
}
