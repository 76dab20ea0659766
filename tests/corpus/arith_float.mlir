// Floating-point arithmetic: a small polynomial evaluation and clamping.
// entry: @main
module {
  // p(x) = ((2x - 1) * x + 3) / (x + 0.5), then clamp into [lo, hi]
  func.func @poly(%x: f64, %lo: f64, %hi: f64) -> f64 {
    %c2 = arith.constant 2.0 : f64
    %c1 = arith.constant 1.0 : f64
    %c3 = arith.constant 3.0 : f64
    %half = arith.constant 0.5 : f64
    %t0 = arith.mulf %c2, %x : f64
    %t1 = arith.subf %t0, %c1 : f64
    %t2 = arith.mulf %t1, %x : f64
    %t3 = arith.addf %t2, %c3 : f64
    %d = arith.addf %x, %half : f64
    %q = arith.divf %t3, %d : f64
    %lo_c = arith.maximumf %q, %lo : f64
    %r = arith.minimumf %lo_c, %hi : f64
    return %r : f64
  }

  // fmod-style remainder and NaN-ignoring min/max
  func.func @misc(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
    %rem = arith.remf %a, %b : f32
    %neg = arith.negf %rem : f32
    %mx = arith.maxnumf %a, %b : f32
    %mn = arith.minnumf %a, %b : f32
    return %rem, %neg, %mx, %mn : f32, f32, f32, f32
  }

  func.func @main() -> f64 {
    %x = arith.constant 1.5 : f64
    %lo = arith.constant -10.0 : f64
    %hi = arith.constant 10.0 : f64
    %r = call @poly(%x, %lo, %hi) : (f64, f64, f64) -> f64
    return %r : f64
  }
}
