// expected-error: 3:8: 'arith.addf' op operand #0 does not dominate this use (it is defined later in the block)
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %1, %a : f32
  %1 = arith.addf %a, %a : f32
  return %0 : f32
}