// expected-error: 3:12: 'arith.mulsi_extended' op operands must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) -> f32 {
  %l, %h = arith.mulsi_extended %a, %a : f32
  return %l : f32
}
