// expected-error: 11:8: 'llvm.load' use of stack memory after its scope returned
// A stack buffer read after llvm.intr.stackrestore released it (the end of
// a memref.alloca_scope lowered to LLVM).
llvm.func @main() -> f64 {
  %n = llvm.mlir.constant(4 : i64) : i64
  %s = llvm.intr.stacksave : !llvm.ptr
  %p = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %x = llvm.mlir.constant(2.5 : f64) : f64
  llvm.store %x, %p : f64, !llvm.ptr
  llvm.intr.stackrestore %s : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
}
