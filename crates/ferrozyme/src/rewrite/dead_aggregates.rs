//! Unused LLVM aggregate values dropped: `mlir-translate --import-llvm`
//! leaves in functions the constants of the globals they use (a panic
//! message as `!llvm.array<5 x i8>`, a source location as a struct built
//! with `llvm.insertvalue`), which nothing reads (reader-43). The JIT does
//! not hold arrays in values and the AD transformations cannot split a
//! string into scalars, so such values stopped imported Rust code with a
//! bounds check. Only side-effect-free ops whose struct or array result
//! has no use are removed (then the ops that fed only them).

use crate::ir::{Module, OpId, Type};

/// The ops building aggregates without effects.
fn pure_builder(m: &Module, o: OpId) -> bool {
    matches!(
        m.name(o).as_str(),
        "llvm.mlir.constant" | "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" | "llvm.insertvalue"
    ) && m.results(o).len() == 1
        && matches!(m.value_type(m.result(o, 0)), Type::LlvmArray { .. } | Type::LlvmStruct(_))
}

fn found(m: &Module) -> Vec<OpId> {
    // (Not in global initializers: their value is what they return.)
    let in_function = |m: &Module, o: OpId| {
        std::iter::successors(Some(o), |&p| m.parent_op(p)).any(|p| m.is(p, "func.func") || m.is(p, "llvm.func"))
    };
    super::ops_where(m, |m, o| pure_builder(m, o) && m.uses(m.result(o, 0)).is_empty() && in_function(m, o))
}

/// Does `m` have an unused aggregate value in a function?
pub fn has_any(m: &Module) -> bool {
    !found(m).is_empty()
}

/// Remove them, and what fed only them.
pub fn rewrite(m: &mut Module) {
    loop {
        let dead = found(m);
        if dead.is_empty() {
            return;
        }
        for o in dead {
            m.erase_op(o);
        }
    }
}
