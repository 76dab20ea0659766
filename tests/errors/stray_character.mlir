// expected-error: 3:10: unexpected character '`'
func.func @f() {
  return ` 
}