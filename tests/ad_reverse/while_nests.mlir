// scf.while loops nested in scf.while loops (format: see loops.mlir). A
// nested while is re-executed, and recorded, in each reverse run of the
// loops around it: an adaptive time loop (until t reaches the end) with a
// Newton solve per step, directly, in an scf.for over a state vector, in
// the before region, in an scf.if branch, three whiles deep.

// Implicit Euler for y' = sin(y) until t passes %tend, Newton per step.
// rev @implicit_euler active,const : 0.7; 0.5 | -1.3; 0.05 | 2.1; 0.0
func.func @implicit_euler(%x: f64, %tend: f64) -> f64 {
  %c0 = arith.constant 0.0 : f64
  %h = arith.constant 0.1 : f64
  %tol = arith.constant 1.0e-12 : f64
  %one = arith.constant 1.0 : f64
  %r:2 = scf.while (%t = %c0, %y = %x) : (f64, f64) -> (f64, f64) {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t, %y : f64, f64
  } do {
  ^bb0(%t: f64, %y: f64):
    %z:2 = scf.while (%z = %y, %d = %h) : (f64, f64) -> (f64, f64) {
      %ad = math.absf %d : f64
      %c = arith.cmpf ogt, %ad, %tol : f64
      scf.condition(%c) %z, %d : f64, f64
    } do {
    ^bb0(%z: f64, %d: f64):
      %s = math.sin %z : f64
      %hs = arith.mulf %h, %s : f64
      %g0 = arith.subf %z, %y : f64
      %g = arith.subf %g0, %hs : f64
      %cz = math.cos %z : f64
      %hc = arith.mulf %h, %cz : f64
      %gp = arith.subf %one, %hc : f64
      %dn = arith.divf %g, %gp : f64
      %zn = arith.subf %z, %dn : f64
      scf.yield %zn, %dn : f64, f64
    }
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1, %z#0 : f64, f64
  }
  return %r#1 : f64
}

// A state vector updated in place per step: per element, Newton from the
// loaded value (the inner while reads no memory), in a loop in the while.
// rev @implicit_vector dup,const : [0.3, 0.5, 0.7]; 0.35 | [-0.3, 1.5, 0.0]; 0.05
func.func @implicit_vector(%u: memref<3xf64>, %tend: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.1 : f64
  %tol = arith.constant 1.0e-12 : f64
  %one = arith.constant 1.0 : f64
  %r = scf.while (%t = %z) : (f64) -> f64 {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t : f64
  } do {
  ^bb0(%t: f64):
    scf.for %i = %c0 to %c3 step %c1 {
      %y = memref.load %u[%i] : memref<3xf64>
      %w:2 = scf.while (%q = %y, %d = %h) : (f64, f64) -> (f64, f64) {
        %ad = math.absf %d : f64
        %c = arith.cmpf ogt, %ad, %tol : f64
        scf.condition(%c) %q, %d : f64, f64
      } do {
      ^bb0(%q: f64, %d: f64):
        %s = math.sin %q : f64
        %ht = arith.mulf %h, %t : f64
        %hs = arith.mulf %ht, %s : f64
        %g0 = arith.subf %q, %y : f64
        %g = arith.subf %g0, %hs : f64
        %cz = math.cos %q : f64
        %hc = arith.mulf %ht, %cz : f64
        %gp = arith.subf %one, %hc : f64
        %dn = arith.divf %g, %gp : f64
        %zn = arith.subf %q, %dn : f64
        scf.yield %zn, %dn : f64, f64
      }
      memref.store %w#0, %u[%i] : memref<3xf64>
    }
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1 : f64
  }
  return
}

// The nested while in the before region (its result decides whether the
// outer loop goes on), one in an scf.if branch of the after region, and
// inner trip counts that grow with the outer run (past the records'
// first capacity of 16 runs) or are zero.
// rev @before_and_branch active,active : 0.4; 0.3 | 0.9; 0.2 | 0.05; -0.4
func.func @before_and_branch(%x: f64, %a: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %half = arith.constant 0.5 : f64
  %r:2 = scf.while (%y = %x, %i = %c0) : (f64, index) -> (f64, index) {
    // y · a^k for k < 3i, in a while.
    %n = arith.muli %i, %c6 : index
    %p:2 = scf.while (%v = %y, %k = %c0) : (f64, index) -> (f64, index) {
      %more = arith.cmpi slt, %k, %n : index
      scf.condition(%more) %v, %k : f64, index
    } do {
    ^bb0(%v: f64, %k: index):
      %s = math.sin %v : f64
      %va = arith.mulf %s, %a : f64
      %vv = arith.addf %va, %v : f64
      %k1 = arith.addi %k, %c1 : index
      scf.yield %vv, %k1 : f64, index
    }
    %lim = arith.constant 4 : index
    %go = arith.cmpi slt, %i, %lim : index
    scf.condition(%go) %p#0, %i : f64, index
  } do {
  ^bb0(%y: f64, %i: index):
    %two = arith.constant 2 : index
    %par = arith.remui %i, %two : index
    %isodd = arith.cmpi eq, %par, %c1 : index
    %y2 = scf.if %isodd -> (f64) {
      %q:2 = scf.while (%v = %y, %k = %i) : (f64, index) -> (f64, index) {
        %more = arith.cmpi slt, %k, %c6 : index
        scf.condition(%more) %v, %k : f64, index
      } do {
      ^bb0(%v: f64, %k: index):
        %c = math.cos %v : f64
        %ca = arith.mulf %c, %half : f64
        %k1 = arith.addi %k, %c1 : index
        scf.yield %ca, %k1 : f64, index
      }
      scf.yield %q#0 : f64
    } else {
      %m = arith.mulf %y, %a : f64
      scf.yield %m : f64
    }
    %i1 = arith.addi %i, %c1 : index
    scf.yield %y2, %i1 : f64, index
  }
  return %r#0 : f64
}

// Three whiles deep.
// rev @three_deep active : 0.3 | 1.1
func.func @three_deep(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.while (%a = %x, %i = %c0) : (f64, index) -> (f64, index) {
    %go = arith.cmpi slt, %i, %c3 : index
    scf.condition(%go) %a, %i : f64, index
  } do {
  ^bb0(%a: f64, %i: index):
    %b:2 = scf.while (%u = %a, %j = %c0) : (f64, index) -> (f64, index) {
      %go2 = arith.cmpi sle, %j, %i : index
      scf.condition(%go2) %u, %j : f64, index
    } do {
    ^bb0(%u: f64, %j: index):
      %c:2 = scf.while (%v = %u, %k = %j) : (f64, index) -> (f64, index) {
        %go3 = arith.cmpi slt, %k, %c3 : index
        scf.condition(%go3) %v, %k : f64, index
      } do {
      ^bb0(%v: f64, %k: index):
        %s = math.sin %v : f64
        %e = arith.mulf %s, %v : f64
        %w = arith.addf %e, %v : f64
        %k1 = arith.addi %k, %c1 : index
        scf.yield %w, %k1 : f64, index
      }
      %j1 = arith.addi %j, %c1 : index
      %sq = math.sqrt %c#0 : f64
      scf.yield %sq, %j1 : f64, index
    }
    %i1 = arith.addi %i, %c1 : index
    %m = arith.mulf %b#0, %a : f64
    scf.yield %m, %i1 : f64, index
  }
  return %r#0 : f64
}
