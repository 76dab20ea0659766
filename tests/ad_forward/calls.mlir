// Forward mode through calls and recursion (format: see arith.mlir).

func.func private @sq(%x: f64) -> f64 {
  %r = arith.mulf %x, %x : f64
  return %r : f64
}
func.func private @affine(%x: f64, %a: f64, %b: f64) -> f64 {
  %m = arith.mulf %x, %a : f64
  %r = arith.addf %m, %b : f64
  return %r : f64
}

// One callee called with different activities at different sites.
// fwd @calls dup,dup : 0.5; 1.5 | -1.25; 2.0
// fwd @calls const,dup : 0.5; 1.5
func.func @calls(%x: f64, %y: f64) -> f64 {
  %k = arith.constant 3.0 : f64
  %a = func.call @sq(%x) : (f64) -> f64
  %b = func.call @sq(%a) : (f64) -> f64
  %c = func.call @affine(%b, %k, %y) : (f64, f64, f64) -> f64
  %d = func.call @affine(%k, %y, %k) : (f64, f64, f64) -> f64
  %e = func.call @affine(%k, %k, %k) : (f64, f64, f64) -> f64
  %s = arith.addf %c, %d : f64
  %r = arith.mulf %s, %e : f64
  return %r : f64
}

// A callee that writes memory: the caller's shadow is updated through it.
func.func private @axpy(%a: f64, %x: memref<?xf64>, %y: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf64>
    %yi = memref.load %y[%i] : memref<?xf64>
    %p = arith.mulf %a, %xi : f64
    %s = arith.addf %p, %yi : f64
    memref.store %s, %y[%i] : memref<?xf64>
  }
  return
}
func.func private @norm2(%x: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %q = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  return %s : f64
}

// fwd @mem_calls dup,dup,dup : 0.7; [1.0, -2.0, 0.5]; [0.25, 0.5, 3.0]
// fwd @mem_calls const,dup,dup : 0.7; [1.0, -2.0, 0.5]; [0.25, 0.5, 3.0]
// (Only y dup, or x const, stores derivatives into a const memref: refused, see forward.rs.)
func.func @mem_calls(%a: f64, %x: memref<?xf64>, %y: memref<?xf64>) -> f64 {
  func.call @axpy(%a, %x, %y) : (f64, memref<?xf64>, memref<?xf64>) -> ()
  func.call @axpy(%a, %y, %x) : (f64, memref<?xf64>, memref<?xf64>) -> ()
  %r = func.call @norm2(%x) : (memref<?xf64>) -> f64
  return %r : f64
}

// A callee that fills a temporary allocated by the caller.
func.func private @fill(%t: memref<3xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = math.sin %x : f64
  %c = math.cos %x : f64
  %k = arith.constant 5.0 : f64
  memref.store %s, %t[%c0] : memref<3xf64>
  memref.store %c, %t[%c1] : memref<3xf64>
  memref.store %k, %t[%c2] : memref<3xf64>
  return
}
// fwd @fill_temp dup : 0.4 | 2.0
func.func @fill_temp(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloca() : memref<3xf64>
  func.call @fill(%t, %x) : (memref<3xf64>, f64) -> ()
  %a = memref.load %t[%c0] : memref<3xf64>
  %b = memref.load %t[%c1] : memref<3xf64>
  %c = memref.load %t[%c2] : memref<3xf64>
  %p = arith.mulf %a, %b : f64
  %r = arith.addf %p, %c : f64
  %o = arith.mulf %r, %c : f64
  return %o : f64
}

// Recursion: x^n by repeated squaring.
// fwd @rpow dup,const : 1.1; 0 | 1.1; 1 | 0.9; 7 | -1.3; 10
func.func @rpow(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %one = arith.constant 1.0 : f64
  %is0 = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %is0 -> (f64) {
    scf.yield %one : f64
  } else {
    %h = arith.divsi %n, %c2 : i64
    %p = func.call @rpow(%x, %h) : (f64, i64) -> f64
    %pp = arith.mulf %p, %p : f64
    %odd = arith.remsi %n, %c2 : i64
    %isodd = arith.cmpi ne, %odd, %c0 : i64
    %q = scf.if %isodd -> (f64) {
      %m = arith.mulf %pp, %x : f64
      scf.yield %m : f64
    } else {
      scf.yield %pp : f64
    }
    scf.yield %q : f64
  }
  return %r : f64
}

// Mutual recursion over cf branches: even/odd steps applying different maps.
// fwd @ping dup,const : 0.3; 5 | -0.7; 4
func.func @ping(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %done, ^end, ^go
^go:
  %s = math.sin %x : f64
  %m = arith.subi %n, %c1 : i64
  %r = func.call @pong(%s, %m) : (f64, i64) -> f64
  return %r : f64
^end:
  return %x : f64
}
func.func @pong(%x: f64, %n: i64) -> f64 {
  %two = arith.constant 2.0 : f64
  %y = arith.mulf %x, %two : f64
  %e = math.exp %y : f64
  %r = func.call @ping(%e, %n) : (f64, i64) -> f64
  return %r : f64
}

// A recursive sum over a memref (recursion with memory).
// fwd @rsum dup,const : [1.0, -0.5, 2.0, 0.25]; 0
func.func @rsum(%m: memref<?xf64>, %i: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %end = arith.cmpi sge, %i, %n : index
  %r = scf.if %end -> (f64) {
    %z = arith.constant 0.0 : f64
    scf.yield %z : f64
  } else {
    %v = memref.load %m[%i] : memref<?xf64>
    %j = arith.addi %i, %c1 : index
    %rest = func.call @rsum(%m, %j) : (memref<?xf64>, index) -> f64
    %s = math.sin %rest : f64
    %p = arith.mulf %v, %v : f64
    %t = arith.addf %p, %s : f64
    scf.yield %t : f64
  }
  return %r : f64
}

// A callee returning memory it filled with varied values.
func.func private @mk(%x: f64) -> memref<2xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf64>
  %x2 = arith.mulf %x, %x : f64
  %s = math.sin %x : f64
  memref.store %x2, %m[%c0] : memref<2xf64>
  memref.store %s, %m[%c1] : memref<2xf64>
  return %m : memref<2xf64>
}
// fwd @use_mk dup : 0.7 | -1.5
func.func @use_mk(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = func.call @mk(%x) : (f64) -> memref<2xf64>
  %a = memref.load %m[%c0] : memref<2xf64>
  %b = memref.load %m[%c1] : memref<2xf64>
  %r = arith.mulf %a, %b : f64
  memref.dealloc %m : memref<2xf64>
  return %r : f64
}

// A call in a loop, updating memory and a loop-carried value.
func.func private @inc(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf64>
  %w = arith.mulf %v, %x : f64
  memref.store %w, %m[%c0] : memref<?xf64>
  %s = math.sin %w : f64
  return %s : f64
}
// fwd @call_in_loop dup,dup : [1.5]; 0.7 | [-0.5]; 1.1
func.func @call_in_loop(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (f64) {
    %s = func.call @inc(%m, %a) : (memref<?xf64>, f64) -> f64
    %t = arith.addf %s, %a : f64
    scf.yield %t : f64
  }
  return %r : f64
}

// Recursion that writes memory: m[i] = exp(m[i]·x_i), x_{i+1} = m[i].
func.func private @rscale(%m: memref<?xf64>, %i: index, %x: f64) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %go = arith.cmpi slt, %i, %n : index
  scf.if %go {
    %v = memref.load %m[%i] : memref<?xf64>
    %w = arith.mulf %v, %x : f64
    %e = math.exp %w : f64
    memref.store %e, %m[%i] : memref<?xf64>
    %j = arith.addi %i, %c1 : index
    func.call @rscale(%m, %j, %e) : (memref<?xf64>, index, f64) -> ()
  }
  return
}
// fwd @rec_mem dup,dup : [0.5, 0.2, -0.4]; 0.7
// fwd @rec_mem dup,const : [0.5, 0.2, -0.4]; 0.7
func.func @rec_mem(%m: memref<?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  func.call @rscale(%m, %c0, %x) : (memref<?xf64>, index, f64) -> ()
  return
}

// Results of mixed types: an integer, an f64 and an f32.
// fwd @mixed_results dup,const step=1e-3 tol=1e-3 : 0.5; 3
func.func @mixed_results(%x: f64, %n: i64) -> (i64, f64, f32) {
  %c1 = arith.constant 1 : i64
  %m = arith.addi %n, %c1 : i64
  %y = arith.truncf %x : f64 to f32
  %s = math.sin %x : f64
  return %m, %s, %y : i64, f64, f32
}

// Memory returned by a callee and filled by the caller: the callee's
// derivative makes the allocation's shadow (nothing active is stored into
// it there) and returns it.
// fwd @caller_fills dup : 0.7 | -1.2
func.func private @mk_empty() -> memref<2xf64> {
  %m = memref.alloc() : memref<2xf64>
  return %m : memref<2xf64>
}
func.func @caller_fills(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %m = func.call @mk_empty() : () -> memref<2xf64>
  memref.store %x, %m[%c0] : memref<2xf64>
  %v = memref.load %m[%c0] : memref<2xf64>
  %r = arith.mulf %v, %v : f64
  return %r : f64
}
