// expected-error: 5:14: use of undeclared SSA value name '%a'
func.func @f(%a: f32) -> f32 {
  "test.region"() ({
    func.func @inner() -> f32 {
      return %a : f32
    }
  }) : () -> ()
  return %a : f32
}