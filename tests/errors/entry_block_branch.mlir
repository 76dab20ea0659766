// expected-error: 4:3: 'test.br' op cannot branch to the entry block of a region
func.func @f() {
^bb0:
  "test.br"()[^bb0] : () -> ()
}