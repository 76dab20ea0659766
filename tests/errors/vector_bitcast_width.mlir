// expected-error: 4:8: 'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal
// vector.bitcast keeps the bits of each innermost row (MLIR's message).
func.func @f(%v: vector<2x4xf32>) {
  %r = vector.bitcast %v : vector<2x4xf32> to vector<2x3xf64>
  return
}
