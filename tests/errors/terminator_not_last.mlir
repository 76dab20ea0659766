// expected-error: 3:3: 'func.return' op must be the last operation in the parent block
func.func @f(%a: f32) -> f32 {
  return %a : f32
  %0 = arith.addf %a, %a : f32
}