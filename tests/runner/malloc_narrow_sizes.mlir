// C allocation functions declared with sizes narrower than size_t
// (`malloc(i32)`, `calloc(i32, i32)`), called outside any loop: the sizes
// are zero-extended, as C's conversion to size_t does. The i32 sizes come
// from truncating i64 values loaded from memory, their upper bits set, so a size passed
// unextended is over 4 GB (review-35: the JIT passed the register as is).
func.func private @printF64(f64)
func.func private @printNewline()
llvm.func @malloc(i32) -> !llvm.ptr
llvm.func @calloc(i32, i32) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
func.func @main() {
  %cell = memref.alloca() : memref<3xi64>
  %k0 = arith.constant 0 : index
  %k1 = arith.constant 1 : index
  %k2 = arith.constant 2 : index
  %big0 = arith.constant 0x7FFFFF0000000010 : i64
  memref.store %big0, %cell[%k0] : memref<3xi64>
  %big = memref.load %cell[%k0] : memref<3xi64>
  %sz = arith.trunci %big : i64 to i32
  %x = arith.constant 2.5 : f64
  %p = llvm.call @malloc(%sz) : (i32) -> !llvm.ptr
  llvm.store %x, %p : f64, !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %y = arith.constant -1.25 : f64
  llvm.store %y, %q : f64, !llvm.ptr
  %a = llvm.load %p : !llvm.ptr -> f64
  %b = llvm.load %q : !llvm.ptr -> f64
  func.call @printF64(%a) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%b) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %big3c = arith.constant 0x7FFFFF0000000003 : i64
  memref.store %big3c, %cell[%k1] : memref<3xi64>
  %big3 = memref.load %cell[%k1] : memref<3xi64>
  %n = arith.trunci %big3 : i64 to i32
  %big8c = arith.constant 0x7FFFFF0000000008 : i64
  memref.store %big8c, %cell[%k2] : memref<3xi64>
  %big8 = memref.load %cell[%k2] : memref<3xi64>
  %e = arith.trunci %big8 : i64 to i32
  %c = llvm.call @calloc(%n, %e) : (i32, i32) -> !llvm.ptr
  %c2 = llvm.getelementptr %c[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %z = llvm.load %c2 : !llvm.ptr -> f64
  func.call @printF64(%z) : (f64) -> ()
  func.call @printNewline() : () -> ()
  llvm.call @free(%c) : (!llvm.ptr) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  return
}
