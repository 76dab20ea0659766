// expected-error: 3:3: 'func.return' op has 2 operands, but enclosing function (@f) returns 1
func.func @f(%a: f32) -> f32 {
  return %a, %a : f32, f32
}