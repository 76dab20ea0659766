// memref.subview producing strided layouts; sum one row of a matrix.
// entry: @main
module {
  func.func @row_sum(%m: memref<4x8xf64>, %row: index) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f64
    %r = memref.subview %m[%row, 0] [1, 8] [1, 1] : memref<4x8xf64> to memref<8xf64, strided<[1], offset: ?>>
    %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f64) {
      %v = memref.load %r[%i] : memref<8xf64, strided<[1], offset: ?>>
      %a = arith.addf %acc, %v : f64
      scf.yield %a : f64
    }
    return %s : f64
  }

  func.func @dyn_block(%m: memref<?x?xf32>, %o0: index, %o1: index, %s0: index, %s1: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
    %b = memref.subview %m[%o0, %o1] [%s0, %s1] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    return %b : memref<?x?xf32, strided<[?, 1], offset: ?>>
  }

  func.func @column(%m: memref<4x8xf32>) -> memref<4xf32, strided<[8], offset: 3>> {
    %c = memref.subview %m[0, 3] [4, 1] [1, 1] : memref<4x8xf32> to memref<4xf32, strided<[8], offset: 3>>
    return %c : memref<4xf32, strided<[8], offset: 3>>
  }

  func.func @every_other(%m: memref<16xf32>) -> memref<8xf32, strided<[2]>> {
    %s = memref.subview %m[0] [8] [2] : memref<16xf32> to memref<8xf32, strided<[2]>>
    return %s : memref<8xf32, strided<[2]>>
  }

  func.func @main() -> f64 {
    %m = memref.alloc() : memref<4x8xf64>
    %one = arith.constant 1.0 : f64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        memref.store %one, %m[%i, %j] : memref<4x8xf64>
      }
    }
    %r = call @row_sum(%m, %c1) : (memref<4x8xf64>, index) -> f64
    memref.dealloc %m : memref<4x8xf64>
    return %r : f64
  }
}
