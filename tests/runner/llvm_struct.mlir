// LLVM dialect: a stack-allocated array of {i64, f64} pairs written and read
// through getelementptr, and struct values through insertvalue/extractvalue.
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %n = llvm.mlir.constant(4 : i64) : i64
  %buf = llvm.alloca %n x !llvm.struct<(i64, f64)> : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i64
    %kf = arith.sitofp %k : i64 to f64
    %sq = arith.mulf %kf, %kf : f64
    %kp = llvm.getelementptr %buf[%k, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, f64)>
    llvm.store %k, %kp : i64, !llvm.ptr
    %vp = llvm.getelementptr %buf[%k, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, f64)>
    llvm.store %sq, %vp : f64, !llvm.ptr
  }
  %three = llvm.mlir.constant(3 : i64) : i64
  %p3 = llvm.getelementptr %buf[%three] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, f64)>
  %s = llvm.load %p3 : !llvm.ptr -> !llvm.struct<(i64, f64)>
  %key = llvm.extractvalue %s[0] : !llvm.struct<(i64, f64)>
  %val = llvm.extractvalue %s[1] : !llvm.struct<(i64, f64)>
  %half = arith.constant 0.5 : f64
  %v2 = arith.mulf %val, %half : f64
  %s2 = llvm.insertvalue %v2, %s[1] : !llvm.struct<(i64, f64)>
  %back = llvm.extractvalue %s2[1] : !llvm.struct<(i64, f64)>
  func.call @printI64(%key) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%val) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%back) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
