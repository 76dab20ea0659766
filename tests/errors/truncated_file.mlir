// expected-error: 3:22: expected SSA operand
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a,