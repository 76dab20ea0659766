// Loops in the branches of an scf.if inside a loop, reading memory the
// function writes (format: see loops.mlir). A loop in a branch runs at most
// once per iteration of the loop around the scf.if: its records are indexed
// like those of a loop of that body (ad/reverse/nest_records.rs), in a
// growing stream when its trip count is known only when it starts.

// Time steps alternating between two in-place sweeps.
// rev @alternate dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 3 | [0.9, 0.1, -0.3, 0.2]; -0.9; 4
func.func @alternate(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    %r = arith.remui %t, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    scf.if %even {
      scf.for %j = %c0 to %c4 step %c1 {
        %v = memref.load %u[%j] : memref<4xf64>
        %p = arith.mulf %v, %x : f64
        %e = math.sin %p : f64
        memref.store %e, %u[%j] : memref<4xf64>
      }
    } else {
      scf.for %j = %c1 to %c4 step %c1 {
        %jm = arith.subi %j, %c1 : index
        %v = memref.load %u[%j] : memref<4xf64>
        %w = memref.load %u[%jm] : memref<4xf64>
        %p = arith.mulf %v, %w : f64
        %q = arith.addf %p, %x : f64
        memref.store %q, %u[%j] : memref<4xf64>
      }
    }
  }
  return
}

// The branch yields an inner loop's result, used nonlinearly after it; the
// condition reads the state.
// rev @branch_result dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 3 | [0.9, 0.1, -0.3, 0.2]; -0.9; 4
func.func @branch_result(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    %u0 = memref.load %u[%c0] : memref<4xf64>
    %pos = arith.cmpf ogt, %u0, %z : f64
    %s = scf.if %pos -> (f64) {
      %acc = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %z) -> (f64) {
        %v = memref.load %u[%j] : memref<4xf64>
        %p = arith.mulf %v, %v : f64
        %a2 = arith.addf %a, %p : f64
        scf.yield %a2 : f64
      }
      scf.yield %acc : f64
    } else {
      %v = memref.load %u[%c3] : memref<4xf64>
      scf.yield %v : f64
    }
    %c = math.cos %s : f64
    %d = arith.mulf %c, %x : f64
    memref.store %d, %u[%c0] : memref<4xf64>
    scf.for %j = %c1 to %c4 step %c1 {
      %v = memref.load %u[%j] : memref<4xf64>
      %w = arith.addf %v, %d : f64
      %e = math.tanh %w : f64
      memref.store %e, %u[%j] : memref<4xf64>
    }
  }
  return
}

// Three levels: the branch is in the middle loop, its loop's bounds depend
// on the middle loop's index (a triangular loop in a branch).
// rev @middle dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; -0.9; 3
func.func @middle(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %r = arith.remui %i, %c2 : index
      %odd = arith.cmpi ne, %r, %c0 : index
      scf.if %odd {
        scf.for %j = %c0 to %i step %c1 {
          %v = memref.load %u[%j] : memref<4xf64>
          %w = memref.load %u[%i] : memref<4xf64>
          %p = arith.mulf %v, %w : f64
          %q = arith.mulf %p, %x : f64
          %e = math.sin %q : f64
          memref.store %e, %u[%i] : memref<4xf64>
        }
      }
      %v = memref.load %u[%i] : memref<4xf64>
      %e = math.tanh %v : f64
      %f = arith.addf %e, %x : f64
      memref.store %f, %u[%i] : memref<4xf64>
    }
  }
  return
}

// A loop in a branch whose trip count is read from memory as it starts,
// with a loop nested in it: both record into a growing stream.
// rev @ragged_branch dup,const,active,const : [0.3, -0.2, 0.5, 0.1]; [3, 0, 4, 2]; 0.6; 3 | [0.9, 0.1, -0.3, 0.2]; [4, 4, 1, 2]; -0.9; 4
func.func @ragged_branch(%u: memref<4xf64>, %len: memref<4xindex>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    %ti = arith.remui %t, %c4 : index
    %m = memref.load %len[%ti] : memref<4xindex>
    %some = arith.cmpi ugt, %m, %c1 : index
    scf.if %some {
      scf.for %j = %c0 to %m step %c1 {
        %s = scf.for %k = %c0 to %j step %c1 iter_args(%a = %z) -> (f64) {
          %v = memref.load %u[%k] : memref<4xf64>
          %p = arith.mulf %v, %x : f64
          %a2 = arith.addf %a, %p : f64
          scf.yield %a2 : f64
        }
        %w = memref.load %u[%j] : memref<4xf64>
        %e = math.sin %s : f64
        %f = arith.addf %w, %e : f64
        %g = math.tanh %f : f64
        memref.store %g, %u[%j] : memref<4xf64>
      }
    } else {
      %v = memref.load %u[%c2] : memref<4xf64>
      %p = arith.mulf %v, %x : f64
      memref.store %p, %u[%c2] : memref<4xf64>
    }
  }
  return
}

// Nested branches, the inner one's loop bounded by a value computed in the
// outer branch.
// rev @nested_ifs dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 4 | [0.9, 0.1, -0.3, 0.2]; -0.9; 5
func.func @nested_ifs(%u: memref<4xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    %r = arith.remui %t, %c3 : index
    %a = arith.cmpi ne, %r, %c0 : index
    scf.if %a {
      %hi = arith.addi %r, %c2 : index
      %b = arith.cmpi eq, %r, %c1 : index
      scf.if %b {
        scf.for %j = %c0 to %hi step %c1 {
          %v = memref.load %u[%j] : memref<4xf64>
          %p = arith.mulf %v, %x : f64
          %e = math.cos %p : f64
          memref.store %e, %u[%j] : memref<4xf64>
        }
      } else {
        scf.for %j = %c1 to %hi step %c1 {
          %v = memref.load %u[%j] : memref<4xf64>
          %w = arith.mulf %v, %v : f64
          %q = arith.addf %w, %x : f64
          memref.store %q, %u[%j] : memref<4xf64>
        }
      }
    }
  }
  return
}

// A top-level scf.while with loops in branches of both regions: the before
// region's feeds the condition, the after region's update the state in
// place (their rows in the run's stream start where the branch makes them).
// rev @while_branches dup,active : [0.3, -0.2, 0.5, 0.1]; 0.6 | [0.9, 0.1, -0.3, 0.2]; -0.9
func.func @while_branches(%u: memref<4xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0.0 : f64
  %r:2 = scf.while (%t = %c0, %s = %z) : (index, f64) -> (index, f64) {
    %late = arith.cmpi ugt, %t, %c2 : index
    %m = scf.if %late -> (f64) {
      %acc = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %z) -> (f64) {
        %v = memref.load %u[%j] : memref<4xf64>
        %a2 = arith.addf %a, %v : f64
        scf.yield %a2 : f64
      }
      scf.yield %acc : f64
    } else {
      scf.yield %s : f64
    }
    %go = arith.cmpi ult, %t, %c7 : index
    scf.condition(%go) %t, %m : index, f64
  } do {
  ^bb0(%t: index, %s: f64):
    %rr = arith.remui %t, %c2 : index
    %even = arith.cmpi eq, %rr, %c0 : index
    scf.if %even {
      scf.for %j = %c0 to %c4 step %c1 {
        %v = memref.load %u[%j] : memref<4xf64>
        %p = arith.mulf %v, %x : f64
        %e = math.sin %p : f64
        memref.store %e, %u[%j] : memref<4xf64>
      }
    } else {
      %hi = arith.addi %rr, %c2 : index
      scf.for %j = %c1 to %hi step %c1 {
        %v = memref.load %u[%j] : memref<4xf64>
        %w = arith.mulf %v, %s : f64
        %q = math.tanh %w : f64
        memref.store %q, %u[%j] : memref<4xf64>
      }
    }
    %tn = arith.addi %t, %c1 : index
    scf.yield %tn, %s : index, f64
  }
  %u0 = memref.load %u[%c0] : memref<4xf64>
  %f = arith.mulf %u0, %r#1 : f64
  memref.store %f, %u[%c0] : memref<4xf64>
  return
}

// A loop in a branch whose bound divides by a value the branch checks is
// not zero: its records are not sized by evaluating the bound before the
// nest (that would divide by zero where the program does not): a stream
// (from a second reader).
// rev @guarded_div dup,active,const,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 3; 0 | [0.9, 0.1, -0.3, 0.2]; -0.9; 2; 1
func.func @guarded_div(%u: memref<4xf64>, %x: f64, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %nz = arith.cmpi ne, %m, %c0 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      scf.if %nz {
        %ub = arith.divui %i, %m : index
        scf.for %j = %c0 to %ub step %c1 {
          %v = memref.load %u[%j] : memref<4xf64>
          %p = arith.mulf %v, %x : f64
          %e = math.sin %p : f64
          memref.store %e, %u[%j] : memref<4xf64>
        }
      } else {
        %v = memref.load %u[%i] : memref<4xf64>
        %p = arith.mulf %v, %x : f64
        %e = math.cos %p : f64
        memref.store %e, %u[%i] : memref<4xf64>
      }
    }
  }
  return
}

// A loop bound made with an unsigned op of a value that goes below zero
// (min_u(i − 2, 3): trip counts 1, 1, 4, 3, 2, largest inside the range,
// not at its ends): a stream, not rows sized from the corners (from a
// second reader).
// rev @minui_bound dup,active,const : [0.3, -0.2, 0.5, 0.1, 0.2, 0.3, -0.4, 0.6]; 0.6; 2
func.func @minui_bound(%u: memref<8xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c5 step %c1 {
      %d = arith.subi %i, %c2 : index
      %lo = arith.minui %d, %c3 : index
      scf.for %j = %lo to %c4 step %c1 {
        %v = memref.load %u[%j] : memref<8xf64>
        %p = arith.mulf %v, %x : f64
        %e = math.sin %p : f64
        memref.store %e, %u[%j] : memref<8xf64>
      }
    }
  }
  return
}
