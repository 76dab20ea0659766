//! What a region-holding op (a loop to checkpoint, an `scf.while` to
//! outline) uses from outside it, when its regions move into a new
//! function: the values to pass as arguments, and the constant-like ops
//! and views to re-create inside instead.

use crate::hash::HashSet;
use crate::ir::{Module, OpId, Value, ValueDef};

/// Is `v` defined inside `l` (by an op nested in it, or as an argument of
/// one of its blocks or of a block nested in it)?
pub(crate) fn defined_inside(m: &Module, l: OpId, v: Value) -> bool {
    match m.value_def(v) {
        ValueDef::Result { op, .. } => op == l || m.is_ancestor(l, op),
        ValueDef::BlockArg { block, .. } => m.block_parent_op(block).is_some_and(|p| p == l || m.is_ancestor(l, p)),
        ValueDef::Undefined => false,
    }
}

/// Ops without operands that the new function re-creates instead of taking their
/// result as an argument (constants keep trip counts and indices known).
const REMATERIALIZED: [&str; 5] =
    ["arith.constant", "llvm.mlir.constant", "llvm.mlir.zero", "memref.get_global", "llvm.mlir.addressof"];

/// Is `d` re-created in the new function rather than passed to it: a constant-like
/// op, or a view (`VIEW_OPS`) of memory defined outside the op (a view
/// and its base passed as two arguments would look like aliased
/// arguments to the function's derivative, which refuses those).
fn rematerialized(m: &Module, d: OpId) -> bool {
    REMATERIALIZED.iter().any(|n| m.is(d, n)) && m.operands(d).is_empty()
        || crate::ad::activity::VIEW_OPS.iter().any(|n| m.is(d, n)) && m.regions(d).is_empty()
}

/// The values the regions of `l` (and, with `own`, `l` itself) use from
/// outside it, in first-use order: (the ops the new function re-creates,
/// operands before users; the values passed to it).
pub(crate) fn captures(m: &Module, l: OpId, own: bool) -> (Vec<OpId>, Vec<Value>) {
    fn take(m: &Module, v: Value, seen: &mut HashSet<Value>, remat: &mut Vec<OpId>, out: &mut Vec<Value>) {
        if !seen.insert(v) {
            return;
        }
        match m.defining_op(v).filter(|&d| rematerialized(m, d)) {
            Some(d) => {
                for &x in m.operands(d) {
                    take(m, x, seen, remat, out);
                }
                if !remat.contains(&d) {
                    remat.push(d);
                }
            }
            None => out.push(v),
        }
    }
    let mut seen = HashSet::default();
    let (mut remat, mut out) = (Vec::new(), Vec::new());
    for op in m.collect_ops(l) {
        if op == l && !own {
            continue;
        }
        for &v in m.operands(op) {
            if !defined_inside(m, l, v) {
                take(m, v, &mut seen, &mut remat, &mut out);
            }
        }
    }
    (remat, out)
}
