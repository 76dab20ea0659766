// Calls in loops nested in a top-level loop, and in branches inside those
// loops (format: see loops.mlir). Their callees run augmented primals
// whose tapes are scalars: the call's results and tape are recorded with
// the nest's other records (for the whole nest, or in a growing stream
// when a loop's trip count is known only when it starts), and the reverse
// runs the callee's reverse with them; the callee is not run again. (Under
// --calls=replay, calls in loops whose trip counts are known only when they
// start are refused: their snapshots are not streamed.)

func.func private @scale0(%m: memref<?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf64>
  %s = arith.mulf %v, %x : f64
  %e = math.sin %s : f64
  memref.store %e, %m[%c0] : memref<?xf64>
  return
}

// A call whose callee overwrites what it reads, three loops down, in a
// loop whose bound is read from memory the call changes.
// rev @stream_call dup,active,const : [2.5]; 0.9; 2 | [3.5, 1.0]; 0.7; 2
func.func @stream_call(%m: memref<?xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %lv = memref.load %m[%c0] : memref<?xf64>
      %la = math.absf %lv : f64
      %lc = arith.addf %la, %c4 : f64
      %li = arith.fptosi %lc : f64 to i64
      %ub = arith.index_cast %li : i64 to index
      scf.for %k = %c0 to %ub step %c1 {
        func.call @scale0(%m, %x) : (memref<?xf64>, f64) -> ()
      }
    }
  }
  return
}

func.func private @step(%u: memref<4xf64>, %j: index, %x: f64) -> f64 {
  %v = memref.load %u[%j] : memref<4xf64>
  %p = arith.mulf %v, %x : f64
  %e = math.sin %p : f64
  %w = arith.addf %v, %e : f64
  memref.store %w, %u[%j] : memref<4xf64>
  return %e : f64
}

// A callee writing the state and returning a value the caller uses
// nonlinearly, two loops down.
// rev @sweeps dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; -0.9; 3
func.func @sweeps(%u: memref<4xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%a = %z) -> (f64) {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (f64) {
      %e = func.call @step(%u, %j, %x) : (memref<4xf64>, index, f64) -> f64
      %e2 = arith.mulf %e, %e : f64
      %b2 = arith.addf %b, %e2 : f64
      scf.yield %b2 : f64
    }
    scf.yield %s : f64
  }
  return %r : f64
}

// The call in a branch of the inner loop's body, and in a branch of the
// outer one's, with a triangular inner loop.
// rev @branches dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 3 | [0.9, 0.1, -0.3, 0.2]; -0.9; 4
func.func @branches(%u: memref<4xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%a = %z) -> (f64) {
    %tr = arith.remui %t, %c2 : index
    %even = arith.cmpi eq, %tr, %c0 : index
    %y = scf.if %even -> (f64) {
      %e = func.call @step(%u, %c3, %x) : (memref<4xf64>, index, f64) -> f64
      scf.yield %e : f64
    } else {
      scf.yield %x : f64
    }
    %s = scf.for %j = %c0 to %t step %c1 iter_args(%b = %a) -> (f64) {
      %jj = arith.remui %j, %c4 : index
      %odd = arith.cmpi ne, %tr, %c0 : index
      %d = scf.if %odd -> (f64) {
        %e = func.call @step(%u, %jj, %y) : (memref<4xf64>, index, f64) -> f64
        %e2 = math.cos %e : f64
        scf.yield %e2 : f64
      } else {
        %v = memref.load %u[%jj] : memref<4xf64>
        scf.yield %v : f64
      }
      %b2 = arith.addf %b, %d : f64
      scf.yield %b2 : f64
    }
    scf.yield %s : f64
  }
  return %r : f64
}

// A ragged inner loop (bounds from memory) calling a callee that writes
// the state; the loop nest also reads the state around the call.
// rev @ragged dup,const,active,const : [0.3, -0.2, 0.5, 0.1]; [3, 0, 4, 2]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; [4, 4, 1, 2]; -0.9; 3
func.func @ragged(%u: memref<4xf64>, %len: memref<4xindex>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %m = memref.load %len[%i] : memref<4xindex>
      scf.for %j = %c0 to %m step %c1 {
        %e = func.call @step(%u, %j, %x) : (memref<4xf64>, index, f64) -> f64
        %o = memref.load %u[%i] : memref<4xf64>
        %w = arith.addf %o, %e : f64
        %w2 = math.tanh %w : f64
        memref.store %w2, %u[%i] : memref<4xf64>
      }
    }
  }
  return
}

func.func private @bump(%u: memref<4xf64>, %j: index, %x: f64) {
  %v = memref.load %u[%j] : memref<4xf64>
  %p = arith.mulf %v, %x : f64
  %e = math.sin %p : f64
  memref.store %e, %u[%j] : memref<4xf64>
  return
}

// An inner bound computed in the outer loop's body with an op that is not
// monotone (remui) but does not vary: rows sized before the nest (so the
// call's snapshots fit there when it is replayed; from a second reader).
// rev @invariant_bound dup,active,const,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 3; 4 | [0.9, 0.1, -0.3, 0.2]; -0.9; 2; 8
func.func @invariant_bound(%u: memref<4xf64>, %x: f64, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %t = %c0 to %n step %c1 {
    %ub = arith.remui %m, %c5 : index
    scf.for %j = %c0 to %ub step %c1 {
      func.call @bump(%u, %j, %x) : (memref<4xf64>, index, f64) -> ()
    }
  }
  return
}
