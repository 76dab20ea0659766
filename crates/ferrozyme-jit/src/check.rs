//! `ferrozyme check`: compare a forward-mode derivative with central finite
//! differences. For `f(x)` and a random direction `v` over the `dup`
//! arguments (scalars and every element of `dup` memrefs), the derivative
//! function gives `J·v` for each float result and for the contents of every
//! `dup` memref after the call; `(f(x + h·v) − f(x − h·v)) / 2h` estimates
//! the same numbers. Deterministic for a given seed.

use ferrozyme::ad::forward_derivative;
use ferrozyme::exec::{MemRef, ScalarType, Value};
use ferrozyme::ir::{Activity, Module, Type};

use crate::{Engine, JitOptions};

/// What to check and how.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    pub func: String,
    /// One per argument: `Dup`, `DupNoNeed` or `Const`.
    pub activities: Vec<Activity>,
    pub args: Vec<Value>,
    pub seed: u64,
    /// Run the interpreter instead of the JIT.
    pub interp: bool,
    /// Finite-difference step (relative to the direction).
    pub step: f64,
    /// Relative tolerance (an absolute floor of the same size applies).
    pub tolerance: f64,
    /// AD options (native callees, inactive rules).
    pub ad: ferrozyme::ad::lower::AdOptions,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            func: String::new(),
            activities: vec![],
            args: vec![],
            seed: 1,
            interp: false,
            step: 1e-6,
            tolerance: 1e-5,
            ad: ferrozyme::ad::lower::AdOptions::default(),
        }
    }
}

/// The finite-difference step and relative tolerance that suit the least
/// precise float type among the arguments and results of function `func`
/// of `m` (scalars and memory elements) and the values it and the
/// functions it calls compute: `f64` (1e-6, 1e-5, the defaults
/// of `CheckOptions`), `f32` (1e-3, 1e-3), `f16` (0.05, 0.05), `bf16`
/// (0.1, 0.1). Central differences of a function computed in low precision
/// lose about eps/step of its digits to rounding.
pub fn precision_defaults(m: &Module, func: &str) -> (f64, f64) {
    let Some(f) = m.lookup_symbol(func) else { return (1e-6, 1e-5) };
    let (ins, outs) = ferrozyme::ad::activity::signature(m, f);
    let rank = |t: &Type| match t.element_type().unwrap_or(t) {
        Type::BF16 => 3,
        Type::F16 => 2,
        Type::F32 => 1,
        _ => 0,
    };
    // Also the values it and its callees compute: an f64 function working
    // in f32 inside has f32's precision (reader-22: the f64 step was lost
    // in f32 rounding).
    let mut inner = 0;
    let mut seen = vec![f];
    let mut work = vec![f];
    while let Some(g) = work.pop() {
        for o in m.collect_ops(g) {
            inner = m.results(o).iter().map(|&r| rank(m.value_type(r))).fold(inner, i32::max);
            if let Some(c) = ferrozyme::ad::activity::callee_of(m, o).filter(|c| !seen.contains(c)) {
                seen.push(c);
                work.push(c);
            }
        }
    }
    match ins.iter().chain(&outs).map(rank).fold(inner, i32::max) {
        3 => (0.1, 0.1),
        2 => (0.05, 0.05),
        1 => (1e-3, 1e-3),
        _ => (1e-6, 1e-5),
    }
}

/// One compared output (a result, or the worst element of a memref).
#[derive(Clone, Debug)]
pub struct CheckRow {
    pub output: String,
    pub ad: f64,
    pub fd: f64,
    pub abs_err: f64,
    pub rel_err: f64,
}

#[derive(Clone, Debug, Default)]
pub struct CheckReport {
    pub rows: Vec<CheckRow>,
    pub max_abs: f64,
    pub max_rel: f64,
    pub ok: bool,
    pub derivative: String,
}

impl std::fmt::Display for CheckReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{:<24} {:>16} {:>16} {:>11} {:>11}", "output", "derivative", "finite diff", "abs err", "rel err")?;
        for r in &self.rows {
            writeln!(f, "{:<24} {:>16.9e} {:>16.9e} {:>11.2e} {:>11.2e}", r.output, r.ad, r.fd, r.abs_err, r.rel_err)?;
        }
        write!(
            f,
            "max abs err {:.2e}, max rel err {:.2e}: {}",
            self.max_abs,
            self.max_rel,
            if self.ok { "OK" } else { "FAILED" }
        )
    }
}

/// xorshift64*: small, deterministic.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545F4914F6CDD1D);
        (x >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }
}

fn float_value(like: &Value, x: f64) -> Value {
    match like {
        Value::F32(_) => Value::F32(x as f32),
        Value::F16(_) => Value::F16(ferrozyme::exec::value::f16_of(x)),
        Value::BF16(_) => Value::BF16(ferrozyme::exec::value::bf16_of(x)),
        _ => Value::F64(x),
    }
}

fn deep_copy(v: &Value) -> Value {
    match v {
        Value::MemRef(mr) => {
            let c = MemRef::from_values(mr.elem, &mr.values(), &mr.sizes).expect("copy of a memref");
            Value::MemRef(c)
        }
        v => v.clone(),
    }
}

/// `x + s·v` (elementwise for memrefs).
fn shifted(x: &Value, v: &Value, s: f64) -> Value {
    match (x, v) {
        (Value::MemRef(a), Value::MemRef(d)) => {
            let vals: Vec<Value> = a.values().iter().zip(d.values()).map(|(p, q)| shifted(p, &q, s)).collect();
            Value::MemRef(MemRef::from_values(a.elem, &vals, &a.sizes).expect("shifted memref"))
        }
        // Integers and indices are not shifted: they have no derivative.
        (x, _) if !is_float_scalar(x) => x.clone(),
        (x, v) => float_value(x, x.as_f64().unwrap_or(0.0) + s * v.as_f64().unwrap_or(0.0)),
    }
}

/// Is this a float scalar (the values a direction perturbs)?
fn is_float_scalar(v: &Value) -> bool {
    matches!(v, Value::F64(_) | Value::F32(_) | Value::F16(_) | Value::BF16(_))
}

/// Can a result or argument of this type carry a derivative as a value: a
/// float, or a tensor or vector of floats (passed as a memref of its shape)?
pub fn is_float_value(t: &Type) -> bool {
    match t {
        Type::Tensor { elem, .. } | Type::Vector { elem, .. } => ferrozyme::ad::activity::is_float(elem),
        t => ferrozyme::ad::activity::is_float(t),
    }
}

/// A random seed for an active result of type `t`: a number, or a tensor
/// or vector (as a memref of its shape) of numbers.
fn random_seed(rng: &mut Rng, t: &Type) -> Result<Value, String> {
    Ok(match t {
        Type::Tensor { elem, .. } | Type::Vector { elem, .. } => {
            let dims: Vec<i64> = match t {
                Type::Tensor { shape, .. } => {
                    shape.iter().map(|d| if let ferrozyme::ir::Dim::Static(k) = d { *k } else { 0 }).collect()
                }
                Type::Vector { shape, .. } => shape.clone(),
                _ => vec![],
            };
            let elem = ferrozyme::exec::ScalarType::of(elem).ok_or("tensor results of this element type")?;
            let zero = MemRef::zeros(elem, &dims).ok_or("tensor result too large")?;
            let vals: Vec<Value> = zero.values().iter().map(|p| float_value(p, rng.next())).collect();
            Value::MemRef(MemRef::from_values(elem, &vals, &dims).ok_or("tensor seed")?)
        }
        Type::F32 => Value::F32(rng.next() as f32),
        _ => Value::F64(rng.next()),
    })
}

/// Numbers per result or per argument.
type Numbers = Vec<Vec<f64>>;

/// The numbers of a float value: a scalar, or a tensor's elements.
/// Refuse to check `func` at `args` when the primal is not finite there
/// (NaN or infinity in its float results or in its float argument memory
/// after the call, e.g. a math function outside its domain): there is no
/// derivative to compare with finite differences.
/// The larger error, NaN if either is (`f64::max` would drop it).
fn worse(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        a.max(b)
    }
}

/// `something_to_check` in reverse (and split) mode: active or dup
/// arguments in, active results or dup memory out.
fn reverse_has_something_to_check(
    func: &str,
    results: &[Type],
    rets: &[Activity],
    acts: &[Activity],
) -> Result<(), String> {
    let dup = |a: &Activity| matches!(a, Activity::Dup | Activity::DupNoNeed);
    let inputs = acts.iter().any(|a| *a == Activity::Active || dup(a));
    let outputs = rets.iter().any(|a| matches!(a, Activity::Active | Activity::ActiveNoNeed)) || acts.iter().any(dup);
    something_to_check(func, results, inputs, outputs, false)
}

/// Refuse a check that would compare nothing (and so could not fail): no
/// argument it varies (`inputs`), or no output it reads (`outputs`: float
/// results, memory of `dup` arguments, memref results in forward mode).
fn something_to_check(func: &str, results: &[Type], inputs: bool, outputs: bool, forward: bool) -> Result<(), String> {
    if !inputs {
        return Err(format!("error: nothing to check: every argument of @{func} is const"));
    }
    if outputs {
        return Ok(());
    }
    let memory = results.iter().find(|t| matches!(t, Type::MemRef(_) | Type::LlvmPtr { .. }));
    let why = match memory {
        Some(t) if !forward => format!(
            " (its result of type '{t}' is memory, whose derivative reverse mode cannot take: enzyme_dup results are not supported there; check it with --mode forward)"
        ),
        Some(t) => format!(" (its result of type '{t}' is memory the check cannot compare)"),
        None => String::new(),
    };
    Err(format!("error: nothing to check: @{func} has no float result and no dup argument whose memory could show a derivative{why}"))
}

fn primal_is_finite(engine: &mut Engine, func: &str, args: &[Value]) -> Result<(), String> {
    let args: Vec<Value> = args.iter().map(deep_copy).collect();
    let r = engine.call(func, &args).map_err(|e| e.to_string())?;
    let finite = |vs: &[Value]| vs.iter().flat_map(numbers).all(f64::is_finite);
    if !finite(&r) || !finite(&args) {
        return Err(format!(
            "@{func} is not finite at this point (NaN or infinity in its results or argument memory, e.g. a math function outside its domain): nothing to check there; choose another point"
        ));
    }
    Ok(())
}

fn numbers(v: &Value) -> Vec<f64> {
    match v {
        Value::MemRef(mr) if mr.elem.is_float() => mr.to_f64_vec(),
        v => v.as_f64().into_iter().collect(),
    }
}

/// Outputs of one call as flat numbers with labels: the results marked in
/// `res` (floats, tensors of floats), then the contents of the `dup`
/// memref arguments (`mem`) after the call.
fn outputs(results: &[Value], res: &[bool], args: &[Value], mem: &[bool]) -> Vec<(String, Vec<f64>)> {
    let mut out = Vec::new();
    for (i, (r, &on)) in results.iter().zip(res).enumerate() {
        if on {
            out.push((format!("result #{i}"), numbers(r)));
        }
    }
    for (i, (a, &on)) in args.iter().zip(mem).enumerate() {
        if let (Value::MemRef(mr), true) = (a, on) {
            if mr.elem.is_float() {
                out.push((format!("arg #{i} memory"), mr.to_f64_vec()));
            }
        }
    }
    out
}

/// Check the forward derivative of `o.func` at `o.args`.
pub fn check_forward(m: &Module, o: &CheckOptions) -> Result<CheckReport, String> {
    let f = m.lookup_symbol(&o.func).ok_or_else(|| format!("error: no function named @{}", o.func))?;
    let (params, results) = ferrozyme::ad::activity::signature(m, f);
    // Float results and memrefs of floats returned: (primal, tangent).
    let returned_memory = |t: &Type| matches!(t, Type::MemRef(mt) if ferrozyme::ad::activity::is_float(&mt.elem));
    let rets: Vec<Activity> = results
        .iter()
        .map(|t| if is_float_value(t) || returned_memory(t) { Activity::Dup } else { Activity::Const })
        .collect();
    let res_on: Vec<bool> = rets.iter().map(|a| *a == Activity::Dup).collect();
    // Memory of `dup` memref arguments is compared (tensors are values).
    let mem_on: Vec<bool> = params
        .iter()
        .zip(&o.activities)
        .map(|(t, a)| t.is_memref_like() && matches!(a, Activity::Dup | Activity::DupNoNeed))
        .collect();
    let inputs = o.activities.iter().any(|a| matches!(a, Activity::Dup | Activity::DupNoNeed));
    let compared = res_on.iter().chain(&mem_on).any(|&on| on);
    something_to_check(&o.func, &results, inputs, compared, true)?;
    let mut dm = m.clone();
    let (mut cache, _) = o.ad.caches(m);
    let name = forward_derivative(&mut dm, &mut cache, f, &o.activities, &rets, 1).map_err(|d| d.to_string())?;
    ferrozyme::verify::verify(&dm).map_err(|d| format!("internal error: the derivative does not verify: {d}"))?;
    let mut engine = if o.interp { Engine::interp(&dm) } else { Engine::jit(&dm, JitOptions { checked: true }) }
        .map_err(|e| e.to_string())?;

    // Directions.
    let mut rng = Rng(o.seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    let mut dirs = Vec::new();
    for (a, act) in o.args.iter().zip(&o.activities) {
        let dup = matches!(act, Activity::Dup | Activity::DupNoNeed);
        dirs.push(match a {
            Value::MemRef(mr) => {
                // Integer/index memory has no tangent: its "direction" is a copy.
                let vals: Vec<Value> = mr
                    .values()
                    .iter()
                    .map(|p| match p {
                        p if is_float_scalar(p) => float_value(p, if dup { rng.next() } else { 0.0 }),
                        p => p.clone(),
                    })
                    .collect();
                Value::MemRef(
                    MemRef::from_values(mr.elem, &vals, &mr.sizes).ok_or_else(|| {
                        format!("internal error: cannot build a direction for a {:?} memref", mr.elem)
                    })?,
                )
            }
            v if v.as_f64().is_some() => float_value(v, if dup { rng.next() } else { 0.0 }),
            v => v.clone(),
        });
    }

    primal_is_finite(&mut engine, &o.func, &o.args)?;
    // AD: one call of the derivative.
    let primal_args: Vec<Value> = o.args.iter().map(deep_copy).collect();
    let mut call_args = Vec::new();
    let mut shadows = Vec::new();
    for ((a, d), act) in primal_args.iter().zip(&dirs).zip(&o.activities) {
        call_args.push(a.clone());
        if matches!(act, Activity::Dup | Activity::DupNoNeed) {
            let s = deep_copy(d);
            call_args.push(s.clone());
            shadows.push(s);
        } else {
            shadows.push(Value::Index(0));
        }
    }
    let live = engine.live_allocations();
    let r = engine.call(&name, &call_args).map_err(|e| e.to_string())?;
    let derivative_left = engine.live_allocations().saturating_sub(live);
    // The derivative leaves what the primal leaves, and the tangent of
    // memory it returns; its shadow allocations are freed with their
    // primal memory.
    let live = engine.live_allocations();
    engine.call(&o.func, &o.args.iter().map(deep_copy).collect::<Vec<_>>()).map_err(|e| e.to_string())?;
    let primal_left = engine.live_allocations().saturating_sub(live);
    if derivative_left > 2 * primal_left {
        return Err(format!(
            "the derivative @{name} leaves {derivative_left} heap allocation(s), the primal {primal_left}"
        ));
    }
    // Results: (primal, tangent) for float results, primal for the others.
    let mut tangents = Vec::new();
    let mut k = 0;
    for a in &rets {
        if *a == Activity::Dup {
            tangents.push(r.get(k + 1).cloned().ok_or("missing tangent result")?);
            k += 2;
        } else {
            tangents.push(Value::Index(0));
            k += 1;
        }
    }
    let ad = outputs(&tangents, &res_on, &shadows, &mem_on);

    // Finite differences.
    let mut run_at =
        |s: f64| -> Result<Vec<(String, Vec<f64>)>, String> {
            let args: Vec<Value> =
                o.args
                    .iter()
                    .zip(&dirs)
                    .map(|(x, v)| {
                        if v.as_f64().is_some() || matches!(v, Value::MemRef(_)) {
                            shifted(x, v, s)
                        } else {
                            x.clone()
                        }
                    })
                    .collect();
            let r = engine.call(&o.func, &args).map_err(|e| e.to_string())?;
            Ok(outputs(&r, &res_on, &args, &mem_on))
        };
    let plus = run_at(o.step)?;
    let minus = run_at(-o.step)?;

    let mut report = CheckReport { ok: true, derivative: name, ..Default::default() };
    for ((label, adv), ((_, p), (_, q))) in ad.iter().zip(plus.iter().zip(&minus)) {
        let mut worst: Option<CheckRow> = None;
        for (i, &a) in adv.iter().enumerate() {
            let fd = (p[i] - q[i]) / (2.0 * o.step);
            let abs = (a - fd).abs();
            let rel = abs / a.abs().max(fd.abs()).max(1e-300);
            // NaN or infinity in either counts as a failure (and shows in
            // the maxima: `f64::max` would skip a NaN).
            let bad = !abs.is_finite() || abs > o.tolerance * (1.0 + a.abs().max(fd.abs()));
            if bad {
                report.ok = false;
            }
            report.max_abs = worse(report.max_abs, abs);
            // (The summary's relative error is the rows': reader-43 saw a
            // row's 4.9e-11 summed up as 0.)
            report.max_rel = worse(report.max_rel, rel);
            let lbl = if adv.len() > 1 { format!("{label} [{i}]") } else { label.clone() };
            if worst.as_ref().is_none_or(|w| abs > w.abs_err) {
                worst = Some(CheckRow { output: lbl, ad: a, fd, abs_err: abs, rel_err: rel });
            }
        }
        report.rows.extend(worst);
    }
    Ok(report)
}

/// Parse `dup,const,...` (with or without the `enzyme_` prefix).
pub fn parse_activities(s: &str) -> Result<Vec<Activity>, String> {
    s.split(',')
        .filter(|x| !x.trim().is_empty())
        .map(|x| {
            let x = x.trim();
            let full = if x.starts_with("enzyme_") { x.to_string() } else { format!("enzyme_{x}") };
            Activity::from_keyword(&full).ok_or_else(|| format!("unknown activity '{x}'"))
        })
        .collect()
}

/// Is this element type one the checker perturbs?
pub fn is_float_elem(t: &Type) -> bool {
    ScalarType::of(t).is_some_and(ScalarType::is_float)
}

/// The dot-product test of a reverse derivative: for random `v` (over the
/// active scalars and `dup` memory) and random `w` (over the float results
/// and `dup` memory after the call), `<J·v, w>` from central finite
/// differences must equal `<v, Jᵀ·w>` from one call of the reverse
/// derivative (seeds `w`, shadow memory starting at `w`'s memory part).
pub fn check_reverse(m: &Module, o: &CheckOptions) -> Result<CheckReport, String> {
    let f = m.lookup_symbol(&o.func).ok_or_else(|| format!("error: no function named @{}", o.func))?;
    let (_, results) = ferrozyme::ad::activity::signature(m, f);
    let rets: Vec<Activity> = results
        .iter()
        .map(|t| if is_float_value(t) { Activity::ActiveNoNeed } else { Activity::ConstNoNeed })
        .collect();
    reverse_has_something_to_check(&o.func, &results, &rets, &o.activities)?;
    let mut dm = m.clone();
    let (_, mut cache) = o.ad.caches(m);
    let name =
        ferrozyme::ad::reverse_derivative(&mut dm, &mut cache, f, &o.activities, &rets).map_err(|d| d.to_string())?;
    ferrozyme::verify::verify(&dm).map_err(|d| format!("internal error: the derivative does not verify: {d}"))?;
    let mut engine = if o.interp { Engine::interp(&dm) } else { Engine::jit(&dm, JitOptions { checked: true }) }
        .map_err(|e| e.to_string())?;
    let mut rng = Rng(o.seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    let random_like = |rng: &mut Rng, a: &Value| -> Value {
        match a {
            Value::MemRef(mr) => {
                let vals: Vec<Value> = mr.values().iter().map(|p| float_value(p, rng.next())).collect();
                Value::MemRef(MemRef::from_values(mr.elem, &vals, &mr.sizes).expect("memref"))
            }
            v => float_value(v, rng.next()),
        }
    };
    // Directions v (inputs) and w (outputs).
    let mut v_dirs = Vec::new();
    let mut w_mem = Vec::new();
    for (a, act) in o.args.iter().zip(&o.activities) {
        let on = matches!(act, Activity::Active | Activity::Dup | Activity::DupNoNeed);
        v_dirs.push(if on { Some(random_like(&mut rng, a)) } else { None });
        w_mem.push(if matches!(act, Activity::Dup | Activity::DupNoNeed) {
            Some(random_like(&mut rng, a))
        } else {
            None
        });
    }
    // Seeds of the active results: a number, or a tensor of numbers.
    let mut w_res: Vec<Option<Value>> = Vec::new();
    for (a, t) in rets.iter().zip(&results) {
        w_res.push(if *a != Activity::ActiveNoNeed { None } else { Some(random_seed(&mut rng, t)?) });
    }

    primal_is_finite(&mut engine, &o.func, &o.args)?;
    // <J·v, w> by central differences.
    let mut run_at = |s: f64| -> Result<(Numbers, Numbers), String> {
        let args: Vec<Value> = o
            .args
            .iter()
            .zip(&v_dirs)
            .map(|(x, v)| match v {
                Some(v) => shifted(x, v, s),
                None => deep_copy(x),
            })
            .collect();
        let r = engine.call(&o.func, &args).map_err(|e| e.to_string())?;
        let res: Vec<Vec<f64>> = r.iter().map(numbers).collect();
        let mem = args
            .iter()
            .zip(&w_mem)
            .map(|(a, w)| if w.is_some() { a.as_memref().map(MemRef::to_f64_vec).unwrap_or_default() } else { vec![] })
            .collect();
        Ok((res, mem))
    };
    let (rp, mp) = run_at(o.step)?;
    let (rm, mm) = run_at(-o.step)?;
    let mut lhs = 0.0;
    for (i, w) in w_res.iter().enumerate() {
        if let Some(w) = w {
            for (j, wv) in numbers(w).iter().enumerate() {
                lhs += (rp[i][j] - rm[i][j]) / (2.0 * o.step) * wv;
            }
        }
    }
    for (k, w) in w_mem.iter().enumerate() {
        if let Some(Value::MemRef(w)) = w {
            for (j, wv) in w.to_f64_vec().iter().enumerate() {
                lhs += (mp[k][j] - mm[k][j]) / (2.0 * o.step) * wv;
            }
        }
    }

    // <v, Jᵀ·w> from the reverse derivative.
    let mut call_args = Vec::new();
    let mut shadows = Vec::new();
    for ((a, act), w) in o.args.iter().zip(&o.activities).zip(&w_mem) {
        call_args.push(deep_copy(a));
        if matches!(act, Activity::Dup | Activity::DupNoNeed) {
            let s = deep_copy(w.as_ref().expect("shadow seed"));
            call_args.push(s.clone());
            shadows.push(Some(s));
        } else {
            shadows.push(None);
        }
    }
    call_args.extend(w_res.iter().flatten().map(deep_copy));
    let live = engine.live_allocations();
    let grads = engine.call(&name, &call_args).map_err(|e| e.to_string())?;
    let derivative_left = engine.live_allocations().saturating_sub(live);
    // The derivative leaves primal memory as the primal does, and no more
    // heap allocations than it (its tape, shadows and records are freed).
    let primal_args: Vec<Value> = o.args.iter().map(deep_copy).collect();
    let live = engine.live_allocations();
    engine.call(&o.func, &primal_args).map_err(|e| e.to_string())?;
    let primal_left = engine.live_allocations().saturating_sub(live);
    if derivative_left > primal_left {
        return Err(format!(
            "the derivative @{name} leaves {derivative_left} heap allocation(s), the primal {primal_left}"
        ));
    }
    let mut k = 0;
    for ((a, act), p) in o.args.iter().zip(&o.activities).zip(&primal_args) {
        if let (Value::MemRef(want), Value::MemRef(got)) = (p, &call_args[k]) {
            let (w, g) = (want.to_f64_vec(), got.to_f64_vec());
            let same = w.iter().zip(&g).all(|(x, y)| x == y || (x - y).abs() <= 1e-12 * (1.0 + x.abs()));
            if !same {
                return Err(format!(
                    "the derivative @{name} leaves argument memory different from the primal's: {g:?} instead of {w:?}"
                ));
            }
        }
        let _ = a;
        k += if matches!(act, Activity::Dup | Activity::DupNoNeed) { 2 } else { 1 };
    }
    let mut rhs = 0.0;
    let mut g = grads.iter();
    for ((act, v), s) in o.activities.iter().zip(&v_dirs).zip(&shadows) {
        match (act, v) {
            (Activity::Active, Some(v)) => {
                let grad = g.next().map(numbers).unwrap_or_default();
                rhs += numbers(v).iter().zip(grad).map(|(a, b)| a * b).sum::<f64>();
            }
            (Activity::Dup | Activity::DupNoNeed, Some(Value::MemRef(v))) => {
                if let Some(Value::MemRef(s)) = s {
                    rhs += v.to_f64_vec().iter().zip(s.to_f64_vec()).map(|(a, b)| a * b).sum::<f64>();
                }
            }
            _ => {}
        }
    }
    let abs = (lhs - rhs).abs();
    let ok = abs.is_finite() && abs <= o.tolerance * (1.0 + lhs.abs().max(rhs.abs()));
    Ok(CheckReport {
        rows: vec![CheckRow {
            output: "<J·v, w> vs <v, Jᵀ·w>".into(),
            ad: rhs,
            fd: lhs,
            abs_err: abs,
            rel_err: abs / lhs.abs().max(rhs.abs()).max(1e-300),
        }],
        max_abs: abs,
        max_rel: abs / lhs.abs().max(rhs.abs()).max(1e-300),
        ok,
        derivative: name,
    })
}

/// Split mode against combined mode, with the tape kept across a change of
/// the primal's memory: runs the augmented primal, overwrites every memref
/// argument with unrelated numbers, then runs the reverse function on the
/// kept tape. Its gradients and shadows must equal those of the combined
/// derivative (same arguments, seeds and initial shadows), and the primal
/// results and memory left by the augmented primal must equal the primal's.
/// The report's one row compares the sum of squared differences.
pub fn check_split(m: &Module, o: &CheckOptions) -> Result<CheckReport, String> {
    split_against_combined(m, o, &ferrozyme::ad::ModifiedBetween::All)
}

/// `check_split` for a caller that changes no memory between the two
/// calls (`ModifiedBetween::Args([])`: the reverse reads the arguments in
/// place, nothing is copied): the reverse runs right after the primal.
pub fn check_split_in_place(m: &Module, o: &CheckOptions) -> Result<CheckReport, String> {
    split_against_combined(m, o, &ferrozyme::ad::ModifiedBetween::Args(Vec::new()))
}

fn split_against_combined(
    m: &Module,
    o: &CheckOptions,
    modified: &ferrozyme::ad::ModifiedBetween,
) -> Result<CheckReport, String> {
    let f = m.lookup_symbol(&o.func).ok_or_else(|| format!("error: no function named @{}", o.func))?;
    let (_, results) = ferrozyme::ad::activity::signature(m, f);
    let rets: Vec<Activity> =
        results.iter().map(|t| if is_float_value(t) { Activity::Active } else { Activity::Const }).collect();
    reverse_has_something_to_check(&o.func, &results, &rets, &o.activities)?;
    let mut dm = m.clone();
    let (_, mut cache) = o.ad.caches(m);
    let pair = ferrozyme::ad::split_derivative_with(&mut dm, &mut cache, f, &o.activities, &rets, modified)
        .map_err(|d| d.to_string())?;
    let combined =
        ferrozyme::ad::reverse_derivative(&mut dm, &mut cache, f, &o.activities, &rets).map_err(|d| d.to_string())?;
    ferrozyme::verify::verify(&dm).map_err(|d| format!("internal error: the derivative does not verify: {d}"))?;
    let mut engine = if o.interp { Engine::interp(&dm) } else { Engine::jit(&dm, JitOptions { checked: true }) }
        .map_err(|e| e.to_string())?;
    primal_is_finite(&mut engine, &o.func, &o.args)?;
    // What the primal itself leaves (memory it returns): combined mode and
    // the split primal each return it too.
    let live = engine.live_allocations();
    let primal_args: Vec<Value> = o.args.iter().map(deep_copy).collect();
    engine.call(&o.func, &primal_args).map_err(|e| e.to_string())?;
    let primal_left = engine.live_allocations().saturating_sub(live);
    let live_before = engine.live_allocations();
    let mut rng = Rng(o.seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    let mut shadows = Vec::new();
    for (a, act) in o.args.iter().zip(&o.activities) {
        shadows.push(if matches!(act, Activity::Dup | Activity::DupNoNeed) {
            let Value::MemRef(mr) = a else { return Err("a dup argument must be a memref".into()) };
            let vals: Vec<Value> = mr.values().iter().map(|p| float_value(p, rng.next())).collect();
            Some(Value::MemRef(MemRef::from_values(mr.elem, &vals, &mr.sizes).expect("memref")))
        } else {
            None
        });
    }
    let mut seeds = Vec::new();
    for (t, a) in results.iter().zip(&rets) {
        if *a == Activity::Active {
            seeds.push(random_seed(&mut rng, t)?);
        }
    }
    let with_shadows = |args: &[Value], sh: &[Option<Value>]| -> Vec<Value> {
        let mut v = Vec::new();
        for (a, s) in args.iter().zip(sh) {
            v.push(a.clone());
            if let Some(s) = s {
                v.push(s.clone());
            }
        }
        v
    };
    // Combined mode.
    let c_args: Vec<Value> = o.args.iter().map(deep_copy).collect();
    let c_sh: Vec<Option<Value>> = shadows.iter().map(|s| s.as_ref().map(deep_copy)).collect();
    let mut call = with_shadows(&c_args, &c_sh);
    call.extend(seeds.iter().cloned());
    let c_out = engine.call(&combined, &call).map_err(|e| e.to_string())?;
    let n_primal = rets.iter().filter(|a| matches!(a, Activity::Active | Activity::Const)).count();
    // Split mode: primal, then memory scrambled, then reverse from the tape.
    let s_args: Vec<Value> = o.args.iter().map(deep_copy).collect();
    let s_sh: Vec<Option<Value>> = shadows.iter().map(|s| s.as_ref().map(deep_copy)).collect();
    let aug_out = engine.call(&pair.primal, &with_shadows(&s_args, &s_sh)).map_err(|e| e.to_string())?;
    if aug_out.len() != n_primal + pair.tape.len() {
        return Err(format!(
            "@{} returned {} values, expected {}",
            pair.primal,
            aug_out.len(),
            n_primal + pair.tape.len()
        ));
    }
    let tape: Vec<Value> = aug_out[n_primal..].to_vec();
    let mut diff = 0.0;
    let mut scale = 0.0;
    // (The element that differs most: split mode's value, combined mode's.)
    let mut worst = (0.0f64, 0.0f64, 0.0f64);
    let mut cmp = |a: &[f64], b: &[f64]| {
        for (x, y) in a.iter().zip(b) {
            diff += (x - y) * (x - y);
            scale += x * x;
            if (x - y).abs() > worst.0 || worst == (0.0, 0.0, 0.0) {
                worst = ((x - y).abs(), *y, *x);
            }
        }
    };
    // Primal results and memory: as the primal's (the combined derivative ran it too).
    let p_args: Vec<Value> = o.args.iter().map(deep_copy).collect();
    let p_out = engine.call(&o.func, &p_args).map_err(|e| e.to_string())?;
    let p_f: Vec<f64> = p_out.iter().flat_map(numbers).collect();
    let a_f: Vec<f64> = aug_out[..n_primal].iter().flat_map(numbers).collect();
    cmp(&p_f, &a_f);
    for (p, s) in p_args.iter().zip(&s_args) {
        if let (Value::MemRef(p), Value::MemRef(s)) = (p, s) {
            cmp(&p.to_f64_vec(), &s.to_f64_vec());
        }
    }
    // The tape must not depend on the primal's memory any more (what may
    // change of it).
    for (i, a) in s_args.iter().enumerate() {
        if let (Value::MemRef(mr), true) = (a, modified.arg(i)) {
            let junk: Vec<Value> = mr.values().iter().enumerate().map(|(i, p)| junk_like(p, i)).collect();
            mr.fill_from(&junk).ok_or("cannot overwrite an argument")?;
        }
    }
    let mut rcall = seeds.clone();
    rcall.extend(tape);
    let s_grads = engine.call(&pair.reverse, &rcall).map_err(|e| e.to_string())?;
    // The reverse freed the tape; nothing else is left either: only what
    // the combined derivative, the split primal and the primal run above
    // each return, as the primal does.
    let left = engine.live_allocations().saturating_sub(live_before);
    if left > 3 * primal_left {
        return Err(format!(
            "{left} heap allocation(s) left after the primal, the derivatives and the reverse (the primal alone leaves {primal_left})"
        ));
    }
    let c_grads: Vec<f64> = c_out[n_primal..].iter().flat_map(numbers).collect();
    let s_gf: Vec<f64> = s_grads.iter().flat_map(numbers).collect();
    if c_grads.len() != s_gf.len() {
        return Err(format!("{} gradients from split mode, {} from combined mode", s_gf.len(), c_grads.len()));
    }
    cmp(&c_grads, &s_gf);
    for (c, s) in c_sh.iter().zip(&s_sh) {
        if let (Some(Value::MemRef(c)), Some(Value::MemRef(s))) = (c, s) {
            cmp(&c.to_f64_vec(), &s.to_f64_vec());
        }
    }
    let abs = diff.sqrt();
    let rel = abs / scale.sqrt().max(1e-300);
    Ok(CheckReport {
        // The row: the element that differs most, split mode's value in the
        // derivative column, combined mode's in the other; the errors: of
        // all of them (the norm of the differences).
        rows: vec![CheckRow {
            output: "split vs combined (worst)".into(),
            ad: worst.1,
            fd: worst.2,
            abs_err: abs,
            rel_err: rel,
        }],
        max_abs: abs,
        max_rel: rel,
        ok: abs <= 1e-12 * (1.0 + scale.sqrt()),
        derivative: format!("@{} + @{}", pair.primal, pair.reverse),
    })
}

/// Numbers unrelated to any test input, of the element's type.
fn junk_like(p: &Value, i: usize) -> Value {
    match p {
        Value::Int { width, .. } => Value::Int { value: 1_000 + i as i64, width: *width },
        Value::Index(_) => Value::Index(i as i64 % 2),
        p => float_value(p, 917.25 + i as f64),
    }
}
