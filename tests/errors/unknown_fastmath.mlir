// expected-error: 3:35: unknown fastmath flag 'quick'
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<quick> : f32
  return %0 : f32
}