// expected-error: 3:8: custom op 'arith.frobnicate' is unknown (ops ferrozyme does not know must be written in the generic form "arith.frobnicate"(...))
func.func @f(%a: f32) -> f32 {
  %0 = arith.frobnicate %a : f32
  return %0 : f32
}