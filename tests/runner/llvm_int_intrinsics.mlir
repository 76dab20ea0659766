// LLVM integer intrinsics, what --convert-arith-to-llvm and
// --convert-math-to-llvm make of arith.maxsi/minsi/maxui/minui and
// math.absi/ctlz/cttz/ctpop (reader-32: the first five did not parse, none
// ran): i8, i32 and i64, with the edge values (0, the most negative).
func.func private @printI64(i64)
func.func private @printNewline()
func.func @show(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %v8_0 = llvm.mlir.constant(-37 : i8) : i8
  %v8_1 = llvm.mlir.constant(12 : i8) : i8
  %v8_2 = llvm.mlir.constant(0 : i8) : i8
  %v8_3 = llvm.mlir.constant(-128 : i8) : i8
  %v8_4 = llvm.mlir.constant(127 : i8) : i8
  %v8_5 = llvm.mlir.constant(1 : i8) : i8
  %r8_smax_0_1 = llvm.intr.smax(%v8_0, %v8_1) : (i8, i8) -> i8
  %sr8_smax_0_1 = llvm.sext %r8_smax_0_1 : i8 to i64
  func.call @show(%sr8_smax_0_1) : (i64) -> ()
  %r8_smin_0_1 = llvm.intr.smin(%v8_0, %v8_1) : (i8, i8) -> i8
  %sr8_smin_0_1 = llvm.sext %r8_smin_0_1 : i8 to i64
  func.call @show(%sr8_smin_0_1) : (i64) -> ()
  %r8_umax_0_1 = llvm.intr.umax(%v8_0, %v8_1) : (i8, i8) -> i8
  %sr8_umax_0_1 = llvm.sext %r8_umax_0_1 : i8 to i64
  func.call @show(%sr8_umax_0_1) : (i64) -> ()
  %r8_umin_0_1 = llvm.intr.umin(%v8_0, %v8_1) : (i8, i8) -> i8
  %sr8_umin_0_1 = llvm.sext %r8_umin_0_1 : i8 to i64
  func.call @show(%sr8_umin_0_1) : (i64) -> ()
  %r8_smax_1_0 = llvm.intr.smax(%v8_1, %v8_0) : (i8, i8) -> i8
  %sr8_smax_1_0 = llvm.sext %r8_smax_1_0 : i8 to i64
  func.call @show(%sr8_smax_1_0) : (i64) -> ()
  %r8_smin_1_0 = llvm.intr.smin(%v8_1, %v8_0) : (i8, i8) -> i8
  %sr8_smin_1_0 = llvm.sext %r8_smin_1_0 : i8 to i64
  func.call @show(%sr8_smin_1_0) : (i64) -> ()
  %r8_umax_1_0 = llvm.intr.umax(%v8_1, %v8_0) : (i8, i8) -> i8
  %sr8_umax_1_0 = llvm.sext %r8_umax_1_0 : i8 to i64
  func.call @show(%sr8_umax_1_0) : (i64) -> ()
  %r8_umin_1_0 = llvm.intr.umin(%v8_1, %v8_0) : (i8, i8) -> i8
  %sr8_umin_1_0 = llvm.sext %r8_umin_1_0 : i8 to i64
  func.call @show(%sr8_umin_1_0) : (i64) -> ()
  %r8_smax_0_3 = llvm.intr.smax(%v8_0, %v8_3) : (i8, i8) -> i8
  %sr8_smax_0_3 = llvm.sext %r8_smax_0_3 : i8 to i64
  func.call @show(%sr8_smax_0_3) : (i64) -> ()
  %r8_smin_0_3 = llvm.intr.smin(%v8_0, %v8_3) : (i8, i8) -> i8
  %sr8_smin_0_3 = llvm.sext %r8_smin_0_3 : i8 to i64
  func.call @show(%sr8_smin_0_3) : (i64) -> ()
  %r8_umax_0_3 = llvm.intr.umax(%v8_0, %v8_3) : (i8, i8) -> i8
  %sr8_umax_0_3 = llvm.sext %r8_umax_0_3 : i8 to i64
  func.call @show(%sr8_umax_0_3) : (i64) -> ()
  %r8_umin_0_3 = llvm.intr.umin(%v8_0, %v8_3) : (i8, i8) -> i8
  %sr8_umin_0_3 = llvm.sext %r8_umin_0_3 : i8 to i64
  func.call @show(%sr8_umin_0_3) : (i64) -> ()
  %r8_smax_3_4 = llvm.intr.smax(%v8_3, %v8_4) : (i8, i8) -> i8
  %sr8_smax_3_4 = llvm.sext %r8_smax_3_4 : i8 to i64
  func.call @show(%sr8_smax_3_4) : (i64) -> ()
  %r8_smin_3_4 = llvm.intr.smin(%v8_3, %v8_4) : (i8, i8) -> i8
  %sr8_smin_3_4 = llvm.sext %r8_smin_3_4 : i8 to i64
  func.call @show(%sr8_smin_3_4) : (i64) -> ()
  %r8_umax_3_4 = llvm.intr.umax(%v8_3, %v8_4) : (i8, i8) -> i8
  %sr8_umax_3_4 = llvm.sext %r8_umax_3_4 : i8 to i64
  func.call @show(%sr8_umax_3_4) : (i64) -> ()
  %r8_umin_3_4 = llvm.intr.umin(%v8_3, %v8_4) : (i8, i8) -> i8
  %sr8_umin_3_4 = llvm.sext %r8_umin_3_4 : i8 to i64
  func.call @show(%sr8_umin_3_4) : (i64) -> ()
  %r8_smax_2_0 = llvm.intr.smax(%v8_2, %v8_0) : (i8, i8) -> i8
  %sr8_smax_2_0 = llvm.sext %r8_smax_2_0 : i8 to i64
  func.call @show(%sr8_smax_2_0) : (i64) -> ()
  %r8_smin_2_0 = llvm.intr.smin(%v8_2, %v8_0) : (i8, i8) -> i8
  %sr8_smin_2_0 = llvm.sext %r8_smin_2_0 : i8 to i64
  func.call @show(%sr8_smin_2_0) : (i64) -> ()
  %r8_umax_2_0 = llvm.intr.umax(%v8_2, %v8_0) : (i8, i8) -> i8
  %sr8_umax_2_0 = llvm.sext %r8_umax_2_0 : i8 to i64
  func.call @show(%sr8_umax_2_0) : (i64) -> ()
  %r8_umin_2_0 = llvm.intr.umin(%v8_2, %v8_0) : (i8, i8) -> i8
  %sr8_umin_2_0 = llvm.sext %r8_umin_2_0 : i8 to i64
  func.call @show(%sr8_umin_2_0) : (i64) -> ()
  %p8_0 = llvm.intr.ctpop(%v8_0) : (i8) -> i8
  %sp8_0 = llvm.sext %p8_0 : i8 to i64
  func.call @show(%sp8_0) : (i64) -> ()
  %abs8_0 = "llvm.intr.abs"(%v8_0) <{is_int_min_poison = false}> : (i8) -> i8
  %sabs8_0 = llvm.sext %abs8_0 : i8 to i64
  func.call @show(%sabs8_0) : (i64) -> ()
  %ctlz8_0 = "llvm.intr.ctlz"(%v8_0) <{is_zero_poison = false}> : (i8) -> i8
  %sctlz8_0 = llvm.sext %ctlz8_0 : i8 to i64
  func.call @show(%sctlz8_0) : (i64) -> ()
  %cttz8_0 = "llvm.intr.cttz"(%v8_0) <{is_zero_poison = false}> : (i8) -> i8
  %scttz8_0 = llvm.sext %cttz8_0 : i8 to i64
  func.call @show(%scttz8_0) : (i64) -> ()
  %p8_1 = llvm.intr.ctpop(%v8_1) : (i8) -> i8
  %sp8_1 = llvm.sext %p8_1 : i8 to i64
  func.call @show(%sp8_1) : (i64) -> ()
  %abs8_1 = "llvm.intr.abs"(%v8_1) <{is_int_min_poison = false}> : (i8) -> i8
  %sabs8_1 = llvm.sext %abs8_1 : i8 to i64
  func.call @show(%sabs8_1) : (i64) -> ()
  %ctlz8_1 = "llvm.intr.ctlz"(%v8_1) <{is_zero_poison = false}> : (i8) -> i8
  %sctlz8_1 = llvm.sext %ctlz8_1 : i8 to i64
  func.call @show(%sctlz8_1) : (i64) -> ()
  %cttz8_1 = "llvm.intr.cttz"(%v8_1) <{is_zero_poison = false}> : (i8) -> i8
  %scttz8_1 = llvm.sext %cttz8_1 : i8 to i64
  func.call @show(%scttz8_1) : (i64) -> ()
  %p8_2 = llvm.intr.ctpop(%v8_2) : (i8) -> i8
  %sp8_2 = llvm.sext %p8_2 : i8 to i64
  func.call @show(%sp8_2) : (i64) -> ()
  %abs8_2 = "llvm.intr.abs"(%v8_2) <{is_int_min_poison = false}> : (i8) -> i8
  %sabs8_2 = llvm.sext %abs8_2 : i8 to i64
  func.call @show(%sabs8_2) : (i64) -> ()
  %ctlz8_2 = "llvm.intr.ctlz"(%v8_2) <{is_zero_poison = false}> : (i8) -> i8
  %sctlz8_2 = llvm.sext %ctlz8_2 : i8 to i64
  func.call @show(%sctlz8_2) : (i64) -> ()
  %cttz8_2 = "llvm.intr.cttz"(%v8_2) <{is_zero_poison = false}> : (i8) -> i8
  %scttz8_2 = llvm.sext %cttz8_2 : i8 to i64
  func.call @show(%scttz8_2) : (i64) -> ()
  %p8_3 = llvm.intr.ctpop(%v8_3) : (i8) -> i8
  %sp8_3 = llvm.sext %p8_3 : i8 to i64
  func.call @show(%sp8_3) : (i64) -> ()
  %abs8_3 = "llvm.intr.abs"(%v8_3) <{is_int_min_poison = false}> : (i8) -> i8
  %sabs8_3 = llvm.sext %abs8_3 : i8 to i64
  func.call @show(%sabs8_3) : (i64) -> ()
  %ctlz8_3 = "llvm.intr.ctlz"(%v8_3) <{is_zero_poison = false}> : (i8) -> i8
  %sctlz8_3 = llvm.sext %ctlz8_3 : i8 to i64
  func.call @show(%sctlz8_3) : (i64) -> ()
  %cttz8_3 = "llvm.intr.cttz"(%v8_3) <{is_zero_poison = false}> : (i8) -> i8
  %scttz8_3 = llvm.sext %cttz8_3 : i8 to i64
  func.call @show(%scttz8_3) : (i64) -> ()
  %p8_4 = llvm.intr.ctpop(%v8_4) : (i8) -> i8
  %sp8_4 = llvm.sext %p8_4 : i8 to i64
  func.call @show(%sp8_4) : (i64) -> ()
  %abs8_4 = "llvm.intr.abs"(%v8_4) <{is_int_min_poison = false}> : (i8) -> i8
  %sabs8_4 = llvm.sext %abs8_4 : i8 to i64
  func.call @show(%sabs8_4) : (i64) -> ()
  %ctlz8_4 = "llvm.intr.ctlz"(%v8_4) <{is_zero_poison = false}> : (i8) -> i8
  %sctlz8_4 = llvm.sext %ctlz8_4 : i8 to i64
  func.call @show(%sctlz8_4) : (i64) -> ()
  %cttz8_4 = "llvm.intr.cttz"(%v8_4) <{is_zero_poison = false}> : (i8) -> i8
  %scttz8_4 = llvm.sext %cttz8_4 : i8 to i64
  func.call @show(%scttz8_4) : (i64) -> ()
  %p8_5 = llvm.intr.ctpop(%v8_5) : (i8) -> i8
  %sp8_5 = llvm.sext %p8_5 : i8 to i64
  func.call @show(%sp8_5) : (i64) -> ()
  %abs8_5 = "llvm.intr.abs"(%v8_5) <{is_int_min_poison = false}> : (i8) -> i8
  %sabs8_5 = llvm.sext %abs8_5 : i8 to i64
  func.call @show(%sabs8_5) : (i64) -> ()
  %ctlz8_5 = "llvm.intr.ctlz"(%v8_5) <{is_zero_poison = false}> : (i8) -> i8
  %sctlz8_5 = llvm.sext %ctlz8_5 : i8 to i64
  func.call @show(%sctlz8_5) : (i64) -> ()
  %cttz8_5 = "llvm.intr.cttz"(%v8_5) <{is_zero_poison = false}> : (i8) -> i8
  %scttz8_5 = llvm.sext %cttz8_5 : i8 to i64
  func.call @show(%scttz8_5) : (i64) -> ()
  %v32_0 = llvm.mlir.constant(-37 : i32) : i32
  %v32_1 = llvm.mlir.constant(12 : i32) : i32
  %v32_2 = llvm.mlir.constant(0 : i32) : i32
  %v32_3 = llvm.mlir.constant(-2147483648 : i32) : i32
  %v32_4 = llvm.mlir.constant(1000000 : i32) : i32
  %r32_smax_0_1 = llvm.intr.smax(%v32_0, %v32_1) : (i32, i32) -> i32
  %sr32_smax_0_1 = llvm.sext %r32_smax_0_1 : i32 to i64
  func.call @show(%sr32_smax_0_1) : (i64) -> ()
  %r32_smin_0_1 = llvm.intr.smin(%v32_0, %v32_1) : (i32, i32) -> i32
  %sr32_smin_0_1 = llvm.sext %r32_smin_0_1 : i32 to i64
  func.call @show(%sr32_smin_0_1) : (i64) -> ()
  %r32_umax_0_1 = llvm.intr.umax(%v32_0, %v32_1) : (i32, i32) -> i32
  %sr32_umax_0_1 = llvm.sext %r32_umax_0_1 : i32 to i64
  func.call @show(%sr32_umax_0_1) : (i64) -> ()
  %r32_umin_0_1 = llvm.intr.umin(%v32_0, %v32_1) : (i32, i32) -> i32
  %sr32_umin_0_1 = llvm.sext %r32_umin_0_1 : i32 to i64
  func.call @show(%sr32_umin_0_1) : (i64) -> ()
  %r32_smax_1_0 = llvm.intr.smax(%v32_1, %v32_0) : (i32, i32) -> i32
  %sr32_smax_1_0 = llvm.sext %r32_smax_1_0 : i32 to i64
  func.call @show(%sr32_smax_1_0) : (i64) -> ()
  %r32_smin_1_0 = llvm.intr.smin(%v32_1, %v32_0) : (i32, i32) -> i32
  %sr32_smin_1_0 = llvm.sext %r32_smin_1_0 : i32 to i64
  func.call @show(%sr32_smin_1_0) : (i64) -> ()
  %r32_umax_1_0 = llvm.intr.umax(%v32_1, %v32_0) : (i32, i32) -> i32
  %sr32_umax_1_0 = llvm.sext %r32_umax_1_0 : i32 to i64
  func.call @show(%sr32_umax_1_0) : (i64) -> ()
  %r32_umin_1_0 = llvm.intr.umin(%v32_1, %v32_0) : (i32, i32) -> i32
  %sr32_umin_1_0 = llvm.sext %r32_umin_1_0 : i32 to i64
  func.call @show(%sr32_umin_1_0) : (i64) -> ()
  %r32_smax_0_3 = llvm.intr.smax(%v32_0, %v32_3) : (i32, i32) -> i32
  %sr32_smax_0_3 = llvm.sext %r32_smax_0_3 : i32 to i64
  func.call @show(%sr32_smax_0_3) : (i64) -> ()
  %r32_smin_0_3 = llvm.intr.smin(%v32_0, %v32_3) : (i32, i32) -> i32
  %sr32_smin_0_3 = llvm.sext %r32_smin_0_3 : i32 to i64
  func.call @show(%sr32_smin_0_3) : (i64) -> ()
  %r32_umax_0_3 = llvm.intr.umax(%v32_0, %v32_3) : (i32, i32) -> i32
  %sr32_umax_0_3 = llvm.sext %r32_umax_0_3 : i32 to i64
  func.call @show(%sr32_umax_0_3) : (i64) -> ()
  %r32_umin_0_3 = llvm.intr.umin(%v32_0, %v32_3) : (i32, i32) -> i32
  %sr32_umin_0_3 = llvm.sext %r32_umin_0_3 : i32 to i64
  func.call @show(%sr32_umin_0_3) : (i64) -> ()
  %r32_smax_3_4 = llvm.intr.smax(%v32_3, %v32_4) : (i32, i32) -> i32
  %sr32_smax_3_4 = llvm.sext %r32_smax_3_4 : i32 to i64
  func.call @show(%sr32_smax_3_4) : (i64) -> ()
  %r32_smin_3_4 = llvm.intr.smin(%v32_3, %v32_4) : (i32, i32) -> i32
  %sr32_smin_3_4 = llvm.sext %r32_smin_3_4 : i32 to i64
  func.call @show(%sr32_smin_3_4) : (i64) -> ()
  %r32_umax_3_4 = llvm.intr.umax(%v32_3, %v32_4) : (i32, i32) -> i32
  %sr32_umax_3_4 = llvm.sext %r32_umax_3_4 : i32 to i64
  func.call @show(%sr32_umax_3_4) : (i64) -> ()
  %r32_umin_3_4 = llvm.intr.umin(%v32_3, %v32_4) : (i32, i32) -> i32
  %sr32_umin_3_4 = llvm.sext %r32_umin_3_4 : i32 to i64
  func.call @show(%sr32_umin_3_4) : (i64) -> ()
  %r32_smax_2_0 = llvm.intr.smax(%v32_2, %v32_0) : (i32, i32) -> i32
  %sr32_smax_2_0 = llvm.sext %r32_smax_2_0 : i32 to i64
  func.call @show(%sr32_smax_2_0) : (i64) -> ()
  %r32_smin_2_0 = llvm.intr.smin(%v32_2, %v32_0) : (i32, i32) -> i32
  %sr32_smin_2_0 = llvm.sext %r32_smin_2_0 : i32 to i64
  func.call @show(%sr32_smin_2_0) : (i64) -> ()
  %r32_umax_2_0 = llvm.intr.umax(%v32_2, %v32_0) : (i32, i32) -> i32
  %sr32_umax_2_0 = llvm.sext %r32_umax_2_0 : i32 to i64
  func.call @show(%sr32_umax_2_0) : (i64) -> ()
  %r32_umin_2_0 = llvm.intr.umin(%v32_2, %v32_0) : (i32, i32) -> i32
  %sr32_umin_2_0 = llvm.sext %r32_umin_2_0 : i32 to i64
  func.call @show(%sr32_umin_2_0) : (i64) -> ()
  %p32_0 = llvm.intr.ctpop(%v32_0) : (i32) -> i32
  %sp32_0 = llvm.sext %p32_0 : i32 to i64
  func.call @show(%sp32_0) : (i64) -> ()
  %abs32_0 = "llvm.intr.abs"(%v32_0) <{is_int_min_poison = false}> : (i32) -> i32
  %sabs32_0 = llvm.sext %abs32_0 : i32 to i64
  func.call @show(%sabs32_0) : (i64) -> ()
  %ctlz32_0 = "llvm.intr.ctlz"(%v32_0) <{is_zero_poison = false}> : (i32) -> i32
  %sctlz32_0 = llvm.sext %ctlz32_0 : i32 to i64
  func.call @show(%sctlz32_0) : (i64) -> ()
  %cttz32_0 = "llvm.intr.cttz"(%v32_0) <{is_zero_poison = false}> : (i32) -> i32
  %scttz32_0 = llvm.sext %cttz32_0 : i32 to i64
  func.call @show(%scttz32_0) : (i64) -> ()
  %p32_1 = llvm.intr.ctpop(%v32_1) : (i32) -> i32
  %sp32_1 = llvm.sext %p32_1 : i32 to i64
  func.call @show(%sp32_1) : (i64) -> ()
  %abs32_1 = "llvm.intr.abs"(%v32_1) <{is_int_min_poison = false}> : (i32) -> i32
  %sabs32_1 = llvm.sext %abs32_1 : i32 to i64
  func.call @show(%sabs32_1) : (i64) -> ()
  %ctlz32_1 = "llvm.intr.ctlz"(%v32_1) <{is_zero_poison = false}> : (i32) -> i32
  %sctlz32_1 = llvm.sext %ctlz32_1 : i32 to i64
  func.call @show(%sctlz32_1) : (i64) -> ()
  %cttz32_1 = "llvm.intr.cttz"(%v32_1) <{is_zero_poison = false}> : (i32) -> i32
  %scttz32_1 = llvm.sext %cttz32_1 : i32 to i64
  func.call @show(%scttz32_1) : (i64) -> ()
  %p32_2 = llvm.intr.ctpop(%v32_2) : (i32) -> i32
  %sp32_2 = llvm.sext %p32_2 : i32 to i64
  func.call @show(%sp32_2) : (i64) -> ()
  %abs32_2 = "llvm.intr.abs"(%v32_2) <{is_int_min_poison = false}> : (i32) -> i32
  %sabs32_2 = llvm.sext %abs32_2 : i32 to i64
  func.call @show(%sabs32_2) : (i64) -> ()
  %ctlz32_2 = "llvm.intr.ctlz"(%v32_2) <{is_zero_poison = false}> : (i32) -> i32
  %sctlz32_2 = llvm.sext %ctlz32_2 : i32 to i64
  func.call @show(%sctlz32_2) : (i64) -> ()
  %cttz32_2 = "llvm.intr.cttz"(%v32_2) <{is_zero_poison = false}> : (i32) -> i32
  %scttz32_2 = llvm.sext %cttz32_2 : i32 to i64
  func.call @show(%scttz32_2) : (i64) -> ()
  %p32_3 = llvm.intr.ctpop(%v32_3) : (i32) -> i32
  %sp32_3 = llvm.sext %p32_3 : i32 to i64
  func.call @show(%sp32_3) : (i64) -> ()
  %abs32_3 = "llvm.intr.abs"(%v32_3) <{is_int_min_poison = false}> : (i32) -> i32
  %sabs32_3 = llvm.sext %abs32_3 : i32 to i64
  func.call @show(%sabs32_3) : (i64) -> ()
  %ctlz32_3 = "llvm.intr.ctlz"(%v32_3) <{is_zero_poison = false}> : (i32) -> i32
  %sctlz32_3 = llvm.sext %ctlz32_3 : i32 to i64
  func.call @show(%sctlz32_3) : (i64) -> ()
  %cttz32_3 = "llvm.intr.cttz"(%v32_3) <{is_zero_poison = false}> : (i32) -> i32
  %scttz32_3 = llvm.sext %cttz32_3 : i32 to i64
  func.call @show(%scttz32_3) : (i64) -> ()
  %p32_4 = llvm.intr.ctpop(%v32_4) : (i32) -> i32
  %sp32_4 = llvm.sext %p32_4 : i32 to i64
  func.call @show(%sp32_4) : (i64) -> ()
  %abs32_4 = "llvm.intr.abs"(%v32_4) <{is_int_min_poison = false}> : (i32) -> i32
  %sabs32_4 = llvm.sext %abs32_4 : i32 to i64
  func.call @show(%sabs32_4) : (i64) -> ()
  %ctlz32_4 = "llvm.intr.ctlz"(%v32_4) <{is_zero_poison = false}> : (i32) -> i32
  %sctlz32_4 = llvm.sext %ctlz32_4 : i32 to i64
  func.call @show(%sctlz32_4) : (i64) -> ()
  %cttz32_4 = "llvm.intr.cttz"(%v32_4) <{is_zero_poison = false}> : (i32) -> i32
  %scttz32_4 = llvm.sext %cttz32_4 : i32 to i64
  func.call @show(%scttz32_4) : (i64) -> ()
  %v64_0 = llvm.mlir.constant(-37 : i64) : i64
  %v64_1 = llvm.mlir.constant(12 : i64) : i64
  %v64_2 = llvm.mlir.constant(0 : i64) : i64
  %v64_3 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %v64_4 = llvm.mlir.constant(1099511627776 : i64) : i64
  %r64_smax_0_1 = llvm.intr.smax(%v64_0, %v64_1) : (i64, i64) -> i64
  func.call @show(%r64_smax_0_1) : (i64) -> ()
  %r64_smin_0_1 = llvm.intr.smin(%v64_0, %v64_1) : (i64, i64) -> i64
  func.call @show(%r64_smin_0_1) : (i64) -> ()
  %r64_umax_0_1 = llvm.intr.umax(%v64_0, %v64_1) : (i64, i64) -> i64
  func.call @show(%r64_umax_0_1) : (i64) -> ()
  %r64_umin_0_1 = llvm.intr.umin(%v64_0, %v64_1) : (i64, i64) -> i64
  func.call @show(%r64_umin_0_1) : (i64) -> ()
  %r64_smax_1_0 = llvm.intr.smax(%v64_1, %v64_0) : (i64, i64) -> i64
  func.call @show(%r64_smax_1_0) : (i64) -> ()
  %r64_smin_1_0 = llvm.intr.smin(%v64_1, %v64_0) : (i64, i64) -> i64
  func.call @show(%r64_smin_1_0) : (i64) -> ()
  %r64_umax_1_0 = llvm.intr.umax(%v64_1, %v64_0) : (i64, i64) -> i64
  func.call @show(%r64_umax_1_0) : (i64) -> ()
  %r64_umin_1_0 = llvm.intr.umin(%v64_1, %v64_0) : (i64, i64) -> i64
  func.call @show(%r64_umin_1_0) : (i64) -> ()
  %r64_smax_0_3 = llvm.intr.smax(%v64_0, %v64_3) : (i64, i64) -> i64
  func.call @show(%r64_smax_0_3) : (i64) -> ()
  %r64_smin_0_3 = llvm.intr.smin(%v64_0, %v64_3) : (i64, i64) -> i64
  func.call @show(%r64_smin_0_3) : (i64) -> ()
  %r64_umax_0_3 = llvm.intr.umax(%v64_0, %v64_3) : (i64, i64) -> i64
  func.call @show(%r64_umax_0_3) : (i64) -> ()
  %r64_umin_0_3 = llvm.intr.umin(%v64_0, %v64_3) : (i64, i64) -> i64
  func.call @show(%r64_umin_0_3) : (i64) -> ()
  %r64_smax_3_4 = llvm.intr.smax(%v64_3, %v64_4) : (i64, i64) -> i64
  func.call @show(%r64_smax_3_4) : (i64) -> ()
  %r64_smin_3_4 = llvm.intr.smin(%v64_3, %v64_4) : (i64, i64) -> i64
  func.call @show(%r64_smin_3_4) : (i64) -> ()
  %r64_umax_3_4 = llvm.intr.umax(%v64_3, %v64_4) : (i64, i64) -> i64
  func.call @show(%r64_umax_3_4) : (i64) -> ()
  %r64_umin_3_4 = llvm.intr.umin(%v64_3, %v64_4) : (i64, i64) -> i64
  func.call @show(%r64_umin_3_4) : (i64) -> ()
  %r64_smax_2_0 = llvm.intr.smax(%v64_2, %v64_0) : (i64, i64) -> i64
  func.call @show(%r64_smax_2_0) : (i64) -> ()
  %r64_smin_2_0 = llvm.intr.smin(%v64_2, %v64_0) : (i64, i64) -> i64
  func.call @show(%r64_smin_2_0) : (i64) -> ()
  %r64_umax_2_0 = llvm.intr.umax(%v64_2, %v64_0) : (i64, i64) -> i64
  func.call @show(%r64_umax_2_0) : (i64) -> ()
  %r64_umin_2_0 = llvm.intr.umin(%v64_2, %v64_0) : (i64, i64) -> i64
  func.call @show(%r64_umin_2_0) : (i64) -> ()
  %p64_0 = llvm.intr.ctpop(%v64_0) : (i64) -> i64
  func.call @show(%p64_0) : (i64) -> ()
  %abs64_0 = "llvm.intr.abs"(%v64_0) <{is_int_min_poison = false}> : (i64) -> i64
  func.call @show(%abs64_0) : (i64) -> ()
  %ctlz64_0 = "llvm.intr.ctlz"(%v64_0) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%ctlz64_0) : (i64) -> ()
  %cttz64_0 = "llvm.intr.cttz"(%v64_0) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%cttz64_0) : (i64) -> ()
  %p64_1 = llvm.intr.ctpop(%v64_1) : (i64) -> i64
  func.call @show(%p64_1) : (i64) -> ()
  %abs64_1 = "llvm.intr.abs"(%v64_1) <{is_int_min_poison = false}> : (i64) -> i64
  func.call @show(%abs64_1) : (i64) -> ()
  %ctlz64_1 = "llvm.intr.ctlz"(%v64_1) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%ctlz64_1) : (i64) -> ()
  %cttz64_1 = "llvm.intr.cttz"(%v64_1) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%cttz64_1) : (i64) -> ()
  %p64_2 = llvm.intr.ctpop(%v64_2) : (i64) -> i64
  func.call @show(%p64_2) : (i64) -> ()
  %abs64_2 = "llvm.intr.abs"(%v64_2) <{is_int_min_poison = false}> : (i64) -> i64
  func.call @show(%abs64_2) : (i64) -> ()
  %ctlz64_2 = "llvm.intr.ctlz"(%v64_2) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%ctlz64_2) : (i64) -> ()
  %cttz64_2 = "llvm.intr.cttz"(%v64_2) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%cttz64_2) : (i64) -> ()
  %p64_3 = llvm.intr.ctpop(%v64_3) : (i64) -> i64
  func.call @show(%p64_3) : (i64) -> ()
  %abs64_3 = "llvm.intr.abs"(%v64_3) <{is_int_min_poison = false}> : (i64) -> i64
  func.call @show(%abs64_3) : (i64) -> ()
  %ctlz64_3 = "llvm.intr.ctlz"(%v64_3) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%ctlz64_3) : (i64) -> ()
  %cttz64_3 = "llvm.intr.cttz"(%v64_3) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%cttz64_3) : (i64) -> ()
  %p64_4 = llvm.intr.ctpop(%v64_4) : (i64) -> i64
  func.call @show(%p64_4) : (i64) -> ()
  %abs64_4 = "llvm.intr.abs"(%v64_4) <{is_int_min_poison = false}> : (i64) -> i64
  func.call @show(%abs64_4) : (i64) -> ()
  %ctlz64_4 = "llvm.intr.ctlz"(%v64_4) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%ctlz64_4) : (i64) -> ()
  %cttz64_4 = "llvm.intr.cttz"(%v64_4) <{is_zero_poison = false}> : (i64) -> i64
  func.call @show(%cttz64_4) : (i64) -> ()
  return
}
