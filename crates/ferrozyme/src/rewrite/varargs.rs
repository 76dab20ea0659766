//! Calls of variadic `llvm.func`s with a body: such a body cannot read its
//! variadic arguments (`llvm.intr.vastart` is not supported), so a call
//! passes only the fixed ones, which the engines run and the AD
//! transformations differentiate as a call of a function of those
//! parameters. (The call keeps its `vararg(...)` type, as MLIR requires.)
//! A call's `operandSegmentSizes` (the generic form's, MLIR 20's
//! `op_bundle_sizes` empty) is updated; calls with operand bundles stay as
//! written (the engines drop the extra operands of those themselves).

use crate::ir::{Attribute, Module, OpId};

/// `(call, fixed parameters)` for each call of `m` passing variadic
/// operands to a variadic function with a body.
fn calls(m: &Module) -> Vec<(OpId, usize)> {
    let mut out = Vec::new();
    for o in m.collect_ops(m.top) {
        let bundles = m.attr(o, "op_bundle_sizes").and_then(Attribute::as_dense_ints).is_some_and(|b| !b.is_empty());
        if !m.is(o, "llvm.call") || bundles {
            continue;
        }
        let Some(f) = crate::ad::activity::callee_of(m, o) else { continue };
        if crate::ad::activity::body(m, f).is_none() {
            continue;
        }
        if let Some(n) = crate::dialects::llvm::variadic_fixed_params(m, f) {
            if m.operands(o).len() > n {
                out.push((o, n));
            }
        }
    }
    out
}

/// Does `m` call a variadic function with a body with variadic operands?
pub fn has_any(m: &Module) -> bool {
    !calls(m).is_empty()
}

/// Drop the variadic operands of those calls.
pub fn rewrite(m: &mut Module) {
    for (o, n) in calls(m) {
        let kept = m.operands(o)[..n].to_vec();
        m.set_plain_operands(o, &kept);
        if m.attr(o, "operandSegmentSizes").is_some() {
            m.set_attr(o, "operandSegmentSizes", crate::dialects::memref::segment_sizes_attr(&[n, 0]));
        }
    }
}
