// C malloc declared with an i32 size, called in a branch of a loop: called
// as declared, not through the i64 trampoline (review-35: the checked JIT
// failed to compile it).
func.func private @printF64(f64)
func.func private @printNewline()
llvm.func @malloc(i32) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 2.5 : f64
  scf.for %i = %c0 to %c5 step %c1 {
    %e = arith.cmpi eq, %i, %c3 : index
    scf.if %e {
      %sz = arith.constant 16 : i32
      %p = llvm.call @malloc(%sz) : (i32) -> !llvm.ptr
      llvm.store %x, %p : f64, !llvm.ptr
      %v = llvm.load %p : !llvm.ptr -> f64
      func.call @printF64(%v) : (f64) -> ()
      func.call @printNewline() : () -> ()
      llvm.call @free(%p) : (!llvm.ptr) -> ()
    }
  }
  return
}
