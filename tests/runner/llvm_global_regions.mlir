// llvm.mlir.global with initializer regions (an array built with
// insertvalue, a struct): the JIT takes their bytes from the interpreter,
// which runs the region (it refused them, reader-24). Null pointers,
// alone or in a struct, are taken; regions taking addresses are refused.
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printI64(i64)
llvm.mlir.global internal constant @tab() : !llvm.array<3 x f64> {
  %u = llvm.mlir.undef : !llvm.array<3 x f64>
  %a = llvm.mlir.constant(1.5 : f64) : f64
  %b = llvm.mlir.constant(-2.25 : f64) : f64
  %s = llvm.fmul %a, %b : f64
  %0 = llvm.insertvalue %a, %u[0] : !llvm.array<3 x f64>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.array<3 x f64>
  %2 = llvm.insertvalue %s, %1[2] : !llvm.array<3 x f64>
  llvm.return %2 : !llvm.array<3 x f64>
}
llvm.mlir.global internal @st() : !llvm.struct<(i32, f64)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %a = llvm.mlir.constant(7 : i32) : i32
  %b = llvm.mlir.constant(0.5 : f64) : f64
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f64)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, f64)>
  llvm.return %1 : !llvm.struct<(i32, f64)>
}
func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %r0 = func.call @at(%c0) : (i64) -> f64
  %r1 = func.call @at(%c1) : (i64) -> f64
  %r2 = func.call @at(%c2) : (i64) -> f64
  func.call @printF64(%r0) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%r2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %nl = func.call @nulls() : () -> i64
  func.call @printI64(%nl) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @at(%i: i64) -> f64 {
  %p = llvm.mlir.addressof @tab : !llvm.ptr
  %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x f64>
  %x = llvm.load %q : !llvm.ptr -> f64
  %s = llvm.mlir.addressof @st : !llvm.ptr
  %f = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %y = llvm.load %f : !llvm.ptr -> f64
  %k = llvm.load %s : !llvm.ptr -> i32
  %kf = arith.sitofp %k : i32 to f64
  %z = arith.addf %x, %y : f64
  %w = arith.addf %z, %kf : f64
  return %w : f64
}

llvm.mlir.global internal @np() : !llvm.ptr {
  %z = llvm.mlir.zero : !llvm.ptr
  llvm.return %z : !llvm.ptr
}
llvm.mlir.global internal @pair() : !llvm.struct<(ptr, i32)> {
  %u = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
  %z = llvm.mlir.zero : !llvm.ptr
  %k = llvm.mlir.constant(5 : i32) : i32
  %0 = llvm.insertvalue %z, %u[0] : !llvm.struct<(ptr, i32)>
  %1 = llvm.insertvalue %k, %0[1] : !llvm.struct<(ptr, i32)>
  llvm.return %1 : !llvm.struct<(ptr, i32)>
}
func.func @nulls() -> i64 {
  %p = llvm.mlir.addressof @np : !llvm.ptr
  %q = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %i = llvm.ptrtoint %q : !llvm.ptr to i64
  %s = llvm.mlir.addressof @pair : !llvm.ptr
  %f = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32)>
  %k = llvm.load %f : !llvm.ptr -> i32
  %kk = arith.extsi %k : i32 to i64
  %r = arith.addi %i, %kk : i64
  return %r : i64
}
