// expected-error: 6:3: 'memref.dealloc' double free
// The same buffer deallocated twice.
func.func @main() {
  %m = memref.alloc() : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  return
}
