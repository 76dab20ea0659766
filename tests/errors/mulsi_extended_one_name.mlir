// expected-error: 3:3: operation 'arith.mulsi_extended' defines 2 results but 1 names were bound
func.func @f(%a: i32) -> i32 {
  %l = arith.mulsi_extended %a, %a : i32
  return %l : i32
}
