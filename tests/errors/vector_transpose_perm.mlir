// expected-error: 3:8: 'vector.transpose' op duplicate position index: 1
func.func @f(%v: vector<2x3xf64>) -> vector<3x2xf64> {
  %t = vector.transpose %v, [1, 1] : vector<2x3xf64> to vector<3x2xf64>
  return %t : vector<3x2xf64>
}
