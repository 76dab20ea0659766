// expected-error: 3:23: unexpected decimal integer literal for a floating point value
func.func @f() -> f64 {
  %a = arith.constant 3 : f64
  return %a : f64
}
