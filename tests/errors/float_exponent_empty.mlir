// expected-error: 3:23: expected digits in the exponent of a float
func.func @f() -> f64 {
  %y = arith.constant 1.0e : f64
  return %y : f64
}
