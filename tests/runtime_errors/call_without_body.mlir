// expected-error: 15:10: 'func.call' calls @report, which has no body (external functions cannot be run)
// A call of a declared function without a body (a panic or logging hook of
// imported code) fails when it runs, in both engines alike: the JIT no
// longer refuses to compile the caller, which runs fine while the call is
// not reached.
func.func private @report(f64) -> f64
func.func @main() -> f64 {
  %x = arith.constant -2.0 : f64
  %z = arith.constant 0.0 : f64
  %big = arith.cmpf ogt, %x, %z : f64
  %r = scf.if %big -> f64 {
    %s = math.sqrt %x : f64
    scf.yield %s : f64
  } else {
    %e = func.call @report(%x) : (f64) -> f64
    scf.yield %e : f64
  }
  return %r : f64
}
