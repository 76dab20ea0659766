// expected-error: 2:11: failed to construct function type: expected LLVM type for function results, not 'index'
llvm.func @g() -> index
