// expected-error: 13:3: 'memref.copy' write to constant global @t
// memref.copy into a constant global (checked JIT: the copy's target
// elements are checked as stores are).
memref.global "private" constant @t : memref<2xf64> = dense<[1.0, 2.0]>
func.func @main() -> f64 {
  %g = memref.get_global @t : memref<2xf64>
  %b = memref.alloc() : memref<2xf64>
  %c = arith.constant 4.0 : f64
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  memref.store %c, %b[%i0] : memref<2xf64>
  memref.store %c, %b[%i1] : memref<2xf64>
  memref.copy %b, %g : memref<2xf64> to memref<2xf64>
  memref.dealloc %b : memref<2xf64>
  %x = memref.load %g[%i0] : memref<2xf64>
  return %x : f64
}
