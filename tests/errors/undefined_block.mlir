// expected-error: 3:15: reference to an undefined block '^bb7'
func.func @f(%a: f32) -> f32 {
  "test.br"()[^bb7] : () -> ()
}