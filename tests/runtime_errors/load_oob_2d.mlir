// expected-error: 8:8: 'memref.load' index 4 is out of bounds for dimension 1 of size 4
// 2-D load whose column index is out of bounds although the linear offset
// (1 * 4 + 4 = 8) still lies inside the 12-element buffer.
func.func @main() -> f64 {
  %m = memref.alloc() : memref<3x4xf64>
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = memref.load %m[%c1, %c4] : memref<3x4xf64>
  memref.dealloc %m : memref<3x4xf64>
  return %v : f64
}
