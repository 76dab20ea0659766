// memref.global (constant, mutable, uninitialized, aligned) and memref.get_global.
// entry: @main
module {
  memref.global "private" constant @coeffs : memref<4xf64> = dense<[1.0, -0.5, 0.25, -0.125]>
  memref.global @counter : memref<i64> = dense<0>
  memref.global "private" @scratch : memref<8xf32> = uninitialized
  memref.global "private" constant @aligned_tbl : memref<2xi32> = dense<[7, 9]> {alignment = 16 : i64}
  memref.global "private" @splat_init : memref<3x3xf32> = dense<1.0>

  // evaluate the series sum c_k x^k
  func.func @series(%x: f64) -> f64 {
    %c = memref.get_global @coeffs : memref<4xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f64
    %one = arith.constant 1.0 : f64
    %r:2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero, %xp = %one) -> (f64, f64) {
      %ck = memref.load %c[%k] : memref<4xf64>
      %t = arith.mulf %ck, %xp : f64
      %a = arith.addf %acc, %t : f64
      %xp2 = arith.mulf %xp, %x : f64
      scf.yield %a, %xp2 : f64, f64
    }
    return %r#0 : f64
  }

  func.func @bump() -> i64 {
    %g = memref.get_global @counter : memref<i64>
    %v = memref.load %g[] : memref<i64>
    %one = arith.constant 1 : i64
    %n = arith.addi %v, %one : i64
    memref.store %n, %g[] : memref<i64>
    return %n : i64
  }

  func.func @main() -> f64 {
    %x = arith.constant 0.5 : f64
    %r = call @series(%x) : (f64) -> f64
    %b = call @bump() : () -> i64
    return %r : f64
  }
}
