// What mlir-translate --import-llvm leaves in C and Rust code besides
// arithmetic: branch hints, is.constant, prefetch, thread-local addresses,
// float-to-integer roundings and saturating casts (generic where MLIR 19
// has no custom form), the noalias scope declarations of inlined calls.
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "callee">
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain, description = "callee: %self">
llvm.mlir.global internal thread_local @counter(0 : i64) : i64
llvm.func @hints(%a: i64, %x: f64, %p: !llvm.ptr) -> i64 {
  llvm.intr.experimental.noalias.scope.decl #alias_scope
  %0 = llvm.intr.expect %a, %a : i64
  %1 = llvm.intr.expect.with.probability %0, %a, 7.500000e-01 : i64
  %2 = "llvm.intr.is.constant"(%1) : (i64) -> i1
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  %g = llvm.mlir.addressof @counter : !llvm.ptr
  %t = "llvm.intr.threadlocal.address"(%g) : (!llvm.ptr) -> !llvm.ptr
  %3 = llvm.intr.lround(%x) : (f64) -> i64
  %4 = llvm.intr.llround(%x) : (f64) -> i64
  %5 = llvm.intr.lrint(%x) : (f64) -> i64
  %6 = llvm.intr.llrint(%x) : (f64) -> i64
  %7 = "llvm.intr.fptosi.sat"(%x) : (f64) -> i32
  %8 = "llvm.intr.fptoui.sat"(%x) : (f64) -> i8
  %9 = llvm.load %t : !llvm.ptr -> i64
  %10 = llvm.add %9, %3 : i64
  %11 = llvm.add %10, %4 : i64
  %12 = llvm.add %11, %5 : i64
  %13 = llvm.add %12, %6 : i64
  %14 = llvm.sext %7 : i32 to i64
  %15 = llvm.zext %8 : i8 to i64
  %16 = llvm.add %13, %14 : i64
  %17 = llvm.add %16, %15 : i64
  %18 = llvm.zext %2 : i1 to i64
  %19 = llvm.add %17, %18 : i64
  llvm.return %19 : i64
}
