// Loops calling callees that write pointer memory, checkpointed: the
// range functions of binomial checkpointing (crates/ferrozyme/src/ad/
// reverse/binomial.rs) call themselves, so a callee whose derivative
// fails there is inlined or specialized in a derivation that started
// before another variant of the range function asked for it (reader-8
// F2, reader-7 p15; refused before with "memory of unknown extent").
// Also a loop copying pointer memory with llvm.intr.memcpy: in the
// range function its pointers are arguments, marked with the element type
// of the stack arrays they receive (`pointers::ELEM_TYPE`).
// Format: see loops.mlir. Run by crates/ferrozyme-jit/tests/checkpoint.rs
// under every scheme, with calls augmented and replayed.

// A recursive callee (specialized to the 8 bytes it is passed) in a loop
// that also updates a memref.
func.func @rw(%p: !llvm.ptr, %d: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %leaf = arith.cmpi eq, %d, %c0 : index
  scf.if %leaf {
    %v = llvm.load %p : !llvm.ptr -> f64
    %s = math.sin %v : f64
    %as = arith.mulf %a, %s : f64
    llvm.store %as, %p : f64, !llvm.ptr
  } else {
    %dm1 = arith.subi %d, %c1 : index
    func.call @rw(%p, %dm1, %a) : (!llvm.ptr, index, f64) -> ()
  }
  return
}

// rev @rw_loop active,active,const : 0.7; 1.3; 6 | -0.4; 0.6; 3 | 0.2; -0.9; 0
func.func @rw_loop(%x: f64, %a: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %m = memref.alloca() : memref<1xf64>
  llvm.store %x, %buf : f64, !llvm.ptr
  memref.store %x, %m[%c0] : memref<1xf64>
  scf.for %i = %c0 to %n step %c1 {
    func.call @rw(%buf, %c1, %a) : (!llvm.ptr, index, f64) -> ()
    %u = memref.load %m[%c0] : memref<1xf64>
    %v = llvm.load %buf : !llvm.ptr -> f64
    %w = arith.mulf %u, %v : f64
    %w2 = math.cos %w : f64
    memref.store %w2, %m[%c0] : memref<1xf64>
  }
  %v = llvm.load %buf : !llvm.ptr -> f64
  %u = memref.load %m[%c0] : memref<1xf64>
  %r = arith.addf %u, %v : f64
  return %r : f64
}

// A callee walking 3 doubles of the stack array a loop picks by
// iteration parity (inlined into the range function).
func.func @walk(%p: !llvm.ptr, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %k = %c0 to %c3 step %c1 {
    %kk = arith.index_cast %k : index to i64
    %q = llvm.getelementptr %p[%kk] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %v = llvm.load %q : !llvm.ptr -> f64
    %s = math.sin %v : f64
    %w = arith.mulf %a, %s : f64
    %w2 = arith.addf %w, %v : f64
    llvm.store %w2, %q : f64, !llvm.ptr
  }
  return
}
// rev @walk_pick active,active,const : 0.7; 1.3; 6 | -0.4; 0.6; 3 | 0.3; 0.5; 1
func.func @walk_pick(%x: f64, %a: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %three = llvm.mlir.constant(3 : i64) : i64
  %A = llvm.alloca %three x f64 : (i64) -> !llvm.ptr
  %B = llvm.alloca %three x f64 : (i64) -> !llvm.ptr
  %A1 = llvm.getelementptr %A[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %A2 = llvm.getelementptr %A[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %B1 = llvm.getelementptr %B[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %B2 = llvm.getelementptr %B[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %x2, %A1 : f64, !llvm.ptr
  llvm.store %a, %A2 : f64, !llvm.ptr
  llvm.store %x2, %B : f64, !llvm.ptr
  llvm.store %x, %B1 : f64, !llvm.ptr
  llvm.store %a, %B2 : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.remui %i, %c2 : index
    %e = arith.cmpi eq, %r, %c0 : index
    %p = arith.select %e, %A, %B : !llvm.ptr
    func.call @walk(%p, %a) : (!llvm.ptr, f64) -> ()
  }
  %u = llvm.load %A2 : !llvm.ptr -> f64
  %v = llvm.load %B1 : !llvm.ptr -> f64
  %r = arith.mulf %u, %v : f64
  return %r : f64
}

// A memcpy of two doubles per iteration between stack arrays (refused
// when checkpointed before: the element type was lost).
// rev @memcpy_loop active,const : 0.7; 5 | -0.4; 2
func.func @memcpy_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = llvm.mlir.constant(2 : i64) : i64
  %bytes = llvm.mlir.constant(16 : i64) : i64
  %A = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %B = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %A1 = llvm.getelementptr %A[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %B1 = llvm.getelementptr %B[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %x, %A1 : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    "llvm.intr.memcpy"(%B, %A, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %u = llvm.load %B : !llvm.ptr -> f64
    %v = llvm.load %B1 : !llvm.ptr -> f64
    %s = math.sin %v : f64
    %w = arith.mulf %u, %s : f64
    %w2 = arith.addf %w, %v : f64
    llvm.store %w, %A : f64, !llvm.ptr
    llvm.store %w2, %A1 : f64, !llvm.ptr
  }
  %r = llvm.load %A1 : !llvm.ptr -> f64
  return %r : f64
}

// llvm.intr.memmove within one stack array, its regions overlapping:
// shifted up (dst above src) and down (the adjoint takes the elements
// first to last, or last to first; refused before: no adjoint rule).
// rev @mm_up active,active,const : 0.7; 1.3; 3 | -0.4; 0.6; 0
func.func @mm_up(%x: f64, %a: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %four = llvm.mlir.constant(4 : i64) : i64
  %bytes = llvm.mlir.constant(24 : i64) : i64
  %A = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  %A1 = llvm.getelementptr %A[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %A2 = llvm.getelementptr %A[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %A3 = llvm.getelementptr %A[3] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %a, %A1 : f64, !llvm.ptr
  llvm.store %x2, %A2 : f64, !llvm.ptr
  llvm.store %x, %A3 : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    "llvm.intr.memmove"(%A1, %A, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %u = llvm.load %A : !llvm.ptr -> f64
    %s = math.sin %u : f64
    %w = arith.mulf %s, %a : f64
    llvm.store %w, %A : f64, !llvm.ptr
  }
  %u0 = llvm.load %A : !llvm.ptr -> f64
  %u1 = llvm.load %A1 : !llvm.ptr -> f64
  %u2 = llvm.load %A2 : !llvm.ptr -> f64
  %u3 = llvm.load %A3 : !llvm.ptr -> f64
  %p = arith.mulf %u0, %u1 : f64
  %q = arith.mulf %u2, %u3 : f64
  %q2 = arith.mulf %q, %u2 : f64
  %r = arith.addf %p, %q2 : f64
  return %r : f64
}
// rev @mm_down active,active,const : 0.7; 1.3; 3 | -0.4; 0.6; 0
func.func @mm_down(%x: f64, %a: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %four = llvm.mlir.constant(4 : i64) : i64
  %bytes = llvm.mlir.constant(24 : i64) : i64
  %A = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  %A1 = llvm.getelementptr %A[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %A2 = llvm.getelementptr %A[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %A3 = llvm.getelementptr %A[3] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %a, %A1 : f64, !llvm.ptr
  llvm.store %x2, %A2 : f64, !llvm.ptr
  llvm.store %x, %A3 : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    "llvm.intr.memmove"(%A, %A1, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %u = llvm.load %A3 : !llvm.ptr -> f64
    %s = math.sin %u : f64
    %w = arith.mulf %s, %a : f64
    llvm.store %w, %A3 : f64, !llvm.ptr
  }
  %u0 = llvm.load %A : !llvm.ptr -> f64
  %u1 = llvm.load %A1 : !llvm.ptr -> f64
  %u2 = llvm.load %A2 : !llvm.ptr -> f64
  %u3 = llvm.load %A3 : !llvm.ptr -> f64
  %p = arith.mulf %u0, %u1 : f64
  %q = arith.mulf %u2, %u3 : f64
  %q2 = arith.mulf %q, %u2 : f64
  %r = arith.addf %p, %q2 : f64
  return %r : f64
}
