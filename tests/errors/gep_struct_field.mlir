// expected-error: 3:8: 'llvm.getelementptr' op index 1 indexing a struct is out of bounds
llvm.func @f(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %q = llvm.getelementptr %p[%i, 5] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, f64)>
  llvm.return %q : !llvm.ptr
}
