// expected-error: 4:8: 'memref.transpose' op result type 'memref<3x2xf32, strided<[3, 1]>>' is not the transposed source type: its strides must be [1, 3] and its offset 0
func.func @f() -> memref<3x2xf32, strided<[3, 1]>> {
  %a = memref.alloc() : memref<2x3xf32>
  %u = memref.transpose %a (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[3, 1]>>
  return %u : memref<3x2xf32, strided<[3, 1]>>
}
