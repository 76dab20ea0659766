// expected-error: 3:3: 'scf.forall' op constant step must be positive
func.func @f(%n: index) {
  scf.forall (%i) = (0) to (%n) step (0) {
  }
  return
}
