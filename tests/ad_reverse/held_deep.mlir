// A callee given a holder of a holder (a struct holding a pointer to a
// struct holding a slice) passes the inner holder to a callee that reads
// and writes the array: pairs whose forward halves load shadow pointers
// from shadow pointers they loaded (held_pointers.mlir: one level).
// Forward and reverse mode; split mode of @held_deep is refused (split.rs
// split_refusals: the slot holding the inner holder's address is stored
// in another slot, which the cut does not follow).
// rev @held_deep active,active : 0.7; 1.3 | -1.1; 0.4
// fwd @held_deep dup,dup : 0.7; 1.3
llvm.func internal @scale_held(%h: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.load %h : !llvm.ptr -> !llvm.ptr
  %x0 = llvm.load %p : !llvm.ptr -> f64
  %q = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %x1 = llvm.load %q : !llvm.ptr -> f64
  %m = llvm.fmul %x0, %x1 : f64
  llvm.store %m, %p : f64, !llvm.ptr
  %s = llvm.intr.sin(%m) : (f64) -> f64
  %n = llvm.fadd %x1, %s : f64
  llvm.store %n, %q : f64, !llvm.ptr
  llvm.return
}
llvm.func internal @scale_deep(%hh: !llvm.ptr) {
  %h = llvm.load %hh : !llvm.ptr -> !llvm.ptr
  llvm.call @scale_held(%h) : (!llvm.ptr) -> ()
  %p = llvm.load %h : !llvm.ptr -> !llvm.ptr
  %x0 = llvm.load %p : !llvm.ptr -> f64
  %e = llvm.intr.exp(%x0) : (f64) -> f64
  llvm.store %e, %p : f64, !llvm.ptr
  llvm.return
}
llvm.func @held_deep(%a: f64, %c: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.array<2 x f64> : (i32) -> !llvm.ptr
  %h = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %hh = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  %q = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %c, %q : f64, !llvm.ptr
  llvm.store %p, %h : !llvm.ptr, !llvm.ptr
  llvm.store %h, %hh : !llvm.ptr, !llvm.ptr
  llvm.call @scale_deep(%hh) : (!llvm.ptr) -> ()
  %y0 = llvm.load %p : !llvm.ptr -> f64
  %y1 = llvm.load %q : !llvm.ptr -> f64
  %t = llvm.fmul %y0, %y1 : f64
  %r = llvm.fadd %y0, %t : f64
  llvm.return %r : f64
}
