// expected-error: 8:8: 'memref.load' index 4 is out of bounds for dimension 0 of size 3
// memref.load with a computed index past the end of a dynamically sized memref.
func.func @main() -> f64 {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc(%c3) : memref<?xf64>
  %i = arith.muli %c2, %c2 : index
  %v = memref.load %m[%i] : memref<?xf64>
  memref.dealloc %m : memref<?xf64>
  return %v : f64
}
