// expected-error: 7:8: 'memref.alloc' cannot allocate 18446744073709551616 bytes (the interpreter's limit is 1099511627776)
// 2^61 f64 elements: the byte count does not fit 64 bits. The checked JIT
// reports the allocation (review-35: it wrapped to 0 bytes and reported the
// store after it), in its own words.
func.func @main() -> f64 {
  %n = arith.constant 2305843009213693952 : index
  %a = memref.alloc(%n) : memref<?xf64>
  %c1 = arith.constant 1 : index
  %x = arith.constant 2.5 : f64
  memref.store %x, %a[%c1] : memref<?xf64>
  %v = memref.load %a[%c1] : memref<?xf64>
  memref.dealloc %a : memref<?xf64>
  return %v : f64
}
