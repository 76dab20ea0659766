// expected-error: 2:22: undefined type alias '!nothere'
func.func private @f(!nothere)