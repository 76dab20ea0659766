//! What `fill` works out about a function before its sweeps: its
//! `memref.alloca_scope`s inlined, the memory origins it writes, the
//! positions of its `llvm.noalias` arguments in the derivative.

use crate::ad::activity::Origin;
use crate::hash::{HashMap, HashSet};
use crate::ir::{Activity, Attribute, Module, OpId, Value};

/// `memref.alloca_scope` only bounds the lifetime of its allocations:
/// reverse mode inlines it (they then live until the derivative returns,
/// which its reverse sweep needs anyway).
pub(super) fn inline_alloca_scopes(m: &mut Module, region: crate::ir::RegionId) {
    loop {
        let mut found = None;
        for &b in m.blocks(region) {
            for op in m.block_ops(b) {
                if let Some(s) = m.collect_ops(op).into_iter().find(|&o| {
                    m.is(o, "memref.alloca_scope") && m.regions(o).len() == 1 && m.blocks(m.region(o, 0)).len() == 1
                }) {
                    found = Some(s);
                    break;
                }
            }
            if found.is_some() {
                break;
            }
        }
        let Some(scope) = found else { return };
        let body = m.blocks(m.region(scope, 0))[0];
        if m.last_op(body).is_none() {
            return;
        }
        crate::ad::restructure::inline_block_before(m, body, scope);
    }
}

/// Origins the function writes (stores, copies, atomics, calls through
/// their effects summaries); `Unknown` when a write cannot be attributed.
pub(super) fn written_origins(
    m: &Module,
    effects: &crate::analysis::effects::EffectsTable,
    origins: &HashMap<Value, Origin>,
    entry: crate::ir::BlockId,
) -> HashSet<Origin> {
    let mut w = HashSet::default();
    let mut ops = Vec::new();
    for op in m.block_ops(entry) {
        ops.extend(m.collect_ops(op));
    }
    let origin = |v: Value| origins.get(&v).copied().unwrap_or(Origin::Unknown);
    for op in ops {
        let name = m.name(op).as_str();
        let target = match name {
            "memref.store" | "llvm.store" | "memref.atomic_rmw" => Some(m.operand(op, 1)),
            "memref.copy" => Some(m.operand(op, 1)),
            "memref.generic_atomic_rmw" | "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" => {
                Some(m.operand(op, 0))
            }
            "func.call" | "llvm.call" | "func.call_indirect" => {
                let e = effects.of_call(m, op);
                for (i, a) in e.args.iter().enumerate() {
                    if a.write || a.write_on_error {
                        w.insert(origin(m.operand(op, i)));
                    }
                }
                for (g, a) in &e.globals {
                    if a.write {
                        w.insert(m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global));
                    }
                }
                if e.other.write {
                    w.insert(Origin::Unknown);
                }
                None
            }
            _ => None,
        };
        if let Some(t) = target {
            w.insert(origin(t));
        }
    }
    w
}

/// The derivative's argument positions of the primal arguments marked
/// `llvm.noalias` (each `dup` argument is followed by its shadow).
pub(super) fn noalias_positions(m: &Module, f: OpId, args: &[Activity]) -> HashSet<usize> {
    let attrs = m.attr(f, "arg_attrs").and_then(Attribute::as_array).unwrap_or(&[]);
    let mut out = HashSet::default();
    let mut k = 0;
    for (i, a) in args.iter().enumerate() {
        if attrs.get(i).and_then(Attribute::as_dict).is_some_and(|d| d.contains("llvm.noalias")) {
            out.insert(k);
        }
        k += if matches!(a, Activity::Dup | Activity::DupNoNeed) { 2 } else { 1 };
    }
    out
}
