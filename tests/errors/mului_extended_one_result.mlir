// expected-error: 3:8: 'arith.mului_extended' op expected 2 results, but found 1
func.func @f(%a: i32) -> i32 {
  %l = "arith.mului_extended"(%a, %a) : (i32, i32) -> i32
  return %l : i32
}
