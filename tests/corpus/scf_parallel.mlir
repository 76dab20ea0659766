// scf.parallel with and without scf.reduce, 1-D and 2-D.
// entry: @main
module {
  memref.global "private" constant @data : memref<5xf32> = dense<[1.0, 2.0, 3.0, 4.0, 5.5]>
  func.func @sum(%a: memref<?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %zero = arith.constant 0.0 : f32
    %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
      %v = memref.load %a[%i] : memref<?xf32>
      scf.reduce(%v : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        %r = arith.addf %lhs, %rhs : f32
        scf.reduce.return %r : f32
      }
    }
    return %s : f32
  }
  func.func @scale2d(%m: memref<4x4xf64>, %k: f64) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %v = memref.load %m[%i, %j] : memref<4x4xf64>
      %w = arith.mulf %v, %k : f64
      memref.store %w, %m[%i, %j] : memref<4x4xf64>
      scf.reduce
    }
    return
  }
  // two reductions at once: sum and max
  func.func @sum_max(%a: memref<8xi32>) -> (i32, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %z = arith.constant 0 : i32
    %min = arith.constant -2147483648 : i32
    %r:2 = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z, %min) -> (i32, i32) {
      %v = memref.load %a[%i] : memref<8xi32>
      scf.reduce(%v, %v : i32, i32) {
      ^bb0(%l: i32, %r: i32):
        %s = arith.addi %l, %r : i32
        scf.reduce.return %s : i32
      }, {
      ^bb0(%l: i32, %r: i32):
        %m = arith.maxsi %l, %r : i32
        scf.reduce.return %m : i32
      }
    }
    return %r#0, %r#1 : i32, i32
  }

  func.func @main() -> f32 {
    %g = memref.get_global @data : memref<5xf32>
    %a = memref.cast %g : memref<5xf32> to memref<?xf32>
    %s = call @sum(%a) : (memref<?xf32>) -> f32
    return %s : f32
  }
}
