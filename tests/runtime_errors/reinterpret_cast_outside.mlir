// expected-error: 11:8: 'memref.load' out-of-bounds access: bytes 40..48 of a 32-byte allocation
// reinterpret_cast with offset 2 over a 4-element buffer: element 3 of the view lies outside the allocation.
func.func @main() -> f64 {
  %m = memref.alloc() : memref<4xf64>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [2], sizes: [4], strides: [1] : memref<4xf64> to memref<4xf64, strided<[1], offset: 2>>
  %v = memref.load %r[%c1] : memref<4xf64, strided<[1], offset: 2>>
  %c3 = arith.constant 3 : index
  %w = memref.load %r[%c3] : memref<4xf64, strided<[1], offset: 2>>
  return %w : f64
}
