//! The Rust API refuses inputs compiled code cannot take, with an error
//! instead of a crash (reader-25): memrefs whose view reaches outside
//! their buffer, shadows of other sizes than their primal, forward widths
//! of 0 or beyond the limit. And it passes memrefs to unranked parameters
//! as the interpreter does.

use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::Activity;
use ferrozyme_jit::{Engine, JitOptions, Mode, Session, SessionOptions};

const SRC: &str = r#"
func.func @sum(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %s : f64
    %b = arith.addf %a, %p : f64
    scf.yield %b : f64
  }
  return %r : f64
}
func.func @strided(%x: memref<?xf64, strided<[?], offset: ?>>) -> f64 {
  %c1 = arith.constant 1 : index
  %v = memref.load %x[%c1] : memref<?xf64, strided<[?], offset: ?>>
  return %v : f64
}
"#;

fn session() -> Session {
    let m = ferrozyme::parse_module("api.mlir", SRC.as_bytes()).expect("parses");
    Session::new(m, SessionOptions::default()).expect("session")
}

#[test]
fn views_outside_their_buffer_are_refused() {
    let s = session();
    let good = MemRef::from_f64(&[1.0, 2.0, 3.0], &[3]).expect("memref");
    let r = s.call("sum", &[Value::MemRef(good.clone()), Value::F64(2.0)]).expect("runs");
    assert_eq!(r[0].as_f64(), Some(12.0));
    // Sizes past the buffer, an offset past it, a negative size.
    for (offset, sizes, strides) in [(0, vec![100_000], vec![1]), (1 << 40, vec![1], vec![1]), (0, vec![-1], vec![1])] {
        let bad = MemRef { offset, sizes, strides, ..good.clone() };
        let e = s.call("sum", &[Value::MemRef(bad), Value::F64(2.0)]).expect_err("refused");
        assert!(e.message.contains("a negative size") || e.message.contains("reaching elements"), "{e}");
    }
    // Strided views: inside (elements 2, 1, 0 backwards) runs; a stride
    // reaching below the buffer's start does not.
    let back = MemRef { offset: 2, sizes: vec![3], strides: vec![-1], ..good.clone() };
    let r = s.call("strided", &[Value::MemRef(back)]).expect("inside its buffer");
    assert_eq!(r[0].as_f64(), Some(2.0));
    let below = MemRef { offset: 1, sizes: vec![3], strides: vec![-1], ..good };
    let e = s.call("strided", &[Value::MemRef(below)]).expect_err("refused");
    assert!(e.message.contains("elements -1..=1 of a buffer of 3 elements"), "{e}");
}

#[test]
fn shadows_have_their_primal_sizes() {
    let mut s = session();
    let t = s.thunk("sum", &[Activity::Dup, Activity::Active], &[Activity::Active], Mode::Reverse).expect("thunk");
    let x = MemRef::from_f64(&[1.0; 8], &[8]).expect("memref");
    let small = MemRef::from_f64(&[0.0], &[1]).expect("memref");
    let e = t
        .call(&[Value::MemRef(x.clone()), Value::MemRef(small), Value::F64(0.5), Value::F64(1.0)])
        .expect_err("refused");
    assert!(e.message.contains("argument #0: its shadow has sizes [1], the primal [8]"), "{e}");
    let dx = MemRef::from_f64(&[0.0; 8], &[8]).expect("memref");
    let g = t.call(&[Value::MemRef(x), Value::MemRef(dx.clone()), Value::F64(0.5), Value::F64(1.0)]).expect("runs");
    // d/ds Σ x_i s = Σ x_i = 8; d/dx_i = s.
    assert_eq!(g.last().and_then(Value::as_f64), Some(8.0));
    assert_eq!(dx.to_f64_vec(), vec![0.5; 8]);
}

#[test]
fn forward_widths_are_checked() {
    let mut s = session();
    for width in [0, 100_000] {
        let e = s
            .thunk("sum", &[Activity::Const, Activity::Dup], &[Activity::Dup], Mode::Forward { width })
            .err()
            .expect("refused");
        assert!(e.contains(&format!("the width must be from 1 to 4096, not {width}")), "{e}");
    }
}

/// A memref given to a `memref<*xf64>` parameter: the JIT makes its
/// descriptor for the call; rank, sizes and elements read through it equal
/// the interpreter's (a strided view included).
#[test]
fn memrefs_to_unranked_parameters() {
    let text = r#"
func.func @probe(%u: memref<*xf64>) -> (index, index, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.rank %u : memref<*xf64>
  %d = memref.dim %u, %c1 : memref<*xf64>
  %m = memref.cast %u : memref<*xf64> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  %v = memref.load %m[%c1, %c0] : memref<?x?xf64, strided<[?, ?], offset: ?>>
  return %r, %d, %v : index, index, f64
}
"#;
    let m = ferrozyme::parse_module("u.mlir", text.as_bytes()).expect("parses");
    let data: Vec<f64> = (0..12).map(f64::from).collect();
    let full = MemRef::from_f64(&data, &[3, 4]).expect("memref");
    // Rows 1..3, every other column from 1: [[5, 7], [9, 11]].
    let view = MemRef { offset: 5, sizes: vec![2, 2], strides: vec![4, 2], ..full.clone() };
    for (arg, want) in [(full, (2, 4, 4.0)), (view, (2, 2, 9.0))] {
        let mut got = Vec::new();
        for mut e in [
            Engine::interp(&m).expect("interp"),
            Engine::jit(&m, JitOptions { checked: false }).expect("jit"),
            Engine::jit(&m, JitOptions { checked: true }).expect("checked jit"),
        ] {
            let r = e.call("probe", &[Value::MemRef(arg.clone())]).expect("runs");
            let index = |v: &Value| if let Value::Index(i) = v { Some(*i) } else { None };
            got.push((index(&r[0]), index(&r[1]), r[2].as_f64()));
        }
        for g in &got {
            assert_eq!(*g, (Some(want.0), Some(want.1), Some(want.2)));
        }
    }
}
