// memref.atomic_rmw with float and integer kinds: parallel histogram-style updates.
// entry: @main
module {
  func.func @accumulate(%acc: memref<4xf32>, %data: memref<16xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %data[%i] : memref<16xf32>
      %b = arith.remui %i, %c4 : index
      %old = memref.atomic_rmw addf %v, %acc[%b] : (f32, memref<4xf32>) -> f32
      scf.reduce
    }
    return
  }

  func.func @int_kinds(%m: memref<8xi32>, %i: index, %v: i32) -> (i32, i32, i32, i32, i32, i32) {
    %a = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<8xi32>) -> i32
    %b = memref.atomic_rmw maxs %v, %m[%i] : (i32, memref<8xi32>) -> i32
    %c = memref.atomic_rmw mins %v, %m[%i] : (i32, memref<8xi32>) -> i32
    %d = memref.atomic_rmw maxu %v, %m[%i] : (i32, memref<8xi32>) -> i32
    %e = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<8xi32>) -> i32
    %f = memref.atomic_rmw ori %v, %m[%i] : (i32, memref<8xi32>) -> i32
    return %a, %b, %c, %d, %e, %f : i32, i32, i32, i32, i32, i32
  }

  func.func @float_kinds(%m: memref<f64>, %v: f64) -> (f64, f64, f64) {
    %a = memref.atomic_rmw maximumf %v, %m[] : (f64, memref<f64>) -> f64
    %b = memref.atomic_rmw minimumf %v, %m[] : (f64, memref<f64>) -> f64
    %c = memref.atomic_rmw mulf %v, %m[] : (f64, memref<f64>) -> f64
    return %a, %b, %c : f64, f64, f64
  }

  func.func @main() -> f32 {
    %acc = memref.alloc() : memref<4xf32>
    %data = memref.alloc() : memref<16xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %zero, %acc[%i] : memref<4xf32>
    }
    scf.for %i = %c0 to %c16 step %c1 {
      memref.store %one, %data[%i] : memref<16xf32>
    }
    call @accumulate(%acc, %data) : (memref<4xf32>, memref<16xf32>) -> ()
    %r = memref.load %acc[%c0] : memref<4xf32>
    memref.dealloc %acc : memref<4xf32>
    memref.dealloc %data : memref<16xf32>
    return %r : f32
  }
}
