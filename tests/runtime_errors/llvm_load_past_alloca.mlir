// expected-error: 7:8: 'llvm.load' out-of-bounds access: bytes 32..40 of a 32-byte allocation
// An f64 load just past the end of a 4-element llvm.alloca.
llvm.func @main() -> f64 {
  %n = llvm.mlir.constant(4 : i64) : i64
  %buf = llvm.alloca %n x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %p = llvm.getelementptr %buf[4] : (!llvm.ptr) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
}
