// expected-error: 4:38: expected '>=', '<=' or '==' in affine expression, found ')'
// An integer set whose constraint has no comparison.
func.func @f(%i: index) {
  affine.if affine_set<(d0) : (d0 - 1)>(%i) {
  }
  return
}
