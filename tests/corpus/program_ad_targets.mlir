// Small differentiable functions typical of AD tests (scalar, loop, memref, branch).
// entry: @main   (mem_prod: out[0] = in[0] * in[1], returns in[0] + in[1])
module {
  func.func @square_sin(%x: f64) -> f64 {
    %sq = arith.mulf %x, %x : f64
    %s = math.sin %x : f64
    %r = arith.mulf %sq, %s : f64
    return %r : f64
  }

  // x^2 * sin(x); x^n by repeated multiplication
  func.func @pow_loop(%x: f64, %n: index) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %one = arith.constant 1.0 : f64
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> (f64) {
      %m = arith.mulf %acc, %x : f64
      scf.yield %m : f64
    }
    return %r : f64
  }

  func.func @mem_prod(%in: memref<2xf64>, %out: memref<1xf64>) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = memref.load %in[%c0] : memref<2xf64>
    %b = memref.load %in[%c1] : memref<2xf64>
    %p = arith.mulf %a, %b : f64
    memref.store %p, %out[%c0] : memref<1xf64>
    %s = arith.addf %a, %b : f64
    return %s : f64
  }

  // piecewise: x > 0 ? exp(x) : x + 1
  func.func @piecewise(%x: f64) -> f64 {
    %z = arith.constant 0.0 : f64
    %c = arith.cmpf ogt, %x, %z : f64
    cf.cond_br %c, ^pos, ^neg
  ^pos:
    %e = math.exp %x : f64
    cf.br ^exit(%e : f64)
  ^neg:
    %one = arith.constant 1.0 : f64
    %l = arith.addf %x, %one : f64
    cf.br ^exit(%l : f64)
  ^exit(%r: f64):
    return %r : f64
  }

  func.func @main() -> f64 {
    %x = arith.constant 1.25 : f64
    %n = arith.constant 3 : index
    %a = call @square_sin(%x) : (f64) -> f64
    %b = call @pow_loop(%x, %n) : (f64, index) -> f64
    %c = call @piecewise(%x) : (f64) -> f64
    %s0 = arith.addf %a, %b : f64
    %s1 = arith.addf %s0, %c : f64
    return %s1 : f64
  }
}
