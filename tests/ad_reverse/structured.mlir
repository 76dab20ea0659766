// Reverse mode through scf.parallel (run sequentially), scf.index_switch and
// scf.execute_region (rewritten into scf.for nests, scf.if chains and
// inlined code before differentiation). Format of the // rev lines: see
// loops.mlir.

// A parallel sum of squares (an active reduction), stored through a map.
// rev @par_sumsq dup,dup : [0.5, -1.0, 2.0, 0.25]; [0.0, 0.0, 0.0, 0.0]
func.func @par_sumsq(%a: memref<?xf64>, %b: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?xf64>
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f64 {
    %v = memref.load %a[%i] : memref<?xf64>
    %s = math.sin %v : f64
    memref.store %s, %b[%i] : memref<?xf64>
    %q = arith.mulf %v, %s : f64
    scf.reduce(%q : f64) {
    ^bb0(%l: f64, %r2: f64):
      %t = arith.addf %l, %r2 : f64
      scf.reduce.return %t : f64
    }
  }
  return %r : f64
}

// Two dimensions and two reductions (a product and a maximum), a step of 2.
// rev @par_2d dup,active : [0.9, 1.1, 0.7, 1.3, 0.8, 1.2]; 0.3
func.func @par_2d(%a: memref<6xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %one = arith.constant 1.0 : f64
  %lo = arith.constant -100.0 : f64
  %p, %mx = scf.parallel (%i, %j) = (%c0, %c0) to (%c6, %c3) step (%c2, %c1) init (%one, %lo) -> (f64, f64) {
    %k = arith.addi %i, %j : index
    %kk = arith.remui %k, %c6 : index
    %v = memref.load %a[%kk] : memref<6xf64>
    %w = arith.mulf %v, %x : f64
    %e = arith.addf %w, %one : f64
    scf.reduce(%e, %w : f64, f64) {
    ^bb0(%l: f64, %r2: f64):
      %t = arith.mulf %l, %r2 : f64
      scf.reduce.return %t : f64
    }, {
    ^bb0(%l: f64, %r2: f64):
      %t = arith.maximumf %l, %r2 : f64
      scf.reduce.return %t : f64
    }
  }
  %s = arith.addf %p, %mx : f64
  return %s : f64
}

// A parallel loop without reductions inside an scf.for, updating a
// buffer in place.
// rev @par_in_loop dup,dup,const : [0.5, -0.4, 0.3]; [1.0, 2.0, 3.0]; 3
func.func @par_in_loop(%a: memref<3xf64>, %b: memref<3xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
      %v = memref.load %a[%i] : memref<3xf64>
      %w = memref.load %b[%i] : memref<3xf64>
      %m = arith.mulf %v, %w : f64
      %s = math.tanh %m : f64
      memref.store %s, %b[%i] : memref<3xf64>
      scf.reduce
    }
  }
  return
}

// A parallel loop in an scf.if (refused before the rewrite).
// rev @par_in_if dup,dup,const : [0.5, -0.4, 0.3]; [1.0, 2.0, 3.0]; true | [0.5, -0.4, 0.3]; [1.0, 2.0, 3.0]; false
func.func @par_in_if(%a: memref<?xf64>, %b: memref<?xf64>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  scf.if %c {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %v = memref.load %a[%i] : memref<?xf64>
      %w = arith.mulf %v, %v : f64
      memref.store %w, %b[%i] : memref<?xf64>
      scf.reduce
    }
  }
  return
}

// scf.index_switch with results, on a loop counter, and an
// scf.execute_region in one case.
// rev @switch_loop active,const : 0.7; 7 | -0.3; 4
func.func @switch_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %k = arith.remui %i, %c3 : index
    %v = scf.index_switch %k -> f64
    case 0 {
      %s = math.sin %a : f64
      scf.yield %s : f64
    }
    case 1 {
      %e = scf.execute_region -> f64 {
        %q = arith.mulf %a, %a : f64
        %h = arith.constant 0.5 : f64
        %qh = arith.mulf %q, %h : f64
        scf.yield %qh : f64
      }
      scf.yield %e : f64
    }
    default {
      %c = math.cos %a : f64
      %ca = arith.addf %c, %a : f64
      scf.yield %ca : f64
    }
    scf.yield %v : f64
  }
  return %r : f64
}

// Multi-block scf.execute_region (branches, early yields): made single-block
// like a multi-block function, then inlined.
// rev @er_branches active,const : 0.7; 1 | -1.3; 0 | 2.0; 1
func.func @er_branches(%x: f64, %c: i1) -> f64 {
  %one = arith.constant 1.0 : f64
  %r = scf.execute_region -> f64 {
    %s = math.sin %x : f64
    cf.cond_br %c, ^a(%s : f64), ^b
  ^a(%v: f64):
    %w = arith.mulf %v, %x : f64
    scf.yield %w : f64
  ^b:
    %e = math.exp %x : f64
    %t = arith.addf %e, %one : f64
    cf.br ^c(%t : f64)
  ^c(%u: f64):
    %z = arith.mulf %u, %s : f64
    scf.yield %z : f64
  }
  %q = arith.mulf %r, %x : f64
  return %q : f64
}

// The same inside a loop that updates memory in place.
// rev @er_in_loop dup,active,const : [0.5, -1.0, 2.0]; 0.3; 4 | [-0.2, 1.0, 0.7]; -0.6; 5
func.func @er_in_loop(%u: memref<3xf64>, %h: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.execute_region -> f64 {
      %v = memref.load %u[%c0] : memref<3xf64>
      %pos = arith.cmpf ogt, %v, %zero : f64
      cf.cond_br %pos, ^a, ^b
    ^a:
      %w = arith.mulf %v, %h : f64
      scf.yield %w : f64
    ^b:
      %w2 = math.sin %v : f64
      cf.br ^c(%w2 : f64)
    ^c(%q: f64):
      %z = arith.addf %q, %h : f64
      scf.yield %z : f64
    }
    memref.store %r, %u[%c0] : memref<3xf64>
  }
  return
}
