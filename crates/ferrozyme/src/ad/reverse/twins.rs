//! Twin loops in a fused loop body (a rewrite after `fuse`).
//!
//! The reverse of a loop iteration re-executes the iteration's inner loops
//! to record what their own reverse needs: a copy of the inner loop, with
//! stores of records added. Once that reverse is fused into the forward
//! loop, the copy follows the inner loop it copies in the same body, with
//! the same operands: the forward body's loop computes nothing the copy
//! does not. The copy then takes its place (moved up, with the record
//! buffers it writes), its results replace the original's, and the
//! original goes: each inner loop runs once per iteration instead of twice.
//!
//! A recording copy of an `scf.while` carries more than the original: its
//! record buffers (grown by reallocation) and its iteration counter, after
//! the original's values. It twins the original when, the ops computing
//! from those extra values left out (they only allocate, grow and store
//! into the record buffers), its regions compute what the original's do.

use crate::hash::{HashMap, HashSet};

use super::fuse::{accesses, may_alias, movable_above, Kind};
use crate::ad::activity::Origin;
use crate::ir::{BlockId, Module, OpId, RegionId, Value};

/// The ops of `copy` that only record: stores into tape buffers and the
/// pure ops whose results only they use.
fn record_ops(m: &Module, copy: OpId) -> HashSet<OpId> {
    let all = m.collect_ops(copy);
    let mut skip: HashSet<OpId> = all
        .iter()
        .copied()
        .filter(|&o| {
            m.is(o, "memref.store")
                && m.defining_op(m.operand(o, 1)).is_some_and(|a| m.attr(a, super::loops::TAPE_NOTE).is_some())
        })
        .collect();
    loop {
        let more: Vec<OpId> = all
            .iter()
            .copied()
            .filter(|o| !skip.contains(o))
            .filter(|&o| {
                m.regions(o).is_empty()
                    && crate::dialects::traits(m, o).is_pure()
                    && !m.results(o).is_empty()
                    && m.results(o).iter().all(|&r| m.uses(r).iter().all(|u| skip.contains(&u.op)))
            })
            .collect();
        if more.is_empty() {
            return skip;
        }
        skip.extend(more);
    }
}

/// Do regions `a` and `b` compute the same, `b`'s ops in `skip` left out?
/// `map` takes `a`'s values to `b`'s.
fn same_region(m: &Module, a: RegionId, b: RegionId, skip: &HashSet<OpId>, map: &mut HashMap<Value, Value>) -> bool {
    let (ab, bb) = (m.blocks(a), m.blocks(b));
    if ab.len() != 1 || bb.len() != 1 {
        return false;
    }
    let (ab, bb) = (ab[0], bb[0]);
    let (aa, ba) = (m.block_args(ab), m.block_args(bb));
    if aa.len() != ba.len() || aa.iter().zip(ba).any(|(&x, &y)| m.value_type(x) != m.value_type(y)) {
        return false;
    }
    for (&x, &y) in aa.iter().zip(ba) {
        map.insert(x, y);
    }
    let a_ops: Vec<OpId> = m.block_ops(ab).collect();
    let b_ops: Vec<OpId> = m.block_ops(bb).filter(|o| !skip.contains(o)).collect();
    a_ops.len() == b_ops.len() && a_ops.iter().zip(&b_ops).all(|(&x, &y)| same_op(m, x, y, skip, map))
}

fn same_op(m: &Module, a: OpId, b: OpId, skip: &HashSet<OpId>, map: &mut HashMap<Value, Value>) -> bool {
    let (ra, rb) = (m.results(a), m.results(b));
    let ok = m.name(a) == m.name(b)
        && m.op(a).attrs == m.op(b).attrs
        && m.op(a).properties == m.op(b).properties
        && m.successors(a).is_empty()
        && m.successors(b).is_empty()
        && m.operands(a).len() == m.operands(b).len()
        && m.operands(a).iter().zip(m.operands(b)).all(|(x, y)| map.get(x).unwrap_or(x) == y)
        && ra.len() == rb.len()
        && ra.iter().zip(rb).all(|(&x, &y)| m.value_type(x) == m.value_type(y))
        && m.regions(a).len() == m.regions(b).len();
    if !ok {
        return false;
    }
    for (&x, &y) in ra.iter().zip(rb) {
        map.insert(x, y);
    }
    m.regions(a).iter().zip(m.regions(b)).all(|(&x, &y)| same_region(m, x, y, skip, map))
}

/// In block `b` (a fused loop body): replace each loop that a later
/// recording copy twins by that copy. Did any go?
pub(super) fn merge_twins(m: &mut Module, b: BlockId, origins: &HashMap<Value, Origin>) -> bool {
    let mut merged = false;
    let ops: Vec<OpId> = m.block_ops(b).collect();
    for (j, &copy) in ops.iter().enumerate() {
        if m.is_erased(copy) || !(m.is(copy, "scf.for") || m.is(copy, "scf.while")) {
            continue;
        }
        if m.is(copy, "scf.while") {
            merged |= merge_while_twin(m, b, &ops[..j], copy, origins);
            continue;
        }
        let skip = record_ops(m, copy);
        if skip.is_empty() {
            continue;
        }
        for &orig in &ops[..j] {
            if m.is_erased(orig) || !m.is(orig, "scf.for") || m.operands(orig) != m.operands(copy) {
                continue;
            }
            if let Some(hoist) = twin_plan(m, b, orig, copy, &skip, origins) {
                replace_by_copy(m, orig, copy, hoist);
                merged = true;
                break;
            }
        }
    }
    merged
}

/// Can `copy` replace `orig`: the same computation, `orig` without side
/// effects, nothing between them writing what `orig` reads, and what
/// `copy` uses available at `orig` (with these ops moved up)?
fn twin_plan(
    m: &Module,
    b: BlockId,
    orig: OpId,
    copy: OpId,
    skip: &HashSet<OpId>,
    origins: &HashMap<Value, Origin>,
) -> Option<Vec<OpId>> {
    let mut map = HashMap::default();
    if !same_op(m, orig, copy, skip, &mut map) {
        return None;
    }
    movable_in_place_of(m, b, orig, copy, origins)
}

/// Replace the `scf.while` among `before` (ops of the same block) that the
/// recording copy `copy` of it twins by `copy` (see the module comment).
/// Did it?
fn merge_while_twin(m: &mut Module, b: BlockId, before: &[OpId], copy: OpId, origins: &HashMap<Value, Origin>) -> bool {
    for &orig in before {
        let n = m.operands(orig).len();
        if m.is_erased(orig)
            || !m.is(orig, "scf.while")
            || n >= m.operands(copy).len()
            || m.operands(orig)[..] != m.operands(copy)[..n]
        {
            continue;
        }
        let Some(hoist) = while_twin_plan(m, b, orig, copy, origins) else { continue };
        replace_by_copy(m, orig, copy, hoist);
        return true;
    }
    false
}

/// Move `copy` (after the ops it uses, `hoist`) to `orig`'s place; its
/// results (the first ones: a while's copy has more) replace `orig`'s.
fn replace_by_copy(m: &mut Module, orig: OpId, copy: OpId, hoist: Vec<OpId>) {
    for h in hoist {
        m.move_op_before(h, orig);
    }
    m.move_op_before(copy, orig);
    for i in 0..m.results(orig).len() {
        let (from, to) = (m.result(orig, i), m.result(copy, i));
        m.replace_all_uses(from, to);
    }
    m.erase_op(orig);
}

/// With `copy` computing what `orig` does: does `orig` only read memory,
/// which nothing between them writes, and is what `copy` uses available
/// at `orig`? The ops to move up with `copy`.
fn movable_in_place_of(
    m: &Module,
    b: BlockId,
    orig: OpId,
    copy: OpId,
    origins: &HashMap<Value, Origin>,
) -> Option<Vec<OpId>> {
    let reads = accesses(m, &[orig], origins)?;
    if reads.iter().any(|a| a.kind != Kind::Read) {
        return None;
    }
    let mut between = Vec::new();
    let mut cur = m.next_op(orig);
    while let Some(x) = cur.filter(|&x| x != copy) {
        between.push(x);
        cur = m.next_op(x);
    }
    let written = accesses(m, &between, origins)?;
    if written.iter().any(|x| x.kind != Kind::Read && reads.iter().any(|r| may_alias(r.origin, x.origin))) {
        return None;
    }
    movable_above(m, b, orig, copy, true)
}

/// Can recording copy `copy` replace `scf.while` `orig` (whose operands
/// start its operands): the same regions once the extra values' ops are
/// left out, those ops writing only record memory, `orig` only reading
/// memory that nothing between them writes, and what `copy` uses
/// available at `orig`? The ops to move up with `copy`.
fn while_twin_plan(
    m: &Module,
    b: BlockId,
    orig: OpId,
    copy: OpId,
    origins: &HashMap<Value, Origin>,
) -> Option<Vec<OpId>> {
    let regions = |w: OpId| -> Option<[BlockId; 2]> {
        let [r0, r1] = m.regions(w) else { return None };
        let ([b0], [b1]) = (m.blocks(*r0), m.blocks(*r1)) else { return None };
        Some([*b0, *b1])
    };
    let (ob, cb) = (regions(orig)?, regions(copy)?);
    let skip = extra_ops(m, copy, &cb, [m.block_args(ob[0]).len(), m.block_args(ob[1]).len()])?;
    let mut map = HashMap::default();
    for k in 0..2 {
        let (oa, ca) = (m.block_args(ob[k]), m.block_args(cb[k]));
        if oa.iter().zip(ca).any(|(&x, &y)| m.value_type(x) != m.value_type(y)) {
            return None;
        }
        for (&x, &y) in oa.iter().zip(ca) {
            map.insert(x, y);
        }
        let o_ops: Vec<OpId> = m.block_ops(ob[k]).collect();
        let c_ops: Vec<OpId> = m.block_ops(cb[k]).filter(|o| !skip.contains(o)).collect();
        let (Some((&ot, o_body)), Some((&ct, c_body))) = (o_ops.split_last(), c_ops.split_last()) else { return None };
        if o_body.len() != c_body.len() || !o_body.iter().zip(c_body).all(|(&x, &y)| same_op(m, x, y, &skip, &mut map))
        {
            return None;
        }
        // (The terminators: the original's operands start the copy's.)
        let (oo, co) = (m.operands(ot), m.operands(ct));
        if m.name(ot) != m.name(ct)
            || oo.len() > co.len()
            || oo.iter().zip(co).any(|(x, y)| map.get(x).unwrap_or(x) != y)
        {
            return None;
        }
    }
    movable_in_place_of(m, b, orig, copy, origins)
}

/// The ops of the regions `blocks` of recording while `copy` that compute
/// from its extra block arguments (those after the first `kept[k]` of
/// region `k`), with everything nested in them; `None` when one of them
/// writes memory other than those values' or memory it allocates.
fn extra_ops(m: &Module, copy: OpId, blocks: &[BlockId; 2], kept: [usize; 2]) -> Option<HashSet<OpId>> {
    let mut extra: HashSet<Value> = HashSet::default();
    for k in 0..2 {
        extra.extend(m.block_args(blocks[k]).iter().skip(kept[k]).copied());
    }
    let all: Vec<OpId> = m.collect_ops(copy).into_iter().filter(|&o| o != copy).collect();
    let mut skip: HashSet<OpId> = HashSet::default();
    loop {
        let more: Vec<OpId> = all
            .iter()
            .copied()
            .filter(|o| !skip.contains(o))
            .filter(|&o| {
                let term = m.parent_op(o) == Some(copy) && m.next_op(o).is_none();
                let inside = m.parent_op(o).is_some_and(|p| skip.contains(&p));
                // (Constants and pure ops only those ops use go too.)
                let feeds_only = m.regions(o).is_empty()
                    && crate::dialects::traits(m, o).is_pure()
                    && !m.results(o).is_empty()
                    && m.results(o).iter().all(|&r| m.uses(r).iter().all(|u| skip.contains(&u.op)));
                !term && (inside || feeds_only || m.operands(o).iter().any(|v| extra.contains(v)))
            })
            .collect();
        if more.is_empty() {
            break;
        }
        for o in more {
            extra.extend(m.results(o).iter().copied());
            skip.insert(o);
        }
    }
    let local = |v: Value| extra.contains(&v) || m.defining_op(v).is_some_and(|d| skip.contains(&d));
    let writes_only_records = skip.iter().all(|&o| match m.name(o).as_str() {
        "memref.store" => local(m.operand(o, 1)),
        "memref.dealloc" => local(m.operand(o, 0)),
        "memref.copy" => local(m.operand(o, 1)),
        "memref.alloc" | "memref.load" | "memref.dim" | "scf.if" | "scf.for" | "scf.yield" => true,
        _ => m.regions(o).is_empty() && crate::dialects::traits(m, o).is_pure(),
    });
    (!skip.is_empty() && writes_only_records).then_some(skip)
}
