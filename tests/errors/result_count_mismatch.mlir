// expected-error: 3:3: operation 'arith.addf' defines 1 results but 2 names were bound
func.func @f(%a: f32) -> f32 {
  %0, %1 = arith.addf %a, %a : f32
  return %0 : f32
}