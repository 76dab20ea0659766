// `call` and `return` mean func.call and func.return directly in a
// func.func's body, also inside ops written in generic form (they do not
// change the default dialect), as in MLIR.
func.func private @g(f64) -> f64
func.func @f(%c: i1, %x: f64) -> f64 {
  %r = "scf.if"(%c) ({
    %y = call @g(%x) : (f64) -> f64
    scf.yield %y : f64
  }, {
    scf.yield %x : f64
  }) : (i1) -> f64
  return %r : f64
}
