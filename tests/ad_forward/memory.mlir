// Forward mode through memory (format: see arith.mlir). A `dup` memref's
// shadow holds the tangent of its contents; the check compares the
// tangents of the results and of the memory contents after the call.

// In-place update: m[i] = sin(m[i]) * x.
// fwd @scale dup,dup : [0.5, -1.0, 2.0]; 1.5 | [3.0]; -0.5
// fwd @scale dup,const : [0.5, -1.0, 2.0]; 1.5
// (With the memref const and x dup, the derivative is refused: see forward.rs.)
func.func @scale(%m: memref<?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf64>
    %s = math.sin %v : f64
    %w = arith.mulf %s, %x : f64
    memref.store %w, %m[%i] : memref<?xf64>
  }
  return
}

// Storing a constant over active memory zeroes its derivative (the case
// Enzyme-MLIR gets wrong: it leaves the old shadow in place).
// fwd @store_const dup : [0.5, -1.0, 2.0, 4.0]
func.func @store_const(%m: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant 3.0 : f64
  %a = memref.load %m[%c0] : memref<?xf64>
  %b = arith.mulf %a, %a : f64
  memref.store %b, %m[%c1] : memref<?xf64>
  memref.store %k, %m[%c0] : memref<?xf64>
  memref.store %k, %m[%c2] : memref<?xf64>
  %x = memref.load %m[%c0] : memref<?xf64>
  %y = memref.load %m[%c1] : memref<?xf64>
  %r = arith.mulf %x, %y : f64
  return %r : f64
}

// The same through a loop, writing constants over a varied vector.
// fwd @store_const_loop dup,dup : [0.5, -1.0, 2.0, 4.0]; 0.3
func.func @store_const_loop(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 1.0 : f64
  %n = memref.dim %m, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %x) -> (f64) {
    %v = memref.load %m[%i] : memref<?xf64>
    %p = arith.mulf %v, %acc : f64
    memref.store %z, %m[%i] : memref<?xf64>
    scf.yield %p : f64
  }
  return %s : f64
}

// An allocation whose contents are varied (a temporary), then reduced.
// fwd @temp dup : 0.5 | -1.5
func.func @temp(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %t = memref.alloc(%c4) : memref<?xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %x, %f : f64
    %e = math.exp %v : f64
    memref.store %e, %t[%i] : memref<?xf64>
  }
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %t[%i] : memref<?xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  memref.dealloc %t : memref<?xf64>
  return %s : f64
}

// alloca of a static shape, a rank-0 memref, and a memref.copy between
// active buffers.
// fwd @alloca_copy dup,dup : 0.5; 1.5 | -2.0; 0.25
func.func @alloca_copy(%x: f64, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xf64>
  %b = memref.alloca() : memref<2xf64>
  %s = memref.alloca() : memref<f64>
  memref.store %x, %a[%c0] : memref<2xf64>
  %xy = arith.mulf %x, %y : f64
  memref.store %xy, %a[%c1] : memref<2xf64>
  memref.copy %a, %b : memref<2xf64> to memref<2xf64>
  %u = memref.load %b[%c0] : memref<2xf64>
  %v = memref.load %b[%c1] : memref<2xf64>
  %w = math.atan2 %u, %v : f64
  memref.store %w, %s[] : memref<f64>
  %r = memref.load %s[] : memref<f64>
  return %r : f64
}

// Subviews of a 2-D argument: the sum of squares of one row, written back
// into another row; a strided column subview.
// fwd @subview_rows dup : [[1.0, 2.0, 3.0], [0.5, -0.5, 1.5], [4.0, 0.0, -1.0]]
func.func @subview_rows(%m: memref<3x3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %row = memref.subview %m[1, 0] [1, 3] [1, 1] : memref<3x3xf64> to memref<3xf64, strided<[1], offset: 3>>
  %col = memref.subview %m[0, 2] [3, 1] [1, 1] : memref<3x3xf64> to memref<3xf64, strided<[3], offset: 2>>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %row[%i] : memref<3xf64, strided<[1], offset: 3>>
    %q = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %q : f64
    %w = memref.load %col[%i] : memref<3xf64, strided<[3], offset: 2>>
    %p = arith.mulf %w, %a : f64
    memref.store %p, %col[%i] : memref<3xf64, strided<[3], offset: 2>>
    scf.yield %a : f64
  }
  return %s : f64
}

// Dynamic subview, a cast, and a store of a const argument into it.
// fwd @subview_dyn dup,const,const : [1.0, 2.0, 3.0, 4.0, 5.0]; 1; 7.0
func.func @subview_dyn(%m: memref<?xf64>, %off: index, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.subview %m[%off] [3] [1] : memref<?xf64> to memref<3xf64, strided<[1], offset: ?>>
  %d = memref.cast %v : memref<3xf64, strided<[1], offset: ?>> to memref<?xf64, strided<[1], offset: ?>>
  %a = memref.load %d[%c0] : memref<?xf64, strided<[1], offset: ?>>
  %b = memref.load %d[%c2] : memref<?xf64, strided<[1], offset: ?>>
  %p = arith.mulf %a, %b : f64
  memref.store %k, %d[%c1] : memref<?xf64, strided<[1], offset: ?>>
  memref.store %p, %d[%c0] : memref<?xf64, strided<[1], offset: ?>>
  %r = math.sqrt %p : f64
  return %r : f64
}

// A memref result-free kernel writing into an output buffer: y = A·x.
// fwd @matvec dup,dup,dup : [[1.0, 2.0], [3.0, -1.0], [0.5, 0.25]]; [0.7, -1.1]; [0.0, 0.0, 0.0]
// fwd @matvec const,dup,dup : [[1.0, 2.0], [3.0, -1.0], [0.5, 0.25]]; [0.7, -1.1]; [0.0, 0.0, 0.0]
func.func @matvec(%a: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  %k = memref.dim %a, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %s = scf.for %j = %c0 to %k step %c1 iter_args(%acc = %z) -> (f64) {
      %aij = memref.load %a[%i, %j] : memref<?x?xf64>
      %xj = memref.load %x[%j] : memref<?xf64>
      %p = arith.mulf %aij, %xj : f64
      %q = arith.addf %acc, %p : f64
      scf.yield %q : f64
    }
    %t = math.tanh %s : f64
    memref.store %t, %y[%i] : memref<?xf64>
  }
  return
}

// f32 memory.
// fwd @f32_mem dup,dup step=1e-2 tol=1e-3 : [0.5, -1.0, 2.0]; 1.5
func.func @f32_mem(%m: memref<?xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %p = arith.mulf %v, %acc : f32
    %e = math.sin %p : f32
    memref.store %e, %m[%i] : memref<?xf32>
    scf.yield %e : f32
  }
  return %r : f32
}
