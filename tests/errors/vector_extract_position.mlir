// expected-error: 3:8: 'vector.extract' op expected position attribute #1 (4) to be a non-negative integer smaller than the corresponding vector dimension (4)
func.func @f(%v: vector<4xf64>) -> f64 {
  %e = vector.extract %v[4] : f64 from vector<4xf64>
  return %e : f64
}
