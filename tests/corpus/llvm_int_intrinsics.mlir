// LLVM integer intrinsics: smax/smin/umax/umin/ctpop, bswap/bitreverse,
// the funnel shifts and saturating arithmetic in their custom form,
// abs/ctlz/cttz in the generic form MLIR 19 prints (with their poison
// flags as properties), the *.with.overflow family generic-only.
llvm.func @ints(%a: i32, %b: i32) -> i32 {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.smin(%0, %b) : (i32, i32) -> i32
  %2 = llvm.intr.umax(%1, %a) : (i32, i32) -> i32
  %3 = llvm.intr.umin(%2, %b) : (i32, i32) -> i32
  %4 = llvm.intr.ctpop(%3) : (i32) -> i32
  %5 = "llvm.intr.abs"(%4) <{is_int_min_poison = false}> : (i32) -> i32
  %6 = "llvm.intr.ctlz"(%5) <{is_zero_poison = true}> : (i32) -> i32
  %7 = "llvm.intr.cttz"(%6) <{is_zero_poison = false}> : (i32) -> i32
  %8 = llvm.intr.bswap(%7) : (i32) -> i32
  %9 = llvm.intr.bitreverse(%8) : (i32) -> i32
  %10 = llvm.intr.fshl(%9, %a, %b) : (i32, i32, i32) -> i32
  %11 = llvm.intr.fshr(%10, %a, %b) : (i32, i32, i32) -> i32
  %12 = llvm.intr.uadd.sat(%11, %a) : (i32, i32) -> i32
  %13 = llvm.intr.usub.sat(%12, %a) : (i32, i32) -> i32
  %14 = llvm.intr.sadd.sat(%13, %a) : (i32, i32) -> i32
  %15 = llvm.intr.ssub.sat(%14, %b) : (i32, i32) -> i32
  %s1 = "llvm.intr.sadd.with.overflow"(%15, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %s2 = "llvm.intr.uadd.with.overflow"(%15, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %s3 = "llvm.intr.ssub.with.overflow"(%15, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %s4 = "llvm.intr.usub.with.overflow"(%15, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %s5 = "llvm.intr.smul.with.overflow"(%15, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %s6 = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %16 = llvm.extractvalue %s5[0] : !llvm.struct<(i32, i1)>
  llvm.return %16 : i32
}
