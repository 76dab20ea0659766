// LLVM integer intrinsics: smax/smin/umax/umin/ctpop in their custom
// form, abs/ctlz/cttz in the generic form MLIR 19 prints (with their
// poison flags as properties).
llvm.func @ints(%a: i32, %b: i32) -> i32 {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.smin(%0, %b) : (i32, i32) -> i32
  %2 = llvm.intr.umax(%1, %a) : (i32, i32) -> i32
  %3 = llvm.intr.umin(%2, %b) : (i32, i32) -> i32
  %4 = llvm.intr.ctpop(%3) : (i32) -> i32
  %5 = "llvm.intr.abs"(%4) <{is_int_min_poison = false}> : (i32) -> i32
  %6 = "llvm.intr.ctlz"(%5) <{is_zero_poison = true}> : (i32) -> i32
  %7 = "llvm.intr.cttz"(%6) <{is_zero_poison = false}> : (i32) -> i32
  llvm.return %7 : i32
}
