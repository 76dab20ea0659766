// expected-error: 2:16: expected non-empty function body
func.func @f() {}
