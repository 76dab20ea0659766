// Pointers kept in memory (crates/ferrozyme-jit/tests/reverse.rs runs each
// @main_* and compares with the closed form in its comment). Reverse and
// forward mode must follow a pointer loaded from dup memory into the
// memory it points to (its shadow is the pointer stored in the shadow).

// f(pp) = (**pp)²; main returns d f / d(**pp) = 2x.
func.func @sq_through(%pp: !llvm.ptr) -> f64 {
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %w = arith.mulf %v, %v : f64
  return %w : f64
}
func.func @main_reverse(%x: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %data = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %ddata = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %pp = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  %dpp = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %x, %data : f64, !llvm.ptr
  llvm.store %zero, %ddata : f64, !llvm.ptr
  llvm.store %data, %pp : !llvm.ptr, !llvm.ptr
  llvm.store %ddata, %dpp : !llvm.ptr, !llvm.ptr
  enzyme.autodiff @sq_through(%pp, %dpp, %one) <{ activity=[#enzyme.activity<enzyme_dup>], ret_activity=[#enzyme.activity<enzyme_activenoneed>] }> : (!llvm.ptr, !llvm.ptr, f64) -> ()
  %g = llvm.load %ddata : !llvm.ptr -> f64
  return %g : f64
}
func.func @main_forward(%x: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %one = arith.constant 1.0 : f64
  %data = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %ddata = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %pp = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  %dpp = llvm.alloca %c1 x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %x, %data : f64, !llvm.ptr
  llvm.store %one, %ddata : f64, !llvm.ptr
  llvm.store %data, %pp : !llvm.ptr, !llvm.ptr
  llvm.store %ddata, %dpp : !llvm.ptr, !llvm.ptr
  %r:2 = enzyme.fwddiff @sq_through(%pp, %dpp) <{ activity=[#enzyme.activity<enzyme_dup>], ret_activity=[#enzyme.activity<enzyme_dup>] }> : (!llvm.ptr, !llvm.ptr) -> (f64, f64)
  return %r#1 : f64
}
