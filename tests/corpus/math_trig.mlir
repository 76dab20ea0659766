// Trigonometric and hyperbolic math ops.
// entry: @main
module {
  // sin^2 + cos^2 (should be 1) plus tan(x) - sin(x)/cos(x) (should be 0)
  func.func @identity(%x: f64) -> (f64, f64) {
    %s = math.sin %x : f64
    %c = math.cos %x : f64
    %t = math.tan %x : f64
    %s2 = arith.mulf %s, %s : f64
    %c2 = arith.mulf %c, %c : f64
    %one = arith.addf %s2, %c2 : f64
    %q = arith.divf %s, %c : f64
    %z = arith.subf %t, %q : f64
    return %one, %z : f64, f64
  }

  func.func @inverse(%x: f32) -> (f32, f32, f32) {
    %a = math.asin %x : f32
    %b = math.acos %x : f32
    %c = math.atan %x : f32
    return %a, %b, %c : f32, f32, f32
  }

  func.func @hyperbolic(%x: f64) -> (f64, f64, f64) {
    %sh = math.sinh %x : f64
    %ch = math.cosh %x : f64
    %th = math.tanh %x : f64
    return %sh, %ch, %th : f64, f64, f64
  }

  func.func @main() -> f64 {
    %x = arith.constant 0.75 : f64
    %one, %z = call @identity(%x) : (f64) -> (f64, f64)
    %r = arith.addf %one, %z : f64
    return %r : f64
  }
}

// Inverse hyperbolics.
func.func @inverse_hyperbolic(%x: f64) -> f64 {
  %a = math.asinh %x : f64
  %b = math.acosh %x : f64
  %c = math.atanh %x : f64
  %s1 = arith.addf %a, %b : f64
  %s2 = arith.addf %c, %x : f64
  %s = arith.addf %s1, %s2 : f64
  return %s : f64
}
