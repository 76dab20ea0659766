// Pure LLVM-dialect program: malloc'd array, fill with squares, sum with fma.
// entry: @main
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)

  llvm.func @main() -> f64 {
    %n = llvm.mlir.constant(8 : i64) : i64
    %sz = llvm.mlir.constant(8 : i64) : i64
    %bytes = llvm.mul %n, %sz : i64
    %buf = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %fz = llvm.mlir.constant(0.0 : f64) : f64
    llvm.br ^fill(%zero : i64)
  ^fill(%i: i64):
    %c = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %c, ^fill_body, ^sum(%zero, %fz : i64, f64)
  ^fill_body:
    %f = llvm.sitofp %i : i64 to f64
    %p = llvm.getelementptr %buf[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %f, %p : f64, !llvm.ptr
    %i1 = llvm.add %i, %one : i64
    llvm.br ^fill(%i1 : i64)
  ^sum(%j: i64, %acc: f64):
    %c2 = llvm.icmp "slt" %j, %n : i64
    llvm.cond_br %c2, ^sum_body, ^done
  ^sum_body:
    %q = llvm.getelementptr %buf[%j] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %v = llvm.load %q : !llvm.ptr -> f64
    %acc2 = llvm.intr.fma(%v, %v, %acc) : (f64, f64, f64) -> f64
    %j1 = llvm.add %j, %one : i64
    llvm.br ^sum(%j1, %acc2 : i64, f64)
  ^done:
    llvm.call @free(%buf) : (!llvm.ptr) -> ()
    llvm.return %acc : f64
  }
}
