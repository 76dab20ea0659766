// Recursive callees taking raw pointers, specialized to the extent of
// the memory their caller passes (ad/specialize.rs): their derivatives
// must save that memory around their recursive calls, which needs its
// size. Format: see loops.mlir.

// A recursive function writing pointer memory in an scf.while in one
// branch (reader-5 report 5; refused before).
func.func @rw(%p: !llvm.ptr, %d: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %leaf = arith.cmpi eq, %d, %c0 : index
  scf.if %leaf {
    %w = scf.while (%k = %c0) : (index) -> index {
      %go = arith.cmpi slt, %k, %c2 : index
      scf.condition(%go) %k : index
    } do {
    ^bb0(%k: index):
      %v = llvm.load %p : !llvm.ptr -> f64
      %s = math.sin %v : f64
      %as = arith.mulf %a, %s : f64
      llvm.store %as, %p : f64, !llvm.ptr
      %k1 = arith.addi %k, %c1 : index
      scf.yield %k1 : index
    }
  } else {
    %dm1 = arith.subi %d, %c1 : index
    func.call @rw(%p, %dm1, %a) : (!llvm.ptr, index, f64) -> ()
  }
  return
}
// rev @rw_top active,active : 0.7; 1.3 | -0.4; 0.6
func.func @rw_top(%x: f64, %a: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %buf : f64, !llvm.ptr
  func.call @rw(%buf, %c1, %a) : (!llvm.ptr, index, f64) -> ()
  %v = llvm.load %buf : !llvm.ptr -> f64
  return %v : f64
}

// A recursive smoother over a stack array of 3 doubles: each level
// relaxes p[0..2] in an scf.while, then recurses on the same array.
func.func @relax(%p: !llvm.ptr, %d: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %w = scf.while (%k = %c0) : (index) -> index {
    %go = arith.cmpi slt, %k, %c2 : index
    scf.condition(%go) %k : index
  } do {
  ^bb0(%k: index):
    %kk = arith.index_cast %k : index to i64
    %q = llvm.getelementptr %p[%kk] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %qn = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %u = llvm.load %q : !llvm.ptr -> f64
    %v = llvm.load %qn : !llvm.ptr -> f64
    %s = math.sin %v : f64
    %as = arith.mulf %a, %s : f64
    %n = arith.addf %u, %as : f64
    llvm.store %n, %q : f64, !llvm.ptr
    %k1 = arith.addi %k, %c1 : index
    scf.yield %k1 : index
  }
  %more = arith.cmpi sgt, %d, %c0 : index
  scf.if %more {
    %dm1 = arith.subi %d, %c1 : index
    func.call @relax(%p, %dm1, %a) : (!llvm.ptr, index, f64) -> ()
  }
  return
}
// rev @relax_top active,active,const : 0.7; 1.3; 3 | -0.2; 0.8; 0
func.func @relax_top(%x: f64, %a: f64, %d: index) -> f64 {
  %three = llvm.mlir.constant(3 : i64) : i64
  %buf = llvm.alloca %three x f64 : (i64) -> !llvm.ptr
  %b1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %b2 = llvm.getelementptr %buf[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x, %buf : f64, !llvm.ptr
  llvm.store %x2, %b1 : f64, !llvm.ptr
  llvm.store %a, %b2 : f64, !llvm.ptr
  func.call @relax(%buf, %d, %a) : (!llvm.ptr, index, f64) -> ()
  %v = llvm.load %buf : !llvm.ptr -> f64
  %w = llvm.load %b1 : !llvm.ptr -> f64
  %r = arith.mulf %v, %w : f64
  return %r : f64
}

// Two stack arrays of one size, both written in the leaf's scf.while, the
// recursive call swapping them (reader-8 report 3): both arguments are
// marked, each self-call passing a marked argument of that size.
func.func @rw_swap(%p: !llvm.ptr, %q: !llvm.ptr, %d: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %leaf = arith.cmpi eq, %d, %c0 : index
  scf.if %leaf {
    %w = scf.while (%k = %c0) : (index) -> index {
      %go = arith.cmpi slt, %k, %c2 : index
      scf.condition(%go) %k : index
    } do {
    ^bb0(%k: index):
      %kk = arith.index_cast %k : index to i64
      %pk = llvm.getelementptr %p[%kk] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %qk = llvm.getelementptr %q[%kk] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %v = llvm.load %pk : !llvm.ptr -> f64
      %u = llvm.load %qk : !llvm.ptr -> f64
      %s = math.sin %v : f64
      %as = arith.mulf %a, %s : f64
      %m = arith.mulf %u, %as : f64
      llvm.store %as, %pk : f64, !llvm.ptr
      llvm.store %m, %qk : f64, !llvm.ptr
      %k1 = arith.addi %k, %c1 : index
      scf.yield %k1 : index
    }
  } else {
    %dm1 = arith.subi %d, %c1 : index
    %v0 = llvm.load %p : !llvm.ptr -> f64
    %u0 = llvm.load %q : !llvm.ptr -> f64
    %t = arith.mulf %v0, %u0 : f64
    %tt = math.cos %t : f64
    llvm.store %tt, %q : f64, !llvm.ptr
    func.call @rw_swap(%q, %p, %dm1, %a) : (!llvm.ptr, !llvm.ptr, index, f64) -> ()
    %v1 = llvm.load %p : !llvm.ptr -> f64
    %v2 = arith.mulf %v1, %v1 : f64
    llvm.store %v2, %p : f64, !llvm.ptr
  }
  return
}
// rev @swap_top active,active,const : 0.7; 0.9; 0 | 0.7; 0.9; 1 | -0.4; 1.1; 3
func.func @swap_top(%x: f64, %a: f64, %d: index) -> f64 {
  %n = llvm.mlir.constant(2 : i64) : i64
  %A = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %B = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %A1 = llvm.getelementptr %A[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %B1 = llvm.getelementptr %B[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %x2, %A1 : f64, !llvm.ptr
  llvm.store %a, %B : f64, !llvm.ptr
  llvm.store %x, %B1 : f64, !llvm.ptr
  func.call @rw_swap(%A, %B, %d, %a) : (!llvm.ptr, !llvm.ptr, index, f64) -> ()
  %v = llvm.load %A : !llvm.ptr -> f64
  %w = llvm.load %A1 : !llvm.ptr -> f64
  %y = llvm.load %B1 : !llvm.ptr -> f64
  %z = llvm.load %B : !llvm.ptr -> f64
  %r = arith.mulf %v, %w : f64
  %r2 = arith.mulf %r, %y : f64
  %r3 = arith.addf %r2, %z : f64
  return %r3 : f64
}

// The array passed as &buf[0] (a getelementptr of index 0: the same
// address and extent).
// rev @gep0_top active,active : 0.7; 1.3 | -0.4; 0.6
func.func @gep0_top(%x: f64, %a: f64) -> f64 {
  %c2 = arith.constant 2 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %buf : f64, !llvm.ptr
  %p = llvm.getelementptr %buf[0] : (!llvm.ptr) -> !llvm.ptr, f64
  func.call @rw(%p, %c2, %a) : (!llvm.ptr, index, f64) -> ()
  %v = llvm.load %buf : !llvm.ptr -> f64
  return %v : f64
}

// A recursive callee copying pointer memory with llvm.intr.memcpy and
// recursing on the swapped pair (reader-10 #2: refused before): the copy
// is marked with the element type of the arrays too (`ferrozyme.elem_type`).
// recursive callee: memcpy then recurse with swapped pointers
func.func @rcpy(%p: !llvm.ptr, %q: !llvm.ptr, %d: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b16 = llvm.mlir.constant(16 : i64) : i64
  %leaf = arith.cmpi eq, %d, %c0 : index
  scf.if %leaf {
    %v = llvm.load %p : !llvm.ptr -> f64
    %s = math.sin %v : f64
    %w = arith.mulf %a, %s : f64
    %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %w, %p1 : f64, !llvm.ptr
  } else {
    "llvm.intr.memcpy"(%q, %p, %b16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %v = llvm.load %q : !llvm.ptr -> f64
    %q1 = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %u = llvm.load %q1 : !llvm.ptr -> f64
    %m = arith.mulf %u, %v : f64
    llvm.store %m, %q : f64, !llvm.ptr
    %dm1 = arith.subi %d, %c1 : index
    func.call @rcpy(%q, %p, %dm1, %a) : (!llvm.ptr, !llvm.ptr, index, f64) -> ()
    %z = llvm.load %p : !llvm.ptr -> f64
    %z2 = math.cos %z : f64
    llvm.store %z2, %p : f64, !llvm.ptr
  }
  return
}
// rev @rcpy_top active,active,const : 0.7; 1.3; 2 | -0.4; 0.6; 0 | 0.3; 0.5; 3
func.func @rcpy_top(%x: f64, %a: f64, %d: index) -> f64 {
  %two = llvm.mlir.constant(2 : i64) : i64
  %A = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %B = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %A1 = llvm.getelementptr %A[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %B1 = llvm.getelementptr %B[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %x2, %A1 : f64, !llvm.ptr
  llvm.store %a, %B : f64, !llvm.ptr
  llvm.store %x, %B1 : f64, !llvm.ptr
  func.call @rcpy(%A, %B, %d, %a) : (!llvm.ptr, !llvm.ptr, index, f64) -> ()
  %u = llvm.load %A : !llvm.ptr -> f64
  %v = llvm.load %B1 : !llvm.ptr -> f64
  %w = llvm.load %A1 : !llvm.ptr -> f64
  %rr = arith.mulf %u, %v : f64
  %r2 = arith.addf %rr, %w : f64
  return %r2 : f64
}
// rev @rcpy_loop2 active,active,const,const : 0.7; 1.3; 5; 2 | -0.4; 0.6; 3; 0 | 0.3; 0.5; 1; 3 | 0.3; 0.5; 0; 1 | 0.2; 0.9; 7; 1
func.func @rcpy_loop2(%x: f64, %a: f64, %n: index, %d: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = llvm.mlir.constant(2 : i64) : i64
  %A = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %B = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %A1 = llvm.getelementptr %A[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %B1 = llvm.getelementptr %B[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %x2, %A1 : f64, !llvm.ptr
  llvm.store %a, %B : f64, !llvm.ptr
  llvm.store %x, %B1 : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    func.call @rcpy(%A, %B, %d, %a) : (!llvm.ptr, !llvm.ptr, index, f64) -> ()
    %v = llvm.load %A1 : !llvm.ptr -> f64
    %vv = arith.addf %v, %x : f64
    llvm.store %vv, %A1 : f64, !llvm.ptr
    func.call @rcpy(%B, %A, %d, %x) : (!llvm.ptr, !llvm.ptr, index, f64) -> ()
  }
  %u = llvm.load %A : !llvm.ptr -> f64
  %v = llvm.load %B1 : !llvm.ptr -> f64
  %w = llvm.load %A1 : !llvm.ptr -> f64
  %rr = arith.mulf %u, %v : f64
  %r2 = arith.addf %rr, %w : f64
  return %r2 : f64
}

// Arrays a loop swaps through iter_args, passed to a recursive callee that
// swaps them again (reader-10 #4: refused without checkpointing before):
// the callee is specialized after the swap becomes a pick by position.
func.func @rw_swap_it(%p: !llvm.ptr, %q: !llvm.ptr, %d: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %leaf = arith.cmpi eq, %d, %c0 : index
  scf.if %leaf {
    %w = scf.while (%k = %c0) : (index) -> index {
      %go = arith.cmpi slt, %k, %c2 : index
      scf.condition(%go) %k : index
    } do {
    ^bb0(%k: index):
      %kk = arith.index_cast %k : index to i64
      %pk = llvm.getelementptr %p[%kk] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %qk = llvm.getelementptr %q[%kk] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %v = llvm.load %pk : !llvm.ptr -> f64
      %u = llvm.load %qk : !llvm.ptr -> f64
      %s = math.sin %v : f64
      %as = arith.mulf %a, %s : f64
      %m = arith.mulf %u, %as : f64
      llvm.store %as, %pk : f64, !llvm.ptr
      llvm.store %m, %qk : f64, !llvm.ptr
      %k1 = arith.addi %k, %c1 : index
      scf.yield %k1 : index
    }
  } else {
    %dm1 = arith.subi %d, %c1 : index
    %v0 = llvm.load %p : !llvm.ptr -> f64
    %u0 = llvm.load %q : !llvm.ptr -> f64
    %t = arith.mulf %v0, %u0 : f64
    %tt = math.cos %t : f64
    llvm.store %tt, %q : f64, !llvm.ptr
    func.call @rw_swap_it(%q, %p, %dm1, %a) : (!llvm.ptr, !llvm.ptr, index, f64) -> ()
    %v1 = llvm.load %p : !llvm.ptr -> f64
    %v2 = arith.mulf %v1, %v1 : f64
    llvm.store %v2, %p : f64, !llvm.ptr
  }
  return
}
// rev @swap_iter active,active,const,const : 0.7; 0.9; 0; 5 | 0.7; 0.9; 1; 3 | -0.4; 1.1; 2; 7 | 0.3; 0.5; 1; 0 | 0.3; 0.5; 2; 1
func.func @swap_iter(%x: f64, %a: f64, %d: index, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = llvm.mlir.constant(2 : i64) : i64
  %A = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %B = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %A1 = llvm.getelementptr %A[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %B1 = llvm.getelementptr %B[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %x2, %A1 : f64, !llvm.ptr
  llvm.store %a, %B : f64, !llvm.ptr
  llvm.store %x, %B1 : f64, !llvm.ptr
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %A, %t = %B) -> (!llvm.ptr, !llvm.ptr) {
    func.call @rw_swap_it(%s, %t, %d, %a) : (!llvm.ptr, !llvm.ptr, index, f64) -> ()
    scf.yield %t, %s : !llvm.ptr, !llvm.ptr
  }
  %v = llvm.load %A : !llvm.ptr -> f64
  %w = llvm.load %A1 : !llvm.ptr -> f64
  %y = llvm.load %B1 : !llvm.ptr -> f64
  %z = llvm.load %B : !llvm.ptr -> f64
  %rr = arith.mulf %v, %w : f64
  %r2 = arith.mulf %rr, %y : f64
  %r3 = arith.addf %r2, %z : f64
  return %r3 : f64
}
