// Allocations in a branch of a function with several blocks (a block on
// no cycle that some calls skip), as `mlir-opt-19 --convert-scf-to-cf`
// leaves an `scf.if` allocating a temporary. Reverse mode makes them in
// the entry block and frees them before every return
// (ad/once_allocs.rs); refused before: "scf.while (made from the
// multi-block function here ...) carrying values of type 'memref<?xf64>'
// is not supported yet". Format: see loops.mlir.

// mlir-opt-19 --convert-scf-to-cf of an scf.if whose then-branch fills a
// temporary with sin(x) and sums its squares. (A size of -1 where the
// branch is not taken: the allocation made before it takes max(size, 0).)
// rev @branch_temp dup,const,const : [1,2,3]; 3; 1 | [1,2,3]; 3; 0 | [0.5,-1,2]; 0; 1 | [1,2,3]; -1; 0
// fwd @branch_temp dup,const,const : [1,2,3]; 3; 1 | [1,2,3]; 3; 0
func.func @branch_temp(%arg0: memref<?xf64>, %arg1: index, %arg2: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.000000e+00 : f64
  cf.cond_br %arg2, ^bb1, ^bb8
^bb1:  // pred: ^bb0
  %alloc = memref.alloc(%arg1) : memref<?xf64>
  cf.br ^bb2(%c0 : index)
^bb2(%0: index):  // 2 preds: ^bb1, ^bb3
  %1 = arith.cmpi slt, %0, %arg1 : index
  cf.cond_br %1, ^bb3, ^bb4
^bb3:  // pred: ^bb2
  %2 = memref.load %arg0[%0] : memref<?xf64>
  %3 = math.sin %2 : f64
  memref.store %3, %alloc[%0] : memref<?xf64>
  %4 = arith.addi %0, %c1 : index
  cf.br ^bb2(%4 : index)
^bb4:  // pred: ^bb2
  cf.br ^bb5(%c0, %cst : index, f64)
^bb5(%5: index, %6: f64):  // 2 preds: ^bb4, ^bb6
  %7 = arith.cmpi slt, %5, %arg1 : index
  cf.cond_br %7, ^bb6, ^bb7
^bb6:  // pred: ^bb5
  %8 = memref.load %alloc[%5] : memref<?xf64>
  %9 = arith.mulf %8, %8 : f64
  %10 = arith.addf %6, %9 : f64
  %11 = arith.addi %5, %c1 : index
  cf.br ^bb5(%11, %10 : index, f64)
^bb7:  // pred: ^bb5
  memref.dealloc %alloc : memref<?xf64>
  cf.br ^bb9(%6 : f64)
^bb8:  // pred: ^bb0
  %12 = memref.load %arg0[%c0] : memref<?xf64>
  %13 = arith.mulf %12, %12 : f64
  cf.br ^bb9(%13 : f64)
^bb9(%14: f64):  // 2 preds: ^bb7, ^bb8
  return %14 : f64
}

// Each branch allocates its own temporary, sized in the branch (twice the
// length, a product computed there), updated in place twice; the result
// is written to %out. An early return in the else branch, a stack buffer
// in the then branch.
// rev @two_sided dup,dup,const : [1,2,3]; [0,0]; 2 | [0.3,-0.7,1.1]; [5,6]; -1 | [0.3,-0.7,1.1]; [0,0]; -1
// fwd @two_sided dup,dup,const : [1,2,3]; [0,0]; 2 | [0.3,-0.7,1.1]; [5,6]; -1
func.func @two_sided(%x: memref<?xf64>, %out: memref<2xf64>, %k: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %zero = arith.constant 0 : i64
  %pos = arith.cmpi sgt, %k, %zero : i64
  cf.cond_br %pos, ^then, ^else
^then:
  %n2 = arith.muli %n, %c2 : index
  %t = memref.alloc(%n2) : memref<?xf64>
  %acc = memref.alloca() : memref<f64>
  memref.store %z, %acc[] : memref<f64>
  cf.br ^fill(%c0 : index)
^fill(%i: index):
  %more = arith.cmpi slt, %i, %n2 : index
  cf.cond_br %more, ^fill_body, ^scale(%c0 : index)
^fill_body:
  %j = arith.remui %i, %n : index
  %v = memref.load %x[%j] : memref<?xf64>
  %e = math.exp %v : f64
  memref.store %e, %t[%i] : memref<?xf64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^fill(%i1 : index)
^scale(%s: index):
  %more2 = arith.cmpi slt, %s, %n2 : index
  cf.cond_br %more2, ^scale_body, ^then_done
^scale_body:
  %w = memref.load %t[%s] : memref<?xf64>
  %w2 = arith.mulf %w, %w : f64
  memref.store %w2, %t[%s] : memref<?xf64>
  %a0 = memref.load %acc[] : memref<f64>
  %a1 = arith.addf %a0, %w2 : f64
  memref.store %a1, %acc[] : memref<f64>
  %s1 = arith.addi %s, %c1 : index
  cf.br ^scale(%s1 : index)
^then_done:
  %f0 = memref.load %t[%c0] : memref<?xf64>
  memref.store %f0, %out[%c0] : memref<2xf64>
  %last = arith.subi %n2, %c1 : index
  %f1 = memref.load %t[%last] : memref<?xf64>
  memref.store %f1, %out[%c1] : memref<2xf64>
  memref.dealloc %t : memref<?xf64>
  %r = memref.load %acc[] : memref<f64>
  cf.br ^join(%r : f64)
^else:
  %u = memref.alloc(%n) : memref<?xf64>
  %v0 = memref.load %x[%c0] : memref<?xf64>
  %sq = arith.mulf %v0, %v0 : f64
  memref.store %sq, %u[%c0] : memref<?xf64>
  %o0 = memref.load %out[%c0] : memref<2xf64>
  %big = arith.cmpf ogt, %o0, %sq : f64
  cf.cond_br %big, ^early, ^else_done
^early:
  %b = memref.load %u[%c0] : memref<?xf64>
  %b2 = arith.mulf %b, %o0 : f64
  memref.dealloc %u : memref<?xf64>
  return %b2 : f64
^else_done:
  %q = memref.load %u[%c0] : memref<?xf64>
  %q2 = math.sin %q : f64
  memref.store %q2, %out[%c1] : memref<2xf64>
  memref.dealloc %u : memref<?xf64>
  cf.br ^join(%q2 : f64)
^join(%res: f64):
  return %res : f64
}

// C-like code: malloc in a branch, filled by a helper that neither keeps
// nor frees the pointer, read back, freed in the branch; the other branch
// returns early. (n = -5: malloc(-40) is not made; it crashed, reader-30.)
// rev @c_branch active,const : 0.7; 4 | -1.3; 4 | 0.4; 0 | 0.4; -5
// fwd @c_branch dup,const : 0.7; 4 | 0.4; 0
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @calloc(i64, i64) -> !llvm.ptr
llvm.func @fill(%p: !llvm.ptr, %x: f64, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0, %x : i64, f64)
^loop(%i: i64, %v: f64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %v, %q : f64, !llvm.ptr
  %w = llvm.fmul %v, %x : f64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1, %w : i64, f64)
^done:
  llvm.return
}
llvm.func @c_branch(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %some = llvm.icmp "sgt" %n, %c0 : i64
  llvm.cond_br %some, ^alloc, ^none
^alloc:
  %bytes = llvm.mul %n, %c8 : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.call @fill(%p, %x, %n) : (!llvm.ptr, f64, i64) -> ()
  llvm.br ^sum(%c0, %z : i64, f64)
^sum(%i: i64, %s: f64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^sum_body, ^sum_done
^sum_body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %q : !llvm.ptr -> f64
  %e = llvm.intr.sin(%v) : (f64) -> f64
  %s1 = llvm.fadd %s, %e : f64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^sum(%i1, %s1 : i64, f64)
^sum_done:
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return %s : f64
^none:
  %y = llvm.fmul %x, %x : f64
  llvm.return %y : f64
}

// A temporary of the body of an unstructured loop, freed there: one buffer
// made before the loop serves every iteration.
// rev @alloc_in_cf_loop dup : [1,2,3,4] | [-0.5,0.25,2,-3]
// fwd @alloc_in_cf_loop dup : [1,2,3,4]
func.func @alloc_in_cf_loop(%x: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  cf.br ^h(%c0, %z : index, f64)
^h(%i: index, %s: f64):
  %p = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %p, ^b, ^e
^b:
  %t = memref.alloc() : memref<f64>
  %v = memref.load %x[%i] : memref<4xf64>
  %w = arith.mulf %v, %v : f64
  memref.store %w, %t[] : memref<f64>
  %r = memref.load %t[] : memref<f64>
  memref.dealloc %t : memref<f64>
  %s2 = arith.addf %s, %r : f64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %s2 : index, f64)
^e:
  return %s : f64
}

// mlir-opt-19 --convert-scf-to-cf of a row loop allocating a temporary
// per row (tanh of the row, then a sum of products of the row with its
// reverse), the temporary used across the inner loops' blocks.
// rev @rows dup : [[1,2,3],[0.5,-1,0.2]] | [[0.3,0.1,-2]]
// fwd @rows dup : [[1,2,3],[0.5,-1,0.2]]
func.func @rows(%arg0: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.000000e+00 : f64
  %dim = memref.dim %arg0, %c0 : memref<?x?xf64>
  %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf64>
  cf.br ^bb1(%c0, %cst : index, f64)
^bb1(%0: index, %1: f64):  // 2 preds: ^bb0, ^bb8
  %2 = arith.cmpi slt, %0, %dim : index
  cf.cond_br %2, ^bb2, ^bb9
^bb2:  // pred: ^bb1
  %alloc = memref.alloc(%dim_0) : memref<?xf64>
  cf.br ^bb3(%c0 : index)
^bb3(%3: index):  // 2 preds: ^bb2, ^bb4
  %4 = arith.cmpi slt, %3, %dim_0 : index
  cf.cond_br %4, ^bb4, ^bb5
^bb4:  // pred: ^bb3
  %5 = memref.load %arg0[%0, %3] : memref<?x?xf64>
  %6 = math.tanh %5 : f64
  memref.store %6, %alloc[%3] : memref<?xf64>
  %7 = arith.addi %3, %c1 : index
  cf.br ^bb3(%7 : index)
^bb5:  // pred: ^bb3
  cf.br ^bb6(%c0, %cst : index, f64)
^bb6(%8: index, %9: f64):  // 2 preds: ^bb5, ^bb7
  %10 = arith.cmpi slt, %8, %dim_0 : index
  cf.cond_br %10, ^bb7, ^bb8
^bb7:  // pred: ^bb6
  %11 = memref.load %alloc[%8] : memref<?xf64>
  %12 = arith.subi %dim_0, %c1 : index
  %13 = arith.subi %12, %8 : index
  %14 = memref.load %alloc[%13] : memref<?xf64>
  %15 = arith.mulf %11, %14 : f64
  %16 = arith.addf %9, %15 : f64
  %17 = arith.addi %8, %c1 : index
  cf.br ^bb6(%17, %16 : index, f64)
^bb8:  // pred: ^bb6
  %18 = arith.mulf %9, %9 : f64
  %19 = arith.addf %1, %18 : f64
  memref.dealloc %alloc : memref<?xf64>
  %20 = arith.addi %0, %c1 : index
  cf.br ^bb1(%20, %19 : index, f64)
^bb9:  // pred: ^bb1
  return %1 : f64
}


// The same row loop lowered fully to the LLVM dialect (mlir-opt-19
// --convert-scf-to-cf --convert-func-to-llvm --finalize-memref-to-llvm
// --convert-arith-to-llvm --convert-math-to-llvm --convert-cf-to-llvm
// --reconcile-unrealized-casts): malloc and free in each row's blocks,
// through the descriptor struct; @rows_drv builds the 2x3 input.
// rev @rows_drv active,active,active,active,active,active : 1; 2; 3; 0.5; -1; 0.2
// fwd @rows_drv dup,dup,dup,dup,dup,dup : 1; 2; 3; 0.5; -1; 0.2
llvm.func @rows_llvm(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> f64 {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %8 = llvm.mlir.constant(0 : index) : i64
  %9 = llvm.mlir.constant(1 : index) : i64
  %10 = llvm.mlir.constant(0.000000e+00 : f64) : f64
  %11 = llvm.mlir.constant(1 : index) : i64
  %12 = llvm.extractvalue %7[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %13 = llvm.alloca %11 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
  llvm.store %12, %13 : !llvm.array<2 x i64>, !llvm.ptr
  %14 = llvm.getelementptr %13[0, %8] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
  %15 = llvm.load %14 : !llvm.ptr -> i64
  %16 = llvm.mlir.constant(1 : index) : i64
  %17 = llvm.extractvalue %7[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %18 = llvm.alloca %16 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
  llvm.store %17, %18 : !llvm.array<2 x i64>, !llvm.ptr
  %19 = llvm.getelementptr %18[0, %9] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
  %20 = llvm.load %19 : !llvm.ptr -> i64
  llvm.br ^bb1(%8, %10 : i64, f64)
^bb1(%21: i64, %22: f64):  // 2 preds: ^bb0, ^bb8
  %23 = llvm.icmp "slt" %21, %15 : i64
  llvm.cond_br %23, ^bb2, ^bb9
^bb2:  // pred: ^bb1
  %24 = llvm.mlir.constant(1 : index) : i64
  %25 = llvm.mlir.zero : !llvm.ptr
  %26 = llvm.getelementptr %25[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %27 = llvm.ptrtoint %26 : !llvm.ptr to i64
  %28 = llvm.call @malloc(%27) : (i64) -> !llvm.ptr
  %29 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %32 = llvm.mlir.constant(0 : index) : i64
  %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %34 = llvm.insertvalue %20, %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %35 = llvm.insertvalue %24, %34[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.br ^bb3(%8 : i64)
^bb3(%36: i64):  // 2 preds: ^bb2, ^bb4
  %37 = llvm.icmp "slt" %36, %20 : i64
  llvm.cond_br %37, ^bb4, ^bb5
^bb4:  // pred: ^bb3
  %38 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %39 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %40 = llvm.mul %21, %39 : i64
  %41 = llvm.add %40, %36 : i64
  %42 = llvm.getelementptr %38[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %43 = llvm.load %42 : !llvm.ptr -> f64
  %44 = math.tanh %43 : f64
  %45 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %46 = llvm.getelementptr %45[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %44, %46 : f64, !llvm.ptr
  %47 = llvm.add %36, %9 : i64
  llvm.br ^bb3(%47 : i64)
^bb5:  // pred: ^bb3
  llvm.br ^bb6(%8, %10 : i64, f64)
^bb6(%48: i64, %49: f64):  // 2 preds: ^bb5, ^bb7
  %50 = llvm.icmp "slt" %48, %20 : i64
  llvm.cond_br %50, ^bb7, ^bb8
^bb7:  // pred: ^bb6
  %51 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %52 = llvm.getelementptr %51[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %53 = llvm.load %52 : !llvm.ptr -> f64
  %54 = llvm.sub %20, %9 : i64
  %55 = llvm.sub %54, %48 : i64
  %56 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %57 = llvm.getelementptr %56[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %58 = llvm.load %57 : !llvm.ptr -> f64
  %59 = llvm.fmul %53, %58  : f64
  %60 = llvm.fadd %49, %59  : f64
  %61 = llvm.add %48, %9 : i64
  llvm.br ^bb6(%61, %60 : i64, f64)
^bb8:  // pred: ^bb6
  %62 = llvm.fmul %49, %49  : f64
  %63 = llvm.fadd %22, %62  : f64
  %64 = llvm.extractvalue %35[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.call @free(%64) : (!llvm.ptr) -> ()
  %65 = llvm.add %21, %9 : i64
  llvm.br ^bb1(%65, %63 : i64, f64)
^bb9:  // pred: ^bb1
  llvm.return %22 : f64
}

llvm.func @rows_drv(%x0: f64, %x1: f64, %x2: f64, %x3: f64, %x4: f64, %x5: f64) -> f64 {
  %n0 = llvm.mlir.constant(48 : i64) : i64
  %p0 = llvm.call @malloc(%n0) : (i64) -> !llvm.ptr
  %g0 = llvm.getelementptr %p0[0] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x0, %g0 : f64, !llvm.ptr
  %g1 = llvm.getelementptr %p0[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x1, %g1 : f64, !llvm.ptr
  %g2 = llvm.getelementptr %p0[2] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x2, %g2 : f64, !llvm.ptr
  %g3 = llvm.getelementptr %p0[3] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x3, %g3 : f64, !llvm.ptr
  %g4 = llvm.getelementptr %p0[4] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x4, %g4 : f64, !llvm.ptr
  %g5 = llvm.getelementptr %p0[5] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x5, %g5 : f64, !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %r = llvm.call @rows_llvm(%p0, %p0, %c0, %c2, %c3, %c3, %c1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> f64
  llvm.call @free(%p0) : (!llvm.ptr) -> ()
  llvm.return %r : f64
}

// calloc in the body of an unstructured loop (reader-30): one buffer made
// before the loop, zeroed again where each iteration allocated it (it
// accumulated over the iterations: 224x³ instead of 48x³ at n = 3).
// rev @calloc_loop active,const : 1.5; 3 | -0.7; 1 | 0.3; 0
// fwd @calloc_loop dup,const : 1.5; 3
// for i < n: p = calloc(4, 8); for j < 4: p[j] += x*x, s += p[j]^2; free(p)
llvm.func @calloc_loop(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  llvm.br ^h(%c0, %z : i64, f64)
^h(%i: i64, %s: f64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^b, ^e
^b:
  %p = llvm.call @calloc(%c4, %c8) : (i64, i64) -> !llvm.ptr
  llvm.br ^inner(%c0, %s : i64, f64)
^inner(%j: i64, %acc: f64):
  %cj = llvm.icmp "slt" %j, %c4 : i64
  llvm.cond_br %cj, ^ib, ^idone
^ib:
  %q = llvm.getelementptr %p[%j] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %old = llvm.load %q : !llvm.ptr -> f64
  %xx = llvm.fmul %x, %x : f64
  %new = llvm.fadd %old, %xx : f64
  llvm.store %new, %q : f64, !llvm.ptr
  %sq = llvm.fmul %new, %new : f64
  %acc2 = llvm.fadd %acc, %sq : f64
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^inner(%j1, %acc2 : i64, f64)
^idone:
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^h(%i1, %acc : i64, f64)
^e:
  llvm.return %s : f64
}

// Bufferized allocations keep `{alignment = 64}`; lowered to LLVM
// (--finalize-memref-to-llvm), the aligned address is computed from the
// raw one with ptrtoint, add, urem and a byte offset. A row softmax
// entropy allocating a temporary per row, lowered fully to LLVM, its
// driver building the 2x3 input (reader-30).
// rev @rowsoft_drv active,active,active,active,active,active : 1; 2; 3; 0.5; -1; 0.2
// fwd @rowsoft_drv dup,dup,dup,dup,dup,dup : 1; 2; 3; 0.5; -1; 0.2
llvm.func @rowsoft(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) -> f64 {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %13 = llvm.insertvalue %arg6, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %14 = llvm.mlir.constant(0 : index) : i64
  %15 = llvm.mlir.constant(1 : index) : i64
  %16 = llvm.mlir.constant(0.000000e+00 : f64) : f64
  %17 = llvm.mlir.constant(1 : index) : i64
  %18 = llvm.extractvalue %13[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %19 = llvm.alloca %17 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
  llvm.store %18, %19 : !llvm.array<2 x i64>, !llvm.ptr
  %20 = llvm.getelementptr %19[0, %14] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
  %21 = llvm.load %20 : !llvm.ptr -> i64
  %22 = llvm.mlir.constant(1 : index) : i64
  %23 = llvm.extractvalue %13[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %24 = llvm.alloca %22 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
  llvm.store %23, %24 : !llvm.array<2 x i64>, !llvm.ptr
  %25 = llvm.getelementptr %24[0, %15] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
  %26 = llvm.load %25 : !llvm.ptr -> i64
  llvm.br ^bb1(%14, %16 : i64, f64)
^bb1(%27: i64, %28: f64):  // 2 preds: ^bb0, ^bb8
  %29 = llvm.icmp "slt" %27, %21 : i64
  llvm.cond_br %29, ^bb2, ^bb9
^bb2:  // pred: ^bb1
  %30 = llvm.mlir.constant(1 : index) : i64
  %31 = llvm.mlir.zero : !llvm.ptr
  %32 = llvm.getelementptr %31[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
  %34 = llvm.mlir.constant(64 : index) : i64
  %35 = llvm.add %33, %34 : i64
  %36 = llvm.call @malloc(%35) : (i64) -> !llvm.ptr
  %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
  %38 = llvm.mlir.constant(1 : index) : i64
  %39 = llvm.sub %34, %38 : i64
  %40 = llvm.add %37, %39 : i64
  %41 = llvm.urem %40, %34  : i64
  %42 = llvm.sub %40, %41 : i64
  %43 = llvm.inttoptr %42 : i64 to !llvm.ptr
  %44 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %45 = llvm.insertvalue %36, %44[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %46 = llvm.insertvalue %43, %45[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %47 = llvm.mlir.constant(0 : index) : i64
  %48 = llvm.insertvalue %47, %46[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %49 = llvm.insertvalue %26, %48[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %50 = llvm.insertvalue %30, %49[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.br ^bb3(%14, %16 : i64, f64)
^bb3(%51: i64, %52: f64):  // 2 preds: ^bb2, ^bb4
  %53 = llvm.icmp "slt" %51, %26 : i64
  llvm.cond_br %53, ^bb4, ^bb5
^bb4:  // pred: ^bb3
  %54 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %55 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %56 = llvm.mul %27, %55 : i64
  %57 = llvm.add %56, %51 : i64
  %58 = llvm.getelementptr %54[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %59 = llvm.load %58 : !llvm.ptr -> f64
  %60 = llvm.intr.exp(%59)  : (f64) -> f64
  %61 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %62 = llvm.getelementptr %61[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %60, %62 : f64, !llvm.ptr
  %63 = llvm.fadd %52, %60  : f64
  %64 = llvm.add %51, %15 : i64
  llvm.br ^bb3(%64, %63 : i64, f64)
^bb5:  // pred: ^bb3
  llvm.br ^bb6(%14, %16 : i64, f64)
^bb6(%65: i64, %66: f64):  // 2 preds: ^bb5, ^bb7
  %67 = llvm.icmp "slt" %65, %26 : i64
  llvm.cond_br %67, ^bb7, ^bb8
^bb7:  // pred: ^bb6
  %68 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %69 = llvm.getelementptr %68[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %70 = llvm.load %69 : !llvm.ptr -> f64
  %71 = llvm.fdiv %70, %52  : f64
  %72 = llvm.intr.log(%71)  : (f64) -> f64
  %73 = llvm.fmul %71, %72  : f64
  %74 = llvm.fsub %66, %73  : f64
  %75 = llvm.add %65, %15 : i64
  llvm.br ^bb6(%75, %74 : i64, f64)
^bb8:  // pred: ^bb6
  %76 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %77 = llvm.getelementptr %76[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %66, %77 : f64, !llvm.ptr
  %78 = llvm.extractvalue %50[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.call @free(%78) : (!llvm.ptr) -> ()
  %79 = llvm.fadd %28, %66  : f64
  %80 = llvm.add %27, %15 : i64
  llvm.br ^bb1(%80, %79 : i64, f64)
^bb9:  // pred: ^bb1
  llvm.return %28 : f64
}
llvm.func @rowsoft_drv(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64, %arg4: f64, %arg5: f64) -> f64 {
  %0 = llvm.mlir.constant(0 : index) : i64
  %1 = llvm.mlir.constant(1 : index) : i64
  %2 = llvm.mlir.constant(2 : index) : i64
  %3 = llvm.mlir.constant(2 : index) : i64
  %4 = llvm.mlir.constant(3 : index) : i64
  %5 = llvm.mlir.constant(1 : index) : i64
  %6 = llvm.mlir.constant(6 : index) : i64
  %7 = llvm.mlir.zero : !llvm.ptr
  %8 = llvm.getelementptr %7[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
  %10 = llvm.call @malloc(%9) : (i64) -> !llvm.ptr
  %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %14 = llvm.mlir.constant(0 : index) : i64
  %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %16 = llvm.insertvalue %3, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %17 = llvm.insertvalue %4, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %18 = llvm.insertvalue %4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %19 = llvm.insertvalue %5, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %20 = llvm.mlir.constant(2 : index) : i64
  %21 = llvm.mlir.constant(1 : index) : i64
  %22 = llvm.mlir.zero : !llvm.ptr
  %23 = llvm.getelementptr %22[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
  %25 = llvm.call @malloc(%24) : (i64) -> !llvm.ptr
  %26 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %27 = llvm.insertvalue %25, %26[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %29 = llvm.mlir.constant(0 : index) : i64
  %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %31 = llvm.insertvalue %20, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %32 = llvm.insertvalue %21, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %33 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %34 = llvm.mlir.constant(3 : index) : i64
  %35 = llvm.mul %0, %34 : i64
  %36 = llvm.add %35, %0 : i64
  %37 = llvm.getelementptr %33[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg0, %37 : f64, !llvm.ptr
  %38 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %39 = llvm.mlir.constant(3 : index) : i64
  %40 = llvm.mul %0, %39 : i64
  %41 = llvm.add %40, %1 : i64
  %42 = llvm.getelementptr %38[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg1, %42 : f64, !llvm.ptr
  %43 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %44 = llvm.mlir.constant(3 : index) : i64
  %45 = llvm.mul %0, %44 : i64
  %46 = llvm.add %45, %2 : i64
  %47 = llvm.getelementptr %43[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg2, %47 : f64, !llvm.ptr
  %48 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %49 = llvm.mlir.constant(3 : index) : i64
  %50 = llvm.mul %1, %49 : i64
  %51 = llvm.add %50, %0 : i64
  %52 = llvm.getelementptr %48[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg3, %52 : f64, !llvm.ptr
  %53 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %54 = llvm.mlir.constant(3 : index) : i64
  %55 = llvm.mul %1, %54 : i64
  %56 = llvm.add %55, %1 : i64
  %57 = llvm.getelementptr %53[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg4, %57 : f64, !llvm.ptr
  %58 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %59 = llvm.mlir.constant(3 : index) : i64
  %60 = llvm.mul %1, %59 : i64
  %61 = llvm.add %60, %2 : i64
  %62 = llvm.getelementptr %58[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg5, %62 : f64, !llvm.ptr
  %63 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %64 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %65 = llvm.extractvalue %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %66 = llvm.extractvalue %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %67 = llvm.extractvalue %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %68 = llvm.extractvalue %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %69 = llvm.extractvalue %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  %70 = llvm.extractvalue %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %71 = llvm.extractvalue %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %72 = llvm.extractvalue %32[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %73 = llvm.extractvalue %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %74 = llvm.extractvalue %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %75 = llvm.call @rowsoft(%63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> f64
  %76 = llvm.extractvalue %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %77 = llvm.getelementptr %76[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %78 = llvm.load %77 : !llvm.ptr -> f64
  %79 = llvm.fmul %75, %78  : f64
  %80 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
  llvm.call @free(%80) : (!llvm.ptr) -> ()
  %81 = llvm.extractvalue %32[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.call @free(%81) : (!llvm.ptr) -> ()
  llvm.return %79 : f64
}

// The same in a branch: `if (k > 0) { t = copy of x (aligned alloc); ... }`.
// rev @cpb_drv active,active,active,active,const : 0.3; 1.2; -0.7; 0.2; 1 | 0.3; 1.2; -0.7; 0.2; 0
// fwd @cpb_drv dup,dup,dup,dup,const : 0.3; 1.2; -0.7; 0.2; 1
llvm.func @cpb(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f64 {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %6 = llvm.mlir.constant(0 : index) : i64
  %7 = llvm.mlir.constant(1 : index) : i64
  %8 = llvm.mlir.constant(0.000000e+00 : f64) : f64
  %9 = llvm.icmp "sgt" %arg5, %6 : i64
  llvm.cond_br %9, ^bb1, ^bb2
^bb1:  // pred: ^bb0
  %10 = llvm.mlir.constant(4 : index) : i64
  %11 = llvm.mlir.constant(1 : index) : i64
  %12 = llvm.mlir.zero : !llvm.ptr
  %13 = llvm.getelementptr %12[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %14 = llvm.ptrtoint %13 : !llvm.ptr to i64
  %15 = llvm.mlir.constant(64 : index) : i64
  %16 = llvm.add %14, %15 : i64
  %17 = llvm.call @malloc(%16) : (i64) -> !llvm.ptr
  %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
  %19 = llvm.mlir.constant(1 : index) : i64
  %20 = llvm.sub %15, %19 : i64
  %21 = llvm.add %18, %20 : i64
  %22 = llvm.urem %21, %15  : i64
  %23 = llvm.sub %21, %22 : i64
  %24 = llvm.inttoptr %23 : i64 to !llvm.ptr
  %25 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %26 = llvm.insertvalue %17, %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %28 = llvm.mlir.constant(0 : index) : i64
  %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %30 = llvm.insertvalue %10, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %31 = llvm.insertvalue %11, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %32 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %33 = llvm.getelementptr %32[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %34 = llvm.load %33 : !llvm.ptr -> f64
  %35 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %36 = llvm.getelementptr %35[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %34, %36 : f64, !llvm.ptr
  %37 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %38 = llvm.getelementptr %37[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %39 = llvm.load %38 : !llvm.ptr -> f64
  %40 = llvm.intr.sin(%39)  : (f64) -> f64
  %41 = llvm.fmul %40, %39  : f64
  %42 = llvm.extractvalue %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.call @free(%42) : (!llvm.ptr) -> ()
  llvm.br ^bb3(%41 : f64)
^bb2:  // pred: ^bb0
  %43 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %44 = llvm.getelementptr %43[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %45 = llvm.load %44 : !llvm.ptr -> f64
  llvm.br ^bb3(%45 : f64)
^bb3(%46: f64):  // 2 preds: ^bb1, ^bb2
  llvm.br ^bb4
^bb4:  // pred: ^bb3
  llvm.return %46 : f64
}
llvm.func @cpb_drv(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64, %arg4: i64) -> f64 {
  %0 = llvm.mlir.constant(0 : index) : i64
  %1 = llvm.mlir.constant(1 : index) : i64
  %2 = llvm.mlir.constant(2 : index) : i64
  %3 = llvm.mlir.constant(3 : index) : i64
  %4 = llvm.mlir.constant(4 : index) : i64
  %5 = llvm.mlir.constant(1 : index) : i64
  %6 = llvm.mlir.zero : !llvm.ptr
  %7 = llvm.getelementptr %6[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
  %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
  %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %13 = llvm.mlir.constant(0 : index) : i64
  %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %15 = llvm.insertvalue %4, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %16 = llvm.insertvalue %5, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %17 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %18 = llvm.getelementptr %17[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg0, %18 : f64, !llvm.ptr
  %19 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %20 = llvm.getelementptr %19[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg1, %20 : f64, !llvm.ptr
  %21 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %22 = llvm.getelementptr %21[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg2, %22 : f64, !llvm.ptr
  %23 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %24 = llvm.getelementptr %23[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg3, %24 : f64, !llvm.ptr
  %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %26 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %27 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %28 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %29 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %30 = llvm.call @cpb(%25, %26, %27, %28, %29, %arg4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> f64
  %31 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.call @free(%31) : (!llvm.ptr) -> ()
  llvm.return %30 : f64
}

// A copy of the input per iteration (memref.copy lowered to
// llvm.intr.memcpy into a malloc'd buffer), updated and read back.
// rev @cp_drv active,active,active,active,const : 0.3; 1.2; -0.7; 0.2; 5 | 0.3; 1.2; -0.7; 0.2; 1
// fwd @cp_drv dup,dup,dup,dup,const : 0.3; 1.2; -0.7; 0.2; 5
llvm.func @cp(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f64 {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %6 = llvm.mlir.constant(0 : index) : i64
  %7 = llvm.mlir.constant(1 : index) : i64
  %8 = llvm.mlir.constant(4 : index) : i64
  %9 = llvm.mlir.constant(0.000000e+00 : f64) : f64
  llvm.br ^bb1(%6, %9 : i64, f64)
^bb1(%10: i64, %11: f64):  // 2 preds: ^bb0, ^bb2
  %12 = llvm.icmp "slt" %10, %arg5 : i64
  llvm.cond_br %12, ^bb2, ^bb3
^bb2:  // pred: ^bb1
  %13 = llvm.mlir.constant(4 : index) : i64
  %14 = llvm.mlir.constant(1 : index) : i64
  %15 = llvm.mlir.zero : !llvm.ptr
  %16 = llvm.getelementptr %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
  %18 = llvm.call @malloc(%17) : (i64) -> !llvm.ptr
  %19 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %22 = llvm.mlir.constant(0 : index) : i64
  %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %24 = llvm.insertvalue %13, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %25 = llvm.insertvalue %14, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %26 = llvm.mlir.constant(1 : index) : i64
  %27 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %28 = llvm.mul %26, %27 : i64
  %29 = llvm.mlir.zero : !llvm.ptr
  %30 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
  %32 = llvm.mul %28, %31 : i64
  %33 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %34 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %35 = llvm.getelementptr %33[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %36 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %37 = llvm.extractvalue %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %38 = llvm.getelementptr %36[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  "llvm.intr.memcpy"(%38, %35, %32) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %39 = llvm.urem %10, %8  : i64
  %40 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %41 = llvm.getelementptr %40[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %42 = llvm.load %41 : !llvm.ptr -> f64
  %43 = llvm.intr.sin(%42)  : (f64) -> f64
  %44 = llvm.fmul %43, %42  : f64
  %45 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %46 = llvm.getelementptr %45[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %44, %46 : f64, !llvm.ptr
  %47 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %48 = llvm.getelementptr %47[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %49 = llvm.load %48 : !llvm.ptr -> f64
  %50 = llvm.fmul %49, %49  : f64
  %51 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.call @free(%51) : (!llvm.ptr) -> ()
  %52 = llvm.fadd %11, %50  : f64
  %53 = llvm.add %10, %7 : i64
  llvm.br ^bb1(%53, %52 : i64, f64)
^bb3:  // pred: ^bb1
  llvm.return %11 : f64
}
llvm.func @cp_drv(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64, %arg4: i64) -> f64 {
  %0 = llvm.mlir.constant(0 : index) : i64
  %1 = llvm.mlir.constant(1 : index) : i64
  %2 = llvm.mlir.constant(2 : index) : i64
  %3 = llvm.mlir.constant(3 : index) : i64
  %4 = llvm.mlir.constant(4 : index) : i64
  %5 = llvm.mlir.constant(1 : index) : i64
  %6 = llvm.mlir.zero : !llvm.ptr
  %7 = llvm.getelementptr %6[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
  %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
  %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %13 = llvm.mlir.constant(0 : index) : i64
  %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %15 = llvm.insertvalue %4, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %16 = llvm.insertvalue %5, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %17 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %18 = llvm.getelementptr %17[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg0, %18 : f64, !llvm.ptr
  %19 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %20 = llvm.getelementptr %19[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg1, %20 : f64, !llvm.ptr
  %21 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %22 = llvm.getelementptr %21[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg2, %22 : f64, !llvm.ptr
  %23 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %24 = llvm.getelementptr %23[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg3, %24 : f64, !llvm.ptr
  %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %26 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %27 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %28 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %29 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %30 = llvm.call @cp(%25, %26, %27, %28, %29, %arg4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> f64
  %31 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.call @free(%31) : (!llvm.ptr) -> ()
  llvm.return %30 : f64
}

// A stack buffer per iteration (memref.alloca in scf.for lowered to
// llvm.alloca in the loop body's block).
// rev @stk2_drv active,active,active,active,const : 0.3; 1.2; -0.7; 0.2; 5 | 0.3; 1.2; -0.7; 0.2; 0
// fwd @stk2_drv dup,dup,dup,dup,const : 0.3; 1.2; -0.7; 0.2; 5
llvm.func @stk2(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f64 {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %6 = llvm.mlir.constant(0 : index) : i64
  %7 = llvm.mlir.constant(1 : index) : i64
  %8 = llvm.mlir.constant(4 : index) : i64
  %9 = llvm.mlir.constant(0.000000e+00 : f64) : f64
  llvm.br ^bb1(%6, %9 : i64, f64)
^bb1(%10: i64, %11: f64):  // 2 preds: ^bb0, ^bb2
  %12 = llvm.icmp "slt" %10, %arg5 : i64
  llvm.cond_br %12, ^bb2, ^bb3
^bb2:  // pred: ^bb1
  %13 = llvm.mlir.constant(2 : index) : i64
  %14 = llvm.mlir.constant(1 : index) : i64
  %15 = llvm.alloca %13 x f64 : (i64) -> !llvm.ptr
  %16 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %17 = llvm.insertvalue %15, %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %18 = llvm.insertvalue %15, %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %19 = llvm.mlir.constant(0 : index) : i64
  %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %21 = llvm.insertvalue %13, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %22 = llvm.insertvalue %14, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %23 = llvm.urem %10, %8  : i64
  %24 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %25 = llvm.getelementptr %24[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %26 = llvm.load %25 : !llvm.ptr -> f64
  %27 = llvm.intr.exp(%26)  : (f64) -> f64
  %28 = llvm.fmul %27, %11  : f64
  %29 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %30 = llvm.getelementptr %29[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %27, %30 : f64, !llvm.ptr
  %31 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %32 = llvm.getelementptr %31[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %28, %32 : f64, !llvm.ptr
  %33 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %34 = llvm.getelementptr %33[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %35 = llvm.load %34 : !llvm.ptr -> f64
  %36 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %37 = llvm.getelementptr %36[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %38 = llvm.load %37 : !llvm.ptr -> f64
  %39 = llvm.fadd %35, %38  : f64
  %40 = llvm.intr.sin(%39)  : (f64) -> f64
  %41 = llvm.fadd %11, %40  : f64
  %42 = llvm.add %10, %7 : i64
  llvm.br ^bb1(%42, %41 : i64, f64)
^bb3:  // pred: ^bb1
  llvm.return %11 : f64
}
llvm.func @stk2_drv(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64, %arg4: i64) -> f64 {
  %0 = llvm.mlir.constant(0 : index) : i64
  %1 = llvm.mlir.constant(1 : index) : i64
  %2 = llvm.mlir.constant(2 : index) : i64
  %3 = llvm.mlir.constant(3 : index) : i64
  %4 = llvm.mlir.constant(4 : index) : i64
  %5 = llvm.mlir.constant(1 : index) : i64
  %6 = llvm.alloca %4 x f64 : (i64) -> !llvm.ptr
  %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %10 = llvm.mlir.constant(0 : index) : i64
  %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %12 = llvm.insertvalue %4, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %13 = llvm.insertvalue %5, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %14 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %15 = llvm.getelementptr %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg0, %15 : f64, !llvm.ptr
  %16 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %17 = llvm.getelementptr %16[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg1, %17 : f64, !llvm.ptr
  %18 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %19 = llvm.getelementptr %18[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg2, %19 : f64, !llvm.ptr
  %20 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %21 = llvm.getelementptr %20[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg3, %21 : f64, !llvm.ptr
  %22 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %23 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %24 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %25 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %26 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %27 = llvm.call @stk2(%22, %23, %24, %25, %26, %arg4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> f64
  llvm.return %27 : f64
}

// malloc and memset per iteration (what calloc_loop does by hand).
// rev @memset_loop active,const : 1.5; 3 | -0.4; 2
// fwd @memset_loop dup,const : 1.5; 3
llvm.func @memset_loop(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  llvm.br ^h(%c0, %z : i64, f64)
^h(%i: i64, %s: f64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^b, ^e
^b:
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %p = llvm.call @malloc(%c32) : (i64) -> !llvm.ptr
  %zb = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %zb, %c32) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.br ^inner(%c0, %s : i64, f64)
^inner(%j: i64, %acc: f64):
  %cj = llvm.icmp "slt" %j, %c4 : i64
  llvm.cond_br %cj, ^ib, ^idone
^ib:
  %q = llvm.getelementptr %p[%j] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %old = llvm.load %q : !llvm.ptr -> f64
  %xx = llvm.fmul %x, %x : f64
  %new = llvm.fadd %old, %xx : f64
  llvm.store %new, %q : f64, !llvm.ptr
  %sq = llvm.fmul %new, %new : f64
  %acc2 = llvm.fadd %acc, %sq : f64
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^inner(%j1, %acc2 : i64, f64)
^idone:
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^h(%i1, %acc : i64, f64)
^e:
  llvm.return %s : f64
}

// Allocations nested in ops of a block: an scf.if in the body of an
// unstructured loop allocating a temporary on even iterations (reader-30).
// rev @mixed dup,const : [0.3, 1.2, -0.7]; 5 | [0.3, 1.2, -0.7]; 1 | [0.3, 1.2, -0.7]; 0
// fwd @mixed dup,const : [0.3, 1.2, -0.7]; 5
func.func @mixed(%x: memref<3xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  cf.br ^h(%c0, %z : index, f64)
^h(%i: index, %s: f64):
  %p = arith.cmpi slt, %i, %n : index
  cf.cond_br %p, ^b, ^e
^b:
  %ii = arith.remui %i, %c2 : index
  %ev = arith.cmpi eq, %ii, %c0 : index
  %v = scf.if %ev -> f64 {
    %t = memref.alloc() : memref<3xf64>
    scf.for %j = %c0 to %c3 step %c1 {
      %a = memref.load %x[%j] : memref<3xf64>
      %b = arith.mulf %a, %s : f64
      %c = math.sin %b : f64
      %d = arith.addf %c, %a : f64
      memref.store %d, %t[%j] : memref<3xf64>
    }
    %q = memref.load %t[%c1] : memref<3xf64>
    %q2 = memref.load %t[%c2] : memref<3xf64>
    %qq = arith.mulf %q, %q2 : f64
    memref.dealloc %t : memref<3xf64>
    scf.yield %qq : f64
  } else {
    %a = memref.load %x[%c0] : memref<3xf64>
    scf.yield %a : f64
  }
  %s2 = arith.addf %s, %v : f64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %s2 : index, f64)
^e:
  return %s : f64
}

// A stack buffer in a memref.alloca_scope in a branch.
// rev @alloca_scope_branch dup,const : [0.3, 1.2]; 1 | [0.3, 1.2]; 0
// fwd @alloca_scope_branch dup,const : [0.3, 1.2]; 1
func.func @alloca_scope_branch(%x: memref<2xf64>, %b: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %b, ^a, ^z
^a:
  %v = memref.alloca_scope -> f64 {
    %t = memref.alloca() : memref<f64>
    %a = memref.load %x[%c0] : memref<2xf64>
    %e = math.exp %a : f64
    memref.store %e, %t[] : memref<f64>
    %q = memref.load %t[] : memref<f64>
    %q2 = arith.mulf %q, %a : f64
    memref.alloca_scope.return %q2 : f64
  }
  cf.br ^j(%v : f64)
^z:
  %a1 = memref.load %x[%c1] : memref<2xf64>
  cf.br ^j(%a1 : f64)
^j(%r: f64):
  return %r : f64
}

// A memref.alloca_scope in an scf.for lowered to LLVM: llvm.intr.stacksave
// and stackrestore around the scope's llvm.alloca (dropped in the
// derivative: the engines keep stack memory until the function returns),
// and a memref.alloca after the scope, in the loop body (reader-30).
// rev @stk_drv active,active,active,active,const : 0.3; 1.2; -0.7; 0.2; 5 | 0.3; 1.2; -0.7; 0.2; 0
// fwd @stk_drv dup,dup,dup,dup,const : 0.3; 1.2; -0.7; 0.2; 5
llvm.func @stk(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f64 {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %6 = llvm.mlir.constant(0 : index) : i64
  %7 = llvm.mlir.constant(1 : index) : i64
  %8 = llvm.mlir.constant(2 : index) : i64
  %9 = llvm.mlir.constant(4 : index) : i64
  %10 = llvm.mlir.constant(0.000000e+00 : f64) : f64
  llvm.br ^bb1(%6, %10 : i64, f64)
^bb1(%11: i64, %12: f64):  // 2 preds: ^bb0, ^bb5
  %13 = llvm.icmp "slt" %11, %arg5 : i64
  llvm.cond_br %13, ^bb2, ^bb6
^bb2:  // pred: ^bb1
  %14 = llvm.intr.stacksave : !llvm.ptr
  llvm.br ^bb3
^bb3:  // pred: ^bb2
  %15 = llvm.mlir.constant(2 : index) : i64
  %16 = llvm.mlir.constant(1 : index) : i64
  %17 = llvm.alloca %15 x f64 : (i64) -> !llvm.ptr
  %18 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %21 = llvm.mlir.constant(0 : index) : i64
  %22 = llvm.insertvalue %21, %20[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %23 = llvm.insertvalue %15, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %24 = llvm.insertvalue %16, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %25 = llvm.urem %11, %9  : i64
  %26 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %27 = llvm.getelementptr %26[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %28 = llvm.load %27 : !llvm.ptr -> f64
  %29 = llvm.intr.exp(%28)  : (f64) -> f64
  %30 = llvm.fmul %29, %12  : f64
  %31 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %32 = llvm.getelementptr %31[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %29, %32 : f64, !llvm.ptr
  %33 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %34 = llvm.getelementptr %33[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %30, %34 : f64, !llvm.ptr
  %35 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %36 = llvm.getelementptr %35[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %37 = llvm.load %36 : !llvm.ptr -> f64
  %38 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %39 = llvm.getelementptr %38[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %40 = llvm.load %39 : !llvm.ptr -> f64
  %41 = llvm.fadd %37, %40  : f64
  %42 = llvm.intr.sin(%41)  : (f64) -> f64
  llvm.intr.stackrestore %14 : !llvm.ptr
  llvm.br ^bb4(%42 : f64)
^bb4(%43: f64):  // pred: ^bb3
  llvm.br ^bb5
^bb5:  // pred: ^bb4
  %44 = llvm.mlir.constant(1 : index) : i64
  %45 = llvm.alloca %44 x f64 : (i64) -> !llvm.ptr
  %46 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
  %47 = llvm.insertvalue %45, %46[0] : !llvm.struct<(ptr, ptr, i64)> 
  %48 = llvm.insertvalue %45, %47[1] : !llvm.struct<(ptr, ptr, i64)> 
  %49 = llvm.mlir.constant(0 : index) : i64
  %50 = llvm.insertvalue %49, %48[2] : !llvm.struct<(ptr, ptr, i64)> 
  %51 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64)> 
  llvm.store %43, %51 : f64, !llvm.ptr
  %52 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64)> 
  %53 = llvm.load %52 : !llvm.ptr -> f64
  %54 = llvm.fmul %53, %53  : f64
  %55 = llvm.fadd %12, %54  : f64
  %56 = llvm.add %11, %7 : i64
  llvm.br ^bb1(%56, %55 : i64, f64)
^bb6:  // pred: ^bb1
  llvm.return %12 : f64
}
llvm.func @stk_drv(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64, %arg4: i64) -> f64 {
  %0 = llvm.mlir.constant(0 : index) : i64
  %1 = llvm.mlir.constant(1 : index) : i64
  %2 = llvm.mlir.constant(2 : index) : i64
  %3 = llvm.mlir.constant(3 : index) : i64
  %4 = llvm.mlir.constant(4 : index) : i64
  %5 = llvm.mlir.constant(1 : index) : i64
  %6 = llvm.mlir.zero : !llvm.ptr
  %7 = llvm.getelementptr %6[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
  %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
  %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %13 = llvm.mlir.constant(0 : index) : i64
  %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %15 = llvm.insertvalue %4, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %16 = llvm.insertvalue %5, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %17 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %18 = llvm.getelementptr %17[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg0, %18 : f64, !llvm.ptr
  %19 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %20 = llvm.getelementptr %19[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg1, %20 : f64, !llvm.ptr
  %21 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %22 = llvm.getelementptr %21[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg2, %22 : f64, !llvm.ptr
  %23 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %24 = llvm.getelementptr %23[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %arg3, %24 : f64, !llvm.ptr
  %25 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %26 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %27 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %28 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %29 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %30 = llvm.call @stk(%25, %26, %27, %28, %29, %arg4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> f64
  %31 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  llvm.call @free(%31) : (!llvm.ptr) -> ()
  llvm.return %30 : f64
}

// The LLVM-lowered deallocation pipeline's ownership-guarded free of a
// buffer a callee made and returned: the callee's blocks join the caller's
// (inlined), its pointer is carried between blocks as allocation + offset,
// and `free` of that offset is the free of the allocation (offset 0),
// moved after the blocks behind a flag. Refused before ("a C allocation or
// free of active memory inside a loop or branch").
// rev @guarded_free active,const : 0.7; 1 | -1.3; 1
// fwd @guarded_free dup,const : 0.7; 1
llvm.func @make_buffer(%n: i64) -> !llvm.struct<(ptr, ptr)> {
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.br ^bb1
^bb1:
  %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr)>
  %a = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, ptr)>
  %d = llvm.insertvalue %p, %a[1] : !llvm.struct<(ptr, ptr)>
  llvm.return %d : !llvm.struct<(ptr, ptr)>
}
func.func @guarded_free(%x: f64, %own: i1) -> f64 {
  %n = llvm.mlir.constant(8 : i64) : i64
  %d = llvm.call @make_buffer(%n) : (i64) -> !llvm.struct<(ptr, ptr)>
  %q = llvm.extractvalue %d[1] : !llvm.struct<(ptr, ptr)>
  %s = llvm.fmul %x, %x : f64
  llvm.store %s, %q : f64, !llvm.ptr
  %w = llvm.load %q : !llvm.ptr -> f64
  %r = llvm.fmul %w, %x : f64
  llvm.cond_br %own, ^bb1, ^bb2
^bb1:
  %a = llvm.extractvalue %d[0] : !llvm.struct<(ptr, ptr)>
  llvm.call @free(%a) : (!llvm.ptr) -> ()
  llvm.br ^bb2
^bb2:
  return %r : f64
}
