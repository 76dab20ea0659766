//! Calls in reverse mode, including callees that write memory.
//!
//! Calls at the top level of a function or of a top-level loop body run
//! their callee's *augmented pair* when one can be made (`augment`): the
//! augmented primal forward, its reverse with the tape in the reverse sweep.
//! The other calls (and every call with `--calls=replay`) are replayed,
//! as this module describes.
//!
//! The adjoint of a replayed call is a call of the callee's derivative, which
//! *replays* the callee (runs its primal again, then its adjoint) in the
//! reverse sweep. When a memory operand may be, at run time, memory the
//! callee writes through another operand, the derivative replayed counts
//! it as written (`derivative_for_aliased`). A replay is right only if the memory the callee reads is
//! as it was at the call; and it must leave memory as the caller's forward
//! sweep left it. The overwritten-arguments analysis
//! (`analysis::overwritten`) says, per call site and per piece of memory
//! the callee touches:
//! - *overwritten* (read by the callee and possibly written before the
//!   adjoint): a snapshot is taken just before the call — on the tape —
//!   and copied back in before the replay. In a loop, the snapshots of all
//!   iterations share one buffer sized from the trip count.
//! - *written later* by the caller and touched by the replay: the current
//!   state is saved before the replay and put back after it (reverse-time
//!   scratch, not tape).
//!
//! Nothing is cached when nothing is overwritten. When the callee touches
//! the memory only by loads and stores outside loops, the snapshot is an
//! access log instead (`access_log`): the elements it touches, with their
//! places, when that is smaller than a copy. Memory behind `!llvm.ptr`
//! other than a caller's `llvm.alloca` has no known extent and cannot be
//! copied: such calls are refused when they would need a copy.

use crate::hash::HashMap;

pub(super) use super::snapshots::Snapshot;
use super::sweep::Rev;
use super::{err, ReverseCache};
use crate::ad::activity::{callee_of, is_float, is_memory, Origin};
use crate::analysis::overwritten::{CallMemory, CallPlan, Caller, Element};
use crate::ir::{Activity, Attribute, Builder, Dim, InsertPoint, IrMap, Module, OpId, OpSpec, RegionId, Type, Value};
use crate::syntax::Diagnostic;

pub(super) use super::call_buffers::{alloc_like, allocation_sizes, cidx, copy_all, elem_bytes, extents, memory_value};

/// Unit attribute on the loops that copy call memory to or from snapshots.
pub(super) const SNAPSHOT_COPY: &str = "ferrozyme.snapshot_copy";

/// Memory saved for the whole reverse sweep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum FinalKey {
    Value(Value),
    Global(String),
}

/// The index of a saved element, usable just before `call`.
pub(super) fn element_index(m: &mut Module, el: &Element, call: OpId) -> Vec<Value> {
    match el {
        Element::Store(st) => {
            let raw: Vec<Value> = m.operands(*st)[2..].to_vec();
            raw.into_iter().map(|x| rebuild_constant_before(m, x, call)).collect()
        }
        Element::At(idx) => {
            let ip = InsertPoint::Before(call);
            idx.iter().map(|&i| Builder::new(m, ip).const_index(i)).collect()
        }
    }
}

/// Plans of every call in `src` (a function body), keyed by the op at the
/// same position in `dst` (its clone).
pub(super) fn plan_calls(
    m: &Module,
    cache: &mut ReverseCache,
    f: OpId,
    src: RegionId,
    dst: RegionId,
) -> HashMap<OpId, CallPlan> {
    let mut out = HashMap::default();
    let is_call = |o: OpId| matches!(m.name(o).as_str(), "func.call" | "llvm.call" | "func.call_indirect");
    if !m.collect_ops(f).into_iter().any(is_call) {
        return out;
    }
    let effects = cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m));
    let caller = Caller::new(m, f, effects);
    let mut pairs = Vec::new();
    parallel_ops(m, src, dst, &mut pairs);
    let clone_of: HashMap<OpId, OpId> = pairs.iter().copied().collect();
    for &(a, b) in &pairs {
        if is_call(a) {
            let mut plan = caller.plan(a);
            // Element stores are named by their ops in the clone.
            for c in &mut plan.memories {
                if let Some(es) = &mut c.elements {
                    for e in es.iter_mut() {
                        if let Element::Store(st) = e {
                            *st = clone_of[st];
                        }
                    }
                }
            }
            out.insert(b, plan);
        }
    }
    out
}

/// Each load of `dst` (a clone of `f`'s body `src`): may its memory be
/// written after it, in the function (`Caller::loads_written_after`)?
pub(super) fn loads_overwritten(
    m: &Module,
    cache: &mut ReverseCache,
    f: OpId,
    src: RegionId,
    dst: RegionId,
) -> HashMap<OpId, bool> {
    let effects = cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m));
    let after = Caller::new(m, f, effects).loads_written_after();
    let mut pairs = Vec::new();
    parallel_ops(m, src, dst, &mut pairs);
    pairs
        .into_iter()
        .filter(|&(a, _)| m.is(a, "memref.load") || m.is(a, "llvm.load"))
        .map(|(a, b)| (b, after.contains(&a)))
        .collect()
}

fn parallel_ops(m: &Module, a: RegionId, b: RegionId, out: &mut Vec<(OpId, OpId)>) {
    for (&ba, &bb) in m.blocks(a).iter().zip(m.blocks(b)) {
        for (x, y) in m.block_ops(ba).zip(m.block_ops(bb)) {
            out.push((x, y));
            for (&ra, &rb) in m.regions(x).iter().zip(m.regions(y)) {
                parallel_ops(m, ra, rb, out);
            }
        }
    }
}

/// The error for operand `i` (`v`) of call `op`: active memory without a
/// shadow, which would be passed as constant (its derivatives lost).
pub(super) fn no_shadow(m: &Module, op: OpId, i: usize, v: Value) -> Diagnostic {
    // (Through views to the memory they view: an argument of the function
    // differentiated is enzyme_const when it has no shadow; reader-41.)
    let mut root = v;
    while let crate::ir::ValueDef::Result { op: d, .. } = m.value_def(root) {
        if !crate::ad::activity::VIEW_OPS.iter().any(|n| m.is(d, n)) {
            break;
        }
        root = m.operand(d, 0);
    }
    let f = std::iter::successors(m.parent_op(op), |&p| m.parent_op(p))
        .find(|&p| m.is(p, "func.func") || m.is(p, "llvm.func"));
    let entry = f.and_then(|f| m.regions(f).first().copied()).and_then(|r| m.entry_block(r));
    let arg = entry.and_then(|b| m.block_args(b).iter().position(|&a| a == root));
    let why = match arg {
        Some(k) => format!(
            "argument #{k} is enzyme_const (it has no shadow), but the callee's active values reach its memory (make it enzyme_dup)"
        ),
        None => format!(
            "{}: memory chosen by control flow reverse mode does not follow yet",
            crate::ad::activity::describe(m, v)
        ),
    };
    err(m, op, format!("reverse mode: operand #{i} of this call is active memory without a shadow ({why})"))
}

/// ` (the memory made at FILE:LINE:COL)` for memory `v` made by a
/// located op (through views), or ` (argument #i of @f)`; empty if neither.
pub(super) fn made_at(m: &Module, v: Value) -> String {
    match m.value_def(v) {
        crate::ir::ValueDef::Result { op, .. } if crate::ad::activity::VIEW_OPS.iter().any(|n| m.is(op, n)) => {
            made_at(m, m.operand(op, 0))
        }
        crate::ir::ValueDef::Result { op, .. } => m.op(op).pos.map_or(String::new(), |p| {
            let d = Diagnostic::at_module_pos(m, p, "");
            format!(" (the memory made at {}:{}:{})", d.file, d.line, d.col)
        }),
        crate::ir::ValueDef::BlockArg { block, index } => m
            .block_parent_op(block)
            .filter(|&f| m.is(f, "func.func") && m.entry_block(m.region(f, 0)) == Some(block))
            .and_then(|f| m.symbol_name(f))
            .map_or(String::new(), |f| format!(" (argument #{index} of @{f})")),
        crate::ir::ValueDef::Undefined => String::new(),
    }
}

impl Rev<'_> {
    /// Does this call write memory (through the effects summaries)?
    pub fn call_writes(&mut self, m: &Module, call: OpId) -> bool {
        // (An augmented primal writes its tape: never re-executed.)
        if self.augmented.contains_key(&call) {
            return true;
        }
        let eff = self.cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m));
        eff.of_call(m, call).writes()
    }

    /// An active call whose plan needs per-iteration snapshots.
    pub fn needs_per_iteration_snapshot(&self, m: &Module, op: OpId) -> bool {
        self.call_is_active(m, op) && self.plan_needs_snapshot(op)
    }

    pub(super) fn plan_needs_snapshot(&self, op: OpId) -> bool {
        self.plans.get(&op).is_some_and(|p| p.memories.iter().any(|c| c.overwritten))
    }

    /// Why call `op` is replayed rather than run as an augmented pair, for
    /// messages (" (it is replayed: ...)"), when a pair was tried.
    fn replayed_because(&self, op: OpId) -> String {
        self.replay_reasons.get(&op).map_or(String::new(), |why| format!(" (it is replayed: {why})"))
    }

    pub(super) fn call_is_active(&self, m: &Module, op: OpId) -> bool {
        if callee_of(m, op).is_some_and(|c| self.cache.native.contains(&c)) {
            return false;
        }
        m.operands(op).iter().chain(m.results(op)).any(|&v| self.active(m, v)) || self.call_touches_active_global(m, op)
    }

    /// Calls: direct, with memory the analysis can save when it needs to.
    /// `snapshots_here`: can a per-call snapshot be kept at this place (top
    /// level of the function, or top level of an instrumented loop body)?
    pub fn check_call(&mut self, m: &Module, op: OpId, snapshots_here: bool) -> Result<(), Diagnostic> {
        self.check_frees_after_replays(m, op)?;
        if self.augmented.contains_key(&op) || !self.call_is_active(m, op) {
            return Ok(());
        }
        let Some(callee) = callee_of(m, op) else {
            return Err(err(m, op, "reverse mode: cannot differentiate an indirect call"));
        };
        // (At the top level they are handled: `c_heap`.)
        // (In a loop, when `loop_allocs` took them: recorded, logged.)
        if self.recorded_pointers.contains_key(&op) {
            return Ok(());
        }
        if super::c_heap::is_free(m, op) || super::c_heap::is_alloc(m, op) {
            return Err(err(
                m,
                op,
                "reverse mode: a C allocation or free of active memory inside a loop or branch is not supported yet (only at the top level of the function, or as a temporary of a loop body or branch whose address is only loaded from, stored to, offset and freed there, or passed to calls when its size is the same in every iteration)",
            ));
        }
        self.check_aliased_operands(m, op, callee)?;
        let Some(plan) = self.plans.get(&op) else { return Ok(()) };
        // (Run as the primal, it stores no shadows of the pointers it
        // stores: a later load's shadow would be missing, in this function
        // or in the derivative of another call; reader-50, a checkpointed
        // loop storing row pointers gave a zero gradient.)
        if stores_pointers(m, callee, &mut Default::default())
            && m.operands(op).iter().any(|&v| crate::ad::activity::is_memory(m.value_type(v)) && self.active(m, v))
        {
            return Err(err(
                m,
                op,
                "reverse mode: this call stores pointers into active memory and is run as the primal (replayed, or a checkpointed range of a loop), which stores no shadows of them; not supported yet (without checkpointing, or with the call augmented, it is)",
            ));
        }
        // (reader-45: a callee reading and writing an array it reaches
        // through a pointer stored in a struct was replayed on the array it
        // had changed: a wrong gradient.)
        // (A callee without a body is refused as that, below.)
        let has_body = crate::ad::activity::body(m, callee).is_some();
        if let Some(why) = plan.other_overwritten.as_ref().filter(|_| has_body) {
            return Err(err(
                m,
                op,
                format!(
                    "reverse mode: @{} reads memory it reaches through pointers the caller cannot follow (loaded from memory, say), which may be written before its adjoint ({why}); its replay in the reverse sweep would read it changed, and it cannot be saved{}",
                    plan.callee,
                    self.replayed_because(op)
                ),
            ));
        }
        for c in &plan.memories {
            let what = c.describe();
            // The replay would run the callee again on memory it freed, or
            // free it again.
            if c.access.free {
                let again = if c.access.read || c.access.write { "use" } else { "free" };
                let made = c.operand.map_or(String::new(), |i| made_at(m, m.operand(op, i)));
                return Err(err(
                    m,
                    op,
                    format!(
                        "reverse mode: @{} frees {what}{made}, which its replay in the reverse sweep would {again} again{}",
                        plan.callee,
                        self.replayed_because(op)
                    ),
                ));
            }
            let saved = c.overwritten || (c.later_write && (c.access.write || c.access.free));
            if !saved {
                continue;
            }
            let ty = match c.operand {
                Some(i) => m.value_type(m.operand(op, i)).clone(),
                None => c
                    .global
                    .as_deref()
                    .and_then(|g| m.lookup_symbol(g))
                    .filter(|&g| m.is(g, "memref.global"))
                    .and_then(|g| m.attr(g, "type").and_then(Attribute::as_type).cloned())
                    .unwrap_or(Type::LlvmPtr { addr_space: 0 }),
            };
            // (Or the callee's accesses are logged: see `access_log`.)
            let global_ok = c.operand.is_none()
                && c.global.as_deref().and_then(|g| super::pointers::named_global_bytes(m, g)).is_some();
            let ptr_ok = matches!(ty, Type::LlvmPtr { .. })
                && (c.operand.is_some_and(|i| super::pointers::extent_base(m, m.operand(op, i)).is_some())
                    || global_ok
                    || c.overwritten && self.log_plan_for(m, op, c).is_some());
            if !matches!(ty, Type::MemRef(_)) && !ptr_ok {
                return Err(err(
                    m,
                    op,
                    format!(
                        "reverse mode: the call to @{} needs {what} (of type '{ty}') saved ({}), but memory of unknown extent cannot be saved",
                        plan.callee,
                        c.reasons.join("; ")
                    ),
                ));
            }
            if c.overwritten && !snapshots_here {
                return Err(err(
                    m,
                    op,
                    format!(
                        "reverse mode: the call to @{} reads {what}, which may be overwritten before its adjoint ({}); saving it is supported at the top level of the function and of its scf.if branches, in loops nested in a top-level loop (and their scf.if branches), and in the regions of a top-level scf.while (and their scf.if branches), not here",
                        plan.callee,
                        c.reasons.join("; ")
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The callee's derivative assumes its memory arguments are distinct
    /// memory: two operands of the same allocation or argument (the same
    /// memref, or views of it), one of which the callee writes and neither
    /// of which it leaves untouched, are refused.
    pub(super) fn check_aliased_operands(&mut self, m: &Module, op: OpId, callee: OpId) -> Result<(), Diagnostic> {
        let e = match &self.cache.effects {
            Some(t) => t.get(m, callee),
            None => return Ok(()),
        };
        let operands = m.operands(op);
        let origin = |v| self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
        for (i, &v) in operands.iter().enumerate() {
            if !is_memory(m.value_type(v)) || matches!(origin(v), Origin::Unknown) {
                continue;
            }
            for (k, &w) in operands.iter().enumerate().skip(i + 1) {
                if !is_memory(m.value_type(w)) || origin(w) != origin(v) {
                    continue;
                }
                let writes = |j: usize| e.args.get(j).is_some_and(|a| a.write || a.free);
                // (Memory the callee does not touch through one of the two,
                // as the allocated pointer of a lowered memref, is no
                // alias of the other in its derivative.)
                let touches = |j: usize| e.args.get(j).is_some_and(|a| a.read || a.write || a.write_on_error || a.free);
                if (writes(i) || writes(k)) && touches(i) && touches(k) {
                    // Inlined, the callee's stores are the caller's own, on
                    // memory it knows: differentiated again that way, if the
                    // call can be inlined.
                    let top = m.body();
                    let f = std::iter::successors(Some(op), |&o| m.parent_op(o)).find(|&o| m.op_parent(o) == Some(top));
                    if let (Some(p), Some(f)) = (m.op(op).pos, f) {
                        if crate::ad::restructure::may_inline_on_failure(m, f, op, &self.cache.native) {
                            self.cache.pending_inlines.push(p);
                        }
                    }
                    // (The function written, not its flattened copy.)
                    let name = crate::rewrite::aggregates::source_name(m, callee);
                    // (A checkpointed loop's range function, made here: the
                    // loop is what the user sees.)
                    if m.attr(callee, super::checkpoint::CHUNK).is_some() {
                        return Err(err(
                            m,
                            op,
                            format!(
                                "reverse mode: cannot checkpoint this loop: its body uses the same memory through two values (operands #{i} and #{k} of its range function @{name}: a view and the memory it views, or two views of it) and writes it; the range function's derivative would take them as distinct"
                            ),
                        ));
                    }
                    return Err(err(
                        m,
                        op,
                        format!(
                            "reverse mode: operands #{i} and #{k} of this call to @{name} are the same memory (or views of it) and @{name} writes it; the callee's derivative assumes distinct memory arguments (pass one buffer, or copy one of them)"
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// A call: the callee's reverse derivative gets the primal arguments
    /// (and shadows) and the adjoints of the results, and returns the
    /// gradients of its active scalar arguments. Memory the replay needs as
    /// it was at the call is put back first; memory the caller wrote later
    /// is saved around the replay.
    pub fn reverse_call(&mut self, m: &mut Module, ip: InsertPoint, op: OpId, vmap: &IrMap) -> Result<(), Diagnostic> {
        if self.augmented.contains_key(&op) {
            return self.reverse_augmented(m, ip, op, vmap);
        }
        // (Active memory without a shadow would be passed as constant: its
        // derivatives lost.)
        for (i, &v) in m.operands(op).iter().enumerate() {
            if is_memory(m.value_type(v)) && self.active(m, v) && !self.shadow.contains_key(&v) {
                return Err(no_shadow(m, op, i, v));
            }
        }
        let operands = m.operands(op).to_vec();
        let results = m.results(op).to_vec();
        let arg_acts: Vec<Activity> =
            operands.iter().map(|&v| self.operand_activity(m, v, self.shadow.contains_key(&v))).collect();
        let ret_acts: Vec<Activity> = results
            .iter()
            .map(|r| if self.adj.contains_key(r) { Activity::ActiveNoNeed } else { Activity::ConstNoNeed })
            .collect();
        let globals = self.call_touches_active_global(m, op);
        if !globals
            && (!arg_acts.iter().any(|a| *a != Activity::Const)
                || !ret_acts.contains(&Activity::ActiveNoNeed) && !arg_acts.contains(&Activity::Dup))
        {
            return Ok(());
        }
        let callee =
            callee_of(m, op).ok_or_else(|| err(m, op, "reverse mode: cannot differentiate an indirect call"))?;
        if self.cache.native.contains(&callee) {
            return Ok(());
        }
        let aliased = self.aliased_operands(m, op, callee);
        let name =
            super::derivative_for_aliased(m, self.cache, callee, &arg_acts, &ret_acts, aliased).map_err(|mut d| {
                // The caller may know what the callee does not (the extent of
                // memory behind a pointer argument): it is differentiated again
                // with the call inlined, if it can be.
                let top = m.body();
                let f = std::iter::successors(Some(op), |&o| m.parent_op(o)).find(|&o| m.op_parent(o) == Some(top));
                if let (Some(p), Some(f)) = (m.op(op).pos, f) {
                    if crate::ad::restructure::may_inline_on_failure(m, f, op, &self.cache.native) {
                        self.cache.pending_inlines.push(p);
                    }
                }
                // (Outlined code is located where the user wrote it.)
                if crate::ad::outline::outlined(m, callee) {
                    return d;
                }
                let site = Diagnostic::for_op(m, op, "");
                d.message = format!(
                    "{} (while differentiating the call at {}:{}:{})",
                    d.message, site.file, site.line, site.col
                );
                d
            })?;
        // Memory the callee only writes: a replay without those stores.
        let mut skip = self.write_only_operands(m, op, callee);
        if let Some(plan) = self.plans.get(&op) {
            // (Memory restored from a snapshot before the replay stays with the usual replay.)
            skip.retain(|&i| !plan.memories.iter().any(|c| c.operand == Some(i) && c.overwritten));
        }
        let (name, skip) = match (!skip.is_empty())
            .then(|| super::replay::without_writes(m, self.cache, &name, &arg_acts, &skip))
            .flatten()
        {
            Some(n) => (n, skip),
            None => (name, vec![]),
        };
        // Memory state for the replay.
        let plan = self.plans.get(&op).cloned();
        let mut restores = Vec::new();
        let mut element_restores: Vec<(Value, Vec<Value>, Value)> = Vec::new();
        let mut log_put_backs = Vec::new();
        let mut element_writes: Vec<(Value, Value, Vec<Value>)> = Vec::new();
        let mut copy_writes: Vec<(Value, Value, Vec<Value>)> = Vec::new();
        if let Some(plan) = &plan {
            let snaps = self.snapshots.get(&op).cloned().unwrap_or_default();
            let mut mems = Vec::new();
            for c in &plan.memories {
                mems.push(if c.overwritten || c.later_write { memory_value(m, ip, op, c, vmap) } else { None });
            }
            for (ci, (c, mem)) in plan.memories.iter().zip(&mems).enumerate() {
                let Some(mem) = *mem else { continue };
                if c.operand.is_some_and(|i| skip.contains(&i)) {
                    // The replay does not write it.
                    continue;
                }
                let savable = matches!(m.value_type(mem), Type::MemRef(_))
                    || c.operand.is_some_and(|i| super::pointers::extent_base(m, m.operand(op, i)).is_some())
                    || c.operand.is_none() && super::pointers::has_extent(m, mem);
                // Element snapshots put back what they change themselves.
                let by_elements = snaps.iter().any(|s| {
                    s.memory == ci && (!s.elements.is_empty() || !s.per_iter_elements.is_empty() || s.log.is_some())
                });
                if c.later_write && (c.overwritten || c.access.write) && savable && !by_elements {
                    // Memory of the whole function (an argument, a global, a
                    // top-level value) is saved once before the reverse sweep
                    // and put back after it; other memory around this replay.
                    let whole = match (c.operand, &c.global) {
                        (Some(i), _) => {
                            let v = m.operand(op, i);
                            self.is_top_level(m, v).then_some(FinalKey::Value(v))
                        }
                        (None, Some(g)) => Some(FinalKey::Global(g.clone())),
                        _ => None,
                    };
                    match whole {
                        Some(key) if self.reverse_start.is_some() => self.save_until_end(m, key, op, c),
                        _ => {
                            let tmp = alloc_like(m, ip, mem, &[]);
                            copy_all(m, ip, mem, (mem, &[]), (tmp, &[]));
                            restores.push((mem, tmp));
                        }
                    }
                }
            }
            for s in &snaps {
                let Some(mem) = mems[s.memory] else { continue };
                if let Some(log) = &s.log {
                    let first = match s.per_iter {
                        Some(lp) => {
                            let k = self.snapshot_index(m, op, lp, s.nested)?;
                            let mut b = Builder::new(m, ip);
                            let per = b.const_index(log.plan.slots() as i64);
                            b.value(OpSpec::new("arith.muli").operands(&[k, per]).result(Type::Index))
                        }
                        None => cidx(m, ip, 0),
                    };
                    self.restore_log(m, ip, mem, log, first);
                    log_put_backs.push((mem, log.clone(), first));
                    continue;
                }
                if !s.elements.is_empty() {
                    // Put the saved elements in; what is there now comes back after the replay.
                    let ty = match m.value_type(mem) {
                        Type::MemRef(mt) => mt.elem.clone(),
                        _ => continue,
                    };
                    for (idx, v) in &s.elements {
                        let mut b = Builder::new(m, ip);
                        let cur = b.value(OpSpec::new("memref.load").operands(&[mem]).operands(idx).result(ty.clone()));
                        element_writes.push((*v, mem, idx.clone()));
                        element_restores.push((mem, idx.clone(), cur));
                    }
                    continue;
                }
                if !s.per_iter_elements.is_empty() {
                    let (Some(buf), Some(lp), Type::MemRef(mt)) = (s.buf, s.per_iter, m.value_type(mem).clone()) else {
                        continue;
                    };
                    let k = self.snapshot_index(m, op, lp, s.nested)?;
                    let count = s.per_iter_elements.len() as i64;
                    let mut b = Builder::new(m, ip);
                    let cnt = b.const_index(count);
                    let base = b.value(OpSpec::new("arith.muli").operands(&[k, cnt]).result(Type::Index));
                    for (jx, el) in s.per_iter_elements.iter().enumerate() {
                        let Element::At(ix) = el else { continue };
                        let mut b = Builder::new(m, ip);
                        let idx: Vec<Value> = ix.iter().map(|&i| b.const_index(i)).collect();
                        let off = b.const_index(jx as i64);
                        let pos = b.value(OpSpec::new("arith.addi").operands(&[base, off]).result(Type::Index));
                        let v = b.value(OpSpec::new("memref.load").operands(&[buf, pos]).result(mt.elem.clone()));
                        let cur =
                            b.value(OpSpec::new("memref.load").operands(&[mem]).operands(&idx).result(mt.elem.clone()));
                        element_writes.push((v, mem, idx.clone()));
                        element_restores.push((mem, idx, cur));
                    }
                    continue;
                }
                let Some(buf) = s.buf else { continue };
                let lead: Vec<Value> = match s.per_iter {
                    Some(lp) => vec![self.snapshot_index(m, op, lp, s.nested)?],
                    None => vec![],
                };
                copy_writes.push((mem, buf, lead));
            }
            // Saved states go in only after every current one was read
            // (two of the memories may be one at run time).
            for (mem, buf, lead) in copy_writes {
                copy_all(m, ip, mem, (buf, &lead), (mem, &[]));
            }
            for (v, mem, idx) in element_writes {
                Builder::new(m, ip).create(OpSpec::new("memref.store").operands(&[v, mem]).operands(&idx));
            }
        }
        let mut args = Vec::new();
        for (&v, a) in operands.iter().zip(&arg_acts) {
            args.push(vmap.lookup(v));
            if *a == Activity::Dup {
                args.push(self.shadow[&v]);
            }
        }
        for (&r, a) in results.iter().zip(&ret_acts) {
            if *a == Activity::ActiveNoNeed {
                args.push(self.adj[&r]);
            }
        }
        let grad_types: Vec<_> = operands
            .iter()
            .zip(&arg_acts)
            .filter(|(_, a)| **a == Activity::Active)
            .map(|(&v, _)| m.value_type(v).clone())
            .collect();
        let call = Builder::new(m, ip).create(
            OpSpec::new("func.call").operands(&args).results(&grad_types).attr("callee", Attribute::symbol(name)),
        );
        for (mem, log, first) in log_put_backs {
            self.put_back_log(m, ip, mem, &log, first);
        }
        for (mem, idx, cur) in element_restores {
            Builder::new(m, ip).create(OpSpec::new("memref.store").operands(&[cur, mem]).operands(&idx));
        }
        for (mem, tmp) in restores {
            copy_all(m, ip, mem, (tmp, &[]), (mem, &[]));
            free_buffer(m, ip, tmp);
        }
        let grads = m.results(call).to_vec();
        let mut g = grads.into_iter();
        for (&v, a) in operands.iter().zip(&arg_acts) {
            if *a == Activity::Active {
                if let Some(d) = g.next() {
                    self.accumulate(m, ip, v, d);
                }
            }
        }
        Ok(())
    }

    /// The activity of call operand `v` for its callee's derivative: an
    /// active float, memory with a shadow (`has_shadow`), else constant.
    pub(super) fn operand_activity(&self, m: &Module, v: Value, has_shadow: bool) -> Activity {
        if is_float(m.value_type(v)) && self.act.varied.contains(&v) {
            Activity::Active
        } else if has_shadow {
            Activity::Dup
        } else {
            Activity::Const
        }
    }

    /// Is `v` defined at the top level of the function (an argument or a
    /// result of a top-level op)?
    fn is_top_level(&self, m: &Module, v: Value) -> bool {
        match m.value_def(v) {
            crate::ir::ValueDef::Result { op, .. } => m.parent_op(op) == Some(self.func),
            crate::ir::ValueDef::BlockArg { block, .. } => m.block_parent_op(block) == Some(self.func),
            _ => false,
        }
    }

    /// Save memory `key` once, where the reverse sweep starts; it is put
    /// back when the sweep ends (`restore_saved`).
    fn save_until_end(&mut self, m: &mut Module, key: FinalKey, call: OpId, c: &CallMemory) {
        if self.final_saves.iter().any(|(k, _, _)| *k == key) {
            return;
        }
        let anchor = self.reverse_start.expect("checked");
        let ip = match m.next_op(anchor) {
            Some(x) => InsertPoint::Before(x),
            None => InsertPoint::End(m.op_parent(anchor).expect("anchor in a block")),
        };
        let Some(mem) = memory_value(m, ip, call, c, &IrMap::new()) else { return };
        let tmp = alloc_like(m, ip, mem, &[]);
        copy_all(m, ip, mem, (mem, &[]), (tmp, &[]));
        self.final_saves.push((key, mem, tmp));
    }

    /// Put back the memory saved by `save_until_end` (at `ip`, after the reverse sweep).
    pub fn restore_saved(&mut self, m: &mut Module, ip: InsertPoint) {
        for (_, mem, tmp) in std::mem::take(&mut self.final_saves) {
            copy_all(m, ip, mem, (tmp, &[]), (mem, &[]));
            free_buffer(m, ip, tmp);
        }
    }

    /// The remark of one call site: what is overwritten, why, and what it costs.
    pub fn remark(&self, m: &Module, op: OpId, in_loop: bool) -> Option<String> {
        if self.augmented.contains_key(&op) {
            return self.augmented_remark(m, op, in_loop);
        }
        let plan = self.plans.get(&op)?;
        if !self.call_is_active(m, op) {
            return None;
        }
        let site = crate::exec::error::op_location(m, op).unwrap_or_else(|| "?".into());
        let mut lines = vec![format!("{site}: remark: call to @{}", plan.callee)];
        if let Some(why) = self.replay_reasons.get(&op) {
            lines.push(format!("  replayed in the reverse sweep, not an augmented pair: {why}"));
        }
        let mut total: Option<u64> = Some(0);
        for (ci, c) in plan.memories.iter().enumerate() {
            let what = c.describe();
            let log =
                self.snapshots.get(&op).and_then(|ss| ss.iter().find(|s| s.memory == ci)).and_then(|s| s.log.as_ref());
            let ty = match c.operand {
                Some(i) => m.value_type(m.operand(op, i)).clone(),
                None => c
                    .global
                    .as_deref()
                    .and_then(|g| m.lookup_symbol(g))
                    .and_then(|g| m.attr(g, "type").and_then(Attribute::as_type).cloned())
                    .unwrap_or(Type::LlvmPtr { addr_space: 0 }),
            };
            let bytes = match &ty {
                Type::LlvmPtr { .. } => match c.operand {
                    Some(i) => super::pointers::static_bytes(m, m.operand(op, i)),
                    None => c.global.as_deref().and_then(|g| super::pointers::named_global_bytes(m, g)),
                },
                Type::MemRef(mt) => mt.shape.iter().try_fold(elem_bytes(&mt.elem), |acc, d| {
                    if let Dim::Static(n) = d {
                        Some(acc * *n as u64)
                    } else {
                        None
                    }
                }),
                _ => None,
            };
            let bytes = match (&c.elements, &ty) {
                (Some(es), Type::MemRef(mt)) => Some(es.len() as u64 * elem_bytes(&mt.elem)),
                _ => bytes,
            };
            let verdict = if let (true, Some(es)) = (c.overwritten, &c.elements) {
                total = total.map(|t| t + bytes.unwrap_or(0));
                format!(
                    "overwritten at {} element(s) ({}) — cached: those elements, {} bytes{}",
                    es.len(),
                    if matches!(es.first(), Some(Element::At(_))) {
                        "the callee writes"
                    } else {
                        "the caller stores to later"
                    },
                    bytes.unwrap_or(0),
                    if in_loop { " per iteration" } else { "" }
                )
            } else if let (true, Some(log)) = (c.overwritten, log) {
                let b = log.plan.bytes();
                total = total.map(|t| t + b);
                format!(
                    "overwritten — cached: a log of {} element access(es) of the callee (value and {} each), {b} bytes{} ({})",
                    log.plan.slots(),
                    if matches!(ty, Type::LlvmPtr { .. }) { "address" } else { "indices" },
                    if in_loop { " per iteration" } else { "" },
                    match (bytes, &ty) {
                        (Some(b), _) => format!("a copy would be {b} bytes"),
                        (None, Type::LlvmPtr { .. }) => "memory of unknown extent: no copy possible".to_string(),
                        (None, _) => "a copy would be of dynamic size".to_string(),
                    },
                )
            } else if c.overwritten {
                if let (Some(t), Some(b)) = (total, bytes) {
                    total = Some(t + b);
                } else {
                    total = None;
                }
                format!(
                    "overwritten — cached: a copy of {}{}",
                    bytes.map_or("its contents (dynamic size)".to_string(), |b| format!("{b} bytes")),
                    if in_loop { " per iteration" } else { "" }
                )
            } else {
                "not overwritten — nothing cached".into()
            };
            lines.push(format!("  {what} ({ty}, {}): {verdict}", c.access.describe()));
            for r in &c.reasons {
                lines.push(format!("    {r}"));
            }
        }
        lines.push(format!(
            "  tape: {}{}",
            total.map_or("dynamic".to_string(), |t| format!("{t} bytes")),
            if in_loop && total != Some(0) { " per iteration" } else { "" }
        ));
        Some(lines.join("\n"))
    }
}

/// Why a snapshot buffer is on the tape (for `--remarks=tape`).
pub(super) fn snapshot_note(m: &Module, call: OpId, plan: &CallPlan, c: &CallMemory, per: &str) -> String {
    format!(
        "snapshot of {} read by the call to @{} at {}{per} ({})",
        c.describe(),
        plan.callee,
        crate::exec::error::op_location(m, call).unwrap_or_default(),
        c.reasons.join("; ")
    )
}

/// Free a buffer made by `alloc_like` (stack buffers of pointer memory need nothing).
pub(super) fn free_buffer(m: &mut Module, ip: InsertPoint, buf: Value) {
    if matches!(m.value_type(buf), Type::MemRef(_)) {
        Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[buf]));
    }
}

/// `v` for use just before `call`: constants defined later are rebuilt there.
pub(super) fn rebuild_constant_before(m: &mut Module, v: Value, call: OpId) -> Value {
    let Some(d) = m.defining_op(v) else { return v };
    if !matches!(m.name(d).as_str(), "arith.constant" | "llvm.mlir.constant") {
        return v;
    }
    let c = m.clone_op(d, &mut IrMap::new());
    m.insert_op_before(call, c);
    m.result(c, 0)
}

/// Does `f` (a function, or a loop), or a function it calls (with a
/// body), store a pointer into memory (`seen`: functions looked at)?
pub(super) fn stores_pointers(m: &Module, f: OpId, seen: &mut crate::hash::HashSet<OpId>) -> bool {
    moves_pointers(m, f, false, seen)
}

/// The same, or (`loads`) load one from memory.
pub(super) fn moves_pointers(m: &Module, f: OpId, loads: bool, seen: &mut crate::hash::HashSet<OpId>) -> bool {
    let function = m.is(f, "func.func") || m.is(f, "llvm.func");
    if !seen.insert(f) || function && crate::ad::activity::body(m, f).is_none() {
        return false;
    }
    m.collect_ops(f).into_iter().any(|o| match m.name(o).as_str() {
        "llvm.store" => m.value_type(m.operand(o, 0)).is_llvm_ptr(),
        "llvm.load" => loads && m.value_type(m.result(o, 0)).is_llvm_ptr(),
        "func.call" | "llvm.call" => callee_of(m, o).is_some_and(|c| moves_pointers(m, c, loads, seen)),
        _ => false,
    })
}
