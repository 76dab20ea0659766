// expected-error: 2:32: expected '"' in string literal
func.func @f() attributes {s = "abc
} {
  return
}