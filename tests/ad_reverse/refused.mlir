// Programs reverse mode refuses (for now), each with a located error;
// crates/ferrozyme-jit/tests/reverse.rs checks the messages.

// A select between active memory and a const argument's memory.
func.func @select_const_mem(%a: memref<2xf64>, %k: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %c = arith.cmpf ogt, %x, %z : f64
  %m = arith.select %c, %a, %k : memref<2xf64>
  %v = memref.load %m[%c0] : memref<2xf64>
  %r = arith.mulf %v, %x : f64
  return %r : f64
}

// An scf.if yielding heap memory sized by a load in its branch (made
// before it when its sizes are known there: memory.mlir @if_heap; the
// load could read memory the branch writes, so it is not moved with
// it).
func.func @if_heap(%x: f64, %c: i1, %s: memref<1xindex>) -> f64 {
  %c0 = arith.constant 0 : index
  %m = scf.if %c -> memref<?xf64> {
    %n = memref.load %s[%c0] : memref<1xindex>
    %a = memref.alloc(%n) : memref<?xf64>
    scf.yield %a : memref<?xf64>
  } else {
    %b = memref.alloc(%c0) : memref<?xf64>
    scf.yield %b : memref<?xf64>
  }
  memref.store %x, %m[%c0] : memref<?xf64>
  %r = arith.mulf %x, %x : f64
  return %r : f64
}
// Values with a derivative stored into an enzyme_const argument's memory
// and read back (the derivative would be lost).
func.func @through_const(%m: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %s = arith.mulf %x, %x : f64
  memref.store %s, %m[%c0] : memref<2xf64>
  %v = memref.load %m[%c0] : memref<2xf64>
  %r = math.sin %v : f64
  return %r : f64
}

// One buffer passed as two memory values (a view of it) to a recursive
// callee that writes one of them (the callee's derivative assumes distinct
// memory; a recursive callee cannot be inlined instead).
func.func private @fill_from2(%out: memref<3xf64>, %x: memref<3xf64>, %s: f64, %d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %more = arith.cmpi ugt, %d, %c0 : index
  scf.if %more {
    %d1 = arith.subi %d, %c1 : index
    func.call @fill_from2(%out, %x, %s, %d1) : (memref<3xf64>, memref<3xf64>, f64, index) -> ()
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %xv = memref.load %x[%i] : memref<3xf64>
    %p = arith.mulf %xv, %s : f64
    %e = math.sin %p : f64
    memref.store %e, %out[%i] : memref<3xf64>
  }
  return
}
func.func @fill_aliased(%u: memref<3xf64>, %s: f64, %c1: index) -> f64 {
  %w = memref.reinterpret_cast %u to offset: [0], sizes: [3], strides: [1] : memref<3xf64> to memref<3xf64>
  func.call @fill_from2(%u, %w, %s, %c1) : (memref<3xf64>, memref<3xf64>, f64, index) -> ()
  %v = memref.load %u[%c1] : memref<3xf64>
  return %v : f64
}

// A loop-body stack temporary whose address the callee keeps (stores in a
// global): not hoisted (each iteration's memory may be read later), so
// refused as active memory allocated in a loop.
llvm.mlir.global internal @kept() : !llvm.ptr
llvm.func @keep_scale(%p: !llvm.ptr, %f: f64) {
  %g = llvm.mlir.addressof @kept : !llvm.ptr
  llvm.store %p, %g : !llvm.ptr, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = arith.mulf %v, %f : f64
  llvm.store %s, %p : f64, !llvm.ptr
  llvm.return
}
func.func @tmp_kept(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = llvm.mlir.constant(1 : i32) : i32
  %xs = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  llvm.store %x, %xs : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    %tmp = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
    %v = llvm.load %xs : !llvm.ptr -> f64
    llvm.store %v, %tmp : f64, !llvm.ptr
    llvm.call @keep_scale(%tmp, %x) : (!llvm.ptr, f64) -> ()
    %r = llvm.load %tmp : !llvm.ptr -> f64
    llvm.store %r, %xs : f64, !llvm.ptr
  }
  %out = llvm.load %xs : !llvm.ptr -> f64
  return %out : f64
}

// An op with the name of ferrozyme's own tape-slot op, in a callee.
func.func private @slot_callee(%x: f64) -> f64 {
  %s:2 = "ferrozyme.tape_slot"() : () -> (memref<?xf64>, index)
  %a = math.sin %x : f64
  return %a : f64
}
func.func @reserved_slot(%x: f64) -> f64 {
  %r = func.call @slot_callee(%x) : (f64) -> f64
  return %r : f64
}

// A 16-byte value recorded in a loop whose trip count is known only when it
// starts (stream words are 8 bytes).
func.func @wide_record(%m: memref<4xf64>, %len: memref<4xindex>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : i128
  %c4 = arith.constant 4 : index
  %c4i = arith.constant 4 : i128
  %q = memref.alloc() : memref<4xi128>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i128
    memref.store %ii, %q[%i] : memref<4xi128>
  }
  scf.for %t = %c0 to %c2 step %c1 {
    %l = memref.load %len[%t] : memref<4xindex>
    scf.for %j = %c0 to %l step %c1 {
      %qv = memref.load %q[%j] : memref<4xi128>
      %qi = arith.index_cast %qv : i128 to index
      %v = memref.load %m[%qi] : memref<4xf64>
      %s = arith.mulf %v, %x : f64
      %e = math.sin %s : f64
      memref.store %e, %m[%qi] : memref<4xf64>
      %nq = arith.addi %qv, %c3 : i128
      %nqm = arith.remui %nq, %c4i : i128
      memref.store %nqm, %q[%j] : memref<4xi128>
    }
  }
  memref.dealloc %q : memref<4xi128>
  return
}

// An op with the name of ferrozyme's own stack op, in a recursive callee.
func.func private @stack_callee(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = "ferrozyme.tape_stack"() : () -> memref<1xmemref<?xf64>>
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (f64) {
    scf.yield %x : f64
  } else {
    %m = arith.subi %n, %c1 : index
    %a = math.sin %x : f64
    %v = func.call @stack_callee(%a, %m) : (f64, index) -> f64
    scf.yield %v : f64
  }
  return %r : f64
}
func.func @reserved_stack(%x: f64, %n: index) -> f64 {
  %r = func.call @stack_callee(%x, %n) : (f64, index) -> f64
  return %r : f64
}

// A recursive function writing pointer memory in an scf.while in one
// branch, recursing on p + 1: the extent of the memory behind its
// argument differs between calls, so no copy of it knows it
// (specialize.mlir has the version recursing on p).
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
    %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
    func.call @rw(%p1, %dm1, %a) : (!llvm.ptr, index, f64) -> ()
  }
  return
}
func.func @rw_top(%x: f64, %a: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %one = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %buf : f64, !llvm.ptr
  func.call @rw(%buf, %c1, %a) : (!llvm.ptr, index, f64) -> ()
  %v = llvm.load %buf : !llvm.ptr -> f64
  return %v : f64
}

// A heap temporary whose size changes per iteration, passed to a callee
// that writes it: neither hoisted nor snapshotted per iteration.
func.func private @scale_all(%t: memref<?xf64>, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %t, %c0 : memref<?xf64>
  scf.for %j = %c0 to %n step %c1 {
    %q = memref.load %t[%j] : memref<?xf64>
    %v = arith.mulf %q, %a : f64
    %s = math.sin %v : f64
    memref.store %s, %t[%j] : memref<?xf64>
  }
  return
}
func.func @grow_temp(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f64) {
    %s = arith.addi %i, %c1 : index
    %t = memref.alloc(%s) : memref<?xf64>
    scf.for %j = %c0 to %s step %c1 {
      memref.store %acc, %t[%j] : memref<?xf64>
    }
    func.call @scale_all(%t, %acc) : (memref<?xf64>, f64) -> ()
    %l = memref.load %t[%i] : memref<?xf64>
    memref.dealloc %t : memref<?xf64>
    scf.yield %l : f64
  }
  return %r : f64
}

// A pointer an scf.if picks in a loop, its else branch loading it from a
// table of pointers, passed to a writing callee: its shadow is not made;
// refused (reader-10: a call on such memory, replayed, was taken as
// constant, a wrong gradient).
func.func private @bump_ld(%p: !llvm.ptr, %a: f64) {
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = math.sin %v : f64
  %w = arith.mulf %a, %s : f64
  llvm.store %w, %p : f64, !llvm.ptr
  return
}
func.func @ifload_loop(%x: f64, %a: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %A = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %B = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %two = llvm.mlir.constant(3 : i64) : i64
  %C = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %x, %B : f64, !llvm.ptr
  llvm.store %a, %C : f64, !llvm.ptr
  %T = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %C, %T : !llvm.ptr, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.remui %i, %c3 : index
    %e0 = arith.cmpi eq, %r, %c0 : index
    %p = scf.if %e0 -> !llvm.ptr {
      scf.yield %A : !llvm.ptr
    } else {
      %e1 = arith.cmpi eq, %r, %c1 : index
      %pp = llvm.load %T : !llvm.ptr -> !llvm.ptr
      scf.yield %pp : !llvm.ptr
    }
    func.call @bump_ld(%p, %a) : (!llvm.ptr, f64) -> ()
  }
  %u = llvm.load %A : !llvm.ptr -> f64
  %v = llvm.load %B : !llvm.ptr -> f64
  %r2 = arith.mulf %u, %v : f64
  return %r2 : f64
}

// Type punning through memory: a double's bits changed as a 64-bit word
// (copies as words are taken: word_copies.mlir; reader-12).
llvm.func @pun_llvm(%x: f64, %y: f64) -> f64 {
  %n = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %a : f64, !llvm.ptr
  %w = llvm.load %a : !llvm.ptr -> i64
  %w2 = llvm.xor %w, %n : i64
  llvm.store %w2, %b : i64, !llvm.ptr
  %v = llvm.load %b : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  llvm.return %s : f64
}

// A float carrying a derivative given to an external function (no body,
// not the C math library): refused (reader-12 follow-up: it was taken as
// constant, a wrong gradient).
llvm.func @mystery(f64) -> f64
func.func @external_call(%x: f64) -> f64 {
  %r = llvm.call @mystery(%x) : (f64) -> f64
  %q = arith.mulf %r, %x : f64
  return %q : f64
}

// C memory, for the functions below.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

// Atomic updates other than addf of active memory: the first one in the
// function is named (reader-14: the reverse sweep named the last).
func.func @atomic_first(%o: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %old = memref.atomic_rmw mulf %x, %o[%c0] : (f64, memref<2xf64>) -> f64
  %old2 = memref.atomic_rmw maximumf %x, %o[%c1] : (f64, memref<2xf64>) -> f64
  %n = memref.load %o[%c0] : memref<2xf64>
  %r = arith.addf %n, %old : f64
  return %r : f64
}

// An integer address made from a difference of pointers that an scf.if
// yields: not rewritten as an offset of the first pointer (its shadow is
// not that offset of the first one's: reader-16, a wrong gradient and an
// out-of-bounds shadow access before), so refused.

func.func @pointer_difference(%x: f64, %c: i1) -> f64 {
  %b8 = llvm.mlir.constant(8 : i64) : i64
  %b800 = llvm.mlir.constant(800 : i64) : i64
  %z = llvm.mlir.constant(0 : i64) : i64
  %p = llvm.call @malloc(%b800) : (i64) -> !llvm.ptr
  %o = llvm.call @malloc(%b8) : (i64) -> !llvm.ptr
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  %d = scf.if %c -> i64 {
    %oi = llvm.ptrtoint %o : !llvm.ptr to i64
    %e = llvm.sub %oi, %pi : i64
    scf.yield %e : i64
  } else {
    scf.yield %z : i64
  }
  %a = llvm.add %pi, %d : i64
  %q = llvm.inttoptr %a : i64 to !llvm.ptr
  llvm.store %x, %o : f64, !llvm.ptr
  %s = math.sin %x : f64
  llvm.store %s, %q : f64, !llvm.ptr
  %v = llvm.load %o : !llvm.ptr -> f64
  %r = arith.mulf %v, %x : f64
  return %r : f64
}

// A memcpy over malloc'd memory that a callee reads as f32s while the
// function itself stores an f64 there: the element type is not known
// (reader-18: taken from the function's own accesses, a wrong gradient).
func.func private @put_f32(%p: !llvm.ptr, %x: f64) {
  %a = arith.truncf %x : f64 to f32
  llvm.store %a, %p : f32, !llvm.ptr
  return
}
func.func @memcpy_via_callee(%x: f64) -> f64 {
  %b = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  %q = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  func.call @put_f32(%p, %x) : (!llvm.ptr, f64) -> ()
  %p8 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %p8 : f64, !llvm.ptr
  "llvm.intr.memcpy"(%q, %p, %b) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %q8 = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %v = llvm.load %q8 : !llvm.ptr -> f64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  return %v : f64
}

// An address handed over as an integer argument, rebased on a pointer:
// `p + (i - ptrtoint p)` is the other memory, not an offset of `p`
// (reader-18: rewritten as one, the shadow access went out of bounds).
func.func private @put_at(%p: !llvm.ptr, %i: i64, %x: f64) {
  %a = llvm.ptrtoint %p : !llvm.ptr to i64
  %d = llvm.sub %i, %a : i64
  %v = llvm.add %a, %d : i64
  %r = llvm.inttoptr %v : i64 to !llvm.ptr
  llvm.store %x, %r : f64, !llvm.ptr
  return
}
func.func @address_as_argument(%x: f64) -> f64 {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %a = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %b = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %x, %a : f64, !llvm.ptr
  %bi = llvm.ptrtoint %b : !llvm.ptr to i64
  func.call @put_at(%a, %bi, %x) : (!llvm.ptr, i64, f64) -> ()
  %w = llvm.load %b : !llvm.ptr -> f64
  llvm.call @free(%a) : (!llvm.ptr) -> ()
  llvm.call @free(%b) : (!llvm.ptr) -> ()
  return %w : f64
}

// An address a callee makes an integer, made a pointer again by the
// caller: memory reached through an integer (reader-18: the load was taken
// as memory without derivatives, a zero gradient).
func.func private @address_of(%q: !llvm.ptr) -> i64 {
  %i = llvm.ptrtoint %q : !llvm.ptr to i64
  return %i : i64
}
func.func @int_from_callee(%x: f64) -> f64 {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %a = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %a1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %a1 : f64, !llvm.ptr
  %i = func.call @address_of(%a) : (!llvm.ptr) -> i64
  %j = llvm.add %i, %c8 : i64
  %q = llvm.inttoptr %j : i64 to !llvm.ptr
  %w = llvm.load %q : !llvm.ptr -> f64
  %w2 = arith.mulf %w, %w : f64
  llvm.call @free(%a) : (!llvm.ptr) -> ()
  return %w2 : f64
}

// A checkpointed loop in an scf.while, writing memory the while's later
// runs read (reader-20): refused, the checkpointing named first.
func.func @checkpoint_in_while(%u: memref<3xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %lim = arith.constant 2.0 : f64
  %z = arith.constant 0.0 : f64
  %r = scf.while (%a = %z) : (f64) -> f64 {
    %go = arith.cmpf olt, %a, %lim : f64
    scf.condition(%go) %a : f64
  } do {
  ^bb0(%a: f64):
    %t = scf.for %i = %c0 to %c7 step %c1 iter_args(%acc = %a) -> (f64) {
      %j = arith.remui %i, %c3 : index
      %v = memref.load %u[%j] : memref<3xf64>
      %p = arith.mulf %v, %k : f64
      %s = math.cos %p : f64
      memref.store %s, %u[%j] : memref<3xf64>
      %s2 = arith.mulf %s, %s : f64
      %acc1 = arith.addf %acc, %s2 : f64
      scf.yield %acc1 : f64
    } {enzyme.enable_checkpointing = true}
    scf.yield %t : f64
  }
  %l = memref.load %u[%c0] : memref<3xf64>
  %o = arith.mulf %r, %l : f64
  return %o : f64
}

// A fresh buffer per iteration whose last one is returned (reader-22: the
// swapped buffers leaked one where the derivative does not return it).
func.func @fresh_returned(%x0: memref<2xf64>, %a: f64, %T: index) -> memref<2xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf64>
  memref.copy %x0, %init : memref<2xf64> to memref<2xf64>
  %fin = scf.for %t = %c0 to %T step %c1 iter_args(%cur = %init) -> (memref<2xf64>) {
    %nxt = memref.alloc() : memref<2xf64>
    %u = memref.load %cur[%c0] : memref<2xf64>
    %p = arith.mulf %u, %a : f64
    memref.store %p, %nxt[%c0] : memref<2xf64>
    memref.store %u, %nxt[%c1] : memref<2xf64>
    memref.dealloc %cur : memref<2xf64>
    scf.yield %nxt : memref<2xf64>
  }
  return %fin : memref<2xf64>
}

// A fresh buffer per iteration of a size defined before the loop, entered
// with a buffer of another size: swapped, the initial buffer would be
// reused at the wrong size (review: out of bounds), so it stays refused.
func.func @outside(%x0: memref<?xf64>, %a: f64, %T: index, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m0 = memref.dim %x0, %c0 : memref<?xf64>
  %init = memref.alloc(%m0) : memref<?xf64>
  memref.copy %x0, %init : memref<?xf64> to memref<?xf64>
  %fin = scf.for %t = %c0 to %T step %c1 iter_args(%cur = %init) -> (memref<?xf64>) {
    %nxt = memref.alloc(%n) : memref<?xf64>
    scf.for %i = %c0 to %n step %c1 {
      %u = memref.load %cur[%c0] : memref<?xf64>
      %p = arith.mulf %u, %a : f64
      %s = math.sin %p : f64
      %fi = arith.index_cast %i : index to i64
      %ff = arith.sitofp %fi : i64 to f64
      %w = arith.addf %s, %ff : f64
      memref.store %w, %nxt[%i] : memref<?xf64>
    }
    memref.dealloc %cur : memref<?xf64>
    scf.yield %nxt : memref<?xf64>
  }
  %r0 = memref.load %fin[%c1] : memref<?xf64>
  %r1 = memref.load %fin[%c0] : memref<?xf64>
  %r = arith.mulf %r0, %r1 : f64
  memref.dealloc %fin : memref<?xf64>
  return %r : f64
}

// A loop with an ownership flag (buffer deallocation pipeline) whose first
// iteration writes the caller's buffer in place: starting it from an owned
// copy would send that write to the copy (review of ad/owned_loops.rs), so
// the loop is left as it is, and refused.
func.func @owned_written(%arg0: memref<4xf64>, %x: f64, %n: index) -> f64 {
  %false = arith.constant false
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1:2 = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %arg0, %owned = %false) -> (memref<4xf64>, i1) {
    %v = memref.load %buf[%c0] : memref<4xf64>
    %w = arith.mulf %v, %x : f64
    memref.store %w, %buf[%c0] : memref<4xf64>
    %new = memref.alloc() : memref<4xf64>
    memref.copy %buf, %new : memref<4xf64> to memref<4xf64>
    %b, %o, %s, %t = memref.extract_strided_metadata %buf : memref<4xf64> -> memref<f64>, index, index, index
    scf.if %owned {
      memref.dealloc %b : memref<f64>
    }
    scf.yield %new, %true : memref<4xf64>, i1
  }
  %r = memref.load %1#0[%c1] : memref<4xf64>
  %a = memref.load %arg0[%c0] : memref<4xf64>
  %s = arith.mulf %r, %a : f64
  %b2, %o2, %s2, %t2 = memref.extract_strided_metadata %1#0 : memref<4xf64> -> memref<f64>, index, index, index
  scf.if %1#1 {
    memref.dealloc %b2 : memref<f64>
  }
  return %s : f64
}

// The same pattern starting from a global that a callee without operands
// writes in the loop: an owned copy would miss that write (reader-29), so
// the loop is left as it is, and refused.
memref.global "private" @owned_g : memref<4xf64> = dense<0.0>
func.func private @bump_owned() {
  %g = memref.get_global @owned_g : memref<4xf64>
  %c0 = arith.constant 0 : index
  %five = arith.constant 5.0 : f64
  memref.store %five, %g[%c0] : memref<4xf64>
  return
}
func.func @owned_global(%x: memref<4xf64>, %a: f64) -> f64 {
  %false = arith.constant false
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %g = memref.get_global @owned_g : memref<4xf64>
  memref.copy %x, %g : memref<4xf64> to memref<4xf64>
  %0:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%buf = %g, %own = %false) -> (memref<4xf64>, i1) {
    %new = memref.alloc() : memref<4xf64>
    func.call @bump_owned() : () -> ()
    scf.for %k = %c0 to %c4 step %c1 {
      %v = memref.load %buf[%k] : memref<4xf64>
      %w = arith.mulf %v, %a : f64
      memref.store %w, %new[%k] : memref<4xf64>
    }
    scf.if %own {
      memref.dealloc %buf : memref<4xf64>
    }
    scf.yield %new, %true : memref<4xf64>, i1
  }
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f64 {
    %v = memref.load %0#0[%k] : memref<4xf64>
    %v2 = arith.mulf %v, %v : f64
    %s = arith.addf %acc, %v2 : f64
    scf.yield %s : f64
  }
  scf.if %0#1 {
    memref.dealloc %0#0 : memref<4xf64>
  }
  return %r : f64
}

// An allocation in an unstructured loop sized in the loop: one buffer for
// every iteration would need the largest size.
func.func @alloc_sized_in_loop(%x: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  cf.br ^h(%c0, %z : index, f64)
^h(%i: index, %s: f64):
  %p = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %p, ^b, ^e
^b:
  %n = arith.addi %i, %c1 : index
  %t = memref.alloc(%n) : memref<?xf64>
  %v = memref.load %x[%i] : memref<4xf64>
  %w = arith.mulf %v, %v : f64
  memref.store %w, %t[%i] : memref<?xf64>
  %r = memref.load %t[%i] : memref<?xf64>
  memref.dealloc %t : memref<?xf64>
  %s2 = arith.addf %s, %r : f64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %s2 : index, f64)
^e:
  return %s : f64
}

// An allocation in a branch sized by a value the function computes in a
// loop (read from memory after it): it cannot be made in the entry block.
func.func @loadsize(%x: memref<3xf64>, %nb: memref<1xindex>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  memref.store %c1, %nb[%c0] : memref<1xindex>
  cf.br ^h(%c0 : index)
^h(%i: index):
  %c = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %c, ^b, ^e
^b:
  %o = memref.load %nb[%c0] : memref<1xindex>
  %o2 = arith.addi %o, %c1 : index
  memref.store %o2, %nb[%c0] : memref<1xindex>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1 : index)
^e:
  %m = memref.load %nb[%c0] : memref<1xindex>
  %big = arith.cmpi sgt, %m, %c1 : index
  cf.cond_br %big, ^a, ^j(%z : f64)
^a:
  %t = memref.alloc(%m) : memref<?xf64>
  cf.br ^f(%c0 : index)
^f(%k: index):
  %ck = arith.cmpi slt, %k, %m : index
  cf.cond_br %ck, ^fb, ^sum(%c0, %z : index, f64)
^fb:
  %kk = arith.remui %k, %c3 : index
  %v = memref.load %x[%kk] : memref<3xf64>
  %s = math.sin %v : f64
  memref.store %s, %t[%k] : memref<?xf64>
  %k1 = arith.addi %k, %c1 : index
  cf.br ^f(%k1 : index)
^sum(%q: index, %acc: f64):
  %cq = arith.cmpi slt, %q, %m : index
  cf.cond_br %cq, ^sb, ^done
^sb:
  %w = memref.load %t[%q] : memref<?xf64>
  %w2 = arith.mulf %w, %w : f64
  %acc2 = arith.addf %acc, %w2 : f64
  %q1 = arith.addi %q, %c1 : index
  cf.br ^sum(%q1, %acc2 : index, f64)
^done:
  memref.dealloc %t : memref<?xf64>
  cf.br ^j(%acc : f64)
^j(%res: f64):
  return %res : f64
}

// f64 data, but 12 bytes copied: not a whole number of f64s.
func.func @pun_memcpy_len(%x0: f64, %x1: f64) -> f64 {
  %bytes = llvm.mlir.constant(16 : i64) : i64
  %len = llvm.mlir.constant(12 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %b = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %a0 = llvm.getelementptr %a[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %a1 = llvm.getelementptr %a[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %x0, %a0 : f64, !llvm.ptr
  llvm.store %x1, %a1 : f64, !llvm.ptr
  %dst = llvm.getelementptr %b[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %src = llvm.getelementptr %a[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  "llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %u = llvm.load %dst : !llvm.ptr -> f64
  %r = llvm.fmul %u, %x1 : f64
  llvm.call @free(%a) : (!llvm.ptr) -> ()
  llvm.call @free(%b) : (!llvm.ptr) -> ()
  return %r : f64
}

// A function with vectors in its body is differentiated through its
// flattened copy (@vbody.flat): a wrong activity names @vbody, the
// function written (reader-36). (Its presence in the module must not
// change how the other functions here are differentiated: augmented
// pairs are refused only to functions that need flattening.)
func.func @vbody(%s: f64, %m: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xf64>, vector<4xf64>
  %b = vector.broadcast %s : f64 to vector<4xf64>
  %p = arith.mulf %v, %b : vector<4xf64>
  %r = vector.reduction <add>, %p : vector<4xf64> into f64
  return %r : f64
}

// A memref cast to its LLVM descriptor struct, as --finalize-memref-to-llvm
// without --convert-func-to-llvm leaves it: refused by name, with the
// passes that remove it (casts between index and i64 are taken).
func.func @struct_cast(%arg0: memref<?xf64>) -> f64 {
  %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.load %1 : !llvm.ptr -> f64
  %3 = llvm.fmul %2, %2 : f64
  return %3 : f64
}

// A callee lets a global's address escape as an integer (returned, or
// stored into the caller's memory) and the caller reads the global through
// the pointer made from it (reader-39: the load was taken for inactive
// memory, and both modes gave a wrong derivative with no error).
llvm.mlir.global internal @GI(dense<0.0> : tensor<2xf64>) : !llvm.array<2 x f64>
llvm.func @gi_addr(%n: i64) -> i64 {
  %p = llvm.mlir.addressof @GI : !llvm.ptr
  %i = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.return %i : i64
}
llvm.func @gi_stash(%slot: !llvm.ptr) {
  %p = llvm.mlir.addressof @GI : !llvm.ptr
  %i = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.store %i, %slot : i64, !llvm.ptr
  llvm.return
}
func.func @global_int_from_callee(%x: f64, %y: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %k = llvm.mlir.constant(3 : i64) : i64
  %g = llvm.mlir.addressof @GI : !llvm.ptr
  %g1 = llvm.getelementptr %g[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %x, %g : f64, !llvm.ptr
  llvm.store %y, %g1 : f64, !llvm.ptr
  %a = llvm.call @gi_addr(%k) : (i64) -> i64
  %p = llvm.inttoptr %a : i64 to !llvm.ptr
  %p1 = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %u = llvm.load %p1 : !llvm.ptr -> f64
  %v = llvm.load %g : !llvm.ptr -> f64
  %su = math.sin %u : f64
  %r = arith.mulf %su, %v : f64
  return %r : f64
}
func.func @global_int_stashed(%x: f64, %y: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %g = llvm.mlir.addressof @GI : !llvm.ptr
  %g1 = llvm.getelementptr %g[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %x, %g : f64, !llvm.ptr
  llvm.store %y, %g1 : f64, !llvm.ptr
  %slot = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
  llvm.call @gi_stash(%slot) : (!llvm.ptr) -> ()
  %a = llvm.load %slot : !llvm.ptr -> i64
  %p = llvm.inttoptr %a : i64 to !llvm.ptr
  %p1 = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %u = llvm.load %p1 : !llvm.ptr -> f64
  %v = llvm.load %g : !llvm.ptr -> f64
  %su = math.sin %u : f64
  %r = arith.mulf %su, %v : f64
  return %r : f64
}

// A callee with several blocks returning memory is inlined (multi-block):
// once refused, naming the callee's blocks (reader-39); it differentiates
// now (loop_allocs), but the copy @pick_mb makes is never freed, and its
// shadow leaks with it (the check reports the leak): no refusal test.
llvm.func @pick_mb(%a: !llvm.ptr, %b: !llvm.ptr, %t: f64) -> !llvm.ptr {
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c = llvm.fcmp "ogt" %t, %z : f64
  llvm.cond_br %c, ^b1, ^b2
^b1:
  %n = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  "llvm.intr.memcpy"(%n, %a, %c16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return %n : !llvm.ptr
^b2:
  llvm.return %b : !llvm.ptr
}
func.func @inlined_blocks(%x: f64, %y: f64, %t: f64) -> f64 {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %b = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %a1 = llvm.getelementptr %a[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %b1 = llvm.getelementptr %b[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %xy = arith.mulf %x, %y : f64
  llvm.store %x, %a : f64, !llvm.ptr
  llvm.store %y, %a1 : f64, !llvm.ptr
  llvm.store %xy, %b : f64, !llvm.ptr
  %sy = math.sin %y : f64
  llvm.store %sy, %b1 : f64, !llvm.ptr
  %a0v = llvm.load %a : !llvm.ptr -> f64
  %b1v = llvm.load %b1 : !llvm.ptr -> f64
  %sa = math.sin %a0v : f64
  %cb = math.cos %b1v : f64
  %s1 = arith.mulf %sa, %cb : f64
  %r = llvm.call @pick_mb(%a, %b, %t) : (!llvm.ptr, !llvm.ptr, f64) -> !llvm.ptr
  %r1p = llvm.getelementptr %r[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %r0 = llvm.load %r : !llvm.ptr -> f64
  %r1 = llvm.load %r1p : !llvm.ptr -> f64
  %m = arith.mulf %r0, %r1 : f64
  %m2 = math.sin %m : f64
  llvm.store %m2, %r : f64, !llvm.ptr
  %e0 = llvm.load %a : !llvm.ptr -> f64
  %e1 = llvm.load %b : !llvm.ptr -> f64
  %e2 = llvm.load %a1 : !llvm.ptr -> f64
  %e3 = llvm.load %r : !llvm.ptr -> f64
  %p = arith.mulf %e0, %e1 : f64
  %se = math.sin %e2 : f64
  %p2 = arith.mulf %p, %se : f64
  %p3 = arith.mulf %p2, %e0 : f64
  %p4 = arith.mulf %p3, %e3 : f64
  %s = arith.addf %s1, %p4 : f64
  llvm.call @free(%a) : (!llvm.ptr) -> ()
  llvm.call @free(%b) : (!llvm.ptr) -> ()
  return %s : f64
}

// A const argument handed to a callee that stores active values into it:
// refused, saying the argument is enzyme_const (reader-41: the message
// spoke of memory chosen by control flow).
func.func @store_sin_into(%u: memref<2xf64>, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %s = math.sin %y : f64
  memref.store %s, %u[%c0] : memref<2xf64>
  %a = memref.load %u[%c0] : memref<2xf64>
  return %a : f64
}
func.func @const_to_writer(%u: memref<2xf64>, %x: f64) -> f64 {
  %r = func.call @store_sin_into(%u, %x) : (memref<2xf64>, f64) -> f64
  return %r : f64
}

// A callee that reads and writes an array it reaches through a pointer
// stored in a struct (reader-45: rustc's `&mut Holder { p: &mut [f64] }`),
// given a holder made in the loop around the call: its pair would need the
// holder's shadow, which does not exist yet where the loop's forward sweep
// calls it (held_pointers.mlir @held_loop: made before the loop, it is
// differentiated), and its replay would read the array it changed itself:
// a wrong gradient.
llvm.func internal @scale_held(%h: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.load %h : !llvm.ptr -> !llvm.ptr
  %x0 = llvm.load %p : !llvm.ptr -> f64
  %q = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %x1 = llvm.load %q : !llvm.ptr -> f64
  %m = llvm.fmul %x0, %x1 : f64
  llvm.store %m, %p : f64, !llvm.ptr
  llvm.return
}
func.func @held_array(%a: f64, %c: f64, %n: index) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %p = llvm.alloca %one x !llvm.array<2 x f64> : (i32) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  %q = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %c, %q : f64, !llvm.ptr
  scf.for %i = %i0 to %n step %i1 {
    %h = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.store %p, %h : !llvm.ptr, !llvm.ptr
    llvm.call @scale_held(%h) : (!llvm.ptr) -> ()
  }
  %y0 = llvm.load %p : !llvm.ptr -> f64
  %y1 = llvm.load %q : !llvm.ptr -> f64
  %t = llvm.fmul %y0, %y1 : f64
  %r = llvm.fadd %y0, %t : f64
  return %r : f64
}

// Doubles swapped as 64-bit words through a pointer loaded from memory,
// offset in i64s (nothing shows the words are floats; reader-45: the
// swap was lost, a wrong gradient). Offset in f64s, it is a float copy:
// word_copies.mlir @held_swap.
llvm.func @held_swap_ints(%a: f64, %c: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %three = llvm.mlir.constant(3.0 : f64) : f64
  %p = llvm.alloca %one x !llvm.array<2 x f64> : (i32) -> !llvm.ptr
  %h = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  %q = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %c, %q : f64, !llvm.ptr
  llvm.store %p, %h : !llvm.ptr, !llvm.ptr
  %p2 = llvm.load %h : !llvm.ptr -> !llvm.ptr
  %q2 = llvm.getelementptr inbounds %p2[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %x0 = llvm.load %p2 : !llvm.ptr -> i64
  %x1 = llvm.load %q2 : !llvm.ptr -> i64
  llvm.store %x1, %p2 : i64, !llvm.ptr
  llvm.store %x0, %q2 : i64, !llvm.ptr
  %y0 = llvm.load %p : !llvm.ptr -> f64
  %y1 = llvm.load %q : !llvm.ptr -> f64
  %t = llvm.fmul %y0, %three : f64
  %r = llvm.fadd %t, %y1 : f64
  llvm.return %r : f64
}

// A function pointer stored in memory and loaded back (a table filled at
// run time): the calls through it are not known before the run (known
// ones are made direct, a select between two known ones branches:
// indirect_calls.mlir).
llvm.func @pf_sq(%x: f64) -> f64 {
  %r = llvm.fmul %x, %x : f64
  llvm.return %r : f64
}
llvm.func @stored_fn(%x: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %a = llvm.mlir.addressof @pf_sq : !llvm.ptr
  llvm.store %a, %slot : !llvm.ptr, !llvm.ptr
  %f = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r = llvm.call %f(%x) : !llvm.ptr, (f64) -> f64
  llvm.return %r : f64
}

// Two i32 halves of an f64 copied, in memory that also holds an f32 (words
// of a width its floats are not all of are not taken for floats;
// reader-46: the halves were copied as f32s, a wrong gradient).
llvm.func @f64_halves(%x: f64, %y: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %a = llvm.alloca %one x !llvm.array<16 x i8> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<16 x i8> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %y32 = llvm.fptrunc %y : f64 to f32
  %xx = llvm.fmul %x, %x : f64
  llvm.store %xx, %a : f64, !llvm.ptr
  %a4 = llvm.getelementptr %a[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %a8 = llvm.getelementptr %a[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %y32, %a8 : f32, !llvm.ptr
  %w0 = llvm.load %a : !llvm.ptr -> i32
  %w1 = llvm.load %a4 : !llvm.ptr -> i32
  %b4 = llvm.getelementptr %b[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %w0, %b : i32, !llvm.ptr
  llvm.store %w1, %b4 : i32, !llvm.ptr
  %u = llvm.load %b : !llvm.ptr -> f64
  %v = llvm.load %a : !llvm.ptr -> f64
  %yy = llvm.load %a8 : !llvm.ptr -> f32
  %yy64 = llvm.fpext %yy : f32 to f64
  %uv = llvm.fmul %u, %v : f64
  %r = llvm.fadd %uv, %yy64 : f64
  llvm.return %r : f64
}

// Float bits changed in a callee and stored through a pointer it loads
// from its argument (reader-46: not followed, a wrong gradient).
llvm.func internal @negcopy_held(%h: !llvm.ptr, %src: !llvm.ptr) {
  %sgn = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %out = llvm.load %h : !llvm.ptr -> !llvm.ptr
  %w = llvm.load %src : !llvm.ptr -> i64
  %n = llvm.xor %w, %sgn : i64
  llvm.store %n, %out : i64, !llvm.ptr
  llvm.return
}
llvm.func @pun_held(%x: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %h = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %b, %h : !llvm.ptr, !llvm.ptr
  %xx = llvm.fmul %x, %x : f64
  llvm.store %xx, %a : f64, !llvm.ptr
  llvm.call @negcopy_held(%h, %a) : (!llvm.ptr, !llvm.ptr) -> ()
  %v = llvm.load %b : !llvm.ptr -> f64
  %r = llvm.fmul %v, %x : f64
  llvm.return %r : f64
}

// A holder re-pointed by an integer store of another buffer's address
// (reader-47: the load of the pointer got the old pointer's shadow, a
// wrong gradient); and an address passed to a callee as an integer, read
// through `inttoptr` there (reader-47: the read was taken as inactive).
llvm.func @int_repoint(%a: f64, %c: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  %u = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  %h = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  llvm.store %c, %u : f64, !llvm.ptr
  llvm.store %p, %h : !llvm.ptr, !llvm.ptr
  %ui = llvm.ptrtoint %u : !llvm.ptr to i64
  llvm.store %ui, %h : i64, !llvm.ptr
  %w = llvm.load %h : !llvm.ptr -> !llvm.ptr
  %x = llvm.load %w : !llvm.ptr -> f64
  %r = llvm.fmul %x, %a : f64
  llvm.return %r : f64
}
llvm.func internal @read_at(%addr: i64) -> f64 {
  %p = llvm.inttoptr %addr : i64 to !llvm.ptr
  %x = llvm.load %p : !llvm.ptr -> f64
  %y = llvm.fmul %x, %x : f64
  llvm.return %y : f64
}
llvm.func @addr_as_int(%a: f64, %c: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  %ac = llvm.fmul %a, %c : f64
  llvm.store %ac, %p : f64, !llvm.ptr
  %i = llvm.ptrtoint %p : !llvm.ptr to i64
  %y = llvm.call @read_at(%i) : (i64) -> f64
  %r = llvm.fmul %y, %c : f64
  llvm.return %r : f64
}
// Floats stored into an array, loaded back through a struct's pointer
// field and stored as a pointer, then loaded as a float: punning. The
// field's declared type is trusted only where the function accesses that
// memory as floats through float fields of the same struct (reader-50:
// trusted alone, the derivative was lost).
func.func @pun_via_field(%x: f64, %y: f64) -> f64 {
  %i2 = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %i2 x f64 : (i64) -> !llvm.ptr
  %out = llvm.alloca %i2 x f64 : (i64) -> !llvm.ptr
  %xy = arith.mulf %x, %y : f64
  llvm.store %x, %buf : f64, !llvm.ptr
  %b1 = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %xy, %b1 : f64, !llvm.ptr
  %fp = llvm.getelementptr %buf[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %bits = llvm.load %fp : !llvm.ptr -> !llvm.ptr
  llvm.store %bits, %out : !llvm.ptr, !llvm.ptr
  %v = llvm.load %out : !llvm.ptr -> f64
  %r = arith.mulf %v, %x : f64
  return %r : f64
}

// A loop storing pointers, asked to be checkpointed: its checkpointed
// runs would store no shadows of them (reader-50: with the module-wide
// option such a loop is not checkpointed; a zero gradient before).
func.func @ckpt_ptr_store(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %i4 = llvm.mlir.constant(4 : i64) : i64
  %z = arith.constant 0.0 : f64
  %vals = llvm.alloca %i4 x f64 : (i64) -> !llvm.ptr
  %ptrs = llvm.alloca %i4 x !llvm.ptr : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %vp = llvm.getelementptr %vals[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %x, %vp : f64, !llvm.ptr
    %pp = llvm.getelementptr %ptrs[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    llvm.store %vp, %pp : !llvm.ptr, !llvm.ptr
  } {ferrozyme.checkpoints = 2}
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f64 {
    %ii = arith.index_cast %i : index to i64
    %pp = llvm.getelementptr %ptrs[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> f64
    %v2 = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %v2 : f64
    scf.yield %a : f64
  }
  return %s : f64
}

// A callee linking two nodes; replayed (--calls=replay), it stores no
// shadows of the `next` pointers the caller's walk loads (reader-50: a
// shadow read outside every allocation before). Augmented, it works.
llvm.func @link2(%nodes: !llvm.ptr, %x: f64) {
  %null = llvm.mlir.zero : !llvm.ptr
  %v0 = llvm.getelementptr %nodes[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %x, %v0 : f64, !llvm.ptr
  %x2 = llvm.fmul %x, %x : f64
  %v1 = llvm.getelementptr %nodes[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %x2, %v1 : f64, !llvm.ptr
  %n1 = llvm.getelementptr %nodes[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %f0 = llvm.getelementptr %nodes[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %n1, %f0 : !llvm.ptr, !llvm.ptr
  %f1 = llvm.getelementptr %nodes[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  llvm.store %null, %f1 : !llvm.ptr, !llvm.ptr
  llvm.return
}
llvm.func @linked_walk(%x: f64, %y: f64) -> f64 {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %null = llvm.mlir.zero : !llvm.ptr
  %nodes = llvm.alloca %c2 x !llvm.struct<(f64, ptr)> : (i64) -> !llvm.ptr
  llvm.call @link2(%nodes, %x) : (!llvm.ptr, f64) -> ()
  llvm.br ^h(%nodes, %z : !llvm.ptr, f64)
^h(%p: !llvm.ptr, %s: f64):
  %pn = llvm.icmp "eq" %p, %null : !llvm.ptr
  llvm.cond_br %pn, ^exit, ^body
^body:
  %vp = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %v = llvm.load %vp : !llvm.ptr -> f64
  %sv = llvm.fmul %s, %y : f64
  %s2 = llvm.fadd %sv, %v : f64
  %pnp = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, ptr)>
  %pn2 = llvm.load %pnp : !llvm.ptr -> !llvm.ptr
  llvm.br ^h(%pn2, %s2 : !llvm.ptr, f64)
^exit:
  llvm.return %s : f64
}

// A float stored into an array of pointers through an alias of its
// address (which escapes into memory), loaded back as a pointer and moved
// into float memory: punning (the array's slots are trusted to be
// pointers only where no pointer of unknown origin can reach it).
func.func @pun_ptr_array_esc(%x: f64, %y: f64) -> f64 {
  %i2 = llvm.mlir.constant(2 : i64) : i64
  %ptrs = llvm.alloca %i2 x !llvm.ptr : (i64) -> !llvm.ptr
  %hold = llvm.alloca %i2 x !llvm.ptr : (i64) -> !llvm.ptr
  %out = llvm.alloca %i2 x f64 : (i64) -> !llvm.ptr
  llvm.store %ptrs, %hold : !llvm.ptr, !llvm.ptr
  %alias = llvm.load %hold : !llvm.ptr -> !llvm.ptr
  %xy = arith.mulf %x, %y : f64
  llvm.store %xy, %alias : f64, !llvm.ptr
  %bits = llvm.load %ptrs : !llvm.ptr -> !llvm.ptr
  llvm.store %bits, %out : !llvm.ptr, !llvm.ptr
  %v = llvm.load %out : !llvm.ptr -> f64
  %r = arith.mulf %v, %x : f64
  return %r : f64
}
