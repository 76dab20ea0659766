// expected-error: 9:3: 'llvm.unreachable' reached unreachable code
// Control reaches llvm.unreachable.
llvm.func @main() -> i64 {
  %a = llvm.mlir.constant(1 : i64) : i64
  %b = llvm.mlir.constant(2 : i64) : i64
  %lt = llvm.icmp "slt" %a, %b : i64
  llvm.cond_br %lt, ^dead, ^ok
^dead:
  llvm.unreachable
^ok:
  llvm.return %a : i64
}
