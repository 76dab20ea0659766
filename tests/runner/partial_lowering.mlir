// A program as a partial mlir-opt-19 pipeline leaves it (--convert-scf-to-cf
// --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts):
// i64 counters cast to index for the memref ops. Prints a sum and a count.
module {
  func.func private @printF64(f64)
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(9 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %alloc = memref.alloc(%4) : memref<?xf64>
    cf.br ^bb1(%1 : index)
  ^bb1(%5: index):  // 2 preds: ^bb0, ^bb2
    %6 = builtin.unrealized_conversion_cast %5 : index to i64
    %7 = llvm.icmp "slt" %6, %3 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %8 = llvm.sitofp %6 : i64 to f64
    %9 = math.sin %8 : f64
    memref.store %9, %alloc[%5] : memref<?xf64>
    %10 = llvm.add %6, %2 : i64
    %11 = builtin.unrealized_conversion_cast %10 : i64 to index
    cf.br ^bb1(%11 : index)
  ^bb3:  // pred: ^bb1
    %12 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %13 = llvm.mlir.constant(2 : index) : i64
    cf.br ^bb4(%1, %12, %1 : index, f64, index)
  ^bb4(%14: index, %15: f64, %16: index):  // 2 preds: ^bb3, ^bb5
    %17 = builtin.unrealized_conversion_cast %16 : index to i64
    %18 = builtin.unrealized_conversion_cast %14 : index to i64
    %19 = llvm.icmp "slt" %18, %3 : i64
    llvm.cond_br %19, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %20 = memref.load %alloc[%14] : memref<?xf64>
    %21 = llvm.fmul %20, %20  : f64
    %22 = llvm.fadd %15, %21  : f64
    %23 = llvm.add %17, %2 : i64
    %24 = builtin.unrealized_conversion_cast %23 : i64 to index
    %25 = llvm.add %18, %13 : i64
    %26 = builtin.unrealized_conversion_cast %25 : i64 to index
    cf.br ^bb4(%26, %22, %24 : index, f64, index)
  ^bb6:  // pred: ^bb4
    call @printF64(%15) : (f64) -> ()
    call @printNewline() : () -> ()
    call @printI64(%17) : (i64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %alloc : memref<?xf64>
    return
  }
}

