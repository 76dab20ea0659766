// What code imported from C or Rust holds besides arithmetic: branch hints
// (expect), is.constant, prefetch, float-to-integer rounding (lround,
func.func @main() {
  %x1 = llvm.mlir.constant(2.5 : f64) : f64
  %lround1 = llvm.intr.lround(%x1) : (f64) -> i64
  vector.print %lround1 : i64
  %llround1 = llvm.intr.llround(%x1) : (f64) -> i64
  vector.print %llround1 : i64
  %lrint1 = llvm.intr.lrint(%x1) : (f64) -> i64
  vector.print %lrint1 : i64
  %llrint1 = llvm.intr.llrint(%x1) : (f64) -> i64
  vector.print %llrint1 : i64
  %f1 = llvm.fptrunc %x1 : f64 to f32
  %x2 = llvm.mlir.constant(-2.5 : f64) : f64
  %lround2 = llvm.intr.lround(%x2) : (f64) -> i64
  vector.print %lround2 : i64
  %llround2 = llvm.intr.llround(%x2) : (f64) -> i64
  vector.print %llround2 : i64
  %lrint2 = llvm.intr.lrint(%x2) : (f64) -> i64
  vector.print %lrint2 : i64
  %llrint2 = llvm.intr.llrint(%x2) : (f64) -> i64
  vector.print %llrint2 : i64
  %f2 = llvm.fptrunc %x2 : f64 to f32
  %x3 = llvm.mlir.constant(3.5 : f64) : f64
  %lround3 = llvm.intr.lround(%x3) : (f64) -> i64
  vector.print %lround3 : i64
  %llround3 = llvm.intr.llround(%x3) : (f64) -> i64
  vector.print %llround3 : i64
  %lrint3 = llvm.intr.lrint(%x3) : (f64) -> i64
  vector.print %lrint3 : i64
  %llrint3 = llvm.intr.llrint(%x3) : (f64) -> i64
  vector.print %llrint3 : i64
  %f3 = llvm.fptrunc %x3 : f64 to f32
  %x4 = llvm.mlir.constant(-0.5 : f64) : f64
  %lround4 = llvm.intr.lround(%x4) : (f64) -> i64
  vector.print %lround4 : i64
  %llround4 = llvm.intr.llround(%x4) : (f64) -> i64
  vector.print %llround4 : i64
  %lrint4 = llvm.intr.lrint(%x4) : (f64) -> i64
  vector.print %lrint4 : i64
  %llrint4 = llvm.intr.llrint(%x4) : (f64) -> i64
  vector.print %llrint4 : i64
  %f4 = llvm.fptrunc %x4 : f64 to f32
  %x5 = llvm.mlir.constant(0.49999999999999994 : f64) : f64
  %lround5 = llvm.intr.lround(%x5) : (f64) -> i64
  vector.print %lround5 : i64
  %llround5 = llvm.intr.llround(%x5) : (f64) -> i64
  vector.print %llround5 : i64
  %lrint5 = llvm.intr.lrint(%x5) : (f64) -> i64
  vector.print %lrint5 : i64
  %llrint5 = llvm.intr.llrint(%x5) : (f64) -> i64
  vector.print %llrint5 : i64
  %f5 = llvm.fptrunc %x5 : f64 to f32
  %x6 = llvm.mlir.constant(1.0e10 : f64) : f64
  %f6 = llvm.fptrunc %x6 : f64 to f32
  %x7 = llvm.mlir.constant(-1.0e10 : f64) : f64
  %f7 = llvm.fptrunc %x7 : f64 to f32
  %x8 = llvm.mlir.constant(300.7 : f64) : f64
  %lround8 = llvm.intr.lround(%x8) : (f64) -> i64
  vector.print %lround8 : i64
  %llround8 = llvm.intr.llround(%x8) : (f64) -> i64
  vector.print %llround8 : i64
  %lrint8 = llvm.intr.lrint(%x8) : (f64) -> i64
  vector.print %lrint8 : i64
  %llrint8 = llvm.intr.llrint(%x8) : (f64) -> i64
  vector.print %llrint8 : i64
  %f8 = llvm.fptrunc %x8 : f64 to f32
  %x9 = llvm.mlir.constant(-129.9 : f64) : f64
  %lround9 = llvm.intr.lround(%x9) : (f64) -> i64
  vector.print %lround9 : i64
  %llround9 = llvm.intr.llround(%x9) : (f64) -> i64
  vector.print %llround9 : i64
  %lrint9 = llvm.intr.lrint(%x9) : (f64) -> i64
  vector.print %lrint9 : i64
  %llrint9 = llvm.intr.llrint(%x9) : (f64) -> i64
  vector.print %llrint9 : i64
  %f9 = llvm.fptrunc %x9 : f64 to f32
  %x10 = llvm.mlir.constant(-128.9 : f64) : f64
  %lround10 = llvm.intr.lround(%x10) : (f64) -> i64
  vector.print %lround10 : i64
  %llround10 = llvm.intr.llround(%x10) : (f64) -> i64
  vector.print %llround10 : i64
  %lrint10 = llvm.intr.lrint(%x10) : (f64) -> i64
  vector.print %lrint10 : i64
  %llrint10 = llvm.intr.llrint(%x10) : (f64) -> i64
  vector.print %llrint10 : i64
  %f10 = llvm.fptrunc %x10 : f64 to f32
  %x11 = llvm.mlir.constant(127.99 : f64) : f64
  %lround11 = llvm.intr.lround(%x11) : (f64) -> i64
  vector.print %lround11 : i64
  %llround11 = llvm.intr.llround(%x11) : (f64) -> i64
  vector.print %llround11 : i64
  %lrint11 = llvm.intr.lrint(%x11) : (f64) -> i64
  vector.print %lrint11 : i64
  %llrint11 = llvm.intr.llrint(%x11) : (f64) -> i64
  vector.print %llrint11 : i64
  %f11 = llvm.fptrunc %x11 : f64 to f32
  %x12 = llvm.mlir.constant(255.5 : f64) : f64
  %lround12 = llvm.intr.lround(%x12) : (f64) -> i64
  vector.print %lround12 : i64
  %llround12 = llvm.intr.llround(%x12) : (f64) -> i64
  vector.print %llround12 : i64
  %lrint12 = llvm.intr.lrint(%x12) : (f64) -> i64
  vector.print %lrint12 : i64
  %llrint12 = llvm.intr.llrint(%x12) : (f64) -> i64
  vector.print %llrint12 : i64
  %f12 = llvm.fptrunc %x12 : f64 to f32
  %x13 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
  %f13 = llvm.fptrunc %x13 : f64 to f32
  %x14 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
  %f14 = llvm.fptrunc %x14 : f64 to f32
  %x15 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
  %f15 = llvm.fptrunc %x15 : f64 to f32
  %x16 = llvm.mlir.constant(9.2233720368547758e18 : f64) : f64
  %f16 = llvm.fptrunc %x16 : f64 to f32
  %x17 = llvm.mlir.constant(-9.2233720368547758e18 : f64) : f64
  %f17 = llvm.fptrunc %x17 : f64 to f32
  %x18 = llvm.mlir.constant(4294967295.9 : f64) : f64
  %f18 = llvm.fptrunc %x18 : f64 to f32
  %a = llvm.mlir.constant(5 : i64) : i64
  %e = llvm.intr.expect %a, %a : i64
  vector.print %e : i64
  %ic = "llvm.intr.is.constant"(%a) : (i64) -> i1
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  %vx = llvm.mlir.constant(dense<[2.5, -3.7, 1.0e20, -0.4]> : vector<4xf64>) : vector<4xf64>
  return
}
