// Absolute value, error function and rounding modes.
// entry: @main
module {
  func.func @rounding(%x: f64) -> (f64, f64, f64, f64, f64) {
    %a = math.floor %x : f64
    %b = math.ceil %x : f64
    %c = math.round %x : f64
    %d = math.roundeven %x : f64
    %e = math.trunc %x : f64
    return %a, %b, %c, %d, %e : f64, f64, f64, f64, f64
  }

  func.func @abs_values(%x: f32, %i: i64) -> (f32, i64) {
    %a = math.absf %x : f32
    %b = math.absi %i : i64
    return %a, %b : f32, i64
  }

  // standard normal CDF: 0.5 * (1 + erf(x / sqrt(2)))
  func.func @normal_cdf(%x: f64) -> f64 {
    %half = arith.constant 0.5 : f64
    %one = arith.constant 1.0 : f64
    %rs2 = arith.constant 0.70710678118654757 : f64
    %t = arith.mulf %x, %rs2 : f64
    %e = math.erf %t : f64
    %s = arith.addf %one, %e : f64
    %r = arith.mulf %half, %s : f64
    return %r : f64
  }

  func.func @main() -> f64 {
    %x = arith.constant -2.5 : f64
    %a, %b, %c, %d, %e = call @rounding(%x) : (f64) -> (f64, f64, f64, f64, f64)
    %s0 = arith.addf %a, %b : f64
    %s1 = arith.addf %s0, %c : f64
    %s2 = arith.addf %s1, %d : f64
    %s3 = arith.addf %s2, %e : f64
    return %s3 : f64
  }
}
