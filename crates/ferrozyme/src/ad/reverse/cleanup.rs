//! Cleaning a finished derivative: the reverse sweep re-executes every pure
//! op of a loop iteration and records every loop-carried value, but the
//! adjoint only reads some of them. Dead pure ops (and dead loads), and
//! dead `scf.for` / `scf.if` ops whose bodies have no side effects (e.g. an
//! inner loop re-executed for values the adjoint turned out not to need),
//! are erased, then buffers that are only ever stored to and freed —
//! records nobody reads — are erased with their stores, to a fixed point.
//! The tape then holds only what the adjoint reads.

use crate::ir::{Module, OpId};

/// Ops without side effects that may go when their results are unused.
fn removable(m: &Module, op: OpId) -> bool {
    if !m.regions(op).is_empty() || m.results(op).is_empty() {
        return false;
    }
    crate::dialects::traits(m, op).is_pure()
        || matches!(m.name(op).as_str(), "memref.load" | "llvm.load" | "memref.dim" | "memref.get_global")
}

/// A structured op (`scf.for`, `scf.if`) whose nested ops only compute
/// values: removable when its results are unused.
fn pure_structured(m: &Module, op: OpId) -> bool {
    if !(m.is(op, "scf.for") || m.is(op, "scf.if")) {
        return false;
    }
    m.collect_ops(op).into_iter().all(|o| {
        o == op
            || m.is(o, "scf.yield")
            || (m.is(o, "scf.for") || m.is(o, "scf.if"))
            || m.regions(o).is_empty() && !m.results(o).is_empty() && {
                crate::dialects::traits(m, o).is_pure()
                    || matches!(m.name(o).as_str(), "memref.load" | "llvm.load" | "memref.dim" | "memref.get_global")
            }
    })
}

/// Is `op` an allocation whose memory is only stored to and freed?
fn write_only_buffer(m: &Module, op: OpId) -> bool {
    if !m.is(op, "memref.alloc") {
        return false;
    }
    let r = m.result(op, 0);
    m.uses(r)
        .iter()
        .all(|u| (m.is(u.op, "memref.store") && u.index == 1) || (m.is(u.op, "memref.dealloc") && u.index == 0))
}

/// Erase dead ops and write-only buffers in function `f`; returns how many ops went.
pub(super) fn clean(m: &mut Module, f: OpId) -> usize {
    let mut erased = 0;
    loop {
        let mut changed = false;
        // Post-order, users before definitions.
        for op in m.collect_ops(f).into_iter().rev() {
            if op == f || m.is_erased(op) {
                continue;
            }
            let dead = m.results(op).iter().all(|&r| !m.has_uses(r));
            if dead && (removable(m, op) || pure_structured(m, op)) {
                m.erase_op(op);
                erased += 1;
                changed = true;
            } else if write_only_buffer(m, op) {
                let r = m.result(op, 0);
                let users: Vec<OpId> = m.uses(r).iter().map(|u| u.op).collect();
                for u in users {
                    if !m.is_erased(u) {
                        m.erase_op(u);
                        erased += 1;
                    }
                }
                m.erase_op(op);
                erased += 1;
                changed = true;
            }
        }
        if !changed {
            return erased;
        }
    }
}
