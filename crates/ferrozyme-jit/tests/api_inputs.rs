//! The Rust API refuses inputs compiled code cannot take, with an error
//! instead of a crash (reader-25): memrefs whose view reaches outside
//! their buffer, shadows of other sizes than their primal, forward widths
//! of 0 or beyond the limit.

use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::Activity;
use ferrozyme_jit::{Mode, Session, SessionOptions};

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
