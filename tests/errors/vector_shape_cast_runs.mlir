// expected-error: 3:8: 'vector.shape_cast' op invalid shape cast
func.func @f(%v: vector<2x3x4xi32>) -> vector<4x6xi32> {
  %f = vector.shape_cast %v : vector<2x3x4xi32> to vector<4x6xi32>
  return %f : vector<4x6xi32>
}
