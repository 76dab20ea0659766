// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// heap memory from Rust's global allocator (`Vec` of a size known at
// compile time, `vec![0.0; 8]`, `Box<[f64; 5]>`). rustc calls
// `__rust_alloc`, `__rust_alloc_zeroed` and `__rust_dealloc` (mangled, no
// body here) and the marker `__rust_no_alloc_shim_is_unstable_v2`;
// rewrite/rust_alloc.rs makes them the C heap functions, which the engines
// run and both modes give shadows. Refused before (external functions
// cannot be run).
//   #[no_mangle]
//   pub extern "C" fn vfixed(a: f64, b: f64, c: f64) -> f64 {
//       let mut v = vec![a, b, c, a * b];
//       for i in 1..v.len() { v[i] += v[i - 1] * 0.5; }
//       v[3] * v[2]
//   }
//   #[no_mangle]
//   pub extern "C" fn zeros8(a: f64, b: f64, m: usize) -> f64 {
//       let mut v = vec![0.0f64; 8];
//       v[0] = a;
//       v[7] = b;
//       for _ in 0..m {
//           for i in 1..7 { v[i] = 0.5 * (v[i - 1] + v[i + 1]) + 0.1 * v[i] * v[i]; }
//       }
//       v[3] + v[4] * v[5]
//   }
//   #[no_mangle]
//   pub extern "C" fn boxed(a: f64, b: f64) -> f64 {
//       let mut x: Box<[f64; 5]> = Box::new([a, b, a * b, a - b, 1.5]);
//       for i in 0..5 { x[i] = x[i].sin() * x[(i + 2) % 5]; }
//       x.iter().sum()
//   }
// rev @vfixed active,active,active : 0.3; 0.7; 1.1 | -1.2; 0.4; 2.5
// rev @zeros8 active,active,const : 0.3; 0.7; 5 | -0.8; 1.1; 0 | 0.5; 0.2; 12
// rev @boxed active,active : 0.3; 0.7 | 1.9; -0.6
// fwd @vfixed dup,dup,dup : -1.2; 0.4; 2.5
// fwd @zeros8 dup,dup,const : 0.3; 0.7; 5
// fwd @boxed dup,dup : 1.9; -0.6
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h1d30e8b2301e8818E">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hb2e7ec12bcdac1c3E">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17he8c411900231b90cE">
#alias_scope = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h1d30e8b2301e8818E: %x">
#alias_scope1 = #llvm.alias_scope<id = distinct[4]<>, domain = #alias_scope_domain1, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hb2e7ec12bcdac1c3E: %_0">
#alias_scope2 = #llvm.alias_scope<id = distinct[5]<>, domain = #alias_scope_domain2, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17he8c411900231b90cE: %_0">
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.func unnamed_addr @boxed(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0.99749498660405444 : f64) : f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope]} : () -> ()
    %2 = llvm.fsub %arg0, %arg1  : f64
    %3 = llvm.fmul %arg0, %arg1  : f64
    %4 = llvm.intr.sin(%arg0)  : (f64) -> f64
    %5 = llvm.fmul %4, %3  : f64
    %6 = llvm.intr.sin(%arg1)  : (f64) -> f64
    %7 = llvm.fmul %6, %2  : f64
    %8 = llvm.intr.sin(%3)  : (f64) -> f64
    %9 = llvm.fmul %8, %0  : f64
    %10 = llvm.intr.sin(%2)  : (f64) -> f64
    %11 = llvm.fmul %10, %5  : f64
    %12 = llvm.fmul %7, %1  : f64
    %13 = llvm.fadd %5, %7  : f64
    %14 = llvm.fadd %13, %9  : f64
    %15 = llvm.fadd %14, %11  : f64
    %16 = llvm.fadd %15, %12  : f64
    llvm.return %16 : f64
  }
  llvm.func unnamed_addr @vfixed(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() : () -> ()
    %1 = llvm.fmul %arg0, %arg1  : f64
    %2 = llvm.fmul %arg0, %0  : f64
    %3 = llvm.fadd %arg1, %2  : f64
    %4 = llvm.fmul %3, %0  : f64
    %5 = llvm.fadd %arg2, %4  : f64
    %6 = llvm.fmul %5, %0  : f64
    %7 = llvm.fadd %1, %6  : f64
    %8 = llvm.fmul %7, %5  : f64
    llvm.return %8 : f64
  }
  llvm.func unnamed_addr @zeros8(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %3 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %4 = llvm.mlir.constant(1 : i64) : i64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope1, #alias_scope2]} : () -> ()
    %5 = llvm.icmp "eq" %arg2, %0 : i64
    llvm.cond_br %5, ^bb3(%1 : f64), ^bb1(%1, %1, %1, %1, %1, %1, %0 : f64, f64, f64, f64, f64, f64, i64)
  ^bb1(%6: f64, %7: f64, %8: f64, %9: f64, %10: f64, %11: f64, %12: i64):  // 2 preds: ^bb0, ^bb1
    %13 = llvm.fadd %arg0, %11  : f64
    %14 = llvm.fmul %13, %2  : f64
    %15 = llvm.fmul %10, %3  : f64
    %16 = llvm.fmul %10, %15  : f64
    %17 = llvm.fadd %14, %16  : f64
    %18 = llvm.fadd %17, %9  : f64
    %19 = llvm.fmul %18, %2  : f64
    %20 = llvm.fmul %11, %3  : f64
    %21 = llvm.fmul %11, %20  : f64
    %22 = llvm.fadd %19, %21  : f64
    %23 = llvm.fadd %22, %8  : f64
    %24 = llvm.fmul %23, %2  : f64
    %25 = llvm.fmul %9, %3  : f64
    %26 = llvm.fmul %9, %25  : f64
    %27 = llvm.fadd %24, %26  : f64
    %28 = llvm.fadd %27, %7  : f64
    %29 = llvm.fmul %28, %2  : f64
    %30 = llvm.fmul %8, %3  : f64
    %31 = llvm.fmul %8, %30  : f64
    %32 = llvm.fadd %29, %31  : f64
    %33 = llvm.fadd %32, %6  : f64
    %34 = llvm.fmul %33, %2  : f64
    %35 = llvm.fmul %7, %3  : f64
    %36 = llvm.fmul %7, %35  : f64
    %37 = llvm.fadd %34, %36  : f64
    %38 = llvm.fadd %37, %arg1  : f64
    %39 = llvm.fmul %38, %2  : f64
    %40 = llvm.fmul %6, %3  : f64
    %41 = llvm.fmul %6, %40  : f64
    %42 = llvm.fadd %39, %41  : f64
    %43 = llvm.add %12, %4 overflow<nuw> : i64
    %44 = llvm.icmp "eq" %43, %arg2 : i64
    llvm.cond_br %44, ^bb2, ^bb1(%42, %37, %32, %27, %17, %22, %43 : f64, f64, f64, f64, f64, f64, i64)
  ^bb2:  // pred: ^bb1
    %45 = llvm.fmul %32, %37  : f64
    %46 = llvm.fadd %27, %45  : f64
    llvm.br ^bb3(%46 : f64)
  ^bb3(%47: f64):  // 2 preds: ^bb0, ^bb2
    llvm.return %47 : f64
  }
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @rust_eh_personality(i32 {llvm.noundef}, i32 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
}
