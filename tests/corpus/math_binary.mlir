// Binary and ternary math ops: atan2, powers, copysign, fma.
// entry: @main
module {
  func.func @polar_angle(%y: f64, %x: f64) -> f64 {
    %r = math.atan2 %y, %x : f64
    return %r : f64
  }

  func.func @powers(%x: f64, %p: f64, %n: i32) -> (f64, f64) {
    %a = math.powf %x, %p : f64
    %b = math.fpowi %x, %n : f64, i32
    return %a, %b : f64, f64
  }

  func.func @ipow(%b: i32, %e: i32) -> i32 {
    %r = math.ipowi %b, %e : i32
    return %r : i32
  }

  func.func @sign_fma(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
    %s = math.copysign %a, %b : f32
    %f = math.fma %a, %b, %c : f32
    return %s, %f : f32, f32
  }

  // Horner evaluation of 1 + 2x + 3x^2 using fma
  func.func @horner(%x: f64) -> f64 {
    %c1 = arith.constant 1.0 : f64
    %c2 = arith.constant 2.0 : f64
    %c3 = arith.constant 3.0 : f64
    %t = math.fma %c3, %x, %c2 : f64
    %r = math.fma %t, %x, %c1 fastmath<contract> : f64
    return %r : f64
  }

  func.func @main() -> f64 {
    %x = arith.constant 2.0 : f64
    %h = call @horner(%x) : (f64) -> f64
    %n = arith.constant 3 : i32
    %p, %q = call @powers(%x, %x, %n) : (f64, f64, i32) -> (f64, f64)
    %s = arith.addf %h, %q : f64
    return %s : f64
  }
}
