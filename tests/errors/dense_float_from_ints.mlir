// expected-error: 3:30: expected floating-point elements, but parsed integer
func.func @f() -> tensor<2xf32> {
  %a = arith.constant dense<[1, 2]> : tensor<2xf32>
  return %a : tensor<2xf32>
}
