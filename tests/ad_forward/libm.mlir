// Calls of the C math library, as C compiled to MLIR makes them (declared
// `llvm.func @sin(f64) -> f64`, called with `llvm.call`): they run and
// differentiate as the `math` ops (`ferrozyme::rewrite::libm`; reader-12:
// refused before, "no body and no runtime implementation"). Checked in
// forward mode here (forward.rs) and in reverse mode (reverse.rs).
llvm.func @sin(f64) -> f64
llvm.func @cos(f64) -> f64
llvm.func @exp(f64) -> f64
llvm.func @log(f64) -> f64
llvm.func @pow(f64, f64) -> f64
llvm.func @sqrt(f64) -> f64
llvm.func @fabs(f64) -> f64
llvm.func @atan2(f64, f64) -> f64
llvm.func @tanh(f64) -> f64
llvm.func @log1p(f64) -> f64
llvm.func @expm1(f64) -> f64
llvm.func @cbrt(f64) -> f64
llvm.func @sinf(f32) -> f32
llvm.func @expf(f32) -> f32

// fwd @c_math dup,dup : 0.7; 1.3 | -0.4; 2.1
// rev @c_math active,active : 0.7; 1.3 | -0.4; 2.1
llvm.func @c_math(%x: f64, %y: f64) -> f64 {
  %s = llvm.call @sin(%x) : (f64) -> f64
  %c = llvm.call @cos(%y) : (f64) -> f64
  %e = llvm.call @exp(%s) : (f64) -> f64
  %y2 = llvm.fmul %y, %y : f64
  %l = llvm.call @log(%y2) : (f64) -> f64
  %p = llvm.call @pow(%y2, %x) : (f64, f64) -> f64
  %q = llvm.call @sqrt(%y2) : (f64) -> f64
  %a = llvm.call @fabs(%x) : (f64) -> f64
  %t = llvm.call @atan2(%x, %y) : (f64, f64) -> f64
  %h = llvm.call @tanh(%c) : (f64) -> f64
  %lp = llvm.call @log1p(%y2) : (f64) -> f64
  %em = llvm.call @expm1(%s) : (f64) -> f64
  %cb = llvm.call @cbrt(%y) : (f64) -> f64
  %r1 = llvm.fadd %e, %l : f64
  %r2 = llvm.fmul %p, %q : f64
  %r3 = llvm.fadd %a, %t : f64
  %r4 = llvm.fmul %h, %lp : f64
  %r5 = llvm.fadd %em, %cb : f64
  %u1 = llvm.fadd %r1, %r2 : f64
  %u2 = llvm.fadd %r3, %r4 : f64
  %u3 = llvm.fadd %u1, %u2 : f64
  %u4 = llvm.fadd %u3, %r5 : f64
  llvm.return %u4 : f64
}

// The f32 functions (`sinf`) and a func.func caller.
// fwd @c_math_f32 dup step=1e-2 tol=1e-3 : 0.7 | -1.1
// rev @c_math_f32 active step=1e-2 tol=1e-3 : 0.7 | -1.1
func.func @c_math_f32(%x: f32) -> f32 {
  %s = llvm.call @sinf(%x) : (f32) -> f32
  %e = llvm.call @expf(%s) : (f32) -> f32
  %r = arith.mulf %e, %x : f32
  return %r : f32
}

// `erfc` and `erfcf` (math.erfc, an MLIR 20 op, once rewritten).
llvm.func @erfc(f64) -> f64
llvm.func @erfcf(f32) -> f32

// fwd @c_erfc dup,dup step=1e-3 tol=1e-3 : 0.4; 0.3 | 3.0; -2.0
// rev @c_erfc active,active step=1e-3 tol=1e-3 : 0.4; 0.3 | 3.0; -2.0
func.func @c_erfc(%x: f64, %y: f32) -> f64 {
  %e = llvm.call @erfc(%x) : (f64) -> f64
  %f = llvm.call @erfcf(%y) : (f32) -> f32
  %g = arith.extf %f : f32 to f64
  %r = arith.mulf %e, %g : f64
  return %r : f64
}

// `hypot` and `hypotf` (no math op: rewritten as the ops computing it,
// scaled so the squares neither overflow nor underflow), also at 5e156
// where x² + y² overflows (the derivative x / hypot stays finite).
// (Divided by y: a quotient of the two arguments' contributions.)
llvm.func @hypot(f64, f64) -> f64
llvm.func @hypotf(f32, f32) -> f32

// fwd @c_hypot dup,dup : 0.3; 1.7 | -2.0; 0.5 | 1e-3; -4e-3
// rev @c_hypot active,active : 0.3; 1.7 | -2.0; 0.5 | 1e-3; -4e-3
// fwd @c_hypot dup,dup step=1e150 : 3e156; 4e156
// rev @c_hypot active,active step=1e150 : 3e156; -4e156
func.func @c_hypot(%x: f64, %y: f64) -> f64 {
  %h = llvm.call @hypot(%x, %y) : (f64, f64) -> f64
  %s = arith.divf %h, %y : f64
  return %s : f64
}

// fwd @c_hypotf dup,dup step=1e-2 tol=1e-3 : 0.3; 1.7 | -2.0; 0.5
// rev @c_hypotf active,active step=1e-2 tol=1e-3 : 0.3; 1.7 | -2.0; 0.5
func.func @c_hypotf(%x: f32, %y: f32) -> f32 {
  %g = llvm.call @hypotf(%x, %y) : (f32, f32) -> f32
  %s = arith.mulf %g, %y : f32
  return %s : f32
}
