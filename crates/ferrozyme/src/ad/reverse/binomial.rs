//! Binomial (revolve-style) loop checkpointing: the schedule, written as a
//! recursive function that the reverse-mode call machinery differentiates.
//!
//! A checkpointed `scf.for` of `T` iterations becomes a loop over the parts
//! of its range (below), each a call of `@<f>.binomial(lo, hi, step, s, r,
//! β, wide, L, carried…, captures…) -> carried`, which runs the iterations
//! `[lo, hi)`: directly (a loop at the top level of its body) when they
//! are at most one block (`L` iterations) or `s` or `r` is 0, else
//! through its own loop over parts, each a call of itself (calls in a loop get
//! per-iteration snapshots and records of their results, which calls in
//! an `scf.if` would not).
//!
//! The schedule counts blocks of `L = clamp(T / N, 1, 32)` iterations (a
//! call's snapshots and record buffers then cost once per block, not once
//! per iteration; a leaf records no more iterations than a periodic chunk
//! would for the same budget). `β(s, r) = C(s + r,
//! s)` is revolve's count: with `s` checkpoints and `r` recomputation
//! sweeps, `b ≤ β(s, r)` blocks can be reversed. A frame `(s, r)` cuts its
//! range into parts `j = 0, 1, …`: every part but the last is run by a
//! frame `(s - j, r - 1)` of at most `β(s - j, r - 1)` blocks, the last by
//! a frame `(s - j, r)` (the counts sum to `β(s, r)`: `β(s - j, r) = β(s -
//! j, r - 1) + β(s - j - 1, r)`). The first part always leaves a block to
//! the others, so every child's range is shorter than its parent's and the
//! recursion terminates; where the counts cannot be met (a count that
//! overflowed, sweeps capped at 64) a part takes half of what is left, and
//! the result is the same gradient.
//!
//! In reverse mode each call is replayed from a snapshot of its inputs
//! (`calls`): a frame's derivative runs its range forward once (through its
//! parts' calls, snapshotting each part's inputs), then replays its parts
//! last to first, and restores the state the forward run left when it
//! returns. The top frame is the function's own loop over parts (a call of
//! the range function there would run the whole range once more, in its
//! replay). An iteration therefore runs forward in the primal run, once
//! per frame below the top containing it, and in a leaf's recording run.
//! Two shapes, chosen at run time by `@<f>.binomial_sweeps(B, S, N)` for
//! `B` blocks and a budget of `N` copies of the state:
//!
//! - wide, where the budget allows: `s + 1` parts per frame (revolve's
//!   sequence of advances, as one loop), `r` as small as the budget
//!   allows with `s = (N - 2) / r - 2`: frames nest `r` deep, so an
//!   iteration runs forward at most `r + 1` times, and a path of frames
//!   holds about `r·(s + 2) + 2` copies of the state (the parts' snapshots
//!   and each frame's restore) plus two words of schedule per part;
//! - narrow, for budgets too small for that: two parts per frame,
//!   `(s, r - 1)` and `(s - 1, r)`, with at most `S = ⌊N / 3⌋` levels (at
//!   least 1, at most 256, which bounds the native stack depth), `s` and
//!   `r` balanced for the shallowest recursion; frames nest at most
//!   `s + r + 1` deep, each holding three copies of the state, and an
//!   iteration runs forward at most `s + r + 1` times.
//!
//! What this does not do: revolve proper keeps `N` snapshots in all and
//! runs each iteration at most `r + 1` times for `C(N + r, r) ≥ B`; here a
//! frame's snapshots are records of its loop of calls, held until its
//! reverse is done (so the wide shape splits the budget over `r` levels),
//! and the call machinery's replay leaves memory as the forward run did
//! (a copy per frame).

use super::checkpoint::{cmpi, i64t, outline_body, part_end, replace_loop, trip_count, value, CHUNK};
use crate::ir::{Attribute, Builder, FunctionType, InsertPoint, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Most recomputation sweeps the schedule plans for (deeper recursions
/// would only record more at the leaves).
const MAX_SWEEPS: i128 = 64;

/// Most checkpoint levels (bounds the depth of the recursion).
const MAX_LEVELS: u64 = 256;

/// Most iterations a leaf of the recursion runs as one loop (with their
/// records): the schedule counts in blocks of `L = clamp(T / N, 1, LEAF)`
/// iterations, so that the cost of a call (its snapshots, its records'
/// buffers) is paid per block, not per iteration — and a leaf never
/// records more iterations than a periodic chunk for the same budget.
const LEAF: i128 = 32;

/// The checkpoint levels `s` used for a budget of `n` snapshots.
pub fn levels(n: u64) -> u64 {
    (n / 3).clamp(1, MAX_LEVELS)
}

const EQ: i128 = 0;
const SLE: i128 = 3;
const SGE: i128 = 5;
const SLT: i128 = 2;

fn call(m: &mut Module, ip: InsertPoint, callee: &str, args: &[Value], results: &[Type], at: OpId) -> Vec<Value> {
    let c = Builder::new(m, ip).create(
        OpSpec::new("func.call").operands(args).results(results).attr("callee", Attribute::symbol(callee.to_string())),
    );
    m.op_mut(c).pos = m.op(at).pos;
    m.results(c).to_vec()
}

/// Replace loop `l` (in a function copied from `fname`) by the top frame
/// of its binomial recursion (a loop of calls of the range function), for
/// a budget of `n` copies of the state.
pub(super) fn outline(m: &mut Module, fname: &str, l: OpId, n: u64) -> Result<(), Diagnostic> {
    let (lb, ub, step) = (m.operand(l, 0), m.operand(l, 1), m.operand(l, 2));
    let inits: Vec<Value> = m.operands(l)[3..].to_vec();
    let o = outline_body(m, fname, l, "binomial", &vec![i64t(); 5])?;
    let sweeps = sweeps_function(m, fname, l);
    let nres = o.result_types.len();
    let a = o.args.clone();
    let frame = Frame {
        lo: a[0],
        hi: a[1],
        st: a[2],
        s: a[3],
        r: a[4],
        beta: a[5],
        wide: a[6],
        leaf: a[7],
        caps: a[8 + nres..].to_vec(),
        iv: o.iv_ty.clone(),
        callee: o.name.clone(),
        result_types: o.result_types.clone(),
        at: l,
    };
    // The range function: when not splitting, the loop runs [lo, hi);
    // then the parts (none when not splitting).
    let (split, tb) = frame.split(m, InsertPoint::Before(o.inner));
    let loop_hi = value(m, InsertPoint::Before(o.inner), "arith.select", &[split, frame.lo, frame.hi], &frame.iv);
    m.set_operand(o.inner, 1, loop_hi);
    let direct = m.results(o.inner).to_vec();
    let end = InsertPoint::End(o.entry);
    let outs = frame.parts(m, end, split, tb, 0, &direct);
    Builder::new(m, end).create(OpSpec::new("func.return").operands(&outs));

    // In place of the loop: the schedule for T, then the top frame's parts
    // (one part, the whole range, when not splitting). (A call of the range
    // function instead would run the whole range once more: its replay's
    // forward run.)
    let ip = InsertPoint::Before(l);
    let trips = trip_count(m, ip, lb, ub, step, &frame.iv);
    let mut b = Builder::new(m, ip);
    let (one, most) = (b.const_int(1, i64t()), b.const_int(LEAF, i64t()));
    let s0 = b.const_int(i128::from(levels(n)), i64t());
    let budget = b.const_int(i128::from(n.min(1 << 40)), i64t());
    let leaf = value(m, ip, "arith.divsi", &[trips, budget], &i64t());
    let leaf = value(m, ip, "arith.minsi", &[leaf, most], &i64t());
    let leaf = value(m, ip, "arith.maxsi", &[leaf, one], &i64t());
    let leaf_m1 = value(m, ip, "arith.subi", &[leaf, one], &i64t());
    let padded = value(m, ip, "arith.addi", &[trips, leaf_m1], &i64t());
    let blocks = value(m, ip, "arith.divsi", &[padded, leaf], &i64t());
    let rb = call(m, ip, &sweeps, &[blocks, s0, budget], &[i64t(), i64t(), i64t(), i64t()], l);
    let top = Frame {
        lo: lb,
        hi: ub,
        st: step,
        s: rb[0],
        r: rb[1],
        beta: rb[2],
        wide: rb[3],
        leaf,
        caps: o.caps.clone(),
        ..frame
    };
    let (split, tb) = top.split(m, ip);
    let outs = top.parts(m, ip, split, tb, 1, &inits);
    replace_loop(m, l, &outs);
    Ok(())
}

/// A frame of the recursion: its range, schedule and what it passes on.
struct Frame {
    lo: Value,
    hi: Value,
    st: Value,
    s: Value,
    r: Value,
    beta: Value,
    wide: Value,
    /// Iterations per block.
    leaf: Value,
    caps: Vec<Value>,
    iv: Type,
    /// The range function.
    callee: String,
    result_types: Vec<Type>,
    /// The checkpointed loop (for positions).
    at: OpId,
}

impl Frame {
    /// (Does the frame split — more than one block, `s ≥ 1` and `r ≥ 1` —,
    /// its count of blocks `⌈t / leaf⌉`.)
    fn split(&self, m: &mut Module, ip: InsertPoint) -> (Value, Value) {
        let t64 = trip_count(m, ip, self.lo, self.hi, self.st, &self.iv);
        let mut b = Builder::new(m, ip);
        let one = b.const_int(1, i64t());
        let leaf = self.leaf;
        let leaf_m1 = value(m, ip, "arith.subi", &[leaf, one], &i64t());
        let long = cmpi(m, ip, SLT, leaf, t64);
        let padded = value(m, ip, "arith.addi", &[t64, leaf_m1], &i64t());
        let tb = value(m, ip, "arith.divsi", &[padded, leaf], &i64t());
        let has_s = cmpi(m, ip, SGE, self.s, one);
        let has_r = cmpi(m, ip, SGE, self.r, one);
        let both = value(m, ip, "arith.andi", &[has_s, has_r], &Type::i1());
        (value(m, ip, "arith.andi", &[long, both], &Type::i1()), tb)
    }

    /// The frame's parts at `ip` (`unsplit` parts when not splitting), a
    /// loop of calls of the range function carrying `inits`: a loop of
    /// calls gets per-iteration snapshots and records of their results.
    /// Returns the carried values after it.
    fn parts(
        &self,
        m: &mut Module,
        ip: InsertPoint,
        split: Value,
        tb: Value,
        unsplit: i128,
        inits: &[Value],
    ) -> Vec<Value> {
        // First the number of parts that get iterations.
        let mut b = Builder::new(m, ip);
        let (zero, one, c2) = (b.const_int(0, i64t()), b.const_int(1, i64t()), b.const_int(2, i64t()));
        let none = b.const_int(unsplit, i64t());
        let s_plus = value(m, ip, "arith.addi", &[self.s, one], &i64t());
        let is_wide = cmpi(m, ip, SGE, self.wide, one);
        let parts = value(m, ip, "arith.select", &[is_wide, s_plus, c2], &i64t());
        let parts = value(m, ip, "arith.select", &[split, parts, none], &i64t());
        let sched = Schedule { parts, r: self.r, wide: is_wide };
        // (Narrow: every part gets iterations; the loop does not run.)
        let wide_parts = value(m, ip, "arith.select", &[is_wide, parts, zero], &i64t());
        let (count_loop, body, j, state) =
            for_loop(m, ip, zero, wide_parts, one, &[tb, self.s, self.beta, zero], &i64t());
        let bi = InsertPoint::End(body);
        let part = sched.part(m, bi, j, state[0], state[1], state[2]);
        let used = cmpi(m, bi, SLT, zero, state[0]);
        let inc = value(m, bi, "arith.extui", &[used], &i64t());
        let cnt = value(m, bi, "arith.addi", &[state[3], inc], &i64t());
        Builder::new(m, bi).create(OpSpec::new("scf.yield").operands(&[part.rem, part.s, part.beta, cnt]));
        let count = m.result(count_loop, 3);
        let count = value(m, ip, "arith.select", &[is_wide, count, parts], &i64t());
        let count = value(m, ip, "arith.index_cast", &[count], &Type::Index);

        // Then the parts, each a call of the range function. (The loop
        // carries the start of the part and `β(s - j, r)`, the rest is made
        // again from them: what a loop of calls carries is recorded per call.)
        let mut b = Builder::new(m, ip);
        let (c0, c1) = (b.const_index(0), b.const_index(1));
        let mut carried = vec![self.lo, self.beta];
        carried.extend(inits);
        let mut types = vec![self.iv.clone(), i64t()];
        types.extend(self.result_types.iter().cloned());
        let lp = Builder::new(m, ip).create(
            OpSpec::new("scf.for").operands(&[&[c0, count, c1][..], &carried].concat()).results(&types).regions(1),
        );
        m.op_mut(lp).pos = m.op(self.at).pos;
        let region = m.region(lp, 0);
        let body = Builder::new(m, ip).add_block(region, &[&[Type::Index][..], &types].concat());
        let bargs = m.block_args(body).to_vec();
        let bi = InsertPoint::End(body);
        let (cur, bj) = (bargs[1], bargs[2]);
        let j = value(m, bi, "arith.index_cast", &[bargs[0]], &i64t());
        let sj = value(m, bi, "arith.subi", &[self.s, j], &i64t());
        let left = trip_count(m, bi, cur, self.hi, self.st, &self.iv);
        let leaf_m1 = value(m, bi, "arith.subi", &[self.leaf, one], &i64t());
        let padded = value(m, bi, "arith.addi", &[left, leaf_m1], &i64t());
        let rem = value(m, bi, "arith.divsi", &[padded, self.leaf], &i64t());
        let part = sched.part(m, bi, j, rem, sj, bj);
        // (Whole blocks, but not past `hi`: the last block may be short.)
        let span = value(m, bi, "arith.muli", &[part.blocks, self.leaf], &i64t());
        let k = value(m, bi, "arith.minsi", &[span, left], &i64t());
        let next = part_end(m, bi, cur, k, left, self.hi, self.st, &self.iv);
        let mut args = vec![cur, next, self.st, part.child_s, part.child_r, part.child_beta, self.wide, self.leaf];
        args.extend(&bargs[3..]);
        args.extend(&self.caps);
        let outs = call(m, bi, &self.callee, &args, &self.result_types, self.at);
        let mut yields = vec![next, part.beta];
        yields.extend(&outs);
        Builder::new(m, bi).create(OpSpec::new("scf.yield").operands(&yields));
        m.results(lp)[2..].to_vec()
    }
}

/// `@<fname>.binomial_sweeps(B, S, N) -> (s, r, β(s, r), wide)`: the
/// schedule for `B` blocks and a budget of `N` copies of the state.
///
/// Wide (`wide = 1`) where the budget allows: the fewest sweeps `r ≤ 64`
/// with `β(s, r) ≥ B` for `s = min((N - 2) / r - 2, B)` (`s ≥ 1`), as the
/// frames along a path hold about `r·(s + 2) + 2` copies. Else narrow:
/// the shallowest two-part schedule with at most `S` levels — the fewest
/// `s + r` with `β(s, r) ≥ B`. For a given depth `C` is largest with `s`
/// and `r` balanced, so they grow in turn (`s` while `s ≤ r` and below
/// `S`), `β` updated on the way (`β(s + 1, r) = β·(s + r + 1) / (s + 1)`,
/// the same with `r`), until `β ≥ B`.
///
/// (In the wide search `β(s, i)` is built up as `β·(s + i) / i`, exact at
/// each step; a candidate stops growing once it reaches `B`, and the first
/// candidate accepted never reached it before its last step — a smaller
/// `r` with its larger `s` would have been accepted — so its `β` is exact.
/// Products stay below `B·(2B + 64)`: exact up to 2^31 blocks.)
fn sweeps_function(m: &mut Module, fname: &str, l: OpId) -> String {
    let name = m.fresh_symbol_name(&format!("{fname}.binomial_sweeps"));
    let ty = FunctionType { inputs: vec![i64t(), i64t(), i64t()], results: vec![i64t(); 4] };
    let (f, entry) = crate::dialects::func::create_func(m, &name, ty, true);
    m.op_mut(f).pos = m.op(l).pos;
    m.set_attr(f, CHUNK, Attribute::Unit);
    let (t, s, n) = (m.block_args(entry)[0], m.block_args(entry)[1], m.block_args(entry)[2]);
    let ip = InsertPoint::End(entry);
    let (narrow_s, narrow_r, narrow_beta) = narrow_schedule(m, ip, t, s);

    // Wide: r = 1, 2, … until found.
    let mut b = Builder::new(m, ip);
    let (zero, one, two) = (b.const_int(0, i64t()), b.const_int(1, i64t()), b.const_int(2, i64t()));
    let max_plus = b.const_int(MAX_SWEEPS + 1, i64t());
    let (search, body, r, st) = for_loop(m, ip, one, max_plus, one, &[zero, zero, zero, zero], &i64t());
    let bi = InsertPoint::End(body);
    let room = value(m, bi, "arith.subi", &[n, two], &i64t());
    let per = value(m, bi, "arith.divsi", &[room, r], &i64t());
    let sw = value(m, bi, "arith.subi", &[per, two], &i64t());
    let sw = value(m, bi, "arith.minsi", &[sw, t], &i64t());
    let r1 = value(m, bi, "arith.addi", &[r, one], &i64t());
    let (grow, gbody, i, gb) = for_loop(m, bi, one, r1, one, &[one], &i64t());
    let gi = InsertPoint::End(gbody);
    let reached = cmpi(m, gi, SLE, t, gb[0]);
    let si = value(m, gi, "arith.addi", &[sw, i], &i64t());
    let p = value(m, gi, "arith.muli", &[gb[0], si], &i64t());
    let q = value(m, gi, "arith.divsi", &[p, i], &i64t());
    let nb = value(m, gi, "arith.select", &[reached, gb[0], q], &i64t());
    Builder::new(m, gi).create(OpSpec::new("scf.yield").operands(&[nb]));
    let beta = m.result(grow, 0);
    let valid = cmpi(m, bi, SLE, one, sw);
    let covers = cmpi(m, bi, SLE, t, beta);
    let fresh = cmpi(m, bi, EQ, st[0], zero);
    let ok = value(m, bi, "arith.andi", &[valid, covers], &Type::i1());
    let ok = value(m, bi, "arith.andi", &[ok, fresh], &Type::i1());
    let pick = |m: &mut Module, a: Value, b: Value| value(m, bi, "arith.select", &[ok, a, b], &i64t());
    let found = pick(m, one, st[0]);
    let (ws, wr, wb) = (pick(m, sw, st[1]), pick(m, r, st[2]), pick(m, beta, st[3]));
    Builder::new(m, bi).create(OpSpec::new("scf.yield").operands(&[found, ws, wr, wb]));
    let w = m.results(search).to_vec();
    let is_wide = cmpi(m, ip, EQ, w[0], one);
    let pick = |m: &mut Module, a: Value, b: Value| value(m, ip, "arith.select", &[is_wide, a, b], &i64t());
    let outs = [pick(m, w[1], narrow_s), pick(m, w[2], narrow_r), pick(m, w[3], narrow_beta), w[0]];
    Builder::new(m, ip).create(OpSpec::new("func.return").operands(&outs));
    name
}

/// The narrow schedule (see `sweeps_function`): `(s, r, β(s, r))`.
fn narrow_schedule(m: &mut Module, ip: InsertPoint, t: Value, s: Value) -> (Value, Value, Value) {
    let mut b = Builder::new(m, ip);
    let zero = b.const_int(0, i64t());
    let one = b.const_int(1, i64t());
    let max = b.const_int(MAX_SWEEPS, i64t());
    let steps = value(m, ip, "arith.addi", &[s, max], &i64t());
    let (lp, body, _, st) = for_loop(m, ip, zero, steps, one, &[zero, zero, one], &i64t());
    let (sp, r, beta) = (st[0], st[1], st[2]);
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
    (outs[0], outs[1], outs[2])
}

/// An `scf.for` from `lb` to `ub` by `step` (of type `ty`) carrying
/// `inits` (of type `ty` too), at `ip`, with an empty body: (the loop, its
/// body, the induction variable, the carried values).
fn for_loop(
    m: &mut Module,
    ip: InsertPoint,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
    ty: &Type,
) -> (OpId, crate::ir::BlockId, Value, Vec<Value>) {
    let types = vec![ty.clone(); inits.len()];
    let lp = Builder::new(m, ip)
        .create(OpSpec::new("scf.for").operands(&[&[lb, ub, step][..], inits].concat()).results(&types).regions(1));
    let region = m.region(lp, 0);
    let body = Builder::new(m, ip).add_block(region, &vec![ty.clone(); inits.len() + 1]);
    let args = m.block_args(body).to_vec();
    (lp, body, args[0], args[1..].to_vec())
}

/// What a frame needs to cut its range into parts (see the module doc).
struct Schedule {
    /// The number of parts: `s + 1` (wide), 2 (narrow), 0 (a leaf).
    parts: Value,
    r: Value,
    wide: Value,
}

/// Part `j` of a frame, in blocks, and the state for part `j + 1`.
struct Part {
    blocks: Value,
    child_s: Value,
    child_r: Value,
    child_beta: Value,
    rem: Value,
    s: Value,
    beta: Value,
}

impl Schedule {
    /// Part `j`, with `rem` blocks left, `sj = s - j` and `bj = β(sj, r)`:
    /// every part but the last is run by a frame `(sj, r - 1)` of at most
    /// `β(sj, r - 1)` blocks, leaving at most `β(sj - 1, r)` to the parts
    /// after it (the two sum to `bj`); wide takes as many as it can, narrow
    /// as close to half as it can. The first part leaves at least one
    /// block (so the recursion terminates); where the limits cannot be met
    /// (a count that overflowed, sweeps capped) a part takes half. The last
    /// part takes the rest, run by a frame `(sj, r)`.
    fn part(&self, m: &mut Module, ip: InsertPoint, j: Value, rem: Value, sj: Value, bj: Value) -> Part {
        let mut b = Builder::new(m, ip);
        let (zero, one, two) = (b.const_int(0, i64t()), b.const_int(1, i64t()), b.const_int(2, i64t()));
        let v = |m: &mut Module, name: &str, a: Value, b: Value| value(m, ip, name, &[a, b], &i64t());
        let sel = |m: &mut Module, c: Value, a: Value, b: Value| value(m, ip, "arith.select", &[c, a, b], &i64t());
        let last_j = v(m, "arith.subi", self.parts, one);
        let last = cmpi(m, ip, EQ, j, last_j);
        let first = cmpi(m, ip, EQ, j, zero);
        let sr = v(m, "arith.addi", sj, self.r);
        let sr = v(m, "arith.maxsi", sr, one);
        let p = v(m, "arith.muli", bj, self.r);
        let child_beta = v(m, "arith.divsi", p, sr);
        let after = v(m, "arith.subi", bj, child_beta);
        let keep = sel(m, first, one, zero);
        let hi_lim = v(m, "arith.subi", rem, keep);
        let rest = v(m, "arith.subi", rem, after);
        let least = v(m, "arith.maxsi", rest, one);
        let most = v(m, "arith.minsi", child_beta, hi_lim);
        let half = v(m, "arith.divsi", rem, two);
        let half = v(m, "arith.maxsi", half, one);
        let target = sel(m, self.wide, most, half);
        let clamped = v(m, "arith.minsi", target, most);
        let clamped = v(m, "arith.maxsi", clamped, least);
        let fallback = v(m, "arith.minsi", half, hi_lim);
        let fits = cmpi(m, ip, SLE, least, most);
        let inner = sel(m, fits, clamped, fallback);
        let blocks = sel(m, last, rem, inner);
        let r1 = v(m, "arith.subi", self.r, one);
        let child_r = sel(m, last, self.r, r1);
        let child_beta = sel(m, last, bj, child_beta);
        let rem = v(m, "arith.subi", rem, blocks);
        let s = v(m, "arith.subi", sj, one);
        Part { blocks, child_s: sj, child_r, child_beta, rem, s, beta: after }
    }
}
