// Calls and nested scf.while loops that read memory, in a top-level
// scf.while (format: see loops.mlir). A call there runs its callee's
// augmented primal when its tape is a few scalars (recorded per run with
// the call's results), else it is replayed in the reverse sweep: the
// memory it reads that may be overwritten later is saved per run, in
// buffers of rows that double with the while's records
// (reverse/while_snapshots.rs), and the results of calls that write memory
// are recorded per run. A nested while reading memory the loop writes is
// a call of its own outlined function (ad/while_calls.rs), and so is a
// loop that calls functions taking memory (ad/loop_calls.rs).

// A time step that updates the state in place and returns an error
// estimate (a loop in the callee).
func.func private @step(%u: memref<?xf64>, %h: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %e = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %u[%i] : memref<?xf64>
    %s = math.sin %v : f64
    %hs = arith.mulf %h, %s : f64
    %w = arith.addf %v, %hs : f64
    memref.store %w, %u[%i] : memref<?xf64>
    %sq = arith.mulf %hs, %hs : f64
    %a = arith.addf %acc, %sq : f64
    scf.yield %a : f64
  }
  return %e : f64
}

// Adaptive time loop: the step's error estimate picks the next step size
// (a small callee: inlined into the while, `restructure`).
// rev @adaptive dup,const : [0.3, 0.5, 0.7]; 0.35 | [0.3, -0.5, 1.7, 0.2]; 3.0
func.func @adaptive(%u: memref<?xf64>, %tend: f64) {
  %z = arith.constant 0.0 : f64
  %h0 = arith.constant 0.1 : f64
  %tol = arith.constant 0.001 : f64
  %grow = arith.constant 1.3 : f64
  %shrink = arith.constant 0.6 : f64
  %r:2 = scf.while (%t = %z, %h = %h0) : (f64, f64) -> (f64, f64) {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t, %h : f64, f64
  } do {
  ^bb0(%t: f64, %h: f64):
    %e = func.call @step(%u, %h) : (memref<?xf64>, f64) -> f64
    %small = arith.cmpf olt, %e, %tol : f64
    %f = arith.select %small, %grow, %shrink : f64
    %h1 = arith.mulf %h, %f : f64
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1, %h1 : f64, f64
  }
  return
}

// The same with a callee that is not inlined (its error estimate goes
// through a scratch buffer): replayed, the state saved per run.
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

// rev @adaptive_replayed dup,const : [0.3, 0.5, 0.7]; 0.35 | [0.3, -0.5, 1.7, 0.2]; 3.0
func.func @adaptive_replayed(%u: memref<?xf64>, %tend: f64) {
  %z = arith.constant 0.0 : f64
  %h0 = arith.constant 0.1 : f64
  %tol = arith.constant 0.001 : f64
  %grow = arith.constant 1.3 : f64
  %shrink = arith.constant 0.6 : f64
  %r:2 = scf.while (%t = %z, %h = %h0) : (f64, f64) -> (f64, f64) {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t, %h : f64, f64
  } do {
  ^bb0(%t: f64, %h: f64):
    %e = func.call @step_scratch(%u, %h) : (memref<?xf64>, f64) -> f64
    %small = arith.cmpf olt, %e, %tol : f64
    %f = arith.select %small, %grow, %shrink : f64
    %h1 = arith.mulf %h, %f : f64
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1, %h1 : f64, f64
  }
  return
}

// Jacobi sweeps (until the update is small) per time step, the iteration
// count deciding the next step: a while in a while, reading and writing
// the state (outlined into a call, its memory saved per run).
// rev @jacobi_steps dup,dup,const : [0.3, 0.5, 0.7]; [1.0, 2.0, 0.5]; 0.3 | [0.1, 0.2, 0.3]; [0.5, 0.1, 0.9]; 1.2
func.func @jacobi_steps(%x: memref<3xf64>, %b: memref<3xf64>, %tend: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %h0 = arith.constant 0.1 : f64
  %four = arith.constant 4.0 : f64
  %tol = arith.constant 1.0e-10 : f64
  %r:3 = scf.while (%t = %z, %h = %h0, %acc = %z) : (f64, f64, f64) -> (f64, f64, f64) {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t, %h, %acc : f64, f64, f64
  } do {
  ^bb0(%t: f64, %h: f64, %acc: f64):
    // Solve (4 + h) x_i - x_{i-1} - x_{i+1} = b_i + x_i (Jacobi, in place per sweep).
    %it:2 = scf.while (%k = %c0, %d = %four) : (index, f64) -> (index, f64) {
      %more = arith.cmpf ogt, %d, %tol : f64
      scf.condition(%more) %k, %d : index, f64
    } do {
    ^bb0(%k: index, %d: f64):
      %x0 = memref.load %x[%c0] : memref<3xf64>
      %x1 = memref.load %x[%c1] : memref<3xf64>
      %x2 = memref.load %x[%c2] : memref<3xf64>
      %b0 = memref.load %b[%c0] : memref<3xf64>
      %b1 = memref.load %b[%c1] : memref<3xf64>
      %b2 = memref.load %b[%c2] : memref<3xf64>
      %diag = arith.addf %four, %h : f64
      %s0 = arith.addf %b0, %x1 : f64
      %n0 = arith.divf %s0, %diag : f64
      %s1a = arith.addf %b1, %x0 : f64
      %s1 = arith.addf %s1a, %x2 : f64
      %n1 = arith.divf %s1, %diag : f64
      %s2 = arith.addf %b2, %x1 : f64
      %n2 = arith.divf %s2, %diag : f64
      memref.store %n0, %x[%c0] : memref<3xf64>
      memref.store %n1, %x[%c1] : memref<3xf64>
      memref.store %n2, %x[%c2] : memref<3xf64>
      %d0 = arith.subf %n0, %x0 : f64
      %d1 = arith.subf %n1, %x1 : f64
      %d2 = arith.subf %n2, %x2 : f64
      %q0 = arith.mulf %d0, %d0 : f64
      %q1 = arith.mulf %d1, %d1 : f64
      %q2 = arith.mulf %d2, %d2 : f64
      %q01 = arith.addf %q0, %q1 : f64
      %q = arith.addf %q01, %q2 : f64
      %k1 = arith.addi %k, %c1 : index
      scf.yield %k1, %q : index, f64
    }
    %few = arith.cmpi slt, %it#0, %c3 : index
    %f = arith.select %few, %four, %h0 : f64
    %hf = arith.mulf %h, %f : f64
    %h1 = arith.addf %hf, %h0 : f64
    %t1 = arith.addf %t, %h : f64
    %xm = memref.load %x[%c1] : memref<3xf64>
    %acc1 = arith.addf %acc, %xm : f64
    scf.yield %t1, %h1, %acc1 : f64, f64, f64
  }
  return %r#2 : f64
}

memref.global "private" @state : memref<2xf64> = dense<[0.0, 0.0]>

func.func private @bump(%a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @state : memref<2xf64>
  %v0 = memref.load %g[%c0] : memref<2xf64>
  %v1 = memref.load %g[%c1] : memref<2xf64>
  %p = arith.mulf %v0, %v1 : f64
  %s = math.sin %p : f64
  %w0 = arith.addf %v0, %s : f64
  %w1 = arith.mulf %v1, %a : f64
  memref.store %w0, %g[%c0] : memref<2xf64>
  memref.store %w1, %g[%c1] : memref<2xf64>
  return
}

// A call updating a global, in a branch of the after region, and a call
// in the before region; 2-D state.
// rev @global_branch active,dup,const : 0.9; [[0.3, 0.5], [0.7, 0.2]]; 7 | 1.1; [[0.3, 0.5], [0.7, 0.2]]; 2
func.func @global_branch(%a: f64, %m: memref<2x2xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %g = memref.get_global @state : memref<2xf64>
  %i0 = memref.load %m[%c0, %c0] : memref<2x2xf64>
  %i1 = memref.load %m[%c0, %c1] : memref<2x2xf64>
  memref.store %i0, %g[%c0] : memref<2xf64>
  memref.store %i1, %g[%c1] : memref<2xf64>
  %r = scf.while (%i = %c0) : (index) -> index {
    %e = func.call @twist(%m, %a) : (memref<2x2xf64>, f64) -> f64
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %par = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %par, %c0 : index
    scf.if %even {
      func.call @bump(%a) : (f64) -> ()
    }
    %i1n = arith.addi %i, %c1 : index
    scf.yield %i1n : index
  }
  %v = memref.load %g[%c0] : memref<2xf64>
  %w = memref.load %g[%c1] : memref<2xf64>
  %x = memref.load %m[%c1, %c1] : memref<2x2xf64>
  %s = arith.addf %v, %w : f64
  %o = arith.addf %s, %x : f64
  return %o : f64
}

func.func private @twist(%m: memref<2x2xf64>, %a: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = memref.load %m[%c0, %c1] : memref<2x2xf64>
  %q = memref.load %m[%c1, %c0] : memref<2x2xf64>
  %pq = arith.mulf %p, %q : f64
  %c = math.cos %pq : f64
  %ca = arith.mulf %c, %a : f64
  %r = memref.load %m[%c1, %c1] : memref<2x2xf64>
  %rr = arith.addf %r, %ca : f64
  memref.store %rr, %m[%c1, %c1] : memref<2x2xf64>
  memref.store %c, %m[%c0, %c1] : memref<2x2xf64>
  return %c : f64
}

// A while walking the state until an element passes a bound, updating
// what it passes, per step of a time loop (past the records' first
// capacity of 16 runs for the second point).
// rev @walk_steps dup,const : [0.3, 0.5, 0.7]; 0.35 | [0.1, 0.2, 0.05]; 2.5
func.func @walk_steps(%u: memref<3xf64>, %tend: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.1 : f64
  %r = scf.while (%t = %z) : (f64) -> f64 {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t : f64
  } do {
  ^bb0(%t: f64):
    // inner while: walk i until u[i] > 0.6 or end, squaring
    %e = scf.while (%i = %c0) : (index) -> index {
      %in = arith.cmpi slt, %i, %c3 : index
      %v = scf.if %in -> (f64) {
        %l = memref.load %u[%i] : memref<3xf64>
        scf.yield %l : f64
      } else {
        %big = arith.constant 9.0 : f64
        scf.yield %big : f64
      }
      %lim = arith.constant 0.6 : f64
      %small = arith.cmpf olt, %v, %lim : f64
      scf.condition(%small) %i : index
    } do {
    ^bb0(%i: index):
      %l = memref.load %u[%i] : memref<3xf64>
      %s = math.sin %l : f64
      %w = arith.addf %s, %l : f64
      %hw = arith.mulf %w, %h : f64
      %n = arith.addf %l, %hw : f64
      memref.store %n, %u[%i] : memref<3xf64>
      %i1 = arith.addi %i, %c1 : index
      scf.yield %i1 : index
    }
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1 : f64
  }
  return
}

// The same loops under a flag: the scf.if is put in a loop of one
// iteration (ad/if_once.rs), the time loop in it becomes a call (a while
// in a loop reading memory), whose own while in a while is a call again.
// rev @walk_if dup,const,const : [0.3, 0.5, 0.7]; 0.35; 1 | [0.3, 0.5, 0.7]; 0.35; 0
func.func @walk_if(%u: memref<3xf64>, %tend: f64, %flag: i1) {
  scf.if %flag {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %z = arith.constant 0.0 : f64
    %h = arith.constant 0.1 : f64
    %r = scf.while (%t = %z) : (f64) -> f64 {
      %go = arith.cmpf olt, %t, %tend : f64
      scf.condition(%go) %t : f64
    } do {
    ^bb0(%t: f64):
      // inner while: walk i until u[i] > 0.6 or end, squaring
      %e = scf.while (%i = %c0) : (index) -> index {
        %in = arith.cmpi slt, %i, %c3 : index
        %v = scf.if %in -> (f64) {
          %l = memref.load %u[%i] : memref<3xf64>
          scf.yield %l : f64
        } else {
          %big = arith.constant 9.0 : f64
          scf.yield %big : f64
        }
        %lim = arith.constant 0.6 : f64
        %small = arith.cmpf olt, %v, %lim : f64
        scf.condition(%small) %i : index
      } do {
      ^bb0(%i: index):
        %l = memref.load %u[%i] : memref<3xf64>
        %s = math.sin %l : f64
        %w = arith.addf %s, %l : f64
        %hw = arith.mulf %w, %h : f64
        %n = arith.addf %l, %hw : f64
        memref.store %n, %u[%i] : memref<3xf64>
        %i1 = arith.addi %i, %c1 : index
        scf.yield %i1 : index
      }
      %t1 = arith.addf %t, %h : f64
      scf.yield %t1 : f64
    }
  }
  return
}

// Three whiles deep, the innermost updating memory in place, the outer
// one reading what it wrote.
// rev @deep_mem dup,active : [0.3, 0.5, 0.7, 0.2]; 0.8 | [0.9, 0.1, 0.4, 0.6]; 1.3
func.func @deep_mem(%m: memref<4xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.while (%a = %x, %i = %c0) : (f64, index) -> (f64, index) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %a, %i : f64, index
  } do {
  ^bb0(%a: f64, %i: index):
    %u:2 = scf.while (%y = %a, %q = %c0) : (f64, index) -> (f64, index) {
      %go2 = arith.cmpi sle, %q, %i : index
      scf.condition(%go2) %y, %q : f64, index
    } do {
    ^bb0(%y: f64, %q: index):
      %w:2 = scf.while (%z = %y, %p = %q) : (f64, index) -> (f64, index) {
        %go3 = arith.cmpi slt, %p, %c3 : index
        scf.condition(%go3) %z, %p : f64, index
      } do {
      ^bb0(%z: f64, %p: index):
        %v = memref.load %m[%p] : memref<4xf64>
        %zv = arith.mulf %z, %v : f64
        %s = math.sin %zv : f64
        %nz = arith.addf %s, %z : f64
        memref.store %s, %m[%p] : memref<4xf64>
        %p1 = arith.addi %p, %c1 : index
        scf.yield %nz, %p1 : f64, index
      }
      %q1 = arith.addi %q, %c1 : index
      scf.yield %w#0, %q1 : f64, index
    }
    %v3 = memref.load %m[%c3] : memref<4xf64>
    %o = arith.mulf %u#0, %v3 : f64
    memref.store %o, %m[%c3] : memref<4xf64>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %u#0, %i1 : f64, index
  }
  return %r#0 : f64
}

// A callee with a scratch buffer (not inlined; its tape would hold the
// buffer: replayed) updating two elements of the state in place, called in
// the before region and in a branch of the after region, its results used.
func.func private @rotate_scratch(%u: memref<4xf64>, %w: f64) -> f64 {
  %tmp = memref.alloca() : memref<2xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %u[%c0] : memref<4xf64>
  %b = memref.load %u[%c1] : memref<4xf64>
  %c = math.cos %w : f64
  %s = math.sin %w : f64
  %ac = arith.mulf %a, %c : f64
  %bs = arith.mulf %b, %s : f64
  %as = arith.mulf %a, %s : f64
  %bc = arith.mulf %b, %c : f64
  %na = arith.subf %ac, %bs : f64
  %nb0 = arith.addf %as, %bc : f64
  %nb = math.tanh %nb0 : f64
  memref.store %na, %tmp[%c0] : memref<2xf64>
  memref.store %nb, %tmp[%c1] : memref<2xf64>
  %x = memref.load %tmp[%c0] : memref<2xf64>
  %y = memref.load %tmp[%c1] : memref<2xf64>
  memref.store %x, %u[%c0] : memref<4xf64>
  memref.store %y, %u[%c1] : memref<4xf64>
  %p = arith.mulf %x, %y : f64
  return %p : f64
}

// rev @rotations_scratch dup,active,const : [0.3, 0.5, 0.7, 0.2]; 0.8; 5 | [0.9, -0.1, 0.4, 0.6]; 1.3; 20
func.func @rotations_scratch(%u: memref<4xf64>, %w: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %p = func.call @rotate_scratch(%u, %w) : (memref<4xf64>, f64) -> f64
    %acc1 = arith.addf %acc, %p : f64
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %acc1 : index, f64
  } do {
  ^bb0(%i: index, %acc: f64):
    %par = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %par, %c0 : index
    %q = scf.if %even -> (f64) {
      %w2 = arith.mulf %w, %w : f64
      %p = func.call @rotate_scratch(%u, %w2) : (memref<4xf64>, f64) -> f64
      scf.yield %p : f64
    } else {
      scf.yield %acc : f64
    }
    %v = memref.load %u[%c1] : memref<4xf64>
    %t = arith.mulf %v, %q : f64
    memref.store %t, %u[%c2] : memref<4xf64>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %q : index, f64
  }
  %last = memref.load %u[%c2] : memref<4xf64>
  %o = arith.addf %r#1, %last : f64
  return %o : f64
}

// A callee too long to be inlined, updating two elements of the state in
// place, with a scalar tape: in a top-level scf.while it runs its augmented
// primal, its tape recorded per run (replayed with --calls=replay).
func.func private @rotate(%u: memref<4xf64>, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %u[%c0] : memref<4xf64>
  %b = memref.load %u[%c1] : memref<4xf64>
  %k = arith.constant 0.01 : f64
  %x0 = arith.addf %a, %w : f64
  %s1 = arith.mulf %x0, %k : f64
  %m1 = arith.mulf %s1, %k : f64
  %x1 = arith.addf %m1, %x0 : f64
  %s2 = arith.mulf %x1, %k : f64
  %m2 = arith.mulf %s2, %k : f64
  %x2 = arith.addf %m2, %x1 : f64
  %s3 = arith.mulf %x2, %k : f64
  %m3 = arith.mulf %s3, %k : f64
  %x3 = arith.addf %m3, %x2 : f64
  %s4 = arith.mulf %x3, %k : f64
  %m4 = arith.mulf %s4, %k : f64
  %x4 = arith.addf %m4, %x3 : f64
  %s5 = arith.mulf %x4, %k : f64
  %m5 = arith.mulf %s5, %k : f64
  %x5 = arith.addf %m5, %x4 : f64
  %s6 = arith.mulf %x5, %k : f64
  %m6 = arith.mulf %s6, %k : f64
  %x6 = arith.addf %m6, %x5 : f64
  %s7 = arith.mulf %x6, %k : f64
  %m7 = arith.mulf %s7, %k : f64
  %x7 = arith.addf %m7, %x6 : f64
  %s8 = arith.mulf %x7, %k : f64
  %m8 = arith.mulf %s8, %k : f64
  %x8 = arith.addf %m8, %x7 : f64
  %s9 = arith.mulf %x8, %k : f64
  %m9 = arith.mulf %s9, %k : f64
  %x9 = arith.addf %m9, %x8 : f64
  %s10 = arith.mulf %x9, %k : f64
  %m10 = arith.mulf %s10, %k : f64
  %x10 = arith.addf %m10, %x9 : f64
  %s11 = arith.mulf %x10, %k : f64
  %m11 = arith.mulf %s11, %k : f64
  %x11 = arith.addf %m11, %x10 : f64
  %s12 = math.sin %x11 : f64
  %m12 = arith.mulf %s12, %k : f64
  %x12 = arith.addf %m12, %x11 : f64
  %s13 = arith.mulf %x12, %k : f64
  %m13 = arith.mulf %s13, %k : f64
  %x13 = arith.addf %m13, %x12 : f64
  %s14 = arith.mulf %x13, %k : f64
  %m14 = arith.mulf %s14, %k : f64
  %x14 = arith.addf %m14, %x13 : f64
  %s15 = arith.mulf %x14, %k : f64
  %m15 = arith.mulf %s15, %k : f64
  %x15 = arith.addf %m15, %x14 : f64
  %s16 = arith.mulf %x15, %k : f64
  %m16 = arith.mulf %s16, %k : f64
  %x16 = arith.addf %m16, %x15 : f64
  %s17 = arith.mulf %x16, %k : f64
  %m17 = arith.mulf %s17, %k : f64
  %x17 = arith.addf %m17, %x16 : f64
  %s18 = arith.mulf %x17, %k : f64
  %m18 = arith.mulf %s18, %k : f64
  %x18 = arith.addf %m18, %x17 : f64
  %s19 = arith.mulf %x18, %k : f64
  %m19 = arith.mulf %s19, %k : f64
  %x19 = arith.addf %m19, %x18 : f64
  %s20 = arith.mulf %x19, %k : f64
  %m20 = arith.mulf %s20, %k : f64
  %x20 = arith.addf %m20, %x19 : f64
  %s21 = arith.mulf %x20, %k : f64
  %m21 = arith.mulf %s21, %k : f64
  %x21 = arith.addf %m21, %x20 : f64
  %s22 = arith.mulf %x21, %k : f64
  %m22 = arith.mulf %s22, %k : f64
  %x22 = arith.addf %m22, %x21 : f64
  %s23 = arith.mulf %x22, %k : f64
  %m23 = arith.mulf %s23, %k : f64
  %x23 = arith.addf %m23, %x22 : f64
  %s24 = math.sin %x23 : f64
  %m24 = arith.mulf %s24, %k : f64
  %x24 = arith.addf %m24, %x23 : f64
  %s25 = arith.mulf %x24, %k : f64
  %m25 = arith.mulf %s25, %k : f64
  %x25 = arith.addf %m25, %x24 : f64
  %s26 = arith.mulf %x25, %k : f64
  %m26 = arith.mulf %s26, %k : f64
  %x26 = arith.addf %m26, %x25 : f64
  %s27 = arith.mulf %x26, %k : f64
  %m27 = arith.mulf %s27, %k : f64
  %x27 = arith.addf %m27, %x26 : f64
  %s28 = arith.mulf %x27, %k : f64
  %m28 = arith.mulf %s28, %k : f64
  %x28 = arith.addf %m28, %x27 : f64
  %s29 = arith.mulf %x28, %k : f64
  %m29 = arith.mulf %s29, %k : f64
  %x29 = arith.addf %m29, %x28 : f64
  %s30 = arith.mulf %x29, %k : f64
  %m30 = arith.mulf %s30, %k : f64
  %x30 = arith.addf %m30, %x29 : f64
  %s31 = arith.mulf %x30, %k : f64
  %m31 = arith.mulf %s31, %k : f64
  %x31 = arith.addf %m31, %x30 : f64
  %s32 = arith.mulf %x31, %k : f64
  %m32 = arith.mulf %s32, %k : f64
  %x32 = arith.addf %m32, %x31 : f64
  %s33 = arith.mulf %x32, %k : f64
  %m33 = arith.mulf %s33, %k : f64
  %x33 = arith.addf %m33, %x32 : f64
  %s34 = arith.mulf %x33, %k : f64
  %m34 = arith.mulf %s34, %k : f64
  %x34 = arith.addf %m34, %x33 : f64
  %s35 = arith.mulf %x34, %k : f64
  %m35 = arith.mulf %s35, %k : f64
  %x35 = arith.addf %m35, %x34 : f64
  %c = math.cos %w : f64
  %s = math.sin %w : f64
  %ac = arith.mulf %x35, %c : f64
  %bs = arith.mulf %b, %s : f64
  %as = arith.mulf %a, %s : f64
  %bc = arith.mulf %b, %c : f64
  %na = arith.subf %ac, %bs : f64
  %nb0 = arith.addf %as, %bc : f64
  %nb = math.tanh %nb0 : f64
  memref.store %na, %u[%c0] : memref<4xf64>
  memref.store %nb, %u[%c1] : memref<4xf64>
  %p = arith.mulf %na, %nb : f64
  return %p : f64
}

// rev @rotations dup,active,const : [0.3, 0.5, 0.7, 0.2]; 0.8; 5 | [0.9, -0.1, 0.4, 0.6]; 1.3; 20
func.func @rotations(%u: memref<4xf64>, %w: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %p = func.call @rotate(%u, %w) : (memref<4xf64>, f64) -> f64
    %acc1 = arith.addf %acc, %p : f64
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %acc1 : index, f64
  } do {
  ^bb0(%i: index, %acc: f64):
    %par = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %par, %c0 : index
    %q = scf.if %even -> (f64) {
      %w2 = arith.mulf %w, %w : f64
      %p = func.call @rotate(%u, %w2) : (memref<4xf64>, f64) -> f64
      scf.yield %p : f64
    } else {
      scf.yield %acc : f64
    }
    %v = memref.load %u[%c1] : memref<4xf64>
    %t = arith.mulf %v, %q : f64
    memref.store %t, %u[%c2] : memref<4xf64>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %q : index, f64
  }
  %last = memref.load %u[%c2] : memref<4xf64>
  %o = arith.addf %r#1, %last : f64
  return %o : f64
}

// A flux between neighbouring cells, written into both (not inlined: a
// scratch buffer), returning the flux.
func.func private @exchange(%u: memref<?xf64>, %i: index, %k: f64) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %a = memref.load %u[%i] : memref<?xf64>
  %b = memref.load %u[%j] : memref<?xf64>
  %d = arith.subf %b, %a : f64
  %s = math.sin %d : f64
  %f = arith.mulf %s, %k : f64
  %c0 = arith.constant 0 : index
  memref.store %f, %tmp[%c0] : memref<1xf64>
  %g = memref.load %tmp[%c0] : memref<1xf64>
  %na = arith.addf %a, %g : f64
  %nb = arith.subf %b, %g : f64
  memref.store %na, %u[%i] : memref<?xf64>
  memref.store %nb, %u[%j] : memref<?xf64>
  return %f : f64
}

// Diffusion until the total flux of a sweep is small (at most %cap
// sweeps): a loop over the cells calling @exchange, in a while, the sum of
// the call results deciding whether the while goes on. The loop becomes a
// call (ad/loop_calls.rs), the state saved per run.
// rev @diffuse dup,active,const : [1.0, 0.2, 0.5, 0.9]; 0.3; 6 | [0.1, 0.9, 0.2, 0.4, 0.8]; 0.2; 30
func.func @diffuse(%u: memref<?xf64>, %k: f64, %cap: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %tol = arith.constant 1.0e-3 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %m = arith.subi %n, %c1 : index
  %r:2 = scf.while (%it = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %more = arith.cmpi slt, %it, %cap : index
    scf.condition(%more) %it, %acc : index, f64
  } do {
  ^bb0(%it: index, %acc: f64):
    %tot = scf.for %i = %c0 to %m step %c1 iter_args(%t = %z) -> (f64) {
      %f = func.call @exchange(%u, %i, %k) : (memref<?xf64>, index, f64) -> f64
      %ff = arith.mulf %f, %f : f64
      %t1 = arith.addf %t, %ff : f64
      scf.yield %t1 : f64
    }
    %done = arith.cmpf olt, %tot, %tol : f64
    %next = arith.addi %it, %c1 : index
    %it1 = arith.select %done, %cap, %next : index
    %acc1 = arith.addf %acc, %tot : f64
    scf.yield %it1, %acc1 : index, f64
  }
  return %r#1 : f64
}

// The loop in a branch (odd runs sweep backwards), a nested loop calling
// @exchange twice per cell, a load after the loop of what it wrote.
// rev @branch_sweeps dup,active,const : [1.0, 0.2, 0.5, 0.9]; 0.3; 3 | [0.1, 0.9, 0.2, 0.4, 0.8]; 0.2; 0
func.func @branch_sweeps(%u: memref<?xf64>, %k: f64, %runs: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %m = arith.subi %n, %c1 : index
  %r:2 = scf.while (%it = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %more = arith.cmpi sle, %it, %runs : index
    scf.condition(%more) %it, %acc : index, f64
  } do {
  ^bb0(%it: index, %acc: f64):
    %par = arith.remui %it, %c2 : index
    %odd = arith.cmpi eq, %par, %c1 : index
    %s = scf.if %odd -> (f64) {
      %t = scf.for %j = %c0 to %m step %c1 iter_args(%t = %z) -> (f64) {
        %jr = arith.subi %m, %j : index
        %i = arith.subi %jr, %c1 : index
        %f = func.call @exchange(%u, %i, %k) : (memref<?xf64>, index, f64) -> f64
        %t1 = arith.addf %t, %f : f64
        scf.yield %t1 : f64
      }
      scf.yield %t : f64
    } else {
      scf.for %i = %c0 to %m step %c1 {
        scf.for %q = %c0 to %c2 step %c1 {
          %f = func.call @exchange(%u, %i, %k) : (memref<?xf64>, index, f64) -> f64
        }
      }
      %v = memref.load %u[%c0] : memref<?xf64>
      scf.yield %v : f64
    }
    %acc1 = arith.addf %acc, %s : f64
    %it1 = arith.addi %it, %c1 : index
    scf.yield %it1, %acc1 : index, f64
  }
  return %r#1 : f64
}

// Ping-pong buffers in an adaptive time loop: each step reads one buffer
// and writes the other, then they swap (the while carries their positions
// instead, ad/while_swaps.rs).
// rev @pingpong dup,dup,const : [0.3, 0.5, 0.7]; [0.0, 0.0, 0.0]; 0.35 | [0.9, -0.5, 0.2]; [0.0, 0.0, 0.0]; 1.9
func.func @pingpong(%a: memref<3xf64>, %b: memref<3xf64>, %tend: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.1 : f64
  %r:3 = scf.while (%t = %z, %src = %a, %dst = %b) : (f64, memref<3xf64>, memref<3xf64>) -> (f64, memref<3xf64>, memref<3xf64>) {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t, %src, %dst : f64, memref<3xf64>, memref<3xf64>
  } do {
  ^bb0(%t: f64, %src: memref<3xf64>, %dst: memref<3xf64>):
    scf.for %i = %c0 to %c3 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c3 : index
      %u = memref.load %src[%i] : memref<3xf64>
      %v = memref.load %src[%j] : memref<3xf64>
      %d = arith.subf %v, %u : f64
      %s = math.sin %d : f64
      %hs = arith.mulf %h, %s : f64
      %w = arith.addf %u, %hs : f64
      memref.store %w, %dst[%i] : memref<3xf64>
    }
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1, %dst, %src : f64, memref<3xf64>, memref<3xf64>
  }
  %o = memref.load %r#1[%c1] : memref<3xf64>
  %p = memref.load %r#2[%c2] : memref<3xf64>
  %q = arith.mulf %o, %p : f64
  return %q : f64
}

// The same with the step in a callee (not inlined: a scratch buffer), the
// buffers swapped in the condition's forwarding instead, and a result
// that is a buffer defined before the loop.
func.func private @pp_step(%src: memref<3xf64>, %dst: memref<3xf64>, %h: f64) {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %src, %c0 : memref<3xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ip = arith.addi %i, %c1 : index
    %j = arith.remui %ip, %n : index
    %u = memref.load %src[%i] : memref<3xf64>
    %v = memref.load %src[%j] : memref<3xf64>
    %d = arith.subf %v, %u : f64
    %s = math.sin %d : f64
    memref.store %s, %tmp[%c0] : memref<1xf64>
    %s2 = memref.load %tmp[%c0] : memref<1xf64>
    %hs = arith.mulf %h, %s2 : f64
    %w = arith.addf %u, %hs : f64
    memref.store %w, %dst[%i] : memref<3xf64>
  }
  return
}
// rev @pingpong_call dup,dup,const : [0.3, 0.5, 0.7]; [0.0, 0.0, 0.0]; 0.35 | [0.9, -0.5, 0.2]; [0.0, 0.0, 0.0]; 1.9
func.func @pingpong_call(%a: memref<3xf64>, %b: memref<3xf64>, %tend: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.1 : f64
  %r:3 = scf.while (%t = %z, %src = %a, %dst = %b) : (f64, memref<3xf64>, memref<3xf64>) -> (f64, memref<3xf64>, memref<3xf64>) {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t, %dst, %src : f64, memref<3xf64>, memref<3xf64>
  } do {
  ^bb0(%t: f64, %x: memref<3xf64>, %y: memref<3xf64>):
    // (x is the last step's output)
    func.call @pp_step(%x, %y, %h) : (memref<3xf64>, memref<3xf64>, f64) -> ()
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1, %x, %y : f64, memref<3xf64>, memref<3xf64>
  }
  %o = memref.load %r#2[%c1] : memref<3xf64>
  %p = memref.load %r#1[%c0] : memref<3xf64>
  %q = arith.mulf %o, %p : f64
  return %q : f64
}

// Temporaries of a run (a scratch cell, a heap buffer freed in the run,
// a stack buffer of the before region): re-created by the reverse of
// each run, as in loop bodies.
// rev @while_tmp dup,active,const : [0.3, 0.5, 0.7]; 0.1; 0.35 | [0.9, -0.2, 0.4]; 0.2; 2.1
func.func @while_tmp(%u: memref<?xf64>, %h: f64, %tend: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  %t = scf.while (%t = %z) : (f64) -> f64 {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t : f64
  } do {
  ^bb0(%t: f64):
    %cell = memref.alloca() : memref<1xf64>
    scf.for %i = %c0 to %last step %c1 {
      %j = arith.addi %i, %c1 : index
      %a = memref.load %u[%i] : memref<?xf64>
      %b = memref.load %u[%j] : memref<?xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      memref.store %s, %cell[%c0] : memref<1xf64>
      %s2 = memref.load %cell[%c0] : memref<1xf64>
      %k = arith.mulf %s2, %h : f64
      %na = arith.addf %a, %k : f64
      memref.store %na, %u[%i] : memref<?xf64>
    }
    %w = memref.alloc(%n) : memref<?xf64>
    memref.store %h, %w[%c0] : memref<?xf64>
    %q = memref.load %w[%c0] : memref<?xf64>
    %q2 = arith.mulf %q, %q : f64
    %v0 = memref.load %u[%c0] : memref<?xf64>
    %v1 = arith.addf %v0, %q2 : f64
    memref.store %v1, %u[%c0] : memref<?xf64>
    memref.dealloc %w : memref<?xf64>
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1 : f64
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  return %v : f64
}

// A temporary of the before region, holding the value the condition tests.
// rev @before_tmp active,active : 0.3; 0.8 | 1.2; 0.9
func.func @before_tmp(%x: f64, %a: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %lim = arith.constant 5.0 : f64
  %r = scf.while (%y = %x) : (f64) -> f64 {
    %tmp = memref.alloca() : memref<2xf64>
    %s = math.sin %y : f64
    %e = arith.addf %y, %a : f64
    memref.store %e, %tmp[%c0] : memref<2xf64>
    %l = memref.load %tmp[%c0] : memref<2xf64>
    %go = arith.cmpf olt, %l, %lim : f64
    %m = arith.mulf %l, %s : f64
    %n = arith.addf %m, %y : f64
    scf.condition(%go) %n : f64
  } do {
  ^bb0(%y: f64):
    %y1 = arith.addf %y, %a : f64
    scf.yield %y1 : f64
  }
  return %r : f64
}

// One pointer read as an f64 in the before region and as an i64 in the
// after region (found by a second reader: the two loads were merged when
// the first was hoisted, and the derivative did not verify). The f64 load
// is hoisted; the i64 one stays and is recorded per run (the pointer is
// written after the loop; llvm.loads in whiles were refused before).
// rev @pun_loads active : 0.4 | -0.2
func.func @pun_loads(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %seven = llvm.mlir.constant(7 : i64) : i64
  %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.store %seven, %p : i64, !llvm.ptr
  %r:2 = scf.while (%it = %c0, %acc = %x) : (index, f64) -> (index, f64) {
    %a = llvm.load %p : !llvm.ptr -> f64
    %few = arith.cmpi ult, %it, %c3 : index
    %tiny = arith.mulf %a, %acc : f64
    %m = arith.addf %acc, %tiny : f64
    scf.condition(%few) %it, %m : index, f64
  } do {
  ^bb0(%it0: index, %acc0: f64):
    %b = llvm.load %p : !llvm.ptr -> i64
    %bf = arith.sitofp %b : i64 to f64
    %s = arith.mulf %acc0, %bf : f64
    %t = math.sin %s : f64
    %it1 = arith.addi %it0, %c1 : index
    scf.yield %it1, %t : index, f64
  }
  llvm.store %seven, %p : i64, !llvm.ptr
  return %r#1 : f64
}
