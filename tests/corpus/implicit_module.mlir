// Top-level ops without an explicit builtin.module (the parser wraps them),
// plus an empty function and a function with an empty-result return.
// entry: @main
func.func @empty() {
  return
}

func.func private @decl(i32) -> i32

func.func @main() -> i32 {
  %a = arith.constant 40 : i32
  %b = arith.constant 2 : i32
  %r = arith.addi %a, %b : i32
  func.call @empty() : () -> ()
  return %r : i32
}
