// The affine dialect: every op ferrozyme takes, maps by alias and inline,
// subscripts with symbols, loop bounds as constants, symbols and min/max
// maps, sets with and without results.
#map = affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 - s0 + (d0 floordiv 3) * 5 + d1 + 2)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
#map2 = affine_map<(d0)[s0] -> (d0 - 4, s0 floordiv 2, 0)>
#map3 = affine_map<(d0) -> (d0, 2)>
#map4 = affine_map<()[s0] -> (s0, 7)>
#map5 = affine_map<(d0) -> (d0)>
#set = affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 - 1 >= 0)>
module {
  func.func @f(%arg0: memref<?x?xf64>, %arg1: index, %arg2: f64) -> f64 {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf64>
    %0 = affine.for %arg3 = 0 to %arg1 step 2 iter_args(%arg4 = %arg2) -> (f64) {
      %1 = affine.apply #map(%arg3, %arg3)[%arg1]
      %2 = affine.min #map1(%arg3)[%dim]
      %3 = affine.max #map2(%arg3)[%dim]
      %4 = affine.load %arg0[%arg3 + 1, %arg3 * -3 + symbol(%arg1)] : memref<?x?xf64>
      affine.store %4, %arg0[%arg3, %arg3 mod 4] : memref<?x?xf64>
      %5 = affine.if #set(%arg3)[%arg1] -> f64 {
        affine.yield %4 : f64
      } else {
        affine.yield %arg4 : f64
      }
      affine.for %arg5 = max #map3(%arg3) to min #map4()[%dim] {
        affine.store %arg2, %arg0[%arg5, %arg5 ceildiv 2] : memref<?x?xf64>
      }
      affine.for %arg5 = #map5(%arg3) to #map(%arg3, %arg3)[%arg1] {
      }
      affine.if #set(%arg3)[%arg1] {
        affine.store %arg2, %arg0[%arg3, -%arg3] : memref<?x?xf64>
      }
      %6 = arith.addf %5, %arg4 : f64
      affine.yield %6 : f64
    }
    return %0 : f64
  }
}

