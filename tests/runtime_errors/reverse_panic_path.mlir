// expected-error: 10:3: 'llvm.intr.trap' trap
// A panic path as Rust and C code has them (a block ending in
// llvm.unreachable after a trap) in reverse-mode derivative code: the
// derivative traps where the function does, located at the trap.
func.func @sqrt_checked(%x: f64) -> f64 {
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %neg = llvm.fcmp "olt" %x, %z : f64
  llvm.cond_br %neg, ^panic, ^ok
^panic:
  "llvm.intr.trap"() : () -> ()
  llvm.unreachable
^ok:
  %r = llvm.intr.sqrt(%x) : (f64) -> f64
  return %r : f64
}
func.func @main() -> f64 {
  %x = arith.constant -2.0 : f64
  %one = arith.constant 1.0 : f64
  %d = enzyme.autodiff @sqrt_checked(%x, %one) {activity = [#enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>]} : (f64, f64) -> f64
  return %d : f64
}
