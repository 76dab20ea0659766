// expected-error: 3:31: 2 operands present, but expected 1
func.func @f(%a: f32) -> f32 {
  %0 = "arith.addf"(%a, %a) : (f32) -> f32
  return %0 : f32
}