//! Pointers passed through a region op as byte offsets (reverse mode, on
//! the private copy `restructure` makes): an `scf.for`, `scf.while` or
//! `scf.if` carrying (or yielding) `!llvm.ptr`s that all point into one
//! pointer `B` defined before it — `B` itself, or `llvm.getelementptr`s
//! of one index stepping from `B` or from the op's own pointers (C's
//! `p++` over an array, `p += stride`) — carries, instead of each
//! pointer, its distance from `B` in bytes (an i64). The pointer is made
//! again (`llvm.getelementptr B[offset]` over bytes) where the op's region
//! arguments and results are used, and reverse mode follows pointers into
//! memory defined before the loop, as it does everywhere.
//!
//! A pointer stepped from one of several such arrays (`p = x > 0 ? a : b`
//! joined by branches, then `p++`) carries its array's position in the
//! list and its byte offset, packed in one i64 (`BASE_SHIFT`); the
//! pointer is `arith.select`ed back among the arrays. Arrays only swapped
//! (never stepped) are left to `crate::ad::memref_positions`.
//!
//! A loop carrying a pointer cannot be recorded per iteration (the records
//! hold numbers), so such loops were refused; so was the `scf.while` a
//! C-style loop over `p` becomes (`crate::ad::cfg`; the null pointer its
//! tuple starts with, which no block reads, gets offset 0). The slots that feed
//! each other (a loop's argument yielded by an `scf.if` in it, an
//! `arith.select` between pointers) change together, as in
//! `crate::ad::view_offsets`, whose slots this module shares.

use crate::ad::view_offsets::{outside, phi_where, retype_slots, slots_where, Slot};
use crate::hash::HashSet;
use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

fn is_ptr(t: &Type) -> bool {
    t.is_llvm_ptr()
}

/// The marker of a dynamic index in `rawConstantIndices`.
const DYNAMIC_INDEX: i128 = i32::MIN as i128;

/// A step of one element: `llvm.getelementptr from[index]` over an element
/// of `size` bytes (`index` a value, or a constant).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Step {
    pub(crate) from: Value,
    pub(crate) index: Result<Value, i128>,
    pub(crate) size: u64,
}

/// `v` as a step, if an `llvm.getelementptr` of one index over a sized
/// element made it.
pub(crate) fn step(m: &Module, v: Value) -> Option<Step> {
    let d = m.defining_op(v).filter(|&d| m.is(d, "llvm.getelementptr"))?;
    let raw = m.attr(d, "rawConstantIndices")?.as_dense_ints()?;
    let elem = m.attr(d, "elem_type").and_then(Attribute::as_type)?;
    let (size, _) = crate::exec::layout::size_align(elem)?;
    let index = match (raw.as_slice(), m.operands(d)) {
        ([DYNAMIC_INDEX], [_, i]) => Ok(*i),
        ([c], [_]) if *c != DYNAMIC_INDEX => Err(*c),
        _ => return None,
    };
    Some(Step { from: m.operand(d, 0), index, size })
}

/// The bytes `llvm.getelementptr` `d` adds when all its indices are
/// constants (through struct fields and arrays, as the interpreter lays
/// them out).
fn constant_gep_offset(m: &Module, d: OpId) -> Option<i64> {
    let raw = m.attr(d, "rawConstantIndices")?.as_dense_ints()?;
    if m.operands(d).len() != 1 || raw.contains(&DYNAMIC_INDEX) {
        return None;
    }
    let stride = |t: &Type| crate::exec::layout::size_align(t).map(|(s, a)| (s.div_ceil(a.max(1)) * a.max(1)) as i128);
    let mut t = m.attr(d, "elem_type").and_then(Attribute::as_type)?.clone();
    let mut total: i128 = raw[0].checked_mul(stride(&t)?)?;
    for &i in &raw[1..] {
        t = match &t {
            Type::LlvmStruct(st) => {
                let fi = usize::try_from(i).ok()?;
                total += i128::from(*crate::exec::layout::struct_layout(st)?.offsets.get(fi)?);
                st.body.as_deref()?.get(fi)?.clone()
            }
            Type::LlvmArray { elem, .. } => {
                total += i.checked_mul(stride(elem)?)?;
                (**elem).clone()
            }
            _ => return None,
        };
    }
    i64::try_from(total).ok()
}

/// The type of the struct field `gep` `d` addresses (`gep %p[%i, 1] :
/// !llvm.struct<(f64, ptr)>`: `!llvm.ptr`), through arrays indexed at run
/// time; `None` when no struct field is named.
pub(crate) fn field_type(m: &Module, d: OpId) -> Option<Type> {
    let raw = m.attr(d, "rawConstantIndices")?.as_dense_ints()?;
    let mut t = m.attr(d, "elem_type").and_then(Attribute::as_type)?.clone();
    let mut field = false;
    for &i in raw.get(1..)? {
        t = match &t {
            Type::LlvmStruct(st) => {
                field = true;
                st.body.as_deref()?.get(usize::try_from(i).ok()?)?.clone()
            }
            Type::LlvmArray { elem, .. } => (**elem).clone(),
            _ => return None,
        };
    }
    field.then_some(t)
}

/// Greatest common divisor (of byte counts; `gcd(0, b) = |b|`).
pub(crate) fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// `p` as the pointer it is an offset of, the constant byte offset, and
/// the period dynamic indices add multiples of (0: none), through
/// `llvm.getelementptr`s of one index (`step`); `None` past any other.
pub(crate) fn byte_offset(m: &Module, mut p: Value) -> Option<(Value, i64, i64)> {
    let (mut off, mut period) = (0i64, 0i64);
    while let Some(d) = m.defining_op(p).filter(|&d| m.is(d, "llvm.getelementptr")) {
        // (Constant indices into structs and arrays: `gep %vt[0, 3]`.)
        if let Some(c) = constant_gep_offset(m, d) {
            off = off.checked_add(c)?;
            p = m.operand(d, 0);
            continue;
        }
        let st = step(m, p)?;
        let size = i64::try_from(st.size).ok()?;
        match st.index.map(|v| m.int_constant(v).ok_or(v)) {
            Err(c) | Ok(Ok(c)) => off = off.checked_add(i64::try_from(c).ok()?.checked_mul(size)?)?,
            Ok(Err(_)) => period = gcd(period, size),
        }
        p = st.from;
    }
    Some((p, off, period))
}

/// Is `v` the null pointer a multi-block function's tuple starts a
/// pointer slot with (`crate::ad::cfg::DUMMY`), which no block reads?
fn is_dummy(m: &Module, v: Value) -> bool {
    m.defining_op(v).is_some_and(|d| m.is(d, "llvm.mlir.zero") && m.attr(d, crate::ad::cfg::DUMMY).is_some())
}

/// Slots whose pointers flow into each other, and their bases (one, or
/// several arrays a pointer is stepped from after a join: C's
/// `p = x > 0 ? a : b; while (...) *p++ = ...`).
struct Component {
    slots: Vec<(OpId, Slot)>,
    bases: Vec<Value>,
}

/// With several bases, a carried pointer is `position · 2^BASE_SHIFT +
/// byte offset` (its base's position in `Component::bases`): a pointer
/// into an allocation (or one past it) stays within 2^39 bytes (512 GiB)
/// of its base, so the two parts never mix.
const BASE_SHIFT: i128 = 40;

/// The slots reached from slot `first` of `op` through their inputs, if
/// every pointer entering them is a base defined before all their ops,
/// or a step from a base or from one of the slots' pointers. Several
/// bases only when some pointer is a step (the arrays a loop only swaps
/// are carried as positions, `crate::ad::memref_positions`). With
/// `near`, a pointer defined before `op` is a base as it is (not followed
/// into the slots and steps that made it): a loop stepping from an array
/// that an enclosing loop picks among two (`p = t odd ? a : b`) has the
/// pick as its base.
fn component(m: &Module, op: OpId, first: Slot, near: bool) -> Option<Component> {
    let mut slots: Vec<(OpId, Slot)> = vec![(op, first)];
    let mut bases: Vec<Value> = Vec::new();
    let mut stepped = false;
    let mut i = 0;
    // A pointer entering a slot: a slot's own (found, or added), a step
    // from one, or a base.
    let mut pending: Vec<Value> = Vec::new();
    while i < slots.len() || !pending.is_empty() {
        if let Some(v) = pending.pop() {
            if near && outside(m, op, v) {
                bases.push(v);
                continue;
            }
            if let Some((p, s)) = phi_where(m, v, is_ptr) {
                if !slots.iter().any(|(q, t)| *q == p && t.inputs == s.inputs) {
                    slots.push((p, s));
                }
                continue;
            }
            match step(m, v) {
                Some(st) => {
                    stepped = true;
                    pending.push(st.from);
                }
                None if is_dummy(m, v) => {}
                None => bases.push(v),
            }
            continue;
        }
        let inputs = slots[i].1.inputs.clone();
        i += 1;
        for (o, k) in inputs {
            pending.push(*m.operands(o).get(k)?);
        }
    }
    let mut unique: Vec<Value> = Vec::new();
    for b in bases {
        if !unique.contains(&b) {
            unique.push(b);
        }
    }
    let before_all = slots.iter().all(|&(o, _)| unique.iter().all(|&b| outside(m, o, b)));
    let fits = unique.len() == 1 || unique.len() > 1 && stepped;
    (fits && before_all).then_some(Component { slots, bases: unique })
}

/// The first component of the pointer slots of `op`, if one can carry
/// offsets.
fn plan(m: &Module, op: OpId) -> Option<Component> {
    let slots = slots_where(m, op, is_ptr);
    [false, true].into_iter().find_map(|near| slots.iter().find_map(|s| component(m, op, s.clone(), near)))
}

/// Does `op` carry (or yield) pointers it can carry byte offsets of
/// instead?
pub(crate) fn wanted(m: &Module, op: OpId) -> bool {
    plan(m, op).is_some()
}

/// Carry byte offsets instead of pointers through `op` and the ops whose
/// slots feed its slots (when `wanted`; again while it is).
pub(crate) fn apply(m: &mut Module, op: OpId) {
    for _ in 0..16 {
        let Some(c) = plan(m, op) else { return };
        rewrite(m, c);
    }
}

fn i64_const(m: &mut Module, ip: InsertPoint, v: i128) -> Value {
    Builder::new(m, ip).const_int(v, Type::i64())
}

/// `v` (an integer or index) as an i64, at `ip`.
fn to_i64(m: &mut Module, ip: InsertPoint, v: Value) -> Value {
    let t = m.value_type(v).clone();
    let name = match &t {
        _ if t == Type::i64() => return v,
        Type::Index => "arith.index_cast",
        _ => "arith.extsi",
    };
    Builder::new(m, ip).value(OpSpec::new(name).operands(&[v]).result(Type::i64()))
}

/// The offset (i64) of pointer `v` entering the component, made at `ip`:
/// 0 for the base, a slot's own offset, or a step from one of those plus
/// the step's bytes. The ops made are added to `made`.
fn offset_of(
    m: &mut Module,
    ip: InsertPoint,
    c: &Component,
    phis: &HashSet<Value>,
    v: Value,
    made: &mut HashSet<OpId>,
) -> Option<Value> {
    if phis.contains(&v) {
        return Some(v);
    }
    let out = if let Some(k) = c.bases.iter().position(|&b| b == v) {
        i64_const(m, ip, (k as i128) << BASE_SHIFT)
    } else if is_dummy(m, v) {
        i64_const(m, ip, 0)
    } else {
        let st = step(m, v)?;
        let from = offset_of(m, ip, c, phis, st.from, made)?;
        let size = i64_const(m, ip, i128::from(st.size));
        made.extend(m.defining_op(size));
        let index = match st.index {
            Ok(i) => to_i64(m, ip, i),
            Err(k) => i64_const(m, ip, k),
        };
        made.extend(m.defining_op(index));
        let bytes = Builder::new(m, ip).value(OpSpec::new("arith.muli").operands(&[index, size]).result(Type::i64()));
        made.extend(m.defining_op(bytes));
        Builder::new(m, ip).value(OpSpec::new("arith.addi").operands(&[from, bytes]).result(Type::i64()))
    };
    made.extend(m.defining_op(out));
    Some(out)
}

/// `llvm.getelementptr base[at]` over bytes, at `ip`.
pub(crate) fn gep_bytes(m: &mut Module, ip: InsertPoint, base: Value, at: Value) -> Value {
    Builder::new(m, ip).value(
        OpSpec::new("llvm.getelementptr")
            .operands(&[base, at])
            .attr(
                "rawConstantIndices",
                Attribute::DenseArray { elem: Type::i32(), values: vec![crate::ir::DenseElem::Int(DYNAMIC_INDEX)] },
            )
            .attr("elem_type", Attribute::Type(Type::int(8)))
            .result(Type::LlvmPtr { addr_space: 0 }),
    )
}

/// The pointer carried as `v` (an offset from the one base; with several,
/// `BASE_SHIFT`'s position and offset), made at `ip`.
fn remake(m: &mut Module, ip: InsertPoint, bases: &[Value], v: Value) -> Value {
    if let [base] = bases {
        return gep_bytes(m, ip, *base, v);
    }
    let mut b = Builder::new(m, ip);
    let half = b.const_int(1 << (BASE_SHIFT - 1), Type::i64());
    let shift = b.const_int(BASE_SHIFT, Type::i64());
    let binary = |b: &mut Builder, name: &str, x: Value, y: Value| {
        b.value(OpSpec::new(name).operands(&[x, y]).result(Type::i64()))
    };
    let rounded = binary(&mut b, "arith.addi", v, half);
    let pos = binary(&mut b, "arith.shrsi", rounded, shift);
    let start = binary(&mut b, "arith.shli", pos, shift);
    let off = binary(&mut b, "arith.subi", v, start);
    let idx = b.value(OpSpec::new("arith.index_cast").operands(&[pos]).result(Type::Index));
    let base = crate::ad::restructure::pick(m, ip, idx, bases, &Type::LlvmPtr { addr_space: 0 }, &mut Vec::new());
    gep_bytes(m, ip, base, off)
}

fn rewrite(m: &mut Module, c: Component) {
    let inputs: Vec<(OpId, usize)> = c.slots.iter().flat_map(|(_, s)| s.inputs.iter().copied()).collect();
    let phis: HashSet<Value> = c.slots.iter().flat_map(|(_, s)| s.args.iter().chain(&s.results).copied()).collect();
    // Pointers entering the slots: their offsets, computed where they enter
    // (before the phis change type; the ops made use them as offsets).
    let mut made = HashSet::default();
    for &(o, i) in &inputs {
        let v = m.operand(o, i);
        if phis.contains(&v) {
            continue;
        }
        if let Some(k) = offset_of(m, InsertPoint::Before(o), &c, &phis, v, &mut made) {
            m.set_operand(o, i, k);
        }
    }
    // Arguments and results: offsets, whose other uses get the pointer
    // made again (at the start of the block, after the op).
    let keep = |o: OpId, i: usize| inputs.contains(&(o, i)) || made.contains(&o);
    retype_slots(m, &c.slots, Type::i64(), &keep, &mut |m, ip, v| remake(m, ip, &c.bases, v));
}
