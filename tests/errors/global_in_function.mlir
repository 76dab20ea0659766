// expected-error: 3:3: symbol's parent must have the SymbolTable trait (a module), not 'func.func'
func.func @f() {
  memref.global "private" @g : memref<2xf64> = dense<0.0>
  return
}
