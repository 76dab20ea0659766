// Integer min/max (llvm.intr.smax & co on vectors), a lane-by-lane vector
// llvm.bitcast and a float sum of -0.0s without an accumulator (+0.0, as
// MLIR's lowering starts from it), lowered by mlir-opt-19 to LLVM
// (reader-37).
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printF64(f64)
  llvm.func @printNewline()
  llvm.func @printClose()
  llvm.func @printComma()
  llvm.func @printI64(i64)
  llvm.func @printOpen()
  llvm.func @f(%arg0: vector<4xi16>, %arg1: vector<4xi16>) {
    %0 = llvm.mlir.constant(3 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.intr.smax(%arg0, %arg1)  : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb1(%3 : i64)
  ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb4
    %6 = llvm.icmp "slt" %5, %2 : i64
    llvm.cond_br %6, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %7 = llvm.extractelement %4[%5 : i64] : vector<4xi16>
    %8 = llvm.sext %7 : i16 to i64
    llvm.call @printI64(%8) : (i64) -> ()
    %9 = llvm.icmp "ult" %5, %0 : i64
    llvm.cond_br %9, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @printComma() : () -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %10 = llvm.add %5, %1 : i64
    llvm.br ^bb1(%10 : i64)
  ^bb5:  // pred: ^bb1
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %11 = llvm.intr.umin(%arg0, %arg1)  : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb6(%3 : i64)
  ^bb6(%12: i64):  // 2 preds: ^bb5, ^bb9
    %13 = llvm.icmp "slt" %12, %2 : i64
    llvm.cond_br %13, ^bb7, ^bb10
  ^bb7:  // pred: ^bb6
    %14 = llvm.extractelement %11[%12 : i64] : vector<4xi16>
    %15 = llvm.sext %14 : i16 to i64
    llvm.call @printI64(%15) : (i64) -> ()
    %16 = llvm.icmp "ult" %12, %0 : i64
    llvm.cond_br %16, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    llvm.call @printComma() : () -> ()
    llvm.br ^bb9
  ^bb9:  // 2 preds: ^bb7, ^bb8
    %17 = llvm.add %12, %1 : i64
    llvm.br ^bb6(%17 : i64)
  ^bb10:  // pred: ^bb6
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %18 = llvm.intr.smin(%arg0, %arg1)  : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb11(%3 : i64)
  ^bb11(%19: i64):  // 2 preds: ^bb10, ^bb14
    %20 = llvm.icmp "slt" %19, %2 : i64
    llvm.cond_br %20, ^bb12, ^bb15
  ^bb12:  // pred: ^bb11
    %21 = llvm.extractelement %18[%19 : i64] : vector<4xi16>
    %22 = llvm.sext %21 : i16 to i64
    llvm.call @printI64(%22) : (i64) -> ()
    %23 = llvm.icmp "ult" %19, %0 : i64
    llvm.cond_br %23, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.call @printComma() : () -> ()
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb12, ^bb13
    %24 = llvm.add %19, %1 : i64
    llvm.br ^bb11(%24 : i64)
  ^bb15:  // pred: ^bb11
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %25 = llvm.intr.umax(%arg0, %arg1)  : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb16(%3 : i64)
  ^bb16(%26: i64):  // 2 preds: ^bb15, ^bb19
    %27 = llvm.icmp "slt" %26, %2 : i64
    llvm.cond_br %27, ^bb17, ^bb20
  ^bb17:  // pred: ^bb16
    %28 = llvm.extractelement %25[%26 : i64] : vector<4xi16>
    %29 = llvm.sext %28 : i16 to i64
    llvm.call @printI64(%29) : (i64) -> ()
    %30 = llvm.icmp "ult" %26, %0 : i64
    llvm.cond_br %30, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    llvm.call @printComma() : () -> ()
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb17, ^bb18
    %31 = llvm.add %26, %1 : i64
    llvm.br ^bb16(%31 : i64)
  ^bb20:  // pred: ^bb16
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(dense<[3, -2, 7, 3]> : vector<4xi16>) : vector<4xi16>
    %2 = llvm.mlir.constant(dense<[-5, 7, 300, -128]> : vector<4xi16>) : vector<4xi16>
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(dense<-0.000000e+00> : vector<2xf64>) : vector<2xf64>
    %6 = llvm.mlir.constant(dense<[1.500000e+00, -2.500000e+00]> : vector<2xf32>) : vector<2xf32>
    %7 = llvm.mlir.constant(0 : index) : i64
    llvm.call @f(%2, %1) : (vector<4xi16>, vector<4xi16>) -> ()
    %8 = llvm.mlir.constant(2 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.zero : !llvm.ptr
    %11 = llvm.getelementptr %10[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
    %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
    %14 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %8, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %9, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.getelementptr %21[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6, %22 {alignment = 4 : i64} : vector<2xf32>, !llvm.ptr
    %23 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.getelementptr %23[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %25 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf32>
    %26 = llvm.bitcast %25 : vector<2xf32> to vector<2xi32>
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb1(%7 : i64)
  ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb4
    %28 = llvm.icmp "slt" %27, %4 : i64
    llvm.cond_br %28, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %29 = llvm.extractelement %26[%27 : i64] : vector<2xi32>
    %30 = llvm.sext %29 : i32 to i64
    llvm.call @printI64(%30) : (i64) -> ()
    %31 = llvm.icmp "ult" %27, %3 : i64
    llvm.cond_br %31, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @printComma() : () -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %32 = llvm.add %27, %3 : i64
    llvm.br ^bb1(%32 : i64)
  ^bb5:  // pred: ^bb1
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %33 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%33) : (!llvm.ptr) -> ()
    %34 = "llvm.intr.vector.reduce.fadd"(%0, %5) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<2xf64>) -> f64
    llvm.call @printF64(%34) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

