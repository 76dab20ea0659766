// scf.parallel with a sum reduction over a 2-D index space, and index_switch.
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @classify(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %a = arith.constant 10 : i64
    scf.yield %a : i64
  }
  case 2 {
    %b = arith.constant 20 : i64
    scf.yield %b : i64
  }
  default {
    %c = arith.constant -1 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f64
  %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c5) step (%c1, %c1) init (%zero) -> f64 {
    %k = arith.muli %i, %c5 : index
    %l = arith.addi %k, %j : index
    %li = arith.index_cast %l : index to i64
    %f = arith.sitofp %li : i64 to f64
    %sq = arith.mulf %f, %f : f64
    scf.reduce(%sq : f64) {
    ^bb0(%x: f64, %y: f64):
      %s = arith.addf %x, %y : f64
      scf.reduce.return %s : f64
    }
  }
  func.call @printF64(%sum) : (f64) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %c3 step %c1 {
    %v = func.call @classify(%i) : (index) -> i64
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
