// Split-mode edge cases (each found by a second reader). First: the reverse would read argument memory through a view
// on the tape (not the argument itself): a subview at an offset loaded
// from memory, and a memref yielded by scf.if. Memory may change between
// the split primal and the reverse, so such a tape cannot be read in
// place: split mode replays instead (found by a second reader).
// rev @view_at const,const,active : [0.7, -0.3, 0.2, 1.1]; [1]; 0.9
func.func @view_at(%m: memref<4xf64>, %idx: memref<1xindex>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = memref.load %idx[%c0] : memref<1xindex>
  %v = memref.subview %m[%k] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: ?>>
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (f64) {
    %a = memref.load %v[%i] : memref<2xf64, strided<[1], offset: ?>>
    %p = arith.mulf %a, %x : f64
    %s = math.sin %p : f64
    %acc2 = arith.addf %acc, %s : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// rev @yielded const,active : [0.7, -0.3, 0.2]; 0.9 | [0.7, -0.3, 0.2]; -0.4
func.func @yielded(%m: memref<3xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %c = arith.cmpf ogt, %x, %zero : f64
  %v = scf.if %c -> memref<3xf64> {
    scf.yield %m : memref<3xf64>
  } else {
    scf.yield %m : memref<3xf64>
  }
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f64) {
    %a = memref.load %v[%i] : memref<3xf64>
    %p = arith.mulf %a, %x : f64
    %s = math.sin %p : f64
    %acc2 = arith.addf %acc, %s : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// Stack temporaries picked by scf.if: on the tape, the two heap buffers
// they become alias each other (the JIT used to copy the second one out
// when returning the tape to Rust).
// rev @picked_temp active,const : 0.7; true | 0.7; false | -1.2; true
func.func @picked_temp(%x: f64, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xf64>
  %b = memref.alloca() : memref<1xf64>
  memref.store %x, %a[%c0] : memref<1xf64>
  %y = arith.mulf %x, %x : f64
  memref.store %y, %b[%c0] : memref<1xf64>
  %p = scf.if %c -> (memref<1xf64>) {
    scf.yield %a : memref<1xf64>
  } else {
    scf.yield %b : memref<1xf64>
  }
  %v = memref.load %p[%c0] : memref<1xf64>
  %s = math.sin %v : f64
  %w = memref.load %a[%c0] : memref<1xf64>
  %r = arith.mulf %s, %w : f64
  return %r : f64
}

// A user function named @free with a body (it counts calls): stack
// temporaries are not turned into malloc/free memory then (the derivative
// would call this @free and leak).
llvm.mlir.global internal @free_calls(0 : i64) : i64
llvm.func @free(%p: !llvm.ptr) {
  %a = llvm.mlir.addressof @free_calls : !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %w = llvm.add %v, %one : i64
  llvm.store %w, %a : i64, !llvm.ptr
  llvm.return
}
// rev @temp_with_user_free active,active : 0.7; -0.4
llvm.func @temp_with_user_free(%x: f64, %y: f64) -> f64 {
  %n = llvm.mlir.constant(2 : i64) : i64
  %s = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %p1 = llvm.getelementptr %s[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %s : f64, !llvm.ptr
  llvm.store %y, %p1 : f64, !llvm.ptr
  %a = llvm.load %s : !llvm.ptr -> f64
  %b = llvm.load %p1 : !llvm.ptr -> f64
  %sa = llvm.intr.sin(%a) : (f64) -> f64
  %r = llvm.fmul %sa, %b : f64
  llvm.return %r : f64
}
