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
