// Tape contents (crates/ferrozyme-jit/tests/reverse.rs counts the record
// buffers of each derivative). Format of the // rev lines: see loops.mlir.

// A dot product: nothing the adjoint reads changes; no records.
// rev @dot dup,dup : [0.5, -1.0, 2.0]; [1.5, 0.25, -0.5]
func.func @dot(%a: memref<?xf64>, %b: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = memref.load %b[%i] : memref<?xf64>
    %p = arith.mulf %x, %y : f64
    %t = arith.addf %s, %p : f64
    scf.yield %t : f64
  }
  return %r : f64
}

// A loop-invariant value (computed once, before the loop) used in every
// iteration: not recorded per iteration; the carried product is (its
// partials need it): one record.
// rev @invariant active,active,const : 0.7; 1.3; 6
func.func @invariant(%x: f64, %y: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %k = math.sin %y : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%p = %one) -> (f64) {
    %a = arith.mulf %p, %x : f64
    %b = arith.mulf %a, %k : f64
    scf.yield %b : f64
  }
  return %r : f64
}

// An in-place update: the load of memory the loop overwrites is recorded,
// and so is the sin of it (a libm call is dearer than a record); nothing else.
// rev @inplace dup,active,const : [0.5, -1.0]; 0.3; 4
func.func @inplace(%u: memref<2xf64>, %h: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %u[%c0] : memref<2xf64>
    %s = math.sin %v : f64
    %w = arith.mulf %s, %h : f64
    %nv = arith.addf %v, %w : f64
    memref.store %nv, %u[%c0] : memref<2xf64>
  }
  return
}

// A libm call in a pure loop: its result is recorded when the gradient also
// returns the primal (the forward loop runs anyway), else recomputed (no
// forward loop at all).
// rev @exps active,const : 0.3; 5 | -0.7; 3
func.func @exps(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %a = arith.mulf %f, %x : f64
    %e = math.exp %a : f64
    %acc2 = arith.addf %acc, %e : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// Memory written before it is read, and never after: the second loop's
// loads are read again in the reverse sweep, not recorded (the buffer
// holds the same values at the end); a store after the loops (to the
// other argument) does not change that.
// rev @written_first dup,dup,active : [0.5, -1.0, 0.25]; [0.0, 0.0, 0.0]; 0.7
func.func @written_first(%u: memref<3xf64>, %t: memref<3xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %u[%i] : memref<3xf64>
    %p = arith.mulf %v, %x : f64
    memref.store %p, %t[%i] : memref<3xf64>
  }
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %w = memref.load %t[%i] : memref<3xf64>
    %q = arith.mulf %w, %w : f64
    %acc2 = arith.addf %acc, %q : f64
    scf.yield %acc2 : f64
  }
  memref.store %r, %u[%c0] : memref<3xf64>
  return %r : f64
}
