// memref.realloc: the common elements kept, the new ones written after;
// growing and shrinking, static and dynamic sizes; memref.assume_alignment.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c4) : memref<?xf64>
  memref.assume_alignment %m, 16 : memref<?xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    memref.store %f, %m[%i] : memref<?xf64>
  }
  %r = memref.realloc %m(%c6) : memref<?xf64> to memref<?xf64>
  %ten = arith.constant 10.0 : f64
  memref.store %ten, %r[%c4] : memref<?xf64>
  %c5 = arith.constant 5 : index
  memref.store %ten, %r[%c5] : memref<?xf64>
  %v = vector.load %r[%c0] : memref<?xf64>, vector<6xf64>
  vector.print %v : vector<6xf64>
  %s = memref.realloc %r : memref<?xf64> to memref<3xf64>
  %w = vector.load %s[%c0] : memref<3xf64>, vector<3xf64>
  vector.print %w : vector<3xf64>
  %t = memref.realloc %s(%c4) : memref<3xf64> to memref<?xf64>
  memref.store %ten, %t[%c3] : memref<?xf64>
  %u = vector.load %t[%c0] : memref<?xf64>, vector<4xf64>
  vector.print %u : vector<4xf64>
  memref.dealloc %t : memref<?xf64>
  return
}
