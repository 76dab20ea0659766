// expected-error: 3:23: integer constant out of range for type 'i8'
func.func @f() -> i8 {
  %0 = arith.constant 300 : i8
  return %0 : i8
}