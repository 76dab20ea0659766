// Forward- and reverse-mode tests of the MLIR 20 `math` ops ferrozyme
// accepts beyond MLIR 19 (so this file is not sent to mlir-opt-19):
// `math.erfc` (differentiable) and the float classifications `isnan`,
// `isinf`, `isfinite`, `isnormal` (i1 results, no derivative) used as
// guards. Format of the // fwd lines: see arith.mlir; the reverse-mode
// tests run the same lines with scalar `dup` as `active`.

// erfc(x) · exp(x²) (the scaled erfc, about 1/(x·√π) for large x): its
// derivative at 3 is 2x·erfcx(x) - 2/√π ≈ -0.054, which 1 - erf(x) could
// not resolve. d/dx erfc(x) = -2/√π · exp(-x²).
// fwd @erfc dup : 0.5 | 3.0 | -2.0 | 1.2 | 6.0
func.func @erfc(%x: f64) -> f64 {
  %r = math.erfc %x : f64
  %xx = arith.mulf %x, %x : f64
  %e = math.exp %xx : f64
  %s = arith.mulf %r, %e : f64
  return %s : f64
}

// erfc alone, in f32 and f64, near where it changes fastest.
// fwd @erfc_plain dup : 0.3 | -2.0 | 3.0
func.func @erfc_plain(%x: f64) -> f64 {
  %r = math.erfc %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @erfc_f32 dup step=1e-3 tol=1e-3 : 0.7 | -1.5
func.func @erfc_f32(%x: f32) -> f32 {
  %r = math.erfc %x : f32
  %s = arith.mulf %r, %x : f32
  return %s : f32
}

// A NaN or infinite input is replaced by a constant (derivative 0), a
// finite one goes through a smooth branch; isnormal picks which.
// fwd @guarded dup : 0.5 | -1.5 | 2.0 | 1e-310
func.func @guarded(%x: f64) -> f64 {
  %nan = math.isnan %x : f64
  %inf = math.isinf %x : f64
  %bad = arith.ori %nan, %inf : i1
  %r = scf.if %bad -> (f64) {
    %c = arith.constant 0.0 : f64
    scf.yield %c : f64
  } else {
    %n = math.isnormal %x : f64
    %v = scf.if %n -> (f64) {
      %s = math.sin %x : f64
      %q = arith.mulf %s, %x : f64
      scf.yield %q : f64
    } else {
      %t = arith.mulf %x, %x : f64
      scf.yield %t : f64
    }
    scf.yield %v : f64
  }
  return %r : f64
}

// The guard depends on an intermediate: y = x·w, whose square is used only
// while it is finite (x·1e300 overflows for |x| > 1.79).
// fwd @guard_intermediate dup,dup : 0.5; 2.0 | 1.5; -0.25 | 3.0; 1e300
func.func @guard_intermediate(%x: f64, %w: f64) -> f64 {
  %y = arith.mulf %x, %w : f64
  %fin = math.isfinite %y : f64
  %r = scf.if %fin -> (f64) {
    %e = math.erfc %y : f64
    %t = arith.mulf %e, %x : f64
    scf.yield %t : f64
  } else {
    scf.yield %x : f64
  }
  return %r : f64
}

// A loop that halves x until it is not normal any more or 8 steps passed,
// accumulating erfc on the way: a classification in a loop condition.
// fwd @while_normal dup : 0.75 | -2.5
func.func @while_normal(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.5 : f64
  %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%v = %x, %acc = %z) -> (f64, f64) {
    %n = math.isnormal %v : f64
    %next:2 = scf.if %n -> (f64, f64) {
      %e = math.erfc %v : f64
      %a = arith.addf %acc, %e : f64
      %hv = arith.mulf %v, %h : f64
      scf.yield %hv, %a : f64, f64
    } else {
      scf.yield %v, %acc : f64, f64
    }
    scf.yield %next#0, %next#1 : f64, f64
  }
  %s = arith.addf %r#0, %r#1 : f64
  return %s : f64
}

// Integer bit counts and extended arithmetic next to active floats: they
// carry no derivative and do not stop one.
// fwd @with_int_ops dup,const : 1.25; 12 | -0.5; -7
func.func @with_int_ops(%x: f64, %k: i32) -> f64 {
  %p = math.ctpop %k : i32
  %z = math.cttz %k : i32
  %l = math.ctlz %k : i32
  %lo, %hi = arith.mulsi_extended %k, %k : i32
  %s, %o = arith.addui_extended %p, %z : i32, i1
  %t = arith.addi %s, %l : i32
  %u = arith.addi %t, %hi : i32
  %f = arith.sitofp %u : i32 to f64
  %m = arith.mulf %f, %x : f64
  %e = math.erfc %x : f64
  %r = arith.select %o, %e, %m : f64
  %q = arith.mulf %r, %x : f64
  return %q : f64
}
