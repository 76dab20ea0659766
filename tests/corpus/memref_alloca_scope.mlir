// memref.alloca_scope with and without results.
// entry: @main
module {
  func.func @loop_scratch(%n: index) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0.0 : f64
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
      // per-iteration stack slot, released at the end of the scope
      %v = memref.alloca_scope -> (f64) {
        %tmp = memref.alloca() : memref<f64>
        %i64 = arith.index_cast %i : index to i64
        %f = arith.sitofp %i64 : i64 to f64
        %sq = arith.mulf %f, %f : f64
        memref.store %sq, %tmp[] : memref<f64>
        %ld = memref.load %tmp[] : memref<f64>
        memref.alloca_scope.return %ld : f64
      }
      %a = arith.addf %acc, %v : f64
      scf.yield %a : f64
    }
    return %r : f64
  }

  func.func @no_result(%out: memref<f32>) {
    memref.alloca_scope {
      %t = memref.alloca() : memref<4xf32>
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %t[%c0] : memref<4xf32>
      %v = memref.load %t[%c0] : memref<4xf32>
      memref.store %v, %out[] : memref<f32>
    }
    return
  }

  func.func @main() -> f64 {
    %n = arith.constant 4 : index
    %r = call @loop_scratch(%n) : (index) -> f64
    return %r : f64
  }
}
