//! Access logs of call memory: the cheap alternative to a snapshot.
//!
//! A call whose callee reads memory that may be overwritten before its
//! adjoint normally gets a copy of that whole memory on the tape
//! (`snapshots`). When the callee touches the memory only through
//! `memref.load` / `memref.store` of the argument itself (or `llvm.load` /
//! `llvm.store` through `llvm.getelementptr`s of a pointer argument),
//! outside loops (straight-line code and `scf.if` branches), the forward
//! sweep calls a
//! copy of the callee that logs, at each such access, the indices (or the
//! address) and the value the element held just before it (`@<callee>.log<i>`): one entry
//! per access op, whatever the memory's size — the values the callee
//! loads, plus the old values of the elements it stores to.
//!
//! Before the replay the entries are written back in reverse order: every
//! element the callee touched then holds its value at the call (an
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
    /// One entry per logged access op, in program order: whether it sits
    /// in an `scf.if` branch (its entry may be left unwritten).
    pub guarded: Vec<bool>,
    /// The type of the elements accessed.
    pub elem: Type,
    pub kind: Kind,
}

impl LogPlan {
    pub fn slots(&self) -> usize {
        self.guarded.len()
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
    /// The type of entry positions (`index`; `i64` in pointer code).
    fn pos_type(&self) -> Type {
        match self.kind {
            Kind::MemRef { .. } => Type::Index,
            Kind::Ptr => Type::i64(),
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
    let (found, elem) = entries(m, callee, a)?;
    let guarded: Vec<bool> = found.into_iter().map(|(_, g)| g).collect();
    (!guarded.is_empty()).then_some(LogPlan { callee, arg, guarded, elem, kind })
}

/// Where access `o` is: its indices (memref) or its address (pointer).
fn place(m: &Module, o: OpId) -> &[Value] {
    let ops = m.operands(o);
    match m.name(o).as_str() {
        "memref.load" => &ops[1..],
        "memref.store" => &ops[2..],
        "llvm.load" => &ops[..1],
        _ => &ops[1..2],
    }
}

/// The type of the element access `o` reads or writes.
fn accessed_type(m: &Module, o: OpId) -> Type {
    if m.is(o, "memref.load") || m.is(o, "llvm.load") {
        m.value_type(m.result(o, 0)).clone()
    } else {
        m.value_type(m.operand(o, 0)).clone()
    }
}

/// The accesses of argument memory `a` in `f` that get a log entry, in
/// program order, each with whether it sits in an `scf.if` branch, and the
/// element type. `None` when the memory is used otherwise (a call, a view,
/// a copy, a pointer stored or passed on...), is accessed as several types,
/// or an access sits in anything but `scf.if` branches (a loop).
///
/// An access to the same place (the same SSA values) as an earlier
/// access that runs whenever it runs needs no entry of its own: that
/// entry already puts the element back to its value before the earlier
/// access, from which the replay recomputes everything up to this one.
fn entries(m: &Module, f: OpId, a: Value) -> Option<(Vec<(OpId, bool)>, Type)> {
    let mut accesses = Vec::new();
    if matches!(m.value_type(a), Type::MemRef(_)) {
        for u in m.uses(a) {
            let load = m.is(u.op, "memref.load") && u.index == 0;
            let store = m.is(u.op, "memref.store") && u.index == 1;
            if load || store {
                accesses.push(u.op);
            } else if !m.is(u.op, "memref.dim") {
                return None;
            }
        }
    } else {
        // The argument and the addresses computed from it.
        let mut work = vec![a];
        while let Some(p) = work.pop() {
            for u in m.uses(p) {
                if m.is(u.op, "llvm.getelementptr") && u.index == 0 {
                    work.push(m.result(u.op, 0));
                } else if m.is(u.op, "llvm.load") && u.index == 0 || m.is(u.op, "llvm.store") && u.index == 1 {
                    accesses.push(u.op);
                } else {
                    return None;
                }
            }
        }
    }
    let elem = accessed_type(m, *accesses.first()?);
    if accesses.iter().any(|&o| accessed_type(m, o) != elem) || crate::exec::layout::size_align(&elem).is_none() {
        return None;
    }
    let mut out: Vec<(OpId, bool)> = Vec::new();
    let mut seen: Vec<OpId> = Vec::new();
    for o in m.collect_ops(f).into_iter().filter(|o| accesses.contains(o)) {
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
        let covered = seen.iter().any(|&e| place(m, e) == place(m, o) && runs_before(m, e, o));
        seen.push(o);
        if !covered {
            out.push((o, in_branch));
        }
    }
    Some((out, elem))
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

/// The address of entry `pos` of a pointer buffer of `ty` elements.
fn gep(m: &mut Module, ip: InsertPoint, buf: Value, pos: Value, ty: &Type) -> Value {
    Builder::new(m, ip).value(
        OpSpec::new("llvm.getelementptr")
            .operands(&[buf, pos])
            .attr(
                "rawConstantIndices",
                Attribute::DenseArray {
                    elem: Type::i32(),
                    values: vec![crate::ir::DenseElem::Int(i128::from(i32::MIN))],
                },
            )
            .attr("elem_type", Attribute::Type(ty.clone()))
            .result(Type::LlvmPtr { addr_space: 0 }),
    )
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

/// Entry `j` from `first`: its position and the positions of its place words.
fn entry_position(m: &mut Module, ip: InsertPoint, p: &LogPlan, first: Value, j: usize) -> (Value, Vec<Value>) {
    let ty = p.pos_type();
    let off = cst(m, ip, j as i64, &ty);
    let pos = arith(m, ip, "arith.addi", first, off);
    let words = p.place_words();
    let w = cst(m, ip, words as i64, &ty);
    let base = arith(m, ip, "arith.muli", pos, w);
    let mut at = vec![base];
    for d in 1..words {
        let dd = cst(m, ip, d as i64, &ty);
        at.push(arith(m, ip, "arith.addi", base, dd));
    }
    (pos, at)
}

/// Log the place `place` of an entry (at `at`).
fn write_place(m: &mut Module, ip: InsertPoint, p: &LogPlan, places: Value, at: &[Value], place: &[Value]) {
    for (&w, &x) in at.iter().zip(place) {
        let x = match p.kind {
            Kind::MemRef { .. } => x,
            Kind::Ptr => Builder::new(m, ip).value(OpSpec::new("llvm.ptrtoint").operands(&[x]).result(Type::i64())),
        };
        buf_store(m, ip, p.kind, places, w, x);
    }
}

/// The place logged at `at` and whether the entry was written.
fn read_place(m: &mut Module, ip: InsertPoint, p: &LogPlan, places: Value, at: &[Value]) -> (Vec<Value>, Value) {
    let ty = p.pos_type();
    let words: Vec<Value> = at.iter().map(|&w| buf_load(m, ip, p.kind, places, w, &ty)).collect();
    let none = cst(m, ip, if p.kind == Kind::Ptr { 0 } else { -1 }, &ty);
    let ran = Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[words[0], none])
            .attr("predicate", Attribute::Integer { value: 1, ty: Type::i64() })
            .result(Type::int(1)),
    );
    let place = match p.kind {
        Kind::MemRef { .. } => words,
        Kind::Ptr => vec![Builder::new(m, ip)
            .value(OpSpec::new("llvm.inttoptr").operands(&[words[0]]).result(Type::LlvmPtr { addr_space: 0 }))],
    };
    (place, ran)
}

/// The copy of the callee that logs its accesses to argument `p.arg`:
/// three more arguments (values, places, and the position of its first entry).
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
    let extra = match p.kind {
        Kind::MemRef { .. } => [
            Type::memref(vec![Dim::Dynamic], p.elem.clone()),
            Type::memref(vec![Dim::Dynamic], Type::Index),
            Type::Index,
        ],
        Kind::Ptr => [Type::LlvmPtr { addr_space: 0 }, Type::LlvmPtr { addr_space: 0 }, Type::i64()],
    };
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
    let [vals, places, first] = extra.map(|t| m.add_block_arg(entry, t));
    let a = m.block_arg(entry, p.arg);
    let ops: Vec<OpId> = entries(m, copy, a).map(|(e, _)| e.into_iter().map(|(o, _)| o).collect()).unwrap_or_default();
    // Entries of accesses in branches start unwritten.
    if let Some(op0) = m.first_op(entry) {
        let ip = InsertPoint::Before(op0);
        for (j, _) in p.guarded.iter().enumerate().filter(|(_, g)| **g) {
            let (_, at) = entry_position(m, ip, p, first, j);
            let none = cst(m, ip, if p.kind == Kind::Ptr { 0 } else { -1 }, &p.pos_type());
            buf_store(m, ip, p.kind, places, at[0], none);
        }
    }
    for (j, o) in ops.into_iter().enumerate() {
        let at_place = place(m, o).to_vec();
        // The value before the access: what a load reads, or the element a store replaces.
        let (ip, old) = if m.is(o, "memref.load") || m.is(o, "llvm.load") {
            let Some(next) = m.next_op(o) else { continue };
            (InsertPoint::Before(next), m.result(o, 0))
        } else {
            let ip = InsertPoint::Before(o);
            (ip, mem_load(m, ip, p.kind, a, &at_place, &p.elem))
        };
        let (pos, at) = entry_position(m, ip, p, first, j);
        buf_store(m, ip, p.kind, vals, pos, old);
        write_place(m, ip, p, places, &at, &at_place);
    }
    cache.logged.insert((p.callee, p.arg), name.clone());
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
        let name = logged_callee(m, self.cache, &p);
        self.logged_calls.push((op, name, vec![vals, places, first]));
        Log { vals, places, plan: p }
    }

    /// An entry position (an index) in the log's position type.
    fn position(&self, m: &mut Module, ip: InsertPoint, p: &LogPlan, first: Value) -> Value {
        match p.kind {
            Kind::MemRef { .. } => first,
            Kind::Ptr => {
                Builder::new(m, ip).value(OpSpec::new("arith.index_cast").operands(&[first]).result(Type::i64()))
            }
        }
    }

    /// Reverse sweep, before the replay: write the entries (from `first`,
    /// an index) back, last first, swapping each with the value in memory.
    pub(super) fn restore_log(&mut self, m: &mut Module, ip: InsertPoint, mem: Value, log: &Log, first: Value) {
        let first = self.position(m, ip, &log.plan, first);
        for j in (0..log.plan.slots()).rev() {
            with_entry(m, ip, log, first, j, |m, ip, pos, place| {
                let (kind, ty) = (log.plan.kind, &log.plan.elem);
                let cur = mem_load(m, ip, kind, mem, place, ty);
                let v = buf_load(m, ip, kind, log.vals, pos, ty);
                mem_store(m, ip, kind, mem, place, v);
                buf_store(m, ip, kind, log.vals, pos, cur);
            });
        }
    }

    /// Reverse sweep, after the replay: the swapped-out values go back, first entry first.
    pub(super) fn put_back_log(&mut self, m: &mut Module, ip: InsertPoint, mem: Value, log: &Log, first: Value) {
        let first = self.position(m, ip, &log.plan, first);
        for j in 0..log.plan.slots() {
            with_entry(m, ip, log, first, j, |m, ip, pos, place| {
                let v = buf_load(m, ip, log.plan.kind, log.vals, pos, &log.plan.elem);
                mem_store(m, ip, log.plan.kind, mem, place, v);
            });
        }
    }

    /// Once the reverse sweep is built: the logged calls call their logging copies.
    pub(super) fn rewrite_logged_calls(&mut self, m: &mut Module) {
        for (op, name, extra) in std::mem::take(&mut self.logged_calls) {
            m.set_attr(op, "callee", Attribute::symbol(name));
            for v in extra {
                m.push_operand(op, v);
            }
        }
    }
}

/// Build `body(pos, place)` for entry `j` (from `first`), inside an
/// `scf.if` skipping it when its access may not have run.
fn with_entry(
    m: &mut Module,
    ip: InsertPoint,
    log: &Log,
    first: Value,
    j: usize,
    body: impl FnOnce(&mut Module, InsertPoint, Value, &[Value]),
) {
    let (pos, at) = entry_position(m, ip, &log.plan, first, j);
    let (place, ran) = read_place(m, ip, &log.plan, log.places, &at);
    if !log.plan.guarded[j] {
        body(m, ip, pos, &place);
        return;
    }
    let iff = Builder::new(m, ip).create(OpSpec::new("scf.if").operands(&[ran]).regions(2));
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
    body(m, then_ip, pos, &place);
}
