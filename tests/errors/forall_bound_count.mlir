// expected-error: 3:23: expected 2 bounds (one per induction variable), but found 1
func.func @f(%n: index) {
  scf.forall (%i, %j) in (%n) {
  }
  return
}
