//! Records of the loads of written memory in loops nested in an
//! instrumented loop (or in the runs of a top-level `scf.while`), for the
//! whole nest: the reverse sweep re-reads them where it re-executes those
//! loops (`recompute::read_nested_records`) or reverses them
//! (`loops::reverse_loop`). Rectangular (and bounded triangular) nests get
//! buffers sized before the outermost loop; loops whose trip counts are
//! known only when they start record into a growing stream
//! (`nest_stream`). The results of loops in those loops' bodies are
//! recorded the same way, so the reverse need not re-run them for their
//! results.

use super::err;
use super::loops::{
    at, cidx, defined_in, is_scalar, is_snapshot_copy, iteration_number, op, ops_through_branches, record_buffer,
    record_result, tag, trip_count,
};
use super::nest_stream::{NestStep, RecSlot, Start};
use super::sweep::Rev;
use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Forward sweep: the loads of written memory in the loops nested in the
/// body of `parent` (directly, and in their `scf.if` branches), at any
/// depth below the instrumented loop `root`, are recorded for every
/// iteration of the whole nest: a buffer of `n · n_1 · … · n_d` entries (the
/// trip counts, computed before `root`), entry `(((k · n_1 + k_1) · n_2 +
/// k_2) …)` where `k` is `parent`'s linear index `lin` and `n` its count
/// `total`. The reverse sweep reads them back where it re-executes those
/// loops (`recompute::read_nested_records`). Calls in those loops whose
/// memory may be overwritten get one snapshot per iteration of the nest
/// the same way. A nested loop whose bounds depend on the loops around it
/// (a triangular nest) gets rows as long as its largest trip count
/// (`nest_bounds`), checked at run time. A loop whose trip count is known
/// only when it starts (and every loop nested in it) records into a
/// growing stream instead (`nest_stream`), opened before `root` on first
/// need (`streams`).
#[allow(clippy::too_many_arguments)]
fn record_nested(
    rev: &mut Rev<'_>,
    m: &mut Module,
    root: OpId,
    body: crate::ir::BlockId,
    lin: Value,
    level: Level,
    streams: &mut Streams,
    buffers: &mut Vec<Value>,
) -> Result<(), Diagnostic> {
    let before = InsertPoint::Before(root);
    let parent = m.block_parent_op(body).ok_or_else(|| err(m, root, "a detached block"))?;
    // Free slots of a stream row: after the parent's own loads.
    let mut next_slot = match level {
        Level::Stream { first_free, .. } => first_free,
        Level::Rect { .. } | Level::Run => 0,
    };
    for inner in level_ops(m, body) {
        let Some((culprit, is_load)) = nested_culprit(rev, m, inner) else { continue };
        let depends = (0..3).find(|&x| defined_in(m, root, m.operand(inner, x)));
        let bounded = match depends {
            Some(_) if matches!(level, Level::Rect { .. }) => {
                super::nest_bounds::max_trip_count(m, before, root, inner)
            }
            _ => None,
        };
        let ib = m.entry_block(m.region(inner, 0)).ok_or_else(|| err(m, inner, "has no body"))?;
        let ifirst = m.first_op(ib).ok_or_else(|| err(m, inner, "has an empty body"))?;
        let at_loop = InsertPoint::Before(inner);
        let dynamic = !matches!(level, Level::Rect { .. }) || (depends.is_some() && bounded.is_none());
        if dynamic {
            if !is_load || m.collect_ops(inner).into_iter().any(|o| rev.needs_per_iteration_snapshot(m, o)) {
                let first_call = m.collect_ops(inner).into_iter().find(|&o| rev.needs_per_iteration_snapshot(m, o));
                // Outlined, the loop is a call here, its memory saved per
                // iteration of the loops around it: ask for that (the
                // derivation starts again, `restructure::stream_loops`).
                if let Some(p) = m.op(inner).pos.filter(|_| crate::ad::outline::outlinable(m, inner)) {
                    rev.cache.pending_stream_outlines.push(p);
                }
                return Err(err(
                    m,
                    first_call.unwrap_or(culprit),
                    format!(
                        "reverse mode: a call whose memory may be overwritten before its adjoint, in a loop at {} whose trip count is known only when it starts (its bounds depend on values computed in the loops around it), is not supported yet",
                        at(m, inner)
                    ),
                ));
            }
            // (Transcendental results are recorded in a stream only where
            // an adjoint reads them: unread words are not cleaned up.)
            let mut loads = level_loads(rev, m, ib);
            let libm = level_expensive(rev, m, inner, ib, streams.expensive);
            loads.extend(libm.into_iter().filter(|&o| read_by_adjoint(m, m.result(o, 0))));
            let mut results = level_loop_results(rev, m, ib);
            results.extend(level_calls(rev, m, ib));
            let values = loads.iter().chain(&results).flat_map(|&o| m.results(o).to_vec()).collect::<Vec<_>>();
            if let Some(&v) = values.iter().find(|&&v| !super::nest_stream::fits_word(m.value_type(v))) {
                let o = m.defining_op(v).unwrap_or(inner);
                return Err(err(
                    m,
                    o,
                    format!(
                        "reverse mode: recording a '{}' (wider than 8 bytes) in a loop whose trip count is known only when it starts is not supported yet",
                        m.value_type(v)
                    ),
                ));
            }
            let n_results: usize = results.iter().map(|&l| m.results(l).len()).sum();
            let kids = level_ops(m, ib).into_iter().filter(|&o| nested_culprit(rev, m, o).is_some()).count();
            let width = (loads.len() + n_results + kids) as i64;
            if width == 0 {
                // Nothing to record at this level or below (its loads are
                // read from copies).
                continue;
            }
            let stream = match streams.open {
                Some(s) => s,
                None => {
                    let s = super::nest_stream::open(m, root, streams.k_n)?;
                    streams.open = Some(s);
                    s
                }
            };
            let (lb, ub, st) = (m.operand(inner, 0), m.operand(inner, 1), m.operand(inner, 2));
            let t = super::nest_bounds::trip_from(m, at_loop, lb, ub, st);
            let wv = cidx(m, at_loop, width);
            let words = op(m, at_loop, "arith.muli", &[t, wv], Type::Index);
            let start = super::nest_stream::reserve(m, at_loop, &stream, words);
            let start_slot = match level {
                Level::Rect { total } => {
                    let buf = record_buffer(m, before, total, Type::Index);
                    let why = format!(
                        "where the records of each run of the loop at {} start (its trip count is known only when it starts), one entry per iteration of the loops from {} to {}",
                        at(m, inner),
                        at(m, root),
                        at(m, parent)
                    );
                    tag(m, buf, why);
                    buffers.push(buf);
                    Start::Slot(RecSlot::Buf(buf))
                }
                Level::Stream { .. } => {
                    next_slot += 1;
                    Start::Slot(RecSlot::Stream { slot: next_slot - 1 })
                }
                // (The while records it per run.)
                Level::Run => {
                    if let Some(d) = m.defining_op(start) {
                        streams.run_starts.push(d);
                    }
                    Start::Value(start)
                }
            };
            if let Start::Slot(slot) = start_slot {
                slot.store(m, at_loop, start, lin);
            }
            let kin = iteration_number(m, InsertPoint::Before(ifirst), inner);
            let inner_lin = super::nest_stream::row(m, InsertPoint::Before(ifirst), start, kin, width);
            rev.nest_steps.insert(inner, NestStep::Stream { start: start_slot, width });
            for (j, &o) in loads.iter().enumerate() {
                let slot = RecSlot::Stream { slot: j as i64 };
                let after = after_op(m, o)?;
                let r = m.result(o, 0);
                slot.store(m, after, r, inner_lin);
                rev.nested_records.insert(o, slot);
            }
            let mut slot = loads.len() as i64;
            for l in results {
                let after = after_op(m, l)?;
                let mut slots = Vec::new();
                for r in m.results(l).to_vec() {
                    let s = RecSlot::Stream { slot };
                    s.store(m, after, r, inner_lin);
                    slots.push(s);
                    slot += 1;
                }
                rev.nested_results.insert(l, slots);
            }
            let next = Level::Stream { first_free: slot };
            record_nested(rev, m, root, ib, inner_lin, next, streams, buffers)?;
            continue;
        }
        let Level::Rect { total } = level else { continue };
        // Memory `inner` only reads: one copy per iteration of `parent`
        // (`array_snaps`; those of loops in `root`'s own body are made with
        // `root`'s other records).
        if parent != root {
            rev.copy_read_memory(m, root, parent, inner, (total, lin), buffers)?;
        }
        let n_inner = match bounded {
            Some(n) => {
                // Each instance must fit the rows sized for it.
                let (lb, ub, st) = (m.operand(inner, 0), m.operand(inner, 1), m.operand(inner, 2));
                let t = super::nest_bounds::trip_from(m, at_loop, lb, ub, st);
                let ok = Builder::new(m, at_loop).value(
                    OpSpec::new("arith.cmpi")
                        .operands(&[t, n])
                        .attr("predicate", Attribute::Integer { value: 3, ty: Type::i64() })
                        .result(Type::int(1)),
                );
                let msg = format!(
                    "reverse mode: the loop at {} runs more iterations than the records sized for it before the loop at {} (its bounds are not monotone in the loops around it)",
                    at(m, inner),
                    at(m, root)
                );
                let mut spec = OpSpec::new("cf.assert").operands(&[ok]).attr("msg", Attribute::String(msg));
                spec.pos = m.op(inner).pos;
                spec.loc = m.op(inner).loc.clone();
                Builder::new(m, at_loop).create(spec);
                n
            }
            None => trip_count(m, before, inner),
        };
        let all = op(m, before, "arith.muli", &[total, n_inner], Type::Index);
        let kin = iteration_number(m, InsertPoint::Before(ifirst), inner);
        let inner_lin = op(m, InsertPoint::Before(ifirst), "arith.muli", &[lin, n_inner], Type::Index);
        let inner_lin = op(m, InsertPoint::Before(ifirst), "arith.addi", &[inner_lin, kin], Type::Index);
        rev.nest_steps.insert(inner, NestStep::Rect(n_inner));
        buffers.extend(rev.snapshot_calls_in_loop(m, inner, all, inner_lin, Some(root))?);
        // Loads of written memory, and results of libm functions.
        let loads = level_loads(rev, m, ib).into_iter().map(|o| (o, false));
        let expensive = level_expensive(rev, m, inner, ib, streams.expensive).into_iter().map(|o| (o, true));
        for (o, libm) in loads.chain(expensive).collect::<Vec<_>>() {
            let what = match libm {
                true => {
                    format!("result of '{}' at {} (cheaper to record than to recompute)", m.name(o).as_str(), at(m, o))
                }
                false => format!("{} at {} of memory the function writes", super::loops::recorded_what(m, o), at(m, o)),
            };
            let why = format!("{what}, one entry per iteration of the loops from {} to {}", at(m, root), at(m, inner));
            let buf = record_result(m, before, all, o, inner_lin, why)?;
            buffers.push(buf);
            rev.nested_records.insert(o, RecSlot::Buf(buf));
        }
        for l in level_loop_results(rev, m, ib).into_iter().chain(level_calls(rev, m, ib)) {
            let after = after_op(m, l)?;
            let mut slots = Vec::new();
            for (i, r) in m.results(l).to_vec().into_iter().enumerate() {
                let ty = m.value_type(r).clone();
                let buf = record_buffer(m, before, all, ty);
                Builder::new(m, after).create(OpSpec::new("memref.store").operands(&[r, buf, inner_lin]));
                let why = format!(
                    "result #{i} of the {} at {}, one entry per iteration of the loops from {} to {}",
                    if m.is(l, "scf.for") { "loop" } else { "call" },
                    at(m, l),
                    at(m, root),
                    at(m, inner)
                );
                tag(m, buf, why);
                buffers.push(buf);
                slots.push(RecSlot::Buf(buf));
            }
            rev.nested_results.insert(l, slots);
        }
        record_nested(rev, m, root, ib, inner_lin, Level::Rect { total: all }, streams, buffers)?;
    }
    Ok(())
}

/// The stream of an outermost loop `record_nested` records into (opened
/// on first need), that loop's iteration number and trip count (none for
/// an `scf.while`), and the starts of its loops' instances an `scf.while`
/// records per run.
pub(super) struct Streams {
    k_n: Option<(Value, Value)>,
    /// Whether the forward loops run anyway (see `loops::EXPENSIVE`): the
    /// results of transcendental functions are then recorded with the
    /// loads, not computed again by the reverse.
    expensive: bool,
    pub open: Option<super::nest_stream::Stream>,
    pub run_starts: Vec<OpId>,
}

/// Forward sweep, loop `lp` (primal) with body `body`, iteration number
/// `k` and trip count `n` (`k_n`): records of its nest (`record_nested`), with the
/// results of transcendental functions if the forward loop runs anyway
/// (`expensive`); the cell of the stream opened for them, if any.
pub(super) fn record_loop_nest(
    rev: &mut Rev<'_>,
    m: &mut Module,
    lp: OpId,
    body: crate::ir::BlockId,
    (k, n): (Value, Value),
    buffers: &mut Vec<Value>,
    expensive: bool,
) -> Result<Option<Value>, Diagnostic> {
    let mut streams = Streams { k_n: Some((k, n)), expensive, open: None, run_starts: Vec::new() };
    record_nested(rev, m, lp, body, k, Level::Rect { total: n }, &mut streams, buffers)?;
    Ok(streams.open.map(|s| s.cell))
}

/// Forward sweep, top-level `scf.while` `wh`: the loads of written memory
/// in the `scf.for` loops of its regions (at their top level or in their
/// `scf.if` branches, and in the loops
/// nested in them) are recorded into a stream (`nest_stream`), each loop's
/// instance starting where the cursor is; the starts, one per instance
/// per run, are for `wh` to record with its other values (`run_starts`).
pub(super) fn record_in_while(rev: &mut Rev<'_>, m: &mut Module, wh: OpId) -> Result<Streams, Diagnostic> {
    // (The forward loops run: transcendental results are recorded.)
    let mut streams = Streams { k_n: None, expensive: true, open: None, run_starts: Vec::new() };
    // Memory its loops only read: copied per run (their loads then record
    // nothing).
    rev.snapshot_read_memory_in_while(m, wh, &mut streams)?;
    let mut buffers = Vec::new();
    let unused = cidx(m, InsertPoint::Before(wh), 0);
    for r in m.regions(wh).to_vec() {
        let Some(b) = m.entry_block(r) else { continue };
        record_nested(rev, m, wh, b, unused, Level::Run, &mut streams, &mut buffers)?;
    }
    if !buffers.is_empty() {
        return Err(err(m, wh, "reverse mode: records sized before an scf.while (internal error)"));
    }
    Ok(streams)
}

/// The loads `record_in_while` records, in the loops at the top level of
/// `body` and the loops nested in them.
pub(super) fn nest_recorded_loads(rev: &Rev<'_>, m: &Module, body: crate::ir::BlockId) -> Vec<OpId> {
    let mut out = Vec::new();
    for l in level_ops(m, body).into_iter().filter(|&o| nested_culprit(rev, m, o).is_some()) {
        if let Some(ib) = m.entry_block(m.region(l, 0)) {
            out.extend(level_loads(rev, m, ib));
            out.extend(nest_recorded_loads(rev, m, ib));
        }
    }
    out
}

/// The level of a loop nest `record_nested` walks the body of.
#[derive(Clone, Copy)]
enum Level {
    /// Its iterations' records are buffers of `total` entries, sized before
    /// the outermost loop.
    Rect { total: Value },
    /// Its iterations' records are rows of the stream; the row's slots
    /// from `first_free` on are for nested loops' starts.
    Stream { first_free: i64 },
    /// The runs of an `scf.while`, which records its loops' starts itself.
    Run,
}

/// The ops of an iteration of the loop (or run of the `scf.while`) with
/// body `body` whose loops `record_nested` records: those of the body and
/// of its `scf.if` branches (a loop in a branch runs at most once per
/// iteration: its records are indexed like a loop of the body's, entries
/// of iterations that skip it unused; an `scf.while` records the start of
/// its stream rows where they are made, in the branch).
fn level_ops(m: &Module, body: crate::ir::BlockId) -> Vec<OpId> {
    ops_through_branches(m, body)
}

/// Why loop `inner` (an `scf.for`) needs records for the iterations of its
/// nest: the first load of written memory (or call whose results are
/// recorded) in it (true), else the first call needing a snapshot per
/// iteration (false); `None` if neither.
fn nested_culprit(rev: &Rev<'_>, m: &Module, inner: OpId) -> Option<(OpId, bool)> {
    if !m.is(inner, "scf.for") || is_snapshot_copy(m, inner) {
        return None;
    }
    let ops = m.collect_ops(inner);
    // (Loads read from a copy of their memory (`array_snaps`) record
    // nothing, but the results of the loops around them are recorded as
    // for recorded loads: the reverse would run those loops again for them.)
    let load = ops
        .iter()
        .copied()
        .find(|&o| rev.records_read(m, o) || rev.recorded_call(m, o) || rev.array_snaps.contains_key(&o));
    match load {
        Some(l) => Some((l, true)),
        None => ops.into_iter().find(|&o| rev.needs_per_iteration_snapshot(m, o)).map(|c| (c, false)),
    }
}

/// The loads of written memory recorded at the level of the loop with body
/// `body`: at its top level and in its `scf.if` branches.
fn level_loads(rev: &Rev<'_>, m: &Module, body: crate::ir::BlockId) -> Vec<OpId> {
    ops_through_branches(m, body).into_iter().filter(|&o| rev.records_read(m, o)).collect()
}

/// The transcendental functions (`loops::EXPENSIVE`) at the top level of
/// `body` (of loop `inner`, with rows sized before the outermost loop) of
/// values that change per iteration and carry derivatives, when the
/// forward loops run anyway (`expensive`): recorded with the loads (a
/// store and a load cost far less than a libm call; records the reverse
/// does not read are erased by `cleanup`).
fn level_expensive(rev: &Rev<'_>, m: &Module, inner: OpId, body: crate::ir::BlockId, expensive: bool) -> Vec<OpId> {
    if !expensive {
        return Vec::new();
    }
    m.block_ops(body)
        .filter(|&o| {
            super::loops::EXPENSIVE.contains(&m.name(o).as_str())
                && m.results(o).len() == 1
                && is_scalar(m.value_type(m.result(o, 0)))
                && rev.act.varied.contains(&m.result(o, 0))
                && m.operands(o).iter().any(|&v| defined_in(m, inner, v))
        })
        .collect()
}

/// Does the adjoint of some use of `v` read `v` (a product, a quotient, a
/// function of it), as far as the ops tell? Sums and differences, and
/// stores, only pass the adjoint on.
fn read_by_adjoint(m: &Module, v: Value) -> bool {
    const PASS: [&str; 5] = ["arith.addf", "arith.subf", "arith.negf", "memref.store", "scf.yield"];
    m.uses(v).iter().any(|u| !PASS.contains(&m.name(u.op).as_str()))
}

/// The loops in the body `body` of a loop whose iterations are recorded
/// (`record_nested`) whose results are recorded with them, so that the
/// reverse need not run them again for their results: `scf.for`s with
/// scalar results, some carrying derivatives (as `instrument_loop` does
/// for the loops in its own body).
fn level_loop_results(rev: &Rev<'_>, m: &Module, body: crate::ir::BlockId) -> Vec<OpId> {
    m.block_ops(body)
        .filter(|&o| {
            m.is(o, "scf.for")
                && !is_snapshot_copy(m, o)
                && !m.results(o).is_empty()
                && m.results(o).iter().all(|&r| is_scalar(m.value_type(r)))
                && m.results(o).iter().any(|r| rev.act.varied.contains(r))
        })
        .collect()
}

/// The calls in the body `body` of a loop whose iterations are recorded
/// whose results are recorded with them (`Rev::recorded_call`: calls that
/// write memory, augmented primals, are not run again), at its top level
/// and in its `scf.if` branches.
fn level_calls(rev: &Rev<'_>, m: &Module, body: crate::ir::BlockId) -> Vec<OpId> {
    level_ops(m, body)
        .into_iter()
        .filter(|&o| {
            // (An augmented primal's tape buffers: their descriptors.)
            let kept = |t: &Type| is_scalar(t) || rev.augmented.contains_key(&o) && super::loops::is_tape_buffer(t);
            rev.recorded_call(m, o) && m.results(o).iter().all(|&r| kept(m.value_type(r)))
        })
        .collect()
}

/// Just after `o`.
fn after_op(m: &Module, o: OpId) -> Result<InsertPoint, Diagnostic> {
    match m.next_op(o) {
        Some(x) => Ok(InsertPoint::Before(x)),
        None => Ok(InsertPoint::End(m.op_parent(o).ok_or_else(|| err(m, o, "a detached op"))?)),
    }
}
