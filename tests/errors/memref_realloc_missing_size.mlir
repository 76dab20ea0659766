// expected-error: 4:8: 'memref.realloc' op missing dimension operand for result type 'memref<?xf64>'
// A realloc to a dynamic size takes the size (MLIR's message).
func.func @f(%m: memref<4xf64>) -> memref<?xf64> {
  %r = memref.realloc %m : memref<4xf64> to memref<?xf64>
  return %r : memref<?xf64>
}
