//! Snapshots of call memory in the forward sweep: before a call whose
//! memory may be overwritten before its adjoint (see `calls`), a copy of
//! that memory (or only of the elements known to change) goes on the tape —
//! once at the top level, per iteration in a loop body, or per (outer,
//! inner) iteration pair in a loop nested directly in a loop body — and is
//! put back before the callee's replay in the reverse sweep.

use super::calls::{alloc_like, copy_all, element_index, memory_value, snapshot_note};
use super::err;
use super::sweep::Rev;
use crate::ad::outline::defined_inside;
use crate::analysis::overwritten::Element;
use crate::ir::{Builder, Dim, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// A snapshot of one piece of call memory taken in the forward sweep.
#[derive(Clone, Debug)]
pub(super) struct Snapshot {
    /// Index into the call plan's `memories`.
    pub memory: usize,
    /// A copy of the whole memory (`None` when only `elements` are saved).
    pub buf: Option<Value>,
    /// Per-iteration snapshots: the loop whose iteration index selects one.
    pub per_iter: Option<OpId>,
    /// Saved elements: their indices and values at the call.
    pub elements: Vec<(Vec<Value>, Value)>,
    /// Per-iteration saved elements (in `buf`, `count` entries per iteration).
    pub per_iter_elements: Vec<Element>,
    /// `per_iter` is a loop nested (at any depth) in the loop instrumented
    /// in the forward sweep: one snapshot per iteration of the whole nest,
    /// at the loop's linear index in it (`Rev::nested_index`).
    pub nested: bool,
    /// An access log instead of a copy (`access_log`).
    pub log: Option<super::access_log::Log>,
}

impl Rev<'_> {
    /// Forward sweep, call at the top level of the function: snapshots of
    /// its overwritten memory, taken just before it.
    /// Calls in a branch of a top-level `scf.if` get their buffer before
    /// the `scf.if` (the reverse branch must see it) and freed at the end.
    pub fn snapshot_call(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        if !self.call_is_active(m, op) || !self.plan_needs_snapshot(op) {
            return Ok(());
        }
        let plan = self.plans[&op].clone();
        let ip = InsertPoint::Before(op);
        let branch = m.parent_op(op).filter(|&p| m.is(p, "scf.if"));
        let alloc_ip = branch.map_or(ip, InsertPoint::Before);
        let mut snaps = Vec::new();
        for (k, c) in plan.memories.iter().enumerate() {
            if !c.overwritten {
                continue;
            }
            if let (Some(iff), Some(i)) = (branch, c.operand) {
                if defined_inside(m, iff, m.operand(op, i)) {
                    return Err(err(
                        m,
                        op,
                        format!(
                            "reverse mode: the call to @{} reads memory defined inside its scf.if that may be overwritten before its adjoint; saving it is not supported yet",
                            plan.callee
                        ),
                    ));
                }
            }
            if let (Some(elems), Some(i), None) = (&c.elements, c.operand, branch) {
                // Only the elements that can change: loaded just before the call.
                let mem = m.operand(op, i);
                let Type::MemRef(mt) = m.value_type(mem).clone() else { continue };
                let mut elements = Vec::new();
                for el in elems {
                    let idx = element_index(m, el, op);
                    let v = Builder::new(m, ip)
                        .value(OpSpec::new("memref.load").operands(&[mem]).operands(&idx).result(mt.elem.clone()));
                    elements.push((idx, v));
                }
                snaps.push(Snapshot {
                    memory: k,
                    buf: None,
                    per_iter: None,
                    elements,
                    per_iter_elements: vec![],
                    nested: false,
                    log: None,
                });
                continue;
            }
            if let Some(p) = self.log_plan_for(m, op, c) {
                // The accesses the callee makes, logged by the call itself.
                let one = Builder::new(m, alloc_ip).const_index(1);
                let first = Builder::new(m, ip).const_index(0);
                let log = self.start_log(m, alloc_ip, op, p, one, first);
                if matches!(m.value_type(log.vals), Type::MemRef(_)) {
                    self.cleanup.extend([log.vals, log.places]);
                }
                snaps.push(Snapshot {
                    memory: k,
                    buf: None,
                    per_iter: None,
                    elements: vec![],
                    per_iter_elements: vec![],
                    nested: false,
                    log: Some(log),
                });
                continue;
            }
            let Some(mem_at_alloc) = memory_value(m, alloc_ip, op, c, &IrMap::new()) else { continue };
            let buf = alloc_like(m, alloc_ip, mem_at_alloc, &[]);
            super::loops::tag(m, buf, snapshot_note(m, op, &plan, c, ""));
            let mem = if branch.is_some() {
                memory_value(m, ip, op, c, &IrMap::new())
                    .ok_or_else(|| err(m, op, "reverse mode: the memory of this call cannot be snapshotted here"))?
            } else {
                mem_at_alloc
            };
            copy_all(m, ip, mem, (mem, &[]), (buf, &[]));
            snaps.push(Snapshot {
                memory: k,
                buf: Some(buf),
                per_iter: None,
                elements: vec![],
                per_iter_elements: vec![],
                nested: false,
                log: None,
            });
            if matches!(m.value_type(buf), Type::MemRef(_)) {
                self.cleanup.push(buf);
            }
        }
        self.snapshots.insert(op, snaps);
        Ok(())
    }

    /// Instrumentation of loop `lp` (`n` snapshots in all, index `k` at the
    /// start of the body): per-iteration snapshots for each call at the top
    /// level of its body or in its `scf.if` branches (an entry is written
    /// only in iterations that take the branch, and read back only by them).
    /// With `root = Some(outer)`, `lp` is nested (at any depth) in `outer`,
    /// `n` counts the iterations of the whole nest and `k` is `lp`'s linear
    /// index in it. Buffers are allocated before the outermost loop and
    /// returned (to be freed after its reverse).
    pub fn snapshot_calls_in_loop(
        &mut self,
        m: &mut Module,
        lp: OpId,
        n: Value,
        k: Value,
        root: Option<OpId>,
    ) -> Result<Vec<Value>, Diagnostic> {
        let body = m.entry_block(m.region(lp, 0)).ok_or_else(|| err(m, lp, "has no body"))?;
        // Calls at the top level of the body and in its scf.if branches
        // (through nested scf.ifs): the iteration index dominates them all.
        let candidates = super::loops::ops_through_branches(m, body);
        let calls: Vec<OpId> =
            candidates.into_iter().filter(|&o| self.call_is_active(m, o) && self.plan_needs_snapshot(o)).collect();
        let outermost = root.unwrap_or(lp);
        let before = InsertPoint::Before(outermost);
        let mut buffers = Vec::new();
        for op in calls {
            let plan = self.plans[&op].clone();
            let mut snaps = Vec::new();
            for (j, c) in plan.memories.iter().enumerate() {
                if !c.overwritten {
                    continue;
                }
                // The buffer is sized before the loop: the memory must be
                // defined there, or made from values defined there (made
                // again there, `remake`), or be a global.
                // (A pointer into memory of known extent: that memory's.)
                let operand = c.operand.map(|i| {
                    let v = m.operand(op, i);
                    if m.value_type(v).is_llvm_ptr() {
                        super::pointers::extent_base(m, v).unwrap_or(v)
                    } else {
                        v
                    }
                });
                let outside = match operand {
                    Some(v) => super::remake::shape_known(m, outermost, v),
                    None => true,
                };
                if !outside {
                    return Err(err(
                        m,
                        op,
                        format!(
                            "reverse mode: the call to @{} reads memory made inside the loop from values of the iteration, which may be overwritten before its adjoint; per-iteration snapshots need memory whose shape is known before the loop (defined there, a view or global that can be made there, or of static shape)",
                            plan.callee
                        ),
                    ));
                }
                let elem_ty = match c.operand {
                    Some(i) => m.value_type(m.operand(op, i)).clone(),
                    None => Type::None,
                };
                if let (Some(elems), Some(i), Type::MemRef(mt)) = (&c.elements, c.operand, elem_ty) {
                    // The elements the callee writes, per iteration: n · count entries.
                    let count = elems.len() as i64;
                    let cnt = Builder::new(m, before).const_index(count);
                    let total = Builder::new(m, before)
                        .value(OpSpec::new("arith.muli").operands(&[n, cnt]).result(Type::Index));
                    let buf = Builder::new(m, before).value(
                        OpSpec::new("memref.alloc")
                            .operands(&[total])
                            .attr("operandSegmentSizes", super::loops::seg(&[1, 0]))
                            .result(Type::memref(vec![Dim::Dynamic], mt.elem.clone())),
                    );
                    let why = format!(
                        "the {count} element(s) of operand #{i} that the call to @{} at {} writes (and reads), one set per iteration",
                        plan.callee,
                        crate::exec::error::op_location(m, op).unwrap_or_default(),
                    );
                    super::loops::tag(m, buf, why);
                    let at = InsertPoint::Before(op);
                    let mem = m.operand(op, i);
                    let base =
                        Builder::new(m, at).value(OpSpec::new("arith.muli").operands(&[k, cnt]).result(Type::Index));
                    for (jx, el) in elems.iter().enumerate() {
                        let idx = element_index(m, el, op);
                        let mut b = Builder::new(m, at);
                        let v =
                            b.value(OpSpec::new("memref.load").operands(&[mem]).operands(&idx).result(mt.elem.clone()));
                        let off = b.const_index(jx as i64);
                        let pos = b.value(OpSpec::new("arith.addi").operands(&[base, off]).result(Type::Index));
                        b.create(OpSpec::new("memref.store").operands(&[v, buf, pos]));
                    }
                    snaps.push(Snapshot {
                        memory: j,
                        buf: Some(buf),
                        per_iter: Some(lp),
                        elements: vec![],
                        per_iter_elements: elems.clone(),
                        nested: root.is_some(),
                        log: None,
                    });
                    buffers.push(buf);
                    continue;
                }
                if let Some(p) = self.log_plan_for(m, op, c) {
                    // One log per iteration, written by the call itself.
                    let at = InsertPoint::Before(op);
                    let mut b = Builder::new(m, at);
                    let per = b.const_index(p.slots() as i64);
                    let first = b.value(OpSpec::new("arith.muli").operands(&[k, per]).result(Type::Index));
                    let log = self.start_log(m, before, op, p, n, first);
                    if matches!(m.value_type(log.vals), Type::MemRef(_)) {
                        buffers.extend([log.vals, log.places]);
                    }
                    snaps.push(Snapshot {
                        memory: j,
                        buf: None,
                        per_iter: Some(lp),
                        elements: vec![],
                        per_iter_elements: vec![],
                        nested: root.is_some(),
                        log: Some(log),
                    });
                    continue;
                }
                let mut remade = IrMap::new();
                if let Some(v) = operand {
                    let b = super::remake::shape_before(m, outermost, v);
                    remade.map_value(v, b);
                }
                let Some(mem_before) = memory_value(m, before, op, c, &remade) else { continue };
                let buf = alloc_like(m, before, mem_before, &[n]);
                super::loops::tag(m, buf, snapshot_note(m, op, &plan, c, ", one per iteration"));
                let at = InsertPoint::Before(op);
                let mem = memory_value(m, at, op, c, &IrMap::new())
                    .ok_or_else(|| err(m, op, "reverse mode: the memory of this call cannot be snapshotted here"))?;
                copy_all(m, at, mem, (mem, &[]), (buf, &[k]));
                snaps.push(Snapshot {
                    memory: j,
                    buf: Some(buf),
                    per_iter: Some(lp),
                    elements: vec![],
                    per_iter_elements: vec![],
                    nested: root.is_some(),
                    log: None,
                });
                if matches!(m.value_type(buf), Type::MemRef(_)) {
                    buffers.push(buf);
                }
            }
            self.snapshots.insert(op, snaps);
        }
        Ok(buffers)
    }

    /// The index of the snapshot of the current iteration of `lp` (in the
    /// reverse loop being built): its index, or its linear index in the nest.
    pub(super) fn snapshot_index(&self, m: &Module, op: OpId, lp: OpId, nested: bool) -> Result<Value, Diagnostic> {
        let index = if nested { self.nested_index.get(&lp) } else { self.iter_index.get(&lp) };
        index.copied().ok_or_else(|| err(m, op, "internal error: per-iteration snapshot used outside its reverse loop"))
    }
}
