// expected-error: 6:8: 'arith.shrsi' shift amount 65535 >= bit width 16
// Shift by -1 (0xffff as an unsigned i16 amount) is >= the bit width.
func.func @main() -> i16 {
  %x = arith.constant 5 : i16
  %z = arith.constant -1 : i16
  %q = arith.shrsi %x, %z : i16
  return %q : i16
}
