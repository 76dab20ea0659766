// expected-error: 6:8: 'arith.shli' shift amount 32 >= bit width 32
// Shift of an i32 by 32 (>= the bit width) is poison.
func.func @main() -> i32 {
  %x = arith.constant 1 : i32
  %s = arith.constant 32 : i32
  %r = arith.shli %x, %s : i32
  return %r : i32
}
