// expected-error: 2:27: vector elements must be int/index/float type but got 'vector<2xf64>'
func.func @f(%v: vector<3xvector<2xf64>>) {
  return
}
