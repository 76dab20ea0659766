// Loops whose reverse runs fused into them (at the end of each forward
// iteration) and loops whose reverse must not. Format of the // rev lines:
// see loops.mlir. crates/ferrozyme-jit/tests/reverse.rs
// (`fusion_only_where_order_does_not_matter`) checks which loops fused by
// their remarks; the FUSED / NOT FUSED comments below are what it expects.

// FUSED: an active scalar used in every iteration: its adjoint is a sum of
// per-iteration terms; the libm results the reverse needs are not recorded.
// rev @scalar_sum const,active : 9; 0.3 | 0; 0.5
func.func @scalar_sum(%n: index, %h: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %x = arith.mulf %f, %h : f64
    %sn = math.sin %x : f64
    %e = math.exp %x : f64
    %p = arith.mulf %sn, %e : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}

// FUSED: each iteration writes its own element (out[i]); its reverse
// clears the shadow of that element and adds into in[i].
// rev @map_private dup,dup,active : [0.1, 0.2, 0.3, 0.4]; [0.5, -0.7, 1.1, 0.3]; 0.8
func.func @map_private(%out: memref<4xf64>, %in: memref<4xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %in[%i] : memref<4xf64>
    %w = arith.mulf %v, %h : f64
    %s = math.sin %w : f64
    memref.store %s, %out[%i] : memref<4xf64>
  }
  return
}

// NOT FUSED: every iteration overwrites u[0]; the reverse of an iteration
// needs the adjoint left by the later ones.
// rev @overwrite_one dup,active,const : [0.5, -1.0]; 0.3; 5
func.func @overwrite_one(%u: memref<2xf64>, %h: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %u[%c0] : memref<2xf64>
    %s = math.sin %v : f64
    %w = arith.mulf %s, %h : f64
    %t = arith.addf %w, %v : f64
    memref.store %t, %u[%c0] : memref<2xf64>
  }
  return
}

// NOT FUSED: a recurrence through memory (a[i+1] from a[i]).
// rev @recurrence dup,active : [0.3, 0.1, -0.2, 0.4, 0.9]; 0.7
func.func @recurrence(%a: memref<5xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %a[%i] : memref<5xf64>
    %s = math.sin %v : f64
    %w = arith.mulf %s, %h : f64
    %i1 = arith.addi %i, %c1 : index
    %o = memref.load %a[%i1] : memref<5xf64>
    %t = arith.addf %w, %o : f64
    memref.store %t, %a[%i1] : memref<5xf64>
  }
  return
}

// NOT FUSED: a store after the loop clears the adjoint of a[0]; the loop's
// reverse adds into it after that clearing, not before.
// rev @store_after dup : [0.5, -1.5, 2.0]
func.func @store_after(%a: memref<3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %two = arith.constant 2.0 : f64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %a[%i] : memref<3xf64>
    %q = arith.mulf %v, %v : f64
    %acc2 = arith.addf %acc, %q : f64
    scf.yield %acc2 : f64
  }
  memref.store %two, %a[%c0] : memref<3xf64>
  return %s : f64
}

// NOT FUSED: the adjoint of the loop's result needs the result itself.
// rev @squared_after dup : [0.5, -1.5, 2.0]
func.func @squared_after(%a: memref<3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %a[%i] : memref<3xf64>
    %e = math.exp %v : f64
    %acc2 = arith.addf %acc, %e : f64
    scf.yield %acc2 : f64
  }
  %r = arith.mulf %s, %s : f64
  return %r : f64
}

// FUSED (both levels): a matrix-vector product summed, an inner reduction
// whose adjoint passes through; w's adjoint sums over both loops.
// rev @matvec_sum dup,dup : [[0.5, -1.0, 0.25], [1.5, 0.75, -0.5]]; [0.3, -0.6, 0.9]
func.func @matvec_sum(%a: memref<2x3xf64>, %w: memref<3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %z) -> (f64) {
    %row = scf.for %j = %c0 to %c3 step %c1 iter_args(%u = %z) -> (f64) {
      %x = memref.load %a[%i, %j] : memref<2x3xf64>
      %y = memref.load %w[%j] : memref<3xf64>
      %p = arith.mulf %x, %y : f64
      %u2 = arith.addf %u, %p : f64
      scf.yield %u2 : f64
    }
    %t2 = arith.addf %t, %row : f64
    scf.yield %t2 : f64
  }
  return %r : f64
}

// FUSED (the outer loop only): the inner loop's result goes through tanh,
// whose adjoint needs that result: the inner reverse waits for it.
// rev @matvec_tanh dup,dup : [[0.5, -1.0, 0.25], [1.5, 0.75, -0.5]]; [0.3, -0.6, 0.9]
func.func @matvec_tanh(%a: memref<2x3xf64>, %w: memref<3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %z) -> (f64) {
    %row = scf.for %j = %c0 to %c3 step %c1 iter_args(%u = %z) -> (f64) {
      %x = memref.load %a[%i, %j] : memref<2x3xf64>
      %y = memref.load %w[%j] : memref<3xf64>
      %p = arith.mulf %x, %y : f64
      %u2 = arith.addf %u, %p : f64
      scf.yield %u2 : f64
    }
    %th = math.tanh %row : f64
    %t2 = arith.addf %t, %th : f64
    scf.yield %t2 : f64
  }
  return %r : f64
}

// FUSED: a branch in the body, a lower bound of 1 and a step of 2.
// rev @branchy dup,active : [0.5, -1.0, 0.25, 0.7, -0.3, 1.2]; 1.3
func.func @branchy(%a: memref<6xf64>, %h: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c1 to %c6 step %c2 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %a[%i] : memref<6xf64>
    %pos = arith.cmpf ogt, %v, %z : f64
    %t = scf.if %pos -> (f64) {
      %x = arith.mulf %v, %h : f64
      %s1 = math.sin %x : f64
      scf.yield %s1 : f64
    } else {
      %c = math.cos %v : f64
      %y = arith.mulf %c, %h : f64
      scf.yield %y : f64
    }
    %acc2 = arith.addf %acc, %t : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}

// FUSED (both): two loops adding into the adjoint of b; the second runs
// between the first and its reverse (sums into the same memory commute).
// rev @two_loops dup,dup,dup : [0.5, -1.0, 0.25]; [1.5, 0.75, -0.5]; [0.2, 0.4, -0.9]
func.func @two_loops(%a: memref<3xf64>, %b: memref<3xf64>, %c: memref<3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<3xf64>
    %y = memref.load %b[%i] : memref<3xf64>
    %p = arith.mulf %x, %y : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  %t = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %b[%i] : memref<3xf64>
    %y = memref.load %c[%i] : memref<3xf64>
    %p = arith.mulf %x, %y : f64
    %e = math.exp %p : f64
    %acc2 = arith.addf %acc, %e : f64
    scf.yield %acc2 : f64
  }
  %r = arith.addf %s, %t : f64
  return %r : f64
}

// FUSED: an i32 loop.
// rev @i32_loop const,active : 6; 0.4
func.func @i32_loop(%n: i32, %h: f64) -> f64 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) : i32 {
    %f = arith.sitofp %i : i32 to f64
    %x = arith.mulf %f, %h : f64
    %c = math.cos %x : f64
    %acc2 = arith.addf %acc, %c : f64
    scf.yield %acc2 : f64
  }
  return %s : f64
}

// FUSED (the outer loop only): each row's product goes through sin, whose
// adjoint needs it; the inner loop's reverse needs the running product of
// each step, which the re-executed inner loop records. Fused, that
// re-execution follows the forward inner loop in the same body: it takes
// its place (each inner loop runs once forward, once in reverse).
// rev @row_products dup : [[0.5, -1.0, 0.25], [1.5, 0.75, -0.5]]
func.func @row_products(%a: memref<2x3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %z) -> (f64) {
    %p = scf.for %j = %c0 to %c3 step %c1 iter_args(%u = %one) -> (f64) {
      %x = memref.load %a[%i, %j] : memref<2x3xf64>
      %u2 = arith.mulf %u, %x : f64
      scf.yield %u2 : f64
    }
    %s = math.sin %p : f64
    %t2 = arith.addf %t, %s : f64
    scf.yield %t2 : f64
  }
  return %r : f64
}

// NOT FUSED: a recurrence written through a view one element further
// on (a[i+1] = sin(a[i])·h): the same index, other elements.
// rev @view_recurrence dup,active : [0.3, 0.1, -0.2, 0.4, 0.9]; 0.7
func.func @view_recurrence(%a: memref<5xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = memref.subview %a[1] [4] [1] : memref<5xf64> to memref<4xf64, strided<[1], offset: 1>>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<5xf64>
    %s = math.sin %x : f64
    %w = arith.mulf %s, %h : f64
    memref.store %w, %v[%i] : memref<4xf64, strided<[1], offset: 1>>
  }
  return
}

// NOT FUSED: the same through memref.reinterpret_cast.
// rev @cast_recurrence dup,active : [0.3, 0.1, -0.2, 0.4, 0.9]; 0.7
func.func @cast_recurrence(%a: memref<5xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = memref.reinterpret_cast %a to offset: [1], sizes: [4], strides: [1] : memref<5xf64> to memref<4xf64, strided<[1], offset: 1>>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<5xf64>
    %s = math.sin %x : f64
    %w = arith.mulf %s, %h : f64
    memref.store %w, %v[%i] : memref<4xf64, strided<[1], offset: 1>>
  }
  return
}

// FUSED (the outer loop only), as @row_products, with the inner loop's
// bound made in the outer body: its re-execution computes the bound again,
// which must not keep the twins apart.
// rev @row_products_inner_bound dup : [[0.5, -1.0, 0.25], [1.5, 0.75, -0.5]]
func.func @row_products_inner_bound(%a: memref<2x3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %z) -> (f64) {
    %n = memref.dim %a, %c1 : memref<2x3xf64>
    %p = scf.for %j = %c0 to %n step %c1 iter_args(%u = %one) -> (f64) {
      %x = memref.load %a[%i, %j] : memref<2x3xf64>
      %u2 = arith.mulf %u, %x : f64
      scf.yield %u2 : f64
    }
    %s = math.sin %p : f64
    %t2 = arith.addf %t, %s : f64
    scf.yield %t2 : f64
  }
  return %r : f64
}

// NOT FUSED: a view whose elements may all be one element of the memory
// (a stride given at run time, 0 here: every iteration updates m[0] in
// turn), so the order of the reverse iterations matters (reader-14: fused,
// 6.46 for 4.46 with a static stride 0, which MLIR does not allow).
// rev @zero_stride dup,active,const : [0.3, 0.5]; 0.6; 0 | [0.3, 0.5, 0.7, 0.9, 1.1]; 0.6; 1
func.func @zero_stride(%m: memref<?xf64>, %x: f64, %st: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = memref.subview %m[0] [2] [%st] : memref<?xf64> to memref<2xf64, strided<[?]>>
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %r[%i] : memref<2xf64, strided<[?]>>
    %p = arith.mulf %v, %x : f64
    %s = math.sin %p : f64
    %t = arith.addf %s, %v : f64
    memref.store %t, %r[%i] : memref<2xf64, strided<[?]>>
  }
  return
}

// NOT FUSED: rows that overlap (r[i, j] = m[i + j]), and rows whose
// stride is known only at run time (1 here: overlapping too).
// rev @overlapping_rows dup,active : [0.3, 0.5, 0.7, 0.9, 0.2]; 0.6
func.func @overlapping_rows(%m: memref<5xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [3, 3], strides: [1, 1] : memref<5xf64> to memref<3x3xf64, strided<[1, 1]>>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %r[%i, %j] : memref<3x3xf64, strided<[1, 1]>>
      %p = arith.mulf %v, %x : f64
      %s = math.sin %p : f64
      memref.store %s, %r[%i, %j] : memref<3x3xf64, strided<[1, 1]>>
    }
  }
  return
}

// rev @run_time_rows dup,active,const : [0.3, 0.5, 0.7, 0.9]; 0.6; 1 | [0.3, 0.5, 0.7, 0.9, 0.1, 0.2, 0.4, 0.6, 0.8]; 0.6; 3
func.func @run_time_rows(%m: memref<?xf64>, %x: f64, %rs: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3], strides: [%rs, 1] : memref<?xf64> to memref<2x3xf64, strided<[?, 1]>>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %r[%i, %j] : memref<2x3xf64, strided<[?, 1]>>
      %p = arith.mulf %v, %x : f64
      %s = math.sin %p : f64
      memref.store %s, %r[%i, %j] : memref<2x3xf64, strided<[?, 1]>>
    }
  }
  return
}

// NOT FUSED: a view made in each iteration at offset 3 - i, indexed by i:
// every iteration updates m[3].
// rev @view_per_iteration dup,active : [0.3, 0.5, 0.7, 0.9, 0.2, 0.4, 0.6]; 0.6
func.func @view_per_iteration(%m: memref<7xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %off = arith.subi %c3, %i : index
    %w = memref.subview %m[%off] [4] [1] : memref<7xf64> to memref<4xf64, strided<[1], offset: ?>>
    %v = memref.load %w[%i] : memref<4xf64, strided<[1], offset: ?>>
    %p = arith.mulf %v, %x : f64
    %s = math.sin %p : f64
    %t = arith.addf %s, %v : f64
    memref.store %t, %w[%i] : memref<4xf64, strided<[1], offset: ?>>
  }
  return
}

// FUSED: every other element (stride 2), and a transposed matrix: distinct
// indices, distinct elements.
// rev @every_other dup,active : [0.3, 0.5, 0.7, 0.9, 0.2, 0.4]; 0.6
func.func @every_other(%m: memref<6xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = memref.subview %m[1] [3] [2] : memref<6xf64> to memref<3xf64, strided<[2], offset: 1>>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %r[%i] : memref<3xf64, strided<[2], offset: 1>>
    %p = arith.mulf %v, %x : f64
    %s = math.sin %p : f64
    %t = arith.addf %s, %v : f64
    memref.store %t, %r[%i] : memref<3xf64, strided<[2], offset: 1>>
  }
  return
}

// rev @transposed_rows dup,active : [[0.3, 0.5, 0.7], [0.9, 0.2, 0.4]]; 0.6
func.func @transposed_rows(%m: memref<2x3xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf64> to memref<3x2xf64, strided<[1, 3]>>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %t[%i, %j] : memref<3x2xf64, strided<[1, 3]>>
      %p = arith.mulf %v, %x : f64
      %s = math.sin %p : f64
      memref.store %s, %t[%i, %j] : memref<3x2xf64, strided<[1, 3]>>
    }
  }
  return
}

// Σ_i sqrt(x_i² + 1) by Newton's method, a while loop per element: the
// reverse of the outer loop fuses (the while's growing record buffers are
// the reverse iteration's own), and the recording copy of the while
// replaces the forward one (one while per iteration, not two).
// rev @newton_each dup : [1, 2, -3, 0.5, 0] | [0.25]
func.func @newton_each(%x: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %half = arith.constant 0.5 : f64
  %tol = arith.constant 1.0e-12 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %xi = memref.load %x[%i] : memref<?xf64>
    %x2 = arith.mulf %xi, %xi : f64
    %a = arith.addf %x2, %one : f64
    %res:2 = scf.while (%y = %a, %dy = %a) : (f64, f64) -> (f64, f64) {
      %ad = math.absf %dy : f64
      %cond = arith.cmpf ogt, %ad, %tol : f64
      scf.condition(%cond) %y, %dy : f64, f64
    } do {
    ^bb0(%y1: f64, %dy1: f64):
      %q = arith.divf %a, %y1 : f64
      %s = arith.addf %y1, %q : f64
      %y2 = arith.mulf %s, %half : f64
      %d = arith.subf %y2, %y1 : f64
      scf.yield %y2, %d : f64, f64
    }
    %acc2 = arith.addf %acc, %res#0 : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// Two Newton whiles in one body, the second starting from the first's
// result: both recording copies replace their originals (reader-31: only
// the first did; the second's operands were recomputed from the merged
// first, a value made twice).
// rev @two_whiles dup : [1, 2, -0.5, 0.3] | [0.25]
func.func @two_whiles(%x: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %half = arith.constant 0.5 : f64
  %tol = arith.constant 1.0e-12 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %xi = memref.load %x[%i] : memref<?xf64>
    %x2 = arith.mulf %xi, %xi : f64
    %a = arith.addf %x2, %one : f64
    %res:2 = scf.while (%y = %a, %dy = %a) : (f64, f64) -> (f64, f64) {
      %ad = math.absf %dy : f64
      %cond = arith.cmpf ogt, %ad, %tol : f64
      scf.condition(%cond) %y, %dy : f64, f64
    } do {
    ^bb0(%y1: f64, %dy1: f64):
      %q = arith.divf %a, %y1 : f64
      %s = arith.addf %y1, %q : f64
      %y2 = arith.mulf %s, %half : f64
      %d = arith.subf %y2, %y1 : f64
      scf.yield %y2, %d : f64, f64
    }
    %b = arith.addf %res#0, %xi : f64
    %b2 = arith.mulf %b, %b : f64
    %res2:2 = scf.while (%y = %b2, %dy = %b2) : (f64, f64) -> (f64, f64) {
      %ad = math.absf %dy : f64
      %cond = arith.cmpf ogt, %ad, %tol : f64
      scf.condition(%cond) %y, %dy : f64, f64
    } do {
    ^bb0(%y1: f64, %dy1: f64):
      %q = arith.divf %b2, %y1 : f64
      %s = arith.addf %y1, %q : f64
      %y2 = arith.mulf %s, %half : f64
      %d = arith.subf %y2, %y1 : f64
      scf.yield %y2, %d : f64, f64
    }
    %t = arith.mulf %res2#0, %res#0 : f64
    %acc2 = arith.addf %acc, %t : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}
