// Pointers stepped through memory in loops (C's p++), carried as byte
// offsets from the pointer they start at (ferrozyme/src/ad/ptr_offsets.rs).
// Format: see loops.mlir.

// A loop writing x·k, x·k², ... through p++ (reader-5 report 1), the last
// pointer used after the loop.
// rev @fill active,const : 0.7; 3 | -1.3; 4
func.func @fill(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %four = llvm.mlir.constant(4 : i64) : i64
  %buf = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  %k = arith.constant 0.9 : f64
  %e:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %buf, %v = %x) -> (!llvm.ptr, f64) {
    %w = arith.mulf %v, %k : f64
    %s = math.sin %w : f64
    llvm.store %s, %p : f64, !llvm.ptr
    %pn = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
    scf.yield %pn, %w : !llvm.ptr, f64
  }
  %back = llvm.getelementptr %e#0[-1] : (!llvm.ptr) -> !llvm.ptr, f64
  %a = llvm.load %buf : !llvm.ptr -> f64
  %b = llvm.load %back : !llvm.ptr -> f64
  %r = arith.mulf %a, %b : f64
  return %r : f64
}

// A dot product of two arrays walked by two pointers with a stride given
// at run time (two components, two bases), in an scf.while testing the
// end pointer.
// rev @dot_stride dup,dup,const : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; [0.4, -0.2, 0.8, 0.6, -0.5, 0.3]; 2 | [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; [0.4, -0.2, 0.8, 0.6, -0.5, 0.3]; 1
func.func @dot_stride(%a: memref<6xf64>, %b: memref<6xf64>, %st: i64) -> f64 {
  %z = arith.constant 0.0 : f64
  %six = llvm.mlir.constant(6 : i64) : i64
  %pa = llvm.alloca %six x f64 : (i64) -> !llvm.ptr
  %pb = llvm.alloca %six x f64 : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %qa = llvm.getelementptr %pa[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %qb = llvm.getelementptr %pb[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %va = memref.load %a[%i] : memref<6xf64>
    %vb = memref.load %b[%i] : memref<6xf64>
    llvm.store %va, %qa : f64, !llvm.ptr
    llvm.store %vb, %qb : f64, !llvm.ptr
  }
  %end = llvm.getelementptr %pa[%six] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %r:3 = scf.while (%p = %pa, %q = %pb, %acc = %z) : (!llvm.ptr, !llvm.ptr, f64) -> (!llvm.ptr, !llvm.ptr, f64) {
    %go = llvm.icmp "ult" %p, %end : !llvm.ptr
    scf.condition(%go) %p, %q, %acc : !llvm.ptr, !llvm.ptr, f64
  } do {
  ^bb0(%p: !llvm.ptr, %q: !llvm.ptr, %acc: f64):
    %x = llvm.load %p : !llvm.ptr -> f64
    %y = llvm.load %q : !llvm.ptr -> f64
    %xy = arith.mulf %x, %y : f64
    %t = math.tanh %xy : f64
    %acc2 = arith.addf %acc, %t : f64
    %pn = llvm.getelementptr %p[%st] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %qn = llvm.getelementptr %q[%st] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    scf.yield %pn, %qn, %acc2 : !llvm.ptr, !llvm.ptr, f64
  }
  return %r#2 : f64
}

// An in-place update through a pointer that an scf.if in the loop moves
// by one or two elements (a slot fed through a branch).
// rev @skip active,const : 0.4; 3 | 1.1; 2
func.func @skip(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %eight = llvm.mlir.constant(8 : i64) : i64
  %buf = llvm.alloca %eight x f64 : (i64) -> !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %end:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %buf, %v = %x) -> (!llvm.ptr, f64) {
    llvm.store %v, %p : f64, !llvm.ptr
    %ii = arith.index_cast %i : index to i64
    %odd = arith.andi %ii, %one : i64
    %isodd = arith.cmpi ne, %odd, %one : i64
    %pn = scf.if %isodd -> !llvm.ptr {
      %p2 = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, f64
      scf.yield %p2 : !llvm.ptr
    } else {
      %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
      scf.yield %p1 : !llvm.ptr
    }
    %back = llvm.getelementptr %pn[-1] : (!llvm.ptr) -> !llvm.ptr, f64
    %c = math.cos %v : f64
    llvm.store %c, %back : f64, !llvm.ptr
    %w = arith.mulf %v, %c : f64
    scf.yield %pn, %w : !llvm.ptr, f64
  }
  %last = llvm.getelementptr %end#0[-1] : (!llvm.ptr) -> !llvm.ptr, f64
  %a = llvm.load %last : !llvm.ptr -> f64
  %b = llvm.load %buf : !llvm.ptr -> f64
  %r = arith.mulf %a, %b : f64
  %r2 = arith.addf %r, %end#1 : f64
  return %r2 : f64
}

// The C form: a multi-block llvm.func whose loop block takes the pointer
// as a block argument (the scf.while made of it starts the pointer slot
// with a null pointer no block reads).
// rev @c_fill active : 0.7 | -0.3
llvm.func @c_fill(%x: f64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %buf = llvm.alloca %c3 x f64 : (i64) -> !llvm.ptr
  llvm.br ^loop(%c0, %buf, %x : i64, !llvm.ptr, f64)
^loop(%i: i64, %p: !llvm.ptr, %v: f64):
  %go = llvm.icmp "slt" %i, %c3 : i64
  llvm.cond_br %go, ^body, ^exit
^body:
  %s = llvm.intr.sin(%v) : (f64) -> f64
  llvm.store %s, %p : f64, !llvm.ptr
  %pn = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1, %pn, %s : i64, !llvm.ptr, f64)
^exit:
  %q = llvm.getelementptr %buf[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %a = llvm.load %buf : !llvm.ptr -> f64
  %b = llvm.load %q : !llvm.ptr -> f64
  %r = llvm.fmul %a, %b : f64
  llvm.return %r : f64
}
