// expected-error: 5:3: 'vector.scatter' op expects a 1-D vector to scatter, but got 'vector<2x3xf32>'
// MLIR 19 scatters 1-D vectors only (reader-40: an n-D scatter was taken).
func.func @f(%m: memref<12xf32>, %idx: vector<2x3xi16>, %k: vector<2x3xi1>, %g: vector<2x3xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0][%idx], %k, %g : memref<12xf32>, vector<2x3xi16>, vector<2x3xi1>, vector<2x3xf32>
  return
}
