// expected-error: 10:8: 'arith.remui' integer remainder by zero
// arith.remui by a zero that reaches it through a call.
func.func @zero() -> i64 {
  %z = arith.constant 0 : i64
  return %z : i64
}
func.func @main() -> i64 {
  %a = arith.constant 17 : i64
  %z = func.call @zero() : () -> i64
  %q = arith.remui %a, %z : i64
  return %q : i64
}
