// expected-error: 4:3: expected ':'
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a
  return %0 : f32
}