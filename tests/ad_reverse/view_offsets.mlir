// Loops and branches carrying windows of a memref (subviews moved in one
// dimension): they carry the windows' offsets instead, and the window is
// made again where it is used (ad/view_offsets.rs).

// A top-level scf.if yielding a window made in its branches, with an
// in-place update in a loop in one branch (refused before: the scf.if
// could not be put in a loop of one iteration).
// rev @if_view_update dup,active,const : [0.3, 0.6, -0.2, 0.8]; 1.5; 1 | [0.3, 0.6, -0.2, 0.8]; 1.5; 0
func.func @if_view_update(%x: memref<4xf64>, %a: f64, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = scf.if %flag -> (memref<2xf64, strided<[1], offset: ?>>) {
    %s = memref.subview %x[%c0] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: ?>>
    scf.for %i = %c0 to %c2 step %c1 {
      %l = memref.load %s[%i] : memref<2xf64, strided<[1], offset: ?>>
      %q = math.sin %l : f64
      memref.store %q, %s[%i] : memref<2xf64, strided<[1], offset: ?>>
    }
    scf.yield %s : memref<2xf64, strided<[1], offset: ?>>
  } else {
    %s = memref.subview %x[%c2] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: ?>>
    scf.yield %s : memref<2xf64, strided<[1], offset: ?>>
  }
  %l = memref.load %v[%c1] : memref<2xf64, strided<[1], offset: ?>>
  %m = arith.mulf %l, %a : f64
  memref.store %m, %v[%c0] : memref<2xf64, strided<[1], offset: ?>>
  return
}

// A cf loop carrying a window as a block argument, moved per iteration
// (refused before: the scf.while made from the blocks carried a memref,
// and selected between windows).
func.func private @pair_update(%r: memref<2xf64, strided<[1], offset: ?>>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %r[%c0] : memref<2xf64, strided<[1], offset: ?>>
  %b = memref.load %r[%c1] : memref<2xf64, strided<[1], offset: ?>>
  %p = arith.mulf %a, %b : f64
  memref.store %p, %r[%c0] : memref<2xf64, strided<[1], offset: ?>>
  return %p : f64
}
// rev @cf_view_arg dup : [0.3, 0.6, -0.2, 0.8, 0.5]
func.func @cf_view_arg(%m: memref<5xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %v0 = memref.subview %m[%c0] [2] [1] : memref<5xf64> to memref<2xf64, strided<[1], offset: ?>>
  cf.br ^head(%c0, %z, %v0 : index, f64, memref<2xf64, strided<[1], offset: ?>>)
^head(%i: index, %acc: f64, %v: memref<2xf64, strided<[1], offset: ?>>):
  %go = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %e = func.call @pair_update(%v) : (memref<2xf64, strided<[1], offset: ?>>) -> f64
  %a1 = arith.addf %acc, %e : f64
  %i1 = arith.addi %i, %c1 : index
  %vn = memref.subview %m[%i1] [2] [1] : memref<5xf64> to memref<2xf64, strided<[1], offset: ?>>
  cf.br ^head(%i1, %a1, %vn : index, f64, memref<2xf64, strided<[1], offset: ?>>)
^exit:
  return %acc : f64
}

// A sliding window carried by an scf.for, updated in place through it.
// rev @slide dup,active : [0.3, 0.6, -0.2, 0.8, 0.5, 0.9]; 0.7
func.func @slide(%m: memref<6xf64>, %a: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %w0 = memref.subview %m[%c0] [3] [1] : memref<6xf64> to memref<3xf64, strided<[1], offset: ?>>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%w = %w0, %acc = %z) -> (memref<3xf64, strided<[1], offset: ?>>, f64) {
    %x = memref.load %w[%c0] : memref<3xf64, strided<[1], offset: ?>>
    %y = memref.load %w[%c1] : memref<3xf64, strided<[1], offset: ?>>
    %p = arith.mulf %x, %y : f64
    %s = math.sin %p : f64
    %sa = arith.mulf %s, %a : f64
    memref.store %sa, %w[%c1] : memref<3xf64, strided<[1], offset: ?>>
    %acc2 = arith.addf %acc, %p : f64
    %i1 = arith.addi %i, %c1 : index
    %wn = memref.subview %m[%i1] [3] [1] : memref<6xf64> to memref<3xf64, strided<[1], offset: ?>>
    scf.yield %wn, %acc2 : memref<3xf64, strided<[1], offset: ?>>, f64
  }
  %last = memref.load %r#0[%c1] : memref<3xf64, strided<[1], offset: ?>>
  %o = arith.mulf %r#1, %last : f64
  return %o : f64
}

// An scf.while moving a window until a value read through it is small
// (the trip count depends on the data).
// rev @while_window dup,active : [0.9, 0.8, 0.7, 0.2, 0.1, 0.05]; 0.5
func.func @while_window(%m: memref<6xf64>, %a: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %lim = arith.constant 0.3 : f64
  %w0 = memref.subview %m[%c0] [2] [1] : memref<6xf64> to memref<2xf64, strided<[1], offset: ?>>
  %r:2 = scf.while (%w = %w0, %i = %c0) : (memref<2xf64, strided<[1], offset: ?>>, index) -> (memref<2xf64, strided<[1], offset: ?>>, index) {
    %x = memref.load %w[%c0] : memref<2xf64, strided<[1], offset: ?>>
    %big = arith.cmpf ogt, %x, %lim : f64
    %few = arith.cmpi ult, %i, %c4 : index
    %go = arith.andi %big, %few : i1
    scf.condition(%go) %w, %i : memref<2xf64, strided<[1], offset: ?>>, index
  } do {
  ^bb0(%w: memref<2xf64, strided<[1], offset: ?>>, %i: index):
    %x = memref.load %w[%c0] : memref<2xf64, strided<[1], offset: ?>>
    %y = memref.load %w[%c1] : memref<2xf64, strided<[1], offset: ?>>
    %p = arith.mulf %x, %a : f64
    %q = arith.addf %p, %y : f64
    %t = math.tanh %q : f64
    memref.store %t, %w[%c1] : memref<2xf64, strided<[1], offset: ?>>
    %i1 = arith.addi %i, %c1 : index
    %wn = memref.subview %m[%i1] [2] [1] : memref<6xf64> to memref<2xf64, strided<[1], offset: ?>>
    scf.yield %wn, %i1 : memref<2xf64, strided<[1], offset: ?>>, index
  }
  %o = memref.load %r#0[%c1] : memref<2xf64, strided<[1], offset: ?>>
  return %o : f64
}

// Two rows of a matrix as a window moving down its rows (2-D, the row
// offset carried, the column offset fixed).
// rev @row_pairs dup : [[0.3, 0.6, -0.2], [0.8, 0.5, 0.9], [0.1, -0.4, 0.7], [0.2, 0.3, 0.4]]
func.func @row_pairs(%m: memref<4x3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %w0 = memref.subview %m[%c0, 1] [2, 2] [1, 1] : memref<4x3xf64> to memref<2x2xf64, strided<[3, 1], offset: ?>>
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%w = %w0, %acc = %z) -> (memref<2x2xf64, strided<[3, 1], offset: ?>>, f64) {
    %a = memref.load %w[%c0, %c0] : memref<2x2xf64, strided<[3, 1], offset: ?>>
    %b = memref.load %w[%c1, %c1] : memref<2x2xf64, strided<[3, 1], offset: ?>>
    %p = arith.mulf %a, %b : f64
    %e = math.exp %p : f64
    memref.store %e, %w[%c1, %c0] : memref<2x2xf64, strided<[3, 1], offset: ?>>
    %acc2 = arith.addf %acc, %e : f64
    %i1 = arith.addi %i, %c1 : index
    %wn = memref.subview %m[%i1, 1] [2, 2] [1, 1] : memref<4x3xf64> to memref<2x2xf64, strided<[3, 1], offset: ?>>
    scf.yield %wn, %acc2 : memref<2x2xf64, strided<[3, 1], offset: ?>>, f64
  }
  %l = memref.load %r#0[%c1, %c1] : memref<2x2xf64, strided<[3, 1], offset: ?>>
  %o = arith.mulf %r#1, %l : f64
  return %o : f64
}

// Two halves of one buffer swapped between iterations (ping-pong time
// stepping in one allocation): windows at offsets 0 and 3.
// rev @halves dup,active : [0.3, 0.6, -0.2, 0.0, 0.0, 0.0]; 0.4
func.func @halves(%m: memref<6xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = memref.subview %m[%c0] [3] [1] : memref<6xf64> to memref<3xf64, strided<[1], offset: ?>>
  %b = memref.subview %m[%c3] [3] [1] : memref<6xf64> to memref<3xf64, strided<[1], offset: ?>>
  %r:2 = scf.for %t = %c0 to %c5 step %c1 iter_args(%cur = %a, %nxt = %b) -> (memref<3xf64, strided<[1], offset: ?>>, memref<3xf64, strided<[1], offset: ?>>) {
    scf.for %i = %c0 to %c3 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c3 : index
      %u = memref.load %cur[%i] : memref<3xf64, strided<[1], offset: ?>>
      %v = memref.load %cur[%j] : memref<3xf64, strided<[1], offset: ?>>
      %d = arith.subf %v, %u : f64
      %s = math.sin %d : f64
      %ks = arith.mulf %k, %s : f64
      %n = arith.addf %u, %ks : f64
      memref.store %n, %nxt[%i] : memref<3xf64, strided<[1], offset: ?>>
    }
    scf.yield %nxt, %cur : memref<3xf64, strided<[1], offset: ?>>, memref<3xf64, strided<[1], offset: ?>>
  }
  %o0 = memref.load %r#0[%c0] : memref<3xf64, strided<[1], offset: ?>>
  %o2 = memref.load %r#0[%c2] : memref<3xf64, strided<[1], offset: ?>>
  %o = arith.mulf %o0, %o2 : f64
  return %o : f64
}

// The fixed column offset written as a static number in one window and as
// a constant operand in the other: the same offset.
// rev @stat_dyn dup,active : [[0.3, 0.6, -0.2, 0.8], [0.5, 0.9, 0.1, -0.4], [0.7, 0.2, 0.3, 0.4], [0.25, -0.5, 0.45, 0.15]]; 0.7
func.func @stat_dyn(%m: memref<4x4xf64>, %a: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %w0 = memref.subview %m[%c0, 1] [2, 2] [1, 1] : memref<4x4xf64> to memref<2x2xf64, strided<[4, 1], offset: ?>>
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%w = %w0, %acc = %z) -> (memref<2x2xf64, strided<[4, 1], offset: ?>>, f64) {
    %x = memref.load %w[%c0, %c0] : memref<2x2xf64, strided<[4, 1], offset: ?>>
    %y = memref.load %w[%c1, %c1] : memref<2x2xf64, strided<[4, 1], offset: ?>>
    %p = arith.mulf %x, %y : f64
    %s = math.sin %p : f64
    %sa = arith.mulf %s, %a : f64
    memref.store %sa, %w[%c0, %c1] : memref<2x2xf64, strided<[4, 1], offset: ?>>
    %acc2 = arith.addf %acc, %p : f64
    %ip = arith.addi %i, %c1 : index
    %wn = memref.subview %m[%ip, %c1] [2, 2] [1, 1] : memref<4x4xf64> to memref<2x2xf64, strided<[4, 1], offset: ?>>
    scf.yield %wn, %acc2 : memref<2x2xf64, strided<[4, 1], offset: ?>>, f64
  }
  %last = memref.load %r#0[%c1, %c0] : memref<2x2xf64, strided<[4, 1], offset: ?>>
  %o = arith.mulf %r#1, %last : f64
  return %o : f64
}
