// Reverse mode through a recursive llvm.func in cf form, updating pointer
// memory in place before and after its recursive call (format: see
// loops.mlir). Not checkpointed: a checkpoint of a loop writing pointer
// memory of unknown extent is refused.

llvm.func @lrec(%u: !llvm.ptr, %i: i64, %n: i64, %h: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^leaf
^leaf:
  llvm.return %h : f64
^body:
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %k = llvm.fmul %s, %h : f64
  %nv = llvm.fadd %v, %k : f64
  llvm.store %nv, %p : f64, !llvm.ptr
  %j = llvm.add %i, %one : i64
  %r = llvm.call @lrec(%u, %j, %n, %k) : (!llvm.ptr, i64, i64, f64) -> f64
  %w = llvm.load %p : !llvm.ptr -> f64
  %q = llvm.fmul %w, %r : f64
  %c = llvm.intr.cos(%q) : (f64) -> f64
  llvm.store %c, %p : f64, !llvm.ptr
  %t = llvm.fadd %c, %r : f64
  llvm.return %t : f64
}
// rev @ptr_top active,active,const : 0.3; 0.8; 3 | -0.6; 0.5; 6
llvm.func @ptr_top(%x: f64, %h: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = llvm.mlir.constant(0 : i64) : i64
  %six = llvm.mlir.constant(6 : i64) : i64
  %buf = llvm.alloca %six x f64 : (i64) -> !llvm.ptr
  scf.for %k = %c0 to %c6 step %c1 {
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f64
    %v = arith.mulf %kf, %x : f64
    %w = arith.addf %v, %x : f64
    %p = llvm.getelementptr %buf[%ki] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %w, %p : f64, !llvm.ptr
  }
  %r = llvm.call @lrec(%buf, %z, %n, %h) : (!llvm.ptr, i64, i64, f64) -> f64
  %sum = scf.for %k = %c0 to %c6 step %c1 iter_args(%a = %r) -> (f64) {
    %ki = arith.index_cast %k : index to i64
    %p = llvm.getelementptr %buf[%ki] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %v = llvm.load %p : !llvm.ptr -> f64
    %sq = arith.mulf %v, %v : f64
    %b = arith.addf %a, %sq : f64
    scf.yield %b : f64
  }
  llvm.return %sum : f64
}


// C-like code: a time loop (cf form) calling a recursive helper that
// updates a pointer argument. The helper's stack pair runs once per step
// (with a replay, pointer memory of unknown extent would have to be
// copied per run of the loop: it was refused).
llvm.func @c_rstep(%u: !llvm.ptr, %n: i32, %h: f64) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %done = llvm.icmp "sle" %n, %c0 : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  %m = llvm.sub %n, %c1 : i32
  %p = llvm.getelementptr %u[%m] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %hs = llvm.fmul %h, %s : f64
  %w = llvm.fadd %v, %hs : f64
  llvm.store %w, %p : f64, !llvm.ptr
  llvm.call @c_rstep(%u, %m, %h) : (!llvm.ptr, i32, f64) -> ()
  llvm.br ^exit
^exit:
  llvm.return
}
llvm.func @c_rintegrate(%u: !llvm.ptr, %n: i32, %steps: i32) -> f64 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %h = llvm.mlir.constant(0.1 : f64) : f64
  llvm.br ^loop(%c0 : i32)
^loop(%s: i32):
  %go = llvm.icmp "slt" %s, %steps : i32
  llvm.cond_br %go, ^body, ^exit
^body:
  llvm.call @c_rstep(%u, %n, %h) : (!llvm.ptr, i32, f64) -> ()
  %s1 = llvm.add %s, %c1 : i32
  llvm.br ^loop(%s1 : i32)
^exit:
  %a = llvm.load %u : !llvm.ptr -> f64
  llvm.return %a : f64
}
// rev @c_rdrive active,active,const : 0.3; 0.8; 3 | -0.5; 1.1; 20
llvm.func @c_rdrive(%a: f64, %b: f64, %steps: i32) -> f64 {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %u = llvm.alloca %c2 x f64 : (i32) -> !llvm.ptr
  llvm.store %a, %u : f64, !llvm.ptr
  %p1 = llvm.getelementptr %u[%one] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  llvm.store %b, %p1 : f64, !llvm.ptr
  %r = llvm.call @c_rintegrate(%u, %c2, %steps) : (!llvm.ptr, i32, i32) -> f64
  llvm.return %r : f64
}
