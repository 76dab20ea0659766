// expected-error: 2:43: duplicate key 'a' in dictionary attribute
func.func private @f() attributes {a = 1, a = 2}