// expected-error: 4:21: expected 2 dimension and 1 symbol operands, but found 1 and 0
// A map applied to fewer operands than it declares.
func.func @f(%i: index) -> index {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>(%i)
  return %0 : index
}
