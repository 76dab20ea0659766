// Indirect calls whose callee is known before the run, made direct before
// differentiation (ad/devirtualize.rs): a function constant, a function's
// address, an address loaded from a constant table of functions (a Rust
// vtable), and a function or table passed to a callee (its private copy
// gets the constant); a select between two of them is an scf.if of two
// direct calls. A pointer stored in memory stays refused (refused.mlir
// @stored_fn).

func.func private @isin(%x: f64) -> f64 {
  %r = math.sin %x : f64
  return %r : f64
}
// fwd @call_constant dup : 0.7 | -1.3
// rev @call_constant active : 0.7 | -1.3
func.func @call_constant(%x: f64) -> f64 {
  %f = func.constant @isin : (f64) -> f64
  %r = func.call_indirect %f(%x) : (f64) -> f64
  %q = arith.mulf %r, %x : f64
  return %q : f64
}

llvm.func @sq(%x: f64) -> f64 {
  %r = llvm.fmul %x, %x : f64
  llvm.return %r : f64
}
llvm.func @cube(%x: f64) -> f64 {
  %s = llvm.fmul %x, %x : f64
  %r = llvm.fmul %s, %x : f64
  llvm.return %r : f64
}
// A table of two functions, as rustc's vtables are made.
llvm.mlir.global internal constant @table() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @sq : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
  %3 = llvm.mlir.addressof @cube : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}

// fwd @call_address dup : 1.1 | -0.6
// rev @call_address active : 1.1 | -0.6
llvm.func @call_address(%x: f64) -> f64 {
  %f = llvm.mlir.addressof @cube : !llvm.ptr
  %r = llvm.call %f(%x) : !llvm.ptr, (f64) -> f64
  %s = llvm.intr.sin(%r) : (f64) -> f64
  llvm.return %s : f64
}

// fwd @call_table dup : 1.1 | -0.6
// rev @call_table active : 1.1 | -0.6
llvm.func @call_table(%x: f64) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %f0 = llvm.load %t : !llvm.ptr -> !llvm.ptr
  %p1 = llvm.getelementptr inbounds %t[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %f1 = llvm.load %p1 : !llvm.ptr -> !llvm.ptr
  %a = llvm.call %f0(%x) : !llvm.ptr, (f64) -> f64
  %b = llvm.call %f1(%a) : !llvm.ptr, (f64) -> f64
  llvm.return %b : f64
}

// `twice(f, x) = f(f(x))` given a function, and `apply(vt, x)` given a
// table whose second entry it calls (a `&dyn Trait` method); twice is
// given two functions: two private copies.
llvm.func internal @twice(%f: !llvm.ptr, %x: f64) -> f64 {
  %a = llvm.call %f(%x) : !llvm.ptr, (f64) -> f64
  %b = llvm.call %f(%a) : !llvm.ptr, (f64) -> f64
  llvm.return %b : f64
}
llvm.func internal @apply(%vt: !llvm.ptr, %x: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.getelementptr inbounds %vt[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  %f = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %r = llvm.call %f(%x) : !llvm.ptr, (f64) -> f64
  llvm.return %r : f64
}
// fwd @call_args dup : 1.1 | -0.6
// rev @call_args active : 1.1 | -0.6
llvm.func @call_args(%x: f64) -> f64 {
  %s = llvm.mlir.addressof @sq : !llvm.ptr
  %c = llvm.mlir.addressof @cube : !llvm.ptr
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %a = llvm.call @twice(%s, %x) : (!llvm.ptr, f64) -> f64
  %b = llvm.call @twice(%c, %x) : (!llvm.ptr, f64) -> f64
  %d = llvm.call @apply(%t, %x) : (!llvm.ptr, f64) -> f64
  %ab = llvm.fadd %a, %b : f64
  %r = llvm.fadd %ab, %d : f64
  llvm.return %r : f64
}

// A select between two functions (rustc's `if k % 2 == 1 { cube } else
// { sq }`; reader-45): an scf.if of two direct calls.
// fwd @picked_fn dup,const : 1.1; 0 | 1.1; 1
// rev @picked_fn active,const : 1.1; 0 | -0.6; 1
llvm.func @pf_sq(%x: f64) -> f64 {
  %r = llvm.fmul %x, %x : f64
  llvm.return %r : f64
}
llvm.func @pf_cube(%x: f64) -> f64 {
  %s = llvm.fmul %x, %x : f64
  %r = llvm.fmul %s, %x : f64
  llvm.return %r : f64
}
llvm.func @picked_fn(%x: f64, %k: i64) -> f64 {
  %z = llvm.mlir.constant(0 : i64) : i64
  %a = llvm.mlir.addressof @pf_sq : !llvm.ptr
  %b = llvm.mlir.addressof @pf_cube : !llvm.ptr
  %c = llvm.icmp "eq" %k, %z : i64
  %f = llvm.select %c, %a, %b : i1, !llvm.ptr
  %r = llvm.call %f(%x) : !llvm.ptr, (f64) -> f64
  llvm.return %r : f64
}

// A function given to a func.func as a function-typed argument (its private
// copy gets a func.constant; reader-46: an internal error).
// fwd @apply_isin dup : 0.7
// rev @apply_isin active : 0.7 | -1.2
func.func private @apply_fn(%f: (f64) -> f64, %x: f64) -> f64 {
  %a = func.call_indirect %f(%x) : (f64) -> f64
  return %a : f64
}
func.func @apply_isin(%x: f64) -> f64 {
  %s = func.constant @isin : (f64) -> f64
  %a = func.call @apply_fn(%s, %x) : ((f64) -> f64, f64) -> f64
  return %a : f64
}

// A vtable laid out as a struct {size, align, method, method}, its second
// method reached by a GEP of constant indices through the struct
// (reader-46: not made direct).
llvm.mlir.global internal constant @vt_struct() {addr_space = 0 : i32} : !llvm.struct<(i64, i32, ptr, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i64, i32, ptr, ptr)>
  %s = llvm.mlir.constant(16 : i64) : i64
  %al = llvm.mlir.constant(8 : i32) : i32
  %1 = llvm.insertvalue %s, %0[0] : !llvm.struct<(i64, i32, ptr, ptr)>
  %2 = llvm.insertvalue %al, %1[1] : !llvm.struct<(i64, i32, ptr, ptr)>
  %3 = llvm.mlir.addressof @sq : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(i64, i32, ptr, ptr)>
  %5 = llvm.mlir.addressof @cube : !llvm.ptr
  %6 = llvm.insertvalue %5, %4[3] : !llvm.struct<(i64, i32, ptr, ptr)>
  llvm.return %6 : !llvm.struct<(i64, i32, ptr, ptr)>
}
// fwd @call_struct_table dup : 0.7 | -1.2
// rev @call_struct_table active : 0.7 | -1.2
llvm.func @call_struct_table(%x: f64) -> f64 {
  %t = llvm.mlir.addressof @vt_struct : !llvm.ptr
  %p = llvm.getelementptr %t[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32, ptr, ptr)>
  %g = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %r = llvm.call %g(%x) : !llvm.ptr, (f64) -> f64
  %s = llvm.intr.sin(%r) : (f64) -> f64
  llvm.return %s : f64
}
