// expected-error: 3:25: negative integer literal not valid for unsigned integer type
func.func @f() -> ui8 {
  %a = "test.c"() {v = -1 : ui8} : () -> ui8
  return %a : ui8
}
