// scf.forall over memory (format: see loops.mlir), in reverse and forward
// mode: the engines and the AD transformations take it as the
// scf.parallel it is (rewrite/forall.rs). Normalized and general bounds,
// static and dynamic entries, nests, time loops around a forall updating
// a buffer in place, a callee writing its output in the body, and an
// atomic accumulation.

// An in-place elementwise update over a 2-D buffer (static bounds).
// rev @square_sin dup,active : [[1,2,3],[4,5,6]]; 0.7 | [[-0.5,0.1,0.2],[0.3,-1.2,2.0]]; -1.4
// fwd @square_sin dup,dup : [[1,2,3],[4,5,6]]; 0.7
func.func @square_sin(%a: memref<2x3xf64>, %x: f64) {
  scf.forall (%i, %j) in (2, 3) {
    %v = memref.load %a[%i, %j] : memref<2x3xf64>
    %w = arith.mulf %v, %v : f64
    %s = math.sin %w : f64
    %t = arith.mulf %s, %x : f64
    memref.store %t, %a[%i, %j] : memref<2x3xf64>
  }
  return
}

// General bounds given at run time (every other element from %lo).
// rev @every_other dup,dup,active,const,const : [1,2,3,4,5,6,7]; [0,0,0,0,0,0,0]; 1.3; 0; 7 | [1,2,3,4,5,6,7]; [9,9,9,9,9,9,9]; -0.4; 1; 6
// fwd @every_other dup,dup,dup,const,const : [1,2,3,4,5,6,7]; [0,0,0,0,0,0,0]; 1.3; 1; 6
func.func @every_other(%a: memref<7xf64>, %o: memref<7xf64>, %x: f64, %lo: index, %hi: index) {
  %c2 = arith.constant 2 : index
  scf.forall (%i) = (%lo) to (%hi) step (%c2) {
    %v = memref.load %a[%i] : memref<7xf64>
    %w = arith.mulf %v, %x : f64
    %e = math.exp %w : f64
    memref.store %e, %o[%i] : memref<7xf64>
  }
  return
}

// Jacobi-1d: a time loop of two foralls, the second overwriting the
// buffer the first reads.
// rev @jacobi dup,dup,const : [1,2,3,4,5,6]; [0,0,0,0,0,0]; 5 | [0.5,-1,2,0.3,0.1,-0.2]; [0,0,0,0,0,0]; 3
// fwd @jacobi dup,dup,const : [1,2,3,4,5,6]; [0,0,0,0,0,0]; 5
func.func @jacobi(%a: memref<6xf64>, %b: memref<6xf64>, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %third = arith.constant 0.33333 : f64
  scf.for %t = %c0 to %steps step %c1 {
    scf.forall (%i) = (1) to (5) step (1) {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %l = memref.load %a[%im] : memref<6xf64>
      %m = memref.load %a[%i] : memref<6xf64>
      %r = memref.load %a[%ip] : memref<6xf64>
      %s1 = arith.addf %l, %m : f64
      %s2 = arith.addf %s1, %r : f64
      %sq = arith.mulf %s2, %m : f64
      %v = arith.mulf %sq, %third : f64
      %tv = math.tanh %v : f64
      memref.store %tv, %b[%i] : memref<6xf64>
    }
    scf.forall (%i) = (1) to (5) step (1) {
      %v = memref.load %b[%i] : memref<6xf64>
      memref.store %v, %a[%i] : memref<6xf64>
    }
  }
  return
}

// Nested foralls: a transposed copy scaled by a scalar.
// rev @transpose dup,dup,active : [[1,2,3],[4,5,6]]; [[0,0],[0,0],[0,0]]; 0.9
// fwd @transpose dup,dup,dup : [[1,2,3],[4,5,6]]; [[0,0],[0,0],[0,0]]; 0.9
func.func @transpose(%a: memref<2x3xf64>, %o: memref<3x2xf64>, %x: f64) {
  scf.forall (%i) in (2) {
    scf.forall (%j) in (3) {
      %v = memref.load %a[%i, %j] : memref<2x3xf64>
      %w = arith.mulf %v, %x : f64
      %c = math.cos %w : f64
      memref.store %c, %o[%j, %i] : memref<3x2xf64>
    }
  }
  return
}

// A callee writing one row of its output, called per iteration.
func.func @row(%m: memref<3x3xf64>, %v: memref<3xf64>, %o: memref<3xf64>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %a = memref.load %m[%i, %j] : memref<3x3xf64>
    %b = memref.load %v[%j] : memref<3xf64>
    %p = arith.mulf %a, %b : f64
    %q = arith.addf %acc, %p : f64
    scf.yield %q : f64
  }
  %t = math.sin %s : f64
  memref.store %t, %o[%i] : memref<3xf64>
  return
}
// rev @matvec_sin dup,dup,dup : [[1,2,3],[4,5,6],[7,8,9.5]]; [0.1,-0.2,0.3]; [0,0,0]
// fwd @matvec_sin dup,dup,dup : [[1,2,3],[4,5,6],[7,8,9.5]]; [0.1,-0.2,0.3]; [0,0,0]
func.func @matvec_sin(%m: memref<3x3xf64>, %v: memref<3xf64>, %o: memref<3xf64>) {
  scf.forall (%i) in (3) {
    func.call @row(%m, %v, %o, %i) : (memref<3x3xf64>, memref<3xf64>, memref<3xf64>, index) -> ()
  }
  return
}

// A sum of squares accumulated atomically into one element.
// rev @atomic_sum dup,dup : [1,2,3,4]; [0.5]
// fwd @atomic_sum dup,dup : [1,2,3,4]; [0.5]
func.func @atomic_sum(%a: memref<4xf64>, %acc: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    %v = memref.load %a[%i] : memref<4xf64>
    %w = arith.mulf %v, %v : f64
    %old = memref.atomic_rmw addf %w, %acc[%c0] : (f64, memref<1xf64>) -> f64
  }
  return
}

// Atomic accumulation in a 2-D forall and in an scf.for nest: the reverse
// sweep re-executes the inner loop without its atomic update (reader-18:
// it added the sum twice to the primal's memory).
// rev @atomic_nest dup,dup,active : [[1,2],[3,4]]; [0.5,0.1]; 0.7
// fwd @atomic_nest dup,dup,dup : [[1,2],[3,4]]; [0.5,0.1]; 0.7
func.func @atomic_nest(%a: memref<2x2xf64>, %acc: memref<2xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  scf.forall (%i, %j) in (2, 2) {
    %v = memref.load %a[%i, %j] : memref<2x2xf64>
    %w = arith.mulf %v, %x : f64
    %s = math.sin %w : f64
    %old = memref.atomic_rmw addf %s, %acc[%c0] : (f64, memref<2xf64>) -> f64
  }
  return
}
// rev @atomic_for_nest dup,dup,active : [[1,2],[3,4]]; [0.5,0.1]; 0.7
func.func @atomic_for_nest(%a: memref<2x2xf64>, %acc: memref<2xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %a[%i, %j] : memref<2x2xf64>
      %w = arith.mulf %v, %x : f64
      %s = math.sin %w : f64
      %k = arith.andi %j, %c1 : index
      %old = memref.atomic_rmw addf %s, %acc[%k] : (f64, memref<2xf64>) -> f64
    }
  }
  return
}

// --one-shot-bufferize of an scf.forall over rows: each iteration fills a
// temporary of its own and copies it into a view of the result (reader-32:
// "allocating active memory inside a loop is not supported yet").
// rev @row_temps_loss active,active : 0.3; -1.7 | 1.1; 0.4
// fwd @row_temps_loss dup,dup : 0.3; -1.7
func.func private @row_temps(%arg0: memref<4x8xf64, strided<[?, ?], offset: ?>>, %arg1: memref<4xf64, strided<[?], offset: ?>>) -> memref<4x8xf64> {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf64>
  scf.forall (%arg2) in (4) {
    %subview = memref.subview %arg0[%arg2, 0] [1, 8] [1, 1] : memref<4x8xf64, strided<[?, ?], offset: ?>> to memref<8xf64, strided<[?], offset: ?>>
    %0 = memref.load %arg1[%arg2] : memref<4xf64, strided<[?], offset: ?>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf64>
    scf.for %arg3 = %c0 to %c8 step %c1 {
      %1 = memref.load %subview[%arg3] : memref<8xf64, strided<[?], offset: ?>>
      %2 = arith.mulf %1, %0 : f64
      %3 = math.tanh %2 : f64
      memref.store %3, %alloc_0[%arg3] : memref<8xf64>
    }
    %subview_1 = memref.subview %alloc[%arg2, 0] [1, 8] [1, 1] : memref<4x8xf64> to memref<8xf64, strided<[1], offset: ?>>
    memref.copy %alloc_0, %subview_1 : memref<8xf64> to memref<8xf64, strided<[1], offset: ?>>
    memref.dealloc %alloc_0 : memref<8xf64>
  }
  return %alloc : memref<4x8xf64>
}
func.func @row_temps_loss(%a: f64, %b: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %half = arith.constant 0.5 : f64
  %z = arith.constant 0.0 : f64
  %x = memref.alloc() {alignment = 64 : i64} : memref<4x8xf64>
  %s = memref.alloc() {alignment = 64 : i64} : memref<4xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %half, %s[%i] : memref<4xf64>
    scf.for %j = %c0 to %c8 step %c1 {
      %ij = arith.addi %i, %j : index
      %k = arith.index_cast %ij : index to i64
      %f = arith.sitofp %k : i64 to f64
      %v = arith.mulf %f, %half : f64
      memref.store %v, %x[%i, %j] : memref<4x8xf64>
    }
  }
  memref.store %a, %x[%c2, %c6] : memref<4x8xf64>
  memref.store %b, %s[%c1] : memref<4xf64>
  %xc = memref.cast %x : memref<4x8xf64> to memref<4x8xf64, strided<[?, ?], offset: ?>>
  %sc = memref.cast %s : memref<4xf64> to memref<4xf64, strided<[?], offset: ?>>
  %r = call @row_temps(%xc, %sc) : (memref<4x8xf64, strided<[?, ?], offset: ?>>, memref<4xf64, strided<[?], offset: ?>>) -> memref<4x8xf64>
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f64 {
    %row = scf.for %j = %c0 to %c8 step %c1 iter_args(%a2 = %acc) -> f64 {
      %v = memref.load %r[%i, %j] : memref<4x8xf64>
      %vv = arith.mulf %v, %v : f64
      %a3 = arith.addf %a2, %vv : f64
      scf.yield %a3 : f64
    }
    scf.yield %row : f64
  }
  memref.dealloc %r : memref<4x8xf64>
  memref.dealloc %x : memref<4x8xf64>
  memref.dealloc %s : memref<4xf64>
  return %sum : f64
}
