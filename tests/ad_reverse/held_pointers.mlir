// Memory reached through pointers loaded from memory (a struct holding a
// slice: Rust's `&mut Holder { p: &mut [f64] }`, reader-45). Forward,
// reverse and split mode (forward mode stores a stored pointer's shadow in
// the shadow memory, as reverse mode does).
//
// Doubles swapped as 64-bit words through such a pointer, offset in f64s:
// a float copy. (Offset in i64s nothing shows they are floats:
// refused.mlir @held_swap_ints.)
// rev @held_swap active,active : 1.1; 1.7 | -0.6; 2.0
// fwd @held_swap dup,dup : 1.1; 1.7
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

// A callee that reads and writes the array its argument holds a pointer
// to. Its augmented primal loads the pointer's shadow from the holder's
// shadow in its forward sweep, so it takes that shadow (reader-45: this
// was replayed, reading the array it had itself changed: a wrong
// gradient, later refused). Called once at the top level, in a loop (the
// holder made before it), twice on two holders; through a holder of a
// holder: held_deep.mlir.
// rev @held_array active,active : 0.7; 1.3 | -1.1; 0.4
// rev @held_loop active,active,const : 0.7; 1.3; 3 | 1.2; -0.5; 0 | 0.3; 0.9; 5
// rev @held_twice active,active : 0.7; 1.3 | -1.1; 0.4
// fwd @held_array dup,dup : 0.7; 1.3
// fwd @held_loop dup,dup,const : 1.2; -0.5; 3
// fwd @held_twice dup,dup : -1.1; 0.4
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
llvm.func @held_array(%a: f64, %c: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.array<2 x f64> : (i32) -> !llvm.ptr
  %h = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  %q = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %c, %q : f64, !llvm.ptr
  llvm.store %p, %h : !llvm.ptr, !llvm.ptr
  llvm.call @scale_held(%h) : (!llvm.ptr) -> ()
  %y0 = llvm.load %p : !llvm.ptr -> f64
  %y1 = llvm.load %q : !llvm.ptr -> f64
  %t = llvm.fmul %y0, %y1 : f64
  %r = llvm.fadd %y0, %t : f64
  llvm.return %r : f64
}
func.func @held_loop(%a: f64, %c: f64, %n: index) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %p = llvm.alloca %one x !llvm.array<2 x f64> : (i32) -> !llvm.ptr
  %h = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  %q = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %c, %q : f64, !llvm.ptr
  llvm.store %p, %h : !llvm.ptr, !llvm.ptr
  scf.for %i = %i0 to %n step %i1 {
    llvm.call @scale_held(%h) : (!llvm.ptr) -> ()
  }
  %y0 = llvm.load %p : !llvm.ptr -> f64
  %y1 = llvm.load %q : !llvm.ptr -> f64
  %t = llvm.fmul %y0, %y1 : f64
  %r = llvm.fadd %y0, %t : f64
  return %r : f64
}
llvm.func @held_twice(%a: f64, %c: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.array<2 x f64> : (i32) -> !llvm.ptr
  %u = llvm.alloca %one x !llvm.array<2 x f64> : (i32) -> !llvm.ptr
  %h = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %k = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  llvm.store %a, %p : f64, !llvm.ptr
  %q = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %c, %q : f64, !llvm.ptr
  llvm.store %c, %u : f64, !llvm.ptr
  %v = llvm.getelementptr inbounds %u[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %ac = llvm.fmul %a, %c : f64
  llvm.store %ac, %v : f64, !llvm.ptr
  llvm.store %p, %h : !llvm.ptr, !llvm.ptr
  llvm.store %u, %k : !llvm.ptr, !llvm.ptr
  llvm.call @scale_held(%h) : (!llvm.ptr) -> ()
  llvm.call @scale_held(%k) : (!llvm.ptr) -> ()
  llvm.call @scale_held(%h) : (!llvm.ptr) -> ()
  %y0 = llvm.load %p : !llvm.ptr -> f64
  %y1 = llvm.load %v : !llvm.ptr -> f64
  %t = llvm.fmul %y0, %y1 : f64
  %r = llvm.fadd %y0, %t : f64
  llvm.return %r : f64
}

// A callee stores a pointer to active memory into memory the caller then
// loads it from: its augmented primal stores the shadow pointer into the
// slot's shadow (it takes that shadow) when it runs in the forward sweep.
// (Refused before: replayed, the callee stored it only in the reverse.)
// rev @through_slot active : 0.7 | -2.1
// fwd @through_slot dup : 0.7
func.func private @publish(%slot: !llvm.ptr, %buf: !llvm.ptr, %x: f64) {
  %s = math.sin %x : f64
  llvm.store %s, %buf : f64, !llvm.ptr
  llvm.store %buf, %slot : !llvm.ptr, !llvm.ptr
  return
}
func.func @through_slot(%x: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %three = arith.constant 3.0 : f64
  %buf = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %slot = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  func.call @publish(%slot, %buf, %x) : (!llvm.ptr, !llvm.ptr, f64) -> ()
  %p = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %w = arith.mulf %v, %v : f64
  %r = arith.mulf %w, %three : f64
  return %r : f64
}
