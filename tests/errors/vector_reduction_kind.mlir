// expected-error: 3:26: unknown combining kind 'sum'
func.func @f(%v: vector<4xf64>) -> f64 {
  %r = vector.reduction <sum>, %v : vector<4xf64> into f64
  return %r : f64
}
