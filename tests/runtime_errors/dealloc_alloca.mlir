// expected-error: 5:3: 'memref.dealloc' deallocation of stack memory (it is released when its scope returns)
// memref.dealloc of stack memory (a memref.alloca).
func.func @main() {
  %m = memref.alloca() : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  return
}
