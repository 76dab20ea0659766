// expected-error: 9:8: 'math.ipowi' integer division by zero (zero to a negative power)
// Zero to a negative integer power divides by zero: the interpreter refused
// it, the checked JIT returned 0 (reader-24). The operands come from a
// computation, so nothing folds them.
func.func @main() -> i32 {
  %one = arith.constant 1 : i32
  %zero = arith.subi %one, %one : i32
  %neg = arith.subi %zero, %one : i32
  %r = math.ipowi %zero, %neg : i32
  return %r : i32
}
