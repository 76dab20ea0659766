// expected-error: 3:8: 'vector.load' op base and result element types should match ('memref<?xf32>' and 'vector<4xf64>')
func.func @f(%m: memref<?xf32>, %i: index) -> vector<4xf64> {
  %v = vector.load %m[%i] : memref<?xf32>, vector<4xf64>
  return %v : vector<4xf64>
}
