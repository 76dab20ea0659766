// expected-error: 3:11: failed to construct function type: expected LLVM type for function arguments, not 'memref<2xf64>'
// (MLIR: llvm.func takes LLVM-compatible types only; memrefs are lowered first.)
llvm.func @g(%m: memref<2xf64>) {
  llvm.return
}
