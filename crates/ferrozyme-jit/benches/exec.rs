//! Execution benchmark: three kernels (dot product, 256×256 matmul, a
//! 1M-iteration scalar loop with math calls) run by the JIT, by a native Rust
//! version of the same loops, and by the interpreter; plus JIT compile time
//! per 1,000 ops on a generated module; plus forward mode: the time of each
//! kernel's forward derivative (one tangent, `dup` inputs) against the
//! primal's, both JIT-compiled. Prints tables.
//!
//! Run: `cargo bench -p ferrozyme-jit --bench exec`.

mod common;
use common::kernels::{stencil_stages, stencil_while, KERNELS, REVERSE_KERNELS, STENCIL};
use common::{best, human_bytes, kernels::reverse_inputs};

use std::hint::black_box;
use std::time::{Duration, Instant};

use ferrozyme::ad::{forward_derivative, ForwardCache};
use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::Activity;
use ferrozyme_jit::{Engine, JitOptions};

/// The math loop with its step as an argument, so it has a float input to
/// differentiate (the kernel above only takes the trip count).
const MATHLOOP_H: &str = r#"
func.func @mathloop_h(%n: index, %h: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
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
    // `FZ_BENCH_ONLY=stencil_while` (kernel names, comma-separated): only
    // those rows of the reverse-mode table, nothing else.
    if let Ok(only) = std::env::var("FZ_BENCH_ONLY") {
        reverse_mode_table(&only.split(',').collect::<Vec<_>>());
        return;
    }
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

    forward_mode_table();
    reverse_mode_table(&[]);

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

/// Forward mode: derivative time / primal time for each kernel, one tangent.
fn forward_mode_table() {
    use Activity::{Const, Dup};
    let text = format!("{KERNELS}{MATHLOOP_H}");
    let mut m = ferrozyme::parse_module("kernels.mlir", text.as_bytes()).expect("kernels parse");
    let mut cache = ForwardCache::default();
    let mut derive = |m: &mut ferrozyme::Module, f: &str, args: &[Activity], rets: &[Activity]| {
        let op = m.lookup_symbol(f).expect("kernel");
        forward_derivative(m, &mut cache, op, args, rets, 1).expect("forward derivative")
    };
    let ddot = derive(&mut m, "dot", &[Dup, Dup], &[Dup]);
    let dmatmul = derive(&mut m, "matmul", &[Dup, Dup, Dup], &[]);
    let dloop = derive(&mut m, "mathloop_h", &[Const, Dup], &[Dup]);
    ferrozyme::verify::verify(&m).expect("derivatives verify");
    let mut jit = Engine::jit(&m, JitOptions::default()).expect("JIT compiles");

    println!();
    println!("{:<22} {:>11} {:>15} {:>13}", "forward mode (JIT)", "primal ms", "derivative ms", "deriv/primal");
    let row = |name: &str, primal: Duration, deriv: Duration| {
        println!(
            "{:<22} {:>11.3} {:>15.3} {:>13.2}",
            name,
            ms(primal),
            ms(deriv),
            deriv.as_secs_f64() / primal.as_secs_f64()
        );
    };
    let vec = |v: &[f64]| Value::MemRef(MemRef::from_f64(v, &[v.len() as i64]).expect("memref"));

    // Dot product, 1M elements: d(a·b) = da·b + a·db.
    let n = 1_000_000;
    let a: Vec<f64> = (0..n).map(|i| (i as f64 * 0.37).sin()).collect();
    let b: Vec<f64> = (0..n).map(|i| (i as f64 * 0.11).cos()).collect();
    let da: Vec<f64> = (0..n).map(|i| (i as f64 * 0.05).cos()).collect();
    let db: Vec<f64> = (0..n).map(|i| (i as f64 * 0.23).sin()).collect();
    let args = [vec(&a), vec(&b)];
    let dargs = [vec(&a), vec(&da), vec(&b), vec(&db)];
    let (tp, rp) = best(10, || jit.call("dot", &args).expect("dot"));
    let (td, rd) = best(10, || jit.call(&ddot, &dargs).expect("forward dot"));
    let want: f64 = (0..n).map(|i| da[i] * b[i] + a[i] * db[i]).sum();
    assert_eq!(rd[0].as_f64(), rp[0].as_f64(), "forward dot: primal result");
    let got = rd[1].as_f64().expect("tangent");
    assert!((got - want).abs() <= 1e-9 * want.abs().max(1.0), "forward dot: tangent {got} vs {want}");
    row("dot 1M", tp, td);

    // Matmul 256x256: dC = dA·B + A·dB.
    let n = 256usize;
    let sh = [n as i64, n as i64];
    let mat = |f: &dyn Fn(usize) -> f64| {
        Value::MemRef(MemRef::from_f64(&(0..n * n).map(f).collect::<Vec<_>>(), &sh).expect("matrix"))
    };
    let zeros = || Value::MemRef(MemRef::zeros(ferrozyme::exec::ScalarType::F64, &sh).expect("zeros"));
    let (a, b) = (mat(&|i| (i % 17) as f64 * 0.25), mat(&|i| (i % 13) as f64 * 0.5));
    let (da, db) = (mat(&|i| (i % 7) as f64 * 0.125), mat(&|i| (i % 5) as f64 - 2.0));
    let args = [a.clone(), b.clone(), zeros()];
    let dc = zeros();
    let dargs = [a.clone(), da.clone(), b.clone(), db.clone(), zeros(), dc.clone()];
    let (tp, _) = best(5, || jit.call("matmul", &args).expect("matmul"));
    let (td, _) = best(5, || jit.call(&dmatmul, &dargs).expect("forward matmul"));
    let get = |v: &Value, i: usize, j: usize| {
        v.as_memref().expect("memref").get(&[i as i64, j as i64]).expect("in bounds").as_f64().expect("f64")
    };
    for (i, j) in [(0, 0), (17, 200), (255, 3)] {
        let want: f64 = (0..n).map(|k| get(&da, i, k) * get(&b, k, j) + get(&a, i, k) * get(&db, k, j)).sum();
        assert_eq!(get(&dc, i, j), want, "forward matmul: dC[{i}][{j}]");
    }
    row("matmul 256x256", tp, td);

    // Math loop, 1M iterations, derivative with respect to the step h.
    let n = Value::Index(1_000_000);
    let h = 1.0e-3;
    let (tp, rp) = best(5, || jit.call("mathloop_h", &[n.clone(), Value::F64(h)]).expect("loop"));
    let (td, rd) = best(5, || jit.call(&dloop, &[n.clone(), Value::F64(h), Value::F64(1.0)]).expect("forward loop"));
    assert_eq!(rd[0].as_f64(), rp[0].as_f64(), "forward math loop: primal result");
    // d/dh Σ sin(ih)·e^(−ih) = Σ i·e^(−ih)·(cos(ih) − sin(ih)).
    let want: f64 = (0..1_000_000)
        .map(|i| {
            let x = i as f64 * h;
            i as f64 * (-x).exp() * (x.cos() - x.sin())
        })
        .sum();
    let got = rd[1].as_f64().expect("tangent");
    assert!((got - want).abs() <= 1e-9 * want.abs().max(1.0), "forward math loop: tangent {got} vs {want}");
    row("math loop 1M", tp, td);
}

// ---------------------------------------------------------------------------
// Reverse mode.

/// Reverse mode (combined): gradient time / primal time for each kernel,
/// both JIT-compiled, and the bytes of the loop records (the tape); only
/// the kernels named in `only`, if any.
fn reverse_mode_table(only: &[&str]) {
    use ferrozyme::ad::{reverse_derivative, ReverseCache};
    use Activity::{Active, Const, Dup};
    // The kernels allocate nothing themselves: every allocation a
    // derivative makes is a loop record (the tape), counted by the meter.
    let text = format!(
        "{KERNELS}{REVERSE_KERNELS}{STENCIL}{}{}{}{}{}",
        stencil_while(),
        stencil_stages(),
        common::csr::CSR_DIFFUSE,
        common::csr::fixed_rows(7),
        ferrozyme_jit::meter::METER_MLIR
    );
    let base = ferrozyme::parse_module("kernels.mlir", text.as_bytes()).expect("kernels parse");
    ferrozyme::verify::verify(&base).expect("kernels verify");
    let kernels_all: [(&str, Vec<Activity>); 13] = [
        ("dot", vec![Dup, Dup]),
        ("vdot", vec![Dup, Dup]),
        ("horner", vec![Dup, Dup]),
        ("newton_each", vec![Dup]),
        ("matmul_sum", vec![Dup, Dup]),
        ("mathloop_hr", vec![Const, Active]),
        ("gmm", vec![Dup, Dup, Dup, Const]),
        ("lstm_step", vec![Dup, Dup, Const, Dup, Dup, Const, Dup, Dup]),
        ("csr_diffuse", vec![Dup, Dup, Const, Const, Dup, Dup, Const]),
        ("csr_rect", vec![Dup, Dup, Const, Const, Dup, Dup, Const]),
        ("stencil", vec![Dup, Dup, Dup, Active, Const]),
        ("stencil_while", vec![Dup, Dup, Dup, Active, Const]),
        ("stencil_stages", vec![Dup, Dup, Dup, Active, Const]),
    ];
    let kernels: Vec<_> = kernels_all.into_iter().filter(|(f, _)| only.is_empty() || only.contains(f)).collect();
    // Modules timed as they are (loops' reverse fused into their forward
    // loops where sound; memory that loop nests only read copied once per
    // run of the nest), with no fusion, and with every such load recorded
    // instead of copied; and the same with tape counters.
    let derive = |fusion: bool, copies: bool, meter: bool| {
        let mut m = base.clone();
        let mut names = Vec::new();
        for (f, acts) in &kernels {
            let mut cache = ReverseCache::default();
            cache.no_loop_fusion = !fusion;
            cache.no_read_snapshots = !copies;
            let op = m.lookup_symbol(f).expect("kernel");
            let name = reverse_derivative(&mut m, &mut cache, op, acts, &[Active]).unwrap_or_else(|d| panic!("{d}"));
            if meter {
                ferrozyme_jit::meter::instrument(&mut m, |n| n == name);
            }
            names.push(name);
        }
        ferrozyme::verify::verify(&m).expect("derivatives verify");
        (Engine::jit(&m, JitOptions::default()).expect("JIT compiles"), names)
    };
    let (mut jit, names) = derive(true, true, false);
    let (mut cjit, _) = derive(true, true, true);
    let (mut ujit, unames) = derive(false, true, false);
    let (mut ucjit, _) = derive(false, true, true);
    let (mut rjit, rnames) = derive(true, false, false);
    let (mut rcjit, _) = derive(true, false, true);

    println!();
    println!(
        "{:<22} {:>9} {:>9} {:>11} {:>11} {:>13} {:>13} {:>13} {:>13} {:>13}",
        "reverse mode (JIT)",
        "primal ms",
        "grad ms",
        "grad/primal",
        "tape peak",
        "tape alloc",
        "unfused/prim",
        "unfused tape",
        "records/prim",
        "records tape"
    );
    let tape = |e: &mut Engine, deriv: &str, args: &[Value]| {
        e.call("fz_bytes_reset", &[]).expect("reset");
        e.call(deriv, args).expect("instrumented gradient");
        let t = e.call("fz_bytes_read", &[]).expect("tape counters");
        (t[1].as_i64().expect("i64"), t[2].as_i64().expect("i64"))
    };
    let mut row = |name: &str, derivs: [&str; 3], primal: Duration, grads: [Duration; 3], args: &[Value]| {
        let (peak, total) = tape(&mut cjit, derivs[0], args);
        let (_, utotal) = tape(&mut ucjit, derivs[1], args);
        let (rpeak, _) = tape(&mut rcjit, derivs[2], args);
        let ratio = |g: Duration| g.as_secs_f64() / primal.as_secs_f64();
        println!(
            "{:<22} {:>9.3} {:>9.3} {:>11.2} {:>11} {:>13} {:>13.2} {:>13} {:>13.2} {:>13}",
            name,
            ms(primal),
            ms(grads[0]),
            ratio(grads[0]),
            human_bytes(peak),
            human_bytes(total),
            ratio(grads[1]),
            human_bytes(utotal),
            ratio(grads[2]),
            human_bytes(rpeak)
        );
    };
    let zeros_like = |v: &Value| {
        let mr = v.as_memref().expect("memref");
        let z = MemRef::zeros(ferrozyme::exec::ScalarType::F64, &mr.sizes).expect("zeros");
        // Written once here: fresh zeroed pages would otherwise be faulted in
        // by the timed gradient's first touch.
        z.buffer.write(0, &vec![0u8; z.buffer.len()]);
        Value::MemRef(z)
    };
    let copy = |v: &Value| match v {
        Value::MemRef(mr) => Value::MemRef(MemRef::from_values(mr.elem, &mr.values(), &mr.sizes).expect("copy")),
        v => v.clone(),
    };
    // Arguments of the gradient: shadows after dup arguments (fresh zeros
    // in each run, since they accumulate), seed 1 last.
    let grad_args = |args: &[Value], acts: &[Activity]| -> Vec<Value> {
        let mut out = Vec::new();
        for (a, act) in args.iter().zip(acts) {
            out.push(copy(a));
            if *act == Dup {
                out.push(zeros_like(a));
            }
        }
        out.push(Value::F64(1.0));
        out
    };
    // <∇f, v> against a central difference along v over the dup/active inputs.
    let check_fd = |jit: &mut Engine, f: &str, args: &[Value], acts: &[Activity], g: &[Value], grads: &[Value]| {
        let mut v_state = 0x2545F4914F6CDD1Du64;
        let mut next = || {
            v_state ^= v_state << 13;
            v_state ^= v_state >> 7;
            v_state ^= v_state << 17;
            (v_state >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
        };
        let eps = 1e-6;
        let (mut plus, mut minus, mut dot) = (Vec::new(), Vec::new(), 0.0);
        let mut k = 0;
        let mut gi = grads.iter();
        for (a, act) in args.iter().zip(acts) {
            k += 1;
            match (a, act) {
                (Value::MemRef(mr), Dup) => {
                    let x = mr.to_f64_vec();
                    let v: Vec<f64> = x.iter().map(|_| next()).collect();
                    let s = g[k].as_memref().expect("shadow").to_f64_vec();
                    dot += s.iter().zip(&v).map(|(p, q)| p * q).sum::<f64>();
                    let at = |e: f64| {
                        let y: Vec<f64> = x.iter().zip(&v).map(|(p, q)| p + e * q).collect();
                        Value::MemRef(MemRef::from_f64(&y, &mr.sizes).expect("memref"))
                    };
                    plus.push(at(eps));
                    minus.push(at(-eps));
                    k += 1;
                }
                (Value::F64(x), Active) => {
                    let v = next();
                    dot += gi.next().and_then(Value::as_f64).expect("gradient") * v;
                    plus.push(Value::F64(x + eps * v));
                    minus.push(Value::F64(x - eps * v));
                }
                (a, _) => {
                    plus.push(copy(a));
                    minus.push(copy(a));
                }
            }
        }
        let fp = jit.call(f, &plus).expect("primal")[0].as_f64().expect("f64");
        let fm = jit.call(f, &minus).expect("primal")[0].as_f64().expect("f64");
        let fd = (fp - fm) / (2.0 * eps);
        assert!((fd - dot).abs() <= 1e-5 * (1.0 + fd.abs()), "@{f}: <grad, v> = {dot}, finite differences {fd}");
    };

    // (matmul also at n = 250: at 256, every row stride is a power of two
    // and the four matrices' columns collide in the caches, which decides
    // its times more than the code does.)
    let input_sets = |f: &str| match f {
        "matmul_sum" => vec![reverse_inputs(f), common::kernels::matmul_inputs(250)],
        _ => vec![reverse_inputs(f)],
    };
    for (((f, acts), deriv), (uderiv, rderiv)) in kernels.iter().zip(&names).zip(unames.iter().zip(&rnames)) {
        for (label, args, runs) in input_sets(f) {
            let (tp, rp) = best(runs, || jit.call(f, &args).expect("primal"));
            let mut times = [Duration::MAX; 3];
            // The configurations' runs alternate (the same machine state for all).
            let mut last: [Option<(Vec<Value>, Vec<Value>)>; 3] = [None, None, None];
            for _ in 0..runs {
                for (which, (e, d)) in
                    [(&mut jit, deriv), (&mut ujit, uderiv), (&mut rjit, rderiv)].into_iter().enumerate()
                {
                    // Fresh shadows per run, made outside the timed call.
                    let g = grad_args(&args, acts);
                    let t = Instant::now();
                    let r = e.call(d, &g).expect("gradient");
                    times[which] = times[which].min(t.elapsed());
                    assert_eq!(r[0].as_f64(), rp[0].as_f64(), "@{f}: the gradient's primal result");
                    last[which] = Some((g, r));
                }
            }
            for (e, l) in [&mut jit, &mut ujit, &mut rjit].into_iter().zip(&last) {
                let (g, r) = l.as_ref().expect("one run");
                check_fd(e, f, &args, acts, g, &r[1..]);
            }
            row(label, [deriv, uderiv, rderiv], tp, times, &grad_args(&args, acts));
        }
    }
    println!(
        "(tape: loop records, per loop-carried value and recorded load, n entries each, and copies of memory loop nests only read; peak live and total allocated; unfused: no loop's reverse fused into its forward loop; records: every load of memory a nest only reads recorded, no copies; records tape: peak)"
    );
}
