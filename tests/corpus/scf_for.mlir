// scf.for with iter_args: factorial, dot product, nested loops.
// entry: @main
module {
  func.func @factorial(%n: index) -> i64 {
    %c1 = arith.constant 1 : index
    %one = arith.constant 1 : i64
    %ub = arith.addi %n, %c1 : index
    %r = scf.for %i = %c1 to %ub step %c1 iter_args(%acc = %one) -> (i64) {
      %i64 = arith.index_cast %i : index to i64
      %m = arith.muli %acc, %i64 : i64
      scf.yield %m : i64
    }
    return %r : i64
  }

  func.func @dot(%a: memref<?xf64>, %b: memref<?xf64>) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %a, %c0 : memref<?xf64>
    %z = arith.constant 0.0 : f64
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
      %x = memref.load %a[%i] : memref<?xf64>
      %y = memref.load %b[%i] : memref<?xf64>
      %p = arith.mulf %x, %y : f64
      %s = arith.addf %acc, %p : f64
      scf.yield %s : f64
    }
    return %r : f64
  }

  // sum over i<n, j<i of (i*j), with an i32 induction variable on the inner loop
  func.func @triangle(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %inner = scf.for %j = %c0 to %i step %c1 iter_args(%a2 = %acc) -> (i32) : i32 {
        %p = arith.muli %i, %j : i32
        %s = arith.addi %a2, %p : i32
        scf.yield %s : i32
      }
      scf.yield %inner : i32
    }
    return %r : i32
  }

  func.func @main() -> i64 {
    %n = arith.constant 10 : index
    %r = call @factorial(%n) : (index) -> i64
    return %r : i64
  }
}
