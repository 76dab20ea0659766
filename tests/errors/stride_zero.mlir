// expected-error: 2:74: strides must not be zero
func.func @f(%m: memref<4xf64, strided<[1]>>, %z: memref<4xf64, strided<[0], offset: 1>>) {
  return
}
