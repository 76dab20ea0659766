// Pointers kept in memory (crates/ferrozyme-jit/tests/reverse.rs runs each
// @main_* and compares with the closed form in its comment). Reverse and
// forward mode must follow a pointer loaded from dup memory into the
// memory it points to (its shadow is the pointer stored in the shadow).

// f(pp) = (**pp)²; main returns d f / d(**pp) = 2x.
func.func @sq_through(%pp: !llvm.ptr) -> f64 {
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %w = arith.mulf %v, %v : f64
  return %w : f64
}
func.func @main_reverse(%x: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %data = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %ddata = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %pp = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  %dpp = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %x, %data : f64, !llvm.ptr
  llvm.store %zero, %ddata : f64, !llvm.ptr
  llvm.store %data, %pp : !llvm.ptr, !llvm.ptr
  llvm.store %ddata, %dpp : !llvm.ptr, !llvm.ptr
  enzyme.autodiff @sq_through(%pp, %dpp, %one) <{ activity=[#enzyme.activity<enzyme_dup>], ret_activity=[#enzyme.activity<enzyme_activenoneed>] }> : (!llvm.ptr, !llvm.ptr, f64) -> ()
  %g = llvm.load %ddata : !llvm.ptr -> f64
  return %g : f64
}
func.func @main_forward(%x: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %one = arith.constant 1.0 : f64
  %data = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %ddata = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %pp = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  %dpp = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %x, %data : f64, !llvm.ptr
  llvm.store %one, %ddata : f64, !llvm.ptr
  llvm.store %data, %pp : !llvm.ptr, !llvm.ptr
  llvm.store %ddata, %dpp : !llvm.ptr, !llvm.ptr
  %r:2 = enzyme.fwddiff @sq_through(%pp, %dpp) <{ activity=[#enzyme.activity<enzyme_dup>], ret_activity=[#enzyme.activity<enzyme_dup>] }> : (!llvm.ptr, !llvm.ptr) -> (f64, f64)
  return %r#1 : f64
}

// llvm.intr.memcpy between active stack buffers (adjoint: the source's
// shadow gets the destination's, which is cleared), then memset.
// rev @memcpy_active active,active : 0.7; -0.4 | 1.3; 0.9
func.func @memcpy_active(%x: f64, %y: f64) -> f64 {
  %n3 = llvm.mlir.constant(3 : i64) : i64
  %a = llvm.alloca %n3 x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %n3 x f64 : (i64) -> !llvm.ptr
  %a1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %a2 = llvm.getelementptr %a[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %xy = arith.mulf %x, %y : f64
  %sx = math.sin %x : f64
  llvm.store %xy, %a : f64, !llvm.ptr
  llvm.store %sx, %a1 : f64, !llvm.ptr
  llvm.store %y, %a2 : f64, !llvm.ptr
  %b24 = llvm.mlir.constant(24 : i64) : i64
  "llvm.intr.memcpy"(%b, %a, %b24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i8) : i8
  %b8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memset"(%a, %z, %b8) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %b1 = llvm.getelementptr %b[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %b2 = llvm.getelementptr %b[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %v0 = llvm.load %b : !llvm.ptr -> f64
  %v1 = llvm.load %b1 : !llvm.ptr -> f64
  %v2 = llvm.load %b2 : !llvm.ptr -> f64
  %w0 = llvm.load %a : !llvm.ptr -> f64
  %w1 = llvm.load %a1 : !llvm.ptr -> f64
  %p = arith.mulf %v0, %v1 : f64
  %q = arith.mulf %p, %v2 : f64
  %r = arith.addf %q, %w1 : f64
  %s = arith.addf %r, %w0 : f64
  return %s : f64
}

// llvm.intr.memcpy between pointers offset into llvm.alloca buffers by
// whole elements (llvm.getelementptr over f64): part of one buffer copied
// into the middle of another.
// rev @memcpy_part active,active : 0.7; -0.4 | 1.3; 0.9
func.func @memcpy_part(%x: f64, %y: f64) -> f64 {
  %n4 = llvm.mlir.constant(4 : i64) : i64
  %a = llvm.alloca %n4 x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %n4 x f64 : (i64) -> !llvm.ptr
  %a1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %a2 = llvm.getelementptr %a[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %a3 = llvm.getelementptr %a[3] : (!llvm.ptr) -> !llvm.ptr, f64
  %b1 = llvm.getelementptr %b[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %b2 = llvm.getelementptr %b[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %b3 = llvm.getelementptr %b[3] : (!llvm.ptr) -> !llvm.ptr, f64
  %xy = arith.mulf %x, %y : f64
  %sx = math.sin %x : f64
  %ey = math.exp %y : f64
  llvm.store %xy, %a : f64, !llvm.ptr
  llvm.store %sx, %a1 : f64, !llvm.ptr
  llvm.store %y, %a2 : f64, !llvm.ptr
  llvm.store %ey, %a3 : f64, !llvm.ptr
  llvm.store %x, %b : f64, !llvm.ptr
  llvm.store %x, %b1 : f64, !llvm.ptr
  llvm.store %x, %b2 : f64, !llvm.ptr
  llvm.store %x, %b3 : f64, !llvm.ptr
  %b16 = llvm.mlir.constant(16 : i64) : i64
  // b[1..3) = a[2..4)
  "llvm.intr.memcpy"(%b1, %a2, %b16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i8) : i8
  %b8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memset"(%a1, %z, %b8) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  // a[0..2) = b[2..4)
  "llvm.intr.memcpy"(%a, %b2, %b16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %v0 = llvm.load %b : !llvm.ptr -> f64
  %v1 = llvm.load %b1 : !llvm.ptr -> f64
  %v2 = llvm.load %b2 : !llvm.ptr -> f64
  %v3 = llvm.load %b3 : !llvm.ptr -> f64
  %w0 = llvm.load %a : !llvm.ptr -> f64
  %w1 = llvm.load %a1 : !llvm.ptr -> f64
  %w2 = llvm.load %a2 : !llvm.ptr -> f64
  %w3 = llvm.load %a3 : !llvm.ptr -> f64
  %p = arith.mulf %v0, %v1 : f64
  %q = arith.mulf %p, %v2 : f64
  %r = arith.addf %q, %v3 : f64
  %s = arith.mulf %w0, %w1 : f64
  %s1 = arith.addf %s, %w2 : f64
  %s2 = arith.mulf %s1, %w3 : f64
  %t = arith.addf %r, %s2 : f64
  return %t : f64
}

// A loop updating a stack buffer in place through the buffer and a
// pointer into it (reader-4 L3): checkpointed binomially, the loop
// becomes a recursive range function, which takes the buffer (the
// interior pointer is made again inside) marked with its size, so that
// the calls' snapshots can copy it.
// rev @ptrloop active,const : 0.7; 9 | -0.4; 5
func.func @ptrloop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.alloca %c4 x f64 : (i64) -> !llvm.ptr
  %i1 = llvm.mlir.constant(1 : i64) : i64
  %q = llvm.getelementptr %p[%i1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %x, %p : f64, !llvm.ptr
  llvm.store %x, %q : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    %a = llvm.load %p : !llvm.ptr -> f64
    %b = llvm.load %q : !llvm.ptr -> f64
    %s = math.sin %a : f64
    %t = arith.mulf %s, %b : f64
    %u = arith.addf %t, %a : f64
    llvm.store %u, %q : f64, !llvm.ptr
    llvm.store %t, %p : f64, !llvm.ptr
  }
  %r = llvm.load %q : !llvm.ptr -> f64
  return %r : f64
}

// A callee relaxing one element of a stack array through a pointer made
// in the loop from its index (&buf[i], reader-5 report 3): replayed (or
// checkpointed), each call's memory is saved per iteration as the whole
// array the pointer points into.
func.func private @relax(%p: !llvm.ptr, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %j = %c0 to %c2 step %c1 {
    %v = llvm.load %p : !llvm.ptr -> f64
    %s = arith.mulf %v, %x : f64
    %e = math.sin %s : f64
    llvm.store %e, %p : f64, !llvm.ptr
  }
  return
}
// rev @relax_each active : 0.7 | -1.2
func.func @relax_each(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %three = llvm.mlir.constant(3 : i64) : i64
  %buf = llvm.alloca %three x f64 : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %q2 = llvm.getelementptr %buf[2] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %buf : f64, !llvm.ptr
  llvm.store %x, %q : f64, !llvm.ptr
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x2, %q2 : f64, !llvm.ptr
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = llvm.getelementptr %buf[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    func.call @relax(%p, %x) : (!llvm.ptr, f64) -> ()
    func.call @relax(%p, %x2) : (!llvm.ptr, f64) -> ()
  }
  %a = llvm.load %buf : !llvm.ptr -> f64
  %b = llvm.load %q : !llvm.ptr -> f64
  %c = llvm.load %q2 : !llvm.ptr -> f64
  %r = arith.mulf %a, %b : f64
  %r2 = arith.addf %r, %c : f64
  return %r2 : f64
}

// A pointer picked in each iteration between two stack arrays of one size
// and passed to a callee that writes it: its per-iteration snapshot is
// sized by that size (reader-7 report 3).
func.func private @bump(%p: !llvm.ptr, %x: f64) {
  %u = llvm.load %p : !llvm.ptr -> f64
  %s = math.sin %u : f64
  %m = arith.mulf %s, %x : f64
  llvm.store %m, %p : f64, !llvm.ptr
  return
}
// rev @pickcall active,const : 0.7; 5 | -0.3; 4
func.func @pickcall(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %a : f64, !llvm.ptr
  llvm.store %x, %b : f64, !llvm.ptr
  scf.for %t = %c0 to %n step %c1 {
    %r = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %r, %c1 : index
    %p = arith.select %odd, %a, %b : !llvm.ptr
    func.call @bump(%p, %x) : (!llvm.ptr, f64) -> ()
  }
  %ya = llvm.load %a : !llvm.ptr -> f64
  %yb = llvm.load %b : !llvm.ptr -> f64
  %y = arith.mulf %ya, %yb : f64
  return %y : f64
}

// An llvm.select picking the array a while loop walks (reader-7 report 2).
// rev @llvmsel_while active,const : 0.7; 3 | -0.3; 4
func.func @llvmsel_while(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %four = llvm.mlir.constant(4 : i64) : i64
  %a = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c2 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %qa = llvm.getelementptr %a[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %qb = llvm.getelementptr %b[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %x, %qa : f64, !llvm.ptr
    llvm.store %x, %qb : f64, !llvm.ptr
  }
  scf.for %t = %c0 to %n step %c1 {
    %md = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %md, %c1 : index
    %p = llvm.select %odd, %a, %b : i1, !llvm.ptr
    %end = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, f64
    %w = scf.while (%s = %p) : (!llvm.ptr) -> !llvm.ptr {
      %inb = llvm.icmp "ult" %s, %end : !llvm.ptr
      scf.condition(%inb) %s : !llvm.ptr
    } do {
    ^bb1(%s: !llvm.ptr):
      %u = llvm.load %s : !llvm.ptr -> f64
      %sn = math.sin %u : f64
      llvm.store %sn, %s : f64, !llvm.ptr
      %s1 = llvm.getelementptr %s[1] : (!llvm.ptr) -> !llvm.ptr, f64
      scf.yield %s1 : !llvm.ptr
    }
  }
  %y0 = llvm.load %a : !llvm.ptr -> f64
  %y1 = llvm.load %b : !llvm.ptr -> f64
  %y = arith.mulf %y0, %y1 : f64
  return %y : f64
}

// An explicit Euler integrator over a stack array of %n doubles (a
// run-time count), updated in place; checkpointed, its range functions
// get the array's bytes (`pointers::add_extent_captures`).
// rev @euler_stack active,const,const : 0.7; 4; 6 | -0.3; 3; 0
func.func @euler_stack(%x: f64, %n: i64, %steps: index) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %bytes = llvm.mul %n, %c8 : i64
  %p = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %ni = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %ni step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %x : f64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %v, %q : f64, !llvm.ptr
  }
  %h = arith.constant 0.1 : f64
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %ni step %c1 {
      %ii = arith.index_cast %i : index to i64
      %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %w = llvm.load %q : !llvm.ptr -> f64
      %s = math.sin %w : f64
      %d = arith.mulf %s, %h : f64
      %w2 = arith.addf %w, %d : f64
      llvm.store %w2, %q : f64, !llvm.ptr
    }
  }
  %r = llvm.load %p : !llvm.ptr -> f64
  %c1i = llvm.mlir.constant(1 : i64) : i64
  %q1 = llvm.getelementptr %p[%c1i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %r1 = llvm.load %q1 : !llvm.ptr -> f64
  %rr = arith.addf %r, %r1 : f64
  return %rr : f64
}
