// Mixing builtin/std dialects with LLVM ops: func.func calling llvm.func, llvm.mlir.poison/undef.
// entry: @main
module {
  llvm.func @llvm_square(%x: f64) -> f64 {
    %r = llvm.fmul %x, %x : f64
    llvm.return %r : f64
  }

  func.func @main() -> f64 {
    %x = arith.constant 1.5 : f64
    %s = llvm.call @llvm_square(%x) : (f64) -> f64
    %p = llvm.mlir.poison : f64
    %u = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %st = llvm.insertvalue %s, %u[0] : !llvm.struct<(f64, f64)>
    %e = llvm.extractvalue %st[0] : !llvm.struct<(f64, f64)>
    %one = llvm.mlir.constant(1 : i64) : i64
    %slot = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
    llvm.store %e, %slot : f64, !llvm.ptr
    %v = llvm.load %slot : !llvm.ptr -> f64
    return %v : f64
  }
}
