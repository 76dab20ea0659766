// expected-error: 3:1: redefinition of symbol named 'g'
func.func private @g(f32)
func.func private @g(f64)