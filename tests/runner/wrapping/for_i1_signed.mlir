// An i1 loop from false to true, step true. Compared signed (the
// default), true is -1: 0 < -1 is false and MLIR's lowering runs no
// iteration; the checked engines refuse the step (-1, not positive). (The
// JIT compared i1 as 0/1 and ran one iteration.)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %f = arith.constant false
  %t = arith.constant true
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r = scf.for %i = %f to %t step %t iter_args(%a = %c0) -> (i64) : i1 {
    %b = arith.addi %a, %c1 : i64
    scf.yield %b : i64
  }
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
