//! Outlining an `scf.for` that runs in a top-level `scf.while` and calls
//! functions taking memory into a private function called there (reverse
//! mode, on the private copy `restructure` makes).
//!
//! A call in a loop in an `scf.while` is replayed in the reverse sweep,
//! and the memory it reads that the loop (or a later run) overwrites would
//! need a copy per iteration of every run, which is not kept. As a call at
//! the top level of the while, the loop is what the while handles: the
//! memory it reads is saved once per run when it may be overwritten
//! (`reverse::while_snapshots`), and the loop's derivative, a function of
//! its own, records its calls per iteration like any top-level loop.
//!
//! Which loops: in the regions of an `scf.while` at the top level of the
//! function (through `scf.if` branches), holding (at any depth) a call of
//! a function that is not native and takes memory (or reaches a global),
//! with results that are not memory, in a function that writes memory.

use crate::hash::HashSet;
use crate::ir::{Module, OpId};

/// What the functions made here were (`outline::outlined_from`).
const WHAT: &str = "scf.for, in an scf.while,";

/// The `scf.for` ops of `f` to outline.
pub(crate) fn candidates(m: &Module, f: OpId, native: &HashSet<OpId>) -> Vec<OpId> {
    if !crate::ad::while_calls::writes_memory(m, f) {
        return Vec::new();
    }
    m.collect_ops(f).into_iter().filter(|&o| m.is(o, "scf.for") && wanted(m, f, o, native)).collect()
}

fn wanted(m: &Module, f: OpId, l: OpId, native: &HashSet<OpId>) -> bool {
    // Up through scf.if branches to a while at the top level of `f`.
    let mut p = m.parent_op(l);
    while let Some(x) = p.filter(|&x| m.is(x, "scf.if")) {
        p = m.parent_op(x);
    }
    let in_top_while = p.is_some_and(|w| m.is(w, "scf.while") && m.parent_op(w) == Some(f));
    let calls_with_memory = m.collect_ops(l).into_iter().any(|o| {
        (m.is(o, "func.call") || m.is(o, "llvm.call"))
            && crate::ad::activity::callee_of(m, o).is_none_or(|c| !native.contains(&c))
            && (m.operands(o).iter().any(|&v| crate::ad::activity::is_memory(m.value_type(v)))
                || crate::ad::activity::callee_of(m, o).is_some_and(|c| reaches_global(m, c)))
    });
    in_top_while && calls_with_memory && crate::ad::outline::outlinable(m, l)
}

/// Does `callee` (or a function it calls, at any depth) name a global?
pub(crate) fn reaches_global(m: &Module, callee: OpId) -> bool {
    let mut fs = crate::ad::restructure::reached(m, callee);
    fs.push(callee);
    fs.into_iter()
        .flat_map(|g| m.collect_ops(g))
        .any(|o| m.is(o, "memref.get_global") || m.is(o, "llvm.mlir.addressof"))
}

/// Outline each of `candidates(m, f, native)` into `@<fname>.loop`
/// (fresh name); the new functions.
pub(crate) fn apply(m: &mut Module, f: OpId, fname: &str, native: &HashSet<OpId>) -> Vec<OpId> {
    candidates(m, f, native)
        .into_iter()
        .map(|l| crate::ad::outline::outline(m, l, &format!("{fname}.loop"), WHAT))
        .collect()
}
