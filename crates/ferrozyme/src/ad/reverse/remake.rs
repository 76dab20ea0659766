//! Re-making, before a loop, memory views made inside it: a call in a
//! loop whose memory is saved per iteration (or per run of an
//! `scf.while`) needs a buffer of rows allocated before the loop, shaped
//! like that memory. When the memref the call reads is made in the body
//! (a `memref.cast` or `memref.subview` of a buffer defined before the
//! loop, a `memref.get_global`) from values available before the loop,
//! the same ops made again before the loop give that shape. A memref of
//! static shape needs none of that (a window moved per iteration: a
//! subview at the iteration's offset): its type is its shape, and a
//! `memref.cast` of it to a dynamic type has the same shape. A window whose
//! sizes change per iteration (`u[i:n]`) gets rows shaped like the memref
//! it views (of the same rank, made before the loop), which bound it.
//! Memory allocated in the loop with sizes defined before it (a buffer
//! made per iteration, or in a branch wrapped as a loop of one
//! iteration) has those sizes: `calls::extents` reads the sizes of an
//! allocation from its operands. A 1-D memref picked per iteration
//! between two that can be made before the loop gets rows as long as the
//! longer one (a snapshot copies only the picked memref's extent).

use crate::ad::outline::defined_inside;
use crate::ir::{Dim, IrMap, Module, OpId, Type, Value};

/// Is the shape of memref `v` (made in loop `l`) known before `l`: `v`
/// can be made again there (`possible`), its shape is static, or it is
/// allocated with sizes defined before `l`?
pub(super) fn shape_known(m: &Module, l: OpId, v: Value) -> bool {
    possible(m, l, v)
        || static_source(m, v).is_some()
        || bound(m, l, v).is_some()
        || sized_before(m, l, v)
        || picked_pair(m, l, v).is_some()
}

/// For a 1-D memref `v` that an `arith.select` made in `l` picks between
/// memrefs that can be made before `l` (a condition of the iteration): the
/// two. Rows as long as the longer one hold `v` (`longer_before`).
fn picked_pair(m: &Module, l: OpId, v: Value) -> Option<(Value, Value)> {
    let d = m.defining_op(v).filter(|&d| m.is(d, "arith.select") && defined_inside(m, l, v))?;
    let one_d = matches!(m.value_type(v), Type::MemRef(mt) if mt.shape.len() == 1);
    let (a, b) = (m.operand(d, 1), m.operand(d, 2));
    (one_d && possible(m, l, a) && possible(m, l, b)).then_some((a, b))
}

/// The longer of the two memrefs `picked_pair` gives, picked before `l`.
fn longer_before(m: &mut Module, l: OpId, (a, b): (Value, Value)) -> Value {
    let (a, b) = (before(m, l, a), before(m, l, b));
    let ip = crate::ir::InsertPoint::Before(l);
    let mut bl = crate::ir::Builder::new(m, ip);
    let c0 = bl.const_index(0);
    let da = bl.value(crate::ir::OpSpec::new("memref.dim").operands(&[a, c0]).result(Type::Index));
    let db = bl.value(crate::ir::OpSpec::new("memref.dim").operands(&[b, c0]).result(Type::Index));
    let sge = crate::ir::Attribute::Integer { value: 5, ty: Type::i64() };
    let ge =
        bl.value(crate::ir::OpSpec::new("arith.cmpi").operands(&[da, db]).attr("predicate", sge).result(Type::i1()));
    let ty = m.value_type(a).clone();
    crate::ir::Builder::new(m, ip).value(crate::ir::OpSpec::new("arith.select").operands(&[ge, a, b]).result(ty))
}

/// Is memref `v` a `memref.alloc` or `memref.alloca` whose sizes are all
/// defined before loop `l`? (Its extents there are those operands.)
fn sized_before(m: &Module, l: OpId, v: Value) -> bool {
    let Some(d) = m.defining_op(v) else { return false };
    super::calls::allocation_sizes(m, v).is_some() && m.operands(d).iter().all(|&x| !defined_inside(m, l, x))
}

/// A value whose type and extents are those of memref `v`, for code
/// placed before `l` (checked by `shape_known`): `v` made again before
/// `l` (`before`), or for a memref of static shape made from values of
/// the iteration, `v` itself or the static memref it is a cast of — only
/// its type is used then (its extents are constants; no `memref.dim` of
/// it is made), or for an allocation sized before `l`, `v` itself (its
/// extents are its size operands, `calls::extents`).
pub(super) fn shape_before(m: &mut Module, l: OpId, v: Value) -> Value {
    if possible(m, l, v) {
        before(m, l, v)
    } else if let Some(s) = static_source(m, v) {
        s
    } else if sized_before(m, l, v) {
        v
    } else if let Some(pair) = picked_pair(m, l, v) {
        longer_before(m, l, pair)
    } else {
        match bound(m, l, v) {
            Some(b) => before(m, l, b),
            None => v,
        }
    }
}

/// For a view `v` made in `l` whose sizes change per iteration (a window
/// `u[i:n]`): a memref of the same rank that it views, made (through
/// subviews and casts of the same rank) from one that can be made before
/// `l`. Its extents bound `v`'s, so rows shaped like it hold `v` (only
/// `v`'s extents are copied).
fn bound(m: &Module, l: OpId, v: Value) -> Option<Value> {
    let rank = |x: Value| match m.value_type(x) {
        Type::MemRef(mt) => Some(mt.shape.len()),
        _ => None,
    };
    let d = m.defining_op(v).filter(|&d| m.is(d, "memref.subview") || m.is(d, "memref.cast"))?;
    let src = m.operand(d, 0);
    if rank(src)? != rank(v)? {
        return None;
    }
    if possible(m, l, src) {
        Some(src)
    } else {
        bound(m, l, src)
    }
}

/// `v` if it is a memref of static shape (or a pointer to memory of a
/// constant size), else what it is a `memref.cast` of, if that is
/// (through casts).
fn static_source(m: &Module, v: Value) -> Option<Value> {
    match m.value_type(v) {
        Type::MemRef(mt) if mt.shape.iter().all(|d| matches!(d, Dim::Static(_))) => Some(v),
        // (A pointer picked among arrays of one constant size: that size.)
        Type::LlvmPtr { .. } => super::pointers::static_bytes(m, v).map(|_| v),
        Type::MemRef(_) => {
            let d = m.defining_op(v).filter(|&d| m.is(d, "memref.cast"))?;
            static_source(m, m.operand(d, 0))
        }
        _ => None,
    }
}

/// Can `v` be made again before loop `l`: defined before it, or the result
/// of a pure op without regions (views, `memref.get_global`, constants,
/// index arithmetic) whose operands can be?
pub(super) fn possible(m: &Module, l: OpId, v: Value) -> bool {
    if !defined_inside(m, l, v) {
        return true;
    }
    let Some(d) = m.defining_op(v) else { return false };
    let pure = m.regions(d).is_empty()
        && (crate::dialects::traits(m, d).is_pure()
            || m.is(d, "memref.get_global")
            || crate::ad::activity::VIEW_OPS.iter().any(|n| m.is(d, n)));
    pure && m.operands(d).iter().all(|&x| possible(m, l, x))
}

/// `v` as a value available before `l` (checked by `possible`): `v` itself
/// when defined before `l`, else a copy made just before `l` of the ops
/// making it.
pub(super) fn before(m: &mut Module, l: OpId, v: Value) -> Value {
    if !defined_inside(m, l, v) {
        return v;
    }
    let d = m.defining_op(v).expect("checked: made by an op");
    let mut map = IrMap::new();
    for x in m.operands(d).to_vec() {
        let y = before(m, l, x);
        map.map_value(x, y);
    }
    let c = m.clone_op(d, &mut map);
    m.insert_op_before(l, c);
    crate::ad::speculate::speculate(m, c);
    let k = m.results(d).iter().position(|&r| r == v).expect("a result of its op");
    m.results(c)[k]
}
