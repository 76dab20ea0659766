// expected-error: 9:8: 'scf.for' step must be positive, got 0
// A step of 0 computed at run time: the interpreter refused it, the checked
// JIT looped forever (reader-21); a negative step ran no iteration there.
func.func @main() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = arith.subi %c1, %c1 : index
  %r = scf.for %i = %c0 to %c4 step %s iter_args(%a = %c0) -> (index) {
    %n = arith.addi %a, %i : index
    scf.yield %n : index
  }
  return %r : index
}
