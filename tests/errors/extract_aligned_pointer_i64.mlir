// expected-error: 4:8: 'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'
// (MLIR's message.)
func.func @f(%x: memref<4xf64>) -> i64 {
  %p = memref.extract_aligned_pointer_as_index %x : memref<4xf64> -> i64
  return %p : i64
}
