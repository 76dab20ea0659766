//! Calls of variadic `llvm.func`s with a body: such a body cannot read its
//! variadic arguments (`llvm.intr.vastart` is not supported), so a call
//! passes only the fixed ones, which the engines run and the AD
//! transformations differentiate as a call of a function of those
//! parameters. (The call keeps its `vararg(...)` type, as MLIR requires.)
//! Calls with operand segments (the generic form's `operandSegmentSizes`,
//! operand bundles) stay as written: the engines drop the extra operands
//! of those themselves.

use crate::ir::{Module, OpId};

/// `(call, fixed parameters)` for each call of `m` passing variadic
/// operands to a variadic function with a body.
fn calls(m: &Module) -> Vec<(OpId, usize)> {
    let mut out = Vec::new();
    for o in m.collect_ops(m.top) {
        if !m.is(o, "llvm.call") || ["operandSegmentSizes", "op_bundle_sizes"].iter().any(|a| m.attr(o, a).is_some()) {
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
    }
}
