// expected-error: 3:8: 'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible (to a narrower float)
func.func @f(%a: f32) -> f64 {
  %0 = arith.truncf %a : f32 to f64
  return %0 : f64
}