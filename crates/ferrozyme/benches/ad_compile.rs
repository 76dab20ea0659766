//! Compile-time benchmark of the AD transform: the time `lower_enzyme_ops`
//! (remarks off, as in `ferrozyme opt` without `--remarks` and the Engine)
//! takes (activity analysis, effects, derivation, cleanup and verification
//! of the result; parsing and printing excluded) on generated inputs:
//!
//! - one function of 250 … 16,000 chained arith/math ops, in reverse mode
//!   (both arguments active) and forward mode (one tangent);
//! - the same chain inside an `scf.for` body (reverse mode records values
//!   per iteration);
//! - 50 functions calling each other in a chain (each derived once).
//!
//! Prints, per input, the best of several runs and the time per 1,000 ops,
//! so growth is read off the table (linear growth keeps the last column flat).
//!
//! Run: `cargo bench -p ferrozyme --bench ad_compile`

/// The allocator the `ferrozyme` binary uses (glibc's made large modules
/// superlinear: 6.9 ms per 1k ops at 16,000 ops against 4.2 at 4,000).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::fmt::Write;
use std::time::{Duration, Instant};

use ferrozyme::ad::lower::{lower_enzyme_ops_with, AdOptions};
use ferrozyme::syntax::parse_module;

const CHAIN: [&str; 8] = [
    "arith.mulf {a}, {b}",
    "math.sin {a}",
    "arith.addf {a}, {b}",
    "math.exp {a}",
    "arith.subf {a}, {b}",
    "math.cos {a}",
    "arith.divf {a}, {b}",
    "math.tanh {a}",
];

/// `n` chained ops over `%x`, `%y`, named `%{p}{i}`; returns the last value.
fn chain(s: &mut String, n: usize, p: &str, x: &str, y: &str, indent: &str) -> String {
    let (mut prev, mut prev2) = (x.to_string(), y.to_string());
    for i in 0..n {
        let op = CHAIN[i % CHAIN.len()].replace("{a}", &prev).replace("{b}", &prev2);
        let _ = writeln!(s, "{indent}%{p}{i} = {op} : f64");
        prev2 = prev;
        prev = format!("%{p}{i}");
    }
    prev
}

const REV: &str = "enzyme.autodiff @f(%x, %y, %s) {activity=[#enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>], ret_activity=[#enzyme<activity enzyme_activenoneed>]} : (f64, f64, f64) -> (f64, f64)";
const FWD: &str = "enzyme.fwddiff @f(%x, %s, %y) {activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_const>], ret_activity=[#enzyme<activity enzyme_dupnoneed>]} : (f64, f64, f64) -> f64";

fn request(s: &mut String, reverse: bool) {
    if reverse {
        let _ = writeln!(s, "func.func @df(%x: f64, %y: f64, %s: f64) -> (f64, f64) {{\n  %r:2 = {REV}\n  return %r#0, %r#1 : f64, f64\n}}");
    } else {
        let _ = writeln!(s, "func.func @df(%x: f64, %y: f64, %s: f64) -> f64 {{\n  %r = {FWD}\n  return %r : f64\n}}");
    }
}

fn straight(n: usize, reverse: bool) -> String {
    let mut s = String::from("func.func @f(%x: f64, %y: f64) -> f64 {\n");
    let last = chain(&mut s, n, "v", "%x", "%y", "  ");
    let _ = writeln!(s, "  return {last} : f64\n}}");
    request(&mut s, reverse);
    s
}

fn in_loop(n: usize, reverse: bool) -> String {
    let mut s = String::from(
        "func.func @f(%x: f64, %y: f64) -> f64 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c10 = arith.constant 10 : index\n  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> (f64) {\n",
    );
    let last = chain(&mut s, n, "v", "%a", "%y", "    ");
    let _ = writeln!(s, "    scf.yield {last} : f64\n  }}\n  return %r : f64\n}}");
    request(&mut s, reverse);
    s
}

/// `fns` functions of `per` ops each; `@f` calls `@g1`, which calls `@g2` …
fn calls(fns: usize, per: usize, reverse: bool) -> String {
    let mut s = String::new();
    for k in (0..fns).rev() {
        let name = if k == 0 { "f".to_string() } else { format!("g{k}") };
        let _ = writeln!(s, "func.func @{name}(%x: f64, %y: f64) -> f64 {{");
        let last = chain(&mut s, per, "v", "%x", "%y", "  ");
        if k + 1 < fns {
            let _ = writeln!(s, "  %c = func.call @g{}({last}, %y) : (f64, f64) -> f64\n  return %c : f64\n}}", k + 1);
        } else {
            let _ = writeln!(s, "  return {last} : f64\n}}");
        }
    }
    request(&mut s, reverse);
    s
}

/// Best time of `runs` transforms of `src` (a fresh parse for each, untimed).
fn time(src: &str, runs: usize) -> Duration {
    let mut best = Duration::MAX;
    // (Remarks off, as `ferrozyme opt` without --remarks, run, check and
    // the Engine lower requests: their text is not built.)
    let opts = AdOptions { remarks: false, ..AdOptions::default() };
    for _ in 0..runs {
        let mut m = parse_module("bench.mlir", src.as_bytes()).expect("generated input parses");
        let t = Instant::now();
        lower_enzyme_ops_with(&mut m, &opts).expect("generated input differentiates");
        best = best.min(t.elapsed());
    }
    best
}

fn main() {
    println!("AD transform time (lower_enzyme_ops, remarks off: analysis + derivation + cleanup + verification), best of 15 runs (5 above 4,000 ops)\n");
    println!(
        "{:<34} {:>7} {:>11} {:>13} {:>11} {:>13}",
        "input", "ops", "reverse ms", "rev ms/1k op", "forward ms", "fwd ms/1k op"
    );
    // `cargo bench … -- TEXT` runs only the rows whose label contains TEXT.
    let filter: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let row = |label: &str, ops: usize, make: &dyn Fn(bool) -> String| {
        if !filter.is_empty() && !filter.iter().any(|f| label.contains(f.as_str())) {
            return;
        }
        // (More runs of the small inputs: page faults on fresh memory make
        // single runs on a shared machine vary by ±30%.)
        let runs = if ops <= 4_000 { 15 } else { 5 };
        let r = time(&make(true), runs);
        let f = time(&make(false), runs);
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let per = |d: Duration| ms(d) * 1000.0 / ops as f64;
        println!("{label:<34} {ops:>7} {:>11.2} {:>13.3} {:>11.2} {:>13.3}", ms(r), per(r), ms(f), per(f));
    };
    for n in [250, 1_000, 4_000, 16_000] {
        row("one function, chained ops", n, &|rev| straight(n, rev));
    }
    for n in [250, 1_000, 4_000] {
        row("chain in an scf.for body", n, &|rev| in_loop(n, rev));
    }
    row("50 functions calling each other", 50 * 20, &|rev| calls(50, 20, rev));
    row("50 functions calling each other", 50 * 80, &|rev| calls(50, 80, rev));
}
