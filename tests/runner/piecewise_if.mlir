// A piecewise function with scf.if, cmpf and select over a range of points.
func.func private @printF64(f64)
func.func private @printNewline()

func.func @f(%x: f64) -> f64 {
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %neg = arith.cmpf olt, %x, %zero : f64
  %r = scf.if %neg -> (f64) {
    %e = math.exp %x : f64
    %m = arith.subf %e, %one : f64
    scf.yield %m : f64
  } else {
    %big = arith.cmpf ogt, %x, %one : f64
    %l = math.log %x : f64
    %l1 = arith.addf %l, %one : f64
    %s = arith.select %big, %l1, %x : f64
    scf.yield %s : f64
  }
  return %r : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %step = arith.constant 0.75 : f64
  %start = arith.constant -3.0 : f64
  scf.for %i = %c0 to %c9 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %d = arith.mulf %fi, %step : f64
    %x = arith.addf %start, %d : f64
    %y = func.call @f(%x) : (f64) -> f64
    func.call @printF64(%y) : (f64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
