// expected-error: 3:27: integer types of width 0 are not supported: 'i0'
func.func @f() {
  %y = arith.constant 1 : i0
  return
}
