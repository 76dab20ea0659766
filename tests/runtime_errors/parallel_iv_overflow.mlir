// expected-error: 10:3: 'scf.parallel' the induction variable overflows index: 9223372036854775800 + 8 (the loop would go on from a wrapped value)
// The inner dimension of a parallel loop nest overflows.
func.func @main() {
  %m = memref.alloca() : memref<4xindex>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %lb = arith.constant 9223372036854775800 : index
  %ub = arith.constant 9223372036854775806 : index
  %s = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %lb) to (%c2, %ub) step (%c2, %s) {
    memref.store %j, %m[%i] : memref<4xindex>
  }
  return
}
