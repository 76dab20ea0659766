//! Loop checkpointing: gradient time and peak derivative memory of an
//! in-place Euler integrator (64-element state, 10,000 steps) and of a
//! scalar recurrence (100,000 steps) with no checkpointing, √T snapshots,
//! periodic and binomial schemes side by side.
//!
//! `cargo bench -p ferrozyme-jit --bench checkpoint`

mod common;

use ferrozyme::ad::reverse::checkpoint::Scheme;
use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::Activity;
use ferrozyme::ir::Activity::{Active, Const, Dup};
use ferrozyme_jit::{meter, Engine, JitOptions};

const PROGRAMS: &str = r#"
func.func @euler(%u: memref<64xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %dt = arith.constant 0.001 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c64 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c64 : index
      %a = memref.load %u[%i] : memref<64xf64>
      %b = memref.load %u[%j] : memref<64xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      %ks = arith.mulf %k, %s : f64
      %st = arith.mulf %ks, %dt : f64
      %an = arith.addf %a, %st : f64
      memref.store %an, %u[%i] : memref<64xf64>
    }
  }
  %c3 = arith.constant 3 : index
  %r = memref.load %u[%c3] : memref<64xf64>
  return %r : f64
}
func.func @recurrence(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %m = arith.mulf %a, %a : f64
    %c = math.cos %m : f64
    scf.yield %c : f64
  }
  return %r : f64
}
"#;

struct Case {
    label: &'static str,
    func: &'static str,
    acts: Vec<Activity>,
    /// Primal arguments; the derivative's are built from them.
    args: fn() -> Vec<Value>,
}

fn main() {
    let cases = [
        Case {
            label: "Euler 64 × 10,000 steps",
            func: "euler",
            acts: vec![Dup, Active, Const],
            args: || {
                let u: Vec<f64> = (0..64).map(|i| (f64::from(i) * 0.37).sin()).collect();
                vec![Value::MemRef(MemRef::from_f64(&u, &[64]).expect("u")), Value::F64(1.3), Value::Index(10_000)]
            },
        },
        Case {
            label: "recurrence 100,000 steps",
            func: "recurrence",
            acts: vec![Active, Const],
            args: || vec![Value::F64(0.4), Value::Index(100_000)],
        },
    ];
    let schemes: [(&str, Option<Scheme>); 8] = [
        ("none", None),
        ("sqrt", Some(Scheme::Sqrt)),
        ("periodic:10", Some(Scheme::Periodic(10))),
        ("periodic:100", Some(Scheme::Periodic(100))),
        ("periodic:1000", Some(Scheme::Periodic(1000))),
        ("binomial:10", Some(Scheme::Binomial(10))),
        ("binomial:100", Some(Scheme::Binomial(100))),
        ("binomial:1000", Some(Scheme::Binomial(1000))),
    ];
    println!(
        "{:<26} {:<14} {:>10} {:>10} {:>8} {:>14}",
        "reverse mode (JIT)", "checkpoints", "primal ms", "grad ms", "ratio", "peak bytes"
    );
    let text = format!("{PROGRAMS}{}", meter::METER_MLIR);
    for c in &cases {
        for (label, scheme) in &schemes {
            let mut m = ferrozyme::parse_module("checkpoint.mlir", text.as_bytes()).expect("parses");
            let f = m.lookup_symbol(c.func).expect("function");
            let mut cache = ferrozyme::ad::ReverseCache::default();
            cache.checkpoint = *scheme;
            let d = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &c.acts, &[Active])
                .unwrap_or_else(|e| panic!("{e}"));
            let mut counted = m.clone();
            meter::instrument(&mut counted, meter::is_generated);
            let mut jit = Engine::jit(&m, JitOptions::default()).expect("JIT");
            let mut cjit = Engine::jit(&counted, JitOptions::default()).expect("JIT");
            let grad_args = || -> Vec<Value> {
                let mut out = Vec::new();
                for (a, act) in (c.args)().into_iter().zip(&c.acts) {
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
            let primal = common::best(5, || drop(jit.call(c.func, &(c.args)()).expect("primal"))).0;
            let grad = common::best(5, || drop(jit.call(&d, &grad_args()).expect("gradient"))).0;
            cjit.call("fz_bytes_reset", &[]).expect("reset");
            cjit.call(&d, &grad_args()).expect("instrumented gradient");
            let peak = cjit.call("fz_bytes_read", &[]).expect("read")[1].as_i64().expect("i64");
            println!(
                "{:<26} {:<14} {:>10.3} {:>10.3} {:>8.2} {:>14}",
                c.label,
                label,
                primal.as_secs_f64() * 1e3,
                grad.as_secs_f64() * 1e3,
                grad.as_secs_f64() / primal.as_secs_f64(),
                peak
            );
        }
    }
    println!(
        "(peak bytes: the most memory the derivative's own allocations hold at once — records, snapshots, shadows)"
    );
}
