// memref.alloca_scope in a loop, lowered to LLVM by mlir-opt-19 (source: an
// scf.for whose body is a memref.alloca_scope): llvm.intr.stacksave
// before the scope's allocas, llvm.intr.stackrestore after (releasing
// the iteration's buffer). Each iteration fills a stack buffer and multiplies
// two of its values.
llvm.func @printF64(f64) attributes {sym_visibility = "private"}
llvm.func @printNewline() attributes {sym_visibility = "private"}
llvm.func @main() {
  %0 = llvm.mlir.constant(0 : index) : i64
  %1 = llvm.mlir.constant(1 : index) : i64
  %2 = llvm.mlir.constant(3 : index) : i64
  %3 = llvm.mlir.constant(5 : index) : i64
  %4 = llvm.mlir.constant(0.000000e+00 : f64) : f64
  llvm.br ^bb1(%0, %4 : i64, f64)
^bb1(%5: i64, %6: f64):  // 2 preds: ^bb0, ^bb5
  %7 = llvm.icmp "slt" %5, %3 : i64
  llvm.cond_br %7, ^bb2, ^bb6
^bb2:  // pred: ^bb1
  %8 = llvm.intr.stacksave : !llvm.ptr
  llvm.br ^bb3
^bb3:  // pred: ^bb2
  %9 = llvm.mlir.constant(3 : index) : i64
  %10 = llvm.mlir.constant(1 : index) : i64
  %11 = llvm.alloca %9 x f64 : (i64) -> !llvm.ptr
  %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %15 = llvm.mlir.constant(0 : index) : i64
  %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %17 = llvm.insertvalue %9, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %18 = llvm.insertvalue %10, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %19 = llvm.sitofp %5 : i64 to f64
  %20 = llvm.intr.sqrt(%19)  : (f64) -> f64
  %21 = llvm.mlir.constant(1.000000e+00 : f64) : f64
  %22 = llvm.fadd %19, %21  : f64
  %23 = llvm.intr.sqrt(%22)  : (f64) -> f64
  %24 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %25 = llvm.getelementptr %24[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %20, %25 : f64, !llvm.ptr
  %26 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %27 = llvm.getelementptr %26[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %23, %27 : f64, !llvm.ptr
  %28 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %29 = llvm.getelementptr %28[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %30 = llvm.load %29 : !llvm.ptr -> f64
  %31 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %32 = llvm.getelementptr %31[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %33 = llvm.load %32 : !llvm.ptr -> f64
  %34 = llvm.fmul %30, %33  : f64
  llvm.intr.stackrestore %8 : !llvm.ptr
  llvm.br ^bb4(%34 : f64)
^bb4(%35: f64):  // pred: ^bb3
  llvm.br ^bb5
^bb5:  // pred: ^bb4
  %36 = llvm.fadd %6, %35  : f64
  %37 = llvm.add %5, %1 : i64
  llvm.br ^bb1(%37, %36 : i64, f64)
^bb6:  // pred: ^bb1
  llvm.call @printF64(%6) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
