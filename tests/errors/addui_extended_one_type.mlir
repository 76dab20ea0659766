// expected-error: 3:33: expected two types: the sum and the overflow bit
func.func @f(%a: i64) -> i64 {
  %s, %o = arith.addui_extended %a, %a : i64
  return %s : i64
}
