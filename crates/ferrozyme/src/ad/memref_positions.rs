//! Memrefs passed through a region op as positions: an op carrying or
//! yielding memrefs that are always one of some memrefs defined before it
//! carries (or yields), instead of each memref, its position in the list
//! of those candidates; the memref is picked back with `arith.select`s
//! (whose shadows reverse mode picks the same way) where it is used.
//!
//! - An `scf.while` (buffers swapped between runs: ping-pong time
//!   stepping), when every memref entering `before` (initial value, value
//!   yielded by `after`) and every memref `scf.condition` forwards is an
//!   argument of the region it comes from or a value defined before the
//!   loop, or a select in `after` between such memrefs (the picks an
//!   `scf.if` in the dispatch loop of a multi-block function leaves when it
//!   is made to yield positions: two arrays swapped with `mem::swap`);
//!   picks at the start of each region and after the loop. (The
//!   `scf.for` version is `restructure::carry_indices`.)
//! - An `scf.if` whose branches yield memrefs defined before it, before
//!   it is put in a loop of one iteration (`crate::ad::if_once`), whose
//!   carried values must be numbers; picks after it.

use crate::ir::{BlockId, Builder, InsertPoint, Module, OpId, Type, Value, ValueDef};

/// Is a value of type `t` memory this module can carry positions of: a
/// memref, or an `!llvm.ptr` (two arrays swapped through `p`/`q`, after
/// `crate::ad::ptr_offsets` has taken the pointers stepped from one base)?
pub(crate) fn is_picked(t: &Type) -> bool {
    t.is_memref_like() || t.is_llvm_ptr()
}

/// The regions' blocks, terminators and the candidate memrefs of an
/// `scf.while`, if it carries memrefs and can carry positions instead.
struct Plan {
    before: BlockId,
    after: BlockId,
    cond: OpId,
    yld: OpId,
    cands: Vec<Value>,
}

fn while_plan(m: &Module, w: OpId) -> Option<Plan> {
    if !m.is(w, "scf.while") || m.regions(w).iter().any(|&r| m.blocks(r).len() != 1) {
        return None;
    }
    let before = *m.blocks(m.region(w, 0)).first()?;
    let after = *m.blocks(m.region(w, 1)).first()?;
    let cond = m.last_op(before)?;
    let yld = m.last_op(after)?;
    let is_mem = |v: Value| is_picked(m.value_type(v));
    let bargs = m.block_args(before);
    let aargs = m.block_args(after);
    if !bargs.iter().chain(aargs).any(|&a| is_mem(a)) {
        return None;
    }
    let outside = |v: Value| outside(m, w, v);
    let mut cands: Vec<Value> = Vec::new();
    let add = |v: Value, cands: &mut Vec<Value>| {
        if !cands.contains(&v) {
            cands.push(v);
        }
    };
    // Entering `before`: initial values, then what `after` yields.
    for (j, &a) in bargs.iter().enumerate() {
        if !is_mem(a) {
            continue;
        }
        let init = *m.operands(w).get(j)?;
        if !outside(init) {
            return None;
        }
        add(init, &mut cands);
        let y = *m.operands(yld).get(j)?;
        yielded_candidates(m, w, after, y, &mut cands)?;
    }
    // Entering `after` (and the results): what the condition forwards.
    for &f in m.operands(cond).iter().skip(1) {
        if !is_mem(f) || bargs.contains(&f) {
            continue;
        }
        if !outside(f) {
            return None;
        }
        add(f, &mut cands);
    }
    Some(Plan { before, after, cond, yld, cands })
}

/// Add to `cands` the memrefs defined before `w` that `v`, yielded by its
/// `after` block, can be: `v` itself, or the operands of the selects in
/// `after` making it (the picks of an `scf.if` made to yield positions,
/// `if_apply`: the dispatch loop of a multi-block function), down to
/// arguments of `after` (carried memrefs) and memrefs defined before `w`.
fn yielded_candidates(m: &Module, w: OpId, after: BlockId, v: Value, cands: &mut Vec<Value>) -> Option<()> {
    if m.block_args(after).contains(&v) {
        return Some(());
    }
    if outside(m, w, v) {
        if !cands.contains(&v) {
            cands.push(v);
        }
        return Some(());
    }
    let s = nested_select(m, after, v)?;
    yielded_candidates(m, w, after, m.operand(s, 1), cands)?;
    yielded_candidates(m, w, after, m.operand(s, 2), cands)
}

/// The position in `cands` of memref `v` yielded by `after` (through its
/// selects, `yielded_candidates`), made before `yld`: an argument of
/// `after` is its own position (it carries one); a select becomes the same
/// select between positions (it stays for its other uses), listed in
/// `made`.
fn yielded_position(
    m: &mut Module,
    after: BlockId,
    yld: OpId,
    v: Value,
    cands: &[Value],
    made: &mut Vec<OpId>,
) -> Option<Value> {
    if m.block_args(after).contains(&v) {
        Some(v)
    } else if let Some(p) = cands.iter().position(|&c| c == v) {
        Some(Builder::new(m, InsertPoint::Before(yld)).const_index(p as i64))
    } else {
        let s = nested_select(m, after, v)?;
        let (c, x, z) = (m.operand(s, 0), m.operand(s, 1), m.operand(s, 2));
        let px = yielded_position(m, after, yld, x, cands, made)?;
        let pz = yielded_position(m, after, yld, z, cands, made)?;
        let spec = crate::ir::OpSpec::new("arith.select").operands(&[c, px, pz]).result(Type::Index);
        let sel = Builder::new(m, InsertPoint::Before(yld)).value(spec);
        made.extend(m.defining_op(sel));
        Some(sel)
    }
}

/// Does `w` carry memrefs it can carry positions of instead?
pub(crate) fn while_wanted(m: &Module, w: OpId) -> bool {
    while_plan(m, w).is_some()
}

/// Carry positions instead of memrefs through `w` (when `while_wanted`).
pub(crate) fn while_apply(m: &mut Module, w: OpId) {
    let Some(p) = while_plan(m, w) else { return };
    let pos = |v: Value, cands: &[Value]| cands.iter().position(|&c| c == v).unwrap_or(0) as i64;
    let bargs: Vec<Value> = m.block_args(p.before).to_vec();
    let aargs: Vec<Value> = m.block_args(p.after).to_vec();
    // Operands that become positions: initial values, yields, forwards.
    let mut positions = Vec::new();
    for (j, &a) in bargs.iter().enumerate() {
        if !is_picked(m.value_type(a)) {
            continue;
        }
        let init = m.operand(w, j);
        let k = Builder::new(m, InsertPoint::Before(w)).const_index(pos(init, &p.cands));
        m.set_operand(w, j, k);
        let y = m.operand(p.yld, j);
        if !aargs.contains(&y) {
            // (Checked by `while_plan`.)
            if let Some(k) = yielded_position(m, p.after, p.yld, y, &p.cands, &mut positions) {
                m.set_operand(p.yld, j, k);
            }
        }
    }
    for (i, f) in m.operands(p.cond).to_vec().into_iter().enumerate().skip(1) {
        if is_picked(m.value_type(f)) && !bargs.contains(&f) {
            let k = Builder::new(m, InsertPoint::Before(p.cond)).const_index(pos(f, &p.cands));
            m.set_operand(p.cond, i, k);
        }
    }
    // Arguments and results: positions, whose uses get the picked memrefs.
    for (args, block, term) in [(&bargs, p.before, p.cond), (&aargs, p.after, p.yld)] {
        let first = m.first_op(block).unwrap_or(term);
        for &a in args.iter() {
            let ty = m.value_type(a).clone();
            if !is_picked(&ty) {
                continue;
            }
            m.set_value_type(a, Type::Index);
            let mut made = Vec::new();
            let sel = crate::ad::restructure::pick(m, InsertPoint::Before(first), a, &p.cands, &ty, &mut made);
            m.replace_uses_where(a, sel, |_, o| o != term && !made.contains(&o) && !positions.contains(&o));
        }
    }
    for r in m.results(w).to_vec() {
        let ty = m.value_type(r).clone();
        if !is_picked(&ty) {
            continue;
        }
        m.set_value_type(r, Type::Index);
        let Some(next) = m.next_op(w) else { continue };
        let mut made = Vec::new();
        let sel = crate::ad::restructure::pick(m, InsertPoint::Before(next), r, &p.cands, &ty, &mut made);
        m.replace_uses_where(r, sel, |_, o| !made.contains(&o));
    }
}

/// Is `v` defined outside `op` (not by it, nor inside its regions)?
fn outside(m: &Module, op: OpId, v: Value) -> bool {
    match m.value_def(v) {
        ValueDef::Result { op: d, .. } => d != op && !m.is_ancestor(op, d),
        ValueDef::BlockArg { block, .. } => m.block_parent_op(block).is_some_and(|p| p != op && !m.is_ancestor(op, p)),
        ValueDef::Undefined => false,
    }
}

/// The memrefs the branches of `iff` yield, if every memref result is
/// one defined before it in each branch, or the result of an `scf.if` at
/// the top of that branch whose branches yield such memrefs (nested
/// picks, flattened: `nested_yield`), or a select in that branch between
/// such memrefs (`nested_select`); `None` otherwise; empty without
/// memref results.
fn if_candidates(m: &Module, iff: OpId) -> Option<Vec<Value>> {
    let mut cands = Vec::new();
    for (k, &r) in m.results(iff).iter().enumerate() {
        if is_picked(m.value_type(r)) {
            result_candidates(m, iff, iff, k, &mut cands)?;
        }
    }
    Some(cands)
}

/// Add to `cands` the memrefs defined before `top` that result `k` of
/// `iff` (`top` or an `scf.if` nested in its branches) can be.
fn result_candidates(m: &Module, top: OpId, iff: OpId, k: usize, cands: &mut Vec<Value>) -> Option<()> {
    for &region in m.regions(iff) {
        let b = *m.blocks(region).first()?;
        let y = *m.operands(m.last_op(b)?).get(k)?;
        value_candidates(m, top, b, y, cands)?;
    }
    Some(())
}

/// Add to `cands` the memrefs defined before `top` that `v` (made in
/// block `b` of an `scf.if` in `top`, or before `top`) can be.
fn value_candidates(m: &Module, top: OpId, b: BlockId, v: Value, cands: &mut Vec<Value>) -> Option<()> {
    if outside(m, top, v) {
        if !cands.contains(&v) {
            cands.push(v);
        }
        Some(())
    } else if let Some((inner, j)) = nested_yield(m, b, v) {
        result_candidates(m, top, inner, j, cands)
    } else {
        let s = nested_select(m, b, v)?;
        value_candidates(m, top, b, m.operand(s, 1), cands)?;
        value_candidates(m, top, b, m.operand(s, 2), cands)
    }
}

/// The `arith.select` (or `llvm.select`) in block `b` making `v`.
fn nested_select(m: &Module, b: BlockId, v: Value) -> Option<OpId> {
    let ValueDef::Result { op, .. } = m.value_def(v) else { return None };
    ((m.is(op, "arith.select") || m.is(op, "llvm.select")) && m.op_parent(op) == Some(b)).then_some(op)
}

/// `v`, yielded by block `b`, as result `j` of an `scf.if` in `b`.
fn nested_yield(m: &Module, b: BlockId, v: Value) -> Option<(OpId, usize)> {
    let ValueDef::Result { op, index } = m.value_def(v) else { return None };
    (m.is(op, "scf.if") && m.op_parent(op) == Some(b)).then_some((op, index as usize))
}

/// Is a memref result of `iff` yielded by a branch of an enclosing
/// `scf.if` (picked when that one is, `if_apply`)?
pub(crate) fn yielded_outward(m: &Module, iff: OpId) -> bool {
    m.results(iff).iter().any(|&r| {
        is_picked(m.value_type(r))
            && m.uses(r).iter().any(|u| m.is(u.op, "scf.yield") && m.parent_op(u.op).is_some_and(|p| m.is(p, "scf.if")))
    })
}

/// Does a branch of `iff` yield a memref result of an `scf.if` nested in
/// it, or a select made in it?
pub(crate) fn has_nested_picks(m: &Module, iff: OpId) -> bool {
    m.regions(iff).iter().filter_map(|&r| m.blocks(r).first().copied()).any(|b| {
        m.last_op(b).is_some_and(|y| {
            m.operands(y).iter().any(|&v| {
                is_picked(m.value_type(v)) && (nested_yield(m, b, v).is_some() || nested_select(m, b, v).is_some())
            })
        })
    })
}

/// Can the memref results of `iff` (if any) be yielded as positions?
pub(crate) fn if_convertible(m: &Module, iff: OpId) -> bool {
    if_candidates(m, iff).is_some()
}

/// Yield positions instead of memrefs from `iff` (when `if_convertible`;
/// an `scf.index_switch` too, before it becomes `scf.if`s).
pub(crate) fn if_apply(m: &mut Module, iff: OpId) {
    let Some(cands) = if_candidates(m, iff) else { return };
    for (k, r) in m.results(iff).to_vec().into_iter().enumerate() {
        let ty = m.value_type(r).clone();
        if !is_picked(&ty) {
            continue;
        }
        yield_positions(m, iff, k, &cands);
        m.set_value_type(r, Type::Index);
        let Some(next) = m.next_op(iff) else { continue };
        let mut made = Vec::new();
        let sel = crate::ad::restructure::pick(m, InsertPoint::Before(next), r, &cands, &ty, &mut made);
        m.replace_uses_where(r, sel, |_, o| !made.contains(&o));
    }
}

/// Make the branches of `iff` yield, as result `k`, positions in `cands`
/// (`position`).
fn yield_positions(m: &mut Module, iff: OpId, k: usize, cands: &[Value]) {
    for region in m.regions(iff).to_vec() {
        let Some(b) = m.blocks(region).first().copied() else { continue };
        let Some(y) = m.last_op(b) else { continue };
        let v = m.operand(y, k);
        if let Some(p) = position(m, b, y, v, cands) {
            m.set_operand(y, k, p);
        }
    }
}

/// The position in `cands` of memref `v` (`value_candidates`), yielded by
/// `y` in block `b`, made before `y`: for a candidate, its position; for
/// a nested `scf.if`'s result, that result made a position the same way
/// (its other uses get the memref picked back); for a select, the same
/// select between the positions of its operands (it stays for its other
/// uses).
fn position(m: &mut Module, b: BlockId, y: OpId, v: Value, cands: &[Value]) -> Option<Value> {
    if let Some(p) = cands.iter().position(|&c| c == v) {
        Some(Builder::new(m, InsertPoint::Before(y)).const_index(p as i64))
    } else if let Some((inner, j)) = nested_yield(m, b, v) {
        let ty = m.value_type(v).clone();
        yield_positions(m, inner, j, cands);
        m.set_value_type(v, Type::Index);
        let next = m.next_op(inner)?;
        let mut made = Vec::new();
        let sel = crate::ad::restructure::pick(m, InsertPoint::Before(next), v, cands, &ty, &mut made);
        m.replace_uses_where(v, sel, |_, o| o != y && !made.contains(&o));
        Some(v)
    } else {
        let s = nested_select(m, b, v)?;
        let (c, x, z) = (m.operand(s, 0), m.operand(s, 1), m.operand(s, 2));
        let (px, pz) = (position(m, b, y, x, cands)?, position(m, b, y, z, cands)?);
        let spec = crate::ir::OpSpec::new("arith.select").operands(&[c, px, pz]).result(Type::Index);
        Some(Builder::new(m, InsertPoint::Before(y)).value(spec))
    }
}
