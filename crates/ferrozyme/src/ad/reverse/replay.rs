//! Replays that leave write-only memory alone. The adjoint of a call
//! replays the callee's derivative, whose forward sweep re-runs the
//! callee's primal; its stores into memory the callee only writes (never
//! reads, directly or through its callees) feed nothing the adjoint needs,
//! yet they cost a second primal run and force the caller to save that
//! memory around the replay. For such arguments the replay calls a copy of
//! the derivative without those stores (`@<diffe>.nowrite`); the cleanup
//! then drops the forward computations only they used, and the caller saves
//! nothing for that memory.
//!
//! Only when nothing else could observe the dropped stores: the argument's
//! memory at the call site is an allocation or an argument of the caller
//! (not a global, not unknown memory) that no other memory operand of the
//! call may be at run time (as in `analysis::overwritten`: distinct
//! allocations do not alias, distinct arguments may unless one is
//! `llvm.noalias`, unknown memory may be anything), the callee touches no memory the analysis cannot
//! attribute, and in the derivative the memory is only written by
//! `memref.store` / `llvm.store` (no call, copy or intrinsic receives it).

use super::sweep::Rev;
use super::ReverseCache;
use crate::ad::activity::{is_memory, memory_origins, Origin};
use crate::ir::{Activity, Attribute, IrMap, Module, OpId};

impl Rev<'_> {
    /// The operands of call `op` (to `callee`) whose memory the callee only
    /// writes and that nothing else in the call can reach.
    pub(super) fn write_only_operands(&mut self, m: &Module, op: OpId, callee: OpId) -> Vec<usize> {
        let eff = self.cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m));
        let e = eff.get(m, callee);
        if e.other.read || e.other.write || e.other.free {
            return vec![];
        }
        let operands = m.operands(op);
        let origin = |v| self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
        let mut out = Vec::new();
        for (i, &v) in operands.iter().enumerate() {
            let Some(a) = e.args.get(i) else { continue };
            if !is_memory(m.value_type(v)) || !a.write || a.read || a.free {
                continue;
            }
            let o = origin(v);
            if !matches!(o, Origin::Arg(_) | Origin::Alloc(_)) {
                continue;
            }
            // Any other memory operand that is, or may be at run time, the
            // same memory: an unknown origin (a select, a loaded pointer...)
            // or another argument of the caller (unless one is noalias).
            let shared = operands
                .iter()
                .enumerate()
                .any(|(k, &w)| k != i && is_memory(m.value_type(w)) && self.may_alias(o, origin(w)));
            if !shared {
                out.push(i);
            }
        }
        out
    }

    /// The memory operands of call `op` (to `callee`) that may be, at run
    /// time, memory the callee writes through another operand or a global;
    /// and the globals it reads that may be memory it writes through an operand.
    pub(super) fn aliased_operands(&mut self, m: &Module, op: OpId, callee: OpId) -> (Vec<usize>, Vec<String>) {
        let eff = self.cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m));
        let e = eff.get(m, callee);
        let operands = m.operands(op);
        let origin = |v| self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
        let written = |i: usize| e.args.get(i).is_some_and(|a| a.write) && is_memory(m.value_type(operands[i]));
        // Globals the callee writes by name.
        let globals: Vec<Origin> = e
            .globals
            .iter()
            .filter(|(_, a)| a.write)
            .map(|(g, _)| m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global))
            .collect();
        let args = (0..operands.len())
            .filter(|&j| {
                let o = origin(operands[j]);
                is_memory(m.value_type(operands[j]))
                    && ((0..operands.len()).any(|i| i != j && written(i) && self.may_alias(origin(operands[i]), o))
                        || globals.iter().any(|&g| self.may_alias(g, o)))
            })
            .collect();
        let read_globals = e
            .globals
            .iter()
            .filter(|(g, a)| {
                let o = m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global);
                a.read && (0..operands.len()).any(|i| written(i) && self.may_alias(origin(operands[i]), o))
            })
            .map(|(g, _)| g.clone())
            .collect();
        (args, read_globals)
    }

    /// May memory of origins `a` and `b` overlap (distinct allocations and
    /// globals do not; distinct arguments may, unless one is `llvm.noalias`)?
    pub(super) fn may_alias(&self, a: Origin, b: Origin) -> bool {
        use Origin::*;
        let noalias = |i: usize| self.noalias_args.contains(&i);
        match (a, b) {
            (Unknown, _) | (_, Unknown) => true,
            (Alloc(x), Alloc(y)) => x == y,
            (Alloc(_), _) | (_, Alloc(_)) => false,
            (Global(x), Global(y)) => x == y,
            (Arg(i), Arg(j)) => i == j || !(noalias(i) || noalias(j)),
            (Arg(i), Global(_)) | (Global(_), Arg(i)) => !noalias(i),
        }
    }
}

/// The derivative `name` of a function with argument activities `acts`,
/// without the forward sweep's stores into the memory of the primal
/// arguments `args`; `None` when that memory is written any other way.
pub(super) fn without_writes(
    m: &mut Module,
    cache: &mut ReverseCache,
    name: &str,
    acts: &[Activity],
    args: &[usize],
) -> Option<String> {
    let key = (name.to_string(), args.to_vec());
    if let Some(r) = cache.nowrite.get(&key) {
        return r.clone();
    }
    let r = build(m, name, acts, args);
    cache.nowrite.insert(key, r.clone());
    r
}

fn build(m: &mut Module, name: &str, acts: &[Activity], args: &[usize]) -> Option<String> {
    let g = m.lookup_symbol(name)?;
    // Positions of the primal arguments among the derivative's arguments
    // (each `dup` argument is followed by its shadow).
    let mut pos = Vec::new();
    let mut k = 0;
    for a in acts {
        pos.push(k);
        k += if matches!(a, Activity::Dup | Activity::DupNoNeed) { 2 } else { 1 };
    }
    let targets: Vec<Origin> = args.iter().filter_map(|&i| pos.get(i)).map(|&p| Origin::Arg(p)).collect();
    let copy = m.clone_op(g, &mut IrMap::new());
    let body = m.body();
    m.append_op(body, copy);
    let fresh = m.fresh_symbol_name(&format!("{name}.nowrite"));
    m.set_attr(copy, "sym_name", Attribute::String(fresh.clone()));
    m.set_attr(copy, "sym_visibility", Attribute::String("private".into()));
    let (origins, _) = memory_origins(m, copy);
    let hits =
        |o: OpId, i: usize| m.operands(o).get(i).and_then(|v| origins.get(v)).is_some_and(|x| targets.contains(x));
    let mut stores = Vec::new();
    for o in m.collect_ops(copy) {
        let name = m.name(o).as_str();
        if name == "memref.store" && hits(o, 1) || name == "llvm.store" && hits(o, 1) {
            stores.push(o);
            continue;
        }
        let touches = (0..m.operands(o).len()).any(|i| hits(o, i));
        let traits = crate::dialects::traits(m, o);
        let may_write = name.ends_with(".call")
            || name == "func.call_indirect"
            || name.starts_with("llvm.intr.mem")
            || traits.has(crate::dialects::Traits::MEM_WRITE)
            || traits.has(crate::dialects::Traits::MEM_FREE)
            || crate::dialects::lookup(m.name(o)).is_none();
        if touches && may_write {
            m.erase_op(copy);
            return None;
        }
    }
    for s in stores {
        m.erase_op(s);
    }
    super::cleanup::clean(m, copy);
    Some(fresh)
}
