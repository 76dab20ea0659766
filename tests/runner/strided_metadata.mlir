// memref.extract_strided_metadata and extract_aligned_pointer_as_index as
// --expand-strided-metadata and the buffer deallocation pipeline use them:
// a view rebuilt from the base buffer, a free through the base buffer.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c3, %c5) : memref<?x?xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %k = arith.muli %i, %c5 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i64
      %f = arith.sitofp %n : i64 to f64
      memref.store %f, %m[%i, %j] : memref<?x?xf64>
    }
  }
  %v = memref.subview %m[1, 2] [2, 2] [1, 2] : memref<?x?xf64> to memref<2x2xf64, strided<[?, 2], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %v : memref<2x2xf64, strided<[?, 2], offset: ?>> -> memref<f64>, index, index, index, index, index
  func.call @show(%off) : (index) -> ()
  func.call @show(%sz#0) : (index) -> ()
  func.call @show(%sz#1) : (index) -> ()
  func.call @show(%st#0) : (index) -> ()
  func.call @show(%st#1) : (index) -> ()
  // The view and its allocation share the aligned pointer.
  %p = memref.extract_aligned_pointer_as_index %v : memref<2x2xf64, strided<[?, 2], offset: ?>> -> index
  %q = memref.extract_aligned_pointer_as_index %base : memref<f64> -> index
  %d = arith.subi %p, %q : index
  func.call @show(%d) : (index) -> ()
  // The view rebuilt from the base buffer, one element read through it.
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [2, 2], strides: [%st#0, 2] : memref<f64> to memref<2x2xf64, strided<[?, 2], offset: ?>>
  %e = memref.load %r[%c1, %c1] : memref<2x2xf64, strided<[?, 2], offset: ?>>
  func.call @printF64(%e) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // Freed through its base buffer.
  %b2, %o2, %s2:2, %t2:2 = memref.extract_strided_metadata %m : memref<?x?xf64> -> memref<f64>, index, index, index, index, index
  memref.dealloc %b2 : memref<f64>
  return
}
