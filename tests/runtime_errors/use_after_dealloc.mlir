// expected-error: 9:8: 'memref.load' use of memory after it was freed
// Load from a memref after it was deallocated.
func.func @main() -> f64 {
  %m = memref.alloc() : memref<4xf64>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1.5 : f64
  memref.store %x, %m[%c0] : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  %v = memref.load %m[%c0] : memref<4xf64>
  return %v : f64
}
