//! Records of loops nested in an instrumented loop whose trip counts are
//! known only when they start: bounds loaded from memory, or computed from
//! values of the loops around them (a CSR row `rowptr[i] .. rowptr[i+1]`,
//! a bound the loop itself overwrites). `loops::record_nested` cannot size
//! their records before the outermost loop runs, so they go into one
//! *stream* per outermost loop: heap chunks of 8-byte words, a new chunk
//! taken when the current one is full.
//!
//! Layout. An instance of such a loop `L` with `t` iterations reserves
//! `t · w_L` consecutive words at the stream's cursor when it starts
//! (`reserve`); its iteration `k` owns the row of `w_L` words at
//! `start + k · w_L`, one word per *slot*: each load of written memory
//! recorded at that level, and the start of each nested stream loop's
//! instance in that iteration. Words are numbered by their address (the
//! address over 8), so rows in every chunk are found from their number
//! alone. The start of an instance is itself recorded at its parent's
//! level (in the parent's row if the parent is a stream loop, else in a
//! buffer with one entry per iteration of the parent), so the reverse
//! sweep, which visits the nest's iterations in any order, finds every row
//! again (`NestStep::index`).
//!
//! The stream's cell (`memref<5xi64>`) holds the current chunk's address,
//! the cursor and the end of the chunk (word numbers), the words used when
//! the current iteration of the outermost loop began, and the words used
//! in the chunks before the current one. Each chunk's first word holds the
//! previous chunk's address (0 for the first). The cell is allocated
//! before the outermost loop; the reverse frees the chunks and the cell
//! after that loop's reverse (`close`).
//!
//! Growth. Nothing is copied when the stream grows: a reservation that
//! does not fit in the current chunk takes a new chunk (the rest of the old
//! one stays unused) of at least a quarter of the words used so far; from
//! the outermost loop's second iteration on, it also holds what the
//! iterations so far used on average times the iterations left, plus an
//! eighth, so that a nest whose iterations record about the same takes
//! about one more chunk. (Measured on a stencil in an `scf.while`, 15.3
//! MiB of copies a run: a single buffer that doubled and was copied
//! allocated 48.1 MiB, 36.6 live at once; chunks that double, 48.1 MiB
//! for 30.5 MiB of words with the `sin` results; chunks of a quarter of
//! the total, 34.0 MiB.) The chunks
//! come from `malloc` (declared if the module lacks it); addresses are
//! kept as integers so that the cell stays a plain memref.

use super::err;
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
    /// Word `slot` of the iteration's row in a stream (the iteration's
    /// index is the number of the row's first word).
    Stream { slot: i64 },
}

impl RecSlot {
    /// Store `v` (a scalar) as the record of the iteration at `lin`.
    pub fn store(self, m: &mut Module, ip: InsertPoint, v: Value, lin: Value) {
        match self {
            RecSlot::Buf(buf) => {
                super::loops::store_record(m, ip, v, buf, &[lin]);
            }
            RecSlot::Stream { slot } => {
                let at = word_address(m, ip, lin, slot);
                let v = if m.value_type(v).is_index() { cast(m, ip, v, Type::i64()) } else { v };
                Builder::new(m, ip).create(OpSpec::new("llvm.store").operands(&[v, at]));
            }
        }
    }

    /// The record (of type `ty`) of the iteration at `lin`.
    pub fn load(self, m: &mut Module, ip: InsertPoint, lin: Value, ty: &Type) -> Value {
        match self {
            RecSlot::Buf(buf) => super::loops::load_record(m, ip, buf, &[lin], ty),
            RecSlot::Stream { slot } => {
                let at = word_address(m, ip, lin, slot);
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

/// The words of a stream's cell.
const CHUNK: i64 = 0;
/// The number of the next free word.
const CURSOR: i64 = 1;
/// The number of the word just past the current chunk.
const END: i64 = 2;
/// The words used when the current iteration of the outermost loop began.
const ITER_START: i64 = 3;
/// The words used in the chunks before the current one.
const EARLIER: i64 = 4;
const CELL_WORDS: i64 = 5;

fn ptr() -> Type {
    Type::LlvmPtr { addr_space: 0 }
}

/// Marks the `llvm.inttoptr` that makes a stream's word number (or a
/// chunk's address) into a pointer: memory of the derivative's own
/// (`augment::cut` reads it so; removed from the finished derivative).
pub(super) const STREAM_POINTER: &str = "ferrozyme.stream_pointer";

/// Remove the `STREAM_POINTER` marks from function `f`.
pub(super) fn strip_marks(m: &mut Module, f: OpId) {
    for o in m.collect_ops(f) {
        if m.attr(o, STREAM_POINTER).is_some() {
            m.remove_attr(o, STREAM_POINTER);
        }
    }
}

/// The address `a` (an i64) as a pointer to stream memory.
fn stream_pointer(m: &mut Module, ip: InsertPoint, a: Value) -> Value {
    Builder::new(m, ip)
        .value(OpSpec::new("llvm.inttoptr").operands(&[a]).attr(STREAM_POINTER, Attribute::Unit).result(ptr()))
}

/// The number of the first word after the header of the chunk at `a`.
fn first_word(m: &mut Module, ip: InsertPoint, a: Value) -> Value {
    let three = Builder::new(m, ip).const_int(3, Type::i64());
    let one = Builder::new(m, ip).const_int(1, Type::i64());
    let w = op(m, ip, "arith.shrui", &[a, three], Type::i64());
    op(m, ip, "arith.addi", &[w, one], Type::i64())
}

/// The word `slot` of the row at `lin` (a word number), as a pointer.
fn word_address(m: &mut Module, ip: InsertPoint, lin: Value, slot: i64) -> Value {
    let s = Builder::new(m, ip).const_index(slot);
    let w = op(m, ip, "arith.addi", &[lin, s], Type::Index);
    let eight = Builder::new(m, ip).const_index(8);
    let bytes = op(m, ip, "arith.muli", &[w, eight], Type::Index);
    let a = cast(m, ip, bytes, Type::i64());
    stream_pointer(m, ip, a)
}

fn call(m: &mut Module, ip: InsertPoint, callee: &str, args: &[Value], ret: Option<Type>) -> Option<Value> {
    let mut spec = OpSpec::new("llvm.call").operands(args).attr("callee", Attribute::symbol(callee.to_string()));
    if let Some(t) = ret {
        spec = spec.result(t);
    }
    let c = Builder::new(m, ip).create(spec);
    m.results(c).first().copied()
}

/// A new chunk of `words` words after its header, which holds `prev` (the
/// previous chunk's address); its address, as an i64.
fn new_chunk(m: &mut Module, ip: InsertPoint, words: Value, prev: Value) -> Value {
    let one = Builder::new(m, ip).const_int(1, Type::i64());
    let eight = Builder::new(m, ip).const_int(8, Type::i64());
    let all = op(m, ip, "arith.addi", &[words, one], Type::i64());
    let bytes = op(m, ip, "arith.muli", &[all, eight], Type::i64());
    let p = call(m, ip, "malloc", &[bytes], Some(ptr())).unwrap_or(bytes);
    Builder::new(m, ip).create(OpSpec::new("llvm.store").operands(&[prev, p]));
    op(m, ip, "llvm.ptrtoint", &[p], Type::i64())
}

/// A new chunk of `words` words after `prev` (a chunk's address, or 0),
/// made the stream's current one: the cursor at its first word.
fn take_chunk(m: &mut Module, ip: InsertPoint, cell: Value, words: Value, prev: Value) {
    let a = new_chunk(m, ip, words, prev);
    let first = first_word(m, ip, a);
    let end = op(m, ip, "arith.addi", &[first, words], Type::i64());
    set_cell_word(m, ip, cell, CHUNK, a);
    set_cell_word(m, ip, cell, CURSOR, first);
    set_cell_word(m, ip, cell, END, end);
}

/// Words used so far: those of the earlier chunks and of the current one.
fn words_used(m: &mut Module, ip: InsertPoint, cell: Value) -> Value {
    let earlier = cell_word(m, ip, cell, EARLIER);
    let a = cell_word(m, ip, cell, CHUNK);
    let first = first_word(m, ip, a);
    let cursor = cell_word(m, ip, cell, CURSOR);
    let here = op(m, ip, "arith.subi", &[cursor, first], Type::i64());
    op(m, ip, "arith.addi", &[earlier, here], Type::i64())
}

/// A stream, with the outermost loop's iteration number (at the start of
/// its body) and trip count (before it), for the growth estimate (`None`
/// for an `scf.while`).
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
            .result(Type::memref(vec![crate::ir::Dim::Static(CELL_WORDS)], Type::i64())),
    );
    let cap = Builder::new(m, ip).const_int(i128::from(FIRST_CAPACITY), Type::i64());
    let zero = Builder::new(m, ip).const_int(0, Type::i64());
    take_chunk(m, ip, cell, cap, zero);
    set_cell_word(m, ip, cell, ITER_START, zero);
    set_cell_word(m, ip, cell, EARLIER, zero);
    // Where each iteration of the outermost loop begins to record (just
    // after its iteration number is computed).
    if let Some((k, _)) = k_n {
        let at_k = match m.defining_op(k) {
            Some(d) if m.is_ancestor(root, d) => match m.next_op(d) {
                Some(x) => InsertPoint::Before(x),
                None => return Err(err(m, root, "reverse mode: a loop body without a terminator")),
            },
            // (The induction variable itself, of a loop from 0 by 1.)
            None if matches!(m.value_def(k), crate::ir::ValueDef::BlockArg { block, .. } if m.block_parent_op(block) == Some(root)) => {
                match m.entry_block(m.region(root, 0)).and_then(|b| m.first_op(b)) {
                    Some(x) => InsertPoint::Before(x),
                    None => return Err(err(m, root, "reverse mode: a loop body without a terminator")),
                }
            }
            _ => {
                return Err(err(m, root, "reverse mode: the iteration number of this loop is not computed in its body"))
            }
        };
        let used = words_used(m, at_k, cell);
        set_cell_word(m, at_k, cell, ITER_START, used);
    }
    super::loops::tag(
        m,
        cell,
        format!(
            "records of loops whose trip counts are known only when they start, nested in the loop at {}, in heap chunks taken as they run (the first of {} bytes; the size shown is the cell's)",
            crate::exec::error::op_location(m, root).unwrap_or_else(|| "?".into()),
            (FIRST_CAPACITY + 1) * 8
        ),
    );
    Ok(Stream { cell, k_n })
}

/// At `ip`: reserve `words` (an index) consecutive words at the cursor,
/// taking a new chunk if they do not fit; the number of the first word
/// reserved (an index).
pub(super) fn reserve(m: &mut Module, ip: InsertPoint, stream: &Stream, words: Value) -> Value {
    let cell = stream.cell;
    let start = cell_word(m, ip, cell, CURSOR);
    let end = cell_word(m, ip, cell, END);
    let w = cast(m, ip, words, Type::i64());
    let need = op(m, ip, "arith.addi", &[start, w], Type::i64());
    let full = Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[need, end])
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
    let a = cell_word(m, gi, cell, CHUNK);
    let first = first_word(m, gi, a);
    let here = op(m, gi, "arith.subi", &[start, first], Type::i64());
    let before = cell_word(m, gi, cell, EARLIER);
    let used = op(m, gi, "arith.addi", &[before, here], Type::i64());
    let new_cap = capacity(m, gi, stream, w, used);
    take_chunk(m, gi, cell, new_cap, a);
    set_cell_word(m, gi, cell, EARLIER, used);
    let at = cell_word(m, ip, cell, CURSOR);
    let next = op(m, ip, "arith.addi", &[at, w], Type::i64());
    set_cell_word(m, ip, cell, CURSOR, next);
    cast(m, ip, at, Type::Index)
}

/// The words of the chunk to take when `need` words do not fit in the
/// current one, with `used` words used so far: `need`, and at least a
/// quarter of `used` (the chunks grow by a quarter of the total, about
/// what is left unused of the last) and the first chunk's size; from the
/// outermost loop's second iteration on (not in an `scf.while`), also the
/// words used before this iteration (`done`) over the `k` iterations done,
/// times the `n - k` iterations left (this one included), on top of
/// `done`, less what is used, plus an eighth.
fn capacity(m: &mut Module, ip: InsertPoint, stream: &Stream, need: Value, used: Value) -> Value {
    let i64t = Type::i64();
    let mut b = Builder::new(m, ip);
    let one = b.const_int(1, i64t.clone());
    let two = b.const_int(2, i64t.clone());
    let three = b.const_int(3, i64t.clone());
    let first_size = b.const_int(i128::from(FIRST_CAPACITY), i64t.clone());
    let quarter = op(m, ip, "arith.shrsi", &[used, two], i64t.clone());
    let floor = op(m, ip, "arith.maxsi", &[quarter, first_size], i64t.clone());
    let at_least = op(m, ip, "arith.maxsi", &[need, floor], i64t.clone());
    let Some((k, n)) = stream.k_n else { return at_least };
    let done = cell_word(m, ip, stream.cell, ITER_START);
    let k = cast(m, ip, k, i64t.clone());
    let n = cast(m, ip, n, i64t.clone());
    let k1 = op(m, ip, "arith.maxsi", &[k, one], i64t.clone());
    let per = op(m, ip, "arith.divsi", &[done, k1], i64t.clone());
    let left = op(m, ip, "arith.subi", &[n, k], i64t.clone());
    let more = op(m, ip, "arith.muli", &[per, left], i64t.clone());
    let total = op(m, ip, "arith.addi", &[done, more], i64t.clone());
    let rest = op(m, ip, "arith.subi", &[total, used], i64t.clone());
    let eighth = op(m, ip, "arith.shrsi", &[rest, three], i64t.clone());
    let est = op(m, ip, "arith.addi", &[rest, eighth], i64t.clone());
    let grown = op(m, ip, "arith.maxsi", &[at_least, est], i64t.clone());
    // (Iteration 0 has no average yet.)
    let z = Builder::new(m, ip).const_int(0, i64t.clone());
    let first = Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[k, z])
            .attr("predicate", Attribute::Integer { value: 0, ty: Type::i64() })
            .result(Type::int(1)),
    );
    Builder::new(m, ip).value(OpSpec::new("arith.select").operands(&[first, at_least, grown]).result(i64t))
}

/// At `ip`: free the stream's chunks (newest first, each naming the one
/// before) and its cell.
pub(super) fn close(m: &mut Module, ip: InsertPoint, cell: Value) {
    let i64t = Type::i64();
    let last = cell_word(m, ip, cell, CHUNK);
    let w = Builder::new(m, ip)
        .create(OpSpec::new("scf.while").operands(&[last]).results(std::slice::from_ref(&i64t)).regions(2));
    let (before, after) = (m.region(w, 0), m.region(w, 1));
    let bb = Builder::new(m, ip).add_block(before, std::slice::from_ref(&i64t));
    let a = m.block_args(bb)[0];
    let bip = InsertPoint::End(bb);
    let zero = Builder::new(m, bip).const_int(0, i64t.clone());
    let more = Builder::new(m, bip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[a, zero])
            .attr("predicate", Attribute::Integer { value: 1, ty: i64t.clone() })
            .result(Type::int(1)),
    );
    Builder::new(m, bip).create(OpSpec::new("scf.condition").operands(&[more, a]));
    let ab = Builder::new(m, ip).add_block(after, std::slice::from_ref(&i64t));
    let a = m.block_args(ab)[0];
    let aip = InsertPoint::End(ab);
    let p = stream_pointer(m, aip, a);
    let prev = Builder::new(m, aip).value(OpSpec::new("llvm.load").operands(&[p]).result(i64t));
    call(m, aip, "free", &[p], None);
    Builder::new(m, aip).create(OpSpec::new("scf.yield").operands(&[prev]));
    Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[cell]));
}
