// Calls of a variadic llvm.func with a body, with and without variadic
// operands (the body cannot read them): reader-39, the JIT said the
// function had no body and the interpreter that its block expected fewer
// arguments. Prints 0.24921 twice, then 2.5.
module {
  func.func private @printF64(f64)
  func.func private @printNewline()
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
  llvm.func @id(%a: f64, ...) -> f64 {
    llvm.return %a : f64
  }
  func.func @run(%x: f64, %y: f64, %s: f64, %extra: i1) -> f64 {
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
    llvm.store %x, %p : f64, !llvm.ptr
    %q = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %y, %q : f64, !llvm.ptr
    %r = scf.if %extra -> f64 {
      %r1 = llvm.call @upd(%p, %p, %s, %p, %x) vararg(!llvm.func<f64 (ptr, ptr, f64, ...)>) : (!llvm.ptr, !llvm.ptr, f64, !llvm.ptr, f64) -> f64
      scf.yield %r1 : f64
    } else {
      %r2 = llvm.call @upd(%p, %p, %s) vararg(!llvm.func<f64 (ptr, ptr, f64, ...)>) : (!llvm.ptr, !llvm.ptr, f64) -> f64
      scf.yield %r2 : f64
    }
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    return %r : f64
  }
  func.func @main() {
    %x = arith.constant 0.7 : f64
    %y = arith.constant 0.4 : f64
    %s = arith.constant 1.3 : f64
    %t = arith.constant true
    %f = arith.constant false
    %a = func.call @run(%x, %y, %s, %t) : (f64, f64, f64, i1) -> f64
    func.call @printF64(%a) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %b = func.call @run(%x, %y, %s, %f) : (f64, f64, f64, i1) -> f64
    func.call @printF64(%b) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %v = arith.constant 2.5 : f64
    %c = llvm.call @id(%v, %x, %y) vararg(!llvm.func<f64 (f64, ...)>) : (f64, f64, f64) -> f64
    func.call @printF64(%c) : (f64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}
