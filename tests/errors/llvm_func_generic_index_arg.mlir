// expected-error: 3:1: 'llvm.func' op entry block argument #0 is not of LLVM type
// The generic form of an llvm.func taking 'index' (MLIR's message and place).
"llvm.func"() <{function_type = !llvm.func<void (index)>, sym_name = "f"}> ({
^bb0(%a: index):
  llvm.return
}) : () -> ()
