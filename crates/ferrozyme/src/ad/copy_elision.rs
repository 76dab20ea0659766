//! A buffer copied into a fresh one and freed right after, made the fresh
//! one itself (reverse mode, on the private copy `restructure` makes,
//! before `crate::ad::fresh_buffers`).
//!
//! mlir-opt's legacy `--buffer-deallocation` moves a buffer out of a region
//! by copying it: `%n = memref.alloc()`, `memref.copy %o, %n`,
//! `memref.dealloc %o`, then `%n` is used as `%o` was. A loop doing that in
//! each iteration (an `scf.while` does it in both regions) allocates active
//! memory the reverse sweep cannot follow. When nothing uses `%n` before
//! the copy or `%o` after it but the free, and nothing writes memory between
//! the copy and the free, `%n` is `%o` under another name: the three ops go
//! and `%n`'s uses take `%o`.

use crate::ir::{Module, OpId, Value, ValueDef};

/// The (alloc, copy, free) triples of `f` to remove.
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<(OpId, OpId, OpId)> {
    let mut out = Vec::new();
    for c in m.collect_ops(f) {
        if !m.is(c, "memref.copy") {
            continue;
        }
        let (o, n) = (m.operand(c, 0), m.operand(c, 1));
        let Some(a) = m.defining_op(n).filter(|&a| m.is(a, "memref.alloc")) else { continue };
        let identity = m.value_type(o).as_memref().is_some_and(|t| t.layout == crate::ir::Layout::Identity);
        if m.value_type(o) != m.value_type(n) || !identity || !whole_buffer(m, o) || m.op_parent(a) != m.op_parent(c) {
            continue;
        }
        // The free: after the copy in its block, nothing writing between.
        let mut free = None;
        let mut next = m.next_op(c);
        while let Some(x) = next {
            if m.is(x, "memref.dealloc") && m.operand(x, 0) == o {
                free = Some(x);
                break;
            }
            // (Only pure ops, loads and allocations in between.)
            let quiet = crate::dialects::traits(m, x).is_pure()
                || matches!(m.name(x).as_str(), "memref.load" | "memref.dim" | "memref.alloc");
            if !quiet || !m.regions(x).is_empty() {
                break;
            }
            next = m.next_op(x);
        }
        let Some(d) = free else { continue };
        // `%n` unused before the copy; `%o` unused after it but the free.
        let n_late = m.uses(n).iter().all(|u| u.op == c || after(m, c, u.op));
        let o_early = m.uses(o).iter().all(|u| u.op == c || u.op == d || !after(m, c, u.op));
        if n_late && o_early {
            out.push((a, c, d));
        }
    }
    out
}

/// Remove each candidate triple, `%n`'s uses taking `%o`.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for (a, c, d) in candidates(m, f) {
        if m.is_erased(a) || m.is_erased(c) || m.is_erased(d) {
            continue;
        }
        let (o, n) = (m.operand(c, 0), m.operand(c, 1));
        m.erase_op(c);
        m.erase_op(d);
        m.replace_all_uses(n, o);
        m.erase_op(a);
    }
}

/// Is `v` a whole buffer the function allocated: an allocation, or a value
/// a loop carries whose every source is one? Not a view, and never the
/// caller's memory (review-28: the copy of an argument, elided, sent the
/// stores meant for the copy, and their adjoints, to the caller's buffer).
fn whole_buffer(m: &Module, v: Value) -> bool {
    owned(m, v, &mut crate::hash::HashSet::default())
}

fn owned(m: &Module, v: Value, seen: &mut crate::hash::HashSet<Value>) -> bool {
    if !seen.insert(v) {
        return true; // (a value carried around a loop unchanged)
    }
    match m.value_def(v) {
        ValueDef::Result { op, .. } => m.is(op, "memref.alloc"),
        ValueDef::BlockArg { block, index } => {
            let Some(l) = m.block_parent_op(block) else { return false };
            let region_index = m.regions(l).iter().position(|&r| m.blocks(r).first() == Some(&block));
            let yielded = |r: usize, k: usize| {
                m.blocks(m.region(l, r)).first().and_then(|&b| m.last_op(b)).and_then(|y| m.operands(y).get(k).copied())
            };
            let index = index as usize;
            let sources: Vec<Option<Value>> = match (m.name(l).as_str(), region_index) {
                ("scf.for", Some(0)) if index >= 1 => {
                    vec![m.operands(l).get(3 + index - 1).copied(), yielded(0, index - 1)]
                }
                ("scf.while", Some(0)) => vec![m.operands(l).get(index).copied(), yielded(1, index)],
                ("scf.while", Some(1)) => vec![yielded(0, index + 1)],
                _ => return false,
            };
            sources.into_iter().all(|s| s.is_some_and(|s| owned(m, s, seen)))
        }
        ValueDef::Undefined => false,
    }
}

/// Does `x` run after `c`: later in `c`'s block, or nested in an op that is?
fn after(m: &Module, c: OpId, x: OpId) -> bool {
    let mut top = x;
    loop {
        if m.op_parent(top) == m.op_parent(c) {
            return m.is_before(c, top);
        }
        match m.parent_op(top) {
            Some(p) => top = p,
            None => return false,
        }
    }
}
