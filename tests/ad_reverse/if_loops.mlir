// Loops, nested scf.ifs, calls and scf.whiles in the branches of an scf.if
// at the top level of a function (format: see loops.mlir). Reverse mode
// puts such an scf.if in a loop of one iteration (ad/if_once.rs), where
// loops in its branches are recorded with the nest: loads there from
// memory written later (in-place updates) are recorded, not reloaded from
// overwritten memory. Each program is checked on both branches.

// An in-place update under a flag.
// rev @square_if dup,const,const : [0.3, 0.5, 0.7]; 3; 1 | [0.3, 0.5, 0.7]; 3; 0 | [0.9, -0.4, 0.2, 0.6]; 4; 1
func.func @square_if(%x: memref<?xf64>, %n: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %flag {
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %x[%i] : memref<?xf64>
      %s = arith.mulf %v, %v : f64
      %t = math.sin %s : f64
      memref.store %t, %x[%i] : memref<?xf64>
    }
  }
  return
}

func.func private @cosat(%x: memref<?xf64>, %i: index) -> f64 {
  %v = memref.load %x[%i] : memref<?xf64>
  %s = math.cos %v : f64
  return %s : f64
}

// Results (a loop's carried value, a nested scf.if's result), an else
// branch with a nested scf.if updating memory, a call reading the memory
// the loop updates, the result used after the scf.if with memory it wrote.
// rev @results dup,const,const,active : [0.3, 0.5, 0.7]; 3; 1; 0.8 | [0.3, 0.5, 0.7]; 3; 0; 0.8 | [-0.3, 0.5, 0.7]; 3; 0; 0.8
func.func @results(%x: memref<?xf64>, %n: index, %flag: i1, %a: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.if %flag -> (f64) {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (f64) {
      %v = memref.load %x[%i] : memref<?xf64>
      %w = func.call @cosat(%x, %i) : (memref<?xf64>, index) -> f64
      %p = arith.mulf %v, %acc : f64
      %q = arith.addf %p, %w : f64
      memref.store %q, %x[%i] : memref<?xf64>
      scf.yield %q : f64
    }
    scf.yield %s : f64
  } else {
    %v = memref.load %x[%c0] : memref<?xf64>
    %c = arith.cmpf ogt, %v, %z : f64
    %t = scf.if %c -> (f64) {
      %u = memref.load %x[%c1] : memref<?xf64>
      %m = arith.mulf %u, %v : f64
      memref.store %m, %x[%c1] : memref<?xf64>
      scf.yield %m : f64
    } else {
      scf.yield %a : f64
    }
    memref.store %a, %x[%c0] : memref<?xf64>
    scf.yield %t : f64
  }
  %l = memref.load %x[%c0] : memref<?xf64>
  %o = arith.mulf %l, %r : f64
  return %o : f64
}

// The trip count is loaded in the branch (known only when the loop
// starts: its records are a stream); an index result used after.
// rev @loaded_bound dup,const,const : [0.3, 0.5, 0.7]; [2]; 1 | [0.3, 0.5, 0.7]; [3]; 1 | [0.3, 0.5, 0.7]; [3]; 0
func.func @loaded_bound(%x: memref<?xf64>, %nb: memref<?xindex>, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = scf.if %flag -> (index) {
    %n = memref.load %nb[%c0] : memref<?xindex>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %x[%i] : memref<?xf64>
      %s = arith.mulf %v, %v : f64
      %e = math.exp %s : f64
      memref.store %e, %x[%i] : memref<?xf64>
    }
    scf.yield %n : index
  } else {
    scf.yield %c1 : index
  }
  %km = arith.subi %k, %c1 : index
  %v = memref.load %x[%km] : memref<?xf64>
  %w = arith.mulf %v, %v : f64
  memref.store %w, %x[%c0] : memref<?xf64>
  return
}

// An explicit Euler integrator under a flag: 200 steps updating the state
// in place (a nest of two loops in the branch).
// rev @euler_if dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 1 | [0.3, -0.2, 0.5, 0.1]; 0.6; 0
func.func @euler_if(%u: memref<4xf64>, %k: f64, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c200 = arith.constant 200 : index
  %h = arith.constant 0.005 : f64
  scf.if %flag {
    scf.for %t = %c0 to %c200 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %v = memref.load %u[%j] : memref<4xf64>
        %jn = arith.addi %j, %c1 : index
        %jw = arith.remui %jn, %c4 : index
        %w = memref.load %u[%jw] : memref<4xf64>
        %s = math.sin %w : f64
        %f = arith.mulf %k, %s : f64
        %d = arith.mulf %h, %f : f64
        %v2 = arith.addf %v, %d : f64
        memref.store %v2, %u[%j] : memref<4xf64>
      }
    }
  } else {
    %v = memref.load %u[%c0] : memref<4xf64>
    %p = arith.mulf %v, %k : f64
    memref.store %p, %u[%c0] : memref<4xf64>
  }
  return
}

// A Newton iteration (scf.while) in a branch: sqrt(a) from a guess, the
// guess read from memory written after the loop.
// rev @newton_if dup,const : [2.0, 0.5]; 1 | [2.0, 0.5]; 0 | [3.5, 1.5]; 1
func.func @newton_if(%m: memref<2xf64>, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f64
  %tol = arith.constant 1.0e-12 : f64
  %a = memref.load %m[%c0] : memref<2xf64>
  scf.if %flag {
    %g = memref.load %m[%c1] : memref<2xf64>
    %r:2 = scf.while (%y = %g, %d = %a) : (f64, f64) -> (f64, f64) {
      %ad = math.absf %d : f64
      %go = arith.cmpf ogt, %ad, %tol : f64
      scf.condition(%go) %y, %d : f64, f64
    } do {
    ^bb0(%y: f64, %d: f64):
      %q = arith.divf %a, %y : f64
      %s = arith.addf %y, %q : f64
      %y2 = arith.mulf %half, %s : f64
      %d2 = arith.subf %y2, %y : f64
      scf.yield %y2, %d2 : f64, f64
    }
    memref.store %r#0, %m[%c1] : memref<2xf64>
  }
  %b = memref.load %m[%c1] : memref<2xf64>
  %p = arith.mulf %b, %a : f64
  memref.store %p, %m[%c0] : memref<2xf64>
  return
}

// A multi-block scf.execute_region in a branch (made single-block, then
// its loads are the branch's own below the top level).
// rev @region_in_if dup,dup,const : [0.3, 0.5]; [0.2, 0.9]; 1 | [0.3, 0.5]; [0.2, 0.9]; 0
func.func @region_in_if(%a: memref<?xf64>, %b: memref<?xf64>, %c: i1) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    scf.execute_region {
      %v = memref.load %a[%c0] : memref<?xf64>
      cf.br ^bb1(%v : f64)
    ^bb1(%w: f64):
      %s = math.sin %w : f64
      memref.store %s, %b[%c0] : memref<?xf64>
      scf.yield
    }
  }
  return
}

// An scf.index_switch (a chain of scf.ifs) whose cases update in place.
// rev @switch_loops dup,active,const : [0.3, -0.2, 0.5]; 0.6; 0 | [0.3, -0.2, 0.5]; 0.6; 1 | [0.3, -0.2, 0.5]; 0.6; 5
func.func @switch_loops(%u: memref<3xf64>, %x: f64, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.index_switch %k
  case 0 {
    scf.for %i = %c0 to %c3 step %c1 {
      %v = memref.load %u[%i] : memref<3xf64>
      %p = arith.mulf %v, %x : f64
      %e = math.tanh %p : f64
      memref.store %e, %u[%i] : memref<3xf64>
    }
    scf.yield
  }
  case 1 {
    scf.for %i = %c1 to %c3 step %c1 {
      %im = arith.subi %i, %c1 : index
      %v = memref.load %u[%im] : memref<3xf64>
      %w = memref.load %u[%i] : memref<3xf64>
      %p = arith.mulf %v, %w : f64
      %q = arith.addf %p, %x : f64
      memref.store %q, %u[%i] : memref<3xf64>
    }
    scf.yield
  }
  default {
    %v = memref.load %u[%c0] : memref<3xf64>
    %p = arith.mulf %v, %x : f64
    memref.store %p, %u[%c0] : memref<3xf64>
    scf.yield
  }
  return
}

// Nested loops in unstructured form in a branch, updating memory in place.
// rev @cf_loops_in_if dup,dup,const : [0.3, 0.5]; [0.2, 0.9]; 1 | [0.3, 0.5]; [0.2, 0.9]; 0
func.func @cf_loops_in_if(%a: memref<?xf64>, %b: memref<?xf64>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.if %c {
    scf.execute_region {
      cf.br ^outer(%c0 : index)
    ^outer(%k: index):
      %more = arith.cmpi slt, %k, %c2 : index
      cf.cond_br %more, ^head(%c0 : index), ^exit
    ^head(%i: index):
      %go = arith.cmpi slt, %i, %c2 : index
      cf.cond_br %go, ^body, ^next
    ^body:
      %v = memref.load %b[%i] : memref<?xf64>
      %s = math.sin %v : f64
      memref.store %s, %b[%i] : memref<?xf64>
      %i1 = arith.addi %i, %c1 : index
      cf.br ^head(%i1 : index)
    ^next:
      %k1 = arith.addi %k, %c1 : index
      cf.br ^outer(%k1 : index)
    ^exit:
      scf.yield
    }
  }
  return
}

// An scf.if yielding one of two buffers it updates in place in loops
// (its memref result is yielded as a position, ad/memref_positions.rs,
// then it is wrapped like the others).
// rev @if_mem dup,dup,const : [0.3, 0.5, 0.7]; [0.1, 0.2, 0.3]; 1 | [0.3, 0.5, 0.7]; [0.1, 0.2, 0.3]; 0
func.func @if_mem(%a: memref<3xf64>, %b: memref<3xf64>, %flag: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = scf.if %flag -> (memref<3xf64>) {
    scf.for %i = %c0 to %c3 step %c1 {
      %v = memref.load %a[%i] : memref<3xf64>
      %s = math.sin %v : f64
      %w = arith.mulf %s, %v : f64
      memref.store %w, %a[%i] : memref<3xf64>
    }
    scf.yield %a : memref<3xf64>
  } else {
    scf.for %i = %c0 to %c3 step %c1 {
      %v = memref.load %b[%i] : memref<3xf64>
      %s = math.cos %v : f64
      %w = arith.mulf %s, %v : f64
      memref.store %w, %b[%i] : memref<3xf64>
    }
    scf.yield %b : memref<3xf64>
  }
  %x = memref.load %m[%c1] : memref<3xf64>
  %y = memref.load %m[%c2] : memref<3xf64>
  %p = arith.mulf %x, %y : f64
  memref.store %p, %m[%c0] : memref<3xf64>
  %q = memref.load %m[%c0] : memref<3xf64>
  return %q : f64
}

// A memref and a number from the branches (the memref picked by position),
// an scf.while in one branch.
// rev @if_mem_num dup,dup,active,const : [0.3, 0.5, 0.7]; [0.1, 0.2, 0.3]; 0.6; 1 | [0.3, 0.5, 0.7]; [0.1, 0.2, 0.3]; 0.6; 0
func.func @if_mem_num(%a: memref<3xf64>, %b: memref<3xf64>, %x: f64, %flag: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m, %s = scf.if %flag -> (memref<3xf64>, f64) {
    %w:2 = scf.while (%i = %c0, %acc = %x) : (index, f64) -> (index, f64) {
      %go = arith.cmpi slt, %i, %c3 : index
      scf.condition(%go) %i, %acc : index, f64
    } do {
    ^bb0(%i: index, %acc: f64):
      %v = memref.load %b[%i] : memref<3xf64>
      %p = arith.mulf %v, %acc : f64
      %q = math.sin %p : f64
      memref.store %q, %b[%i] : memref<3xf64>
      %i1 = arith.addi %i, %c1 : index
      scf.yield %i1, %q : index, f64
    }
    scf.yield %b, %w#1 : memref<3xf64>, f64
  } else {
    %v = memref.load %a[%c1] : memref<3xf64>
    %p = arith.mulf %v, %x : f64
    scf.yield %a, %p : memref<3xf64>, f64
  }
  %y = memref.load %m[%c0] : memref<3xf64>
  %o = arith.mulf %y, %s : f64
  memref.store %o, %m[%c1] : memref<3xf64>
  return %o : f64
}
