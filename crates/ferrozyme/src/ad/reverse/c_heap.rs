//! The C heap in a differentiated function (C compiled to MLIR): a
//! `malloc` (`calloc`, `aligned_alloc`) of the function at its top level
//! gets a shadow allocated next to it, zeroed, freed after the reverse
//! sweep; its `free` is postponed past the reverse sweep (which may still
//! read the memory), as `memref.dealloc` is. (Both are body-less
//! declarations the execution engines provide.)

use crate::ad::activity::callee_of;
use crate::ir::{IrMap, Module, OpId, Value};
use crate::syntax::Diagnostic;

/// The callee name of `op` if it calls a body-less declaration.
fn external(m: &Module, op: OpId) -> Option<&str> {
    let c = callee_of(m, op).filter(|&c| crate::ad::activity::body(m, c).is_none())?;
    m.is(op, "llvm.call").then(|| m.symbol_name(c)).flatten()
}

/// Is `op` a C allocation (`malloc(bytes)`, `calloc(n, size)`,
/// `aligned_alloc(align, bytes)`) returning a pointer?
pub(super) fn is_alloc(m: &Module, op: OpId) -> bool {
    let arity = match external(m, op) {
        Some("malloc") => 1,
        Some("calloc" | "aligned_alloc") => 2,
        _ => return false,
    };
    m.operands(op).len() == arity && m.results(op).len() == 1
}

/// Is `op` the C `free(p)`?
pub(super) fn is_free(m: &Module, op: OpId) -> bool {
    external(m, op) == Some("free") && m.operands(op).len() == 1
}

impl super::sweep::Rev<'_> {
    /// Forward sweep, C allocation `op` at the top level: when its memory
    /// is active, the same allocation for the shadow, zeroed (a `calloc`
    /// already is), freed at the end.
    pub(super) fn shadow_c_alloc(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let s = if external(m, op) == Some("calloc") {
            let c = m.clone_op(op, &mut IrMap::new());
            m.insert_op_after(op, c);
            m.result(c, 0)
        } else {
            super::pointers::zeroed_copy(m, op, "reverse mode: the shadow of this allocation cannot be zeroed")?
        };
        self.shadow.insert(r, s);
        self.cleanup.push(s);
        Ok(())
    }

    /// Forward sweep, `free(p)` at the top level: postponed past the
    /// reverse sweep.
    pub(super) fn postpone_c_free(&mut self, m: &mut Module, op: OpId) {
        let v: Value = m.operand(op, 0);
        m.erase_op(op);
        self.cleanup.push(v);
    }
}
