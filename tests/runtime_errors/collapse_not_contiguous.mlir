// expected-error: 10:8: 'memref.collapse_shape' dimensions 0 and 1 of group 0 are not contiguous (strides 1 and 2, size 2)
// A transposed 2x2 matrix, its strides made dynamic, collapsed into 4
// elements: its rows are not contiguous, so no strided view is that
// collapse.
func.func @main() -> f64 {
  %m = memref.alloc() : memref<2x2xf64>
  %c0 = arith.constant 0 : index
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x2xf64> to memref<2x2xf64, strided<[1, 2]>>
  %d = memref.cast %t : memref<2x2xf64, strided<[1, 2]>> to memref<2x2xf64, strided<[?, ?]>>
  %f = memref.collapse_shape %d [[0, 1]] : memref<2x2xf64, strided<[?, ?]>> into memref<4xf64, strided<[?]>>
  %v = memref.load %f[%c0] : memref<4xf64, strided<[?]>>
  memref.dealloc %m : memref<2x2xf64>
  return %v : f64
}
