// expected-error: 2:22: integer bitwidth is limited to 16777215 bits: 'i99999999'
func.func private @f(i99999999)