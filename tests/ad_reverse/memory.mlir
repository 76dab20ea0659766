// Reverse mode through memory (format: see loops.mlir). A `dup` memref's
// shadow holds the adjoint of its contents: the check seeds it with w's
// memory part and compares what is left in it after the call.

// An explicit Euler integrator: two coupled nonlinear pendulums, the state
// [θ0, θ1, ω0, ω1] updated in place in a 4-element buffer for n steps.
// Every load reads memory the loop overwrites (recorded per iteration).
// rev @euler dup,active,active,const step=1e-7 tol=1e-5 : [0.3, -0.2, 0.0, 0.1]; 1.5; 0.05; 1000 | [1.0, 0.5, -0.5, 0.0]; 0.7; 0.0; 1000
// rev @euler dup,const,active,const : [0.3, -0.2, 0.0, 0.1]; 1.5; 0.05; 100
func.func @euler(%s: memref<4xf64>, %k: f64, %damp: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %h = arith.constant 0.01 : f64
  %g = arith.constant 9.81 : f64
  scf.for %i = %c0 to %n step %c1 {
    %t0 = memref.load %s[%c0] : memref<4xf64>
    %t1 = memref.load %s[%c1] : memref<4xf64>
    %w0 = memref.load %s[%c2] : memref<4xf64>
    %w1 = memref.load %s[%c3] : memref<4xf64>
    // a0 = -g sin θ0 + k (θ1 − θ0) − d ω0, a1 = -g sin θ1 − k (θ1 − θ0) − d ω1
    %s0 = math.sin %t0 : f64
    %s1 = math.sin %t1 : f64
    %g0 = arith.mulf %g, %s0 : f64
    %g1 = arith.mulf %g, %s1 : f64
    %dt = arith.subf %t1, %t0 : f64
    %sp = arith.mulf %k, %dt : f64
    %d0 = arith.mulf %damp, %w0 : f64
    %d1 = arith.mulf %damp, %w1 : f64
    %a0a = arith.subf %sp, %g0 : f64
    %a0 = arith.subf %a0a, %d0 : f64
    %a1a = arith.negf %sp : f64
    %a1b = arith.subf %a1a, %g1 : f64
    %a1 = arith.subf %a1b, %d1 : f64
    %ht0 = arith.mulf %h, %w0 : f64
    %ht1 = arith.mulf %h, %w1 : f64
    %hw0 = arith.mulf %h, %a0 : f64
    %hw1 = arith.mulf %h, %a1 : f64
    %nt0 = arith.addf %t0, %ht0 : f64
    %nt1 = arith.addf %t1, %ht1 : f64
    %nw0 = arith.addf %w0, %hw0 : f64
    %nw1 = arith.addf %w1, %hw1 : f64
    memref.store %nt0, %s[%c0] : memref<4xf64>
    memref.store %nt1, %s[%c1] : memref<4xf64>
    memref.store %nw0, %s[%c2] : memref<4xf64>
    memref.store %nw1, %s[%c3] : memref<4xf64>
  }
  // Energy-like objective of the final state.
  %f0 = memref.load %s[%c0] : memref<4xf64>
  %f2 = memref.load %s[%c2] : memref<4xf64>
  %e0 = arith.mulf %f2, %f2 : f64
  %e1 = math.cos %f0 : f64
  %e = arith.subf %e0, %e1 : f64
  return %e : f64
}

// A reduction over a 2-D memref: Σ_ij w_j · A_ij² (A and w read-only).
// rev @reduce2d dup,dup : [[1.0, 2.0, -0.5], [0.25, -1.5, 3.0]]; [0.5, -1.0, 2.0]
// rev @reduce2d const,dup : [[1.0, 2.0, -0.5], [0.25, -1.5, 3.0]]; [0.5, -1.0, 2.0]
// rev @reduce2d dup,const : [[1.0, 2.0, -0.5], [0.25, -1.5, 3.0]]; [0.5, -1.0, 2.0]
func.func @reduce2d(%a: memref<?x?xf64>, %w: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  %m = memref.dim %a, %c1 : memref<?x?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %row = scf.for %j = %c0 to %m step %c1 iter_args(%s = %acc) -> (f64) {
      %v = memref.load %a[%i, %j] : memref<?x?xf64>
      %wj = memref.load %w[%j] : memref<?xf64>
      %q = arith.mulf %v, %v : f64
      %p = arith.mulf %q, %wj : f64
      %t = arith.addf %s, %p : f64
      scf.yield %t : f64
    }
    scf.yield %row : f64
  }
  return %r : f64
}

// A 2-D in-place update in nested loops: A_ij ← sin(A_ij) · x + A_i,j-1
// (loads in the inner loop read memory the loops write: two-level records).
// rev @update2d dup,active : [[1.0, 2.0, -0.5], [0.25, -1.5, 3.0]]; 0.8
func.func @update2d(%a: memref<2x3xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c1 to %c3 step %c1 {
      %v = memref.load %a[%i, %j] : memref<2x3xf64>
      %jm = arith.subi %j, %c1 : index
      %u = memref.load %a[%i, %jm] : memref<2x3xf64>
      %s = math.sin %v : f64
      %p = arith.mulf %s, %x : f64
      %q = arith.addf %p, %u : f64
      memref.store %q, %a[%i, %j] : memref<2x3xf64>
    }
  }
  return
}

// Storing constants over active memory zeroes their adjoint: the values
// first read from m[0] and m[2] reach the result only through %a.
// rev @store_const dup : [0.5, -1.0, 2.0, 4.0] | [-1.5, 0.5, 0.25, 3.0]
func.func @store_const(%m: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant 3.0 : f64
  %a = memref.load %m[%c0] : memref<4xf64>
  %b = arith.mulf %a, %a : f64
  memref.store %b, %m[%c1] : memref<4xf64>
  memref.store %k, %m[%c0] : memref<4xf64>
  memref.store %k, %m[%c2] : memref<4xf64>
  %x = memref.load %m[%c0] : memref<4xf64>
  %y = memref.load %m[%c1] : memref<4xf64>
  %r = arith.mulf %x, %y : f64
  return %r : f64
}

// The same in a loop: each element is read, then overwritten with a
// constant; the result accumulates the products.
// rev @store_const_loop dup,active : [0.5, -1.0, 2.0, 4.0, 1.5]; 0.3
func.func @store_const_loop(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %n = memref.dim %m, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f64) {
    %v = memref.load %m[%i] : memref<?xf64>
    %p = arith.mulf %v, %acc : f64
    memref.store %one, %m[%i] : memref<?xf64>
    scf.yield %p : f64
  }
  return %s : f64
}

// A prefix sum in place, then a temporary buffer (alloc/dealloc) holding
// exp of it, reduced with weights.
// rev @prefix_temp dup,active : [0.5, -1.0, 0.2, 0.7]; 0.9
func.func @prefix_temp(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %m, %c0 : memref<?xf64>
  scf.for %i = %c1 to %n step %c1 {
    %im = arith.subi %i, %c1 : index
    %p = memref.load %m[%im] : memref<?xf64>
    %v = memref.load %m[%i] : memref<?xf64>
    %q = arith.mulf %p, %x : f64
    %s = arith.addf %v, %q : f64
    memref.store %s, %m[%i] : memref<?xf64>
  }
  %t = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf64>
    %e = math.exp %v : f64
    memref.store %e, %t[%i] : memref<?xf64>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %t[%i] : memref<?xf64>
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %w = arith.mulf %v, %f : f64
    %a = arith.addf %acc, %w : f64
    scf.yield %a : f64
  }
  memref.dealloc %t : memref<?xf64>
  return %r : f64
}

// f32 state updated in place.
// rev @f32_inplace dup,active step=1e-2 tol=2e-3 : [0.5, -1.0, 2.0]; 0.5
func.func @f32_inplace(%m: memref<?xf32>, %x: f32) -> f32 {
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

// Memory picked by scf.if and by select between two dup buffers.
// rev @pick_buffer dup,dup,active : [1.5, 2.0]; [3.0, 4.0]; 0.3 | [1.5, 2.0]; [3.0, 4.0]; -0.3
func.func @pick_buffer(%a: memref<2xf64>, %b: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %pos = arith.cmpf ogt, %x, %z : f64
  %m = scf.if %pos -> memref<2xf64> {
    scf.yield %a : memref<2xf64>
  } else {
    scf.yield %b : memref<2xf64>
  }
  %s = arith.select %pos, %b, %a : memref<2xf64>
  %v = memref.load %m[%c0] : memref<2xf64>
  %w = arith.mulf %v, %x : f64
  memref.store %w, %s[%c1] : memref<2xf64>
  %u = memref.load %a[%c1] : memref<2xf64>
  %t = math.sin %u : f64
  %r = arith.mulf %t, %v : f64
  return %r : f64
}

// A select between a dup argument and a local buffer (which gets a shadow).
// rev @select_local dup,active : [1.5, 2.0]; 0.3 | [1.5, 2.0]; -0.3
func.func @select_local(%a: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %k = memref.alloca() : memref<2xf64>
  %e = math.exp %x : f64
  memref.store %e, %k[%c0] : memref<2xf64>
  %c = arith.cmpf ogt, %x, %z : f64
  %m = arith.select %c, %a, %k : memref<2xf64>
  %v = memref.load %m[%c0] : memref<2xf64>
  %r = arith.mulf %v, %x : f64
  memref.store %r, %a[%c1] : memref<2xf64>
  return %r : f64
}

// memref.copy between dup buffers, the copy then updated in place and
// read with the source.
// rev @copy_scale dup,dup,active : [0.5, -1.0, 2.0]; [0.0, 0.0, 0.0]; 1.5 | [1.5, 0.25, -0.5]; [3.0, 2.0, 1.0]; -0.7
func.func @copy_scale(%a: memref<3xf64>, %b: memref<3xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  memref.copy %a, %b : memref<3xf64> to memref<3xf64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %b[%i] : memref<3xf64>
    %w = arith.mulf %v, %s : f64
    %e = math.sin %w : f64
    memref.store %e, %b[%i] : memref<3xf64>
    %u = memref.load %a[%i] : memref<3xf64>
    %p = arith.mulf %e, %u : f64
    %t = arith.addf %acc, %p : f64
    scf.yield %t : f64
  }
  return %r : f64
}

// A temporary allocated, filled, read (also by an inner loop) and freed in
// each iteration of a loop: each reverse iteration gets its own zeroed
// shadow; the temporary's loads are recorded.
// rev @loop_temp dup,active,const : [0.5, -0.2, 0.9]; 0.7; 4 | [1.0, 0.3, -0.6]; -1.2; 3
func.func @loop_temp(%u: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %tmp = memref.alloc() : memref<3xf64>
    scf.for %i = %c0 to %c3 step %c1 {
      %v = memref.load %u[%i] : memref<3xf64>
      %w = arith.mulf %v, %x : f64
      %s = math.sin %w : f64
      memref.store %s, %tmp[%i] : memref<3xf64>
    }
    %a = memref.load %tmp[%c0] : memref<3xf64>
    %b = memref.load %tmp[%c2] : memref<3xf64>
    %p = arith.mulf %a, %b : f64
    memref.store %p, %tmp[%c1] : memref<3xf64>
    %q = scf.for %i = %c0 to %c3 step %c1 iter_args(%s2 = %acc) -> (f64) {
      %e = memref.load %tmp[%i] : memref<3xf64>
      %e2 = arith.mulf %e, %e : f64
      %n2 = arith.addf %s2, %e2 : f64
      scf.yield %n2 : f64
    }
    %v0 = memref.load %u[%c0] : memref<3xf64>
    %v1 = arith.mulf %v0, %q : f64
    %h = arith.constant 0.3 : f64
    %v2 = arith.mulf %v1, %h : f64
    memref.store %v2, %u[%c0] : memref<3xf64>
    memref.dealloc %tmp : memref<3xf64>
    scf.yield %q : f64
  }
  return %r : f64
}

// A 2-D stencil over time, updated in place: the loads three loops down
// read memory later iterations overwrite; each is recorded for every
// (t, i, j) iteration of the nest (ad/reverse/loops.rs record_nested_loads).
// rev @heat dup,active,const : [[0.1, 0.5, -0.3, 0.2], [0.7, -0.1, 0.4, 0.9], [0.3, 0.8, -0.6, 0.0], [0.2, -0.4, 0.6, 1.1]]; 0.3; 5 | [[1.0, 0.2, 0.3, -0.5], [0.1, 0.4, -0.2, 0.6], [0.9, -0.7, 0.5, 0.3], [0.4, 0.1, -0.8, 0.2]]; -0.7; 2 | [[1.0, 0.2, 0.3, -0.5], [0.1, 0.4, -0.2, 0.6], [0.9, -0.7, 0.5, 0.3], [0.4, 0.1, -0.8, 0.2]]; 0.5; 0
func.func @heat(%u: memref<4x4xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %c3 step %c1 {
      scf.for %j = %c1 to %c3 step %c1 {
        %im = arith.subi %i, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %a = memref.load %u[%i, %j] : memref<4x4xf64>
        %b = memref.load %u[%im, %j] : memref<4x4xf64>
        %c = memref.load %u[%i, %jp] : memref<4x4xf64>
        %d = arith.addf %b, %c : f64
        %e = arith.subf %d, %a : f64
        %s = math.sin %e : f64
        %f = arith.mulf %s, %k : f64
        %g = arith.addf %a, %f : f64
        memref.store %g, %u[%i, %j] : memref<4x4xf64>
      }
    }
  }
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %u[%i, %i] : memref<4x4xf64>
    %w = arith.mulf %v, %v : f64
    %a2 = arith.addf %acc, %w : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// Four nested loops with loads of written memory at several depths, a
// loop-carried value in an inner loop, a load in an scf.if three loops
// down, and a step of 2.
// rev @deep4 dup,active,const : [0.3, -0.2, 0.5, 0.1, 0.7, -0.4]; 0.6; 3 | [0.9, 0.1, -0.3, 0.2, 0.4, 0.8]; -0.9; 2
func.func @deep4(%u: memref<6xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %s = %c0 to %c2 step %c1 {
      %h = memref.load %u[%s] : memref<6xf64>
      %acc = scf.for %i = %c0 to %c6 step %c2 iter_args(%a = %h) -> (f64) {
        %q = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> (f64) {
          %ij = arith.addi %i, %j : index
          %jj = arith.remui %ij, %c6 : index
          %v = memref.load %u[%jj] : memref<6xf64>
          %pos = arith.cmpf ogt, %v, %z : f64
          %w = scf.if %pos -> (f64) {
            %o = memref.load %u[%i] : memref<6xf64>
            %p = arith.mulf %o, %x : f64
            scf.yield %p : f64
          } else {
            %p = math.cos %v : f64
            scf.yield %p : f64
          }
          %y = arith.mulf %w, %x : f64
          %y2 = math.sin %y : f64
          %nv = arith.addf %v, %y2 : f64
          memref.store %nv, %u[%jj] : memref<6xf64>
          %b2 = arith.addf %b, %nv : f64
          scf.yield %b2 : f64
        }
        scf.yield %q : f64
      }
      %m = arith.mulf %acc, %x : f64
      %m2 = math.tanh %m : f64
      memref.store %m2, %u[%s] : memref<6xf64>
    }
  }
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %u[%i] : memref<6xf64>
    %w = arith.mulf %v, %v : f64
    %a2 = arith.addf %acc, %w : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// A triangular nest (the inner bound is the middle loop's induction
// variable) updating memory in place over time: the records are sized by
// the largest inner trip count (ad/reverse/nest_bounds.rs).
// rev @tri dup,active,const : [[0.1, 0.2, 0.3, 0.4, 0.5], [0.5, -0.4, 0.3, 0.2, 0.1], [0.9, 0.8, -0.7, 0.6, 0.5], [0.2, 0.4, 0.6, -0.8, 1.0], [1.1, -0.3, 0.7, 0.2, 0.4]]; 0.7; 3 | [[0.3, 0.1, -0.2, 0.4, 0.5], [0.2, 0.4, -0.3, 0.2, 0.6], [0.1, 0.8, 0.7, -0.6, 0.5], [0.9, 0.4, 0.1, 0.8, -1.0], [0.5, 0.3, 0.2, 0.7, 0.4]]; -0.4; 2
func.func @tri(%a: memref<5x5xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c1 to %c5 step %c1 {
      scf.for %j = %c0 to %i step %c1 {
        %im = arith.subi %i, %c1 : index
        %p = memref.load %a[%im, %j] : memref<5x5xf64>
        %q = memref.load %a[%i, %j] : memref<5x5xf64>
        %s = math.sin %p : f64
        %w = arith.mulf %s, %x : f64
        %r = arith.addf %q, %w : f64
        memref.store %r, %a[%i, %j] : memref<5x5xf64>
      }
    }
  }
  %sum = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %a[%i, %c0] : memref<5x5xf64>
    %w = arith.mulf %v, %v : f64
    %b = arith.addf %acc, %w : f64
    scf.yield %b : f64
  }
  return %sum : f64
}

// The same with an inner bound made with an op that is not monotone
// ((3 i) mod 5): the inner loop records into a stream (its trip count is
// taken as it starts), not into rows sized from the corners of the nest.
// rev @tri_mod dup,active,const : [[0.1,0.2,0.3,0.4,0.5],[0.5,-0.4,0.3,0.2,0.1],[0.9,0.8,-0.7,0.6,0.5],[0.2,0.4,0.6,-0.8,1.0],[1.1,-0.3,0.7,0.2,0.4]]; 0.7; 3
func.func @tri_mod(%a: memref<5x5xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c1 to %c5 step %c1 {
      %i3 = arith.muli %i, %c3 : index
      %ub = arith.remui %i3, %c5 : index
      scf.for %j = %c0 to %ub step %c1 {
        %p = memref.load %a[%i, %j] : memref<5x5xf64>
        %s = math.sin %p : f64
        %w = arith.mulf %s, %x : f64
        memref.store %w, %a[%i, %j] : memref<5x5xf64>
      }
    }
  }
  %v = memref.load %a[%c1, %c0] : memref<5x5xf64>
  return %v : f64
}

// An inner bound made of monotone ops but not monotone in the middle
// loop's induction variable (i (4 − i), which uses i twice): the bound at
// the corners of the nest would be too small (3 < 4); it records into a
// stream.
// rev @tri_bump dup,active,const : [[0.1,0.2,0.3,0.4,0.5],[0.5,-0.4,0.3,0.2,0.1],[0.9,0.8,-0.7,0.6,0.5],[0.2,0.4,0.6,-0.8,1.0],[1.1,-0.3,0.7,0.2,0.4]]; 0.7; 3
func.func @tri_bump(%a: memref<5x5xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c1 to %c5 step %c1 {
      %d = arith.subi %c4, %i : index
      %ub = arith.muli %i, %d : index
      scf.for %j = %c0 to %ub step %c1 {
        %p = memref.load %a[%i, %j] : memref<5x5xf64>
        %s = math.sin %p : f64
        %w = arith.mulf %s, %x : f64
        memref.store %w, %a[%i, %j] : memref<5x5xf64>
      }
    }
  }
  %v = memref.load %a[%c1, %c0] : memref<5x5xf64>
  return %v : f64
}

// An scf.if yielding stack memory it allocates (a memref.alloca in each
// branch): the allocas are made before the scf.if (stack memory lives
// until the return wherever it is allocated), which then picks between
// memory defined before it, each with a shadow.
// rev @if_alloc active,const : 0.7; true | -0.4; false
func.func @if_alloc(%x: f64, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %m = scf.if %c -> memref<1xf64> {
    %a = memref.alloca() : memref<1xf64>
    scf.yield %a : memref<1xf64>
  } else {
    %b = memref.alloca() : memref<1xf64>
    scf.yield %b : memref<1xf64>
  }
  memref.store %x, %m[%c0] : memref<1xf64>
  %v = memref.load %m[%c0] : memref<1xf64>
  %r = arith.mulf %v, %v : f64
  return %r : f64
}

// The same with llvm.alloca, written in the branches and overwritten after.
// rev @if_ptr active,const : 0.7; true | -0.4; false
func.func @if_ptr(%x: f64, %c: i1) -> f64 {
  %n = llvm.mlir.constant(2 : i64) : i64
  %p = scf.if %c -> !llvm.ptr {
    %a = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
    llvm.store %x, %a : f64, !llvm.ptr
    scf.yield %a : !llvm.ptr
  } else {
    %b = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
    %s = math.sin %x : f64
    llvm.store %s, %b : f64, !llvm.ptr
    scf.yield %b : !llvm.ptr
  }
  %v = llvm.load %p : !llvm.ptr -> f64
  %r = arith.mulf %v, %x : f64
  llvm.store %r, %p : f64, !llvm.ptr
  %w = llvm.load %p : !llvm.ptr -> f64
  %o = arith.mulf %w, %v : f64
  return %o : f64
}

// Loop-body temporaries made by llvm.alloca (only loaded and stored) and
// memref.alloca temporaries filled by memref.copy (reader-5 report 2):
// made once before the loop (stack memory, fresh in every iteration
// before, holds nothing an iteration reads before writing it).
// rev @llvm_tmp_for active,const : 0.3; 3 | -0.7; 1
func.func @llvm_tmp_for(%x0: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%x = %x0) -> (f64) {
    %t = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
    llvm.store %x, %t : f64, !llvm.ptr
    %y = llvm.load %t : !llvm.ptr -> f64
    %s = math.sin %y : f64
    scf.yield %s : f64
  }
  return %r : f64
}

// rev @llvm_tmp_while active,const : 0.3; 3 | -0.7; 1
func.func @llvm_tmp_while(%x0: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%k = %c0, %x = %x0) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %k, %n : index
    scf.condition(%go) %k, %x : index, f64
  } do {
  ^bb0(%k: index, %x: f64):
    %two = llvm.mlir.constant(2 : i32) : i32
    %t = llvm.alloca %two x f64 : (i32) -> !llvm.ptr
    %q = llvm.getelementptr %t[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %x, %t : f64, !llvm.ptr
    %sx = math.sin %x : f64
    llvm.store %sx, %q : f64, !llvm.ptr
    %y = llvm.load %t : !llvm.ptr -> f64
    %z = llvm.load %q : !llvm.ptr -> f64
    %s = arith.mulf %y, %z : f64
    %k1 = arith.addi %k, %c1 : index
    scf.yield %k1, %s : index, f64
  }
  return %r#1 : f64
}

// rev @copy_tmp_for dup,const : [0.3, 0.5]; 3 | [-0.2, 0.9]; 1
func.func @copy_tmp_for(%u: memref<2xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %t = memref.alloca() : memref<2xf64>
    memref.copy %u, %t : memref<2xf64> to memref<2xf64>
    %y = memref.load %t[%c0] : memref<2xf64>
    %s = math.sin %y : f64
    %w = memref.load %t[%c1] : memref<2xf64>
    %p = arith.mulf %s, %w : f64
    memref.store %p, %u[%c1] : memref<2xf64>
  }
  %o = memref.load %u[%c1] : memref<2xf64>
  return %o : f64
}

// rev @copy_tmp_while dup,const : [0.3, 0.5]; 3 | [-0.2, 0.9]; 1
func.func @copy_tmp_while(%u: memref<2xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%k = %c0) : (index) -> index {
    %go = arith.cmpi slt, %k, %n : index
    scf.condition(%go) %k : index
  } do {
  ^bb0(%k: index):
    %t = memref.alloca() : memref<2xf64>
    memref.copy %u, %t : memref<2xf64> to memref<2xf64>
    %y = memref.load %t[%c0] : memref<2xf64>
    %s = math.sin %y : f64
    memref.store %s, %u[%c1] : memref<2xf64>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %k1 : index
  }
  %o = memref.load %u[%c1] : memref<2xf64>
  return %o : f64
}

// A stack array each branch of an scf.if allocates and fills, then updated
// in a loop (reader-6 report 2): checkpointed, the loop's range function
// takes the picked pointer, whose size (the same in both branches) is known.
// rev @ifllvm active,active,const,const : 0.7; -0.4; true; 3 | 0.7; -0.4; false; 2
func.func @ifllvm(%x: f64, %y: f64, %flag: i1, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = llvm.mlir.constant(2 : i64) : i64
  %p = scf.if %flag -> (!llvm.ptr) {
    %a = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
    llvm.store %x, %a : f64, !llvm.ptr
    %a1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %y, %a1 : f64, !llvm.ptr
    scf.yield %a : !llvm.ptr
  } else {
    %b = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
    %t = arith.mulf %x, %y : f64
    llvm.store %t, %b : f64, !llvm.ptr
    %b1 = llvm.getelementptr %b[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %x, %b1 : f64, !llvm.ptr
    scf.yield %b : !llvm.ptr
  }
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  scf.for %i = %c0 to %n step %c1 {
    %u = llvm.load %p : !llvm.ptr -> f64
    %v = llvm.load %q : !llvm.ptr -> f64
    %s = math.sin %v : f64
    %w = arith.mulf %u, %s : f64
    llvm.store %w, %q : f64, !llvm.ptr
    %ww = arith.addf %w, %u : f64
    llvm.store %ww, %p : f64, !llvm.ptr
  }
  %r = llvm.load %q : !llvm.ptr -> f64
  %r0 = llvm.load %p : !llvm.ptr -> f64
  %res = arith.mulf %r, %r0 : f64
  return %res : f64
}

// Heap memory an scf.if (or index_switch) allocates in its branches and
// yields, as bufferized code does: allocated before it and freed in the
// branches that did not allocate it (ad/hoist.rs heap_yielded_from_branch).
// rev @if_heap active,const : 0.5; 1 | 0.7; 0
func.func @if_heap(%x: f64, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %m = scf.if %c -> memref<1xf64> {
    %a = memref.alloc() : memref<1xf64>
    scf.yield %a : memref<1xf64>
  } else {
    %b = memref.alloc() : memref<1xf64>
    scf.yield %b : memref<1xf64>
  }
  memref.store %x, %m[%c0] : memref<1xf64>
  %v = memref.load %m[%c0] : memref<1xf64>
  %r = arith.mulf %v, %v : f64
  memref.dealloc %m : memref<1xf64>
  return %r : f64
}

// A heap buffer of run-time size an inner scf.if picks, in an scf.if
// without else.
// rev @if_heap_dyn dup,const,const,const : [0.5, 0.2, -0.3, 0.9]; 1; 1; 3 | [0.7, 0.1, 0.4, -0.6]; 1; 0; 4 | [0.7, 0.1, 0.4, -0.6]; 0; 0; 4
func.func @if_heap_dyn(%x: memref<4xf64>, %c: i1, %d: i1, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 1.5 : f64
  scf.if %c {
    %m = scf.if %d -> memref<?xf64> {
      %a = memref.alloc(%n) : memref<?xf64>
      scf.for %i = %c0 to %n step %c1 {
        %v = memref.load %x[%i] : memref<4xf64>
        %s = math.sin %v : f64
        memref.store %s, %a[%i] : memref<?xf64>
      }
      scf.yield %a : memref<?xf64>
    } else {
      %e = memref.alloc(%n) : memref<?xf64>
      scf.for %i = %c0 to %n step %c1 {
        %v = memref.load %x[%i] : memref<4xf64>
        %s = arith.mulf %v, %k : f64
        %t = math.exp %s : f64
        memref.store %t, %e[%i] : memref<?xf64>
      }
      scf.yield %e : memref<?xf64>
    }
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %m[%i] : memref<?xf64>
      %w = memref.load %x[%i] : memref<4xf64>
      %vv = arith.mulf %v, %w : f64
      memref.store %vv, %x[%i] : memref<4xf64>
    }
    memref.dealloc %m : memref<?xf64>
  }
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %w = memref.load %x[%i] : memref<4xf64>
    %ww = arith.mulf %w, %w : f64
    %a2 = arith.addf %acc, %ww : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// An index_switch picking among three heap buffers it allocates.
// rev @switch_heap active,const : 0.5; 0 | 0.7; 1 | -0.3; 5
func.func @switch_heap(%x: f64, %k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = scf.index_switch %k -> memref<2xf64>
  case 0 {
    %a = memref.alloc() : memref<2xf64>
    %s = math.sin %x : f64
    memref.store %s, %a[%c1] : memref<2xf64>
    scf.yield %a : memref<2xf64>
  }
  case 1 {
    %a = memref.alloc() : memref<2xf64>
    %s = math.cos %x : f64
    memref.store %s, %a[%c1] : memref<2xf64>
    scf.yield %a : memref<2xf64>
  }
  default {
    %a = memref.alloc() : memref<2xf64>
    memref.store %x, %a[%c1] : memref<2xf64>
    scf.yield %a : memref<2xf64>
  }
  memref.store %x, %m[%c0] : memref<2xf64>
  %v = memref.load %m[%c0] : memref<2xf64>
  %w = memref.load %m[%c1] : memref<2xf64>
  %r = arith.mulf %v, %w : f64
  memref.dealloc %m : memref<2xf64>
  return %r : f64
}

// Two arguments' buffers swapped by an scf.if in a time loop: the scf.if
// yields their positions and arith.select picks them (and their shadows).
// rev @pick_in_loop dup,dup,const : [0.5, 0.2, -0.3]; [0.1, 0.4, 0.8]; 5 | [0.7, -0.1, 0.3]; [0.2, 0.6, -0.5]; 4
func.func @pick_in_loop(%a: memref<3xf64>, %b: memref<3xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %t = %c0 to %n step %c1 {
    %r = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %r, %c1 : index
    %src, %dst = scf.if %odd -> (memref<3xf64>, memref<3xf64>) {
      scf.yield %a, %b : memref<3xf64>, memref<3xf64>
    } else {
      scf.yield %b, %a : memref<3xf64>, memref<3xf64>
    }
    scf.for %i = %c0 to %c3 step %c1 {
      %u = memref.load %src[%i] : memref<3xf64>
      %w = memref.load %dst[%i] : memref<3xf64>
      %s = math.sin %u : f64
      %v = arith.mulf %s, %w : f64
      %v2 = arith.addf %v, %u : f64
      memref.store %v2, %dst[%i] : memref<3xf64>
    }
  }
  %y0 = memref.load %a[%c0] : memref<3xf64>
  %y1 = memref.load %b[%c2] : memref<3xf64>
  %y = arith.mulf %y0, %y1 : f64
  return %y : f64
}

// Memory freed in a branch of a top-level scf.if (bufferization's
// ownership style: freed only when owned), which a checkpointed loop's
// reverse reads again: freed after the reverse sweep, on the same
// condition (reader-7 report 1).
// rev @owner dup,const,const : [0.3, 0.5, -0.7]; 1; 4 | [0.3, 0.5, -0.7]; 0; 4
func.func @owner(%x: memref<3xf64>, %c: i1, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = scf.if %c -> memref<3xf64> {
    %a = memref.alloc() : memref<3xf64>
    memref.copy %x, %a : memref<3xf64> to memref<3xf64>
    scf.yield %a : memref<3xf64>
  } else {
    scf.yield %x : memref<3xf64>
  }
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c1 to %c3 step %c1 {
      %im = arith.subi %i, %c1 : index
      %u = memref.load %m[%im] : memref<3xf64>
      %w = memref.load %m[%i] : memref<3xf64>
      %uw = arith.mulf %u, %w : f64
      %s = math.sin %uw : f64
      memref.store %s, %m[%i] : memref<3xf64>
    }
  }
  %y = memref.load %m[%c2] : memref<3xf64>
  scf.if %c {
    memref.dealloc %m : memref<3xf64>
  }
  return %y : f64
}

// In each time step, a buffer of run-time size that an scf.if allocates in
// both branches (filled with sin x or x²), yields, and frees after use
// (bufferized code): both allocations are made before the scf.if and
// freed where the result was (ad/branch_allocs.rs; reader-7 report 4).
// rev @inloop dup,const,const : [0.3, 0.5, -0.7, 0.2]; 4; 5 | [0.6, -0.1, 0.2, 0.4]; 3; 2
func.func @inloop(%x: memref<4xf64>, %n: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %t = %c0 to %steps step %c1 {
    %r = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %r, %c1 : index
    %m = scf.if %odd -> memref<?xf64> {
      %a = memref.alloc(%n) : memref<?xf64>
      scf.for %i = %c0 to %n step %c1 {
        %v = memref.load %x[%i] : memref<4xf64>
        %s = math.sin %v : f64
        memref.store %s, %a[%i] : memref<?xf64>
      }
      scf.yield %a : memref<?xf64>
    } else {
      %b = memref.alloc(%n) : memref<?xf64>
      scf.for %i = %c0 to %n step %c1 {
        %v = memref.load %x[%i] : memref<4xf64>
        %s = arith.mulf %v, %v : f64
        memref.store %s, %b[%i] : memref<?xf64>
      }
      scf.yield %b : memref<?xf64>
    }
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %m[%i] : memref<?xf64>
      %w = memref.load %x[%i] : memref<4xf64>
      %vw = arith.mulf %v, %w : f64
      %vv = arith.addf %vw, %w : f64
      memref.store %vv, %x[%i] : memref<4xf64>
    }
    memref.dealloc %m : memref<?xf64>
  }
  %z = arith.constant 0.0 : f64
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %w = memref.load %x[%i] : memref<4xf64>
    %ww = arith.mulf %w, %w : f64
    %a2 = arith.addf %acc, %ww : f64
    scf.yield %a2 : f64
  }
  return %res : f64
}

// The same with stack buffers of one element.
// rev @inloop_alloca active,const : 0.7; 3 | -0.4; 4
func.func @inloop_alloca(%x0: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%x = %x0) -> f64 {
    %md = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %md, %c1 : index
    %m = scf.if %odd -> memref<1xf64> {
      %a = memref.alloca() : memref<1xf64>
      scf.yield %a : memref<1xf64>
    } else {
      %b = memref.alloca() : memref<1xf64>
      scf.yield %b : memref<1xf64>
    }
    %s = math.sin %x : f64
    memref.store %s, %m[%c0] : memref<1xf64>
    %v = memref.load %m[%c0] : memref<1xf64>
    %y = arith.mulf %v, %x : f64
    scf.yield %y : f64
  }
  return %r : f64
}

// An scf.if yielding what an scf.if nested in its branch picks among heap
// buffers it allocates, or its own: the positions are flattened into one
// list (memref_positions::yield_positions; reader-7 report 5).
// rev @nested_heap dup,const,const,const : [0.3, 0.5, -0.7, 0.2]; 1; 1; 3 | [0.3, 0.5, -0.7, 0.2]; 1; 0; 3 | [0.3, 0.5, -0.7, 0.2]; 0; 1; 4
func.func @nested_heap(%x: memref<4xf64>, %c: i1, %d: i1, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = scf.if %c -> memref<?xf64> {
    %in = scf.if %d -> memref<?xf64> {
      %a = memref.alloc(%n) : memref<?xf64>
      scf.for %i = %c0 to %n step %c1 {
        %v = memref.load %x[%i] : memref<4xf64>
        %s = math.sin %v : f64
        memref.store %s, %a[%i] : memref<?xf64>
      }
      scf.yield %a : memref<?xf64>
    } else {
      %b = memref.alloc(%n) : memref<?xf64>
      scf.for %i = %c0 to %n step %c1 {
        %v = memref.load %x[%i] : memref<4xf64>
        %s = math.cos %v : f64
        memref.store %s, %b[%i] : memref<?xf64>
      }
      scf.yield %b : memref<?xf64>
    }
    scf.yield %in : memref<?xf64>
  } else {
    %e = memref.alloc(%n) : memref<?xf64>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %x[%i] : memref<4xf64>
      %s = arith.mulf %v, %v : f64
      memref.store %s, %e[%i] : memref<?xf64>
    }
    scf.yield %e : memref<?xf64>
  }
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %v = memref.load %m[%i] : memref<?xf64>
    %w = memref.load %x[%i] : memref<4xf64>
    %vw = arith.mulf %v, %w : f64
    memref.store %vw, %x[%i] : memref<4xf64>
    %e2 = arith.mulf %vw, %v : f64
    %a2 = arith.addf %acc, %e2 : f64
    scf.yield %a2 : f64
  }
  memref.dealloc %m : memref<?xf64>
  return %r : f64
}

// rev @nested_min active,const,const : 0.7; 1; 0 | 0.7; 1; 1 | -0.3; 0; 1
func.func @nested_min(%x: f64, %c: i1, %d: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %m = scf.if %c -> memref<1xf64> {
    %in = scf.if %d -> memref<1xf64> {
      %a = memref.alloc() : memref<1xf64>
      scf.yield %a : memref<1xf64>
    } else {
      %b = memref.alloc() : memref<1xf64>
      scf.yield %b : memref<1xf64>
    }
    scf.yield %in : memref<1xf64>
  } else {
    %e = memref.alloc() : memref<1xf64>
    scf.yield %e : memref<1xf64>
  }
  %s = math.sin %x : f64
  memref.store %s, %m[%c0] : memref<1xf64>
  %v = memref.load %m[%c0] : memref<1xf64>
  %r = arith.mulf %v, %x : f64
  memref.dealloc %m : memref<1xf64>
  return %r : f64
}

// A heap buffer sized by arithmetic in its branch (on values defined
// before the scf.if): the size is computed again before it (hoist.rs
// computable_before, remake_before).
// rev @sizeinside active,const,const : 0.7; 1; 3 | 0.7; 0; 3
func.func @sizeinside(%x: f64, %c: i1, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = scf.if %c -> memref<?xf64> {
    %n2 = arith.addi %n, %c1 : index
    %a = memref.alloc(%n2) : memref<?xf64>
    scf.yield %a : memref<?xf64>
  } else {
    %b = memref.alloc(%n) : memref<?xf64>
    scf.yield %b : memref<?xf64>
  }
  %s = math.sin %x : f64
  memref.store %s, %m[%c0] : memref<?xf64>
  %v = memref.load %m[%c0] : memref<?xf64>
  %r = arith.mulf %v, %x : f64
  memref.dealloc %m : memref<?xf64>
  return %r : f64
}

// Memory freed two scf.if levels deep (ownership checks), read again by
// the reverse of calls and loops: the free moves after the top-level
// scf.if behind a flag (ad/nested_frees.rs; reader-8 report 1).
func.func private @step_owned(%m: memref<3xf64>, %k: f64) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c1 to %c3 step %c1 {
    %im = arith.subi %i, %c1 : index
    %u = memref.load %m[%im] : memref<3xf64>
    %w = memref.load %m[%i] : memref<3xf64>
    %uw = arith.mulf %u, %w : f64
    %uk = arith.mulf %uw, %k : f64
    %s = math.sin %uk : f64
    memref.store %s, %m[%i] : memref<3xf64>
  }
  return
}
// rev @own2 dup,const,const,const : [0.3, 0.5, -0.7]; 1; 1; 4 | [0.3, 0.5, -0.7]; 1; 0; 4 | [0.3, 0.5, -0.7]; 0; 1; 4
func.func @own2(%x: memref<3xf64>, %c: i1, %d: i1, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant 1.3 : f64
  %m = scf.if %c -> memref<3xf64> {
    %a = memref.alloc() : memref<3xf64>
    memref.copy %x, %a : memref<3xf64> to memref<3xf64>
    scf.yield %a : memref<3xf64>
  } else {
    scf.yield %x : memref<3xf64>
  }
  scf.for %t = %c0 to %n step %c1 {
    func.call @step_owned(%m, %k) : (memref<3xf64>, f64) -> ()
    %u = memref.load %m[%c0] : memref<3xf64>
    %v = memref.load %m[%c2] : memref<3xf64>
    %uv = arith.addf %u, %v : f64
    %e = math.cos %uv : f64
    memref.store %e, %m[%c0] : memref<3xf64>
  }
  func.call @step_owned(%m, %k) : (memref<3xf64>, f64) -> ()
  %y = memref.load %m[%c2] : memref<3xf64>
  %y0 = memref.load %m[%c0] : memref<3xf64>
  %yy = arith.mulf %y, %y0 : f64
  scf.if %c {
    scf.if %d {
      memref.dealloc %m : memref<3xf64>
    } else {
      memref.dealloc %m : memref<3xf64>
    }
  }
  return %yy : f64
}
