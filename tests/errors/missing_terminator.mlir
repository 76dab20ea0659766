// expected-error: 3:8: 'arith.addf' op is not a terminator, but ends a block (a block must end with a terminator)
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
}