//! Split mode: the augmented primal and the reverse function of each
//! reverse-mode kernel, plus an explicit Euler integrator updating its
//! state in place, made two ways side by side:
//! - from the function's augmented pair (the default): the tape holds the
//!   forward values the reverse reads, and the reverse runs only the
//!   reverse sweep;
//! - the same for a caller that changes no memory in between
//!   (`ModifiedBetween::Args([])`): no copies of the arguments;
//! - by replay (`--calls=replay`): the tape is a copy of the inputs, from
//!   which the reverse replays the whole combined derivative.
//!
//! Against the combined gradient (`enzyme.autodiff`), all JIT-compiled.
//! Each split run checks its gradients and shadows against the combined
//! derivative's. Prints a table.
//!
//! Run: `cargo bench -p ferrozyme-jit --bench split`.

mod common;
use common::human_bytes;
use common::kernels::{reverse_inputs, KERNELS, REVERSE_KERNELS};

use std::time::{Duration, Instant};

use ferrozyme::ad::{
    reverse_derivative, split_derivative, split_derivative_with, ModifiedBetween, ReverseCache, SplitPair,
};
use ferrozyme::exec::{MemRef, ScalarType, Value};
use ferrozyme::ir::Activity::{self, Active, Const, Dup};
use ferrozyme_jit::{Engine, JitOptions};

/// 64 coupled oscillators, `n` explicit Euler steps on a state updated in place.
const EULER: &str = r#"
func.func @euler(%u: memref<?xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dt = arith.constant 0.001 : f64
  %len = memref.dim %u, %c0 : memref<?xf64>
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %len step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %len : index
      %a = memref.load %u[%i] : memref<?xf64>
      %b = memref.load %u[%j] : memref<?xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      %ks = arith.mulf %k, %s : f64
      %st = arith.mulf %ks, %dt : f64
      %an = arith.addf %a, %st : f64
      memref.store %an, %u[%i] : memref<?xf64>
    }
  }
  %r = memref.load %u[%c0] : memref<?xf64>
  return %r : f64
}
"#;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn copy(v: &Value) -> Value {
    match v {
        Value::MemRef(mr) => Value::MemRef(MemRef::from_values(mr.elem, &mr.values(), &mr.sizes).expect("copy")),
        v => v.clone(),
    }
}

/// Fresh arguments with zero shadows after the dup ones.
fn with_shadows(args: &[Value], acts: &[Activity]) -> Vec<Value> {
    let mut out = Vec::new();
    for (a, act) in args.iter().zip(acts) {
        out.push(copy(a));
        if *act == Dup {
            let sizes = &a.as_memref().expect("memref").sizes;
            out.push(Value::MemRef(MemRef::zeros(ScalarType::F64, sizes).expect("zeros")));
        }
    }
    out
}

/// Bytes of the buffers the tape owns.
fn tape_bytes(tape: &[Value], p: &SplitPair) -> i64 {
    tape.iter()
        .zip(&p.tape)
        .filter(|(_, s)| s.owned)
        .filter_map(|(v, _)| v.as_memref())
        .map(|mr| mr.sizes.iter().product::<i64>() * mr.elem.size() as i64)
        .sum()
}

/// Gradients (active arguments) and shadows (dup arguments) as numbers.
fn numbers(grads: &[Value], shadowed: &[Value], acts: &[Activity]) -> Vec<f64> {
    let mut out: Vec<f64> = grads.iter().filter_map(Value::as_f64).collect();
    let mut k = 0;
    for act in acts {
        k += 1;
        if *act == Dup {
            out.extend(shadowed[k].as_memref().expect("shadow").to_f64_vec());
            k += 1;
        }
    }
    out
}

/// One split-mode run: (primal time, reverse time, tape bytes, gradients and shadows).
fn run_split(
    jit: &mut Engine,
    p: &SplitPair,
    args: &[Value],
    acts: &[Activity],
) -> (Duration, Duration, i64, Vec<f64>) {
    let inputs = with_shadows(args, acts);
    let t = Instant::now();
    let out = jit.call(&p.primal, &inputs).expect("augmented primal");
    let tp = t.elapsed();
    let tape = out[1..].to_vec();
    let bytes = tape_bytes(&tape, p);
    let mut rargs = vec![Value::F64(1.0)];
    rargs.extend(tape);
    let t = Instant::now();
    let grads = jit.call(&p.reverse, &rargs).expect("reverse");
    let tr = t.elapsed();
    (tp, tr, bytes, numbers(&grads, &inputs, acts))
}

fn main() {
    let text = format!("{KERNELS}{REVERSE_KERNELS}{EULER}");
    let base = ferrozyme::parse_module("kernels.mlir", text.as_bytes()).expect("kernels parse");
    ferrozyme::verify::verify(&base).expect("kernels verify");
    let kernels: [(&str, Vec<Activity>); 6] = [
        ("dot", vec![Dup, Dup]),
        ("matmul_sum", vec![Dup, Dup]),
        ("mathloop_hr", vec![Const, Active]),
        ("gmm", vec![Dup, Dup, Dup, Const]),
        ("lstm_step", vec![Dup, Dup, Const, Dup, Dup, Const, Dup, Dup]),
        ("euler", vec![Dup, Active, Const]),
    ];
    let mut m = base.clone();
    let mut made = Vec::new();
    for (f, acts) in &kernels {
        let op = m.lookup_symbol(f).expect("kernel");
        let combined = reverse_derivative(&mut m, &mut ReverseCache::default(), op, acts, &[Active])
            .unwrap_or_else(|d| panic!("{d}"));
        let mut pairs = Vec::new();
        for modified in [ModifiedBetween::All, ModifiedBetween::Args(Vec::new())] {
            let p = split_derivative_with(&mut m, &mut ReverseCache::default(), op, acts, &[Active], &modified)
                .unwrap_or_else(|d| panic!("{d}"));
            if let Some(why) = &p.replay {
                println!("note: @{f}: split mode replays ({why})");
            }
            pairs.push(p);
        }
        let mut rc = ReverseCache::default();
        rc.replay_calls = true;
        pairs.push(split_derivative(&mut m, &mut rc, op, acts, &[Active]).unwrap_or_else(|d| panic!("{d}")));
        made.push((combined, pairs));
    }
    ferrozyme::verify::verify(&m).expect("derivatives verify");
    let mut jit = Engine::jit(&m, JitOptions::default()).expect("JIT compiles");

    println!(
        "{:<22} {:>9} | {:>22} {:>10} | {:>22} {:>10} | {:>22} {:>10}",
        "split mode (JIT), ms",
        "combined",
        "pair: aug + rev (/comb)",
        "tape",
        "in place: aug + rev",
        "tape",
        "replay: aug + rev",
        "tape"
    );
    for ((f, acts), (combined, pairs)) in kernels.iter().zip(&made) {
        let (label, args, runs) = match *f {
            "euler" => {
                let u: Vec<f64> = (0..64).map(|i| (i as f64 * 0.3).sin()).collect();
                let u = Value::MemRef(MemRef::from_f64(&u, &[64]).expect("memref"));
                ("euler 64 × 1000 steps", vec![u, Value::F64(1.5), Value::Index(1000)], 5)
            }
            f => reverse_inputs(f),
        };
        let mut tc = Duration::MAX;
        let mut want = Vec::new();
        for _ in 0..runs {
            let mut inputs = with_shadows(&args, acts);
            inputs.push(Value::F64(1.0));
            let t = Instant::now();
            let out = jit.call(combined, &inputs).expect("combined");
            tc = tc.min(t.elapsed());
            want = numbers(&out[1..], &inputs, acts);
        }
        let mut cols = Vec::new();
        for p in pairs {
            let (mut ta, mut tr, mut bytes) = (Duration::MAX, Duration::MAX, 0);
            for _ in 0..runs {
                let (a, r, b, got) = run_split(&mut jit, p, &args, acts);
                ta = ta.min(a);
                tr = tr.min(r);
                bytes = b;
                let err = got.iter().zip(&want).map(|(x, y)| (x - y).abs() / (1.0 + y.abs())).fold(0.0, f64::max);
                assert!(got.len() == want.len() && err < 1e-9, "@{f}: split gradients differ from combined ({err})");
            }
            cols.push((ta, tr, bytes));
        }
        let mut line = format!("{label:<22} {:>9.3}", ms(tc));
        for (a, r, bytes) in cols {
            let col = format!("{:.2} + {:.2} ({:.2})", ms(a), ms(r), (a + r).as_secs_f64() / tc.as_secs_f64());
            line.push_str(&format!(" | {col:>22} {:>10}", human_bytes(bytes)));
        }
        println!("{line}");
    }
    println!(
        "(pair: memory may change between the calls (copies of the arguments the reverse reads); in place: nothing \
         changes (ModifiedBetween::Args([])); replay: --calls=replay, a copy of the inputs and the combined derivative \
         run again; (/comb): aug + rev over the combined gradient; tape: bytes of the buffers the tape owns)"
    );
}
