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

// Memory reached through control flow: a memref chosen by scf.if, buffers
// swapped by scf.for iter_args and by cf block arguments, a select of
// memrefs. The aliases share the activity (and shadows) of what they merge.
// fwd @if_memref_load dup,dup,const : [1.5, 2.0]; [3.0, 4.0]; 1 | [1.5, 2.0]; [3.0, 4.0]; 0
func.func @if_memref_load(%a: memref<2xf64>, %b: memref<2xf64>, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %m = scf.if %c -> memref<2xf64> {
    scf.yield %a : memref<2xf64>
  } else {
    scf.yield %b : memref<2xf64>
  }
  %v = memref.load %m[%c0] : memref<2xf64>
  %r = arith.mulf %v, %v : f64
  return %r : f64
}

// A store through the alias, a load through the original.
// fwd @if_memref_store dup,const : 1.5; 1 | 1.5; 0
func.func @if_memref_store(%x: f64, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xf64>
  %b = memref.alloca() : memref<2xf64>
  %m = scf.if %c -> memref<2xf64> {
    scf.yield %a : memref<2xf64>
  } else {
    scf.yield %b : memref<2xf64>
  }
  %x2 = arith.mulf %x, %x : f64
  memref.store %x2, %m[%c0] : memref<2xf64>
  memref.store %x, %b[%c0] : memref<2xf64>
  %v = memref.load %a[%c0] : memref<2xf64>
  %w = memref.load %b[%c0] : memref<2xf64>
  %r = arith.mulf %v, %w : f64
  return %r : f64
}

// fwd @swap_buffers dup,dup,const : [1.5, 2.0]; [3.0, 4.0]; 3 | [0.5, -2.0]; [3.0, 0.25]; 4
func.func @swap_buffers(%a: memref<2xf64>, %b: memref<2xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %a, %q = %b) -> (memref<2xf64>, memref<2xf64>) {
    %u = memref.load %p[%c0] : memref<2xf64>
    %w = memref.load %p[%c1] : memref<2xf64>
    %s = math.sin %u : f64
    %t = arith.mulf %w, %u : f64
    memref.store %s, %q[%c0] : memref<2xf64>
    memref.store %t, %q[%c1] : memref<2xf64>
    scf.yield %q, %p : memref<2xf64>, memref<2xf64>
  }
  %v = memref.load %r#0[%c0] : memref<2xf64>
  return %v : f64
}

// fwd @cf_swap_buffers dup,dup,const : [0.5, 0.2]; [1.0, 2.0]; 3 | [0.5, 0.2]; [1.0, 2.0]; 4
func.func @cf_swap_buffers(%a: memref<2xf64>, %b: memref<2xf64>, %n: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  cf.br ^h(%i0, %a, %b : i64, memref<2xf64>, memref<2xf64>)
^h(%i: i64, %p: memref<2xf64>, %q: memref<2xf64>):
  %c = arith.cmpi slt, %i, %n : i64
  cf.cond_br %c, ^body, ^exit
^body:
  %u = memref.load %p[%c0] : memref<2xf64>
  %w = memref.load %p[%c1] : memref<2xf64>
  %s = arith.mulf %u, %w : f64
  %t = math.sin %u : f64
  memref.store %s, %q[%c0] : memref<2xf64>
  memref.store %t, %q[%c1] : memref<2xf64>
  %i2 = arith.addi %i, %one : i64
  cf.br ^h(%i2, %q, %p : i64, memref<2xf64>, memref<2xf64>)
^exit:
  %r = memref.load %p[%c0] : memref<2xf64>
  return %r : f64
}

// fwd @select_mem dup,dup,dup : [0.5, 0.2]; [1.0, 2.0]; 0.3 | [0.5, 0.2]; [1.0, 2.0]; -0.3
func.func @select_mem(%a: memref<2xf64>, %b: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %c = arith.cmpf ogt, %x, %z : f64
  %m = arith.select %c, %a, %b : memref<2xf64>
  memref.store %x, %m[%c0] : memref<2xf64>
  %v = memref.load %a[%c0] : memref<2xf64>
  %w = memref.load %b[%c0] : memref<2xf64>
  %r = arith.mulf %v, %w : f64
  return %r : f64
}

// scf.while over memory, an atomic add, a subview of an allocation,
// alloca_scope, and a parallel loop without reductions.
// fwd @while_mem dup,dup : [1.5, 0.2, -0.4]; 0.7
func.func @while_mem(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %r:2 = scf.while (%i = %c0, %acc = %x) : (index, f64) -> (index, f64) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %acc : index, f64
  } do {
  ^bb0(%j: index, %a: f64):
    %v = memref.load %m[%j] : memref<?xf64>
    %p = arith.mulf %v, %a : f64
    %q = math.cos %p : f64
    memref.store %q, %m[%j] : memref<?xf64>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %q : index, f64
  }
  return %r#1 : f64
}

// fwd @atomic dup,dup : [1.5, 2.0, 0.3]; [3.0]
func.func @atomic(%x: memref<?xf64>, %acc: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf64>
    %s = arith.mulf %v, %v : f64
    %old = memref.atomic_rmw addf %s, %acc[%c0] : (f64, memref<1xf64>) -> f64
  }
  return
}

// fwd @sub_alloc dup : 0.7 | -1.2
func.func @sub_alloc(%x: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<4xf64>
  %v = memref.subview %a[1] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: 1>>
  %s = math.sin %x : f64
  memref.store %s, %v[%c1] : memref<2xf64, strided<[1], offset: 1>>
  %l = memref.load %a[%c2] : memref<4xf64>
  %r = arith.mulf %l, %x : f64
  memref.dealloc %a : memref<4xf64>
  return %r : f64
}

// fwd @alloca_scope dup : 0.7
func.func @alloca_scope(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> f64 {
    %t = memref.alloca() : memref<1xf64>
    %s = math.exp %x : f64
    memref.store %s, %t[%c0] : memref<1xf64>
    %v = memref.load %t[%c0] : memref<1xf64>
    %w = arith.mulf %v, %x : f64
    memref.alloca_scope.return %w : f64
  }
  return %r : f64
}

// fwd @par dup,dup : [1.5, 2.0, 0.3]; [3.0, 4.0, 5.0]
func.func @par(%x: memref<?xf64>, %y: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %x[%i] : memref<?xf64>
    %s = math.sin %v : f64
    memref.store %s, %y[%i] : memref<?xf64>
    scf.reduce
  }
  return
}

// llvm.alloca / llvm.store / llvm.load inside a func.func.
// fwd @llvm_mem dup : 0.7 | -2.0
func.func @llvm_mem(%x: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x2, %p : f64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = math.sin %v : f64
  return %s : f64
}

// scf.parallel with varied reductions (a sum and a product of two
// dimensions, rewritten into an scf.for nest carrying them).
// fwd @par_reduce dup : [0.5, -1.0, 2.0, 0.25]
func.func @par_reduce(%x: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f64 {
    %v = memref.load %x[%i] : memref<?xf64>
    %s = math.sin %v : f64
    scf.reduce(%s : f64) {
    ^bb0(%a: f64, %b: f64):
      %t = arith.addf %a, %b : f64
      scf.reduce.return %t : f64
    }
  }
  return %r : f64
}
// fwd @par_reduce2 dup,dup : [0.9, 1.1, 0.7, 1.3]; 0.4
func.func @par_reduce2(%a: memref<4xf64>, %x: f64) -> (f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f64
  %z = arith.constant 0.0 : f64
  %p, %s = scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) init (%one, %z) -> (f64, f64) {
    %i2 = arith.muli %i, %c2 : index
    %k = arith.addi %i2, %j : index
    %v = memref.load %a[%k] : memref<4xf64>
    %w = arith.mulf %v, %x : f64
    %e = math.exp %w : f64
    scf.reduce(%w, %e : f64, f64) {
    ^bb0(%l: f64, %r2: f64):
      %t = arith.mulf %l, %r2 : f64
      scf.reduce.return %t : f64
    }, {
    ^bb0(%l: f64, %r2: f64):
      %t = arith.addf %l, %r2 : f64
      scf.reduce.return %t : f64
    }
  }
  return %p, %s : f64, f64
}

// A global holding derivatives: a callee stores an active value into it,
// the caller reads it back (shadow global, zeroed at each run's entry).
memref.global "private" @fwd_state : memref<2xf64> = dense<0.0>
// fwd @global_state dup,const : 0.7; 5 | -1.3; 3
func.func @global_state(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @fwd_state : memref<2xf64>
  memref.store %x, %g[%c0] : memref<2xf64>
  scf.for %i = %c0 to %n step %c1 {
    func.call @fwd_bump(%x) : (f64) -> ()
  }
  %a = memref.load %g[%c0] : memref<2xf64>
  %b = memref.load %g[%c1] : memref<2xf64>
  %r = arith.mulf %a, %b : f64
  return %r : f64
}
func.func private @fwd_bump(%x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @fwd_state : memref<2xf64>
  %a = memref.load %g[%c0] : memref<2xf64>
  %s = math.sin %a : f64
  %t = arith.mulf %s, %x : f64
  memref.store %t, %g[%c0] : memref<2xf64>
  memref.store %s, %g[%c1] : memref<2xf64>
  return
}

// Gather through an index memref (const: indices have no tangent; the
// check perturbs only float memory).
// fwd @gather dup,const : [1.0, 2.0, 3.0, 4.0]; [3, 0, 3]
func.func @gather(%x: memref<4xf64>, %ix: memref<3xindex>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %z) -> f64 {
    %j = memref.load %ix[%i] : memref<3xindex>
    %v = memref.load %x[%j] : memref<4xf64>
    %p = arith.mulf %v, %v : f64
    %s = arith.addf %a, %p : f64
    scf.yield %s : f64
  }
  return %r : f64
}

// A callee without operands storing a constant into a global that holds
// derivatives: the stored element's tangent becomes zero. The call was
// kept as the primal's (no active operand), leaving the tangent stale
// (reader-29).
// fwd @global_overwritten dup : [1, 2, 3, 4] | [-0.5, 0.25, 2, 1]
memref.global "private" @fwd_overwritten : memref<4xf64> = dense<0.0>
func.func private @bump_global() {
  %g = memref.get_global @fwd_overwritten : memref<4xf64>
  %c0 = arith.constant 0 : index
  %five = arith.constant 5.0 : f64
  memref.store %five, %g[%c0] : memref<4xf64>
  return
}
func.func @global_overwritten(%x: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %g = memref.get_global @fwd_overwritten : memref<4xf64>
  memref.copy %x, %g : memref<4xf64> to memref<4xf64>
  func.call @bump_global() : () -> ()
  %v = memref.load %g[%c0] : memref<4xf64>
  %u = memref.load %g[%c2] : memref<4xf64>
  %w = arith.mulf %v, %u : f64
  return %w : f64
}
