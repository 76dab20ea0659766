// expected-error: 4:8: 'memref.load' index 6 is out of bounds for dimension 0 of size 5
// The out-of-bounds load happens in a called function; the error names the callee's op.
func.func @get(%m: memref<?xf64>, %i: index) -> f64 {
  %v = memref.load %m[%i] : memref<?xf64>
  return %v : f64
}
func.func @main() -> f64 {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c5) : memref<?xf64>
  %v = func.call @get(%m, %c6) : (memref<?xf64>, index) -> f64
  memref.dealloc %m : memref<?xf64>
  return %v : f64
}
