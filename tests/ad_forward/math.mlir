// Forward-mode tests of the `math` float ops (format: see arith.mlir).
// Each unary op is applied to x*x+x... through a small chain so the
// tangent flows in and out of it; rounding ops have a zero derivative.

// fwd @sin dup : 0.5 | -2.0 | 4.0
func.func @sin(%x: f64) -> f64 {
  %r = math.sin %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @cos dup : 0.5 | -2.0 | 4.0
func.func @cos(%x: f64) -> f64 {
  %r = math.cos %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @tan dup : 0.5 | -1.2 | 2.0
func.func @tan(%x: f64) -> f64 {
  %r = math.tan %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @asin dup : 0.5 | -0.9 | 0.1
func.func @asin(%x: f64) -> f64 {
  %r = math.asin %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @acos dup : 0.5 | -0.9 | 0.1
func.func @acos(%x: f64) -> f64 {
  %r = math.acos %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @atan dup : 0.5 | -3.0 | 10.0
func.func @atan(%x: f64) -> f64 {
  %r = math.atan %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @sinh dup : 0.5 | -2.0
func.func @sinh(%x: f64) -> f64 {
  %r = math.sinh %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @cosh dup : 0.5 | -2.0
func.func @cosh(%x: f64) -> f64 {
  %r = math.cosh %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @tanh dup : 0.5 | -2.0
func.func @tanh(%x: f64) -> f64 {
  %r = math.tanh %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @asinh dup : 0.5 | -3.0
func.func @asinh(%x: f64) -> f64 {
  %r = math.asinh %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @acosh dup : 1.5 | 4.0
func.func @acosh(%x: f64) -> f64 {
  %r = math.acosh %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @atanh dup : 0.5 | -0.9
func.func @atanh(%x: f64) -> f64 {
  %r = math.atanh %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @exp dup : 0.5 | -2.0
func.func @exp(%x: f64) -> f64 {
  %r = math.exp %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @exp2 dup : 0.5 | -2.0
func.func @exp2(%x: f64) -> f64 {
  %r = math.exp2 %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @expm1 dup : 0.5 | -2.0 | 1e-3
func.func @expm1(%x: f64) -> f64 {
  %r = math.expm1 %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @log dup : 0.5 | 3.0
func.func @log(%x: f64) -> f64 {
  %r = math.log %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @log2 dup : 0.5 | 3.0
func.func @log2(%x: f64) -> f64 {
  %r = math.log2 %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @log10 dup : 0.5 | 3.0
func.func @log10(%x: f64) -> f64 {
  %r = math.log10 %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @log1p dup : 0.5 | -0.5 | 3.0
func.func @log1p(%x: f64) -> f64 {
  %r = math.log1p %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @sqrt dup : 0.5 | 3.0
func.func @sqrt(%x: f64) -> f64 {
  %r = math.sqrt %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @rsqrt dup : 0.5 | 3.0
func.func @rsqrt(%x: f64) -> f64 {
  %r = math.rsqrt %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @cbrt dup : 0.5 | 3.0 | -2.0
func.func @cbrt(%x: f64) -> f64 {
  %r = math.cbrt %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @absf dup : 0.5 | -2.0
func.func @absf(%x: f64) -> f64 {
  %r = math.absf %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @erf dup : 0.5 | -1.2 | 2.0
func.func @erf(%x: f64) -> f64 {
  %r = math.erf %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @floor dup : 0.5 | -2.3
func.func @floor(%x: f64) -> f64 {
  %r = math.floor %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @ceil dup : 0.5 | -2.3
func.func @ceil(%x: f64) -> f64 {
  %r = math.ceil %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @round dup : 0.3 | -2.3 | 2.7
func.func @round(%x: f64) -> f64 {
  %r = math.round %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @roundeven dup : 0.3 | -2.3 | 2.7
func.func @roundeven(%x: f64) -> f64 {
  %r = math.roundeven %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @trunc dup : 0.5 | -2.3
func.func @trunc(%x: f64) -> f64 {
  %r = math.trunc %x : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @sin_f32 dup step=1e-2 tol=1e-3 : 0.5 | -2.0
func.func @sin_f32(%x: f32) -> f32 {
  %r = math.sin %x : f32
  %s = arith.mulf %r, %x : f32
  return %s : f32
}

// fwd @exp_f32 dup step=1e-2 tol=1e-3 : 0.5 | -2.0
func.func @exp_f32(%x: f32) -> f32 {
  %r = math.exp %x : f32
  %s = arith.mulf %r, %x : f32
  return %s : f32
}

// fwd @sqrt_f32 dup step=1e-2 tol=1e-3 : 0.5 | 3.0
func.func @sqrt_f32(%x: f32) -> f32 {
  %r = math.sqrt %x : f32
  %s = arith.mulf %r, %x : f32
  return %s : f32
}

// fwd @log_f32 dup step=1e-2 tol=1e-3 : 0.5 | 3.0
func.func @log_f32(%x: f32) -> f32 {
  %r = math.log %x : f32
  %s = arith.mulf %r, %x : f32
  return %s : f32
}

// fwd @atan2 dup,dup : 0.5; -1.25 | -3.0; 2.0 | 1.0; 1.0
// fwd @atan2 const,dup : 0.5; -1.25
// fwd @atan2 dup,const : 0.5; -1.25
func.func @atan2(%y: f64, %x: f64) -> f64 {
  %r = math.atan2 %y, %x : f64
  return %r : f64
}

// fwd @powf dup,dup : 0.5; 2.5 | 3.0; -1.5 | 1.7; 0.3
// fwd @powf dup,const : 0.5; 2.5
// fwd @powf const,dup : 0.5; 2.5
func.func @powf(%x: f64, %y: f64) -> f64 {
  %r = math.powf %x, %y : f64
  return %r : f64
}

// fwd @fpowi dup,const : 0.5; 3 | 1.7; -2 | 2.0; 0 | 1.3; 1
func.func @fpowi(%x: f64, %n: i32) -> f64 {
  %r = math.fpowi %x, %n : f64, i32
  return %r : f64
}

// copysign: d/dx follows the sign of y, no derivative through y.
// fwd @copysign dup,dup : 0.5; -1.25 | -3.0; 2.0 | 2.0; 1.0 | -1.0; -4.0
func.func @copysign(%x: f64, %y: f64) -> f64 {
  %x2 = arith.mulf %x, %y : f64
  %r = math.copysign %x2, %y : f64
  return %r : f64
}

// fwd @fma dup,dup,dup : 0.5; -1.25; 3.0 | 2.0; 3.0; -1.0
// fwd @fma const,dup,dup : 0.5; -1.25; 3.0
// fwd @fma dup,const,const : 0.5; -1.25; 3.0
func.func @fma(%a: f64, %b: f64, %c: f64) -> f64 {
  %r = math.fma %a, %b, %c : f64
  %s = arith.mulf %r, %a : f64
  return %s : f64
}

// A chain of several math ops.
// fwd @chain dup,dup : 0.5; 1.25 | 1.5; 0.2
func.func @chain(%x: f64, %y: f64) -> f64 {
  %a = math.sin %x : f64
  %b = math.exp %a : f64
  %c = arith.mulf %b, %y : f64
  %d = math.log1p %c : f64
  %e = math.sqrt %d : f64
  %f = math.atan2 %e, %y : f64
  %g = math.powf %f, %x : f64
  return %g : f64
}
