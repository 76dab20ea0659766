// expected-error: 3:8: 'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type
func.func @f(%m: memref<4x4xf64>, %i: index, %p: f64) -> vector<2x2x2xf64> {
  %x = vector.transfer_read %m[%i, %i], %p : memref<4x4xf64>, vector<2x2x2xf64>
  return %x : vector<2x2x2xf64>
}
