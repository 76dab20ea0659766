// Pointer memory that a call in an scf.while reads and a later run
// overwrites (format: see loops.mlir): an llvm.alloca defined before the
// loop, or an llvm.mlir.global (holding derivatives: its shadow is a zero
// llvm.mlir.global, @global_while). The call is replayed in the reverse sweep
// (its callee loops: its tape would hold buffers), so the memory is saved
// per run, as rows of its bytes in a heap buffer (malloc) that doubles
// with the while's other records and is freed after the reverse sweep.
// All were refused before ("pointer memory is not saved per run yet").
// Not in the checkpointed runs: @c_block_step's loop writes memory of
// unknown extent (a pointer argument), which a checkpoint cannot copy.

// A callee updating the memory behind a pointer twice.
func.func private @ptr_step(%p: !llvm.ptr, %x: f64) {
  %tmp = memref.alloca() : memref<1xf64>
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
// n runs (40: the rows grow from 16 twice).
// rev @ptr_call_in_while active,const : 0.7; 3 | 1.3; 40 | 0.4; 0
func.func @ptr_call_in_while(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %p : f64, !llvm.ptr
  %r = scf.while (%t = %c0) : (index) -> index {
    %go = arith.cmpi slt, %t, %n : index
    scf.condition(%go) %t : index
  } do {
  ^bb0(%t: index):
    func.call @ptr_step(%p, %x) : (!llvm.ptr, f64) -> ()
    %t1 = arith.addi %t, %c1 : index
    scf.yield %t1 : index
  }
  %v = llvm.load %p : !llvm.ptr -> f64
  return %v : f64
}

// C as clang writes it: explicit Euler steps on a local array of three
// doubles until t passes tend (a loop in branches, an scf.while once
// structured), the step a function of (pointer, length, step size) with
// a scratch variable (it keeps the step from being inlined).
llvm.func @c_euler_step(%u: !llvm.ptr, %n: i64, %h: f64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %scratch = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %go = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %go, ^body, ^exit
^body:
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %hs = llvm.fmul %h, %s : f64
  llvm.store %hs, %scratch : f64, !llvm.ptr
  %hs2 = llvm.load %scratch : !llvm.ptr -> f64
  %w = llvm.fadd %v, %hs2 : f64
  llvm.store %w, %p : f64, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1 : i64)
^exit:
  llvm.return
}
// rev @c_adaptive active,active,active,const : 0.3; -0.5; 0.9; 0.45 | 1.2; 0.1; -0.7; 2.05
llvm.func @c_adaptive(%a: f64, %b: f64, %c: f64, %tend: f64) -> f64 {
  %n = llvm.mlir.constant(3 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %h = llvm.mlir.constant(0.1 : f64) : f64
  %t0 = llvm.mlir.constant(0.0 : f64) : f64
  %u = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  %p2 = llvm.getelementptr %u[%two] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %c, %p2 : f64, !llvm.ptr
  llvm.br ^loop(%t0 : f64)
^loop(%t: f64):
  %go = llvm.fcmp "olt" %t, %tend : f64
  llvm.cond_br %go, ^body, ^exit
^body:
  llvm.call @c_euler_step(%u, %n, %h) : (!llvm.ptr, i64, f64) -> ()
  %t1 = llvm.fadd %t, %h : f64
  llvm.br ^loop(%t1 : f64)
^exit:
  %x = llvm.load %u : !llvm.ptr -> f64
  %y = llvm.load %p1 : !llvm.ptr -> f64
  %z = llvm.load %p2 : !llvm.ptr -> f64
  %xy = llvm.fmul %x, %y : f64
  %r = llvm.fadd %xy, %z : f64
  llvm.return %r : f64
}

// The same with a step of one block looping with scf.for over the array
// (not inlined: the loop's call is replayed from a copy of the local
// array per run).
func.func private @c_block_step(%u: !llvm.ptr, %n: i64, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %scratch = memref.alloca() : memref<1xf64>
  %nn = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %nn step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = llvm.getelementptr %u[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %v = llvm.load %p : !llvm.ptr -> f64
    %s = math.sin %v : f64
    %hs = arith.mulf %h, %s : f64
    memref.store %hs, %scratch[%c0] : memref<1xf64>
    %hs2 = memref.load %scratch[%c0] : memref<1xf64>
    %w = arith.addf %v, %hs2 : f64
    llvm.store %w, %p : f64, !llvm.ptr
  }
  return
}
// rev @c_adaptive_block active,active,const : 0.3; -0.5; 0.45 | 1.2; 0.1; 2.05
llvm.func @c_adaptive_block(%a: f64, %b: f64, %tend: f64) -> f64 {
  %n = llvm.mlir.constant(2 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %h = llvm.mlir.constant(0.1 : f64) : f64
  %t0 = llvm.mlir.constant(0.0 : f64) : f64
  %u = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  llvm.br ^loop(%t0 : f64)
^loop(%t: f64):
  %go = llvm.fcmp "olt" %t, %tend : f64
  llvm.cond_br %go, ^body, ^exit
^body:
  func.call @c_block_step(%u, %n, %h) : (!llvm.ptr, i64, f64) -> ()
  %t1 = llvm.fadd %t, %h : f64
  llvm.br ^loop(%t1 : f64)
^exit:
  %x = llvm.load %u : !llvm.ptr -> f64
  %y = llvm.load %p1 : !llvm.ptr -> f64
  %r = llvm.fmul %x, %y : f64
  llvm.return %r : f64
}

// State in an llvm.mlir.global, updated by a callee that names it, until
// its first element passes a threshold (at most 50 runs). Active llvm
// globals were refused in both modes.
llvm.mlir.global internal @wstate(dense<[0.0, 0.0]> : tensor<2xf64>) : !llvm.array<2 x f64>
func.func private @global_step(%k: f64) {
  %g = llvm.mlir.addressof @wstate : !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %j = %c0 to %c2 step %c1 {
    %jj = arith.index_cast %j : index to i64
    %p = llvm.getelementptr %g[0, %jj] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x f64>
    %v = llvm.load %p : !llvm.ptr -> f64
    %s = math.cos %v : f64
    %ks = arith.mulf %k, %s : f64
    %w = arith.addf %v, %ks : f64
    llvm.store %w, %p : f64, !llvm.ptr
  }
  return
}
// rev @global_while active,active,const : 0.2; 0.3; 1.5 | -0.4; 0.25; 3.1
func.func @global_while(%x: f64, %k: f64, %lim: f64) -> f64 {
  %g = llvm.mlir.addressof @wstate : !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %g1 = llvm.getelementptr %g[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f64>
  llvm.store %x, %g : f64, !llvm.ptr
  llvm.store %k, %g1 : f64, !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c50 = arith.constant 50 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %v = llvm.load %g : !llvm.ptr -> f64
    %below = arith.cmpf olt, %v, %lim : f64
    %room = arith.cmpi slt, %i, %c50 : index
    %go = arith.andi %below, %room : i1
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    func.call @global_step(%k) : (f64) -> ()
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1 : index
  }
  %a = llvm.load %g : !llvm.ptr -> f64
  %b = llvm.load %g1 : !llvm.ptr -> f64
  %ab = arith.mulf %a, %b : f64
  return %ab : f64
}

// A C driver with the state on its stack, an integrator taking it as a
// pointer (memory of unknown extent there: its step's per-run copy cannot
// be made, so its derivative fails on its own), the step of one block.
// The driver is differentiated again with the integrator inlined, where
// the state is an llvm.alloca of known extent (it was refused).
llvm.func @c_integrate(%u: !llvm.ptr, %n: i64, %steps: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %h = llvm.mlir.constant(0.1 : f64) : f64
  llvm.br ^loop(%c0 : i64)
^loop(%s: i64):
  %go = llvm.icmp "slt" %s, %steps : i64
  llvm.cond_br %go, ^body, ^exit
^body:
  func.call @c_block_step(%u, %n, %h) : (!llvm.ptr, i64, f64) -> ()
  %s1 = llvm.add %s, %c1 : i64
  llvm.br ^loop(%s1 : i64)
^exit:
  %a = llvm.load %u : !llvm.ptr -> f64
  llvm.return %a : f64
}
// rev @c_drive active,active,const : 0.3; 0.7; 4 | -1.1; 0.4; 0
llvm.func @c_drive(%a: f64, %b: f64, %steps: i64) -> f64 {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %u = llvm.alloca %c2 x f64 : (i64) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  %r = llvm.call @c_integrate(%u, %c2, %steps) : (!llvm.ptr, i64, i64) -> f64
  %y = llvm.load %p1 : !llvm.ptr -> f64
  %o = llvm.fmul %r, %y : f64
  llvm.return %o : f64
}

// A global of bytes holding an f64 (Rust's `static mut BUF: [f64; 4]` is
// an !llvm.array<32 x i8>): its shadow global is zero bytes (reader-44:
// it got a float zero as its i8 elements, and no derivative ran).
llvm.mlir.global internal @byte_buf(dense<0> : tensor<16xi8>) {alignment = 8 : i64} : !llvm.array<16 x i8>
// rev @through_byte_global active : 1.5 | -0.7
llvm.func @through_byte_global(%x: f64) -> f64 {
  %g = llvm.mlir.addressof @byte_buf : !llvm.ptr
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.getelementptr %g[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %y = llvm.fmul %x, %x : f64
  llvm.store %y, %p : f64, !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> f64
  %r = llvm.fmul %l, %x : f64
  llvm.return %r : f64
}
