//! A fresh buffer per iteration, as one-shot bufferization emits for a
//! tensor carried by an `scf.for` that cannot be updated in place, made a
//! pair of buffers swapped between iterations, before reverse mode (a
//! rewrite of the private copy `restructure` differentiates).
//!
//! The pattern: the loop carries a memref `%cur`; its body allocates
//! `%nxt = memref.alloc`, computes it (from `%cur`), frees `%cur` and yields
//! `%nxt`. At most two of these buffers are alive at once, so one spare
//! buffer allocated before the loop, carried next to `%cur` and swapped
//! with it at the yield, computes the same thing: `%nxt` is the spare
//! (what an earlier iteration left there is what reading the fresh
//! buffer uninitialised would have read), `%cur` becomes the next spare
//! instead of being freed, and the spare left after the loop is freed
//! there (or, where the function frees the loop's result in the loop's
//! block and allocated the first carried buffer there too, both buffers
//! are freed by name at that free). Reverse mode differentiates swapped
//! buffers (it refuses memory allocated inside a loop).
//!
//! Rewritten only when the allocation and the free are in the body block
//! itself, the allocation's sizes are defined before the loop, the fresh
//! buffer is yielded once and not freed in the body, and the carried
//! buffer is freed once there.
//!
//! An `scf.while` is rewritten the same way (its `after` region is the
//! body): the buffer its `before` region receives must be forwarded once,
//! unchanged and not freed, by `scf.condition`; the spare is carried
//! through both regions (an argument of each, forwarded last).

use crate::ir::{Module, OpId, OpSpec, Value};

/// One rewrite: the loop, the position of the buffer among the values
/// entering the loop (initial values and yields), its position among the
/// values the body receives and the loop's results (the same for an
/// `scf.for`; where `scf.condition` forwards it, for an `scf.while`), the
/// allocation, the free.
struct Fresh {
    l: OpId,
    k: usize,
    j: usize,
    alloc: OpId,
    free: OpId,
}

/// The body block of loop `l` (an `scf.for`'s, an `scf.while`'s `after`).
fn body_of(m: &Module, l: OpId) -> Option<crate::ir::BlockId> {
    m.entry_block(*m.regions(l).get(if m.is(l, "scf.for") { 0 } else { 1 })?)
}

/// The argument of loop `l`'s body receiving carried value `j`.
fn body_arg(m: &Module, l: OpId, j: usize) -> Option<Value> {
    let first = if m.is(l, "scf.for") { 1 } else { 0 };
    m.block_args(body_of(m, l)?).get(first + j).copied()
}

/// The position `j` at which `scf.while` `w`'s `before` region forwards
/// its argument `k` (once, unchanged, not freed there), if it does.
fn forwarded(m: &Module, w: OpId, k: usize) -> Option<usize> {
    let before = m.entry_block(m.region(w, 0))?;
    let cond = m.last_op(before).filter(|&c| m.is(c, "scf.condition"))?;
    let b = *m.block_args(before).get(k)?;
    let fwd = &m.operands(cond)[1..];
    let [j] = fwd.iter().enumerate().filter(|&(_, &v)| v == b).map(|(j, _)| j).collect::<Vec<_>>()[..] else {
        return None;
    };
    let freed = m.uses(b).iter().any(|u| m.is(u.op, "memref.dealloc"));
    (!freed).then_some(j)
}

/// The fresh buffers of `f` this rewrite swaps instead.
fn find(m: &Module, f: OpId) -> Vec<Fresh> {
    let mut out = Vec::new();
    for l in m.collect_ops(f) {
        let is_for = m.is(l, "scf.for");
        if !(is_for || m.is(l, "scf.while")) || m.results(l).is_empty() {
            continue;
        }
        if m.regions(l).iter().any(|&r| m.blocks(r).len() != 1) {
            continue;
        }
        let Some(body) = body_of(m, l) else { continue };
        let Some(y) = m.last_op(body).filter(|&y| m.is(y, "scf.yield")) else { continue };
        let yields = m.operands(y).to_vec();
        for (k, &nxt) in yields.iter().enumerate() {
            let Some(alloc) = m.defining_op(nxt) else { continue };
            let j = if is_for { Some(k) } else { forwarded(m, l, k) };
            let Some(cur) = j.and_then(|j| body_arg(m, l, j)) else { continue };
            let outside = |v: &Value| m.defining_op(*v).is_none_or(|d| !m.is_ancestor(l, d)) && !inside_arg(m, l, *v);
            let fresh = m.is(alloc, "memref.alloc")
                && m.op_parent(alloc) == Some(body)
                && m.operands(alloc).iter().all(outside)
                && *m.value_type(cur) == *m.value_type(nxt)
                && yields.iter().filter(|&&v| v == nxt).count() == 1
                && !m.uses(nxt).iter().any(|u| m.is(u.op, "memref.dealloc"));
            if !fresh {
                continue;
            }
            let frees: Vec<OpId> = m.uses(cur).iter().map(|u| u.op).filter(|&o| m.is(o, "memref.dealloc")).collect();
            let [free] = frees[..] else { continue };
            if m.op_parent(free) != Some(body) || yields.contains(&cur) {
                continue;
            }
            out.push(Fresh { l, k, j: j.unwrap_or(k), alloc, free });
        }
    }
    out
}

/// Is `v` an argument of a block inside loop `l`?
fn inside_arg(m: &Module, l: OpId, v: Value) -> bool {
    match m.value_def(v) {
        crate::ir::ValueDef::BlockArg { block, .. } => {
            m.block_parent_op(block).is_some_and(|p| p == l || m.is_ancestor(l, p))
        }
        _ => false,
    }
}

/// Does `f` hold fresh buffers `apply` swaps?
pub(crate) fn wanted(m: &Module, f: OpId) -> bool {
    !find(m, f).is_empty()
}

/// Swap the fresh buffers of `f` with a spare (see the module comment).
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for Fresh { l, k, j, alloc, free } in find(m, f) {
        // (`find` saw them; an earlier rewrite of the same loop keeps them.)
        let Some(body) = body_of(m, l) else { continue };
        let Some(y) = m.last_op(body) else { continue };
        let Some(cur) = body_arg(m, l, j) else { continue };
        let before = if m.is(l, "scf.while") {
            let Some(b) = m.entry_block(m.region(l, 0)) else { continue };
            Some(b)
        } else {
            None
        };
        let ty = m.value_type(m.result(alloc, 0)).clone();
        // The spare, made before the loop like the fresh buffer.
        let mut spec = OpSpec::new("memref.alloc").operands(m.operands(alloc)).result(ty.clone());
        spec.attrs = m.op(alloc).attrs.clone();
        spec.pos = m.op(alloc).pos;
        let spare0 = m.create_op(spec);
        m.insert_op_before(l, spare0);
        let spare0 = m.result(spare0, 0);
        m.push_operand(l, spare0);
        let spare_out = m.push_result(l, ty.clone());
        if let Some(before) = before {
            // (Through `before` too: an argument, forwarded last.)
            let b = m.add_block_arg(before, ty.clone());
            if let Some(cond) = m.last_op(before) {
                m.push_operand(cond, b);
            }
        }
        let spare = m.add_block_arg(body, ty);
        // The fresh buffer is the spare; the carried one the next spare.
        let nxt = m.result(alloc, 0);
        m.replace_all_uses(nxt, spare);
        m.erase_op(alloc);
        m.erase_op(free);
        let mut yields = m.operands(y).to_vec();
        yields.push(cur);
        m.set_plain_operands(y, &yields);
        // The spare left after the loop is freed there; where the function
        // frees the loop's result in the same block, both buffers are freed
        // there by name instead (the loop's result is one of them), so that
        // a loop around them sees temporaries of its body.
        let result = m.result(l, j);
        let freed = m
            .uses(result)
            .iter()
            .map(|u| u.op)
            .find(|&o| m.is(o, "memref.dealloc") && m.op_parent(o) == m.op_parent(l));
        let init = m.operand(l, if m.is(l, "scf.for") { 3 + k } else { k });
        let own_init = m.defining_op(init).is_some_and(|d| m.is(d, "memref.alloc") && m.op_parent(d) == m.op_parent(l));
        let (at, frees) = match freed {
            Some(d) if own_init => (d, vec![init, spare0]),
            _ => (l, vec![spare_out]),
        };
        for b in frees {
            let mut spec = OpSpec::new("memref.dealloc").operands(&[b]);
            spec.pos = m.op(at).pos;
            let d = m.create_op(spec);
            m.insert_op_after(at, d);
        }
        if at != l {
            m.erase_op(at);
        }
    }
}
