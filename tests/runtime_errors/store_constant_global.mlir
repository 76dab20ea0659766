// expected-error: 11:3: 'memref.store' write to constant global @t
// A store into a constant memref.global: the interpreter refused it, the
// checked JIT wrote it (reader-24). The index is computed, so the store is
// not folded away.
memref.global "private" constant @t : memref<3xf64> = dense<[1.0, 2.0, 3.0]>
func.func @main() -> f64 {
  %g = memref.get_global @t : memref<3xf64>
  %c = arith.constant 9.0 : f64
  %one = arith.constant 1 : index
  %i = arith.addi %one, %one : index
  memref.store %c, %g[%i] : memref<3xf64>
  %x = memref.load %g[%i] : memref<3xf64>
  return %x : f64
}
