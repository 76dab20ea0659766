// vector.contract: matmul-shaped contractions (a transposed operand too),
// an accumulator so large the products vanish in it (the order of the sums
// shows), integer contraction. Prints what mlir-cpu-runner-19 prints after
// --convert-vector-to-llvm (its default "dot" lowering).
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#bt = affine_map<(i, j, k) -> (j, k)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %x = arith.constant dense<[[0.1, 0.2, 0.3, 0.4], [1.5, -2.5, 3.25, 0.125]]> : vector<2x4xf64>
  %y = arith.constant dense<[[1.0, 2.0, 3.0], [0.3, 0.7, -1.1], [1.0e-8, 1.0e8, 0.5], [2.0, -3.0, 0.25]]> : vector<4x3xf64>
  %acc = arith.constant dense<[[1.0e16, 0.5, -0.25], [0.0, 1.0, 2.0]]> : vector<2x3xf64>
  %r = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<2x4xf64>, vector<4x3xf64> into vector<2x3xf64>
  vector.print %r : vector<2x3xf64>
  %d = arith.subf %r, %acc : vector<2x3xf64>
  vector.print %d : vector<2x3xf64>
  %yt = vector.transpose %y, [1, 0] : vector<4x3xf64> to vector<3x4xf64>
  %r2 = vector.contract {indexing_maps = [#a, #bt, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %yt, %acc : vector<2x4xf64>, vector<3x4xf64> into vector<2x3xf64>
  %d2 = arith.subf %r2, %acc : vector<2x3xf64>
  vector.print %d2 : vector<2x3xf64>
  %xi = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
  %yi = arith.constant dense<[[1, 0, 2], [0, 1, 3], [1, 1, 1], [2, -1, 0]]> : vector<4x3xi32>
  %ai = arith.constant dense<100> : vector<2x3xi32>
  %ri = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %xi, %yi, %ai : vector<2x4xi32>, vector<4x3xi32> into vector<2x3xi32>
  vector.print %ri : vector<2x3xi32>
  return
}
