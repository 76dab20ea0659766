//! Heap temporaries a branch op picks in a loop body (reverse mode, on the
//! private copy `restructure` makes): bufferized code allocates a buffer
//! in each branch of an `scf.if` (or case of an `scf.index_switch`),
//! yields it, uses it, and frees the result in the same block:
//!
//! ```mlir
//! %m = scf.if %c -> memref<4xf64> { %a = memref.alloc() ... scf.yield %a }
//!                                else { %b = memref.alloc() ... scf.yield %b }
//! ...
//! memref.dealloc %m
//! ```
//!
//! Reverse mode needs the memory a branch op yields to be defined before
//! it (each with a shadow, picked the same way). Here every branch's
//! allocation is made before the branch op and all of them are freed
//! where the result was: the same memory is used, one more buffer per
//! branch lives for the same span. The allocations are then temporaries
//! freed in their own block, which reverse mode handles per iteration (or
//! `crate::ad::hoist` takes out of the loop). Stack buffers
//! (`memref.alloca`) yielded the same way are made before the branch op
//! too, with nothing freed. At the top level of a
//! function, `crate::ad::hoist` handles such allocations instead.
//!
//! An `scf.if` may also pick between a buffer one branch allocates and
//! memory defined before it, freeing the result only when it allocated it
//! (`scf.if %c { memref.dealloc %m }`, on the same condition): the
//! allocation is made before the `scf.if` and freed after that
//! conditional free, in every iteration.

use crate::ir::{BlockId, Module, OpId, OpSpec, Value};

/// An allocation a branch yields, and the `memref.cast` of it yielded
/// instead, if any: both move before the branch op.
type Made = (OpId, Option<OpId>);

/// Where the result of a branch op is freed: a `memref.dealloc` in the
/// branch op's block, or one in the branch `side` of an `scf.if` there on
/// the branch op's own condition (ownership: freed only when allocated).
struct Free {
    dealloc: OpId,
    /// The op in the branch op's block after which the allocations made
    /// before it are freed (the `scf.if` holding a conditional free).
    site: OpId,
    side: Option<usize>,
}

/// The frees of result `r` of branch op `p`, when each is one of those
/// `Free` describes.
fn frees_of(m: &Module, p: OpId, r: Value) -> Option<Vec<Free>> {
    let mut out = Vec::new();
    for d in m.uses(r).iter().map(|u| u.op).filter(|&o| m.is(o, "memref.dealloc")) {
        if m.op_parent(d) == m.op_parent(p) {
            out.push(Free { dealloc: d, site: d, side: None });
            continue;
        }
        let q = m.parent_op(d).filter(|&q| m.is(q, "scf.if") && m.op_parent(q) == m.op_parent(p))?;
        let same_condition = m.is(p, "scf.if") && m.operand(q, 0) == m.operand(p, 0);
        let side = m.regions(q).iter().position(|&rg| m.blocks(rg).first().copied() == m.op_parent(d))?;
        if !same_condition {
            return None;
        }
        out.push(Free { dealloc: d, site: q, side: Some(side) });
    }
    Some(out)
}

/// For a result of branch op `p` that branches yield from a
/// `memref.alloc` made in that branch's block (`yielded_allocs`) and
/// that is freed in `p`'s block, or from a `memref.alloca` made there and
/// not freed: those allocations and the frees. Other branches may yield
/// memory defined before `p` when every free is conditional, in a branch
/// that allocates (`Free`): then memory `p` did not allocate is never
/// freed.
fn picked(m: &Module, p: OpId, k: usize) -> Option<(Vec<Made>, Vec<Free>)> {
    let r = *m.results(p).get(k)?;
    if !matches!(m.value_type(r), crate::ir::Type::MemRef(_)) {
        return None;
    }
    let frees = frees_of(m, p, r)?;
    // Heap buffers freed after the branch op, or stack buffers (which live
    // until the function returns wherever they are made).
    let kind = if frees.is_empty() { "memref.alloca" } else { "memref.alloc" };
    let mut allocs = Vec::new();
    let mut outside = false;
    for (side, &rg) in m.regions(p).iter().enumerate() {
        let b = *m.blocks(rg).first()?;
        let y = *m.operands(m.last_op(b)?).get(k)?;
        if picks_outside(m, p, b, y) {
            // Memory defined before `p`: never freed here.
            outside = true;
            if frees.iter().any(|f| f.side.is_none_or(|s| s == side)) {
                return None;
            }
            continue;
        }
        allocs.extend(yielded_allocs(m, p, b, y, kind)?);
    }
    (!allocs.is_empty() && (!outside || !frees.is_empty() || kind == "memref.alloca")).then_some((allocs, frees))
}

/// Is memref `y` (yielded by block `b` of branch op `p`) memory defined
/// before `p`: `y` itself, or a select in `b` between such memory?
fn picks_outside(m: &Module, p: OpId, b: BlockId, y: Value) -> bool {
    if !crate::ad::outline::defined_inside(m, p, y) {
        return true;
    }
    let select = m.defining_op(y).filter(|&s| m.is(s, "arith.select") && m.op_parent(s) == Some(b));
    select.is_some_and(|s| picks_outside(m, p, b, m.operand(s, 1)) && picks_outside(m, p, b, m.operand(s, 2)))
}

/// The allocations of kind `kind` behind memref `y` that block `b` of a
/// branch op in `top` (or `top` itself) yields: one made in `b` (or a
/// `memref.cast` of it, made there: buffers of different static sizes
/// yielded as one dynamic type), only yielded and used in its branch, with
/// sizes known before `top`; or, for the result of a branch op in `b` that
/// only this yield uses, those each of its branches yields (nested picks).
fn yielded_allocs(m: &Module, top: OpId, b: BlockId, y: Value, kind: &str) -> Option<Vec<Made>> {
    let yield_only = m.uses(y).len() == 1 && m.uses(y).iter().all(|u| m.is(u.op, "scf.yield"));
    if let Some(q) = m.defining_op(y).filter(|&q| m.is(q, "scf.if") || m.is(q, "scf.index_switch")) {
        if m.op_parent(q) != Some(b) || !yield_only {
            return None;
        }
        let k = m.results(q).iter().position(|&r| r == y)?;
        let mut out = Vec::new();
        for &rg in m.regions(q) {
            let bb = *m.blocks(rg).first()?;
            let yy = *m.operands(m.last_op(bb)?).get(k)?;
            if !crate::ad::outline::defined_inside(m, q, yy) {
                return None;
            }
            out.extend(yielded_allocs(m, top, bb, yy, kind)?);
        }
        return Some(out);
    }
    let cast = m.defining_op(y).filter(|&c| m.is(c, "memref.cast") && m.op_parent(c) == Some(b));
    let made = cast.map_or(y, |c| m.operand(c, 0));
    let a = m.defining_op(made).filter(|&a| m.is(a, kind) && m.op_parent(a) == Some(b))?;
    // Only yielded (and used in its branch): it may move.
    let known = m.operands(a).iter().all(|&s| crate::ad::hoist::computable_before(m, top, s, 4));
    let yielded_once = m.uses(y).iter().filter(|u| m.is(u.op, "scf.yield")).count() == 1;
    let freed = |v: Value| m.uses(v).iter().any(|u| m.is(u.op, "memref.dealloc"));
    (known && yielded_once && !freed(y) && !freed(made)).then(|| vec![(a, cast)])
}

/// The (branch op, result) pairs of `f` to rewrite: branch ops in loops.
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<(OpId, usize)> {
    let in_loop = |o: OpId| {
        std::iter::successors(m.parent_op(o), |&p| m.parent_op(p))
            .take_while(|&p| p != f)
            .any(|p| m.is(p, "scf.for") || m.is(p, "scf.while") || m.is(p, "scf.parallel"))
    };
    m.collect_ops(f)
        .into_iter()
        .filter(|&o| (m.is(o, "scf.if") || m.is(o, "scf.index_switch")) && in_loop(o))
        .flat_map(|o| (0..m.results(o).len()).filter(move |&k| picked(m, o, k).is_some()).map(move |k| (o, k)))
        .collect()
}

/// Make the allocations each `candidates` pair picks before its branch op,
/// and free them all where its result was freed.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for (p, k) in candidates(m, f) {
        let Some((allocs, frees)) = picked(m, p, k) else { continue };
        let made: Vec<Value> = allocs
            .iter()
            .map(|&(a, cast)| {
                // (Its sizes computed again before `p` where `p` computes them.)
                // (0 where the branch is not taken, for conditions known
                // before the top-level op: `speculate::guarded_size`. One made
                // in the loop leaves the size as it is, the same in every
                // iteration, so that `hoist` can take it out of the loop.)
                let mut map = crate::ir::IrMap::new();
                let top = std::iter::successors(Some(p), |&o| m.parent_op(o)).find(|&o| m.parent_op(o) == Some(f));
                for (i, s) in m.operands(a).to_vec().into_iter().enumerate() {
                    let w = crate::ad::hoist::remake_before(m, p, s, &mut map);
                    let w = match top {
                        Some(top) => crate::ad::speculate::guarded_size(m, a, (top, p), w, &mut map),
                        None => w,
                    };
                    m.set_operand(a, i, w);
                }
                m.move_op_before(a, p);
                if let Some(c) = cast {
                    m.move_op_before(c, p);
                }
                m.result(a, 0)
            })
            .collect();
        // (A conditional free: all of them after its scf.if, once.)
        let mut sites = Vec::new();
        for fr in frees {
            if !sites.contains(&fr.site) {
                sites.push(fr.site);
                for &v in made.iter().rev() {
                    let free = m.create_op(OpSpec::new("memref.dealloc").operands(&[v]));
                    if fr.side.is_some() {
                        m.insert_op_after(fr.site, free);
                    } else {
                        m.insert_op_before(fr.dealloc, free);
                    }
                }
            }
            m.erase_op(fr.dealloc);
        }
    }
}
