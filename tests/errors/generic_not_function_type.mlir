// expected-error: 3:19: expected a function type after ':' in a generic operation
func.func @f(%a: f32) {
  "test.op"(%a) : f32
  return
}