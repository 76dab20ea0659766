// expected-error: 3:9: 'vector.constant_mask' op array attr must have length 1 for 0-D vectors
func.func @f() -> vector<i1> {
  %cm = vector.constant_mask [] : vector<i1>
  return %cm : vector<i1>
}
