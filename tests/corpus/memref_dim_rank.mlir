// memref.dim and memref.rank on static, dynamic and unranked memrefs.
// entry: @main
module {
  func.func @numel(%m: memref<?x?xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d0 = memref.dim %m, %c0 : memref<?x?xf32>
    %d1 = memref.dim %m, %c1 : memref<?x?xf32>
    %n = arith.muli %d0, %d1 : index
    return %n : index
  }

  func.func @rank_of(%u: memref<*xf32>) -> index {
    %r = memref.rank %u : memref<*xf32>
    return %r : index
  }

  func.func @mixed_dims(%m: memref<4x?x8xf64>) -> index {
    %c1 = arith.constant 1 : index
    %d = memref.dim %m, %c1 : memref<4x?x8xf64>
    return %d : index
  }

  func.func @main() -> index {
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %m = memref.alloc(%c3, %c7) : memref<?x?xf32>
    %n = call @numel(%m) : (memref<?x?xf32>) -> index
    %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
    %r = call @rank_of(%u) : (memref<*xf32>) -> index
    memref.dealloc %m : memref<?x?xf32>
    %s = arith.addi %n, %r : index
    return %s : index
  }
}
