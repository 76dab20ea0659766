// memref.reinterpret_cast: view a flat buffer as a matrix and read its trace.
// entry: @main
module {
  func.func @trace3(%flat: memref<9xf32>) -> f32 {
    %m = memref.reinterpret_cast %flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %z = arith.constant 0.0 : f32
    %t = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f32) {
      %v = memref.load %m[%i, %i] : memref<3x3xf32>
      %a = arith.addf %acc, %v : f32
      scf.yield %a : f32
    }
    return %t : f32
  }

  func.func @dynamic_view(%buf: memref<?xf64>, %off: index, %rows: index, %cols: index) -> memref<?x?xf64, strided<[?, 1], offset: ?>> {
    %v = memref.reinterpret_cast %buf to offset: [%off], sizes: [%rows, %cols], strides: [%cols, 1] : memref<?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
    return %v : memref<?x?xf64, strided<[?, 1], offset: ?>>
  }

  func.func @main() -> f32 {
    %flat = memref.alloc() : memref<9xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %two = arith.constant 2.0 : f32
    scf.for %i = %c0 to %c9 step %c1 {
      memref.store %two, %flat[%i] : memref<9xf32>
    }
    %t = call @trace3(%flat) : (memref<9xf32>) -> f32
    memref.dealloc %flat : memref<9xf32>
    return %t : f32
  }
}
