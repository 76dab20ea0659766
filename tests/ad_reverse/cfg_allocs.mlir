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
