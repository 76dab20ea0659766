// expected-error: 6:9: 'vector.contract' op expected at least one contracting dimension pair
func.func @main() {
  %u = arith.constant dense<[1.0, 2.0]> : vector<2xf64>
  %v = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf64>
  %oacc = arith.constant dense<1.0> : vector<2x3xf64>
  %r6 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"], kind = #vector.kind<add>} %u, %v, %oacc : vector<2xf64>, vector<3xf64> into vector<2x3xf64>
  vector.print %r6 : vector<2x3xf64>
  return
}
