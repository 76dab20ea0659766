//! Augmented pairs for calls: a callee's combined derivative cut in two at
//! the end of its forward sweep.
//!
//! - The *augmented primal* `@<f>.aug` takes the arguments (and shadows),
//!   runs the primal with its loop records, and returns the primal results
//!   followed by the *tape*: every value of its forward sweep that its
//!   reverse sweep uses (loaded values, intermediates such as a `sin`, loop
//!   records and the other buffers it allocated).
//! - The *reverse* `@<f>.rev` takes the arguments, the seeds of the active
//!   results and the tape, returns the gradients of the active arguments,
//!   and frees the tape's buffers.
//!
//! A caller's forward sweep calls the augmented primal where the call was;
//! its reverse sweep calls the reverse with the tape values, which are
//! ordinary forward values to it (kept per iteration in loops, like any
//! recorded call result). The callee then runs once, not twice, and no
//! argument memory is snapshotted: memory the caller may change between the
//! call and its adjoint (the overwritten-arguments analysis says which)
//! counts as written inside the callee (`Variant::written_after`), so the
//! callee's loads from it are recorded on the tape.
//!
//! The cut is checked, not assumed: the reverse half may read primal memory
//! only where the caller leaves it as the call left it, may write only
//! shadows and memory it owns, may call only functions that touch no
//! memory, and may not use stack memory of the augmented primal. When any
//! of that fails (e.g. the callee calls functions that touch memory), the
//! call is replayed instead (`calls`).

use std::collections::{HashMap, HashSet};

use super::sweep::Rev;
use super::{derive_with, ReverseCache, Variant};
use crate::ad::activity::{callee_of, is_float, VIEW_OPS};
use crate::analysis::overwritten::CallPlan;
use crate::ir::{Activity, Attribute, Builder, FunctionType, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// A callee's augmented primal and reverse.
#[derive(Clone, Debug)]
pub(super) struct AugPair {
    pub aug: String,
    pub rev: String,
    /// Types of the tape values (after the primal results of `aug`).
    pub tape: Vec<Type>,
    /// Which of the reverse's natural operands (arguments with shadows,
    /// seeds, tape) it takes: the unused ones are dropped.
    pub rev_takes: Vec<bool>,
    /// What each operand the reverse takes is.
    pub rev_operands: Vec<RevOperand>,
    /// Arguments (by index) the reverse does not read in place (their
    /// loads are on the tape).
    pub after: Vec<usize>,
}

/// An operand of a reverse function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RevOperand {
    Primal(usize),
    Shadow,
    Seed,
    Tape,
}

impl AugPair {
    /// Bytes of the tape values that are scalars (`None`: some are not).
    pub fn scalar_bytes(&self) -> Option<u64> {
        self.tape.iter().try_fold(0, |acc, t| super::loops::is_scalar(t).then(|| acc + super::calls::elem_bytes(t)))
    }
}

/// A call of an augmented primal in a caller's forward sweep.
#[derive(Clone, Debug)]
pub(super) struct AugCall {
    pub pair: AugPair,
    /// The primal operands of the call, in order.
    pub args: Vec<Value>,
    pub arg_acts: Vec<Activity>,
    /// `Active` or `Const`, per primal result.
    pub ret_acts: Vec<Activity>,
    /// The overwritten-arguments analysis of the call (for remarks).
    pub plan: Option<CallPlan>,
}

/// The most values a tape may hold. A tape is a list of values passed from
/// the augmented primal to the reverse, and the tapes of a callee's own
/// augmented calls pass through it: down a chain of calls they add up, so
/// the list is bounded (past it, the call is replayed).
const MAX_TAPE_VALUES: usize = 16;

/// Key of a pair: callee, activities, memory written after the call
/// (arguments, globals), whether only scalar tapes are usable.
pub(super) type AugKey = (OpId, Vec<Activity>, Vec<Activity>, Vec<usize>, Vec<String>, bool);

/// Generate (or reuse) the augmented pair of `callee`; `Err(why)` when
/// the cut is not possible (see the module doc).
fn pair(m: &mut Module, cache: &mut ReverseCache, key: AugKey) -> Result<AugPair, String> {
    if let Some(p) = cache.augmented.get(&key) {
        return p.clone();
    }
    // The same pair made for the other kind of site serves when its tape fits.
    let mut other = key.clone();
    other.5 = !key.5;
    if let Some(Ok(p)) = cache.augmented.get(&other) {
        if !key.5 || p.scalar_bytes().is_some() {
            return Ok(p.clone());
        }
    }
    // (Recursion: a callee reaching itself is replayed.)
    cache.augmented.insert(key.clone(), Err("the callee calls itself".into()));
    let r = build(m, cache, &key);
    // (A failure at a loop site may be only the tape's buffers.)
    if r.is_err() && !key.5 {
        cache.replayed.insert(key.0);
    }
    cache.augmented.insert(key, r.clone());
    r
}

fn build(m: &mut Module, cache: &mut ReverseCache, key: &AugKey) -> Result<AugPair, String> {
    let (callee, args, rets, after, globals_after, scalar_only) = key;
    // A callee calling a function already replayed would replay it in its
    // reverse half too: not worth deriving to find out.
    for o in m.collect_ops(*callee) {
        if let Some(c) = callee_of(m, o).filter(|c| cache.replayed.contains(c)) {
            return Err(format!("it calls @{}, which is replayed", m.symbol_name(c).unwrap_or("?")));
        }
    }
    let variant = Variant { cut: true, written_after: after.clone(), globals_after: globals_after.clone(), name: None };
    cache.depth += 1;
    let d = derive_with(m, cache, *callee, args, rets, &variant);
    cache.depth -= 1;
    let d = d.map_err(|e| e.message)?;
    let fname = m.symbol_name(*callee).unwrap_or("f").to_string();
    let shape = Shape::of(args, rets);
    let r = match d.marker {
        Some(marker) => {
            sink_shadow_views(m, d.func, marker, &shape);
            Cut::plan(m, cache, d.func, marker, &shape, after, globals_after).and_then(|c| {
                if c.crossing.len() > MAX_TAPE_VALUES {
                    return Err(format!(
                        "its tape would hold {} values (more than {MAX_TAPE_VALUES}: the tapes of its own callees pass through it)",
                        c.crossing.len()
                    ));
                }
                if *scalar_only && !c.crossing.iter().all(|&v| super::loops::is_scalar(m.value_type(v))) {
                    return Err(
                        "its tape holds buffers (the callee has loops), which a loop cannot keep per iteration yet"
                            .into(),
                    );
                }
                c.apply(m, d.func, marker, &shape, &fname, after)
                    .ok_or_else(|| "the derivative has no entry block".to_string())
            })
        }
        None => Err("the derivative has no end of its forward sweep".into()),
    };
    m.erase_op(d.func);
    if let Ok(p) = &r {
        cache.aug_functions.insert(p.aug.clone(), p.clone());
        cache.aug_functions.insert(p.rev.clone(), p.clone());
    }
    r
}

/// Pure ops of the forward half computing from shadows (the shadow views
/// the forward sweep makes next to their primal views) move past the
/// marker, when only the reverse half uses them: the augmented primal then
/// needs no shadow.
fn sink_shadow_views(m: &mut Module, g: OpId, marker: OpId, shape: &Shape) {
    let Some(entry) = m.entry_block(m.region(g, 0)) else { return };
    let mut tainted: HashSet<Value> = m
        .block_args(entry)
        .iter()
        .enumerate()
        .filter(|(k, _)| !matches!(shape.kinds.get(*k), Some(ArgKind::Primal(_))))
        .map(|(_, &a)| a)
        .collect();
    let fwd: Vec<OpId> = m.block_ops(entry).take_while(|&o| o != marker).collect();
    let mut moved = Vec::new();
    for &o in &fwd {
        let pure = m.regions(o).is_empty() && crate::dialects::traits(m, o).is_pure();
        if pure && m.operands(o).iter().any(|v| tainted.contains(v)) {
            tainted.extend(m.results(o).iter().copied());
            moved.push(o);
        }
    }
    // Only when nothing left in the forward half uses them.
    let fwd_user = |m: &Module, v: Value| {
        m.uses(v).iter().any(|u| {
            let top = std::iter::successors(Some(u.op), |&p| m.parent_op(p)).find(|&p| m.parent_op(p) == Some(g));
            top.is_some_and(|t| !moved.contains(&t) && fwd.contains(&t))
        })
    };
    if moved.iter().any(|&o| m.results(o).iter().any(|&r| fwd_user(m, r))) {
        return;
    }
    let mut anchor = marker;
    for o in moved {
        m.move_op_after(o, anchor);
        anchor = o;
    }
}

/// Argument layout of a derivative: per block argument, what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ArgKind {
    Primal(usize),
    Shadow,
    Seed,
}

struct Shape {
    kinds: Vec<ArgKind>,
    /// Primal results (all returned: the pair is derived with `Active` / `Const` results).
    results: usize,
}

impl Shape {
    fn of(args: &[Activity], rets: &[Activity]) -> Shape {
        let mut kinds = Vec::new();
        for (i, a) in args.iter().enumerate() {
            kinds.push(ArgKind::Primal(i));
            if matches!(a, Activity::Dup | Activity::DupNoNeed) {
                kinds.push(ArgKind::Shadow);
            }
        }
        kinds.extend(
            rets.iter().filter(|a| matches!(a, Activity::Active | Activity::ActiveNoNeed)).map(|_| ArgKind::Seed),
        );
        Shape { kinds, results: rets.len() }
    }
}

/// Where memory comes from, as far as the cut needs to know.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Root {
    Arg(ArgKind),
    /// An allocation in the derivative (heap or stack).
    Local(OpId),
    Global(String),
    Unknown,
}

fn root(m: &Module, g: OpId, shape: &Shape, mut v: Value) -> Root {
    let entry = m.entry_block(m.region(g, 0));
    loop {
        match m.value_def(v) {
            crate::ir::ValueDef::BlockArg { block, index } if Some(block) == entry => {
                return shape.kinds.get(index as usize).map_or(Root::Unknown, |&k| Root::Arg(k));
            }
            crate::ir::ValueDef::Result { op, .. } => {
                let name = m.name(op);
                let name = name.as_str();
                if VIEW_OPS.contains(&name) || name == "llvm.getelementptr" {
                    v = m.operand(op, 0);
                    continue;
                }
                return match name {
                    "memref.alloc" | "memref.alloca" | "llvm.alloca" => Root::Local(op),
                    "memref.get_global" | "llvm.mlir.addressof" => {
                        let attr = if name == "memref.get_global" { "name" } else { "global_name" };
                        match m.attr(op, attr).and_then(Attribute::as_flat_symbol) {
                            Some(s) => Root::Global(s.to_string()),
                            None => Root::Unknown,
                        }
                    }
                    _ => Root::Unknown,
                };
            }
            _ => return Root::Unknown,
        }
    }
}

/// The memory operands an op reads and writes.
fn memory_operands(m: &Module, o: OpId) -> (Vec<Value>, Vec<Value>) {
    let ops = m.operands(o);
    let at = |i: usize| ops.get(i).copied().into_iter().collect::<Vec<_>>();
    match m.name(o).as_str() {
        "memref.load" | "llvm.load" => (at(0), vec![]),
        "memref.store" | "llvm.store" => (vec![], at(1)),
        "memref.atomic_rmw" => (at(1), at(1)),
        "memref.copy" => (at(0), at(1)),
        "llvm.intr.memcpy" | "llvm.intr.memmove" => (at(1), at(0)),
        "llvm.intr.memset" | "memref.generic_atomic_rmw" => (at(0), at(0)),
        _ => (vec![], vec![]),
    }
}

/// A checked cut of derivative `g` at its marker.
struct Cut {
    /// Forward values the reverse half uses, in a fixed order: the tape.
    crossing: Vec<Value>,
    /// Cheap pure ops of the forward half whose inputs are the primal
    /// arguments (constants, `memref.dim`, index arithmetic...): made again
    /// in the reverse half rather than taped, in order.
    remat: Vec<OpId>,
}

impl Cut {
    fn plan(
        m: &Module,
        cache: &mut ReverseCache,
        g: OpId,
        marker: OpId,
        shape: &Shape,
        after: &[usize],
        globals_after: &[String],
    ) -> Result<Cut, String> {
        let malformed = || "the derivative is not one block ending in a return".to_string();
        let entry = m.entry_block(m.region(g, 0)).ok_or_else(malformed)?;
        let ops: Vec<OpId> = m.block_ops(entry).collect();
        let at = ops.iter().position(|&o| o == marker).ok_or_else(malformed)?;
        let (fwd, rest) = ops.split_at(at);
        let (&ret, back) = rest[1..].split_last().ok_or_else(malformed)?;
        let fwd: HashSet<OpId> = fwd.iter().copied().collect();
        let shadow_globals: HashSet<&String> = cache.shadow_globals.values().collect();
        // The primal results come from the forward half.
        let top = |o: OpId| std::iter::successors(Some(o), |&p| m.parent_op(p)).find(|&p| m.parent_op(p) == Some(g));
        let forward = |v: Value| m.defining_op(v).and_then(top).is_some_and(|t| fwd.contains(&t));
        let ret_ops = m.operands(ret);
        if ret_ops[..shape.results].iter().any(|&v| m.defining_op(v).is_some() && !forward(v)) {
            return Err("a primal result is made by the reverse sweep".into());
        }
        // The augmented primal gets the primal arguments only (a call in a
        // loop body may have no shadow yet where the forward sweep runs).
        for &o in &fwd {
            for x in m.collect_ops(o) {
                let shadowy = m.operands(x).iter().any(|&v| match m.value_def(v) {
                    crate::ir::ValueDef::BlockArg { block, index } if Some(block) == Some(entry) => {
                        !matches!(shape.kinds.get(index as usize), Some(ArgKind::Primal(_)))
                    }
                    _ => false,
                });
                if shadowy {
                    return Err(format!("its forward sweep uses shadows ('{}')", m.name(x).as_str()));
                }
            }
        }
        // Memory the reverse half may read in place, and write.
        let readable = |r: &Root| match r {
            Root::Arg(ArgKind::Primal(i)) => !after.contains(i),
            Root::Arg(_) | Root::Local(_) => true,
            Root::Global(s) => shadow_globals.contains(s) || !globals_after.contains(s),
            Root::Unknown => false,
        };
        let writable = |r: &Root| match r {
            Root::Arg(ArgKind::Shadow) | Root::Local(_) => true,
            Root::Global(s) => shadow_globals.contains(s),
            _ => false,
        };
        let aug_functions = cache.aug_functions.clone();
        let effects = cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m));
        let mut crossing = Vec::new();
        let mut seen = HashSet::new();
        let mut uses: Vec<Value> = ret_ops[shape.results..].to_vec();
        for &o in back {
            for x in m.collect_ops(o) {
                uses.extend(m.operands(x).iter().copied());
                let is_call = matches!(m.name(x).as_str(), "func.call" | "llvm.call" | "func.call_indirect");
                let inner = m
                    .attr(x, "callee")
                    .and_then(Attribute::as_flat_symbol)
                    .and_then(|n| aug_functions.get(n))
                    .filter(|p| m.attr(x, "callee").and_then(Attribute::as_flat_symbol) == Some(p.rev.as_str()));
                if let (true, Some(p)) = (is_call, inner) {
                    // The reverse of a callee's own augmented call: it reads
                    // in place the primal arguments not in its `after`, and
                    // writes only shadows.
                    for (&v, k) in m.operands(x).iter().zip(&p.rev_operands) {
                        if !crate::ad::activity::is_memory(m.value_type(v)) {
                            continue;
                        }
                        let r = root(m, g, shape, v);
                        let ok = match k {
                            RevOperand::Primal(i) if !p.after.contains(i) => readable(&r),
                            RevOperand::Shadow => writable(&r),
                            _ => true,
                        };
                        if !ok {
                            return Err(
                                "its reverse sweep calls the reverse of a callee on memory the caller may change"
                                    .into(),
                            );
                        }
                    }
                } else if is_call {
                    // (Functions with a body, derivatives made since the
                    // effects summaries were computed included, are read.)
                    let touches = match callee_of(m, x) {
                        Some(c) if super::super::activity::body(m, c).is_some() => derivative_touches_memory(m, x),
                        Some(_) => {
                            let e = effects.of_call(m, x);
                            e.reads() || e.writes()
                        }
                        None => true,
                    };
                    if touches {
                        return Err("its reverse sweep replays a call that touches memory".into());
                    }
                }
                let (reads, writes) = memory_operands(m, x);
                for r in reads {
                    if !readable(&root(m, g, shape, r)) {
                        return Err(format!(
                            "its reverse sweep reads memory the caller may change ('{}')",
                            m.name(x).as_str()
                        ));
                    }
                }
                for w in writes {
                    if !writable(&root(m, g, shape, w)) {
                        return Err(format!("its reverse sweep writes primal memory ('{}')", m.name(x).as_str()));
                    }
                }
            }
        }
        let mut remat = Vec::new();
        let mut cheap = HashMap::new();
        for v in uses {
            if forward(v) && rematerializable(m, g, entry, shape, v, &mut cheap, &mut remat) {
                continue;
            }
            if forward(v) && seen.insert(v) {
                // Stack memory of the augmented primal dies with it.
                // (A buffer on an inner call's tape is heap memory.)
                let inner_tape = m.defining_op(v).is_some_and(|d| {
                    let callee = m.attr(d, "callee").and_then(Attribute::as_flat_symbol);
                    callee.and_then(|n| aug_functions.get(n)).is_some_and(|p| Some(p.aug.as_str()) == callee)
                });
                if crate::ad::activity::is_memory(m.value_type(v)) && !inner_tape {
                    match root(m, g, shape, v) {
                        Root::Local(a) if m.is(a, "memref.alloc") => {}
                        Root::Arg(_) => {}
                        Root::Global(_) => {}
                        _ => return Err("its reverse sweep uses stack memory of its forward sweep".into()),
                    }
                }
                crossing.push(v);
            }
        }
        Ok(Cut { crossing, remat })
    }

    /// Move the halves of `g` into the augmented primal and the reverse.
    fn apply(
        &self,
        m: &mut Module,
        g: OpId,
        marker: OpId,
        shape: &Shape,
        fname: &str,
        after: &[usize],
    ) -> Option<AugPair> {
        let entry = m.entry_block(m.region(g, 0))?;
        let ops: Vec<OpId> = m.block_ops(entry).collect();
        let at = ops.iter().position(|&o| o == marker)?;
        let gargs: Vec<Value> = m.block_args(entry).to_vec();
        let in_types: Vec<Type> = gargs.iter().map(|&a| m.value_type(a).clone()).collect();
        let ret = *ops.last()?;
        let ret_vals = m.operands(ret).to_vec();
        let (primal_results, grads) = ret_vals.split_at(shape.results.min(ret_vals.len()));
        let tape: Vec<Type> = self.crossing.iter().map(|&v| m.value_type(v).clone()).collect();
        let ty = |m: &Module, vs: &[Value]| vs.iter().map(|&v| m.value_type(v).clone()).collect::<Vec<_>>();

        let aug_name = m.fresh_symbol_name(&format!("{fname}.aug"));
        let primal_positions: Vec<usize> =
            (0..gargs.len()).filter(|&k| matches!(shape.kinds.get(k), Some(ArgKind::Primal(_)))).collect();
        let aug_inputs = primal_positions.iter().map(|&k| in_types[k].clone()).collect();
        let aug_ty = FunctionType { inputs: aug_inputs, results: [ty(m, primal_results), tape.clone()].concat() };
        let (aug, aug_entry) = crate::dialects::func::create_func(m, &aug_name, aug_ty, true);
        let rev_name = m.fresh_symbol_name(&format!("{fname}.rev"));
        let rev_ty = FunctionType { inputs: [in_types.clone(), tape.clone()].concat(), results: ty(m, grads) };
        let (rev, rev_entry) = crate::dialects::func::create_func(m, &rev_name, rev_ty, true);
        for f in [aug, rev] {
            m.op_mut(f).pos = m.op(g).pos;
        }
        for &o in &ops[..at] {
            m.detach_op(o);
            m.append_op(aug_entry, o);
        }
        for &o in &ops[at + 1..ops.len() - 1] {
            m.detach_op(o);
            m.append_op(rev_entry, o);
        }
        let outs = [primal_results.to_vec(), self.crossing.clone()].concat();
        let r = m.create_op(OpSpec::new("func.return").operands(&outs));
        m.append_op(aug_entry, r);
        let r = m.create_op(OpSpec::new("func.return").operands(grads));
        m.append_op(rev_entry, r);
        // (Before the arguments are renamed: the copies use g's.)
        let first = m.first_op(rev_entry);
        let mut map = IrMap::new();
        for &d in &self.remat {
            let c = m.clone_op(d, &mut map);
            match first {
                Some(f) => m.insert_op_before(f, c),
                None => m.append_op(rev_entry, c),
            }
            for (i, &r) in m.results(d).to_vec().iter().enumerate() {
                let nv = m.result(c, i);
                m.replace_uses_where(r, nv, |m, o| m.is_ancestor(rev, o));
            }
        }
        for (j, &k) in primal_positions.iter().enumerate() {
            let na = m.block_arg(aug_entry, j);
            m.replace_uses_where(gargs[k], na, |m, o| m.is_ancestor(aug, o));
        }
        for (k, &a) in gargs.iter().enumerate() {
            let nr = m.block_arg(rev_entry, k);
            m.replace_uses_where(a, nr, |m, o| m.is_ancestor(rev, o));
        }
        for (j, &v) in self.crossing.iter().enumerate() {
            let nr = m.block_arg(rev_entry, gargs.len() + j);
            m.replace_uses_where(v, nr, |m, o| m.is_ancestor(rev, o));
        }
        let rev_takes = drop_unused_arguments(m, rev, rev_entry);
        let natural = shape
            .kinds
            .iter()
            .map(|k| match k {
                ArgKind::Primal(i) => RevOperand::Primal(*i),
                ArgKind::Shadow => RevOperand::Shadow,
                ArgKind::Seed => RevOperand::Seed,
            })
            .chain(tape.iter().map(|_| RevOperand::Tape));
        let rev_operands = natural.zip(&rev_takes).filter(|(_, &k)| k).map(|(o, _)| o).collect();
        Some(AugPair { aug: aug_name, rev: rev_name, tape, rev_takes, rev_operands, after: after.to_vec() })
    }
}

/// Remove the arguments function `f` does not use (a call then passes
/// fewer values); returns which it keeps.
fn drop_unused_arguments(m: &mut Module, f: OpId, entry: crate::ir::BlockId) -> Vec<bool> {
    let args = m.block_args(entry).to_vec();
    let keep: Vec<bool> = args.iter().map(|&a| m.has_uses(a)).collect();
    for i in (0..args.len()).rev() {
        if !keep[i] {
            m.erase_block_arg(entry, i);
        }
    }
    if let Some(Attribute::Type(Type::Function(ft))) = m.attr(f, "function_type").cloned() {
        let inputs = ft.inputs.iter().zip(&keep).filter(|(_, &k)| k).map(|(t, _)| t.clone()).collect();
        let ty = FunctionType { inputs, results: ft.results.clone() };
        m.set_attr(f, "function_type", Attribute::Type(Type::Function(Box::new(ty))));
    }
    keep
}

/// Is forward value `v` cheap to make again from the primal arguments?
/// Pushes the ops to copy onto `order` (operands first); `memo` by op.
fn rematerializable(
    m: &Module,
    g: OpId,
    entry: crate::ir::BlockId,
    shape: &Shape,
    v: Value,
    memo: &mut HashMap<OpId, bool>,
    order: &mut Vec<OpId>,
) -> bool {
    let d = match m.value_def(v) {
        crate::ir::ValueDef::BlockArg { block, index } => {
            return block == entry && matches!(shape.kinds.get(index as usize), Some(ArgKind::Primal(_)));
        }
        crate::ir::ValueDef::Result { op, .. } => op,
        _ => return false,
    };
    if let Some(&b) = memo.get(&d) {
        return b;
    }
    let ok = m.parent_op(d) == Some(g)
        && m.regions(d).is_empty()
        && crate::dialects::traits(m, d).is_pure()
        && !super::loops::EXPENSIVE.contains(&m.name(d).as_str())
        && m.operands(d).to_vec().into_iter().all(|x| rematerializable(m, g, entry, shape, x, memo, order));
    memo.insert(d, ok);
    if ok {
        order.push(d);
    }
    ok
}

/// A call in the reverse half of a cut: its callee's own calls must touch
/// no memory either (a derivative of a pure function is pure).
fn derivative_touches_memory(m: &Module, call: OpId) -> bool {
    let Some(c) = callee_of(m, call) else { return true };
    m.collect_ops(c).into_iter().any(|o| {
        let (r, w) = memory_operands(m, o);
        !r.is_empty()
            || !w.is_empty()
            || matches!(
                m.name(o).as_str(),
                "memref.alloc" | "memref.alloca" | "llvm.alloca" | "func.call" | "llvm.call" | "func.call_indirect"
            )
    })
}

impl Rev<'_> {
    /// Calls at the top level of the function, of its top-level loops'
    /// bodies and of its top-level `scf.if` branches run their callee's
    /// augmented primal when it can be made (`pair`); their adjoints then
    /// run its reverse (`reverse_augmented`).
    pub fn augment_calls(&mut self, m: &mut Module, entry: crate::ir::BlockId) -> Result<(), Diagnostic> {
        if self.cache.replay_calls {
            return Ok(());
        }
        let mut sites = Vec::new();
        for op in m.block_ops(entry) {
            if m.is(op, "scf.for") || m.is(op, "scf.if") {
                for &r in m.regions(op) {
                    if let Some(body) = m.entry_block(r) {
                        sites.extend(m.block_ops(body).filter(|&o| m.is(o, "func.call") || m.is(o, "llvm.call")));
                    }
                }
            } else if m.is(op, "func.call") || m.is(op, "llvm.call") {
                sites.push(op);
            }
        }
        for op in sites {
            self.augment_call(m, op)?;
        }
        Ok(())
    }

    /// Run the pair of `op`'s callee, if it can be made. (Inside a
    /// derivative being made to be cut, a callee that would be replayed
    /// stops it: its reverse half would replay it, which the cut refuses.)
    fn augment_call(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        if !self.call_is_active(m, op) {
            return Ok(());
        }
        let Some(callee) = callee_of(m, op) else { return Ok(()) };
        // (Checkpointed chunks are recomputed in the reverse sweep by design:
        // a tape of their intermediates would undo the checkpointing.)
        let chunk = m.attr(callee, super::checkpoint::CHUNK).is_some();
        if chunk || self.cache.native.contains(&callee) || self.check_aliased_operands(m, op, callee).is_err() {
            return Ok(());
        }
        let bundles = m.attr(op, "op_bundle_sizes").and_then(Attribute::as_dense_ints).is_some_and(|b| !b.is_empty());
        if bundles || m.attr(op, "var_callee_type").is_some() {
            return Ok(());
        }
        let operands = m.operands(op).to_vec();
        let results = m.results(op).to_vec();
        if results.iter().any(|&r| !super::loops::is_scalar(m.value_type(r))) {
            return Ok(());
        }
        let arg_acts: Vec<Activity> = operands
            .iter()
            .map(|&v| {
                if is_float(m.value_type(v)) && self.act.varied.contains(&v) {
                    Activity::Active
                } else if crate::ad::activity::is_float_memory(m.value_type(v)) && self.active(m, v) {
                    Activity::Dup
                } else {
                    Activity::Const
                }
            })
            .collect();
        let ret_acts: Vec<Activity> = results
            .iter()
            .map(|&r| {
                if is_float(m.value_type(r)) && self.act.varied.contains(&r) {
                    Activity::Active
                } else {
                    Activity::Const
                }
            })
            .collect();
        let plan = self.plans.get(&op).cloned();
        let (mut after, mut globals) = (Vec::new(), Vec::new());
        match &plan {
            Some(p) => {
                for c in p.memories.iter().filter(|c| c.overwritten || c.later_write) {
                    match (c.operand, &c.global) {
                        (Some(i), _) => after.push(i),
                        (None, Some(g)) => globals.push(g.clone()),
                        _ => {}
                    }
                }
            }
            None => {
                after.extend((0..operands.len()).filter(|&i| crate::ad::activity::is_memory(m.value_type(operands[i]))))
            }
        }
        // What the caller of this function may change after it returns, its
        // callees' reverses may not read in place either.
        if !self.written_after.is_empty() {
            use crate::ad::activity::Origin;
            for (j, &v) in operands.iter().enumerate() {
                let o = self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
                if crate::ad::activity::is_memory(m.value_type(v))
                    && (o == Origin::Unknown || self.written_after.contains(&o))
                {
                    after.push(j);
                }
            }
            for c in plan.iter().flat_map(|p| &p.memories) {
                let g = c.global.as_deref().and_then(|g| m.lookup_symbol(g).map(|op| (g, op)));
                if let Some((name, op)) = g {
                    if self.written_after.contains(&Origin::Global(op)) || self.written_after.contains(&Origin::Unknown)
                    {
                        globals.push(name.to_string());
                    }
                }
            }
        }
        after.sort_unstable();
        after.dedup();
        globals.sort();
        globals.dedup();
        let in_loop = m.parent_op(op) != Some(self.func);
        let pair = match pair(m, self.cache, (callee, arg_acts.clone(), ret_acts.clone(), after, globals, in_loop)) {
            Ok(p) => p,
            Err(why) => {
                let touches = derivative_touches_memory(m, op);
                self.replay_reasons.insert(op, why.clone());
                if self.cutting && touches {
                    return Err(super::err(m, op, format!("the call to a callee that is replayed ({why})")));
                }
                return Ok(());
            }
        };
        // The call becomes a call of the augmented primal (same operands,
        // same results, then the tape).
        let op_data = m.op_mut(op);
        op_data.name = crate::ir::OpName::new("func.call");
        op_data.attrs = crate::ir::AttrDict::new();
        op_data.properties = None;
        m.set_attr(op, "callee", Attribute::symbol(pair.aug.clone()));
        for t in &pair.tape {
            m.push_result(op, t.clone());
        }
        self.plans.remove(&op);
        self.augmented.insert(op, AugCall { pair, args: operands, arg_acts, ret_acts, plan });
        Ok(())
    }

    /// The adjoint of a call of an augmented primal: its reverse, with the
    /// arguments, the seeds and the tape (the call's extra results).
    pub fn reverse_augmented(
        &mut self,
        m: &mut Module,
        ip: InsertPoint,
        op: OpId,
        vmap: &IrMap,
    ) -> Result<(), Diagnostic> {
        let Some(a) = self.augmented.get(&op).cloned() else { return Ok(()) };
        let results = m.results(op).to_vec();
        let (primal, tape) = results.split_at(a.ret_acts.len());
        let mut args = Vec::new();
        for (&v, act) in a.args.iter().zip(&a.arg_acts) {
            args.push(vmap.lookup(v));
            if *act == Activity::Dup {
                let Some(&sh) = self.shadow.get(&v) else {
                    return Err(super::err(m, op, "reverse mode: an active memory operand of this call has no shadow"));
                };
                args.push(sh);
            }
        }
        for (&r, act) in primal.iter().zip(&a.ret_acts) {
            if *act == Activity::Active {
                let seed = match self.adj.get(&r) {
                    Some(&d) => d,
                    None => {
                        let ty = m.value_type(r).clone();
                        super::zero(m, ip, &ty)
                    }
                };
                args.push(seed);
            }
        }
        args.extend(tape.iter().map(|&t| vmap.lookup(t)));
        let grad_types: Vec<Type> = a
            .args
            .iter()
            .zip(&a.arg_acts)
            .filter(|(_, act)| **act == Activity::Active)
            .map(|(&v, _)| m.value_type(v).clone())
            .collect();
        let args: Vec<Value> = args.into_iter().zip(&a.pair.rev_takes).filter(|(_, &k)| k).map(|(v, _)| v).collect();
        let call = Builder::new(m, ip).create(
            OpSpec::new("func.call").operands(&args).results(&grad_types).attr("callee", Attribute::symbol(a.pair.rev)),
        );
        let grads = m.results(call).to_vec();
        let mut g = grads.into_iter();
        for (&v, act) in a.args.iter().zip(&a.arg_acts) {
            if *act == Activity::Active {
                if let Some(d) = g.next() {
                    self.accumulate(m, ip, v, d);
                }
            }
        }
        Ok(())
    }

    /// The remark of a call of an augmented primal.
    pub fn augmented_remark(&self, m: &Module, op: OpId, in_loop: bool) -> Option<String> {
        let a = self.augmented.get(&op)?;
        let site = crate::exec::error::op_location(m, op).unwrap_or_else(|| "?".into());
        let callee = a.plan.as_ref().map_or_else(|| a.pair.aug.clone(), |p| p.callee.clone());
        let per = if in_loop { " per iteration" } else { "" };
        let mut lines = vec![format!(
            "{site}: remark: call to @{callee}: augmented primal @{} and reverse @{} (the callee is not run again)",
            a.pair.aug, a.pair.rev
        )];
        for c in a.plan.iter().flat_map(|p| &p.memories) {
            let verdict = if c.overwritten || c.later_write {
                "may change before the adjoint — the augmented primal records what its reverse reads of it"
            } else {
                "not overwritten — its reverse reads it in place"
            };
            lines.push(format!("  {} ({}): {verdict}", c.describe(), c.access.describe()));
            for r in &c.reasons {
                lines.push(format!("    {r}"));
            }
        }
        lines.push(format!(
            "  tape: {} value(s), {}{per}",
            a.pair.tape.len(),
            a.pair.scalar_bytes().map_or_else(|| "some of them buffers".to_string(), |b| format!("{b} bytes"))
        ));
        Some(lines.join("\n"))
    }
}
