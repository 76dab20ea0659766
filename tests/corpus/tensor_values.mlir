// Value tensors: built with splat, empty, insert (in a loop carrying the
// tensor) and from_elements, read with extract at constant and run-time
// indices, elementwise arith/math, a dense constant, cast, dim, and tensors
// passed to and returned from a call. Runs split into scalars.
// entry: @main
module {
  func.func @poly(%t: tensor<4xf64>) -> tensor<4xf64> {
    %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
    %p = arith.mulf %t, %c : tensor<4xf64>
    %s = math.sqrt %p : tensor<4xf64>
    return %s : tensor<4xf64>
  }

  func.func @main() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %two = arith.constant 2.0 : f64
    %t0 = tensor.splat %two : tensor<4xf64>
    %e = tensor.empty() : tensor<4xf64>
    %t1 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e) -> (tensor<4xf64>) {
      %x = tensor.extract %t0[%i] : tensor<4xf64>
      %ii = arith.index_cast %i : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %y = arith.addf %x, %fi : f64
      %n = tensor.insert %y into %acc[%i] : tensor<4xf64>
      scf.yield %n : tensor<4xf64>
    }
    %p = func.call @poly(%t1) : (tensor<4xf64>) -> tensor<4xf64>
    %q = tensor.cast %p : tensor<4xf64> to tensor<4xf64>
    %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %two) -> (f64) {
      %x = tensor.extract %q[%i] : tensor<4xf64>
      %s2 = arith.addf %s, %x : f64
      scf.yield %s2 : f64
    }
    %last = tensor.extract %q[%c1] : tensor<4xf64>
    %pair = tensor.from_elements %sum, %last : tensor<2xf64>
    %m = arith.constant dense<[[1.0, 10.0], [100.0, 1000.0]]> : tensor<2x2xf64>
    %a = tensor.extract %m[%c1, %c0] : tensor<2x2xf64>
    %k = tensor.dim %m, %c1 : tensor<2x2xf64>
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f64
    %b = tensor.extract %pair[%c0] : tensor<2xf64>
    %d = tensor.extract %pair[%c1] : tensor<2xf64>
    %ab = arith.mulf %a, %b : f64
    %abd = arith.addf %ab, %d : f64
    %r = arith.addf %abd, %kf : f64
    return %r : f64
  }
}
