//! Parser benchmark: generates a 100k-op module (functions of arith/math
//! chains, scf.for loops with memref loads and stores, calls), then measures
//! parse, verify and print throughput (MB/s and ops/s) and prints a table.
//!
//! Run: `cargo bench -p ferrozyme --bench parse` (add `-- --ops N` to resize).

use std::fmt::Write;
use std::time::{Duration, Instant};

use ferrozyme::syntax::{parse_module, print_module, PrintOptions};

/// A module with about `target_ops` operations.
fn generate(target_ops: usize) -> (String, usize) {
    let mut s = String::new();
    let mut ops = 0;
    let mut f = 0;
    while ops < target_ops {
        let _ = writeln!(s, "func.func @f{f}(%x: f64, %m: memref<?xf64>) -> f64 {{");
        let _ = writeln!(s, "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %n = memref.dim %m, %c0 : memref<?xf64>");
        ops += 3;
        let mut last = "%x".to_string();
        for i in 0..200 {
            let op = ["arith.addf", "arith.mulf", "arith.subf"][i % 3];
            let _ = writeln!(s, "  %v{i} = {op} {last}, %x : f64");
            if i % 10 == 9 {
                let _ = writeln!(s, "  %e{i} = math.exp %v{i} : f64");
                ops += 1;
                last = format!("%e{i}");
            } else {
                last = format!("%v{i}");
            }
            ops += 1;
        }
        let _ = writeln!(
            s,
            "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = {last}) -> (f64) {{\n    %l = memref.load %m[%i] : memref<?xf64>\n    %p = arith.mulf %l, %acc : f64\n    memref.store %p, %m[%i] : memref<?xf64>\n    scf.yield %p : f64\n  }}"
        );
        ops += 5;
        if f > 0 {
            let _ = writeln!(
                s,
                "  %c = func.call @f{}(%r, %m) : (f64, memref<?xf64>) -> f64\n  return %c : f64\n}}",
                f - 1
            );
            ops += 2;
        } else {
            let _ = writeln!(s, "  return %r : f64\n}}");
            ops += 1;
        }
        ops += 1;
        f += 1;
    }
    (s, ops)
}

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..runs {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed());
        out = Some(r);
    }
    (best, out.expect("at least one run"))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let target = args
        .iter()
        .position(|a| a == "--ops")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let (text, nops) = generate(target);
    let mb = text.len() as f64 / 1e6;
    let (t_parse, m) = best_of(5, || parse_module("bench.mlir", text.as_bytes()).expect("generated module parses"));
    let (t_verify, r) = best_of(5, || ferrozyme::verify::verify(&m));
    r.expect("generated module verifies");
    let (t_print, printed) = best_of(5, || print_module(&m, &PrintOptions::default()));
    let (t_generic, generic) = best_of(5, || print_module(&m, &PrintOptions { generic: true, debug_info: false }));
    let (t_reparse_generic, _) =
        best_of(5, || parse_module("g.mlir", generic.as_bytes()).expect("generic form parses"));

    println!("parser benchmark: {nops} ops, {:.2} MB of custom-form text ({} functions)", mb, nops / 212);
    println!("{:<28} {:>10} {:>10} {:>14}", "step (best of 5)", "ms", "MB/s", "ops/s");
    let row = |name: &str, t: Duration, bytes: usize| {
        let s = t.as_secs_f64();
        println!("{:<28} {:>10.2} {:>10.1} {:>14.0}", name, s * 1e3, bytes as f64 / 1e6 / s, nops as f64 / s);
    };
    row("parse (custom form)", t_parse, text.len());
    row("verify", t_verify, text.len());
    row("print (custom form)", t_print, printed.len());
    row("print (generic form)", t_generic, generic.len());
    row("parse (generic form)", t_reparse_generic, generic.len());
}
