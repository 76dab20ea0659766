// Forward mode through control flow (format: see arith.mlir): scf.for with
// iter_args, scf.while, scf.if, scf.execute_region, scf.index_switch, and
// unstructured cf loops with block arguments.

// Horner: p(x) = Σ c[i] x^(n-1-i), both the coefficients and x varied.
// fwd @horner dup,dup : [1.0, -2.0, 0.5, 3.0]; 0.7 | [0.25, 1.5, -1.0]; -1.3
// fwd @horner const,dup : [1.0, -2.0, 0.5, 3.0]; 0.7
// fwd @horner dup,const : [1.0, -2.0, 0.5, 3.0]; 0.7
func.func @horner(%c: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %c, %c0 : memref<?xf64>
  %p = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ci = memref.load %c[%i] : memref<?xf64>
    %m = arith.mulf %acc, %x : f64
    %a = arith.addf %m, %ci : f64
    scf.yield %a : f64
  }
  return %p : f64
}

// Several iter_args that swap (a rotation applied n times), an inactive
// index-typed iter_arg next to them, and two results.
// fwd @rotate dup,dup,const : 0.3; 1.1; 5 | -2.0; 0.5; 3
func.func @rotate(%a: f64, %b: f64, %n: index) -> (f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %k = %c0) -> (f64, f64, index) {
    %s = math.sin %y : f64
    %nx = arith.addf %x, %s : f64
    %cx = math.cos %x : f64
    %ny = arith.mulf %y, %cx : f64
    %k2 = arith.addi %k, %c2 : index
    scf.yield %ny, %nx, %k2 : f64, f64, index
  }
  %kf = arith.index_cast %r#2 : index to i64
  %f = arith.sitofp %kf : i64 to f64
  %o = arith.mulf %r#0, %f : f64
  return %o, %r#1 : f64, f64
}

// The loop-carried value starts constant and becomes varied inside.
// fwd @for_const_init dup : 0.9 | -0.4
func.func @for_const_init(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %init = arith.constant 10.0 : f64
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %init) -> (f64) {
    %t = arith.mulf %acc, %x : f64
    %u = arith.addf %t, %x : f64
    scf.yield %u : f64
  }
  return %r : f64
}

// Nested loops with iter_args on both levels.
// fwd @nested_for dup,const : 0.6; 4 | 1.2; 3
func.func @nested_for(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %one) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %inner = scf.for %j = %c0 to %i step %c1 iter_args(%b = %a) -> (f64) {
      %s = math.sin %b : f64
      %t = arith.mulf %s, %x : f64
      %u = arith.addf %t, %fi : f64
      scf.yield %u : f64
    }
    %v = arith.addf %inner, %x : f64
    scf.yield %v : f64
  }
  return %r : f64
}

// scf.while: repeat x ← x·q + a until x exceeds a bound (the trip count
// does not change under the small perturbations of the check).
// fwd @while_grow dup,dup : 1.0; 0.3 | 0.5; 1.0
func.func @while_grow(%x0: f64, %a: f64) -> f64 {
  %q = arith.constant 1.5 : f64
  %bound = arith.constant 100.0 : f64
  %r = scf.while (%x = %x0) : (f64) -> f64 {
    %c = arith.cmpf olt, %x, %bound : f64
    scf.condition(%c) %x : f64
  } do {
  ^bb0(%y: f64):
    %m = arith.mulf %y, %q : f64
    %n = arith.addf %m, %a : f64
    scf.yield %n : f64
  }
  return %r : f64
}

// scf.while with an index counter, a varied value computed in the
// "before" region and passed to the "after" region, and a value that is
// varied only in the "after" region.
// fwd @while_count dup,const : 0.7; 6 | -1.3; 4
func.func @while_count(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %zero = arith.constant 0.0 : f64
  %r:2 = scf.while (%i = %c0, %acc = %zero) : (index, f64) -> (index, f64) {
    %c = arith.cmpi slt, %i, %n : index
    %s = math.sin %acc : f64
    %t = arith.addf %s, %one : f64
    scf.condition(%c) %i, %t : index, f64
  } do {
  ^bb0(%j: index, %v: f64):
    %w = arith.mulf %v, %x : f64
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %w : index, f64
  }
  return %r#1 : f64
}

// scf.if: a piecewise function, with and without results.
// fwd @piecewise dup : 0.5 | -2.0 | 3.5
func.func @piecewise(%x: f64) -> f64 {
  %z = arith.constant 0.0 : f64
  %three = arith.constant 3.0 : f64
  %neg = arith.cmpf olt, %x, %z : f64
  %r = scf.if %neg -> (f64) {
    %e = math.exp %x : f64
    scf.yield %e : f64
  } else {
    %big = arith.cmpf ogt, %x, %three : f64
    %s = scf.if %big -> (f64) {
      %l = math.log %x : f64
      scf.yield %l : f64
    } else {
      %q = arith.mulf %x, %x : f64
      scf.yield %q : f64
    }
    scf.yield %s : f64
  }
  return %r : f64
}

// scf.if where one branch yields a constant and the other a varied value.
// fwd @if_const_branch dup,const : 0.5; 1 | 0.5; 0
func.func @if_const_branch(%x: f64, %flag: i1) -> f64 {
  %k = arith.constant 4.0 : f64
  %r = scf.if %flag -> (f64) {
    %s = math.sin %x : f64
    scf.yield %s : f64
  } else {
    scf.yield %k : f64
  }
  %o = arith.mulf %r, %x : f64
  return %o : f64
}

// scf.execute_region and scf.index_switch.
// fwd @switch dup,const : 0.5; 0 | 0.5; 1 | 0.5; 7
func.func @switch(%x: f64, %k: index) -> f64 {
  %r = scf.index_switch %k -> f64
  case 0 {
    %s = math.sin %x : f64
    scf.yield %s : f64
  }
  case 1 {
    %e = scf.execute_region -> f64 {
      %t = math.exp %x : f64
      scf.yield %t : f64
    }
    scf.yield %e : f64
  }
  default {
    %q = arith.mulf %x, %x : f64
    scf.yield %q : f64
  }
  return %r : f64
}

// An unstructured loop: cf.br / cf.cond_br with block arguments carrying
// the loop counter and two floats.
// fwd @cf_loop dup,dup,const : 0.5; 1.5; 5 | -0.8; 0.3; 3
func.func @cf_loop(%x: f64, %y: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^head(%c0, %x, %y : i64, f64, f64)
^head(%i: i64, %a: f64, %b: f64):
  %c = arith.cmpi slt, %i, %n : i64
  cf.cond_br %c, ^body, ^exit(%a : f64)
^body:
  %s = math.sin %b : f64
  %a2 = arith.addf %a, %s : f64
  %b2 = arith.mulf %b, %a : f64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^head(%i2, %a2, %b2 : i64, f64, f64)
^exit(%r: f64):
  return %r : f64
}

// cf.cond_br on a float condition, with a constant passed to a block
// argument that is varied on the other edge.
// fwd @cf_branch dup : 0.5 | -0.5
func.func @cf_branch(%x: f64) -> f64 {
  %z = arith.constant 0.0 : f64
  %k = arith.constant 2.0 : f64
  %c = arith.cmpf ogt, %x, %z : f64
  cf.cond_br %c, ^pos, ^join(%k : f64)
^pos:
  %e = math.exp %x : f64
  cf.br ^join(%e : f64)
^join(%v: f64):
  %r = arith.mulf %v, %x : f64
  return %r : f64
}

// cf.switch.
// fwd @cf_switch dup,const : 0.5; 0 | 0.5; 1 | 0.5; 9
func.func @cf_switch(%x: f64, %k: i32) -> f64 {
  cf.switch %k : i32, [
    default: ^d(%x : f64),
    0: ^a,
    1: ^b(%x : f64)
  ]
^a:
  %s = math.sin %x : f64
  cf.br ^d(%s : f64)
^b(%u: f64):
  %t = arith.mulf %u, %u : f64
  cf.br ^d(%t : f64)
^d(%v: f64):
  %r = arith.addf %v, %x : f64
  return %r : f64
}
