// expected-error: 4:19: lower loop bound affine map with multiple results requires 'max' prefix
// A loop bound of several results must say how they combine.
func.func @f(%n: index) {
  affine.for %i = affine_map<(d0) -> (d0, 2)>(%n) to 10 {
  }
  return
}
