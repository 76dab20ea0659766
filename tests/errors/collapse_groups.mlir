// expected-error: 3:8: 'memref.collapse_shape' op dimension 0 of size 5 is not the product of its group's sizes (6)
func.func @f(%m: memref<2x3xf64>) {
  %c = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<2x3xf64>) -> memref<5xf64>
  return
}
