// expected-error: 2:40: undefined attribute alias '#nothere'
func.func private @f() attributes {a = #nothere}