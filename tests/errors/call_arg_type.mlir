// expected-error: 4:8: 'func.call' op operand type mismatch: expected operand type 'f64', but provided 'f32' for operand number 0
func.func private @g(f64) -> f64
func.func @f(%a: f32) -> f64 {
  %0 = func.call @g(%a) : (f32) -> f64
  return %0 : f64
}