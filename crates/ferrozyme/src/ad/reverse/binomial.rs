//! Binomial (revolve-style) loop checkpointing: the schedule, written as a
//! recursive function that the reverse-mode call machinery differentiates.
//!
//! A checkpointed `scf.for` of `T` iterations becomes a call of
//! `@<f>.binomial(lo, hi, step, s, r, β, carried…, captures…) -> carried`,
//! which runs the iterations `[lo, hi)`: directly (a loop at the top level
//! of its body) when there are at most `LEAF` of them or `s` or `r` is 0,
//! else through a loop over its two halves, each a call of itself (calls in
//! a loop get per-iteration snapshots and records of their results, which
//! calls in an `scf.if` would not):
//!
//! ```text
//! range(lo, mid, s,     r - 1)    // t1 iterations
//! range(mid, hi, s - 1, r)        // t2 = t - t1 iterations
//! ```
//!
//! The schedule counts blocks of `LEAF` iterations (a call's snapshots
//! then cost once per block, not once per iteration). `β(s, r) = C(s + r,
//! s)` is revolve's count: with `s` levels of checkpoints and `r`
//! recomputation sweeps, `b ≤ β(s, r)` blocks can be reversed; the split
//! keeps `b1 ≤ β(s, r - 1)` and `b2 ≤ β(s - 1, r)` (the two counts sum to
//! `β(s, r)`), and within those limits takes `b1` as close to `b / 2` as it
//! can (each frame costs a forward run of its range, see below, so shallow
//! recursions are cheaper). The caller passes `(s, r, β(s, r))` from
//! `@<f>.binomial_sweeps(B, S)`: the shallowest schedule (fewest `s + r`)
//! with `s ≤ S` levels and `r ≤ 64` that covers the `B` blocks — `s` and
//! `r` balanced, where the budget allows, rather than all `S` levels and
//! the fewest sweeps. The children's counts follow from `β(s - 1, r) =
//! β·s / (s + r)` and `β(s, r - 1) = β·r / (s + r)`. When the limits
//! cannot be met (a count that overflowed, `r` capped at 64) the range is
//! halved; the split always keeps `1 ≤ t1 < t`, so the recursion
//! terminates and differentiates correctly either way.
//!
//! In reverse mode each call is replayed from a snapshot of its inputs
//! (`calls`): a frame of the recursion holds the snapshots of its two calls
//! plus the memory state it restores when it returns — three copies of the
//! state the loop overwrites — and the two calls' loop-carried results,
//! all freed when the frame returns. Frames nest at most `s + r + 1` deep
//! along a path (each split lowers `s` or `r`), so the derivative holds at
//! most about `3·(s + r + 1) + 1` copies of the state, plus one block's
//! records at a leaf. `binomial:N` asks for about `N` snapshots: at most
//! `S = ⌊N / 3⌋` levels (at least 1, at most 256, which bounds the native
//! stack depth of the recursion). Each frame re-runs its whole range
//! forward before replaying its two halves, so an iteration runs once per
//! frame above it: at most `s + r + 2` times (about `log₂ B` for a
//! balanced schedule).
//!
//! What this does not do: revolve proper keeps `s` snapshots, not `3·s`,
//! and runs each iteration at most `r + 1` times; the call machinery's
//! replay semantics (a replay leaves memory as the forward sweep did)
//! cost the extra copies and runs, and every frame's forward run goes
//! through the calls of its own recursion (the per-call overhead is paid
//! once per block and frame).

use super::checkpoint::{outline_body, replace_loop, trip_count, value, CHUNK};
use crate::ir::{Attribute, Builder, FunctionType, InsertPoint, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Most recomputation sweeps the schedule plans for (deeper recursions
/// would only record more at the leaves).
const MAX_SWEEPS: i128 = 64;

/// Most checkpoint levels (bounds the depth of the recursion).
const MAX_LEVELS: u64 = 256;

/// Iterations a leaf of the recursion runs as one loop (with their
/// records): the schedule counts in blocks of this many, so that the cost
/// of a call (its snapshots) is paid per block, not per iteration.
const LEAF: i128 = 8;

/// The checkpoint levels `s` used for a budget of `n` snapshots.
pub fn levels(n: u64) -> u64 {
    (n / 3).clamp(1, MAX_LEVELS)
}

fn i64t() -> Type {
    Type::int(64)
}

fn cmpi(m: &mut Module, ip: InsertPoint, predicate: i128, a: Value, b: Value) -> Value {
    Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[a, b])
            .attr("predicate", Attribute::Integer { value: predicate, ty: Type::i64() })
            .result(Type::i1()),
    )
}

const EQ: i128 = 0;
const SLE: i128 = 3;
const SGE: i128 = 5;
const SLT: i128 = 2;

/// `v` (of the loop's integer type `ty`) as an `i64`, and back.
fn to_i64(m: &mut Module, ip: InsertPoint, v: Value, ty: &Type) -> Value {
    match ty.int_width() {
        _ if ty.is_index() => value(m, ip, "arith.index_cast", &[v], &i64t()),
        Some(w) if w < 64 => value(m, ip, "arith.extsi", &[v], &i64t()),
        _ => v,
    }
}

fn from_i64(m: &mut Module, ip: InsertPoint, v: Value, ty: &Type) -> Value {
    match ty.int_width() {
        _ if ty.is_index() => value(m, ip, "arith.index_cast", &[v], ty),
        Some(w) if w < 64 => value(m, ip, "arith.trunci", &[v], ty),
        _ => v,
    }
}

fn call(m: &mut Module, ip: InsertPoint, callee: &str, args: &[Value], results: &[Type], at: OpId) -> Vec<Value> {
    let c = Builder::new(m, ip).create(
        OpSpec::new("func.call").operands(args).results(results).attr("callee", Attribute::symbol(callee.to_string())),
    );
    m.op_mut(c).pos = m.op(at).pos;
    m.results(c).to_vec()
}

/// Replace loop `l` (in a function copied from `fname`) by a call of its
/// binomial range function, for a budget of `n` snapshots.
pub(super) fn outline(m: &mut Module, fname: &str, l: OpId, n: u64) -> Result<(), Diagnostic> {
    let (lb, ub, step) = (m.operand(l, 0), m.operand(l, 1), m.operand(l, 2));
    let inits: Vec<Value> = m.operands(l)[3..].to_vec();
    let o = outline_body(m, fname, l, "binomial", &[i64t(), i64t(), i64t()])?;
    let sweeps = sweeps_function(m, fname, l);
    let (iv, nres) = (o.iv_ty.clone(), o.result_types.len());
    let a = o.args.clone();
    let (lo, hi, st, s, r, beta) = (a[0], a[1], a[2], a[3], a[4], a[5]);
    let caps_args = a[6 + nres..].to_vec();

    // Split when t > LEAF, s ≥ 1 and r ≥ 1; else the loop runs [lo, hi).
    let ip = InsertPoint::Before(o.inner);
    let t = trip_count(m, ip, lo, hi, st, &iv);
    let t64 = to_i64(m, ip, t, &iv);
    let one = Builder::new(m, ip).const_int(1, i64t());
    let two = Builder::new(m, ip).const_int(2, i64t());
    let leaf = Builder::new(m, ip).const_int(LEAF, i64t());
    let long = cmpi(m, ip, SLT, leaf, t64);
    // The count in blocks of LEAF iterations: ⌈t / LEAF⌉.
    let leaf_m1 = Builder::new(m, ip).const_int(LEAF - 1, i64t());
    let padded = value(m, ip, "arith.addi", &[t64, leaf_m1], &i64t());
    let tb = value(m, ip, "arith.divsi", &[padded, leaf], &i64t());
    let has_s = cmpi(m, ip, SGE, s, one);
    let has_r = cmpi(m, ip, SGE, r, one);
    let both = value(m, ip, "arith.andi", &[has_s, has_r], &Type::i1());
    let split = value(m, ip, "arith.andi", &[long, both], &Type::i1());
    let loop_hi = value(m, ip, "arith.select", &[split, lo, hi], &iv);
    m.set_operand(o.inner, 1, loop_hi);
    let direct = m.results(o.inner).to_vec();

    // Then a loop over the two halves (none when not splitting): calls in
    // a loop get per-iteration snapshots and records of their results.
    let end = InsertPoint::End(o.entry);
    // (s + r is 0 for a range of at most one iteration, which does not split.)
    let sr = value(m, end, "arith.addi", &[s, r], &i64t());
    let sr = value(m, end, "arith.maxsi", &[sr, one], &i64t());
    let bs = value(m, end, "arith.muli", &[beta, s], &i64t());
    let beta2 = value(m, end, "arith.divsi", &[bs, sr], &i64t());
    let br = value(m, end, "arith.muli", &[beta, r], &i64t());
    let beta1 = value(m, end, "arith.divsi", &[br, sr], &i64t());
    // In blocks: t1 in [max(tb - β2, 1), min(tb - 1, β1)], as close to
    // tb / 2 as that allows; tb / 2 when the range is empty (a count that
    // overflowed or sweeps capped at MAX_SWEEPS). Then in iterations
    // (whole blocks, the last one possibly short, goes to the right).
    let half = value(m, end, "arith.divsi", &[tb, two], &i64t());
    let half = value(m, end, "arith.maxsi", &[half, one], &i64t());
    let rest = value(m, end, "arith.subi", &[tb, beta2], &i64t());
    let least = value(m, end, "arith.maxsi", &[rest, one], &i64t());
    let tm1 = value(m, end, "arith.subi", &[tb, one], &i64t());
    let most = value(m, end, "arith.minsi", &[tm1, beta1], &i64t());
    let clamped = value(m, end, "arith.minsi", &[half, most], &i64t());
    let clamped = value(m, end, "arith.maxsi", &[clamped, least], &i64t());
    let fits = cmpi(m, end, SLE, least, most);
    let t1b = value(m, end, "arith.select", &[fits, clamped, half], &i64t());
    let t1 = value(m, end, "arith.muli", &[t1b, leaf], &i64t());
    let tm1 = value(m, end, "arith.subi", &[t64, one], &i64t());
    let t1 = value(m, end, "arith.minsi", &[t1, tm1], &i64t());
    let t1 = value(m, end, "arith.maxsi", &[t1, one], &i64t());
    let t1 = from_i64(m, end, t1, &iv);
    let off = value(m, end, "arith.muli", &[t1, st], &iv);
    let mid = value(m, end, "arith.addi", &[lo, off], &iv);
    let r1 = value(m, end, "arith.subi", &[r, one], &i64t());
    let s1 = value(m, end, "arith.subi", &[s, one], &i64t());
    let mut b = Builder::new(m, end);
    let (c0, c1, c2) = (b.const_index(0), b.const_index(1), b.const_index(2));
    let halves = value(m, end, "arith.select", &[split, c2, c0], &Type::Index);
    let mut operands = vec![c0, halves, c1];
    operands.extend(&direct);
    let lp =
        Builder::new(m, end).create(OpSpec::new("scf.for").operands(&operands).results(&o.result_types).regions(1));
    m.op_mut(lp).pos = m.op(l).pos;
    let mut block_types = vec![Type::Index];
    block_types.extend(o.result_types.iter().cloned());
    let region = m.region(lp, 0);
    let body = Builder::new(m, end).add_block(region, &block_types);
    let bargs = m.block_args(body).to_vec();
    let bi = InsertPoint::End(body);
    let first = cmpi(m, bi, EQ, bargs[0], c0);
    let pick = |m: &mut Module, a: Value, b: Value, ty: &Type| value(m, bi, "arith.select", &[first, a, b], ty);
    let h_lo = pick(m, lo, mid, &iv);
    let h_hi = pick(m, mid, hi, &iv);
    let h_s = pick(m, s, s1, &i64t());
    let h_r = pick(m, r1, r, &i64t());
    let h_beta = pick(m, beta1, beta2, &i64t());
    let mut args = vec![h_lo, h_hi, st, h_s, h_r, h_beta];
    args.extend(&bargs[1..]);
    args.extend(&caps_args);
    let outs = call(m, bi, &o.name, &args, &o.result_types, l);
    Builder::new(m, bi).create(OpSpec::new("scf.yield").operands(&outs));
    let outs = m.results(lp).to_vec();
    Builder::new(m, end).create(OpSpec::new("func.return").operands(&outs));

    // In place of the loop: (r, β) for T, then the call.
    let ip = InsertPoint::Before(l);
    let trips = trip_count(m, ip, lb, ub, step, &iv);
    let trips = to_i64(m, ip, trips, &iv);
    let leaf_m1 = Builder::new(m, ip).const_int(LEAF - 1, i64t());
    let leaf = Builder::new(m, ip).const_int(LEAF, i64t());
    let padded = value(m, ip, "arith.addi", &[trips, leaf_m1], &i64t());
    let trips = value(m, ip, "arith.divsi", &[padded, leaf], &i64t());
    let s0 = Builder::new(m, ip).const_int(i128::from(levels(n)), i64t());
    let rb = call(m, ip, &sweeps, &[trips, s0], &[i64t(), i64t(), i64t()], l);
    let mut args = vec![lb, ub, step, rb[0], rb[1], rb[2]];
    args.extend(&inits);
    args.extend(&o.caps);
    let outs = call(m, ip, &o.name, &args, &o.result_types, l);
    replace_loop(m, l, &outs);
    Ok(())
}

/// `@<fname>.binomial_sweeps(t, s) -> (s', r, β(s', r))`: the shallowest
/// schedule for `t` iterations with at most `s` levels and `r ≤ 64`
/// sweeps: the fewest `s' + r` (the recursion's depth, which bounds both
/// the copies held at once and the runs of an iteration) with
/// `β(s', r) = C(s' + r, s') ≥ t`. For a given depth, `C` is largest with
/// `s'` and `r` balanced, so they grow in turn (`s'` while `s' ≤ r` and
/// below `s`), `β` updated on the way (`β(s' + 1, r) = β·(s' + r + 1) /
/// (s' + 1)`, the same with `r`), until `β ≥ t`.
fn sweeps_function(m: &mut Module, fname: &str, l: OpId) -> String {
    let name = m.fresh_symbol_name(&format!("{fname}.binomial_sweeps"));
    let ty = FunctionType { inputs: vec![i64t(), i64t()], results: vec![i64t(), i64t(), i64t()] };
    let (f, entry) = crate::dialects::func::create_func(m, &name, ty, true);
    m.op_mut(f).pos = m.op(l).pos;
    m.set_attr(f, CHUNK, Attribute::Unit);
    let (t, s) = (m.block_args(entry)[0], m.block_args(entry)[1]);
    let ip = InsertPoint::End(entry);
    let mut b = Builder::new(m, ip);
    let zero = b.const_int(0, i64t());
    let one = b.const_int(1, i64t());
    let max = b.const_int(MAX_SWEEPS, i64t());
    let steps = value(m, ip, "arith.addi", &[s, max], &i64t());
    let lp = Builder::new(m, ip).create(
        OpSpec::new("scf.for")
            .operands(&[zero, steps, one, zero, zero, one])
            .results(&[i64t(), i64t(), i64t()])
            .regions(1),
    );
    let region = m.region(lp, 0);
    let body = Builder::new(m, ip).add_block(region, &[i64t(), i64t(), i64t(), i64t()]);
    let (sp, r, beta) = (m.block_args(body)[1], m.block_args(body)[2], m.block_args(body)[3]);
    let bi = InsertPoint::End(body);
    let short = cmpi(m, bi, SLT, beta, t);
    let below_s = cmpi(m, bi, SLT, sp, s);
    let balanced = cmpi(m, bi, SLE, sp, r);
    let grow_s = value(m, bi, "arith.andi", &[below_s, balanced], &Type::i1());
    let grow_s = value(m, bi, "arith.andi", &[short, grow_s], &Type::i1());
    let below_max = cmpi(m, bi, SLT, r, max);
    let yes = Builder::new(m, bi).const_int(1, Type::i1());
    let not_s = value(m, bi, "arith.xori", &[grow_s, yes], &Type::i1());
    let grow_r = value(m, bi, "arith.andi", &[short, not_s], &Type::i1());
    let grow_r = value(m, bi, "arith.andi", &[grow_r, below_max], &Type::i1());
    let sp1 = value(m, bi, "arith.addi", &[sp, one], &i64t());
    let r1 = value(m, bi, "arith.addi", &[r, one], &i64t());
    let d1 = value(m, bi, "arith.addi", &[sp1, r], &i64t());
    let p = value(m, bi, "arith.muli", &[beta, d1], &i64t());
    let beta_s = value(m, bi, "arith.divsi", &[p, sp1], &i64t());
    let beta_r = value(m, bi, "arith.divsi", &[p, r1], &i64t());
    let beta2 = value(m, bi, "arith.select", &[grow_r, beta_r, beta], &i64t());
    let beta2 = value(m, bi, "arith.select", &[grow_s, beta_s, beta2], &i64t());
    let sp2 = value(m, bi, "arith.select", &[grow_s, sp1, sp], &i64t());
    let r2 = value(m, bi, "arith.select", &[grow_r, r1, r], &i64t());
    Builder::new(m, bi).create(OpSpec::new("scf.yield").operands(&[sp2, r2, beta2]));
    let outs = m.results(lp).to_vec();
    Builder::new(m, ip).create(OpSpec::new("func.return").operands(&outs));
    name
}
