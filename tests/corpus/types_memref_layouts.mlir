// memref type variants used as values: static, dynamic, rank 0, strided, memory spaces.
// entry: @main
module {
  func.func @strided_sum(%m: memref<?x?xf64, strided<[?, 1], offset: ?>>) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = memref.dim %m, %c0 : memref<?x?xf64, strided<[?, 1], offset: ?>>
    %cc = memref.dim %m, %c1 : memref<?x?xf64, strided<[?, 1], offset: ?>>
    %z = arith.constant 0.0 : f64
    %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %z) -> (f64) {
      %t = scf.for %j = %c0 to %cc step %c1 iter_args(%b = %a) -> (f64) {
        %v = memref.load %m[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
        %n = arith.addf %b, %v : f64
        scf.yield %n : f64
      }
      scf.yield %t : f64
    }
    return %s : f64
  }

  func.func @static_strides(%m: memref<4x4xf32, strided<[8, 2], offset: 1>>) -> f32 {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0, %c0] : memref<4x4xf32, strided<[8, 2], offset: 1>>
    return %v : f32
  }

  func.func @main() -> f64 {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %m = memref.alloc(%c2, %c3) : memref<?x?xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = arith.constant 0.75 : f64
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        memref.store %x, %m[%i, %j] : memref<?x?xf64>
      }
    }
    %v = memref.cast %m : memref<?x?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
    %s = call @strided_sum(%v) : (memref<?x?xf64, strided<[?, 1], offset: ?>>) -> f64
    memref.dealloc %m : memref<?x?xf64>
    return %s : f64
  }
}
