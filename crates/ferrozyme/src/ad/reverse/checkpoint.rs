//! Loop checkpointing in reverse mode (periodic and binomial snapshots).
//!
//! A checkpointed `scf.for` of `T` iterations is cut into chunks of
//! `K = ⌈T / N⌉` iterations. Each chunk is outlined into a private function
//! (`@<f>.chunk`, taking the chunk's bounds, the loop-carried values at its
//! start and every value the body uses from outside) called from a loop over
//! the chunks. The reverse-mode call machinery then does the checkpointing:
//! the loop over chunks records only each call's inputs — the loop-carried
//! values and snapshots of the memory the chunk overwrites, `N` of each —
//! and the adjoint of each call re-runs its chunk forward, recording that
//! chunk's `K` iterations in buffers freed when its adjoint is done. The
//! tape of the loop is then `N` snapshots plus one chunk's records
//! (`K` iterations) instead of `T` iterations' records, for one extra
//! forward run of the loop.
//!
//! The binomial scheme (`binomial:N`, revolve-style) outlines the loop into
//! a *recursive* range function instead; see `binomial` for its schedule
//! and bounds: about `N` snapshots plus one block's records (at most
//! `min(T / N, 32)` iterations), for a few forward runs of the loop (`r + 1`
//! for revolve's `C(N / r + r, r) ≥ T`-style schedule where the budget
//! allows).
//!
//! Which loops: `scf.for` ops carrying
//! - `enzyme.enable_checkpointing = true` (Enzyme-MLIR's attribute;
//!   `N = ⌈√T⌉`), with `enzyme.checkpoint_period = N` for `N` chunks, and
//!   with `enzyme.binomial_checkpointing` (a unit attribute) for the
//!   binomial scheme with a budget of `N = enzyme.checkpoint_period`
//!   snapshots (required, as in Enzyme-MLIR);
//! - `ferrozyme.checkpoints = N` (periodic), with
//!   `ferrozyme.checkpoint_scheme = "binomial"` for the binomial scheme
//!   (`"periodic"` is the default);
//!
//! and, under `--checkpoint=…` (`ReverseCache::checkpoint`), every `scf.for`
//! at the top level of the body of a function differentiated in reverse
//! mode. Loops whose constant trip count is too short to gain anything are
//! left alone.
//!
//! The function is checkpointed on a private copy (see `restructure`),
//! which is what gets differentiated; the primal function is not changed.

use crate::ir::{Attribute, BlockId, Builder, FunctionType, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Attribute marking an outlined chunk (never checkpointed again by the
/// module-wide option).
pub(crate) const CHUNK: &str = "ferrozyme.checkpoint_chunk";

/// How many snapshots a checkpointed loop keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// `⌈√T⌉` snapshots for `T` iterations (Enzyme-MLIR's choice).
    Sqrt,
    /// At most `N` snapshots.
    Periodic(u64),
    /// About `N` snapshots, revolve-style recursion (see `binomial`).
    Binomial(u64),
}

impl Scheme {
    /// Parse `sqrt`, `periodic:N` or `binomial:N` (the value of `--checkpoint`).
    pub fn parse(s: &str) -> Result<Scheme, String> {
        if s == "sqrt" {
            return Ok(Scheme::Sqrt);
        }
        let counted = [("periodic:", Scheme::Periodic as fn(u64) -> Scheme), ("binomial:", Scheme::Binomial)];
        for (prefix, make) in counted {
            if let Some(n) = s.strip_prefix(prefix) {
                return match n.parse::<u64>() {
                    Ok(n) if n >= 1 => Ok(make(n)),
                    _ => Err(format!("--checkpoint={prefix}N needs an integer N ≥ 1, got '{n}'")),
                };
            }
        }
        Err(format!("unknown checkpointing scheme '{s}' (expected sqrt, periodic:N or binomial:N)"))
    }

    /// The scheme a loop asks for by attribute (see the module doc).
    fn of_loop(m: &Module, l: OpId) -> Result<Option<Scheme>, Diagnostic> {
        let bad = |msg: String| Err(Diagnostic::for_op(m, l, msg));
        // (0, negative or not an integer: an error, as `--checkpoint=periodic:0`
        // is; reader-23: 0 and -1 ran as 1.)
        let n = match m.attr(l, "ferrozyme.checkpoints") {
            None => None,
            Some(a) => match a.as_int().map(u64::try_from) {
                Some(Ok(n @ 1..)) => Some(n),
                _ => {
                    let shown = a.as_int().map_or_else(|| a.to_string(), |n| n.to_string());
                    return bad(format!(
                        "ferrozyme.checkpoints = {shown}: the number of snapshots must be an integer of at least 1"
                    ));
                }
            },
        };
        match (m.attr(l, "ferrozyme.checkpoint_scheme"), n) {
            (None, Some(n)) => return Ok(Some(Scheme::Periodic(n))),
            (None, None) => {}
            (Some(Attribute::String(k)), Some(n)) if k == "periodic" || k == "binomial" => {
                return Ok(Some(if k == "periodic" { Scheme::Periodic(n) } else { Scheme::Binomial(n) }));
            }
            (Some(Attribute::String(k)), None) if k == "periodic" || k == "binomial" => {
                return bad(format!(
                    "ferrozyme.checkpoint_scheme = \"{k}\" needs the number of snapshots: ferrozyme.checkpoints = N"
                ));
            }
            (Some(a), _) => {
                return bad(format!("ferrozyme.checkpoint_scheme = {a}: expected \"periodic\" or \"binomial\""));
            }
        }
        if !matches!(m.attr(l, "enzyme.enable_checkpointing"), Some(Attribute::Bool(true)) | Some(Attribute::Unit)) {
            return Ok(None);
        }
        let period = m.attr(l, "enzyme.checkpoint_period").map(|a| a.as_int().and_then(|p| u64::try_from(p).ok()));
        let binomial = m.attr(l, "enzyme.binomial_checkpointing").is_some();
        match period {
            Some(Some(p @ 1..)) => Ok(Some(if binomial { Scheme::Binomial(p) } else { Scheme::Periodic(p) })),
            Some(_) => bad("enzyme.checkpoint_period must be an integer of at least 1".into()),
            None if binomial => {
                bad("binomial checkpointing needs the number of snapshots: enzyme.checkpoint_period = N".into())
            }
            None => Ok(Some(Scheme::Sqrt)),
        }
    }
}

/// The loops of `f` to checkpoint, outermost first (loops nested in a chosen
/// loop move with it and are looked at when its chunk is differentiated).
fn chosen_loops(m: &Module, f: OpId, option: Option<Scheme>) -> Result<Vec<(OpId, Scheme)>, Diagnostic> {
    let chunk = m.attr(f, CHUNK).is_some();
    let mut out: Vec<(OpId, Scheme)> = Vec::new();
    for op in m.collect_ops(f) {
        if !m.is(op, "scf.for") || out.iter().any(|&(l, _)| m.is_ancestor(l, op)) {
            continue;
        }
        // The module-wide option: loops at the top level of the body (the
        // snapshots of a chunk call are taken there).
        let top_level = m.parent_op(op) == Some(f);
        let asked = Scheme::of_loop(m, op)?;
        let scheme = asked.or(if top_level && !chunk { option } else { None });
        // (Pointers it stores or loads: its checkpointed runs store them
        // without their shadows, which only its derivative stores, after
        // the reverse of what reads them; and its chunks are given no
        // shadows of the memory holding pointers: reader-50, zero
        // gradients. Not checkpointed unless its attribute asks, refused
        // then.)
        if scheme.is_some() && super::calls::moves_pointers(m, op, true, &mut Default::default()) {
            if asked.is_some() {
                return Err(Diagnostic::for_op(
                    m,
                    op,
                    "cannot checkpoint this loop: it stores or loads pointers, whose shadows its checkpointed runs would not follow (remove its checkpoint attribute)",
                ));
            }
            continue;
        }
        if let Some(s) = scheme {
            if !short_loop(m, op, s) {
                out.push((op, s));
            }
        }
    }
    Ok(out)
}

fn constant(m: &Module, v: Value) -> Option<i128> {
    m.int_constant(v)
}

/// A loop of constant trip count `T ≤ N`: nothing to gain.
fn short_loop(m: &Module, l: OpId, s: Scheme) -> bool {
    let (Some(lb), Some(ub), Some(st)) =
        (constant(m, m.operand(l, 0)), constant(m, m.operand(l, 1)), constant(m, m.operand(l, 2)))
    else {
        return false;
    };
    if st <= 0 {
        return true;
    }
    let t = if ub > lb { (ub - lb + st - 1) / st } else { 0 };
    match s {
        Scheme::Sqrt => t <= 1,
        Scheme::Periodic(n) => t <= i128::from(n),
        Scheme::Binomial(_) => t <= 1,
    }
}

/// Does `f` have loops to checkpoint? (Or attributes asking for it that
/// are wrong: `apply` reports them.)
pub(super) fn wanted(m: &Module, f: OpId, option: Option<Scheme>) -> bool {
    chosen_loops(m, f, option).map_or(true, |l| !l.is_empty())
}

/// Cut the loops of `f` (a private copy of the function `fname`) that ask
/// for checkpoints into outlined chunks.
pub(super) fn apply(m: &mut Module, f: OpId, fname: &str, option: Option<Scheme>) -> Result<(), Diagnostic> {
    for (l, s) in chosen_loops(m, f, option)? {
        match s {
            Scheme::Binomial(n) => super::binomial::outline(m, fname, l, n)?,
            _ => outline(m, fname, l, s)?,
        }
    }
    Ok(())
}

pub(super) fn value(m: &mut Module, ip: InsertPoint, name: &str, args: &[Value], ty: &Type) -> Value {
    Builder::new(m, ip).value(OpSpec::new(name).operands(args).result(ty.clone()))
}

/// A loop's body moved into a new private function
/// `(lo, hi, step, extra…, carried…, captures…) -> carried` (see
/// `outline_body`).
pub(super) struct Outlined {
    pub name: String,
    pub entry: BlockId,
    /// The function's arguments.
    pub args: Vec<Value>,
    /// The loop over `[lo, hi)` in the entry block (nothing follows it yet).
    pub inner: OpId,
    pub iv_ty: Type,
    pub result_types: Vec<Type>,
    /// The values the body used from outside, in argument order.
    pub caps: Vec<Value>,
}

/// Move the body of loop `l` (in a function copied from `fname`) into a new
/// private function `@<fname>.<suffix>` taking `(lo, hi, step, extra…,
/// carried…, captures…)`, whose entry block runs the body over `[lo, hi)`.
/// The caller adds the terminator and replaces `l`.
pub(super) fn outline_body(
    m: &mut Module,
    fname: &str,
    l: OpId,
    suffix: &str,
    extra: &[Type],
) -> Result<Outlined, Diagnostic> {
    let lb = m.operand(l, 0);
    let iv_ty = m.value_type(lb).clone();
    let result_types: Vec<Type> = m.results(l).iter().map(|&r| m.value_type(r).clone()).collect();
    let (remat, mut caps) = crate::ad::outline::captures(m, l, false);
    // (Pointer memory of run-time size: its bytes are passed too.)
    let run_time = super::pointers::add_extent_captures(m, l, &mut caps);
    if let Some(&v) = caps.iter().find(|&&v| matches!(m.value_type(v), Type::Function(_))) {
        return Err(Diagnostic::for_op(
            m,
            l,
            format!("cannot checkpoint this loop: its body uses a value of function type ({})", m.value_type(v)),
        ));
    }

    let mut inputs = vec![iv_ty.clone(), iv_ty.clone(), iv_ty.clone()];
    inputs.extend(extra.iter().cloned());
    inputs.extend(result_types.iter().cloned());
    inputs.extend(caps.iter().map(|&v| m.value_type(v).clone()));
    let name = m.fresh_symbol_name(&format!("{fname}.{suffix}"));
    let (func, entry) =
        crate::dialects::func::create_func(m, &name, FunctionType { inputs, results: result_types.clone() }, true);
    m.op_mut(func).pos = m.op(l).pos;
    m.set_attr(func, CHUNK, Attribute::Unit);
    let args: Vec<Value> = m.block_args(entry).to_vec();
    let first_carried = 3 + extra.len();
    super::pointers::mark_capture_extents(m, func, first_carried + result_types.len(), &caps, &run_time);
    let mut loop_operands = args[..3].to_vec();
    loop_operands.extend(&args[first_carried..first_carried + result_types.len()]);
    let inner = m.create_op(OpSpec::new("scf.for").operands(&loop_operands).results(&result_types).regions(1));
    m.op_mut(inner).pos = m.op(l).pos;
    m.append_op(entry, inner);
    let (from, to) = (m.region(l, 0), m.region(inner, 0));
    m.take_region_blocks(from, to);
    let mut map = IrMap::new();
    for (i, &c) in caps.iter().enumerate() {
        let a = args[first_carried + result_types.len() + i];
        m.replace_uses_where(c, a, |m, op| m.is_ancestor(inner, op));
        map.map_value(c, a);
    }
    for &d in &remat {
        let copy = m.clone_op(d, &mut map);
        m.insert_op_before(inner, copy);
        for r in m.results(d).to_vec() {
            let c = map.lookup(r);
            m.replace_uses_where(r, c, |m, op| m.is_ancestor(inner, op));
        }
    }
    Ok(Outlined { name, entry, args, inner, iv_ty, result_types, caps })
}

pub(super) fn i64t() -> Type {
    Type::int(64)
}

/// `arith.cmpi` of `a` and `b` with `predicate` (0 eq, 2 slt, 3 sle, 5 sge).
pub(super) fn cmpi(m: &mut Module, ip: InsertPoint, predicate: i128, a: Value, b: Value) -> Value {
    Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[a, b])
            .attr("predicate", Attribute::Integer { value: predicate, ty: Type::i64() })
            .result(Type::i1()),
    )
}

/// `v` (of the loop's integer type `ty`) as an `i64`.
pub(super) fn to_i64(m: &mut Module, ip: InsertPoint, v: Value, ty: &Type) -> Value {
    match ty.int_width() {
        _ if ty.is_index() => value(m, ip, "arith.index_cast", &[v], &i64t()),
        Some(w) if w < 64 => value(m, ip, "arith.extsi", &[v], &i64t()),
        _ => v,
    }
}

/// `v` (an `i64`) in the loop's integer type `ty`.
pub(super) fn from_i64(m: &mut Module, ip: InsertPoint, v: Value, ty: &Type) -> Value {
    match ty.int_width() {
        _ if ty.is_index() => value(m, ip, "arith.index_cast", &[v], ty),
        Some(w) if w < 64 => value(m, ip, "arith.trunci", &[v], ty),
        _ => v,
    }
}

/// `max(⌈(ub - lb) / step⌉, 0)`, the trip count of a loop whose bounds
/// are of type `ty`, as an `i64` (computed in `i64`: `ub - lb` may not fit
/// the loop's type, e.g. an `i8` loop from -100 to 100).
pub(super) fn trip_count(m: &mut Module, ip: InsertPoint, lb: Value, ub: Value, step: Value, ty: &Type) -> Value {
    let (lb, ub, step) = (to_i64(m, ip, lb, ty), to_i64(m, ip, ub, ty), to_i64(m, ip, step, ty));
    let zero = Builder::new(m, ip).const_int(0, i64t());
    let span = value(m, ip, "arith.subi", &[ub, lb], &i64t());
    let trips = value(m, ip, "arith.ceildivsi", &[span, step], &i64t());
    value(m, ip, "arith.maxsi", &[trips, zero], &i64t())
}

/// The end of a part of a loop's range that starts at `cur` and runs `k`
/// of the `left` iterations from `cur` to `hi` (`i64`s): `hi` itself when
/// it runs them all, else `cur + k·step` (computed in `i64`, and below
/// `hi`: never past the loop's own bound, where the loop's type may end).
#[allow(clippy::too_many_arguments)]
pub(super) fn part_end(
    m: &mut Module,
    ip: InsertPoint,
    cur: Value,
    k: Value,
    left: Value,
    hi: Value,
    step: Value,
    ty: &Type,
) -> Value {
    let (c, st) = (to_i64(m, ip, cur, ty), to_i64(m, ip, step, ty));
    let off = value(m, ip, "arith.muli", &[k, st], &i64t());
    let end = value(m, ip, "arith.addi", &[c, off], &i64t());
    let end = from_i64(m, ip, end, ty);
    let all = cmpi(m, ip, 5, k, left);
    value(m, ip, "arith.select", &[all, hi, end], ty)
}

/// Replace the results of loop `l` by `outs` and erase it.
pub(super) fn replace_loop(m: &mut Module, l: OpId, outs: &[Value]) {
    for (r, &o) in m.results(l).to_vec().into_iter().zip(outs) {
        m.replace_all_uses(r, o);
    }
    m.erase_op(l);
}

/// Outline the chunks of loop `l` (in a function copied from `fname`).
fn outline(m: &mut Module, fname: &str, l: OpId, scheme: Scheme) -> Result<(), Diagnostic> {
    let (lb, ub, step) = (m.operand(l, 0), m.operand(l, 1), m.operand(l, 2));
    let inits: Vec<Value> = m.operands(l)[3..].to_vec();
    // The chunk: (lo, hi, step, carried…, captures…) -> carried.
    let o = outline_body(m, fname, l, "chunk", &[])?;
    let (iv_ty, result_types, caps, chunk_name) = (o.iv_ty, o.result_types, o.caps, o.name);
    let outs = m.results(o.inner).to_vec();
    let ret = m.create_op(OpSpec::new("func.return").operands(&outs));
    m.append_op(o.entry, ret);

    // In place of the loop: K = ⌈T / N⌉ (at least 1), then a loop over
    // the ⌈T / K⌉ chunks. (Counted in i64 and by chunk index: stepping the
    // loop's own variable by K · step could overflow its type.)
    let ip = InsertPoint::Before(l);
    let one = Builder::new(m, ip).const_int(1, i64t());
    let trips = trip_count(m, ip, lb, ub, step, &iv_ty);
    let n = match scheme {
        Scheme::Periodic(n) | Scheme::Binomial(n) => Builder::new(m, ip).const_int(i128::from(n), i64t()),
        Scheme::Sqrt => {
            let x = value(m, ip, "arith.sitofp", &[trips], &Type::F64);
            let r = value(m, ip, "math.sqrt", &[x], &Type::F64);
            let c = value(m, ip, "math.ceil", &[r], &Type::F64);
            let n = value(m, ip, "arith.fptosi", &[c], &i64t());
            value(m, ip, "arith.maxsi", &[n, one], &i64t())
        }
    };
    let k = value(m, ip, "arith.ceildivsi", &[trips, n], &i64t());
    let k = value(m, ip, "arith.maxsi", &[k, one], &i64t());
    let chunks = value(m, ip, "arith.ceildivsi", &[trips, k], &i64t());
    let chunks = value(m, ip, "arith.index_cast", &[chunks], &Type::Index);
    let mut b = Builder::new(m, ip);
    let (c0, c1) = (b.const_index(0), b.const_index(1));
    let mut outer_operands = vec![c0, chunks, c1];
    outer_operands.extend(&inits);
    let outer =
        Builder::new(m, ip).create(OpSpec::new("scf.for").operands(&outer_operands).results(&result_types).regions(1));
    m.op_mut(outer).pos = m.op(l).pos;
    let mut block_types = vec![Type::Index];
    block_types.extend(result_types.iter().cloned());
    let region = m.region(outer, 0);
    let b = Builder::new(m, ip).add_block(region, &block_types);
    let bargs = m.block_args(b).to_vec();
    let bip = InsertPoint::End(b);
    let c = value(m, bip, "arith.index_cast", &[bargs[0]], &i64t());
    let done = value(m, bip, "arith.muli", &[c, k], &i64t());
    let lo = part_end(m, bip, lb, done, trips, ub, step, &iv_ty);
    let left = value(m, bip, "arith.subi", &[trips, done], &i64t());
    let kc = value(m, bip, "arith.minsi", &[k, left], &i64t());
    let hi = part_end(m, bip, lo, kc, left, ub, step, &iv_ty);
    let mut call_args = vec![lo, hi, step];
    call_args.extend(&bargs[1..]);
    call_args.extend(&caps);
    let call = Builder::new(m, bip).create(
        OpSpec::new("func.call")
            .operands(&call_args)
            .results(&result_types)
            .attr("callee", Attribute::symbol(chunk_name)),
    );
    m.op_mut(call).pos = m.op(l).pos;
    let outs = m.results(call).to_vec();
    Builder::new(m, bip).create(OpSpec::new("scf.yield").operands(&outs));
    let outs = m.results(outer).to_vec();
    replace_loop(m, l, &outs);
    Ok(())
}
