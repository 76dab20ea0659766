// expected-error: 3:3: symbol's parent must have the SymbolTable trait (a module), not 'func.func'
func.func @main() -> i64 {
  func.func private @inner() -> i64
  %r = func.call @inner() : () -> i64
  return %r : i64
}
