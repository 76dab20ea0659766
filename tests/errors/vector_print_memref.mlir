// expected-error: 3:3: 'vector.print' op operand #0 must be a printable type (integer, index, float or a vector of them), but got 'memref<4xf64>'
func.func @f(%m: memref<4xf64>) {
  vector.print %m : memref<4xf64>
  return
}
