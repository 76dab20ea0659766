// expected-error: 7:8: 'memref.cast' dimension 0 has size 3, but the result type requires 4
// A buffer of 3 elements cast to memref<4xf64>: the interpreter refused it,
// the checked JIT read past the buffer (reader-21).
func.func @main() -> f64 {
  %n = arith.constant 3 : index
  %a = memref.alloc(%n) : memref<?xf64>
  %c = memref.cast %a : memref<?xf64> to memref<4xf64>
  %c0 = arith.constant 0 : index
  %v = memref.load %c[%c0] : memref<4xf64>
  memref.dealloc %a : memref<?xf64>
  return %v : f64
}
