// expected-error: 3:8: 'vector.shuffle' op mask index #2 (6) out of range
func.func @f(%a: vector<4xf64>, %b: vector<2xf64>) -> vector<3xf64> {
  %s = vector.shuffle %a, %b [0, 6, 1] : vector<4xf64>, vector<2xf64>
  return %s : vector<3xf64>
}
