// expected-error: 9:8: 'scf.for' the induction variable overflows index: 9223372036854775805 + 5 (the loop would go on from a wrapped value)
// An index loop ending near 2^63 - 1.
func.func @main() -> index {
  %lb = arith.constant 9223372036854775800 : index
  %ub = arith.constant 9223372036854775807 : index
  %s = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %c0) -> (index) {
    %b = arith.addi %a, %c1 : index
    scf.yield %b : index
  }
  return %r : index
}
