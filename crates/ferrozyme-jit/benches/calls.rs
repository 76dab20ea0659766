//! Reverse mode through calls that write memory, against the same programs
//! with the callee inlined by hand: gradient time (JIT) and the bytes the
//! derivative allocates (snapshots of overwritten call memory, loop
//! records, shadows), side by side in one table.
//!
//! `cargo bench -p ferrozyme-jit --bench calls`

mod common;
use common::human_bytes;

use std::time::Duration;

use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::Activity;
use ferrozyme_jit::{Engine, JitOptions};

const PROGRAMS: &str = r#"

// u[i] += h·sin(u[i+1] − u[i]) for one step, in place.
func.func private @euler_step(%u: memref<?xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %d = arith.subf %b, %a : f64
    %s = math.sin %d : f64
    %k = arith.mulf %s, %h : f64
    %na = arith.addf %a, %k : f64
    memref.store %na, %u[%i] : memref<?xf64>
  }
  return
}
func.func @euler_calls(%u: memref<?xf64>, %h: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %t = %c0 to %steps step %c1 {
    func.call @euler_step(%u, %h) : (memref<?xf64>, f64) -> ()
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  return %v : f64
}
func.func @euler_inlined(%u: memref<?xf64>, %h: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %last step %c1 {
      %j = arith.addi %i, %c1 : index
      %a = memref.load %u[%i] : memref<?xf64>
      %b = memref.load %u[%j] : memref<?xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      %k = arith.mulf %s, %h : f64
      %na = arith.addf %a, %k : f64
      memref.store %na, %u[%i] : memref<?xf64>
    }
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  return %v : f64
}

// A read-only reduction called twice, the caller overwriting part of the
// buffer in between.
func.func private @sumsq(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %v : f64
    %q = math.sin %p : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @overwrite_calls(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %d = func.call @sumsq(%x, %s) : (memref<?xf64>, f64) -> f64
  memref.store %d, %x[%c0] : memref<?xf64>
  %e = func.call @sumsq(%x, %d) : (memref<?xf64>, f64) -> f64
  return %e : f64
}
func.func @overwrite_inlined(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %d = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %v : f64
    %q = math.sin %p : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  memref.store %d, %x[%c0] : memref<?xf64>
  %e = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %d) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %v : f64
    %q = math.sin %p : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  return %e : f64
}

// A callee that reads nothing back (writes only), called in a loop.
func.func private @fill_scaled(%out: memref<?xf64>, %x: f64, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %out, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.addi %i, %k : index
    %i64 = arith.index_cast %ii : index to i64
    %f = arith.sitofp %i64 : i64 to f64
    %p = arith.mulf %f, %x : f64
    %s = math.sin %p : f64
    memref.store %s, %out[%i] : memref<?xf64>
  }
  return
}
func.func @fill_calls(%out: memref<?xf64>, %x: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %z) -> (f64) {
    func.call @fill_scaled(%out, %x, %t) : (memref<?xf64>, f64, index) -> ()
    %v = memref.load %out[%c1] : memref<?xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @fill_inlined(%out: memref<?xf64>, %x: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %out, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %z) -> (f64) {
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.addi %i, %t : index
      %i64 = arith.index_cast %ii : index to i64
      %f = arith.sitofp %i64 : i64 to f64
      %p = arith.mulf %f, %x : f64
      %s = math.sin %p : f64
      memref.store %s, %out[%i] : memref<?xf64>
    }
    %v = memref.load %out[%c1] : memref<?xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r : f64
}
// One element updated at a run-time index per call (a scatter): the call
// logs that element, where a copy of the 1,000-element buffer per call
// would be the alternative.
func.func private @kick(%u: memref<?xf64>, %i: index, %h: f64) {
  %v = memref.load %u[%i] : memref<?xf64>
  %s = math.sin %v : f64
  %k = arith.mulf %s, %h : f64
  %n = arith.addf %v, %k : f64
  memref.store %n, %u[%i] : memref<?xf64>
  return
}
func.func @kick_calls(%u: memref<?xf64>, %h: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %c7 = arith.constant 7 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  scf.for %t = %c0 to %steps step %c1 {
    %p = arith.muli %t, %c37 : index
    %i = arith.remui %p, %n : index
    func.call @kick(%u, %i, %h) : (memref<?xf64>, index, f64) -> ()
  }
  %v = memref.load %u[%c7] : memref<?xf64>
  return %v : f64
}
func.func @kick_inlined(%u: memref<?xf64>, %h: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %c7 = arith.constant 7 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  scf.for %t = %c0 to %steps step %c1 {
    %p = arith.muli %t, %c37 : index
    %i = arith.remui %p, %n : index
    %v = memref.load %u[%i] : memref<?xf64>
    %s = math.sin %v : f64
    %k = arith.mulf %s, %h : f64
    %x = arith.addf %v, %k : f64
    memref.store %x, %u[%i] : memref<?xf64>
  }
  %v = memref.load %u[%c7] : memref<?xf64>
  return %v : f64
}
"#;

struct Case {
    label: &'static str,
    calls: &'static str,
    inlined: &'static str,
    acts: Vec<Activity>,
    args: fn() -> Vec<Value>,
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
        },
        Case {
            label: "read, overwrite, read 100k",
            calls: "overwrite_calls",
            inlined: "overwrite_inlined",
            acts: vec![Dup, Active],
            args: || vec![vector(100_000), Value::F64(0.3)],
        },
        Case {
            label: "write-only 64 × 1000",
            calls: "fill_calls",
            inlined: "fill_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.7), Value::Index(1000)],
        },
        Case {
            label: "scatter 1000, 10k calls",
            calls: "kick_calls",
            inlined: "kick_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(1000), Value::F64(0.01), Value::Index(10_000)],
        },
    ];
    let text = format!("{PROGRAMS}{}", ferrozyme_jit::meter::METER_MLIR);
    let base = ferrozyme::parse_module("calls.mlir", text.as_bytes()).expect("programs parse");
    ferrozyme::verify::verify(&base).expect("programs verify");
    let mut m = base.clone();
    let mut names = Vec::new();
    for c in &cases {
        let mut pair = Vec::new();
        for f in [c.calls, c.inlined] {
            let op = m.lookup_symbol(f).expect("program");
            let mut cache = ferrozyme::ad::ReverseCache::default();
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
        "{:<28} {:>10} {:>10} {:>12} {:>12} {:>8} {:>12} {:>12}",
        "reverse mode (JIT)", "primal ms", "", "grad ms", "inlined ms", "ratio", "bytes", "inlined"
    );
    for (c, pair) in cases.iter().zip(&names) {
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
        let primal = common::best(5, || drop(jit.call(c.calls, &(c.args)()).expect("primal"))).0;
        let times: Vec<Duration> = pair
            .iter()
            .map(|n| common::best(5, || drop(jit.call(n, &grad_args((c.args)())).expect("gradient"))).0)
            .collect();
        // Same gradients both ways.
        let g0 = jit.call(&pair[0], &grad_args((c.args)())).expect("gradient");
        let g1 = jit.call(&pair[1], &grad_args((c.args)())).expect("gradient");
        let (a, b) =
            (g0.last().and_then(Value::as_f64).unwrap_or(0.0), g1.last().and_then(Value::as_f64).unwrap_or(0.0));
        assert!((a - b).abs() <= 1e-9 * (1.0 + a.abs()), "{}: {a} vs {b}", c.label);
        let bytes: Vec<i64> = pair
            .iter()
            .map(|n| {
                cjit.call("fz_bytes_reset", &[]).expect("reset");
                cjit.call(n, &grad_args((c.args)())).expect("instrumented gradient");
                cjit.call("fz_bytes_read", &[]).expect("counters")[1].as_i64().expect("i64")
            })
            .collect();
        println!(
            "{:<28} {:>10.3} {:>10} {:>12.3} {:>12.3} {:>8.2} {:>12} {:>12}",
            c.label,
            primal.as_secs_f64() * 1e3,
            "",
            times[0].as_secs_f64() * 1e3,
            times[1].as_secs_f64() * 1e3,
            times[0].as_secs_f64() / times[1].as_secs_f64(),
            human_bytes(bytes[0]),
            human_bytes(bytes[1]),
        );
    }
    println!("(ratio: gradient with the call / gradient with the callee inlined by hand; bytes: total allocated by the derivative)");
}
