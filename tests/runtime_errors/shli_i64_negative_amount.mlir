// expected-error: 7:8: 'arith.shli' shift amount 18446744073709551615 >= bit width 64
// An i64 amount of -1 read unsigned: both engines print 2^64-1 (the checked
// JIT printed -1, reader-24).
func.func @main() -> i64 {
  %x = arith.constant 5 : i64
  %z = arith.constant -1 : i64
  %q = arith.shli %x, %z : i64
  return %q : i64
}
