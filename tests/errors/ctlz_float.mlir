// expected-error: 3:8: 'math.ctlz' op result must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) -> f32 {
  %0 = math.ctlz %a : f32
  return %0 : f32
}
