// Real rustc output: the Rust function below, compiled by rustc (-O3 for
// sdot, -O1 for dotx), emitted as LLVM IR and imported with
// mlir-translate-19 --import-llvm (blocks after their uses, overflow and
// saturating intrinsics, llvm.intr.assume, bounds-check panics through a
// noreturn function without a body, panic-location globals holding
// addresses, unused string constants), plus a hand-written wrapper @w
// that fills a stack buffer from scalars (reader-43).
//   #[no_mangle]
//   pub extern "C" fn sdot(x: f64, a: *mut f64, n: usize) -> f64 {
//       let s = unsafe { core::slice::from_raw_parts_mut(a, n) };
//       let mut acc = 0.0f64;
//       for i in 0..n {
//           s[i] = s[i] * x + (i as f64);
//       }
//       for i in 0..n {
//           acc += s[i] * s[n - 1 - i];
//       }
//       let mut m: i32 = n as i32;
//       m = m.checked_mul(3).unwrap_or(7).saturating_add(100);
//       acc * (m as f64)
//   }
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, isVectorized = true>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.func unnamed_addr @sdot(%arg0: f64 {llvm.noundef}, %arg1: !llvm.ptr {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(-2 : i64) : i64
    %3 = llvm.mlir.poison : vector<2xf64>
    %4 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi64>) : vector<2xi64>
    %5 = llvm.mlir.constant(2 : i64) : i64
    %6 = llvm.mlir.constant(dense<2> : vector<2xi64>) : vector<2xi64>
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.mlir.constant(-1 : i64) : i64
    %9 = llvm.mlir.constant(3 : i64) : i64
    %10 = llvm.mlir.constant(-4 : i64) : i64
    %11 = llvm.mlir.constant(8 : i64) : i64
    %12 = llvm.mlir.constant(-3 : i64) : i64
    %13 = llvm.mlir.constant(16 : i64) : i64
    %14 = llvm.mlir.constant(24 : i64) : i64
    %15 = llvm.mlir.constant(4 : i64) : i64
    %16 = llvm.mlir.constant(3 : i32) : i32
    %17 = llvm.mlir.constant(1.070000e+02 : f64) : f64
    %18 = llvm.mlir.constant(100 : i32) : i32
    llvm.switch %arg2 : i64, ^bb1 [
      0: ^bb10(%0 : f64),
      1: ^bb4(%1 : i64)
    ]
  ^bb1:  // pred: ^bb0
    %19 = llvm.and %arg2, %2  : i64
    %20 = llvm.insertelement %arg0, %3[%1 : i64] : vector<2xf64>
    %21 = llvm.shufflevector %20, %3 [0, 0] : vector<2xf64> 
    llvm.br ^bb2(%1, %4 : i64, vector<2xi64>)
  ^bb2(%22: i64, %23: vector<2xi64>):  // 2 preds: ^bb1, ^bb2
    %24 = llvm.getelementptr inbounds %arg1[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %25 = llvm.load %24 {alignment = 8 : i64} : !llvm.ptr -> vector<2xf64>
    %26 = llvm.fmul %21, %25  : vector<2xf64>
    %27 = llvm.uitofp %23 : vector<2xi64> to vector<2xf64>
    %28 = llvm.fadd %26, %27  : vector<2xf64>
    llvm.store %28, %24 {alignment = 8 : i64} : vector<2xf64>, !llvm.ptr
    %29 = llvm.add %22, %5 : i64
    %30 = llvm.add %23, %6 : vector<2xi64>
    %31 = llvm.icmp "eq" %29, %19 : i64
    llvm.cond_br %31, ^bb3, ^bb2(%29, %30 : i64, vector<2xi64>) {loop_annotation = #loop_annotation}
  ^bb3:  // pred: ^bb2
    %32 = llvm.icmp "eq" %arg2, %19 : i64
    llvm.cond_br %32, ^bb5, ^bb4(%19 : i64)
  ^bb4(%33: i64):  // 2 preds: ^bb0, ^bb3
    llvm.br ^bb14(%33 : i64)
  ^bb5:  // 2 preds: ^bb3, ^bb14
    %34 = llvm.getelementptr %arg1[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %35 = llvm.add %arg2, %8 : i64
    %36 = llvm.and %arg2, %9  : i64
    %37 = llvm.icmp "ult" %35, %9 : i64
    llvm.cond_br %37, ^bb8(%0, %1 : f64, i64), ^bb6
  ^bb6:  // pred: ^bb5
    %38 = llvm.and %arg2, %10  : i64
    llvm.br ^bb13(%0, %1, %1 : f64, i64, i64)
  ^bb7:  // pred: ^bb13
    %39 = llvm.icmp "eq" %36, %1 : i64
    llvm.cond_br %39, ^bb10(%99 : f64), ^bb8(%99, %95 : f64, i64)
  ^bb8(%40: f64, %41: i64):  // 2 preds: ^bb5, ^bb7
    %42 = llvm.icmp "ne" %36, %1 : i64
    "llvm.intr.assume"(%42) : (i1) -> ()
    llvm.br ^bb9(%40, %41, %1 : f64, i64, i64)
  ^bb9(%43: f64, %44: i64, %45: i64):  // 2 preds: ^bb8, ^bb9
    %46 = llvm.xor %44, %8  : i64
    %47 = llvm.getelementptr inbounds %arg1[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %48 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> f64
    %49 = llvm.add %44, %7 : i64
    %50 = llvm.getelementptr %34[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %51 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %52 = llvm.fmul %48, %51  : f64
    %53 = llvm.fadd %43, %52  : f64
    %54 = llvm.add %45, %7 : i64
    %55 = llvm.icmp "eq" %54, %36 : i64
    llvm.cond_br %55, ^bb10(%53 : f64), ^bb9(%53, %49, %54 : f64, i64, i64) {loop_annotation = #loop_annotation1}
  ^bb10(%56: f64):  // 3 preds: ^bb0, ^bb7, ^bb9
    %57 = llvm.trunc %arg2 : i64 to i32
    %58 = "llvm.intr.smul.with.overflow"(%57, %16) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %59 = llvm.extractvalue %58[1] : !llvm.struct<(i32, i1)> 
    llvm.cond_br %59, ^bb12(%17 : f64), ^bb11
  ^bb11:  // pred: ^bb10
    %60 = llvm.extractvalue %58[0] : !llvm.struct<(i32, i1)> 
    %61 = llvm.intr.sadd.sat(%60, %18)  : (i32, i32) -> i32
    %62 = llvm.sitofp %61 : i32 to f64
    llvm.br ^bb12(%62 : f64)
  ^bb12(%63: f64):  // 2 preds: ^bb10, ^bb11
    %64 = llvm.fmul %56, %63  : f64
    llvm.return %64 : f64
  ^bb13(%65: f64, %66: i64, %67: i64):  // 2 preds: ^bb6, ^bb13
    %68 = llvm.xor %66, %8  : i64
    %69 = llvm.getelementptr inbounds %arg1[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %70 = llvm.load %69 {alignment = 8 : i64} : !llvm.ptr -> f64
    %71 = llvm.getelementptr %34[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %72 = llvm.load %71 {alignment = 8 : i64} : !llvm.ptr -> f64
    %73 = llvm.fmul %70, %72  : f64
    %74 = llvm.fadd %65, %73  : f64
    %75 = llvm.xor %66, %2  : i64
    %76 = llvm.getelementptr inbounds %arg1[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %77 = llvm.getelementptr inbounds %76[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %78 = llvm.load %77 {alignment = 8 : i64} : !llvm.ptr -> f64
    %79 = llvm.getelementptr %34[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %80 = llvm.load %79 {alignment = 8 : i64} : !llvm.ptr -> f64
    %81 = llvm.fmul %78, %80  : f64
    %82 = llvm.fadd %74, %81  : f64
    %83 = llvm.xor %66, %12  : i64
    %84 = llvm.getelementptr inbounds %arg1[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %85 = llvm.getelementptr inbounds %84[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %86 = llvm.load %85 {alignment = 8 : i64} : !llvm.ptr -> f64
    %87 = llvm.getelementptr %34[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %88 = llvm.load %87 {alignment = 8 : i64} : !llvm.ptr -> f64
    %89 = llvm.fmul %86, %88  : f64
    %90 = llvm.fadd %82, %89  : f64
    %91 = llvm.xor %66, %10  : i64
    %92 = llvm.getelementptr inbounds %arg1[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %93 = llvm.getelementptr inbounds %92[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %94 = llvm.load %93 {alignment = 8 : i64} : !llvm.ptr -> f64
    %95 = llvm.add %66, %15 : i64
    %96 = llvm.getelementptr %34[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %97 = llvm.load %96 {alignment = 8 : i64} : !llvm.ptr -> f64
    %98 = llvm.fmul %94, %97  : f64
    %99 = llvm.fadd %90, %98  : f64
    %100 = llvm.add %67, %15 : i64
    %101 = llvm.icmp "eq" %100, %38 : i64
    llvm.cond_br %101, ^bb7, ^bb13(%99, %95, %100 : f64, i64, i64)
  ^bb14(%102: i64):  // 2 preds: ^bb4, ^bb14
    %103 = llvm.add %102, %7 : i64
    %104 = llvm.getelementptr inbounds %arg1[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %105 = llvm.load %104 {alignment = 8 : i64} : !llvm.ptr -> f64
    %106 = llvm.fmul %arg0, %105  : f64
    %107 = llvm.uitofp %102 : i64 to f64
    %108 = llvm.fadd %106, %107  : f64
    llvm.store %108, %104 {alignment = 8 : i64} : f64, !llvm.ptr
    %109 = llvm.icmp "eq" %103, %arg2 : i64
    llvm.cond_br %109, ^bb5, ^bb14(%103 : i64) {loop_annotation = #loop_annotation}
  }
// rev @w active,active,active,active,active,active,active,active,const : 1.37; 1.13; 2.71; -3.3; 0.57; 0.9; -1.1; 0.2; 5 | -0.6; 0.4; 1.9; 0.3; -2.2; 1.5; 0.8; -0.7; 7
  llvm.func @w(%x: f64, %a0: f64, %a1: f64, %a2: f64, %a3: f64, %a4: f64, %a5: f64, %a6: f64, %k0: i64) -> f64 {
    %cn = llvm.mlir.constant(7 : i64) : i64
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
    %ci4 = llvm.mlir.constant(4 : i64) : i64
    %pp4 = llvm.getelementptr %buf[%ci4] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %a4, %pp4 : f64, !llvm.ptr
    %ci5 = llvm.mlir.constant(5 : i64) : i64
    %pp5 = llvm.getelementptr %buf[%ci5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %a5, %pp5 : f64, !llvm.ptr
    %ci6 = llvm.mlir.constant(6 : i64) : i64
    %pp6 = llvm.getelementptr %buf[%ci6] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %a6, %pp6 : f64, !llvm.ptr
    %r = llvm.call @sdot(%x, %buf, %k0) : (f64, !llvm.ptr, i64) -> f64
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
    %l4 = llvm.load %pp4 : !llvm.ptr -> f64
    %cw4 = llvm.mlir.constant(2.85 : f64) : f64
    %t4 = llvm.fmul %l4, %cw4 : f64
    %s4 = llvm.fadd %s3, %t4 : f64
    %l5 = llvm.load %pp5 : !llvm.ptr -> f64
    %cw5 = llvm.mlir.constant(3.2199999999999998 : f64) : f64
    %t5 = llvm.fmul %l5, %cw5 : f64
    %s5 = llvm.fadd %s4, %t5 : f64
    %l6 = llvm.load %pp6 : !llvm.ptr -> f64
    %cw6 = llvm.mlir.constant(3.59 : f64) : f64
    %t6 = llvm.fmul %l6, %cw6 : f64
    %s6 = llvm.fadd %s5, %t6 : f64
    llvm.return %s6 : f64
  }
}
