//! Globals that hold derivatives in reverse mode: `memref.get_global` (or
//! `llvm.mlir.addressof`) of the shadow global (`crate::ad::globals`) gives
//! the shadow of the primal access, and loads and stores through it
//! accumulate and clear adjoints as for any shadow memory.

use super::err;
use super::sweep::Rev;
use crate::ad::activity::Origin;
use crate::ir::{Module, OpId};
use crate::syntax::Diagnostic;

impl Rev<'_> {
    /// Forward sweep: the shadow of an active `memref.get_global`.
    pub fn shadow_get_global(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        self.shadow_get_global_after(m, op, op)
    }

    /// The shadow of active global access `op`, made just after `at` (`op`
    /// itself, or its copy where the reverse sweep re-creates it).
    pub(super) fn shadow_get_global_after(&mut self, m: &mut Module, op: OpId, at: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let g = crate::ad::globals::shadow_access(m, &mut self.cache.shadow_globals, op, 0).ok_or_else(|| {
            let why = crate::ad::devirtualize::refusal(m, op, "reverse mode").unwrap_or_else(|| {
                "reverse mode through an active global that does not hold floats (or arrays of them) is not supported"
                    .into()
            });
            err(m, op, why)
        })?;
        m.insert_op_after(at, g);
        self.shadow.insert(r, m.result(g, 0));
        Ok(())
    }

    /// Does this call touch (read or write) a global that holds derivatives?
    pub fn call_touches_active_global(&self, m: &Module, call: OpId) -> bool {
        let Some(eff) = self.cache.effects.as_ref() else { return true };
        let e = eff.of_call(m, call);
        e.globals.iter().any(|(g, a)| {
            a.touches() && m.lookup_symbol(g).is_some_and(|o| self.act.active_origins.contains(&Origin::Global(o)))
        })
    }
}
