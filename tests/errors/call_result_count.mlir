// expected-error: 4:8: 'func.call' op incorrect number of results for callee: expected 0, got 1
func.func private @g(f32)
func.func @f(%a: f32) -> f32 {
  %0 = func.call @g(%a) : (f32) -> f32
  return %0 : f32
}