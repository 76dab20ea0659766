// expected-error: 4:27: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f64>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'
// The base buffer has the source's element type (MLIR's message).
func.func @f(%x: memref<4xf64>) {
  %base, %off, %sz, %st = memref.extract_strided_metadata %x : memref<4xf64> -> memref<f32>, index, index, index
  return
}
