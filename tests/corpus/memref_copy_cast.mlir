// memref.copy and memref.cast between static/dynamic/unranked shapes.
// entry: @main
module {
  func.func @duplicate(%src: memref<?xf32>) -> memref<?xf32> {
    %c0 = arith.constant 0 : index
    %n = memref.dim %src, %c0 : memref<?xf32>
    %dst = memref.alloc(%n) : memref<?xf32>
    memref.copy %src, %dst : memref<?xf32> to memref<?xf32>
    return %dst : memref<?xf32>
  }

  func.func @casts(%a: memref<4xf32>) -> (memref<?xf32>, memref<*xf32>, memref<4xf32>) {
    %d = memref.cast %a : memref<4xf32> to memref<?xf32>
    %u = memref.cast %a : memref<4xf32> to memref<*xf32>
    %s = memref.cast %d : memref<?xf32> to memref<4xf32>
    return %d, %u, %s : memref<?xf32>, memref<*xf32>, memref<4xf32>
  }

  func.func @main() -> f32 {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %v = arith.constant 6.5 : f32
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%c2] : memref<4xf32>
    %d = memref.cast %a : memref<4xf32> to memref<?xf32>
    %b = call @duplicate(%d) : (memref<?xf32>) -> memref<?xf32>
    %r = memref.load %b[%c2] : memref<?xf32>
    memref.dealloc %b : memref<?xf32>
    memref.dealloc %a : memref<4xf32>
    return %r : f32
  }
}
