// expected-error: 3:23: use of undeclared SSA value name '%b'
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  return %0 : f32
}