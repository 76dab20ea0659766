//! Frees in callees against replays: a call whose callee frees memory it
//! is given, after a call on the same memory that the reverse sweep runs
//! again (a checkpointed loop's chunk or range function, or a replayed
//! callee), is refused: the replay would use freed memory. (A free in the
//! function itself is postponed past the reverse sweep; one in a callee
//! is not yet.)

use super::calls::made_at;
use super::err;
use super::sweep::Rev;
use crate::ad::activity::{callee_of, is_memory, Origin};
use crate::ir::{Module, OpId, Value};
use crate::syntax::Diagnostic;

impl Rev<'_> {
    /// A call whose callee frees memory it is given, after a call on the
    /// same memory that the reverse sweep runs again (replayed: a
    /// checkpointed loop's chunk or range function, or a callee without a
    /// pair), which would then use freed memory: refused. (A free in the
    /// function itself is postponed past the reverse sweep; one in a
    /// callee is not yet.) A replay leaves memory its callee only writes
    /// alone (`replay::without_writes`), except a binomial range
    /// function's, which runs its chunks forward again.
    pub(super) fn check_frees_after_replays(&mut self, m: &Module, op: OpId) -> Result<(), Diagnostic> {
        // (An augmented call has its plan with its pair.)
        let plan = self.plans.get(&op).or_else(|| self.augmented.get(&op).and_then(|a| a.plan.as_ref()));
        let Some(plan) = plan else { return Ok(()) };
        let frees: Vec<(usize, String)> =
            plan.memories.iter().filter(|c| c.access.free).filter_map(|c| Some((c.operand?, c.describe()))).collect();
        if frees.is_empty() {
            return Ok(());
        }
        let freer = plan.callee.clone();
        let top = std::iter::successors(Some(op), |&p| m.parent_op(p)).find(|&p| m.parent_op(p) == Some(self.func));
        let Some(block) = top.and_then(|t| m.op_parent(t)) else { return Ok(()) };
        let earlier: Vec<OpId> = m
            .block_ops(block)
            .take_while(|&o| Some(o) != top)
            .flat_map(|o| m.collect_ops(o))
            .filter(|&o| (m.is(o, "func.call") || m.is(o, "llvm.call")) && !self.augmented.contains_key(&o))
            .filter(|&o| self.call_is_active(m, o))
            .collect();
        let origin = |rev: &Self, v: Value| rev.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
        for (i, what) in frees {
            let freed = origin(self, m.operand(op, i));
            for &q in &earlier {
                let Some(callee) = callee_of(m, q) else { continue };
                let effects = self
                    .cache
                    .effects
                    .get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m))
                    .get(m, callee);
                let chunk = m.attr(callee, super::checkpoint::CHUNK).is_some();
                let recursive = m.collect_ops(callee).into_iter().any(|o| callee_of(m, o) == Some(callee));
                let write_only = if chunk && recursive { vec![] } else { self.write_only_operands(m, q, callee) };
                let uses = m.operands(q).iter().enumerate().any(|(j, &v)| {
                    let o = origin(self, v);
                    let same = o == freed || o == Origin::Unknown || freed == Origin::Unknown;
                    let a = effects.args.get(j).copied().unwrap_or_default();
                    is_memory(m.value_type(v)) && same && (a.read || a.free || a.write && !write_only.contains(&j))
                });
                if !uses {
                    continue;
                }
                let qname = m.symbol_name(callee).unwrap_or("?");
                let at = m.op(q).pos.map_or(String::new(), |p| {
                    let d = Diagnostic::at_module_pos(m, p, "");
                    format!(" at {}:{}:{}", d.file, d.line, d.col)
                });
                let kind = if chunk { "the checkpointed loop" } else { "the call" };
                return Err(err(
                    m,
                    op,
                    format!(
                        "reverse mode: @{freer} frees {what}{}, which the reverse sweep uses again when it runs @{qname} ({kind}{at}) again; a free in a callee is not postponed past the reverse sweep yet",
                        made_at(m, m.operand(op, i))
                    ),
                ));
            }
        }
        Ok(())
    }
}
