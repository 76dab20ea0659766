// Calls in loops whose memory is a view made in the loop body (format:
// see loops.mlir). A call replayed in the reverse sweep (its callee's tape
// would hold buffers, or --calls=replay) has the memory it reads saved per
// iteration (per run of an scf.while) into rows of a buffer allocated before
// the loop, shaped like that memory: a view or global made in the body from
// values defined before the loop is made again before it
// (reverse/remake.rs), and a view of static shape at the iteration's offset
// (a row of a matrix) needs only its type. All refused before.

memref.global "private" @vstate : memref<3xf64> = dense<[0.0, 0.0, 0.0]>

func.func private @step_scratch(%u: memref<?xf64>, %h: f64) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %z = arith.constant 0.0 : f64
  memref.store %z, %tmp[%c0] : memref<1xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %u[%i] : memref<?xf64>
    %s = math.sin %v : f64
    %hs = arith.mulf %h, %s : f64
    %w = arith.addf %v, %hs : f64
    memref.store %w, %u[%i] : memref<?xf64>
    %sq = arith.mulf %hs, %hs : f64
    %acc = memref.load %tmp[%c0] : memref<1xf64>
    %a = arith.addf %acc, %sq : f64
    memref.store %a, %tmp[%c0] : memref<1xf64>
  }
  %e = memref.load %tmp[%c0] : memref<1xf64>
  return %e : f64
}

// Views made in the while's body of memory defined before it (a cast of
// the state, a window of it, a global fetched in the body), each passed to
// a replayed call: their memory is saved per run, in rows shaped by the
// same views made again before the loop.
// rev @views dup,const : [0.3, 0.5, 0.7, 0.2]; 0.6 | [0.9, -0.1, 0.4, 1.6]; 2.0
func.func @views(%u: memref<4xf64>, %tend: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %h0 = arith.constant 0.1 : f64
  %g0 = memref.get_global @vstate : memref<3xf64>
  %s0 = memref.load %u[%c0] : memref<4xf64>
  %s1 = memref.load %u[%c1] : memref<4xf64>
  memref.store %s0, %g0[%c0] : memref<3xf64>
  memref.store %s1, %g0[%c1] : memref<3xf64>
  memref.store %s0, %g0[%c2] : memref<3xf64>
  %r:2 = scf.while (%t = %z, %h = %h0) : (f64, f64) -> (f64, f64) {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t, %h : f64, f64
  } do {
  ^bb0(%t: f64, %h: f64):
    %cu = memref.cast %u : memref<4xf64> to memref<?xf64>
    %e = func.call @step_scratch(%cu, %h) : (memref<?xf64>, f64) -> f64
    %w = memref.subview %u[%c1] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: ?>>
    %wc = memref.cast %w : memref<2xf64, strided<[1], offset: ?>> to memref<?xf64, strided<[1], offset: ?>>
    %e2 = func.call @step_view(%wc, %h) : (memref<?xf64, strided<[1], offset: ?>>, f64) -> f64
    %g = memref.get_global @vstate : memref<3xf64>
    %gc = memref.cast %g : memref<3xf64> to memref<?xf64>
    %e3 = func.call @step_scratch(%gc, %h) : (memref<?xf64>, f64) -> f64
    %ee = arith.addf %e, %e2 : f64
    %eee = arith.addf %ee, %e3 : f64
    %f = arith.mulf %eee, %h : f64
    %h1 = arith.addf %h, %f : f64
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1, %h1 : f64, f64
  }
  %a = memref.load %u[%c2] : memref<4xf64>
  %b = memref.load %g0[%c2] : memref<3xf64>
  %o = arith.mulf %a, %b : f64
  %o2 = arith.addf %o, %r#1 : f64
  return %o2 : f64
}

func.func private @step_view(%u: memref<?xf64, strided<[1], offset: ?>>, %h: f64) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64, strided<[1], offset: ?>>
  %z = arith.constant 0.0 : f64
  memref.store %z, %tmp[%c0] : memref<1xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %u[%i] : memref<?xf64, strided<[1], offset: ?>>
    %s = math.cos %v : f64
    %hs = arith.mulf %h, %s : f64
    %w = arith.addf %v, %hs : f64
    memref.store %w, %u[%i] : memref<?xf64, strided<[1], offset: ?>>
    %acc = memref.load %tmp[%c0] : memref<1xf64>
    %a = arith.addf %acc, %hs : f64
    memref.store %a, %tmp[%c0] : memref<1xf64>
  }
  %e = memref.load %tmp[%c0] : memref<1xf64>
  return %e : f64
}

// A callee updating one row in place (a scratch buffer keeps it from
// being inlined; replayed).
func.func private @relax_row(%r: memref<4xf64, strided<[1], offset: ?>>, %h: f64) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  memref.store %z, %tmp[%c0] : memref<1xf64>
  scf.for %j = %c0 to %c3 step %c1 {
    %j1 = arith.addi %j, %c1 : index
    %a = memref.load %r[%j] : memref<4xf64, strided<[1], offset: ?>>
    %b = memref.load %r[%j1] : memref<4xf64, strided<[1], offset: ?>>
    %p = arith.mulf %a, %b : f64
    %s = math.sin %p : f64
    %hs = arith.mulf %h, %s : f64
    %w = arith.addf %b, %hs : f64
    memref.store %w, %r[%j1] : memref<4xf64, strided<[1], offset: ?>>
    %acc = memref.load %tmp[%c0] : memref<1xf64>
    %n = arith.addf %acc, %hs : f64
    memref.store %n, %tmp[%c0] : memref<1xf64>
  }
  %e = memref.load %tmp[%c0] : memref<1xf64>
  return %e : f64
}

// Sweeps over the rows of a matrix, each row a window at the iteration's
// offset (static shape) passed to the callee; the rows are updated again
// in later sweeps.
// rev @row_sweeps dup,active,const : [[0.3, 0.5, 0.7, 0.2], [0.1, -0.4, 0.9, 0.6], [1.1, 0.2, -0.3, 0.5]]; 0.8; 3 | [[0.3, 0.5, 0.7, 0.2], [0.1, -0.4, 0.9, 0.6], [1.1, 0.2, -0.3, 0.5]]; 0.8; 0
func.func @row_sweeps(%m: memref<3x4xf64>, %h: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %acc) -> f64 {
      %row = memref.subview %m[%i, 0] [1, 4] [1, 1] : memref<3x4xf64> to memref<4xf64, strided<[1], offset: ?>>
      %e = func.call @relax_row(%row, %h) : (memref<4xf64, strided<[1], offset: ?>>, f64) -> f64
      %a1 = arith.addf %a, %e : f64
      scf.yield %a1 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %m[%c1, %c3] : memref<3x4xf64>
  %o = arith.mulf %x, %r : f64
  return %o : f64
}

// The same rows, chosen by a while (until the sum of errors is large).
// rev @row_while dup,active,const : [[0.3, 0.5, 0.7, 0.2], [0.1, -0.4, 0.9, 0.6], [1.1, 0.2, -0.3, 0.5]]; 0.8; 2.0 | [[0.3, 0.5, 0.7, 0.2], [0.1, -0.4, 0.9, 0.6], [1.1, 0.2, -0.3, 0.5]]; 0.8; 20.0
func.func @row_while(%m: memref<3x4xf64>, %h: f64, %lim: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %go = arith.cmpf olt, %acc, %lim : f64
    scf.condition(%go) %i, %acc : index, f64
  } do {
  ^bb0(%i: index, %acc: f64):
    %k = arith.remui %i, %c3 : index
    %row = memref.subview %m[%k, 0] [1, 4] [1, 1] : memref<3x4xf64> to memref<4xf64, strided<[1], offset: ?>>
    %e = func.call @relax_row(%row, %h) : (memref<4xf64, strided<[1], offset: ?>>, f64) -> f64
    %ea = math.absf %e : f64
    %e1 = arith.addf %ea, %h : f64
    %a1 = arith.addf %acc, %e1 : f64
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %a1 : index, f64
  }
  %x = memref.load %m[%c1, %c3] : memref<3x4xf64>
  %o = arith.mulf %x, %r#1 : f64
  return %o : f64
}

memref.global "private" @fstate : memref<3xf64> = dense<[0.0, 0.0, 0.0]>
func.func private @mix(%u: memref<?xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %u[%c0] : memref<?xf64>
  %w = memref.load %u[%c1] : memref<?xf64>
  %p = arith.mulf %v, %w : f64
  %s = math.sin %p : f64
  %sh = arith.addf %s, %h : f64
  memref.store %sh, %u[%c0] : memref<?xf64>
  return
}
// A memref.get_global made in the body of an scf.for (cast, then passed
// to a callee updating it): its shadow is fetched again where the reverse
// sweep re-creates the get_global (it was refused: no shadow there).
// rev @global_in_for dup,active : [0.3, 0.5]; 0.7
func.func @global_in_for(%u: memref<2xf64>, %h: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %g0 = memref.get_global @fstate : memref<3xf64>
  %s0 = memref.load %u[%c0] : memref<2xf64>
  %s1 = memref.load %u[%c1] : memref<2xf64>
  memref.store %s0, %g0[%c0] : memref<3xf64>
  memref.store %s1, %g0[%c1] : memref<3xf64>
  scf.for %i = %c0 to %c5 step %c1 {
    %g = memref.get_global @fstate : memref<3xf64>
    %gc = memref.cast %g : memref<3xf64> to memref<?xf64>
    func.call @mix(%gc, %h) : (memref<?xf64>, f64) -> ()
  }
  %b = memref.load %g0[%c0] : memref<3xf64>
  return %b : f64
}

// A loop in a while calling a function that updates a global (no memory
// operand): the loop is outlined like one whose calls take memory
// (ad/loop_calls.rs), the global saved per run (it was refused).
memref.global "private" @wstate : memref<2xf64> = dense<[0.0, 0.0]>
func.func private @wbump(%h: f64) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @wstate : memref<2xf64>
  %a = memref.load %g[%c0] : memref<2xf64>
  %b = memref.load %g[%c1] : memref<2xf64>
  %p = arith.mulf %a, %b : f64
  %s = math.sin %p : f64
  %hs = arith.mulf %h, %s : f64
  %w = arith.addf %a, %hs : f64
  memref.store %w, %g[%c0] : memref<2xf64>
  %c = math.cos %w : f64
  memref.store %c, %tmp[%c0] : memref<1xf64>
  %e = memref.load %tmp[%c0] : memref<1xf64>
  %b1 = arith.addf %b, %e : f64
  memref.store %b1, %g[%c1] : memref<2xf64>
  return %e : f64
}
// rev @global_loop_in_while active,active,const : 0.4; 0.3; 2.5 | 0.9; 0.2; 6.0
func.func @global_loop_in_while(%x: f64, %h: f64, %lim: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %g = memref.get_global @wstate : memref<2xf64>
  memref.store %x, %g[%c0] : memref<2xf64>
  memref.store %h, %g[%c1] : memref<2xf64>
  %r = scf.while (%acc = %z) : (f64) -> f64 {
    %go = arith.cmpf olt, %acc, %lim : f64
    scf.condition(%go) %acc : f64
  } do {
  ^bb0(%acc: f64):
    %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %acc) -> f64 {
      %e = func.call @wbump(%h) : (f64) -> f64
      %ea = math.absf %e : f64
      %a1 = arith.addf %a, %ea : f64
      scf.yield %a1 : f64
    }
    %s1 = arith.addf %s, %h : f64
    scf.yield %s1 : f64
  }
  %v = memref.load %g[%c1] : memref<2xf64>
  %o = arith.mulf %v, %r : f64
  return %o : f64
}

// Windows that overlap from one iteration to the next: the callee reads
// cells [0] and [1] of its window and writes [0], so a later iteration
// overwrites a cell an earlier one only read. The memory is saved whole
// per iteration; saving only the cells the callee writes (enough when every
// iteration gets the same memory) gave a wrong gradient here.
func.func private @relax_pair(%r: memref<2xf64, strided<[1], offset: ?>>) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %r[%c0] : memref<2xf64, strided<[1], offset: ?>>
  %b = memref.load %r[%c1] : memref<2xf64, strided<[1], offset: ?>>
  %p = arith.mulf %a, %b : f64
  memref.store %p, %r[%c0] : memref<2xf64, strided<[1], offset: ?>>
  memref.store %p, %tmp[%c0] : memref<1xf64>
  %e = memref.load %tmp[%c0] : memref<1xf64>
  return %e : f64
}
// rev @sliding dup : [0.3, 0.5, 0.7, 0.2, 0.6] | [1.2, -0.5, 0.8, 0.9, -1.1]
func.func @sliding(%m: memref<5xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> f64 {
    %b = memref.subview %m[%i] [2] [1] : memref<5xf64> to memref<2xf64, strided<[1], offset: ?>>
    %e = func.call @relax_pair(%b) : (memref<2xf64, strided<[1], offset: ?>>) -> f64
    %a1 = arith.addf %acc, %e : f64
    scf.yield %a1 : f64
  }
  return %r : f64
}

// The same in two dimensions: 2×2 blocks down the diagonal, each sharing
// a corner with the next.
func.func private @relax_corner(%r: memref<2x2xf64, strided<[4, 1], offset: ?>>) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %r[%c0, %c0] : memref<2x2xf64, strided<[4, 1], offset: ?>>
  %b = memref.load %r[%c1, %c1] : memref<2x2xf64, strided<[4, 1], offset: ?>>
  %p = arith.mulf %a, %b : f64
  memref.store %p, %r[%c0, %c0] : memref<2x2xf64, strided<[4, 1], offset: ?>>
  memref.store %p, %tmp[%c0] : memref<1xf64>
  %e = memref.load %tmp[%c0] : memref<1xf64>
  return %e : f64
}
// rev @diagonal_blocks dup : [[0.3, 0.5, 0.7, 0.2], [0.1, -0.4, 0.9, 0.6], [1.1, 0.2, -0.3, 0.5], [0.2, 0.3, 0.4, 0.5]]
func.func @diagonal_blocks(%m: memref<4x4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> f64 {
    %b = memref.subview %m[%i, %i] [2, 2] [1, 1] : memref<4x4xf64> to memref<2x2xf64, strided<[4, 1], offset: ?>>
    %e = func.call @relax_corner(%b) : (memref<2x2xf64, strided<[4, 1], offset: ?>>) -> f64
    %a1 = arith.addf %acc, %e : f64
    scf.yield %a1 : f64
  }
  return %r : f64
}

// Overlapping windows chosen by a while (alternating offsets 0 and 1).
// rev @sliding_while dup,const : [0.3, 0.5, 0.7, 0.2, 0.6]; 2.0 | [1.2, -0.5, 0.8, 0.9, -1.1]; 3.0
func.func @sliding_while(%m: memref<5xf64>, %lim: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %q = arith.constant 0.25 : f64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %go = arith.cmpf olt, %acc, %lim : f64
    scf.condition(%go) %i, %acc : index, f64
  } do {
  ^bb0(%i: index, %acc: f64):
    %k = arith.remui %i, %c2 : index
    %b = memref.subview %m[%k] [2] [1] : memref<5xf64> to memref<2xf64, strided<[1], offset: ?>>
    %e = func.call @relax_pair(%b) : (memref<2xf64, strided<[1], offset: ?>>) -> f64
    %ea = math.absf %e : f64
    %e1 = arith.addf %ea, %q : f64
    %a1 = arith.addf %acc, %e1 : f64
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %a1 : index, f64
  }
  %x = memref.load %m[%c0] : memref<5xf64>
  %o = arith.mulf %x, %r#1 : f64
  return %o : f64
}

// A callee written for any strided vector, given a window of static shape
// cast to its dynamic type: the cast has the window's shape (it was
// refused: "memory made inside the loop").
func.func private @relax_any(%r: memref<?xf64, strided<[?], offset: ?>>, %h: f64) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %r, %c0 : memref<?xf64, strided<[?], offset: ?>>
  %n1 = arith.subi %n, %c1 : index
  memref.store %z, %tmp[%c0] : memref<1xf64>
  scf.for %j = %c0 to %n1 step %c1 {
    %j1 = arith.addi %j, %c1 : index
    %a = memref.load %r[%j] : memref<?xf64, strided<[?], offset: ?>>
    %b = memref.load %r[%j1] : memref<?xf64, strided<[?], offset: ?>>
    %p = arith.mulf %a, %b : f64
    %s = math.sin %p : f64
    %hs = arith.mulf %h, %s : f64
    %w = arith.addf %b, %hs : f64
    memref.store %w, %r[%j1] : memref<?xf64, strided<[?], offset: ?>>
    %acc = memref.load %tmp[%c0] : memref<1xf64>
    %nn = arith.addf %acc, %hs : f64
    memref.store %nn, %tmp[%c0] : memref<1xf64>
  }
  %e = memref.load %tmp[%c0] : memref<1xf64>
  return %e : f64
}
// The columns of a matrix, twice over.
// rev @cast_columns dup,active : [[0.3, 0.5, 0.7, 0.2], [0.1, -0.4, 0.9, 0.6], [1.1, 0.2, -0.3, 0.5]]; 0.8
func.func @cast_columns(%m: memref<3x4xf64>, %h: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %c2 step %c1 iter_args(%acc0 = %z) -> f64 {
    %r1 = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %acc0) -> f64 {
      %col = memref.subview %m[0, %j] [3, 1] [1, 1] : memref<3x4xf64> to memref<3xf64, strided<[4], offset: ?>>
      %cc = memref.cast %col : memref<3xf64, strided<[4], offset: ?>> to memref<?xf64, strided<[?], offset: ?>>
      %e = func.call @relax_any(%cc, %h) : (memref<?xf64, strided<[?], offset: ?>>, f64) -> f64
      %a1 = arith.addf %acc, %e : f64
      scf.yield %a1 : f64
    }
    scf.yield %r1 : f64
  }
  %x = memref.load %m[%c1, %c2] : memref<3x4xf64>
  %o = arith.mulf %x, %r : f64
  return %o : f64
}
// Overlapping windows of three, cast, chosen by a while.
// rev @cast_windows_while dup,active,const : [0.3, 0.5, 0.7, 0.2, 0.4]; 0.6; 0.5 | [0.3, 0.5, 0.7, 0.2, 0.4]; 0.9; 2.5
func.func @cast_windows_while(%u: memref<5xf64>, %h: f64, %lim: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %q = arith.constant 0.25 : f64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %go = arith.cmpf olt, %acc, %lim : f64
    scf.condition(%go) %i, %acc : index, f64
  } do {
  ^bb0(%i: index, %acc: f64):
    %k = arith.remui %i, %c3 : index
    %w = memref.subview %u[%k] [3] [1] : memref<5xf64> to memref<3xf64, strided<[1], offset: ?>>
    %wc = memref.cast %w : memref<3xf64, strided<[1], offset: ?>> to memref<?xf64, strided<[?], offset: ?>>
    %e = func.call @relax_any(%wc, %h) : (memref<?xf64, strided<[?], offset: ?>>, f64) -> f64
    %ea = math.absf %e : f64
    %e1 = arith.addf %ea, %q : f64
    %a1 = arith.addf %acc, %e1 : f64
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %a1 : index, f64
  }
  %x = memref.load %u[%c3] : memref<5xf64>
  %o = arith.mulf %x, %r#1 : f64
  return %o : f64
}

// Windows whose sizes change per iteration (the trailing part of a vector
// or matrix): rows shaped like the memref they view (made before the
// loop) bound them, and only the window's own extents are copied. They
// were refused ("memory made inside the loop").
//
// Gaussian elimination without pivoting, the trailing submatrix
// A[k:n, k:n] updated by a call per step; returns the determinant
// (product of the pivots).
func.func private @eliminate(%a: memref<?x?xf64, strided<[?, 1], offset: ?>>) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf64, strided<[?, 1], offset: ?>>
  %p = memref.load %a[%c0, %c0] : memref<?x?xf64, strided<[?, 1], offset: ?>>
  scf.for %i = %c1 to %n step %c1 {
    %ai = memref.load %a[%i, %c0] : memref<?x?xf64, strided<[?, 1], offset: ?>>
    %l = arith.divf %ai, %p : f64
    memref.store %l, %tmp[%c0] : memref<1xf64>
    %l2 = memref.load %tmp[%c0] : memref<1xf64>
    scf.for %j = %c1 to %n step %c1 {
      %aij = memref.load %a[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
      %a0j = memref.load %a[%c0, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
      %t = arith.mulf %l2, %a0j : f64
      %u = arith.subf %aij, %t : f64
      memref.store %u, %a[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
    }
    memref.store %l2, %a[%i, %c0] : memref<?x?xf64, strided<[?, 1], offset: ?>>
  }
  return %p : f64
}
// rev @determinant dup : [[4.0, 1.0, 0.5, 0.2], [1.2, 5.0, 0.3, 0.7], [0.4, 0.9, 3.0, 1.1], [0.8, 0.2, 0.6, 4.5]] | [[2.5, -0.3, 0.4, 0.1], [0.6, 3.1, -0.2, 0.5], [-0.7, 0.3, 2.8, 0.9], [0.2, 0.4, -0.5, 3.3]]
func.func @determinant(%m: memref<4x4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f64
  %d = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %one) -> f64 {
    %s = arith.subi %c4, %k : index
    %w = memref.subview %m[%k, %k] [%s, %s] [1, 1] : memref<4x4xf64> to memref<?x?xf64, strided<[4, 1], offset: ?>>
    %wc = memref.cast %w : memref<?x?xf64, strided<[4, 1], offset: ?>> to memref<?x?xf64, strided<[?, 1], offset: ?>>
    %p = func.call @eliminate(%wc) : (memref<?x?xf64, strided<[?, 1], offset: ?>>) -> f64
    %a1 = arith.mulf %acc, %p : f64
    scf.yield %a1 : f64
  }
  return %d : f64
}
// Shrinking tails u[k mod 4 :] of a vector, chosen by a while.
// rev @tails_while dup,active,const : [0.3, 0.5, 0.7, 0.2, 0.4]; 0.6; 0.5 | [0.3, 0.5, 0.7, 0.2, 0.4]; 0.9; 2.5
func.func @tails_while(%u: memref<5xf64>, %h: f64, %lim: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  %q = arith.constant 0.25 : f64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %go = arith.cmpf olt, %acc, %lim : f64
    scf.condition(%go) %i, %acc : index, f64
  } do {
  ^bb0(%i: index, %acc: f64):
    %k = arith.remui %i, %c4 : index
    %s = arith.subi %c5, %k : index
    %w = memref.subview %u[%k] [%s] [1] : memref<5xf64> to memref<?xf64, strided<[1], offset: ?>>
    %wc = memref.cast %w : memref<?xf64, strided<[1], offset: ?>> to memref<?xf64, strided<[?], offset: ?>>
    %e = func.call @relax_any(%wc, %h) : (memref<?xf64, strided<[?], offset: ?>>, f64) -> f64
    %ea = math.absf %e : f64
    %e1 = arith.addf %ea, %q : f64
    %a1 = arith.addf %acc, %e1 : f64
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %a1 : index, f64
  }
  %x = memref.load %u[%c4] : memref<5xf64>
  %o = arith.mulf %x, %r#1 : f64
  return %o : f64
}

// A heap temporary of the loop body (memref.alloc ... memref.dealloc per
// iteration, C's malloc/free per step): a copy of the state, a view of it
// passed to the callee, one element copied back. It is hoisted out of the
// loop like a stack temporary (ad/hoist.rs; its dealloc after the loop),
// then its view gets per-iteration snapshots. It was refused ("allocating
// active memory inside a loop").
// rev @heap_temp dup,active : [0.3, 0.5, 0.7]; 0.6 | [1.1, -0.4, 0.2]; 1.3
func.func @heap_temp(%u: memref<3xf64>, %h: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> f64 {
    %b = memref.alloc() : memref<3xf64>
    memref.copy %u, %b : memref<3xf64> to memref<3xf64>
    %w = memref.subview %b[%c0] [3] [1] : memref<3xf64> to memref<3xf64, strided<[1], offset: ?>>
    %wc = memref.cast %w : memref<3xf64, strided<[1], offset: ?>> to memref<?xf64, strided<[?], offset: ?>>
    %e = func.call @relax_any(%wc, %h) : (memref<?xf64, strided<[?], offset: ?>>, f64) -> f64
    %v = memref.load %b[%c2] : memref<3xf64>
    memref.store %v, %u[%i] : memref<3xf64>
    memref.dealloc %b : memref<3xf64>
    %a1 = arith.addf %acc, %e : f64
    scf.yield %a1 : f64
  }
  %x = memref.load %u[%c2] : memref<3xf64>
  %o = arith.mulf %x, %r : f64
  return %o : f64
}

// A window out of bounds (offset 3, size 3 in 4 elements) in a loop that
// runs zero times: the program never makes it, so its copy made before
// the loop (for the callee's snapshot rows) is made empty (speculate.rs).
// rev @oob_window dup,dup,const,const : [1.0,2.0,3.0,4.0]; [0.5]; 0; 3 | [1.0,2.0,3.0,4.0]; [0.5]; 2; 1
func.func private @scale_win(%v: memref<?xf64>, %s: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf64>
  %a = memref.load %s[%c0] : memref<1xf64>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %v[%i] : memref<?xf64>
    %y = arith.mulf %x, %a : f64
    %z = arith.mulf %y, %x : f64
    memref.store %z, %v[%i] : memref<?xf64>
  }
  return
}
func.func @oob_window(%A: memref<4xf64>, %s: memref<1xf64>, %n: index, %k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.subview %A[%k] [%c3] [1] : memref<4xf64> to memref<?xf64, strided<[1], offset: ?>>
    %w = memref.cast %v : memref<?xf64, strided<[1], offset: ?>> to memref<?xf64>
    func.call @scale_win(%w, %s) : (memref<?xf64>, memref<1xf64>) -> ()
  }
  %r = memref.load %A[%c0] : memref<4xf64>
  return %r : f64
}
