// expected-error: 3:8: 'func.call' op '@g' does not reference a valid symbol
func.func @f(%a: f32) -> f32 {
  %0 = func.call @g(%a) : (f32) -> f32
  return %0 : f32
}