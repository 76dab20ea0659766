// Reverse mode through calls and recursion (format: see loops.mlir).

// A recursive power function: x^n = x · x^(n−1).
// rev @rpow active,const : 1.1; 0 | 0.9; 1 | -1.3; 6 | 1.05; 20
func.func @rpow(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1.0 : f64
  %is0 = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %is0 -> (f64) {
    scf.yield %one : f64
  } else {
    %m = arith.subi %n, %c1 : i64
    %p = func.call @rpow(%x, %m) : (f64, i64) -> f64
    %q = arith.mulf %p, %x : f64
    scf.yield %q : f64
  }
  return %r : f64
}

// Mutual recursion through two functions with two active arguments.
// rev @even_odd active,active,const : 0.4; 0.3; 5 | -0.6; 1.2; 4
func.func @even_odd(%x: f64, %y: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> (f64) {
    %s = arith.addf %x, %y : f64
    scf.yield %s : f64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = math.sin %x : f64
    %v = func.call @odd_even(%s, %y, %m) : (f64, f64, i64) -> f64
    scf.yield %v : f64
  }
  return %r : f64
}
func.func @odd_even(%x: f64, %y: f64, %n: i64) -> f64 {
  %p = arith.mulf %x, %y : f64
  %e = math.tanh %p : f64
  %r = func.call @even_odd(%e, %x, %n) : (f64, f64, i64) -> f64
  return %r : f64
}

func.func private @step(%a: f64, %x: f64) -> f64 {
  %s = math.sin %a : f64
  %p = arith.mulf %s, %x : f64
  %r = arith.addf %p, %a : f64
  return %r : f64
}
func.func private @wsum(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %m, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %m[%i] : memref<?xf64>
    %p = arith.mulf %v, %x : f64
    %e = math.exp %p : f64
    %a = arith.addf %acc, %e : f64
    scf.yield %a : f64
  }
  return %r : f64
}

// Calls inside loops: a pure callee on the carried value, and a callee
// reading (not writing) a dup memref, in a nested loop.
// rev @calls_in_loops active,dup,const : 0.3; [0.5, -0.25, 1.0]; 5 | -0.7; [1.5, 0.0, -1.0]; 3
// rev @calls_in_loops active,const,const : 0.3; [0.5, -0.25, 1.0]; 5
// rev @calls_in_loops const,dup,const : 0.3; [0.5, -0.25, 1.0]; 5
func.func @calls_in_loops(%x: f64, %m: memref<?xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %b = func.call @step(%a, %x) : (f64, f64) -> f64
    %c = scf.for %j = %c0 to %i step %c1 iter_args(%d = %b) -> (f64) {
      %w = func.call @wsum(%m, %d) : (memref<?xf64>, f64) -> f64
      %l = math.log %w : f64
      scf.yield %l : f64
    }
    scf.yield %c : f64
  }
  return %r : f64
}

// A recursive callee reading memory, called in a loop.
func.func private @rdot(%m: memref<?xf64>, %i: index, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %end = arith.cmpi sge, %i, %n : index
  %r = scf.if %end -> (f64) {
    scf.yield %x : f64
  } else {
    %v = memref.load %m[%i] : memref<?xf64>
    %p = arith.mulf %v, %x : f64
    %s = math.sin %p : f64
    %j = arith.addi %i, %c1 : index
    %rest = func.call @rdot(%m, %j, %s) : (memref<?xf64>, index, f64) -> f64
    scf.yield %rest : f64
  }
  return %r : f64
}
// rev @rec_in_loop dup,active : [0.5, -0.25, 1.0, 2.0]; 0.6
func.func @rec_in_loop(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> (f64) {
    %v = func.call @rdot(%m, %i, %a) : (memref<?xf64>, index, f64) -> f64
    %w = arith.addf %v, %a : f64
    scf.yield %w : f64
  }
  return %r : f64
}
