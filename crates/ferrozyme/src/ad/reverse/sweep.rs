//! The sweeps of reverse mode: the forward sweep prepares shadow memory
//! (including the shadows of memrefs picked by `arith.select` or `scf.if`)
//! and loop records; the reverse sweep walks ops backwards accumulating
//! adjoints (`adj`, keyed by primal value) through the partials tables,
//! memory (a load adds its adjoint into the shadow, a store moves the shadow
//! into the stored value's adjoint and clears it) and calls.

use crate::hash::{HashMap, HashSet};

use super::calls::{FinalKey, Snapshot};
use super::loops::LoopCache;
use super::{err, zero, ReverseCache};
use crate::ad::activity::{is_float, is_float_memory, FunctionActivity, Origin};
use crate::ad::rules::{self, Emit, Partial};
use crate::analysis::overwritten::CallPlan;
use crate::ir::{Attribute, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

pub(super) struct Rev<'c> {
    pub act: FunctionActivity,
    /// Accumulated adjoint of each primal value (absent: zero).
    pub adj: HashMap<Value, Value>,
    /// Shadow memory of each active memref/pointer value.
    pub shadow: HashMap<Value, Value>,
    /// Memory the function writes: loads from it are recorded, not redone
    /// (unless `loads_overwritten` knows nothing writes it after them).
    pub written: HashSet<Origin>,
    /// The loads of the function's body: may their memory be written
    /// after them in the function (`Caller::loads_written_after`)?
    pub loads_overwritten: HashMap<OpId, bool>,
    pub cache: &'c mut ReverseCache,
    /// Records of each instrumented loop (keyed by the primal loop op).
    pub loop_caches: HashMap<OpId, LoopCache>,
    /// Memrefs to free after the reverse sweep.
    pub cleanup: Vec<Value>,
    /// The overwritten-arguments analysis of each call of the function.
    pub plans: HashMap<OpId, CallPlan>,
    /// Snapshots taken in the forward sweep, by call op.
    pub snapshots: HashMap<OpId, Vec<Snapshot>>,
    /// While a reverse loop body is built: the iteration index of each loop.
    pub iter_index: HashMap<OpId, Value>,
    /// Origins of every memory value (any element type), for `load_needs_record`.
    pub mem_origins: HashMap<Value, Origin>,
    /// Values of top-level `scf.if` branches (loads of written memory,
    /// results of augmented calls) recorded as results of the `scf.if`.
    pub if_records: HashMap<Value, Value>,
    /// Records of each instrumented top-level `scf.while`.
    pub while_records: HashMap<OpId, super::whiles::WhileRecords>,
    /// The derivative function being built.
    pub func: OpId,
    /// The last op of the forward sweep (memory is saved after it).
    pub reverse_start: Option<OpId>,
    /// Memory saved before the reverse sweep, put back after it: (what, memref, copy).
    pub final_saves: Vec<(FinalKey, Value, Value)>,
    /// While the reverse of a loop iteration is built: its recorded loads
    /// (by primal load op) and the iteration's index, innermost last; loads
    /// in `scf.if` branches of the body are re-read from them.
    pub record_ctx: Vec<(HashMap<OpId, Value>, Value)>,
    /// The same for the recorded results of calls (`LoopCache::call_results`).
    pub call_record_ctx: Vec<(HashMap<OpId, Vec<Value>>, Value)>,
    /// While the reverse of a loop iteration is built: memory it allocates
    /// (re-created primal temporaries and their shadows), freed at its end.
    pub iteration_frees: Vec<Vec<Value>>,
    /// Whether the derivative returns primal results (an `active` or
    /// `const` result): its forward loops then run anyway, and may record
    /// values instead of leaving them to be recomputed.
    pub returns_primal: bool,
    /// Argument positions (of the derivative) whose primal argument is
    /// `llvm.noalias`: their memory is not any other argument's.
    pub noalias_args: HashSet<usize>,
    /// Calls whose forward run logs its accesses (`access_log`): the call,
    /// what one of its logs holds, and that log's extra operands.
    pub logged_calls: Vec<(OpId, super::access_log::LogPlan, Vec<Value>)>,
    /// Loops nested in an instrumented loop whose loads of written memory
    /// (or whose nested loops' loads) are recorded: how their iterations are
    /// numbered from the loop around them (`loops::record_nested`).
    pub nest_steps: HashMap<OpId, super::nest_stream::NestStep>,
    /// Those records, by primal load op: one entry per iteration of the nest.
    pub nested_records: HashMap<OpId, super::nest_stream::RecSlot>,
    /// The results of loops in those loops' bodies, recorded the same way
    /// (by primal loop op, one record per result).
    pub nested_results: HashMap<OpId, Vec<super::nest_stream::RecSlot>>,
    /// While the reverse of a loop iteration is built: its linear index in
    /// its loop nest (by primal loop).
    pub nested_index: HashMap<OpId, Value>,
    /// Calls that run the callee's augmented primal in the forward sweep
    /// and its reverse function in the reverse sweep (`augment`).
    pub augmented: HashMap<OpId, super::augment::AugCall>,
    /// Why the other active calls at the top level (of the function or of
    /// a top-level loop body) are replayed (for remarks).
    pub replay_reasons: HashMap<OpId, String>,
    /// Memory the caller of this derivative may change after it returns
    /// (`Variant::written_after`): its callees' pairs must not read it in place.
    pub written_after: HashSet<Origin>,
    /// Whether this derivative is made to be cut into a pair (`augment`).
    pub cutting: bool,
    /// Every reverse loop made, with its forward loop (`fuse`).
    pub loop_pairs: Vec<super::fuse::LoopPair>,
    /// Its top-level calls' pairs may pack their tapes (`augment::pack`):
    /// into a buffer it allocates, or (cut) into its own tape buffer.
    pub packing: bool,
}

/// Is memref `v` (allocated in a loop body) used only by loads, stores,
/// `memref.dim`, deallocation and views that are used the same way — so
/// that each iteration's temporary lives and dies in that iteration?
pub(super) fn stays_in_iteration(m: &Module, v: Value) -> bool {
    m.uses(v).iter().all(|u| {
        let o = u.op;
        match m.name(o).as_str() {
            "memref.load" | "memref.dim" | "memref.dealloc" => true,
            "memref.store" => m.operand(o, 0) != v,
            n if VIEWS.contains(&n) => m.operand(o, 0) == v && stays_in_iteration(m, m.result(o, 0)),
            _ => false,
        }
    })
}

/// Zero of a scalar type (float, integer or index).
pub(super) fn zero_of(m: &mut Module, ip: InsertPoint, ty: &crate::ir::Type) -> Value {
    if is_float(ty) {
        zero(m, ip, ty)
    } else if ty.is_index() {
        Builder::new(m, ip).const_index(0)
    } else {
        Builder::new(m, ip).value(
            OpSpec::new("arith.constant")
                .attr("value", Attribute::Integer { value: 0, ty: ty.clone() })
                .result(ty.clone()),
        )
    }
}

use crate::ad::activity::VIEW_OPS as VIEWS;

impl Rev<'_> {
    pub fn active(&self, m: &Module, v: Value) -> bool {
        self.act.is_active(m, v)
    }

    /// `adj[v] += delta` (emitted at `ip`).
    pub fn accumulate(&mut self, m: &mut Module, ip: InsertPoint, v: Value, delta: Value) {
        let ty = m.value_type(delta).clone();
        let new = match self.adj.get(&v) {
            Some(&a) => Builder::new(m, ip).value(
                OpSpec::new("arith.addf")
                    .operands(&[a, delta])
                    .result(ty)
                    .attr("fastmath", Attribute::FastMath(crate::ir::FastMath(crate::ir::FastMath::FAST))),
            ),
            None => delta,
        };
        self.adj.insert(v, new);
    }

    /// Does this load read memory that may be written after it (by the
    /// function, or by its caller before the reverse: `written_after`)?
    /// Memory written only before the load is read again in the reverse.
    pub fn load_needs_record(&self, m: &Module, load: OpId) -> bool {
        let mem = m.operand(load, 0);
        let o = self.mem_origins.get(&mem).copied().unwrap_or(Origin::Unknown);
        let unknown = o == Origin::Unknown;
        let written = unknown || self.written.contains(&o) || self.written.contains(&Origin::Unknown);
        let by_caller = unknown || self.written_after.contains(&o) || self.written_after.contains(&Origin::Unknown);
        written && (by_caller || self.loads_overwritten.get(&load).copied().unwrap_or(true))
    }

    /// Does `o` make a value from memory the function also writes, so that
    /// computing it again in the reverse sweep may give another value: a
    /// load of such memory (`load_needs_record`), or a call with results
    /// that writes nothing (calls that write are never re-executed) but
    /// reads memory the function writes (reached through an argument, a
    /// global, or memory its summary cannot name) and, as far as its
    /// overwritten-arguments plan knows, writes after it.
    pub fn reads_written(&self, m: &Module, o: OpId) -> bool {
        if m.is(o, "memref.load") || m.is(o, "llvm.load") {
            return self.load_needs_record(m, o);
        }
        if !(m.is(o, "func.call") || m.is(o, "llvm.call")) || m.results(o).is_empty() || self.augmented.contains_key(&o)
        {
            return false;
        }
        let Some(eff) = self.cache.effects.as_ref() else { return !self.written.is_empty() };
        let e = eff.of_call(m, o);
        if e.writes() {
            return false;
        }
        let written = |org: Origin| {
            org == Origin::Unknown || self.written.contains(&org) || self.written.contains(&Origin::Unknown)
        };
        let origin = |v: Value| self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
        let by_origin = e
            .args
            .iter()
            .enumerate()
            .any(|(i, a)| a.read && i < m.operands(o).len() && written(origin(m.operand(o, i))))
            || e.globals
                .iter()
                .any(|(g, a)| a.read && written(m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global)))
            || e.other.read && !self.written.is_empty();
        // (The plan knows what is written after the call, but takes any two
        // arguments to alias; the origins take them apart, as for loads.)
        let same = |a: Origin, b: Origin| a == b || a == Origin::Unknown || b == Origin::Unknown;
        by_origin
            && self.plans.get(&o).is_none_or(|p| {
                p.memories.iter().any(|c| c.access.read && c.later_origins.iter().any(|&w| same(w, c.origin)))
            })
    }

    /// A call whose results are recorded where it is in a loop, as it is
    /// not run again: it writes memory (an augmented primal writes its
    /// tape), with results.
    pub fn recorded_call(&self, m: &Module, o: OpId) -> bool {
        (m.is(o, "func.call") || m.is(o, "llvm.call"))
            && !m.results(o).is_empty()
            && (self.augmented.contains_key(&o) || self.cache.effects.as_ref().is_none_or(|e| e.of_call(m, o).writes()))
    }

    /// `reads_written`, and its value can be recorded per iteration: one
    /// scalar result.
    pub fn records_read(&self, m: &Module, o: OpId) -> bool {
        self.reads_written(m, o) && m.results(o).len() == 1 && super::loops::is_scalar(m.value_type(m.result(o, 0)))
    }

    /// A call that `reads_written`, with results used, that cannot be
    /// recorded (per iteration: one scalar; as results of a top-level
    /// `scf.if`, `several`: scalars): refused where it would be re-executed.
    pub fn check_read_recordable(&self, m: &Module, o: OpId, several: bool) -> Result<(), Diagnostic> {
        let rs = m.results(o);
        let memory_only = rs.iter().all(|&r| m.value_type(r).is_memref_like() || m.value_type(r).is_llvm_ptr());
        let used = rs.iter().any(|&r| m.has_uses(r));
        let fits = if several {
            rs.iter().all(|&r| super::loops::is_scalar(m.value_type(r)))
        } else {
            self.records_read(m, o)
        };
        if memory_only || !used || fits || !self.reads_written(m, o) {
            return Ok(());
        }
        let tys: Vec<String> = m.results(o).iter().map(|&r| format!("'{}'", m.value_type(r))).collect();
        Err(err(
            m,
            o,
            format!(
                "reverse mode: a call in a loop or branch that reads memory written after it and returns {} is not supported yet (its results would have to be recorded: {})",
                tys.join(", "),
                if several { "only scalars can be" } else { "per iteration, only calls with one scalar result are" }
            ),
        ))
    }

    /// Loads of written memory directly in the branches of a top-level
    /// `scf.if`, and the results of augmented calls there (their tapes
    /// included), become extra results of the `scf.if` (the other branch
    /// yields zero), so that its reverse uses the values made forward.
    fn record_if_loads(&mut self, m: &mut Module, iff: OpId) {
        let mut wanted = Vec::new();
        for rg in m.regions(iff).to_vec() {
            for b in m.blocks(rg).to_vec() {
                for o in m.block_ops(b).collect::<Vec<_>>() {
                    if self.records_read(m, o) {
                        wanted.push((rg, m.result(o, 0)));
                    } else if !m.is(o, "memref.load") && !m.is(o, "llvm.load") && self.reads_written(m, o) {
                        // (A call's several results: scalars, see `check_read_recordable`.)
                        wanted.extend(m.results(o).iter().map(|&r| (rg, r)));
                    }
                    if self.augmented.contains_key(&o) {
                        wanted.extend(m.results(o).iter().map(|&r| (rg, r)));
                    }
                }
            }
        }
        if wanted.is_empty() {
            return;
        }
        // Both branches must yield: an absent else gets an empty block.
        for rg in m.regions(iff).to_vec() {
            if m.blocks(rg).is_empty() {
                let b = m.create_block(&[]);
                m.append_block(rg, b);
                let y = m.create_op(OpSpec::new("scf.yield"));
                m.append_op(b, y);
            }
        }
        for (rg, v) in wanted {
            let ty = m.value_type(v).clone();
            let r = m.push_result(iff, ty.clone());
            for k in 0..m.regions(iff).len() {
                let region = m.region(iff, k);
                let Some(b) = m.entry_block(region) else { continue };
                let Some(y) = m.last_op(b) else { continue };
                let x = if region == rg { v } else { zero_of(m, InsertPoint::Before(y), &ty) };
                m.push_operand(y, x);
            }
            self.if_records.insert(v, r);
        }
    }

    /// The forward sweep over the top-level ops: shadow allocations and
    /// views, deallocations postponed past the reverse sweep, loops recorded.
    pub fn forward_sweep(&mut self, m: &mut Module, ops: &[OpId]) -> Result<(), Diagnostic> {
        for &op in ops {
            let name = m.name(op).as_str();
            match name {
                "memref.alloc" | "memref.alloca" => {
                    let r = m.result(op, 0);
                    if self.active(m, r) {
                        let mut map = IrMap::new();
                        let c = m.clone_op(op, &mut map);
                        m.insert_op_after(op, c);
                        let s = m.result(c, 0);
                        let at = match m.next_op(c) {
                            Some(x) => InsertPoint::Before(x),
                            None => InsertPoint::End(m.op_parent(c).ok_or_else(|| err(m, op, "is not in a block"))?),
                        };
                        super::loops::zero_fill(m, at, s)?;
                        self.shadow.insert(r, s);
                        if name == "memref.alloc" {
                            self.cleanup.push(s);
                        }
                    }
                }
                _ if VIEWS.contains(&name) => {
                    if let Some(&s) = self.shadow.get(&m.operand(op, 0)) {
                        let mut map = IrMap::new();
                        map.map_value(m.operand(op, 0), s);
                        let c = m.clone_op(op, &mut map);
                        m.insert_op_after(op, c);
                        self.shadow.insert(m.result(op, 0), m.result(c, 0));
                    }
                }
                "memref.dealloc" => {
                    // The reverse sweep may still read the memory: free it at the end.
                    let v = m.operand(op, 0);
                    m.erase_op(op);
                    self.cleanup.push(v);
                }
                "memref.get_global" | "llvm.mlir.addressof" => self.shadow_get_global(m, op)?,
                "arith.select" | "llvm.select" if m.results(op).iter().any(|&r| is_float_memory(m.value_type(r))) => {
                    self.shadow_select(m, op)?
                }
                "scf.for" => self.check_loop(m, op, 0, true)?,
                "scf.if" => {
                    self.check_region_loads(m, op, "inside scf.if", true, false, false)?;
                    self.shadow_if(m, op)?;
                    self.record_if_loads(m, op);
                    for rg in m.regions(op).to_vec() {
                        for b in m.blocks(rg).to_vec() {
                            for c in m
                                .block_ops(b)
                                .filter(|&c| m.is(c, "func.call") || m.is(c, "llvm.call"))
                                .collect::<Vec<_>>()
                            {
                                self.snapshot_call(m, c)?;
                            }
                        }
                    }
                }
                "scf.while" if self.loop_is_active(m, op) => {
                    self.check_while(m, op)?;
                    let r = self.instrument_while(m, op, true)?;
                    self.while_records.insert(op, r);
                }
                "scf.parallel" | "scf.execute_region" | "scf.index_switch" | "memref.alloca_scope" => {
                    let touches = m
                        .collect_ops(op)
                        .iter()
                        .any(|&o| m.operands(o).iter().chain(m.results(o)).any(|&v| self.active(m, v)));
                    if touches {
                        return Err(err(
                            m,
                            op,
                            format!("reverse mode through '{name}'{} is not supported yet", made_from(m, op)),
                        ));
                    }
                }
                "func.call" | "llvm.call" => {
                    self.check_call(m, op, true)?;
                    self.snapshot_call(m, op)?;
                }
                "llvm.alloca" => self.shadow_alloca(m, op)?,
                "llvm.load" | "memref.load" if is_float_memory(m.value_type(m.result(op, 0))) => {
                    self.shadow_loaded_pointer(m, op)?
                }
                "llvm.store" if is_float_memory(m.value_type(m.operand(op, 0))) => self.shadow_stored_pointer(m, op)?,
                _ => {}
            }
            if name == "scf.for" && self.loop_is_active(m, op) {
                let c = super::loops::instrument_loop(self, m, op, &HashMap::default())?;
                self.loop_caches.insert(op, c);
            }
        }
        Ok(())
    }

    /// Adjoint of `memref.atomic_rmw addf %v, %mem[idx]` (`mem[idx] += v`):
    /// `v` gets the adjoint of `mem[idx]`, which stays. Its result (the old
    /// value) must be unused; other kinds are refused.
    fn reverse_atomic_add(
        &mut self,
        m: &mut Module,
        ip: InsertPoint,
        op: OpId,
        vmap: &IrMap,
    ) -> Result<(), Diagnostic> {
        let (v, mem) = (m.operand(op, 0), m.operand(op, 1));
        let Some(&sh) = self.shadow.get(&mem) else { return Ok(()) };
        let kind = m.attr(op, "kind").and_then(Attribute::as_int).unwrap_or(-1);
        if kind != 0 || m.has_uses(m.result(op, 0)) {
            return Err(err(
                m,
                op,
                "reverse mode supports only 'addf' atomic updates of active memory whose old value is unused",
            ));
        }
        if !self.act.varied.contains(&v) {
            return Ok(());
        }
        let idx: Vec<Value> = m.operands(op)[2..].iter().map(|&x| vmap.lookup(x)).collect();
        let ty = m.value_type(v).clone();
        let d = Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[sh]).operands(&idx).result(ty));
        self.accumulate(m, ip, v, d);
        Ok(())
    }

    /// A select between memrefs: the same select between their shadows.
    fn shadow_select(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let (a, b) = (m.operand(op, 1), m.operand(op, 2));
        let (Some(&sa), Some(&sb)) = (self.shadow.get(&a), self.shadow.get(&b)) else {
            return Err(err(
                m,
                op,
                "reverse mode: a select between active memory and memory without a shadow is not supported yet",
            ));
        };
        let mut map = IrMap::new();
        map.map_value(a, sa);
        map.map_value(b, sb);
        let c = m.clone_op(op, &mut map);
        m.insert_op_after(op, c);
        self.shadow.insert(r, m.result(c, 0));
        Ok(())
    }

    /// An `scf.if` yielding active memrefs defined outside it: a second
    /// `scf.if` on the same condition yields their shadows.
    fn shadow_if(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let wanted: Vec<usize> = (0..m.results(op).len())
            .filter(|&i| {
                let r = m.result(op, i);
                is_float_memory(m.value_type(r)) && self.active(m, r)
            })
            .collect();
        if wanted.is_empty() {
            return Ok(());
        }
        let mut yields: Vec<Vec<Value>> = Vec::new();
        for k in 0..m.regions(op).len() {
            let Some(b) = m.entry_block(m.region(op, k)) else {
                return Err(err(m, op, "reverse mode: an scf.if yielding memory needs both branches"));
            };
            let term = m.last_op(b).ok_or_else(|| err(m, op, "has a branch without terminator"))?;
            let mut ys = Vec::new();
            for &i in &wanted {
                let y = m.operand(term, i);
                let outside = match m.value_def(y) {
                    crate::ir::ValueDef::Result { op: d, .. } => !m.is_ancestor(op, d),
                    crate::ir::ValueDef::BlockArg { block, .. } => {
                        m.block_parent_op(block).is_none_or(|p| p != op && !m.is_ancestor(op, p))
                    }
                    _ => false,
                };
                match self.shadow.get(&y) {
                    Some(&s) if outside => ys.push(s),
                    _ => {
                        return Err(err(
                            m,
                            op,
                            "reverse mode: an scf.if yielding active memory is supported only when it picks between memrefs defined before it, each with a shadow",
                        ))
                    }
                }
            }
            yields.push(ys);
        }
        let tys: Vec<crate::ir::Type> = wanted.iter().map(|&i| m.value_type(m.result(op, i)).clone()).collect();
        let cond = m.operand(op, 0);
        let si = m.create_op(OpSpec::new("scf.if").operands(&[cond]).results(&tys).regions(2));
        m.insert_op_after(op, si);
        for (k, ys) in yields.iter().enumerate() {
            let b = m.create_block(&[]);
            let rg = m.region(si, k);
            m.append_block(rg, b);
            let y = m.create_op(OpSpec::new("scf.yield").operands(ys));
            m.append_op(b, y);
        }
        for (slot, &i) in wanted.iter().enumerate() {
            let r = m.result(op, i);
            self.shadow.insert(r, m.result(si, slot));
        }
        Ok(())
    }

    /// Active memory reached without a shadow would lose its derivative.
    pub(super) fn no_shadow(&self, m: &Module, op: OpId, mem: Value) -> Result<(), Diagnostic> {
        if !self.active(m, mem) {
            return Ok(());
        }
        let why = match self.act.origins.get(&mem) {
            Some(Origin::Arg(i)) => format!(
                "the memory of argument #{i} carries derivatives here, but the argument is enzyme_const or is reached through control flow reverse mode does not follow yet"
            ),
            _ => "memory chosen by control flow or returned by a call is not supported yet".to_string(),
        };
        Err(err(m, op, format!("reverse mode: '{}' accesses active memory without a shadow: {why}", m.name(op))))
    }

    /// Does a loop carry derivatives (active results, or active ops inside)?
    pub fn loop_is_active(&self, m: &Module, op: OpId) -> bool {
        m.collect_ops(op).iter().any(|&o| {
            m.operands(o).iter().chain(m.results(o)).any(|&v| self.active(m, v))
                || (m.is(o, "func.call") || m.is(o, "llvm.call"))
                    && (self.augmented.contains_key(&o) || self.call_touches_active_global(m, o))
        })
    }

    /// Loops: loads of written memory in nested loops are recorded when the
    /// outermost loop is instrumented in the forward sweep (`instrumented`;
    /// else they must not read written memory below the top level of the
    /// body: they are redone in the reverse sweep); no allocation of active
    /// memory inside.
    fn check_loop(&self, m: &Module, op: OpId, depth: usize, instrumented: bool) -> Result<(), Diagnostic> {
        let body = m.entry_block(m.region(op, 0)).ok_or_else(|| err(m, op, "has no body"))?;
        for o in m.block_ops(body) {
            if super::loops::is_snapshot_copy(m, o) {
                continue;
            }
            if !instrumented && (depth > 1 || m.is(o, "llvm.load") && depth > 0) && self.reads_written(m, o) {
                return Err(err(
                    m,
                    o,
                    format!(
                        "reverse mode: {}, inside nested loops, needs a multi-level cache (not supported yet)",
                        reader(m, o)
                    ),
                ));
            }
            self.check_read_recordable(m, o, false)?;
            match m.name(o).as_str() {
                "memref.alloc" | "memref.alloca" if depth == 0 && stays_in_iteration(m, m.result(o, 0)) => {}
                "memref.alloc" | "memref.alloca" | "llvm.alloca" if self.active(m, m.result(o, 0)) => {
                    return Err(err(m, o, "reverse mode: allocating active memory inside a loop is not supported yet (only a temporary of the loop body that is loaded, stored, viewed or freed there, or of constant size passed to calls that do not keep its address)"));
                }
                "scf.for" => {
                    // (Records of inner loops are sized before the outer one
                    // runs: `loops::record_nested` refuses what it cannot size.)
                    self.check_loop(m, o, depth + 1, instrumented)?
                }
                // Loads in branches of the body (scf.if at any depth) are
                // recorded per iteration (of the whole nest, in nested loops).
                "scf.if" => {
                    self.check_region_loads(m, o, "inside scf.if in a loop", false, depth == 0, instrumented)?
                }
                "scf.while" if self.loop_is_active(m, o) => self.check_while_in_loop(m, o)?,
                "scf.while" | "scf.parallel" | "scf.execute_region" | "scf.index_switch"
                    if self.loop_is_active(m, o) =>
                {
                    return Err(err(
                        m,
                        o,
                        format!("reverse mode through '{}'{} is not supported yet", m.name(o), made_from(m, o)),
                    ));
                }
                // Snapshots are taken per iteration of the loop or of the
                // (outer, inner) pair of iterations.
                "func.call" | "llvm.call" => self.check_call(m, o, instrumented || depth <= 1)?,
                _ => {}
            }
        }
        Ok(())
    }

    /// An scf.while in a loop body (at any depth, or in an scf.if branch of
    /// one) is re-executed (and recorded) in each reverse iteration of
    /// the loop around it: it must not read memory the function writes,
    /// nor call what writes memory.
    fn check_while_in_loop(&self, m: &Module, o: OpId) -> Result<(), Diagnostic> {
        self.check_while(m, o)?;
        for x in m.collect_ops(o) {
            let reads_written = self.reads_written(m, x);
            let writes = (m.is(x, "func.call") || m.is(x, "llvm.call"))
                && self.cache.effects.as_ref().is_none_or(|e| e.of_call(m, x).writes());
            if reads_written || writes {
                return Err(err(m, x, format!("reverse mode: an scf.while{} inside a loop that reads memory the function writes, or calls a function that writes memory, is not supported yet", made_from(m, o))));
            }
        }
        Ok(())
    }

    /// Ops nested in `op` (an `scf.if`) that its reverse re-executes:
    /// loads of written memory are refused unless recorded (`top_level`:
    /// those directly in a branch are, see `record_if_loads`).
    /// `top_level`: `op` is at the top level of the function (loads and
    /// calls directly in its regions are handled); `in_loop_body`: `op` is
    /// an `scf.if` at the top level of a loop body (loads in its branches,
    /// through nested `scf.if`s, are recorded per iteration);
    /// `in_nest`: `op` is in the body of a loop nested in a loop
    /// instrumented in the forward sweep (loads in its branches are
    /// recorded per iteration of the nest).
    fn check_region_loads(
        &self,
        m: &Module,
        op: OpId,
        where_: &str,
        top_level: bool,
        in_loop_body: bool,
        in_nest: bool,
    ) -> Result<(), Diagnostic> {
        for o in m.collect_ops(op) {
            let n = m.name(o).as_str();
            let direct = top_level && m.parent_op(o) == Some(op);
            let recorded = direct || in_loop_body && super::loops::in_if_chain(m, o, op);
            let load_recorded = recorded || in_nest && in_nest_chain(m, o, op);
            if !load_recorded && self.reads_written(m, o) {
                return Err(err(m, o, format!("reverse mode: {}, {where_}, is not supported yet", reader(m, o))));
            }
            self.check_read_recordable(m, o, direct)?;
            // (A loop in the branches of an scf.if in an instrumented nest
            // is recorded with the nest, see `nest_records::level_ops`.)
            if n == "scf.for" && o != op {
                self.check_loop(m, o, 1, in_nest && in_nest_chain(m, o, op))?;
            }
            if n == "func.call" || n == "llvm.call" {
                // In a branch of an scf.if at the top level of a loop body,
                // snapshots are taken per iteration (`snapshot_calls_in_loop`).
                self.check_call(m, o, load_recorded)?;
            }
            if n == "scf.while" && (in_loop_body || in_nest) && self.loop_is_active(m, o) {
                // Re-executed with the branch in each reverse iteration.
                self.check_while_in_loop(m, o)?;
                continue;
            }
            if matches!(
                n,
                "scf.while" | "scf.parallel" | "scf.execute_region" | "scf.index_switch" | "memref.alloca_scope"
            ) && self.loop_is_active(m, o)
            {
                return Err(err(m, o, format!("reverse mode through '{n}'{} is not supported yet", made_from(m, o))));
            }
        }
        Ok(())
    }

    /// The reverse sweep over `ops` (in program order; processed backwards),
    /// whose primal values are `vmap(v)` at `ip`.
    pub fn reverse_ops(
        &mut self,
        m: &mut Module,
        ip: InsertPoint,
        ops: &[OpId],
        vmap: &IrMap,
    ) -> Result<(), Diagnostic> {
        for &op in ops.iter().rev() {
            self.reverse_op(m, ip, op, vmap)?;
        }
        Ok(())
    }

    fn reverse_op(&mut self, m: &mut Module, ip: InsertPoint, op: OpId, vmap: &IrMap) -> Result<(), Diagnostic> {
        if super::loops::is_snapshot_copy(m, op) {
            // Instrumentation (snapshots, records): no adjoint.
            return Ok(());
        }
        let name = m.name(op).as_str();
        if let Some(rule) = rules::rule(name) {
            let Some(&r) = m.results(op).first() else { return Ok(()) };
            let Some(&dr) = self.adj.get(&r) else { return Ok(()) };
            let operands: Vec<Value> = m.operands(op).to_vec();
            if matches!(name, "arith.extf" | "arith.truncf") {
                let back = if name == "arith.extf" { "arith.truncf" } else { "arith.extf" };
                let ty = m.value_type(operands[0]).clone();
                let d = Builder::new(m, ip).value(OpSpec::new(back).operands(&[dr]).result(ty));
                if self.active(m, operands[0]) {
                    self.accumulate(m, ip, operands[0], d);
                }
                return Ok(());
            }
            let mapped: Vec<Value> = operands.iter().map(|&v| vmap.lookup(v)).collect();
            let ty = m.value_type(r).clone();
            let mut b = Builder::new(m, ip);
            let mut e = Emit { b: &mut b, ty };
            let partials = rule(&mut e, &mapped, vmap.lookup(r));
            let mut deltas = Vec::new();
            for (i, p) in partials.iter().enumerate() {
                let v = operands[i];
                if !is_float(e.b.m.value_type(v)) || !self.act.varied.contains(&v) {
                    continue;
                }
                let d = match p {
                    Partial::Zero => continue,
                    Partial::One => dr,
                    Partial::MinusOne => e.neg(dr),
                    Partial::Of(x) => e.mul(dr, *x),
                };
                deltas.push((v, d));
            }
            for (v, d) in deltas {
                self.accumulate(m, ip, v, d);
            }
            return Ok(());
        }
        match name {
            "arith.select" | "llvm.select" => {
                let r = m.result(op, 0);
                let Some(&dr) = self.adj.get(&r) else { return Ok(()) };
                let (c, a, b) = (vmap.lookup(m.operand(op, 0)), m.operand(op, 1), m.operand(op, 2));
                let ty = m.value_type(r).clone();
                let z = zero(m, ip, &ty);
                for (v, first) in [(a, true), (b, false)] {
                    if self.act.varied.contains(&v) {
                        let (x, y) = if first { (dr, z) } else { (z, dr) };
                        let d = Builder::new(m, ip)
                            .value(OpSpec::new("arith.select").operands(&[c, x, y]).result(ty.clone()));
                        self.accumulate(m, ip, v, d);
                    }
                }
            }
            "memref.load" => {
                let r = m.result(op, 0);
                let Some(&dr) = self.adj.get(&r) else { return Ok(()) };
                let Some(&sh) = self.shadow.get(&m.operand(op, 0)) else {
                    return self.no_shadow(m, op, m.operand(op, 0));
                };
                let idx: Vec<Value> = m.operands(op)[1..].iter().map(|&v| vmap.lookup(v)).collect();
                self.shadow_add(m, ip, sh, &idx, dr);
            }
            "memref.store" => {
                let (v, mem) = (m.operand(op, 0), m.operand(op, 1));
                let Some(&sh) = self.shadow.get(&mem) else { return self.no_shadow(m, op, mem) };
                if !is_float(m.value_type(v)) {
                    return Ok(());
                }
                let idx: Vec<Value> = m.operands(op)[2..].iter().map(|&x| vmap.lookup(x)).collect();
                let ty = m.value_type(v).clone();
                let mut b = Builder::new(m, ip);
                let old = b.value(OpSpec::new("memref.load").operands(&[sh]).operands(&idx).result(ty.clone()));
                let z = b.const_float(0.0, ty);
                b.create(OpSpec::new("memref.store").operands(&[z, sh]).operands(&idx));
                if self.act.varied.contains(&v) {
                    self.accumulate(m, ip, v, old);
                }
            }
            "scf.for" => {
                if let Some(c) = self.loop_caches.remove(&op) {
                    super::loops::reverse_loop(self, m, ip, op, c, vmap)?;
                }
            }
            "scf.if" => super::loops::reverse_if(self, m, ip, op, vmap)?,
            "scf.while" => self.reverse_while(m, ip, op, vmap)?,
            "func.call" | "llvm.call" => self.reverse_call(m, ip, op, vmap)?,
            "memref.copy" => self.reverse_copy(m, ip, op, vmap)?,
            "llvm.load" => self.reverse_llvm_load(m, ip, op)?,
            "llvm.store" => self.reverse_llvm_store(m, ip, op)?,
            "llvm.intr.memcpy" => self.reverse_memcpy(m, ip, op, vmap)?,
            "memref.atomic_rmw" => self.reverse_atomic_add(m, ip, op, vmap)?,
            "llvm.intr.memset" => self.reverse_memset(m, ip, op, vmap),
            "llvm.intr.lifetime.start"
            | "llvm.intr.lifetime.end"
            | "llvm.intr.invariant.start"
            | "llvm.intr.invariant.end"
            | "llvm.intr.assume" => {}
            "memref.alloc" | "memref.alloca" | "memref.dealloc" | "memref.dim" | "memref.rank" | "scf.yield"
            | "func.return" | "llvm.return" | "llvm.alloca" => {}
            // Derivatives stop here (the result has none).
            "enzyme.ignore_derivatives" => {}
            _ if VIEWS.contains(&name) => {}
            // Any other op with regions: refused when derivatives flow inside
            // (never skipped silently).
            _ if !m.regions(op).is_empty() && self.loop_is_active(m, op) => {
                return Err(err(
                    m,
                    op,
                    format!("reverse mode through '{name}'{} is not supported yet", made_from(m, op)),
                ));
            }
            _ => {
                let needs = m.results(op).iter().any(|r| self.adj.contains_key(r))
                    || (crate::dialects::traits(m, op).has(crate::dialects::Traits::MEM_WRITE)
                        && m.operands(op).iter().any(|&v| self.shadow.contains_key(&v)));
                if needs && !rules::is_non_differentiable(name) {
                    return Err(err(
                        m,
                        op,
                        format!("cannot differentiate '{name}' in reverse mode: no adjoint rule for this op"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// `memref.copy %src, %dst`: each element's adjoint moves from the
    /// destination's shadow into the source's (which accumulates); the
    /// destination's shadow is cleared (its old contents were overwritten).
    fn reverse_copy(&mut self, m: &mut Module, ip: InsertPoint, op: OpId, vmap: &IrMap) -> Result<(), Diagnostic> {
        let (src, dst) = (m.operand(op, 0), m.operand(op, 1));
        let Some(&sd) = self.shadow.get(&dst) else { return self.no_shadow(m, op, dst) };
        let ss = self.shadow.get(&src).copied();
        if ss.is_none() && self.active(m, src) {
            return self.no_shadow(m, op, src);
        }
        let Type::MemRef(mt) = m.value_type(dst).clone() else { return Ok(()) };
        if !is_float(&mt.elem) {
            return Ok(());
        }
        let shape_of = vmap.lookup(dst);
        let sizes = super::calls::extents(m, ip, shape_of);
        let (inner, ivs) = super::loops::index_nest(m, ip, &sizes);
        let mut b = Builder::new(m, inner);
        let d = b.value(OpSpec::new("memref.load").operands(&[sd]).operands(&ivs).result(mt.elem.clone()));
        let z = b.const_float(0.0, mt.elem.clone());
        b.create(OpSpec::new("memref.store").operands(&[z, sd]).operands(&ivs));
        if let Some(ss) = ss {
            self.shadow_add(m, inner, ss, &ivs, d);
        }
        Ok(())
    }

    /// `shadow[idx] += d`.
    pub fn shadow_add(&mut self, m: &mut Module, ip: InsertPoint, sh: Value, idx: &[Value], d: Value) {
        let ty = m.value_type(d).clone();
        let mut b = Builder::new(m, ip);
        let old = b.value(OpSpec::new("memref.load").operands(&[sh]).operands(idx).result(ty.clone()));
        let s = b.value(
            OpSpec::new("arith.addf")
                .operands(&[old, d])
                .result(ty)
                .attr("fastmath", Attribute::FastMath(crate::ir::FastMath(crate::ir::FastMath::FAST))),
        );
        b.create(OpSpec::new("memref.store").operands(&[s, sh]).operands(idx));
    }
}

/// For an op made by a rewrite before differentiation (`ad::cfg`), what it
/// was made from, for refusals: the user wrote that, not this.
fn made_from(m: &Module, op: OpId) -> String {
    match m.attr(op, crate::ad::cfg::MADE_FROM).and_then(crate::ir::Attribute::as_str) {
        Some(what) => format!(" (made from the {what} here, whose blocks it dispatches between)"),
        None => String::new(),
    }
}

/// How a refusal names an op that `Rev::reads_written`.
pub(super) fn reader(m: &Module, o: OpId) -> &'static str {
    if m.is(o, "memref.load") || m.is(o, "llvm.load") {
        "a load from memory the function writes"
    } else {
        "a call that reads memory the function writes"
    }
}

/// Is `o` nested in `top` (an `scf.if`) through `scf.if` branches and
/// `scf.for` bodies only (what a loop nest's records reach)?
fn in_nest_chain(m: &Module, o: OpId, top: OpId) -> bool {
    let mut p = m.parent_op(o);
    while let Some(x) = p {
        if x == top {
            return true;
        }
        if !m.is(x, "scf.if") && !m.is(x, "scf.for") {
            return false;
        }
        p = m.parent_op(x);
    }
    false
}
