// Enzyme's own ops inside differentiated code (checked against closed
// forms in crates/ferrozyme-jit/tests/reverse.rs: finite differences do not
// see enzyme.ignore_derivatives).

// f(x) = ignore(x²)·x + sin(x): f'(x) = x² + cos(x) (no derivative through x²).
func.func @dropped(%x: f64) -> f64 {
  %x2 = arith.mulf %x, %x : f64
  %d = enzyme.ignore_derivatives %x2 : f64 -> f64
  %p = arith.mulf %d, %x : f64
  %s = math.sin %x : f64
  %r = arith.addf %p, %s : f64
  return %r : f64
}

// Only ignored: the gradient is 0.
func.func @all_dropped(%x: f64) -> f64 {
  %x2 = arith.mulf %x, %x : f64
  %d = enzyme.ignore_derivatives %x2 : f64 -> f64
  return %d : f64
}
