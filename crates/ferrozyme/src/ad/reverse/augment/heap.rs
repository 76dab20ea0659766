//! Before a callee's combined derivative is cut at its marker (`cut`):
//! shadow views that only the reverse half uses move past the marker (the
//! augmented primal then needs no shadow), and stack memory of the forward
//! half that the reverse half uses moves to the heap (the reverse runs
//! after the augmented primal has returned), freed at the end.

use crate::hash::HashSet;

use super::cut::{ArgKind, Shape};
use crate::ad::activity::{callee_of, VIEW_OPS};
use crate::ir::{Attribute, Module, OpId, OpSpec, Type, Value};

/// Pure ops of the forward half computing from shadows (the shadow views
/// the forward sweep makes next to their primal views) move past the
/// marker, when only the reverse half uses them: the augmented primal then
/// needs no shadow.
pub(super) fn sink_shadow_views(m: &mut Module, g: OpId, marker: OpId, shape: &Shape) {
    let Some(entry) = m.entry_block(m.region(g, 0)) else { return };
    let mut tainted: HashSet<Value> = m
        .block_args(entry)
        .iter()
        .enumerate()
        .filter(|(k, _)| !matches!(shape.kinds.get(*k), Some(ArgKind::Primal(_))))
        .map(|(_, &a)| a)
        .collect();
    let fwd: Vec<OpId> = m.block_ops(entry).take_while(|&o| o != marker).collect();
    let mut moved = Vec::new();
    for &o in &fwd {
        let pure = m.regions(o).is_empty() && crate::dialects::traits(m, o).is_pure();
        if pure && m.operands(o).iter().any(|v| tainted.contains(v)) {
            tainted.extend(m.results(o).iter().copied());
            moved.push(o);
        }
    }
    // Only when nothing left in the forward half uses them.
    let fwd_user = |m: &Module, v: Value| {
        m.uses(v).iter().any(|u| {
            let top = std::iter::successors(Some(u.op), |&p| m.parent_op(p)).find(|&p| m.parent_op(p) == Some(g));
            top.is_some_and(|t| !moved.contains(&t) && fwd.contains(&t))
        })
    };
    if moved.iter().any(|&o| m.results(o).iter().any(|&r| fwd_user(m, r))) {
        return;
    }
    let mut anchor = marker;
    for o in moved {
        m.move_op_after(o, anchor);
        anchor = o;
    }
}

/// Stack allocations (`memref.alloca`, `llvm.alloca`) at the top of the
/// forward half whose memory the reverse half uses (directly or through
/// views) become heap allocations (`memref.alloc`, a call of `malloc`),
/// freed at the end of the reverse: the reverse runs after the augmented
/// primal has returned, when its stack is gone. (Others, e.g. in loops,
/// still stop the cut.) Returns whether it made `malloc` calls (marked,
/// see `strip_heap_marks`).
pub(super) fn promote_stack_memory(m: &mut Module, g: OpId, marker: OpId) -> bool {
    let mut marked = false;
    let Some(entry) = m.entry_block(m.region(g, 0)) else { return marked };
    let ops: Vec<OpId> = m.block_ops(entry).collect();
    let (Some(at), Some(&ret)) = (ops.iter().position(|&o| o == marker), ops.last()) else { return marked };
    let back: HashSet<OpId> = ops[at + 1..].iter().copied().collect();
    let top =
        |m: &Module, o: OpId| std::iter::successors(Some(o), |&p| m.parent_op(p)).find(|&p| m.parent_op(p) == Some(g));
    for &a in &ops[..at] {
        if !m.is(a, "memref.alloca") && !m.is(a, "llvm.alloca") {
            continue;
        }
        let mut memory = vec![m.result(a, 0)];
        let mut used_back = false;
        let mut k = 0;
        while let Some(&v) = memory.get(k) {
            k += 1;
            for u in m.uses(v).to_vec() {
                used_back |= top(m, u.op).is_some_and(|t| back.contains(&t));
                if VIEW_OPS.contains(&m.name(u.op).as_str()) && m.operands(u.op).first() == Some(&v) {
                    memory.extend(m.results(u.op).iter().copied());
                }
            }
        }
        if !used_back {
            continue;
        }
        if m.is(a, "llvm.alloca") {
            marked |= heap_pointer(m, a, ret);
            continue;
        }
        m.op_mut(a).name = crate::ir::OpName::new("memref.alloc");
        let r = m.result(a, 0);
        let free = m.create_op(OpSpec::new("memref.dealloc").operands(&[r]));
        m.insert_op_before(ret, free);
    }
    marked
}

/// `llvm.alloca` `a` as a call of `malloc` (of its bytes), with a call of
/// `free` before `ret`; declares the two functions if the module lacks
/// them. Nothing changes if it has other symbols of those names (or
/// definitions of them), or if `a` asks for more than `malloc`'s 16-byte
/// alignment.
fn heap_pointer(m: &mut Module, a: OpId, ret: OpId) -> bool {
    let ptr = Type::LlvmPtr { addr_space: 0 };
    if m.attr(a, "alignment").and_then(Attribute::as_int).is_some_and(|n| n > 16) {
        return false;
    }
    let Some(size) = m.attr(a, "elem_type").and_then(Attribute::as_type).and_then(crate::exec::layout::size_align)
    else {
        return false;
    };
    let decls = [("malloc", ptr.clone(), vec![Type::i64()]), ("free", Type::LlvmVoid, vec![ptr.clone()])];
    for (name, r, params) in &decls {
        if !crate::rewrite::declare_external(m, name, r.clone(), params) {
            return false;
        }
    }
    let n = m.operand(a, 0);
    let nt = m.value_type(n).clone();
    let ip = crate::ir::InsertPoint::Before(a);
    let mut b = crate::ir::Builder::new(m, ip);
    let n64 = match nt {
        t if t == Type::i64() => n,
        t if t.is_index() => b.value(OpSpec::new("arith.index_cast").operands(&[n]).result(Type::i64())),
        _ => b.value(OpSpec::new("arith.extui").operands(&[n]).result(Type::i64())),
    };
    let s = b.const_int(i128::from(size.0), Type::i64());
    let bytes = b.value(OpSpec::new("arith.muli").operands(&[n64, s]).result(Type::i64()));
    let p = b.value(
        OpSpec::new("llvm.call")
            .operands(&[bytes])
            .result(ptr)
            .attr("callee", Attribute::symbol("malloc".to_string()))
            .attr(HEAP_FROM_STACK, Attribute::Unit),
    );
    let old = m.result(a, 0);
    m.replace_all_uses(old, p);
    m.erase_op(a);
    let free =
        m.create_op(OpSpec::new("llvm.call").operands(&[p]).attr("callee", Attribute::symbol("free".to_string())));
    m.insert_op_before(ret, free);
    true
}

/// Marks the `malloc` calls `heap_pointer` makes, while the cut is planned
/// (`strip_heap_marks` removes it).
const HEAP_FROM_STACK: &str = "ferrozyme.heap_from_stack";

/// Is `op` a call of `malloc` made by `heap_pointer` (memory of the
/// derivative's own, freed at the end of its reverse)?
pub(super) fn is_malloc(m: &Module, op: OpId) -> bool {
    m.is(op, "llvm.call") && m.attr(op, HEAP_FROM_STACK).is_some()
}

/// Is `op` a call of the C `malloc` (a declaration without a body): fresh
/// heap memory?
pub(in crate::ad::reverse) fn calls_malloc(m: &Module, op: OpId) -> bool {
    m.is(op, "llvm.call")
        && m.attr(op, "callee").and_then(Attribute::as_flat_symbol) == Some("malloc")
        && callee_of(m, op).is_some_and(|c| crate::ad::activity::body(m, c).is_none())
}

/// Remove `heap_pointer`'s marks from function `f`.
pub(super) fn strip_heap_marks(m: &mut Module, f: OpId) {
    for o in m.collect_ops(f) {
        m.remove_attr(o, HEAP_FROM_STACK);
    }
}
