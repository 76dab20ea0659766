// Reverse mode through calls whose callees write memory (the
// overwritten-arguments analysis and its snapshots). Format: see loops.mlir.
// Every point is also checked for the memory the derivative leaves behind:
// it must be what the primal leaves (the replays of callees must not show).

// Enzyme's func_call_write: the callee stores its scalar argument into a
// dup memref and loads it back.
// rev @call_write dup,active : [0.5]; 1.3 | [-2.0]; 0.25
func.func @call_write(%a: memref<1xf64>, %b: f64) -> f64 {
  %0 = func.call @store_load(%a, %b) : (memref<1xf64>, f64) -> f64
  %1 = arith.mulf %0, %b : f64
  return %1 : f64
}
func.func private @store_load(%a: memref<1xf64>, %b: f64) -> f64 {
  %c0 = arith.constant 0 : index
  memref.store %b, %a[%c0] : memref<1xf64>
  %0 = memref.load %a[%c0] : memref<1xf64>
  %1 = math.sin %0 : f64
  return %1 : f64
}

// The callee loads, scales and stores in place (Enzyme's
// llvm_call_overwritten, with memrefs); the caller reads the buffer after.
// rev @scale_after dup,dup,active : [0.7, -0.3]; [0.0, 0.0]; 1.5 | [2.0, 0.5]; [1.0, -1.0]; -0.4
func.func @scale_after(%x: memref<2xf64>, %out: memref<2xf64>, %f: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tmp = memref.alloca() : memref<2xf64>
  %v0 = memref.load %x[%c0] : memref<2xf64>
  %v1 = memref.load %x[%c1] : memref<2xf64>
  memref.store %v0, %tmp[%c0] : memref<2xf64>
  memref.store %v1, %tmp[%c1] : memref<2xf64>
  func.call @scale(%tmp, %f) : (memref<2xf64>, f64) -> ()
  %r0 = memref.load %tmp[%c0] : memref<2xf64>
  %r1 = memref.load %tmp[%c1] : memref<2xf64>
  %p = arith.mulf %r0, %r1 : f64
  memref.store %p, %out[%c0] : memref<2xf64>
  memref.store %r1, %out[%c1] : memref<2xf64>
  return
}
func.func private @scale(%p: memref<2xf64>, %f: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %p[%i] : memref<2xf64>
    %s = arith.mulf %v, %f : f64
    %e = math.sin %s : f64
    memref.store %e, %p[%i] : memref<2xf64>
  }
  return
}

// A callee called in a loop, overwriting its input buffer every iteration.
// rev @scale_loop dup,active,const : [0.7, -0.3]; 0.9; 5 | [0.2, 1.1]; -1.2; 3 | [0.2, 1.1]; 0.5; 0
func.func @scale_loop(%x: memref<2xf64>, %f: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    func.call @scale(%x, %f) : (memref<2xf64>, f64) -> ()
    %v = memref.load %x[%c0] : memref<2xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r : f64
}

// The caller overwrites the buffer after a call that only reads it.
// rev @overwrite_after dup,active : [0.7, -0.3, 1.5]; 0.6 | [-1.0, 0.25, 2.0]; 1.7
func.func @overwrite_after(%x: memref<3xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d = func.call @dot_self(%x, %s) : (memref<3xf64>, f64) -> f64
  memref.store %d, %x[%c0] : memref<3xf64>
  %q = math.cos %s : f64
  memref.store %q, %x[%c2] : memref<3xf64>
  %e = func.call @dot_self(%x, %d) : (memref<3xf64>, f64) -> f64
  return %e : f64
}
func.func private @dot_self(%x: memref<3xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %s) -> (f64) {
    %v = memref.load %x[%i] : memref<3xf64>
    %p = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %p : f64
    scf.yield %a : f64
  }
  return %r : f64
}

// Two writing calls on the same buffer, the second reading what the
// first wrote.
// rev @two_calls dup,active,active : [0.7, -0.3]; 1.1; 0.4 | [1.5, 0.5]; -0.8; 2.0
func.func @two_calls(%x: memref<2xf64>, %f: f64, %g: f64) -> f64 {
  %c1 = arith.constant 1 : index
  func.call @scale(%x, %f) : (memref<2xf64>, f64) -> ()
  func.call @scale(%x, %g) : (memref<2xf64>, f64) -> ()
  %v = memref.load %x[%c1] : memref<2xf64>
  %w = arith.mulf %v, %f : f64
  return %w : f64
}

// Recursion that writes memory: x[0] ← sin(x[0] · f), n times, by recursion.
// rev @rec_scale dup,active,const : [0.7, -0.3]; 0.9; 4 | [1.2, 0.4]; -0.6; 1
func.func @rec_scale(%x: memref<2xf64>, %f: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  scf.if %done {
  } else {
    %v = memref.load %x[%c0] : memref<2xf64>
    %s = arith.mulf %v, %f : f64
    %e = math.sin %s : f64
    memref.store %e, %x[%c0] : memref<2xf64>
    %m = arith.subi %n, %c1 : index
    func.call @rec_scale(%x, %f, %m) : (memref<2xf64>, f64, index) -> ()
  }
  return
}
// The recursive writer called from a loop-free caller that reads the result.
// rev @rec_caller dup,active : [0.7, -0.3]; 0.9 | [-0.4, 1.3]; 1.4
func.func @rec_caller(%x: memref<2xf64>, %f: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  func.call @rec_scale(%x, %f, %c3) : (memref<2xf64>, f64, index) -> ()
  %v = memref.load %x[%c0] : memref<2xf64>
  %w = arith.mulf %v, %v : f64
  return %w : f64
}

// An in-place Euler integrator whose step is a callee that updates the
// state buffer (dynamic size), 200 steps.
// rev @euler_calls dup,active,const step=1e-7 tol=1e-5 : [0.3, -0.2, 0.0, 0.1]; 0.05; 200
func.func @euler_calls(%u: memref<?xf64>, %h: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %t = %c0 to %n step %c1 {
    func.call @euler_step(%u, %h) : (memref<?xf64>, f64) -> ()
  }
  return
}
func.func private @euler_step(%u: memref<?xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %d = arith.subf %b, %a : f64
    %s = math.sin %d : f64
    %k = arith.mulf %s, %h : f64
    %na = arith.addf %a, %k : f64
    memref.store %na, %u[%i] : memref<?xf64>
  }
  return
}

// A const buffer of integers (indices) that the caller overwrites after
// the call: the callee's replay must see the old indices.
// rev @gather_then_shuffle dup,const,active : [0.5, -1.0, 2.0]; [2, 0, 1]; 0.7
func.func @gather_then_shuffle(%x: memref<3xf64>, %idx: memref<3xindex>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = func.call @gather_sum(%x, %idx, %s) : (memref<3xf64>, memref<3xindex>, f64) -> f64
  memref.store %c1, %idx[%c0] : memref<3xindex>
  %h = func.call @gather_sum(%x, %idx, %g) : (memref<3xf64>, memref<3xindex>, f64) -> f64
  return %h : f64
}
func.func private @gather_sum(%x: memref<3xf64>, %idx: memref<3xindex>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %s) -> (f64) {
    %j = memref.load %idx[%i] : memref<3xindex>
    %v = memref.load %x[%j] : memref<3xf64>
    %p = arith.mulf %v, %acc : f64
    %q = math.sin %p : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  return %r : f64
}

// A callee that writes a const global counter (not active): its replay
// must not count twice; the derivative is unaffected by it.
// rev @count_calls dup,active : [0.5, -1.0]; 0.3
memref.global "private" @counter : memref<1xindex> = dense<0>
func.func @count_calls(%x: memref<2xf64>, %f: f64) -> f64 {
  %c0 = arith.constant 0 : index
  func.call @scale_counted(%x, %f) : (memref<2xf64>, f64) -> ()
  func.call @scale_counted(%x, %f) : (memref<2xf64>, f64) -> ()
  %v = memref.load %x[%c0] : memref<2xf64>
  return %v : f64
}
func.func private @scale_counted(%p: memref<2xf64>, %f: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @counter : memref<1xindex>
  %k = memref.load %g[%c0] : memref<1xindex>
  %k1 = arith.addi %k, %c1 : index
  memref.store %k1, %g[%c0] : memref<1xindex>
  func.call @scale(%p, %f) : (memref<2xf64>, f64) -> ()
  return
}

// A writing call in one branch of an scf.if; the caller reads after.
// rev @call_in_if dup,active,const : [0.5, 2.0]; 1.3; true | [0.5, 2.0]; 1.3; false
func.func @call_in_if(%m: memref<?xf64>, %x: f64, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  scf.if %c {
    func.call @scale_first(%m, %x) : (memref<?xf64>, f64) -> ()
  }
  %v = memref.load %m[%c0] : memref<?xf64>
  %w = arith.mulf %v, %x : f64
  return %w : f64
}
func.func private @scale_first(%m: memref<?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf64>
  %s = arith.mulf %v, %x : f64
  %e = math.sin %s : f64
  memref.store %e, %m[%c0] : memref<?xf64>
  return
}
func.func @read_counter() -> index {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @counter : memref<1xindex>
  %k = memref.load %g[%c0] : memref<1xindex>
  return %k : index
}

// Enzyme's llvm_call_overwritten, with results: a callee that loads,
// scales and stores through an !llvm.ptr, called on a stack buffer that
// the caller reads, overwrites, and passes again.
// rev @llvm_overwritten active,active : 0.7; 1.3 | -0.4; 0.8
llvm.func @llvm_scale2(%p: !llvm.ptr, %f: f64) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.fmul %v, %f : f64
  %e = llvm.intr.sin(%s) : (f64) -> f64
  llvm.store %e, %p : f64, !llvm.ptr
  %q = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %w = llvm.load %q : !llvm.ptr -> f64
  %t = llvm.fmul %w, %e : f64
  llvm.store %t, %q : f64, !llvm.ptr
  llvm.return
}
llvm.func @llvm_overwritten(%x: f64, %f: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %three = llvm.mlir.constant(3.0 : f64) : f64
  %tmp = llvm.alloca %c2 x f64 : (i64) -> !llvm.ptr
  %t1 = llvm.getelementptr %tmp[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %x, %tmp : f64, !llvm.ptr
  %xx = llvm.fmul %x, %x : f64
  llvm.store %xx, %t1 : f64, !llvm.ptr
  llvm.call @llvm_scale2(%tmp, %f) : (!llvm.ptr, f64) -> ()
  %a = llvm.load %tmp : !llvm.ptr -> f64
  %a3 = llvm.fmul %a, %three : f64
  llvm.store %a3, %tmp : f64, !llvm.ptr
  llvm.call @llvm_scale2(%tmp, %a) : (!llvm.ptr, f64) -> ()
  %r0 = llvm.load %tmp : !llvm.ptr -> f64
  %r1 = llvm.load %t1 : !llvm.ptr -> f64
  %r = llvm.fadd %r0, %r1 : f64
  llvm.return %r : f64
}

// A callee stores active values into a global that the caller then reads
// (the global gets a shadow global); called in a loop.
// rev @global_write active,const : 0.5; 3 | -1.2; 5 | 0.8; 0
memref.global "private" @stash_buf : memref<2xf64> = dense<0.0>
func.func private @stash(%x: f64, %i: index) {
  %c2 = arith.constant 2 : index
  %k = arith.remui %i, %c2 : index
  %g = memref.get_global @stash_buf : memref<2xf64>
  %s = math.sin %x : f64
  memref.store %s, %g[%k] : memref<2xf64>
  return
}
func.func @global_write(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %g = memref.get_global @stash_buf : memref<2xf64>
  memref.store %one, %g[%c0] : memref<2xf64>
  memref.store %one, %g[%c1] : memref<2xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f64) {
    %i64 = arith.index_cast %i : index to i64
    %fi = arith.sitofp %i64 : i64 to f64
    %xi = arith.mulf %acc, %fi : f64
    func.call @stash(%xi, %i) : (f64, index) -> ()
    %v = memref.load %g[%c0] : memref<2xf64>
    %w = memref.load %g[%c1] : memref<2xf64>
    %p = arith.mulf %v, %w : f64
    %a = arith.addf %acc, %p : f64
    scf.yield %a : f64
  }
  return %r : f64
}

// Reads what the previous run left in the global before storing into it:
// d/dx = the previous x. The shadow global must start each run at zero.
memref.global "private" @last : memref<1xf64> = dense<0.0>
func.func @read_previous(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @last : memref<1xf64>
  %v0 = memref.load %g[%c0] : memref<1xf64>
  memref.store %x, %g[%c0] : memref<1xf64>
  %v1 = memref.load %g[%c0] : memref<1xf64>
  %r = arith.mulf %v0, %v1 : f64
  return %r : f64
}

// The caller overwrites one element of a (dynamic-size) buffer that a
// callee read: the tape holds that element, not the buffer.
// rev @overwrite_one dup,active : [0.7, -0.3, 1.5, 0.2, -0.9]; 0.6
func.func @overwrite_one(%x: memref<?xf64>, %s: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %d = func.call @sum_sin(%x, %s) : (memref<?xf64>, f64) -> f64
  memref.store %d, %x[%c1] : memref<?xf64>
  %e = func.call @sum_sin(%x, %d) : (memref<?xf64>, f64) -> f64
  return %e : f64
}
func.func private @sum_sin(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %acc : f64
    %q = math.sin %p : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  return %r : f64
}

// llvm.select between floats and between pointers (llvm.func).
// rev @llvm_pick active,active : 0.7; 1.3 | 1.9; 0.4
llvm.func @llvm_pick(%x: f64, %y: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %a : f64, !llvm.ptr
  %yy = llvm.fmul %y, %y : f64
  llvm.store %yy, %b : f64, !llvm.ptr
  %c = llvm.fcmp "olt" %x, %y : f64
  %p = llvm.select %c, %a, %b : i1, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.select %c, %x, %yy : i1, f64
  %r = llvm.fmul %v, %s : f64
  llvm.return %r : f64
}

// A callee that updates one element of a large buffer in place, called in a
// loop: only that element changes, so the tape holds one scalar per
// iteration (not the buffer).
// rev @one_elem_loop dup,active,const : [0.5, -1.0, 2.0, 0.25, 1.5, -0.5, 0.75, 3.0]; 0.9; 6
func.func private @bump_first(%u: memref<8xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %a = memref.load %u[%c0] : memref<8xf64>
  %b = memref.load %u[%c7] : memref<8xf64>
  %p = arith.mulf %a, %b : f64
  %s = math.sin %p : f64
  %k = arith.mulf %s, %h : f64
  %n = arith.addf %a, %k : f64
  memref.store %n, %u[%c0] : memref<8xf64>
  return
}
func.func @one_elem_loop(%u: memref<8xf64>, %h: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %t = %c0 to %n step %c1 {
    func.call @bump_first(%u, %h) : (memref<8xf64>, f64) -> ()
  }
  %v = memref.load %u[%c0] : memref<8xf64>
  return %v : f64
}

// A callee updating one element in place (at a run-time index), called two
// loops down: one snapshot of the buffer per (outer, inner) iteration pair.
// rev @nested_calls dup,active,const : [0.5, -0.4, 0.8]; 0.9; 3 | [0.1, 0.7, -0.3]; -1.3; 2
func.func @nested_calls(%u: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c3 step %c1 {
      func.call @update_at(%u, %i, %x) : (memref<3xf64>, index, f64) -> ()
    }
  }
  %a = memref.load %u[%c0] : memref<3xf64>
  %b = memref.load %u[%c2] : memref<3xf64>
  %r = arith.mulf %a, %b : f64
  return %r : f64
}
func.func private @update_at(%u: memref<3xf64>, %i: index, %x: f64) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %h = arith.constant 0.5 : f64
  %v = memref.load %u[%i] : memref<3xf64>
  %ip = arith.addi %i, %c1 : index
  %j = arith.remui %ip, %c3 : index
  %w = memref.load %u[%j] : memref<3xf64>
  %p = arith.mulf %v, %w : f64
  %s = math.sin %p : f64
  %sx = arith.mulf %s, %x : f64
  %vh = arith.mulf %v, %h : f64
  %r = arith.addf %sx, %vh : f64
  memref.store %r, %u[%i] : memref<3xf64>
  return
}

// A callee that only writes its output (reads another buffer), called in a
// loop whose body reads the output back: the adjoint replays the callee's
// derivative without its stores to the output (reverse/replay.rs).
// rev @fill_loop dup,dup,active,const : [0.0, 0.0, 0.0]; [0.4, -0.2, 1.1]; 0.7; 4 | [1.0, 2.0, 3.0]; [0.5, 0.5, -0.5]; -1.3; 2
func.func @fill_loop(%out: memref<3xf64> {llvm.noalias}, %x: memref<3xf64> {llvm.noalias}, %s: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    func.call @fill_from(%out, %x, %s, %t) : (memref<3xf64>, memref<3xf64>, f64, index) -> ()
    %v = memref.load %out[%c1] : memref<3xf64>
    %w = memref.load %out[%c0] : memref<3xf64>
    %vw = arith.mulf %v, %w : f64
    %a = arith.addf %acc, %vw : f64
    scf.yield %a : f64
  }
  return %r : f64
}
func.func private @fill_from(%out: memref<3xf64>, %x: memref<3xf64>, %s: f64, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %kk = arith.index_cast %k : index to i64
  %kf = arith.sitofp %kk : i64 to f64
  scf.for %i = %c0 to %c3 step %c1 {
    %xv = memref.load %x[%i] : memref<3xf64>
    %p = arith.mulf %xv, %s : f64
    %q = arith.addf %p, %kf : f64
    %e = math.sin %q : f64
    %y = arith.mulf %e, %xv : f64
    memref.store %y, %out[%i] : memref<3xf64>
  }
  return
}

// Calls that overwrite what they read, in scf.if branches (nested too) of a
// loop body: snapshots are taken per iteration inside the branch.
// rev @cond_calls dup,active,const : [0.5, -0.3, 0.8]; 0.9; 5 | [0.2, 1.1, -0.4]; -1.2; 4
func.func @cond_calls(%u: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    scf.if %even {
      func.call @scale_sin(%u, %x) : (memref<3xf64>, f64) -> ()
    } else {
      %big = arith.cmpi ugt, %i, %c2 : index
      scf.if %big {
        func.call @scale_sin(%u, %x) : (memref<3xf64>, f64) -> ()
        func.call @scale_sin(%u, %x) : (memref<3xf64>, f64) -> ()
      }
    }
    %v = memref.load %u[%c1] : memref<3xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r : f64
}
func.func private @scale_sin(%u: memref<3xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %u[%i] : memref<3xf64>
    %p = arith.mulf %v, %x : f64
    %s = math.sin %p : f64
    %w = arith.addf %s, %v : f64
    memref.store %w, %u[%i] : memref<3xf64>
  }
  return
}

// The same with the branch decided by memory the calls overwrite.
// rev @cond_mem dup,active,const : [0.5, -0.3, 0.8]; 0.9; 5 | [-0.2, 1.1, -0.4]; -1.2; 4 | [0.3, 0.2, 0.1]; 2.5; 6
func.func @cond_mem(%u: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %u0 = memref.load %u[%c0] : memref<3xf64>
    %even = arith.cmpf ogt, %u0, %z : f64
    scf.if %even {
      func.call @scale_sin(%u, %x) : (memref<3xf64>, f64) -> ()
    } else {
      %big = arith.cmpi ugt, %i, %c2 : index
      scf.if %big {
        func.call @scale_sin(%u, %x) : (memref<3xf64>, f64) -> ()
        func.call @scale_sin(%u, %x) : (memref<3xf64>, f64) -> ()
      }
    }
    %v = memref.load %u[%c1] : memref<3xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r : f64
}

// A callee that updates one element at a run-time index, called in a loop
// that comes back to elements it changed: the call logs the element it
// reads and writes (value and index, 16 bytes per iteration) instead of a
// copy of the 128-byte buffer per iteration.
// rev @bump_loop dup,active,const : [0.1, 0.2, -0.3, 0.4, 0.5, -0.6, 0.7, 0.8, 0.9, -1.0, 1.1, 1.2, -0.2, 0.3, 0.05, 0.6]; 0.9; 40 | [0.3, -0.2, 0.1, 0.0, 0.5, 0.6, -0.7, 0.8, 0.2, 0.1, -0.1, 0.4, 0.2, 0.3, 0.7, -0.6]; -1.2; 7
func.func @bump_loop(%s: memref<16xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f64
  scf.for %k = %c0 to %n step %c1 {
    %t = arith.muli %k, %c7 : index
    %i = arith.remui %t, %c16 : index
    func.call @bump(%s, %i, %x) : (memref<16xf64>, index, f64) -> ()
  }
  %sum = scf.for %k = %c0 to %c16 step %c1 iter_args(%a = %zero) -> (f64) {
    %v = memref.load %s[%k] : memref<16xf64>
    %w = arith.mulf %v, %v : f64
    %b = arith.addf %a, %w : f64
    scf.yield %b : f64
  }
  return %sum : f64
}
func.func private @bump(%s: memref<16xf64>, %i: index, %x: f64) {
  %v = memref.load %s[%i] : memref<16xf64>
  %w = arith.mulf %v, %x : f64
  %u = math.sin %w : f64
  %z = arith.addf %u, %v : f64
  memref.store %z, %s[%i] : memref<16xf64>
  return
}

// The same at the top level, twice on one element, and with a callee whose
// accesses depend on a branch (entries of the branch not taken are skipped);
// the buffer has a dynamic size, so a copy's size is unknown: always a log.
// rev @bump_branches dup,active,const : [0.1, -0.2, 0.3, 0.4, -0.5]; 0.9; 3 | [0.6, 0.2, -0.3, 0.1, 0.7]; -1.3; 4 | [0.6, 0.2, -0.3, 0.1, 0.7]; 0.7; 1
func.func @bump_branches(%s: memref<?xf64>, %x: f64, %i: index) -> f64 {
  func.call @bump_if(%s, %i, %x) : (memref<?xf64>, index, f64) -> ()
  func.call @bump_if(%s, %i, %x) : (memref<?xf64>, index, f64) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %s, %c0 : memref<?xf64>
  %sum = scf.for %k = %c0 to %n step %c1 iter_args(%a = %zero) -> (f64) {
    %v = memref.load %s[%k] : memref<?xf64>
    %w = arith.mulf %v, %v : f64
    %b = arith.addf %a, %w : f64
    scf.yield %b : f64
  }
  return %sum : f64
}
func.func private @bump_if(%s: memref<?xf64>, %i: index, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %v = memref.load %s[%i] : memref<?xf64>
  %pos = arith.cmpf ogt, %v, %zero : f64
  scf.if %pos {
    %n = memref.dim %s, %c0 : memref<?xf64>
    %j0 = arith.addi %i, %c1 : index
    %j = arith.remui %j0, %n : index
    %w = memref.load %s[%j] : memref<?xf64>
    %p = arith.mulf %w, %x : f64
    %q = math.sin %v : f64
    %r = arith.addf %p, %q : f64
    memref.store %r, %s[%j] : memref<?xf64>
    memref.store %p, %s[%i] : memref<?xf64>
  } else {
    %p = arith.mulf %v, %x : f64
    %q = math.cos %p : f64
    memref.store %q, %s[%i] : memref<?xf64>
  }
  return
}

// Calls that overwrite what they read, three loops down: one snapshot per
// iteration of the nest (a copy for @scale_sin, an access log for @bump,
// called in a branch), beside loads of written memory at two depths.
// rev @deep_calls dup,dup,active,const : [0.5, -0.3, 0.8]; [0.1, 0.2, -0.3, 0.4, 0.5, -0.6, 0.7, 0.8, 0.9, -1.0, 1.1, 1.2, -0.2, 0.3, 0.05, 0.6]; 0.9; 2 | [-0.4, 0.6, 0.2]; [0.3, -0.2, 0.1, 0.0, 0.5, 0.6, -0.7, 0.8, 0.2, 0.1, -0.1, 0.4, 0.2, 0.3, 0.7, -0.6]; -0.7; 1
func.func @deep_calls(%u: memref<3xf64>, %s: memref<16xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      %v = memref.load %u[%i] : memref<3xf64>
      scf.for %j = %c0 to %c3 step %c1 {
        func.call @scale_sin(%u, %x) : (memref<3xf64>, f64) -> ()
        %i3 = arith.muli %i, %c3 : index
        %ij = arith.addi %i3, %j : index
        %ijt = arith.addi %ij, %t : index
        %k = arith.remui %ijt, %c16 : index
        %w = memref.load %u[%j] : memref<3xf64>
        %pos = arith.cmpf ogt, %w, %z : f64
        scf.if %pos {
          func.call @bump(%s, %k, %v) : (memref<16xf64>, index, f64) -> ()
        }
      }
    }
  }
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %u[%i] : memref<3xf64>
    %w = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %w : f64
    scf.yield %a : f64
  }
  %r2 = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %r) -> (f64) {
    %v = memref.load %s[%i] : memref<16xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r2 : f64
}

// A callee updating three neighbours of a run-time index in a loop with
// constant bounds, one of them only in a branch: the call logs its six
// entries (execution order, 96 bytes) instead of copying 128 bytes; the
// branch not taken leaves its entries marked unwritten.
// rev @smooth_loop dup,active,const : [0.1, 0.2, -0.3, 0.4, 0.5, -0.6, 0.7, 0.8, 0.9, -1.0, 1.1, 1.2, -0.2, 0.3, 0.05, 0.6]; 0.9; 9 | [0.3, -0.2, 0.1, 0.0, 0.5, 0.6, -0.7, 0.8, 0.2, 0.1, -0.1, 0.4, 0.2, 0.3, 0.7, -0.6]; -1.2; 4
func.func @smooth_loop(%u: memref<16xf64>, %h: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    %p = arith.muli %t, %c5 : index
    %i = arith.remui %p, %c16 : index
    func.call @smooth3(%u, %i, %h) : (memref<16xf64>, index, f64) -> ()
  }
  %r = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %u[%k] : memref<16xf64>
    %w = arith.mulf %v, %v : f64
    %a = arith.addf %acc, %w : f64
    scf.yield %a : f64
  }
  return %r : f64
}
func.func private @smooth3(%u: memref<16xf64>, %i: index, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f64
  scf.for %k = %c0 to %c3 step %c1 {
    %ik = arith.addi %i, %k : index
    %j = arith.remui %ik, %c16 : index
    %v = memref.load %u[%j] : memref<16xf64>
    %pos = arith.cmpf ogt, %v, %zero : f64
    scf.if %pos {
      %j2 = arith.addi %j, %c3 : index
      %j3 = arith.remui %j2, %c16 : index
      %w = memref.load %u[%j3] : memref<16xf64>
      %s = math.sin %v : f64
      %x = arith.mulf %s, %h : f64
      %y = arith.addf %w, %x : f64
      memref.store %y, %u[%j3] : memref<16xf64>
      %n2 = arith.mulf %v, %h : f64
      memref.store %n2, %u[%j] : memref<16xf64>
    } else {
      %c = math.cos %v : f64
      %n2 = arith.mulf %c, %h : f64
      memref.store %n2, %u[%j] : memref<16xf64>
    }
  }
  return
}

// Enzyme's llvm_call_global, with the global really overwritten: the
// callee reads an llvm.mlir.global that the caller changes between the two
// calls and puts back at the end; each call's replay needs the value it
// read, so the global (8 bytes, a known extent) is snapshotted.
// rev @global_between active,active : 0.7; 1.3 | -0.4; 0.8
llvm.mlir.global internal @gscale(1.5 : f64) : f64
llvm.func @scale_g(%p: !llvm.ptr, %f: f64) {
  %g = llvm.mlir.addressof @gscale : !llvm.ptr
  %c = llvm.load %g : !llvm.ptr -> f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.fmul %v, %f : f64
  %t = llvm.fmul %s, %c : f64
  %e = llvm.intr.sin(%t) : (f64) -> f64
  llvm.store %e, %p : f64, !llvm.ptr
  llvm.return
}
llvm.func @global_between(%x: f64, %f: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2.0 : f64) : f64
  %orig = llvm.mlir.constant(1.5 : f64) : f64
  %tmp = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %tmp : f64, !llvm.ptr
  llvm.call @scale_g(%tmp, %f) : (!llvm.ptr, f64) -> ()
  %g = llvm.mlir.addressof @gscale : !llvm.ptr
  llvm.store %two, %g : f64, !llvm.ptr
  llvm.call @scale_g(%tmp, %f) : (!llvm.ptr, f64) -> ()
  llvm.store %orig, %g : f64, !llvm.ptr
  %r = llvm.load %tmp : !llvm.ptr -> f64
  %r2 = llvm.fmul %r, %x : f64
  llvm.return %r2 : f64
}

// Recursion writing memory whose results are used after the call: the
// call sits in a branch of an scf.if, its results recorded there.
// rev @rec_cos_scale dup,const : [0.3, 0.5, 0.7, 0.2]; 3 | [0.9, -0.4, 0.1, 0.6]; 0 | [0.3, 0.5, 0.7, 0.2]; 2
func.func @rec_cos_scale(%u: memref<?xf64>, %i: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %stop = arith.cmpi eq, %i, %c0 : index
  %r = scf.if %stop -> (f64) {
    %a = memref.load %u[%c0] : memref<?xf64>
    scf.yield %a : f64
  } else {
    %a = memref.load %u[%i] : memref<?xf64>
    %sq = arith.mulf %a, %a : f64
    %cs = math.cos %sq : f64
    memref.store %cs, %u[%i] : memref<?xf64>
    %j = arith.subi %i, %c1 : index
    %s = func.call @rec_cos_scale(%u, %j) : (memref<?xf64>, index) -> f64
    %b = memref.load %u[%i] : memref<?xf64>
    %m = arith.mulf %s, %b : f64
    %e = math.exp %m : f64
    memref.store %e, %u[%j] : memref<?xf64>
    scf.yield %m : f64
  }
  return %r : f64
}

// Two results (a value and a count) of a memory-writing call in a branch.
func.func private @squash(%u: memref<?xf64>, %k: index) -> (f64, index) {
  %c1 = arith.constant 1 : index
  %a = memref.load %u[%k] : memref<?xf64>
  %t = math.tanh %a : f64
  memref.store %t, %u[%k] : memref<?xf64>
  %k1 = arith.addi %k, %c1 : index
  return %t, %k1 : f64, index
}
// rev @branch_results dup,active,const : [0.3, 0.5, 0.7]; 0.8; 1 | [0.3, 0.5, 0.7]; 0.8; 0
func.func @branch_results(%u: memref<?xf64>, %x: f64, %flag: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %r = scf.if %flag -> (f64) {
    %t, %k = func.call @squash(%u, %c0) : (memref<?xf64>, index) -> (f64, index)
    %v = memref.load %u[%k] : memref<?xf64>
    %p = arith.mulf %t, %v : f64
    %q = arith.mulf %p, %x : f64
    memref.store %q, %u[%k] : memref<?xf64>
    scf.yield %q : f64
  } else {
    scf.yield %x : f64
  }
  %w = memref.load %u[%c0] : memref<?xf64>
  %o = arith.mulf %r, %w : f64
  return %o : f64
}

// Divide and conquer writing memory: each half is updated by a recursive
// call (in a branch, results used), then the halves' boundary is mixed.
// rev @dc dup,const,const : [0.3, 0.5, 0.7, 0.2, 0.9]; 0; 5 | [0.3, 0.5, 0.7, 0.2, 0.9, 0.1, -0.4, 0.6]; 1; 7
func.func @dc(%u: memref<?xf64>, %lo: index, %hi: index) -> f64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %len = arith.subi %hi, %lo : index
  %small = arith.cmpi sle, %len, %c1 : index
  %r = scf.if %small -> (f64) {
    %a = memref.load %u[%lo] : memref<?xf64>
    %s = math.sin %a : f64
    memref.store %s, %u[%lo] : memref<?xf64>
    scf.yield %s : f64
  } else {
    %h = arith.divui %len, %c2 : index
    %mid = arith.addi %lo, %h : index
    %l = func.call @dc(%u, %lo, %mid) : (memref<?xf64>, index, index) -> f64
    %rr = func.call @dc(%u, %mid, %hi) : (memref<?xf64>, index, index) -> f64
    %m1 = arith.subi %mid, %c1 : index
    %a = memref.load %u[%m1] : memref<?xf64>
    %b = memref.load %u[%mid] : memref<?xf64>
    %ab = arith.mulf %a, %b : f64
    %na = arith.addf %a, %ab : f64
    memref.store %na, %u[%m1] : memref<?xf64>
    %t = arith.mulf %l, %rr : f64
    %t2 = arith.addf %t, %ab : f64
    scf.yield %t2 : f64
  }
  return %r : f64
}
// The recursion called in an scf.while and in an scf.for.
// rev @dc_while dup,const,const : [0.3, 0.5, 0.7, 0.2, 0.9]; 5; 3 | [0.3, 0.5, 0.7]; 3; 0
func.func @dc_while(%u: memref<?xf64>, %n: index, %k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %go = arith.cmpi slt, %i, %k : index
    scf.condition(%go) %i, %acc : index, f64
  } do {
  ^bb0(%i: index, %acc: f64):
    %v = func.call @dc(%u, %c0, %n) : (memref<?xf64>, index, index) -> f64
    %a1 = arith.addf %acc, %v : f64
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %a1 : index, f64
  }
  return %r#1 : f64
}
// rev @dc_loop dup,const : [0.3, 0.5, 0.7, 0.2, 0.9, 0.1]; 6 | [0.3, 0.5, 0.7, 0.2]; 4
func.func @dc_loop(%u: memref<?xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %half = arith.divui %n, %c2 : index
  %r = scf.for %i = %c0 to %half step %c1 iter_args(%acc = %z) -> (f64) {
    %lo = arith.muli %i, %c2 : index
    %hi = arith.addi %lo, %c2 : index
    %v = func.call @dc(%u, %lo, %hi) : (memref<?xf64>, index, index) -> f64
    %a1 = arith.addf %acc, %v : f64
    scf.yield %a1 : f64
  }
  return %r : f64
}

// A buffer freed in both branches of an scf.if, after two calls that
// update it, which a replay reads again (reader-7 report 1).
// rev @free_both_branches dup,const : [0.3, 0.5, -0.7]; 1 | [0.3, 0.5, -0.7]; 0
func.func private @use_twice_callee(%m: memref<3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = memref.load %m[%c0] : memref<3xf64>
  %w = memref.load %m[%c1] : memref<3xf64>
  %uw = arith.mulf %u, %w : f64
  %s = math.sin %uw : f64
  memref.store %s, %m[%c0] : memref<3xf64>
  return %s : f64
}
func.func @free_both_branches(%x: memref<3xf64>, %c: i1) -> f64 {
  %m = memref.alloc() : memref<3xf64>
  memref.copy %x, %m : memref<3xf64> to memref<3xf64>
  %r = func.call @use_twice_callee(%m) : (memref<3xf64>) -> f64
  %r2 = func.call @use_twice_callee(%m) : (memref<3xf64>) -> f64
  %y = arith.mulf %r, %r2 : f64
  scf.if %c {
    memref.dealloc %m : memref<3xf64>
  } else {
    memref.dealloc %m : memref<3xf64>
  }
  return %y : f64
}

// A buffer a replayed call updates, freed two scf.if levels deep
// (reader-8 report 1).
func.func private @step_twice(%m: memref<2xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = memref.load %m[%c0] : memref<2xf64>
  %w = memref.load %m[%c1] : memref<2xf64>
  %uw = arith.mulf %u, %w : f64
  %s = math.sin %uw : f64
  memref.store %s, %m[%c1] : memref<2xf64>
  return
}
// rev @nested_free dup,const : [0.3, 0.5]; 1 | [0.3, 0.5]; 0
func.func @nested_free(%x: memref<2xf64>, %c: i1) -> f64 {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf64>
  memref.copy %x, %m : memref<2xf64> to memref<2xf64>
  func.call @step_twice(%m) : (memref<2xf64>) -> ()
  %y = memref.load %m[%c1] : memref<2xf64>
  %t = arith.constant true
  scf.if %t {
    scf.if %t {
      memref.dealloc %m : memref<2xf64>
    }
  }
  return %y : f64
}
