// expected-error: 8:3: 'llvm.store' out-of-bounds access: bytes 32..40 of a 32-byte allocation
// An f64 store just past the end of a 4-element llvm.alloca.
llvm.func @main() {
  %n = llvm.mlir.constant(4 : i64) : i64
  %buf = llvm.alloca %n x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %p = llvm.getelementptr %buf[4] : (!llvm.ptr) -> !llvm.ptr, f64
  %c = llvm.mlir.constant(3.5 : f64) : f64
  llvm.store %c, %p : f64, !llvm.ptr
  llvm.return
}
