//! Access logs of call memory: the cheap alternative to a snapshot.
//!
//! A call whose callee reads memory that may be overwritten before its
//! adjoint normally gets a copy of that whole memory on the tape
//! (`snapshots`). When the callee touches the memory only through
//! `memref.load` / `memref.store` of the argument itself (or `llvm.load` /
//! `llvm.store` through `llvm.getelementptr`s of a pointer argument), in
//! straight-line code, `scf.if` branches and `scf.for` loops with constant
//! bounds, the forward sweep calls a copy of the callee that logs, at each
//! such access, the indices (or the address) and the value the element
//! held just before it (`@<callee>.log<i>`): one entry per access, in
//! execution order (`layout`), whatever the memory's size — the values the
//! callee loads, plus the old values of the elements it stores to.
//!
//! Before the replay the log is walked backwards, writing each entry back:
//! every element the callee touched then holds its value at the call (an
//! element's earliest entry is its value on entry), which is all the
//! replay reads. Each write-back swaps the logged value with the one in
//! memory; after the replay the swapped-out values go back in the opposite
//! order, leaving memory as the caller's reverse sweep expects. Entries of
//! accesses in branches not taken carry the index -1 (address 0) and are
//! skipped.
//!
//! A log is used when it is smaller than a copy of the memory (always for
//! dynamic shapes, and for pointers to memory of unknown extent, which
//! cannot be copied at all), and only when no other memory operand of the
//! call may be the same memory at run time. Memref logs are heap buffers
//! freed with the tape; pointer logs live on the derivative's stack, like
//! pointer snapshots.

mod layout;

use layout::{has_branches, layout, place, size, Item};

use super::calls::elem_bytes;
use super::sweep::Rev;
use super::ReverseCache;
use crate::ad::activity::{callee_of, is_memory, Origin};
use crate::analysis::overwritten::CallMemory;
use crate::ir::{Attribute, Builder, Dim, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};

/// The memory a log is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A memref of this rank: an entry's place is its indices.
    MemRef { rank: usize },
    /// A pointer: an entry's place is the address (kept as an i64).
    Ptr,
}

/// What a log of one memory argument of a callee holds.
#[derive(Clone, Debug)]
pub(super) struct LogPlan {
    pub callee: OpId,
    /// The argument (= call operand) whose accesses are logged.
    pub arg: usize,
    /// Entries per call.
    pub slots: usize,
    /// Whether some entries may be left unwritten (accesses in branches).
    pub guarded: bool,
    /// The type of the elements accessed.
    pub elem: Type,
    pub kind: Kind,
}

impl LogPlan {
    pub fn slots(&self) -> usize {
        self.slots
    }
    /// Words of an entry's place (indices, or one address).
    fn place_words(&self) -> usize {
        match self.kind {
            Kind::MemRef { rank } => rank,
            Kind::Ptr => 1,
        }
    }
    /// Bytes of one entry: the value and its place.
    pub fn entry_bytes(&self) -> u64 {
        elem_bytes(&self.elem) + 8 * self.place_words() as u64
    }
    pub fn bytes(&self) -> u64 {
        self.slots() as u64 * self.entry_bytes()
    }
    /// The type of place words (`index`; `i64` addresses in pointer code).
    fn word_type(&self) -> Type {
        match self.kind {
            Kind::MemRef { .. } => Type::Index,
            Kind::Ptr => Type::i64(),
        }
    }
    /// The place word marking an entry unwritten.
    fn none(&self) -> i64 {
        match self.kind {
            Kind::MemRef { .. } => -1,
            Kind::Ptr => 0,
        }
    }
}

/// A log taken in the forward sweep: its two buffers (values, and places),
/// `slots` entries per call.
#[derive(Clone, Debug)]
pub(super) struct Log {
    pub vals: Value,
    pub places: Value,
    pub plan: LogPlan,
}

/// Logs longer than this are not worth it (the restore code loops over
/// them at every replay).
const MAX_SLOTS: usize = 1 << 16;

/// The log plan of argument `arg` of `callee`, if its accesses can be logged.
pub(super) fn plan(m: &Module, callee: OpId, arg: usize) -> Option<LogPlan> {
    if !m.is(callee, "func.func") && !m.is(callee, "llvm.func") {
        return None;
    }
    let region = *m.regions(callee).first()?;
    if m.blocks(region).len() != 1 {
        return None;
    }
    let a = *m.block_args(m.entry_block(region)?).get(arg)?;
    let kind = match m.value_type(a) {
        Type::MemRef(mt) if !mt.shape.is_empty() => Kind::MemRef { rank: mt.shape.len() },
        Type::LlvmPtr { .. } => Kind::Ptr,
        _ => return None,
    };
    let (items, elem) = layout(m, callee, a)?;
    let slots = size(&items);
    (slots > 0 && slots <= MAX_SLOTS).then(|| LogPlan { callee, arg, slots, guarded: has_branches(&items), elem, kind })
}

fn cst(m: &mut Module, ip: InsertPoint, v: i64, ty: &Type) -> Value {
    let mut b = Builder::new(m, ip);
    if *ty == Type::Index {
        b.const_index(v)
    } else {
        b.const_int(i128::from(v), ty.clone())
    }
}

fn arith(m: &mut Module, ip: InsertPoint, name: &str, a: Value, b: Value) -> Value {
    let ty = m.value_type(a).clone();
    Builder::new(m, ip).value(OpSpec::new(name).operands(&[a, b]).result(ty))
}

fn gep(m: &mut Module, ip: InsertPoint, buf: Value, pos: Value, ty: &Type) -> Value {
    super::pointers::element(m, ip, buf, pos, ty)
}

/// Entry `pos` of log buffer `buf` (of `ty` elements).
fn buf_load(m: &mut Module, ip: InsertPoint, kind: Kind, buf: Value, pos: Value, ty: &Type) -> Value {
    match kind {
        Kind::MemRef { .. } => {
            Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[buf, pos]).result(ty.clone()))
        }
        Kind::Ptr => {
            let p = gep(m, ip, buf, pos, ty);
            Builder::new(m, ip).value(OpSpec::new("llvm.load").operands(&[p]).result(ty.clone()))
        }
    }
}

fn buf_store(m: &mut Module, ip: InsertPoint, kind: Kind, buf: Value, pos: Value, v: Value) {
    match kind {
        Kind::MemRef { .. } => {
            Builder::new(m, ip).create(OpSpec::new("memref.store").operands(&[v, buf, pos]));
        }
        Kind::Ptr => {
            let ty = m.value_type(v).clone();
            let p = gep(m, ip, buf, pos, &ty);
            Builder::new(m, ip).create(OpSpec::new("llvm.store").operands(&[v, p]));
        }
    }
}

/// The element of memory `mem` at `place`.
fn mem_load(m: &mut Module, ip: InsertPoint, kind: Kind, mem: Value, place: &[Value], ty: &Type) -> Value {
    let spec = match kind {
        Kind::MemRef { .. } => OpSpec::new("memref.load").operands(&[mem]).operands(place),
        Kind::Ptr => OpSpec::new("llvm.load").operands(place),
    };
    Builder::new(m, ip).value(spec.result(ty.clone()))
}

fn mem_store(m: &mut Module, ip: InsertPoint, kind: Kind, mem: Value, place: &[Value], v: Value) {
    let spec = match kind {
        Kind::MemRef { .. } => OpSpec::new("memref.store").operands(&[v, mem]).operands(place),
        Kind::Ptr => OpSpec::new("llvm.store").operands(&[v]).operands(place),
    };
    Builder::new(m, ip).create(spec);
}

/// An index as an `i64` (addresses, pointer offsets).
fn to_i64(m: &mut Module, ip: InsertPoint, v: Value) -> Value {
    Builder::new(m, ip).value(OpSpec::new("arith.index_cast").operands(&[v]).result(Type::i64()))
}

/// The position of the first place word of entry `pos` (an index).
fn place_at(m: &mut Module, ip: InsertPoint, p: &LogPlan, pos: Value, d: usize) -> Value {
    let w = cst(m, ip, p.place_words() as i64, &Type::Index);
    let base = arith(m, ip, "arith.muli", pos, w);
    if d == 0 {
        return base;
    }
    let dd = cst(m, ip, d as i64, &Type::Index);
    arith(m, ip, "arith.addi", base, dd)
}

/// Log the place `place` of entry `pos`.
fn write_place(m: &mut Module, ip: InsertPoint, p: &LogPlan, places: Value, pos: Value, place: &[Value]) {
    for (d, &x) in place.iter().enumerate() {
        let x = match p.kind {
            Kind::MemRef { .. } => x,
            Kind::Ptr => Builder::new(m, ip).value(OpSpec::new("llvm.ptrtoint").operands(&[x]).result(Type::i64())),
        };
        let w = place_at(m, ip, p, pos, d);
        buf_store(m, ip, p.kind, places, w, x);
    }
}

/// Mark entries `[from, from + len)` unwritten.
fn invalidate(m: &mut Module, ip: InsertPoint, p: &LogPlan, places: Value, from: Value, len: usize) {
    let none = cst(m, ip, p.none(), &p.word_type());
    each_position(m, ip, from, len, false, |m, ip, pos| {
        let w = place_at(m, ip, p, pos, 0);
        buf_store(m, ip, p.kind, places, w, none);
    });
}

/// `body(pos)` for `pos` in `[from, from + len)` (backwards when
/// `reverse`): unrolled when short, else in an `scf.for`.
fn each_position(
    m: &mut Module,
    ip: InsertPoint,
    from: Value,
    len: usize,
    reverse: bool,
    mut body: impl FnMut(&mut Module, InsertPoint, Value),
) {
    if len <= 4 {
        let order: Vec<usize> = if reverse { (0..len).rev().collect() } else { (0..len).collect() };
        for j in order {
            let off = cst(m, ip, j as i64, &Type::Index);
            let pos = arith(m, ip, "arith.addi", from, off);
            body(m, ip, pos);
        }
        return;
    }
    let n = cst(m, ip, len as i64, &Type::Index);
    let (bip, ivs) = super::loops::index_nest(m, ip, &[n]);
    let q = ivs[0];
    if let crate::ir::ValueDef::BlockArg { block, .. } = m.value_def(q) {
        if let Some(lp) = m.block_parent_op(block) {
            m.set_attr(lp, super::calls::SNAPSHOT_COPY, Attribute::Unit);
        }
    }
    let j = if reverse {
        let last = cst(m, bip, len as i64 - 1, &Type::Index);
        arith(m, bip, "arith.subi", last, q)
    } else {
        q
    };
    let pos = arith(m, bip, "arith.addi", from, j);
    body(m, bip, pos);
}

/// `base + off + Σ k_L · per_L` is an access's entry: `base` for the items
/// of one list, `off` the entries of the items before it.
fn offset(m: &mut Module, ip: InsertPoint, base: Value, off: usize) -> Value {
    if off == 0 {
        return base;
    }
    let o = cst(m, ip, off as i64, &Type::Index);
    arith(m, ip, "arith.addi", base, o)
}

/// The insertion point at the start of region `k` of `o` (made when missing).
fn region_start(m: &mut Module, o: OpId, k: usize) -> InsertPoint {
    let r = m.region(o, k);
    let blk = match m.entry_block(r) {
        Some(b) => b,
        None => {
            let b = m.create_block(&[]);
            m.append_block(r, b);
            let y = m.create_op(OpSpec::new("scf.yield"));
            m.append_op(b, y);
            b
        }
    };
    match m.first_op(blk) {
        Some(f) => InsertPoint::Before(f),
        None => InsertPoint::End(blk),
    }
}

/// Instrument the items of one list (in the logging copy), whose first
/// entry is `base`.
fn instrument(m: &mut Module, p: &LogPlan, a: Value, bufs: (Value, Value), items: &[Item], base: Value) {
    let (vals, places) = bufs;
    let mut off = 0;
    for item in items {
        match item {
            Item::Access(o) => {
                let o = *o;
                let at_place = place(m, o).to_vec();
                // The value before the access: what a load reads, or the element a store replaces.
                let (ip, old) = if m.is(o, "memref.load") || m.is(o, "llvm.load") {
                    let Some(next) = m.next_op(o) else { continue };
                    (InsertPoint::Before(next), m.result(o, 0))
                } else {
                    let ip = InsertPoint::Before(o);
                    (ip, mem_load(m, ip, p.kind, a, &at_place, &p.elem))
                };
                let pos = offset(m, ip, base, off);
                buf_store(m, ip, p.kind, vals, pos, old);
                write_place(m, ip, p, places, pos, &at_place);
                off += 1;
            }
            Item::Loop { op, trip, per_iter, body } => {
                let ip = region_start(m, *op, 0);
                let Some(lb_block) = m.entry_block(m.region(*op, 0)) else { continue };
                let iv = m.block_arg(lb_block, 0);
                let (lb, step) = (m.operand(*op, 0), m.operand(*op, 2));
                let to_index = |m: &mut Module, v: Value| {
                    if m.value_type(v).is_index() {
                        v
                    } else {
                        Builder::new(m, ip).value(OpSpec::new("arith.index_cast").operands(&[v]).result(Type::Index))
                    }
                };
                let (ivi, lbi, sti) = (to_index(m, iv), to_index(m, lb), to_index(m, step));
                let d = arith(m, ip, "arith.subi", ivi, lbi);
                let k = arith(m, ip, "arith.divsi", d, sti);
                let per = cst(m, ip, *per_iter as i64, &Type::Index);
                let kp = arith(m, ip, "arith.muli", k, per);
                let start = offset(m, ip, base, off);
                let b = arith(m, ip, "arith.addi", start, kp);
                instrument(m, p, a, bufs, body, b);
                off += *trip as usize * per_iter;
            }
            Item::If { op, then_items, then_size, else_items, else_size } => {
                let tip = region_start(m, *op, 0);
                let tb = offset(m, tip, base, off);
                if *else_size > 0 {
                    let eb = offset(m, tip, base, off + then_size);
                    invalidate(m, tip, p, places, eb, *else_size);
                }
                instrument(m, p, a, bufs, then_items, tb);
                if *then_size > 0 || *else_size > 0 {
                    let eip = region_start(m, *op, 1);
                    if *then_size > 0 {
                        let tb2 = offset(m, eip, base, off);
                        invalidate(m, eip, p, places, tb2, *then_size);
                    }
                    let eb = offset(m, eip, base, off + then_size);
                    instrument(m, p, a, bufs, else_items, eb);
                }
                off += then_size + else_size;
            }
        }
    }
}

/// The copy of the callee that logs its accesses to the arguments of
/// `plans` (one callee, ascending arguments): three more arguments per
/// plan, in order (values, places, and the position of its first entry).
pub(super) fn logged_callee(m: &mut Module, cache: &mut ReverseCache, plans: &[LogPlan]) -> String {
    let callee = plans[0].callee;
    let key = (callee, plans.iter().map(|p| p.arg).collect::<Vec<_>>());
    if let Some(name) = cache.logged.get(&key) {
        return name.clone();
    }
    let copy = m.clone_op(callee, &mut IrMap::new());
    let body = m.body();
    m.append_op(body, copy);
    let base_name = m.symbol_name(callee).unwrap_or("callee").to_string();
    let suffix: Vec<String> = plans.iter().map(|p| p.arg.to_string()).collect();
    let name = m.fresh_symbol_name(&format!("{base_name}.log{}", suffix.join("_")));
    m.set_attr(copy, "sym_name", Attribute::String(name.clone()));
    let extra: Vec<Type> = plans
        .iter()
        .flat_map(|p| match p.kind {
            Kind::MemRef { .. } => [
                Type::memref(vec![Dim::Dynamic], p.elem.clone()),
                Type::memref(vec![Dim::Dynamic], Type::Index),
                Type::Index,
            ],
            Kind::Ptr => [Type::LlvmPtr { addr_space: 0 }, Type::LlvmPtr { addr_space: 0 }, Type::i64()],
        })
        .collect();
    if m.is(copy, "llvm.func") {
        if let Some(Attribute::Type(Type::LlvmFunc(mut ft))) = m.attr(copy, "function_type").cloned() {
            ft.params.extend(extra.iter().cloned());
            m.set_attr(copy, "function_type", Attribute::Type(Type::LlvmFunc(ft)));
        }
    } else {
        m.set_attr(copy, "sym_visibility", Attribute::String("private".into()));
        if let Some(mut ft) = crate::dialects::func::function_type(m, copy).cloned() {
            ft.inputs.extend(extra.iter().cloned());
            m.set_attr(copy, "function_type", Attribute::Type(Type::Function(Box::new(ft))));
        }
    }
    if let Some(mut attrs) = m.attr(copy, "arg_attrs").and_then(Attribute::as_array).map(<[Attribute]>::to_vec) {
        attrs.extend(extra.iter().map(|_| Attribute::Dict(Default::default())));
        m.set_attr(copy, "arg_attrs", Attribute::Array(attrs));
    }
    let region = m.regions(copy)[0];
    let Some(entry) = m.entry_block(region) else { return name };
    let added: Vec<Value> = extra.into_iter().map(|t| m.add_block_arg(entry, t)).collect();
    for (p, args) in plans.iter().zip(added.chunks(3)) {
        let (vals, places, first) = (args[0], args[1], args[2]);
        let a = m.block_arg(entry, p.arg);
        if let (Some((items, _)), Some(op0)) = (layout(m, copy, a), m.first_op(entry)) {
            let ip = InsertPoint::Before(op0);
            let first = match p.kind {
                Kind::MemRef { .. } => first,
                Kind::Ptr => {
                    Builder::new(m, ip).value(OpSpec::new("arith.index_cast").operands(&[first]).result(Type::Index))
                }
            };
            instrument(m, p, a, (vals, places), &items, first);
        }
    }
    cache.logged.insert(key, name.clone());
    name
}

impl Rev<'_> {
    /// A log for memory `c` of call `op`, when one can be taken and is
    /// smaller than a copy of the memory.
    pub(super) fn log_plan_for(&self, m: &Module, op: OpId, c: &CallMemory) -> Option<LogPlan> {
        let i = c.operand?;
        if !m.is(op, "func.call") && !m.is(op, "llvm.call") {
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
        let copy = match m.value_type(operands[i]) {
            Type::MemRef(mt) => mt.shape.iter().try_fold(elem_bytes(&mt.elem), |acc, d| match d {
                Dim::Static(n) => Some(acc * *n as u64),
                Dim::Dynamic => None,
            }),
            _ => super::pointers::static_bytes(m, operands[i]),
        };
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
        let per = Builder::new(m, alloc_ip).const_index(p.slots() as i64);
        let n = arith(m, alloc_ip, "arith.muli", count, per);
        let (vals, places) = match p.kind {
            Kind::MemRef { rank } => {
                let r = Builder::new(m, alloc_ip).const_index(rank as i64);
                let ni = arith(m, alloc_ip, "arith.muli", n, r);
                let alloc = |m: &mut Module, size: Value, t: Type| {
                    Builder::new(m, alloc_ip).value(
                        OpSpec::new("memref.alloc")
                            .operands(&[size])
                            .attr("operandSegmentSizes", super::loops::seg(&[1, 0]))
                            .result(Type::memref(vec![Dim::Dynamic], t)),
                    )
                };
                let vals = alloc(m, n, p.elem.clone());
                let places = alloc(m, ni, Type::Index);
                (vals, places)
            }
            Kind::Ptr => {
                let n64 =
                    Builder::new(m, alloc_ip).value(OpSpec::new("arith.index_cast").operands(&[n]).result(Type::i64()));
                let size = crate::exec::layout::size_align(&p.elem).map_or(8, |(s, _)| s);
                let bytes = |m: &mut Module, each: u64| {
                    let e = Builder::new(m, alloc_ip).const_int(i128::from(each), Type::i64());
                    let b = arith(m, alloc_ip, "arith.muli", n64, e);
                    super::pointers::alloca_bytes(m, alloc_ip, b)
                };
                (bytes(m, size), bytes(m, 8))
            }
        };
        let site = crate::exec::error::op_location(m, op).unwrap_or_default();
        let callee = m.symbol_name(p.callee).unwrap_or("?").to_string();
        let what = format!("{} logged access(es) of operand #{}", p.slots(), p.arg);
        let places_are = if p.kind == Kind::Ptr { "addresses" } else { "indices" };
        super::loops::tag(
            m,
            vals,
            format!("access log of the call to @{callee} at {site}: the values before its {what}"),
        );
        super::loops::tag(
            m,
            places,
            format!("access log of the call to @{callee} at {site}: the {places_are} of its {what}"),
        );
        let first = self.position(m, InsertPoint::Before(op), &p, first);
        self.logged_calls.push((op, p.clone(), vec![vals, places, first]));
        Log { vals, places, plan: p }
    }

    /// An entry position (an index) as the logging copy takes it.
    fn position(&self, m: &mut Module, ip: InsertPoint, p: &LogPlan, first: Value) -> Value {
        match p.kind {
            Kind::MemRef { .. } => first,
            Kind::Ptr => to_i64(m, ip, first),
        }
    }

    /// Reverse sweep, before the replay: write the entries (from `first`,
    /// an index) back, last first, swapping each with the value in memory.
    pub(super) fn restore_log(&mut self, m: &mut Module, ip: InsertPoint, mem: Value, log: &Log, first: Value) {
        each_position(m, ip, first, log.plan.slots(), true, |m, ip, pos| {
            with_entry(m, ip, log, pos, |m, ip, place| {
                let (kind, ty) = (log.plan.kind, &log.plan.elem);
                let cur = mem_load(m, ip, kind, mem, place, ty);
                let v = buf_load(m, ip, kind, log.vals, pos, ty);
                mem_store(m, ip, kind, mem, place, v);
                buf_store(m, ip, kind, log.vals, pos, cur);
            });
        });
    }

    /// Reverse sweep, after the replay: the swapped-out values go back, first entry first.
    pub(super) fn put_back_log(&mut self, m: &mut Module, ip: InsertPoint, mem: Value, log: &Log, first: Value) {
        each_position(m, ip, first, log.plan.slots(), false, |m, ip, pos| {
            with_entry(m, ip, log, pos, |m, ip, place| {
                let v = buf_load(m, ip, log.plan.kind, log.vals, pos, &log.plan.elem);
                mem_store(m, ip, log.plan.kind, mem, place, v);
            });
        });
    }

    /// Once the reverse sweep is built: the logged calls call their logging
    /// copies (one per call, logging all its logged memory).
    pub(super) fn rewrite_logged_calls(&mut self, m: &mut Module) {
        let mut logs = std::mem::take(&mut self.logged_calls);
        logs.sort_by_key(|(op, p, _)| (*op, p.arg));
        for group in logs.chunk_by(|a, b| a.0 == b.0) {
            let op = group[0].0;
            let plans: Vec<LogPlan> = group.iter().map(|(_, p, _)| p.clone()).collect();
            let name = logged_callee(m, self.cache, &plans);
            m.set_attr(op, "callee", Attribute::symbol(name));
            for v in group.iter().flat_map(|(_, _, extra)| extra.iter().copied()) {
                m.push_operand(op, v);
            }
        }
    }
}

/// Build `body(place)` for entry `pos`, inside an `scf.if` skipping it
/// when it may be unwritten.
fn with_entry(
    m: &mut Module,
    ip: InsertPoint,
    log: &Log,
    pos: Value,
    body: impl FnOnce(&mut Module, InsertPoint, &[Value]),
) {
    let p = &log.plan;
    let ty = p.word_type();
    let words: Vec<Value> = (0..p.place_words())
        .map(|d| {
            let w = place_at(m, ip, p, pos, d);
            buf_load(m, ip, p.kind, log.places, w, &ty)
        })
        .collect();
    let place = match p.kind {
        Kind::MemRef { .. } => words.clone(),
        Kind::Ptr => vec![Builder::new(m, ip)
            .value(OpSpec::new("llvm.inttoptr").operands(&[words[0]]).result(Type::LlvmPtr { addr_space: 0 }))],
    };
    if !p.guarded {
        body(m, ip, &place);
        return;
    }
    let none = cst(m, ip, p.none(), &ty);
    let ran = Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[words[0], none])
            .attr("predicate", Attribute::Integer { value: 1, ty: Type::i64() })
            .result(Type::int(1)),
    );
    let iff = Builder::new(m, ip).create(OpSpec::new("scf.if").operands(&[ran]).regions(2));
    let then_ip = region_start(m, iff, 0);
    region_start(m, iff, 1);
    body(m, then_ip, &place);
}
