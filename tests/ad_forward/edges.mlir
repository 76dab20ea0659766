// Edge points (format: see arith.mlir). Near 0 the finite-difference step
// must be far below the point itself. The non-smooth points (absf at 0,
// min/max ties) have no finite-difference answer; forward.rs checks the
// AD values there directly against Enzyme's conventions, using the
// functions at the end of this file.

// fwd @sqrt dup step=1e-13 : 1e-8 | 1e-6
// fwd @sqrt dup step=1e-20 tol=1e-4 : 1e-16
func.func @sqrt(%x: f64) -> f64 {
  %r = math.sqrt %x : f64
  return %r : f64
}

// fwd @rsqrt dup step=1e-13 : 1e-8
func.func @rsqrt(%x: f64) -> f64 {
  %r = math.rsqrt %x : f64
  return %r : f64
}

// fwd @log dup step=1e-13 : 1e-8 | 1e-6
func.func @log(%x: f64) -> f64 {
  %r = math.log %x : f64
  return %r : f64
}

// fwd @log2 dup step=1e-13 : 1e-8
// fwd @log10 dup step=1e-13 : 1e-8
func.func @log2(%x: f64) -> f64 {
  %r = math.log2 %x : f64
  return %r : f64
}
func.func @log10(%x: f64) -> f64 {
  %r = math.log10 %x : f64
  return %r : f64
}

// log1p near -1 and near 0.
// fwd @log1p dup step=1e-11 : -0.999999 | 1e-10
func.func @log1p(%x: f64) -> f64 {
  %r = math.log1p %x : f64
  return %r : f64
}

// Power with a negative base and an integer-valued constant exponent.
// fwd @pow_cube dup : -1.5 | -0.3 | 2.0
func.func @pow_cube(%x: f64) -> f64 {
  %c3 = arith.constant 3.0 : f64
  %r = math.powf %x, %c3 : f64
  return %r : f64
}

// The exponent as a const argument.
// fwd @pow_const_exp dup,const : -1.5; 2.0 | -0.7; 3.0 | -2.0; -2.0 | -1.1; 4.0
func.func @pow_const_exp(%x: f64, %y: f64) -> f64 {
  %r = math.powf %x, %y : f64
  return %r : f64
}

// fwd @fpowi dup,const : -1.5; 3 | -0.7; 2 | -2.0; -3 | -1.1; 5 | -1.1; 1
func.func @fpowi(%x: f64, %n: i32) -> f64 {
  %r = math.fpowi %x, %n : f64, i32
  return %r : f64
}

// absf next to 0 (on either side).
// fwd @absf dup step=1e-9 : 1e-6 | -1e-6
func.func @absf(%x: f64) -> f64 {
  %r = math.absf %x : f64
  return %r : f64
}

// min/max close to a tie (but not on it).
// fwd @max_tie dup,dup step=1e-9 : 1.0; 1.000001 | 1.000001; 1.0
// fwd @min_tie dup,dup step=1e-9 : 1.0; 1.000001 | 1.000001; 1.0
func.func @max_tie(%x: f64, %y: f64) -> f64 {
  %r = arith.maximumf %x, %y : f64
  return %r : f64
}
func.func @min_tie(%x: f64, %y: f64) -> f64 {
  %r = arith.minimumf %x, %y : f64
  return %r : f64
}
func.func @maxnum_tie(%x: f64, %y: f64) -> f64 {
  %r = arith.maxnumf %x, %y : f64
  return %r : f64
}
func.func @minnum_tie(%x: f64, %y: f64) -> f64 {
  %r = arith.minnumf %x, %y : f64
  return %r : f64
}

// select on a comparison that flips near the point.
// fwd @select_edge dup step=1e-9 : 1e-6 | -1e-6
func.func @select_edge(%x: f64) -> f64 {
  %z = arith.constant 0.0 : f64
  %c = arith.cmpf oge, %x, %z : f64
  %a = math.sin %x : f64
  %b = arith.mulf %x, %x : f64
  %r = arith.select %c, %a, %b : f64
  return %r : f64
}
