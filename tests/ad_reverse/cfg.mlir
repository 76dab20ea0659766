// Reverse mode of functions with several blocks (cf / llvm branches,
// loops in unstructured form, switches, early returns): rewritten into one
// scf.while dispatching on the block to run (crates/ferrozyme/src/ad/cfg.rs).
// Format of the // rev lines: see loops.mlir.

// Early returns: three return blocks, one of them inside a loop.
// rev @early active,const : 0.4; 3 | -0.7; 3 | 2.5; 6 | 0.3; 0
func.func @early(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lim = arith.constant 4.0 : f64
  %z = arith.constant 0.0 : f64
  %neg = arith.cmpf olt, %x, %z : f64
  cf.cond_br %neg, ^negative, ^loop(%c0, %x : index, f64)
^negative:
  %e = math.exp %x : f64
  return %e : f64
^loop(%i: index, %a: f64):
  %done = arith.cmpi uge, %i, %n : index
  cf.cond_br %done, ^out(%a : f64), ^step
^step:
  %q = arith.mulf %a, %a : f64
  %s = arith.addf %q, %x : f64
  %big = arith.cmpf ogt, %s, %lim : f64
  %i2 = arith.addi %i, %c1 : index
  cf.cond_br %big, ^out(%s : f64), ^loop(%i2, %s : index, f64)
^out(%r: f64):
  %t = math.tanh %r : f64
  return %t : f64
}

// Two nested loops in unstructured form; the inner loop reads a buffer
// nothing writes, and a value defined in the outer loop's header is used
// two blocks further (a live-in value).
// rev @nested_cf dup,active,const : [0.5, -0.25, 0.75]; 0.3; 4
func.func @nested_cf(%m: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  cf.br ^outer(%c0, %x : index, f64)
^outer(%i: index, %acc: f64):
  %sc = math.sin %acc : f64
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^inner(%c0, %acc : index, f64), ^exit(%acc : f64)
^inner(%j: index, %b: f64):
  %jin = arith.cmpi ult, %j, %c3 : index
  cf.cond_br %jin, ^inner_body, ^outer_latch(%b : f64)
^inner_body:
  %v = memref.load %m[%j] : memref<3xf64>
  %w = arith.mulf %v, %sc : f64
  %b2 = arith.addf %b, %w : f64
  %j2 = arith.addi %j, %c1 : index
  cf.br ^inner(%j2, %b2 : index, f64)
^outer_latch(%r: f64):
  %h = arith.constant 0.5 : f64
  %r2 = arith.mulf %r, %h : f64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^outer(%i2, %r2 : index, f64)
^exit(%res: f64):
  return %res : f64
}

// cf.switch inside an unstructured loop, the flag computed from the
// counter; one case stores into an output buffer (write-only memory).
// rev @switch_loop active,dup,const : 0.6; [0.0, 0.0, 0.0]; 7
func.func @switch_loop(%x: f64, %out: memref<3xf64>, %n: i32) -> f64 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^head(%c0, %x : i32, f64)
^head(%i: i32, %a: f64):
  %go = arith.cmpi slt, %i, %n : i32
  cf.cond_br %go, ^dispatch, ^done
^dispatch:
  %k = arith.remsi %i, %c3 : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.switch %k : i32, [
    default: ^head(%i2, %a : i32, f64),
    0: ^sin,
    1: ^square(%a : f64)
  ]
^sin:
  %s = math.sin %a : f64
  %ix = arith.index_cast %k : i32 to index
  memref.store %s, %out[%ix] : memref<3xf64>
  cf.br ^head(%i2, %s : i32, f64)
^square(%u: f64):
  %q = arith.mulf %u, %u : f64
  %h = arith.constant 0.9 : f64
  %qh = arith.mulf %q, %h : f64
  cf.br ^head(%i2, %qh : i32, f64)
^done:
  return %a : f64
}

// An llvm.func with llvm.br / llvm.cond_br and a block argument that is a
// constant on one edge and varied on the other.
// rev @llvm_branches active : 0.5 | -0.5
llvm.func @llvm_branches(%x: f64) -> f64 {
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %k = llvm.mlir.constant(2.0 : f64) : f64
  %c = llvm.fcmp "ogt" %x, %z : f64
  llvm.cond_br %c, ^pos, ^join(%k : f64)
^pos:
  %e = llvm.intr.exp(%x) : (f64) -> f64
  llvm.br ^join(%e : f64)
^join(%v: f64):
  %r = llvm.fmul %v, %x : f64
  llvm.return %r : f64
}

// An unstructured loop updating a buffer in place (loads of memory the
// function writes, in the blocks the dispatch loop runs), with an early exit.
// rev @cf_inplace dup,active,const : [0.3, -0.6, 0.9]; 0.8; 7 | [1.1, 0.2, -0.4]; -0.5; 2
func.func @cf_inplace(%u: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %lim = arith.constant 50.0 : f64
  cf.br ^head(%c0 : index)
^head(%i: index):
  %go = arith.cmpi ult, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %j = arith.remui %i, %c3 : index
  %jn = arith.addi %j, %c1 : index
  %jj = arith.remui %jn, %c3 : index
  %a = memref.load %u[%j] : memref<3xf64>
  %b = memref.load %u[%jj] : memref<3xf64>
  %p = arith.mulf %a, %b : f64
  %s = math.sin %p : f64
  %t = arith.addf %s, %x : f64
  memref.store %t, %u[%j] : memref<3xf64>
  %big = arith.cmpf ogt, %t, %lim : f64
  %i2 = arith.addi %i, %c1 : index
  cf.cond_br %big, ^exit, ^head(%i2 : index)
^exit:
  %r0 = memref.load %u[%c0] : memref<3xf64>
  %r1 = memref.load %u[%c1] : memref<3xf64>
  %r = arith.mulf %r0, %r1 : f64
  return %r : f64
}

// C-like code in the llvm dialect: an in-place loop over a pointer
// (for (i < n) u[i] = sin(u[i]) * u[i]; an unstructured loop made an
// scf.while, its llvm.loads recorded per run), called twice.
// rev @drive2 active,active,active : 0.3; 0.5; 0.7 | 1.3; 1.5; 0.7
llvm.func @inplace(%u: !llvm.ptr, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %go = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %go, ^body, ^exit
^body:
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %w = llvm.fmul %s, %v : f64
  llvm.store %w, %p : f64, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^loop(%i1 : i32)
^exit:
  llvm.return
}
llvm.func @drive2(%a: f64, %b: f64, %c: f64) -> f64 {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %u = llvm.alloca %c3 x f64 : (i32) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  %p2 = llvm.getelementptr %u[%two] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %c, %p2 : f64, !llvm.ptr
  llvm.call @inplace(%u, %c3) : (!llvm.ptr, i32) -> ()
  llvm.call @inplace(%u, %c3) : (!llvm.ptr, i32) -> ()
  %m = llvm.load %p1 : !llvm.ptr -> f64
  %x = llvm.load %u : !llvm.ptr -> f64
  %o = llvm.fmul %x, %m : f64
  llvm.return %o : f64
}

// Two nested C-like loops updating the pointer in place per time step.
llvm.func @heat(%u: !llvm.ptr, %n: i32, %steps: i32, %h: f64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^outer(%c0 : i32)
^outer(%s: i32):
  %go = llvm.icmp "slt" %s, %steps : i32
  llvm.cond_br %go, ^inner(%c0 : i32), ^exit
^inner(%i: i32):
  %goi = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %goi, ^body, ^next
^body:
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %ip = llvm.add %i, %c1 : i32
  %j = llvm.srem %ip, %n : i32
  %q = llvm.getelementptr %u[%j] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %w = llvm.load %q : !llvm.ptr -> f64
  %d = llvm.fsub %w, %v : f64
  %sn = llvm.intr.sin(%d) : (f64) -> f64
  %hs = llvm.fmul %h, %sn : f64
  %nv = llvm.fadd %v, %hs : f64
  llvm.store %nv, %p : f64, !llvm.ptr
  llvm.br ^inner(%ip : i32)
^next:
  %s1 = llvm.add %s, %c1 : i32
  llvm.br ^outer(%s1 : i32)
^exit:
  %a = llvm.load %u : !llvm.ptr -> f64
  %p1 = llvm.getelementptr %u[%c1] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %b = llvm.load %p1 : !llvm.ptr -> f64
  %r = llvm.fmul %a, %b : f64
  llvm.return %r : f64
}
// rev @heat_drive active,active,active,const : 0.3; 0.5; 0.7; 4 | 0.9; -0.5; 0.2; 0
llvm.func @heat_drive(%a: f64, %b: f64, %c: f64, %steps: i32) -> f64 {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %h = llvm.mlir.constant(0.1 : f64) : f64
  %u = llvm.alloca %c3 x f64 : (i32) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  %p2 = llvm.getelementptr %u[%two] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %c, %p2 : f64, !llvm.ptr
  %r = llvm.call @heat(%u, %c3, %steps, %h) : (!llvm.ptr, i32, i32, f64) -> f64
  llvm.return %r : f64
}

// C-like with a break: for (i < n) { if (u[i] > lim) break; u[i] =
// u[i]*u[i] + x; } — the address of u[i] made where it is tested and
// used where it is updated is re-computed there (cfg.rs), so the loop
// does not carry a pointer (refused before).
llvm.func @brk(%u: !llvm.ptr, %n: i32, %x: f64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %lim = llvm.mlir.constant(0.8 : f64) : f64
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %go = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %go, ^test, ^exit
^test:
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %big = llvm.fcmp "ogt" %v, %lim : f64
  llvm.cond_br %big, ^exit, ^body
^body:
  %sq = llvm.fmul %v, %v : f64
  %nv = llvm.fadd %sq, %x : f64
  llvm.store %nv, %p : f64, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^loop(%i1 : i32)
^exit:
  %nm1 = llvm.sub %n, %c1 : i32
  %q = llvm.getelementptr %u[%nm1] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %a = llvm.load %q : !llvm.ptr -> f64
  %b = llvm.load %u : !llvm.ptr -> f64
  %r = llvm.fadd %a, %b : f64
  llvm.return %r : f64
}
// rev @brk_drive active,active,active,active : 0.3; 0.5; 0.7; 0.1 | 0.3; 0.9; 0.7; 0.1 | 0.1; 0.2; 0.3; 0.6
llvm.func @brk_drive(%a: f64, %b: f64, %c: f64, %x: f64) -> f64 {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %u = llvm.alloca %c3 x f64 : (i32) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  %p2 = llvm.getelementptr %u[%two] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %c, %p2 : f64, !llvm.ptr
  %r = llvm.call @brk(%u, %c3, %x) : (!llvm.ptr, i32, f64) -> f64
  %r2 = llvm.call @brk(%u, %c3, %x) : (!llvm.ptr, i32, f64) -> f64
  %o = llvm.fmul %r, %r2 : f64
  llvm.return %o : f64
}

// C-like code: a time loop calling a step that updates a pointer argument
// in a loop of dynamic length. The step is inlined into the time loop
// (ad/inline_cfg.rs): as a call it would need a copy of memory of unknown
// extent per run (refused before).
// C-like: void step(double* u, int n, double h) { for (int i=0;i<n;i++) u[i] += h*sin(u[i]); }
llvm.func @c_step(%u: !llvm.ptr, %n: i32, %h: f64) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %go = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %go, ^body, ^exit
^body:
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %hs = llvm.fmul %h, %s : f64
  %w = llvm.fadd %v, %hs : f64
  llvm.store %w, %p : f64, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^loop(%i1 : i32)
^exit:
  llvm.return
}
// double integrate(double* u, int n, int steps) { double e=0; for (s..steps) { step(u,n,0.1); e += u[0]*u[n-1]; } return e; }
llvm.func @c_integrate(%u: !llvm.ptr, %n: i32, %steps: i32) -> f64 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %h = llvm.mlir.constant(0.1 : f64) : f64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  llvm.br ^loop(%c0, %z : i32, f64)
^loop(%s: i32, %e: f64):
  %go = llvm.icmp "slt" %s, %steps : i32
  llvm.cond_br %go, ^body, ^exit(%e : f64)
^body:
  llvm.call @c_step(%u, %n, %h) : (!llvm.ptr, i32, f64) -> ()
  %a = llvm.load %u : !llvm.ptr -> f64
  %nm1 = llvm.sub %n, %c1 : i32
  %q = llvm.getelementptr %u[%nm1] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %b = llvm.load %q : !llvm.ptr -> f64
  %ab = llvm.fmul %a, %b : f64
  %e1 = llvm.fadd %e, %ab : f64
  %s1 = llvm.add %s, %c1 : i32
  llvm.br ^loop(%s1, %e1 : i32, f64)
^exit(%r: f64):
  llvm.return %r : f64
}
// rev @c_drive active,active,active,const : 0.3; 0.5; 0.7; 4 | 0.9; -0.5; 0.2; 1
llvm.func @c_drive(%a: f64, %b: f64, %c: f64, %steps: i32) -> f64 {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %u = llvm.alloca %c3 x f64 : (i32) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  %p2 = llvm.getelementptr %u[%two] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %c, %p2 : f64, !llvm.ptr
  %r = llvm.call @c_integrate(%u, %c3, %steps) : (!llvm.ptr, i32, i32) -> f64
  %m = llvm.load %p1 : !llvm.ptr -> f64
  %o = llvm.fadd %r, %m : f64
  llvm.return %o : f64
}

// A helper returning a value (the sum of squares it leaves), called on two
// halves of an array (addresses made in the loop) per step, and a helper
// calling a helper.
llvm.func @relax(%u: !llvm.ptr, %n: i32, %h: f64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.constant(0.0 : f64) : f64
  llvm.br ^loop(%c0, %z : i32, f64)
^loop(%i: i32, %acc: f64):
  %go = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %go, ^body, ^exit(%acc : f64)
^body:
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %hs = llvm.fmul %h, %s : f64
  %w = llvm.fsub %v, %hs : f64
  llvm.store %w, %p : f64, !llvm.ptr
  %sq = llvm.fmul %w, %w : f64
  %a1 = llvm.fadd %acc, %sq : f64
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^loop(%i1, %a1 : i32, f64)
^exit(%r: f64):
  llvm.return %r : f64
}
llvm.func @relax_twice(%u: !llvm.ptr, %n: i32, %h: f64) -> f64 {
  %a = llvm.call @relax(%u, %n, %h) : (!llvm.ptr, i32, f64) -> f64
  %b = llvm.call @relax(%u, %n, %a) : (!llvm.ptr, i32, f64) -> f64
  %r = llvm.fadd %a, %b : f64
  llvm.return %r : f64
}
llvm.func @halves(%u: !llvm.ptr, %half: i32, %steps: i32) -> f64 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %h = llvm.mlir.constant(0.05 : f64) : f64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  llvm.br ^loop(%c0, %z : i32, f64)
^loop(%s: i32, %e: f64):
  %go = llvm.icmp "slt" %s, %steps : i32
  llvm.cond_br %go, ^body, ^exit(%e : f64)
^body:
  %lo = llvm.getelementptr %u[%c0] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %hi = llvm.getelementptr %u[%half] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %a = llvm.call @relax(%lo, %half, %h) : (!llvm.ptr, i32, f64) -> f64
  %b = llvm.call @relax_twice(%hi, %half, %h) : (!llvm.ptr, i32, f64) -> f64
  %ab = llvm.fmul %a, %b : f64
  %e1 = llvm.fadd %e, %ab : f64
  %s1 = llvm.add %s, %c1 : i32
  llvm.br ^loop(%s1, %e1 : i32, f64)
^exit(%r: f64):
  %x = llvm.load %u : !llvm.ptr -> f64
  %o = llvm.fadd %r, %x : f64
  llvm.return %o : f64
}
// rev @halves_drive active,active,active,active,const : 0.3; 0.5; 0.7; 0.2; 3 | 0.9; -0.5; 0.2; 0.4; 0
llvm.func @halves_drive(%a: f64, %b: f64, %c: f64, %d: f64, %steps: i32) -> f64 {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %u = llvm.alloca %c4 x f64 : (i32) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  %p2 = llvm.getelementptr %u[%two] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %c, %p2 : f64, !llvm.ptr
  %p3 = llvm.getelementptr %u[%three] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %d, %p3 : f64, !llvm.ptr
  %r = llvm.call @halves(%u, %two, %steps) : (!llvm.ptr, i32, i32) -> f64
  %m = llvm.load %p3 : !llvm.ptr -> f64
  %o = llvm.fmul %r, %m : f64
  llvm.return %o : f64
}

// Rust-style overflow-checked arithmetic: the counter's increment goes
// through llvm.intr.sadd.with.overflow, whose overflow bit branches to a
// panic block (trap, llvm.unreachable); a funnel shift on the way.
// rev @checked_pow active,const : 0.7; 5 | -1.3; 3
func.func @checked_pow(%x: f64, %n: i64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %f1 = llvm.mlir.constant(1.0 : f64) : f64
  llvm.br ^head(%zero, %f1 : i64, f64)
^head(%i: i64, %acc: f64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^body, ^done
^body:
  %s = "llvm.intr.sadd.with.overflow"(%i, %one) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %next = llvm.extractvalue %s[0] : !llvm.struct<(i64, i1)>
  %o = llvm.extractvalue %s[1] : !llvm.struct<(i64, i1)>
  llvm.cond_br %o, ^trap, ^ok
^trap:
  "llvm.intr.trap"() : () -> ()
  llvm.unreachable
^ok:
  %r = llvm.intr.fshl(%i, %i, %one) : (i64, i64, i64) -> i64
  %rf = llvm.sitofp %r : i64 to f64
  %t = llvm.fmul %acc, %x : f64
  %u = llvm.fadd %t, %rf : f64
  llvm.br ^head(%next, %u : i64, f64)
^done:
  return %acc : f64
}

// A panic path calling a noreturn handler declared without a body (as
// imported Rust code has them): never run here, it does not stop the JIT
// compiling the derivative, and split mode ignores what it may touch.
llvm.func @rust_panic(!llvm.ptr) attributes {passthrough = ["noreturn"]}
// rev @sqrt_or_panic active : 2.0 | 0.5
func.func @sqrt_or_panic(%x: f64) -> f64 {
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %neg = llvm.fcmp "olt" %x, %z : f64
  llvm.cond_br %neg, ^panic, ^ok
^panic:
  %null = llvm.mlir.zero : !llvm.ptr
  llvm.call @rust_panic(%null) : (!llvm.ptr) -> ()
  llvm.unreachable
^ok:
  %r = llvm.intr.sqrt(%x) : (f64) -> f64
  return %r : f64
}
