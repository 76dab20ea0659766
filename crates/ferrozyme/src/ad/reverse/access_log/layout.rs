//! Where each entry of an access log goes: the callee's accesses to the
//! logged memory, laid out in execution order. An access outside loops
//! has one entry; a loop with constant bounds has `trip × (entries of its
//! body)`, iteration after iteration; an `scf.if` has the entries of its
//! `then` branch, then those of its `else` branch (the branch not taken
//! leaves its range marked unwritten). Walking the log backwards therefore
//! meets the accesses in reverse execution order.

use crate::hash::HashSet;

use crate::ir::{Module, OpId, Type, Value};

/// One access, loop or branch holding accesses, in program order.
#[derive(Clone, Debug)]
pub(super) enum Item {
    Access(OpId),
    Loop { op: OpId, trip: i64, per_iter: usize, body: Vec<Item> },
    If { op: OpId, then_items: Vec<Item>, then_size: usize, else_items: Vec<Item>, else_size: usize },
}

/// The number of entries of `items`.
pub(super) fn size(items: &[Item]) -> usize {
    items
        .iter()
        .map(|i| match i {
            Item::Access(_) => 1,
            Item::Loop { trip, per_iter, .. } => *trip as usize * per_iter,
            Item::If { then_size, else_size, .. } => then_size + else_size,
        })
        .sum()
}

/// Does `items` hold an `scf.if` (entries that may be left unwritten)?
pub(super) fn has_branches(items: &[Item]) -> bool {
    items.iter().any(|i| match i {
        Item::Access(_) => false,
        Item::Loop { body, .. } => has_branches(body),
        Item::If { .. } => true,
    })
}

/// The accesses of argument memory `a` in `f` laid out, and the element
/// type. `None` when the memory is used otherwise (a call, a view, a copy,
/// a pointer stored or passed on...), is accessed as several types, or an
/// access sits in anything but `scf.if` branches and `scf.for` loops with
/// constant bounds.
pub(super) fn layout(m: &Module, f: OpId, a: Value) -> Option<(Vec<Item>, Type)> {
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
    // An access to the same place (the same SSA values) as an earlier
    // access that runs whenever it runs needs no entry of its own: that
    // entry already puts the element back to its value before the earlier
    // access, from which the replay recomputes everything up to this one.
    let mut kept = HashSet::default();
    let mut seen: Vec<OpId> = Vec::new();
    for o in m.collect_ops(f).into_iter().filter(|o| accesses.contains(o)) {
        if !seen.iter().any(|&e| place(m, e) == place(m, o) && runs_before(m, e, o)) {
            kept.insert(o);
        }
        seen.push(o);
    }
    let region = *m.regions(f).first()?;
    let items = walk(m, m.entry_block(region)?, &kept, &accesses)?;
    (!items.is_empty()).then_some((items, elem))
}

/// The items of `block` (`kept`: accesses with an entry; `all`: every access).
fn walk(m: &Module, block: crate::ir::BlockId, kept: &HashSet<OpId>, all: &[OpId]) -> Option<Vec<Item>> {
    let mut items = Vec::new();
    for o in m.block_ops(block) {
        if kept.contains(&o) {
            items.push(Item::Access(o));
            continue;
        }
        if m.regions(o).is_empty() || !m.collect_ops(o).iter().any(|x| all.contains(x)) {
            continue;
        }
        let inner = |k: usize| -> Option<Vec<Item>> {
            match m.regions(o).get(k).and_then(|&r| m.entry_block(r)) {
                Some(b) => walk(m, b, kept, all),
                None => Some(vec![]),
            }
        };
        if m.is(o, "scf.for") {
            let c = |k: usize| constant(m, m.operand(o, k));
            let (lb, ub, step) = (c(0)?, c(1)?, c(2)?);
            if step <= 0 {
                return None;
            }
            let trip = ((ub - lb).max(0) + step - 1) / step;
            let body = inner(0)?;
            let per_iter = size(&body);
            if per_iter > 0 && trip > 0 {
                items.push(Item::Loop { op: o, trip, per_iter, body });
            }
        } else if m.is(o, "scf.if") {
            let (then_items, else_items) = (inner(0)?, inner(1)?);
            let (then_size, else_size) = (size(&then_items), size(&else_items));
            if then_size + else_size > 0 {
                items.push(Item::If { op: o, then_items, then_size, else_items, else_size });
            }
        } else {
            return None;
        }
    }
    Some(items)
}

/// The value of an integer constant.
fn constant(m: &Module, v: Value) -> Option<i64> {
    m.int_constant(v).and_then(|x| i64::try_from(x).ok())
}

/// Where access `o` is: its indices (memref) or its address (pointer).
pub(super) fn place(m: &Module, o: OpId) -> &[Value] {
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
