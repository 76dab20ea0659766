// A vector program (masked load/store, shuffle, fma, a vector.contract, mul
// and maxnumf reductions, 2-D broadcast and transpose, integer reductions)
// lowered by mlir-opt-19 --convert-vector-to-scf ... --convert-vector-to-llvm:
// llvm.insertelement/extractelement/shufflevector, masked.load/store,
// vector.reduce.* and arithmetic on vectors and arrays of vectors.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %2 = llvm.mlir.constant(5 : index) : i64
    %3 = llvm.mlir.constant(3 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(dense<[true, true, true, false]> : vector<4xi1>) : vector<4xi1>
    %6 = llvm.mlir.constant(dense<[3, -7, 12, 5]> : vector<4xi32>) : vector<4xi32>
    %7 = llvm.mlir.constant(dense<-1.000000e+00> : vector<4xf64>) : vector<4xf64>
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(6 : index) : i64
    %10 = llvm.mlir.constant(1 : index) : i64
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.getelementptr %11[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
    %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
    %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %9, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %10, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb1(%8 : i64)
  ^bb1(%22: i64):  // 2 preds: ^bb0, ^bb2
    %23 = llvm.icmp "slt" %22, %2 : i64
    llvm.cond_br %23, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %24 = llvm.sitofp %22 : i64 to f64
    %25 = llvm.fadd %24, %1  : f64
    %26 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.getelementptr %26[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %25, %27 : f64, !llvm.ptr
    %28 = llvm.add %22, %4 : i64
    llvm.br ^bb1(%28 : i64)
  ^bb3:  // pred: ^bb1
    %29 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.getelementptr %29[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %31 = llvm.intr.masked.load %30, %5, %7 {alignment = 8 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
    %32 = llvm.shufflevector %31, %7 [3, 0, 5, 1] : vector<4xf64> 
    %33 = llvm.fmul %31, %32  : vector<4xf64>
    %34 = llvm.intr.fmuladd(%33, %31, %32)  : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %35 = llvm.fmul %34, %31  : vector<4xf64>
    %36 = "llvm.intr.vector.reduce.fadd"(%1, %35) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
    llvm.call @printF64(%36) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %37 = "llvm.intr.vector.reduce.fmul"(%1, %34) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
    llvm.call @printF64(%37) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %38 = llvm.intr.vector.reduce.fmax(%34)  : (vector<4xf64>) -> f64
    llvm.call @printF64(%38) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %39 = llvm.extractelement %34[%0 : i64] : vector<4xf64>
    llvm.call @printF64(%39) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %40 = llvm.insertelement %1, %34[%3 : i64] : vector<4xf64>
    %41 = llvm.fcmp "olt" %40, %31 : vector<4xf64>
    %42 = llvm.select %41, %40, %31 : vector<4xi1>, vector<4xf64>
    %43 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.getelementptr %43[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.masked.store %42, %44, %5 {alignment = 8 : i32} : vector<4xf64>, vector<4xi1> into !llvm.ptr
    %45 = "llvm.intr.vector.reduce.smax"(%6) : (vector<4xi32>) -> i32
    %46 = "llvm.intr.vector.reduce.add"(%6) : (vector<4xi32>) -> i32
    %47 = llvm.add %45, %46 : i32
    %48 = llvm.sext %47 : i32 to i64
    llvm.call @printI64(%48) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb4(%8 : i64)
  ^bb4(%49: i64):  // 2 preds: ^bb3, ^bb5
    %50 = llvm.icmp "slt" %49, %2 : i64
    llvm.cond_br %50, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %51 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.getelementptr %51[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %53 = llvm.load %52 : !llvm.ptr -> f64
    llvm.call @printF64(%53) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %54 = llvm.add %49, %4 : i64
    llvm.br ^bb4(%54 : i64)
  ^bb6:  // pred: ^bb4
    %55 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%55) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
}

