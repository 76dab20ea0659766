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
