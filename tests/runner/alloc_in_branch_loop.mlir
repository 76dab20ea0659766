// Allocations and frees in a branch of a loop body, with many float and
// integer values live across them (the JIT calls the runtime there through
// a trampoline that preserves every register: lower/cold.rs). Growing a
// buffer by doubling, as reverse mode's while records do.
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

// The same with C malloc/free: a buffer of f64 replaced by a bigger one
// every 8 steps, floats carried across.
func.func @c_heap_growth(%n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f64
  %q = arith.constant 0.75 : f64
  %sz = arith.constant 64 : i64
  %p0 = llvm.call @malloc(%sz) : (i64) -> !llvm.ptr
  llvm.store %z, %p0 : f64, !llvm.ptr
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %q, %c = %q, %p = %p0) -> (f64, f64, f64, !llvm.ptr) {
    %rem = arith.remui %i, %c8 : index
    %swap = arith.cmpi eq, %rem, %c0 : index
    %np = scf.if %swap -> (!llvm.ptr) {
      %big = llvm.call @malloc(%sz) : (i64) -> !llvm.ptr
      %old = llvm.load %p : !llvm.ptr -> f64
      llvm.store %old, %big : f64, !llvm.ptr
      llvm.call @free(%p) : (!llvm.ptr) -> ()
      scf.yield %big : !llvm.ptr
    } else {
      scf.yield %p : !llvm.ptr
    }
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %b2 = arith.mulf %b, %q : f64
    %c2 = math.cos %c : f64
    %a2 = arith.addf %a, %fi : f64
    %v = llvm.load %np : !llvm.ptr -> f64
    %v2 = arith.addf %v, %b2 : f64
    llvm.store %v2, %np : f64, !llvm.ptr
    scf.yield %a2, %b2, %c2, %np : f64, f64, f64, !llvm.ptr
  }
  %v = llvm.load %r#3 : !llvm.ptr -> f64
  llvm.call @free(%r#3) : (!llvm.ptr) -> ()
  %s1 = arith.addf %r#0, %r#1 : f64
  %s2 = arith.addf %s1, %r#2 : f64
  %s3 = arith.addf %s2, %v : f64
  return %s3 : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 100 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.5 : f64
  %t = arith.constant 1.25 : f64
  %buf0 = memref.alloc(%c4) : memref<?xf64>
  %r:8 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %h, %c = %t, %d = %z, %e = %h, %f = %t, %buf = %buf0, %k = %c0) -> (f64, f64, f64, f64, f64, f64, memref<?xf64>, index) {
    %cap = memref.dim %buf, %c0 : memref<?xf64>
    %full = arith.cmpi eq, %k, %cap : index
    %nb = scf.if %full -> (memref<?xf64>) {
      %ncap = arith.muli %cap, %c2 : index
      %big = memref.alloc(%ncap) : memref<?xf64>
      scf.for %j = %c0 to %cap step %c1 {
        %v = memref.load %buf[%j] : memref<?xf64>
        memref.store %v, %big[%j] : memref<?xf64>
      }
      memref.dealloc %buf : memref<?xf64>
      scf.yield %big : memref<?xf64>
    } else {
      scf.yield %buf : memref<?xf64>
    }
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %a2 = arith.addf %a, %fi : f64
    %b2 = arith.mulf %b, %t : f64
    %b3 = math.sin %b2 : f64
    %c2f = arith.addf %c, %b3 : f64
    %d2 = arith.subf %d, %h : f64
    %e2 = arith.divf %e, %t : f64
    %e3 = arith.addf %e2, %h : f64
    %f2 = arith.mulf %f, %h : f64
    %f3 = arith.addf %f2, %fi : f64
    %s = arith.addf %a2, %c2f : f64
    memref.store %s, %nb[%k] : memref<?xf64>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %a2, %b3, %c2f, %d2, %e3, %f3, %nb, %k1 : f64, f64, f64, f64, f64, f64, memref<?xf64>, index
  }
  func.call @printF64(%r#0) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r#1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r#2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r#3) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r#4) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r#5) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %cap = memref.dim %r#6, %c0 : memref<?xf64>
  %capi = arith.index_cast %cap : index to i64
  func.call @printI64(%capi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %total = scf.for %j = %c0 to %r#7 step %c1 iter_args(%acc = %z) -> f64 {
    %v = memref.load %r#6[%j] : memref<?xf64>
    %acc2 = arith.addf %acc, %v : f64
    scf.yield %acc2 : f64
  }
  func.call @printF64(%total) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %r#6 : memref<?xf64>
  %heap = func.call @c_heap_growth(%n) : (index) -> f64
  func.call @printF64(%heap) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
