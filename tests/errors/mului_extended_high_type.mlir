// expected-error: 3:12: 'arith.mului_extended' op the high half must have the type of the low half ('i64' vs 'i32')
func.func @f(%a: i32) -> i32 {
  %l, %h = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return %l : i32
}
