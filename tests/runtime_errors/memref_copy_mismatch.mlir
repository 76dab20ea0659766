// expected-error: 8:3: 'memref.copy' source shape [3] differs from target shape [4]
// memref.copy between dynamically sized memrefs of different sizes.
func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c3) : memref<?xf64>
  %b = memref.alloc(%c4) : memref<?xf64>
  memref.copy %a, %b : memref<?xf64> to memref<?xf64>
  memref.dealloc %a : memref<?xf64>
  memref.dealloc %b : memref<?xf64>
  return
}
