//! Callees specialized to the extents of the memory a call passes them
//! (reverse mode, on the private copy `restructure` makes of a caller).
//!
//! A callee taking a raw pointer (`!llvm.ptr`) does not know how many
//! bytes are behind it, so its derivative cannot save that memory where it
//! must (a recursive call writing it: refused.mlir @rw_top, reader-5
//! report 5). Its caller often knows: the pointer is a stack array or a
//! global of constant size. When the callee's derivative fails, the call
//! is asked to be inlined (`restructure::asked_inlines`); a callee that
//! cannot be (it calls itself, or is large) is instead copied into a
//! private function whose pointer arguments carry `ferrozyme.extent = N`
//! (`crate::ad::reverse::pointers::EXTENT`), the call made to the copy,
//! and the derivation tried again.
//!
//! The mark must hold at every call of the copy: the caller's call passes
//! memory of N bytes, and each call the callee makes of itself passes at
//! that position an argument marked N (its own, or another one: swapped
//! arguments), or other memory of N bytes. A callee in
//! a recursion through other functions is not specialized.

use crate::ad::reverse::pointers::{arg_extent, float_elem, set_arg_elem, set_arg_extent, static_bytes};
use crate::ir::{Attribute, Module, OpId, Type, Value};

fn is_call(m: &Module, o: OpId) -> bool {
    m.is(o, "func.call") || m.is(o, "llvm.call")
}

/// The bytes of constant size behind pointer `v` (`static_bytes`), also
/// through `llvm.getelementptr`s of constant index 0 (`&a[0]`, the same
/// address).
fn bytes_at(m: &Module, v: Value) -> Option<u64> {
    if let Some(b) = static_bytes(m, v) {
        return Some(b);
    }
    let d = m.defining_op(v).filter(|&d| m.is(d, "llvm.getelementptr") && m.operands(d).len() == 1)?;
    let raw = m.attr(d, "rawConstantIndices")?.as_dense_ints()?;
    raw.iter().all(|&i| i == 0).then_some(())?;
    bytes_at(m, m.operand(d, 0))
}

/// The (argument, bytes) marks a copy of `call`'s callee could carry:
/// pointer arguments not marked yet that receive memory of a constant size
/// here and at every call of the callee by itself (and the float element
/// types of that memory, where known); `None` when there is none, or the
/// callee is in a recursion through other functions.
pub(crate) fn extents(m: &Module, call: OpId) -> Option<Extents> {
    if !is_call(m, call) {
        return None;
    }
    let callee = crate::ad::activity::callee_of(m, call)?;
    let entry = m.entry_block(m.region(callee, 0))?;
    let params = m.block_args(entry).to_vec();
    let calls: Vec<OpId> = m.collect_ops(callee).into_iter().filter(|&o| is_call(m, o)).collect();
    let mut own = Vec::new();
    for &o in &calls {
        let h = crate::ad::activity::callee_of(m, o)?;
        if h == callee {
            own.push(o);
        } else if !crate::ad::restructure::reaches_none_of(m, h, &[callee]) {
            return None;
        }
    }
    // What the caller passes, then only the marks each self-call keeps
    // (`fixed_point`).
    let mut marks: Vec<(usize, u64)> = Vec::new();
    for (i, &v) in m.operands(call).iter().enumerate() {
        if !matches!(m.value_type(v), Type::LlvmPtr { .. }) || arg_extent(m, callee, i).is_some() {
            continue;
        }
        if let Some(bytes) = bytes_at(m, v) {
            marks.push((i, bytes));
        }
    }
    let marks = fixed_point(m, &own, &params, marks, bytes_at);
    // The float element types of those that have one (`llvm.intr.memcpy`
    // into them needs it), the same way.
    let elems: Vec<(usize, Type)> =
        marks.iter().filter_map(|&(i, _)| float_elem(m, m.operand(call, i)).map(|t| (i, t))).collect();
    let elems = fixed_point(m, &own, &params, elems, float_elem);
    (!marks.is_empty()).then_some(Extents { callee, marks, elems })
}

/// The marks of `marks` (argument, what it receives) that every self-call
/// in `own` keeps (until nothing changes): at position i, a parameter
/// marked the same (its own, or another: `f(q, p)` inside `f(p, q)`), or
/// other memory of which `of` tells the same.
fn fixed_point<T: Clone + PartialEq>(
    m: &Module,
    own: &[OpId],
    params: &[Value],
    mut marks: Vec<(usize, T)>,
    of: impl Fn(&Module, Value) -> Option<T>,
) -> Vec<(usize, T)> {
    loop {
        let holds = |(i, t): &(usize, T)| {
            own.iter().all(|&o| {
                let w = m.operand(o, *i);
                let param = params.iter().position(|&p| p == w);
                param.is_some_and(|j| marks.iter().any(|(k, u)| *k == j && u == t)) || of(m, w).as_ref() == Some(t)
            })
        };
        let kept: Vec<(usize, T)> = marks.iter().filter(|x| holds(x)).cloned().collect();
        if kept.len() == marks.len() {
            return marks;
        }
        marks = kept;
    }
}

/// What a copy of a callee is specialized to (`extents`).
pub(crate) struct Extents {
    pub callee: OpId,
    /// (Argument, bytes) marks.
    pub marks: Vec<(usize, u64)>,
    /// (Argument, float element type) marks.
    pub elems: Vec<(usize, Type)>,
}

/// Make `call` call a private copy of its callee (`@<callee>.extents`)
/// whose pointer arguments carry the marks of `extents`, its calls of
/// itself calling the copy. The copy, if made.
pub(crate) fn apply(m: &mut Module, call: OpId) -> Option<OpId> {
    let Extents { callee, marks, elems } = extents(m, call)?;
    let copy = crate::ad::restructure::private_copy(m, callee, "extents");
    let fresh = m.symbol_name(copy)?.to_string();
    let n = m.entry_block(m.region(copy, 0)).map_or(0, |b| m.block_args(b).len());
    for (i, bytes) in marks {
        set_arg_extent(m, copy, n, i, bytes);
    }
    for (i, t) in elems {
        set_arg_elem(m, copy, n, i, t);
    }
    let own: Vec<OpId> = m
        .collect_ops(copy)
        .into_iter()
        .filter(|&o| is_call(m, o) && crate::ad::activity::callee_of(m, o) == Some(callee))
        .collect();
    for o in own.into_iter().chain([call]) {
        m.set_attr(o, "callee", Attribute::symbol(fresh.clone()));
    }
    Some(copy)
}
