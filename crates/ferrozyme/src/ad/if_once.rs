//! Wrapping an `scf.if` at the top level of a function in a loop of one
//! iteration (reverse mode, on the private copy `restructure` makes).
//!
//! The reverse sweep re-executes what the branches of a top-level
//! `scf.if` compute, except the ops directly in the branches (their loads
//! and calls are recorded as extra results of the `scf.if`). Loops and
//! nested `scf.if`s in a branch were re-executed as they are, so a load
//! there from memory written later (an in-place update `x[i] = f(x[i])`
//! in a loop under a flag) could not be differentiated, and calls there
//! were replayed.
//!
//! An `scf.if` in a loop body has all of that: loops in its branches are
//! recorded with the nest (rows, or streams when their trip counts are
//! known only as they start), nested `scf.if`s per iteration, calls run
//! as augmented pairs, `scf.while`s re-executed per iteration. So such an
//! `scf.if` is put in `scf.for %k = 0 to 1 step 1`, its results carried
//! (initial values: zeros, never read). Checkpointing leaves loops of
//! one iteration alone.

use crate::ir::{Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// The `scf.if` ops at the top level of `f` to wrap: those whose branches
/// hold a load or call below their top level (in a loop or nested
/// `scf.if`), or an `scf.while`, and whose results are numbers or memrefs
/// defined before it (`crate::ad::memref_positions`).
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<OpId> {
    let Some(body) = crate::ad::activity::body(m, f) else { return Vec::new() };
    let Some(&block) = m.blocks(body).first() else { return Vec::new() };
    m.block_ops(block).filter(|&o| m.is(o, "scf.if") && wanted(m, o)).collect()
}

fn wanted(m: &Module, op: OpId) -> bool {
    // (Memrefs defined before it are yielded as positions, `apply`.)
    let numbers = m
        .results(op)
        .iter()
        .all(|&r| zero_of(m.value_type(r)).is_some() || crate::ad::memref_positions::is_picked(m.value_type(r)))
        && crate::ad::memref_positions::if_convertible(m, op);
    let deep_reads = m.collect_ops(op).into_iter().any(|o| {
        let read = ["memref.load", "llvm.load", "func.call", "llvm.call"].iter().any(|n| m.is(o, n));
        read && m.parent_op(o) != Some(op) || m.is(o, "scf.while")
    });
    numbers && deep_reads
}

/// What a carried value of type `t` starts as (`None`: not a number).
enum Zero {
    Float,
    Int,
}

fn zero_of(t: &Type) -> Option<Zero> {
    match t {
        Type::F16 | Type::BF16 | Type::F32 | Type::F64 => Some(Zero::Float),
        Type::Int { .. } | Type::Index => Some(Zero::Int),
        _ => None,
    }
}

/// Put each of `candidates(m, f)` in a loop of one iteration.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for op in candidates(m, f) {
        crate::ad::memref_positions::if_apply(m, op);
        wrap(m, op);
    }
}

/// Is `l` a loop `wrap` made: `scf.for 0 to 1 step 1` whose body is one
/// `scf.if` and the yield of its results?
pub(crate) fn is_wrapper(m: &Module, l: OpId) -> bool {
    let c = |v| m.defining_op(v).and_then(|d| m.attr(d, "value")).and_then(|a| a.as_int());
    let once = m.is(l, "scf.for")
        && (c(m.operand(l, 0)), c(m.operand(l, 1)), c(m.operand(l, 2))) == (Some(0), Some(1), Some(1));
    let body = m.entry_block(m.region(l, 0));
    let ops: Vec<OpId> = body.map(|b| m.block_ops(b).collect()).unwrap_or_default();
    once && ops.len() == 2 && m.is(ops[0], "scf.if")
}

fn wrap(m: &mut Module, op: OpId) {
    let pos = m.op(op).pos;
    let tys: Vec<Type> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
    let ip = InsertPoint::Before(op);
    let c0 = Builder::new(m, ip).const_index(0);
    let c1 = Builder::new(m, ip).const_index(1);
    let mut operands = vec![c0, c1, c1];
    for t in &tys {
        let z: Value = match zero_of(t) {
            Some(Zero::Float) => Builder::new(m, ip).const_float(0.0, t.clone()),
            _ => Builder::new(m, ip).const_int(0, t.clone()),
        };
        operands.push(z);
    }
    let l = Builder::new(m, ip).create(OpSpec::new("scf.for").operands(&operands).results(&tys).regions(1));
    m.op_mut(l).pos = pos;
    let mut arg_tys = vec![Type::Index];
    arg_tys.extend(tys.iter().cloned());
    let region = m.region(l, 0);
    let b = Builder::new(m, ip).add_block(region, &arg_tys);
    let outer: Vec<Value> = m.results(op).to_vec();
    let inner: Vec<Value> = m.results(l).to_vec();
    // Uses of the scf.if's results (after it) now take the loop's.
    for (&o, &n) in outer.iter().zip(&inner) {
        m.replace_all_uses(o, n);
    }
    m.detach_op(op);
    m.append_op(b, op);
    Builder::new(m, InsertPoint::End(b)).create(OpSpec::new("scf.yield").operands(&outer));
}
