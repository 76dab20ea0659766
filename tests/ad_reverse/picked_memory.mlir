// Memory picked between the blocks of a multi-block function (format: see
// loops.mlir). Made one block, the function is a dispatch loop carrying
// the picked pointer; it carries the pointer's position among the memory
// it can be instead (ad/memref_positions.rs), and the shadow is picked the
// same way.
// rev @pick_slot_phi active,active : 0.3; 0.7 | 2.0; 0.5 | 0.1; -0.2
// fwd @pick_slot_phi dup,dup : 2.0; 0.5
// rev @vec_like active,const : 0.7; 5 | -1.3; 1 | 0.4; 0
// fwd @vec_like dup,const : 0.7; 5 | 0.4; 0
// rev @guarded_alloc active,const : 0.3; 5 | 0.3; 576460752303423488 | -0.8; 0
// fwd @guarded_alloc dup,const : 0.3; 576460752303423488
// rev @null_cmp active,const : 0.7; 5 | 0.7; 1 | 0.7; 0
// fwd @null_cmp dup,const : 0.7; 5 | 0.7; 0
// rev @swap_branch active,const,const : 0.7; 3; 4 | 0.4; 0; 2 | -0.6; 2; 0 | 0.9; 5; 1
// fwd @swap_branch dup,const,const : 0.7; 3; 4 | 0.4; 0; 2
// rev @swap_latch active,const : 0.7; 3 | 0.4; 0 | -0.6; 1 | 0.9; 6
// fwd @swap_latch dup,const : 0.7; 3 | 0.4; 0
// rev @swap_tied_int active,const : 0.7; 3 | 0.4; 0 | -0.6; 1
// fwd @swap_tied_int dup,const : 0.7; 3 | 0.4; 0

// A block argument picking between two stack slots of active values
// through two levels of branches (rustc's max_by; reader-44). Refused
// before as memory picked between blocks.
llvm.func @pick_slot_phi(%x: f64, %y: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  llvm.store %x, %a : f64, !llvm.ptr
  %y2 = llvm.fmul %y, %y : f64
  llvm.store %y2, %b : f64, !llvm.ptr
  %c = llvm.fcmp "ugt" %x, %y2 : f64
  llvm.cond_br %c, ^bb1, ^bb3(%b : !llvm.ptr)
^bb1:
  %d = llvm.fcmp "ult" %x, %y2 : f64
  llvm.cond_br %d, ^bb2, ^bb3(%a : !llvm.ptr)
^bb2:
  "llvm.intr.trap"() : () -> ()
  llvm.unreachable
^bb3(%p: !llvm.ptr):
  %v = llvm.load %p : !llvm.ptr -> f64
  %r = llvm.fmul %v, %x : f64
  llvm.return %r : f64
}

// A buffer made the way rustc makes a `Vec` of n elements: allocated in a
// branch taken when n > 0, else the dangling address 8; the address
// reaches the block that fills the buffer as an i64 (ptrtoint on one edge,
// the constant on the other) made a pointer there (ad/address_phis.rs),
// its length is the difference of two addresses, and it is freed through
// the block argument when n > 0 (ad/once_allocs.rs: the allocation is
// made in the entry block, freed before the return). Refused before.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @vec_like(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %zero = llvm.mlir.constant(0.0 : f64) : f64
  %bytes = llvm.shl %n, %c3 : i64
  %empty = llvm.icmp "eq" %bytes, %c0 : i64
  llvm.cond_br %empty, ^fill(%c8 : i64), ^alloc
^alloc:
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.br ^fill(%pi : i64)
^fill(%a: i64):
  %q = llvm.inttoptr %a : i64 to !llvm.ptr
  %none = llvm.icmp "eq" %n, %c0 : i64
  llvm.cond_br %none, ^sum(%c0, %zero : i64, f64), ^put(%c0 : i64)
^put(%i: i64):
  %i1 = llvm.add %i, %c1 : i64
  %fi = llvm.uitofp %i1 : i64 to f64
  %v = llvm.fmul %x, %fi : f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %e = llvm.getelementptr %q[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %s, %e : f64, !llvm.ptr
  %more = llvm.icmp "ult" %i1, %n : i64
  llvm.cond_br %more, ^put(%i1 : i64), ^len
^len:
  // (The length again, from the end address: rustc's slice iterators.)
  %end = llvm.getelementptr %q[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %endi = llvm.ptrtoint %end : !llvm.ptr to i64
  %qi = llvm.ptrtoint %q : !llvm.ptr to i64
  %d = llvm.sub %endi, %qi : i64
  %len = llvm.lshr %d, %c3 : i64
  llvm.br ^sum(%len, %zero : i64, f64)
^sum(%k: i64, %acc: f64):
  %go = llvm.icmp "ne" %k, %c0 : i64
  llvm.cond_br %go, ^add, ^done
^add:
  %k1 = llvm.sub %k, %c1 : i64
  %ek = llvm.getelementptr %q[%k1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %w = llvm.load %ek : !llvm.ptr -> f64
  %w2 = llvm.fmul %w, %w : f64
  %acc1 = llvm.fadd %acc, %w2 : f64
  llvm.br ^sum(%k1, %acc1 : i64, f64)
^done:
  %owned = llvm.icmp "ne" %n, %c0 : i64
  llvm.cond_br %owned, ^free, ^ret
^free:
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  llvm.br ^ret
^ret:
  llvm.return %acc : f64
}

// A buffer allocated, with 64-byte alignment and zeroed, in a branch taken
// only for small n (reader-48): the derivative allocates it before the
// branch, with size 0 where the size is over 2^32 (n = 2^59 tried to
// allocate and zero exabytes: a crash), and stops with an error where the
// branch allocates more than that.
llvm.func @__rust_alloc_zeroed(i64, i64) -> !llvm.ptr
llvm.func @__rust_dealloc(!llvm.ptr, i64, i64)
llvm.func @guarded_alloc(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %c100 = llvm.mlir.constant(100 : i64) : i64
  %small = llvm.icmp "ult" %n, %c100 : i64
  %some = llvm.icmp "ne" %n, %c0 : i64
  %go = llvm.and %small, %some : i1
  llvm.cond_br %go, ^alloc, ^skip
^alloc:
  %bytes = llvm.shl %n, %c3 : i64
  %p = llvm.call @__rust_alloc_zeroed(%bytes, %c64) : (i64, i64) -> !llvm.ptr
  llvm.br ^put(%c0 : i64)
^put(%i: i64):
  %i1 = llvm.add %i, %c1 : i64
  %fi = llvm.uitofp %i1 : i64 to f64
  %v = llvm.fmul %x, %fi : f64
  %s = llvm.intr.cos(%v) : (f64) -> f64
  %e = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %old = llvm.load %e : !llvm.ptr -> f64
  %s1 = llvm.fadd %old, %s : f64
  llvm.store %s1, %e : f64, !llvm.ptr
  %more = llvm.icmp "ult" %i1, %n : i64
  llvm.cond_br %more, ^put(%i1 : i64), ^read
^read:
  %w = llvm.load %p : !llvm.ptr -> f64
  %r = llvm.fmul %w, %x : f64
  llvm.call @__rust_dealloc(%p, %bytes, %c64) : (!llvm.ptr, i64, i64) -> ()
  llvm.return %r : f64
^skip:
  %q = llvm.fmul %x, %x : f64
  llvm.return %q : f64
}

// The address carried as an integer is null (0) for an empty buffer and
// compared with 0 before the buffer is used and freed; the last element's
// index comes from the start address minus the end address (reader-48:
// refused before, as memory picked between blocks, though only the
// integer comparison stood in the way).
llvm.func @null_cmp(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %bytes = llvm.shl %n, %c3 : i64
  %empty = llvm.icmp "eq" %n, %c0 : i64
  llvm.cond_br %empty, ^fill(%c0 : i64), ^alloc
^alloc:
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.br ^fill(%pi : i64)
^fill(%a: i64):
  %q = llvm.inttoptr %a : i64 to !llvm.ptr
  %isnull = llvm.icmp "eq" %a, %c0 : i64
  llvm.cond_br %isnull, ^ret(%x : f64), ^put(%c0 : i64)
^put(%i: i64):
  %i1 = llvm.add %i, %c1 : i64
  %fi = llvm.uitofp %i1 : i64 to f64
  %v = llvm.fmul %x, %fi : f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %e = llvm.getelementptr %q[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %s, %e : f64, !llvm.ptr
  %more = llvm.icmp "ult" %i1, %n : i64
  llvm.cond_br %more, ^put(%i1 : i64), ^sum
^sum:
  // index of the last element from the end address, subtraction in the other order
  %end = llvm.getelementptr %q[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %endi = llvm.ptrtoint %end : !llvm.ptr to i64
  %neg = llvm.sub %a, %endi : i64
  %negk = llvm.ashr %neg, %c3 : i64
  %k = llvm.sub %c0, %negk : i64
  %k1 = llvm.sub %k, %c1 : i64
  %ek = llvm.getelementptr %q[%k1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %w = llvm.load %ek : !llvm.ptr -> f64
  %w0 = llvm.load %q : !llvm.ptr -> f64
  %r = llvm.fmul %w, %w0 : f64
  %nz = llvm.icmp "ne" %a, %c0 : i64
  llvm.cond_br %nz, ^fr, ^ret(%r : f64)
^fr:
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  llvm.br ^ret(%r : f64)
^ret(%res: f64):
  llvm.return %res : f64
}

// Two buffers allocated in a branch (taken when n > 0) and swapped m times
// in a loop, freed at the end through block arguments holding them in
// either order. Both allocations are made in the entry block (the block
// arguments they share hold nothing else) and the frees are of the
// allocations (ad/permuted_frees.rs). loop_allocs.mlir @swap_stored is
// this with one buffer's address stored to memory: neither moves.
llvm.func @swap_branch(%x: f64, %n: i64, %m: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %half = llvm.mlir.constant(0.5 : f64) : f64
  %pos = llvm.icmp "sgt" %n, %c0 : i64
  llvm.cond_br %pos, ^bb1, ^bb4(%x : f64)
^bb1:
  %a = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %b = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %x, %a : f64, !llvm.ptr
  %a1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = llvm.fmul %x, %half : f64
  llvm.store %x2, %a1 : f64, !llvm.ptr
  llvm.br ^bb2(%c0, %a, %b : i64, !llvm.ptr, !llvm.ptr)
^bb2(%i: i64, %p: !llvm.ptr, %q: !llvm.ptr):
  %done = llvm.icmp "sge" %i, %m : i64
  llvm.cond_br %done, ^bb3(%p, %q : !llvm.ptr, !llvm.ptr), ^bb5
^bb5:
  %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %q1 = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %u = llvm.load %p : !llvm.ptr -> f64
  %v = llvm.load %p1 : !llvm.ptr -> f64
  %uv = llvm.fmul %u, %v : f64
  %s = llvm.intr.sin(%u) : (f64) -> f64
  %w = llvm.fadd %uv, %half : f64
  llvm.store %w, %q : f64, !llvm.ptr
  llvm.store %s, %q1 : f64, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^bb2(%i1, %q, %p : i64, !llvm.ptr, !llvm.ptr)
^bb3(%r: !llvm.ptr, %t: !llvm.ptr):
  %r1 = llvm.getelementptr %r[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %y0 = llvm.load %r : !llvm.ptr -> f64
  %y1 = llvm.load %r1 : !llvm.ptr -> f64
  %y = llvm.fmul %y0, %y1 : f64
  llvm.call @free(%t) : (!llvm.ptr) -> ()
  llvm.call @free(%r) : (!llvm.ptr) -> ()
  llvm.br ^bb4(%y : f64)
^bb4(%res: f64):
  llvm.return %res : f64
}

// Two buffers swapped as integer addresses (made pointers by
// ad/address_phis.rs), the back edge through a latch block of its own that
// passes the loop header's arguments on, and the exit taking them from the
// header too: the permuted group an edge passes may be a dominating
// block's, not the edge source's (reader-49; refused before).
llvm.func @swap_latch(%a: f64, %m: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %half = llvm.mlir.constant(0.5 : f64) : f64
  %three = llvm.mlir.constant(3.0 : f64) : f64
  %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %q = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %a2 = llvm.fmul %a, %a : f64
  llvm.store %a2, %p1 : f64, !llvm.ptr
  %z = llvm.icmp "eq" %m, %c0 : i64
  llvm.cond_br %z, ^exit(%p, %q : !llvm.ptr, !llvm.ptr), ^pre
^pre:
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  %qi = llvm.ptrtoint %q : !llvm.ptr to i64
  llvm.br ^loop(%c0, %pi, %qi : i64, i64, i64)
^loop(%k: i64, %ci: i64, %ni: i64):
  %cp = llvm.inttoptr %ci : i64 to !llvm.ptr
  %np = llvm.inttoptr %ni : i64 to !llvm.ptr
  %x0 = llvm.load %cp : !llvm.ptr -> f64
  %cp1 = llvm.getelementptr %cp[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %x1 = llvm.load %cp1 : !llvm.ptr -> f64
  %y0 = llvm.fmul %x0, %x1 : f64
  %h = llvm.fmul %x1, %half : f64
  %y1 = llvm.fadd %x0, %h : f64
  llvm.store %y0, %np : f64, !llvm.ptr
  %np1 = llvm.getelementptr %np[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %y1, %np1 : f64, !llvm.ptr
  %k1 = llvm.add %k, %c1 : i64
  %done = llvm.icmp "eq" %k1, %m : i64
  llvm.cond_br %done, ^exit(%np, %cp : !llvm.ptr, !llvm.ptr), ^latch
^latch:
  llvm.br ^loop(%k1, %ni, %ci : i64, i64, i64)
^exit(%ep: !llvm.ptr, %fp: !llvm.ptr):
  %r0 = llvm.load %ep : !llvm.ptr -> f64
  %ep1 = llvm.getelementptr %ep[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %r1 = llvm.load %ep1 : !llvm.ptr -> f64
  %t = llvm.fmul %r1, %three : f64
  %r = llvm.fadd %r0, %t : f64
  llvm.call @free(%ep) : (!llvm.ptr) -> ()
  llvm.call @free(%fp) : (!llvm.ptr) -> ()
  llvm.return %r : f64
}

// Two swapped buffers, with the current one also carried as an integer
// address made a pointer again where it is read (reader-49 h5b): the
// integer, made a pointer (ad/address_phis.rs), receives what the current
// buffer's argument does on every edge, so it is that argument. Refused
// before (memory picked between blocks).
llvm.func @swap_tied_int(%a: f64, %m: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %half = llvm.mlir.constant(0.5 : f64) : f64
  %three = llvm.mlir.constant(3.0 : f64) : f64
  %zf = llvm.mlir.constant(0.0 : f64) : f64
  %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %q = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %a2 = llvm.fmul %a, %a : f64
  llvm.store %a2, %p1 : f64, !llvm.ptr
  llvm.store %zf, %q : f64, !llvm.ptr
  %z = llvm.icmp "eq" %m, %c0 : i64
  llvm.cond_br %z, ^exit(%p, %q : !llvm.ptr, !llvm.ptr), ^pre
^pre:
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.br ^loop(%c0, %p, %q, %pi : i64, !llvm.ptr, !llvm.ptr, i64)
^loop(%k: i64, %cp: !llvm.ptr, %np: !llvm.ptr, %xi: i64):
  %xp = llvm.inttoptr %xi : i64 to !llvm.ptr
  %xv = llvm.load %xp : !llvm.ptr -> f64
  %x0 = llvm.load %cp : !llvm.ptr -> f64
  %cp1 = llvm.getelementptr %cp[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %x1 = llvm.load %cp1 : !llvm.ptr -> f64
  %y0a = llvm.fmul %x0, %x1 : f64
  %y0 = llvm.fadd %y0a, %xv : f64
  %h = llvm.fmul %x1, %half : f64
  %y1 = llvm.fadd %x0, %h : f64
  llvm.store %y0, %np : f64, !llvm.ptr
  %np1 = llvm.getelementptr %np[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %y1, %np1 : f64, !llvm.ptr
  %k1 = llvm.add %k, %c1 : i64
  %done = llvm.icmp "eq" %k1, %m : i64
  %XI = llvm.ptrtoint %np : !llvm.ptr to i64
  llvm.cond_br %done, ^exit(%np, %cp : !llvm.ptr, !llvm.ptr), ^loop(%k1, %np, %cp, %XI : i64, !llvm.ptr, !llvm.ptr, i64)
^exit(%ep: !llvm.ptr, %fp: !llvm.ptr):
  %r0 = llvm.load %ep : !llvm.ptr -> f64
  %ep1 = llvm.getelementptr %ep[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %r1 = llvm.load %ep1 : !llvm.ptr -> f64
  %t = llvm.fmul %r1, %three : f64
  %r = llvm.fadd %r0, %t : f64
  llvm.call @free(%ep) : (!llvm.ptr) -> ()
  llvm.call @free(%fp) : (!llvm.ptr) -> ()
  llvm.return %r : f64
}
