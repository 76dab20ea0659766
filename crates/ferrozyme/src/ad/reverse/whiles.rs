//! `scf.while` in reverse mode (at the top level of a function).
//!
//! The trip count is not known before the loop runs, so the forward loop
//! records the values entering its `before` region in buffers that grow
//! (doubling) as it goes; the buffers and the count travel as extra
//! loop-carried values. If the `before` region ran `n + 1` times (the last
//! one leaving the loop), the reverse first runs the adjoint of that last
//! `before` (the loop results' adjoints enter through the values
//! `scf.condition` forwards), then an `scf.for` over `k = n−1 … 0` runs, for
//! iteration `k`, the adjoint of the `after` region and then of the
//! `before` region, re-executing their pure ops from record `k`. The
//! adjoints of the values entering `before` travel as loop-carried values.
//!
//! Loads of memory the function writes, at the top level of either region
//! or in their `scf.if` branches, are recorded the same way (one growing
//! buffer each, written by the run that loaded) and re-read by the reverse.
//! In `scf.for` loops at the top level of the regions (and the loops nested
//! in them) they go into a stream (`nest_stream`), each loop's instance
//! starting at a position the while records per run like its other values.
//! Calls at the top level of the regions (or in their `scf.if` branches)
//! are replayed in the reverse of their run: the results of those that
//! write memory are recorded per run like loads, and the memory they read
//! that may be overwritten is saved per run (`while_snapshots`).
//!
//! An `scf.while` nested in the loop (in its regions, their branches or
//! loops) is re-executed and recorded in the reverse of each run, like one
//! in an `scf.for`, and must not read memory the function writes (one
//! that does is a call, `crate::ad::while_calls`).
//! Such loads elsewhere (loops under an `scf.if`, nested `scf.while`s) and
//! loops that carry memrefs are refused by name.

use crate::hash::HashMap;

use super::loops::{is_scalar, outer_active_values, seg};
use super::recompute::recompute;
use super::sweep::Rev;
use super::{err, zero};
use crate::ad::activity::is_float;
use crate::ir::{Attribute, BlockId, Builder, Dim, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// What an instrumented `scf.while` recorded: one buffer per value entering
/// `before` (results of the loop op), and how many entries they hold.
#[derive(Clone, Debug)]
pub(super) struct WhileRecords {
    pub bufs: Vec<Value>,
    pub count: Value,
    /// Recorded loads of written memory: primal load op → buffer.
    pub loads: HashMap<OpId, Value>,
    /// Recorded results of calls that write memory: call → a buffer per result.
    pub calls: HashMap<OpId, Vec<Value>>,
    /// Results of the loop before instrumentation.
    pub n_orig: usize,
    /// The stream of its nested loops' records (`nest_stream`), freed
    /// after its reverse.
    pub stream: Option<Value>,
}

/// Loads of `wh` that reverse mode re-reads from records: at the top level
/// of its regions or in `scf.if` branches there.
fn recordable_loads(rev: &Rev<'_>, m: &Module, wh: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for r in 0..2 {
        let Some(b) = m.entry_block(m.region(wh, r)) else { continue };
        for x in super::loops::ops_through_branches(m, b) {
            if rev.records_read(m, x) {
                out.push(x);
            }
        }
    }
    out
}

/// Calls of `wh` whose results reverse mode reads from records: calls that
/// write memory (`Rev::recorded_call`) with scalar results, at the top
/// level of its regions or in `scf.if` branches there.
fn recorded_calls(rev: &Rev<'_>, m: &Module, wh: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for r in 0..2 {
        let Some(b) = m.entry_block(m.region(wh, r)) else { continue };
        for x in super::loops::ops_through_branches(m, b) {
            // (An augmented primal's tape buffers: their descriptors.)
            let kept = |t: &Type| is_scalar(t) || rev.augmented.contains_key(&x) && super::loops::is_tape_buffer(t);
            if rev.recorded_call(m, x) && m.results(x).iter().all(|&v| kept(m.value_type(v))) {
                out.push(x);
            }
        }
    }
    out
}

fn cidx(m: &mut Module, ip: InsertPoint, v: i64) -> Value {
    Builder::new(m, ip).const_index(v)
}

fn op(m: &mut Module, ip: InsertPoint, name: &str, args: &[Value], ty: Type) -> Value {
    Builder::new(m, ip).value(OpSpec::new(name).operands(args).result(ty))
}

fn blocks(m: &Module, wh: OpId) -> Result<(BlockId, BlockId), Diagnostic> {
    match (m.entry_block(m.region(wh, 0)), m.entry_block(m.region(wh, 1))) {
        (Some(b), Some(a)) => Ok((b, a)),
        _ => Err(err(m, wh, "scf.while needs both regions")),
    }
}

/// `scf.if %full`: a buffer of twice `cap` entries made by `grow(ncap)`
/// (which frees `old`), else `old`; the result.
fn grow_when_full(
    m: &mut Module,
    ip: InsertPoint,
    full: Value,
    old: Value,
    cap: Value,
    grow: impl FnOnce(&mut Module, InsertPoint, Value) -> Value,
) -> Value {
    let bt = m.value_type(old).clone();
    let iff = Builder::new(m, ip)
        .create(OpSpec::new("scf.if").operands(&[full]).results(std::slice::from_ref(&bt)).regions(2));
    mark(m, iff);
    let tb = m.create_block(&[]);
    let r0 = m.region(iff, 0);
    m.append_block(r0, tb);
    let ty_ = m.create_op(OpSpec::new("scf.yield"));
    m.append_op(tb, ty_);
    let tip = InsertPoint::Before(ty_);
    let two = cidx(m, tip, 2);
    let ncap = op(m, tip, "arith.muli", &[cap, two], Type::Index);
    let big = grow(m, tip, ncap);
    m.set_plain_operands(ty_, &[big]);
    let eb = m.create_block(&[]);
    let r1 = m.region(iff, 1);
    m.append_block(r1, eb);
    let ey = m.create_op(OpSpec::new("scf.yield").operands(&[old]));
    m.append_op(eb, ey);
    m.result(iff, 0)
}

/// Is `o` (nested in `wh`) in its `before` region?
fn in_before_region(m: &Module, wh: OpId, before: BlockId, o: OpId) -> bool {
    m.is_ancestor(wh, o) && {
        let mut p = m.parent_op(o);
        let mut top = o;
        while let Some(x) = p {
            if x == wh {
                break;
            }
            top = x;
            p = m.parent_op(x);
        }
        m.op_parent(top) == Some(before)
    }
}

/// How a value entering `before` is recorded: a pointer as an `i64` (a
/// memref cannot hold pointers), anything else as itself.
fn recorded_type(t: &Type) -> Type {
    if t.is_llvm_ptr() {
        Type::i64()
    } else {
        t.clone()
    }
}

fn mark(m: &mut Module, op: OpId) {
    m.set_attr(op, super::calls::SNAPSHOT_COPY, Attribute::Unit);
}

impl Rev<'_> {
    /// What reverse mode cannot follow in this loop yet. `top`: the while
    /// is at the top level of the function (its calls' memory can be saved
    /// per run, `while_snapshots`), not re-executed in a loop's reverse.
    pub fn check_while(&mut self, m: &Module, wh: OpId, top: bool) -> Result<(), Diagnostic> {
        let (before, _) = blocks(m, wh)?;
        for &a in m.block_args(before) {
            let t = m.value_type(a);
            // (Pointers are recorded as integers; their shadows are
            // carried along, `loop_pointers`.)
            if !(is_scalar(t) || top && t.is_llvm_ptr()) {
                return Err(err(
                    m,
                    wh,
                    format!(
                        "reverse mode: scf.while{} carrying values of type '{t}' is not supported yet{}",
                        super::sweep::made_from(m, wh),
                        if t.is_llvm_ptr() && !top {
                            " inside a loop or branch (at the top level of the function it is)".to_string()
                        } else if crate::ad::activity::is_memory(t) && m.attr(wh, crate::ad::cfg::MADE_FROM).is_some() {
                            format!(" ({})", crate::ad::once_allocs::MOVABLE)
                        } else {
                            String::new()
                        }
                    ),
                ));
            }
        }
        let snapshot_sites = if top { self.run_snapshot_calls(m, wh)? } else { Vec::new() };
        let mut recorded = recordable_loads(self, m, wh);
        if top {
            recorded.extend(recorded_calls(self, m, wh));
        }
        for r in m.regions(wh).to_vec() {
            if let Some(b) = m.entry_block(r) {
                recorded.extend(super::nest_records::nest_recorded_loads(self, m, b));
            }
        }
        for o in m.collect_ops(wh) {
            if o == wh {
                continue;
            }
            match m.name(o).as_str() {
                _ if self.reads_written(m, o) && !recorded.contains(&o) => {
                    return Err(err(
                        m,
                        o,
                        format!("reverse mode: {}, inside scf.while, is not supported yet", super::reads::reader(m, o)),
                    ));
                }
                // A temporary of a run (as in a loop body): re-created by
                // the reverse of its run.
                "memref.alloc" | "memref.alloca"
                    if m.parent_op(o) == Some(wh) && super::sweep::stays_in_iteration(m, m.result(o, 0)) => {}
                "llvm.call" if super::c_heap::block_temp(m, o) => {}
                "memref.alloc" | "memref.alloca" | "llvm.alloca" if self.active(m, m.result(o, 0)) => {
                    // (The while dispatching a multi-block function's blocks
                    // is no loop the user wrote: say which blocks.)
                    let msg = if m.attr(wh, crate::ad::cfg::MADE_FROM).is_some() {
                        "reverse mode: allocating active memory in a block that may run several times or not at all (in a loop or a branch of a function with several blocks) is not supported yet, unless its sizes can be computed in the entry block (without divisions) and the memory stays the function's own (not returned or stored, passed to other blocks only along with other such allocations and constant addresses, and not freed through a view)"
                    } else {
                        "reverse mode: allocating active memory inside a loop is not supported yet"
                    };
                    return Err(err(m, o, msg));
                }
                // Re-executed (and recorded) in each reverse run of this
                // loop, like a while in an scf.for.
                "scf.while" if self.loop_is_active(m, o) => self.check_while_in_loop(m, o)?,
                "scf.parallel" | "scf.execute_region" | "scf.index_switch" if self.loop_is_active(m, o) => {
                    return Err(err(
                        m,
                        o,
                        format!("reverse mode through '{}' inside scf.while is not supported yet", m.name(o)),
                    ));
                }
                "func.call" | "llvm.call" | "func.call_indirect" => {
                    self.check_call(m, o, snapshot_sites.contains(&o))?
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Forward: record the values entering `before` in growing buffers.
    /// For the primal loop (`primal`), loads of written memory in its
    /// nested `scf.for` loops go into a stream (`loops::record_in_while`),
    /// where each run's loops start being recorded with the run's values.
    pub fn instrument_while(&mut self, m: &mut Module, wh: OpId, primal: bool) -> Result<WhileRecords, Diagnostic> {
        let (before, after) = blocks(m, wh)?;
        let cond = m.last_op(before).ok_or_else(|| err(m, wh, "has no scf.condition"))?;
        let yld = m.last_op(after).ok_or_else(|| err(m, wh, "has no scf.yield"))?;
        let carried: Vec<Value> = m.block_args(before).to_vec();
        let n_carried = carried.len();
        let n_orig = m.results(wh).len();
        let mut loads = recordable_loads(self, m, wh);
        let mut stream = None;
        let mut starts = Vec::new();
        if primal {
            let streams = super::nest_records::record_in_while(self, m, wh)?;
            starts = streams.run_starts.clone();
            loads.extend(streams.run_starts);
            stream = streams.open.map(|s| s.cell);
        }
        // Results of calls that write memory (not run again by the reverse).
        let calls = if primal { recorded_calls(self, m, wh) } else { Vec::new() };
        // One growing buffer per carried value, then one per recorded load,
        // then one per recorded call result.
        let values: Vec<(OpId, usize)> = loads
            .iter()
            .map(|&l| (l, 0))
            .chain(calls.iter().flat_map(|&c| (0..m.results(c).len()).map(move |i| (c, i))))
            .collect();
        let mut tys: Vec<Type> = carried.iter().map(|&a| recorded_type(m.value_type(a))).collect();
        tys.extend(values.iter().map(|&(o, i)| recorded_type(m.value_type(m.result(o, i)))));
        let at = InsertPoint::Before(wh);
        let c16 = cidx(m, at, 16);
        let mut inits = Vec::new();
        for t in &tys {
            inits.push(
                Builder::new(m, at).value(
                    OpSpec::new("memref.alloc")
                        .operands(&[c16])
                        .attr("operandSegmentSizes", seg(&[1, 0]))
                        .result(Type::memref(vec![Dim::Dynamic], t.clone())),
                ),
            );
        }
        // Then a buffer of rows per memory a call saves per run.
        let snaps = if primal { self.plan_run_snapshots(m, wh)? } else { Vec::new() };
        let n_tys = tys.len();
        let where_ = crate::exec::error::op_location(m, wh).unwrap_or_default();
        for (i, &b) in inits.iter().enumerate() {
            let why = match values.get(i.wrapping_sub(n_carried)) {
                Some(&(c, r)) if i >= n_carried && calls.contains(&c) => format!(
                    "result #{r} of the call at {} ({}), in the scf.while at {where_}, one entry per run (grows by doubling)",
                    crate::exec::error::op_location(m, c).unwrap_or_default(),
                    match self.augmented.contains_key(&c) {
                        true => "an augmented primal, not run again",
                        false => "which writes memory",
                    }
                ),
                Some(&(l, _)) if i >= n_carried && self.array_snaps.values().any(|s| s.start == Some(m.result(l, 0))) => {
                    format!(
                        "where the copy of memory that a loop of the scf.while at {where_} only reads starts (the copy is in the stream of its loops, one per run), one entry per run (grows by doubling)"
                    )
                }
                Some(&(l, _)) if i >= n_carried && starts.contains(&l) => format!(
                    "where the records of a loop's run (in the stream of the loops of the scf.while at {where_}) start, one entry per run (grows by doubling)"
                ),
                Some(&(l, _)) if i >= n_carried => format!(
                    "{} at {} of memory the function writes, in the scf.while at {where_}, one entry per run (grows by doubling)",
                    super::loops::recorded_what(m, l),
                    crate::exec::error::op_location(m, l).unwrap_or_default()
                ),
                _ => format!(
                    "value #{i} entering the before region of the scf.while at {where_}, one entry per run (grows by doubling)"
                ),
            };
            super::loops::tag(m, b, why);
        }
        for s in &snaps {
            let b = super::while_snapshots::alloc_rows(m, at, s, c16);
            let why = self.run_snapshot_note(m, s);
            super::loops::tag(m, b, why);
            inits.push(b);
        }
        let c0 = cidx(m, at, 0);
        inits.push(c0);
        for &v in &inits {
            m.push_operand(wh, v);
        }
        let buf_tys: Vec<Type> = inits.iter().map(|&v| m.value_type(v).clone()).collect();
        let bargs: Vec<Value> = buf_tys.iter().map(|t| m.add_block_arg(before, t.clone())).collect();
        let aargs: Vec<Value> = buf_tys.iter().map(|t| m.add_block_arg(after, t.clone())).collect();
        let results: Vec<Value> = buf_tys.iter().map(|t| m.push_result(wh, t.clone())).collect();
        // At the start of `before`: grow when full, store, count.
        let first = m.first_op(before).ok_or_else(|| err(m, wh, "has an empty before region"))?;
        let ip = InsertPoint::Before(first);
        let cnt = *bargs.last().ok_or_else(|| err(m, wh, "has no count"))?;
        if tys.is_empty() {
            return Err(err(m, wh, "reverse mode: an scf.while that carries no values is not supported yet"));
        }
        let zero_i = cidx(m, ip, 0);
        let cap = op(m, ip, "memref.dim", &[bargs[0], zero_i], Type::Index);
        let full = Builder::new(m, ip).value(
            OpSpec::new("arith.cmpi")
                .operands(&[cnt, cap])
                .attr("predicate", Attribute::Integer { value: 0, ty: Type::i64() })
                .result(Type::i1()),
        );
        let mut grown = Vec::new();
        for (i, t) in tys.iter().enumerate() {
            let old = bargs[i];
            let bt = m.value_type(old).clone();
            let nb = grow_when_full(m, ip, full, old, cap, |m, tip, ncap| {
                let big = Builder::new(m, tip).value(
                    OpSpec::new("memref.alloc").operands(&[ncap]).attr("operandSegmentSizes", seg(&[1, 0])).result(bt),
                );
                let (inner, ivs) = super::loops::index_nest(m, tip, &[cap]);
                let j = ivs[0];
                let v = Builder::new(m, inner).value(OpSpec::new("memref.load").operands(&[old, j]).result(t.clone()));
                Builder::new(m, inner).create(OpSpec::new("memref.store").operands(&[v, big, j]));
                Builder::new(m, tip).create(OpSpec::new("memref.dealloc").operands(&[old]));
                big
            });
            if i < n_carried {
                let st = super::loops::store_record(m, ip, carried[i], nb, &[cnt]);
                if let Some(pi) = m.defining_op(m.operand(st, 0)).filter(|&d| m.is(d, "llvm.ptrtoint")) {
                    mark(m, pi);
                }
                mark(m, st);
            }
            grown.push(nb);
        }
        for (j, s) in snaps.iter().enumerate() {
            let old = bargs[n_tys + j];
            let nb = grow_when_full(m, ip, full, old, cap, |m, tip, ncap| {
                super::while_snapshots::grow_rows(m, tip, s, old, cap, ncap)
            });
            grown.push(nb);
        }
        // Recorded loads: stored right after loading, at this run's index
        // (in `after`, the count was already incremented).
        let mut load_bufs = HashMap::default();
        let mut call_bufs: HashMap<OpId, Vec<Value>> = HashMap::default();
        for (j, &(l, r)) in values.iter().enumerate() {
            let i = n_carried + j;
            let in_before = in_before_region(m, wh, before, l);
            let lb = m.op_parent(l).ok_or_else(|| err(m, l, "a detached load"))?;
            let at = match m.next_op(l) {
                Some(x) => InsertPoint::Before(x),
                None => InsertPoint::End(lb),
            };
            let (buf, idx) = if in_before {
                (grown[i], cnt)
            } else {
                let acnt = *aargs.last().ok_or_else(|| err(m, wh, "has no count"))?;
                let one = cidx(m, at, 1);
                (aargs[i], op(m, at, "arith.subi", &[acnt, one], Type::Index))
            };
            let lv = m.result(l, r);
            let st = super::loops::store_record(m, at, lv, buf, &[idx]);
            if let Some(pi) = m.defining_op(m.operand(st, 0)).filter(|&d| d != l) {
                mark(m, pi);
            }
            mark(m, st);
            if calls.contains(&l) {
                call_bufs.entry(l).or_default().push(results[i]);
            } else {
                load_bufs.insert(l, results[i]);
            }
        }
        // Snapshots: saved just before their call, at this run's row. All
        // the ops made for that are instrumentation (marked: a branch
        // re-executed in the reverse sweep drops them whole).
        for (j, s) in snaps.iter().enumerate() {
            let i = n_tys + j;
            let block = m.op_parent(s.call).ok_or_else(|| err(m, s.call, "a detached call"))?;
            let old: crate::hash::HashSet<OpId> = m.block_ops(block).collect();
            let (buf, row) = if in_before_region(m, wh, before, s.call) {
                (grown[i], cnt)
            } else {
                let at = InsertPoint::Before(s.call);
                let acnt = *aargs.last().ok_or_else(|| err(m, wh, "has no count"))?;
                let one = cidx(m, at, 1);
                (aargs[i], op(m, at, "arith.subi", &[acnt, one], Type::Index))
            };
            self.save_row(m, s, buf, row)?;
            let made: Vec<OpId> = m.block_ops(block).filter(|o| !old.contains(o)).collect();
            for o in made {
                mark(m, o);
            }
        }
        let one = cidx(m, ip, 1);
        let cnt1 = op(m, ip, "arith.addi", &[cnt, one], Type::Index);
        grown.push(cnt1);
        for &v in &grown {
            m.push_operand(cond, v);
        }
        for &v in &aargs {
            m.push_operand(yld, v);
        }
        let n_bufs = n_tys + snaps.len();
        self.register_run_snapshots(wh, &snaps, &results[n_tys..n_bufs]);
        for &b in &results[..n_bufs] {
            // Freed after the reverse sweep, or after the reverse iteration
            // of the loop this copy was re-executed in.
            match self.iteration_frees.last_mut() {
                Some(frame) => frame.push(b),
                None => self.cleanup.push(b),
            }
        }
        Ok(WhileRecords {
            bufs: results[..n_carried].to_vec(),
            count: results[n_bufs],
            loads: load_bufs,
            calls: call_bufs,
            n_orig,
            stream,
        })
    }

    /// Free what the reverse of a run re-created (`iteration_frees`).
    fn free_iteration(&mut self, m: &mut Module, ip: InsertPoint) {
        for t in self.iteration_frees.pop().unwrap_or_default() {
            super::pointers::release(m, ip, t);
        }
    }

    /// Recompute `before` from record `k`; returns the map and the values `scf.condition` forwards.
    fn replay_before(
        &mut self,
        m: &mut Module,
        ip: InsertPoint,
        wh: OpId,
        rec: &WhileRecords,
        k: Value,
        vmap: &IrMap,
    ) -> Result<(IrMap, Vec<Value>), Diagnostic> {
        let n_carried = rec.bufs.len();
        let (before, _) = blocks(m, wh)?;
        let mut bmap = vmap.clone();
        for i in 0..n_carried {
            let a = m.block_arg(before, i);
            let ty = m.value_type(a).clone();
            let v = super::loops::load_record(m, ip, rec.bufs[i], &[k], &ty);
            bmap.map_value(a, v);
        }
        // (The shadows carried next to pointers are theirs.)
        for (i, si) in self.carried_shadows.get(&wh).map(|c| c.before.clone()).unwrap_or_default() {
            let s = bmap.lookup(m.block_arg(before, si));
            self.shadow.insert(m.block_arg(before, i), s);
        }
        recompute(self, m, ip, before, &mut bmap, &HashMap::default(), &HashMap::default(), None)?;
        let cond = m.last_op(before).expect("condition");
        let fwd: Vec<Value> = m.operands(cond)[1..].to_vec();
        Ok((bmap, fwd))
    }

    /// The reverse of top-level `scf.while` `wh`.
    pub fn reverse_while(&mut self, m: &mut Module, ip: InsertPoint, wh: OpId, vmap: &IrMap) -> Result<(), Diagnostic> {
        let Some(rec) = self.while_records.remove(&wh) else { return Ok(()) };
        let (before, after) = blocks(m, wh)?;
        let n_carried = rec.bufs.len();
        let n_orig_results = rec.n_orig;
        let outer = outer_active_values(self, m, wh);
        let float_carried: Vec<usize> =
            (0..n_carried).filter(|&i| is_float(m.value_type(m.block_arg(before, i)))).collect();
        let before_ops: Vec<OpId> = m.block_ops(before).collect();
        let after_ops: Vec<OpId> = m.block_ops(after).collect();
        let cond_fwd_orig = n_orig_results;
        let saved = self.adj.clone();

        // The last `before` (k = count − 1): loop results' adjoints enter.
        let c1 = cidx(m, ip, 1);
        let last = op(m, ip, "arith.subi", &[rec.count, c1], Type::Index);
        self.record_ctx.push((rec.loads.clone(), last));
        self.call_record_ctx.push((rec.calls.clone(), last));
        // What a run's reverse re-creates (records of the scf.whiles in it)
        // is freed at the end of that run's reverse.
        self.iteration_frees.push(Vec::new());
        // (The run whose snapshots the replays of calls put back.)
        self.iter_index.insert(wh, last);
        let (bmap, fwd) = self.replay_before(m, ip, wh, &rec, last, vmap)?;
        let res_adj: Vec<Option<Value>> = (0..n_orig_results).map(|i| saved.get(&m.result(wh, i)).copied()).collect();
        for &a in m.block_args(before) {
            self.adj.remove(&a);
        }
        for (j, a) in res_adj.iter().enumerate().take(cond_fwd_orig) {
            if let Some(a) = a {
                if self.act.varied.contains(&fwd[j]) {
                    self.accumulate(m, ip, fwd[j], *a);
                }
            }
        }
        self.reverse_ops(m, ip, &before_ops[..before_ops.len() - 1], &bmap)?;
        self.free_iteration(m, ip);
        self.record_ctx.pop();
        self.call_record_ctx.pop();
        let mut init = Vec::new();
        let mut tys = Vec::new();
        for &i in &float_carried {
            let a = m.block_arg(before, i);
            let ty = m.value_type(a).clone();
            init.push(match self.adj.get(&a) {
                Some(&x) => x,
                None => zero(m, ip, &ty),
            });
            tys.push(ty);
        }
        for &o in &outer {
            let ty = m.value_type(o).clone();
            init.push(match self.adj.get(&o) {
                Some(&x) => x,
                None => zero(m, ip, &ty),
            });
            tys.push(ty);
        }

        // Iterations k = n−1 … 0 (n = count − 1 runs of `after`).
        let c0 = cidx(m, ip, 0);
        let rl = Builder::new(m, ip)
            .create(OpSpec::new("scf.for").operands(&[c0, last, c1]).operands(&init).results(&tys).regions(1));
        let mut bt = vec![Type::Index];
        bt.extend(tys.iter().cloned());
        let rb = m.create_block(&bt);
        let rr = m.region(rl, 0);
        m.append_block(rr, rb);
        let y = m.create_op(OpSpec::new("scf.yield"));
        m.append_op(rb, y);
        let bip = InsertPoint::Before(y);
        let j = m.block_arg(rb, 0);
        let lm1 = op(m, bip, "arith.subi", &[last, c1], Type::Index);
        let k = op(m, bip, "arith.subi", &[lm1, j], Type::Index);
        self.record_ctx.push((rec.loads.clone(), k));
        self.call_record_ctx.push((rec.calls.clone(), k));
        self.iteration_frees.push(Vec::new());
        self.iter_index.insert(wh, k);
        let (bmap, fwd) = self.replay_before(m, bip, wh, &rec, k, vmap)?;
        let mut amap = bmap.clone();
        for (i, &v) in fwd.iter().enumerate().take(n_orig_results) {
            amap.map_value(m.block_arg(after, i), bmap.lookup(v));
        }
        for (j, sj) in self.carried_shadows.get(&wh).map(|c| c.after.clone()).unwrap_or_default() {
            let s = amap.lookup(m.block_arg(after, sj));
            self.shadow.insert(m.block_arg(after, j), s);
        }
        recompute(self, m, bip, after, &mut amap, &HashMap::default(), &HashMap::default(), None)?;
        self.adj = saved.clone();
        for o in m.collect_ops(wh) {
            for &r in m.results(o) {
                self.adj.remove(&r);
            }
        }
        for b in [before, after] {
            for &a in m.block_args(b) {
                self.adj.remove(&a);
            }
        }
        for (slot, &o) in outer.iter().enumerate() {
            self.adj.insert(o, m.block_arg(rb, 1 + float_carried.len() + slot));
        }
        // The values entering `before` at k + 1 are what `after` yielded.
        let yld = m.last_op(after).expect("yield");
        let yields: Vec<Value> = m.operands(yld).to_vec();
        for (slot, &i) in float_carried.iter().enumerate() {
            if self.act.varied.contains(&yields[i]) {
                let a = m.block_arg(rb, 1 + slot);
                self.accumulate(m, bip, yields[i], a);
            }
        }
        self.reverse_ops(m, bip, &after_ops[..after_ops.len() - 1], &amap)?;
        // `after`'s arguments are the values `scf.condition` forwarded.
        let n_after_args = n_orig_results;
        for (i, &v) in fwd.iter().enumerate().take(n_after_args) {
            let a = m.block_arg(after, i);
            if let Some(&d) = self.adj.get(&a) {
                if self.act.varied.contains(&v) {
                    self.accumulate(m, bip, v, d);
                }
            }
        }
        self.reverse_ops(m, bip, &before_ops[..before_ops.len() - 1], &bmap)?;
        self.free_iteration(m, bip);
        self.iter_index.remove(&wh);
        self.record_ctx.pop();
        self.call_record_ctx.pop();
        let mut outs = Vec::new();
        for &i in &float_carried {
            let a = m.block_arg(before, i);
            let ty = m.value_type(a).clone();
            outs.push(match self.adj.get(&a) {
                Some(&x) => x,
                None => zero(m, bip, &ty),
            });
        }
        for &o in &outer {
            let ty = m.value_type(o).clone();
            outs.push(match self.adj.get(&o) {
                Some(&x) => x,
                None => zero(m, bip, &ty),
            });
        }
        m.set_plain_operands(y, &outs);

        // Out of the loop: initial values and outer values get their adjoints.
        self.adj = saved;
        for (slot, &o) in outer.iter().enumerate() {
            self.adj.insert(o, m.result(rl, float_carried.len() + slot));
        }
        for (slot, &i) in float_carried.iter().enumerate() {
            let init_v = m.operand(wh, i);
            if self.act.varied.contains(&init_v) {
                let r = m.result(rl, slot);
                self.accumulate(m, ip, init_v, r);
            }
        }
        if let Some(cell) = rec.stream {
            super::nest_stream::close(m, ip, cell);
        }
        Ok(())
    }
}
