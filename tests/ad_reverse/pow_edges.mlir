// pow at the edges of its domain, where finite differences cannot check it
// (0^(y-h) is infinite): tested against exact values in reverse.rs
// (pow_at_zero). ∂x x^y is 0 where y = 0, ∂y x^y is 0 where x = 0
// (reader-12: NaN before).
func.func @pow_xy(%x: f64, %y: f64) -> f64 {
  %r = math.powf %x, %y : f64
  return %r : f64
}
llvm.func @pow_llvm(%x: f64, %y: f64) -> f64 {
  %r = llvm.intr.pow(%x, %y) : (f64, f64) -> f64
  llvm.return %r : f64
}
