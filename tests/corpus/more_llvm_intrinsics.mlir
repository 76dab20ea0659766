module {
  llvm.func @f(%x: f64, %v: vector<2xf32>, %p: !llvm.ptr) -> f64 {
    %0 = llvm.intr.ceil(%x) : (f64) -> f64
    %1 = llvm.intr.log2(%0) : (f64) -> f64
    %2 = llvm.intr.rint(%1) : (f64) -> f64
    %3 = llvm.intr.round(%2) : (f64) -> f64
    %4 = llvm.intr.trunc(%3) : (f64) -> f64
    %5 = llvm.intr.minimum(%4, %x) : (f64, f64) -> f64
    %6 = llvm.intr.fma(%v, %v, %v) {fastmathFlags = #llvm.fastmath<contract>} : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    llvm.intr.lifetime.start 8, %p : !llvm.ptr
    llvm.intr.lifetime.end 8, %p {test.foo} : !llvm.ptr
    llvm.intr.dbg.value #llvm.di_local_variable<scope = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #llvm.di_file<"a.c" in "/tmp">, producer = "clang", isOptimized = false, emissionKind = Full>, scope = #llvm.di_file<"a.c" in "/tmp">, name = "f", file = #llvm.di_file<"a.c" in "/tmp">, line = 1, subprogramFlags = Definition>, name = "x", file = #llvm.di_file<"a.c" in "/tmp">, line = 1, arg = 1> = %x : f64
    llvm.intr.dbg.declare #llvm.di_local_variable<scope = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #llvm.di_file<"a.c" in "/tmp">, producer = "clang", isOptimized = false, emissionKind = Full>, scope = #llvm.di_file<"a.c" in "/tmp">, name = "f", file = #llvm.di_file<"a.c" in "/tmp">, line = 1, subprogramFlags = Definition>, name = "p", file = #llvm.di_file<"a.c" in "/tmp">, line = 2> #llvm.di_expression<[DW_OP_deref]> = %p : !llvm.ptr
    llvm.return %5 : f64
  }
}
