// expected-error: 4:8: 'affine.apply' op 'map': division by non-positive value (-2) is not supported
// A constant divisor must be positive (mlir-opt --lower-affine refuses it too).
func.func @f(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%i)
  return %0 : index
}
