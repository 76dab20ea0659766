//! Snapshots of memory a loop nest only reads: one copy per iteration of
//! the loop around it, instead of one record per load.
//!
//! A loop `inner` in the body of an instrumented loop `root` (a time step
//! loop, say) that reads a memref `M` the function overwrites later (so
//! its loads would each be recorded), but never writes `M` itself, sees
//! one state of `M` for its whole run. When its loads of `M` are many
//! (several load ops, or a load in a loop nested in `inner`), the forward
//! sweep copies `M` once before each run of `inner` into row `k` of a
//! buffer `D` of `n` rows (`n`: the trip count of `root`), and the reverse
//! sweep reads those loads from row `k` wherever it re-executes them. `D`
//! is one flat buffer (row-major, `n · |M|` elements), like the loops'
//! other records, so that pairs can keep it on their tapes and stacks.
//! For a stencil reading three neighbours per point that is one word per
//! point instead of three; for a sparse product reading `u[col[j]]` per
//! nonzero, one word per row instead of one per nonzero.
//!
//! The nest may also be deeper in `root`, in a loop `P` whose iterations
//! are numbered through the nest (`nest_records`: rows of records sized
//! before `root`, a stage loop in a time step, say): one copy per
//! iteration of `P`, in row `P`'s linear index. The reverse re-runs `P`'s
//! iterations (for their values) reading the row of the one it runs
//! (`redirect_rows_of`). Loops whose trip counts are known only when they
//! start (streams) get no copies below them.
//!
//! In a top-level `scf.while` (a loop until convergence), each run's copy
//! goes into the stream of the while's loop records (`nest_stream`), and
//! the while records where it starts with the run's other values.
//!
//! The copy is of the whole memref: a nest reading a small part of a large
//! memref would pay for all of it, so a memref of static shape larger than
//! the loads' static iteration count, or of dynamic shape read by loads
//! whose loops all have static trip counts, is left to the per-load
//! records. (A nest with dynamic trip counts reading a small part of a
//! large memref of dynamic shape is still copied whole.)

use super::calls::extents;
use super::err;
use super::loops::{at, defined_in, index_nest, is_scalar, is_snapshot_copy, op, record_buffer, tag};
use super::nest_stream::RecSlot;
use super::sweep::Rev;
use crate::ad::activity::Origin;
use crate::ir::{Attribute, Builder, Dim, InsertPoint, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Marks the allocation of a buffer of copies: its reads are not moved
/// out of the loops that make their indices (`hoist_reads`), which may be
/// out of bounds where such a loop runs no iteration (`u[i - 1]` at
/// `i = 0`), unlike a record's.
pub(super) const COPY_ROWS: &str = "ferrozyme.copy_rows";

/// Where the reverse sweep reads a snapshotted load: buffer `buf`, row
/// `Rev::nested_index[root]` (`root`: the loop whose iterations have a
/// copy each, the top-level loop or a loop nested in it; or, in an
/// `scf.while`, the stream with cell `buf` from word `start`), the
/// memory's extents `extents` (computed before the top-level loop).
#[derive(Clone, Debug)]
pub(super) struct ArraySnap {
    pub buf: Value,
    pub root: OpId,
    pub extents: Vec<Value>,
    /// The first word of the run's copy (a primal value the reverse maps
    /// to the run's record), in an `scf.while`.
    pub start: Option<Value>,
}

/// `((k · e_0 + i_0) · e_1 + i_1) …`: element `idx` of row `k` of a flat
/// buffer of rows of extents `extents`.
fn flat_index(m: &mut Module, ip: InsertPoint, k: Value, extents: &[Value], idx: &[Value]) -> Value {
    let mut lin = k;
    for (&e, &i) in extents.iter().zip(idx) {
        let scaled = op(m, ip, "arith.muli", &[lin, e], Type::Index);
        lin = op(m, ip, "arith.addi", &[scaled, i], Type::Index);
    }
    lin
}

/// The loads of one memref in a nest, and how many times they may run
/// per run of the nest compared with the memref's size (`weight`).
struct Group {
    mem: Value,
    loads: Vec<OpId>,
    /// 1 per load directly in the nest's body, 2 per load deeper.
    weight: usize,
    /// Product of the static trip counts of the loops around each load, summed
    /// (`None` if some trip count is not static).
    static_runs: Option<i64>,
}

/// The static trip count of `scf.for` `l`, if its bounds are constants.
fn static_trip(m: &Module, l: OpId) -> Option<i64> {
    let c = |v: Value| {
        m.defining_op(v).and_then(|d| m.attr(d, "value")).and_then(|a| a.as_int()).and_then(|x| i64::try_from(x).ok())
    };
    let (lb, ub, st) = (c(m.operand(l, 0))?, c(m.operand(l, 1))?, c(m.operand(l, 2))?);
    (st > 0).then(|| (ub.saturating_sub(lb).max(0) + st - 1) / st)
}

/// `start + ((i_0 · e_1 + i_1) · e_2 + …)`: the word of element `idx` of
/// a copy starting at word `start` of a stream.
fn word_index(m: &mut Module, ip: InsertPoint, start: Value, extents: &[Value], idx: &[Value]) -> Value {
    let zero = Builder::new(m, ip).const_index(0);
    let lin = flat_index(m, ip, zero, extents, idx);
    op(m, ip, "arith.addi", &[start, lin], Type::Index)
}

/// Are the loads of `g` many enough for a copy (see the module doc)?
/// A nest whose loops all have static trip counts reads a bounded number
/// of elements: copying a memref of dynamic size for it could cost any
/// amount more than its records.
fn worth_copying(m: &Module, g: &Group) -> bool {
    g.weight >= 2
        && match (static_size(m.value_type(g.mem)), g.static_runs) {
            (Some(size), Some(runs)) => size <= runs,
            (None, Some(_)) => false,
            _ => true,
        }
}

/// Just before loop `inner`: a loop nest over `mem`'s extents `ext` that the
/// loop machinery leaves alone (a copy, `SNAPSHOT_COPY`), and in its body
/// the insertion point, the indices and the element loaded there.
fn copy_nest(m: &mut Module, inner: OpId, mem: Value, ext: &[Value]) -> (InsertPoint, Vec<Value>, Value) {
    let (body_ip, ivs) = index_nest(m, InsertPoint::Before(inner), ext);
    if let Some(l) = m.prev_op(inner).filter(|&l| m.is(l, "scf.for")) {
        m.set_attr(l, super::calls::SNAPSHOT_COPY, Attribute::Unit);
    }
    let elem = match m.value_type(mem) {
        Type::MemRef(mt) => mt.elem.clone(),
        t => t.clone(),
    };
    let v = Builder::new(m, body_ip).value(OpSpec::new("memref.load").operands(&[mem]).operands(&ivs).result(elem));
    (body_ip, ivs, v)
}

/// Number of elements of a memref of static shape.
fn static_size(t: &Type) -> Option<i64> {
    let Type::MemRef(mt) = t else { return None };
    mt.shape.iter().map(|d| if let Dim::Static(n) = d { Some(*n) } else { None }).product()
}

impl Rev<'_> {
    /// Forward sweep, top-level `scf.while` `wh` (being instrumented, its
    /// stream `streams`): the copies of the memory the loops of its regions
    /// only read, one per run, in the stream; where each starts is
    /// recorded per run (`streams.run_starts`).
    pub(super) fn snapshot_read_memory_in_while(
        &mut self,
        m: &mut Module,
        wh: OpId,
        streams: &mut super::nest_records::Streams,
    ) -> Result<(), Diagnostic> {
        if self.cache.no_read_snapshots {
            return Ok(());
        }
        let blocks: Vec<crate::ir::BlockId> = m.regions(wh).iter().filter_map(|&r| m.entry_block(r)).collect();
        for block in blocks {
            let inners: Vec<OpId> =
                m.block_ops(block).filter(|&o| m.is(o, "scf.for") && !is_snapshot_copy(m, o)).collect();
            for inner in inners {
                for g in self.read_only_groups(m, wh, inner) {
                    if !worth_copying(m, &g) {
                        continue;
                    }
                    let Type::MemRef(mt) = m.value_type(g.mem).clone() else { continue };
                    if !super::nest_stream::fits_word(&mt.elem) {
                        continue;
                    }
                    let before = InsertPoint::Before(wh);
                    let ext = extents(m, before, g.mem);
                    let c1 = Builder::new(m, before).const_index(1);
                    let words = ext.iter().fold(c1, |acc, &e| op(m, before, "arith.muli", &[acc, e], Type::Index));
                    let stream = match streams.open {
                        Some(s) => s,
                        None => {
                            let s = super::nest_stream::open(m, wh, None)?;
                            streams.open = Some(s);
                            s
                        }
                    };
                    let at_inner = InsertPoint::Before(inner);
                    let start = super::nest_stream::reserve(m, at_inner, &stream, words);
                    if let Some(d) = m.defining_op(start) {
                        streams.run_starts.push(d);
                    }
                    let (body_ip, ivs, v) = copy_nest(m, inner, g.mem, &ext);
                    let lin = word_index(m, body_ip, start, &ext, &ivs);
                    RecSlot::Stream { slot: 0 }.store(m, body_ip, v, lin);
                    for l in g.loads {
                        let snap = ArraySnap { buf: stream.cell, root: wh, extents: ext.clone(), start: Some(start) };
                        self.array_snaps.insert(l, snap);
                    }
                }
            }
        }
        Ok(())
    }

    /// Forward sweep, primal loop `root` being instrumented (trip count `n`,
    /// iteration number `k`, body `body`): the snapshots of the memory its
    /// nested loops only read (see the module doc). Their buffers are added
    /// to `buffers` (freed after the reverse loop).
    pub(super) fn snapshot_read_memory(
        &mut self,
        m: &mut Module,
        root: OpId,
        body: crate::ir::BlockId,
        n: Value,
        k: Value,
        buffers: &mut Vec<Value>,
    ) -> Result<(), Diagnostic> {
        if self.cache.no_read_snapshots {
            return Ok(());
        }
        let inners: Vec<OpId> = m.block_ops(body).filter(|&o| m.is(o, "scf.for") && !is_snapshot_copy(m, o)).collect();
        for inner in inners {
            self.copy_read_memory(m, root, root, inner, (n, k), buffers)?;
        }
        Ok(())
    }

    /// Forward sweep: the copies of the memory loop `inner` only reads (see
    /// the module doc), in the body of loop `row_of` (`root`, or a loop
    /// nested in it whose iterations are numbered for the whole nest,
    /// `nest_records`), of which there are `n` iterations (computed before
    /// `root`), this one numbered `k`: one copy per iteration of `row_of`,
    /// in a buffer allocated before `root` and added to `buffers`.
    pub(super) fn copy_read_memory(
        &mut self,
        m: &mut Module,
        root: OpId,
        row_of: OpId,
        inner: OpId,
        (n, k): (Value, Value),
        buffers: &mut Vec<Value>,
    ) -> Result<(), Diagnostic> {
        if self.cache.no_read_snapshots {
            return Ok(());
        }
        for g in self.read_only_groups(m, root, inner) {
            if !worth_copying(m, &g) {
                continue;
            }
            let before = InsertPoint::Before(root);
            let ext = extents(m, before, g.mem);
            let total = ext.iter().fold(n, |acc, &e| op(m, before, "arith.muli", &[acc, e], Type::Index));
            let Type::MemRef(mt) = m.value_type(g.mem).clone() else { continue };
            let buf = record_buffer(m, before, total, mt.elem.clone());
            if let Some(d) = m.defining_op(buf) {
                m.set_attr(d, COPY_ROWS, Attribute::Unit);
            }
            let per = if row_of == root {
                format!("one per iteration of the loop at {}", at(m, root))
            } else {
                format!("one per iteration of the loops from {} to {}", at(m, root), at(m, row_of))
            };
            let why = format!(
                "a copy of the memory that {} load(s) of the loop at {} read (the loop does not write it, the function does later), taken before each run of that loop, {per}",
                g.loads.len(),
                at(m, inner),
            );
            tag(m, buf, why);
            // The copy: a loop nest the loop machinery leaves alone.
            let (body_ip, ivs, v) = copy_nest(m, inner, g.mem, &ext);
            let lin = flat_index(m, body_ip, k, &ext, &ivs);
            Builder::new(m, body_ip).create(OpSpec::new("memref.store").operands(&[v, buf, lin]));
            if let Some(d) = m.defining_op(buf) {
                self.mem_origins.insert(buf, Origin::Alloc(d));
            }
            for l in g.loads {
                self.array_snaps.insert(l, ArraySnap { buf, root: row_of, extents: ext.clone(), start: None });
            }
            buffers.push(buf);
        }
        Ok(())
    }

    /// The memrefs defined before `root` whose loads in loop `inner` would
    /// be recorded, that nothing in `inner` writes, grouped by memref. None
    /// when `inner` holds a call or a region op other than `scf.for` /
    /// `scf.if` (whose copies the reverse sweep may re-execute elsewhere).
    fn read_only_groups(&self, m: &Module, root: OpId, inner: OpId) -> Vec<Group> {
        let ops = m.collect_ops(inner);
        let plain = ops.iter().all(|&o| {
            let name = m.name(o).as_str();
            !matches!(name, "func.call" | "llvm.call" | "func.call_indirect")
                && (m.regions(o).is_empty() || matches!(name, "scf.for" | "scf.if"))
        });
        if !plain {
            return Vec::new();
        }
        let origin = |v: Value| self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
        let mut groups: Vec<Group> = Vec::new();
        for &o in &ops {
            if !m.is(o, "memref.load") || !self.load_needs_record(m, o) || !is_scalar(m.value_type(m.result(o, 0))) {
                continue;
            }
            let mem = m.operand(o, 0);
            // (A memref of rank 0 is one element: its loads are few.)
            let ranked = matches!(m.value_type(mem), Type::MemRef(mt) if !mt.shape.is_empty());
            if defined_in(m, root, mem) || origin(mem) == Origin::Unknown || !ranked {
                continue;
            }
            let loops: Vec<OpId> = std::iter::successors(m.parent_op(o), |&p| m.parent_op(p))
                .take_while(|&p| p != inner)
                .chain([inner])
                .filter(|&p| m.is(p, "scf.for"))
                .collect();
            let runs = loops.iter().map(|&l| static_trip(m, l)).product::<Option<i64>>();
            let weight = if loops.len() >= 2 { 2 } else { 1 };
            match groups.iter_mut().find(|g| g.mem == mem) {
                Some(g) => {
                    g.loads.push(o);
                    g.weight += weight;
                    g.static_runs = g.static_runs.zip(runs).map(|(a, b)| a + b);
                }
                None => groups.push(Group { mem, loads: vec![o], weight, static_runs: runs }),
            }
        }
        // Nothing in the nest may write the memory (through any view).
        let writes = |target: Value| {
            let t = origin(target);
            groups.iter().any(|g| t == Origin::Unknown || t == origin(g.mem))
        };
        let mut blocked = Vec::new();
        for &o in &ops {
            let name = m.name(o).as_str();
            let target = match name {
                "memref.store" | "memref.atomic_rmw" | "memref.copy" => Some(m.operand(o, 1)),
                _ => None,
            };
            match target {
                Some(t) if writes(t) => blocked.push(origin(t)),
                Some(_) => {}
                None if m.regions(o).is_empty()
                    && crate::dialects::traits(m, o).has(crate::dialects::Traits::MEM_WRITE) =>
                {
                    return Vec::new();
                }
                None => {}
            }
        }
        if blocked.contains(&Origin::Unknown) {
            return Vec::new();
        }
        groups.retain(|g| !blocked.contains(&origin(g.mem)));
        groups
    }

    /// Reverse sweep: the value of snapshotted load `o` (primal) in the
    /// iteration being reversed, read at `ip` at indices `idx`; `None` if
    /// `o` is not snapshotted.
    pub(super) fn snapshot_read(
        &self,
        m: &mut Module,
        ip: InsertPoint,
        o: OpId,
        idx: &[Value],
        vmap: &crate::ir::IrMap,
    ) -> Result<Option<Value>, Diagnostic> {
        self.snapshot_read_in_row(m, ip, o, idx, vmap, None)
    }

    /// `snapshot_read`, in row `row` if given (else that of the iteration
    /// of the snapshot's loop being reversed).
    fn snapshot_read_in_row(
        &self,
        m: &mut Module,
        ip: InsertPoint,
        o: OpId,
        idx: &[Value],
        vmap: &crate::ir::IrMap,
        row: Option<Value>,
    ) -> Result<Option<Value>, Diagnostic> {
        let Some(s) = self.array_snaps.get(&o).cloned() else { return Ok(None) };
        let ty = m.value_type(m.result(o, 0)).clone();
        if let Some(start) = s.start {
            let lin = word_index(m, ip, vmap.lookup(start), &s.extents, idx);
            return Ok(Some(RecSlot::Stream { slot: 0 }.load(m, ip, lin, &ty)));
        }
        let k = row.or_else(|| self.nested_index.get(&s.root).copied()).ok_or_else(|| {
            err(m, o, "reverse mode: a snapshotted load re-executed outside its loop's reverse (internal error)")
        })?;
        let lin = flat_index(m, ip, k, &s.extents, idx);
        let v = Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[s.buf, lin]).result(ty));
        Ok(Some(v))
    }

    /// Reverse sweep, after region op `o` (primal) was cloned with `vmap`:
    /// its snapshotted loads read the snapshot instead of the memory (those
    /// with a copy per iteration of `o` or of a loop in it, once that
    /// iteration's row is known: `redirect_rows_of`).
    pub(super) fn redirect_snapshot_reads(
        &self,
        m: &mut Module,
        o: OpId,
        vmap: &mut crate::ir::IrMap,
    ) -> Result<(), Diagnostic> {
        let outside = |m: &Module, s: &ArraySnap| s.root != o && !m.is_ancestor(o, s.root);
        self.redirect(m, o, vmap, |m, s| outside(m, s).then_some(None))
    }

    /// Reverse sweep, in the re-executed copy (through `vmap`) of loop `x`
    /// (primal), in the iteration whose linear index in its nest is `lin`:
    /// the snapshotted loads with a copy per iteration of `x` read row
    /// `lin`.
    pub(super) fn redirect_rows_of(
        &self,
        m: &mut Module,
        x: OpId,
        lin: Value,
        vmap: &mut crate::ir::IrMap,
    ) -> Result<(), Diagnostic> {
        self.redirect(m, x, vmap, |_, s| (s.root == x).then_some(Some(lin)))
    }

    /// The snapshotted loads in the copy of `o` for which `row` gives
    /// `Some(row)` read the snapshot (in that row, or the current one).
    fn redirect(
        &self,
        m: &mut Module,
        o: OpId,
        vmap: &mut crate::ir::IrMap,
        row: impl Fn(&Module, &ArraySnap) -> Option<Option<Value>>,
    ) -> Result<(), Diagnostic> {
        if self.array_snaps.is_empty() {
            return Ok(());
        }
        for x in m.collect_ops(o) {
            let Some(r) = self.array_snaps.get(&x).and_then(|s| row(m, s)) else { continue };
            let cr = vmap.lookup(m.result(x, 0));
            let Some(cl) = m.defining_op(cr).filter(|&d| d != x) else { continue };
            let idx = m.operands(cl)[1..].to_vec();
            let Some(v) = self.snapshot_read_in_row(m, InsertPoint::Before(cl), x, &idx, vmap, r)? else { continue };
            m.replace_all_uses(cr, v);
            m.erase_op(cl);
            vmap.map_value(m.result(x, 0), v);
        }
        Ok(())
    }
}
