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

/// `enzyme.autodiff` of a function with a loop reading `%in[i+1]` and
/// writing `%out[i]`, given one buffer as both (reader-15: a wrong
/// gradient, fused or not: the derivative took `%in` as memory nothing
/// writes). The request is made for a copy taking the buffer once, in
/// combined and in split mode (both split requests name the copy); the
/// gradient is the closed form, JIT and interpreter. Views of one buffer
/// at different offsets as the two arguments are refused, located.
#[test]
fn aliased_arguments_of_a_request() {
    let g = r#"
func.func @g(%out: memref<5xf64>, %in: memref<5xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %x = memref.load %in[%i1] : memref<5xf64>
    %s = math.sin %x : f64
    %t = arith.mulf %s, %h : f64
    memref.store %t, %out[%i] : memref<5xf64>
  }
  return
}
"#;
    let drv = r#"
func.func @drv(%k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %buf = memref.alloc() : memref<5xf64>
  %dbuf = memref.alloc() : memref<5xf64>
  %one = arith.constant 1.0 : f64
  %tenth = arith.constant 0.1 : f64
  %base = arith.constant 0.3 : f64
  scf.for %i = %c0 to %c5 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %tenth : f64
    %v2 = arith.addf %v, %base : f64
    memref.store %v2, %buf[%i] : memref<5xf64>
    memref.store %one, %dbuf[%i] : memref<5xf64>
  }
  %h = arith.constant 0.7 : f64
{request}
  %isdh = arith.cmpi eq, %k, %c5 : index
  %r = scf.if %isdh -> f64 {
    scf.yield %dh : f64
  } else {
    %d = memref.load %dbuf[%k] : memref<5xf64>
    scf.yield %d : f64
  }
  memref.dealloc %buf : memref<5xf64>
  memref.dealloc %dbuf : memref<5xf64>
  return %r : f64
}
"#;
    let acts = "activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>], ret_activity = []";
    let combined = format!("  %dh = enzyme.autodiff @g(%buf, %dbuf, %buf, %dbuf, %h) {{{acts}}} : (memref<5xf64>, memref<5xf64>, memref<5xf64>, memref<5xf64>, f64) -> f64");
    // Split mode: both requests name the copy taking the buffer once.
    let split = format!("  %tape = enzyme.autodiff_split_mode.primal @g(%buf, %dbuf, %buf, %dbuf, %h) {{{acts}}} : (memref<5xf64>, memref<5xf64>, memref<5xf64>, memref<5xf64>, f64) -> !enzyme.Tape\n  %dh = enzyme.autodiff_split_mode.reverse @g(%tape) {{{acts}}} : (!enzyme.Tape) -> f64");
    for request in [combined, split] {
        let text = format!("{g}{}", drv.replace("{request}", &request));
        let mut m = ferrozyme::parse_module("req.mlir", text.as_bytes()).expect("parse");
        ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
        ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
        check_aliased_request(&m);
    }
    // Two views of one buffer (different values): refused at the request.
    let views = r#"
func.func @g2(%out: memref<?xf64>, %in: memref<?xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %x = memref.load %in[%i1] : memref<?xf64>
    %s = math.sin %x : f64
    %t = arith.mulf %s, %h : f64
    memref.store %t, %out[%i] : memref<?xf64>
  }
  return
}
func.func @views(%h: f64) -> f64 {
  %buf = memref.alloc() : memref<6xf64>
  %dbuf = memref.alloc() : memref<6xf64>
  %a = memref.cast %buf : memref<6xf64> to memref<?xf64>
  %da = memref.cast %dbuf : memref<6xf64> to memref<?xf64>
  %w = memref.subview %buf[0] [5] [1] : memref<6xf64> to memref<5xf64, strided<[1]>>
  %b = memref.cast %w : memref<5xf64, strided<[1]>> to memref<?xf64>
  %dw = memref.subview %dbuf[0] [5] [1] : memref<6xf64> to memref<5xf64, strided<[1]>>
  %db = memref.cast %dw : memref<5xf64, strided<[1]>> to memref<?xf64>
  %dh = enzyme.autodiff @g2(%a, %da, %b, %db, %h) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>], ret_activity = []} : (memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, f64) -> f64
  return %dh : f64
}
"#;
    let mut m = ferrozyme::parse_module("views.mlir", views.as_bytes()).expect("parse");
    let e = ferrozyme::ad::lower::lower_enzyme_ops(&mut m).expect_err("refused").to_string();
    assert!(
        e.starts_with("views.mlir:24:9: error: reverse mode: arguments #0 and #1 of @g2 are the same memory (or views of it) and @g2 writes it"),
        "{e}"
    );
}

/// `@drv(k)` of `aliased_arguments_of_a_request` against the closed form,
/// JIT and interpreter: a[j] = 0.3 + 0.1 j, h = 0.7, seeds 1: d a[j] =
/// h cos(a[j]) for 1 ≤ j ≤ 3 (a[j] is read, then overwritten: its seed is
/// spent), the seed 1 plus h cos(a[4]) for j = 4 (read, never written), 0
/// for j = 0; dh = Σ sin(a[i+1]).
fn check_aliased_request(m: &ferrozyme::Module) {
    let a = |j: usize| 0.3 + 0.1 * j as f64;
    let h = 0.7;
    let mut want: Vec<f64> = vec![0.0];
    want.extend((1..4).map(|j| h * a(j).cos()));
    want.push(1.0 + h * a(4).cos());
    want.push((0..4).map(|i| a(i + 1).sin()).sum());
    for mut e in [Engine::jit(m, JitOptions { checked: true }).expect("jit"), Engine::interp(m).expect("interp")] {
        for (k, w) in want.iter().enumerate() {
            let r = e.call("drv", &[Value::Index(k as i64)]).expect("run");
            let got = r[0].as_f64().expect("f64");
            assert!((got - w).abs() < 1e-12, "k = {k}: {got} vs {w}");
        }
    }
}

/// `enzyme.autodiff` given one malloc'd buffer (and its shadow) as both
/// pointers of a lowered memref, read through one and written through the
/// other (reader-17: refused before): the request is made for a copy
/// taking the pointer once. The gradient against central differences of
/// the primal, which calls the function with the pointer twice; JIT and
/// interpreter.
#[test]
fn one_pointer_given_twice_to_a_request() {
    let src = r#"
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
func.func @k(%alloc: !llvm.ptr, %aligned: !llvm.ptr, %n: i64, %a: f64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %z = arith.constant 0.0 : f64
  cf.br ^h(%c0, %z : i64, f64)
^h(%i: i64, %acc: f64):
  %c = llvm.icmp "slt" %i, %n : i64
  cf.cond_br %c, ^b, ^e(%acc : f64)
^b:
  %i1 = llvm.add %i, %c1 : i64
  %qr = llvm.getelementptr %alloc[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %qw = llvm.getelementptr %aligned[%i1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %qr : !llvm.ptr -> f64
  %p = arith.mulf %v, %a : f64
  %s = math.sin %p : f64
  %t = arith.addf %s, %v : f64
  llvm.store %t, %qw : f64, !llvm.ptr
  %acc2 = arith.addf %acc, %t : f64
  cf.br ^h(%i1, %acc2 : i64, f64)
^e(%r: f64):
  return %r : f64
}
func.func @g(%x0: f64, %a: f64) -> (f64, f64) {
  %b = llvm.mlir.constant(32 : i64) : i64
  %three = llvm.mlir.constant(3 : i64) : i64
  %one = arith.constant 1.0 : f64
  %p = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  %dp = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  %zb = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%dp, %zb, %b) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.store %x0, %p : f64, !llvm.ptr
  %da = enzyme.autodiff @k(%p, %dp, %p, %dp, %three, %a, %one) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>, #enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>]} : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, f64, f64) -> f64
  %dx0 = llvm.load %dp : !llvm.ptr -> f64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.call @free(%dp) : (!llvm.ptr) -> ()
  return %dx0, %da : f64, f64
}
func.func @prim(%x0: f64, %a: f64) -> f64 {
  %b = llvm.mlir.constant(32 : i64) : i64
  %three = llvm.mlir.constant(3 : i64) : i64
  %p = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  llvm.store %x0, %p : f64, !llvm.ptr
  %r = func.call @k(%p, %p, %three, %a) : (!llvm.ptr, !llvm.ptr, i64, f64) -> f64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  return %r : f64
}
"#;
    let mut m = ferrozyme::parse_module("ptr_req.mlir", src.as_bytes()).expect("parse");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")] {
        for (x0, a) in [(0.5, 0.7), (-0.3, 1.4)] {
            let g = e.call("g", &[Value::F64(x0), Value::F64(a)]).expect("run");
            let mut prim =
                |x: f64, y: f64| e.call("prim", &[Value::F64(x), Value::F64(y)]).expect("run")[0].as_f64().unwrap();
            let h = 1e-6;
            let fd = [(prim(x0 + h, a) - prim(x0 - h, a)) / (2.0 * h), (prim(x0, a + h) - prim(x0, a - h)) / (2.0 * h)];
            for (k, want) in fd.iter().enumerate() {
                let got = g[k].as_f64().expect("f64");
                assert!((got - want).abs() < 1e-6 * (1.0 + want.abs()), "({x0}, {a}) #{k}: {got} vs {want}");
            }
        }
    }
}

/// The same for an `llvm.func` that frees the allocated pointer and writes
/// through the aligned one (reader-38: refused, "arguments #0 and #1 ...
/// are the same memory"), asked for by `enzyme.autodiff` and called with
/// `llvm.call` inside a differentiated function: both take a copy of the
/// callee taking the pointer once. Gradients against central differences;
/// JIT (checked: no use after free, no double free) and interpreter.
#[test]
fn lowered_callee_freeing_one_pointer_and_writing_the_other() {
    let src = r#"
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @consume(%alloc: !llvm.ptr {llvm.writeonly}, %aligned: !llvm.ptr, %a: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %v0 = llvm.load %aligned : !llvm.ptr -> f64
  %q1 = llvm.getelementptr %aligned[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v1 = llvm.load %q1 : !llvm.ptr -> f64
  %p = llvm.fmul %v0, %a : f64
  %s = llvm.intr.sin(%p) : (f64) -> f64
  %q2 = llvm.getelementptr %aligned[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %s, %q2 : f64, !llvm.ptr
  %v2 = llvm.load %q2 : !llvm.ptr -> f64
  %t = llvm.fmul %v2, %v1 : f64
  llvm.call @free(%alloc) : (!llvm.ptr) -> ()
  llvm.return %t : f64
}
llvm.func @fill(%x: f64, %y: f64) -> !llvm.ptr {
  %b = llvm.mlir.constant(24 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  llvm.store %x, %p : f64, !llvm.ptr
  %q = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %y, %q : f64, !llvm.ptr
  llvm.return %p : !llvm.ptr
}
func.func @g(%x: f64, %y: f64, %a: f64) -> (f64, f64, f64) {
  %b = llvm.mlir.constant(24 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %one = arith.constant 1.0 : f64
  %p = llvm.call @fill(%x, %y) : (f64, f64) -> !llvm.ptr
  %dp = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  %zb = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%dp, %zb, %b) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %da = enzyme.autodiff @consume(%p, %dp, %p, %dp, %a, %one) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>]} : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, f64, f64) -> f64
  %dx = llvm.load %dp : !llvm.ptr -> f64
  %q = llvm.getelementptr %dp[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %dy = llvm.load %q : !llvm.ptr -> f64
  llvm.call @free(%dp) : (!llvm.ptr) -> ()
  return %dx, %dy, %da : f64, f64, f64
}
func.func @outer(%x: f64, %y: f64, %a: f64) -> f64 {
  %p = llvm.call @fill(%x, %y) : (f64, f64) -> !llvm.ptr
  %r = llvm.call @consume(%p, %p, %a) : (!llvm.ptr, !llvm.ptr, f64) -> f64
  %r2 = arith.mulf %r, %x : f64
  return %r2 : f64
}
func.func @g_outer(%x: f64, %y: f64, %a: f64) -> (f64, f64, f64) {
  %one = arith.constant 1.0 : f64
  %d:3 = enzyme.autodiff @outer(%x, %y, %a, %one) {activity = [#enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>]} : (f64, f64, f64, f64) -> (f64, f64, f64)
  return %d#0, %d#1, %d#2 : f64, f64, f64
}
func.func @prim(%x: f64, %y: f64, %a: f64) -> f64 {
  %p = llvm.call @fill(%x, %y) : (f64, f64) -> !llvm.ptr
  %r = llvm.call @consume(%p, %p, %a) : (!llvm.ptr, !llvm.ptr, f64) -> f64
  return %r : f64
}
"#;
    let mut m = ferrozyme::parse_module("free_one.mlir", src.as_bytes()).expect("parse");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    // The joined argument is read too: not `llvm.writeonly` (reader-39).
    let text = ferrozyme::print_module(&m, &ferrozyme::PrintOptions::default());
    let joined = text.lines().find(|l| l.contains("llvm.func @consume.joined(")).expect("joined copy");
    assert!(!joined.contains("writeonly"), "{joined}");
    for mut e in [Engine::jit(&m, JitOptions { checked: true }).expect("jit"), Engine::interp(&m).expect("interp")] {
        for x in [[0.5, -0.8, 0.7], [-0.3, 1.1, 1.4]] {
            for (grad, primal) in [("g", "prim"), ("g_outer", "outer")] {
                let args = |x: [f64; 3]| x.map(Value::F64).to_vec();
                let got = e.call(grad, &args(x)).expect("gradient");
                let h = 1e-6;
                for k in 0..3 {
                    let (mut up, mut down) = (x, x);
                    up[k] += h;
                    down[k] -= h;
                    let mut f = |x: [f64; 3]| e.call(primal, &args(x)).expect("primal")[0].as_f64().unwrap();
                    let want = (f(up) - f(down)) / (2.0 * h);
                    let g = got[k].as_f64().expect("f64");
                    assert!((g - want).abs() < 1e-6 * (1.0 + want.abs()), "@{grad} {x:?} #{k}: {g} vs {want}");
                }
            }
        }
    }
}

/// `@g(out, in, h)`: out[i] = h sin(in[i+1]) for i < 4, on strided views
/// (the function the overlap checks below differentiate).
const G_VIEWS: &str = r#"
!V = memref<5xf64, strided<[1], offset: ?>>
func.func @g(%out: !V, %in: !V, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %x = memref.load %in[%i1] : !V
    %s = math.sin %x : f64
    %t = arith.mulf %s, %h : f64
    memref.store %t, %out[%i] : !V
  }
  return
}
"#;

/// Views of one buffer given to a request through a wrapper, where the
/// request cannot see they are one buffer (reader-41: a wrong gradient with
/// loop fusion and read snapshots): the request checks at run time that the
/// memory arguments of a function writing them do not overlap. Disjoint
/// views (adjacent ones too) give the closed-form gradient; overlapping
/// ones a run-time error at the request, in the JIT (unchecked and checked)
/// and the interpreter.
#[test]
fn overlapping_views_through_a_wrapper_are_caught_at_run_time() {
    let src = G_VIEWS.to_string()
        + r#"
func.func @wrap(%a: !V, %da: !V, %b: !V, %db: !V, %h: f64) -> f64 {
  %dh = enzyme.autodiff @g(%a, %da, %b, %db, %h) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>], ret_activity = []} : (!V, !V, !V, !V, f64) -> f64
  return %dh : f64
}
func.func @drv(%off: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %buf = memref.alloc() : memref<10xf64>
  %dbuf = memref.alloc() : memref<10xf64>
  %one = arith.constant 1.0 : f64
  %tenth = arith.constant 0.1 : f64
  %base = arith.constant 0.3 : f64
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %tenth : f64
    %v2 = arith.addf %v, %base : f64
    memref.store %v2, %buf[%i] : memref<10xf64>
    memref.store %one, %dbuf[%i] : memref<10xf64>
  }
  %a0 = memref.subview %buf[0] [5] [1] : memref<10xf64> to memref<5xf64, strided<[1]>>
  %a = memref.cast %a0 : memref<5xf64, strided<[1]>> to !V
  %da0 = memref.subview %dbuf[0] [5] [1] : memref<10xf64> to memref<5xf64, strided<[1]>>
  %da = memref.cast %da0 : memref<5xf64, strided<[1]>> to !V
  %b = memref.subview %buf[%off] [5] [1] : memref<10xf64> to !V
  %db = memref.subview %dbuf[%off] [5] [1] : memref<10xf64> to !V
  %h = arith.constant 0.7 : f64
  %dh = func.call @wrap(%a, %da, %b, %db, %h) : (!V, !V, !V, !V, f64) -> f64
  memref.dealloc %buf : memref<10xf64>
  memref.dealloc %dbuf : memref<10xf64>
  return %dh : f64
}
"#;
    let mut m = ferrozyme::parse_module("wrap.mlir", src.as_bytes()).expect("parse");
    ferrozyme::ad::lower::lower_enzyme_ops(&mut m).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    // dh = Σ_{i<4} sin(b[i+1]) with b[j] = buf[off + j] = 0.3 + 0.1 (off + j).
    let dh = |off: i64| (0..4).map(|i| (0.3 + 0.1 * (off + i + 1) as f64).sin()).sum::<f64>();
    let engines = [
        Engine::jit(&m, JitOptions { checked: false }).expect("jit"),
        Engine::jit(&m, JitOptions { checked: true }).expect("jit"),
        Engine::interp(&m).expect("interp"),
    ];
    for mut e in engines {
        let r = e.call("drv", &[Value::Index(5)]).expect("adjacent views run");
        let got = r[0].as_f64().expect("f64");
        assert!((got - dh(5)).abs() < 1e-12, "{got} vs {}", dh(5));
        for off in [4, 1, 0] {
            let err = e.call("drv", &[Value::Index(off)]).expect_err("overlapping views").to_string();
            assert!(
                err.starts_with("wrap.mlir:18:9: error: 'enzyme.autodiff' assertion failed: reverse mode: arguments #0 and #1 of @g overlap in memory and @g writes them"),
                "off = {off}: {err}"
            );
        }
    }
}

/// The same check at the entry of a derivative made by `--enzyme-wrap`
/// (called from outside, as from C or Rust): overlapping views are a
/// run-time error located at the derivative, adjacent ones run.
#[test]
fn enzyme_wrap_derivative_checks_overlap_at_entry() {
    let src = G_VIEWS.to_string()
        + r#"
func.func @drv(%off: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %buf = memref.alloc() : memref<10xf64>
  %dbuf = memref.alloc() : memref<10xf64>
  %one = arith.constant 1.0 : f64
  %tenth = arith.constant 0.1 : f64
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %tenth : f64
    memref.store %v, %buf[%i] : memref<10xf64>
    memref.store %one, %dbuf[%i] : memref<10xf64>
  }
  %a0 = memref.subview %buf[0] [5] [1] : memref<10xf64> to memref<5xf64, strided<[1]>>
  %a = memref.cast %a0 : memref<5xf64, strided<[1]>> to !V
  %da0 = memref.subview %dbuf[0] [5] [1] : memref<10xf64> to memref<5xf64, strided<[1]>>
  %da = memref.cast %da0 : memref<5xf64, strided<[1]>> to !V
  %b = memref.subview %buf[%off] [5] [1] : memref<10xf64> to !V
  %db = memref.subview %dbuf[%off] [5] [1] : memref<10xf64> to !V
  %h = arith.constant 0.7 : f64
  %dh = func.call @dg(%a, %da, %b, %db, %h) : (!V, !V, !V, !V, f64) -> f64
  memref.dealloc %buf : memref<10xf64>
  memref.dealloc %dbuf : memref<10xf64>
  return %dh : f64
}
"#;
    let mut m = ferrozyme::parse_module("wrapped.mlir", src.as_bytes()).expect("parse");
    let o = ferrozyme::ad::lower::WrapOptions::parse(
        "infn=g outfn=dg argTys=enzyme_dup,enzyme_dup,enzyme_active retTys= mode=ReverseModeCombined",
    )
    .expect("options");
    ferrozyme::ad::lower::enzyme_wrap(&mut m, &o).unwrap_or_else(|d| panic!("{d}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}"));
    let dh: f64 = (0..4).map(|i| (0.1 * (5 + i + 1) as f64).sin()).sum();
    let engines = [Engine::jit(&m, JitOptions { checked: false }).expect("jit"), Engine::interp(&m).expect("interp")];
    for mut e in engines {
        let got = e.call("drv", &[Value::Index(5)]).expect("adjacent views run")[0].as_f64().expect("f64");
        assert!((got - dh).abs() < 1e-12, "{got} vs {dh}");
        let err = e.call("drv", &[Value::Index(2)]).expect_err("overlapping views").to_string();
        assert!(
            err.starts_with("wrapped.mlir:3:1: error: 'cf.assert' assertion failed: reverse mode: arguments #0 and #1 of @g overlap in memory"),
            "{err}"
        );
    }
}
