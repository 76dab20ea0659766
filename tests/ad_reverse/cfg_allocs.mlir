// Allocations after the first loop of a function with several blocks, as
// `mlir-opt-19 --convert-scf-to-cf` leaves them: each in a block that runs
// exactly once per call. Reverse mode makes them in the entry block
// (ad/once_allocs.rs); refused before: "a block argument of type
// 'memref<f64>' needs a value of that type in the entry block to start
// from" (reader-27 #2). Format: see loops.mlir.

// rev @accumulate dup : [1,2] | [-0.5,3]
// fwd @accumulate dup : [1,2]
func.func @accumulate(%x: memref<2xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  cf.br ^bb1
^bb1:
  %a = memref.alloc() : memref<f64>
  memref.store %z, %a[] : memref<f64>
  cf.br ^bb2(%c0 : index)
^bb2(%i: index):
  %p = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %p, ^bb3, ^bb4
^bb3:
  %v = memref.load %x[%i] : memref<2xf64>
  %s = memref.load %a[] : memref<f64>
  %m = arith.mulf %v, %v : f64
  %t = arith.addf %m, %s : f64
  memref.store %t, %a[] : memref<f64>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^bb2(%i2 : index)
^bb4:
  %r = memref.load %a[] : memref<f64>
  memref.dealloc %a : memref<f64>
  return %r : f64
}

// A matmul, a tanh and a sum of squares, bufferized, lowered to loops and
// then to cf (three buffers allocated after the first loop).
// rev @matmul_cf dup,dup : [[1,2,3],[4,5,6]]; [[1,2],[3,4],[5,6]] | [[0.1,-0.2,0.3],[0.4,0.5,-0.6]]; [[1,0],[0,1],[1,1]]
// fwd @matmul_cf dup,dup : [[1,2,3],[4,5,6]]; [[1,2],[3,4],[5,6]]
func.func @matmul_cf(%arg0: memref<2x3xf64>, %arg1: memref<3x2xf64>) -> f64 {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f64
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf64>
  cf.br ^bb1(%c0 : index)
^bb1(%0: index):  // 2 preds: ^bb0, ^bb4
  %1 = arith.cmpi slt, %0, %c2 : index
  cf.cond_br %1, ^bb2(%c0 : index), ^bb5(%c0 : index)
^bb2(%2: index):  // 2 preds: ^bb1, ^bb3
  %3 = arith.cmpi slt, %2, %c2 : index
  cf.cond_br %3, ^bb3, ^bb4
^bb3:  // pred: ^bb2
  memref.store %cst, %alloc[%0, %2] : memref<2x2xf64>
  %4 = arith.addi %2, %c1 : index
  cf.br ^bb2(%4 : index)
^bb4:  // pred: ^bb2
  %5 = arith.addi %0, %c1 : index
  cf.br ^bb1(%5 : index)
^bb5(%6: index):  // 2 preds: ^bb1, ^bb10
  %7 = arith.cmpi slt, %6, %c2 : index
  cf.cond_br %7, ^bb6(%c0 : index), ^bb11(%c0 : index)
^bb6(%8: index):  // 2 preds: ^bb5, ^bb9
  %9 = arith.cmpi slt, %8, %c2 : index
  cf.cond_br %9, ^bb7(%c0 : index), ^bb10
^bb7(%10: index):  // 2 preds: ^bb6, ^bb8
  %11 = arith.cmpi slt, %10, %c3 : index
  cf.cond_br %11, ^bb8, ^bb9
^bb8:  // pred: ^bb7
  %12 = memref.load %arg0[%6, %10] : memref<2x3xf64>
  %13 = memref.load %arg1[%10, %8] : memref<3x2xf64>
  %14 = memref.load %alloc[%6, %8] : memref<2x2xf64>
  %15 = arith.mulf %12, %13 : f64
  %16 = arith.addf %14, %15 : f64
  memref.store %16, %alloc[%6, %8] : memref<2x2xf64>
  %17 = arith.addi %10, %c1 : index
  cf.br ^bb7(%17 : index)
^bb9:  // pred: ^bb7
  %18 = arith.addi %8, %c1 : index
  cf.br ^bb6(%18 : index)
^bb10:  // pred: ^bb6
  %19 = arith.addi %6, %c1 : index
  cf.br ^bb5(%19 : index)
^bb11(%20: index):  // 2 preds: ^bb5, ^bb14
  %21 = arith.cmpi slt, %20, %c2 : index
  cf.cond_br %21, ^bb12(%c0 : index), ^bb15
^bb12(%22: index):  // 2 preds: ^bb11, ^bb13
  %23 = arith.cmpi slt, %22, %c2 : index
  cf.cond_br %23, ^bb13, ^bb14
^bb13:  // pred: ^bb12
  %24 = memref.load %alloc[%20, %22] : memref<2x2xf64>
  %25 = math.tanh %24 : f64
  %26 = arith.mulf %25, %24 : f64
  memref.store %26, %alloc[%20, %22] : memref<2x2xf64>
  %27 = arith.addi %22, %c1 : index
  cf.br ^bb12(%27 : index)
^bb14:  // pred: ^bb12
  %28 = arith.addi %20, %c1 : index
  cf.br ^bb11(%28 : index)
^bb15:  // pred: ^bb11
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<f64>
  memref.store %cst, %alloc_0[] : memref<f64>
  cf.br ^bb16(%c0 : index)
^bb16(%29: index):  // 2 preds: ^bb15, ^bb19
  %30 = arith.cmpi slt, %29, %c2 : index
  cf.cond_br %30, ^bb17(%c0 : index), ^bb20
^bb17(%31: index):  // 2 preds: ^bb16, ^bb18
  %32 = arith.cmpi slt, %31, %c2 : index
  cf.cond_br %32, ^bb18, ^bb19
^bb18:  // pred: ^bb17
  %33 = memref.load %alloc[%29, %31] : memref<2x2xf64>
  %34 = memref.load %alloc_0[] : memref<f64>
  %35 = arith.addf %33, %34 : f64
  memref.store %35, %alloc_0[] : memref<f64>
  %36 = arith.addi %31, %c1 : index
  cf.br ^bb17(%36 : index)
^bb19:  // pred: ^bb17
  %37 = arith.addi %29, %c1 : index
  cf.br ^bb16(%37 : index)
^bb20:  // pred: ^bb16
  %38 = memref.load %alloc_0[] : memref<f64>
  memref.dealloc %alloc : memref<2x2xf64>
  memref.dealloc %alloc_0 : memref<f64>
  return %38 : f64
}

// C-like code: malloc at the start, a loop, free in the exit block, as
// --convert-scf-to-cf and the LLVM lowering leave it. The free, in a block
// every call runs once, is moved after the blocks made one, on a flag
// (ad/nested_frees.rs), and freed at the end of the derivative
// (refused before: "a C allocation or free of active memory inside a loop
// or branch").
// rev @c_exit_free active,const : 0.7; 3 | -1.3; 0
// fwd @c_exit_free dup,const : 0.7; 3
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @c_exit_free(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  llvm.store %z, %p : f64, !llvm.ptr
  llvm.br ^bb1(%c0 : i64)
^bb1(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.fmul %x, %x : f64
  %t = llvm.fadd %v, %s : f64
  llvm.store %t, %p : f64, !llvm.ptr
  %i2 = llvm.add %i, %c1 : i64
  llvm.br ^bb1(%i2 : i64)
^bb3:
  %r = llvm.load %p : !llvm.ptr -> f64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return %r : f64
}

// The matmul of @matmul_cf lowered all the way to the LLVM dialect
// (--finalize-memref-to-llvm, --convert-*-to-llvm): its buffers are
// malloc'ed after the first loop and freed in the exit block; @mm_llvm_drv
// passes it two 2x3 and 3x2 matrices of its twelve arguments (reader-27).
// rev @mm_llvm_drv active,active,active,active,active,active,active,active,active,active,active,active : 1; 2; 3; 0.5; -1; 0.2; 0.1; 0.2; 0.3; -0.4; 0.5; 0.6
// fwd @mm_llvm_drv dup,dup,dup,dup,dup,dup,dup,dup,dup,dup,dup,dup : 1; 2; 3; 0.5; -1; 0.2; 0.1; 0.2; 0.3; -0.4; 0.5; 0.6
llvm.func @mm_llvm(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) -> f64 {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %5 = llvm.insertvalue %arg12, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %6 = llvm.insertvalue %arg11, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %7 = llvm.insertvalue %arg13, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %8 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %13 = llvm.insertvalue %arg5, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %14 = llvm.insertvalue %arg4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %15 = llvm.insertvalue %arg6, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %16 = llvm.mlir.constant(3 : index) : i64
  %17 = llvm.mlir.constant(1 : index) : i64
  %18 = llvm.mlir.constant(2 : index) : i64
  %19 = llvm.mlir.constant(0 : index) : i64
  %20 = llvm.mlir.constant(0.000000e+00 : f64) : f64
  %21 = llvm.mlir.constant(2 : index) : i64
  %22 = llvm.mlir.constant(2 : index) : i64
  %23 = llvm.mlir.constant(1 : index) : i64
  %24 = llvm.mlir.constant(4 : index) : i64
  %25 = llvm.mlir.zero : !llvm.ptr
  %26 = llvm.getelementptr %25[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
  %28 = llvm.mlir.constant(64 : index) : i64
  %29 = llvm.add %27, %28 : i64
  %30 = llvm.call @malloc(%29) : (i64) -> !llvm.ptr
  %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
  %32 = llvm.mlir.constant(1 : index) : i64
  %33 = llvm.sub %28, %32 : i64
  %34 = llvm.add %31, %33 : i64
  %35 = llvm.urem %34, %28  : i64
  %36 = llvm.sub %34, %35 : i64
  %37 = llvm.inttoptr %36 : i64 to !llvm.ptr
  %38 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %39 = llvm.insertvalue %30, %38[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %40 = llvm.insertvalue %37, %39[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %41 = llvm.mlir.constant(0 : index) : i64
  %42 = llvm.insertvalue %41, %40[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %43 = llvm.insertvalue %21, %42[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %44 = llvm.insertvalue %22, %43[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %45 = llvm.insertvalue %22, %44[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %46 = llvm.insertvalue %23, %45[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  llvm.br ^bb1(%19 : i64)
^bb1(%47: i64):  // 2 preds: ^bb0, ^bb5
  %48 = llvm.icmp "slt" %47, %18 : i64
  llvm.cond_br %48, ^bb2, ^bb6
^bb2:  // pred: ^bb1
  llvm.br ^bb3(%19 : i64)
^bb3(%49: i64):  // 2 preds: ^bb2, ^bb4
  %50 = llvm.icmp "slt" %49, %18 : i64
  llvm.cond_br %50, ^bb4, ^bb5
^bb4:  // pred: ^bb3
  %51 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %52 = llvm.mlir.constant(2 : index) : i64
  %53 = llvm.mul %47, %52 : i64
  %54 = llvm.add %53, %49 : i64
  %55 = llvm.getelementptr %51[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %20, %55 : f64, !llvm.ptr
  %56 = llvm.add %49, %17 : i64
  llvm.br ^bb3(%56 : i64)
^bb5:  // pred: ^bb3
  %57 = llvm.add %47, %17 : i64
  llvm.br ^bb1(%57 : i64)
^bb6:  // pred: ^bb1
  llvm.br ^bb7(%19 : i64)
^bb7(%58: i64):  // 2 preds: ^bb6, ^bb14
  %59 = llvm.icmp "slt" %58, %18 : i64
  llvm.cond_br %59, ^bb8, ^bb15
^bb8:  // pred: ^bb7
  llvm.br ^bb9(%19 : i64)
^bb9(%60: i64):  // 2 preds: ^bb8, ^bb13
  %61 = llvm.icmp "slt" %60, %18 : i64
  llvm.cond_br %61, ^bb10, ^bb14
^bb10:  // pred: ^bb9
  llvm.br ^bb11(%19 : i64)
^bb11(%62: i64):  // 2 preds: ^bb10, ^bb12
  %63 = llvm.icmp "slt" %62, %16 : i64
  llvm.cond_br %63, ^bb12, ^bb13
^bb12:  // pred: ^bb11
  %64 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %65 = llvm.mlir.constant(3 : index) : i64
  %66 = llvm.mul %58, %65 : i64
  %67 = llvm.add %66, %62 : i64
  %68 = llvm.getelementptr %64[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %69 = llvm.load %68 : !llvm.ptr -> f64
  %70 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %71 = llvm.mlir.constant(2 : index) : i64
  %72 = llvm.mul %62, %71 : i64
  %73 = llvm.add %72, %60 : i64
  %74 = llvm.getelementptr %70[%73] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %75 = llvm.load %74 : !llvm.ptr -> f64
  %76 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %77 = llvm.mlir.constant(2 : index) : i64
  %78 = llvm.mul %58, %77 : i64
  %79 = llvm.add %78, %60 : i64
  %80 = llvm.getelementptr %76[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %81 = llvm.load %80 : !llvm.ptr -> f64
  %82 = llvm.fmul %69, %75  : f64
  %83 = llvm.fadd %81, %82  : f64
  %84 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %85 = llvm.mlir.constant(2 : index) : i64
  %86 = llvm.mul %58, %85 : i64
  %87 = llvm.add %86, %60 : i64
  %88 = llvm.getelementptr %84[%87] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %83, %88 : f64, !llvm.ptr
  %89 = llvm.add %62, %17 : i64
  llvm.br ^bb11(%89 : i64)
^bb13:  // pred: ^bb11
  %90 = llvm.add %60, %17 : i64
  llvm.br ^bb9(%90 : i64)
^bb14:  // pred: ^bb9
  %91 = llvm.add %58, %17 : i64
  llvm.br ^bb7(%91 : i64)
^bb15:  // pred: ^bb7
  llvm.br ^bb16(%19 : i64)
^bb16(%92: i64):  // 2 preds: ^bb15, ^bb20
  %93 = llvm.icmp "slt" %92, %18 : i64
  llvm.cond_br %93, ^bb17, ^bb21
^bb17:  // pred: ^bb16
  llvm.br ^bb18(%19 : i64)
^bb18(%94: i64):  // 2 preds: ^bb17, ^bb19
  %95 = llvm.icmp "slt" %94, %18 : i64
  llvm.cond_br %95, ^bb19, ^bb20
^bb19:  // pred: ^bb18
  %96 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %97 = llvm.mlir.constant(2 : index) : i64
  %98 = llvm.mul %92, %97 : i64
  %99 = llvm.add %98, %94 : i64
  %100 = llvm.getelementptr %96[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %101 = llvm.load %100 : !llvm.ptr -> f64
  %102 = math.tanh %101 : f64
  %103 = llvm.fmul %102, %101  : f64
  %104 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %105 = llvm.mlir.constant(2 : index) : i64
  %106 = llvm.mul %92, %105 : i64
  %107 = llvm.add %106, %94 : i64
  %108 = llvm.getelementptr %104[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %103, %108 : f64, !llvm.ptr
  %109 = llvm.add %94, %17 : i64
  llvm.br ^bb18(%109 : i64)
^bb20:  // pred: ^bb18
  %110 = llvm.add %92, %17 : i64
  llvm.br ^bb16(%110 : i64)
^bb21:  // pred: ^bb16
  %111 = llvm.mlir.constant(1 : index) : i64
  %112 = llvm.mlir.zero : !llvm.ptr
  %113 = llvm.getelementptr %112[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %114 = llvm.ptrtoint %113 : !llvm.ptr to i64
  %115 = llvm.mlir.constant(64 : index) : i64
  %116 = llvm.add %114, %115 : i64
  %117 = llvm.call @malloc(%116) : (i64) -> !llvm.ptr
  %118 = llvm.ptrtoint %117 : !llvm.ptr to i64
  %119 = llvm.mlir.constant(1 : index) : i64
  %120 = llvm.sub %115, %119 : i64
  %121 = llvm.add %118, %120 : i64
  %122 = llvm.urem %121, %115  : i64
  %123 = llvm.sub %121, %122 : i64
  %124 = llvm.inttoptr %123 : i64 to !llvm.ptr
  %125 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
  %126 = llvm.insertvalue %117, %125[0] : !llvm.struct<(ptr, ptr, i64)> 
  %127 = llvm.insertvalue %124, %126[1] : !llvm.struct<(ptr, ptr, i64)> 
  %128 = llvm.mlir.constant(0 : index) : i64
  %129 = llvm.insertvalue %128, %127[2] : !llvm.struct<(ptr, ptr, i64)> 
  %130 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64)> 
  llvm.store %20, %130 : f64, !llvm.ptr
  llvm.br ^bb22(%19 : i64)
^bb22(%131: i64):  // 2 preds: ^bb21, ^bb26
  %132 = llvm.icmp "slt" %131, %18 : i64
  llvm.cond_br %132, ^bb23, ^bb27
^bb23:  // pred: ^bb22
  llvm.br ^bb24(%19 : i64)
^bb24(%133: i64):  // 2 preds: ^bb23, ^bb25
  %134 = llvm.icmp "slt" %133, %18 : i64
  llvm.cond_br %134, ^bb25, ^bb26
^bb25:  // pred: ^bb24
  %135 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %136 = llvm.mlir.constant(2 : index) : i64
  %137 = llvm.mul %131, %136 : i64
  %138 = llvm.add %137, %133 : i64
  %139 = llvm.getelementptr %135[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %140 = llvm.load %139 : !llvm.ptr -> f64
  %141 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64)> 
  %142 = llvm.load %141 : !llvm.ptr -> f64
  %143 = llvm.fadd %140, %142  : f64
  %144 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64)> 
  llvm.store %143, %144 : f64, !llvm.ptr
  %145 = llvm.add %133, %17 : i64
  llvm.br ^bb24(%145 : i64)
^bb26:  // pred: ^bb24
  %146 = llvm.add %131, %17 : i64
  llvm.br ^bb22(%146 : i64)
^bb27:  // pred: ^bb22
  %147 = llvm.extractvalue %129[1] : !llvm.struct<(ptr, ptr, i64)> 
  %148 = llvm.load %147 : !llvm.ptr -> f64
  %149 = llvm.extractvalue %46[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  llvm.call @free(%149) : (!llvm.ptr) -> ()
  %150 = llvm.extractvalue %129[0] : !llvm.struct<(ptr, ptr, i64)> 
  llvm.call @free(%150) : (!llvm.ptr) -> ()
  llvm.return %148 : f64
}
llvm.func @mm_llvm_drv(%x0: f64, %x1: f64, %x2: f64, %x3: f64, %x4: f64, %x5: f64, %x6: f64, %x7: f64, %x8: f64, %x9: f64, %x10: f64, %x11: f64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %n0 = llvm.mlir.constant(48 : i64) : i64
  %p0 = llvm.call @malloc(%n0) : (i64) -> !llvm.ptr
  %g0_0 = llvm.getelementptr %p0[0] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x0, %g0_0 : f64, !llvm.ptr
  %g0_1 = llvm.getelementptr %p0[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x1, %g0_1 : f64, !llvm.ptr
  %g0_2 = llvm.getelementptr %p0[2] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x2, %g0_2 : f64, !llvm.ptr
  %g0_3 = llvm.getelementptr %p0[3] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x3, %g0_3 : f64, !llvm.ptr
  %g0_4 = llvm.getelementptr %p0[4] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x4, %g0_4 : f64, !llvm.ptr
  %g0_5 = llvm.getelementptr %p0[5] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x5, %g0_5 : f64, !llvm.ptr
  %k0_3 = llvm.mlir.constant(2 : i64) : i64
  %k0_4 = llvm.mlir.constant(3 : i64) : i64
  %k0_5 = llvm.mlir.constant(3 : i64) : i64
  %k0_6 = llvm.mlir.constant(1 : i64) : i64
  %n1 = llvm.mlir.constant(48 : i64) : i64
  %p1 = llvm.call @malloc(%n1) : (i64) -> !llvm.ptr
  %g1_0 = llvm.getelementptr %p1[0] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x6, %g1_0 : f64, !llvm.ptr
  %g1_1 = llvm.getelementptr %p1[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x7, %g1_1 : f64, !llvm.ptr
  %g1_2 = llvm.getelementptr %p1[2] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x8, %g1_2 : f64, !llvm.ptr
  %g1_3 = llvm.getelementptr %p1[3] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x9, %g1_3 : f64, !llvm.ptr
  %g1_4 = llvm.getelementptr %p1[4] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x10, %g1_4 : f64, !llvm.ptr
  %g1_5 = llvm.getelementptr %p1[5] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x11, %g1_5 : f64, !llvm.ptr
  %k1_10 = llvm.mlir.constant(3 : i64) : i64
  %k1_11 = llvm.mlir.constant(2 : i64) : i64
  %k1_12 = llvm.mlir.constant(2 : i64) : i64
  %k1_13 = llvm.mlir.constant(1 : i64) : i64
  %r = llvm.call @mm_llvm(%p0, %p0, %c0, %k0_3, %k0_4, %k0_5, %k0_6, %p1, %p1, %c0, %k1_10, %k1_11, %k1_12, %k1_13) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> f64
  llvm.call @free(%p0) : (!llvm.ptr) -> ()
  llvm.call @free(%p1) : (!llvm.ptr) -> ()
  llvm.return %r : f64
}


// A view made in a block that runs once (mlir-opt-19 --convert-scf-to-cf
// leaves a collapse_shape where its loop started), used by a later loop:
// made in the entry block too (reader-32).
// rev @view_in_block dup : [[1,2,3],[4,5,6]] | [[0.5,-1,2],[0,3,-0.25]]
// fwd @view_in_block dup : [[1,2,3],[4,5,6]]
func.func @view_in_block(%m: memref<2x3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f64
  cf.br ^bb1
^bb1:
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x3xf64> into memref<6xf64>
  cf.br ^bb2(%c0, %z : index, f64)
^bb2(%i: index, %acc: f64):
  %c = arith.cmpi slt, %i, %c6 : index
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  %v = memref.load %flat[%i] : memref<6xf64>
  %v2 = arith.mulf %v, %v : f64
  %a = arith.addf %acc, %v2 : f64
  %n = arith.addi %i, %c1 : index
  cf.br ^bb2(%n, %a : index, f64)
^bb4:
  return %acc : f64
}
