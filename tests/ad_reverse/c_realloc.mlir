// C's realloc (rewrite/c_realloc.rs): a new block, the shared bytes
// copied, the old block freed, the old size taken from where the pointer
// comes from (calloc's k * s, an earlier realloc's size; a companion size
// argument for a buffer grown in a loop). Could not run before ("calls
// @realloc, which has no body"). Reverse mode of @append (a buffer
// reallocated in a loop) was refused: "scf.while ... carrying values of
// type '!llvm.ptr'" (memory allocated in a loop); each new block now gets
// a zeroed shadow and the old blocks' frees wait for the end of the
// reverse sweep (ad/reverse/loop_allocs.rs).
// rev @grow active,active : 0.7; 1.3 | -1.1; 0.4
// fwd @grow dup,dup : 0.7; 1.3
// fwd @append dup,const : 0.7; 5 | 0.3; 1 | -0.2; 0 | 0.9; 9
// rev @append active,const : 0.7; 5 | 0.3; 1 | -0.2; 0 | 0.9; 9 | 0.4; 40
// rev @realloc_aligned active : 0.7 | -1.3
// fwd @realloc_aligned dup : 0.7
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @calloc(i64, i64) -> !llvm.ptr
llvm.func @realloc(!llvm.ptr, i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
// Two f64s, grown to four, then shrunk to three.
llvm.func @grow(%x: f64, %y: f64) -> f64 {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c24 = llvm.mlir.constant(24 : i64) : i64
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %p = llvm.call @calloc(%c2, %c8) : (i64, i64) -> !llvm.ptr
  %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %xy = llvm.fmul %x, %y : f64
  llvm.store %xy, %p : f64, !llvm.ptr
  llvm.store %y, %p1 : f64, !llvm.ptr
  %q = llvm.call @realloc(%p, %c32) : (!llvm.ptr, i64) -> !llvm.ptr
  %q2 = llvm.getelementptr %q[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %q3 = llvm.getelementptr %q[3] : (!llvm.ptr) -> !llvm.ptr, f64
  %s = llvm.intr.sin(%x) : (f64) -> f64
  llvm.store %s, %q2 : f64, !llvm.ptr
  llvm.store %x, %q3 : f64, !llvm.ptr
  %r = llvm.call @realloc(%q, %c24) : (!llvm.ptr, i64) -> !llvm.ptr
  %r1 = llvm.getelementptr %r[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %r2 = llvm.getelementptr %r[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %a = llvm.load %r : !llvm.ptr -> f64
  %b = llvm.load %r1 : !llvm.ptr -> f64
  %c = llvm.load %r2 : !llvm.ptr -> f64
  %ab = llvm.fmul %a, %b : f64
  %abc = llvm.fmul %ab, %c : f64
  llvm.call @free(%r) : (!llvm.ptr) -> ()
  llvm.return %abc : f64
}
// A buffer doubled in a loop while n values are appended (C's dynamic array).
llvm.func @append(%x: f64, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %p0 = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  llvm.br ^loop(%c0, %c1, %p0, %x : i64, i64, !llvm.ptr, f64)
^loop(%i: i64, %cap: i64, %p: !llvm.ptr, %v: f64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done(%c0, %z : i64, f64)
^body:
  %full = llvm.icmp "eq" %i, %cap : i64
  llvm.cond_br %full, ^grow, ^put(%cap, %p : i64, !llvm.ptr)
^grow:
  %cap2 = llvm.mul %cap, %c2 : i64
  %bytes = llvm.mul %cap2, %c8 : i64
  %q = llvm.call @realloc(%p, %bytes) : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.br ^put(%cap2, %q : i64, !llvm.ptr)
^put(%c: i64, %b: !llvm.ptr):
  %slot = llvm.getelementptr %b[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %v, %slot : f64, !llvm.ptr
  %v2 = llvm.intr.cos(%v) : (f64) -> f64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1, %c, %b, %v2 : i64, i64, !llvm.ptr, f64)
^done(%j: i64, %acc: f64):
  %in = llvm.icmp "slt" %j, %n : i64
  llvm.cond_br %in, ^sum, ^end
^sum:
  %e = llvm.getelementptr %p[%j] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %ev = llvm.load %e : !llvm.ptr -> f64
  %t = llvm.fmul %ev, %ev : f64
  %acc2 = llvm.fadd %acc, %t : f64
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^done(%j1, %acc2 : i64, f64)
^end:
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return %acc : f64
}
// The reallocated address tested for alignment (an integer only compared:
// it reads no memory). Refused before with a misleading "memcpy into
// active memory needs the element type" (reader-48).
llvm.func @realloc_aligned(%x: f64) -> f64 {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %c7 = llvm.mlir.constant(7 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %x, %p : f64, !llvm.ptr
  %q = llvm.call @realloc(%p, %c32) : (!llvm.ptr, i64) -> !llvm.ptr
  %i = llvm.ptrtoint %q : !llvm.ptr to i64
  %a = llvm.and %i, %c7 : i64
  %ok = llvm.icmp "eq" %a, %c0 : i64
  %y = llvm.load %q : !llvm.ptr -> f64
  %y2 = llvm.fmul %y, %y : f64
  %r = llvm.select %ok, %y2, %x : i1, f64
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  llvm.return %r : f64
}
