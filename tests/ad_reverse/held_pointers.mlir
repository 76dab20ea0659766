// Doubles swapped as 64-bit words through a pointer loaded from memory
// (a struct holding a slice, reader-45), offset in f64s: a float copy.
// (Offset in i64s nothing shows they are floats: refused.mlir
// @held_swap_ints.) Reverse mode only: forward mode does not store
// pointers in active memory yet, split mode refuses memory reached through
// pointers loaded from memory (its tape could not save it).
// rev @held_swap active,active : 1.1; 1.7 | -0.6; 2.0
llvm.func @held_swap(%a: f64, %c: f64) -> f64 {
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
  %q2 = llvm.getelementptr inbounds %p2[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
