// expected-error: 3:3: 'vector.maskedstore' op expects a 1-D vector, but got 'vector<2x3xf64>'
func.func @f(%m: memref<4x4xf64>, %k: vector<2x3xi1>, %w: vector<2x3xf64>, %i: index) {
  vector.maskedstore %m[%i, %i], %k, %w : memref<4x4xf64>, vector<2x3xi1>, vector<2x3xf64>
  return
}
