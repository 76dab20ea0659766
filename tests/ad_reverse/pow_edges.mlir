// pow at the edges of its domain, where finite differences cannot check it
// (0^(y-h) is infinite): tested against exact values in reverse.rs
// (pow_at_zero). ∂x x^y is 0 where y = 0, ∂y x^y is 0 where x = 0
// (reader-12: NaN before); ∂x x^n (fpowi) is 0 where n = 0 (reader-14:
// NaN at x = 0 before). maxnum / minnum with a NaN operand pick the
// number, and its derivative (reader-14: the NaN's before), tested in
// maxnum_with_a_nan.
func.func @pow_xy(%x: f64, %y: f64) -> f64 {
  %r = math.powf %x, %y : f64
  return %r : f64
}
llvm.func @pow_llvm(%x: f64, %y: f64) -> f64 {
  %r = llvm.intr.pow(%x, %y) : (f64, f64) -> f64
  llvm.return %r : f64
}
func.func @fpowi_xn(%x: f64, %n: i32) -> f64 {
  %r = math.fpowi %x, %n : f64, i32
  return %r : f64
}
func.func @maxnum_xy(%x: f64, %y: f64) -> f64 {
  %r = arith.maxnumf %x, %y : f64
  return %r : f64
}
func.func @minnum_xy(%x: f64, %y: f64) -> f64 {
  %r = arith.minnumf %x, %y : f64
  return %r : f64
}
llvm.func @maxnum_llvm(%x: f64, %y: f64) -> f64 {
  %r = llvm.intr.maxnum(%x, %y) : (f64, f64) -> f64
  llvm.return %r : f64
}
