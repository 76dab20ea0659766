// expected-error: 2:33: vector types must have positive constant sizes but got 0
func.func @f(%s: f64) -> vector<0xf64> {
  %c = vector.broadcast %s : f64 to vector<0xf64>
  return %c : vector<0xf64>
}
