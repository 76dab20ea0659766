// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// structs holding slices (`&mut [f64]` fields), passed by `&mut` to
// callees that read and write the arrays through them. Their augmented
// primals load the slices' shadow pointers from the struct's shadow
// (augment/cut.rs: the pair takes those shadows); in @holdstep the
// callee, called in a loop, is inlined (ferrozyme's inline_cfg) and the
// pointers it loads after its length test are made in the entry block
// (ad/entry_loads.rs). Refused before (reader-45: a replay reading the
// arrays it had changed).
//   pub struct State<'a> { x: &'a mut [f64], v: &'a mut [f64], dt: f64 }
//   #[inline(never)]
//   fn step(s: &mut State) {
//       let n = s.x.len();
//       for i in 0..n {
//           let a = -s.x[i] * s.x[(i + 1) % n];
//           s.v[i] += s.dt * a;
//           s.x[i] += s.dt * s.v[i];
//       }
//   }
//   #[no_mangle]
//   pub extern "C" fn holdstep(a: f64, b: f64, c: f64, m: usize) -> f64 {
//       let mut x = [a, b, c];
//       let mut v = [0.5 * a, b * c, 0.25];
//       let mut s = State { x: &mut x, v: &mut v, dt: 0.1 };
//       for _ in 0..m { step(&mut s); }
//       x[0] * x[1] + x[2] * v[0] + v[1] * v[2]
//   }
//   pub struct Pair<'a> { p: &'a mut [f64; 2], w: &'a [f64; 2] }
//   #[inline(never)]
//   fn mix(h: &mut Pair) {
//       let t = h.p[0] * h.w[1];
//       h.p[0] = h.p[1] * h.w[0] + t;
//       h.p[1] = t * h.p[1];
//   }
//   #[no_mangle]
//   pub extern "C" fn holdmix(a: f64, b: f64, c: f64) -> f64 {
//       let mut p = [a, b];
//       let w = [c, a * c];
//       let mut h = Pair { p: &mut p, w: &w };
//       mix(&mut h);
//       p[0] * p[1] + p[0]
//   }
// rev @holdstep active,active,active,const : 0.7; 1.3; -0.4; 4 | 0.7; 1.3; -0.4; 0 | -1.1; 0.5; 0.9; 25
// rev @holdmix active,active,active : 0.7; 1.3; -0.4 | -1.1; 0.5; 0.9
// fwd @holdstep dup,dup,dup,const : 0.7; 1.3; -0.4; 4
// fwd @holdmix dup,dup,dup : -1.1; 0.5; 0.9
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global private unnamed_addr constant @alloc_787c0d031242c9f29df3ba67f7e24e47("held.rs\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @alloc_07ad386439e9ec23cb4108418c2a1fa2() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("\07\00\00\00\00\00\00\00\08\00\00\00\09\00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("held.rs\00") : !llvm.array<8 x i8>
    %2 = llvm.mlir.addressof @alloc_787c0d031242c9f29df3ba67f7e24e47 : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.func internal unnamed_addr fastcc @_ZN4held3mix17h91719b3a6b0cf6e8E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}) attributes {dso_local, memory = #llvm.memory_effects<other = readwrite, argMem = readwrite, inaccessibleMem = none>, no_inline, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> f64
    %3 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %4 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %4[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %6 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> f64
    %7 = llvm.fmul %2, %6  : f64
    %8 = llvm.getelementptr inbounds %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %9 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> f64
    %10 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> f64
    %11 = llvm.fmul %9, %10  : f64
    %12 = llvm.fadd %7, %11  : f64
    llvm.store %12, %1 {alignment = 8 : i64} : f64, !llvm.ptr
    %13 = llvm.fmul %7, %9  : f64
    llvm.store %13, %8 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.return
  }
  llvm.func internal unnamed_addr fastcc @_ZN4held4step17hcdb05d1580ea8383E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 40 : i64, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}) attributes {dso_local, no_inline, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(24 : i64) : i64
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(32 : i64) : i64
    %5 = llvm.mlir.constant(1 : i64) : i64
    %6 = llvm.mlir.constant("\07\00\00\00\00\00\00\00\08\00\00\00\09\00\00\00") : !llvm.array<16 x i8>
    %7 = llvm.mlir.constant("held.rs\00") : !llvm.array<8 x i8>
    %8 = llvm.mlir.addressof @alloc_787c0d031242c9f29df3ba67f7e24e47 : !llvm.ptr
    %9 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %11 = llvm.insertvalue %6, %10[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %12 = llvm.mlir.addressof @alloc_07ad386439e9ec23cb4108418c2a1fa2 : !llvm.ptr
    %13 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %14 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> i64
    %15 = llvm.icmp "eq" %14, %1 : i64
    llvm.cond_br %15, ^bb2, ^bb1
  ^bb1:  // pred: ^bb0
    %16 = llvm.getelementptr inbounds %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %17 = llvm.load %16 {alignment = 8 : i64} : !llvm.ptr -> i64
    %18 = llvm.getelementptr inbounds %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %19 = llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %20 = llvm.getelementptr inbounds %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %21 = llvm.load %20 {alignment = 8 : i64} : !llvm.ptr -> f64
    %22 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb3(%1 : i64)
  ^bb2:  // 2 preds: ^bb0, ^bb5
    llvm.return
  ^bb3(%23: i64):  // 2 preds: ^bb1, ^bb5
    %24 = llvm.icmp "eq" %23, %17 : i64
    llvm.cond_br %24, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(%17, %17, %12) : (i64, i64, !llvm.ptr) -> ()
    llvm.unreachable
  ^bb5:  // pred: ^bb3
    %25 = llvm.add %23, %5 : i64
    %26 = llvm.icmp "eq" %25, %14 : i64
    %27 = llvm.select %26, %1, %25 : i1, i64
    %28 = llvm.getelementptr inbounds %19[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %29 = llvm.load %28 {alignment = 8 : i64} : !llvm.ptr -> f64
    %30 = llvm.fneg %29  : f64
    %31 = llvm.getelementptr inbounds %19[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %32 = llvm.load %31 {alignment = 8 : i64} : !llvm.ptr -> f64
    %33 = llvm.fmul %32, %30  : f64
    %34 = llvm.fmul %21, %33  : f64
    %35 = llvm.getelementptr inbounds %22[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %36 = llvm.load %35 {alignment = 8 : i64} : !llvm.ptr -> f64
    %37 = llvm.fadd %36, %34  : f64
    llvm.store %37, %35 {alignment = 8 : i64} : f64, !llvm.ptr
    %38 = llvm.fmul %21, %37  : f64
    %39 = llvm.load %28 {alignment = 8 : i64} : !llvm.ptr -> f64
    %40 = llvm.fadd %39, %38  : f64
    llvm.store %40, %28 {alignment = 8 : i64} : f64, !llvm.ptr
    %41 = llvm.icmp "eq" %25, %14 : i64
    llvm.cond_br %41, ^bb2, ^bb3(%25 : i64)
  }
  llvm.func unnamed_addr @holdmix(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = readwrite, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.alloca %0 x !llvm.array<16 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.array<16 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x !llvm.array<16 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %4 {alignment = 8 : i64} : f64, !llvm.ptr
    %5 = llvm.getelementptr inbounds %4[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %5 {alignment = 8 : i64} : f64, !llvm.ptr
    %6 = llvm.fmul %arg0, %arg2  : f64
    llvm.store %arg2, %3 {alignment = 8 : i64} : f64, !llvm.ptr
    %7 = llvm.getelementptr inbounds %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %6, %7 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %4, %2 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %8 = llvm.getelementptr inbounds %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %3, %8 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.call fastcc @_ZN4held3mix17h91719b3a6b0cf6e8E(%2) : (!llvm.ptr) -> ()
    %9 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> f64
    %10 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> f64
    %11 = llvm.fmul %9, %10  : f64
    %12 = llvm.fadd %9, %11  : f64
    llvm.return %12 : f64
  }
  llvm.func unnamed_addr @holdstep(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(16 : i64) : i64
    %3 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %4 = llvm.mlir.constant(2.500000e-01 : f64) : f64
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(24 : i64) : i64
    %7 = llvm.mlir.constant(32 : i64) : i64
    %8 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(1 : i64) : i64
    %11 = llvm.alloca %0 x !llvm.array<40 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.alloca %0 x !llvm.array<24 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %13 = llvm.alloca %0 x !llvm.array<24 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %13 {alignment = 8 : i64} : f64, !llvm.ptr
    %14 = llvm.getelementptr inbounds %13[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %14 {alignment = 8 : i64} : f64, !llvm.ptr
    %15 = llvm.getelementptr inbounds %13[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg2, %15 {alignment = 8 : i64} : f64, !llvm.ptr
    %16 = llvm.fmul %arg0, %3  : f64
    %17 = llvm.fmul %arg1, %arg2  : f64
    llvm.store %16, %12 {alignment = 8 : i64} : f64, !llvm.ptr
    %18 = llvm.getelementptr inbounds %12[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %17, %18 {alignment = 8 : i64} : f64, !llvm.ptr
    %19 = llvm.getelementptr inbounds %12[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %4, %19 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %13, %11 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %20 = llvm.getelementptr inbounds %11[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %5, %20 {alignment = 8 : i64} : i64, !llvm.ptr
    %21 = llvm.getelementptr inbounds %11[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %12, %21 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %22 = llvm.getelementptr inbounds %11[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %5, %22 {alignment = 8 : i64} : i64, !llvm.ptr
    %23 = llvm.getelementptr inbounds %11[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %8, %23 {alignment = 8 : i64} : f64, !llvm.ptr
    %24 = llvm.icmp "eq" %arg3, %9 : i64
    llvm.cond_br %24, ^bb2(%4, %17, %16, %arg2, %arg1, %arg0 : f64, f64, f64, f64, f64, f64), ^bb3(%9 : i64)
  ^bb1:  // pred: ^bb3
    %25 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> f64
    %26 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> f64
    %27 = llvm.load %15 {alignment = 8 : i64} : !llvm.ptr -> f64
    %28 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> f64
    %29 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> f64
    %30 = llvm.load %19 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.br ^bb2(%30, %29, %28, %27, %26, %25 : f64, f64, f64, f64, f64, f64)
  ^bb2(%31: f64, %32: f64, %33: f64, %34: f64, %35: f64, %36: f64):  // 2 preds: ^bb0, ^bb1
    %37 = llvm.fmul %36, %35  : f64
    %38 = llvm.fmul %34, %33  : f64
    %39 = llvm.fadd %37, %38  : f64
    %40 = llvm.fmul %32, %31  : f64
    %41 = llvm.fadd %39, %40  : f64
    llvm.return %41 : f64
  ^bb3(%42: i64):  // 2 preds: ^bb0, ^bb3
    %43 = llvm.add %42, %10 : i64
    llvm.call fastcc @_ZN4held4step17hcdb05d1580ea8383E(%11) : (!llvm.ptr) -> ()
    %44 = llvm.icmp "eq" %43, %arg3 : i64
    llvm.cond_br %44, ^bb1, ^bb3(%43 : i64)
  }
  llvm.func unnamed_addr @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.noundef, llvm.readonly}) attributes {no_inline, no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
}
