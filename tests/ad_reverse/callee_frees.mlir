// Callees that free memory they are given (format: see loops.mlir; run
// by reverse.rs as written, with calls replayed, and by checkpoint.rs with
// every top-level loop checkpointed). Such a call calls a copy of its
// callee without those frees, and the caller frees the memory after it
// (`crate::ad::callee_frees`), which reverse mode postpones past the
// reverse sweep: a replay of the call, or of a checkpointed loop before
// it, finds the memory still there (refused before: "its replay in the
// reverse sweep would free it again", "a free in a callee is not
// postponed past the reverse sweep yet").
// Memory a callee frees after a checkpointed loop that only writes it.
// rev @freed_after_chunks dup,const : [1.0,2.0,3.0,4.0]; 4 | [0.3,-0.2,0.5,1.1]; 3
func.func private @release_ck(%t: memref<?xf64>) {
  memref.dealloc %t : memref<?xf64>
  return
}
func.func @freed_after_chunks(%A: memref<4xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc(%c4) : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %a = memref.load %A[%i] : memref<4xf64>
    %s = math.sin %a : f64
    memref.store %s, %t[%i] : memref<?xf64>
    %p = arith.mulf %acc, %s : f64
    %q = arith.addf %p, %s : f64
    scf.yield %q : f64
  } {ferrozyme.checkpoints = 2}
  %v = memref.load %t[%c1] : memref<?xf64>
  %w = arith.mulf %v, %r : f64
  func.call @release_ck(%t) : (memref<?xf64>) -> ()
  return %w : f64
}

// A load of memory a callee frees later: its value is recorded, not
// reloaded in the reverse sweep.
// rev @freed_after_load dup : [1.0,2.0,3.0,4.0] | [-0.5,0.7,0.1,2.0]
func.func private @release_ld(%t: memref<?xf64>) {
  memref.dealloc %t : memref<?xf64>
  return
}
func.func @freed_after_load(%A: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc(%c4) : memref<?xf64>
  %a = memref.load %A[%c1] : memref<4xf64>
  %s = math.sin %a : f64
  memref.store %s, %t[%c1] : memref<?xf64>
  %v = memref.load %t[%c1] : memref<?xf64>
  %w = arith.mulf %v, %v : f64
  func.call @release_ld(%t) : (memref<?xf64>) -> ()
  return %w : f64
}

// Memory a callee frees after a checkpointed loop that reads it: the
// chunks' replays in the reverse sweep read it again (refused.mlir
// before).
// rev @freed_after_read dup,const : [1.0,2.0,3.0,4.0]; 4 | [0.3,-0.2,0.5,1.1]; 3
func.func private @release_rd(%t: memref<?xf64>) {
  memref.dealloc %t : memref<?xf64>
  return
}
func.func @freed_after_read(%A: memref<4xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc(%c4) : memref<?xf64>
  %z = arith.constant 0.0 : f64
  scf.for %j = %c0 to %c4 step %c1 {
    memref.store %z, %t[%j] : memref<?xf64>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %a = memref.load %A[%i] : memref<4xf64>
    %old = memref.load %t[%i] : memref<?xf64>
    %s0 = math.sin %a : f64
    %s = arith.addf %s0, %old : f64
    memref.store %s, %t[%i] : memref<?xf64>
    %p = arith.mulf %acc, %s : f64
    %q = arith.addf %p, %s : f64
    scf.yield %q : f64
  } {ferrozyme.checkpoints = 2}
  %v = memref.load %t[%c1] : memref<?xf64>
  %w = arith.mulf %v, %r : f64
  func.call @release_rd(%t) : (memref<?xf64>) -> ()
  return %w : f64
}

// C code: a callee freeing a malloc'd buffer (free_buffer(p)) after a
// callee that fills it in place.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
func.func private @release_c(%p: !llvm.ptr) {
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  return
}
func.func private @smooth_c(%p: !llvm.ptr, %n: i64, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ni = arith.index_cast %n : i64 to index
  scf.for %i = %c1 to %ni step %c1 {
    %ii = arith.index_cast %i : index to i64
    %one = arith.constant 1 : i64
    %im = arith.subi %ii, %one : i64
    %q = llvm.getelementptr %p[%im] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %r = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %a = llvm.load %q : !llvm.ptr -> f64
    %b = llvm.load %r : !llvm.ptr -> f64
    %s = math.sin %a : f64
    %t = arith.mulf %s, %x : f64
    %u = arith.addf %t, %b : f64
    llvm.store %u, %r : f64, !llvm.ptr
  }
  return
}
// rev @c_free active,const : 0.7; 4 | -0.4; 2
func.func @c_free(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %bytes = llvm.mul %n, %c8 : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %ni = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %ni step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %x : f64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %v, %q : f64, !llvm.ptr
  }
  func.call @smooth_c(%p, %n, %x) : (!llvm.ptr, i64, f64) -> ()
  %one = arith.constant 1 : i64
  %last = arith.subi %n, %one : i64
  %q = llvm.getelementptr %p[%last] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %w = llvm.load %q : !llvm.ptr -> f64
  func.call @release_c(%p) : (!llvm.ptr) -> ()
  %r = arith.mulf %w, %w : f64
  return %r : f64
}

// A temporary of each iteration that a callee reads and frees: freed in
// the loop body by the caller, a temporary of the body.
func.func private @use_and_free(%t: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %t[%c0] : memref<2xf64>
  %b = memref.load %t[%c1] : memref<2xf64>
  %p = arith.mulf %a, %b : f64
  %q = arith.mulf %p, %x : f64
  memref.dealloc %t : memref<2xf64>
  return %q : f64
}
// rev @freed_per_iteration active,const : 0.7; 3 | 1.2; 0
func.func @freed_per_iteration(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f64 {
    %t = memref.alloc() : memref<2xf64>
    %s = math.sin %acc : f64
    %c = math.cos %acc : f64
    memref.store %s, %t[%c0] : memref<2xf64>
    memref.store %c, %t[%c1] : memref<2xf64>
    %v = func.call @use_and_free(%t, %x) : (memref<2xf64>, f64) -> f64
    %a2 = arith.addf %acc, %v : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// A C temporary of each iteration that callees fill and free (reader-15:
// refused in split mode): the free moves into the loop body, where the
// temporary is made once before the loop (it is passed to calls).
func.func private @use_c(%p: !llvm.ptr, %x: f64) -> f64 {
  %s = math.sin %x : f64
  llvm.store %s, %p : f64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %w = arith.mulf %v, %x : f64
  return %w : f64
}
// rev @loop_callee_free active,const : 0.7; 3 | -0.3; 2
func.func @loop_callee_free(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f64 {
    %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    %w = func.call @use_c(%p, %a) : (!llvm.ptr, f64) -> f64
    func.call @release_c(%p) : (!llvm.ptr) -> ()
    scf.yield %w : f64
  }
  return %r : f64
}

// A copy of the caller's buffer, which the function then frees, written
// through: the copy is not the argument (review-28: elided, its stores
// and their adjoints went to the caller's buffer and shadow). Only buffers
// the function allocated are elided (ad/copy_elision.rs). (Not in split mode's files: it frees its argument.)
// rev @copy_of_argument dup : [1.5,2.5] | [-0.5,3]
func.func @copy_of_argument(%o: memref<2xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.alloc() : memref<2xf64>
  memref.copy %o, %n : memref<2xf64> to memref<2xf64>
  memref.dealloc %o : memref<2xf64>
  %a = memref.load %n[%c0] : memref<2xf64>
  %b = memref.load %n[%c1] : memref<2xf64>
  %p = arith.mulf %a, %b : f64
  memref.store %p, %n[%c0] : memref<2xf64>
  %q = memref.load %n[%c0] : memref<2xf64>
  %r = arith.mulf %q, %a : f64
  memref.dealloc %n : memref<2xf64>
  return %r : f64
}
