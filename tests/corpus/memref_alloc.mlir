// Heap and stack allocation, load/store, dealloc: fill and sum an array.
// entry: @main
module {
  func.func @fill_and_sum(%n: index) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %buf = memref.alloc(%n) : memref<?xf64>
    scf.for %i = %c0 to %n step %c1 {
      %i64 = arith.index_cast %i : index to i64
      %v = arith.sitofp %i64 : i64 to f64
      memref.store %v, %buf[%i] : memref<?xf64>
    }
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
      %v = memref.load %buf[%i] : memref<?xf64>
      %a = arith.addf %acc, %v : f64
      scf.yield %a : f64
    }
    memref.dealloc %buf : memref<?xf64>
    return %sum : f64
  }

  func.func @stack_matrix() -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.alloca() : memref<2x3xf32>
    %v = arith.constant 4.0 : f32
    memref.store %v, %m[%c1, %c0] : memref<2x3xf32>
    %r = memref.load %m[%c1, %c0] : memref<2x3xf32>
    return %r : f32
  }

  func.func @aligned() -> memref<16xi8> {
    %a = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
    return %a : memref<16xi8>
  }

  func.func @main() -> f64 {
    %n = arith.constant 5 : index
    %r = call @fill_and_sum(%n) : (index) -> f64
    return %r : f64
  }

  // realloc (dynamic and static sizes, an alignment) and assume_alignment.
  func.func @regrow(%n: index) -> memref<?xf32> {
    %m = memref.alloc(%n) : memref<?xf32>
    memref.assume_alignment %m, 16 : memref<?xf32>
    %s = memref.realloc %m : memref<?xf32> to memref<4xf32>
    %r = memref.realloc %s(%n) {alignment = 8 : i64} : memref<4xf32> to memref<?xf32>
    return %r : memref<?xf32>
  }
}
