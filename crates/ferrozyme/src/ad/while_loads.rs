//! Loads hoisted out of `scf.while` loops before reverse mode (a rewrite of
//! the private copy `restructure` differentiates).
//!
//! A Newton solve or a fixed-point iteration inside a time loop reads the
//! state it solves for (`u[i]`, a coefficient) in every run of its
//! condition, while nothing in the loop writes memory. The value is then
//! the same in every run: one load before the loop computes the same
//! thing. Reverse mode needs this: a load of memory the function writes,
//! in an `scf.while` nested in a loop, would have to be recorded per run;
//! hoisted, it is an ordinary load of the enclosing loop's body (recorded
//! once per iteration there, or not at all when nothing writes it).
//!
//! A load is hoisted when it is at the top level of the `before` region
//! (which runs at least once, so the load ran anyway), its operands are
//! defined outside the loop, it is neither volatile nor atomic, and nothing in the loop
//! may write or free memory (only pure ops, loads, `memref.dim` and
//! structured control flow; no calls). A load at the top level of the
//! `after` region with the same operands and result type as a hoisted one
//! uses it instead.

use crate::ir::{Module, OpId, Value, ValueDef};

/// The `(loop, loads to hoist)` pairs of function `f`.
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<(OpId, Vec<OpId>)> {
    let mut out = Vec::new();
    for wh in m.collect_ops(f).into_iter().filter(|&o| m.is(o, "scf.while")) {
        if !only_reads(m, wh) {
            continue;
        }
        let Some(before) = m.regions(wh).first().and_then(|&r| m.entry_block(r)) else { continue };
        let loads: Vec<OpId> = m.block_ops(before).filter(|&o| invariant_load(m, wh, o)).collect();
        if !loads.is_empty() {
            out.push((wh, loads));
        }
    }
    out
}

/// Hoist the loads of every candidate loop of `f` before it.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for (wh, loads) in candidates(m, f) {
        let after = m.regions(wh).get(1).and_then(|&r| m.entry_block(r));
        for l in loads {
            m.detach_op(l);
            m.insert_op_before(wh, l);
            // The same load at the top level of `after`: the hoisted one.
            let Some(after) = after else { continue };
            let twins: Vec<OpId> = m.block_ops(after).filter(|&o| same_load(m, o, l)).collect();
            for t in twins {
                if invariant_load(m, wh, t) {
                    let (old, new) = (m.result(t, 0), m.result(l, 0));
                    m.replace_all_uses(old, new);
                    m.erase_op(t);
                }
            }
        }
    }
}

/// Is `o` a non-volatile load whose operands are all defined outside `wh`?
fn invariant_load(m: &Module, wh: OpId, o: OpId) -> bool {
    (m.is(o, "memref.load")
        || (m.is(o, "llvm.load") && m.attr(o, "volatile_").is_none() && m.attr(o, "ordering").is_none()))
        && m.results(o).len() == 1
        && m.operands(o).iter().all(|&v| !defined_in(m, wh, v))
}

/// Do loads `a` and `b` read the same value: same op, same operands, same
/// result type (a pointer may be read as an f64 and as an i64)?
fn same_load(m: &Module, a: OpId, b: OpId) -> bool {
    m.name(a) == m.name(b)
        && m.operands(a) == m.operands(b)
        && m.value_type(m.result(a, 0)) == m.value_type(m.result(b, 0))
}

/// Does nothing in `wh` write or free memory (or call anything)?
fn only_reads(m: &Module, wh: OpId) -> bool {
    m.collect_ops(wh).into_iter().all(|o| {
        o == wh
            || matches!(
                m.name(o).as_str(),
                "memref.load" | "llvm.load" | "memref.dim" | "scf.if" | "scf.for" | "scf.yield" | "scf.condition"
            )
            || (m.regions(o).is_empty() && crate::dialects::traits(m, o).is_pure())
    })
}

fn defined_in(m: &Module, wh: OpId, v: Value) -> bool {
    match m.value_def(v) {
        ValueDef::Result { op, .. } => op == wh || m.is_ancestor(wh, op),
        ValueDef::BlockArg { block, .. } => m.block_parent_op(block).is_some_and(|p| p == wh || m.is_ancestor(wh, p)),
        ValueDef::Undefined => true,
    }
}
