// expected-error: 4:26: unexpected character '/'
// A subscript that is not an affine expression.
func.func @f(%A: memref<10xf64>, %i: index) -> f64 {
  %v = affine.load %A[%i / 2] : memref<10xf64>
  return %v : f64
}
