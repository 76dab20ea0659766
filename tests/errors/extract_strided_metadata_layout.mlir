// expected-error: 4:27: 'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4xf64, affine_map<(d0) -> (d0 floordiv 2)>>'
// A layout that is not strided (MLIR's message).
func.func @f(%x: memref<4xf64, affine_map<(d0) -> (d0 floordiv 2)>>) {
  %base, %off, %sz, %st = memref.extract_strided_metadata %x : memref<4xf64, affine_map<(d0) -> (d0 floordiv 2)>> -> memref<f64>, index, index, index
  return
}
