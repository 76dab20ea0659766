//! Execution benchmark: three kernels (dot product, 256×256 matmul, a
//! 1M-iteration scalar loop with math calls) run by the JIT, by a native Rust
//! version of the same loops, and by the interpreter; plus JIT compile time
//! per 1,000 ops on a generated module. Prints a table.
//!
//! Run: `cargo bench -p ferrozyme-jit --bench exec`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use ferrozyme::exec::{MemRef, Value};
use ferrozyme_jit::{Engine, JitOptions};

const KERNELS: &str = r#"
func.func @dot(%a: memref<?xf64>, %b: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = memref.load %b[%i] : memref<?xf64>
    %p = arith.mulf %x, %y : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}

func.func @matmul(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
        %x = memref.load %a[%i, %k] : memref<?x?xf64>
        %y = memref.load %b[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %acc2 = arith.addf %acc, %p : f64
        scf.yield %acc2 : f64
      }
      memref.store %s, %c[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @mathloop(%n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 1.0e-3 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %x = arith.mulf %f, %h : f64
    %sn = math.sin %x : f64
    %nx = arith.negf %x : f64
    %e = math.exp %nx : f64
    %p = arith.mulf %sn, %e : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}
"#;

#[inline(never)]
fn native_dot(a: &[f64], b: &[f64]) -> f64 {
    let mut s = 0.0;
    for i in 0..a.len() {
        s += a[i] * b[i];
    }
    s
}

#[inline(never)]
fn native_matmul(n: usize, a: &[f64], b: &[f64], c: &mut [f64]) {
    for i in 0..n {
        for j in 0..n {
            let mut s = 0.0;
            for k in 0..n {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

#[inline(never)]
fn native_mathloop(n: usize) -> f64 {
    let mut s = 0.0;
    for i in 0..n {
        let x = i as f64 * 1.0e-3;
        s += x.sin() * (-x).exp();
    }
    s
}

fn best<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..runs {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed());
        out = Some(r);
    }
    (best, out.expect("one run"))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// A module of about `n` ops: functions of chained arithmetic and loops.
fn generated_module(n: usize) -> String {
    let mut s = String::new();
    let mut ops = 0;
    let mut f = 0;
    while ops < n {
        s.push_str(&format!("func.func @g{f}(%x: f64, %m: memref<?xf64>) -> f64 {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %n = memref.dim %m, %c0 : memref<?xf64>\n"));
        let mut last = "%x".to_string();
        for i in 0..100 {
            let op = ["arith.addf", "arith.mulf", "arith.subf", "arith.divf"][i % 4];
            s.push_str(&format!("  %v{i} = {op} {last}, %x : f64\n"));
            last = format!("%v{i}");
        }
        s.push_str(&format!("  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = {last}) -> (f64) {{\n    %l = memref.load %m[%i] : memref<?xf64>\n    %p = arith.mulf %l, %a : f64\n    %e = math.exp %p : f64\n    scf.yield %e : f64\n  }}\n  return %r : f64\n}}\n"));
        ops += 110;
        f += 1;
    }
    s
}

fn main() {
    let m = ferrozyme::parse_module("kernels.mlir", KERNELS.as_bytes()).expect("kernels parse");
    ferrozyme::verify::verify(&m).expect("kernels verify");
    let mut jit = Engine::jit(&m, JitOptions::default()).expect("JIT compiles");
    let mut interp = Engine::interp(&m).expect("interpreter loads");

    println!(
        "{:<22} {:>11} {:>11} {:>10} {:>13} {:>12}",
        "kernel", "native ms", "JIT ms", "JIT/native", "interp ms", "interp/JIT"
    );
    let row = |name: &str, native: Duration, jit: Duration, interp: Duration, scale: f64| {
        let interp_full = interp.as_secs_f64() * scale;
        println!(
            "{:<22} {:>11.3} {:>11.3} {:>10.2} {:>13.1} {:>12.0}",
            name,
            ms(native),
            ms(jit),
            jit.as_secs_f64() / native.as_secs_f64(),
            interp_full * 1e3,
            interp_full / jit.as_secs_f64()
        );
    };

    // Dot product, 1M elements.
    let n = 1_000_000;
    let a: Vec<f64> = (0..n).map(|i| (i as f64 * 0.37).sin()).collect();
    let b: Vec<f64> = (0..n).map(|i| (i as f64 * 0.11).cos()).collect();
    let (ma, mb) = (MemRef::from_f64(&a, &[n as i64]).expect("a"), MemRef::from_f64(&b, &[n as i64]).expect("b"));
    let (tn, rn) = best(10, || black_box(native_dot(black_box(&a), black_box(&b))));
    let args = [Value::MemRef(ma.clone()), Value::MemRef(mb.clone())];
    let (tj, rj) = best(10, || jit.call("dot", &args).expect("jit dot"));
    let small = 100_000;
    let sargs = [
        Value::MemRef(MemRef::from_f64(&a[..small], &[small as i64]).expect("a")),
        Value::MemRef(MemRef::from_f64(&b[..small], &[small as i64]).expect("b")),
    ];
    let (ti, _) = best(1, || interp.call("dot", &sargs).expect("interp dot"));
    assert_eq!(rj[0].as_f64(), Some(rn), "JIT and native disagree on dot");
    row("dot 1M", tn, tj, ti, (n / small) as f64);

    // Matmul 256x256.
    let n = 256usize;
    let a: Vec<f64> = (0..n * n).map(|i| (i % 17) as f64 * 0.25).collect();
    let b: Vec<f64> = (0..n * n).map(|i| (i % 13) as f64 * 0.5).collect();
    let mut c = vec![0.0; n * n];
    let (tn, _) = best(5, || native_matmul(n, black_box(&a), black_box(&b), &mut c));
    let sh = [n as i64, n as i64];
    let (ma, mb, mc) = (
        MemRef::from_f64(&a, &sh).expect("a"),
        MemRef::from_f64(&b, &sh).expect("b"),
        MemRef::zeros(ferrozyme::exec::ScalarType::F64, &sh).expect("c"),
    );
    let args = [Value::MemRef(ma), Value::MemRef(mb), Value::MemRef(mc.clone())];
    let (tj, _) = best(5, || jit.call("matmul", &args).expect("jit matmul"));
    assert_eq!(mc.to_f64_vec(), c, "JIT and native disagree on matmul");
    let s = 64usize;
    let ssh = [s as i64, s as i64];
    let sargs = [
        Value::MemRef(MemRef::from_f64(&a[..s * s], &ssh).expect("a")),
        Value::MemRef(MemRef::from_f64(&b[..s * s], &ssh).expect("b")),
        Value::MemRef(MemRef::zeros(ferrozyme::exec::ScalarType::F64, &ssh).expect("c")),
    ];
    let (ti, _) = best(1, || interp.call("matmul", &sargs).expect("interp matmul"));
    row("matmul 256x256", tn, tj, ti, ((n * n * n) / (s * s * s)) as f64);

    // Scalar loop with math calls, 1M iterations.
    let n = 1_000_000usize;
    let (tn, rn) = best(5, || black_box(native_mathloop(black_box(n))));
    let (tj, rj) = best(5, || jit.call("mathloop", &[Value::Index(n as i64)]).expect("jit loop"));
    let (ti, _) = best(1, || interp.call("mathloop", &[Value::Index(100_000)]).expect("interp loop"));
    assert_eq!(rj[0].as_f64(), Some(rn), "JIT and native disagree on the math loop");
    row("math loop 1M", tn, tj, ti, 10.0);
    println!("(interpreter times are measured on 1/10, 1/64 and 1/10 of the work and scaled)");

    // Compile time.
    println!();
    println!("{:<28} {:>8} {:>12} {:>16}", "JIT compile", "ops", "ms", "ms per 1k ops");
    for size in [1_000usize, 10_000, 50_000] {
        let text = generated_module(size);
        let gm = ferrozyme::parse_module("gen.mlir", text.as_bytes()).expect("generated parses");
        let (t, j) = best(3, || ferrozyme_jit::JitModule::compile(&gm, JitOptions::default()).expect("compiles"));
        println!(
            "{:<28} {:>8} {:>12.2} {:>16.3}",
            format!("generated ({} functions)", j.stats.functions),
            j.stats.ops,
            ms(t),
            ms(t) / (j.stats.ops as f64 / 1000.0)
        );
    }
    let kops = ferrozyme_jit::JitModule::compile(&m, JitOptions::default()).expect("compiles");
    let (t, _) = best(5, || ferrozyme_jit::JitModule::compile(&m, JitOptions { checked: true }).expect("compiles"));
    println!(
        "{:<28} {:>8} {:>12.2} {:>16.3}",
        "bench kernels (checked)",
        kops.stats.ops,
        ms(t),
        ms(t) / (kops.stats.ops as f64 / 1000.0)
    );
}
