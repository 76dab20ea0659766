//! Packed tapes: the scalars of a pair's tape written into a buffer of
//! 64-bit words (`memref<?xf64>`: most tape values are `f64`, stored as
//! they are; other scalars are stored bit for bit) that its caller
//! provides, at an offset, instead of being returned one by one.
//!
//! A callee's own augmented calls then write into the same buffer, after
//! its own words, so a tape no longer grows as it passes up a chain of
//! calls: every augmented primal takes `(buffer, offset)`, every reverse
//! reads from them. The derivative at the top of the chain (one that is
//! not itself cut) allocates the buffer before the call, sized for the
//! whole chain, and frees it after the reverse call.
//!
//! While a derivative that will be cut is made, the `(buffer, offset)` of
//! an inner call is a `TAPE_SLOT` op holding the number of words the inner
//! chain needs; the cut replaces it by the cut pair's own buffer and an
//! offset past the words before it.

use crate::ir::{Attribute, Builder, Dim, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// `%buf, %off = ferrozyme.tape_slot {words = N}`: words of a caller's tape
/// buffer for an inner call (only in a derivative being made to be cut).
pub(in crate::ad::reverse) const TAPE_SLOT: &str = "ferrozyme.tape_slot";

/// A pair whose tape has more scalars than this (or whose callees' tapes
/// are packed) packs them; a few scalars pass faster as values.
pub(super) const PACK_ABOVE: usize = 4;

/// The type of a tape buffer.
pub(in crate::ad::reverse) fn buffer_type() -> Type {
    Type::memref(vec![Dim::Dynamic], Type::F64)
}

/// Can a value of type `t` be stored in one 64-bit word (bit for bit)?
pub(super) fn packable(t: &Type) -> bool {
    match t {
        Type::F64 | Type::F32 | Type::F16 | Type::BF16 | Type::Index => true,
        Type::Int { width, .. } => *width <= 64 && t.is_signless_int(),
        _ => false,
    }
}

/// The integer of `t`'s width (floats are bitcast to it).
fn bits(t: &Type) -> Option<Type> {
    match t {
        Type::F64 => Some(Type::i64()),
        Type::F32 => Some(Type::i32()),
        Type::F16 | Type::BF16 => Some(Type::int(16)),
        _ => None,
    }
}

fn cast(b: &mut Builder, name: &str, v: Value, to: Type) -> Value {
    b.value(OpSpec::new(name).operands(&[v]).result(to))
}

/// `v` (of a `packable` type) as a word.
pub(super) fn pack(b: &mut Builder, v: Value, t: &Type) -> Value {
    if *t == Type::F64 {
        return v;
    }
    let int = match bits(t) {
        Some(i) => cast(b, "arith.bitcast", v, i),
        None if t.is_index() => cast(b, "arith.index_cast", v, Type::i64()),
        None => v,
    };
    let wide = match t {
        Type::Int { width: 64, .. } | Type::Index => int,
        _ => cast(b, "arith.extui", int, Type::i64()),
    };
    cast(b, "arith.bitcast", wide, Type::F64)
}

/// The value of type `t` that `pack` made word `w` of.
pub(super) fn unpack(b: &mut Builder, w: Value, t: &Type) -> Value {
    if *t == Type::F64 {
        return w;
    }
    let wide = cast(b, "arith.bitcast", w, Type::i64());
    if t.is_index() {
        return cast(b, "arith.index_cast", wide, Type::Index);
    }
    let int_ty = bits(t).unwrap_or_else(|| t.clone());
    let int = if int_ty == Type::i64() { wide } else { cast(b, "arith.trunci", wide, int_ty) };
    if bits(t).is_some() {
        cast(b, "arith.bitcast", int, t.clone())
    } else {
        int
    }
}

/// `off + k`.
fn offset(b: &mut Builder, off: Value, k: u64) -> Value {
    if k == 0 {
        return off;
    }
    let c = b.const_index(k as i64);
    b.value(OpSpec::new("arith.addi").operands(&[off, c]).result(Type::Index))
}

/// The offsets `off`, `off + 1`, … of `n` words: one constant, then an
/// addition per word.
fn offsets(b: &mut Builder, off: Value, n: usize) -> Vec<Value> {
    let mut at = vec![off];
    if n > 1 {
        let one = b.const_index(1);
        for _ in 1..n {
            let prev = at[at.len() - 1];
            at.push(b.value(OpSpec::new("arith.addi").operands(&[prev, one]).result(Type::Index)));
        }
    }
    at
}

/// Where the call of a slot op is (for remarks).
pub(super) fn slot_site(m: &Module, slot: OpId) -> String {
    match m.attr(slot, "site") {
        Some(Attribute::String(s)) => s.clone(),
        _ => "?".into(),
    }
}

/// The words of a slot op.
pub(super) fn slot_words(m: &Module, slot: OpId) -> u64 {
    m.attr(slot, "words").and_then(Attribute::as_int).map_or(0, |w| w.max(0) as u64)
}

/// A `TAPE_SLOT` op of `words` words for call `call`, before it.
pub(super) fn slot(m: &mut Module, call: OpId, words: u64) -> (Value, Value) {
    let site = crate::exec::error::op_location(m, call).unwrap_or_default();
    let op = Builder::new(m, InsertPoint::Before(call)).create(
        OpSpec::new(TAPE_SLOT)
            .attr("words", Attribute::index(words as i64))
            .attr("site", Attribute::String(site))
            .results(&[buffer_type(), Type::Index]),
    );
    (m.result(op, 0), m.result(op, 1))
}

/// A fresh tape buffer of `words` words at `ip` (for a derivative that is
/// not cut): `(buffer, offset 0)`.
pub(super) fn allocate(m: &mut Module, ip: InsertPoint, words: u64) -> (Value, Value) {
    let mut b = Builder::new(m, ip);
    let n = b.const_index(words as i64);
    let buf = b.value(
        OpSpec::new("memref.alloc")
            .operands(&[n])
            .attr("operandSegmentSizes", crate::ad::reverse::loops::seg(&[1, 0]))
            .result(buffer_type()),
    );
    let zero = b.const_index(0);
    (buf, zero)
}

/// Words for every iteration of top-level loop `lp` (induction variable
/// `iv`; `words` each), before it; for call `op` in its body, the
/// iteration's words: `(buffer, (iv - lb) / step * words)`.
pub(super) fn allocate_per_iteration(m: &mut Module, (lp, iv): (OpId, Value), op: OpId, words: u64) -> (Value, Value) {
    let (lb, ub, step) = (m.operand(lp, 0), m.operand(lp, 1), m.operand(lp, 2));
    let before = InsertPoint::Before(lp);
    let trips = crate::ad::reverse::nest_bounds::trip_from(m, before, lb, ub, step);
    let mut b = Builder::new(m, before);
    let w = b.const_index(words as i64);
    // (Wraps only past ~2^59 iterations, which the primal could not run.)
    let n = b.value(OpSpec::new("arith.muli").operands(&[trips, w]).result(Type::Index));
    let buf = b.value(
        OpSpec::new("memref.alloc")
            .operands(&[n])
            .attr("operandSegmentSizes", crate::ad::reverse::loops::seg(&[1, 0]))
            .result(buffer_type()),
    );
    // (An integer induction variable counts in its own type.)
    let mut b = Builder::new(m, InsertPoint::Before(op));
    let [iv, lb, step] = [iv, lb, step].map(|v| match b.m.value_type(v).is_index() {
        true => v,
        false => b.value(OpSpec::new("arith.index_cast").operands(&[v]).result(Type::Index)),
    });
    let d = b.value(OpSpec::new("arith.subi").operands(&[iv, lb]).result(Type::Index));
    let k = b.value(OpSpec::new("arith.divsi").operands(&[d, step]).result(Type::Index));
    let w = b.const_index(words as i64);
    let off = b.value(OpSpec::new("arith.muli").operands(&[k, w]).result(Type::Index));
    (buf, off)
}

/// The layout of a packed tape: the pair's own scalars first, then the
/// slots of its inner calls, in order.
pub(super) struct Layout {
    pub own: Vec<Value>,
    pub slots: Vec<OpId>,
}

impl Layout {
    pub(super) fn words(&self, m: &Module) -> u64 {
        self.own.len() as u64 + self.slots.iter().map(|&s| slot_words(m, s)).sum::<u64>()
    }

    /// Where each slot starts, past the own words and the slots before it.
    fn slot_starts(&self, m: &Module) -> Vec<u64> {
        let mut at = self.own.len() as u64;
        self.slots
            .iter()
            .map(|&s| {
                let start = at;
                at += slot_words(m, s);
                start
            })
            .collect()
    }

    /// In the augmented primal (`aug`, whose last two arguments are the
    /// buffer and the offset): each slot becomes its part of the buffer,
    /// and the own scalars are stored before `ret`.
    pub(super) fn write(&self, m: &mut Module, aug: OpId, ret: OpId, buf: Value, off: Value) {
        for (&s, start) in self.slots.iter().zip(self.slot_starts(m)) {
            let o = offset(&mut Builder::before(m, s), off, start);
            let (sb, so) = (m.result(s, 0), m.result(s, 1));
            m.replace_uses_where(sb, buf, |m, o| m.is_ancestor(aug, o));
            m.replace_uses_where(so, o, |m, o| m.is_ancestor(aug, o));
        }
        let at = offsets(&mut Builder::before(m, ret), off, self.own.len());
        for (&v, at) in self.own.iter().zip(at) {
            let t = m.value_type(v).clone();
            let mut b = Builder::before(m, ret);
            let w = pack(&mut b, v, &t);
            b.create(OpSpec::new("memref.store").operands(&[w, buf, at]));
        }
    }

    /// In the reverse (`rev`), at `ip` (its start): the own scalars
    /// are loaded and the slots' parts made again, for the uses in `rev`.
    pub(super) fn read(&self, m: &mut Module, rev: OpId, ip: InsertPoint, buf: Value, off: Value) {
        let at = offsets(&mut Builder::new(m, ip), off, self.own.len());
        for (&v, at) in self.own.iter().zip(at) {
            let t = m.value_type(v).clone();
            let mut b = Builder::new(m, ip);
            let w = b.value(OpSpec::new("memref.load").operands(&[buf, at]).result(Type::F64));
            let x = unpack(&mut b, w, &t);
            m.replace_uses_where(v, x, |m, o| m.is_ancestor(rev, o));
        }
        for (&s, start) in self.slots.iter().zip(self.slot_starts(m)) {
            let o = offset(&mut Builder::new(m, ip), off, start);
            let (sb, so) = (m.result(s, 0), m.result(s, 1));
            m.replace_uses_where(sb, buf, |m, o| m.is_ancestor(rev, o));
            m.replace_uses_where(so, o, |m, o| m.is_ancestor(rev, o));
        }
    }
}
