// Descriptor parts: every result of extract_strided_metadata, with a
// memory space and attributes (printed last, as MLIR does).
func.func @f(%x: memref<4x?xf64, strided<[?, 1], offset: ?>, 3>) -> index {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %x : memref<4x?xf64, strided<[?, 1], offset: ?>, 3> -> memref<f64, 3>, index, index, index, index, index {a = 1}
  %p = memref.extract_aligned_pointer_as_index %x : memref<4x?xf64, strided<[?, 1], offset: ?>, 3> -> index {b = 2}
  return %p : index
}
func.func @g(%x: memref<*xf64>) -> index {
  %p = memref.extract_aligned_pointer_as_index %x : memref<*xf64> -> index
  return %p : index
}
