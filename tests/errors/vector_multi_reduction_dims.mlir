// expected-error: 3:8: 'vector.multi_reduction' op destination type 'vector<3xf64>' is incompatible with source type 'vector<2x3xf64>'
func.func @f(%v: vector<2x3xf64>, %acc: vector<3xf64>) -> vector<3xf64> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf64> to vector<3xf64>
  return %r : vector<3xf64>
}
