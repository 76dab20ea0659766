// llvm.intr.memcpy / memmove / memset on stack buffers.
// entry: @main
module {
  llvm.func @copy_f64s(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64) {
    %eight = llvm.mlir.constant(8 : i64) : i64
    %bytes = llvm.mul %n, %eight : i64
    "llvm.intr.memcpy"(%dst, %src, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }

  llvm.func @main() -> f64 {
    %n = llvm.mlir.constant(4 : i64) : i64
    %a = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
    %b = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
    %zero8 = llvm.mlir.constant(0 : i8) : i8
    %len = llvm.mlir.constant(32 : i64) : i64
    "llvm.intr.memset"(%b, %zero8, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %v = llvm.mlir.constant(7.25 : f64) : f64
    %p1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %v, %p1 : f64, !llvm.ptr
    llvm.call @copy_f64s(%b, %a, %n) : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memmove"(%a, %b, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %q1 = llvm.getelementptr %b[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %r = llvm.load %q1 : !llvm.ptr -> f64
    llvm.return %r : f64
  }
}
