// expected-error: 3:3: unexpected character byte 0xff
func.func @f() {
  ÿþ
}