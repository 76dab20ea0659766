// expected-error: 6:3: redefinition of SSA value '%0'
// A name defined at module level cannot be defined again inside a function
// (isolated from above, but MLIR still refuses the redefinition).
%0 = "test.def"() : () -> i32
func.func @f() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
