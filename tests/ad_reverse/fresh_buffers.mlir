// A fresh buffer per iteration, as one-shot bufferization emits for a
// tensor an scf.for carries and cannot update in place: the body allocates
// the next buffer, computes it from the carried one, frees the carried one
// and yields the new one (format: see loops.mlir). Reverse mode swaps two
// buffers instead (ad/fresh_buffers.rs; refused before: "allocating
// active memory inside a loop"); forward mode runs it as written. The same
// in an scf.while's `after` region (refused before: "scf.while carrying
// values of type 'memref<…>'"), at the end of this file.

// rev @steps dup,active,const : [0.5,1.1]; 0.3; 3 | [0.5,1.1]; 0.3; 0 | [-0.4,0.9]; 1.7; 1
// fwd @steps dup,dup,const : [0.5,1.1]; 0.3; 3
func.func @steps(%x0: memref<2xf64>, %a: f64, %T: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf64>
  memref.copy %x0, %init : memref<2xf64> to memref<2xf64>
  %fin = scf.for %t = %c0 to %T step %c1 iter_args(%cur = %init) -> (memref<2xf64>) {
    %nxt = memref.alloc() : memref<2xf64>
    %u = memref.load %cur[%c0] : memref<2xf64>
    %v = memref.load %cur[%c1] : memref<2xf64>
    %p = arith.mulf %u, %a : f64
    %s = math.sin %p : f64
    memref.store %v, %nxt[%c0] : memref<2xf64>
    memref.store %s, %nxt[%c1] : memref<2xf64>
    memref.dealloc %cur : memref<2xf64>
    scf.yield %nxt : memref<2xf64>
  }
  %r = memref.load %fin[%c1] : memref<2xf64>
  %q = memref.load %fin[%c0] : memref<2xf64>
  %rq = arith.mulf %r, %q : f64
  memref.dealloc %fin : memref<2xf64>
  return %rq : f64
}

// Explicit heat steps on a buffer of run-time size, a fresh buffer per step
// (the ends kept), the result written to %out.
// rev @heat dup,dup,active,const : [0.1,0.9,0.4,-0.3,0.7,0.2]; [0,0,0,0,0,0]; 0.2; 4 | [1,2,3,4,5,6]; [0,0,0,0,0,0]; -0.1; 2
// fwd @heat dup,dup,dup,const : [0.1,0.9,0.4,-0.3,0.7,0.2]; [0,0,0,0,0,0]; 0.2; 4
func.func @heat(%u0: memref<?xf64>, %out: memref<?xf64>, %k: f64, %T: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u0, %c0 : memref<?xf64>
  %n1 = arith.subi %n, %c1 : index
  %two = arith.constant 2.0 : f64
  %init = memref.alloc(%n) : memref<?xf64>
  memref.copy %u0, %init : memref<?xf64> to memref<?xf64>
  %fin = scf.for %t = %c0 to %T step %c1 iter_args(%cur = %init) -> (memref<?xf64>) {
    %nxt = memref.alloc(%n) : memref<?xf64>
    %l = memref.load %cur[%c0] : memref<?xf64>
    memref.store %l, %nxt[%c0] : memref<?xf64>
    %r = memref.load %cur[%n1] : memref<?xf64>
    memref.store %r, %nxt[%n1] : memref<?xf64>
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %cur[%im] : memref<?xf64>
      %b = memref.load %cur[%i] : memref<?xf64>
      %c = memref.load %cur[%ip] : memref<?xf64>
      %ac = arith.addf %a, %c : f64
      %b2 = arith.mulf %b, %two : f64
      %lap = arith.subf %ac, %b2 : f64
      %kl = arith.mulf %k, %lap : f64
      %sq = arith.mulf %b, %b : f64
      %src = arith.mulf %sq, %k : f64
      %d = arith.addf %kl, %src : f64
      %nb = arith.addf %b, %d : f64
      memref.store %nb, %nxt[%i] : memref<?xf64>
    }
    memref.dealloc %cur : memref<?xf64>
    scf.yield %nxt : memref<?xf64>
  }
  memref.copy %fin, %out : memref<?xf64> to memref<?xf64>
  memref.dealloc %fin : memref<?xf64>
  return
}

// Two carried buffers, position and velocity, each fresh per step.
// rev @leapfrog dup,dup,active,const : [0.3,-0.2]; [0.1,0.5]; 0.1; 5
// fwd @leapfrog dup,dup,dup,const : [0.3,-0.2]; [0.1,0.5]; 0.1; 5
func.func @leapfrog(%x0: memref<2xf64>, %v0: memref<2xf64>, %h: f64, %T: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %xi = memref.alloc() : memref<2xf64>
  %vi = memref.alloc() : memref<2xf64>
  memref.copy %x0, %xi : memref<2xf64> to memref<2xf64>
  memref.copy %v0, %vi : memref<2xf64> to memref<2xf64>
  %xf, %vf = scf.for %t = %c0 to %T step %c1 iter_args(%x = %xi, %v = %vi) -> (memref<2xf64>, memref<2xf64>) {
    %nv = memref.alloc() : memref<2xf64>
    %nx = memref.alloc() : memref<2xf64>
    scf.for %i = %c0 to %c2 step %c1 {
      %xv = memref.load %x[%i] : memref<2xf64>
      %vv = memref.load %v[%i] : memref<2xf64>
      %f = math.sin %xv : f64
      %hf = arith.mulf %h, %f : f64
      %v1 = arith.subf %vv, %hf : f64
      memref.store %v1, %nv[%i] : memref<2xf64>
      %hv = arith.mulf %h, %v1 : f64
      %x1 = arith.addf %xv, %hv : f64
      memref.store %x1, %nx[%i] : memref<2xf64>
    }
    memref.dealloc %x : memref<2xf64>
    memref.dealloc %v : memref<2xf64>
    scf.yield %nx, %nv : memref<2xf64>, memref<2xf64>
  }
  %a = memref.load %xf[%c0] : memref<2xf64>
  %b = memref.load %vf[%c1] : memref<2xf64>
  %r = arith.mulf %a, %b : f64
  memref.dealloc %xf : memref<2xf64>
  memref.dealloc %vf : memref<2xf64>
  return %r : f64
}

// The fresh-buffer loop nested in an outer loop that restarts it from the
// carried state each time.
// rev @nested dup,active,const,const : [0.5,1.1]; 0.3; 2; 3
// fwd @nested dup,dup,const,const : [0.5,1.1]; 0.3; 2; 3
func.func @nested(%x: memref<2xf64>, %a: f64, %R: index, %T: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %R step %c1 {
    %init = memref.alloc() : memref<2xf64>
    memref.copy %x, %init : memref<2xf64> to memref<2xf64>
    %fin = scf.for %t = %c0 to %T step %c1 iter_args(%cur = %init) -> (memref<2xf64>) {
      %nxt = memref.alloc() : memref<2xf64>
      %u = memref.load %cur[%c0] : memref<2xf64>
      %v = memref.load %cur[%c1] : memref<2xf64>
      %p = arith.mulf %u, %a : f64
      %s = math.cos %p : f64
      %w = arith.addf %s, %v : f64
      memref.store %v, %nxt[%c0] : memref<2xf64>
      memref.store %w, %nxt[%c1] : memref<2xf64>
      memref.dealloc %cur : memref<2xf64>
      scf.yield %nxt : memref<2xf64>
    }
    memref.copy %fin, %x : memref<2xf64> to memref<2xf64>
    memref.dealloc %fin : memref<2xf64>
  }
  return
}

// scf.while: iterate a map on a fresh buffer per run of the body until
// the first element passes a limit (a trip count that depends on active
// values: piecewise constant, so the derivative is that of the runs made).
// rev @until dup,active : [0.3,0.5,0.7]; 0.8 | [0.9,-0.1,0.4]; 1.3 | [5.0,0.1,0.2]; 0.5
// fwd @until dup,dup : [0.3,0.5,0.7]; 0.8 | [5.0,0.1,0.2]; 0.5
func.func @until(%x0: memref<3xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %lim = arith.constant 3.0 : f64
  %init = memref.alloc() : memref<3xf64>
  memref.copy %x0, %init : memref<3xf64> to memref<3xf64>
  %fin = scf.while (%cur = %init) : (memref<3xf64>) -> memref<3xf64> {
    %s = memref.load %cur[%c0] : memref<3xf64>
    %go = arith.cmpf olt, %s, %lim : f64
    scf.condition(%go) %cur : memref<3xf64>
  } do {
  ^bb0(%cur: memref<3xf64>):
    %nxt = memref.alloc() : memref<3xf64>
    scf.for %i = %c0 to %c3 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c3 : index
      %a = memref.load %cur[%i] : memref<3xf64>
      %b = memref.load %cur[%j] : memref<3xf64>
      %ab = arith.mulf %a, %b : f64
      %e = math.exp %ab : f64
      %ke = arith.mulf %k, %e : f64
      %na = arith.addf %a, %ke : f64
      memref.store %na, %nxt[%i] : memref<3xf64>
    }
    memref.dealloc %cur : memref<3xf64>
    scf.yield %nxt : memref<3xf64>
  }
  %r = memref.load %fin[%c1] : memref<3xf64>
  %c2 = arith.constant 2 : index
  %q = memref.load %fin[%c2] : memref<3xf64>
  %rq = arith.mulf %r, %q : f64
  memref.dealloc %fin : memref<3xf64>
  return %rq : f64
}

// scf.while with a counter: the buffer enters `before` second and leaves
// it first (forwarded at another position), the result kept in %out.
// rev @counted dup,dup,active,const : [0.5,1.1]; [0,0]; 0.3; 4 | [0.5,1.1]; [0,0]; 0.3; 0
// fwd @counted dup,dup,dup,const : [0.5,1.1]; [0,0]; 0.3; 4
func.func @counted(%x0: memref<2xf64>, %out: memref<2xf64>, %a: f64, %T: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf64>
  memref.copy %x0, %init : memref<2xf64> to memref<2xf64>
  %fin, %n = scf.while (%t = %c0, %cur = %init) : (index, memref<2xf64>) -> (memref<2xf64>, index) {
    %go = arith.cmpi ult, %t, %T : index
    scf.condition(%go) %cur, %t : memref<2xf64>, index
  } do {
  ^bb0(%cur: memref<2xf64>, %t: index):
    %nxt = memref.alloc() : memref<2xf64>
    %u = memref.load %cur[%c0] : memref<2xf64>
    %v = memref.load %cur[%c1] : memref<2xf64>
    %p = arith.mulf %u, %a : f64
    %s = math.sin %p : f64
    %w = arith.addf %s, %v : f64
    memref.store %v, %nxt[%c0] : memref<2xf64>
    memref.store %w, %nxt[%c1] : memref<2xf64>
    memref.dealloc %cur : memref<2xf64>
    %t1 = arith.addi %t, %c1 : index
    scf.yield %t1, %nxt : index, memref<2xf64>
  }
  memref.copy %fin, %out : memref<2xf64> to memref<2xf64>
  memref.dealloc %fin : memref<2xf64>
  return
}

// The while nested in an outer scf.for, its first buffer made and its
// result freed in the outer body (both buffers freed there by name).
// rev @while_nested dup,active,const,const : [0.5,1.1]; 0.3; 2; 3
// fwd @while_nested dup,dup,const,const : [0.5,1.1]; 0.3; 2; 3
func.func @while_nested(%x: memref<2xf64>, %a: f64, %R: index, %T: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %R step %c1 {
    %init = memref.alloc() : memref<2xf64>
    memref.copy %x, %init : memref<2xf64> to memref<2xf64>
    %tn, %fin = scf.while (%t = %c0, %cur = %init) : (index, memref<2xf64>) -> (index, memref<2xf64>) {
      %go = arith.cmpi ult, %t, %T : index
      scf.condition(%go) %t, %cur : index, memref<2xf64>
    } do {
    ^bb0(%t: index, %cur: memref<2xf64>):
      %nxt = memref.alloc() : memref<2xf64>
      %u = memref.load %cur[%c0] : memref<2xf64>
      %v = memref.load %cur[%c1] : memref<2xf64>
      %p = arith.mulf %u, %a : f64
      %s = math.cos %p : f64
      %w = arith.addf %s, %v : f64
      memref.store %v, %nxt[%c0] : memref<2xf64>
      memref.store %w, %nxt[%c1] : memref<2xf64>
      memref.dealloc %cur : memref<2xf64>
      %t1 = arith.addi %t, %c1 : index
      scf.yield %t1, %nxt : index, memref<2xf64>
    }
    memref.copy %fin, %x : memref<2xf64> to memref<2xf64>
    memref.dealloc %fin : memref<2xf64>
  }
  return
}

// The fresh buffer sized from the carried one (`memref.dim %cur`), as
// bufferization writes it: every buffer has the initial one's size, so the
// spare is sized from it before the loop (refused before: sizes had to be
// defined before the loop; reader-22).
// rev @dim_sized dup,active,const : [0.2,0.7,-0.4]; 0.6; 3 | [1.0,0.5,0.25]; -0.3; 0
// fwd @dim_sized dup,dup,const : [0.2,0.7,-0.4]; 0.6; 3
func.func @dim_sized(%x0: memref<?xf64>, %a: f64, %T: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x0, %c0 : memref<?xf64>
  %init = memref.alloc(%n) : memref<?xf64>
  memref.copy %x0, %init : memref<?xf64> to memref<?xf64>
  %fin = scf.for %t = %c0 to %T step %c1 iter_args(%cur = %init) -> (memref<?xf64>) {
    %k = arith.constant 0 : index
    %m = memref.dim %cur, %k : memref<?xf64>
    %nxt = memref.alloc(%m) : memref<?xf64>
    %last = arith.subi %m, %c1 : index
    scf.for %i = %c0 to %m step %c1 {
      %j = arith.cmpi eq, %i, %last : index
      %ip = arith.addi %i, %c1 : index
      %nb = arith.select %j, %c0, %ip : index
      %u = memref.load %cur[%i] : memref<?xf64>
      %v = memref.load %cur[%nb] : memref<?xf64>
      %p = arith.mulf %u, %a : f64
      %s = math.sin %p : f64
      %w = arith.addf %s, %v : f64
      memref.store %w, %nxt[%i] : memref<?xf64>
    }
    memref.dealloc %cur : memref<?xf64>
    scf.yield %nxt : memref<?xf64>
  }
  %r0 = memref.load %fin[%c0] : memref<?xf64>
  %r1 = memref.load %fin[%c1] : memref<?xf64>
  %r = arith.mulf %r0, %r1 : f64
  memref.dealloc %fin : memref<?xf64>
  return %r : f64
}

// Two dimensions, the second dynamic (`memref.dim %cur, 1` sizes the only
// dynamic one), in an scf.while.
// rev @dim_sized_2d dup,active,const : [[0.2,0.7],[-0.4,0.3]]; 0.6; 2 | [[0.2,0.7],[-0.4,0.3]]; 0.6; 0
// fwd @dim_sized_2d dup,dup,const : [[0.2,0.7],[-0.4,0.3]]; 0.6; 2
func.func @dim_sized_2d(%x0: memref<2x?xf64>, %a: f64, %T: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x0, %c1 : memref<2x?xf64>
  %init = memref.alloc(%n) : memref<2x?xf64>
  memref.copy %x0, %init : memref<2x?xf64> to memref<2x?xf64>
  %tn, %fin = scf.while (%t = %c0, %cur = %init) : (index, memref<2x?xf64>) -> (index, memref<2x?xf64>) {
    %go = arith.cmpi ult, %t, %T : index
    scf.condition(%go) %t, %cur : index, memref<2x?xf64>
  } do {
  ^bb0(%t: index, %cur: memref<2x?xf64>):
    %m = memref.dim %cur, %c1 : memref<2x?xf64>
    %nxt = memref.alloc(%m) : memref<2x?xf64>
    scf.for %i = %c0 to %m step %c1 {
      %u = memref.load %cur[%c0, %i] : memref<2x?xf64>
      %v = memref.load %cur[%c1, %i] : memref<2x?xf64>
      %p = arith.mulf %u, %a : f64
      %s = math.cos %p : f64
      %w = arith.addf %s, %v : f64
      memref.store %v, %nxt[%c0, %i] : memref<2x?xf64>
      memref.store %w, %nxt[%c1, %i] : memref<2x?xf64>
    }
    memref.dealloc %cur : memref<2x?xf64>
    %t1 = arith.addi %t, %c1 : index
    scf.yield %t1, %nxt : index, memref<2x?xf64>
  }
  %r0 = memref.load %fin[%c1, %c0] : memref<2x?xf64>
  %r1 = memref.load %fin[%c0, %c1] : memref<2x?xf64>
  %r = arith.mulf %r0, %r1 : f64
  memref.dealloc %fin : memref<2x?xf64>
  return %r : f64
}

// A buffer grown with memref.realloc inside the function: its elements
// (products of x with s) survive the move and feed the result.
// rev @grow dup,active : [0.5, -1.0, 2.0]; 0.7 | [1.5, 0.25, -0.5]; -1.2
// fwd @grow dup,dup : [0.5, -1.0, 2.0]; 0.7
func.func @grow(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %t = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %s : f64
    memref.store %p, %t[%i] : memref<?xf64>
  }
  %n2 = arith.muli %n, %c2 : index
  %g = memref.realloc %t(%n2) : memref<?xf64> to memref<?xf64>
  scf.for %i = %n to %n2 step %c1 {
    %j = arith.subi %i, %n : index
    %v = memref.load %g[%j] : memref<?xf64>
    %q = math.sin %v : f64
    memref.store %q, %g[%i] : memref<?xf64>
  }
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n2 step %c1 iter_args(%a = %z) -> f64 {
    %v = memref.load %g[%i] : memref<?xf64>
    %w = arith.mulf %v, %v : f64
    %b = arith.addf %a, %w : f64
    scf.yield %b : f64
  }
  memref.dealloc %g : memref<?xf64>
  return %r : f64
}
