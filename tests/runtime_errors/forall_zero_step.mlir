// expected-error: 8:3: 'scf.forall' step must be positive, got 0
// scf.forall runs as scf.parallel: its errors name the op written
// ('scf.parallel' before).
func.func @main() -> index {
  %c1 = arith.constant 1 : index
  %s = arith.subi %c1, %c1 : index
  %m = memref.alloc() : memref<4xindex>
  scf.forall (%i) = (0) to (4) step (%s) {
    memref.store %i, %m[%i] : memref<4xindex>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xindex>
  memref.dealloc %m : memref<4xindex>
  return %v : index
}
