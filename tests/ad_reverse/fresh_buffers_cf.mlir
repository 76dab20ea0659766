// The programs of fresh_buffers.mlir (but the two nested in an outer
// loop) as `mlir-opt-19 --convert-scf-to-cf` lowers them: unstructured
// loops whose header receives the carried buffer, the next one allocated
// in the loop's first block and the carried one freed in its last (format:
// see loops.mlir). Reverse mode swaps two buffers there too, before the
// blocks are made one (ad/fresh_buffers.rs `apply_cfg`); refused before
// ("scf.while (made from the multi-block function …) carrying values of
// type 'memref<…>'"). The same loops nested in an outer one stay refused.

// rev @steps dup,active,const : [0.5,1.1]; 0.3; 3 | [0.5,1.1]; 0.3; 0 | [-0.4,0.9]; 1.7; 1
// fwd @steps dup,dup,const : [0.5,1.1]; 0.3; 3
func.func @steps(%arg0: memref<2xf64>, %arg1: f64, %arg2: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloc = memref.alloc() : memref<2xf64>
  memref.copy %arg0, %alloc : memref<2xf64> to memref<2xf64>
  cf.br ^bb1(%c0, %alloc : index, memref<2xf64>)
^bb1(%0: index, %1: memref<2xf64>):  // 2 preds: ^bb0, ^bb2
  %2 = arith.cmpi slt, %0, %arg2 : index
  cf.cond_br %2, ^bb2, ^bb3
^bb2:  // pred: ^bb1
  %alloc_0 = memref.alloc() : memref<2xf64>
  %3 = memref.load %1[%c0] : memref<2xf64>
  %4 = memref.load %1[%c1] : memref<2xf64>
  %5 = arith.mulf %3, %arg1 : f64
  %6 = math.sin %5 : f64
  memref.store %4, %alloc_0[%c0] : memref<2xf64>
  memref.store %6, %alloc_0[%c1] : memref<2xf64>
  memref.dealloc %1 : memref<2xf64>
  %7 = arith.addi %0, %c1 : index
  cf.br ^bb1(%7, %alloc_0 : index, memref<2xf64>)
^bb3:  // pred: ^bb1
  %8 = memref.load %1[%c1] : memref<2xf64>
  %9 = memref.load %1[%c0] : memref<2xf64>
  %10 = arith.mulf %8, %9 : f64
  memref.dealloc %1 : memref<2xf64>
  return %10 : f64
}

// rev @heat dup,dup,active,const : [0.1,0.9,0.4,-0.3,0.7,0.2]; [0,0,0,0,0,0]; 0.2; 4 | [1,2,3,4,5,6]; [0,0,0,0,0,0]; -0.1; 2
// fwd @heat dup,dup,dup,const : [0.1,0.9,0.4,-0.3,0.7,0.2]; [0,0,0,0,0,0]; 0.2; 4
func.func @heat(%arg0: memref<?xf64>, %arg1: memref<?xf64>, %arg2: f64, %arg3: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dim = memref.dim %arg0, %c0 : memref<?xf64>
  %0 = arith.subi %dim, %c1 : index
  %cst = arith.constant 2.000000e+00 : f64
  %alloc = memref.alloc(%dim) : memref<?xf64>
  memref.copy %arg0, %alloc : memref<?xf64> to memref<?xf64>
  cf.br ^bb1(%c0, %alloc : index, memref<?xf64>)
^bb1(%1: index, %2: memref<?xf64>):  // 2 preds: ^bb0, ^bb5
  %3 = arith.cmpi slt, %1, %arg3 : index
  cf.cond_br %3, ^bb2, ^bb6
^bb2:  // pred: ^bb1
  %alloc_0 = memref.alloc(%dim) : memref<?xf64>
  %4 = memref.load %2[%c0] : memref<?xf64>
  memref.store %4, %alloc_0[%c0] : memref<?xf64>
  %5 = memref.load %2[%0] : memref<?xf64>
  memref.store %5, %alloc_0[%0] : memref<?xf64>
  cf.br ^bb3(%c1 : index)
^bb3(%6: index):  // 2 preds: ^bb2, ^bb4
  %7 = arith.cmpi slt, %6, %0 : index
  cf.cond_br %7, ^bb4, ^bb5
^bb4:  // pred: ^bb3
  %8 = arith.subi %6, %c1 : index
  %9 = arith.addi %6, %c1 : index
  %10 = memref.load %2[%8] : memref<?xf64>
  %11 = memref.load %2[%6] : memref<?xf64>
  %12 = memref.load %2[%9] : memref<?xf64>
  %13 = arith.addf %10, %12 : f64
  %14 = arith.mulf %11, %cst : f64
  %15 = arith.subf %13, %14 : f64
  %16 = arith.mulf %arg2, %15 : f64
  %17 = arith.mulf %11, %11 : f64
  %18 = arith.mulf %17, %arg2 : f64
  %19 = arith.addf %16, %18 : f64
  %20 = arith.addf %11, %19 : f64
  memref.store %20, %alloc_0[%6] : memref<?xf64>
  %21 = arith.addi %6, %c1 : index
  cf.br ^bb3(%21 : index)
^bb5:  // pred: ^bb3
  memref.dealloc %2 : memref<?xf64>
  %22 = arith.addi %1, %c1 : index
  cf.br ^bb1(%22, %alloc_0 : index, memref<?xf64>)
^bb6:  // pred: ^bb1
  memref.copy %2, %arg1 : memref<?xf64> to memref<?xf64>
  memref.dealloc %2 : memref<?xf64>
  return
}

// rev @leapfrog dup,dup,active,const : [0.3,-0.2]; [0.1,0.5]; 0.1; 5
// fwd @leapfrog dup,dup,dup,const : [0.3,-0.2]; [0.1,0.5]; 0.1; 5
func.func @leapfrog(%arg0: memref<2xf64>, %arg1: memref<2xf64>, %arg2: f64, %arg3: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %alloc = memref.alloc() : memref<2xf64>
  %alloc_0 = memref.alloc() : memref<2xf64>
  memref.copy %arg0, %alloc : memref<2xf64> to memref<2xf64>
  memref.copy %arg1, %alloc_0 : memref<2xf64> to memref<2xf64>
  cf.br ^bb1(%c0, %alloc, %alloc_0 : index, memref<2xf64>, memref<2xf64>)
^bb1(%0: index, %1: memref<2xf64>, %2: memref<2xf64>):  // 2 preds: ^bb0, ^bb5
  %3 = arith.cmpi slt, %0, %arg3 : index
  cf.cond_br %3, ^bb2, ^bb6
^bb2:  // pred: ^bb1
  %alloc_1 = memref.alloc() : memref<2xf64>
  %alloc_2 = memref.alloc() : memref<2xf64>
  cf.br ^bb3(%c0 : index)
^bb3(%4: index):  // 2 preds: ^bb2, ^bb4
  %5 = arith.cmpi slt, %4, %c2 : index
  cf.cond_br %5, ^bb4, ^bb5
^bb4:  // pred: ^bb3
  %6 = memref.load %1[%4] : memref<2xf64>
  %7 = memref.load %2[%4] : memref<2xf64>
  %8 = math.sin %6 : f64
  %9 = arith.mulf %arg2, %8 : f64
  %10 = arith.subf %7, %9 : f64
  memref.store %10, %alloc_1[%4] : memref<2xf64>
  %11 = arith.mulf %arg2, %10 : f64
  %12 = arith.addf %6, %11 : f64
  memref.store %12, %alloc_2[%4] : memref<2xf64>
  %13 = arith.addi %4, %c1 : index
  cf.br ^bb3(%13 : index)
^bb5:  // pred: ^bb3
  memref.dealloc %1 : memref<2xf64>
  memref.dealloc %2 : memref<2xf64>
  %14 = arith.addi %0, %c1 : index
  cf.br ^bb1(%14, %alloc_2, %alloc_1 : index, memref<2xf64>, memref<2xf64>)
^bb6:  // pred: ^bb1
  %15 = memref.load %1[%c0] : memref<2xf64>
  %16 = memref.load %2[%c1] : memref<2xf64>
  %17 = arith.mulf %15, %16 : f64
  memref.dealloc %1 : memref<2xf64>
  memref.dealloc %2 : memref<2xf64>
  return %17 : f64
}

// rev @until dup,active : [0.3,0.5,0.7]; 0.8 | [0.9,-0.1,0.4]; 1.3 | [5.0,0.1,0.2]; 0.5
// fwd @until dup,dup : [0.3,0.5,0.7]; 0.8 | [5.0,0.1,0.2]; 0.5
func.func @until(%arg0: memref<3xf64>, %arg1: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cst = arith.constant 3.000000e+00 : f64
  %alloc = memref.alloc() : memref<3xf64>
  memref.copy %arg0, %alloc : memref<3xf64> to memref<3xf64>
  cf.br ^bb1(%alloc : memref<3xf64>)
^bb1(%0: memref<3xf64>):  // 2 preds: ^bb0, ^bb5
  %1 = memref.load %0[%c0] : memref<3xf64>
  %2 = arith.cmpf olt, %1, %cst : f64
  cf.cond_br %2, ^bb2(%0 : memref<3xf64>), ^bb6
^bb2(%3: memref<3xf64>):  // pred: ^bb1
  %alloc_0 = memref.alloc() : memref<3xf64>
  cf.br ^bb3(%c0 : index)
^bb3(%4: index):  // 2 preds: ^bb2, ^bb4
  %5 = arith.cmpi slt, %4, %c3 : index
  cf.cond_br %5, ^bb4, ^bb5
^bb4:  // pred: ^bb3
  %6 = arith.addi %4, %c1 : index
  %7 = arith.remui %6, %c3 : index
  %8 = memref.load %3[%4] : memref<3xf64>
  %9 = memref.load %3[%7] : memref<3xf64>
  %10 = arith.mulf %8, %9 : f64
  %11 = math.exp %10 : f64
  %12 = arith.mulf %arg1, %11 : f64
  %13 = arith.addf %8, %12 : f64
  memref.store %13, %alloc_0[%4] : memref<3xf64>
  %14 = arith.addi %4, %c1 : index
  cf.br ^bb3(%14 : index)
^bb5:  // pred: ^bb3
  memref.dealloc %3 : memref<3xf64>
  cf.br ^bb1(%alloc_0 : memref<3xf64>)
^bb6:  // pred: ^bb1
  %15 = memref.load %0[%c1] : memref<3xf64>
  %c2 = arith.constant 2 : index
  %16 = memref.load %0[%c2] : memref<3xf64>
  %17 = arith.mulf %15, %16 : f64
  memref.dealloc %0 : memref<3xf64>
  return %17 : f64
}

// rev @counted dup,dup,active,const : [0.5,1.1]; [0,0]; 0.3; 4 | [0.5,1.1]; [0,0]; 0.3; 0
// fwd @counted dup,dup,dup,const : [0.5,1.1]; [0,0]; 0.3; 4
func.func @counted(%arg0: memref<2xf64>, %arg1: memref<2xf64>, %arg2: f64, %arg3: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloc = memref.alloc() : memref<2xf64>
  memref.copy %arg0, %alloc : memref<2xf64> to memref<2xf64>
  cf.br ^bb1(%c0, %alloc : index, memref<2xf64>)
^bb1(%0: index, %1: memref<2xf64>):  // 2 preds: ^bb0, ^bb2
  %2 = arith.cmpi ult, %0, %arg3 : index
  cf.cond_br %2, ^bb2(%1, %0 : memref<2xf64>, index), ^bb3
^bb2(%3: memref<2xf64>, %4: index):  // pred: ^bb1
  %alloc_0 = memref.alloc() : memref<2xf64>
  %5 = memref.load %3[%c0] : memref<2xf64>
  %6 = memref.load %3[%c1] : memref<2xf64>
  %7 = arith.mulf %5, %arg2 : f64
  %8 = math.sin %7 : f64
  %9 = arith.addf %8, %6 : f64
  memref.store %6, %alloc_0[%c0] : memref<2xf64>
  memref.store %9, %alloc_0[%c1] : memref<2xf64>
  memref.dealloc %3 : memref<2xf64>
  %10 = arith.addi %4, %c1 : index
  cf.br ^bb1(%10, %alloc_0 : index, memref<2xf64>)
^bb3:  // pred: ^bb1
  memref.copy %1, %arg1 : memref<2xf64> to memref<2xf64>
  memref.dealloc %1 : memref<2xf64>
  return
}

// A callee with an unstructured loop returning the buffer it made (a fresh
// one per iteration, or one updated in place), its caller loading from it:
// such a call is inlined (the callee's entry block continuing the caller's
// block), so the buffer is the caller's own allocation (refused before:
// "'memref.load' accesses active memory without a shadow: the memory of
// argument #0 …", reader-22).
// rev @returned_fresh dup,active,const : [0.5,1.1]; 0.3; 3 | [0.5,1.1]; 0.3; 0
// fwd @returned_fresh dup,dup,const : [0.5,1.1]; 0.3; 3
func.func private @steps_callee(%arg0: memref<2xf64>, %arg1: f64, %arg2: index) -> memref<2xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloc = memref.alloc() : memref<2xf64>
  memref.copy %arg0, %alloc : memref<2xf64> to memref<2xf64>
  cf.br ^bb1(%c0, %alloc : index, memref<2xf64>)
^bb1(%0: index, %1: memref<2xf64>):
  %2 = arith.cmpi slt, %0, %arg2 : index
  cf.cond_br %2, ^bb2, ^bb3
^bb2:
  %alloc_0 = memref.alloc() : memref<2xf64>
  %3 = memref.load %1[%c0] : memref<2xf64>
  %4 = memref.load %1[%c1] : memref<2xf64>
  %5 = arith.mulf %3, %arg1 : f64
  %6 = math.sin %5 : f64
  %7 = arith.addf %6, %4 : f64
  memref.store %4, %alloc_0[%c0] : memref<2xf64>
  memref.store %7, %alloc_0[%c1] : memref<2xf64>
  memref.dealloc %1 : memref<2xf64>
  %8 = arith.addi %0, %c1 : index
  cf.br ^bb1(%8, %alloc_0 : index, memref<2xf64>)
^bb3:
  return %1 : memref<2xf64>
}
func.func @returned_fresh(%arg0: memref<2xf64>, %arg1: f64, %arg2: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = call @steps_callee(%arg0, %arg1, %arg2) : (memref<2xf64>, f64, index) -> memref<2xf64>
  %1 = memref.load %0[%c1] : memref<2xf64>
  %2 = memref.load %0[%c0] : memref<2xf64>
  %3 = arith.mulf %1, %2 : f64
  memref.dealloc %0 : memref<2xf64>
  return %3 : f64
}

// rev @returned_updated dup,active,const : [0.5,1.1]; 0.3; 3 | [-0.2,0.4]; 1.3; 1
// fwd @returned_updated dup,dup,const : [0.5,1.1]; 0.3; 2
func.func private @update_callee(%arg0: memref<2xf64>, %arg1: f64, %arg2: index) -> memref<2xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloc = memref.alloc() : memref<2xf64>
  memref.copy %arg0, %alloc : memref<2xf64> to memref<2xf64>
  cf.br ^bb1(%c0 : index)
^bb1(%0: index):
  %2 = arith.cmpi slt, %0, %arg2 : index
  cf.cond_br %2, ^bb2, ^bb3
^bb2:
  %3 = memref.load %alloc[%c0] : memref<2xf64>
  %4 = memref.load %alloc[%c1] : memref<2xf64>
  %5 = arith.mulf %3, %arg1 : f64
  %6 = math.sin %5 : f64
  %7 = arith.addf %6, %4 : f64
  memref.store %4, %alloc[%c0] : memref<2xf64>
  memref.store %7, %alloc[%c1] : memref<2xf64>
  %8 = arith.addi %0, %c1 : index
  cf.br ^bb1(%8 : index)
^bb3:
  return %alloc : memref<2xf64>
}
func.func @returned_updated(%arg0: memref<2xf64>, %arg1: f64, %arg2: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = call @update_callee(%arg0, %arg1, %arg2) : (memref<2xf64>, f64, index) -> memref<2xf64>
  %1 = memref.load %0[%c1] : memref<2xf64>
  %2 = memref.load %0[%c0] : memref<2xf64>
  %3 = arith.mulf %1, %2 : f64
  memref.dealloc %0 : memref<2xf64>
  return %3 : f64
}
