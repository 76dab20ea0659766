// expected-error: 3:19: unknown comparison predicate "bogus"
func.func @f(%a: f32) -> i1 {
  %0 = arith.cmpf bogus, %a, %a : f32
  return %0 : i1
}