//! Reverse mode through a call whose output may be its input at run time:
//! two distinct arguments of the caller bound to one buffer (directly, or
//! through a select). The callee only writes its output argument, but that
//! memory is also what it reads, so the adjoint must replay the callee with
//! its stores (not the write-free replay): the gradient and the memory left
//! behind must be the primal's, JIT and interpreter.

use ferrozyme::exec::Value;
use ferrozyme_jit::{Engine, JitOptions};

const SRC: &str = r#"
func.func private @wr(%out: memref<3xf64>, %in: memref<3xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %out[%c0] : memref<3xf64>
  %v = memref.load %in[%c0] : memref<3xf64>
  %s = math.sin %v : f64
  %vv = arith.mulf %v, %s : f64
  memref.store %vv, %out[%c1] : memref<3xf64>
  return
}
func.func @direct(%a: memref<3xf64>, %b: memref<3xf64>, %x: f64, %c: i1) -> f64 {
  %c1 = arith.constant 1 : index
  func.call @wr(%a, %b, %x) : (memref<3xf64>, memref<3xf64>, f64) -> ()
  %v = memref.load %a[%c1] : memref<3xf64>
  return %v : f64
}
func.func @selected(%a: memref<3xf64>, %b: memref<3xf64>, %x: f64, %c: i1) -> f64 {
  %c1 = arith.constant 1 : index
  %r = arith.select %c, %a, %b : memref<3xf64>
  func.call @wr(%a, %r, %x) : (memref<3xf64>, memref<3xf64>, f64) -> ()
  %v = memref.load %a[%c1] : memref<3xf64>
  return %v : f64
}
"#;

/// `@run_<f>(x)`: `enzyme.autodiff @<f>` with one buffer as both memory
/// arguments; returns the gradient and the buffer's first two elements.
fn driver(f: &str) -> String {
    format!(
        r#"
func.func @run_{f}(%x: f64) -> (f64, f64, f64) {{
  %a = memref.alloc() : memref<3xf64>
  %da = memref.alloc() : memref<3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 0.5 : f64
  %z = arith.constant 0.0 : f64
  memref.store %h, %a[%c0] : memref<3xf64>
  memref.store %h, %a[%c1] : memref<3xf64>
  memref.store %z, %da[%c0] : memref<3xf64>
  memref.store %z, %da[%c1] : memref<3xf64>
  %t = arith.constant true
  %one = arith.constant 1.0 : f64
  %dx = enzyme.autodiff @{f}(%a, %da, %a, %da, %x, %t, %one) {{activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>, #enzyme<activity enzyme_const>], ret_activity = [#enzyme<activity enzyme_activenoneed>]}} : (memref<3xf64>, memref<3xf64>, memref<3xf64>, memref<3xf64>, f64, i1, f64) -> f64
  %a0 = memref.load %a[%c0] : memref<3xf64>
  %a1 = memref.load %a[%c1] : memref<3xf64>
  memref.dealloc %a : memref<3xf64>
  memref.dealloc %da : memref<3xf64>
  return %dx, %a0, %a1 : f64, f64, f64
}}
"#
    )
}

#[test]
fn aliased_output_and_input_replay_with_stores() {
    let text = format!("{SRC}{}{}", driver("direct"), driver("selected"));
    let mut m = ferrozyme::parse_module("alias.mlir", text.as_bytes()).expect("parse");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let x: f64 = 0.9;
    // The callee stores x into a[0], then reads it back: a[1] = x·sin(x).
    let (want_dx, want_a1) = (x.sin() + x * x.cos(), x * x.sin());
    for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")] {
        for f in ["run_direct", "run_selected"] {
            let r = e.call(f, &[Value::F64(x)]).expect("run");
            let got: Vec<f64> = r.iter().map(|v| v.as_f64().expect("f64")).collect();
            assert!((got[0] - want_dx).abs() < 1e-12, "{f}: gradient {} vs {want_dx}", got[0]);
            assert_eq!(got[1], x, "{f}: a[0] as the primal leaves it");
            assert!((got[2] - want_a1).abs() < 1e-15, "{f}: a[1] {} vs {want_a1}", got[2]);
        }
    }
}

/// A callee with a loop reading `%in` and writing `%out`, called with one
/// buffer as both: iteration k reads a[k+1] before iteration k+1
/// overwrites it (`a[k] = sin(a[k+1])`). The callee's derivative takes its
/// arguments as distinct memory, so the caller must say that `%in` may be
/// written: its loads are then recorded, not re-read after the loop
/// changed them. Both ways of differentiating calls (augmented pair,
/// replay), JIT and interpreter, against the closed form.
#[test]
fn aliased_arguments_of_a_callee_with_a_loop() {
    let src = r#"
func.func private @smear(%out: memref<4xf64>, %in: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %k = %c0 to %c3 step %c1 {
    %k1 = arith.addi %k, %c1 : index
    %v = memref.load %in[%k1] : memref<4xf64>
    %s = math.sin %v : f64
    memref.store %s, %out[%k] : memref<4xf64>
  }
  return
}
func.func @chain(%a: memref<4xf64>, %b: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  func.call @smear(%a, %b) : (memref<4xf64>, memref<4xf64>) -> ()
  %v0 = memref.load %a[%c0] : memref<4xf64>
  %v1 = memref.load %a[%c1] : memref<4xf64>
  %v2 = memref.load %a[%c2] : memref<4xf64>
  %s = arith.addf %v0, %v1 : f64
  %t = arith.addf %s, %v2 : f64
  return %t : f64
}
func.func @run_chain(%x: f64) -> (f64, f64, f64, f64) {
  %a = memref.alloc() : memref<4xf64>
  %da = memref.alloc() : memref<4xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  scf.for %i = %c0 to %c4 step %c1 {
    %fi = arith.index_cast %i : index to i64
    %f = arith.sitofp %fi : i64 to f64
    %v = arith.mulf %f, %x : f64
    memref.store %v, %a[%i] : memref<4xf64>
    memref.store %z, %da[%i] : memref<4xf64>
  }
  enzyme.autodiff @chain(%a, %da, %a, %da, %one) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>], ret_activity = [#enzyme<activity enzyme_activenoneed>]} : (memref<4xf64>, memref<4xf64>, memref<4xf64>, memref<4xf64>, f64) -> ()
  %g1 = memref.load %da[%c1] : memref<4xf64>
  %g2 = memref.load %da[%c2] : memref<4xf64>
  %g3 = memref.load %da[%c3] : memref<4xf64>
  %a0 = memref.load %a[%c0] : memref<4xf64>
  memref.dealloc %a : memref<4xf64>
  memref.dealloc %da : memref<4xf64>
  return %g1, %g2, %g3, %a0 : f64, f64, f64, f64
}
"#;
    // a = [0, x, 2x, 3x]; after the call a[k] = sin(a_orig[k+1]) for k < 3.
    let x: f64 = 0.7;
    let want = [x.cos(), (2.0 * x).cos(), (3.0 * x).cos(), x.sin()];
    for replay_calls in [false, true] {
        let mut m = ferrozyme::parse_module("smear.mlir", src.as_bytes()).expect("parse");
        let ad = ferrozyme::ad::lower::AdOptions { replay_calls, ..Default::default() };
        ferrozyme::ad::lower::lower_enzyme_ops_with(&mut m, &ad).unwrap_or_else(|d| panic!("{d}"));
        ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
        for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")]
        {
            let r = e.call("run_chain", &[Value::F64(x)]).expect("run");
            let got: Vec<f64> = r.iter().map(|v| v.as_f64().expect("f64")).collect();
            for (g, w) in got.iter().zip(want) {
                assert!((g - w).abs() < 1e-12, "replay={replay_calls}: {got:?} vs {want:?}");
            }
        }
    }
}
