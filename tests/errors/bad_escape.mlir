// expected-error: 2:34: unknown escape in string literal
func.func @f() attributes {s = "a\qb"} {
  return
}