// expected-error: 9:3: 'memref.store' index -1 is out of bounds for dimension 0 of size 8
// memref.store at a negative index.
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = arith.subi %c0, %c1 : index
  %x = arith.constant 42 : i32
  memref.store %x, %m[%i] : memref<8xi32>
  memref.dealloc %m : memref<8xi32>
  return
}
