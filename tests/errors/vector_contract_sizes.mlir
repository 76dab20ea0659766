// expected-error: 6:8: 'vector.contract' op dimension 2 has sizes 4 and 3 in different operands
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @f(%x: vector<2x4xf64>, %y: vector<3x3xf64>, %acc: vector<2x3xf64>) -> vector<2x3xf64> {
  %r = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<2x4xf64>, vector<3x3xf64> into vector<2x3xf64>
  return %r : vector<2x3xf64>
}
