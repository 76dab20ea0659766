// expected-error: 4:41: use of undeclared identifier 'd1' in affine expression
// An affine map naming a dimension it does not declare.
func.func @f(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d1 + 1)>(%i)
  return %0 : index
}
