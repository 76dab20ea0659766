// llvm.mlir.global (constant/mutable, initializer region), addressof, zero.
// entry: @main
module {
  llvm.mlir.global internal constant @greeting("hello\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global external @counter(0 : i64) {alignment = 8 : i64} : i64
  llvm.mlir.global private @scale(2.500000e+00 : f64) : f64
  llvm.mlir.global internal @table() {alignment = 16 : i64} : !llvm.array<4 x f64> {
    %z = llvm.mlir.zero : !llvm.array<4 x f64>
    %one = llvm.mlir.constant(1.0 : f64) : f64
    %t = llvm.insertvalue %one, %z[2] : !llvm.array<4 x f64>
    llvm.return %t : !llvm.array<4 x f64>
  }
  llvm.mlir.global internal constant @dense_tbl(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>) : !llvm.array<4 x f64>
  llvm.mlir.global external @ext_decl() : i32

  llvm.func @bump() -> i64 {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %n = llvm.add %v, %one : i64
    llvm.store %n, %p : i64, !llvm.ptr
    llvm.return %n : i64
  }

  llvm.func @main() -> f64 {
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %e = llvm.getelementptr %t[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f64>
    %v = llvm.load %e : !llvm.ptr -> f64
    %sp = llvm.mlir.addressof @scale : !llvm.ptr
    %s = llvm.load %sp : !llvm.ptr -> f64
    %r = llvm.fmul %v, %s : f64
    %null = llvm.mlir.zero : !llvm.ptr
    %isnull = llvm.icmp "eq" %sp, %null : !llvm.ptr
    llvm.return %r : f64
  }
}
