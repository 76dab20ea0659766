// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// double buffering, two arrays swapped between time steps with
// `std::mem::swap` of the slices. Made one block, the function is a
// dispatch loop whose branches pick the pointers; the loop then carries
// each pointer's position among the arrays (ad/memref_positions.rs, through
// the selects the branches' picks leave), and the shadows are picked the
// same way. Refused before ("scf.while ... carrying values of type
// '!llvm.ptr'"), at -O1, -O2 and -O3.
//   #[no_mangle]
//   pub extern "C" fn heat(a: f64, b: f64, c: f64, m: usize) -> f64 {
//       let mut u = [a, b, c, a * b, 0.5];
//       let mut w = [0.0f64; 5];
//       let mut cur: &mut [f64] = &mut u;
//       let mut nxt: &mut [f64] = &mut w;
//       for _ in 0..m {
//           let n = cur.len();
//           for i in 0..n {
//               let l = cur[(i + n - 1) % n];
//               let r = cur[(i + 1) % n];
//               nxt[i] = cur[i] + 0.1 * (l - 2.0 * cur[i] + r) + 0.01 * cur[i] * cur[i];
//           }
//           std::mem::swap(&mut cur, &mut nxt);
//       }
//       cur[0] * cur[1] + cur[2] * cur[3] + cur[4]
//   }
//   #[no_mangle]
//   pub extern "C" fn heat_slices(u: &mut [f64; 6], w: &mut [f64; 6], m: usize) -> f64 {
//       let mut cur: &mut [f64] = u;
//       let mut nxt: &mut [f64] = w;
//       for _ in 0..m {
//           for i in 1..5 {
//               nxt[i] = cur[i] + 0.2 * (cur[i - 1] - 2.0 * cur[i] + cur[i + 1]) + 0.05 * cur[i] * cur[i];
//           }
//           nxt[0] = cur[0];
//           nxt[5] = cur[5];
//           std::mem::swap(&mut cur, &mut nxt);
//       }
//       cur[2] * cur[3]
//   }
//   #[no_mangle]
//   pub extern "C" fn heat_s(a: f64, b: f64, c: f64, m: usize) -> f64 {
//       let mut u = [a, b, c, a * c, b * b, 0.3];
//       let mut w = [0.0f64; 6];
//       heat_slices(&mut u, &mut w, m) + u[1] * w[2]
//   }
// rev @heat active,active,active,const : 0.3; 0.7; 1.1; 6 | 0.3; 0.7; 1.1; 0 | -0.4; 0.9; 0.2; 1 | 0.5; -0.2; 0.8; 25
// rev @heat_s active,active,active,const : 0.3; 0.7; 1.1; 6 | 0.3; 0.7; 1.1; 0 | -0.4; 0.9; 0.2; 7
// fwd @heat dup,dup,dup,const : 0.3; 0.7; 1.1; 6 | 0.5; -0.2; 0.8; 25
// fwd @heat_s dup,dup,dup,const : 0.3; 0.7; 1.1; 7
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "heat_slices">
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain, description = "heat_slices: %u">
#alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain, description = "heat_slices: %w">
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.func unnamed_addr @heat(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %3 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %5 = llvm.mlir.constant(1.000000e-02 : f64) : f64
    %6 = llvm.mlir.constant(8 : i64) : i64
    %7 = llvm.mlir.constant(16 : i64) : i64
    %8 = llvm.mlir.constant(24 : i64) : i64
    %9 = llvm.mlir.constant(32 : i64) : i64
    %10 = llvm.mlir.constant(1 : i64) : i64
    %11 = llvm.alloca %0 x !llvm.array<40 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.alloca %0 x !llvm.array<40 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %13 = llvm.fmul %arg0, %arg1  : f64
    %14 = llvm.icmp "eq" %arg3, %1 : i64
    llvm.cond_br %14, ^bb3(%13, %2, %13, %arg2 : f64, f64, f64, f64), ^bb1(%13, %arg2, %arg0, %arg1, %2, %12, %11, %1 : f64, f64, f64, f64, f64, !llvm.ptr, !llvm.ptr, i64)
  ^bb1(%15: f64, %16: f64, %17: f64, %18: f64, %19: f64, %20: !llvm.ptr, %21: !llvm.ptr, %22: i64):  // 2 preds: ^bb0, ^bb1
    %23 = llvm.fmul %17, %3  : f64
    %24 = llvm.fsub %19, %23  : f64
    %25 = llvm.fadd %18, %24  : f64
    %26 = llvm.fmul %25, %4  : f64
    %27 = llvm.fadd %17, %26  : f64
    %28 = llvm.fmul %17, %5  : f64
    %29 = llvm.fmul %17, %28  : f64
    %30 = llvm.fadd %29, %27  : f64
    llvm.store %30, %21 {alignment = 8 : i64} : f64, !llvm.ptr
    %31 = llvm.fmul %18, %3  : f64
    %32 = llvm.fsub %17, %31  : f64
    %33 = llvm.fadd %16, %32  : f64
    %34 = llvm.fmul %33, %4  : f64
    %35 = llvm.fadd %18, %34  : f64
    %36 = llvm.fmul %18, %5  : f64
    %37 = llvm.fmul %18, %36  : f64
    %38 = llvm.getelementptr inbounds %21[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %39 = llvm.fadd %37, %35  : f64
    llvm.store %39, %38 {alignment = 8 : i64} : f64, !llvm.ptr
    %40 = llvm.fmul %16, %3  : f64
    %41 = llvm.fsub %18, %40  : f64
    %42 = llvm.fadd %15, %41  : f64
    %43 = llvm.fmul %42, %4  : f64
    %44 = llvm.fadd %16, %43  : f64
    %45 = llvm.fmul %16, %5  : f64
    %46 = llvm.fmul %16, %45  : f64
    %47 = llvm.getelementptr inbounds %21[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %48 = llvm.fadd %46, %44  : f64
    llvm.store %48, %47 {alignment = 8 : i64} : f64, !llvm.ptr
    %49 = llvm.fmul %15, %3  : f64
    %50 = llvm.fsub %16, %49  : f64
    %51 = llvm.fadd %19, %50  : f64
    %52 = llvm.fmul %51, %4  : f64
    %53 = llvm.fadd %15, %52  : f64
    %54 = llvm.fmul %15, %5  : f64
    %55 = llvm.fmul %15, %54  : f64
    %56 = llvm.getelementptr inbounds %21[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %57 = llvm.fadd %55, %53  : f64
    llvm.store %57, %56 {alignment = 8 : i64} : f64, !llvm.ptr
    %58 = llvm.fmul %19, %3  : f64
    %59 = llvm.fsub %15, %58  : f64
    %60 = llvm.fadd %17, %59  : f64
    %61 = llvm.fmul %60, %4  : f64
    %62 = llvm.fadd %19, %61  : f64
    %63 = llvm.fmul %19, %5  : f64
    %64 = llvm.fmul %19, %63  : f64
    %65 = llvm.getelementptr inbounds %21[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %66 = llvm.fadd %64, %62  : f64
    llvm.store %66, %65 {alignment = 8 : i64} : f64, !llvm.ptr
    %67 = llvm.add %22, %10 overflow<nuw> : i64
    %68 = llvm.icmp "eq" %67, %arg3 : i64
    llvm.cond_br %68, ^bb2, ^bb1(%57, %48, %30, %39, %66, %21, %20, %67 : f64, f64, f64, f64, f64, !llvm.ptr, !llvm.ptr, i64)
  ^bb2:  // pred: ^bb1
    %69 = llvm.fmul %30, %39  : f64
    llvm.br ^bb3(%69, %66, %57, %48 : f64, f64, f64, f64)
  ^bb3(%70: f64, %71: f64, %72: f64, %73: f64):  // 2 preds: ^bb0, ^bb2
    %74 = llvm.fmul %73, %72  : f64
    %75 = llvm.fadd %70, %74  : f64
    %76 = llvm.fadd %71, %75  : f64
    llvm.return %76 : f64
  }
  llvm.func unnamed_addr @heat_s(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(48 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %6 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(2.000000e-01 : f64) : f64
    %8 = llvm.mlir.constant(5.000000e-02 : f64) : f64
    %9 = llvm.mlir.constant(16 : i64) : i64
    %10 = llvm.mlir.constant(24 : i64) : i64
    %11 = llvm.mlir.constant(3.000000e-01 : f64) : f64
    %12 = llvm.mlir.constant(32 : i64) : i64
    %13 = llvm.mlir.constant(1 : i64) : i64
    %14 = llvm.mlir.constant(40 : i64) : i64
    %15 = llvm.alloca %0 x !llvm.array<48 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %16 = llvm.alloca %0 x !llvm.array<48 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %17 = llvm.fmul %arg0, %arg2  : f64
    %18 = llvm.getelementptr inbounds %16[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %18 {alignment = 8 : i64} : f64, !llvm.ptr
    "llvm.intr.memset"(%15, %2, %3) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %19 = llvm.icmp "eq" %arg3, %4 : i64
    llvm.cond_br %19, ^bb4(%5, %arg1, %17, %arg2 : f64, f64, f64, f64), ^bb1
  ^bb1:  // pred: ^bb0
    %20 = llvm.fmul %arg1, %arg1  : f64
    llvm.br ^bb2(%20, %17, %arg2, %arg1, %16, %15, %4 : f64, f64, f64, f64, !llvm.ptr, !llvm.ptr, i64)
  ^bb2(%21: f64, %22: f64, %23: f64, %24: f64, %25: !llvm.ptr, %26: !llvm.ptr, %27: i64):  // 2 preds: ^bb1, ^bb2
    %28 = llvm.fmul %24, %6  : f64
    %29 = llvm.fsub %arg0, %28  : f64
    %30 = llvm.fadd %23, %29  : f64
    %31 = llvm.fmul %30, %7  : f64
    %32 = llvm.fadd %24, %31  : f64
    %33 = llvm.fmul %24, %8  : f64
    %34 = llvm.fmul %24, %33  : f64
    %35 = llvm.getelementptr inbounds %26[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %36 = llvm.fadd %34, %32  : f64
    llvm.store %36, %35 {alias_scopes = [#alias_scope, #alias_scope1], alignment = 8 : i64} : f64, !llvm.ptr
    %37 = llvm.fmul %23, %6  : f64
    %38 = llvm.fsub %24, %37  : f64
    %39 = llvm.fadd %22, %38  : f64
    %40 = llvm.fmul %39, %7  : f64
    %41 = llvm.fadd %23, %40  : f64
    %42 = llvm.fmul %23, %8  : f64
    %43 = llvm.fmul %23, %42  : f64
    %44 = llvm.getelementptr inbounds %26[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %45 = llvm.fadd %43, %41  : f64
    llvm.store %45, %44 {alias_scopes = [#alias_scope, #alias_scope1], alignment = 8 : i64} : f64, !llvm.ptr
    %46 = llvm.fmul %22, %6  : f64
    %47 = llvm.fsub %23, %46  : f64
    %48 = llvm.fadd %21, %47  : f64
    %49 = llvm.fmul %48, %7  : f64
    %50 = llvm.fadd %22, %49  : f64
    %51 = llvm.fmul %22, %8  : f64
    %52 = llvm.fmul %22, %51  : f64
    %53 = llvm.getelementptr inbounds %26[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %54 = llvm.fadd %52, %50  : f64
    llvm.store %54, %53 {alias_scopes = [#alias_scope, #alias_scope1], alignment = 8 : i64} : f64, !llvm.ptr
    %55 = llvm.fmul %21, %6  : f64
    %56 = llvm.fsub %22, %55  : f64
    %57 = llvm.fadd %56, %11  : f64
    %58 = llvm.fmul %57, %7  : f64
    %59 = llvm.fadd %21, %58  : f64
    %60 = llvm.fmul %21, %8  : f64
    %61 = llvm.fmul %21, %60  : f64
    %62 = llvm.getelementptr inbounds %26[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %63 = llvm.fadd %61, %59  : f64
    llvm.store %63, %62 {alias_scopes = [#alias_scope, #alias_scope1], alignment = 8 : i64} : f64, !llvm.ptr
    %64 = llvm.add %27, %13 overflow<nuw> : i64
    llvm.store %arg0, %26 {alias_scopes = [#alias_scope, #alias_scope1], alignment = 8 : i64} : f64, !llvm.ptr
    %65 = llvm.getelementptr inbounds %26[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %11, %65 {alias_scopes = [#alias_scope, #alias_scope1], alignment = 8 : i64} : f64, !llvm.ptr
    %66 = llvm.icmp "eq" %64, %arg3 : i64
    llvm.cond_br %66, ^bb3, ^bb2(%63, %54, %45, %36, %26, %25, %64 : f64, f64, f64, f64, !llvm.ptr, !llvm.ptr, i64)
  ^bb3:  // pred: ^bb2
    %67 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> f64
    %68 = llvm.getelementptr inbounds %15[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %69 = llvm.load %68 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.br ^bb4(%69, %67, %54, %45 : f64, f64, f64, f64)
  ^bb4(%70: f64, %71: f64, %72: f64, %73: f64):  // 2 preds: ^bb0, ^bb3
    %74 = llvm.fmul %73, %72  : f64
    %75 = llvm.fmul %71, %70  : f64
    %76 = llvm.fadd %74, %75  : f64
    llvm.return %76 : f64
  }
  llvm.func unnamed_addr @heat_slices(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 48 : i64, llvm.noalias, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 48 : i64, llvm.noalias, llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = readwrite, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(16 : i64) : i64
    %3 = llvm.mlir.constant(24 : i64) : i64
    %4 = llvm.mlir.constant(32 : i64) : i64
    %5 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %6 = llvm.mlir.constant(2.000000e-01 : f64) : f64
    %7 = llvm.mlir.constant(5.000000e-02 : f64) : f64
    %8 = llvm.mlir.constant(40 : i64) : i64
    %9 = llvm.mlir.constant(1 : i64) : i64
    %10 = llvm.icmp "eq" %arg2, %0 : i64
    llvm.cond_br %10, ^bb3(%arg0 : !llvm.ptr), ^bb1
  ^bb1:  // pred: ^bb0
    %11 = llvm.getelementptr inbounds %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %12 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> f64
    %13 = llvm.getelementptr inbounds %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %14 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> f64
    %15 = llvm.getelementptr inbounds %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %16 = llvm.load %15 {alignment = 8 : i64} : !llvm.ptr -> f64
    %17 = llvm.getelementptr inbounds %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.load %17 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.br ^bb2(%18, %16, %14, %12, %arg0, %arg1, %0 : f64, f64, f64, f64, !llvm.ptr, !llvm.ptr, i64)
  ^bb2(%19: f64, %20: f64, %21: f64, %22: f64, %23: !llvm.ptr, %24: !llvm.ptr, %25: i64):  // 2 preds: ^bb1, ^bb2
    %26 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> f64
    %27 = llvm.fmul %22, %5  : f64
    %28 = llvm.fsub %26, %27  : f64
    %29 = llvm.fadd %28, %21  : f64
    %30 = llvm.fmul %29, %6  : f64
    %31 = llvm.fadd %22, %30  : f64
    %32 = llvm.fmul %22, %7  : f64
    %33 = llvm.fmul %22, %32  : f64
    %34 = llvm.getelementptr inbounds %24[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %35 = llvm.fadd %33, %31  : f64
    llvm.store %35, %34 {alignment = 8 : i64} : f64, !llvm.ptr
    %36 = llvm.getelementptr %23[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %37 = llvm.load %36 {alignment = 8 : i64} : !llvm.ptr -> f64
    %38 = llvm.fmul %21, %5  : f64
    %39 = llvm.fsub %37, %38  : f64
    %40 = llvm.fadd %39, %20  : f64
    %41 = llvm.fmul %40, %6  : f64
    %42 = llvm.fadd %21, %41  : f64
    %43 = llvm.fmul %21, %7  : f64
    %44 = llvm.fmul %21, %43  : f64
    %45 = llvm.getelementptr inbounds %24[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %46 = llvm.fadd %44, %42  : f64
    llvm.store %46, %45 {alignment = 8 : i64} : f64, !llvm.ptr
    %47 = llvm.getelementptr %23[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %48 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> f64
    %49 = llvm.fmul %20, %5  : f64
    %50 = llvm.fsub %48, %49  : f64
    %51 = llvm.fadd %50, %19  : f64
    %52 = llvm.fmul %51, %6  : f64
    %53 = llvm.fadd %20, %52  : f64
    %54 = llvm.fmul %20, %7  : f64
    %55 = llvm.fmul %20, %54  : f64
    %56 = llvm.getelementptr inbounds %24[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %57 = llvm.fadd %55, %53  : f64
    llvm.store %57, %56 {alignment = 8 : i64} : f64, !llvm.ptr
    %58 = llvm.getelementptr %23[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %59 = llvm.load %58 {alignment = 8 : i64} : !llvm.ptr -> f64
    %60 = llvm.fmul %19, %5  : f64
    %61 = llvm.fsub %59, %60  : f64
    %62 = llvm.getelementptr inbounds %23[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %63 = llvm.load %62 {alignment = 8 : i64} : !llvm.ptr -> f64
    %64 = llvm.fadd %61, %63  : f64
    %65 = llvm.fmul %64, %6  : f64
    %66 = llvm.fadd %19, %65  : f64
    %67 = llvm.fmul %19, %7  : f64
    %68 = llvm.fmul %19, %67  : f64
    %69 = llvm.getelementptr inbounds %24[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %70 = llvm.fadd %68, %66  : f64
    llvm.store %70, %69 {alignment = 8 : i64} : f64, !llvm.ptr
    %71 = llvm.add %25, %9 overflow<nuw> : i64
    llvm.store %26, %24 {alignment = 8 : i64} : f64, !llvm.ptr
    %72 = llvm.getelementptr inbounds %24[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %63, %72 {alignment = 8 : i64} : f64, !llvm.ptr
    %73 = llvm.icmp "eq" %71, %arg2 : i64
    llvm.cond_br %73, ^bb3(%24 : !llvm.ptr), ^bb2(%70, %57, %46, %35, %24, %23, %71 : f64, f64, f64, f64, !llvm.ptr, !llvm.ptr, i64)
  ^bb3(%74: !llvm.ptr):  // 2 preds: ^bb0, ^bb2
    %75 = llvm.getelementptr inbounds %74[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %76 = llvm.load %75 {alignment = 8 : i64} : !llvm.ptr -> f64
    %77 = llvm.getelementptr inbounds %74[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %78 = llvm.load %77 {alignment = 8 : i64} : !llvm.ptr -> f64
    %79 = llvm.fmul %76, %78  : f64
    llvm.return %79 : f64
  }
}
