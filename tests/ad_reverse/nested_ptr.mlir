// Reverse mode through loops over pointer memory (nests, stack temporaries). Format: see
// loops.mlir. Not in the checkpointed runs (checkpoint.rs): binomial
// checkpointing passes the stack buffer to its range function as a pointer
// argument, memory of unknown extent that it cannot copy (refused).

// llvm.load/llvm.store of a stack buffer three loops down, in place: the
// loads are recorded per iteration of the nest.
// rev @ptr_nest active,const : 0.7; 3 | -0.4; 2 | 1.2; 0
llvm.func @ptr_nest(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %four = llvm.mlir.constant(4 : i64) : i64
  %z = arith.constant 0.0 : f64
  %buf = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c1 {
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f64
    %v = arith.mulf %kf, %x : f64
    %p = llvm.getelementptr %buf[%ki] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %v, %p : f64, !llvm.ptr
  }
  %ni = arith.index_cast %n : i64 to index
  scf.for %t = %c0 to %ni step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        %ij = arith.addi %i, %j : index
        %e = arith.index_cast %ij : index to i64
        %p = llvm.getelementptr %buf[%e] : (!llvm.ptr, i64) -> !llvm.ptr, f64
        %v = llvm.load %p : !llvm.ptr -> f64
        %s = math.sin %v : f64
        %w = arith.mulf %s, %x : f64
        %y = arith.addf %v, %w : f64
        llvm.store %y, %p : f64, !llvm.ptr
      }
    }
  }
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f64) {
    %ki = arith.index_cast %k : index to i64
    %p = llvm.getelementptr %buf[%ki] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %v = llvm.load %p : !llvm.ptr -> f64
    %w = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %w : f64
    scf.yield %a : f64
  }
  llvm.return %r : f64
}

// Enzyme's llvm_call_loop, with a result: the address of a loop-body stack
// temporary is passed to a callee that overwrites what it reads. The
// temporary is hoisted out of the loop (ad/hoist.rs), then the call gets
// per-iteration snapshots.
// rev @call_loop_tmp active,const : 0.7; 4 | -0.3; 1 | 1.1; 0
llvm.func @scale_tmp(%p: !llvm.ptr, %f: f64) {
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = arith.mulf %v, %f : f64
  %e = math.sin %s : f64
  llvm.store %e, %p : f64, !llvm.ptr
  llvm.return
}
func.func @call_loop_tmp(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i32 = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2.000000e+00 : f64) : f64
  %xs = llvm.alloca %c1_i32 x f64 : (i32) -> !llvm.ptr
  llvm.store %x, %xs : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    %tmp = llvm.alloca %c1_i32 x f64 : (i32) -> !llvm.ptr
    %v = llvm.load %xs : !llvm.ptr -> f64
    llvm.store %v, %tmp : f64, !llvm.ptr
    llvm.call @scale_tmp(%tmp, %two) : (!llvm.ptr, f64) -> ()
    %r = llvm.load %tmp : !llvm.ptr -> f64
    %r2 = arith.addf %r, %v : f64
    llvm.store %r2, %xs : f64, !llvm.ptr
  }
  %out = llvm.load %xs : !llvm.ptr -> f64
  return %out : f64
}
