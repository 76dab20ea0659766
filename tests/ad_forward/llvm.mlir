// Forward mode of llvm.func (the derivative is a func.func: it returns
// primal and tangent) with !llvm.ptr memory, llvm.call and llvm.select.
// Format: see arith.mlir.

// fwd @llvm_overwritten dup,dup : 0.7; 1.3 | -0.4; 0.8
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

// fwd @llvm_pick dup,dup : 0.7; 1.3 | 1.9; 0.4
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

// llvm.intr.memset over active memory (its tangent: zero bytes), lifetime
// markers, and llvm.intr.memcpy from constant data into active memory.
// fwd @memset_lifetime dup : 0.7 | -1.2
func.func @memset_lifetime(%x: f64) -> f64 {
  %n2 = llvm.mlir.constant(2 : i64) : i64
  %p = llvm.alloca %n2 x f64 : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  llvm.store %x, %p : f64, !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %x2 = arith.mulf %x, %x : f64
  llvm.store %x2, %q : f64, !llvm.ptr
  %z = llvm.mlir.constant(0 : i8) : i8
  %b8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memset"(%p, %z, %b8) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %a = llvm.load %p : !llvm.ptr -> f64
  %b = llvm.load %q : !llvm.ptr -> f64
  %s = arith.mulf %b, %x : f64
  %r = arith.addf %a, %s : f64
  llvm.intr.lifetime.end 16, %p : !llvm.ptr
  return %r : f64
}
// fwd @memcpy_const dup : 0.7 | -1.2
func.func @memcpy_const(%x: f64) -> f64 {
  %n2 = llvm.mlir.constant(2 : i64) : i64
  %c = llvm.alloca %n2 x f64 : (i64) -> !llvm.ptr
  %k = llvm.mlir.constant(3.5 : f64) : f64
  llvm.store %k, %c : f64, !llvm.ptr
  %cq = llvm.getelementptr %c[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %k, %cq : f64, !llvm.ptr
  %p = llvm.alloca %n2 x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %p : f64, !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %q : f64, !llvm.ptr
  %b8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memcpy"(%p, %c, %b8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %a = llvm.load %p : !llvm.ptr -> f64
  %b = llvm.load %q : !llvm.ptr -> f64
  %s = arith.mulf %b, %a : f64
  %r = arith.mulf %s, %x : f64
  return %r : f64
}

// An llvm.mlir.global holding derivatives (C's `static double state[2]`):
// a callee stores an active value into it, the caller reads it back. Its
// shadow is a private zero llvm.mlir.global (one per lane), zeroed at each
// run's entry (it was refused: "active llvm.mlir.global memory").
llvm.mlir.global internal @c_state(dense<0.0> : tensor<2xf64>) : !llvm.array<2 x f64>
llvm.func @c_bump(%x: f64) {
  %g = llvm.mlir.addressof @c_state : !llvm.ptr
  %g1 = llvm.getelementptr %g[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f64>
  %a = llvm.load %g : !llvm.ptr -> f64
  %s = llvm.intr.sin(%a) : (f64) -> f64
  %t = llvm.fmul %s, %x : f64
  llvm.store %t, %g : f64, !llvm.ptr
  llvm.store %s, %g1 : f64, !llvm.ptr
  llvm.return
}
// fwd @c_global_state dup,const : 0.7; 5 | -1.3; 3
llvm.func @c_global_state(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %g = llvm.mlir.addressof @c_state : !llvm.ptr
  %g1 = llvm.getelementptr %g[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f64>
  llvm.store %x, %g : f64, !llvm.ptr
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %go = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %go, ^body, ^exit
^body:
  llvm.call @c_bump(%x) : (f64) -> ()
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1 : i64)
^exit:
  %a = llvm.load %g : !llvm.ptr -> f64
  %b = llvm.load %g1 : !llvm.ptr -> f64
  %r = llvm.fmul %a, %b : f64
  llvm.return %r : f64
}

// llvm.freeze is the identity (values are never poison here).
// fwd @frz dup,dup : 0.7; 1.3 | -0.4; 2.0
llvm.func @frz(%x: f64, %y: f64) -> f64 {
  %a = llvm.freeze %x : f64
  %s = llvm.intr.sin(%a) : (f64) -> f64
  %p = llvm.fmul %s, %y : f64
  %q = llvm.freeze %p : f64
  %n = llvm.mlir.constant(3 : i64) : i64
  %m = llvm.freeze %n : i64
  %mf = llvm.sitofp %m : i64 to f64
  %r = llvm.fmul %q, %mf : f64
  llvm.return %r : f64
}

// f32 arithmetic between llvm.fptrunc and llvm.fpext: reverse mode
// converts the adjoint back through each cast (reader-32: the f64 adjoint
// reached an f32 multiply, "the derivative does not verify").
// fwd @f32_casts dup,dup step=1e-3 tol=1e-3 : 0.3; -1.7 | 1.1; 0.4
llvm.func @f32_casts(%x: f64, %y: f64) -> f64 {
  %a = llvm.fptrunc %x : f64 to f32
  %b = llvm.fptrunc %y : f64 to f32
  %p = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %e = llvm.intr.exp(%p) : (f32) -> f32
  %r = llvm.fpext %e : f32 to f64
  %s = llvm.fmul %r, %x : f64
  llvm.return %s : f64
}

// Integer intrinsics (what arith.maxsi/minsi/maxui/minui and math.ctpop
// become in the LLVM dialect) choosing which element is read.
// fwd @int_intrinsics dup,const : 0.7; 3 | -1.2; -2
llvm.func @int_intrinsics(%x: f64, %k: i64) -> f64 {
  %z = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.intr.smax(%k, %z) : (i64, i64) -> i64
  %b = llvm.intr.smin(%a, %two) : (i64, i64) -> i64
  %c = llvm.intr.umin(%b, %two) : (i64, i64) -> i64
  %d = llvm.intr.ctpop(%c) : (i64) -> i64
  %e = "llvm.intr.abs"(%k) <{is_int_min_poison = false}> : (i64) -> i64
  %f = llvm.intr.umax(%d, %one) : (i64, i64) -> i64
  %n = llvm.add %f, %e : i64
  %nf = llvm.sitofp %n : i64 to f64
  %s = llvm.fmul %x, %x : f64
  %r = llvm.fmul %s, %nf : f64
  llvm.return %r : f64
}

// A stack scope in one block (stacksave, alloca, stackrestore): the
// restore releases the buffer in the primal; reverse mode drops the marks.
// fwd @stack_scope dup : 0.7 | -1.1
llvm.func @stack_scope(%x: f64) -> f64 {
  %n = llvm.mlir.constant(2 : i64) : i64
  %s = llvm.intr.stacksave : !llvm.ptr
  %p = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %e = llvm.intr.exp(%x) : (f64) -> f64
  llvm.store %e, %p : f64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %w = llvm.fmul %v, %x : f64
  llvm.intr.stackrestore %s : !llvm.ptr
  %r = llvm.fmul %w, %w : f64
  llvm.return %r : f64
}
