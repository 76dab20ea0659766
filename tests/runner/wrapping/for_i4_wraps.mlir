// An i4 loop from 0 to 7 step 3: its IV wraps from 6 + 3 to -7 and again
// from 5 + 3 to -8, then ends at 7 after 13 iterations, as MLIR's lowering
// computes it. The checked engines stop at the first wrap.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %lb = arith.constant 0 : i4
  %ub = arith.constant 7 : i4
  %s = arith.constant 3 : i4
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %c0) -> (i64) : i4 {
    %w = arith.extsi %i : i4 to i64
    func.call @printI64(%w) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %b = arith.addi %a, %c1 : i64
    scf.yield %b : i64
  }
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
