// expected-error: TODO
// The same buffer deallocated twice.
func.func @main() {
  %m = memref.alloc() : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  return
}
