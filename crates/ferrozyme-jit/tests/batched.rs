//! Batched reverse mode (`width` > 1): each lane's gradients and shadows
//! equal those of the width-1 derivative with that lane's seeds and
//! shadows, under the JIT and the interpreter; lanes packed in
//! `tensor<W x T>` (Enzyme's convention) give the same numbers; functions
//! whose primal writes memory the caller sees are refused by name.

use ferrozyme::exec::{MemRef, Value};
use ferrozyme_jit::{Engine, JitOptions};

const SRC: &str = r#"
func.func @square(%x: f64) -> f64 {
  %y = arith.mulf %x, %x : f64
  return %y : f64
}
func.func @packed(%x: f64, %dr: tensor<2xf64>) -> tensor<2xf64> {
  %r = enzyme.autodiff @square(%x, %dr) {activity = [#enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>], width = 2 : i64} : (f64, tensor<2xf64>) -> tensor<2xf64>
  return %r : tensor<2xf64>
}

// s · Σ sin(x_i)·x_i over a read-only buffer.
func.func @weighted(%x: memref<3xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %x[%i] : memref<3xf64>
    %sv = math.sin %v : f64
    %p = arith.mulf %sv, %v : f64
    %a = arith.addf %acc, %p : f64
    scf.yield %a : f64
  }
  %r = arith.mulf %sum, %s : f64
  return %r : f64
}
func.func @lanes3(%x: memref<3xf64>, %d0: memref<3xf64>, %d1: memref<3xf64>, %d2: memref<3xf64>, %s: f64,
                  %w0: f64, %w1: f64, %w2: f64) -> (f64, f64, f64, f64) {
  %r:4 = enzyme.autodiff @weighted(%x, %d0, %d1, %d2, %s, %w0, %w1, %w2) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_active>], width = 3 : i64} : (memref<3xf64>, memref<3xf64>, memref<3xf64>, memref<3xf64>, f64, f64, f64, f64) -> (f64, f64, f64, f64)
  return %r#0, %r#1, %r#2, %r#3 : f64, f64, f64, f64
}
func.func @lane1(%x: memref<3xf64>, %d: memref<3xf64>, %s: f64, %w: f64) -> (f64, f64) {
  %r:2 = enzyme.autodiff @weighted(%x, %d, %s, %w) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_active>]} : (memref<3xf64>, memref<3xf64>, f64, f64) -> (f64, f64)
  return %r#0, %r#1 : f64, f64
}
"#;

fn engines(m: &ferrozyme::Module) -> Vec<Engine> {
    vec![Engine::jit(m, JitOptions { checked: true }).expect("jit"), Engine::interp(m).expect("interp")]
}

fn buf(xs: &[f64]) -> Value {
    Value::MemRef(MemRef::from_f64(xs, &[xs.len() as i64]).unwrap())
}

fn contents(v: &Value) -> Vec<f64> {
    v.as_memref().expect("memref").to_f64_vec()
}

#[test]
fn lanes_match_width_one() {
    let mut m = ferrozyme::parse_module("b.mlir", SRC.as_bytes()).expect("parse");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let printed = ferrozyme::print_module(&m, &ferrozyme::PrintOptions::default());
    let again = ferrozyme::parse_module("b2.mlir", printed.as_bytes()).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(ferrozyme::print_module(&again, &ferrozyme::PrintOptions::default()), printed);
    let x = [0.5, -1.25, 2.0];
    let shadows = [[0.1, 0.0, -0.3], [1.0, 2.0, 3.0], [0.0, 0.0, 0.0]];
    let seeds = [1.0, -0.5, 2.5];
    for mut e in engines(&m) {
        // d(x²)/dx · seed, per lane.
        let r = e.call("packed", &[Value::F64(1.5), buf(&[1.0, -2.0])]).expect("packed");
        assert_eq!(contents(&r[0]), vec![3.0, -6.0]);
        // Three lanes in one call against three width-1 calls.
        let (d0, d1, d2) = (buf(&shadows[0]), buf(&shadows[1]), buf(&shadows[2]));
        let args = [buf(&x), d0.clone(), d1.clone(), d2.clone(), Value::F64(0.75)];
        let mut all = args.to_vec();
        all.extend(seeds.iter().map(|&w| Value::F64(w)));
        let r = e.call("lanes3", &all).expect("lanes3");
        let batched = [&d0, &d1, &d2];
        for lane in 0..3 {
            let d = buf(&shadows[lane]);
            let one = e.call("lane1", &[buf(&x), d.clone(), Value::F64(0.75), Value::F64(seeds[lane])]).expect("lane1");
            assert_eq!(r[0].as_f64(), one[0].as_f64(), "primal result");
            assert_eq!(r[1 + lane].as_f64(), one[1].as_f64(), "gradient of s, lane {lane}");
            assert_eq!(contents(batched[lane]), contents(&d), "shadow of x, lane {lane}");
            // The closed form: ∂/∂x_i = s·(cos(x_i)·x_i + sin(x_i)) · seed, added to the shadow.
            for i in 0..3 {
                let want = shadows[lane][i] + 0.75 * (x[i].cos() * x[i] + x[i].sin()) * seeds[lane];
                assert!((contents(&d)[i] - want).abs() < 1e-12, "lane {lane} element {i}");
            }
        }
    }
}

#[test]
fn writing_functions_are_refused() {
    let src = r#"
func.func @scale(%x: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %x[%c0] : memref<2xf64>
  %w = arith.mulf %v, %s : f64
  memref.store %w, %x[%c0] : memref<2xf64>
  return %w : f64
}
func.func @req(%x: memref<2xf64>, %d0: memref<2xf64>, %d1: memref<2xf64>, %s: f64, %w0: f64, %w1: f64) -> (f64, f64) {
  %r:2 = enzyme.autodiff @scale(%x, %d0, %d1, %s, %w0, %w1) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>], width = 2 : i64} : (memref<2xf64>, memref<2xf64>, memref<2xf64>, f64, f64, f64) -> (f64, f64)
  return %r#0, %r#1 : f64, f64
}
"#;
    let mut m = ferrozyme::parse_module("w.mlir", src.as_bytes()).expect("parse");
    let e = ferrozyme::ad::lower::lower_enzyme_ops(&mut m).expect_err("must be refused");
    assert_eq!((e.file.as_str(), e.line), ("w.mlir", 2), "{e}");
    assert!(e.message.contains("reverse mode with width 2: @scale writes the memory of argument #0"), "{e}");
    assert!(e.message.contains("requested by enzyme.autodiff at w.mlir:10:"), "{e}");
}
