// Views that regroup or permute dimensions (memref.collapse_shape,
// memref.expand_shape, memref.transpose) over memory with derivatives:
// reads and writes through them reach the same memory, and its shadow
// through the same views of the shadow. Format: see loops.mlir.

// A matrix read flat (collapsed) and transposed, and written through
// both: u[i, j] = sin(u[i, j]) · u[j, i] row by row, then Σ u².
// rev @flat_and_transposed dup,active : [[0.1, 0.5, 0.9], [0.3, 0.2, 0.7], [0.4, 0.8, 0.6]]; 0.7
// fwd @flat_and_transposed dup,dup : [[0.1, 0.5, 0.9], [0.3, 0.2, 0.7], [0.4, 0.8, 0.6]]; 0.7
func.func @flat_and_transposed(%u: memref<3x3xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %z = arith.constant 0.0 : f64
  %flat = memref.collapse_shape %u [[0, 1]] : memref<3x3xf64> into memref<9xf64>
  %t = memref.transpose %u (d0, d1) -> (d1, d0) : memref<3x3xf64> to memref<3x3xf64, strided<[1, 3]>>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %a = memref.load %u[%i, %j] : memref<3x3xf64>
      %b = memref.load %t[%i, %j] : memref<3x3xf64, strided<[1, 3]>>
      %s = math.sin %a : f64
      %p = arith.mulf %s, %b : f64
      %q = arith.mulf %p, %k : f64
      %i3 = arith.muli %i, %c3 : index
      %f = arith.addi %i3, %j : index
      memref.store %q, %flat[%f] : memref<9xf64>
    }
  }
  %r = scf.for %f = %c0 to %c9 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %flat[%f] : memref<9xf64>
    %v2 = arith.mulf %v, %v : f64
    %acc2 = arith.addf %acc, %v2 : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// A vector of run-time length seen as rows of two (expand_shape with a
// dynamic output size), updated in place row by row over a few steps.
// rev @pairs dup,active,const : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; 0.4; 3 | [0.8, -0.3, 0.5, 0.25]; 1.1; 2
// fwd @pairs dup,dup,const : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; 0.4; 3
func.func @pairs(%v: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %v, %c0 : memref<?xf64>
  %rows = arith.divui %n, %c2 : index
  %m = memref.expand_shape %v [[0, 1]] output_shape [%rows, 2] : memref<?xf64> into memref<?x2xf64>
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %rows step %c1 {
      %a = memref.load %m[%i, %c0] : memref<?x2xf64>
      %b = memref.load %m[%i, %c1] : memref<?x2xf64>
      %e = math.exp %b : f64
      %ka = arith.mulf %k, %a : f64
      %na = arith.subf %e, %ka : f64
      %nb = arith.mulf %a, %b : f64
      memref.store %na, %m[%i, %c0] : memref<?x2xf64>
      memref.store %nb, %m[%i, %c1] : memref<?x2xf64>
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %v[%i] : memref<?xf64>
    %acc2 = arith.addf %acc, %x : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// Views made inside a loop body and in an scf.if branch (reader-6): the
// reverse sweep re-makes their shadows from the shadow of their source.
// rev @ifview dup,active,const : [[0.1, 0.5, 0.9], [0.3, 0.2, 0.7]]; 0.7; true | [[0.1, 0.5, 0.9], [0.3, 0.2, 0.7]]; 0.7; false
func.func @ifview(%u: memref<2x3xf64>, %k: f64, %flag: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %flag {
    %mt = memref.transpose %u (d0, d1) -> (d1, d0) : memref<2x3xf64> to memref<3x2xf64, strided<[1, 3]>>
    %b = memref.load %mt[%c1, %c0] : memref<3x2xf64, strided<[1, 3]>>
    %s = math.sin %b : f64
    %t = arith.mulf %s, %k : f64
    memref.store %t, %mt[%c1, %c0] : memref<3x2xf64, strided<[1, 3]>>
  }
  %a = memref.load %u[%c0, %c1] : memref<2x3xf64>
  %r = arith.mulf %a, %a : f64
  return %r : f64
}

// rev @tmpview dup,active,const : [0.1, 0.5, 0.9, 0.3]; 0.7; 2 | [0.4, -0.2, 0.6, 0.8]; 1.3; 3
func.func @tmpview(%u: memref<4xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    %tmp = memref.alloca() : memref<2x2xf64>
    %flat = memref.collapse_shape %tmp [[0, 1]] : memref<2x2xf64> into memref<4xf64>
    memref.copy %u, %flat : memref<4xf64> to memref<4xf64>
    scf.for %i = %c0 to %c2 step %c1 {
      %a = memref.load %tmp[%i, %c0] : memref<2x2xf64>
      %b = memref.load %tmp[%i, %c1] : memref<2x2xf64>
      %ab = arith.mulf %a, %b : f64
      %s = math.sin %ab : f64
      %sk = arith.mulf %s, %k : f64
      %i2 = arith.muli %i, %c2 : index
      %o = memref.load %u[%i2] : memref<4xf64>
      %nw = arith.addf %o, %sk : f64
      memref.store %nw, %u[%i2] : memref<4xf64>
      %i3 = arith.addi %i2, %c1 : index
      memref.store %a, %u[%i3] : memref<4xf64>
    }
  }
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %u[%i] : memref<4xf64>
    %v2 = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %v2 : f64
    scf.yield %a : f64
  }
  return %r : f64
}
