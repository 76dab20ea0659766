// Calls in top-level loops whose augmented pair's tape holds buffers: the
// records of the callee's own loops, its temporaries, the tapes of its
// callees. The caller's loop keeps those buffers per iteration (their
// descriptors in a memref of memrefs, like any call result it records) and
// the callee's reverse frees them iteration by iteration, so the callee
// runs once, not twice, and no copy of its memory is taken per iteration.
// Before, such calls were replayed (format: see loops.mlir).

// An explicit Euler step over a state buffer, updated in place, 40 times.
// rev @euler active,dup,const : 0.05; [0.1, 0.5, 0.9, 1.3, 0.2]; 40 | 0.02; [1.0, -0.3, 0.4, 0.0, 0.7]; 3
func.func private @euler_step(%u: memref<?xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %d = arith.subf %b, %a : f64
    %s = math.sin %d : f64
    %k = arith.mulf %s, %h : f64
    %na = arith.addf %a, %k : f64
    memref.store %na, %u[%i] : memref<?xf64>
  }
  return
}
func.func @euler(%h: f64, %u: memref<?xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %t = %c0 to %steps step %c1 {
    func.call @euler_step(%u, %h) : (memref<?xf64>, f64) -> ()
  }
  %a = memref.load %u[%c0] : memref<?xf64>
  %b = memref.load %u[%c2] : memref<?xf64>
  %r = arith.mulf %a, %b : f64
  return %r : f64
}

// A callee with a scratch buffer of its own (a stack temporary, on its
// tape as heap memory), returning a scalar the caller carries.
// rev @smooth dup,const,active : [0.3, -0.2, 0.8, 1.1]; 5; 0.7 | [1.0, 0.5, -0.5, 0.25]; 2; -0.4
func.func private @smooth_step(%u: memref<4xf64>, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f64
  %tmp = memref.alloca() : memref<4xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %u[%i] : memref<4xf64>
    %p = arith.mulf %v, %w : f64
    %t = math.tanh %p : f64
    memref.store %t, %tmp[%i] : memref<4xf64>
  }
  %e = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f64) {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %tmp[%i] : memref<4xf64>
    %b = memref.load %tmp[%j] : memref<4xf64>
    %m = arith.mulf %a, %b : f64
    %v = memref.load %u[%i] : memref<4xf64>
    %n = arith.addf %v, %m : f64
    memref.store %n, %u[%i] : memref<4xf64>
    %s = arith.addf %acc, %m : f64
    scf.yield %s : f64
  }
  return %e : f64
}
func.func @smooth(%u: memref<4xf64>, %steps: index, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %zero) -> (f64) {
    %e = func.call @smooth_step(%u, %w) : (memref<4xf64>, f64) -> f64
    %x = arith.mulf %acc, %w : f64
    %s = arith.addf %x, %e : f64
    scf.yield %s : f64
  }
  return %r : f64
}

// A callee whose loop has a trip count known only as it runs (an
// scf.while: its records grow), and whose count the caller's iteration
// changes: the tape's buffers differ in size from iteration to iteration.
// rev @halving active,dup,const : 1.5; [0.9, 2.5, 0.4]; 4 | 0.7; [3.0, 1.2, 5.5]; 2
func.func private @halve(%u: memref<3xf64>, %k: index, %x: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f64
  %tiny = arith.constant 0.3 : f64
  %v0 = memref.load %u[%k] : memref<3xf64>
  %r = scf.while (%v = %v0) : (f64) -> f64 {
    %big = arith.cmpf ogt, %v, %tiny : f64
    scf.condition(%big) %v : f64
  } do {
  ^bb0(%v: f64):
    %s = math.sin %v : f64
    %p = arith.mulf %s, %x : f64
    %q = arith.mulf %v, %half : f64
    %n = arith.addf %q, %p : f64
    %d = arith.mulf %n, %half : f64
    scf.yield %d : f64
  }
  memref.store %r, %u[%k] : memref<3xf64>
  %e = math.exp %r : f64
  return %e : f64
}
func.func @halving(%x: f64, %u: memref<3xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %zero) -> (f64) {
    %k = arith.remui %t, %c3 : index
    %e = func.call @halve(%u, %k, %x) : (memref<3xf64>, index, f64) -> f64
    %s = arith.addf %acc, %e : f64
    %y = memref.load %u[%k] : memref<3xf64>
    %z = arith.mulf %y, %x : f64
    %w = arith.addf %z, %x : f64
    memref.store %w, %u[%k] : memref<3xf64>
    scf.yield %s : f64
  }
  return %r : f64
}

// Two levels: the callee's own loop calls a step whose tape holds a
// record (a matrix row copied to a scratch buffer around it), after a 2-D
// nest. @sweep's pair keeps @row_step's tape buffers per iteration of its
// loop, in a record that is itself on @sweep's tape, which @rows keeps per
// iteration (a memref of memrefs of memrefs).
// rev @rows dup,active,const : [[0.2, 0.4, -0.1], [0.9, 0.3, 0.5]]; 0.6; 3 | [[1.0, -1.0, 0.5], [0.0, 0.25, 2.0]]; -0.3; 2
func.func private @row_step(%r: memref<3xf64>, %c: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %r[%i] : memref<3xf64>
    %p = arith.mulf %v, %c : f64
    %s = math.cos %p : f64
    %n = arith.addf %v, %s : f64
    memref.store %n, %r[%i] : memref<3xf64>
  }
  return
}
func.func private @sweep(%a: memref<2x3xf64>, %c: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %a[%i, %j] : memref<2x3xf64>
      %s = arith.mulf %v, %v : f64
      %t = arith.mulf %s, %c : f64
      memref.store %t, %a[%i, %j] : memref<2x3xf64>
    }
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %row = memref.subview %a[%i, 0] [1, 3] [1, 1] : memref<2x3xf64> to memref<3xf64, strided<[1], offset: ?>>
    %rc = memref.alloca() : memref<3xf64>
    memref.copy %row, %rc : memref<3xf64, strided<[1], offset: ?>> to memref<3xf64>
    func.call @row_step(%rc, %c) : (memref<3xf64>, f64) -> ()
    memref.copy %rc, %row : memref<3xf64> to memref<3xf64, strided<[1], offset: ?>>
  }
  return
}
func.func @rows(%a: memref<2x3xf64>, %c: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %scale = arith.constant 0.5 : f64
  scf.for %t = %c0 to %steps step %c1 {
    func.call @sweep(%a, %c) : (memref<2x3xf64>, f64) -> ()
    %v = memref.load %a[%c1, %c2] : memref<2x3xf64>
    %w = arith.mulf %v, %scale : f64
    memref.store %w, %a[%c1, %c2] : memref<2x3xf64>
  }
  %x = memref.load %a[%c0, %c1] : memref<2x3xf64>
  %y = memref.load %a[%c1, %c0] : memref<2x3xf64>
  %r = arith.addf %x, %y : f64
  return %r : f64
}

// The tape of a callee's own callee passes through its tape: @outer_step
// calls @euler_step (whose tape is the records of its loop) at its top
// level, then reads the state; called per iteration of a top-level loop
// whose result the caller carries.
// rev @chain active,dup,const : 0.05; [0.1, 0.5, 0.9, 1.3, 0.2]; 3 | 0.2; [1.5, -0.5, 0.0, 0.3, 0.9]; 2
func.func private @outer_step(%u: memref<?xf64>, %h: f64) -> f64 {
  %c1 = arith.constant 1 : index
  func.call @euler_step(%u, %h) : (memref<?xf64>, f64) -> ()
  %v = memref.load %u[%c1] : memref<?xf64>
  %e = math.exp %v : f64
  func.call @euler_step(%u, %e) : (memref<?xf64>, f64) -> ()
  %w = memref.load %u[%c1] : memref<?xf64>
  %p = arith.mulf %w, %e : f64
  return %p : f64
}
func.func @chain(%h: f64, %u: memref<?xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %zero) -> (f64) {
    %p = func.call @outer_step(%u, %h) : (memref<?xf64>, f64) -> f64
    %s = arith.addf %acc, %p : f64
    scf.yield %s : f64
  }
  return %r : f64
}

// Calls in the branches of an scf.if in a top-level loop: their tapes'
// buffers are recorded where the call is, per iteration.
// rev @ifloop active,dup,const : 0.05; [0.1, 0.5, 0.9, 1.3, 0.2]; 6 | 0.02; [1.0, -0.3, 0.4, 0.0, 0.7]; 3
func.func @ifloop(%h: f64, %u: memref<?xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %h) -> (f64) {
    %m = arith.remui %t, %c2 : index
    %even = arith.cmpi eq, %m, %c0 : index
    %x = scf.if %even -> (f64) {
      func.call @euler_step(%u, %h) : (memref<?xf64>, f64) -> ()
      %v = memref.load %u[%c1] : memref<?xf64>
      scf.yield %v : f64
    } else {
      %hh = arith.mulf %h, %acc : f64
      func.call @euler_step(%u, %hh) : (memref<?xf64>, f64) -> ()
      scf.yield %hh : f64
    }
    %s = arith.addf %acc, %x : f64
    scf.yield %s : f64
  }
  %a = memref.load %u[%c0] : memref<?xf64>
  %q = arith.mulf %a, %r : f64
  return %q : f64
}

// Calls in a top-level scf.while: the tapes' buffers are recorded per run
// in records that grow (doubling), like the while's other records; 0, 3
// and 20 runs (past one doubling of 16). (Callees with a scratch buffer or
// an scf.while of their own: a small callee is inlined into the while.)
// rev @smooth_while dup,const,active : [0.3, -0.2, 0.8, 1.1]; 0.03; 0.7 | [1.0, 0.5, -0.5, 0.25]; -1.0; -0.4 | [0.2, 0.1, 0.3, 0.4]; 0.2; 0.3
func.func @smooth_while(%u: memref<4xf64>, %tend: f64, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f64
  %r:2 = scf.while (%t = %zero, %acc = %zero) : (f64, f64) -> (f64, f64) {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t, %acc : f64, f64
  } do {
  ^bb0(%t: f64, %acc: f64):
    %e = func.call @smooth_step(%u, %w) : (memref<4xf64>, f64) -> f64
    %x = arith.mulf %acc, %w : f64
    %s = arith.addf %x, %e : f64
    %dt = arith.constant 0.01 : f64
    %nt = arith.addf %t, %dt : f64
    scf.yield %nt, %s : f64, f64
  }
  %a = memref.load %u[%c0] : memref<4xf64>
  %q = arith.mulf %a, %r#1 : f64
  return %q : f64
}
// rev @halving_while active,dup,const : 1.5; [0.9, 2.5, 0.4]; 4 | 0.7; [3.0, 1.2, 5.5]; 0 | 0.9; [2.0, 1.0, 4.0]; 19
func.func @halving_while(%x: f64, %u: memref<3xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %r:2 = scf.while (%t = %c0, %acc = %zero) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %t, %steps : index
    scf.condition(%go) %t, %acc : index, f64
  } do {
  ^bb0(%t: index, %acc: f64):
    %k = arith.remui %t, %c3 : index
    %e = func.call @halve(%u, %k, %x) : (memref<3xf64>, index, f64) -> f64
    %s = arith.addf %acc, %e : f64
    %y = memref.load %u[%k] : memref<3xf64>
    %z = arith.mulf %y, %x : f64
    %w = arith.addf %z, %x : f64
    memref.store %w, %u[%k] : memref<3xf64>
    %nt = arith.addi %t, %c1 : index
    scf.yield %nt, %s : index, f64
  }
  return %r#1 : f64
}

// Calls in loops nested in a top-level loop, bounds fixed before it: the
// tapes' buffers are recorded for every iteration of the nest, like its
// other records; in a branch there too. (Substeps of a time step.)
// rev @substeps active,dup,const,const : 0.05; [0.1, 0.5, 0.9, 1.3, 0.2]; 4; 3 | 0.02; [1.0, -0.3, 0.4, 0.0, 0.7]; 2; 0
func.func @substeps(%h: f64, %u: memref<?xf64>, %steps: index, %sub: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %zero) -> (f64) {
    %a = scf.for %s = %c0 to %sub step %c1 iter_args(%b = %acc) -> (f64) {
      func.call @euler_step(%u, %h) : (memref<?xf64>, f64) -> ()
      %m = arith.remui %s, %c2 : index
      %odd = arith.cmpi eq, %m, %c1 : index
      %x = scf.if %odd -> (f64) {
        %e = func.call @smooth_like(%u, %h) : (memref<?xf64>, f64) -> f64
        scf.yield %e : f64
      } else {
        scf.yield %h : f64
      }
      %v = memref.load %u[%c1] : memref<?xf64>
      %y = arith.mulf %v, %x : f64
      %n = arith.addf %b, %y : f64
      scf.yield %n : f64
    }
    scf.yield %a : f64
  }
  %q = memref.load %u[%c2] : memref<?xf64>
  %o = arith.addf %r, %q : f64
  return %o : f64
}
func.func private @smooth_like(%u: memref<?xf64>, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  %e = scf.for %i = %c0 to %last step %c1 iter_args(%acc = %zero) -> (f64) {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    %t = math.tanh %p : f64
    %s = arith.mulf %t, %w : f64
    %na = arith.subf %a, %s : f64
    memref.store %na, %u[%i] : memref<?xf64>
    %x = arith.addf %acc, %t : f64
    scf.yield %x : f64
  }
  return %e : f64
}

// A top-level loop counting in i32 (bounds from the caller): the same
// per-iteration tapes as an index loop.
// rev @i32_loop dup,active,const,const,const : [0.3, -0.2, 0.8, 1.1]; 0.7; 1; 8; 3 | [1.0, 0.5, -0.5, 0.25]; -0.4; 0; 2; 1
func.func @i32_loop(%u: memref<?xf64>, %w: f64, %lo: i32, %hi: i32, %st: i32) -> f64 {
  %c0 = arith.constant 0 : index
  %r = scf.for %t = %lo to %hi step %st iter_args(%acc = %w) -> (f64) : i32 {
    %e = func.call @smooth_like(%u, %acc) : (memref<?xf64>, f64) -> f64
    %s = arith.addf %acc, %e : f64
    scf.yield %s : f64
  }
  %a = memref.load %u[%c0] : memref<?xf64>
  %q = arith.mulf %a, %r : f64
  return %q : f64
}
