//! Outlining an `scf.while` that runs inside a loop and reads memory into
//! a private function called there (reverse mode, on the private copy
//! `restructure` makes).
//!
//! The reverse sweep re-executes an `scf.while` nested in a loop in each
//! reverse iteration of that loop, from memory as it is then: a while
//! reading memory the loop writes later (a Newton or fixed-point solve
//! over a state vector, per time step) could not be differentiated. As a
//! call, the while is what the call machinery handles: the callee's
//! augmented primal runs it forward and records, per run, what its
//! reverse needs (loads of memory written later included: the while is at
//! the top level of the callee, where its loads are recorded per run in
//! a growing buffer), the callee's reverse uses that tape. Its tape is
//! recorded per iteration of the loops around the call.
//!
//! In an `scf.while` too: a while nested in a top-level while that reads
//! memory the loop writes (an inner solve in an adaptive time loop) is a
//! call there, whose memory the outer while saves per run when it may be
//! overwritten (`reverse::while_snapshots`).
//!
//! Which whiles: single-block regions, results that are not memory, in
//! an `scf.for` or `scf.while` (at any depth, through `scf.if` branches;
//! not in a while outlined itself), holding a load or a call, in a
//! function that writes memory or calls anything (else nothing it reads
//! can change).

use crate::ir::{Module, OpId, Type};

/// What the function made from `w` was (`outline::outlined_from`):
/// which kind of loop the while was in (the innermost).
fn what(m: &Module, w: OpId) -> &'static str {
    let mut p = m.parent_op(w);
    while let Some(x) = p {
        if m.is(x, "scf.while") {
            return "scf.while, in an scf.while,";
        }
        // (An `scf.if` that `crate::ad::if_once` put in a loop of one
        // iteration is still the `scf.if` the user wrote.)
        if m.is(x, "scf.for") && crate::ad::if_once::is_wrapper(m, x) {
            return "scf.while, in an scf.if,";
        }
        if m.is(x, "scf.for") {
            return "scf.while, in an scf.for,";
        }
        p = m.parent_op(x);
    }
    "scf.while, in a loop,"
}

/// Ops that read memory (calls: may).
const READS: [&str; 4] = ["memref.load", "llvm.load", "func.call", "llvm.call"];

/// Ops that write memory (calls: may).
const WRITES: [&str; 10] = [
    "memref.store",
    "llvm.store",
    "memref.atomic_rmw",
    "llvm.atomicrmw",
    "memref.copy",
    "llvm.intr.memcpy",
    "llvm.intr.memmove",
    "llvm.intr.memset",
    "func.call",
    "llvm.call",
];

/// Does `f` hold an op that writes memory (calls: may)?
pub(crate) fn writes_memory(m: &Module, f: OpId) -> bool {
    m.collect_ops(f).into_iter().any(|o| WRITES.iter().any(|n| m.is(o, n)))
}

/// The `scf.while` ops of `f` to outline.
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<OpId> {
    let ops = m.collect_ops(f);
    if !writes_memory(m, f) {
        return Vec::new();
    }
    ops.into_iter().filter(|&o| m.is(o, "scf.while") && wanted(m, f, o)).collect()
}

fn wanted(m: &Module, f: OpId, w: OpId) -> bool {
    // In a loop; not in a while outlined itself (it is outlined with it,
    // and then from the new function when that is differentiated).
    let mut in_loop = false;
    let mut p = m.parent_op(w);
    while let Some(x) = p.filter(|&x| x != f) {
        if m.is(x, "scf.while") && wanted(m, f, x) {
            return false;
        }
        in_loop |= m.is(x, "scf.for") || m.is(x, "scf.while");
        p = m.parent_op(x);
    }
    let single = m.regions(w).iter().all(|&r| m.blocks(r).len() == 1);
    let plain_results = m.results(w).iter().all(|&r| !crate::ad::activity::is_memory(m.value_type(r)));
    let reads = m.collect_ops(w).into_iter().any(|o| READS.iter().any(|n| m.is(o, n)));
    let (_, caps) = crate::ad::outline::captures(m, w, true);
    let passable = caps.iter().all(|&v| !matches!(m.value_type(v), Type::Function(_)));
    in_loop && single && plain_results && reads && passable
}

/// Outline each of `candidates(m, f)` into `@<fname>.while` (fresh name);
/// the new functions.
pub(crate) fn apply(m: &mut Module, f: OpId, fname: &str) -> Vec<OpId> {
    candidates(m, f)
        .into_iter()
        .map(|w| {
            let what = what(m, w);
            crate::ad::outline::outline(m, w, &format!("{fname}.while"), what)
        })
        .collect()
}
