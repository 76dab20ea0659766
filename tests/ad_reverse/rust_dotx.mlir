// Real rustc output: the Rust function below, compiled by rustc (-O3 for
// sdot, -O1 for dotx), emitted as LLVM IR and imported with
// mlir-translate-19 --import-llvm (blocks after their uses, overflow and
// saturating intrinsics, llvm.intr.assume, bounds-check panics through a
// noreturn function without a body, panic-location globals holding
// addresses, unused string constants), plus a hand-written wrapper @w
// that fills a stack buffer from scalars (reader-43).
//   #[no_mangle]
//   pub extern "C" fn dotx(x: f64, a: *mut f64, n: usize) -> f64 {
//       let s = unsafe { core::slice::from_raw_parts_mut(a, 4) };
//       let mut acc = 0.0;
//       let mut h: u32 = n as u32;
//       for i in 0..n {
//           h = h.rotate_left(5).wrapping_mul(0x9E3779B9).swap_bytes();
//           let j = (h.reverse_bits() % 4) as usize;
//           let k = unsafe { (x * s[i]).to_int_unchecked::<i32>() } as usize & 3;
//           acc += x * s[i] * s[j] + s[k];
//           s[j] = (acc * 0.25).sin();
//       }
//       acc
//   }
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global private unnamed_addr constant @alloc_04367ef9775cf49df9760b8cd18fd0cd("a.rs\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @alloc_6a2b162b3c4fbb21ae72b57a747f5e37() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("\04\00\00\00\00\00\00\00\09\00\00\00\1F\00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("a.rs\00") : !llvm.array<5 x i8>
    %2 = llvm.mlir.addressof @alloc_04367ef9775cf49df9760b8cd18fd0cd : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.func unnamed_addr @dotx(%arg0: f64 {llvm.noundef}, %arg1: !llvm.ptr {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(4 : i64) : i64
    %4 = llvm.mlir.constant("\04\00\00\00\00\00\00\00\09\00\00\00\1F\00\00\00") : !llvm.array<16 x i8>
    %5 = llvm.mlir.constant("a.rs\00") : !llvm.array<5 x i8>
    %6 = llvm.mlir.addressof @alloc_04367ef9775cf49df9760b8cd18fd0cd : !llvm.ptr
    %7 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %9 = llvm.insertvalue %4, %8[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %10 = llvm.mlir.addressof @alloc_6a2b162b3c4fbb21ae72b57a747f5e37 : !llvm.ptr
    %11 = llvm.mlir.constant(5 : i32) : i32
    %12 = llvm.mlir.constant(-1640531527 : i32) : i32
    %13 = llvm.mlir.constant(-1073741824 : i32) : i32
    %14 = llvm.mlir.constant(3 : i32) : i32
    %15 = llvm.mlir.constant(2.500000e-01 : f64) : f64
    %16 = llvm.icmp "eq" %arg2, %0 : i64
    llvm.cond_br %16, ^bb3(%1 : f64), ^bb1
  ^bb1:  // pred: ^bb0
    %17 = llvm.trunc %arg2 : i64 to i32
    llvm.br ^bb2(%2, %1, %17, %0 : i64, f64, i32, i64)
  ^bb2(%18: i64, %19: f64, %20: i32, %21: i64):  // 2 preds: ^bb1, ^bb4
    %22 = llvm.icmp "ult" %21, %3 : i64
    llvm.cond_br %22, ^bb4, ^bb5
  ^bb3(%23: f64):  // 2 preds: ^bb0, ^bb4
    llvm.return %23 : f64
  ^bb4:  // pred: ^bb2
    %24 = llvm.intr.fshl(%20, %20, %11)  : (i32, i32, i32) -> i32
    %25 = llvm.mul %24, %12 : i32
    %26 = llvm.intr.bswap(%25)  : (i32) -> i32
    %27 = llvm.and %26, %13  : i32
    %28 = llvm.intr.bitreverse(%27)  : (i32) -> i32
    %29 = llvm.zext %28 : i32 to i64
    %30 = llvm.getelementptr inbounds %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %31 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> f64
    %32 = llvm.fmul %arg0, %31  : f64
    %33 = llvm.fptosi %32 : f64 to i32
    %34 = llvm.and %33, %14  : i32
    %35 = llvm.zext %34 : i32 to i64
    %36 = llvm.getelementptr inbounds %arg1[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %37 = llvm.load %36 {alignment = 8 : i64} : !llvm.ptr -> f64
    %38 = llvm.fmul %32, %37  : f64
    %39 = llvm.getelementptr inbounds %arg1[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %40 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> f64
    %41 = llvm.fadd %38, %40  : f64
    %42 = llvm.fadd %19, %41  : f64
    %43 = llvm.fmul %42, %15  : f64
    %44 = llvm.intr.sin(%43)  : (f64) -> f64
    llvm.store %44, %36 {alignment = 8 : i64} : f64, !llvm.ptr
    %45 = llvm.icmp "ult" %18, %arg2 : i64
    %46 = llvm.zext %45 : i1 to i64
    %47 = llvm.add %18, %46 : i64
    llvm.cond_br %45, ^bb2(%47, %42, %26, %18 : i64, f64, i32, i64), ^bb3(%42 : f64)
  ^bb5:  // pred: ^bb2
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(%21, %3, %10) : (i64, i64, !llvm.ptr) -> ()
    llvm.unreachable
  }
  llvm.func unnamed_addr @rust_eh_personality(i32 {llvm.noundef}, i32 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.noundef, llvm.readonly}) attributes {no_inline, no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
// rev @w active,active,active,active,active,const : 1.37; 1.13; 2.71; -3.3; 0.57; 3 | 0.8; -0.4; 1.2; 0.6; 2.5; 4
  llvm.func @w(%x: f64, %a0: f64, %a1: f64, %a2: f64, %a3: f64, %k0: i64) -> f64 {
    %cn = llvm.mlir.constant(4 : i64) : i64
    %buf = llvm.alloca %cn x f64 : (i64) -> !llvm.ptr
    %ci0 = llvm.mlir.constant(0 : i64) : i64
    %pp0 = llvm.getelementptr %buf[%ci0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %a0, %pp0 : f64, !llvm.ptr
    %ci1 = llvm.mlir.constant(1 : i64) : i64
    %pp1 = llvm.getelementptr %buf[%ci1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %a1, %pp1 : f64, !llvm.ptr
    %ci2 = llvm.mlir.constant(2 : i64) : i64
    %pp2 = llvm.getelementptr %buf[%ci2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %a2, %pp2 : f64, !llvm.ptr
    %ci3 = llvm.mlir.constant(3 : i64) : i64
    %pp3 = llvm.getelementptr %buf[%ci3] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %a3, %pp3 : f64, !llvm.ptr
    %r = llvm.call @dotx(%x, %buf, %k0) : (f64, !llvm.ptr, i64) -> f64
    %l0 = llvm.load %pp0 : !llvm.ptr -> f64
    %cw0 = llvm.mlir.constant(1.37 : f64) : f64
    %t0 = llvm.fmul %l0, %cw0 : f64
    %s0 = llvm.fadd %r, %t0 : f64
    %l1 = llvm.load %pp1 : !llvm.ptr -> f64
    %cw1 = llvm.mlir.constant(1.74 : f64) : f64
    %t1 = llvm.fmul %l1, %cw1 : f64
    %s1 = llvm.fadd %s0, %t1 : f64
    %l2 = llvm.load %pp2 : !llvm.ptr -> f64
    %cw2 = llvm.mlir.constant(2.11 : f64) : f64
    %t2 = llvm.fmul %l2, %cw2 : f64
    %s2 = llvm.fadd %s1, %t2 : f64
    %l3 = llvm.load %pp3 : !llvm.ptr -> f64
    %cw3 = llvm.mlir.constant(2.48 : f64) : f64
    %t3 = llvm.fmul %l3, %cw3 : f64
    %s3 = llvm.fadd %s2, %t3 : f64
    llvm.return %s3 : f64
  }
}
