// Blocks written after the blocks using their values (MLIR asks only that
// definitions dominate uses; mlir-translate --import-llvm keeps LLVM's
// block order, which does this). reader-43: forward mode in the
// interpreter took the later value's tangent as 0, the JIT panicked.

// rev @later_def active : 1.5 | -0.7
// fwd @later_def dup : 1.5
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

// The later value passed as a block argument, in a loop, in the llvm
// dialect: x * (x + 2)^n, the loop's blocks written backwards.
// rev @later_loop active,const : 0.7; 3 | -0.4; 0
// fwd @later_loop dup,const : 0.7; 3
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
