// Calls to callees that only read memory, in loops whose bodies later write
// that memory (format: see loops.mlir). The call's result cannot be
// computed again in the reverse sweep (the memory it read has changed by
// then): it is recorded per iteration like a load of written memory, for
// the whole nest when the call is in a nested loop, in a growing stream
// when that loop's trip count is known only when it starts, per run in an
// scf.while. Run under the default (augmented calls) and --calls=replay.

func.func private @rd(%u: memref<4xf64>, %j: index, %x: f64) -> f64 {
  %v = memref.load %u[%j] : memref<4xf64>
  %p = arith.mulf %v, %x : f64
  %e = math.sin %p : f64
  return %e : f64
}

// One loop: the result feeds a product (its adjoint needs the value).
// rev @square dup,active : [0.3, -0.2, 0.5, 0.1]; 0.6 | [0.9, 0.1, -0.3, 0.2]; -0.9
func.func @square(%u: memref<4xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %j = %c0 to %c4 step %c1 {
    %e = func.call @rd(%u, %j, %x) : (memref<4xf64>, index, f64) -> f64
    %w = arith.mulf %e, %e : f64
    memref.store %w, %u[%j] : memref<4xf64>
  }
  return
}

// A branch at the top level of the function.
// rev @top_if dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 1 | [0.9, 0.1, -0.3, 0.2]; -0.9; 0
func.func @top_if(%u: memref<4xf64>, %x: f64, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %on = arith.cmpi eq, %k, %c1 : index
  scf.if %on {
    %e = func.call @rd(%u, %c1, %x) : (memref<4xf64>, index, f64) -> f64
    %w = arith.mulf %e, %e : f64
    memref.store %w, %u[%c1] : memref<4xf64>
  } else {
    %e = func.call @rd(%u, %c0, %x) : (memref<4xf64>, index, f64) -> f64
    %w = arith.mulf %e, %x : f64
    memref.store %w, %u[%c0] : memref<4xf64>
  }
  return
}

// Two loops: time steps around a sweep updating the state in place.
// rev @steps dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 1 | [0.9, 0.1, -0.3, 0.2]; -0.9; 3
func.func @steps(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %e = func.call @rd(%u, %j, %x) : (memref<4xf64>, index, f64) -> f64
      %w = math.tanh %e : f64
      memref.store %w, %u[%j] : memref<4xf64>
    }
  }
  return
}

// Three loops, the innermost carrying a sum whose cosine is written back.
// rev @sweeps dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 1 | [0.9, 0.1, -0.3, 0.2]; -0.9; 2
func.func @sweeps(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      %q = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %z) -> (f64) {
        %e = func.call @rd(%u, %j, %x) : (memref<4xf64>, index, f64) -> f64
        %w = math.tanh %e : f64
        memref.store %w, %u[%j] : memref<4xf64>
        %b2 = arith.addf %b, %w : f64
        scf.yield %b2 : f64
      }
      %c = math.cos %q : f64
      memref.store %c, %u[%i] : memref<4xf64>
    }
  }
  return
}

// The call in a branch of the loop body; the other branch writes too.
// rev @branch dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; -0.9; 3
func.func @branch(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %r = arith.remui %j, %c2 : index
      %even = arith.cmpi eq, %r, %c0 : index
      scf.if %even {
        %e = func.call @rd(%u, %j, %x) : (memref<4xf64>, index, f64) -> f64
        %w = arith.mulf %e, %e : f64
        memref.store %w, %u[%j] : memref<4xf64>
      } else {
        %v = memref.load %u[%j] : memref<4xf64>
        %w = arith.mulf %v, %x : f64
        memref.store %w, %u[%j] : memref<4xf64>
      }
    }
  }
  return
}

func.func private @rdc(%c: memref<4xf64>, %lo: index, %hi: index) -> f64 {
  %z = arith.constant 0.0 : f64
  %s = scf.for %k = %lo to %hi step %lo iter_args(%a = %z) -> (f64) {
    %v = memref.load %c[%k] : memref<4xf64>
    %a2 = arith.addf %a, %v : f64
    scf.yield %a2 : f64
  }
  %e = math.sin %s : f64
  return %e : f64
}

// An inner loop whose trip count is read from memory as it starts: the
// results of a call reading memory without derivatives, which the loop
// then changes, go to a growing stream.
// rev @ragged dup,const,const,active,const : [0.3, -0.2, 0.5, 0.1]; [0.7, 0.4, -0.6, 0.9]; [3, 1, 4, 2]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; [0.2, -0.8, 0.5, 0.3]; [4, 4, 0, 2]; -0.9; 3
func.func @ragged(%u: memref<4xf64>, %c: memref<4xf64>, %len: memref<4xindex>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %half = arith.constant 0.5 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %m = memref.load %len[%i] : memref<4xindex>
      scf.for %j = %c0 to %m step %c1 {
        %e = func.call @rdc(%c, %c1, %j) : (memref<4xf64>, index, index) -> f64
        %o = memref.load %u[%j] : memref<4xf64>
        %w = arith.mulf %e, %o : f64
        %w2 = arith.addf %w, %x : f64
        %w3 = math.tanh %w2 : f64
        memref.store %w3, %u[%j] : memref<4xf64>
        %cj = memref.load %c[%j] : memref<4xf64>
        %ch = arith.mulf %cj, %half : f64
        %cn = arith.addf %e, %ch : f64
        memref.store %cn, %c[%j] : memref<4xf64>
      }
    }
  }
  return
}

func.func private @rdi(%c: memref<4xf64>, %j: index) -> f64 {
  %v = memref.load %c[%j] : memref<4xf64>
  %e = math.cos %v : f64
  return %e : f64
}

// An scf.while whose before and after regions call a function reading
// memory (without derivatives) that the after region writes.
// rev @until dup,const,active : [0.3, -0.2, 0.5, 0.1]; [0.7, 0.4, -0.6, 0.9]; 0.6 | [0.9, 0.1, -0.3, 0.2]; [0.2, -0.8, 0.5, 0.3]; -0.9
func.func @until(%u: memref<4xf64>, %c: memref<4xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %lim = arith.constant 1.9 : f64
  %acc0 = arith.constant 0.0 : f64
  %r:2 = scf.while (%j = %c0, %acc = %acc0) : (index, f64) -> (index, f64) {
    %jj = arith.remui %j, %c4 : index
    %e = func.call @rdi(%c, %jj) : (memref<4xf64>, index) -> f64
    %a = math.absf %e : f64
    %acc2 = arith.addf %acc, %a : f64
    %more = arith.cmpf olt, %acc2, %lim : f64
    scf.condition(%more) %j, %acc2 : index, f64
  } do {
  ^bb0(%j: index, %acc: f64):
    %jj = arith.remui %j, %c4 : index
    %e = func.call @rdi(%c, %jj) : (memref<4xf64>, index) -> f64
    %o = memref.load %u[%jj] : memref<4xf64>
    %w = arith.mulf %e, %o : f64
    %w2 = arith.addf %w, %x : f64
    %w3 = math.sin %w2 : f64
    memref.store %w3, %u[%jj] : memref<4xf64>
    %cn = arith.addf %e, %e : f64
    memref.store %cn, %c[%jj] : memref<4xf64>
    %jn = arith.addi %j, %c1 : index
    scf.yield %jn, %acc : index, f64
  }
  return
}

memref.global "private" @state : memref<4xf64> = dense<[0.5, -0.3, 0.8, 0.2]>

func.func private @rdg(%j: index, %x: f64) -> f64 {
  %g = memref.get_global @state : memref<4xf64>
  %v = memref.load %g[%j] : memref<4xf64>
  %p = arith.mulf %v, %x : f64
  %e = math.sin %p : f64
  return %e : f64
}

// The callee reads a global the loop writes (not an argument of the call);
// the global starts as a copy of the argument.
// rev @global dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; -0.9; 3
func.func @global(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %g = memref.get_global @state : memref<4xf64>
  memref.copy %u, %g : memref<4xf64> to memref<4xf64>
  scf.for %t = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ui = memref.load %u[%j] : memref<4xf64>
      %e = func.call @rdg(%j, %ui) : (index, f64) -> f64
      %w = arith.mulf %e, %e : f64
      %w2 = arith.mulf %w, %x : f64
      memref.store %w2, %g[%j] : memref<4xf64>
      memref.store %e, %u[%j] : memref<4xf64>
    }
  }
  return
}

func.func private @two(%u: memref<4xf64>, %j: index) -> (f64, f64) {
  %v = memref.load %u[%j] : memref<4xf64>
  %e = math.sin %v : f64
  %f = math.cos %v : f64
  return %e, %f : f64, f64
}

// A call with two results in a branch of a top-level scf.if that then
// overwrites what the call read: both results become results of the
// scf.if (from a second reader).
// rev @top_if_two dup,const,active,const : [0.3, -0.2, 0.5, 0.1]; [0.7, 0.4, -0.6, 0.9]; 0.6; 1 | [0.9, 0.1, -0.3, 0.2]; [0.2, -0.8, 0.5, 0.3]; -0.9; 0
func.func @top_if_two(%u: memref<4xf64>, %c: memref<4xf64>, %x: f64, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %on = arith.cmpi eq, %k, %c1 : index
  scf.if %on {
    %e:2 = func.call @two(%c, %c1) : (memref<4xf64>, index) -> (f64, f64)
    %w = arith.mulf %e#0, %x : f64
    %w1 = arith.mulf %w, %x : f64
    %o = memref.load %u[%c1] : memref<4xf64>
    %w2 = arith.mulf %w1, %o : f64
    %w3 = arith.mulf %w2, %e#1 : f64
    memref.store %w3, %u[%c1] : memref<4xf64>
    %q = arith.addf %e#0, %e#1 : f64
    memref.store %q, %c[%c1] : memref<4xf64>
  } else {
    %o = memref.load %u[%c0] : memref<4xf64>
    %w = arith.mulf %o, %x : f64
    memref.store %w, %u[%c0] : memref<4xf64>
  }
  return
}

// A call with two unused results in loops that write what it reads: not
// refused (nothing needs them again).
// rev @two_unused dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 3
func.func @two_unused(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a:2 = func.call @two(%u, %j) : (memref<4xf64>, index) -> (f64, f64)
      %v = memref.load %u[%j] : memref<4xf64>
      %w = arith.mulf %v, %x : f64
      %w2 = math.sin %w : f64
      memref.store %w2, %u[%j] : memref<4xf64>
    }
  }
  return
}

// Memory written only before the call (a store to another argument comes
// after it): the call runs again in the reverse sweep, in nested branches
// and in a loop in a branch.
// rev @written_before dup,const,active,const : [0.3, -0.2, 0.5, 0.1]; [0.7, 0.4, -0.6, 0.9]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; [0.2, -0.8, 0.5, 0.3]; -0.9; 1
func.func @written_before(%o: memref<4xf64>, %c: memref<4xf64>, %x: f64, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %h = arith.constant 0.5 : f64
  memref.store %h, %c[%c1] : memref<4xf64>
  %on = arith.cmpi uge, %k, %c1 : index
  %on2 = arith.cmpi uge, %k, %c2 : index
  scf.if %on {
    scf.if %on2 {
      %e = func.call @rdi(%c, %c1) : (memref<4xf64>, index) -> f64
      %w2 = arith.mulf %x, %e : f64
      %w3 = math.sin %w2 : f64
      memref.store %w3, %o[%c0] : memref<4xf64>
    }
    scf.for %j = %c0 to %c4 step %c1 {
      %e = func.call @rdi(%c, %j) : (memref<4xf64>, index) -> f64
      %w2 = arith.mulf %x, %e : f64
      %w3 = math.cos %w2 : f64
      memref.store %w3, %o[%j] : memref<4xf64>
    }
  }
  return
}

func.func private @two_reads(%u: memref<4xf64>, %j: index) -> (f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %v = scf.for %k = %c0 to %j step %c1 iter_args(%a = %z) -> (f64) {
    %w = memref.load %u[%k] : memref<4xf64>
    %q = arith.mulf %w, %w : f64
    %a2 = arith.addf %a, %q : f64
    scf.yield %a2 : f64
  }
  %s = math.sin %v : f64
  %c = math.cos %v : f64
  return %s, %c : f64, f64
}
// A call with two results read from memory written after it, in a nested
// loop; the callee has a loop (no pair with a scalar tape: replayed): both
// results are recorded for the whole nest.
// rev @two_results dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; -0.9; 3
func.func @two_results(%u: memref<4xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %s, %c = func.call @two_reads(%u, %j) : (memref<4xf64>, index) -> (f64, f64)
      %p = arith.mulf %s, %c : f64
      %q = arith.addf %p, %x : f64
      memref.store %q, %u[%j] : memref<4xf64>
    }
  }
  %r = memref.load %u[%c1] : memref<4xf64>
  return %r : f64
}
