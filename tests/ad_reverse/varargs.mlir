// Calls of a variadic llvm.func with a body (which cannot read its
// variadic arguments): differentiated as calls of its fixed parameters,
// the variadic operands (here a pointer and an active float) dropped
// (reader-39: forward mode refused "4 activities for 3 arguments", the
// JIT said the function had no body).
// rev @drv active,active,active : 0.7; 0.4; 1.3 | -0.2; 1.1; 0.6
// fwd @drv dup,dup,dup : 0.7; 0.4; 1.3
// rev @generic active,active : 1.5; 2.0
// fwd @generic dup,dup : 1.5; 2.0
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @upd(%a: !llvm.ptr, %b: !llvm.ptr, %s: f64, ...) -> f64 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %v0 = llvm.load %b : !llvm.ptr -> f64
    %q = llvm.getelementptr %b[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %v1 = llvm.load %q : !llvm.ptr -> f64
    %m = llvm.fmul %v0, %v1 : f64
    %m2 = llvm.fmul %m, %s : f64
    %sn = llvm.intr.sin(%m2) : (f64) -> f64
    %qa = llvm.getelementptr %a[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %sn, %qa : f64, !llvm.ptr
    %w = llvm.load %q : !llvm.ptr -> f64
    %r = llvm.fmul %w, %v0 : f64
    llvm.return %r : f64
  }
  func.func @drv(%x: f64, %y: f64, %s: f64) -> f64 {
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
    llvm.store %x, %p : f64, !llvm.ptr
    %q = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %y, %q : f64, !llvm.ptr
    %r1 = llvm.call @upd(%p, %p, %s, %p, %x) vararg(!llvm.func<f64 (ptr, ptr, f64, ...)>) : (!llvm.ptr, !llvm.ptr, f64, !llvm.ptr, f64) -> f64
    %r2 = llvm.call @upd(%p, %p, %r1) vararg(!llvm.func<f64 (ptr, ptr, f64, ...)>) : (!llvm.ptr, !llvm.ptr, f64) -> f64
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    return %r2 : f64
  }
  // The generic form with operand segments (as MLIR 20 prints a call):
  // reader-40, refused "2 activities for 1 argument".
  llvm.func @sq(%a: f64, ...) -> f64 {
    %r = llvm.fmul %a, %a : f64
    llvm.return %r : f64
  }
  func.func @generic(%x: f64, %y: f64) -> f64 {
    %g = "llvm.call"(%x, %y) <{callee = @sq, var_callee_type = !llvm.func<f64 (f64, ...)>, operandSegmentSizes = array<i32: 2, 0>, op_bundle_sizes = array<i32>}> : (f64, f64) -> f64
    %h = arith.mulf %g, %y : f64
    return %h : f64
  }
}
