// expected-error: 12:8: 'scf.for' the induction variable overflows i8: 120 + 20 (the loop would go on from a wrapped value)
// An i8 loop whose IV passes 127: MLIR's lowering (and the unchecked JIT)
// wraps it to -116 and goes on looping; the interpreter used to stop after
// two iterations.
func.func @main() -> i32 {
  %lb = arith.constant 100 : i8
  %ub = arith.constant 127 : i8
  %s = arith.constant 20 : i8
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %c0) -> (i32) : i8 {
    %b = arith.addi %a, %c1 : i32
    scf.yield %b : i32
  }
  %t = arith.addi %r, %one : i32
  return %t : i32
}
