//! Differential tests: the reference interpreter and the Cranelift JIT
//! (checked and unchecked) must compute the same thing.
//!
//! 1. Every function of `tests/corpus/`, `tests/runner/` and `examples/` whose
//!    parameters are scalars or memrefs of f64/f32/i32/i64 is called under the
//!    three engines with several deterministic argument sets; results, memref
//!    arguments after the call and printed output must be bit-identical, and an
//!    error in one engine must be an error at the same op in the other (the
//!    unchecked JIT is only run when the interpreter succeeds).
//! 2. A property test generates random straight-line and loop programs (f64,
//!    i64 and i32 arithmetic, casts, `scf.for` with `iter_args` and an `scf.if`,
//!    loads and stores on a memref argument) and compares the engines bit for bit.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ferrozyme::exec::runner_utils::{capture_output, take_output};
use ferrozyme::exec::{ExecError, MemRef, ScalarType, Value};
use ferrozyme::ir::{Attribute, Dim, Layout, Module, Type};
use ferrozyme_jit::{Engine, JitOptions};
use proptest::prelude::*;

// ---------------------------------------------------------------------------
// Part 1: the corpus.

/// How an argument of one parameter is made.
#[derive(Clone, Debug)]
enum Param {
    Scalar(ScalarType),
    MemRef { elem: ScalarType, shape: Vec<Dim> },
}

fn param_of(t: &Type) -> Option<Param> {
    match t {
        Type::Int { .. } | Type::Index | Type::F32 | Type::F64 => ScalarType::of(t).map(Param::Scalar),
        Type::MemRef(mt) => {
            let elem = match &mt.elem {
                Type::F64 => ScalarType::F64,
                Type::F32 => ScalarType::F32,
                Type::Int { width: 32, .. } => ScalarType::Int(32),
                Type::Int { width: 64, .. } => ScalarType::Int(64),
                _ => return None,
            };
            if mt.layout != Layout::Identity || mt.memory_space.is_some() {
                return None;
            }
            Some(Param::MemRef { elem, shape: mt.shape.clone() })
        }
        _ => None,
    }
}

const FLOATS: [f64; 3] = [0.75, -1.5, 3.0];
const INTS: [i64; 3] = [0, 7, -3];
/// For functions that loop (practically) forever on a negative or zero argument.
const POSITIVE_FLOATS: [f64; 3] = [0.75, 1.5, 3.0];
const POSITIVE_INTS: [i64; 3] = [1, 7, 3];

/// `(file, function)` pairs that get only positive arguments.
const POSITIVE_ONLY: &[(&str, &str)] = &[
    ("tests/corpus/llvm_branch.mlir", "ipow"),
    ("tests/corpus/scf_while.mlir", "collatz"),
    ("tests/corpus/scf_while.mlir", "newton_sqrt"),
    ("tests/runner/collatz_while.mlir", "steps"),
];

/// Element `i` of a memref argument in argument set `set`.
fn element(elem: ScalarType, set: usize, i: usize) -> Value {
    let k = (i * 5 + set * 3) % 9;
    match elem {
        ScalarType::F64 => Value::F64(k as f64 * 0.625 - 2.25),
        ScalarType::F32 => Value::F32(k as f32 * 0.625 - 2.25),
        ScalarType::Int(w) => Value::int(k as i64 - 3, w),
        _ => unreachable!("only f64/f32/i32/i64 memrefs are passed"),
    }
}

/// The arguments of argument set `set` (fresh buffers on every call).
fn arguments(params: &[Param], set: usize, positive: bool) -> Vec<Value> {
    let (floats, ints) = if positive { (&POSITIVE_FLOATS, &POSITIVE_INTS) } else { (&FLOATS, &INTS) };
    params
        .iter()
        .enumerate()
        .map(|(p, param)| match param {
            Param::Scalar(st) => {
                let pick = (set + p) % 3;
                match st {
                    ScalarType::F64 => Value::F64(floats[pick]),
                    ScalarType::F32 => Value::F32(floats[pick] as f32),
                    ScalarType::Index => Value::Index(ints[pick]),
                    ScalarType::Int(w) => Value::int(ints[pick], *w),
                    _ => unreachable!("only f64/f32/int/index scalars are passed"),
                }
            }
            Param::MemRef { elem, shape } => {
                let sizes: Vec<i64> = shape
                    .iter()
                    .map(|d| match d {
                        Dim::Static(n) => *n,
                        Dim::Dynamic => 4,
                    })
                    .collect();
                let n: i64 = sizes.iter().product();
                let data: Vec<Value> = (0..n as usize).map(|i| element(*elem, set, i)).collect();
                Value::MemRef(MemRef::from_values(*elem, &data, &sizes).expect("memref argument"))
            }
        })
        .collect()
}

fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut v = Vec::new();
    for dir in ["tests/corpus", "tests/runner", "examples"] {
        for e in std::fs::read_dir(root.join(dir)).expect("corpus directory") {
            let p = e.expect("entry").path();
            if p.extension().is_some_and(|x| x == "mlir") {
                v.push(p);
            }
        }
    }
    v.sort();
    v
}

/// Functions with a body and their parameters, in source order, as both
/// engines resolve symbols (the first definition of a name wins).
fn functions(m: &Module) -> Vec<(String, Vec<Type>)> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for op in m.collect_ops(m.top) {
        let Some(name) = m.symbol_name(op) else { continue };
        if !seen.insert(name.to_string()) || !(m.is(op, "func.func") || m.is(op, "llvm.func")) {
            continue;
        }
        if m.regions(op).is_empty() || m.blocks(m.region(op, 0)).is_empty() {
            continue;
        }
        let inputs = match m.attr(op, "function_type").and_then(Attribute::as_type) {
            Some(Type::Function(f)) => f.inputs.clone(),
            Some(Type::LlvmFunc(f)) if !f.vararg => f.params.clone(),
            _ => continue,
        };
        out.push((name.to_string(), inputs));
    }
    out
}

/// Results of one call: returned values, memref arguments afterwards, output.
struct Outcome {
    result: Result<Vec<Value>, ExecError>,
    args_after: Vec<Value>,
    printed: String,
}

fn run(engine: &mut Engine, name: &str, args: Vec<Value>) -> Outcome {
    capture_output();
    let result = engine.call(name, &args);
    let printed = take_output();
    Outcome { result, args_after: args, printed }
}

/// Bitwise equality; with `any_nan`, any two f64 NaNs are equal too (their
/// sign and payload are not specified by LLVM's semantics of arithmetic).
fn same_value(a: &Value, b: &Value, any_nan: bool) -> bool {
    match (a, b) {
        // Addresses differ between engines; only null-ness is comparable.
        (Value::Ptr(x), Value::Ptr(y)) => (*x == 0) == (*y == 0),
        (Value::F64(x), Value::F64(y)) if any_nan && x.is_nan() && y.is_nan() => true,
        (Value::MemRef(x), Value::MemRef(y)) if any_nan => {
            x.sizes == y.sizes && x.values().iter().zip(y.values().iter()).all(|(p, q)| same_value(p, q, true))
        }
        _ => a.same(b),
    }
}

fn show(vs: &[Value]) -> String {
    let s = vs.iter().map(|v| format!("{v}: {}", v.type_name())).collect::<Vec<_>>().join(", ").replace('\n', "");
    match s.char_indices().nth(300) {
        Some((cut, _)) => format!("{}...", &s[..cut]),
        None => s,
    }
}

/// `None` when the outcomes agree, else what differs.
fn compare(reference: &Outcome, other: &Outcome, any_nan: bool) -> Option<String> {
    match (&reference.result, &other.result) {
        (Ok(a), Ok(b)) => {
            if a.len() != b.len() || a.iter().zip(b).any(|(x, y)| !same_value(x, y, any_nan)) {
                return Some(format!("results differ: [{}] vs [{}]", show(a), show(b)));
            }
            let (x, y) = (&reference.args_after, &other.args_after);
            if x.iter().zip(y).any(|(p, q)| !same_value(p, q, any_nan)) {
                return Some(format!("memref arguments after the call differ: [{}] vs [{}]", show(x), show(y)));
            }
            // (Addresses printMemref prints differ from engine to engine.)
            let mask = ferrozyme::exec::runner_utils::mask_addresses;
            if mask(&reference.printed) != mask(&other.printed) {
                return Some(format!("printed output differs: {:?} vs {:?}", reference.printed, other.printed));
            }
            None
        }
        (Err(a), Err(b)) => {
            (a.location != b.location || a.op != b.op).then(|| format!("errors at different places: `{a}` vs `{b}`"))
        }
        (Ok(a), Err(b)) => Some(format!("interpreter returned [{}], JIT failed: `{b}`", show(a))),
        (Err(a), Ok(b)) => Some(format!("interpreter failed: `{a}`, JIT returned [{}]", show(b))),
    }
}

/// Aborts the process if one call runs too long (a hang would otherwise
/// stall the test run silently).
struct Watchdog {
    current: Arc<Mutex<(String, Instant)>>,
}

impl Watchdog {
    fn start(limit: Duration) -> Watchdog {
        let current = Arc::new(Mutex::new((String::new(), Instant::now())));
        let c = Arc::clone(&current);
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_millis(200));
            let Ok((what, since)) = c.lock().map(|g| g.clone()) else { return };
            if what == "done" {
                return;
            }
            if since.elapsed() > limit {
                eprintln!("differential: {what} ran for more than {limit:?}; aborting");
                std::process::abort();
            }
        });
        Watchdog { current }
    }
    fn enter(&self, what: String) {
        if let Ok(mut g) = self.current.lock() {
            *g = (what, Instant::now());
        }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.enter("done".to_string());
    }
}

const ARG_SETS: usize = 3;

#[test]
fn corpus_functions_agree_across_engines() {
    let watchdog = Watchdog::start(Duration::from_secs(3));
    let mut compared = 0usize;
    let mut functions_compared = 0usize;
    let mut interp_errors = 0usize;
    let mut skipped: Vec<String> = Vec::new();
    let mut unsupported_params = 0usize;
    let mut failures: Vec<String> = Vec::new();
    let mut notes: Vec<String> = Vec::new();

    for path in corpus_files() {
        let rel = path.strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")).unwrap_or(&path);
        let file = rel.display().to_string();
        let text = std::fs::read(&path).expect("read");
        let Ok(m) = ferrozyme::parse_module(&file, &text) else { continue };
        if ferrozyme::verify::verify(&m).is_err() {
            continue;
        }
        let funcs = functions(&m);
        if funcs.is_empty() {
            continue;
        }
        let mut interp = match Engine::interp(&m) {
            Ok(e) => e,
            Err(e) => {
                skipped.push(format!("{file}: (whole module) interpreter refuses it: {e}"));
                continue;
            }
        };
        let (mut checked, mut fast) =
            match (Engine::jit(&m, JitOptions { checked: true }), Engine::jit(&m, JitOptions { checked: false })) {
                (Ok(c), Ok(f)) => (c, f),
                (Err(e), _) | (_, Err(e)) => {
                    assert!(e.location.is_some(), "{file}: the JIT refuses the module without a location: {e}");
                    for (name, _) in &funcs {
                        skipped.push(format!("{file}: @{name}: the JIT refuses the module: {e}"));
                    }
                    continue;
                }
            };

        for (name, inputs) in funcs {
            let Some(params) = inputs.iter().map(param_of).collect::<Option<Vec<Param>>>() else {
                unsupported_params += 1;
                continue;
            };
            if let Engine::Jit(j) = &checked {
                if !j.has_function(&name) {
                    let why = j.call(&name, &[]).err().map(|e| e.to_string()).unwrap_or_default();
                    assert!(why.contains(':'), "@{name} of {file}: refused without a location: {why}");
                    skipped.push(format!("{file}: @{name}: {why}"));
                    continue;
                }
            }
            functions_compared += 1;
            let positive = POSITIVE_ONLY.contains(&(file.as_str(), name.as_str()));
            let sets = if params.is_empty() { 1 } else { ARG_SETS };
            for set in 0..sets {
                let what = format!("{file} @{name} (argument set {set})");
                watchdog.enter(what.clone());
                let reference = run(&mut interp, &name, arguments(&params, set, positive));
                let c = run(&mut checked, &name, arguments(&params, set, positive));
                if let Some(d) = compare(&reference, &c, false) {
                    failures.push(format!("{what}, checked JIT: {d}"));
                }
                if let (Err(a), Err(b)) = (&reference.result, &c.result) {
                    interp_errors += 1;
                    if a.message != b.message {
                        notes.push(format!("{what}: messages differ: `{a}` vs `{b}`"));
                    }
                }
                compared += 1;
                // Without checks a faulting program is undefined behaviour:
                // run the unchecked JIT only where the interpreter succeeded.
                if reference.result.is_ok() {
                    let u = run(&mut fast, &name, arguments(&params, set, positive));
                    if let Some(d) = compare(&reference, &u, false) {
                        failures.push(format!("{what}, unchecked JIT: {d}"));
                    }
                    compared += 1;
                }
            }
        }
    }
    drop(watchdog);

    eprintln!(
        "differential: {compared} comparisons ({functions_compared} functions x up to {ARG_SETS} argument sets; \
         {interp_errors} calls failed in both engines), {} skipped, {unsupported_params} with unsupported parameters",
        skipped.len()
    );
    for s in &skipped {
        eprintln!("  skipped: {s}");
    }
    for n in &notes {
        eprintln!("  note: {n}");
    }
    assert!(failures.is_empty(), "{} disagreements:\n{}", failures.len(), failures.join("\n"));
    assert!(compared >= 100, "only {compared} comparisons");
}

// ---------------------------------------------------------------------------
// Part 2: random programs.

/// A random program: the body of `@f(%x: f64, %y: f64, %a: i64, %b: i64,
/// %m: memref<4xf64>) -> (f64, i64, i32)`.
#[derive(Clone, Debug)]
struct Program {
    text: String,
}

/// Builds SSA text, keeping pools of the f64, i64 and i32 values defined so far.
struct Gen {
    out: String,
    next: usize,
    f: Vec<String>,
    i: Vec<String>,
    w: Vec<String>,
    indent: usize,
}

#[derive(Clone, Debug)]
enum Step {
    /// An f64 op; the numbers pick operands from the pool.
    F(u8, usize, usize),
    /// An i64 op.
    I(u8, usize, usize, u8),
    /// An i32 op.
    W(u8, usize, usize, u8),
    /// A cast between pools.
    Cast(u8, usize),
    /// Load `%m[k]` (k < 4) as f64 or store a pooled f64 to it.
    Mem(bool, u8, usize),
}

impl Gen {
    fn new() -> Gen {
        Gen {
            out: String::new(),
            next: 0,
            f: vec!["%x".into(), "%y".into()],
            i: vec!["%a".into(), "%b".into()],
            w: Vec::new(),
            indent: 2,
        }
    }
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    fn line(&mut self, s: &str) {
        self.out.push_str(&" ".repeat(self.indent));
        self.out.push_str(s);
        self.out.push('\n');
    }
    fn pick(pool: &[String], k: usize) -> String {
        pool[k % pool.len()].clone()
    }
    fn def(&mut self, rhs: &str) -> String {
        let v = self.fresh();
        self.line(&format!("{v} = {rhs}"));
        v
    }
    fn ensure_w(&mut self) {
        if self.w.is_empty() {
            let a = self.i[0].clone();
            let v = self.def(&format!("arith.trunci {a} : i64 to i32"));
            self.w.push(v);
        }
    }

    fn step(&mut self, s: &Step) {
        match *s {
            Step::F(op, p, q) => {
                let (a, b) = (Self::pick(&self.f, p), Self::pick(&self.f, q));
                let rhs = match op % 11 {
                    0 => format!("arith.addf {a}, {b} : f64"),
                    1 => format!("arith.subf {a}, {b} : f64"),
                    2 => format!("arith.mulf {a}, {b} : f64"),
                    3 => format!("arith.divf {a}, {b} : f64"),
                    4 => format!("arith.negf {a} : f64"),
                    5 => format!("arith.maximumf {a}, {b} : f64"),
                    6 => format!("arith.minnumf {a}, {b} : f64"),
                    7 => format!("math.sqrt {a} : f64"),
                    8 => format!("math.exp {a} : f64"),
                    9 => format!("math.sin {a} : f64"),
                    _ => format!("math.absf {a} : f64"),
                };
                let v = self.def(&rhs);
                self.f.push(v);
            }
            Step::I(op, p, q, k) => {
                let (a, b) = (Self::pick(&self.i, p), Self::pick(&self.i, q));
                let v = self.int_op("i64", 64, op, &a, &b, k);
                self.i.push(v);
            }
            Step::W(op, p, q, k) => {
                self.ensure_w();
                let (a, b) = (Self::pick(&self.w, p), Self::pick(&self.w, q));
                let v = self.int_op("i32", 32, op, &a, &b, k);
                self.w.push(v);
            }
            Step::Cast(op, p) => match op % 5 {
                0 => {
                    let a = Self::pick(&self.i, p);
                    let v = self.def(&format!("arith.sitofp {a} : i64 to f64"));
                    self.f.push(v);
                }
                1 => {
                    // fptosi of an out-of-range float is poison: clamp first.
                    let a = Self::pick(&self.f, p);
                    let lo = self.def("arith.constant -1.0e9 : f64");
                    let hi = self.def("arith.constant 1.0e9 : f64");
                    let c = self.def(&format!("arith.maximumf {a}, {lo} : f64"));
                    let c = self.def(&format!("arith.minimumf {c}, {hi} : f64"));
                    // NaN survives maximumf/minimumf: replace it by 0.
                    let z = self.def("arith.constant 0.0 : f64");
                    let ord = self.def(&format!("arith.cmpf ord, {c}, {c} : f64"));
                    let c = self.def(&format!("arith.select {ord}, {c}, {z} : f64"));
                    let v = self.def(&format!("arith.fptosi {c} : f64 to i64"));
                    self.i.push(v);
                }
                2 => {
                    self.ensure_w();
                    let a = Self::pick(&self.w, p);
                    let v = self.def(&format!("arith.extsi {a} : i32 to i64"));
                    self.i.push(v);
                }
                3 => {
                    let a = Self::pick(&self.i, p);
                    let v = self.def(&format!("arith.trunci {a} : i64 to i32"));
                    self.w.push(v);
                }
                _ => {
                    self.ensure_w();
                    let a = Self::pick(&self.w, p);
                    let v = self.def(&format!("arith.sitofp {a} : i32 to f64"));
                    self.f.push(v);
                }
            },
            Step::Mem(store, k, p) => {
                let c = self.def(&format!("arith.constant {} : index", k % 4));
                if store {
                    let a = Self::pick(&self.f, p);
                    self.line(&format!("memref.store {a}, %m[{c}] : memref<4xf64>"));
                } else {
                    let v = self.def(&format!("memref.load %m[{c}] : memref<4xf64>"));
                    self.f.push(v);
                }
            }
        }
    }

    fn int_op(&mut self, ty: &str, width: u32, op: u8, a: &str, b: &str, k: u8) -> String {
        match op % 10 {
            0 => self.def(&format!("arith.addi {a}, {b} : {ty}")),
            1 => self.def(&format!("arith.subi {a}, {b} : {ty}")),
            2 => self.def(&format!("arith.muli {a}, {b} : {ty}")),
            3 => self.def(&format!("arith.andi {a}, {b} : {ty}")),
            4 => self.def(&format!("arith.xori {a}, {b} : {ty}")),
            5 => {
                let s = self.def(&format!("arith.constant {} : {ty}", k as u32 % width));
                self.def(&format!("arith.shrui {a}, {s} : {ty}"))
            }
            6 => self.def(&format!("arith.maxsi {a}, {b} : {ty}")),
            7 => {
                let s = self.def(&format!("arith.constant {} : {ty}", k as u32 % width));
                self.def(&format!("arith.shli {a}, {s} : {ty}"))
            }
            _ => {
                let pred = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"][k as usize % 10];
                let c = self.def(&format!("arith.cmpi {pred}, {a}, {b} : {ty}"));
                self.def(&format!("arith.select {c}, {a}, {b} : {ty}"))
            }
        }
    }

    /// The function's return: the last f64, and the xor of every visible
    /// i64 (f64 values included, by their bits) and of every visible i32, so
    /// that no computed value is dead.
    fn finish(mut self) -> String {
        self.ensure_w();
        let f = self.f.last().cloned().unwrap_or_default();
        let mut i = self.i[0].clone();
        for k in 1..self.i.len() {
            let v = self.i[k].clone();
            i = self.def(&format!("arith.xori {i}, {v} : i64"));
        }
        // NaNs count as 0.0 plus a flag: their sign and payload are not
        // specified (Cranelift may rewrite `-x * -y` to `x * y`).
        let zero = self.def("arith.constant 0.0 : f64");
        for k in 0..self.f.len() {
            let v = self.f[k].clone();
            let nan = self.def(&format!("arith.cmpf uno, {v}, {v} : f64"));
            let c = self.def(&format!("arith.select {nan}, {zero}, {v} : f64"));
            let bits = self.def(&format!("arith.bitcast {c} : f64 to i64"));
            let flag = self.def(&format!("arith.extui {nan} : i1 to i64"));
            let k = self.def(&format!("arith.constant {} : i64", k % 64));
            let flag = self.def(&format!("arith.shli {flag}, {k} : i64"));
            i = self.def(&format!("arith.xori {i}, {bits} : i64"));
            i = self.def(&format!("arith.xori {i}, {flag} : i64"));
        }
        let mut w = self.w[0].clone();
        for k in 1..self.w.len() {
            let v = self.w[k].clone();
            w = self.def(&format!("arith.xori {w}, {v} : i32"));
        }
        self.line(&format!("return {f}, {i}, {w} : f64, i64, i32"));
        format!(
            "func.func @f(%x: f64, %y: f64, %a: i64, %b: i64, %m: memref<4xf64>) -> (f64, i64, i32) {{\n{}}}\n",
            self.out
        )
    }
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => (any::<u8>(), any::<usize>(), any::<usize>()).prop_map(|(o, p, q)| Step::F(o, p, q)),
        2 => (any::<u8>(), any::<usize>(), any::<usize>(), any::<u8>()).prop_map(|(o, p, q, k)| Step::I(o, p, q, k)),
        2 => (any::<u8>(), any::<usize>(), any::<usize>(), any::<u8>()).prop_map(|(o, p, q, k)| Step::W(o, p, q, k)),
        2 => (any::<u8>(), any::<usize>()).prop_map(|(o, p)| Step::Cast(o, p)),
        1 => (any::<bool>(), any::<u8>(), any::<usize>()).prop_map(|(s, k, p)| Step::Mem(s, k, p)),
    ]
}

/// A straight-line program.
fn straight_line() -> impl Strategy<Value = Program> {
    prop::collection::vec(step(), 1..25).prop_map(|steps| {
        let mut g = Gen::new();
        for s in &steps {
            g.step(s);
        }
        Program { text: g.finish() }
    })
}

/// A prologue, then `scf.for` over 0..trip carrying an f64 and an i64, whose
/// body runs some steps, an `scf.if` on a comparison with both branches
/// yielding, and a store to `%m[iv mod 4]`; then an epilogue.
fn loop_program() -> impl Strategy<Value = Program> {
    (
        prop::collection::vec(step(), 0..6),
        0u8..7,
        prop::collection::vec(step(), 1..8),
        prop::collection::vec(step(), 1..4),
        prop::collection::vec(step(), 1..4),
        any::<bool>(),
        prop::collection::vec(step(), 0..5),
    )
        .prop_map(|(pre, trip, body, then_, else_, float_cond, post)| {
            let mut g = Gen::new();
            for s in &pre {
                g.step(s);
            }
            let f0 = g.f.last().cloned().unwrap_or_default();
            let i0 = g.i.last().cloned().unwrap_or_default();
            g.line("%lb = arith.constant 0 : index");
            g.line(&format!("%ub = arith.constant {trip} : index"));
            g.line("%st = arith.constant 1 : index");
            g.line("%four = arith.constant 4 : index");
            let (fr, ir) = (g.fresh(), g.fresh());
            g.line(&format!(
                "{fr}, {ir} = scf.for %iv = %lb to %ub step %st iter_args(%fa = {f0}, %ia = {i0}) -> (f64, i64) {{"
            ));
            let (saved_f, saved_i, saved_w) = (g.f.clone(), g.i.clone(), g.w.clone());
            g.indent += 2;
            g.f.push("%fa".into());
            g.i.push("%ia".into());
            let ivi = g.def("arith.index_cast %iv : index to i64");
            g.i.push(ivi);
            for s in &body {
                g.step(s);
            }
            let cond = if float_cond {
                let (a, b) = (g.f[g.f.len() - 1].clone(), g.f[g.f.len() / 2].clone());
                g.def(&format!("arith.cmpf olt, {a}, {b} : f64"))
            } else {
                let (a, b) = (g.i[g.i.len() - 1].clone(), g.i[g.i.len() / 2].clone());
                g.def(&format!("arith.cmpi slt, {a}, {b} : i64"))
            };
            let (tf, ti) = (g.fresh(), g.fresh());
            g.line(&format!("{tf}, {ti} = scf.if {cond} -> (f64, i64) {{"));
            for (k, branch) in [&then_, &else_].into_iter().enumerate() {
                let (bf, bi, bw) = (g.f.clone(), g.i.clone(), g.w.clone());
                g.indent += 2;
                for s in branch {
                    g.step(s);
                }
                let (yf, yi) = (g.f.last().cloned().unwrap_or_default(), g.i.last().cloned().unwrap_or_default());
                g.line(&format!("scf.yield {yf}, {yi} : f64, i64"));
                g.indent -= 2;
                (g.f, g.i, g.w) = (bf, bi, bw);
                g.line(if k == 0 { "} else {" } else { "}" });
            }
            g.f.push(tf.clone());
            g.i.push(ti.clone());
            let slot = g.def("arith.remui %iv, %four : index");
            g.line(&format!("memref.store {tf}, %m[{slot}] : memref<4xf64>"));
            g.line(&format!("scf.yield {tf}, {ti} : f64, i64"));
            g.indent -= 2;
            g.line("}");
            (g.f, g.i, g.w) = (saved_f, saved_i, saved_w);
            g.f.push(fr);
            g.i.push(ir);
            for s in &post {
                g.step(s);
            }
            Program { text: g.finish() }
        })
}

fn inputs() -> impl Strategy<Value = (f64, f64, i64, i64, [f64; 4])> {
    let float = prop_oneof![
        4 => -100.0f64..100.0,
        1 => Just(0.0),
        1 => Just(-0.0),
        1 => Just(f64::INFINITY),
        1 => Just(f64::NAN),
        1 => any::<f64>(),
    ];
    let int = prop_oneof![3 => -1000i64..1000, 1 => any::<i64>(), 1 => Just(i64::MIN), 1 => Just(-1i64)];
    (float.clone(), float.clone(), int.clone(), int, [float.clone(), float.clone(), float.clone(), float])
}

fn check_program(p: &Program, (x, y, a, b, mem): (f64, f64, i64, i64, [f64; 4])) -> Result<(), TestCaseError> {
    let m = ferrozyme::parse_module("gen.mlir", p.text.as_bytes())
        .map_err(|d| TestCaseError::fail(format!("generated program does not parse: {d}\n{}", p.text)))?;
    ferrozyme::verify::verify(&m)
        .map_err(|d| TestCaseError::fail(format!("generated program does not verify: {d}\n{}", p.text)))?;
    let args = || {
        vec![
            Value::F64(x),
            Value::F64(y),
            Value::i64(a),
            Value::i64(b),
            Value::MemRef(MemRef::from_f64(&mem, &[4]).expect("memref")),
        ]
    };
    let mut engines = [
        ("interpreter", Engine::interp(&m).map_err(|e| TestCaseError::fail(e.to_string()))?),
        ("checked JIT", Engine::jit(&m, JitOptions { checked: true }).map_err(|e| TestCaseError::fail(e.to_string()))?),
        ("JIT", Engine::jit(&m, JitOptions { checked: false }).map_err(|e| TestCaseError::fail(e.to_string()))?),
    ];
    let mut outcomes = Vec::new();
    for (name, e) in engines.iter_mut() {
        outcomes.push((*name, run(e, "f", args())));
    }
    let (_, reference) = &outcomes[0];
    if let Err(e) = &reference.result {
        return Err(TestCaseError::fail(format!("interpreter failed on a UB-free program: {e}\n{}", p.text)));
    }
    for (name, o) in &outcomes[1..] {
        if let Some(d) = compare(reference, o, true) {
            return Err(TestCaseError::fail(format!("{name}: {d}\n{}", p.text)));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_straight_line_programs_agree(p in straight_line(), args in inputs()) {
        check_program(&p, args)?;
    }

    #[test]
    fn random_loop_programs_agree(p in loop_program(), args in inputs()) {
        check_program(&p, args)?;
    }
}
