// expected-error: 3:3: 'func.return' op type of return operand 0 ('f32') doesn't match function result type ('f64') in function @f
func.func @f(%a: f32) -> f64 {
  return %a : f32
}