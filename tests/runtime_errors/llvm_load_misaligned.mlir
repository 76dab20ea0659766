// expected-error: 7:8: 'llvm.load' misaligned load of 'f64': byte offset 1 into its allocation is not a multiple of 8
// An f64 load one byte into an alloca, with 8-byte alignment declared.
llvm.func @main() -> f64 {
  %n = llvm.mlir.constant(4 : i64) : i64
  %buf = llvm.alloca %n x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %p = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %v = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> f64
  llvm.return %v : f64
}
