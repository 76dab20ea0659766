module {
  llvm.comdat @__llvm_global_comdat {
    llvm.comdat_selector @f any
    llvm.comdat_selector @g largest
  }
  llvm.func internal fastcc @f(%a: i64, %b: i64, %c: i32, %fp: !llvm.ptr, %x: f64) -> f64 comdat(@__llvm_global_comdat::@f) attributes {passthrough = ["nounwind"]} {
    %0 = llvm.sdiv %a, %b : i64
    %1 = llvm.or %a, %b : i64
    %2 = llvm.zext %c : i32 to i64
    %3 = llvm.uitofp %c : i32 to f64
    %4 = llvm.trunc %a : i64 to i32
    %5 = llvm.call %fp(%x) {fastmathFlags = #llvm.fastmath<fast>} : !llvm.ptr, (f64) -> f64
    %6 = llvm.call @g(%x) vararg(!llvm.func<f64 (f64, ...)>) : (f64) -> f64
    %7 = llvm.call tail @h(%x) : (f64) -> f64
    %8 = llvm.fcmp "olt" %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f64
    %9 = llvm.select %8, %x, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : i1, f64
    %10 = llvm.mlir.poison : f64
    %11 = llvm.ptrtoint %fp : !llvm.ptr to i64
    %12 = llvm.inttoptr %11 : i64 to !llvm.ptr
    %13 = llvm.urem %a, %b : i64
    %14 = llvm.alloca %a x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %15 = llvm.getelementptr inbounds %fp[%a, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
    %16 = llvm.getelementptr %fp[%c, 0, %a] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.array<4 x !llvm.array<4 x f64>>
    "llvm.intr.memcpy"(%fp, %12, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memmove"(%fp, %12, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %c8 = llvm.trunc %c : i32 to i8
    "llvm.intr.memset"(%fp, %c8, %a) <{isVolatile = true}> {test.foo} : (!llvm.ptr, i8, i64) -> ()
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.mlir.constant(dense<1.0> : vector<2xf64>) : vector<2xf64>
    %19 = llvm.mlir.constant(1.0 : f32) : f32
    %20 = llvm.mlir.constant(true) : i1
    %21 = llvm.mlir.constant("ab\00") : !llvm.array<3 x i8>
    %22 = llvm.intr.powi(%x, %c) : (f64, i32) -> f64
    %24 = llvm.intr.fmuladd(%x, %x, %x) : (f64, f64, f64) -> f64
    %25 = llvm.intr.maximum(%x, %x) : (f64, f64) -> f64
    %26 = llvm.intr.exp2(%x) : (f64) -> f64
    %27 = llvm.intr.log10(%x) : (f64) -> f64
    %28 = llvm.intr.roundeven(%x) : (f64) -> f64
    %29 = llvm.intr.nearbyint(%x) : (f64) -> f64
    %30 = llvm.fneg %x {fastmathFlags = #llvm.fastmath<fast>} : f64
    %31 = llvm.mul %a, %b overflow<nsw, nuw> : i64
    %32 = llvm.shl %a, %b overflow<nuw> : i64
    %33 = llvm.icmp "uge" %fp, %12 : !llvm.ptr
    %34 = llvm.icmp "ne" %a, %b : i64
    %v = llvm.mlir.undef : vector<2xi64>
    %35 = llvm.icmp "sgt" %v, %v : vector<2xi64>
    %36 = llvm.select %35, %v, %v : vector<2xi1>, vector<2xi64>
    %37 = llvm.bitcast %v : vector<2xi64> to vector<4xi32>
    %38 = llvm.mlir.addressof @gg : !llvm.ptr
    %39 = llvm.mlir.addressof @h : !llvm.ptr
    "llvm.intr.trap"() : () -> ()
    llvm.return %x : f64
  }
  llvm.func @g(f64, ...) -> f64
  llvm.func @h(f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {passthrough = ["nounwind"]}
  llvm.func private @p(%a: f64) -> f64 attributes {sym_visibility = "private"} {
    llvm.return %a : f64
  }
  llvm.func linkonce_odr hidden local_unnamed_addr @q() {
    llvm.unreachable
  }
  llvm.func weak @varf(%a: i32, ...) {
    llvm.return
  }
  llvm.mlir.global internal unnamed_addr thread_local constant @gg(1.0 : f64) {alignment = 8 : i64, dso_local} : f64
  llvm.mlir.global linkonce_odr hidden @gh(1.0 : f64) : f64
  llvm.mlir.global private constant @s("x\FF\00") {addr_space = 0 : i32}
  llvm.mlir.global external @decl() : !llvm.struct<(i32, ptr)>
  llvm.mlir.global internal @st() : !llvm.struct<(i32, f64)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
    llvm.return %2 : !llvm.struct<(i32, f64)>
  }
}
