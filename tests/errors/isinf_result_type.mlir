// expected-error: 3:8: 'math.isinf' op result must be 'i1' (i1 of the operand's shape), but got 'i32'
func.func @f(%a: f64) -> i32 {
  %0 = "math.isinf"(%a) : (f64) -> i32
  return %0 : i32
}
