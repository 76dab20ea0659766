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
    /// Memrefs the function frees in a branch of a top-level `scf.if`: to
    /// free after the reverse sweep too, on the same condition (the
    /// condition; those freed by its `then`, by its `else`).
    pub cleanup_when: Vec<(Value, Vec<Value>, Vec<Value>)>,
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
    /// Whether it is cut into a stack pair (`augment::stack`): its
    /// recursive callees' pairs take its own stack.
    pub stacking: bool,
    /// Whether it is cut into a pair whose tape may hold its own stack
    /// (`Variant::own_stack`).
    pub own_stack: bool,
    /// The stack its recursive callees' pairs take (`augment::stack`),
    /// once one needs it.
    pub stack: Option<Value>,
    /// Every reverse loop made, with its forward loop (`fuse`).
    pub loop_pairs: Vec<super::fuse::LoopPair>,
    /// Its top-level calls' pairs may pack their tapes (`augment::pack`):
    /// into a buffer it allocates, or (cut) into its own tape buffer.
    pub packing: bool,
    /// Loads of memory a loop nest only reads, read in the reverse sweep
    /// from a copy taken before each run of the nest (`array_snaps`).
    pub array_snaps: HashMap<OpId, super::array_snaps::ArraySnap>,
    /// The shadows each top-level `scf.while` carries next to its pointers.
    pub carried_shadows: HashMap<OpId, super::loop_pointers::CarriedShadows>,
    /// The results given to `scf.if`s picking pointers inside loops and
    /// branches for their shadows (`loop_pointers`): (result, its shadow).
    pub shadow_results: HashMap<OpId, Vec<(Value, Value)>>,
    /// Loads of pointers recorded per iteration (`loop_pointers`): a
    /// primal one (`None`) and the load of its shadow (`Some(the primal
    /// load's result)`), whose record is that pointer's shadow.
    pub recorded_pointers: HashMap<OpId, Option<Value>>,
    /// The log of the frees done in loops, emptied after the reverse
    /// sweep (`loop_allocs`), once one is logged.
    pub free_log: Option<Value>,
}

/// Is memref `v` (allocated in a loop body; or a pointer from a C
/// allocation there) used only by loads, stores, `memref.dim`,
/// deallocation (`free`) and views (`llvm.getelementptr`) that are used
/// the same way — so that each iteration's temporary lives and dies in
/// that iteration?
pub(super) fn stays_in_iteration(m: &Module, v: Value) -> bool {
    m.uses(v).iter().all(|u| {
        let o = u.op;
        match m.name(o).as_str() {
            "memref.load" | "memref.dim" | "memref.dealloc" | "llvm.load" => true,
            "memref.store" | "llvm.store" => m.operand(o, 0) != v,
            // (Copied out of or into, as a bufferized loop body's temporary
            // is copied into a view of its output.)
            "memref.copy" => true,
            "llvm.call" => super::c_heap::is_free(m, o),
            n if VIEWS.contains(&n) => m.operand(o, 0) == v && stays_in_iteration(m, m.result(o, 0)),
            // (Picked among buffers: `crate::ad::branch_allocs`.)
            "arith.select" | "llvm.select" => m.operand(o, 0) != v && stays_in_iteration(m, m.result(o, 0)),
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

    /// Loads of written memory directly in the branches of a top-level
    /// `scf.if`, and the results of augmented calls there (their tapes
    /// included) and of calls that write memory, become extra results of
    /// the `scf.if` (the other branch yields zero), so that its reverse
    /// uses the values made forward.
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
                    // Augmented calls, and replayed calls that write memory
                    // (not run again by the reverse).
                    let scalars = m.results(o).iter().all(|&r| super::loops::is_scalar(m.value_type(r)));
                    if self.augmented.contains_key(&o) || self.recorded_call(m, o) && scalars {
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
        for (at, &op) in ops.iter().enumerate() {
            let name = m.name(op).as_str();
            if matches!(name, "scf.for" | "scf.while" | "scf.if") {
                self.shadow_pointers_inside(m, op, &ops[at + 1..])?;
            }
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
                    self.defer_branch_frees(m, op);
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
                    self.check_while(m, op, true)?;
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
                "func.call_indirect" => self.check_call(m, op, true)?,
                "llvm.call" if super::c_heap::is_alloc(m, op) => self.shadow_c_alloc(m, op)?,
                "llvm.call" if super::c_heap::is_free(m, op) => self.postpone_c_free(m, op),
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

    /// The shadow of `v`, one of the memrefs a select picks from. A null or
    /// undefined pointer, as the restructured control flow starts a
    /// pointer slot with, is its own shadow: nothing reads through it; so
    /// is a constant address (an empty Rust `Vec`'s dangling pointer).
    /// (reader-44: a block argument picking between two stack slots of
    /// active values was refused.)
    pub(super) fn picked_shadow(&self, m: &Module, v: Value) -> Option<Value> {
        let constant = crate::ad::address_phis::constant_address(m, v);
        self.shadow.get(&v).copied().or_else(|| constant.then_some(v))
    }

    /// A select between memrefs: the same select between their shadows.
    fn shadow_select(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        let r = m.result(op, 0);
        if !self.active(m, r) {
            return Ok(());
        }
        let (a, b) = (m.operand(op, 1), m.operand(op, 2));
        let (Some(sa), Some(sb)) = (self.picked_shadow(m, a), self.picked_shadow(m, b)) else {
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

    /// Memory the branches of the top-level `scf.if` `op` free (a
    /// `memref.dealloc` or C `free` in a branch's block, of memory defined
    /// before it):
    /// the reverse sweep may still read it, so it is freed at the end, on
    /// `op`'s condition (`cleanup_when`), as a free at the top level is.
    fn defer_branch_frees(&mut self, m: &mut Module, op: OpId) {
        let mut freed: Vec<Vec<Value>> = Vec::new();
        for rg in m.regions(op).to_vec() {
            let mut vs = Vec::new();
            for b in m.blocks(rg).to_vec() {
                let frees: Vec<OpId> =
                    m.block_ops(b).filter(|&o| m.is(o, "memref.dealloc") || super::c_heap::is_free(m, o)).collect();
                for d in frees {
                    let v = m.operand(d, 0);
                    if crate::ad::view_offsets::outside(m, op, v) {
                        m.erase_op(d);
                        vs.push(v);
                    }
                }
            }
            freed.push(vs);
        }
        let mut freed = freed.into_iter();
        let (then, other) = (freed.next().unwrap_or_default(), freed.next().unwrap_or_default());
        if !then.is_empty() || !other.is_empty() {
            self.cleanup_when.push((m.operand(op, 0), then, other));
        }
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
                            "reverse mode: an scf.if yielding active memory is supported only when it picks between memrefs defined before it, each with a shadow (memory its branches allocate is made before it when its sizes are known there)",
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
        // The function's argument #i itself, when it has no shadow, is const.
        let arg_shadowless = |i: usize| {
            let f = std::iter::successors(m.parent_op(op), |&p| m.parent_op(p))
                .find(|&p| m.is(p, "func.func") || m.is(p, "llvm.func"));
            let entry = f.and_then(|f| m.regions(f).first().copied()).and_then(|r| m.entry_block(r));
            entry.and_then(|b| m.block_args(b).get(i).copied()).is_some_and(|a| !self.shadow.contains_key(&a))
        };
        let why = match self.act.origins.get(&mem) {
            Some(Origin::Arg(i)) if arg_shadowless(*i) => format!(
                "argument #{i} is enzyme_const (it has no shadow), but its memory holds active values here (make it enzyme_dup)"
            ),
            Some(Origin::Arg(i)) => format!(
                "the memory of argument #{i} carries derivatives here, but it is reached through control flow reverse mode does not follow yet"
            ),
            Some(Origin::Alloc(a)) if super::c_heap::is_alloc(m, *a) => {
                "it comes from a C allocation inside a loop or branch, which gets no shadow yet (only one at the top level of the function does)".to_string()
            }
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
            let around = Around::of(m, ip);
            self.reverse_op(m, ip, op, vmap)?;
            around.stamp(m, ip, op);
        }
        Ok(())
    }

    fn reverse_op(&mut self, m: &mut Module, ip: InsertPoint, op: OpId, vmap: &IrMap) -> Result<(), Diagnostic> {
        // (A C allocation or free at the top level has no adjoint: its
        // shadow is made, and the free postponed, in the forward sweep.)
        if m.is_erased(op) || super::c_heap::is_alloc(m, op) || super::c_heap::block_temp(m, op) {
            return Ok(());
        }
        if super::loops::is_snapshot_copy(m, op) {
            // Instrumentation (snapshots, records): no adjoint.
            return Ok(());
        }
        let name = m.name(op).as_str();
        if let Some(rule) = rules::rule(name) {
            let Some(&r) = m.results(op).first() else { return Ok(()) };
            let Some(&dr) = self.adj.get(&r) else { return Ok(()) };
            let operands: Vec<Value> = m.operands(op).to_vec();
            // (The adjoint converted back to the operand's type; the LLVM
            // casts too: reader-32, an f32 adjoint was left f64.)
            if matches!(name, "arith.extf" | "arith.truncf" | "llvm.fpext" | "llvm.fptrunc") {
                let back = match name {
                    "arith.extf" => "arith.truncf",
                    "arith.truncf" => "arith.extf",
                    "llvm.fpext" => "llvm.fptrunc",
                    _ => "llvm.fpext",
                };
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
                    Partial::Of(x) if self.cache.strong_zero => {
                        // (dr == 0 ? 0 : dr * x: a discarded branch's
                        // infinite partial stays out.)
                        let prod = e.mul(dr, *x);
                        let zero = e.c(0.0);
                        let none = e.cmpf("oeq", dr, zero);
                        e.select(none, zero, prod)
                    }
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
            "llvm.intr.memcpy" | "llvm.intr.memmove" => self.reverse_memcpy(m, ip, op, vmap)?,
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
pub(super) fn made_from(m: &Module, op: OpId) -> String {
    match m.attr(op, crate::ad::cfg::MADE_FROM).and_then(crate::ir::Attribute::as_str) {
        Some(what) => format!(" (made from the {what}; it dispatches between its blocks)"),
        None => String::new(),
    }
}

/// The ops next to an insertion point before an op's adjoint is emitted
/// there, to find the ops it made (`stamp`).
struct Around {
    /// The op before the insertion point (`Before`, `End`), or the block's
    /// first op (`Start`).
    edge: Option<OpId>,
}

impl Around {
    fn of(m: &Module, ip: InsertPoint) -> Around {
        let edge = match ip {
            InsertPoint::Before(a) => m.prev_op(a),
            InsertPoint::End(b) => m.last_op(b),
            InsertPoint::Start(b) => m.first_op(b),
        };
        Around { edge }
    }

    /// The ops made at `ip` for the adjoint of `op` (and the ops nested in
    /// them) take its source position where they have none: a fault in
    /// derivative code is reported at the op it differentiates.
    fn stamp(&self, m: &mut Module, ip: InsertPoint, op: OpId) {
        let Some(pos) = m.op(op).pos else { return };
        let (first, stop) = match ip {
            InsertPoint::Before(a) => {
                (self.edge.map_or_else(|| m.op_parent(a).and_then(|b| m.first_op(b)), |e| m.next_op(e)), Some(a))
            }
            InsertPoint::End(b) => (self.edge.map_or_else(|| m.first_op(b), |e| m.next_op(e)), None),
            InsertPoint::Start(b) => (m.first_op(b), self.edge),
        };
        let mut made = Vec::new();
        let mut cur = first;
        while let Some(x) = cur.filter(|&x| Some(x) != stop) {
            made.push(x);
            cur = m.next_op(x);
        }
        let loc = m.op(op).loc.clone();
        for x in made {
            for y in std::iter::once(x).chain(m.collect_ops(x)) {
                if m.op(y).pos.is_none() {
                    m.op_mut(y).pos = Some(pos);
                    m.op_mut(y).loc = loc.clone();
                }
            }
        }
    }
}
