// Blocks written after the blocks that use their values, as
// mlir-translate --import-llvm leaves LLVM's block order (definitions
// dominate uses; the text order does not follow): a value and a loop's
// blocks in reverse order. Prints x * (x + 2) and x * (x + 2)^3.
func.func @later_def(%x: f64) -> f64 {
  %c = arith.constant 2.0 : f64
  cf.br ^bb2
^bb1:
  %r = arith.mulf %y, %x : f64
  return %r : f64
^bb2:
  %y = arith.addf %x, %c : f64
  cf.br ^bb1
}
llvm.func @later_loop(%x: f64, %n: i64) -> f64 {
  %c = llvm.mlir.constant(2.0 : f64) : f64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^pre
^body:
  %t = llvm.fmul %acc, %y : f64
  %k2 = llvm.add %k, %one : i64
  llvm.br ^head(%k2, %t : i64, f64)
^exit:
  llvm.return %acc : f64
^head(%k: i64, %acc: f64):
  %more = llvm.icmp "slt" %k, %n : i64
  llvm.cond_br %more, ^body, ^exit
^pre:
  %y = llvm.fadd %x, %c : f64
  llvm.br ^head(%zero, %x : i64, f64)
}
func.func @main() {
  %x = arith.constant 1.5 : f64
  %a = func.call @later_def(%x) : (f64) -> f64
  vector.print %a : f64
  %n = arith.constant 3 : i64
  %b = llvm.call @later_loop(%x, %n) : (f64, i64) -> f64
  vector.print %b : f64
  return
}
