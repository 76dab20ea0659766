// func.constant + func.call_indirect: apply a function value in a loop.
// entry: @main
module {
  func.func @double(%x: f64) -> f64 {
    %r = arith.addf %x, %x : f64
    return %r : f64
  }

  func.func @inc(%x: f64) -> f64 {
    %one = arith.constant 1.0 : f64
    %r = arith.addf %x, %one : f64
    return %r : f64
  }

  // apply f n times to x
  func.func @iterate(%f: (f64) -> f64, %x: f64, %n: index) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f64) {
      %y = func.call_indirect %f(%acc) : (f64) -> f64
      scf.yield %y : f64
    }
    return %r : f64
  }

  func.func @pick(%c: i1) -> ((f64) -> f64) {
    %d = func.constant @double : (f64) -> f64
    %i = func.constant @inc : (f64) -> f64
    %r = arith.select %c, %d, %i : (f64) -> f64
    return %r : (f64) -> f64
  }

  func.func @main() -> f64 {
    %t = arith.constant true
    %f = call @pick(%t) : (i1) -> ((f64) -> f64)
    %x = arith.constant 1.0 : f64
    %n = arith.constant 5 : index
    %r = call @iterate(%f, %x, %n) : ((f64) -> f64, f64, index) -> f64
    return %r : f64
  }
}
