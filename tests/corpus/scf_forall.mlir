// scf.forall over memory: normalized (`in`) and general bounds, mixed
// static and dynamic entries, a mapping attribute, an explicit empty
// terminator, nesting.
func.func @forall(%a: memref<4x8xf64>, %n: index, %m: index) {
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) in (%n, 8) {
    %v = memref.load %a[%i, %j] : memref<4x8xf64>
    %w = arith.mulf %v, %v : f64
    memref.store %w, %a[%i, %j] : memref<4x8xf64>
  }
  scf.forall (%i) = (1) to (%n) step (%c2) {
    %v = memref.load %a[%i, %i] : memref<4x8xf64>
    memref.store %v, %a[%i, %c2] : memref<4x8xf64>
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) = (%m) to (4) step (1) {
    scf.forall (%j) in (%n) {
      %v = memref.load %a[%i, %j] : memref<4x8xf64>
      memref.store %v, %a[%j, %i] : memref<4x8xf64>
    }
  }
  scf.forall (%i) in (4) {
    scf.forall.in_parallel {
    }
  }
  return
}
