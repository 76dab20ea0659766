// expected-error: 7:3: 'llvm.intr.vastart' is not supported by the interpreter
// A variadic function reading its variadic arguments: refused by name (the JIT
// said 'expects floats': reader-40).
llvm.func @v(%n: i32, ...) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %ap = llvm.alloca %c1 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  "llvm.intr.vastart"(%ap) : (!llvm.ptr) -> ()
  "llvm.intr.vaend"(%ap) : (!llvm.ptr) -> ()
  llvm.return
}
func.func @main() {
  %n = arith.constant 1 : i32
  llvm.call @v(%n, %n) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  return
}
