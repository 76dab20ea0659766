//! The C heap in a differentiated function (C compiled to MLIR): a
//! `malloc` (`calloc`, `aligned_alloc`) of the function at its top level
//! gets a shadow allocated next to it, zeroed, freed after the reverse
//! sweep; its `free` is postponed past the reverse sweep (which may still
//! read the memory), as `memref.dealloc` is. (Both are body-less
//! declarations the execution engines provide.) One made and freed in an
//! iteration of a loop body or in a branch (a temporary, `block_temp`)
//! runs as written in the forward sweep (its loads are recorded); the
//! reverse of the iteration (branch) makes a new one and its zeroed
//! shadow, and frees both at its end (`remake_temp`), as for a
//! `memref.alloc` there.

pub(super) use crate::ad::c_memory::{is_alloc, is_free};
use crate::ir::{IrMap, Module, OpId, Value};
use crate::syntax::Diagnostic;

/// The C allocation `p` points into (through `llvm.getelementptr`s).
fn allocation_of(m: &Module, mut p: Value) -> Option<OpId> {
    loop {
        let d = m.defining_op(p)?;
        if is_alloc(m, d) {
            return Some(d);
        }
        if !m.is(d, "llvm.getelementptr") {
            return None;
        }
        p = m.operand(d, 0);
    }
}

/// Is `op` the allocation, or the `free`, of a temporary of a loop body or
/// a branch (a region of the `scf.for`, `scf.while` or `scf.if` `op`'s
/// allocation is directly in): memory loaded, stored, offset and freed
/// only (`sweep::stays_in_iteration`), so that it lives and dies in one
/// iteration (one run of the branch)?
pub(super) fn block_temp(m: &Module, op: OpId) -> bool {
    let alloc = if is_alloc(m, op) {
        op
    } else if is_free(m, op) {
        match allocation_of(m, m.operand(op, 0)) {
            Some(a) => a,
            None => return false,
        }
    } else {
        return false;
    };
    let scoped = m.parent_op(alloc).is_some_and(|l| m.is(l, "scf.for") || m.is(l, "scf.while") || m.is(l, "scf.if"));
    scoped && super::sweep::stays_in_iteration(m, m.result(alloc, 0))
}

/// The shadow of C allocation `op`: the same allocation right after it,
/// zeroed (a `calloc` already is).
pub(super) fn zeroed_shadow(m: &mut Module, op: OpId) -> Result<Value, Diagnostic> {
    if crate::ad::c_memory::is_calloc(m, op) {
        let c = m.clone_op(op, &mut IrMap::new());
        m.insert_op_after(op, c);
        return Ok(m.result(c, 0));
    }
    super::pointers::zeroed_copy(m, op, "reverse mode: the shadow of this allocation cannot be zeroed")
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
        let s = zeroed_shadow(m, op)?;
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

    /// Reverse of a loop iteration (a branch), C allocation `op` of a
    /// temporary (`block_temp`): a new allocation for the primal values (its loads
    /// are read from their records) and a zeroed one for the shadow, both
    /// freed at the end of the iteration's reverse (`iteration_frees`).
    pub(super) fn remake_temp(
        &mut self,
        m: &mut Module,
        ip: crate::ir::InsertPoint,
        op: OpId,
        vmap: &mut IrMap,
    ) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        let mut fresh = Vec::new();
        for _ in 0..2 {
            let c = m.clone_op(op, &mut vmap.clone());
            crate::ir::Builder::new(m, ip).insert(c);
            fresh.push(m.result(c, 0));
        }
        vmap.map_value(r, fresh[0]);
        if self.active(m, r) {
            let bytes = super::pointers::ptr_bytes(m, ip, fresh[1])
                .ok_or_else(|| super::err(m, op, "reverse mode: the size of this allocation is not known"))?;
            super::pointers::fill_zero(m, ip, fresh[1], bytes);
            self.shadow.insert(r, fresh[1]);
        }
        if let Some(frame) = self.iteration_frees.last_mut() {
            frame.extend(fresh);
        }
        Ok(())
    }
}
