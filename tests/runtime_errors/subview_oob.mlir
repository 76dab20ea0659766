// expected-error: 8:8: 'memref.subview' subview is out of bounds in dimension 0 (size 4): offset 2, size 4, stride 1
// A subview [2, 2+4) of a 4-element memref reaches past its source.
func.func @main() -> f64 {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%c4) : memref<?xf64>
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c2] [%c4] [1] : memref<?xf64> to memref<?xf64, strided<[1], offset: ?>>
  %c3 = arith.constant 3 : index
  %v = memref.load %s[%c3] : memref<?xf64, strided<[1], offset: ?>>
  return %v : f64
}
