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
//!   loop; picks at the start of each region and after the loop. (The
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
        if aargs.contains(&y) {
            continue;
        }
        if !outside(y) {
            return None;
        }
        add(y, &mut cands);
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
    for (j, &a) in bargs.iter().enumerate() {
        if !is_picked(m.value_type(a)) {
            continue;
        }
        let init = m.operand(w, j);
        let k = Builder::new(m, InsertPoint::Before(w)).const_index(pos(init, &p.cands));
        m.set_operand(w, j, k);
        let y = m.operand(p.yld, j);
        if !aargs.contains(&y) {
            let k = Builder::new(m, InsertPoint::Before(p.yld)).const_index(pos(y, &p.cands));
            m.set_operand(p.yld, j, k);
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
            m.replace_uses_where(a, sel, |_, o| o != term && !made.contains(&o));
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
/// one defined before it in both branches (`None` otherwise; empty
/// without memref results).
fn if_candidates(m: &Module, iff: OpId) -> Option<Vec<Value>> {
    let mut cands = Vec::new();
    for (k, &r) in m.results(iff).iter().enumerate() {
        if !is_picked(m.value_type(r)) {
            continue;
        }
        for &region in m.regions(iff) {
            let b = *m.blocks(region).first()?;
            let y = *m.operands(m.last_op(b)?).get(k)?;
            if !outside(m, iff, y) {
                return None;
            }
            if !cands.contains(&y) {
                cands.push(y);
            }
        }
    }
    Some(cands)
}

/// Can the memref results of `iff` (if any) be yielded as positions?
pub(crate) fn if_convertible(m: &Module, iff: OpId) -> bool {
    if_candidates(m, iff).is_some()
}

/// Yield positions instead of memrefs from `iff` (when `if_convertible`;
/// an `scf.index_switch` too, before it becomes `scf.if`s).
pub(crate) fn if_apply(m: &mut Module, iff: OpId) {
    let Some(cands) = if_candidates(m, iff) else { return };
    let pos = |v: Value| cands.iter().position(|&c| c == v).unwrap_or(0) as i64;
    for (k, r) in m.results(iff).to_vec().into_iter().enumerate() {
        let ty = m.value_type(r).clone();
        if !is_picked(&ty) {
            continue;
        }
        for region in m.regions(iff).to_vec() {
            let Some(y) = m.blocks(region).first().and_then(|&b| m.last_op(b)) else { continue };
            let v = m.operand(y, k);
            let p = Builder::new(m, InsertPoint::Before(y)).const_index(pos(v));
            m.set_operand(y, k, p);
        }
        m.set_value_type(r, Type::Index);
        let Some(next) = m.next_op(iff) else { continue };
        let mut made = Vec::new();
        let sel = crate::ad::restructure::pick(m, InsertPoint::Before(next), r, &cands, &ty, &mut made);
        m.replace_uses_where(r, sel, |_, o| !made.contains(&o));
    }
}
