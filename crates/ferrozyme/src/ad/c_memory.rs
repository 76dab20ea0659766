//! Recognizing calls of the C heap functions a differentiated program may
//! use (C compiled to MLIR): `malloc`, `calloc`, `aligned_alloc` and
//! `free`, body-less declarations the execution engines provide. Both
//! sweeps give the memory they return a shadow made the same way
//! (`forward::ops`, `reverse::c_heap`).

use crate::ad::activity::{body, callee_of};
use crate::ir::{Module, OpId};

/// The callee name of `op` if it is an `llvm.call` of a body-less declaration.
pub(crate) fn external(m: &Module, op: OpId) -> Option<&str> {
    let c = callee_of(m, op).filter(|&c| body(m, c).is_none())?;
    m.is(op, "llvm.call").then(|| m.symbol_name(c)).flatten()
}

/// Is `op` a C allocation (`malloc(bytes)`, `calloc(n, size)`,
/// `aligned_alloc(align, bytes)`) returning a pointer?
pub(crate) fn is_alloc(m: &Module, op: OpId) -> bool {
    let arity = match external(m, op) {
        Some("malloc") => 1,
        Some("calloc" | "aligned_alloc") => 2,
        _ => return false,
    };
    m.operands(op).len() == arity && m.results(op).len() == 1
}

/// Is `op` a `calloc` (memory that starts zeroed)?
pub(crate) fn is_calloc(m: &Module, op: OpId) -> bool {
    is_alloc(m, op) && external(m, op) == Some("calloc")
}

/// Is `op` the C `free(p)`?
pub(crate) fn is_free(m: &Module, op: OpId) -> bool {
    external(m, op) == Some("free") && m.operands(op).len() == 1
}
