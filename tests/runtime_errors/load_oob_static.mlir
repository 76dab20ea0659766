// expected-error: 6:8: 'memref.load' index 4 is out of bounds for dimension 0 of size 4
// memref.load with a constant index one past the end of a static memref.
func.func @main() -> f64 {
  %m = memref.alloc() : memref<4xf64>
  %c4 = arith.constant 4 : index
  %v = memref.load %m[%c4] : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  return %v : f64
}
