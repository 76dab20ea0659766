// expected-error: 5:8: 'llvm.load' load from a null pointer
// llvm.load through a null pointer.
llvm.func @main() -> f64 {
  %p = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
}
