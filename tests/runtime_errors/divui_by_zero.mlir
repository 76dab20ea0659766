// expected-error: 10:8: 'arith.divui' integer division by zero
// arith.divui by a zero that reaches it through a call.
func.func @zero() -> i64 {
  %z = arith.constant 0 : i64
  return %z : i64
}
func.func @main() -> i64 {
  %a = arith.constant 17 : i64
  %z = func.call @zero() : () -> i64
  %q = arith.divui %a, %z : i64
  return %q : i64
}
