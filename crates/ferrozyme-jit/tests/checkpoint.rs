//! Loop checkpointing in reverse mode (`ferrozyme::ad::reverse::checkpoint`).

mod shared;

use ferrozyme::ad::lower::AdOptions;
use ferrozyme::ad::reverse::checkpoint::Scheme;
use ferrozyme_jit::check::check_reverse;

use shared::{check_programs, RevRun};

/// Every `// rev` program of the reverse-mode test files, with every
/// top-level loop checkpointed (2 snapshots, so chunks of several
/// iterations): the dot-product test against finite differences still
/// passes, under the JIT and the interpreter.
#[test]
fn every_reverse_program_checkpointed() {
    let files = [
        "ad_reverse/loops.mlir",
        "ad_reverse/memory.mlir",
        "ad_reverse/calls.mlir",
        "ad_reverse/calls_write.mlir",
        "ad_reverse/tape.mlir",
        "ad_reverse/pointers.mlir",
        "ad_reverse/structured.mlir",
        "ad_reverse/cfg.mlir",
    ];
    let ad = AdOptions { checkpoint: Some(Scheme::Periodic(2)), ..AdOptions::default() };
    check_programs(&files, "rev", &RevRun { seeds: &[5], ad, check: check_reverse });
}

/// The loops of `tests/ad_reverse/checkpoint.mlir`, which ask for
/// checkpoints by attribute, against finite differences.
#[test]
fn checkpointed_loops_by_attribute() {
    let run = RevRun { seeds: &[1, 2], ad: AdOptions::default(), check: check_reverse };
    check_programs(&["ad_reverse/checkpoint.mlir"], "rev", &run);
}

/// A 10,000-step Euler loop over a 4-element state: each step records its
/// 8 loads of written memory (64 bytes), so without checkpointing the
/// derivative's records peak at 10,000 · 64 bytes. With `periodic:100` they
/// stay under the stated bound — 100 snapshots of the state (32 bytes each)
/// plus one chunk's records (100 steps · 64 bytes) plus 1 KiB — and the
/// gradients and shadows are the same.
#[test]
fn checkpointed_tape_stays_under_the_bound() {
    use ferrozyme::exec::{MemRef, Value};
    use ferrozyme::ir::Activity::{Active, Const, Dup};
    use ferrozyme_jit::meter;
    const STEPS: i64 = 10_000;
    const SNAPSHOTS: i64 = 100;
    let program = r#"
func.func @euler(%u: memref<4xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %dt = arith.constant 0.001 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c4 : index
      %a = memref.load %u[%i] : memref<4xf64>
      %b = memref.load %u[%j] : memref<4xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      %ks = arith.mulf %k, %s : f64
      %st = arith.mulf %ks, %dt : f64
      %an = arith.addf %a, %st : f64
      memref.store %an, %u[%i] : memref<4xf64>
    }
  }
  %r = memref.load %u[%c3] : memref<4xf64>
  return %r : f64
}
"#;
    let text = format!("{program}{}", meter::METER_MLIR);
    let run = |checkpoint: Option<Scheme>| -> (i64, Vec<f64>, f64) {
        let mut m = ferrozyme::parse_module("euler.mlir", text.as_bytes()).expect("parses");
        let f = m.lookup_symbol("euler").expect("@euler");
        let mut cache = ferrozyme::ad::ReverseCache::default();
        cache.checkpoint = checkpoint;
        let d = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, f, &[Dup, Active, Const], &[Active])
            .unwrap_or_else(|e| panic!("{e}"));
        meter::instrument(&mut m, meter::is_generated);
        ferrozyme::verify::verify(&m).unwrap_or_else(|e| panic!("{e}"));
        let mut e = ferrozyme_jit::Engine::jit(&m, ferrozyme_jit::JitOptions::default()).expect("JIT");
        let u = MemRef::from_f64(&[0.1, 0.5, -0.2, 0.3], &[4]).expect("u");
        let du = MemRef::from_f64(&[0.0; 4], &[4]).expect("du");
        e.call("fz_bytes_reset", &[]).expect("reset");
        let out = e
            .call(
                &d,
                &[Value::MemRef(u), Value::MemRef(du.clone()), Value::F64(1.3), Value::Index(STEPS), Value::F64(1.0)],
            )
            .expect("gradient");
        let peak = e.call("fz_bytes_read", &[]).expect("read")[1].as_i64().expect("i64");
        (peak, du.to_f64_vec(), out.last().and_then(Value::as_f64).expect("dk"))
    };
    let (plain_peak, plain_du, plain_dk) = run(None);
    let (ck_peak, ck_du, ck_dk) = run(Some(Scheme::Periodic(SNAPSHOTS as u64)));
    let per_step = 8 * 8;
    let bound = SNAPSHOTS * 32 + (STEPS / SNAPSHOTS) * per_step + 1024;
    assert!(plain_peak >= STEPS * per_step, "without checkpointing: {plain_peak} bytes");
    assert!(ck_peak <= bound, "checkpointed: {ck_peak} bytes, bound {bound}");
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-12 * (1.0 + a.abs());
    assert!(close(plain_dk, ck_dk), "{plain_dk} vs {ck_dk}");
    assert!(plain_du.iter().zip(&ck_du).all(|(&a, &b)| close(a, b)), "{plain_du:?} vs {ck_du:?}");
    assert!(plain_du.iter().any(|&x| x != 0.0) && plain_dk != 0.0);
    println!("10,000 steps: {plain_peak} bytes → {ck_peak} bytes with 100 snapshots (bound {bound})");
}
