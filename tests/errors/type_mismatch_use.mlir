// expected-error: 3:19: use of value '%a' expects type 'f64' but it has type 'f32'
func.func @f(%a: f32) -> f64 {
  %0 = arith.addf %a, %a : f64
  return %0 : f64
}