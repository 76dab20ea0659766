// expected-error: 6:8: 'arith.divsi' signed division overflow (-2147483648 / -1 in i32)
// i32 MIN / -1 overflows.
func.func @main() -> i32 {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %q = arith.divsi %min, %m1 : i32
  return %q : i32
}
