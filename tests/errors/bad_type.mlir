// expected-error: 2:18: expected type
func.func @f(%a: f33x) -> f32 {
  return %a : f32
}