// expected-error: 4:3: redefinition of SSA value '%0'
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
  %0 = arith.mulf %a, %a : f32
  return %0 : f32
}