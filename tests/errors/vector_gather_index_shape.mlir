// expected-error: 5:8: 'vector.gather' op the index vector must be a vector of integers or indices of the shape of 'vector<4xf64>', but got 'vector<2xi32>'
func.func @f(%m: memref<?xf64>, %idx: vector<2xi32>, %mask: vector<4xi1>, %pt: vector<4xf64>) -> vector<4xf64> {
  %c0 = arith.constant 0 : index
  // The index vector has 2 lanes, the result 4.
  %g = vector.gather %m[%c0][%idx], %mask, %pt : memref<?xf64>, vector<2xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  return %g : vector<4xf64>
}
