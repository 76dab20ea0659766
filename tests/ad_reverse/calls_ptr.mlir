// Reverse mode through calls on pointers of unknown extent (memory that
// cannot be copied), whose callees' accesses are logged instead
// (ad/reverse/access_log.rs). Format: see loops.mlir; also run in split
// mode. Not in the checkpointed runs: a checkpointed loop writing such
// memory needs a copy of it, and is refused (checkpoint.rs tests that).

// C-style code: a callee updating one element through a pointer at a
// run-time offset. In @kick_ptr_loop the pointer is an argument (memory of
// unknown extent, which cannot be copied): each call logs the element it
// touches (value and address). The top-level calls pass an interior
// pointer (also of unknown extent) and are logged the same way.
// rev @kick_ptr_main active,active,const : 0.7; 0.9; 6 | -0.4; 1.3; 3 | 1.1; -0.8; 0
llvm.func @kick_ptr(%u: !llvm.ptr, %i: i64, %h: f64) {
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %k = llvm.fmul %s, %h : f64
  %n = llvm.fadd %v, %k : f64
  llvm.store %n, %p : f64, !llvm.ptr
  llvm.return
}
llvm.func @kick_ptr_loop(%u: !llvm.ptr, %h: f64, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %ni = arith.index_cast %n : i64 to index
  scf.for %t = %c0 to %ni step %c1 {
    %ti = arith.index_cast %t : index to i64
    %p = arith.muli %ti, %c3 : i64
    %i = arith.remui %p, %c5 : i64
    llvm.call @kick_ptr(%u, %i, %h) : (!llvm.ptr, i64, f64) -> ()
  }
  llvm.return
}
llvm.func @kick_ptr_main(%x: f64, %h: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %six = llvm.mlir.constant(6 : i64) : i64
  %zero = arith.constant 0.0 : f64
  %buf = llvm.alloca %six x f64 : (i64) -> !llvm.ptr
  scf.for %k = %c0 to %c6 step %c1 {
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f64
    %v = arith.mulf %kf, %x : f64
    %w = arith.addf %v, %x : f64
    %p = llvm.getelementptr %buf[%ki] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %w, %p : f64, !llvm.ptr
  }
  llvm.call @kick_ptr_loop(%buf, %h, %n) : (!llvm.ptr, f64, i64) -> ()
  %q = llvm.getelementptr %buf[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.call @kick_ptr(%q, %z, %h) : (!llvm.ptr, i64, f64) -> ()
  llvm.call @kick_ptr(%q, %one, %x) : (!llvm.ptr, i64, f64) -> ()
  %sum = scf.for %k = %c0 to %c6 step %c1 iter_args(%a = %zero) -> (f64) {
    %ki = arith.index_cast %k : index to i64
    %p = llvm.getelementptr %buf[%ki] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %v = llvm.load %p : !llvm.ptr -> f64
    %w = arith.mulf %v, %v : f64
    %b = arith.addf %a, %w : f64
    scf.yield %b : f64
  }
  llvm.return %sum : f64
}

// Two logs in one call: the callee updates an element of each of two
// noalias pointer arguments (unknown extent) of its caller, in a loop
// (found by a second reader: this used to panic).
// rev @two_logs active,active,active,const : 0.7; 0.4; 1.3; 3 | -0.5; 0.9; 0.6; 1
llvm.func @kick_two(%u: !llvm.ptr, %w: !llvm.ptr, %i: i64, %h: f64) {
  %p = llvm.getelementptr %u[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  %k = llvm.fmul %s, %h : f64
  llvm.store %k, %p : f64, !llvm.ptr
  %q = llvm.getelementptr %w[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %a = llvm.load %q : !llvm.ptr -> f64
  %b = llvm.fmul %a, %v : f64
  %c = llvm.intr.cos(%b) : (f64) -> f64
  llvm.store %c, %q : f64, !llvm.ptr
  llvm.return
}
llvm.func @two_logs_inner(%u: !llvm.ptr {llvm.noalias}, %w: !llvm.ptr {llvm.noalias}, %h: f64, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = llvm.mlir.constant(0 : i64) : i64
  %ni = arith.index_cast %n : i64 to index
  scf.for %t = %c0 to %ni step %c1 {
    llvm.call @kick_two(%u, %w, %z, %h) : (!llvm.ptr, !llvm.ptr, i64, f64) -> ()
  }
  llvm.return
}
llvm.func @two_logs(%x: f64, %y: f64, %h: f64, %n: i64) -> f64 {
  %two = llvm.mlir.constant(2 : i64) : i64
  %b1 = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %b2 = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %b1 : f64, !llvm.ptr
  llvm.store %y, %b2 : f64, !llvm.ptr
  llvm.call @two_logs_inner(%b1, %b2, %h, %n) : (!llvm.ptr, !llvm.ptr, f64, i64) -> ()
  %r1 = llvm.load %b1 : !llvm.ptr -> f64
  %r2 = llvm.load %b2 : !llvm.ptr -> f64
  %r = llvm.fmul %r1, %r2 : f64
  llvm.return %r : f64
}
