//! Lowering Enzyme's requests: each `enzyme.fwddiff @f(...)` becomes a
//! `func.call` of the generated derivative (`ferrozyme opt --enzyme`, and
//! `ferrozyme run` before running), and `--enzyme-wrap` generates a
//! derivative function by name.

use super::forward::{forward_derivative, ForwardCache};
use super::reverse::{reverse_derivative, ReverseCache};
use crate::dialects::enzyme;
use crate::hash::HashSet;
use crate::ir::{Activity, Attribute, InsertPoint, Module, OpId, OpSpec, Value, ValueDef, WalkControl};
use crate::syntax::Diagnostic;

/// Options of the AD transformations that change the derivative code.
#[derive(Clone, Debug)]
pub struct AdOptions {
    /// Treat derivative-free callees (`analysis::native`) as native: never
    /// analysed or differentiated (default on).
    pub native_callees: bool,
    /// Functions with an inactive rule (by name).
    pub inactive: HashSet<String>,
    /// Checkpoint every top-level `scf.for` of functions differentiated in
    /// reverse mode (`--checkpoint=periodic:N|sqrt`); `None`: only loops
    /// that ask for it by attribute.
    pub checkpoint: Option<super::reverse::checkpoint::Scheme>,
    /// Reverse mode: replay every call in the reverse sweep (with snapshots
    /// or logs of overwritten memory) instead of running callees' augmented
    /// primals forward where that is possible (`--calls=replay`).
    pub replay_calls: bool,
    /// Reverse mode: run each loop's reverse in its own loop after the
    /// forward sweep, never fused into the forward loop (`--loop-fusion=off`).
    pub no_loop_fusion: bool,
    /// Reverse mode: record every load of memory a loop nest only reads,
    /// never a copy of that memory per run of the nest
    /// (`--read-snapshots=off`).
    pub no_read_snapshots: bool,
    /// An adjoint (or tangent) of zero contributes zero whatever the
    /// partial derivative (`0 * inf` and `0 * NaN` give 0: Enzyme's "strong
    /// zero"), so a branch a select discards cannot make the gradient NaN
    /// (`--strong-zero`; a request asks with `strong_zero = true`).
    pub strong_zero: bool,
    /// Make the remarks of reverse mode (what is cached and why; on by
    /// default). Off where nobody reads them (`ferrozyme run`/`check`, `opt`
    /// without `--remarks`, the `Engine`): their text is not built.
    pub remarks: bool,
}

impl Default for AdOptions {
    fn default() -> Self {
        AdOptions {
            native_callees: true,
            inactive: HashSet::default(),
            checkpoint: None,
            replay_calls: false,
            no_loop_fusion: false,
            no_read_snapshots: false,
            strong_zero: false,
            remarks: true,
        }
    }
}

impl AdOptions {
    /// The native callees of `m` under these options.
    pub fn native_set(&self, m: &Module) -> HashSet<OpId> {
        self.native_set_with(m, &crate::analysis::effects::EffectsTable::compute(m))
    }

    fn native_set_with(&self, m: &Module, effects: &crate::analysis::effects::EffectsTable) -> HashSet<OpId> {
        if !self.native_callees {
            return HashSet::default();
        }
        crate::analysis::native::NativeCallees::find(m, effects, &self.inactive).ops(m)
    }

    /// The caches of one lowering (the effects summaries, computed once,
    /// serve both the native-callee filter and reverse mode).
    pub fn caches(&self, m: &Module) -> (ForwardCache, ReverseCache) {
        let effects = crate::analysis::effects::EffectsTable::compute(m);
        let native = self.native_set_with(m, &effects);
        let mut r = ReverseCache::default();
        r.effects = Some(effects);
        r.native = native.clone();
        r.checkpoint = self.checkpoint;
        r.replay_calls = self.replay_calls;
        r.no_loop_fusion = self.no_loop_fusion;
        r.no_read_snapshots = self.no_read_snapshots;
        r.strong_zero = self.strong_zero;
        r.quiet = !self.remarks;
        let mut f = ForwardCache::with_native(native);
        f.strong_zero = self.strong_zero;
        (f, r)
    }
}

/// Replace every `enzyme.fwddiff` / `enzyme.autodiff` in the module by a
/// call of its derivative. Returns the remarks of reverse mode (one per
/// active call site: overwritten memory and what is cached).
pub fn lower_enzyme_ops(m: &mut Module) -> Result<Vec<String>, Diagnostic> {
    lower_enzyme_ops_with(m, &AdOptions::default())
}

/// How many times its present rows the module gets room for before the
/// requests are lowered (a reverse-mode derivative creates, erased rows
/// included, a few times the ops of its function). Room never used costs
/// address space, not memory.
const RESERVE: usize = 4;

/// `lower_enzyme_ops` with options.
pub fn lower_enzyme_ops_with(m: &mut Module, opts: &AdOptions) -> Result<Vec<String>, Diagnostic> {
    let (mut cache, mut rcache) = opts.caches(m);
    // Requests asking for strong zero (`strong_zero = true`) where the
    // options do not: caches of their own, made at first need.
    let mut strong: Option<(ForwardCache, ReverseCache)> = None;
    m.reserve_rows(RESERVE);
    let mut requests = Vec::new();
    m.walk_pre(m.top, &mut |op| {
        if m.name(op).as_str().starts_with("enzyme.") {
            requests.push(op);
        }
        WalkControl::Continue
    });
    // Requests first: the functions they differentiate still hold their
    // `enzyme.ignore_derivatives` markers. A request whose function (or a
    // callee of it) holds requests of its own comes after those (higher
    // order, wherever the functions are in the file, as Enzyme-MLIR does:
    // reader-19); otherwise (a cycle) in the order of the file.
    let any_marker = requests.iter().any(|&op| m.is(op, "enzyme.ignore_derivatives"));
    let mut pending = requests;
    while !pending.is_empty() {
        let at = pending.iter().position(|&op| m.is_erased(op) || !reaches_requests_of(m, op)).unwrap_or(0);
        let op = pending.remove(at);
        let asks_strong = matches!(m.attr(op, "strong_zero"), Some(Attribute::Bool(true) | Attribute::Unit));
        let (cache, rcache) = match asks_strong && !opts.strong_zero {
            true => {
                let s = strong.get_or_insert_with(|| AdOptions { strong_zero: true, ..opts.clone() }.caches(m));
                (&mut s.0, &mut s.1)
            }
            false => (&mut cache, &mut rcache),
        };
        match m.name(op).as_str() {
            "enzyme.fwddiff" => lower_fwddiff(m, cache, op)?,
            "enzyme.autodiff" => lower_autodiff(m, rcache, op)?,
            "enzyme.autodiff_split_mode.primal" => lower_split(m, rcache, op)?,
            "enzyme.autodiff_split_mode.reverse" if m.is_erased(op) => {}
            "enzyme.autodiff_split_mode.reverse" => {
                return Err(Diagnostic::for_op(
                    m,
                    op,
                    "this reverse request's tape does not come from an enzyme.autodiff_split_mode.primal",
                ))
            }
            "enzyme.ignore_derivatives" => {}
            name => {
                return Err(Diagnostic::for_op(
                    m,
                    op,
                    format!("'{name}' cannot be lowered yet (custom rules are not implemented)"),
                ))
            }
        }
    }
    if let Some((_, s)) = strong {
        rcache.remarks.extend(s.remarks);
    }
    // Then the markers, in the primal functions and in the derivatives
    // (which hold copies of the primal's: none without one in the input).
    if !any_marker {
        return Ok(rcache.remarks);
    }
    let mut markers = Vec::new();
    m.walk_pre(m.top, &mut |op| {
        if m.is(op, "enzyme.ignore_derivatives") {
            markers.push(op);
        }
        WalkControl::Continue
    });
    for op in markers {
        let v = m.operand(op, 0);
        m.replace_op(op, &[v]);
    }
    Ok(rcache.remarks)
}

fn lower_fwddiff(m: &mut Module, cache: &mut ForwardCache, op: OpId) -> Result<(), Diagnostic> {
    let fname = enzyme::callee(m, op).unwrap_or("").to_string();
    let Some(f) = m.lookup_symbol(&fname) else {
        return Err(Diagnostic::for_op(m, op, format!("@{fname} is not a function of this module")));
    };
    let args = enzyme::activities(m, op, "activity").unwrap_or_default();
    // Without `ret_activity` (Enzyme-MLIR's older form), float results are
    // `enzyme_dupnoneed`: the request returns their tangents.
    let rets = match enzyme::activities(m, op, "ret_activity") {
        Some(r) => r,
        None => {
            let (_, outs) = super::activity::signature(m, f);
            outs.iter()
                .map(|t| if super::activity::is_float(t) { Activity::DupNoNeed } else { Activity::Const })
                .collect()
        }
    };
    let width = request_width(m, op)?;
    let name = forward_derivative(m, cache, f, &args, &rets, width).map_err(|mut d| {
        let site = Diagnostic::for_op(m, op, "");
        d.message = format!("{} (requested by enzyme.fwddiff at {}:{}:{})", d.message, site.file, site.line, site.col);
        d
    })?;
    call_derivative(m, op, &name, width)
}

/// Replace request `op` by a call of derivative `name`. The operands and
/// results of a request must be those of the derivative, with two
/// conventions of Enzyme-MLIR accepted as well: a request may take the
/// derivative's results packed in one `!llvm.struct` (as for `llvm.func`s),
/// and a batched request (`width` W > 1) may pass the W shadows of a value
/// of type `T` packed in one `tensor<W x T>` (ferrozyme's derivatives take
/// them as W separate values; the lanes are extracted and repacked here).
fn call_derivative(m: &mut Module, op: OpId, name: &str, width: usize) -> Result<(), Diagnostic> {
    let g =
        m.lookup_symbol(name).ok_or_else(|| Diagnostic::for_op(m, op, format!("the derivative @{name} is missing")))?;
    let (ins, outs) = super::activity::signature(m, g);
    let operands: Vec<Value> = m.operands(op).to_vec();
    let results: Vec<crate::ir::Type> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
    let list = |ts: &[crate::ir::Type]| ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
    // (The derivative may be that of a flattened copy: it is named by the
    // function the request names.)
    let primal = enzyme::callee(m, op).unwrap_or("").to_string();
    let mismatch = |m: &Module| {
        let got: Vec<_> = operands.iter().map(|&v| m.value_type(v).clone()).collect();
        Diagnostic::for_op(
            m,
            op,
            format!(
                "the operand and result types of this request, ({}) -> ({}), do not match those of the derivative of @{primal} with these activities: ({}) -> ({})",
                list(&got),
                list(&results),
                list(&ins),
                list(&outs)
            ),
        )
    };
    let ip = InsertPoint::Before(op);
    // Operands, lanes unpacked.
    let mut args = Vec::new();
    let mut k = 0;
    for &v in &operands {
        let t = m.value_type(v).clone();
        if ins.get(k) == Some(&t) {
            args.push(v);
            k += 1;
            continue;
        }
        match lanes(&t, width) {
            Some(lt) if ins.get(k..k + width).is_some_and(|w| w.iter().all(|x| *x == lt)) => {
                let leaves = super::aggregates::split(m, ip, v);
                let n = leaves.len() / width;
                for lane in 0..width {
                    args.push(super::aggregates::pack(m, ip, &lt, &leaves[lane * n..(lane + 1) * n]));
                }
                k += width;
            }
            _ => return Err(mismatch(m)),
        }
    }
    if k != ins.len() {
        return Err(mismatch(m));
    }
    // Results, lanes packed (or all of them in one struct).
    let struct_packed = matches!(&results[..], [crate::ir::Type::LlvmStruct(st)]
        if outs.len() > 1 && st.body.as_deref() == Some(&outs[..]));
    let mut plan = Vec::new();
    let mut j = 0;
    if !struct_packed {
        for t in &results {
            if outs.get(j) == Some(t) {
                plan.push(1);
                j += 1;
                continue;
            }
            match lanes(t, width) {
                Some(lt) if outs.get(j..j + width).is_some_and(|w| w.iter().all(|x| *x == lt)) => {
                    plan.push(width);
                    j += width;
                }
                _ => return Err(mismatch(m)),
            }
        }
        if j != outs.len() {
            return Err(mismatch(m));
        }
    }
    let mut spec = OpSpec::new("func.call").operands(&args).results(&outs).attr("callee", Attribute::symbol(name));
    spec.pos = m.op(op).pos;
    spec.loc = m.op(op).loc.clone();
    let call = m.create_op(spec);
    m.insert_op_before(op, call);
    let got = m.results(call).to_vec();
    let new: Vec<Value> = if struct_packed {
        vec![super::aggregates::pack(m, ip, &results[0], &got)]
    } else {
        let mut new = Vec::new();
        let mut j = 0;
        for (t, &n) in results.iter().zip(&plan) {
            if n == 1 {
                new.push(got[j]);
            } else {
                let mut leaves = Vec::new();
                for &lane in &got[j..j + n] {
                    leaves.extend(super::aggregates::split(m, ip, lane));
                }
                new.push(super::aggregates::pack(m, ip, t, &leaves));
            }
            j += n;
        }
        new
    };
    m.replace_op(op, &new);
    Ok(())
}

/// The largest `width` of a batched request: its derivative holds W
/// copies of every tangent (reader-19: a width of 10⁹ ran out of memory
/// before any check).
pub(crate) const MAX_WIDTH: usize = 4096;

/// The `width` of request `op` (1 without one), at most `MAX_WIDTH`.
fn request_width(m: &Module, op: OpId) -> Result<usize, Diagnostic> {
    let w = enzyme::width(m, op);
    match usize::try_from(w) {
        Ok(w) if w <= MAX_WIDTH => Ok(w.max(1)),
        _ => Err(Diagnostic::for_op(m, op, format!("width must be at most {MAX_WIDTH}, not {w}"))),
    }
}

/// The type of one lane of `tensor<W x ...>` (W = `width` > 1).
fn lanes(t: &crate::ir::Type, width: usize) -> Option<crate::ir::Type> {
    use crate::ir::{Dim, Type};
    match t {
        Type::Tensor { shape, elem, .. } if width > 1 && shape.first() == Some(&Dim::Static(width as i64)) => {
            Some(if shape.len() == 1 {
                (**elem).clone()
            } else {
                Type::Tensor { shape: shape[1..].to_vec(), elem: elem.clone(), encoding: None }
            })
        }
        _ => None,
    }
}

/// Does the function request `op` differentiates, or a function it calls
/// (transitively), hold requests not lowered yet?
fn reaches_requests_of(m: &Module, op: OpId) -> bool {
    let Some(f) = enzyme::callee(m, op).and_then(|n| m.lookup_symbol(n)) else { return false };
    let mut seen: HashSet<OpId> = HashSet::default();
    let mut work = vec![f];
    while let Some(g) = work.pop() {
        if !seen.insert(g) {
            continue;
        }
        for o in m.collect_ops(g) {
            let name = m.name(o).as_str();
            if name.starts_with("enzyme.") && name != "enzyme.ignore_derivatives" && !m.is_erased(o) {
                return true;
            }
            work.extend(super::activity::callee_of(m, o));
        }
    }
    false
}

/// `enzyme.autodiff @f(...)` → `func.call @diffef(...)` (combined reverse mode).
fn lower_autodiff(m: &mut Module, cache: &mut ReverseCache, op: OpId) -> Result<(), Diagnostic> {
    let fname = enzyme::callee(m, op).unwrap_or("").to_string();
    let Some(f) = m.lookup_symbol(&fname) else {
        return Err(Diagnostic::for_op(m, op, format!("@{fname} is not a function of this module")));
    };
    let joined = super::request_args::join_aliased_arguments(m, op, f, &[]);
    if joined != f {
        // (A new function: the cached effects table does not know it.)
        cache.effects = None;
    }
    let f = joined;
    let args = enzyme::activities(m, op, "activity").unwrap_or_default();
    let rets = enzyme::activities(m, op, "ret_activity").unwrap_or_default();
    super::request_args::check_distinct_memory(m, op, f, &args)?;
    super::request_args::emit_overlap_checks(m, op, f, &args, None);
    let width = request_width(m, op)?;
    let name = if width > 1 {
        super::reverse::batched_reverse_derivative(m, cache, f, &args, &rets, width)
    } else {
        reverse_derivative(m, cache, f, &args, &rets)
    }
    .map_err(|mut d| {
        let site = Diagnostic::for_op(m, op, "");
        d.message = format!("{} (requested by enzyme.autodiff at {}:{}:{})", d.message, site.file, site.line, site.col);
        d
    })?;
    call_derivative(m, op, &name, width)
}

/// `enzyme.autodiff_split_mode.primal` and the `.reverse` requests using
/// its tape: calls of the augmented primal and of the reverse function,
/// the tape flattened into its values (the reverse frees its buffers).
/// When no reverse uses the tape, the primal request is a call of the
/// function itself.
fn lower_split(m: &mut Module, cache: &mut ReverseCache, op: OpId) -> Result<(), Diagnostic> {
    let fname = enzyme::callee(m, op).unwrap_or("").to_string();
    let Some(f) = m.lookup_symbol(&fname) else {
        return Err(Diagnostic::for_op(m, op, format!("@{fname} is not a function of this module")));
    };
    // One buffer given twice: both requests name a copy taking it once.
    let partners: Vec<OpId> = match m.results(op).last() {
        Some(&t) => m.uses(t).iter().map(|u| u.op).filter(|&u| m.is(u, "enzyme.autodiff_split_mode.reverse")).collect(),
        None => Vec::new(),
    };
    let acts = enzyme::activities(m, op, "activity");
    let partners: Vec<OpId> = partners
        .into_iter()
        .filter(|&r| enzyme::callee(m, r) == Some(fname.as_str()) && enzyme::activities(m, r, "activity") == acts)
        .collect();
    let joined = super::request_args::join_aliased_arguments(m, op, f, &partners);
    if joined != f {
        // (A new function: the cached effects table does not know it.)
        cache.effects = None;
    }
    let f = joined;
    let fname = m.symbol_name(f).unwrap_or_default().to_string();
    let args = enzyme::activities(m, op, "activity").unwrap_or_default();
    let rets = enzyme::activities(m, op, "ret_activity").unwrap_or_default();
    super::request_args::check_distinct_memory(m, op, f, &args)?;
    super::request_args::emit_overlap_checks(m, op, f, &args, None);
    if enzyme::width(m, op) != 1 {
        return Err(Diagnostic::for_op(m, op, "split mode with width > 1 is not supported yet"));
    }
    let Some(&tape_v) = m.results(op).last().filter(|&&t| *m.value_type(t) == crate::ir::Type::EnzymeTape) else {
        return Err(Diagnostic::for_op(m, op, "expects its last result to be the !enzyme.Tape"));
    };
    let mut reverses = Vec::new();
    for u in m.uses(tape_v).to_vec() {
        let user = u.op;
        if !m.is(user, "enzyme.autodiff_split_mode.reverse") {
            return Err(Diagnostic::for_op(
                m,
                user,
                "a !enzyme.Tape may only be used by enzyme.autodiff_split_mode.reverse (ferrozyme flattens tapes into values)",
            ));
        }
        if enzyme::callee(m, user) != Some(fname.as_str())
            || enzyme::activities(m, user, "activity").unwrap_or_default() != args
            || enzyme::activities(m, user, "ret_activity").unwrap_or_default() != rets
        {
            return Err(Diagnostic::for_op(
                m,
                user,
                format!("this reverse request must name @{fname} with the activities of its primal request"),
            ));
        }
        reverses.push(user);
    }
    if reverses.len() > 1 {
        return Err(Diagnostic::for_op(
            m,
            reverses[1],
            "a tape is consumed by its reverse request; a second reverse request on the same tape is not supported",
        ));
    }
    let modified = match reverses.first() {
        Some(&r) => modified_between(m, op, r, &args),
        None => super::reverse::ModifiedBetween::All,
    };
    let pair = super::reverse::split_derivative_with(m, cache, f, &args, &rets, &modified).map_err(|mut d| {
        let site = Diagnostic::for_op(m, op, "");
        d.message = format!(
            "{} (requested by enzyme.autodiff_split_mode.primal at {}:{}:{})",
            d.message, site.file, site.line, site.col
        );
        d
    })?;
    // The primal request.
    let aug = m.lookup_symbol(&pair.primal).expect("augmented primal just created");
    let (aug_ins, aug_outs) = super::activity::signature(m, aug);
    let operands: Vec<_> = m.operands(op).iter().map(|&v| m.value_type(v).clone()).collect();
    let n_res = m.results(op).len() - 1;
    let results: Vec<_> = m.results(op)[..n_res].iter().map(|&r| m.value_type(r).clone()).collect();
    if operands != aug_ins
        || results[..] != aug_outs[..n_res.min(aug_outs.len())]
        || aug_outs.len() != n_res + pair.tape.len()
    {
        return Err(Diagnostic::for_op(
            m,
            op,
            format!(
                "the operand and result types of this request do not match the augmented primal @{} ({} tape values)",
                pair.primal,
                pair.tape.len()
            ),
        ));
    }
    let Some(&first_reverse) = reverses.first() else {
        // No reverse: the primal alone, without a tape.
        let mut primal = Vec::new();
        let mut it = m.operands(op).iter().copied();
        for a in &args {
            primal.extend(it.next());
            if matches!(a, Activity::Dup | Activity::DupNoNeed) {
                it.next();
            }
        }
        let (_, f_outs) = super::activity::signature(m, f);
        let kept: Vec<usize> =
            (0..rets.len()).filter(|&i| matches!(rets[i], Activity::Active | Activity::Const)).collect();
        let call_op = if m.is(f, "llvm.func") { "llvm.call" } else { "func.call" };
        let mut spec =
            OpSpec::new(call_op).operands(&primal).results(&f_outs).attr("callee", Attribute::symbol(fname.clone()));
        spec.pos = m.op(op).pos;
        spec.loc = m.op(op).loc.clone();
        let call = m.create_op(spec);
        m.insert_op_before(op, call);
        let mut repl: Vec<Value> = kept.iter().map(|&i| m.result(call, i)).collect();
        repl.push(m.create_placeholder(crate::ir::Type::EnzymeTape));
        m.replace_op(op, &repl);
        return Ok(());
    };
    let mut spec = OpSpec::new("func.call")
        .operands(m.operands(op))
        .results(&aug_outs)
        .attr("callee", Attribute::symbol(pair.primal.clone()));
    spec.pos = m.op(op).pos;
    spec.loc = m.op(op).loc.clone();
    let call = m.create_op(spec);
    m.insert_op_before(op, call);
    let outs = m.results(call).to_vec();
    let tape_vals = outs[n_res..].to_vec();
    // The reverse request.
    let r = first_reverse;
    let Some(n_seeds) = m.operands(r).len().checked_sub(1) else {
        return Err(Diagnostic::for_op(m, r, "expects the !enzyme.Tape as its last operand"));
    };
    let mut ops = m.operands(r)[..n_seeds].to_vec();
    ops.extend(tape_vals.iter().copied());
    let Some(rf) = m.lookup_symbol(&pair.reverse) else {
        return Err(Diagnostic::for_op(
            m,
            r,
            format!("internal error: the reverse function @{} is missing", pair.reverse),
        ));
    };
    let (rins, routs) = super::activity::signature(m, rf);
    let got_ins: Vec<_> = ops.iter().map(|&v| m.value_type(v).clone()).collect();
    let got_outs: Vec<_> = m.results(r).iter().map(|&v| m.value_type(v).clone()).collect();
    if got_ins != rins || got_outs != routs {
        return Err(Diagnostic::for_op(
            m,
            r,
            format!("the seed and gradient types of this request do not match the reverse function @{}", pair.reverse),
        ));
    }
    // The reverse must come after the primal in the same block.
    if m.op_parent(r) != m.op_parent(op) {
        return Err(Diagnostic::for_op(
            m,
            r,
            "the reverse request must be in the same block as its primal request (it frees the tape, which serves one reverse)",
        ));
    }
    let mut spec =
        OpSpec::new("func.call").operands(&ops).results(&routs).attr("callee", Attribute::symbol(pair.reverse));
    spec.pos = m.op(r).pos;
    spec.loc = m.op(r).loc.clone();
    let rc = m.create_op(spec);
    m.insert_op_before(r, rc);
    let new = m.results(rc).to_vec();
    m.replace_op(r, &new);
    // The tape result has no users left.
    let mut repl: Vec<Value> = outs[..n_res].to_vec();
    let placeholder = m.create_placeholder(crate::ir::Type::EnzymeTape);
    repl.push(placeholder);
    m.replace_op(op, &repl);
    Ok(())
}

/// What the ops between the primal request `from` and its reverse request
/// `to` (in one block) may change of the memory the differentiated
/// function's arguments point to (`args`: the requests' activities): the
/// arguments whose memory may be written or freed (by stores, copies,
/// deallocations, calls whose effects say so), matched by the memory each
/// points to (an argument of the caller or an allocation of its own,
/// through views). The caller's arguments may be one another's memory or
/// a global's unless `llvm.noalias` (as in `analysis::overwritten`): a
/// write into an argument that is not `llvm.noalias` is `All`. Writes to
/// allocations no argument points to do not count; anything whose target
/// cannot be told (a loaded memref, a select, globals, unknown ops, calls
/// reaching other requests) is `All`.
fn modified_between(m: &Module, from: OpId, to: OpId, args: &[Activity]) -> super::reverse::ModifiedBetween {
    use super::activity::Origin;
    use super::reverse::ModifiedBetween;
    use crate::dialects::Traits;
    if m.op_parent(from) != m.op_parent(to) {
        return ModifiedBetween::All;
    }
    let mut between = Vec::new();
    let mut at = m.next_op(from);
    loop {
        match at {
            Some(o) if o == to => break,
            Some(o) => {
                between.extend(m.collect_ops(o));
                at = m.next_op(o);
            }
            None => return ModifiedBetween::All,
        }
    }
    // The memory each op may write or free (its operands), or None: any.
    let mut effects = None;
    let mut targets = Vec::new();
    for &o in &between {
        let t = crate::dialects::traits(m, o);
        if t.has(Traits::CALL) {
            if reaches_requests(m, o) {
                return ModifiedBetween::All;
            }
            let e = effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m)).of_call(m, o);
            let changes = |a: &crate::analysis::effects::Access| a.write || a.write_on_error || a.free;
            if changes(&e.other) || e.globals.values().any(changes) {
                return ModifiedBetween::All;
            }
            for (i, a) in e.args.iter().enumerate() {
                if changes(a) {
                    targets.extend(m.operands(o).get(i).copied());
                }
            }
            continue;
        }
        let known = t.is_pure()
            || t.is_terminator()
            || t.has(Traits::MEM_READ)
            || t.has(Traits::MEM_ALLOC)
            || t.has(Traits::RECURSIVE_EFFECTS);
        if t.has(Traits::MEM_WRITE) || t.has(Traits::MEM_FREE) {
            // (Every memory operand, as if written.)
            targets.extend(m.operands(o).iter().copied().filter(|&v| super::activity::is_memory(m.value_type(v))));
        } else if !known {
            return ModifiedBetween::All;
        }
    }
    if targets.is_empty() {
        return ModifiedBetween::Args(Vec::new());
    }
    // The memory a value points to: an argument of the caller's entry
    // block or an allocation of its own, through views; None for anything
    // else (a loaded memref, a select, a global...).
    let caller = enclosing_function(m, from);
    let entry = caller.and_then(|f| m.entry_block(m.region(f, 0)));
    let root = |mut v: Value| -> Option<Origin> {
        while let Some(d) = m.defining_op(v).filter(|&d| super::activity::VIEW_OPS.iter().any(|n| m.is(d, n))) {
            v = m.operand(d, 0);
        }
        match m.value_def(v) {
            ValueDef::BlockArg { block, index } if Some(block) == entry => Some(Origin::Arg(index as usize)),
            ValueDef::Result { op, .. }
                if ["memref.alloc", "memref.alloca", "llvm.alloca"].iter().any(|n| m.is(op, n)) =>
            {
                Some(Origin::Alloc(op))
            }
            _ => None,
        }
    };
    // The caller's arguments may be the same memory, or a global's, unless
    // one is `llvm.noalias` (as `analysis::overwritten` has it); its
    // allocations are memory of their own.
    let noalias = |i: usize| {
        let attrs = caller.and_then(|f| m.attr(f, "arg_attrs")).and_then(Attribute::as_array);
        attrs.and_then(|a| a.get(i)).and_then(Attribute::as_dict).is_some_and(|d| d.contains("llvm.noalias"))
    };
    let may_alias = |a: Origin, b: Origin| match (a, b) {
        (Origin::Arg(i), Origin::Arg(j)) => i == j || !(noalias(i) || noalias(j)),
        _ => a == b,
    };
    // The primal operand of each argument: the operands are, per argument,
    // its primal then its shadow (dup, dupnoneed).
    let mut arg_roots = Vec::new();
    let mut operands = m.operands(from).iter().copied();
    for (i, a) in args.iter().enumerate() {
        let Some(v) = operands.next() else { return ModifiedBetween::All };
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            operands.next();
        }
        if super::activity::is_memory(m.value_type(v)) {
            let Some(r) = root(v) else { return ModifiedBetween::All };
            arg_roots.push((i, r));
        }
    }
    let mut changed = Vec::new();
    for v in targets {
        match root(v) {
            // (Args means no global changes: a write that may reach one is All.)
            Some(Origin::Arg(i)) if !noalias(i) => return ModifiedBetween::All,
            Some(r) => changed.extend(arg_roots.iter().filter(|&&(_, a)| may_alias(a, r)).map(|&(i, _)| i)),
            None => return ModifiedBetween::All,
        }
    }
    changed.sort_unstable();
    changed.dedup();
    ModifiedBetween::Args(changed)
}

/// The function (`func.func` or `llvm.func`) that `op` is in.
pub(super) fn enclosing_function(m: &Module, op: OpId) -> Option<OpId> {
    let mut p = m.parent_op(op);
    while let Some(o) = p {
        if m.is(o, "func.func") || m.is(o, "llvm.func") {
            return Some(o);
        }
        p = m.parent_op(o);
    }
    None
}

/// Does call `call` reach (through calls) a function holding an
/// `enzyme.*` op, whose effects the summaries do not see?
fn reaches_requests(m: &Module, call: OpId) -> bool {
    let mut todo: Vec<OpId> = super::activity::callee_of(m, call).into_iter().collect();
    let mut seen = HashSet::default();
    while let Some(f) = todo.pop() {
        if !seen.insert(f) {
            continue;
        }
        for o in m.collect_ops(f) {
            if m.name(o).as_str().starts_with("enzyme.") {
                return true;
            }
            todo.extend(super::activity::callee_of(m, o).filter(|&c| c != o));
        }
    }
    false
}

/// `--enzyme-wrap="infn=F outfn=G argTys=... retTys=... mode=..."`.
#[derive(Clone, Debug, Default)]
pub struct WrapOptions {
    pub infn: String,
    pub outfn: String,
    pub args: Vec<Activity>,
    pub rets: Vec<Activity>,
    pub mode: String,
    pub width: usize,
}

impl WrapOptions {
    /// Parse Enzyme-MLIR's option string.
    pub fn parse(s: &str) -> Result<WrapOptions, String> {
        let mut o = WrapOptions { width: 1, ..Default::default() };
        let acts = |v: &str| -> Result<Vec<Activity>, String> {
            v.split(',')
                .filter(|x| !x.trim().is_empty())
                .map(|x| Activity::from_keyword(x.trim()).ok_or_else(|| format!("unknown activity '{x}'")))
                .collect()
        };
        let mut seen: Vec<&str> = Vec::new();
        for part in s.split_whitespace() {
            let (k, v) = part.split_once('=').ok_or_else(|| format!("expected key=value, got '{part}'"))?;
            let key = if k == "retTy" { "retTys" } else { k };
            if seen.contains(&key) {
                return Err(format!("option '{k}' is given twice"));
            }
            seen.push(key);
            // (A function may be named with its `@`, as in the IR.)
            let symbol = |v: &str| v.strip_prefix('@').unwrap_or(v).to_string();
            match k {
                "infn" => o.infn = symbol(v),
                "outfn" => o.outfn = symbol(v),
                "argTys" => o.args = acts(v)?,
                "retTys" | "retTy" => o.rets = acts(v)?,
                "mode" => o.mode = v.to_string(),
                "width" => {
                    o.width = v
                        .parse()
                        .ok()
                        .filter(|&w| w >= 1)
                        .ok_or_else(|| format!("width must be a positive integer, not '{v}'"))?
                }
                _ => return Err(format!("unknown enzyme-wrap option '{k}'")),
            }
        }
        if o.infn.is_empty() {
            return Err("enzyme-wrap needs infn=<function>".into());
        }
        Ok(o)
    }
}

/// Generate the derivative `o.outfn` of `o.infn` (in place when `outfn` is
/// empty). Returns the remarks of reverse mode.
pub fn enzyme_wrap(m: &mut Module, o: &WrapOptions) -> Result<Vec<String>, Diagnostic> {
    enzyme_wrap_with(m, o, &AdOptions::default())
}

/// `enzyme_wrap` with options.
pub fn enzyme_wrap_with(m: &mut Module, o: &WrapOptions, opts: &AdOptions) -> Result<Vec<String>, Diagnostic> {
    let Some(f) = m.lookup_symbol(&o.infn) else {
        return Err(Diagnostic {
            file: "<enzyme-wrap>".into(),
            line: 0,
            col: 0,
            message: format!("--enzyme-wrap: no function named @{} in this module", o.infn),
            source_line: None,
        });
    };
    if o.outfn.is_empty() && o.mode.starts_with("ReverseMode") && o.mode != "ReverseModeCombined" {
        return Err(Diagnostic::for_op(
            m,
            f,
            format!("enzyme-wrap mode {} needs outfn=<name>: the split functions call @{}", o.mode, o.infn),
        ));
    }
    if o.width > 1 && (o.mode == "ReverseModePrimal" || o.mode == "ReverseModeGradient") {
        return Err(Diagnostic::for_op(
            m,
            f,
            format!("enzyme-wrap mode {}: split mode with width > 1 is not supported yet", o.mode),
        ));
    }
    if o.width > MAX_WIDTH {
        return Err(Diagnostic::for_op(
            m,
            f,
            format!("enzyme-wrap: width must be at most {MAX_WIDTH}, not {}", o.width),
        ));
    }
    let (mut fcache, mut rcache) = opts.caches(m);
    let name = match o.mode.as_str() {
        "ForwardMode" => forward_derivative(m, &mut fcache, f, &o.args, &o.rets, o.width.max(1))?,
        "ReverseModeCombined" if o.width > 1 => {
            super::reverse::batched_reverse_derivative(m, &mut rcache, f, &o.args, &o.rets, o.width)?
        }
        "ReverseModeCombined" => reverse_derivative(m, &mut rcache, f, &o.args, &o.rets)?,
        "ReverseModePrimal" => super::reverse::split_derivative(m, &mut rcache, f, &o.args, &o.rets)?.primal,
        "ReverseModeGradient" => super::reverse::split_derivative(m, &mut rcache, f, &o.args, &o.rets)?.reverse,
        other => {
            return Err(Diagnostic::for_op(
                m,
                f,
                format!("enzyme-wrap mode '{other}' is not supported (ForwardMode, ReverseModeCombined, ReverseModePrimal and ReverseModeGradient are)"),
            ))
        }
    };
    let g = m.lookup_symbol(&name).expect("derivative just created");
    // (Called from outside: the memory arguments are checked not to
    // overlap at its entry, as requests check theirs.)
    if matches!(o.mode.as_str(), "ReverseModeCombined" | "ReverseModePrimal") && o.width <= 1 {
        let entry = m.regions(g).first().and_then(|&r| m.blocks(r).first().copied());
        if let Some(b) = entry {
            let args = m.block_args(b).to_vec();
            if let Some(first) = m.block_ops(b).next() {
                super::request_args::emit_overlap_checks(m, first, f, &o.args, Some(&args));
            }
        }
    }
    // (A derivative calls itself under its generated name when the primal
    // is recursive: those calls follow the rename.)
    if o.outfn.is_empty() {
        // The derivative takes the function's name. Code still calling the
        // function (the derivative's own forward sweep, for a recursive or
        // replayed primal) calls it under a new private name.
        let body = m.body();
        let used = m
            .block_ops(body)
            .filter(|&x| x != f)
            .flat_map(|x| m.collect_ops(x))
            .any(|x| m.op(x).attrs.iter().any(|(_, a)| a.as_flat_symbol() == Some(o.infn.as_str())));
        if used {
            let kept = m.fresh_symbol_name(&format!("{}.primal", o.infn));
            rename_references(m, &o.infn, &kept);
            m.set_attr(f, "sym_name", Attribute::String(kept));
            m.set_attr(f, "sym_visibility", Attribute::String("private".into()));
        } else {
            m.erase_op(f);
        }
        m.set_attr(g, "sym_name", Attribute::String(o.infn.clone()));
        m.remove_attr(g, "sym_visibility");
        rename_references(m, &name, &o.infn);
    } else {
        if m.lookup_symbol(&o.outfn).is_some() {
            return Err(Diagnostic::for_op(m, f, format!("@{} already exists", o.outfn)));
        }
        m.set_attr(g, "sym_name", Attribute::String(o.outfn.clone()));
        rename_references(m, &name, &o.outfn);
    }
    Ok(rcache.remarks)
}

/// Make every reference to symbol `from` in the module name `to`.
fn rename_references(m: &mut Module, from: &str, to: &str) {
    let body = m.body();
    let ops: Vec<OpId> = m.block_ops(body).flat_map(|g| m.collect_ops(g)).collect();
    for o in ops {
        let names: Vec<String> = m
            .op(o)
            .attrs
            .iter()
            .filter(|(_, a)| a.as_flat_symbol() == Some(from))
            .map(|(k, _)| k.to_string())
            .collect();
        for k in names {
            m.set_attr(o, &k, Attribute::symbol(to.to_string()));
        }
    }
}
