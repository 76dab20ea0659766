// Views that regroup or permute dimensions, static and dynamic.
func.func @reshape(%m: memref<2x3xf64>, %v: memref<?xf32>, %n: index) -> memref<6xf64> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf64> into memref<6xf64>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 2] : memref<6xf64> into memref<3x2xf64>
  %d = memref.expand_shape %v [[0, 1, 2]] output_shape [%n, 2, 4] : memref<?xf32> into memref<?x2x4xf32>
  %k = memref.collapse_shape %d [[0], [1, 2]] : memref<?x2x4xf32> into memref<?x8xf32>
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf64> to memref<3x2xf64, strided<[1, 3]>>
  %u = memref.transpose %d (i, j, k) -> (k, i, j) : memref<?x2x4xf32> to memref<4x?x2xf32, strided<[1, 8, 4]>>
  return %c : memref<6xf64>
}
