//! Records of loops nested in an instrumented loop whose trip counts are
//! known only when they start: bounds loaded from memory, or computed from
//! values of the loops around them (a CSR row `rowptr[i] .. rowptr[i+1]`,
//! a bound the loop itself overwrites). `loops::record_nested` cannot size
//! their records before the outermost loop runs, so they go into one
//! *stream* per outermost loop: a heap buffer of 8-byte words that grows
//! (doubling) as instances of those loops start.
//!
//! Layout. An instance of such a loop `L` with `t` iterations reserves
//! `t · w_L` words at the stream's cursor when it starts (`reserve`); its
//! iteration `k` owns the row of `w_L` words at `start + k · w_L`, one word
//! per *slot*: each load of written memory recorded at that level, and the
//! start of each nested stream loop's instance in that iteration. The start
//! of an instance is itself recorded at its parent's level (in the parent's
//! row if the parent is a stream loop, else in a buffer with one entry per
//! iteration of the parent), so the reverse sweep, which visits the nest's
//! iterations in any order, finds every row again (`NestStep::index`).
//!
//! The stream's cell (`memref<4xi64>`: the buffer's address, the cursor, the
//! capacity, in words, and the cursor when the current iteration of the
//! outermost loop began) is allocated before the outermost loop; the
//! reverse frees the buffer and the cell after that loop's reverse
//! (`close`).
//!
//! Growth. During the outermost loop's first iteration the buffer doubles;
//! after that it grows to what the iterations so far used on average times
//! the iterations left, plus an eighth (and at least doubles): a nest whose
//! iterations record about the same grows about once more, and the copies
//! and fresh pages stay near the final size instead of twice it. The buffer comes from `malloc` (declared if the module lacks
//! it); its address is kept as an integer so that the cell stays a plain
//! memref.

use super::err;
use super::pointers::{copy_bytes, element};
use crate::ir::{Attribute, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Words a stream holds before it first grows.
const FIRST_CAPACITY: i64 = 256;

/// Where one record of a nested loop's iterations lives.
#[derive(Clone, Copy, Debug)]
pub(super) enum RecSlot {
    /// A memref with one entry per iteration of the nest (sized before the
    /// outermost loop), at the iteration's linear index.
    Buf(Value),
    /// Word `slot` of the iteration's row in the stream with cell `cell`
    /// (the iteration's index is the row's first word).
    Stream { cell: Value, slot: i64 },
}

impl RecSlot {
    /// Store `v` (a scalar) as the record of the iteration at `lin`.
    pub fn store(self, m: &mut Module, ip: InsertPoint, v: Value, lin: Value) {
        match self {
            RecSlot::Buf(buf) => {
                Builder::new(m, ip).create(OpSpec::new("memref.store").operands(&[v, buf, lin]));
            }
            RecSlot::Stream { cell, slot } => {
                let at = word_address(m, ip, cell, lin, slot);
                let v = if m.value_type(v).is_index() { cast(m, ip, v, Type::i64()) } else { v };
                Builder::new(m, ip).create(OpSpec::new("llvm.store").operands(&[v, at]));
            }
        }
    }

    /// The record (of type `ty`) of the iteration at `lin`.
    pub fn load(self, m: &mut Module, ip: InsertPoint, lin: Value, ty: &Type) -> Value {
        match self {
            RecSlot::Buf(buf) => {
                Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[buf, lin]).result(ty.clone()))
            }
            RecSlot::Stream { cell, slot } => {
                let at = word_address(m, ip, cell, lin, slot);
                let stored = if ty.is_index() { Type::i64() } else { ty.clone() };
                let v = Builder::new(m, ip).value(OpSpec::new("llvm.load").operands(&[at]).result(stored));
                if ty.is_index() {
                    cast(m, ip, v, Type::Index)
                } else {
                    v
                }
            }
        }
    }
}

/// How the iterations of a nested loop whose loads are recorded are
/// numbered, from the number `lin` of the iteration of the loop around it.
#[derive(Clone, Copy, Debug)]
pub(super) enum NestStep {
    /// `lin · n + k`: rows of `n` entries (a trip count, or a bound on it,
    /// known before the outermost loop).
    Rect(Value),
    /// `start + k · width`: `start` is the instance's first word in the
    /// stream, recorded at the parent's level.
    Stream { start: Start, width: i64 },
}

/// Where the start of a stream loop's instance is found again.
#[derive(Clone, Copy, Debug)]
pub(super) enum Start {
    /// Recorded at the parent loop's level, at the parent iteration's index.
    Slot(RecSlot),
    /// The value itself (a primal value the reverse has a copy of, through
    /// its value map): the start, in a run of an `scf.while`, which the
    /// while records per run like its other values.
    Value(Value),
}

impl NestStep {
    /// The index of iteration `k` of the loop, in the iteration at `lin`
    /// of the loop around it (`None` if that is needed and unknown);
    /// `vmap` maps primal values to the code at `ip`.
    pub fn index(self, m: &mut Module, ip: InsertPoint, lin: Option<Value>, k: Value, vmap: &IrMap) -> Option<Value> {
        match self {
            NestStep::Rect(n) => {
                let base = op(m, ip, "arith.muli", &[lin?, n], Type::Index);
                Some(op(m, ip, "arith.addi", &[base, k], Type::Index))
            }
            NestStep::Stream { start: Start::Slot(slot), width } => {
                let s = slot.load(m, ip, lin?, &Type::Index);
                Some(row(m, ip, s, k, width))
            }
            NestStep::Stream { start: Start::Value(v), width } => Some(row(m, ip, vmap.lookup(v), k, width)),
        }
    }
}

/// Does a value of type `t` fit a stream word (8 bytes)?
pub(super) fn fits_word(t: &Type) -> bool {
    t.is_index() || t.int_width().or(t.float_width()).is_some_and(|w| w <= 64)
}

/// `start + k · width`: the first word of row `k` of an instance.
pub(super) fn row(m: &mut Module, ip: InsertPoint, start: Value, k: Value, width: i64) -> Value {
    let w = Builder::new(m, ip).const_index(width);
    let off = op(m, ip, "arith.muli", &[k, w], Type::Index);
    op(m, ip, "arith.addi", &[start, off], Type::Index)
}

fn op(m: &mut Module, ip: InsertPoint, name: &str, args: &[Value], ty: Type) -> Value {
    Builder::new(m, ip).value(OpSpec::new(name).operands(args).result(ty))
}

fn cast(m: &mut Module, ip: InsertPoint, v: Value, ty: Type) -> Value {
    op(m, ip, "arith.index_cast", &[v], ty)
}

fn cell_word(m: &mut Module, ip: InsertPoint, cell: Value, i: i64) -> Value {
    let c = Builder::new(m, ip).const_index(i);
    Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[cell, c]).result(Type::i64()))
}

fn set_cell_word(m: &mut Module, ip: InsertPoint, cell: Value, i: i64, v: Value) {
    let c = Builder::new(m, ip).const_index(i);
    Builder::new(m, ip).create(OpSpec::new("memref.store").operands(&[v, cell, c]));
}

fn ptr() -> Type {
    Type::LlvmPtr { addr_space: 0 }
}

/// Marks the `llvm.inttoptr` that makes a stream's buffer address into a
/// pointer: memory of the derivative's own, reached through the stream's
/// cell (`augment::cut` reads it so; removed from the finished derivative).
pub(super) const STREAM_POINTER: &str = "ferrozyme.stream_pointer";

/// Remove the `STREAM_POINTER` marks from function `f`.
pub(super) fn strip_marks(m: &mut Module, f: OpId) {
    for o in m.collect_ops(f) {
        if m.attr(o, STREAM_POINTER).is_some() {
            m.remove_attr(o, STREAM_POINTER);
        }
    }
}

/// The buffer's address (read from the cell: it moves when it grows).
fn buffer(m: &mut Module, ip: InsertPoint, cell: Value) -> Value {
    let a = cell_word(m, ip, cell, 0);
    Builder::new(m, ip)
        .value(OpSpec::new("llvm.inttoptr").operands(&[a]).attr(STREAM_POINTER, Attribute::Unit).result(ptr()))
}

fn word_address(m: &mut Module, ip: InsertPoint, cell: Value, lin: Value, slot: i64) -> Value {
    let p = buffer(m, ip, cell);
    let s = Builder::new(m, ip).const_index(slot);
    let w = op(m, ip, "arith.addi", &[lin, s], Type::Index);
    element(m, ip, p, w, &Type::i64())
}

fn call(m: &mut Module, ip: InsertPoint, callee: &str, args: &[Value], ret: Option<Type>) -> Option<Value> {
    let mut spec = OpSpec::new("llvm.call").operands(args).attr("callee", Attribute::symbol(callee.to_string()));
    if let Some(t) = ret {
        spec = spec.result(t);
    }
    let c = Builder::new(m, ip).create(spec);
    m.results(c).first().copied()
}

fn malloc(m: &mut Module, ip: InsertPoint, words: Value) -> Value {
    let eight = Builder::new(m, ip).const_int(8, Type::i64());
    let bytes = op(m, ip, "arith.muli", &[words, eight], Type::i64());
    call(m, ip, "malloc", &[bytes], Some(ptr())).unwrap_or(bytes)
}

/// A stream, with the outermost loop's iteration number (at the start of
/// its body) and trip count (before it), for the growth estimate (`None`
/// for an `scf.while`: the buffer doubles).
#[derive(Clone, Copy, Debug)]
pub(super) struct Stream {
    pub cell: Value,
    k_n: Option<(Value, Value)>,
}

/// Open a stream before `root` (the outermost instrumented loop, whose
/// iteration number and trip count are `k_n`, or an `scf.while`).
pub(super) fn open(m: &mut Module, root: OpId, k_n: Option<(Value, Value)>) -> Result<Stream, Diagnostic> {
    if !super::pointers::declare_heap(m) {
        return Err(err(
            m,
            root,
            "reverse mode: records of loops whose trip counts are known only when they start need the C 'malloc' and 'free', but the module defines other symbols of those names",
        ));
    }
    let ip = InsertPoint::Before(root);
    let cell = Builder::new(m, ip).value(
        OpSpec::new("memref.alloc")
            .attr("operandSegmentSizes", super::loops::seg(&[0, 0]))
            .result(Type::memref(vec![crate::ir::Dim::Static(4)], Type::i64())),
    );
    let cap = Builder::new(m, ip).const_int(i128::from(FIRST_CAPACITY), Type::i64());
    let p = malloc(m, ip, cap);
    let a = op(m, ip, "llvm.ptrtoint", &[p], Type::i64());
    let zero = Builder::new(m, ip).const_int(0, Type::i64());
    set_cell_word(m, ip, cell, 0, a);
    set_cell_word(m, ip, cell, 1, zero);
    set_cell_word(m, ip, cell, 2, cap);
    set_cell_word(m, ip, cell, 3, zero);
    // Where each iteration of the outermost loop begins to record (just
    // after its iteration number is computed).
    if let Some((k, _)) = k_n {
        let at_k = match m.defining_op(k) {
            Some(d) if m.is_ancestor(root, d) => match m.next_op(d) {
                Some(x) => InsertPoint::Before(x),
                None => return Err(err(m, root, "reverse mode: a loop body without a terminator")),
            },
            _ => {
                return Err(err(m, root, "reverse mode: the iteration number of this loop is not computed in its body"))
            }
        };
        let cursor = cell_word(m, at_k, cell, 1);
        set_cell_word(m, at_k, cell, 3, cursor);
    }
    super::loops::tag(
        m,
        cell,
        format!(
            "records of loops whose trip counts are known only when they start, nested in the loop at {}, in a heap buffer that grows as they run (from {} bytes; the size shown is its cell's)",
            crate::exec::error::op_location(m, root).unwrap_or_else(|| "?".into()),
            FIRST_CAPACITY * 8
        ),
    );
    Ok(Stream { cell, k_n })
}

/// At `ip`: reserve `words` (an index) words at the cursor, growing the
/// buffer if needed; the first word reserved (an index).
pub(super) fn reserve(m: &mut Module, ip: InsertPoint, stream: &Stream, words: Value) -> Value {
    let cell = stream.cell;
    let start = cell_word(m, ip, cell, 1);
    let cap = cell_word(m, ip, cell, 2);
    let w = cast(m, ip, words, Type::i64());
    let need = op(m, ip, "arith.addi", &[start, w], Type::i64());
    let full = Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[need, cap])
            .attr("predicate", Attribute::Integer { value: 4, ty: Type::i64() })
            .result(Type::int(1)),
    );
    let grow = Builder::new(m, ip).create(OpSpec::new("scf.if").operands(&[full]).regions(2));
    // Instrumentation: not re-executed, no adjoint.
    m.set_attr(grow, super::calls::SNAPSHOT_COPY, Attribute::Unit);
    let then = m.create_block(&[]);
    let r = m.region(grow, 0);
    m.append_block(r, then);
    let y = m.create_op(OpSpec::new("scf.yield"));
    m.append_op(then, y);
    let gi = InsertPoint::Before(y);
    let new_cap = capacity(m, gi, stream, need, cap);
    let q = malloc(m, gi, new_cap);
    let p = buffer(m, gi, cell);
    let eight = Builder::new(m, gi).const_int(8, Type::i64());
    let used = op(m, gi, "arith.muli", &[start, eight], Type::i64());
    copy_bytes(m, gi, q, p, used);
    call(m, gi, "free", &[p], None);
    let qa = op(m, gi, "llvm.ptrtoint", &[q], Type::i64());
    set_cell_word(m, gi, cell, 0, qa);
    set_cell_word(m, gi, cell, 2, new_cap);
    set_cell_word(m, ip, cell, 1, need);
    cast(m, ip, start, Type::Index)
}

/// The capacity to grow to when `need` words do not fit in `cap`: at
/// least twice `cap` (in an `scf.while`, just that); from the outermost
/// loop's second iteration on, the
/// words used before this iteration (`done`) over the `k` iterations
/// done, times the `n - k` iterations left (this one included), on top of
/// `done`, plus an eighth.
fn capacity(m: &mut Module, ip: InsertPoint, stream: &Stream, need: Value, cap: Value) -> Value {
    let i64t = Type::i64();
    let mut b = Builder::new(m, ip);
    let two = b.const_int(2, i64t.clone());
    let one = b.const_int(1, i64t.clone());
    let three = b.const_int(3, i64t.clone());
    let doubled = op(m, ip, "arith.muli", &[cap, two], i64t.clone());
    let at_least = op(m, ip, "arith.maxsi", &[need, doubled], i64t.clone());
    let Some((k, n)) = stream.k_n else { return at_least };
    let done = cell_word(m, ip, stream.cell, 3);
    let k = cast(m, ip, k, i64t.clone());
    let n = cast(m, ip, n, i64t.clone());
    let k1 = op(m, ip, "arith.maxsi", &[k, one], i64t.clone());
    let per = op(m, ip, "arith.divsi", &[done, k1], i64t.clone());
    let left = op(m, ip, "arith.subi", &[n, k], i64t.clone());
    let more = op(m, ip, "arith.muli", &[per, left], i64t.clone());
    let total = op(m, ip, "arith.addi", &[done, more], i64t.clone());
    let eighth = op(m, ip, "arith.shrsi", &[total, three], i64t.clone());
    let est = op(m, ip, "arith.addi", &[total, eighth], i64t.clone());
    let grown = op(m, ip, "arith.maxsi", &[at_least, est], i64t.clone());
    // (Iteration 0 has no average yet: doubling.)
    let z = Builder::new(m, ip).const_int(0, i64t.clone());
    let first = Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[k, z])
            .attr("predicate", Attribute::Integer { value: 0, ty: Type::i64() })
            .result(Type::int(1)),
    );
    Builder::new(m, ip).value(OpSpec::new("arith.select").operands(&[first, at_least, grown]).result(i64t))
}

/// At `ip`: free the stream's buffer and its cell.
pub(super) fn close(m: &mut Module, ip: InsertPoint, cell: Value) {
    let p = buffer(m, ip, cell);
    call(m, ip, "free", &[p], None);
    Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[cell]));
}
