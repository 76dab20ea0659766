// Reverse mode through recursive callees, whose pairs keep their tapes on
// a stack (format: see loops.mlir). Every recursive call runs the
// callee's augmented primal once; its reverse pops what it pushed.

// A linear recursion 200 deep: each level pushes the value its reverse
// needs (the stack starts at 64 words and grows twice).
func.func private @deep(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %k = arith.constant 0.9 : f64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> (f64) {
    scf.yield %x : f64
  } else {
    %s = math.sin %x : f64
    %t = arith.mulf %k, %x : f64
    %u = arith.addf %s, %t : f64
    %m = arith.subi %n, %c1 : i64
    %v = func.call @deep(%u, %m) : (f64, i64) -> f64
    scf.yield %v : f64
  }
  return %r : f64
}
// rev @deep_top active,const : 0.7; 200 | -1.2; 3 | 0.4; 0
func.func @deep_top(%x: f64, %n: i64) -> f64 {
  %y = func.call @deep(%x, %n) : (f64, i64) -> f64
  %z = arith.mulf %y, %x : f64
  return %z : f64
}

// Tree recursion: Simpson's rule on 2^d panels of sin(a·t) over [lo, hi],
// two recursive calls per level.
func.func private @simpson(%a: f64, %lo: f64, %hi: f64) -> f64 {
  %half = arith.constant 0.5 : f64
  %four = arith.constant 4.0 : f64
  %six = arith.constant 6.0 : f64
  %s = arith.addf %lo, %hi : f64
  %mid = arith.mulf %s, %half : f64
  %w = arith.subf %hi, %lo : f64
  %x0 = arith.mulf %a, %lo : f64
  %x1 = arith.mulf %a, %mid : f64
  %x2 = arith.mulf %a, %hi : f64
  %f0 = math.sin %x0 : f64
  %f1 = math.sin %x1 : f64
  %f2 = math.sin %x2 : f64
  %g1 = arith.mulf %four, %f1 : f64
  %g = arith.addf %f0, %g1 : f64
  %h = arith.addf %g, %f2 : f64
  %p = arith.mulf %h, %w : f64
  %r = arith.divf %p, %six : f64
  return %r : f64
}
func.func private @quad(%a: f64, %lo: f64, %hi: f64, %d: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %half = arith.constant 0.5 : f64
  %leaf = arith.cmpi eq, %d, %c0 : i64
  %r = scf.if %leaf -> (f64) {
    %v = func.call @simpson(%a, %lo, %hi) : (f64, f64, f64) -> f64
    scf.yield %v : f64
  } else {
    %s = arith.addf %lo, %hi : f64
    %mid = arith.mulf %s, %half : f64
    %e = arith.subi %d, %c1 : i64
    %l = func.call @quad(%a, %lo, %mid, %e) : (f64, f64, f64, i64) -> f64
    %q = func.call @quad(%a, %mid, %hi, %e) : (f64, f64, f64, i64) -> f64
    %t = arith.addf %l, %q : f64
    scf.yield %t : f64
  }
  return %r : f64
}
// rev @integral active,active,active,const : 1.3; 0.1; 2.0; 6 | -0.8; 0.5; 0.9; 0 | 2.2; -1.0; 1.3; 3
func.func @integral(%a: f64, %lo: f64, %hi: f64, %d: i64) -> f64 {
  %q = func.call @quad(%a, %lo, %hi, %d) : (f64, f64, f64, i64) -> f64
  %r = arith.mulf %q, %q : f64
  return %r : f64
}

// A recursion reading memory that its caller overwrites after the call:
// the values it loads are pushed, not read again.
func.func private @rdot(%m: memref<?xf64>, %i: index, %x: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %end = arith.cmpi sge, %i, %n : index
  %r = scf.if %end -> (f64) {
    scf.yield %x : f64
  } else {
    %v = memref.load %m[%i] : memref<?xf64>
    %p = arith.mulf %v, %x : f64
    %s = math.sin %p : f64
    %j = arith.addi %i, %c1 : index
    %rest = func.call @rdot(%m, %j, %s) : (memref<?xf64>, index, f64) -> f64
    scf.yield %rest : f64
  }
  return %r : f64
}
// rev @overwritten_after dup,active : [0.5, -0.25, 1.0, 2.0, 0.3]; 0.6 | [1.5, 0.4]; -0.9
func.func @overwritten_after(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = func.call @rdot(%m, %c0, %x) : (memref<?xf64>, index, f64) -> f64
  %a = memref.load %m[%c0] : memref<?xf64>
  %b = arith.mulf %a, %r : f64
  memref.store %b, %m[%c0] : memref<?xf64>
  memref.store %r, %m[%c1] : memref<?xf64>
  %c = memref.load %m[%c0] : memref<?xf64>
  %d = arith.addf %c, %r : f64
  return %d : f64
}

// A recursion writing the memory it reads: each level scales one element
// in place (the values overwritten are pushed before they go).
func.func private @rscale(%m: memref<?xf64>, %i: index, %s: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 0.9 : f64
  %n = memref.dim %m, %c0 : memref<?xf64>
  %more = arith.cmpi slt, %i, %n : index
  scf.if %more {
    %v = memref.load %m[%i] : memref<?xf64>
    %p = arith.mulf %v, %s : f64
    %q = math.sin %v : f64
    %w = arith.addf %p, %q : f64
    memref.store %w, %m[%i] : memref<?xf64>
    %j = arith.addi %i, %c1 : index
    %t = arith.mulf %s, %k : f64
    func.call @rscale(%m, %j, %t) : (memref<?xf64>, index, f64) -> ()
  }
  return
}
// rev @scale_sum dup,active : [0.5, -0.25, 1.0, 2.0]; 1.1 | [0.3]; -0.6
func.func @scale_sum(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  func.call @rscale(%m, %c0, %x) : (memref<?xf64>, index, f64) -> ()
  %n = memref.dim %m, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f64) {
    %v = memref.load %m[%i] : memref<?xf64>
    %sq = arith.mulf %v, %v : f64
    %b = arith.addf %a, %sq : f64
    scf.yield %b : f64
  }
  return %r : f64
}

// Recursive calls in a loop and in an scf.while of the caller, sharing
// one stack; mutual recursion through a helper that is not recursive on
// its own.
func.func private @helper(%x: f64, %y: f64) -> f64 {
  %p = arith.mulf %x, %y : f64
  %e = math.exp %p : f64
  %t = math.tanh %e : f64
  return %t : f64
}
func.func private @ping(%x: f64, %y: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (f64) {
    %h = func.call @helper(%x, %y) : (f64, f64) -> f64
    scf.yield %h : f64
  } else {
    %m = arith.subi %n, %c1 : index
    %v = func.call @pong(%x, %y, %m) : (f64, f64, index) -> f64
    %w = arith.mulf %v, %x : f64
    scf.yield %w : f64
  }
  return %r : f64
}
func.func private @pong(%x: f64, %y: f64, %n: index) -> f64 {
  %h = func.call @helper(%y, %x) : (f64, f64) -> f64
  %s = arith.addf %h, %x : f64
  %r = func.call @ping(%s, %y, %n) : (f64, f64, index) -> f64
  %c = math.cos %r : f64
  return %c : f64
}
// rev @loop_and_while active,active,const : 0.4; 0.7; 3 | -0.3; 1.1; 5
func.func @loop_and_while(%x: f64, %y: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (f64) {
    %k = arith.addi %n, %i : index
    %v = func.call @ping(%acc, %y, %k) : (f64, f64, index) -> f64
    %s = arith.addf %acc, %v : f64
    scf.yield %s : f64
  }
  %r:2 = scf.while (%j = %c0, %b = %a) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %j, %n : index
    scf.condition(%go) %j, %b : index, f64
  } do {
  ^bb0(%j0: index, %b0: f64):
    %v = func.call @ping(%b0, %y, %j0) : (f64, f64, index) -> f64
    %b1 = arith.addf %b0, %v : f64
    %j1 = arith.addi %j0, %c1 : index
    scf.yield %j1, %b1 : index, f64
  }
  return %r#1 : f64
}

// A recursive callee with a loop: its reverse recomputes the loop from
// the level's argument, so nothing per iteration is pushed.
func.func private @rloop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (f64) {
    scf.yield %x : f64
  } else {
    %p = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (f64) {
      %s = math.sin %a : f64
      %t = arith.mulf %s, %a : f64
      scf.yield %t : f64
    }
    %m = arith.subi %n, %c1 : index
    %v = func.call @rloop(%p, %m) : (f64, index) -> f64
    scf.yield %v : f64
  }
  return %r : f64
}
// rev @rloop_top active,const : 2.0; 3 | 1.4; 1
func.func @rloop_top(%x: f64, %n: index) -> f64 {
  %v = func.call @rloop(%x, %n) : (f64, index) -> f64
  return %v : f64
}

// A recursive callee whose loop updates memory in place: its reverse
// needs the loop's loads per iteration (records: buffers its reverse
// frees); their words and lengths are pushed, the reverse pops copies.
func.func private @rsweep(%m: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    %d = memref.dim %m, %c0 : memref<?xf64>
    %last = arith.subi %d, %c1 : index
    scf.for %i = %c0 to %last step %c1 {
      %j = arith.addi %i, %c1 : index
      %a = memref.load %m[%i] : memref<?xf64>
      %b = memref.load %m[%j] : memref<?xf64>
      %s = math.sin %b : f64
      %p = arith.mulf %a, %s : f64
      %q = arith.addf %p, %b : f64
      memref.store %q, %m[%i] : memref<?xf64>
    }
    %k = arith.subi %n, %c1 : index
    func.call @rsweep(%m, %k) : (memref<?xf64>, index) -> ()
  }
  return
}
// rev @sweeps dup,const : [0.5, -0.25, 1.0, 2.0]; 3 | [0.3, 0.9]; 1
func.func @sweeps(%m: memref<?xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  func.call @rsweep(%m, %n) : (memref<?xf64>, index) -> ()
  %v = memref.load %m[%c0] : memref<?xf64>
  %w = math.sin %v : f64
  return %w : f64
}

// A recursive callee calling, in a loop in a branch, a step whose own
// tape holds buffers (which a loop there cannot keep): the step is
// replayed in the recursive callee's reverse, which then reads memory its
// caller changes; so the recursive callee is replayed, and says why.
func.func private @relax(%u: memref<?xf64>, %w: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    %t = math.tanh %p : f64
    %s = arith.mulf %t, %w : f64
    %na = arith.subf %a, %s : f64
    memref.store %na, %u[%i] : memref<?xf64>
  }
  return
}
func.func private @rrelax(%u: memref<?xf64>, %w: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    scf.for %t = %c0 to %c2 step %c1 {
      func.call @relax(%u, %w) : (memref<?xf64>, f64) -> ()
    }
    %k = arith.subi %n, %c1 : index
    func.call @rrelax(%u, %w, %k) : (memref<?xf64>, f64, index) -> ()
  }
  return
}
// rev @relaxed dup,active,const : [0.5, -0.25, 1.0, 2.0]; 0.3; 3 | [0.3, 0.9]; -0.7; 1
func.func @relaxed(%u: memref<?xf64>, %w: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  func.call @rrelax(%u, %w, %n) : (memref<?xf64>, f64, index) -> ()
  %v = memref.load %u[%c0] : memref<?xf64>
  %r = math.sin %v : f64
  return %r : f64
}

// A recursion whose reverse needs a pure recursive helper's value (called
// with constant arguments, so it is made again in the reverse, which is
// fine: it touches no memory), and a function calling itself with two
// activity patterns (its own arguments, and a constant and one of them).
func.func private @h(%n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1.0 : f64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> (f64) {
    scf.yield %one : f64
  } else {
    %m = arith.subi %n, %c1 : i64
    %v = func.call @h(%m) : (i64) -> f64
    %f = arith.sitofp %n : i64 to f64
    %s = math.sin %f : f64
    %w = arith.addf %v, %s : f64
    scf.yield %w : f64
  }
  return %r : f64
}
func.func private @deep_h(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> (f64) {
    scf.yield %x : f64
  } else {
    %m = arith.subi %n, %c1 : i64
    %hv = func.call @h(%n) : (i64) -> f64
    %hs = math.sin %hv : f64
    %t = arith.mulf %x, %hs : f64
    %u = math.sin %t : f64
    %v = func.call @deep_h(%u, %m) : (f64, i64) -> f64
    scf.yield %v : f64
  }
  return %r : f64
}
func.func private @fa(%x: f64, %y: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %k = arith.constant 0.7 : f64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> (f64) {
    %p = arith.mulf %x, %y : f64
    scf.yield %p : f64
  } else {
    %m = arith.subi %n, %c1 : i64
    %u = func.call @fa(%x, %y, %m) : (f64, f64, i64) -> f64
    %v = func.call @fa(%k, %x, %m) : (f64, f64, i64) -> f64
    %s = arith.mulf %u, %v : f64
    %t = math.sin %s : f64
    scf.yield %t : f64
  }
  return %r : f64
}
// rev @helper_and_patterns active,active,const : 0.9; 1.1; 3 | -0.5; 1.2; 2
func.func @helper_and_patterns(%x: f64, %y: f64, %n: i64) -> f64 {
  %a = func.call @deep_h(%x, %n) : (f64, i64) -> f64
  %b = func.call @fa(%a, %y, %n) : (f64, f64, i64) -> f64
  return %b : f64
}

// Recursion written with branches between blocks (early returns), read
// from memory: the branches become an scf.while, with the recursive call
// inside it.
func.func private @cf_rec(%m: memref<?xf64>, %i: index, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^leaf
^leaf:
  return %x : f64
^body:
  %v = memref.load %m[%i] : memref<?xf64>
  %p = arith.mulf %v, %x : f64
  %s = math.sin %p : f64
  %j = arith.addi %i, %c1 : index
  %r = func.call @cf_rec(%m, %j, %s) : (memref<?xf64>, index, f64) -> f64
  %q = arith.mulf %r, %v : f64
  %c = math.cos %q : f64
  return %c : f64
}
// rev @cf_top dup,active : [0.5, -0.3, 0.8, 1.1, 0.2, -0.7]; 0.9 | [1.2]; -0.4
func.func @cf_top(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %r = func.call @cf_rec(%m, %c0, %x) : (memref<?xf64>, index, f64) -> f64
  return %r : f64
}

// The recursive call in a loop in a branch (children visited in a loop).
func.func private @branch_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %res = scf.if %done -> (f64) {
    %s = math.sin %x : f64
    scf.yield %s : f64
  } else {
    %m = arith.subi %n, %c1 : index
    %p = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> (f64) {
      %v = func.call @branch_loop(%a, %m) : (f64, index) -> f64
      %t = arith.mulf %v, %a : f64
      %u = math.cos %t : f64
      scf.yield %u : f64
    }
    scf.yield %p : f64
  }
  return %res : f64
}
// rev @branch_loop_top active,const : 0.3; 5 | 1.1; 1
func.func @branch_loop_top(%x: f64, %n: index) -> f64 {
  %v = func.call @branch_loop(%x, %n) : (f64, index) -> f64
  return %v : f64
}

// One buffer passed as both memory arguments of a recursive callee that
// writes one of them: the call is made to a copy taking it once, whose
// own recursive call is to itself (refused before, as memory given twice;
// a first version made a new copy for each level, without end).
func.func private @fill_twice(%out: memref<3xf64>, %x: memref<3xf64>, %s: f64, %d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %more = arith.cmpi ugt, %d, %c0 : index
  scf.if %more {
    %d1 = arith.subi %d, %c1 : index
    func.call @fill_twice(%out, %x, %s, %d1) : (memref<3xf64>, memref<3xf64>, f64, index) -> ()
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %xv = memref.load %x[%i] : memref<3xf64>
    %p = arith.mulf %xv, %s : f64
    %e = math.sin %p : f64
    memref.store %e, %out[%i] : memref<3xf64>
  }
  return
}
// rev @fill_shared dup,active,const : [1,2,3]; 0.7; 1 | [0.3,-0.5,0.9]; -1.1; 3
func.func @fill_shared(%u: memref<3xf64>, %s: f64, %n: index) -> f64 {
  %c1 = arith.constant 1 : index
  func.call @fill_twice(%u, %u, %s, %n) : (memref<3xf64>, memref<3xf64>, f64, index) -> ()
  %v = memref.load %u[%c1] : memref<3xf64>
  return %v : f64
}
