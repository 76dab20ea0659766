// expected-error: 3:8: 'math.isnan' op operand must be floating-point-like, but got 'i32'
func.func @f(%a: i32) -> i1 {
  %0 = math.isnan %a : i32
  return %0 : i1
}
