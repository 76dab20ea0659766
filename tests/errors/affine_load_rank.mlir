// expected-error: 4:8: 'affine.load' op affine map has 1 results, but the memref has rank 2
// In the generic form, a map whose results do not index every dimension.
func.func @f(%A: memref<4x4xf64>, %i: index) -> f64 {
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf64>, index) -> f64
  return %v : f64
}
