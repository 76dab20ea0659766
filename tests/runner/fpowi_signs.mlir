// math.fpowi of negative bases to odd powers beyond 2^24 (f32) / 2^53
// (f64): the exponent as a float rounds to an even number, but the sign
// of the result is the odd power's (reader-24; both executors gave +1).
func.func private @printF64(f64)
func.func private @printNewline()
func.func @p32(%a: f32, %b: i32) {
  %r = math.fpowi %a, %b : f32, i32
  %e = arith.extf %r : f32 to f64
  func.call @printF64(%e) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @p64(%a: f64, %b: i64) {
  %r = math.fpowi %a, %b : f64, i64
  func.call @printF64(%r) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %m1 = arith.constant -1.0 : f32
  %m0 = arith.constant -0.0 : f32
  %e1 = arith.constant 16777217 : i32
  %e2 = arith.constant 2147483647 : i32
  func.call @p32(%m1, %e1) : (f32, i32) -> ()
  func.call @p32(%m1, %e2) : (f32, i32) -> ()
  func.call @p32(%m0, %e2) : (f32, i32) -> ()
  %m2 = arith.constant -2.0 : f32
  %m3 = arith.constant -1.5 : f32
  %e3 = arith.constant 3 : i32
  %e4 = arith.constant -3 : i32
  func.call @p32(%m2, %e2) : (f32, i32) -> ()
  func.call @p32(%m3, %e3) : (f32, i32) -> ()
  func.call @p32(%m3, %e4) : (f32, i32) -> ()
  %d1 = arith.constant -1.0 : f64
  %k = arith.constant 9007199254740993 : i64
  %k2 = arith.constant 9223372036854775807 : i64
  func.call @p64(%d1, %k) : (f64, i64) -> ()
  func.call @p64(%d1, %k2) : (f64, i64) -> ()
  %d3 = arith.constant -1.25 : f64
  %k3 = arith.constant 7 : i64
  %k4 = arith.constant -2 : i64
  func.call @p64(%d3, %k3) : (f64, i64) -> ()
  func.call @p64(%d3, %k4) : (f64, i64) -> ()
  return
}
