// expected-error: 4:48: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// A product of two dimensions is not affine (MLIR refuses it too).
func.func @f(%i: index, %j: index) -> index {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * d1)>(%i, %j)
  return %0 : index
}
