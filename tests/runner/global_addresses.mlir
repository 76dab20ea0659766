// Globals whose initializer regions take addresses of other globals, as
// Rust's panic locations do (a struct holding a pointer to the file name,
// then line and column): the JIT's copies point at each other, also into
// the middle of a global and through a chain of two.
llvm.mlir.global private unnamed_addr constant @file("lib.rs\00") {addr_space = 0 : i32}
llvm.mlir.global private constant @table(dense<[1.5, 2.5, 4.0]> : tensor<3xf64>) {addr_space = 0 : i32} : !llvm.array<3 x f64>
llvm.mlir.global private constant @loc() {addr_space = 0 : i32} : !llvm.struct<(ptr, i32, i32)> {
  %f = llvm.mlir.addressof @file : !llvm.ptr
  %l = llvm.mlir.constant(42 : i32) : i32
  %c = llvm.mlir.constant(7 : i32) : i32
  %u = llvm.mlir.undef : !llvm.struct<(ptr, i32, i32)>
  %s1 = llvm.insertvalue %f, %u[0] : !llvm.struct<(ptr, i32, i32)>
  %s2 = llvm.insertvalue %l, %s1[1] : !llvm.struct<(ptr, i32, i32)>
  %s3 = llvm.insertvalue %c, %s2[2] : !llvm.struct<(ptr, i32, i32)>
  llvm.return %s3 : !llvm.struct<(ptr, i32, i32)>
}
llvm.mlir.global private constant @refs() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %t2 = llvm.getelementptr %t[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x f64>
  %l = llvm.mlir.addressof @loc : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.array<2 x ptr>
  %a1 = llvm.insertvalue %t2, %u[0] : !llvm.array<2 x ptr>
  %a2 = llvm.insertvalue %l, %a1[1] : !llvm.array<2 x ptr>
  llvm.return %a2 : !llvm.array<2 x ptr>
}
func.func @main() {
  %r = llvm.mlir.addressof @refs : !llvm.ptr
  %p0 = llvm.load %r : !llvm.ptr -> !llvm.ptr
  %x = llvm.load %p0 : !llvm.ptr -> f64
  vector.print %x : f64
  %r1 = llvm.getelementptr %r[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  %lp = llvm.load %r1 : !llvm.ptr -> !llvm.ptr
  %fp = llvm.load %lp : !llvm.ptr -> !llvm.ptr
  %line_p = llvm.getelementptr %lp[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i32, i32)>
  %line = llvm.load %line_p : !llvm.ptr -> i32
  vector.print %line : i32
  %ch_p = llvm.getelementptr %fp[4] : (!llvm.ptr) -> !llvm.ptr, i8
  %ch = llvm.load %ch_p : !llvm.ptr -> i8
  %ci = llvm.sext %ch : i8 to i32
  vector.print %ci : i32
  return
}
