// expected-error: 3:12: 'arith.addui_extended' op overflow must be 'i1' (i1 of the operands' shape), but got 'i8'
func.func @f(%a: i64) -> i64 {
  %s, %o = arith.addui_extended %a, %a : i64, i8
  return %s : i64
}
