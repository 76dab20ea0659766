//! The reference interpreter: small programs with hand-computed results,
//! every arith/math edge case we could think of, one test per runtime error
//! kind (exact message and location), and the corpus entry points.

mod common;

use ferrozyme::exec::memref::MemRef;
use ferrozyme::exec::{Interpreter, ScalarType, Value};
use half::{bf16, f16};

// ----- helpers -----

fn interp(src: &str) -> Interpreter {
    let m = common::parse_verified("t.mlir", src.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{src}"));
    Interpreter::new(&m).unwrap_or_else(|e| panic!("{e}"))
}

fn call(src: &str, f: &str, args: &[Value]) -> Result<Vec<Value>, String> {
    interp(src).call(f, args).map_err(|e| e.to_string())
}

fn one(src: &str, f: &str, args: &[Value]) -> Value {
    let mut v = call(src, f, args).unwrap_or_else(|e| panic!("{e}\n{src}"));
    assert_eq!(v.len(), 1);
    v.remove(0)
}

fn int(v: &Value) -> i64 {
    v.as_i64().unwrap_or_else(|| panic!("not an integer: {v:?}"))
}

fn float(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a float: {v:?}"))
}

/// `%r = <op> %a, %b : ty` in a function of two arguments.
fn bin(op: &str, ty: &str, a: Value, b: Value) -> Result<Value, String> {
    let src =
        format!("func.func @f(%a: {ty}, %b: {ty}) -> {ty} {{\n  %r = {op} %a, %b : {ty}\n  return %r : {ty}\n}}\n");
    call(&src, "f", &[a, b]).map(|mut v| v.remove(0))
}

fn bin_i(op: &str, w: u32, a: i64, b: i64) -> i64 {
    int(&bin(op, &format!("i{w}"), Value::int(a, w), Value::int(b, w)).unwrap())
}

fn bin_f64(op: &str, a: f64, b: f64) -> f64 {
    float(&bin(op, "f64", Value::F64(a), Value::F64(b)).unwrap())
}

/// `%r = <op> %a : from to to`.
fn cast(op: &str, from: &str, to: &str, a: Value) -> Value {
    let src = format!("func.func @f(%a: {from}) -> {to} {{\n  %r = {op} %a : {from} to {to}\n  return %r : {to}\n}}\n");
    one(&src, "f", &[a])
}

fn un(op: &str, ty: &str, a: Value) -> Value {
    let src = format!("func.func @f(%a: {ty}) -> {ty} {{\n  %r = {op} %a : {ty}\n  return %r : {ty}\n}}\n");
    one(&src, "f", &[a])
}

fn memref_f64(data: &[f64], sizes: &[i64]) -> MemRef {
    MemRef::from_f64(data, sizes).unwrap()
}

// ----- programs -----

#[test]
fn loop_sum_with_iter_args() {
    let src = r#"
func.func @sum(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %a = arith.addi %acc, %ii : i64
    scf.yield %a : i64
  }
  return %r : i64
}
"#;
    assert_eq!(int(&one(src, "sum", &[Value::Index(101)])), 5050);
    assert_eq!(int(&one(src, "sum", &[Value::Index(0)])), 0);
    assert_eq!(int(&one(src, "sum", &[Value::Index(-5)])), 0);
}

#[test]
fn scf_for_over_i8_bounds() {
    let src = r#"
func.func @count(%lb: i8, %ub: i8, %s: i8) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %z) -> (i32) : i8 {
    %a = arith.addi %acc, %one : i32
    scf.yield %a : i32
  }
  return %r : i32
}
"#;
    // Signed comparison: from -128 to 127 by 1 is 255 iterations.
    let r = one(src, "count", &[Value::int(-128, 8), Value::int(127, 8), Value::int(1, 8)]);
    assert_eq!(int(&r), 255);
    let r = one(src, "count", &[Value::int(0, 8), Value::int(100, 8), Value::int(7, 8)]);
    assert_eq!(int(&r), 15);
}

#[test]
fn matmul_2x2_writes_caller_buffer() {
    let src = r#"
func.func @matmul(%a: memref<2x2xf64>, %b: memref<2x2xf64>, %c: memref<2x2xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %s = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (f64) {
        %x = memref.load %a[%i, %k] : memref<2x2xf64>
        %y = memref.load %b[%k, %j] : memref<2x2xf64>
        %p = arith.mulf %x, %y : f64
        %q = arith.addf %acc, %p : f64
        scf.yield %q : f64
      }
      memref.store %s, %c[%i, %j] : memref<2x2xf64>
    }
  }
  return
}
"#;
    let a = memref_f64(&[1.0, 2.0, 3.0, 4.0], &[2, 2]);
    let b = memref_f64(&[5.0, 6.0, 7.0, 8.0], &[2, 2]);
    let c = MemRef::zeros(ScalarType::F64, &[2, 2]).unwrap();
    let mut it = interp(src);
    let r = it.call("matmul", &[Value::MemRef(a), Value::MemRef(b), Value::MemRef(c.clone())]).unwrap();
    assert!(r.is_empty());
    assert_eq!(c.to_f64_vec(), vec![19.0, 22.0, 43.0, 50.0]);
    assert_eq!(it.live_allocations(), 0);
}

#[test]
fn recursive_factorial() {
    let src = r#"
func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %c = arith.cmpi sle, %n, %one : i64
  %r = scf.if %c -> (i64) {
    scf.yield %one : i64
  } else {
    %m = arith.subi %n, %one : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
"#;
    assert_eq!(int(&one(src, "fact", &[Value::i64(20)])), 2432902008176640000);
    // 21! wraps around in i64.
    assert_eq!(int(&one(src, "fact", &[Value::i64(21)])), 2432902008176640000i64.wrapping_mul(21));
}

#[test]
fn fibonacci_with_scf_while() {
    let src = r#"
func.func @fib(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:3 = scf.while (%i = %z, %a = %z, %b = %one) : (i64, i64, i64) -> (i64, i64, i64) {
    %c = arith.cmpi slt, %i, %n : i64
    scf.condition(%c) %i, %a, %b : i64, i64, i64
  } do {
  ^bb0(%i: i64, %a: i64, %b: i64):
    %i1 = arith.addi %i, %one : i64
    %s = arith.addi %a, %b : i64
    scf.yield %i1, %b, %s : i64, i64, i64
  }
  return %r#1 : i64
}
"#;
    let fibs = [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55];
    for (n, &f) in fibs.iter().enumerate() {
        assert_eq!(int(&one(src, "fib", &[Value::i64(n as i64)])), f);
    }
    assert_eq!(int(&one(src, "fib", &[Value::i64(90)])), 2880067194370816120);
}

#[test]
fn cf_loop_with_block_arguments() {
    let src = r#"
func.func @sum_to(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^loop(%z, %z : i32, i32)
^loop(%i: i32, %acc: i32):
  %c = arith.cmpi sle, %i, %n : i32
  cf.cond_br %c, ^body, ^exit(%acc : i32)
^body:
  %a = arith.addi %acc, %i : i32
  %i1 = arith.addi %i, %one : i32
  cf.br ^loop(%i1, %a : i32, i32)
^exit(%r: i32):
  return %r : i32
}
"#;
    assert_eq!(int(&one(src, "sum_to", &[Value::i32(100)])), 5050);
    assert_eq!(int(&one(src, "sum_to", &[Value::i32(-3)])), 0);
}

#[test]
fn cf_switch_picks_case_or_default() {
    let src = r#"
func.func @sw(%x: i8) -> i32 {
  cf.switch %x : i8, [
    default: ^d,
    -1: ^a,
    7: ^b
  ]
^a:
  %r1 = arith.constant 10 : i32
  return %r1 : i32
^b:
  %r2 = arith.constant 20 : i32
  return %r2 : i32
^d:
  %r3 = arith.constant 30 : i32
  return %r3 : i32
}
"#;
    assert_eq!(int(&one(src, "sw", &[Value::int(-1, 8)])), 10);
    assert_eq!(int(&one(src, "sw", &[Value::int(7, 8)])), 20);
    assert_eq!(int(&one(src, "sw", &[Value::int(8, 8)])), 30);
}

#[test]
fn subview_writes_are_visible_to_the_caller() {
    let src = r#"
func.func @fill_block(%m: memref<4x4xf64>, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[1, 2] [2, 2] [1, 1] : memref<4x4xf64> to memref<2x2xf64, strided<[4, 1], offset: 6>>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      memref.store %v, %s[%i, %j] : memref<2x2xf64, strided<[4, 1], offset: 6>>
    }
  }
  %row = memref.subview %m[3, 0] [1, 2] [1, 2] : memref<4x4xf64> to memref<2xf64, strided<[2], offset: 12>>
  memref.store %v, %row[%c1] : memref<2xf64, strided<[2], offset: 12>>
  return
}
"#;
    let m = MemRef::zeros(ScalarType::F64, &[4, 4]).unwrap();
    call(src, "fill_block", &[Value::MemRef(m.clone()), Value::F64(7.0)]).unwrap();
    #[rustfmt::skip]
    let want = [
        0.0, 0.0, 0.0, 0.0,
        0.0, 0.0, 7.0, 7.0,
        0.0, 0.0, 7.0, 7.0,
        0.0, 0.0, 7.0, 0.0,
    ];
    assert_eq!(m.to_f64_vec(), want);
}

#[test]
fn strided_caller_view_and_dynamic_shapes() {
    let src = r#"
func.func @sum(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %c = memref.dim %m, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %z) -> (f64) {
    %t = scf.for %j = %c0 to %c step %c1 iter_args(%b = %a) -> (f64) {
      %v = memref.load %m[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
      %n = arith.addf %b, %v : f64
      scf.yield %n : f64
    }
    scf.yield %t : f64
  }
  return %s : f64
}
"#;
    // The transpose of [[1,2,3],[4,5,6]] as a strided view: [[1,4],[2,5],[3,6]] minus the first row.
    let base = memref_f64(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]);
    let view = MemRef { offset: 1, sizes: vec![2, 2], strides: vec![1, 3], ..base };
    assert_eq!(float(&one(src, "sum", &[Value::MemRef(view)])), 2.0 + 5.0 + 3.0 + 6.0);
}

#[test]
fn returned_memrefs_share_the_buffer_and_count_as_live() {
    let src = r#"
func.func @make(%n: index, %v: f32) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}
func.func @scale(%m: memref<?xf32>, %k: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %m[%i] : memref<?xf32>
  }
  return
}
func.func @free(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}
"#;
    let mut it = interp(src);
    let r = it.call("make", &[Value::Index(3), Value::F32(1.5)]).unwrap();
    assert_eq!(it.live_allocations(), 1);
    let m = r[0].as_memref().unwrap().clone();
    assert_eq!(m.to_f64_vec(), vec![1.5, 1.5, 1.5]);
    it.call("scale", &[Value::MemRef(m.clone()), Value::F32(2.0)]).unwrap();
    assert_eq!(m.to_f64_vec(), vec![3.0, 3.0, 3.0]);
    it.call("free", &[Value::MemRef(m.clone())]).unwrap();
    assert_eq!(it.live_allocations(), 0);
    // Freeing it again is a double free (the interpreter remembers it).
    let e = it.call("free", &[Value::MemRef(m)]).unwrap_err().to_string();
    assert_eq!(e, "t.mlir:23:3: error: 'memref.dealloc' double free");
}

#[test]
fn llvm_pointers_gep_into_struct() {
    let src = r#"
llvm.func @point() -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.struct<(i32, f64, array<3 x i16>)> : (i64) -> !llvm.ptr
  %x = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, array<3 x i16>)>
  %e = llvm.getelementptr %p[0, 2, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, array<3 x i16>)>
  %v = llvm.mlir.constant(2.5 : f64) : f64
  %s = llvm.mlir.constant(-7 : i16) : i16
  llvm.store %v, %x : f64, !llvm.ptr
  llvm.store %s, %e : i16, !llvm.ptr
  %whole = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, f64, array<3 x i16>)>
  %f = llvm.extractvalue %whole[1] : !llvm.struct<(i32, f64, array<3 x i16>)>
  %g = llvm.extractvalue %whole[2, 2] : !llvm.struct<(i32, f64, array<3 x i16>)>
  %gi = llvm.sitofp %g : i16 to f64
  %addr = llvm.ptrtoint %e : !llvm.ptr to i64
  %base = llvm.ptrtoint %p : !llvm.ptr to i64
  %d = llvm.sub %addr, %base : i64
  %df = llvm.sitofp %d : i64 to f64
  %r0 = llvm.fadd %f, %gi : f64
  %r = llvm.fadd %r0, %df : f64
  llvm.return %r : f64
}
"#;
    // Field 2 starts at 16; element 2 of the i16 array is at 20.
    assert_eq!(float(&one(src, "point", &[])), 2.5 - 7.0 + 20.0);
}

#[test]
fn llvm_malloc_inttoptr_and_function_pointers() {
    let src = r#"
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @twice(%x: i64) -> i64 {
  %r = llvm.add %x, %x : i64
  llvm.return %r : i64
}
llvm.func @run(%x: i64) -> i64 {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %f = llvm.mlir.addressof @twice : !llvm.ptr
  llvm.store %f, %p : !llvm.ptr, !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %qi = llvm.ptrtoint %q : !llvm.ptr to i64
  %q2 = llvm.inttoptr %qi : i64 to !llvm.ptr
  llvm.store %x, %q2 : i64, !llvm.ptr
  %g = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %y = llvm.load %q : !llvm.ptr -> i64
  %r = llvm.call %g(%y) : !llvm.ptr, (i64) -> i64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return %r : i64
}
llvm.func @leak() -> !llvm.ptr {
  %n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.return %p : !llvm.ptr
}
"#;
    let mut it = interp(src);
    assert_eq!(int(&it.call("run", &[Value::i64(21)]).unwrap()[0]), 42);
    assert_eq!(it.live_allocations(), 0);
    let p = it.call("leak", &[]).unwrap();
    assert!(matches!(p[0], Value::Ptr(a) if a != 0));
    assert_eq!(it.live_allocations(), 1);
}

#[test]
fn globals_persist_between_calls() {
    let src = r#"
memref.global "private" @counter : memref<i64> = dense<10>
memref.global "private" constant @table : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
memref.global "private" @hex : memref<2xi16> = dense<"0x01000200">
llvm.mlir.global internal @acc(5 : i32) : i32
llvm.mlir.global internal constant @msg("hi\00")
func.func @bump() -> i64 {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %one = arith.constant 1 : i64
  %n = arith.addi %v, %one : i64
  memref.store %n, %g[] : memref<i64>
  return %n : i64
}
func.func @read() -> (i32, i16, i32, i8) {
  %t = memref.get_global @table : memref<2x2xi32>
  %h = memref.get_global @hex : memref<2xi16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %t[%c1, %c0] : memref<2x2xi32>
  %b = memref.load %h[%c1] : memref<2xi16>
  %p = llvm.mlir.addressof @acc : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %m = llvm.mlir.addressof @msg : !llvm.ptr
  %q = llvm.getelementptr %m[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %ch = llvm.load %q : !llvm.ptr -> i8
  return %a, %b, %v, %ch : i32, i16, i32, i8
}
"#;
    let mut it = interp(src);
    assert_eq!(int(&it.call("bump", &[]).unwrap()[0]), 11);
    assert_eq!(int(&it.call("bump", &[]).unwrap()[0]), 12);
    let r = it.call("read", &[]).unwrap();
    let r: Vec<i64> = r.iter().map(int).collect();
    assert_eq!(r, vec![3, 2, 5, b'i' as i64]);
}

#[test]
fn call_indirect_parallel_reduce_switch_and_scopes() {
    let src = r#"
func.func @sq(%x: f64) -> f64 {
  %r = arith.mulf %x, %x : f64
  return %r : f64
}
func.func @apply(%x: f64) -> f64 {
  %f = func.constant @sq : (f64) -> f64
  %r = func.call_indirect %f(%x) : (f64) -> f64
  return %r : f64
}
func.func @psum(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c3) step (%c1, %c1) init (%c0, %one) -> (index, index) {
    %s = arith.addi %i, %j : index
    %t = arith.addi %s, %c1 : index
    scf.reduce(%s, %t : index, index) {
    ^bb0(%a: index, %b: index):
      %x = arith.addi %a, %b : index
      scf.reduce.return %x : index
    }, {
    ^bb0(%a: index, %b: index):
      %x = arith.muli %a, %b : index
      scf.reduce.return %x : index
    }
  }
  return %r#0, %r#1 : index, index
}
func.func @pick(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.constant 20 : i32
    scf.yield %a : i32
  }
  case 5 {
    %b = arith.constant 50 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant -1 : i32
    scf.yield %d : i32
  }
  return %r : i32
}
func.func @scoped(%n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.alloca_scope -> (f64) {
      %m = memref.alloca() : memref<f64>
      %p = arith.addf %acc, %one : f64
      memref.store %p, %m[] : memref<f64>
      %l = memref.load %m[] : memref<f64>
      memref.alloca_scope.return %l : f64
    }
    scf.yield %v : f64
  }
  %e = scf.execute_region -> f64 {
    %c = arith.cmpf ogt, %r, %one : f64
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %r : f64
  ^b:
    scf.yield %z : f64
  }
  return %e : f64
}
"#;
    let mut it = interp(src);
    assert_eq!(float(&it.call("apply", &[Value::F64(3.0)]).unwrap()[0]), 9.0);
    // Sums of i+j over a 2x3 grid = 9; products of (i+j+1) = 1*2*3*2*3*4 = 144.
    let r = it.call("psum", &[Value::Index(2)]).unwrap();
    assert_eq!((int(&r[0]), int(&r[1])), (9, 144));
    let r = it.call("psum", &[Value::Index(0)]).unwrap();
    assert_eq!((int(&r[0]), int(&r[1])), (0, 1));
    let picks: Vec<i64> = [2, 5, 7].iter().map(|&i| int(&it.call("pick", &[Value::Index(i)]).unwrap()[0])).collect();
    assert_eq!(picks, vec![20, 50, -1]);
    assert_eq!(float(&it.call("scoped", &[Value::Index(4)]).unwrap()[0]), 4.0);
    assert_eq!(float(&it.call("scoped", &[Value::Index(1)]).unwrap()[0]), 0.0);
}

#[test]
fn atomics_return_the_old_value() {
    let src = r#"
func.func @rmw(%m: memref<4xi32>, %v: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.atomic_rmw addi %v, %m[%c0] : (i32, memref<4xi32>) -> i32
  %b = memref.atomic_rmw maxu %v, %m[%c1] : (i32, memref<4xi32>) -> i32
  %c = memref.atomic_rmw mins %v, %m[%c1] : (i32, memref<4xi32>) -> i32
  %d = memref.generic_atomic_rmw %m[%c0] : memref<4xi32> {
  ^bb0(%old: i32):
    %n = arith.muli %old, %v : i32
    memref.atomic_yield %n : i32
  }
  return %a, %b, %c, %d : i32, i32, i32, i32
}
"#;
    let m =
        MemRef::from_values(ScalarType::Int(32), &[Value::i32(5), Value::i32(-1), Value::i32(0), Value::i32(0)], &[4])
            .unwrap();
    let r = call(src, "rmw", &[Value::MemRef(m.clone()), Value::i32(3)]).unwrap();
    let r: Vec<i64> = r.iter().map(int).collect();
    // m[0]: 5 -> 8 -> 24; m[1]: -1 (max unsigned) stays -1, then mins(-1, 3) = -1.
    assert_eq!(r, vec![5, -1, -1, 8]);
    let now: Vec<i64> = m.values().iter().map(int).collect();
    assert_eq!(now, vec![24, -1, 0, 0]);
}

#[test]
fn views_casts_copies_and_unranked() {
    let src = r#"
func.func @f(%m: memref<2x3xf32>) -> (index, index, f32) {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %c1 = arith.constant 1 : index
  %d = memref.dim %u, %c1 : memref<*xf32>
  %t = memref.alloc() : memref<3x2xf32>
  %flat = memref.reinterpret_cast %t to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<3x2xf32> to memref<2x3xf32>
  memref.copy %m, %flat : memref<2x3xf32> to memref<2x3xf32>
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %v = memref.load %t[%c2, %c0] : memref<3x2xf32>
  memref.dealloc %t : memref<3x2xf32>
  return %r, %d, %v : index, index, f32
}
func.func @bad_cast(%m: memref<?xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  return %c : memref<4xf32>
}
"#;
    let m = MemRef::from_f32(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]).unwrap();
    let r = call(src, "f", &[Value::MemRef(m)]).unwrap();
    assert_eq!((int(&r[0]), int(&r[1]), float(&r[2])), (2, 3, 5.0));
    let m3 = MemRef::from_f32(&[1.0, 2.0, 3.0], &[3]).unwrap();
    assert_eq!(
        err(src, "bad_cast", &[Value::MemRef(m3)]),
        "t.mlir:17:8: error: 'memref.cast' dimension 0 has size 3, but the result type requires 4"
    );
}

#[test]
fn packed_struct_fields_honour_the_alignment_attribute() {
    let src = r#"
llvm.func @f(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.struct<packed (i8, i32)> : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32)>
  llvm.store %x, %q {alignment = 1 : i64} : i32, !llvm.ptr
  %v = llvm.load %q {alignment = 1 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @g(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.struct<packed (i8, i32)> : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32)>
  llvm.store %x, %q : i32, !llvm.ptr
  llvm.return %x : i32
}
"#;
    assert_eq!(int(&one(src, "f", &[Value::i32(-77)])), -77);
    assert_eq!(
        err(src, "g", &[Value::i32(1)]),
        "t.mlir:14:3: error: 'llvm.store' misaligned store of 'i32': byte offset 1 into its allocation is not a multiple of 4"
    );
}

#[test]
fn malloc_free_and_dangling_pointers() {
    let src = r#"
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @dangling() -> i64 {
  %n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}
llvm.func @free_null() {
  %z = llvm.mlir.zero : !llvm.ptr
  llvm.call @free(%z) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @free_inside() {
  %n = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @other() {
  %z = llvm.mlir.zero : !llvm.ptr
  %r = llvm.call @puts(%z) : (!llvm.ptr) -> i32
  llvm.return
}
"#;
    assert_eq!(err(src, "dangling", &[]), "t.mlir:8:8: error: 'llvm.load' use of memory after it was freed");
    assert!(call(src, "free_null", &[]).is_ok());
    assert_eq!(
        err(src, "free_inside", &[]),
        "t.mlir:20:3: error: 'llvm.call' free of a pointer 4 bytes into its allocation"
    );
    assert_eq!(
        err(src, "other", &[]),
        "t.mlir:26:8: error: 'llvm.call' calls @puts, which has no body (external functions cannot be run)"
    );
}

#[test]
fn runner_utilities_print() {
    let src = r#"
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %x = arith.constant 2.5 : f64
  %i = arith.constant -3 : i64
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
"#;
    ferrozyme::exec::runner_utils::capture_output();
    let r = call(src, "main", &[]);
    let out = ferrozyme::exec::runner_utils::take_output();
    assert!(r.is_ok());
    assert_eq!(out, "2.5\n-3\n");
}

#[test]
fn llvm_switch_and_vectors_refused() {
    let src = r#"
llvm.func @sw(%x: i32) -> i32 {
  llvm.switch %x : i32, ^d [
    1: ^a,
    2: ^b(%x : i32)
  ]
^a:
  %r1 = llvm.mlir.constant(100 : i32) : i32
  llvm.return %r1 : i32
^b(%y: i32):
  %r2 = llvm.add %y, %y : i32
  llvm.return %r2 : i32
^d:
  %r3 = llvm.mlir.constant(-1 : i32) : i32
  llvm.return %r3 : i32
}
func.func @vec(%a: vector<4xf32>) -> vector<4xf32> {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %s = arith.mulf %a, %v : vector<4xf32>
  return %s : vector<4xf32>
}
func.func @vred(%a: vector<4xf32>) -> f32 {
  %r = "vector.fold"(%a) : (vector<4xf32>) -> f32
  return %r : f32
}
"#;
    let r: Vec<i64> = [1, 2, 3].iter().map(|&x| int(&one(src, "sw", &[Value::i32(x)]))).collect();
    assert_eq!(r, vec![100, 4, -1]);
    // Vector arithmetic runs split into scalars; vectors cross the API as memrefs.
    let a = Value::MemRef(MemRef::from_f32(&[1.0, -1.0, 0.5, 2.0], &[4]).unwrap());
    let r = one(src, "vec", std::slice::from_ref(&a));
    assert_eq!(r.as_memref().unwrap().to_f64_vec(), vec![1.0, -2.0, 1.5, 8.0]);
    // An op with no splitting rule is refused by name where it is.
    assert_eq!(
        err(src, "vred", &[a]),
        "t.mlir:23:8: error: 'vector.fold' is not supported: ferrozyme runs and differentiates vectors by \
         splitting them into scalars, and has no rule for this op (mlir-opt-19 --convert-vector-to-llvm lowers it to \
         LLVM vector ops, which ferrozyme takes)"
    );
}

// ----- arith: integers -----

#[test]
fn integer_wrap_around_at_odd_widths() {
    assert_eq!(bin_i("arith.addi", 8, 127, 1), -128);
    assert_eq!(bin_i("arith.subi", 8, -128, 1), 127);
    assert_eq!(bin_i("arith.muli", 8, 16, 16), 0);
    assert_eq!(bin_i("arith.addi", 17, 65535, 1), -65536);
    assert_eq!(bin_i("arith.muli", 17, 300, 300), 90000 - 131072);
    assert_eq!(bin_i("arith.addi", 1, 1, 1), 0);
    assert_eq!(bin_i("arith.subi", 1, 0, 1), 1);
    assert_eq!(bin_i("arith.addi", 64, i64::MAX, 1), i64::MIN);
    let r = bin("arith.addi", "index", Value::Index(i64::MAX), Value::Index(1)).unwrap();
    assert!(matches!(r, Value::Index(i64::MIN)));
}

#[test]
fn integer_division_flavours() {
    // -56 as i8 is 200 unsigned.
    assert_eq!(bin_i("arith.divui", 8, -56, 3), 66);
    assert_eq!(bin_i("arith.divsi", 8, -56, 3), -18);
    assert_eq!(bin_i("arith.ceildivui", 8, -56, 3), 67);
    assert_eq!(bin_i("arith.remui", 8, -7, 2), 1);
    assert_eq!(bin_i("arith.remsi", 8, -7, 2), -1);
    assert_eq!(bin_i("arith.remsi", 8, -128, -1), 0);
    for (a, b, ceil, floor) in
        [(7, 2, 4, 3), (-7, 2, -3, -4), (7, -2, -3, -4), (-7, -2, 4, 3), (6, 3, 2, 2), (-6, 3, -2, -2)]
    {
        assert_eq!(bin_i("arith.ceildivsi", 32, a, b), ceil, "ceildivsi {a} {b}");
        assert_eq!(bin_i("arith.floordivsi", 32, a, b), floor, "floordivsi {a} {b}");
        assert_eq!(bin_i("arith.divsi", 32, a, b), a / b, "divsi {a} {b}");
    }
    assert_eq!(bin_i("arith.divsi", 64, i64::MIN, 2), i64::MIN / 2);
    assert_eq!(bin_i("arith.divui", 64, -1, 2), i64::MAX);
}

#[test]
fn shifts_min_max_and_bitwise() {
    assert_eq!(bin_i("arith.shli", 8, 1, 7), -128);
    assert_eq!(bin_i("arith.shli", 8, 3, 7), -128);
    assert_eq!(bin_i("arith.shrsi", 8, -128, 7), -1);
    assert_eq!(bin_i("arith.shrui", 8, -128, 7), 1);
    assert_eq!(bin_i("arith.shrui", 8, -8, 1), 124);
    assert_eq!(bin_i("arith.shrsi", 17, -65536, 16), -1);
    assert_eq!(bin_i("arith.maxsi", 8, -1, 1), 1);
    assert_eq!(bin_i("arith.maxui", 8, -1, 1), -1);
    assert_eq!(bin_i("arith.minsi", 8, -1, 1), -1);
    assert_eq!(bin_i("arith.minui", 8, -1, 1), 1);
    assert_eq!(bin_i("arith.andi", 8, 0b1100, 0b1010), 0b1000);
    assert_eq!(bin_i("arith.ori", 8, 0b1100, 0b1010), 0b1110);
    assert_eq!(bin_i("arith.xori", 8, -1, 0b1010), !0b1010);
    assert_eq!(bin_i("arith.xori", 1, 1, 1), 0);
}

#[test]
fn every_cmpi_predicate() {
    let preds = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
    // -1 vs 1 as i8: signed less, unsigned greater.
    let want = [false, true, true, true, false, false, false, false, true, true];
    let eq = [true, false, false, true, false, true, false, true, false, true];
    for (i, p) in preds.iter().enumerate() {
        let src = format!(
            "func.func @f(%a: i8, %b: i8) -> i1 {{\n  %r = arith.cmpi {p}, %a, %b : i8\n  return %r : i1\n}}\n"
        );
        let mut it = interp(&src);
        let r = it.call("f", &[Value::int(-1, 8), Value::int(1, 8)]).unwrap();
        assert_eq!(int(&r[0]) != 0, want[i], "cmpi {p} -1, 1");
        let r = it.call("f", &[Value::int(5, 8), Value::int(5, 8)]).unwrap();
        assert_eq!(int(&r[0]) != 0, eq[i], "cmpi {p} 5, 5");
    }
}

// ----- arith: floats -----

#[test]
fn every_cmpf_predicate_with_nan() {
    let preds = [
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
        "true",
    ];
    let cases: [(f64, f64, &str); 3] =
        [(1.0, 2.0, "FFFFTTTTFFFTTTFT"), (2.0, 2.0, "FTFTFTFTTFTFTFFT"), (f64::NAN, 1.0, "FFFFFFFFTTTTTTTT")];
    for (i, p) in preds.iter().enumerate() {
        let src = format!(
            "func.func @f(%a: f64, %b: f64) -> i1 {{\n  %r = arith.cmpf {p}, %a, %b : f64\n  return %r : i1\n}}\n"
        );
        let mut it = interp(&src);
        for (a, b, want) in cases {
            let r = int(&it.call("f", &[Value::F64(a), Value::F64(b)]).unwrap()[0]) != 0;
            assert_eq!(r, want.as_bytes()[i] == b'T', "cmpf {p} {a} {b}");
        }
    }
}

#[test]
fn nan_and_signed_zero_in_min_max() {
    assert!(bin_f64("arith.maximumf", f64::NAN, 1.0).is_nan());
    assert!(bin_f64("arith.minimumf", 1.0, f64::NAN).is_nan());
    assert_eq!(bin_f64("arith.maxnumf", f64::NAN, 1.0), 1.0);
    assert_eq!(bin_f64("arith.minnumf", 1.0, f64::NAN), 1.0);
    assert!(bin_f64("arith.maxnumf", f64::NAN, f64::NAN).is_nan());
    let max0 = bin_f64("arith.maximumf", -0.0, 0.0);
    assert!(max0 == 0.0 && max0.is_sign_positive());
    let min0 = bin_f64("arith.minimumf", 0.0, -0.0);
    assert!(min0 == 0.0 && min0.is_sign_negative());
    assert!(bin_f64("arith.maxnumf", 0.0, -0.0).is_sign_positive());
    assert!(bin_f64("arith.minnumf", -0.0, 0.0).is_sign_negative());
    assert_eq!(bin_f64("arith.maximumf", -3.0, 2.0), 2.0);
    let r = float(&bin("arith.minimumf", "f32", Value::F32(-3.0), Value::F32(2.0)).unwrap());
    assert_eq!(r, -3.0);
}

#[test]
fn float_arithmetic_rounding_and_special_values() {
    assert_eq!(bin_f64("arith.remf", 5.5, 2.0), 1.5);
    assert_eq!(bin_f64("arith.remf", -5.5, 2.0), -1.5);
    assert_eq!(bin_f64("arith.divf", 1.0, 0.0), f64::INFINITY);
    assert!(bin_f64("arith.subf", f64::INFINITY, f64::INFINITY).is_nan());
    let n = float(&un("arith.negf", "f64", Value::F64(0.0)));
    assert!(n == 0.0 && n.is_sign_negative());
    // f32 arithmetic is done in f32: 16777216 + 1 = 16777216.
    let r = bin("arith.addf", "f32", Value::F32(16777216.0), Value::F32(1.0)).unwrap();
    assert!(matches!(r, Value::F32(x) if x == 16777216.0));
    // f16: 1 + 2^-11 is a tie, rounded to even (1); 1 + 3*2^-11 rounds up to 1 + 2^-9.
    let h = |x: f64| Value::F16(f16::from_f64(x));
    let r = bin("arith.addf", "f16", h(1.0), h(2f64.powi(-11))).unwrap();
    assert!(matches!(r, Value::F16(x) if x.to_f64() == 1.0));
    let r = bin("arith.addf", "f16", h(1.0), h(3.0 * 2f64.powi(-11))).unwrap();
    assert!(matches!(r, Value::F16(x) if x.to_f64() == 1.0 + 2f64.powi(-9)));
    let r = bin("arith.mulf", "f16", h(300.0), h(300.0)).unwrap();
    assert!(matches!(r, Value::F16(x) if x.to_f64().is_infinite()));
    // bf16 keeps 8 significant bits: 1 + 2^-8 rounds to even (1).
    let b = |x: f64| Value::BF16(bf16::from_f64(x));
    let r = bin("arith.addf", "bf16", b(1.0), b(2f64.powi(-8))).unwrap();
    assert!(matches!(r, Value::BF16(x) if x.to_f64() == 1.0));
    let n = un("arith.negf", "f16", h(0.0));
    assert!(matches!(n, Value::F16(x) if x.to_bits() == 0x8000));
}

#[test]
fn float_to_int_casts_saturate() {
    let fi = |op: &str, to: &str, x: f64| int(&cast(op, "f64", to, Value::F64(x)));
    assert_eq!(fi("arith.fptosi", "i32", 1e10), i32::MAX as i64);
    assert_eq!(fi("arith.fptosi", "i32", -1e10), i32::MIN as i64);
    assert_eq!(fi("arith.fptosi", "i32", f64::NAN), 0);
    assert_eq!(fi("arith.fptosi", "i32", -3.9), -3);
    assert_eq!(fi("arith.fptosi", "i64", f64::INFINITY), i64::MAX);
    assert_eq!(fi("arith.fptosi", "i8", 200.0), 127);
    assert_eq!(fi("arith.fptoui", "i8", 300.0), -1); // 255
    assert_eq!(fi("arith.fptoui", "i8", -5.0), 0);
    assert_eq!(fi("arith.fptoui", "i8", 3.9), 3);
    assert_eq!(fi("arith.fptoui", "i8", f64::NAN), 0);
    assert_eq!(fi("arith.fptoui", "i64", 1e30), -1); // u64::MAX
    assert_eq!(fi("arith.fptoui", "i64", 9.3e18), 9_300_000_000_000_000_000u64 as i64);
    assert_eq!(int(&cast("arith.fptosi", "f32", "i17", Value::F32(1e6))), 65535);
}

#[test]
fn int_to_float_casts_round_correctly() {
    assert_eq!(float(&cast("arith.sitofp", "i8", "f64", Value::int(-1, 8))), -1.0);
    assert_eq!(float(&cast("arith.uitofp", "i8", "f64", Value::int(-1, 8))), 255.0);
    assert_eq!(float(&cast("arith.uitofp", "i64", "f64", Value::i64(-1))), 18446744073709551615.0);
    assert_eq!(float(&cast("arith.sitofp", "i64", "f32", Value::i64(16777217))), 16777216.0);
    // f16: 65519 rounds down to the largest finite value, 65520 is a tie rounded to infinity.
    assert_eq!(float(&cast("arith.sitofp", "i32", "f16", Value::i32(65519))), 65504.0);
    assert_eq!(float(&cast("arith.sitofp", "i32", "f16", Value::i32(65520))), f64::INFINITY);
    assert_eq!(float(&cast("arith.sitofp", "i32", "f16", Value::i32(-2049))), -2048.0);
    // bf16: 257 ties to 256, 259 rounds to 260; a 64-bit value rounds once (no double rounding).
    assert_eq!(float(&cast("arith.sitofp", "i32", "bf16", Value::i32(257))), 256.0);
    assert_eq!(float(&cast("arith.sitofp", "i32", "bf16", Value::i32(259))), 260.0);
    let x = (1i64 << 62) + (1 << 54) + 1; // just above a bf16 tie
    assert_eq!(float(&cast("arith.sitofp", "i64", "bf16", Value::i64(x))), ((1u64 << 62) + (1 << 55)) as f64);
}

#[test]
fn integer_and_float_conversions() {
    assert_eq!(int(&cast("arith.extsi", "i1", "i32", Value::bool(true))), -1);
    assert_eq!(int(&cast("arith.extui", "i1", "i32", Value::bool(true))), 1);
    assert_eq!(int(&cast("arith.extui", "i8", "i32", Value::int(-1, 8))), 255);
    assert_eq!(int(&cast("arith.trunci", "i32", "i8", Value::i32(300))), 44);
    assert_eq!(int(&cast("arith.trunci", "i32", "i1", Value::i32(3))), 1);
    assert_eq!(int(&cast("arith.index_cast", "i32", "index", Value::i32(-1))), -1);
    assert_eq!(int(&cast("arith.index_castui", "i32", "index", Value::i32(-1))), 4294967295);
    assert_eq!(int(&cast("arith.index_cast", "index", "i8", Value::Index(300))), 44);
    assert_eq!(int(&cast("arith.bitcast", "f32", "i32", Value::F32(1.0))), 1065353216);
    assert_eq!(float(&cast("arith.bitcast", "i64", "f64", Value::i64(0x4000000000000000))), 2.0);
    let r = cast("arith.bitcast", "i16", "f16", Value::int(0x3c00, 16));
    assert!(matches!(r, Value::F16(x) if x.to_f64() == 1.0));
    let r = cast("arith.truncf", "f64", "f32", Value::F64(0.1));
    assert!(matches!(r, Value::F32(x) if x == 0.1f32));
    let r = cast("arith.truncf", "f64", "f16", Value::F64(1.0 + 2f64.powi(-11) + 2f64.powi(-30)));
    assert!(matches!(r, Value::F16(x) if x.to_f64() == 1.0 + 2f64.powi(-10)));
    assert_eq!(float(&cast("arith.extf", "f16", "f64", Value::F16(f16::from_f64(0.5)))), 0.5);
    let r = cast("arith.truncf", "f32", "bf16", Value::F32(3.0e38));
    assert!(matches!(r, Value::BF16(x) if (x.to_f64() - 3.0e38).abs() < 1e36));
}

#[test]
fn select_and_constants() {
    let src = r#"
func.func @f(%c: i1) -> (i32, f64, i1, i17, index) {
  %a = arith.constant 7 : i32
  %b = arith.constant -9 : i32
  %r = arith.select %c, %a, %b : i32
  %h = arith.constant 0x7FF0000000000000 : f64
  %t = arith.constant true
  %m = arith.constant -1 : i17
  %i = arith.constant 123 : index
  return %r, %h, %t, %m, %i : i32, f64, i1, i17, index
}
"#;
    let r = call(src, "f", &[Value::bool(false)]).unwrap();
    assert_eq!(int(&r[0]), -9);
    assert_eq!(float(&r[1]), f64::INFINITY);
    assert_eq!(int(&r[2]), 1);
    assert!(matches!(r[3], Value::Int { value: -1, width: 17 }));
    assert!(matches!(r[4], Value::Index(123)));
    assert_eq!(int(&call(src, "f", &[Value::bool(true)]).unwrap()[0]), 7);
}

// ----- math -----

#[test]
fn math_integer_ops() {
    assert_eq!(bin_i("math.ipowi", 32, 3, 4), 81);
    assert_eq!(bin_i("math.ipowi", 32, 2, 31), i32::MIN as i64);
    assert_eq!(bin_i("math.ipowi", 32, 2, 32), 0);
    assert_eq!(bin_i("math.ipowi", 32, 2, -1), 0);
    assert_eq!(bin_i("math.ipowi", 32, -1, -3), -1);
    assert_eq!(bin_i("math.ipowi", 32, -1, -4), 1);
    assert_eq!(bin_i("math.ipowi", 32, 1, -5), 1);
    assert_eq!(bin_i("math.ipowi", 8, 3, 5), 243 - 256);
    assert_eq!(int(&un("math.absi", "i8", Value::int(-128, 8))), -128);
    assert_eq!(int(&un("math.absi", "i8", Value::int(-5, 8))), 5);
}

#[test]
fn math_float_ops() {
    let f = |op: &str, x: f64| float(&un(op, "f64", Value::F64(x)));
    assert_eq!(f("math.roundeven", 2.5), 2.0);
    assert_eq!(f("math.roundeven", -3.5), -4.0);
    assert_eq!(f("math.round", 2.5), 3.0);
    assert_eq!(f("math.round", -2.5), -3.0);
    assert_eq!(f("math.trunc", -2.7), -2.0);
    assert_eq!(f("math.floor", -2.5), -3.0);
    assert_eq!(f("math.ceil", -2.5), -2.0);
    assert_eq!(f("math.absf", -0.0).to_bits(), 0);
    assert_eq!(f("math.sqrt", 2.0), 2f64.sqrt());
    assert_eq!(f("math.rsqrt", 4.0), 0.5);
    // Transcendental functions are exactly the ones the JIT calls.
    assert_eq!(f("math.sin", 0.75).to_bits(), ferrozyme::exec::libm::fz_sin(0.75).to_bits());
    assert_eq!(f("math.erf", 0.5).to_bits(), ferrozyme::exec::libm::fz_erf(0.5).to_bits());
    assert_eq!(f("math.log1p", 1e-10).to_bits(), ferrozyme::exec::libm::fz_log1p(1e-10).to_bits());
    let r = un("math.exp", "f32", Value::F32(1.5));
    assert!(matches!(r, Value::F32(x) if x.to_bits() == ferrozyme::exec::libm::fz_expf(1.5).to_bits()));
    let r = un("math.sqrt", "f16", Value::F16(f16::from_f64(2.0)));
    assert!(matches!(r, Value::F16(x) if x == f16::from_f32(2f32.sqrt())));
    assert_eq!(bin_f64("math.powf", 2.0, 0.5), ferrozyme::exec::libm::fz_pow(2.0, 0.5));
    assert_eq!(bin_f64("math.atan2", 1.0, -1.0), ferrozyme::exec::libm::fz_atan2(1.0, -1.0));
    assert_eq!(bin_f64("math.copysign", 3.0, -0.0), -3.0);
    let src = r#"
func.func @f(%x: f64, %n: i32, %a: f64, %b: f64, %c: f64) -> (f64, f64) {
  %p = math.fpowi %x, %n : f64, i32
  %q = math.fma %a, %b, %c : f64
  return %p, %q : f64, f64
}
"#;
    let big = 1.0 + 2f64.powi(-30);
    let r =
        call(src, "f", &[Value::F64(2.0), Value::i32(-2), Value::F64(big), Value::F64(big), Value::F64(-1.0)]).unwrap();
    assert_eq!(float(&r[0]), 0.25);
    // One rounding: (1+2^-30)^2 - 1 = 2^-29 + 2^-60 exactly.
    assert_eq!(float(&r[1]), 2f64.powi(-29) + 2f64.powi(-60));
}

#[test]
fn llvm_arithmetic_and_intrinsics() {
    let src = r#"
llvm.func @f(%a: i32, %b: i32, %x: f64) -> !llvm.struct<(i32, i32, i1, f64, f64)> {
  %q = llvm.udiv %a, %b : i32
  %s = llvm.ashr %a, %b : i32
  %c = llvm.icmp "ugt" %a, %b : i32
  %m = llvm.intr.maxnum(%x, %x) : (f64, f64) -> f64
  %r = llvm.intr.rint(%x) : (f64) -> f64
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, i1, f64, f64)>
  %u0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(i32, i32, i1, f64, f64)>
  %u1 = llvm.insertvalue %s, %u0[1] : !llvm.struct<(i32, i32, i1, f64, f64)>
  %u2 = llvm.insertvalue %c, %u1[2] : !llvm.struct<(i32, i32, i1, f64, f64)>
  %u3 = llvm.insertvalue %m, %u2[3] : !llvm.struct<(i32, i32, i1, f64, f64)>
  %u4 = llvm.insertvalue %r, %u3[4] : !llvm.struct<(i32, i32, i1, f64, f64)>
  llvm.return %u4 : !llvm.struct<(i32, i32, i1, f64, f64)>
}
llvm.func @g(%a: i32, %b: i32, %x: f64) -> f64 {
  %s = llvm.call @f(%a, %b, %x) : (i32, i32, f64) -> !llvm.struct<(i32, i32, i1, f64, f64)>
  %q = llvm.extractvalue %s[0] : !llvm.struct<(i32, i32, i1, f64, f64)>
  %h = llvm.extractvalue %s[1] : !llvm.struct<(i32, i32, i1, f64, f64)>
  %c = llvm.extractvalue %s[2] : !llvm.struct<(i32, i32, i1, f64, f64)>
  %r = llvm.extractvalue %s[4] : !llvm.struct<(i32, i32, i1, f64, f64)>
  %qf = llvm.uitofp %q : i32 to f64
  %hf = llvm.sitofp %h : i32 to f64
  %cf = llvm.uitofp %c : i1 to f64
  %t0 = llvm.fadd %qf, %hf : f64
  %t1 = llvm.fadd %t0, %cf : f64
  %t2 = llvm.fadd %t1, %r : f64
  llvm.return %t2 : f64
}
"#;
    // -8 / 2 unsigned = 2147483644; -8 >> 2 = -2; ugt true; rint(2.5) = 2.
    let r = one(src, "g", &[Value::i32(-8), Value::i32(2), Value::F64(2.5)]);
    assert_eq!(float(&r), 2147483644.0 - 2.0 + 1.0 + 2.0);
    // Aggregates cannot cross the API.
    let e = call(src, "f", &[Value::i32(1), Value::i32(1), Value::F64(1.0)]).unwrap_err();
    assert_eq!(e, "error: result #0 of @f: LLVM aggregates cannot be returned to the caller");
}

// ----- runtime errors: one per kind, exact message and location -----

fn err(src: &str, f: &str, args: &[Value]) -> String {
    match call(src, f, args) {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(e) => e,
    }
}

#[test]
fn error_out_of_bounds_index() {
    let src = "func.func @f(%m: memref<4xf64>, %i: index) -> f64 {\n  %v = memref.load %m[%i] : memref<4xf64>\n  return %v : f64\n}\n";
    let m = Value::MemRef(MemRef::zeros(ScalarType::F64, &[4]).unwrap());
    assert_eq!(
        err(src, "f", &[m.clone(), Value::Index(4)]),
        "t.mlir:2:8: error: 'memref.load' index 4 is out of bounds for dimension 0 of size 4"
    );
    assert_eq!(
        err(src, "f", &[m, Value::Index(-1)]),
        "t.mlir:2:8: error: 'memref.load' index -1 is out of bounds for dimension 0 of size 4"
    );
    let src2 = "func.func @f(%m: memref<2x3xi32>, %v: i32) {\n  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index\n  memref.store %v, %m[%c1, %c3] : memref<2x3xi32>\n  return\n}\n";
    let m = Value::MemRef(MemRef::zeros(ScalarType::Int(32), &[2, 3]).unwrap());
    assert_eq!(
        err(src2, "f", &[m, Value::i32(1)]),
        "t.mlir:4:3: error: 'memref.store' index 3 is out of bounds for dimension 1 of size 3"
    );
}

#[test]
fn error_access_outside_the_allocation() {
    let src = r#"
func.func @f() -> f64 {
  %m = memref.alloc() : memref<4xf64>
  %r = memref.reinterpret_cast %m to offset: [2], sizes: [4], strides: [1] : memref<4xf64> to memref<4xf64, strided<[1], offset: 2>>
  %c2 = arith.constant 2 : index
  %v = memref.load %r[%c2] : memref<4xf64, strided<[1], offset: 2>>
  return %v : f64
}
"#;
    assert_eq!(
        err(src, "f", &[]),
        "t.mlir:6:8: error: 'memref.load' out-of-bounds access: bytes 32..40 of a 32-byte allocation"
    );
    let src = r#"
llvm.func @f() -> i32 {
  %n = llvm.mlir.constant(2 : i64) : i64
  %p = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.return %v : i32
}
"#;
    assert_eq!(
        err(src, "f", &[]),
        "t.mlir:6:8: error: 'llvm.load' out-of-bounds access: bytes 8..12 of a 8-byte allocation"
    );
}

#[test]
fn error_subview_out_of_bounds() {
    let src = "func.func @f(%m: memref<4xf64>, %o: index) {\n  %s = memref.subview %m[%o] [2] [2] : memref<4xf64> to memref<2xf64, strided<[2], offset: ?>>\n  return\n}\n";
    let m = Value::MemRef(MemRef::zeros(ScalarType::F64, &[4]).unwrap());
    assert!(call(src, "f", &[m.clone(), Value::Index(1)]).is_ok());
    assert_eq!(
        err(src, "f", &[m, Value::Index(2)]),
        "t.mlir:2:8: error: 'memref.subview' subview is out of bounds in dimension 0 (size 4): offset 2, size 2, stride 2"
    );
}

#[test]
fn error_use_after_free_and_double_free() {
    let src = r#"
func.func @uaf() -> f32 {
  %m = memref.alloc() : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xf32>
  return %v : f32
}
func.func @twice() {
  %m = memref.alloc() : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}
func.func @stack() {
  %m = memref.alloca() : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}
"#;
    assert_eq!(err(src, "uaf", &[]), "t.mlir:6:8: error: 'memref.load' use of memory after it was freed");
    assert_eq!(err(src, "twice", &[]), "t.mlir:12:3: error: 'memref.dealloc' double free");
    assert_eq!(
        err(src, "stack", &[]),
        "t.mlir:17:3: error: 'memref.dealloc' deallocation of stack memory (it is released when its scope returns)"
    );
}

#[test]
fn error_stack_memory_after_return() {
    let src = r#"
func.func @make() -> memref<f64> {
  %m = memref.alloca() : memref<f64>
  return %m : memref<f64>
}
func.func @use() -> f64 {
  %m = func.call @make() : () -> memref<f64>
  %v = memref.load %m[] : memref<f64>
  return %v : f64
}
llvm.func @escape() -> !llvm.ptr {
  %n = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  llvm.return %p : !llvm.ptr
}
llvm.func @deref() -> f64 {
  %p = llvm.call @escape() : () -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
}
"#;
    assert_eq!(err(src, "use", &[]), "t.mlir:8:8: error: 'memref.load' use of stack memory after its scope returned");
    assert_eq!(err(src, "deref", &[]), "t.mlir:18:8: error: 'llvm.load' use of stack memory after its scope returned");
    assert_eq!(err(src, "make", &[]), "error: result #0 of @make: use of stack memory after its scope returned");
}

#[test]
fn error_null_and_misaligned_pointers() {
    let src = r#"
llvm.func @null() -> f64 {
  %p = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
}
llvm.func @null_store(%x: i32) {
  %p = llvm.mlir.zero : !llvm.ptr
  %q = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %x, %q : i32, !llvm.ptr
  llvm.return
}
llvm.func @misaligned() -> i32 {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.alloca %n x i8 : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i8
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.return %v : i32
}
"#;
    assert_eq!(err(src, "null", &[]), "t.mlir:4:8: error: 'llvm.load' load from a null pointer");
    assert_eq!(
        err(src, "null_store", &[Value::i32(1)]),
        "t.mlir:10:3: error: 'llvm.store' store to an invalid pointer (0x10 points into no live allocation)"
    );
    assert_eq!(
        err(src, "misaligned", &[]),
        "t.mlir:17:8: error: 'llvm.load' misaligned load of 'i32': byte offset 2 into its allocation is not a multiple of 4"
    );
}

#[test]
fn error_integer_division_and_shifts() {
    let e =
        |op: &str, w: u32, a: i64, b: i64| bin(op, &format!("i{w}"), Value::int(a, w), Value::int(b, w)).unwrap_err();
    assert_eq!(e("arith.divsi", 32, 1, 0), "t.mlir:2:8: error: 'arith.divsi' integer division by zero");
    assert_eq!(e("arith.divui", 32, 1, 0), "t.mlir:2:8: error: 'arith.divui' integer division by zero");
    assert_eq!(e("arith.ceildivsi", 32, 1, 0), "t.mlir:2:8: error: 'arith.ceildivsi' integer division by zero");
    assert_eq!(e("arith.remsi", 32, 1, 0), "t.mlir:2:8: error: 'arith.remsi' integer remainder by zero");
    assert_eq!(e("arith.remui", 8, 1, 0), "t.mlir:2:8: error: 'arith.remui' integer remainder by zero");
    assert_eq!(
        e("arith.divsi", 8, -128, -1),
        "t.mlir:2:8: error: 'arith.divsi' signed division overflow (-128 / -1 in i8)"
    );
    assert_eq!(
        e("arith.floordivsi", 64, i64::MIN, -1),
        "t.mlir:2:8: error: 'arith.floordivsi' signed division overflow (-9223372036854775808 / -1 in i64)"
    );
    assert_eq!(e("arith.shli", 8, 1, 8), "t.mlir:2:8: error: 'arith.shli' shift amount 8 >= bit width 8");
    assert_eq!(e("arith.shrsi", 8, 1, -1), "t.mlir:2:8: error: 'arith.shrsi' shift amount 255 >= bit width 8");
    assert_eq!(e("llvm.lshr", 32, 1, 40), "t.mlir:2:8: error: 'llvm.lshr' shift amount 40 >= bit width 32");
    assert_eq!(
        e("llvm.sdiv", 16, -32768, -1),
        "t.mlir:2:8: error: 'llvm.sdiv' signed division overflow (-32768 / -1 in i16)"
    );
    assert_eq!(
        e("math.ipowi", 32, 0, -1),
        "t.mlir:2:8: error: 'math.ipowi' integer division by zero (zero to a negative power)"
    );
}

const DEEP: &str = r#"
func.func @down(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c = arith.cmpi sgt, %n, %z : i64
  %r = scf.if %c -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %z) -> (i64) {
      %m = arith.subi %n, %one : i64
      %x = func.call @down(%m) : (i64) -> i64
      %y = arith.addi %x, %one : i64
      scf.yield %y : i64
    }
    scf.yield %s : i64
  } else {
    scf.yield %z : i64
  }
  return %r : i64
}
func.func @forever(%n: i64) -> i64 {
  %r = func.call @forever(%n) : (i64) -> i64
  return %r : i64
}
"#;

#[test]
fn error_call_depth_in_a_small_thread() {
    // The interpreter's own stack must never overflow: run on a 2 MiB thread.
    let r = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let mut it = interp(DEEP);
            let shallow = it.call("down", &[Value::i64(300)]).map(|v| int(&v[0]));
            let deep = it.call("down", &[Value::i64(10_000)]).unwrap_err().to_string();
            let forever = it.call("forever", &[Value::i64(1)]).unwrap_err().to_string();
            (shallow, deep, forever)
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(r.0, Ok(300));
    // @down nests three regions per call, so the region bound trips first.
    assert_eq!(r.1, "t.mlir:6:8: error: 'scf.if' nesting depth limit (1000 active regions) exceeded");
    assert_eq!(r.2, "t.mlir:22:8: error: 'func.call' call depth limit (500) exceeded");
}

#[test]
fn error_step_limit() {
    let src = r#"
func.func @spin() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
"#;
    let mut it = interp(src);
    it.set_step_limit(Some(1000));
    assert_eq!(it.call("spin", &[]).unwrap_err().to_string(), "t.mlir:5:5: error: 'scf.condition' step limit exceeded");
    let mut it = interp("func.func @f() -> i32 {\n  %c = arith.constant 1 : i32\n  return %c : i32\n}\n");
    it.set_step_limit(Some(2));
    assert!(it.call("f", &[]).is_ok());
    it.set_step_limit(Some(1));
    assert_eq!(it.call("f", &[]).unwrap_err().to_string(), "t.mlir:3:3: error: 'func.return' step limit exceeded");
}

#[test]
fn error_assert_unreachable_trap() {
    let src = r#"
func.func @check(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %x, %z : i32
  cf.assert %ok, "x must be positive"
  return %x : i32
}
llvm.func @unreach() {
  llvm.unreachable
}
"#;
    assert_eq!(int(&one(src, "check", &[Value::i32(3)])), 3);
    assert_eq!(
        err(src, "check", &[Value::i32(0)]),
        "t.mlir:5:3: error: 'cf.assert' assertion failed: x must be positive"
    );
    assert_eq!(err(src, "unreach", &[]), "t.mlir:9:3: error: 'llvm.unreachable' reached unreachable code");
}

#[test]
fn error_constant_globals_are_read_only() {
    let src = r#"
memref.global "private" constant @k : memref<2xf64> = dense<[1.0, 2.0]>
func.func @poke(%v: f64) {
  %g = memref.get_global @k : memref<2xf64>
  %c0 = arith.constant 0 : index
  memref.store %v, %g[%c0] : memref<2xf64>
  return
}
"#;
    assert_eq!(err(src, "poke", &[Value::F64(1.0)]), "t.mlir:6:3: error: 'memref.store' write to constant global @k");
}

#[test]
fn error_memcpy_overlap_and_bad_sizes() {
    let src = r#"
llvm.func @f() {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.alloca %n x i8 : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, i8
  %len = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memmove"(%q, %p, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy"(%q, %p, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}
func.func @neg(%n: index) {
  %m = memref.alloc(%n) : memref<?xf64>
  return
}
"#;
    assert_eq!(
        err(src, "f", &[]),
        "t.mlir:8:3: error: 'llvm.intr.memcpy' source and destination overlap (use memmove)"
    );
    assert_eq!(
        err(src, "neg", &[Value::Index(-3)]),
        "t.mlir:12:8: error: 'memref.alloc' negative size -3 for dimension 0"
    );
}

#[test]
fn error_refused_ops() {
    let src = r#"
func.func @sq(%x: f64) -> f64 {
  %y = arith.mulf %x, %x : f64
  return %y : f64
}
func.func @grad(%x: f64) -> f64 {
  %d = enzyme.ignore_derivatives %x : f64 -> f64
  return %d : f64
}
func.func @other(%x: f64) -> f64 {
  %y = "mydialect.op"(%x) : (f64) -> f64
  return %y : f64
}
"#;
    assert_eq!(
        err(src, "grad", &[Value::F64(1.0)]),
        "t.mlir:7:8: error: 'enzyme.ignore_derivatives' must be lowered (ferrozyme opt --enzyme) before running"
    );
    assert_eq!(
        err(src, "other", &[Value::F64(1.0)]),
        "t.mlir:11:8: error: 'mydialect.op' is not supported by the interpreter"
    );
}

#[test]
fn error_bad_calls_from_rust() {
    let src =
        "func.func @f(%x: f64, %m: memref<3xf32>) -> f64 {\n  return %x : f64\n}\nfunc.func private @ext(f64) -> f64\n";
    let m3 = Value::MemRef(MemRef::zeros(ScalarType::F32, &[3]).unwrap());
    let m4 = Value::MemRef(MemRef::zeros(ScalarType::F32, &[4]).unwrap());
    assert_eq!(err(src, "g", &[]), "error: no function named @g");
    assert_eq!(err(src, "f", &[Value::F64(1.0)]), "error: @f takes 2 arguments, but 1 were given");
    assert_eq!(err(src, "f", &[Value::F32(1.0), m3.clone()]), "error: argument #0 of @f: expected 'f64', got 'f32'");
    assert_eq!(
        err(src, "f", &[Value::F64(1.0), m4]),
        "error: argument #1 of @f: expected 'memref<3xf32>', got 'memref<4xf32>': dimension 0 has size 4, not 3"
    );
    assert_eq!(err(src, "ext", &[Value::F64(1.0)]), "error: @ext is a declaration without a body");
    assert_eq!(float(&call(src, "@f", &[Value::F64(2.5), m3]).unwrap()[0]), 2.5);
}

// ----- the corpus -----

/// Expected `@main` results of the corpus (hand-computed, see the corpus notes).
const CORPUS: &[(&str, f64)] = &[
    ("arith_bitwise", 8.0),
    ("arith_casts", 45.0),
    ("arith_cmpf", 3.0),
    ("arith_cmpi", 1.0),
    ("arith_fastmath", 10.0),
    ("arith_float", 3.0),
    ("arith_int", -11.0),
    ("arith_select", 3.25),
    ("attrs_aliases", 3.5),
    ("attrs_basic", 14.0),
    ("attrs_symbols", 42.0),
    ("cf_assert", 14.0),
    ("cf_br", 12.0),
    ("cf_switch", 365.0),
    ("func_attrs", 10.0),
    ("func_call", 55.0),
    ("func_call_indirect", 32.0),
    ("generic_syntax", 25.0),
    ("implicit_module", 42.0),
    ("llvm_arith", -1.5),
    ("llvm_branch", 81.0),
    ("llvm_func", 9.0),
    ("llvm_global", 2.5),
    ("llvm_intrinsics", 5.0),
    ("llvm_loop_sum", 140.0),
    ("llvm_memcpy", 7.25),
    ("llvm_ptr", 3.5),
    ("llvm_struct", 2.5),
    ("locations", 7.0),
    ("math_binary", 25.0),
    // 24 + 4 + 4 + 32 - 21 - 1 + 2 + 0 + 1
    ("math_bits", 45.0),
    ("math_exp_log", 10.000335406372896),
    ("math_rounding", -12.0),
    ("math_trig", 1.0),
    ("memref_alloc", 10.0),
    // erfc(3)·10^5 + 4
    ("mlir20_math", 6.209049699858544),
    ("memref_alloca_scope", 14.0),
    ("memref_atomic", 4.0),
    ("memref_copy_cast", 6.5),
    ("memref_dim_rank", 23.0),
    ("memref_global", 0.796875),
    ("memref_rank0_memspace", 2.0),
    ("memref_reinterpret_cast", 6.0),
    ("memref_subview", 8.0),
    ("mixed_memref_llvm", 2.25),
    ("program_ad_targets", 6.9262564252049446),
    ("program_matmul", 48.0),
    ("scf_execute_region", 7.0),
    ("scf_for", 3628800.0),
    ("scf_if", -1.0),
    ("scf_index_switch", 0.5),
    ("scf_parallel", 15.5),
    ("scf_while", 111.0),
    ("types_float_int", 3.0),
    ("types_memref_layouts", 4.5),
    ("unregistered_attrs", 2.25),
    // 100·(2 + √2 + √6 + √12 + √20) + √6 + 2
    ("tensor_values", 1384.443577272144),
];

#[test]
fn corpus_entry_points() {
    let mut ran = 0;
    for p in common::mlir_files("tests/corpus") {
        let text = std::fs::read(&p).unwrap();
        let s = String::from_utf8_lossy(&text);
        let stem = p.file_stem().unwrap().to_string_lossy().to_string();
        if !s.contains("// entry: @") {
            continue;
        }
        let m = common::parse_verified(&format!("{stem}.mlir"), &text).unwrap();
        let mut it = Interpreter::new(&m).unwrap_or_else(|e| panic!("{stem}: {e}"));
        if stem == "unregistered_ops" {
            // Its @main takes an argument and runs ops of an unknown dialect.
            let e = it.call("main", &[Value::F64(1.0)]).unwrap_err().to_string();
            assert_eq!(
                e,
                "unregistered_ops.mlir:6:10: error: 'mydialect.make_token' is not supported by the interpreter"
            );
            continue;
        }
        let want = CORPUS.iter().find(|(n, _)| *n == stem).unwrap_or_else(|| panic!("{stem}: no expected result")).1;
        let r = it.call("main", &[]).unwrap_or_else(|e| panic!("{stem}: {e}"));
        assert_eq!(r.len(), 1, "{stem}");
        let got = r[0].as_f64().or_else(|| r[0].as_i64().map(|i| i as f64)).unwrap();
        assert!((got - want).abs() <= 1e-12 * want.abs().max(1.0), "{stem}: got {got}, want {want}");
        assert_eq!(it.live_allocations(), 0, "{stem} leaks");
        ran += 1;
    }
    assert_eq!(ran, CORPUS.len());
}

/// Integers wider than 64 bits are refused by name in a global's
/// initializer too (functions refuse them when called; the interpreter's
/// integers have 64 bits).
#[test]
fn error_wide_integer_in_global_initializer() {
    let src = "llvm.mlir.global internal @g() : i64 {\n  %a = llvm.mlir.constant(1 : i128) : i128\n  %b = llvm.trunc %a : i128 to i64\n  llvm.return %b : i64\n}\n";
    let m = common::parse_verified("t.mlir", src.as_bytes()).expect("parses");
    let e = Interpreter::new(&m).err().expect("refused").to_string();
    assert_eq!(
        e,
        "t.mlir:2:8: error: 'llvm.mlir.constant' integers wider than 64 bits are not supported by the interpreter"
    );
}
