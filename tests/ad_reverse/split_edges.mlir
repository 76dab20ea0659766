// Split mode (format: see loops.mlir; split.rs runs these with calls
// augmented and replayed, JIT and interpreter): a function reading a
// constant global (reader-12: the replayed split's reverse restored it, a
// write to constant memory), and an argument with a strided layout
// (reader-12: replayed, its scratch copy had the identity layout, and the
// derivative did not verify).
memref.global "private" constant @Wc : memref<2x2xf64> = dense<[[1.0, 2.0], [0.5, -1.0]]>
// rev @const_global_read dup : [0.3, 0.5] | [-0.9, 1.5]
func.func @const_global_read(%x: memref<2xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.get_global @Wc : memref<2x2xf64>
  %a = memref.load %w[%c0, %c1] : memref<2x2xf64>
  %b = memref.load %w[%c1, %c0] : memref<2x2xf64>
  %u = memref.load %x[%c0] : memref<2xf64>
  %v = memref.load %x[%c1] : memref<2xf64>
  %p = arith.mulf %a, %u : f64
  %q = arith.mulf %b, %v : f64
  %s = arith.addf %p, %q : f64
  %t = math.tanh %s : f64
  memref.store %t, %x[%c0] : memref<2xf64>
  return %s : f64
}
// rev @strided_arg dup : [0.3, 1.5, -0.2, 0.8]
func.func @strided_arg(%a: memref<?xf64, strided<[?], offset: ?>>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %a[%c0] : memref<?xf64, strided<[?], offset: ?>>
  %w = memref.load %a[%c1] : memref<?xf64, strided<[?], offset: ?>>
  %p = arith.mulf %v, %w : f64
  %s = math.sin %p : f64
  memref.store %s, %a[%c0] : memref<?xf64, strided<[?], offset: ?>>
  return %p : f64
}

// A cf.assert (marked as writing memory, so that it stays) touches no
// memory the tape would save (reader-14: split mode refused the function:
// "memory the analysis cannot attribute").
// rev @asserted active,dup : 0.7; [0.2, -0.4]
func.func @asserted(%x: f64, %m: memref<2xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 100.0 : f64
  %ok = arith.cmpf olt, %x, %z : f64
  cf.assert %ok, "too big"
  %a = memref.load %m[%c0] : memref<2xf64>
  %s = math.sin %x : f64
  %p = arith.mulf %s, %a : f64
  memref.store %p, %m[%c1] : memref<2xf64>
  %r = arith.mulf %p, %x : f64
  return %r : f64
}

// A float and new memory returned: the combined derivative, the split
// primal and the primal each return the memory (reader-14: the
// interpreter's check counted 3 allocations left against a bound of 2).
// rev @returns_memory active : 0.8 | -1.3
func.func @returns_memory(%a: f64) -> (f64, memref<2xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf64>
  %s = math.sin %a : f64
  %c = arith.mulf %a, %s : f64
  memref.store %s, %m[%c0] : memref<2xf64>
  memref.store %c, %m[%c1] : memref<2xf64>
  %l = memref.load %m[%c1] : memref<2xf64>
  %r = arith.mulf %l, %l : f64
  return %r, %m : f64, memref<2xf64>
}
