// expected-error: 11:5: 'memref.store' index 10 is out of bounds for dimension 0 of size 10
// An off-by-one loop bound (0 to n inclusive) stores past the end in its last iteration.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %m = memref.alloc(%n) : memref<?xi64>
  %ub = arith.addi %n, %c1 : index
  scf.for %i = %c0 to %ub step %c1 {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%i] : memref<?xi64>
  }
  memref.dealloc %m : memref<?xi64>
  return
}
