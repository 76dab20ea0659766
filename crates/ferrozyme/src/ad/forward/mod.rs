//! Forward mode: for a function and the activities of its arguments
//! (`enzyme_const`, `enzyme_dup`, `enzyme_dupnoneed`) and results, generate
//! `@fwddiffe<f>` computing the primal results and their tangents, with
//! Enzyme-MLIR's conventions: each `dup` argument is followed by its shadow
//! (tangent or shadow memory); results are `(primal, tangent)` for `dup`,
//! the tangent alone for `dupnoneed`, the primal alone for `const` and
//! nothing for `constnoneed`. With a batch width `w > 1`, each shadow
//! argument and tangent result is repeated `w` times (one per direction).
//!
//! The body is a clone of the primal; each op gets its tangent right after
//! it (`ops`), structured and unstructured control flow carry tangents as
//! extra loop-carried values, results and block arguments (`control`), and
//! calls are differentiated by deriving the callee for that call site's
//! activities — one derived function per (callee, activity, width), reused
//! by every matching call site, recursion included.

mod control;
mod ops;

use crate::hash::HashMap;

use super::activity::{is_float, is_float_memory, signature, Analyzer, FunctionActivity, Origin};
use crate::ir::{Activity, Attribute, BlockId, FunctionType, IrMap, Module, OpId, OpSpec, RegionId, Type, Value};
use crate::rewrite::aggregates::Kinds;
use crate::syntax::Diagnostic;

/// Derived functions already generated: (function, argument and result activities, width) → name.
#[derive(Default)]
pub struct ForwardCache {
    done: HashMap<(OpId, Vec<Activity>, Vec<Activity>, usize), String>,
    analyzer: Analyzer,
    /// Nesting of `forward_derivative` (0: a request from outside).
    depth: usize,
    /// Shadow globals (`crate::ad::globals`): global (`name` or `name#lane`) → shadow.
    pub(crate) shadow_globals: HashMap<String, String>,
    /// Entry functions zeroing the shadow globals, by derivative.
    entries: HashMap<String, String>,
    /// Whether the module held tensors, vectors or structs when the current
    /// request started (functions using them are derived as flat copies).
    aggregates: bool,
    /// A tangent of zero contributes zero whatever the partial derivative
    /// (Enzyme's strong zero: `0 * inf` and `0 * NaN` give 0).
    pub strong_zero: bool,
}

impl ForwardCache {
    /// A cache whose analyses treat calls to `native` callees as carrying
    /// no derivatives (their bodies are never analysed or differentiated).
    pub fn with_native(native: crate::hash::HashSet<OpId>) -> ForwardCache {
        ForwardCache { analyzer: Analyzer::with_native(native), ..ForwardCache::default() }
    }

    pub(crate) fn is_native(&self, f: OpId) -> bool {
        self.analyzer.native.contains(&f)
    }
}

/// Generate (or reuse) the forward derivative of function `f`.
pub fn forward_derivative(
    m: &mut Module,
    cache: &mut ForwardCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    width: usize,
) -> Result<String, Diagnostic> {
    // (As requests are checked: the API took 0, which dropped every
    // tangent, and widths the code generator cannot hold; reader-25.)
    let max = crate::ad::lower::MAX_WIDTH;
    if width == 0 || width > max {
        return Err(Diagnostic::for_op(m, f, format!("forward mode: the width must be from 1 to {max}, not {width}")));
    }
    if cache.depth == 0 {
        // A new request: the module may have changed since the last one;
        // within one request the call summaries serve every callee.
        crate::ad::prepare(m);
        cache.analyzer.forget_summaries();
        cache.aggregates = crate::rewrite::aggregates::module_has_aggregates(m, Kinds::ALL);
    }
    cache.depth += 1;
    let r = derive(m, cache, f, args, rets, width);
    cache.depth -= 1;
    let name = r?;
    // A request from outside, with globals holding derivatives: the entry
    // zeroes their shadows first (tangents start at zero each run).
    if cache.depth == 0 && !cache.shadow_globals.is_empty() {
        if let Some(e) = cache.entries.get(&name) {
            return Ok(e.clone());
        }
        let e = super::globals::entry_zeroing_shadows(m, &cache.shadow_globals, &name)
            .ok_or_else(|| Diagnostic::for_op(m, f, format!("derivative @{name} vanished")))?;
        cache.entries.insert(name, e.clone());
        return Ok(e);
    }
    Ok(name)
}

fn derive(
    m: &mut Module,
    cache: &mut ForwardCache,
    f: OpId,
    args: &[Activity],
    rets: &[Activity],
    width: usize,
) -> Result<String, Diagnostic> {
    let key = (f, args.to_vec(), rets.to_vec(), width);
    if let Some(n) = cache.done.get(&key) {
        return Ok(n.clone());
    }
    if !m.is(f, "func.func") && !m.is(f, "llvm.func") {
        return Err(Diagnostic::for_op(
            m,
            f,
            format!("forward mode of '{}' ops is not supported (not a function)", m.name(f)),
        ));
    }
    let fname = m.symbol_name(f).unwrap_or("f").to_string();
    // (Messages name the function written, not its flattened copy.)
    let shown = crate::rewrite::aggregates::source_name(m, f);
    let Some(src) = super::activity::body(m, f) else {
        return Err(Diagnostic::for_op(m, f, format!("cannot differentiate @{shown}: it has no body")));
    };
    let (inputs, results) = signature(m, f);
    if args.len() != inputs.len() || rets.len() != results.len() {
        return Err(Diagnostic::for_op(
            m,
            f,
            format!(
                "@{shown} has {} arguments and {} results, but {} and {} activities were given",
                inputs.len(),
                results.len(),
                args.len(),
                rets.len()
            ),
        ));
    }
    for (i, (a, t)) in args.iter().zip(&inputs).enumerate() {
        let dup = matches!(a, Activity::Dup | Activity::DupNoNeed);
        // Memory of integers may be `dup` (as in Enzyme): its shadow is passed along, never touched.
        // Aggregates: each leaf gets the activity if it can carry a derivative (`ad::aggregates`).
        if dup && !is_float(t) && !is_float_memory(t) && !t.is_memref_like() && !Kinds::ALL.splits(t) {
            return Err(Diagnostic::for_op(
                m,
                f,
                format!("argument #{i} of @{shown} has type '{t}', which has no derivative; it must be enzyme_const"),
            ));
        }
        if !matches!(a, Activity::Dup | Activity::DupNoNeed | Activity::Const) {
            return Err(Diagnostic::for_op(m, f, format!("argument #{i} of @{shown}: forward mode takes enzyme_const, enzyme_dup or enzyme_dupnoneed, not {}", a.keyword())));
        }
    }
    for (i, (a, t)) in rets.iter().zip(&results).enumerate() {
        if matches!(a, Activity::Dup | Activity::DupNoNeed)
            && !is_float(t)
            && !is_float_memory(t)
            && !Kinds::ALL.splits(t)
        {
            return Err(Diagnostic::for_op(
                m,
                f,
                format!("result #{i} of @{shown} has type '{t}'; only float and memory results can be enzyme_dup"),
            ));
        }
        if matches!(a, Activity::Active | Activity::ActiveNoNeed) {
            return Err(Diagnostic::for_op(
                m,
                f,
                format!("result #{i} of @{shown}: {} is a reverse-mode activity", a.keyword()),
            ));
        }
    }
    let prefix = if width > 1 { format!("fwddiffe{width}") } else { "fwddiffe".into() };
    // Tensors, vectors, structs: derive the flattened copy.
    if cache.aggregates {
        if let Some(flat) = crate::rewrite::aggregates::flat_copy(m, f)? {
            if !inputs.iter().chain(&results).any(|t| Kinds::ALL.splits(t)) {
                let n = derive(m, cache, flat, args, rets, width)?;
                cache.done.insert(key, n.clone());
                return Ok(n);
            }
            let name = m.fresh_symbol_name(&format!("{prefix}{fname}"));
            cache.done.insert(key.clone(), name.clone());
            let mode = super::aggregates::Mode::Forward { width };
            let r = super::aggregates::derive_through_copy(m, f, args, rets, mode, &name, |m, a, r| {
                derive(m, cache, flat, a, r, width)
            });
            if r.is_err() {
                cache.done.remove(&key);
            }
            return r.map(|()| name);
        }
    }
    let name = m.fresh_symbol_name(&format!("{prefix}{fname}"));
    cache.done.insert(key, name.clone());

    // Signature.
    let mut new_inputs = Vec::new();
    for (a, t) in args.iter().zip(&inputs) {
        new_inputs.push(t.clone());
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            new_inputs.extend(std::iter::repeat_n(t.clone(), width));
        }
    }
    let mut new_results = Vec::new();
    for (a, t) in rets.iter().zip(&results) {
        match a {
            Activity::Dup => {
                new_results.push(t.clone());
                new_results.extend(std::iter::repeat_n(t.clone(), width));
            }
            Activity::DupNoNeed => new_results.extend(std::iter::repeat_n(t.clone(), width)),
            Activity::Const => new_results.push(t.clone()),
            _ => {}
        }
    }
    let ft = FunctionType { inputs: new_inputs.clone(), results: new_results };
    let (g, entry) = crate::dialects::func::create_func(m, &name, ft, true);
    m.op_mut(g).pos = m.op(f).pos;
    m.op_mut(g).loc = m.op(f).loc.clone();

    // scf.parallel loops with reductions, base buffers: differentiate a
    // private copy with them rewritten (scf.for nests carrying the
    // reductions; the memrefs themselves).
    let primal = f;
    let rewritten = super::restructure::forward_needed(m, f).then(|| {
        let copy = super::restructure::private_copy(m, f, "rewritten");
        super::restructure::apply_forward(m, copy);
        cache.analyzer.forget_summaries();
        copy
    });
    let f = rewritten.unwrap_or(f);
    let src = super::activity::body(m, f).unwrap_or(src);

    // Body: clone the primal, with its arguments mapped to the new ones.
    let arg_bools: Vec<bool> = args.iter().map(|a| matches!(a, Activity::Dup | Activity::DupNoNeed)).collect();
    let mut act = cache.analyzer.analyze(m, f, &arg_bools);
    // (Once per request: the check follows the calls into the callees.)
    if cache.depth == 1 {
        crate::ad::punning::check(m, f, &act, &mut cache.analyzer, "forward mode")?;
    }
    crate::ad::address_ints::check(m, f, &act, "forward mode")?;
    let ret_bools: Vec<bool> = rets.iter().map(|a| matches!(a, Activity::Dup | Activity::DupNoNeed)).collect();
    super::activity::prune_useless(m, f, &mut act, &ret_bools);
    // Memory returned with a shadow the caller asks for: the allocation
    // gets one even when nothing here stores a derivative into it (the
    // caller may: a buffer a callee makes and returns for its caller to
    // fill).
    for r in m.collect_ops(f) {
        if !(m.is(r, "func.return") || m.is(r, "llvm.return")) || m.parent_op(r) != Some(f) {
            continue;
        }
        for (i, &v) in m.operands(r).iter().enumerate() {
            if ret_bools.get(i).copied().unwrap_or(false) && is_float_memory(m.value_type(v)) {
                if let Some(o @ Origin::Alloc(_)) = act.origins.get(&v).copied() {
                    act.active_origins.insert(o);
                }
            }
        }
    }
    // The memory of a const argument has no shadow: derivatives stored into
    // it would be lost, and loads after such a store would be wrong.
    for (i, (a, t)) in args.iter().zip(&inputs).enumerate() {
        if *a == Activity::Const && is_float_memory(t) && act.active_origins.contains(&Origin::Arg(i)) {
            cache.done.remove(&(primal, args.to_vec(), rets.to_vec(), width));
            m.erase_op(g);
            if let Some(copy) = rewritten {
                m.erase_op(copy);
            }
            return Err(Diagnostic::for_op(
                m,
                f,
                format!(
                    "argument #{i} of @{shown} is enzyme_const, but its memory may receive values with a \
                     derivative (stored into it, or into memory it may alias), which would be lost; make it enzyme_dup"
                ),
            ));
        }
    }
    let mut map = IrMap::new();
    let tmp = m.create_region();
    m.clone_region_into(src, tmp, &mut map);
    let tmp_entry = m.blocks(tmp)[0];
    let mut tan: HashMap<Value, Vec<Value>> = HashMap::default();
    let mut k = 0;
    for (i, a) in args.iter().enumerate() {
        let old = m.block_arg(tmp_entry, i);
        let new = m.block_arg(entry, k);
        m.replace_all_uses(old, new);
        map.map_value(m.block_arg(m.blocks(src)[0], i), new);
        k += 1;
        if matches!(a, Activity::Dup | Activity::DupNoNeed) {
            tan.insert(new, (0..width).map(|l| m.block_arg(entry, k + l)).collect());
            k += width;
        }
    }
    for op in m.block_ops(tmp_entry).collect::<Vec<_>>() {
        m.detach_op(op);
        m.append_op(entry, op);
    }
    let rest: Vec<BlockId> = m.blocks(tmp)[1..].to_vec();
    let body = m.region(g, 0);
    for b in rest {
        m.detach_block(b);
        m.append_block(body, b);
    }

    // The derivative of an llvm.func is a func.func (it returns several values).
    for b in m.blocks(body).to_vec() {
        if let Some(t) = m.last_op(b).filter(|&t| m.is(t, "llvm.return")) {
            let vals = m.operands(t).to_vec();
            let r = m.create_op(OpSpec::new("func.return").operands(&vals));
            m.insert_op_before(t, r);
            m.erase_op(t);
        }
    }
    let act = translate(&act, &map);
    let mut fw = FwdFn { cache, act, tan, width, rets: rets.to_vec(), func: g };
    fw.add_block_tangent_args(m, body);
    fw.region(m, body)?;
    if let Some(copy) = rewritten {
        m.erase_op(copy);
    }
    Ok(name)
}

/// Re-key an analysis of the primal function onto its clone.
fn translate(a: &FunctionActivity, map: &IrMap) -> FunctionActivity {
    FunctionActivity {
        varied: a.varied.iter().map(|&v| map.lookup(v)).collect(),
        active_origins: a.active_origins.clone(),
        origins: a.origins.iter().map(|(&v, &o)| (map.lookup(v), o)).collect(),
    }
}

/// The forward transformation of one function body.
pub(super) struct FwdFn<'c> {
    pub cache: &'c mut ForwardCache,
    pub act: FunctionActivity,
    /// Tangents (floats) and shadows (memory), one per batch lane.
    pub tan: HashMap<Value, Vec<Value>>,
    pub width: usize,
    pub rets: Vec<Activity>,
    pub func: OpId,
}

impl FwdFn<'_> {
    pub fn active(&self, m: &Module, v: Value) -> bool {
        self.act.is_active(m, v)
    }

    /// Tangent lanes of `v`, or `None` when it has none.
    pub fn tangents(&self, v: Value) -> Option<Vec<Value>> {
        self.tan.get(&v).cloned()
    }

    /// Transform every block of a region.
    pub fn region(&mut self, m: &mut Module, r: RegionId) -> Result<(), Diagnostic> {
        for b in m.blocks(r).to_vec() {
            for op in m.block_ops(b).collect::<Vec<_>>() {
                self.op(m, op)?;
            }
        }
        Ok(())
    }

    /// Non-entry blocks with active arguments get tangent arguments (the
    /// branches into them pass the tangents, see `control`).
    pub fn add_block_tangent_args(&mut self, m: &mut Module, r: RegionId) {
        let mut regions = vec![r];
        while let Some(r) = regions.pop() {
            for (i, b) in m.blocks(r).to_vec().into_iter().enumerate() {
                if i > 0 {
                    for a in m.block_args(b).to_vec() {
                        if self.active(m, a) {
                            let ty = m.value_type(a).clone();
                            let lanes = (0..self.width).map(|_| m.add_block_arg(b, ty.clone())).collect();
                            self.tan.insert(a, lanes);
                        }
                    }
                }
                for op in m.block_ops(b).collect::<Vec<_>>() {
                    regions.extend(m.regions(op).iter().copied());
                }
            }
        }
    }

    /// A `0.0` of float type `ty` before `at`.
    pub fn zero(m: &mut Module, ty: &Type, at: OpId) -> Value {
        let c = m.create_op(
            OpSpec::new("arith.constant").attr("value", Attribute::float(0.0, ty.clone())).result(ty.clone()),
        );
        m.insert_op_before(at, c);
        m.result(c, 0)
    }

    /// Tangent lanes of `v` for use before `at`: its tangents, or zeros.
    pub fn tangents_or_zero(&self, m: &mut Module, v: Value, at: OpId) -> Vec<Value> {
        match self.tan.get(&v) {
            Some(t) => t.clone(),
            None => {
                let ty = m.value_type(v).clone();
                let z = Self::zero(m, &ty, at);
                vec![z; self.width]
            }
        }
    }

    pub fn error(m: &Module, op: OpId, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::for_op(m, op, msg)
    }
}
