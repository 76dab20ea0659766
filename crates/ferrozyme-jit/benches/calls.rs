//! Reverse mode through calls that write memory, against the same programs
//! with the callee inlined by hand: gradient time (JIT) with augmented
//! pairs (the default), with every call replayed (`--calls=replay`) and
//! inlined by hand, and the bytes the derivative allocates (snapshots of
//! overwritten call memory, loop records, tapes, shadows), side by side in
//! one table. In the first two rows the step's pair keeps the records of
//! its loop per step (the second runs it in an `scf.while`: per run); a
//! replay saves the state once per step instead. The last rows are a chain
//! of scalar calls 20 deep, where a
//! replay runs each callee again once per level above it, and a loop
//! calling a callee whose tape has 24 scalars (packed per iteration).
//! The elimination row calls a step per pivot on a window whose size
//! changes (its pair's tape, the loads of its nested loops, is kept per
//! step; a replay keeps a full-size copy of the matrix per step).
//! The triangle row calls a relaxation with a loop of its own in a
//! triangular nest, which keeps only scalars per iteration: the call is
//! replayed (a stack pair pushing the records of that loop measured 1.42
//! ms against the replay's 1.04 ms, and twice its bytes).
//! The recursion rows (a linear recursion 1,000 deep, a quadrature tree
//! of 4,096 leaves) run stack pairs (the tape of every level on one
//! growing stack); a replay runs the rest of the recursion again at every
//! level; "inlined by hand" is the same computation as a loop.
//!
//! `cargo bench -p ferrozyme-jit --bench calls`

mod common;
use common::human_bytes;

use std::time::Duration;

use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::Activity;
use ferrozyme_jit::{Engine, JitOptions};

/// The programs (`@<name>_calls` and `@<name>_inlined`).
const PROGRAMS: &str = include_str!("common/calls.mlir");

struct Case {
    label: &'static str,
    calls: &'static str,
    inlined: &'static str,
    acts: Vec<Activity>,
    args: fn() -> Vec<Value>,
    /// Calls per timed run (for programs too short to time one by one).
    repeat: usize,
}

/// Depth of the call chain.
const DEPTH: usize = 20;

/// One level of the chain: ten scalar ops of `{x}`, `{y}` ending in
/// `%{p}r` (`{p}` prefixes the names).
const LEVEL: &str = "  %{p}a = arith.mulf {x}, {y} : f64
  %{p}b = math.sin %{p}a : f64
  %{p}c = arith.addf %{p}b, {x} : f64
  %{p}d = math.exp %{p}c : f64
  %{p}e = arith.mulf %{p}d, {y} : f64
  %{p}f = math.cos %{p}e : f64
  %{p}g = arith.mulf %{p}f, %{p}b : f64
  %{p}h = math.tanh %{p}g : f64
  %{p}k = arith.subf %{p}h, %{p}a : f64
  %{p}r = arith.mulf %{p}k, %{p}c : f64
";

fn level(p: &str, x: &str, y: &str) -> String {
    LEVEL.replace("{p}", p).replace("{x}", x).replace("{y}", y)
}

/// Steps of `@wide`: each `x + 0.1·sin(x·y)` keeps two values for the
/// reverse, so its tape holds more scalars than a value list may.
const WIDE_STEPS: usize = 12;

/// `@wide_calls(x, y, n)`: a loop calling `@wide` n times on its carried
/// value; `@wide_inlined`: the same with `@wide` written into the loop.
fn wide_programs() -> String {
    let steps = |p: &str, x: &str| -> (String, String) {
        let mut s = String::new();
        let mut x = x.to_string();
        for k in 0..WIDE_STEPS {
            s += &format!(
                "  %{p}p{k} = arith.mulf {x}, %y : f64\n  %{p}s{k} = math.sin %{p}p{k} : f64\n  %{p}t{k} = arith.mulf %{p}s{k}, %tenth : f64\n  %{p}a{k} = arith.addf {x}, %{p}t{k} : f64\n"
            );
            x = format!("%{p}a{k}");
        }
        (s, x)
    };
    let (body, last) = steps("", "%x");
    let mut s = format!(
        "func.func private @wide(%x: f64, %y: f64) -> f64 {{\n  %tenth = arith.constant 0.1 : f64\n{body}  return {last} : f64\n}}\n"
    );
    let header = |name: &str| {
        format!(
            "func.func @{name}(%x0: f64, %y: f64, %n: index) -> f64 {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %tenth = arith.constant 0.1 : f64\n  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0) -> (f64) {{\n"
        )
    };
    s += &header("wide_calls");
    s += "    %w = func.call @wide(%x, %y) : (f64, f64) -> f64\n    scf.yield %w : f64\n  }\n  return %r : f64\n}\n";
    s += &header("wide_inlined");
    let (body, last) = steps("i", "%x");
    s += &body;
    s += &format!("    scf.yield {last} : f64\n  }}\n  return %r : f64\n}}\n");
    s
}

/// `@chain_calls(x, y)`: level 0 calling level 1 … calling level DEPTH-1;
/// `@chain_inlined`: the same levels written one after the other.
fn chain_programs() -> String {
    let mut s = String::new();
    for k in (0..DEPTH).rev() {
        s += &format!("func.func private @level{k}(%x: f64, %y: f64) -> f64 {{\n{}", level("", "%x", "%y"));
        if k + 1 < DEPTH {
            s += &format!("  %n = func.call @level{}(%r, %y) : (f64, f64) -> f64\n  return %n : f64\n}}\n", k + 1);
        } else {
            s += "  return %r : f64\n}\n";
        }
    }
    s += "func.func @chain_calls(%x: f64, %y: f64) -> f64 {\n";
    s += "  %r = func.call @level0(%x, %y) : (f64, f64) -> f64\n  return %r : f64\n}\n";
    s += "func.func @chain_inlined(%x: f64, %y: f64) -> f64 {\n";
    let mut x = "%x".to_string();
    for k in 0..DEPTH {
        let p = format!("l{k}_");
        s += &level(&p, &x, "%y");
        x = format!("%{p}r");
    }
    s += &format!("  return {x} : f64\n}}\n");
    s
}

fn indices(v: Vec<usize>) -> Value {
    let vals: Vec<Value> = v.iter().map(|&i| Value::Index(i as i64)).collect();
    Value::MemRef(MemRef::from_values(ferrozyme::exec::ScalarType::Index, &vals, &[v.len() as i64]).expect("memref"))
}

/// A diagonally dominant n×n matrix (elimination without pivoting is stable).
fn matrix(n: usize) -> Value {
    let v: Vec<f64> =
        (0..n * n).map(|e| if e / n == e % n { n as f64 } else { ((e as f64) * 0.37).sin() * 0.5 }).collect();
    Value::MemRef(MemRef::from_f64(&v, &[n as i64, n as i64]).expect("memref"))
}

fn vector(n: usize) -> Value {
    let v: Vec<f64> = (0..n).map(|i| ((i as f64) * 0.37).sin()).collect();
    Value::MemRef(MemRef::from_f64(&v, &[n as i64]).expect("memref"))
}

fn main() {
    use Activity::{Active, Const, Dup};
    let cases = [
        Case {
            label: "euler 64 × 1000 steps",
            calls: "euler_calls",
            inlined: "euler_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.01), Value::Index(1000)],
            repeat: 1,
        },
        Case {
            label: "euler 64, while t < 10 (h 0.01)",
            calls: "euler_while_calls",
            inlined: "euler_while_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.01), Value::F64(10.0)],
            repeat: 1,
        },
        Case {
            label: "CSR flux 200×4, 5 sweeps",
            calls: "csr_flux_calls",
            inlined: "csr_flux_inlined",
            acts: vec![Dup, Const, Const, Active, Const],
            args: || {
                let (n, w) = (200, 4);
                vec![
                    vector(n),
                    indices((0..=n).map(|i| i * w).collect()),
                    indices((0..n * w).map(|e| (e / w + 1 + e % w * 7) % n).collect()),
                    Value::F64(0.1),
                    Value::Index(5),
                ]
            },
            repeat: 1,
        },
        Case {
            label: "elimination 96×96, call/step",
            calls: "elim_calls",
            inlined: "elim_inlined",
            acts: vec![Dup],
            args: || vec![matrix(96)],
            repeat: 1,
        },
        Case {
            label: "read, overwrite, read 100k",
            calls: "overwrite_calls",
            inlined: "overwrite_inlined",
            acts: vec![Dup, Active],
            args: || vec![vector(100_000), Value::F64(0.3)],
            repeat: 1,
        },
        Case {
            label: "write-only 64 × 1000",
            calls: "fill_calls",
            inlined: "fill_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.7), Value::Index(1000)],
            repeat: 1,
        },
        Case {
            label: "scatter 1000, 10k calls",
            calls: "kick_calls",
            inlined: "kick_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(1000), Value::F64(0.01), Value::Index(10_000)],
            repeat: 1,
        },
        Case {
            label: "chain 20 deep (×1000 calls)",
            calls: "chain_calls",
            inlined: "chain_inlined",
            acts: vec![Active, Active],
            args: || vec![Value::F64(0.3), Value::F64(0.7)],
            repeat: 1000,
        },
        Case {
            label: "triangle 64, 32 steps (496 calls)",
            calls: "triangle_calls",
            inlined: "triangle_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.01), Value::Index(32)],
            repeat: 1,
        },
        Case {
            label: "recursion 1000 deep (×10)",
            calls: "deep_calls",
            inlined: "deep_inlined",
            acts: vec![Active, Const],
            args: || vec![Value::F64(0.7), Value::Index(1000)],
            repeat: 10,
        },
        Case {
            label: "quadrature tree, 2^12 leaves",
            calls: "quad_calls",
            inlined: "quad_inlined",
            acts: vec![Active, Const],
            args: || vec![Value::F64(2.3), Value::Index(12)],
            repeat: 1,
        },
        Case {
            label: "loop, 10k calls, wide tape",
            calls: "wide_calls",
            inlined: "wide_inlined",
            acts: vec![Active, Active, Const],
            args: || vec![Value::F64(0.3), Value::F64(0.7), Value::Index(10_000)],
            repeat: 1,
        },
    ];
    let text = format!("{PROGRAMS}{}{}{}", chain_programs(), wide_programs(), ferrozyme_jit::meter::METER_MLIR);
    let base = ferrozyme::parse_module("calls.mlir", text.as_bytes()).expect("programs parse");
    ferrozyme::verify::verify(&base).expect("programs verify");
    let mut m = base.clone();
    let mut names = Vec::new();
    for c in &cases {
        let mut pair = Vec::new();
        for (f, replay_calls) in [(c.calls, false), (c.calls, true), (c.inlined, false)] {
            let op = m.lookup_symbol(f).expect("program");
            let mut cache = ferrozyme::ad::ReverseCache::default();
            cache.replay_calls = replay_calls;
            let n = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, op, &c.acts, &[Active])
                .unwrap_or_else(|d| panic!("{d}"));
            pair.push(n);
        }
        names.push(pair);
    }
    let mut counted = m.clone();
    ferrozyme_jit::meter::instrument(&mut counted, ferrozyme_jit::meter::is_generated);
    ferrozyme::verify::verify(&m).expect("derivatives verify");
    ferrozyme::verify::verify(&counted).expect("instrumented derivatives verify");
    let mut jit = Engine::jit(&m, JitOptions::default()).expect("JIT compiles");
    let mut cjit = Engine::jit(&counted, JitOptions::default()).expect("JIT compiles");

    println!(
        "{:<30} {:>9} {:>9} {:>9} {:>9} {:>7} {:>7} {:>10} {:>10} {:>10}",
        "reverse mode (JIT)", "primal", "grad", "replay", "inlined", "ratio", "replay", "bytes", "replay", "inlined"
    );
    for (c, names) in cases.iter().zip(&names) {
        let grad_args = |args: Vec<Value>| -> Vec<Value> {
            let mut out = Vec::new();
            for (a, act) in args.into_iter().zip(&c.acts) {
                let shadow = matches!(act, Dup).then(|| {
                    let mr = a.as_memref().expect("memref");
                    Value::MemRef(MemRef::zeros(mr.elem, &mr.sizes).expect("zeros"))
                });
                out.push(a);
                out.extend(shadow);
            }
            out.push(Value::F64(1.0));
            out
        };
        let mut run = |f: &str, args: &dyn Fn() -> Vec<Value>| {
            common::best(5, || {
                for _ in 0..c.repeat {
                    drop(jit.call(f, &args()).expect("run"));
                }
            })
            .0
        };
        let primal = run(c.calls, &|| (c.args)());
        let times: Vec<Duration> = names.iter().map(|n| run(n, &|| grad_args((c.args)()))).collect();
        // The same gradients all three ways.
        let grads: Vec<f64> = names
            .iter()
            .map(|n| {
                let g = jit.call(n, &grad_args((c.args)())).expect("gradient");
                g.last().and_then(Value::as_f64).unwrap_or(0.0)
            })
            .collect();
        for g in &grads[1..] {
            assert!((g - grads[0]).abs() <= 1e-9 * (1.0 + g.abs()), "{}: {grads:?}", c.label);
        }
        let bytes: Vec<i64> = names
            .iter()
            .map(|n| {
                cjit.call("fz_bytes_reset", &[]).expect("reset");
                cjit.call(n, &grad_args((c.args)())).expect("instrumented gradient");
                cjit.call("fz_bytes_read", &[]).expect("counters")[1].as_i64().expect("i64")
            })
            .collect();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{:<30} {:>9.3} {:>9.3} {:>9.3} {:>9.3} {:>7.2} {:>7.2} {:>10} {:>10} {:>10}",
            c.label,
            ms(primal),
            ms(times[0]),
            ms(times[1]),
            ms(times[2]),
            ms(times[0]) / ms(times[2]),
            ms(times[1]) / ms(times[2]),
            human_bytes(bytes[0]),
            human_bytes(bytes[1]),
            human_bytes(bytes[2]),
        );
    }
    println!("(ms: best of 5 runs; grad: augmented pairs (default), replay: --calls=replay, inlined: the callee inlined by hand;");
    println!(" ratio: grad / inlined, then replay / inlined; bytes: total allocated by the derivative, per call)");
}
