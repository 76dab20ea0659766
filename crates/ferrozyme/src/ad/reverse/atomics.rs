//! Atomic updates (`memref.atomic_rmw`) in reverse mode: `addf` of active
//! memory whose old value is unused has an adjoint (`v` gets the adjoint
//! of `mem[idx]`, which stays); other kinds of active memory are refused
//! before the sweeps, the first in the function named.

use super::err;
use crate::ir::{Attribute, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, Value};
use crate::syntax::Diagnostic;

/// Atomic updates of active memory: only `addf` whose old value is unused
/// has an adjoint (`Rev::reverse_atomic_add`). Refused here, before the
/// sweeps, so that the first one in the function is the one named.
pub(super) fn check_atomics(
    m: &Module,
    f: OpId,
    act: &crate::ad::activity::FunctionActivity,
) -> Result<(), Diagnostic> {
    for op in m.collect_ops(f) {
        if m.is(op, "memref.atomic_rmw") && act.is_active(m, m.operand(op, 1)) {
            atomic_has_adjoint(m, op)?;
        }
    }
    Ok(())
}

/// Is atomic update `op` an `addf` whose old value is unused (else the
/// error saying what is supported)?
fn atomic_has_adjoint(m: &Module, op: OpId) -> Result<(), Diagnostic> {
    let kind = m.attr(op, "kind").and_then(Attribute::as_int).unwrap_or(-1);
    if kind != 0 || m.has_uses(m.result(op, 0)) {
        return Err(err(
            m,
            op,
            "reverse mode supports only 'addf' atomic updates of active memory whose old value is unused",
        ));
    }
    Ok(())
}

impl super::sweep::Rev<'_> {
    /// Adjoint of `memref.atomic_rmw addf %v, %mem[idx]` (`mem[idx] += v`):
    /// `v` gets the adjoint of `mem[idx]`, which stays. Its result (the old
    /// value) must be unused; other kinds are refused.
    pub(super) fn reverse_atomic_add(
        &mut self,
        m: &mut Module,
        ip: InsertPoint,
        op: OpId,
        vmap: &IrMap,
    ) -> Result<(), Diagnostic> {
        let (v, mem) = (m.operand(op, 0), m.operand(op, 1));
        let Some(&sh) = self.shadow.get(&mem) else { return Ok(()) };
        atomic_has_adjoint(m, op)?;
        if !self.act.varied.contains(&v) {
            return Ok(());
        }
        let idx: Vec<Value> = m.operands(op)[2..].iter().map(|&x| vmap.lookup(x)).collect();
        let ty = m.value_type(v).clone();
        let d = Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[sh]).operands(&idx).result(ty));
        self.accumulate(m, ip, v, d);
        Ok(())
    }
}
