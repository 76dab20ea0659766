// scf.while loops inside loops reading memory the loops write later
// (format: see loops.mlir). Reverse mode outlines each into a private
// function called there (ad/while_calls.rs): the callee's augmented
// primal records what its reverse needs per run, the call's tape is
// recorded per iteration of the loops around it.

// A fixed-point solve y = u + k·sin(y) over a state vector per time step
// (the iteration count and the state both change per step), the state
// then set to the solution; returns the sum of the iteration counts
// weighted by k (a while result used after it).
// rev @fixed_point dup,dup,active,const : [0.3, 0.5, 0.7]; [0.3, 0.5, 0.7]; 0.2; 3 | [0.9, -0.4, 0.1]; [0.1, 0.2, 0.3]; 0.4; 4
func.func @fixed_point(%u: memref<?xf64>, %y: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %tol = arith.constant 1.0e-13 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %total = scf.for %t = %c0 to %steps step %c1 iter_args(%sum = %z) -> (f64) {
    %e:2 = scf.while (%err = %k, %it = %c0) : (f64, index) -> (f64, index) {
      %go = arith.cmpf ogt, %err, %tol : f64
      scf.condition(%go) %err, %it : f64, index
    } do {
    ^bb0(%err: f64, %it: index):
      %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
        %ui = memref.load %u[%i] : memref<?xf64>
        %yi = memref.load %y[%i] : memref<?xf64>
        %sy = math.sin %yi : f64
        %d = arith.mulf %k, %sy : f64
        %yn = arith.addf %ui, %d : f64
        memref.store %yn, %y[%i] : memref<?xf64>
        %dy = arith.subf %yn, %yi : f64
        %ady = math.absf %dy : f64
        %a2 = arith.addf %acc, %ady : f64
        scf.yield %a2 : f64
      }
      %it1 = arith.addi %it, %c1 : index
      scf.yield %s, %it1 : f64, index
    }
    scf.for %i = %c0 to %n step %c1 {
      %yi = memref.load %y[%i] : memref<?xf64>
      memref.store %yi, %u[%i] : memref<?xf64>
    }
    %ii = arith.index_cast %e#1 : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %w = arith.mulf %fi, %k : f64
    %sum2 = arith.addf %sum, %w : f64
    scf.yield %sum2 : f64
  }
  return %total : f64
}

// Implicit Euler, element by element: per time step and element, Newton's
// method for v = u[i] + h·(k·cos(v) + u[i-1]) (the while two loops down,
// its result stored in place, read by the next element and the next step).
// rev @implicit_euler dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 3 | [0.9, 0.1, -0.3, 0.2]; -0.9; 5
func.func @implicit_euler(%u: memref<4xf64>, %k: f64, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %h = arith.constant 0.1 : f64
  %one = arith.constant 1.0 : f64
  %tol = arith.constant 1.0e-14 : f64
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c4 : index
      %im4 = arith.subi %ip, %c1 : index
      %im = arith.remui %im4, %c4 : index
      %r:2 = scf.while (%v = %one, %dv = %one) : (f64, f64) -> (f64, f64) {
        %ad = math.absf %dv : f64
        %go = arith.cmpf ogt, %ad, %tol : f64
        scf.condition(%go) %v, %dv : f64, f64
      } do {
      ^bb0(%v: f64, %dv: f64):
        %ui = memref.load %u[%i] : memref<4xf64>
        %um = memref.load %u[%im] : memref<4xf64>
        %cv = math.cos %v : f64
        %kc = arith.mulf %k, %cv : f64
        %f0 = arith.addf %kc, %um : f64
        %hf = arith.mulf %h, %f0 : f64
        %rhs = arith.addf %ui, %hf : f64
        %g = arith.subf %v, %rhs : f64
        %sv = math.sin %v : f64
        %ks = arith.mulf %k, %sv : f64
        %hks = arith.mulf %h, %ks : f64
        %gp = arith.addf %one, %hks : f64
        %step = arith.divf %g, %gp : f64
        %v2 = arith.subf %v, %step : f64
        scf.yield %v2, %step : f64, f64
      }
      memref.store %r#0, %u[%i] : memref<4xf64>
    }
  }
  return
}

func.func private @bump(%m: memref<?xf64>, %i: index, %x: f64) {
  %v = memref.load %m[%i] : memref<?xf64>
  %p = arith.mulf %v, %x : f64
  %s = math.sin %p : f64
  memref.store %s, %m[%i] : memref<?xf64>
  return
}

// A while walking the buffer until a threshold, calling a function that
// writes memory, in a loop under a flag (a top-level scf.if, wrapped in a
// loop of one iteration first).
// rev @walk_if dup,active,const,const : [0.3, 0.5, 0.7, 0.9]; 0.8; 3; 1 | [0.3, 0.5, 0.7, 0.9]; 0.8; 3; 0
func.func @walk_if(%m: memref<?xf64>, %x: f64, %n: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lim = arith.constant 0.6 : f64
  scf.if %flag {
    scf.for %t = %c0 to %n step %c1 {
      %q = scf.while (%i = %c0) : (index) -> index {
        %in = arith.cmpi slt, %i, %n : index
        %v = scf.if %in -> (f64) {
          %l = memref.load %m[%i] : memref<?xf64>
          scf.yield %l : f64
        } else {
          scf.yield %lim : f64
        }
        %small = arith.cmpf olt, %v, %lim : f64
        %go = arith.andi %in, %small : i1
        scf.condition(%go) %i : index
      } do {
      ^bb0(%i: index):
        func.call @bump(%m, %i, %x) : (memref<?xf64>, index, f64) -> ()
        %i1 = arith.addi %i, %c1 : index
        scf.yield %i1 : index
      }
      %qm = arith.minsi %q, %c1 : index
      %w = memref.load %m[%qm] : memref<?xf64>
      %w2 = arith.mulf %w, %w : f64
      memref.store %w2, %m[%qm] : memref<?xf64>
    }
  }
  return
}

memref.global "private" @state : memref<2xf64> = dense<[0.5, 0.25]>

// A while reading a global the loop around it writes.
// rev @global_while active,const : 0.4; 3 | -0.7; 2
func.func @global_while(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %g = memref.get_global @state : memref<2xf64>
  %i0 = arith.constant 0.5 : f64
  %i1 = arith.constant 0.25 : f64
  memref.store %i0, %g[%c0] : memref<2xf64>
  memref.store %i1, %g[%c1] : memref<2xf64>
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %w:2 = scf.while (%b = %a, %j = %c0) : (f64, index) -> (f64, index) {
      %go = arith.cmpi slt, %j, %c3 : index
      scf.condition(%go) %b, %j : f64, index
    } do {
    ^bb0(%b: f64, %j: index):
      %s0 = memref.load %g[%c0] : memref<2xf64>
      %s1 = memref.load %g[%c1] : memref<2xf64>
      %p = arith.mulf %b, %s0 : f64
      %q = arith.addf %p, %s1 : f64
      %e = math.tanh %q : f64
      %j1 = arith.addi %j, %c1 : index
      scf.yield %e, %j1 : f64, index
    }
    %s0 = memref.load %g[%c0] : memref<2xf64>
    %n0 = arith.addf %s0, %w#0 : f64
    memref.store %n0, %g[%c0] : memref<2xf64>
    scf.yield %w#0 : f64
  }
  return %r : f64
}

// Loops in both branches of an scf.if in a while in a time loop, updating
// the state in place (at the top level of the outlined function, the
// while records its branch loops in a stream).
// rev @branch_loops_in_while dup,active,const : [0.3, 0.5, 0.7, 0.2]; 0.8; 3 | [0.9, -0.1, 0.4, 0.6]; -0.5; 2
func.func @branch_loops_in_while(%u: memref<4xf64>, %k: f64, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %steps step %c1 {
    %q = scf.while (%j = %c0) : (index) -> index {
      %go = arith.cmpi slt, %j, %c3 : index
      scf.condition(%go) %j : index
    } do {
    ^bb0(%j: index):
      %r = arith.remui %j, %c2 : index
      %even = arith.cmpi eq, %r, %c0 : index
      scf.if %even {
        scf.for %i = %c0 to %c4 step %c1 {
          %v = memref.load %u[%i] : memref<4xf64>
          %p = arith.mulf %v, %k : f64
          %s = math.sin %p : f64
          memref.store %s, %u[%i] : memref<4xf64>
        }
      } else {
        scf.for %i = %c1 to %c4 step %c1 {
          %im = arith.subi %i, %c1 : index
          %v = memref.load %u[%i] : memref<4xf64>
          %w = memref.load %u[%im] : memref<4xf64>
          %p = arith.mulf %v, %w : f64
          %s = arith.addf %p, %k : f64
          memref.store %s, %u[%i] : memref<4xf64>
        }
      }
      %j1 = arith.addi %j, %c1 : index
      scf.yield %j1 : index
    }
  }
  return
}

// A stack temporary of the time loop's body, carried into the while
// (a running product): once the while is outlined, the temporary is
// passed to a call and hoisted out of the loop like any other (it was
// refused: "allocating active memory inside a loop").
// rev @temp_in_while dup,active,const : [0.3, 0.5, 0.7]; 0.6; 3 | [0.9, -0.4, 0.1]; 1.3; 2
func.func @temp_in_while(%x: memref<3xf64>, %a: f64, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %t = %c0 to %steps step %c1 {
    %s = memref.alloca() : memref<1xf64>
    memref.store %a, %s[%c0] : memref<1xf64>
    %w = scf.while (%j = %c0) : (index) -> index {
      %go = arith.cmpi slt, %j, %c3 : index
      scf.condition(%go) %j : index
    } do {
    ^bb0(%j: index):
      %v = memref.load %x[%j] : memref<3xf64>
      %b = memref.load %s[%c0] : memref<1xf64>
      %q = arith.mulf %v, %b : f64
      %e = math.sin %q : f64
      memref.store %e, %x[%j] : memref<3xf64>
      memref.store %e, %s[%c0] : memref<1xf64>
      %j1 = arith.addi %j, %c1 : index
      scf.yield %j1 : index
    }
  }
  return
}
