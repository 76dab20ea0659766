//! Access logs of call memory: the cheap alternative to a snapshot.
//!
//! A call whose callee reads memory that may be overwritten before its
//! adjoint normally gets a copy of that whole memory on the tape
//! (`snapshots`). When the callee touches the memory only through
//! `memref.load` / `memref.store` of the argument itself, outside loops
//! (straight-line code and `scf.if` branches), the forward sweep calls a
//! copy of the callee that logs, at each such access, the indices and the
//! value the element held just before it (`@<callee>.log<i>`): one entry
//! per access op, whatever the memory's size — the values the callee
//! loads, plus the old values of the elements it stores to.
//!
//! Before the replay the entries are written back in reverse order: every
//! element the callee touched then holds its value at the call (an
//! element's earliest entry is its value on entry), which is all the
//! replay reads. Each write-back swaps the logged value with the one in
//! memory; after the replay the swapped-out values go back in the opposite
//! order, leaving memory as the caller's reverse sweep expects. Entries of
//! accesses in branches not taken carry the index -1 and are skipped.
//!
//! A log is used when it is smaller than a copy of the memory (always for
//! dynamic shapes), and only when no other memory operand of the call may
//! be the same memory at run time.

use super::calls::elem_bytes;
use super::sweep::Rev;
use super::ReverseCache;
use crate::ad::activity::{callee_of, is_memory, Origin};
use crate::analysis::overwritten::CallMemory;
use crate::ir::{Attribute, Builder, Dim, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};

/// What a log of one memory argument of a callee holds.
#[derive(Clone, Debug)]
pub(super) struct LogPlan {
    pub callee: OpId,
    /// The argument (= call operand) whose accesses are logged.
    pub arg: usize,
    /// One entry per access op, in program order: whether it sits in an
    /// `scf.if` branch (its entry may be left unwritten).
    pub guarded: Vec<bool>,
    pub elem: Type,
    pub rank: usize,
}

impl LogPlan {
    pub fn slots(&self) -> usize {
        self.guarded.len()
    }
    /// Bytes of one entry: the value and its indices.
    pub fn entry_bytes(&self) -> u64 {
        elem_bytes(&self.elem) + 8 * self.rank as u64
    }
    pub fn bytes(&self) -> u64 {
        self.slots() as u64 * self.entry_bytes()
    }
}

/// A log taken in the forward sweep: its two buffers (values, and indices
/// `rank` per entry), `slots` entries per call.
#[derive(Clone, Debug)]
pub(super) struct Log {
    pub vals: Value,
    pub indices: Value,
    pub plan: LogPlan,
}

/// The log plan of argument `arg` of `callee`, if its accesses can be logged.
pub(super) fn plan(m: &Module, callee: OpId, arg: usize) -> Option<LogPlan> {
    if !m.is(callee, "func.func") {
        return None;
    }
    let region = *m.regions(callee).first()?;
    if m.blocks(region).len() != 1 {
        return None;
    }
    let a = *m.block_args(m.entry_block(region)?).get(arg)?;
    let Type::MemRef(mt) = m.value_type(a).clone() else { return None };
    if mt.shape.is_empty() {
        return None;
    }
    let guarded: Vec<bool> = entries(m, callee, a)?.into_iter().map(|(_, g)| g).collect();
    (!guarded.is_empty()).then(|| LogPlan { callee, arg, guarded, elem: mt.elem.clone(), rank: mt.shape.len() })
}

/// The accesses of memref `a` in `f` that get a log entry, in program
/// order, each with whether it sits in an `scf.if` branch. `None` when `a`
/// has a use other than `memref.load` / `memref.store` / `memref.dim`, or
/// an access sits in anything but `scf.if` branches (a loop).
///
/// An access to the same indices (the same SSA values) as an earlier
/// access that runs whenever it runs needs no entry of its own: that
/// entry already puts the element back to its value before the earlier
/// access, from which the replay recomputes everything up to this one.
fn entries(m: &Module, f: OpId, a: Value) -> Option<Vec<(OpId, bool)>> {
    let access =
        |o: OpId| m.is(o, "memref.load") && m.operand(o, 0) == a || m.is(o, "memref.store") && m.operand(o, 1) == a;
    if m.uses(a)
        .iter()
        .any(|u| !(access(u.op) && u.index == u32::from(m.is(u.op, "memref.store")) || m.is(u.op, "memref.dim")))
    {
        return None;
    }
    let indices = |o: OpId| &m.operands(o)[if m.is(o, "memref.load") { 1 } else { 2 }..];
    let mut out: Vec<(OpId, bool)> = Vec::new();
    let mut seen: Vec<OpId> = Vec::new();
    for o in m.collect_ops(f).into_iter().filter(|&o| access(o)) {
        let mut in_branch = false;
        let mut p = m.parent_op(o);
        loop {
            match p {
                Some(x) if x == f => break,
                Some(x) if m.is(x, "scf.if") => {
                    in_branch = true;
                    p = m.parent_op(x);
                }
                _ => return None,
            }
        }
        let covered = seen.iter().any(|&e| indices(e) == indices(o) && runs_before(m, e, o));
        seen.push(o);
        if !covered {
            out.push((o, in_branch));
        }
    }
    Some(out)
}

/// Does `e` run before `o` whenever `o` runs (in the same block as `o`
/// or one of its ancestors, earlier)?
fn runs_before(m: &Module, e: OpId, o: OpId) -> bool {
    let mut x = Some(o);
    while let Some(y) = x {
        if m.op_parent(y) == m.op_parent(e) {
            return std::iter::successors(m.prev_op(y), |&p| m.prev_op(p)).any(|p| p == e);
        }
        x = m.parent_op(y);
    }
    false
}

/// `(base + j)` and the `rank` indices of entry `j`'s element `(base + j) · rank + d`.
fn entry_position(m: &mut Module, ip: InsertPoint, base: Value, j: usize, rank: usize) -> (Value, Vec<Value>) {
    let mut b = Builder::new(m, ip);
    let off = b.const_index(j as i64);
    let pos = b.value(OpSpec::new("arith.addi").operands(&[base, off]).result(Type::Index));
    let r = b.const_index(rank as i64);
    let first = b.value(OpSpec::new("arith.muli").operands(&[pos, r]).result(Type::Index));
    let mut at = vec![first];
    for d in 1..rank {
        let dd = b.const_index(d as i64);
        at.push(b.value(OpSpec::new("arith.addi").operands(&[first, dd]).result(Type::Index)));
    }
    (pos, at)
}

/// The copy of the callee that logs its accesses to argument `p.arg`:
/// three more arguments (values, indices, and the index of its first entry).
pub(super) fn logged_callee(m: &mut Module, cache: &mut ReverseCache, p: &LogPlan) -> String {
    if let Some(name) = cache.logged.get(&(p.callee, p.arg)) {
        return name.clone();
    }
    let copy = m.clone_op(p.callee, &mut IrMap::new());
    let body = m.body();
    m.append_op(body, copy);
    let base_name = m.symbol_name(p.callee).unwrap_or("callee").to_string();
    let name = m.fresh_symbol_name(&format!("{base_name}.log{}", p.arg));
    m.set_attr(copy, "sym_name", Attribute::String(name.clone()));
    m.set_attr(copy, "sym_visibility", Attribute::String("private".into()));
    let extra =
        [Type::memref(vec![Dim::Dynamic], p.elem.clone()), Type::memref(vec![Dim::Dynamic], Type::Index), Type::Index];
    if let Some(mut ft) = crate::dialects::func::function_type(m, copy).cloned() {
        ft.inputs.extend(extra.iter().cloned());
        m.set_attr(copy, "function_type", Attribute::Type(Type::Function(Box::new(ft))));
    }
    if let Some(mut attrs) = m.attr(copy, "arg_attrs").and_then(Attribute::as_array).map(<[Attribute]>::to_vec) {
        attrs.extend(extra.iter().map(|_| Attribute::Dict(Default::default())));
        m.set_attr(copy, "arg_attrs", Attribute::Array(attrs));
    }
    let region = m.regions(copy)[0];
    let Some(entry) = m.entry_block(region) else { return name };
    let [vals, indices, base] = extra.map(|t| m.add_block_arg(entry, t));
    let a = m.block_arg(entry, p.arg);
    let ops: Vec<OpId> = entries(m, copy, a).unwrap_or_default().into_iter().map(|(o, _)| o).collect();
    // Entries of accesses in branches start invalid.
    if let Some(first) = m.first_op(entry) {
        let ip = InsertPoint::Before(first);
        for (j, _) in p.guarded.iter().enumerate().filter(|(_, g)| **g) {
            let (_, at) = entry_position(m, ip, base, j, p.rank);
            let none = Builder::new(m, ip).const_index(-1);
            Builder::new(m, ip).create(OpSpec::new("memref.store").operands(&[none, indices, at[0]]));
        }
    }
    for (j, o) in ops.into_iter().enumerate() {
        let is_load = m.is(o, "memref.load");
        let idx: Vec<Value> = m.operands(o)[if is_load { 1 } else { 2 }..].to_vec();
        // The value before the access: what a load reads, or the element a store replaces.
        let (ip, old) = if is_load {
            let Some(next) = m.next_op(o) else { continue };
            (InsertPoint::Before(next), m.result(o, 0))
        } else {
            let ip = InsertPoint::Before(o);
            let v = Builder::new(m, ip)
                .value(OpSpec::new("memref.load").operands(&[a]).operands(&idx).result(p.elem.clone()));
            (ip, v)
        };
        let (pos, at) = entry_position(m, ip, base, j, p.rank);
        let mut b = Builder::new(m, ip);
        b.create(OpSpec::new("memref.store").operands(&[old, vals, pos]));
        for (&i, &w) in idx.iter().zip(&at) {
            b.create(OpSpec::new("memref.store").operands(&[i, indices, w]));
        }
    }
    cache.logged.insert((p.callee, p.arg), name.clone());
    name
}

impl Rev<'_> {
    /// A log for memory `c` of call `op`, when one can be taken and is
    /// smaller than a copy of the memory.
    pub(super) fn log_plan_for(&self, m: &Module, op: OpId, c: &CallMemory) -> Option<LogPlan> {
        let i = c.operand?;
        if !m.is(op, "func.call") {
            return None;
        }
        let p = plan(m, callee_of(m, op)?, i)?;
        let operands = m.operands(op);
        let origin = |v| self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
        let o = origin(operands[i]);
        if operands
            .iter()
            .enumerate()
            .any(|(k, &w)| k != i && is_memory(m.value_type(w)) && self.may_alias(o, origin(w)))
        {
            return None;
        }
        let Type::MemRef(mt) = m.value_type(operands[i]) else { return None };
        let copy = mt.shape.iter().try_fold(elem_bytes(&mt.elem), |acc, d| match d {
            Dim::Static(n) => Some(acc * *n as u64),
            Dim::Dynamic => None,
        });
        match copy {
            Some(bytes) if bytes <= p.bytes() => None,
            _ => Some(p),
        }
    }

    /// Forward sweep: buffers for `count` logs of call `op` (allocated at
    /// `alloc_ip`); the call, rewritten once the reverse sweep is built,
    /// writes its entries from `first` on (`first` must dominate it).
    pub(super) fn start_log(
        &mut self,
        m: &mut Module,
        alloc_ip: InsertPoint,
        op: OpId,
        p: LogPlan,
        count: Value,
        first: Value,
    ) -> Log {
        let mut b = Builder::new(m, alloc_ip);
        let per = b.const_index(p.slots() as i64);
        let n = b.value(OpSpec::new("arith.muli").operands(&[count, per]).result(Type::Index));
        let r = b.const_index(p.rank as i64);
        let ni = b.value(OpSpec::new("arith.muli").operands(&[n, r]).result(Type::Index));
        let alloc = |b: &mut Builder, size: Value, t: Type| {
            b.value(
                OpSpec::new("memref.alloc")
                    .operands(&[size])
                    .attr("operandSegmentSizes", super::loops::seg(&[1, 0]))
                    .result(Type::memref(vec![Dim::Dynamic], t)),
            )
        };
        let vals = alloc(&mut b, n, p.elem.clone());
        let indices = alloc(&mut b, ni, Type::Index);
        let site = crate::exec::error::op_location(m, op).unwrap_or_default();
        let callee = m.symbol_name(p.callee).unwrap_or("?").to_string();
        let what = format!("{} access(es) of operand #{}", p.slots(), p.arg);
        super::loops::tag(
            m,
            vals,
            format!("access log of the call to @{callee} at {site}: the values before its {what}"),
        );
        super::loops::tag(
            m,
            indices,
            format!("access log of the call to @{callee} at {site}: the indices of its {what}"),
        );
        let name = logged_callee(m, self.cache, &p);
        self.logged_calls.push((op, name, vec![vals, indices, first]));
        Log { vals, indices, plan: p }
    }

    /// Reverse sweep, before the replay: write the entries (from `first`)
    /// back, last first, swapping each with the value in memory.
    pub(super) fn restore_log(&mut self, m: &mut Module, ip: InsertPoint, mem: Value, log: &Log, first: Value) {
        for j in (0..log.plan.slots()).rev() {
            with_entry(m, ip, log, first, j, |m, ip, pos, idx| {
                let ty = log.plan.elem.clone();
                let mut b = Builder::new(m, ip);
                let cur = b.value(OpSpec::new("memref.load").operands(&[mem]).operands(idx).result(ty.clone()));
                let v = b.value(OpSpec::new("memref.load").operands(&[log.vals, pos]).result(ty));
                b.create(OpSpec::new("memref.store").operands(&[v, mem]).operands(idx));
                b.create(OpSpec::new("memref.store").operands(&[cur, log.vals, pos]));
            });
        }
    }

    /// Reverse sweep, after the replay: the swapped-out values go back, first entry first.
    pub(super) fn put_back_log(&mut self, m: &mut Module, ip: InsertPoint, mem: Value, log: &Log, first: Value) {
        for j in 0..log.plan.slots() {
            with_entry(m, ip, log, first, j, |m, ip, pos, idx| {
                let mut b = Builder::new(m, ip);
                let v = b.value(OpSpec::new("memref.load").operands(&[log.vals, pos]).result(log.plan.elem.clone()));
                b.create(OpSpec::new("memref.store").operands(&[v, mem]).operands(idx));
            });
        }
    }

    /// Once the reverse sweep is built: the logged calls call their logging copies.
    pub(super) fn rewrite_logged_calls(&mut self, m: &mut Module) {
        for (op, name, extra) in std::mem::take(&mut self.logged_calls) {
            let mut operands = m.operands(op).to_vec();
            operands.extend(extra);
            let tys: Vec<Type> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
            let mut spec =
                OpSpec::new("func.call").operands(&operands).results(&tys).attr("callee", Attribute::symbol(name));
            spec.pos = m.op(op).pos;
            spec.loc = m.op(op).loc.clone();
            let new = Builder::new(m, InsertPoint::Before(op)).create(spec);
            let rs = m.results(new).to_vec();
            m.replace_op(op, &rs);
        }
    }
}

/// Build `body(pos, indices)` for entry `j` (from `first`), inside an
/// `scf.if` skipping it when its access may not have run.
fn with_entry(
    m: &mut Module,
    ip: InsertPoint,
    log: &Log,
    first: Value,
    j: usize,
    body: impl FnOnce(&mut Module, InsertPoint, Value, &[Value]),
) {
    let (pos, at) = entry_position(m, ip, first, j, log.plan.rank);
    let mut b = Builder::new(m, ip);
    let idx: Vec<Value> = at
        .iter()
        .map(|&w| b.value(OpSpec::new("memref.load").operands(&[log.indices, w]).result(Type::Index)))
        .collect();
    if !log.plan.guarded[j] {
        body(m, ip, pos, &idx);
        return;
    }
    let none = b.const_index(-1);
    let ran = b.value(
        OpSpec::new("arith.cmpi")
            .operands(&[idx[0], none])
            .attr("predicate", Attribute::Integer { value: 1, ty: Type::i64() })
            .result(Type::int(1)),
    );
    let iff = b.create(OpSpec::new("scf.if").operands(&[ran]).regions(2));
    let mut then_ip = ip;
    for k in 0..2 {
        let blk = m.create_block(&[]);
        let r = m.region(iff, k);
        m.append_block(r, blk);
        let y = m.create_op(OpSpec::new("scf.yield"));
        m.append_op(blk, y);
        if k == 0 {
            then_ip = InsertPoint::Before(y);
        }
    }
    body(m, then_ip, pos, &idx);
}
