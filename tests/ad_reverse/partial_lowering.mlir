// Programs as partial mlir-opt-19 pipelines leave them
// (`--convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm
// --reconcile-unrealized-casts`, without --convert-func-to-llvm or
// --finalize-memref-to-llvm): `llvm` arithmetic on i64 counters feeding
// `memref` ops through `builtin.unrealized_conversion_cast`s between
// index and i64, which both engines and both AD modes take as the
// `arith.index_cast` they are (rewrite/casts.rs).

// rev @sumsq dup : [0.5, -1.0, 2.0, 0.25] | [1.5]
// fwd @sumsq dup : [0.5, -1.0, 2.0, 0.25]
// rev @matvec_tanh dup,dup,dup : [[0.5, -1.0, 0.3], [0.25, 1.5, -0.75]]; [0.2, -0.4, 0.9]; [0, 0]
// fwd @matvec_tanh dup,dup,dup : [[0.5, -1.0, 0.3], [0.25, 1.5, -0.75]]; [0.2, -0.4, 0.9]; [0, 0]
// An in-place recurrence: each step reads the value the previous one wrote.
// rev @scan dup,active : [0.3, -0.2, 0.5, 0.1, 0.7]; 0.8 | [0.3]; 0.8
// fwd @scan dup,dup : [0.3, -0.2, 0.5, 0.1, 0.7]; 0.8
module {
  func.func @sumsq(%arg0: memref<?xf64>) -> f64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %dim = memref.dim %arg0, %1 : memref<?xf64>
    %4 = builtin.unrealized_conversion_cast %dim : index to i64
    cf.br ^bb1(%1, %3 : index, f64)
  ^bb1(%5: index, %6: f64):  // 2 preds: ^bb0, ^bb2
    %7 = builtin.unrealized_conversion_cast %5 : index to i64
    %8 = llvm.icmp "slt" %7, %4 : i64
    llvm.cond_br %8, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %9 = memref.load %arg0[%5] : memref<?xf64>
    %10 = llvm.fmul %9, %9  : f64
    %11 = llvm.fadd %6, %10  : f64
    %12 = llvm.add %7, %2 : i64
    %13 = builtin.unrealized_conversion_cast %12 : i64 to index
    cf.br ^bb1(%13, %11 : index, f64)
  ^bb3:  // pred: ^bb1
    return %6 : f64
  }
  func.func @matvec_tanh(%arg0: memref<?x?xf64>, %arg1: memref<?xf64>, %arg2: memref<?xf64>) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %dim = memref.dim %arg0, %1 : memref<?x?xf64>
    %5 = builtin.unrealized_conversion_cast %dim : index to i64
    %dim_0 = memref.dim %arg0, %3 : memref<?x?xf64>
    %6 = builtin.unrealized_conversion_cast %dim_0 : index to i64
    cf.br ^bb1(%1 : index)
  ^bb1(%7: index):  // 2 preds: ^bb0, ^bb5
    %8 = builtin.unrealized_conversion_cast %7 : index to i64
    %9 = llvm.icmp "slt" %8, %5 : i64
    llvm.cond_br %9, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%1, %4 : index, f64)
  ^bb3(%10: index, %11: f64):  // 2 preds: ^bb2, ^bb4
    %12 = builtin.unrealized_conversion_cast %10 : index to i64
    %13 = llvm.icmp "slt" %12, %6 : i64
    llvm.cond_br %13, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %14 = memref.load %arg0[%7, %10] : memref<?x?xf64>
    %15 = memref.load %arg1[%10] : memref<?xf64>
    %16 = llvm.fmul %14, %15  : f64
    %17 = llvm.fadd %11, %16  : f64
    %18 = llvm.add %12, %2 : i64
    %19 = builtin.unrealized_conversion_cast %18 : i64 to index
    cf.br ^bb3(%19, %17 : index, f64)
  ^bb5:  // pred: ^bb3
    %20 = math.tanh %11 : f64
    memref.store %20, %arg2[%7] : memref<?xf64>
    %21 = llvm.add %8, %2 : i64
    %22 = builtin.unrealized_conversion_cast %21 : i64 to index
    cf.br ^bb1(%22 : index)
  ^bb6:  // pred: ^bb1
    return
  }
  func.func @scan(%arg0: memref<?xf64>, %arg1: f64) -> f64 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %dim = memref.dim %arg0, %1 : memref<?xf64>
    %4 = builtin.unrealized_conversion_cast %dim : index to i64
    %5 = llvm.sub %4, %2 : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    cf.br ^bb1(%3 : index)
  ^bb1(%7: index):  // 2 preds: ^bb0, ^bb2
    %8 = builtin.unrealized_conversion_cast %7 : index to i64
    %9 = llvm.icmp "slt" %8, %4 : i64
    llvm.cond_br %9, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %10 = llvm.sub %8, %2 : i64
    %11 = builtin.unrealized_conversion_cast %10 : i64 to index
    %12 = memref.load %arg0[%11] : memref<?xf64>
    %13 = memref.load %arg0[%7] : memref<?xf64>
    %14 = llvm.fmul %12, %arg1  : f64
    %15 = llvm.fadd %13, %14  : f64
    %16 = math.sin %15 : f64
    memref.store %16, %arg0[%7] : memref<?xf64>
    %17 = llvm.add %8, %2 : i64
    %18 = builtin.unrealized_conversion_cast %17 : i64 to index
    cf.br ^bb1(%18 : index)
  ^bb3:  // pred: ^bb1
    %19 = memref.load %arg0[%6] : memref<?xf64>
    return %19 : f64
  }

// Casts of several values, each to its own type or between index and i64
// (reader-38), and of vectors of i64 to vectors of index (what
// --convert-arith-to-llvm leaves of vector index arithmetic).
// rev @multi const,active : 3; 1.5 | -2; 0.25
// fwd @multi const,dup : 3; 1.5
  func.func @multi(%a: i64, %b: f64) -> f64 {
    %x, %y = builtin.unrealized_conversion_cast %a, %b : i64, f64 to i64, f64
    %f = arith.sitofp %x : i64 to f64
    %r = arith.mulf %f, %y : f64
    %s = arith.mulf %r, %y : f64
    return %s : f64
  }
// rev @vidx dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75, 0.3, 0.9]
// fwd @vidx dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75, 0.3, 0.9]
  func.func @vidx(%arg0: memref<8xf64>) -> f64 {
    %0 = llvm.mlir.constant(dense<1> : vector<4xindex>) : vector<4xi64>
    %1 = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xindex>) : vector<4xi64>
    %2 = llvm.mlir.constant(dense<2> : vector<4xindex>) : vector<4xi64>
    %3 = llvm.mul %1, %2 : vector<4xi64>
    %4 = llvm.add %3, %0 : vector<4xi64>
    %5 = builtin.unrealized_conversion_cast %4 : vector<4xi64> to vector<4xindex>
    %6 = vector.extract %5[3] : index from vector<4xindex>
    %7 = memref.load %arg0[%6] : memref<8xf64>
    %8 = llvm.mlir.constant(1 : i64) : i64
    %9 = llvm.extractelement %4[%8 : i64] : vector<4xi64>
    %10 = builtin.unrealized_conversion_cast %9 : i64 to index
    %11 = memref.load %arg0[%10] : memref<8xf64>
    %12 = llvm.fmul %7, %11  : f64
    return %12 : f64
  }
}
