//! Snapshots of call memory per run of a top-level `scf.while`.
//!
//! A call in an `scf.while` whose callee's augmented primal cannot be run
//! there (its tape is not a few scalars) is replayed in the reverse sweep.
//! When the memory it reads may be overwritten before its adjoint (by a
//! later run, or later in the run), the forward loop copies that memory
//! just before the call, one row per run, into a buffer that travels with
//! the while's other records and doubles with them
//! (`whiles::instrument_while`); the replay of run `k` puts row `k` back
//! first (`Snapshot::per_iter` is the while, whose run index the reverse
//! keeps in `Rev::iter_index`).
//!
//! Which calls: at the top level of the while's regions or in their
//! `scf.if` branches (the run index is known there), reading memrefs whose
//! shape is known before the loop (defined there; views and globals made in
//! the body from values defined there, made again before it; views of
//! static shape, `reverse::remake`), picks between them of static shape
//! (buffers swapped between runs, `crate::ad::memref_positions`),
//! `memref.global`s (a row has their shape), or pointer memory of known
//! extent (an `llvm.alloca` defined before the loop, an `llvm.mlir.global`:
//! rows of its bytes in a heap buffer, `reverse::pointers`).
//! Calls deeper (in loops in the while) are refused by `check_call`.

use super::calls::{alloc_like, copy_all, memory_value, snapshot_note};
use super::err;
use super::snapshots::Snapshot;
use super::sweep::Rev;
use crate::ad::outline::defined_inside;
use crate::ir::{Attribute, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// One piece of call memory saved per run.
#[derive(Clone, Copy, Debug)]
pub(super) struct RunSnapshot {
    pub call: OpId,
    /// Index into the call plan's `memories`.
    pub memory: usize,
    /// The memory, as a value available before the while.
    pub outside: Value,
}

impl Rev<'_> {
    /// The active calls of top-level while `wh` that need per-run
    /// snapshots, all at places where they can be taken (else an error
    /// naming the call and the memory).
    pub(super) fn run_snapshot_calls(&self, m: &Module, wh: OpId) -> Result<Vec<OpId>, Diagnostic> {
        let mut out = Vec::new();
        for r in 0..2 {
            let Some(b) = m.entry_block(m.region(wh, r)) else { continue };
            for o in super::loops::ops_through_branches(m, b) {
                let is_call = m.is(o, "func.call") || m.is(o, "llvm.call");
                if !is_call || !self.call_is_active(m, o) || !self.plan_needs_snapshot(o) {
                    continue;
                }
                let plan = &self.plans[&o];
                for c in plan.memories.iter().filter(|c| c.overwritten) {
                    let why = match (c.operand, &c.global) {
                        (Some(i), _) => unsaved_because(m, wh, m.operand(o, i)),
                        (None, Some(g)) if m.lookup_symbol(g).is_some_and(|g| m.is(g, "memref.global")) => None,
                        (None, Some(g)) if super::pointers::named_global_bytes(m, g).is_some() => None,
                        _ => Some("it is memory of unknown extent"),
                    };
                    if let Some(why) = why {
                        return Err(err(
                            m,
                            o,
                            format!(
                                "reverse mode: the call to @{} reads {}, which may be overwritten before its adjoint ({}); in an scf.while it is saved once per run, which needs memory whose extent is known before the loop (a memref defined before it, a view or global re-made there, a pick between such memrefs of static shape, a memref.global, or an llvm.alloca or llvm.mlir.global defined before it): {why}",
                                plan.callee,
                                c.describe(),
                                c.reasons.join("; ")
                            ),
                        ));
                    }
                }
                out.push(o);
            }
        }
        Ok(out)
    }

    /// Forward sweep, before top-level while `wh`: what its calls need
    /// saved per run (`run_snapshot_calls`).
    pub(super) fn plan_run_snapshots(&mut self, m: &mut Module, wh: OpId) -> Result<Vec<RunSnapshot>, Diagnostic> {
        let mut out: Vec<RunSnapshot> = Vec::new();
        for call in self.run_snapshot_calls(m, wh)? {
            let plan = self.plans[&call].clone();
            for (memory, c) in plan.memories.iter().enumerate().filter(|(_, c)| c.overwritten) {
                let outside = match c.operand {
                    Some(i) => unsaved_because(m, wh, m.operand(call, i))
                        .is_none()
                        .then(|| shape_source(m, wh, m.operand(call, i))),
                    None => memory_value(m, InsertPoint::Before(wh), call, c, &IrMap::new()),
                };
                let outside = outside
                    .ok_or_else(|| err(m, call, "reverse mode: the memory of this call cannot be saved here"))?;
                out.push(RunSnapshot { call, memory, outside });
            }
        }
        // Rows of pointer memory live on the heap (they grow).
        if out.iter().any(|s| matches!(m.value_type(s.outside), Type::LlvmPtr { .. }))
            && !super::pointers::declare_heap(m)
        {
            return Err(err(
                m,
                wh,
                "reverse mode: saving pointer memory per run of an scf.while needs the C 'malloc' and 'free', but the module defines other symbols of those names",
            ));
        }
        Ok(out)
    }

    /// The records of `snaps`: `bufs[i]` (the while's results) holds a
    /// row per run for `snaps[i]`, read back by the call's replay.
    pub(super) fn register_run_snapshots(&mut self, wh: OpId, snaps: &[RunSnapshot], bufs: &[Value]) {
        for (s, &buf) in snaps.iter().zip(bufs) {
            self.snapshots.entry(s.call).or_default().push(Snapshot {
                memory: s.memory,
                buf: Some(buf),
                per_iter: Some(wh),
                elements: vec![],
                per_iter_elements: vec![],
                nested: false,
                log: None,
            });
        }
    }

    /// What `--print-tape` says of the buffer of `s`.
    pub(super) fn run_snapshot_note(&self, m: &Module, s: &RunSnapshot) -> String {
        let plan = &self.plans[&s.call];
        snapshot_note(m, s.call, plan, &plan.memories[s.memory], ", one per run of the scf.while (grows by doubling)")
    }

    /// Just before the call: its memory into row `row` of `buf`.
    pub(super) fn save_row(&self, m: &mut Module, s: &RunSnapshot, buf: Value, row: Value) -> Result<(), Diagnostic> {
        let c = self.plans[&s.call].memories[s.memory].clone();
        let at = InsertPoint::Before(s.call);
        let mem = memory_value(m, at, s.call, &c, &IrMap::new())
            .ok_or_else(|| err(m, s.call, "reverse mode: the memory of this call cannot be saved here"))?;
        copy_all(m, at, mem, (mem, &[]), (buf, &[row]));
        Ok(())
    }
}

/// Why memref `v` (which a call in `wh` reads) has no shape source
/// before `wh` (`shape_source`), if it has none.
fn unsaved_because(m: &Module, wh: OpId, v: Value) -> Option<&'static str> {
    if matches!(m.value_type(v), Type::LlvmPtr { .. }) {
        // Its bytes (an llvm.alloca or global defined before the loop).
        return (defined_inside(m, wh, v) || !super::pointers::has_extent(m, v)).then_some(
            "it is pointer memory of unknown extent (not an llvm.alloca or llvm.mlir.global defined before the loop)",
        );
    }
    if !matches!(m.value_type(v), Type::MemRef(_)) {
        return Some("it is neither a memref nor a pointer");
    }
    if !defined_inside(m, wh, v) {
        return None;
    }
    let Some(d) = m.defining_op(v) else {
        return Some(
            "a memref carried by the loop is not saved per run unless it is one of two buffers swapped between runs",
        );
    };
    if m.is(d, "arith.select") {
        let static_shape = match m.value_type(v) {
            Type::MemRef(mt) => mt.shape.iter().all(|d| matches!(d, crate::ir::Dim::Static(_))),
            _ => false,
        };
        let (a, b) = (m.operand(d, 1), m.operand(d, 2));
        if !static_shape || m.value_type(a) != m.value_type(b) {
            return Some("a pick between memrefs is saved per run only when they have one static shape");
        }
        return unsaved_because(m, wh, a).or_else(|| unsaved_because(m, wh, b));
    }
    if super::remake::shape_known(m, wh, v) {
        return None;
    }
    Some("it is made in the loop from values of the run, with sizes that may change per run")
}

/// A memref available before `wh` with the shape of memref `v` (checked
/// by `unsaved_because`): `v` itself or its copy made before `wh`
/// (`remake::before`), or for a pick between buffers of one static shape,
/// the source of one of them.
fn shape_source(m: &mut Module, wh: OpId, v: Value) -> Value {
    match m.defining_op(v).filter(|&d| m.is(d, "arith.select") && defined_inside(m, wh, v)) {
        Some(d) => shape_source(m, wh, m.operand(d, 1)),
        None => super::remake::shape_before(m, wh, v),
    }
}

/// A buffer of `lead` rows shaped like `s.outside`, at `ip`.
pub(super) fn alloc_rows(m: &mut Module, ip: InsertPoint, s: &RunSnapshot, lead: Value) -> Value {
    match row_bytes(m, ip, s) {
        Some(bytes) => {
            let n = Builder::new(m, ip).value(OpSpec::new("arith.index_cast").operands(&[lead]).result(Type::i64()));
            let all = Builder::new(m, ip).value(OpSpec::new("arith.muli").operands(&[bytes, n]).result(Type::i64()));
            super::pointers::heap_bytes(m, ip, all)
        }
        None => alloc_like(m, ip, s.outside, &[lead]),
    }
}

/// The bytes of one row when `s` saves pointer memory (rows on the heap).
fn row_bytes(m: &mut Module, ip: InsertPoint, s: &RunSnapshot) -> Option<Value> {
    if !matches!(m.value_type(s.outside), Type::LlvmPtr { .. }) {
        return None;
    }
    super::pointers::ptr_bytes(m, ip, s.outside)
}

/// Copy rows `0 .. cap` of `old` into a new buffer of `ncap` rows, free
/// `old`; the new buffer.
pub(super) fn grow_rows(
    m: &mut Module,
    ip: InsertPoint,
    s: &RunSnapshot,
    old: Value,
    cap: Value,
    ncap: Value,
) -> Value {
    let big = alloc_rows(m, ip, s, ncap);
    let (inner, ivs) = super::loops::index_nest(m, ip, &[cap]);
    let j = ivs[0];
    if let Some(l) = match m.value_def(j) {
        crate::ir::ValueDef::BlockArg { block, .. } => m.block_parent_op(block),
        _ => None,
    } {
        m.set_attr(l, super::calls::SNAPSHOT_COPY, Attribute::Unit);
    }
    copy_all(m, inner, s.outside, (old, &[j]), (big, &[j]));
    super::pointers::release(m, ip, old);
    big
}
