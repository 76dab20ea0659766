//! Sizes of a buffer an `scf.for` carries that are the same in every
//! iteration, read before the loop (reverse mode, on the private copy
//! `restructure` makes, before `crate::ad::fresh_buffers`).
//!
//! A bufferized loop over a `tensor<?xf64>` allocates each iteration's
//! buffer with the carried one's size (`%n = memref.dim %cur, 0`,
//! `alloc(%n)`), and often a temporary of the same size. The sizes are then
//! the starting buffer's in every iteration, but read from `%cur` they look
//! different in each; the reverse sweep re-creates a temporary only when its
//! size is the same in every iteration. When the buffer the loop yields is
//! allocated with the carried one's sizes, each `memref.dim %cur, k` is the
//! starting buffer's: the uses other than that allocation's take a
//! `memref.dim` of the starting buffer made before the loop. (The yielded
//! allocation keeps its own, which `fresh_buffers` recognizes.)

use crate::ir::{Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// (loop, carried position) pairs of `f` whose carried buffer keeps its
/// sizes, with `memref.dim`s of it used by more than the yielded allocation.
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<(OpId, usize)> {
    let mut out = Vec::new();
    for l in m.collect_ops(f) {
        if !m.is(l, "scf.for") {
            continue;
        }
        let body = m.blocks(m.region(l, 0))[0];
        let Some(y) = m.last_op(body) else { continue };
        for i in 0..m.results(l).len() {
            let cur = m.block_args(body)[1 + i];
            let Some(alloc) = keeps_sizes(m, cur, m.operand(y, i)) else { continue };
            let other_uses = dims_of(m, cur).iter().any(|&d| m.uses(m.result(d, 0)).iter().any(|u| u.op != alloc));
            if other_uses {
                out.push((l, i));
            }
        }
    }
    out
}

/// Make the `memref.dim`s of each candidate's carried buffer (but in the
/// yielded allocation) read the starting buffer before the loop.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for (l, i) in candidates(m, f) {
        let body = m.blocks(m.region(l, 0))[0];
        let Some(y) = m.last_op(body) else { continue };
        let cur = m.block_args(body)[1 + i];
        let Some(alloc) = keeps_sizes(m, cur, m.operand(y, i)) else { continue };
        let init = m.operand(l, 3 + i);
        for d in dims_of(m, cur) {
            let Some(k) = m.defining_op(m.operand(d, 1)).and_then(|c| m.attr(c, "value")).and_then(|a| a.as_int())
            else {
                continue;
            };
            let at = InsertPoint::Before(l);
            let kk = Builder::new(m, at).const_index(k as i64);
            let before = Builder::new(m, at).value(OpSpec::new("memref.dim").operands(&[init, kk]).result(Type::Index));
            let r = m.result(d, 0);
            m.replace_uses_where(r, before, |_, o| o != alloc);
        }
    }
}

/// If `yielded` is a `memref.alloc` of the loop body whose every dynamic
/// size is `memref.dim %cur` of the same dimension, that allocation.
fn keeps_sizes(m: &Module, cur: Value, yielded: Value) -> Option<OpId> {
    let t = m.value_type(cur).as_memref()?;
    if t.shape.iter().all(|d| d.static_size().is_some()) || m.value_type(yielded) != m.value_type(cur) {
        return None;
    }
    let a = m.defining_op(yielded).filter(|&a| m.is(a, "memref.alloc"))?;
    let sizes = crate::dialects::memref::operand_groups(m, a, 2)?.into_iter().next()?;
    let dynamic = t.shape.iter().filter(|d| d.static_size().is_none()).count();
    let ok = sizes.len() == dynamic
        && sizes.iter().enumerate().all(|(p, &s)| crate::ad::fresh_buffers::dim_of(m, s, cur, p).is_some());
    ok.then_some(a)
}

/// The `memref.dim` ops reading `cur` with a constant index.
fn dims_of(m: &Module, cur: Value) -> Vec<OpId> {
    m.uses(cur)
        .iter()
        .map(|u| u.op)
        .filter(|&o| m.is(o, "memref.dim") && m.defining_op(m.operand(o, 1)).is_some_and(|c| m.is(c, "arith.constant")))
        .collect()
}
