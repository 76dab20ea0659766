// expected-error: 4:1: expected '}' to end the region
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
