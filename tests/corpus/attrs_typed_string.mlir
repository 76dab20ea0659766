// Typed string attributes keep their type (it was dropped when printed).
func.func @typed_strings() attributes {s = "abc" : i32, t = "x\\n" : tensor<2xf32>, u = "plain"} {
  return
}
