//! What the forward- and reverse-mode tests share: the list of
//! differentiable ops and the `// fwd` / `// rev` check lines of the
//! `tests/ad_*` files.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use ferrozyme::ad::activity::{is_float, signature};
use ferrozyme::exec::text::parse_value;
use ferrozyme::exec::Value;
use ferrozyme::ir::{Activity, Module};
use ferrozyme_jit::check::{check_reverse, parse_activities, CheckOptions};

/// The repository's `tests/` directory.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests")
}

/// Parse and verify a test file; `path` is relative to `tests/` (e.g.
/// `ad_reverse/loops.mlir`). Returns the module and the text.
pub fn load(path: &str) -> (Module, String) {
    let full = root().join(path);
    let text = std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()));
    let name = Path::new(path).file_name().and_then(|n| n.to_str()).unwrap_or(path);
    let m = ferrozyme::parse_module(name, text.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    (m, text)
}

/// Forward-mode activities in reverse-mode terms: a scalar `dup` is `active`.
pub fn to_reverse(m: &Module, func: &str, acts: &[Activity]) -> Vec<Activity> {
    let f = m.lookup_symbol(func).unwrap_or_else(|| panic!("no @{func}"));
    let (ins, _) = signature(m, f);
    acts.iter()
        .zip(&ins)
        .map(|(a, t)| match a {
            Activity::Dup | Activity::DupNoNeed if is_float(t) => Activity::Active,
            a => *a,
        })
        .collect()
}

/// Every differentiable float op of `arith` and `math` (each needs a test in both modes).
pub const DIFFERENTIABLE_OPS: &[&str] = &[
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.remf",
    "arith.negf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.extf",
    "arith.truncf",
    "arith.select",
    "math.sin",
    "math.cos",
    "math.tan",
    "math.asin",
    "math.acos",
    "math.atan",
    "math.atan2",
    "math.sinh",
    "math.cosh",
    "math.tanh",
    "math.asinh",
    "math.acosh",
    "math.atanh",
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.log",
    "math.log2",
    "math.log10",
    "math.log1p",
    "math.sqrt",
    "math.rsqrt",
    "math.cbrt",
    "math.powf",
    "math.fpowi",
    "math.absf",
    "math.erf",
    "math.erfc",
    "math.floor",
    "math.ceil",
    "math.round",
    "math.roundeven",
    "math.trunc",
    "math.copysign",
    "math.fma",
];

/// One `// rev` or `// fwd` line.
#[derive(Clone, Debug)]
pub struct Directive {
    pub line: usize,
    pub func: String,
    pub acts: Vec<Activity>,
    pub step: f64,
    pub tol: f64,
    pub points: Vec<Vec<String>>,
}

pub fn directives(file: &str, text: &str, marker: &str) -> Vec<Directive> {
    let prefix = format!("// {marker} @");
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        let Some(rest) = l.trim().strip_prefix(prefix.as_str()) else { continue };
        let (head, points) = rest.split_once(" : ").unwrap_or_else(|| panic!("{file}:{}: no ' : '", i + 1));
        let mut words = head.split_whitespace();
        let func = words.next().expect("function").to_string();
        let acts = parse_activities(words.next().expect("activities")).expect("activities");
        let (mut step, mut tol) = (1e-6, 1e-5);
        for w in words {
            match w.split_once('=') {
                Some(("step", v)) => step = v.parse().expect("step"),
                Some(("tol", v)) => tol = v.parse().expect("tol"),
                _ => panic!("{file}:{}: unknown option '{w}'", i + 1),
            }
        }
        let points =
            points.split('|').map(|p| p.split(';').map(|a| a.trim().to_string()).collect::<Vec<_>>()).collect();
        out.push(Directive { line: i + 1, func, acts, step, tol, points });
    }
    out
}

pub fn parse_args(m: &Module, func: &str, texts: &[String]) -> Vec<Value> {
    let f = m.lookup_symbol(func).unwrap_or_else(|| panic!("no @{func}"));
    let (ins, _) = signature(m, f);
    assert_eq!(ins.len(), texts.len(), "@{func}: argument count");
    texts.iter().zip(&ins).map(|(t, ty)| parse_value(t, ty).unwrap_or_else(|e| panic!("@{func}: {t}: {e}"))).collect()
}

/// How `check_programs` checks each point.
pub struct RevRun<'a> {
    /// Seeds of the random directions.
    pub seeds: &'a [u64],
    /// Options of the AD transformation.
    pub ad: ferrozyme::ad::lower::AdOptions,
    /// The check: `check_reverse`, `check_split`...
    pub check: fn(&Module, &CheckOptions) -> Result<ferrozyme_jit::check::CheckReport, String>,
}

/// Every `// marker` directive of the files `paths` (relative to `tests/`):
/// every point checked with `run.check` under the JIT and the interpreter,
/// for each seed; asserts that all pass and returns how many ran.
pub fn check_programs(paths: &[&str], marker: &str, run: &RevRun<'_>) -> usize {
    let mut failures = Vec::new();
    let mut count = 0;
    for path in paths {
        let (m, text) = load(path);
        let ds = directives(path, &text, marker);
        assert!(!ds.is_empty(), "{path}: no '// {marker}' lines");
        for d in &ds {
            let acts = to_reverse(&m, &d.func, &d.acts);
            for p in &d.points {
                let args = parse_args(&m, &d.func, p);
                for interp in [false, true] {
                    for &seed in run.seeds {
                        let o = CheckOptions {
                            func: d.func.clone(),
                            activities: acts.clone(),
                            args: args.clone(),
                            seed,
                            interp,
                            step: d.step,
                            tolerance: d.tol,
                            ad: run.ad.clone(),
                        };
                        count += 1;
                        let engine = if interp { "interp" } else { "jit" };
                        let at = format!("{path}:{}: @{} at {p:?} ({engine}, seed {seed})", d.line, d.func);
                        match (run.check)(&m, &o) {
                            Ok(r) if r.ok => {}
                            Ok(r) => failures.push(format!("{at}:\n{r}")),
                            Err(e) => failures.push(format!("{at}: {e}")),
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {count} checks failed:\n{}", failures.len(), failures.join("\n"));
    count
}

/// The dot-product test against finite differences for every directive of
/// `path` (all points, seeds 1–3, both engines); returns the number of checks.
pub fn check_reverse_file(path: &str, marker: &str) -> usize {
    check_programs(&[path], marker, &RevRun { seeds: &[1, 2, 3], ad: Default::default(), check: check_reverse })
}

/// The reverse derivative of `func` of `tests/<path>` (float results
/// active, others const), made with `cache` (options set by the caller),
/// verified: the module and the derivative's name.
#[allow(dead_code)]
pub fn derive_reverse(
    path: &str,
    func: &str,
    acts: &[Activity],
    cache: &mut ferrozyme::ad::ReverseCache,
) -> (Module, String) {
    let (m, _) = load(path);
    let f = m.lookup_symbol(func).expect("function");
    let (_, res) = signature(&m, f);
    let rets: Vec<Activity> =
        res.iter().map(|t| if is_float(t) { Activity::Active } else { Activity::Const }).collect();
    let mut dm = m.clone();
    let name = ferrozyme::ad::reverse_derivative(&mut dm, cache, f, acts, &rets).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&dm).unwrap_or_else(|d| panic!("{d}"));
    (dm, name)
}
