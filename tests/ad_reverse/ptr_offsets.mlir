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

// Two arrays swapped between time steps (C's `tmp = p; p = q; q = tmp`):
// the pointers are carried as positions among the two
// (ad/memref_positions.rs), a 3-point stencil reading one and writing the
// other (reader-6 report 3).
// rev @jacobi_ptr active,const : 0.7; 5 | -0.4; 4
func.func @jacobi_ptr(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %h = arith.constant 0.3 : f64
  %six = llvm.mlir.constant(6 : i64) : i64
  %pa = llvm.alloca %six x f64 : (i64) -> !llvm.ptr
  %pb = llvm.alloca %six x f64 : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %x : f64
    %qa = llvm.getelementptr %pa[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %qb = llvm.getelementptr %pb[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %v, %qa : f64, !llvm.ptr
    llvm.store %v, %qb : f64, !llvm.ptr
  }
  %r:2 = scf.for %t = %c0 to %n step %c1 iter_args(%a = %pa, %b = %pb) -> (!llvm.ptr, !llvm.ptr) {
    scf.for %i = %c1 to %c5 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %al = llvm.getelementptr %a[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %am = llvm.getelementptr %al[-1] : (!llvm.ptr) -> !llvm.ptr, f64
      %ap = llvm.getelementptr %al[1] : (!llvm.ptr) -> !llvm.ptr, f64
      %l = llvm.load %am : !llvm.ptr -> f64
      %m = llvm.load %al : !llvm.ptr -> f64
      %rr = llvm.load %ap : !llvm.ptr -> f64
      %s = arith.addf %l, %rr : f64
      %sm = math.sin %s : f64
      %d = arith.mulf %sm, %h : f64
      %v = arith.addf %m, %d : f64
      %bl = llvm.getelementptr %b[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %v, %bl : f64, !llvm.ptr
    }
    scf.yield %b, %a : !llvm.ptr, !llvm.ptr
  }
  %z = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %z) -> f64 {
    %ii = arith.index_cast %i : index to i64
    %q = llvm.getelementptr %r#0[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %x2 = llvm.load %q : !llvm.ptr -> f64
    %xx = arith.mulf %x2, %x2 : f64
    %a2 = arith.addf %acc, %xx : f64
    scf.yield %a2 : f64
  }
  return %sum : f64
}

// The same in an scf.while, whose inner loop walks the source with p++:
// after the swap is carried as positions, the inner loop's pointer is an
// offset from the array picked.
// rev @pingpong_while active,const : 0.7; 3 | -0.4; 5
func.func @pingpong_while(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %four = llvm.mlir.constant(4 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %pa = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  %pb = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.addf %fi, %x : f64
    %qa = llvm.getelementptr %pa[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %v, %qa : f64, !llvm.ptr
  }
  %r:3 = scf.while (%a = %pa, %b = %pb, %t = %zero) : (!llvm.ptr, !llvm.ptr, i64) -> (!llvm.ptr, !llvm.ptr, i64) {
    %go = arith.cmpi slt, %t, %n : i64
    scf.condition(%go) %a, %b, %t : !llvm.ptr, !llvm.ptr, i64
  } do {
  ^bb0(%a: !llvm.ptr, %b: !llvm.ptr, %t: i64):
    // b[i] = cos(a[i]) * a[(i+1) mod 4] (a p++ walk of the source)
    %e = scf.for %i = %c0 to %c4 step %c1 iter_args(%p = %a) -> (!llvm.ptr) {
      %ii = arith.index_cast %i : index to i64
      %jn = arith.addi %ii, %one : i64
      %j = arith.remsi %jn, %four : i64
      %qj = llvm.getelementptr %a[%j] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %u = llvm.load %p : !llvm.ptr -> f64
      %w = llvm.load %qj : !llvm.ptr -> f64
      %cu = math.cos %u : f64
      %v = arith.mulf %cu, %w : f64
      %qb = llvm.getelementptr %b[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %v, %qb : f64, !llvm.ptr
      %pn = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
      scf.yield %pn : !llvm.ptr
    }
    %t1 = arith.addi %t, %one : i64
    scf.yield %b, %a, %t1 : !llvm.ptr, !llvm.ptr, i64
  }
  %q = llvm.getelementptr %r#0[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %y0 = llvm.load %r#0 : !llvm.ptr -> f64
  %y2 = llvm.load %q : !llvm.ptr -> f64
  %y = arith.mulf %y0, %y2 : f64
  return %y : f64
}

// A pointer stepped from one of two arrays joined by branches (a
// multi-block function in C form): carried as the array's position and
// the byte offset, packed in one i64 (ptr_offsets::BASE_SHIFT).
// C: double *p = x > 0 ? a : b; for (i..4) *p++ = x*i; return a[1] + 2*b[2];
// rev @join active : 0.7 | -0.4
llvm.func @join(%x: f64) -> f64 {
  %four = llvm.mlir.constant(4 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %fz = llvm.mlir.constant(0.0 : f64) : f64
  %a = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %four x f64 : (i64) -> !llvm.ptr
  %a1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %b2 = llvm.getelementptr %b[2] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %a1 : f64, !llvm.ptr
  llvm.store %x, %b2 : f64, !llvm.ptr
  %pos = llvm.fcmp "ogt" %x, %fz : f64
  llvm.cond_br %pos, ^ba, ^bb
^ba:
  llvm.br ^loop(%a, %zero : !llvm.ptr, i64)
^bb:
  llvm.br ^loop(%b, %zero : !llvm.ptr, i64)
^loop(%p: !llvm.ptr, %i: i64):
  %go = llvm.icmp "slt" %i, %four : i64
  llvm.cond_br %go, ^body, ^done
^body:
  %fi = llvm.sitofp %i : i64 to f64
  %old = llvm.load %p : !llvm.ptr -> f64
  %xi = llvm.fmul %x, %fi : f64
  %s = llvm.fmul %old, %xi : f64
  %v = llvm.fadd %s, %xi : f64
  llvm.store %v, %p : f64, !llvm.ptr
  %pn = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %i1 = llvm.add %i, %one : i64
  llvm.br ^loop(%pn, %i1 : !llvm.ptr, i64)
^done:
  %ra = llvm.load %a1 : !llvm.ptr -> f64
  %rb = llvm.load %b2 : !llvm.ptr -> f64
  %two = llvm.mlir.constant(2.0 : f64) : f64
  %rb2 = llvm.fmul %rb, %two : f64
  %r = llvm.fadd %ra, %rb2 : f64
  llvm.return %r : f64
}

// Two arrays picked in turn by arith.select in each time step:
// q[i] = sin(p[i])·q[i] with p, q = (a, b) or (b, a).
// rev @sel_swap active,const : 0.7; 3 | -0.4; 4
func.func @sel_swap(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %three = llvm.mlir.constant(3 : i64) : i64
  %a = llvm.alloca %three x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %three x f64 : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %x : f64
    %w = arith.addf %v, %x : f64
    %qa = llvm.getelementptr %a[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %qb = llvm.getelementptr %b[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %v, %qa : f64, !llvm.ptr
    llvm.store %w, %qb : f64, !llvm.ptr
  }
  scf.for %t = %c0 to %n step %c1 {
    %odd = arith.remui %t, %c2 : index
    %isodd = arith.cmpi eq, %odd, %c1 : index
    %p = arith.select %isodd, %a, %b : !llvm.ptr
    %q = arith.select %isodd, %b, %a : !llvm.ptr
    scf.for %i = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %pp = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %qq = llvm.getelementptr %q[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %u = llvm.load %pp : !llvm.ptr -> f64
      %w = llvm.load %qq : !llvm.ptr -> f64
      %s = math.sin %u : f64
      %v = arith.mulf %s, %w : f64
      llvm.store %v, %qq : f64, !llvm.ptr
    }
  }
  %a2 = llvm.getelementptr %a[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %y0 = llvm.load %a2 : !llvm.ptr -> f64
  %y1 = llvm.load %b : !llvm.ptr -> f64
  %y = arith.addf %y0, %y1 : f64
  return %y : f64
}
