// vector.gather / expandload / scatter / compressstore with a mask computed
// at run time, lowered by mlir-opt-19 --convert-vector-to-scf
// --convert-scf-to-cf --convert-vector-to-llvm --expand-strided-metadata
// --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm
// --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts:
// a vector getelementptr into !llvm.vec<4 x ptr>, llvm.intr.masked.gather /
// scatter through it, llvm.intr.masked.expandload / compressstore.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printNewline()
  llvm.func @printClose()
  llvm.func @printComma()
  llvm.func @printF64(f64)
  llvm.func @printOpen()
  llvm.func @main() {
    %0 = llvm.mlir.constant(8 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(7 : index) : i64
    %3 = llvm.mlir.constant(3 : index) : i64
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.mlir.constant(dense<[-1.000000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00]> : vector<4xf64>) : vector<4xf64>
    %6 = llvm.mlir.constant(dense<[6, -1, 4, 1]> : vector<4xi32>) : vector<4xi32>
    %7 = llvm.mlir.constant(dense<2.500000e+00> : vector<4xf64>) : vector<4xf64>
    %8 = llvm.mlir.constant(dense<[3.000000e+00, 1.000000e+00, 2.750000e+00, 5.000000e-01]> : vector<4xf64>) : vector<4xf64>
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.mlir.constant(8 : index) : i64
    %11 = llvm.mlir.constant(1 : index) : i64
    %12 = llvm.mlir.zero : !llvm.ptr
    %13 = llvm.getelementptr %12[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %14 = llvm.ptrtoint %13 : !llvm.ptr to i64
    %15 = llvm.call @malloc(%14) : (i64) -> !llvm.ptr
    %16 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = llvm.insertvalue %15, %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %15, %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.mlir.constant(0 : index) : i64
    %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %10, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %11, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%9 : i64)
  ^bb1(%23: i64):  // 2 preds: ^bb0, ^bb2
    %24 = llvm.icmp "slt" %23, %0 : i64
    llvm.cond_br %24, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %25 = llvm.sitofp %23 : i64 to f64
    %26 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.getelementptr %26[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %25, %27 : f64, !llvm.ptr
    %28 = llvm.add %23, %1 : i64
    llvm.br ^bb1(%28 : i64)
  ^bb3:  // pred: ^bb1
    %29 = llvm.fcmp "ogt" %8, %7 : vector<4xf64>
    %30 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.getelementptr %30[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %32 = llvm.getelementptr %31[%6] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f64
    %33 = llvm.intr.masked.gather %32, %29, %5 {alignment = 8 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb4(%9 : i64)
  ^bb4(%34: i64):  // 2 preds: ^bb3, ^bb7
    %35 = llvm.icmp "slt" %34, %4 : i64
    llvm.cond_br %35, ^bb5, ^bb8
  ^bb5:  // pred: ^bb4
    %36 = llvm.extractelement %33[%34 : i64] : vector<4xf64>
    llvm.call @printF64(%36) : (f64) -> ()
    %37 = llvm.icmp "ult" %34, %3 : i64
    llvm.cond_br %37, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    llvm.call @printComma() : () -> ()
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb5, ^bb6
    %38 = llvm.add %34, %1 : i64
    llvm.br ^bb4(%38 : i64)
  ^bb8:  // pred: ^bb4
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %39 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.getelementptr %39[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %41 = "llvm.intr.masked.expandload"(%40, %29, %5) : (!llvm.ptr, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb9(%9 : i64)
  ^bb9(%42: i64):  // 2 preds: ^bb8, ^bb12
    %43 = llvm.icmp "slt" %42, %4 : i64
    llvm.cond_br %43, ^bb10, ^bb13
  ^bb10:  // pred: ^bb9
    %44 = llvm.extractelement %41[%42 : i64] : vector<4xf64>
    llvm.call @printF64(%44) : (f64) -> ()
    %45 = llvm.icmp "ult" %42, %3 : i64
    llvm.cond_br %45, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.call @printComma() : () -> ()
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb10, ^bb11
    %46 = llvm.add %42, %1 : i64
    llvm.br ^bb9(%46 : i64)
  ^bb13:  // pred: ^bb9
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %47 = llvm.fadd %33, %41  : vector<4xf64>
    %48 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.getelementptr %48[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %50 = llvm.getelementptr %49[%6] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f64
    llvm.intr.masked.scatter %47, %50, %29 {alignment = 8 : i32} : vector<4xf64>, vector<4xi1> into !llvm.vec<4 x ptr>
    %51 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.getelementptr %51[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    "llvm.intr.masked.compressstore"(%8, %52, %29) : (vector<4xf64>, !llvm.ptr, vector<4xi1>) -> ()
    %53 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.getelementptr %53[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %55 = llvm.load %54 {alignment = 8 : i64} : !llvm.ptr -> vector<8xf64>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb14(%9 : i64)
  ^bb14(%56: i64):  // 2 preds: ^bb13, ^bb17
    %57 = llvm.icmp "slt" %56, %0 : i64
    llvm.cond_br %57, ^bb15, ^bb18
  ^bb15:  // pred: ^bb14
    %58 = llvm.extractelement %55[%56 : i64] : vector<8xf64>
    llvm.call @printF64(%58) : (f64) -> ()
    %59 = llvm.icmp "ult" %56, %2 : i64
    llvm.cond_br %59, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    llvm.call @printComma() : () -> ()
    llvm.br ^bb17
  ^bb17:  // 2 preds: ^bb15, ^bb16
    %60 = llvm.add %56, %1 : i64
    llvm.br ^bb14(%60 : i64)
  ^bb18:  // pred: ^bb14
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %61 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%61) : (!llvm.ptr) -> ()
    llvm.return
  }
}

