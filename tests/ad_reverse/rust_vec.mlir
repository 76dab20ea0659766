// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// a `Vec` of n elements made by `collect` (n from the caller). rustc
// allocates it in a branch taken when n > 0 (`__rust_alloc`, the C
// `malloc` after rewrite/rust_alloc.rs), passes its address to the blocks
// that fill and read it as an i64 (the dangling address 8 when n = 0),
// computes the length from the end address, and frees it through that
// block argument when its capacity is not 0. The address is a pointer
// again (ad/address_phis.rs), the allocation is made in the entry block
// (ad/once_allocs.rs), and the dispatch loop carries its position.
// Refused before (external functions cannot be run; then "scf.while ...
// carrying values of type '!llvm.ptr'").
//   #[no_mangle]
//   pub extern "C" fn vsum(a: f64, b: f64, c: f64, n: usize) -> f64 {
//       let v: Vec<f64> = (0..n).map(|i| a * i as f64 + b * c).collect();
//       v.iter().map(|x| x * x).sum::<f64>()
//   }
// rev @vsum active,active,active,const : 0.3; 0.7; 1.1; 5 | 0.3; 0.7; 1.1; 0 | -0.4; 1.2; 0.5; 1 | 0.2; -0.3; 0.9; 17
// fwd @vsum dup,dup,dup,const : 0.3; 0.7; 1.1; 5 | -0.4; 1.2; 0.5; 0 | 0.2; -0.3; 0.9; 17
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h77ac2f44f6e8e12fE">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h7b8839d8a72b2ef0E">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfb3023aa067441d1E">
#alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hdb52c427175957c6E">
#alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf32100502b238ca3E">
#alias_scope_domain5 = #llvm.alias_scope_domain<id = distinct[5]<>, description = "_ZN4core4iter6traits8iterator8Iterator4fold17h84744ab11f0c9173E">
#alias_scope_domain6 = #llvm.alias_scope_domain<id = distinct[6]<>, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha512c8aaa08edce1E">
#alias_scope_domain7 = #llvm.alias_scope_domain<id = distinct[7]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hc34d6f35182b411eE">
#alias_scope_domain8 = #llvm.alias_scope_domain<id = distinct[8]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc05d2dac3ec90743E">
#alias_scope_domain9 = #llvm.alias_scope_domain<id = distinct[9]<>, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h42cb1a65a50aafb6E">
#alias_scope_domain10 = #llvm.alias_scope_domain<id = distinct[10]<>, description = "_ZN4vec14vsum28_$u7b$$u7b$closure$u7d$$u7d$17haffd047cfb8f558eE">
#alias_scope_domain11 = #llvm.alias_scope_domain<id = distinct[11]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2170731940917191E">
#alias_scope_domain12 = #llvm.alias_scope_domain<id = distinct[12]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hd9e669a97ffdce09E">
#alias_scope_domain13 = #llvm.alias_scope_domain<id = distinct[13]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1b23a4b51f25a372E">
#alias_scope_domain14 = #llvm.alias_scope_domain<id = distinct[14]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hec1db2e5e4adbe1dE">
#alias_scope_domain15 = #llvm.alias_scope_domain<id = distinct[15]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h97ac7ae7928832e4E">
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#alias_scope = #llvm.alias_scope<id = distinct[16]<>, domain = #alias_scope_domain, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h77ac2f44f6e8e12fE: %_0">
#alias_scope1 = #llvm.alias_scope<id = distinct[17]<>, domain = #alias_scope_domain1, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h7b8839d8a72b2ef0E: %_0">
#alias_scope2 = #llvm.alias_scope<id = distinct[18]<>, domain = #alias_scope_domain1, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h7b8839d8a72b2ef0E: %iterator">
#alias_scope3 = #llvm.alias_scope<id = distinct[19]<>, domain = #alias_scope_domain2, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hfb3023aa067441d1E: %_1">
#alias_scope4 = #llvm.alias_scope<id = distinct[20]<>, domain = #alias_scope_domain3, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hdb52c427175957c6E: %_1">
#alias_scope5 = #llvm.alias_scope<id = distinct[21]<>, domain = #alias_scope_domain4, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf32100502b238ca3E: %_1">
#alias_scope6 = #llvm.alias_scope<id = distinct[22]<>, domain = #alias_scope_domain5, description = "_ZN4core4iter6traits8iterator8Iterator4fold17h84744ab11f0c9173E: %f">
#alias_scope7 = #llvm.alias_scope<id = distinct[23]<>, domain = #alias_scope_domain6, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha512c8aaa08edce1E: %self">
#alias_scope8 = #llvm.alias_scope<id = distinct[24]<>, domain = #alias_scope_domain6, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha512c8aaa08edce1E: %g">
#alias_scope9 = #llvm.alias_scope<id = distinct[25]<>, domain = #alias_scope_domain7, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hc34d6f35182b411eE: %self">
#alias_scope10 = #llvm.alias_scope<id = distinct[26]<>, domain = #alias_scope_domain7, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hc34d6f35182b411eE: %f">
#alias_scope11 = #llvm.alias_scope<id = distinct[27]<>, domain = #alias_scope_domain8, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc05d2dac3ec90743E: %self">
#alias_scope12 = #llvm.alias_scope<id = distinct[28]<>, domain = #alias_scope_domain8, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hc05d2dac3ec90743E: %iterator">
#alias_scope13 = #llvm.alias_scope<id = distinct[29]<>, domain = #alias_scope_domain9, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h42cb1a65a50aafb6E: %self">
#alias_scope14 = #llvm.alias_scope<id = distinct[30]<>, domain = #alias_scope_domain9, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h42cb1a65a50aafb6E: %iterator">
#alias_scope15 = #llvm.alias_scope<id = distinct[31]<>, domain = #alias_scope_domain10, description = "_ZN4vec14vsum28_$u7b$$u7b$closure$u7d$$u7d$17haffd047cfb8f558eE: %x">
#alias_scope16 = #llvm.alias_scope<id = distinct[32]<>, domain = #alias_scope_domain11, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2170731940917191E: %elt">
#alias_scope17 = #llvm.alias_scope<id = distinct[33]<>, domain = #alias_scope_domain12, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hd9e669a97ffdce09E: %self">
#alias_scope18 = #llvm.alias_scope<id = distinct[34]<>, domain = #alias_scope_domain13, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1b23a4b51f25a372E: %self">
#alias_scope19 = #llvm.alias_scope<id = distinct[35]<>, domain = #alias_scope_domain14, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hec1db2e5e4adbe1dE: %_1">
#alias_scope20 = #llvm.alias_scope<id = distinct[36]<>, domain = #alias_scope_domain15, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h97ac7ae7928832e4E: %_1">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, isVectorized = true>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.func unnamed_addr @vsum(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(2305843009213693952 : i64) : i64
    %2 = llvm.mlir.constant(9223372036854775801 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(8 : i64) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.mlir.constant(2305843009213693950 : i64) : i64
    %9 = llvm.mlir.poison : vector<2xf64>
    %10 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi64>) : vector<2xi64>
    %11 = llvm.mlir.constant(2 : i64) : i64
    %12 = llvm.mlir.constant(dense<2> : vector<2xi64>) : vector<2xi64>
    %13 = llvm.mlir.constant(-1 : i64) : i64
    %14 = llvm.mlir.constant(2305843009213693948 : i64) : i64
    %15 = llvm.mlir.constant(16 : i64) : i64
    %16 = llvm.mlir.constant(24 : i64) : i64
    %17 = llvm.mlir.constant(4 : i64) : i64
    %18 = llvm.shl %arg3, %0 : i64
    %19 = llvm.icmp "ult" %arg3, %1 : i64
    %20 = llvm.icmp "ult" %18, %2 : i64
    %21 = llvm.and %19, %20  : i1
    llvm.cond_br %21 weights([2000, 2002]), ^bb1, ^bb4(%3 : i64)
  ^bb1:  // pred: ^bb0
    %22 = llvm.icmp "eq" %18, %3 : i64
    llvm.cond_br %22, ^bb5(%3, %4 : i64, i64), ^bb2
  ^bb2:  // pred: ^bb1
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope, #alias_scope1, #alias_scope2]} : () -> ()
    %23 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%18, %4) {noalias_scopes = [#alias_scope, #alias_scope1, #alias_scope2]} : (i64, i64) -> !llvm.ptr
    %24 = llvm.icmp "eq" %23, %5 : !llvm.ptr
    llvm.cond_br %24, ^bb4(%4 : i64), ^bb3
  ^bb3:  // pred: ^bb2
    %25 = llvm.ptrtoint %23 : !llvm.ptr to i64
    llvm.br ^bb5(%arg3, %25 : i64, i64)
  ^bb4(%26: i64):  // 2 preds: ^bb0, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%26, %18) {noalias_scopes = [#alias_scope1, #alias_scope2]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb5(%27: i64, %28: i64):  // 2 preds: ^bb1, ^bb3
    %29 = llvm.inttoptr %28 : i64 to !llvm.ptr
    %30 = llvm.icmp "ule" %arg3, %27 : i64
    "llvm.intr.assume"(%30) : (i1) -> ()
    %31 = llvm.icmp "eq" %arg3, %3 : i64
    llvm.cond_br %31, ^bb18(%6 : f64), ^bb6
  ^bb6:  // pred: ^bb5
    %32 = llvm.fmul %arg1, %arg2  : f64
    %33 = llvm.icmp "eq" %arg3, %7 : i64
    llvm.cond_br %33, ^bb10(%3 : i64), ^bb7
  ^bb7:  // pred: ^bb6
    %34 = llvm.and %arg3, %8  : i64
    %35 = llvm.insertelement %32, %9[%3 : i64] : vector<2xf64>
    %36 = llvm.shufflevector %35, %9 [0, 0] : vector<2xf64> 
    %37 = llvm.insertelement %arg0, %9[%3 : i64] : vector<2xf64>
    %38 = llvm.shufflevector %37, %9 [0, 0] : vector<2xf64> 
    llvm.br ^bb8(%3, %10 : i64, vector<2xi64>)
  ^bb8(%39: i64, %40: vector<2xi64>):  // 2 preds: ^bb7, ^bb8
    %41 = llvm.uitofp %40 : vector<2xi64> to vector<2xf64>
    %42 = llvm.fmul %38, %41  : vector<2xf64>
    %43 = llvm.fadd %36, %42  : vector<2xf64>
    %44 = llvm.getelementptr inbounds %29[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %43, %44 {alignment = 8 : i64, noalias_scopes = [#alias_scope3, #alias_scope4, #alias_scope5, #alias_scope6, #alias_scope7, #alias_scope8, #alias_scope9, #alias_scope10, #alias_scope11, #alias_scope12, #alias_scope13, #alias_scope14, #alias_scope1, #alias_scope2]} : vector<2xf64>, !llvm.ptr
    %45 = llvm.add %39, %11 overflow<nuw> : i64
    %46 = llvm.add %40, %12 overflow<nuw> : vector<2xi64>
    %47 = llvm.icmp "eq" %45, %34 : i64
    llvm.cond_br %47, ^bb9, ^bb8(%45, %46 : i64, vector<2xi64>) {loop_annotation = #loop_annotation}
  ^bb9:  // pred: ^bb8
    %48 = llvm.icmp "eq" %arg3, %34 : i64
    llvm.cond_br %48, ^bb12, ^bb10(%34 : i64)
  ^bb10(%49: i64):  // 2 preds: ^bb6, ^bb9
    llvm.br ^bb11(%49 : i64)
  ^bb11(%50: i64):  // 2 preds: ^bb10, ^bb11
    %51 = llvm.add %50, %7 overflow<nuw> : i64
    %52 = llvm.uitofp %50 : i64 to f64
    %53 = llvm.fmul %arg0, %52  : f64
    %54 = llvm.fadd %32, %53  : f64
    %55 = llvm.getelementptr inbounds %29[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %55 {alignment = 8 : i64, noalias_scopes = [#alias_scope3, #alias_scope4, #alias_scope5, #alias_scope6, #alias_scope7, #alias_scope8, #alias_scope9, #alias_scope10, #alias_scope11, #alias_scope12, #alias_scope13, #alias_scope14, #alias_scope1, #alias_scope2]} : f64, !llvm.ptr
    %56 = llvm.icmp "eq" %51, %arg3 : i64
    llvm.cond_br %56, ^bb12, ^bb11(%51 : i64) {loop_annotation = #loop_annotation}
  ^bb12:  // 2 preds: ^bb9, ^bb11
    %57 = llvm.shl %arg3, %0 overflow<nsw, nuw> : i64
    %58 = llvm.getelementptr inbounds %29[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %59 = llvm.ptrtoint %58 : !llvm.ptr to i64
    %60 = llvm.sub %59, %28 overflow<nuw> : i64
    %61 = llvm.lshr %60, %0  : i64
    %62 = llvm.add %61, %13 overflow<nsw> : i64
    %63 = llvm.and %61, %0  : i64
    %64 = llvm.icmp "ult" %62, %0 : i64
    llvm.cond_br %64, ^bb16(%3, %6 : i64, f64), ^bb13
  ^bb13:  // pred: ^bb12
    %65 = llvm.and %61, %14  : i64
    llvm.br ^bb14(%3, %6, %3 : i64, f64, i64)
  ^bb14(%66: i64, %67: f64, %68: i64):  // 2 preds: ^bb13, ^bb14
    %69 = llvm.getelementptr inbounds %29[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %70 = llvm.load %69 {alias_scopes = [#alias_scope15, #alias_scope16], alignment = 8 : i64} : !llvm.ptr -> f64
    %71 = llvm.fmul %70, %70  : f64
    %72 = llvm.fadd %67, %71  : f64
    %73 = llvm.getelementptr inbounds %29[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %74 = llvm.getelementptr inbounds %73[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %75 = llvm.load %74 {alias_scopes = [#alias_scope15, #alias_scope16], alignment = 8 : i64} : !llvm.ptr -> f64
    %76 = llvm.fmul %75, %75  : f64
    %77 = llvm.fadd %72, %76  : f64
    %78 = llvm.getelementptr inbounds %29[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %79 = llvm.getelementptr inbounds %78[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %80 = llvm.load %79 {alias_scopes = [#alias_scope15, #alias_scope16], alignment = 8 : i64} : !llvm.ptr -> f64
    %81 = llvm.fmul %80, %80  : f64
    %82 = llvm.fadd %77, %81  : f64
    %83 = llvm.getelementptr inbounds %29[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %84 = llvm.getelementptr inbounds %83[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %85 = llvm.load %84 {alias_scopes = [#alias_scope15, #alias_scope16], alignment = 8 : i64} : !llvm.ptr -> f64
    %86 = llvm.fmul %85, %85  : f64
    %87 = llvm.fadd %82, %86  : f64
    %88 = llvm.add %66, %17 overflow<nuw> : i64
    %89 = llvm.add %68, %17 : i64
    %90 = llvm.icmp "eq" %89, %65 : i64
    llvm.cond_br %90, ^bb15, ^bb14(%88, %87, %89 : i64, f64, i64)
  ^bb15:  // pred: ^bb14
    %91 = llvm.icmp "eq" %63, %3 : i64
    llvm.cond_br %91, ^bb18(%87 : f64), ^bb16(%88, %87 : i64, f64)
  ^bb16(%92: i64, %93: f64):  // 2 preds: ^bb12, ^bb15
    %94 = llvm.icmp "ne" %63, %3 : i64
    "llvm.intr.assume"(%94) : (i1) -> ()
    llvm.br ^bb17(%92, %93, %3 : i64, f64, i64)
  ^bb17(%95: i64, %96: f64, %97: i64):  // 2 preds: ^bb16, ^bb17
    %98 = llvm.getelementptr inbounds %29[%95] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %99 = llvm.load %98 {alias_scopes = [#alias_scope15, #alias_scope16], alignment = 8 : i64} : !llvm.ptr -> f64
    %100 = llvm.fmul %99, %99  : f64
    %101 = llvm.fadd %96, %100  : f64
    %102 = llvm.add %95, %7 overflow<nuw> : i64
    %103 = llvm.add %97, %7 : i64
    %104 = llvm.icmp "eq" %103, %63 : i64
    llvm.cond_br %104, ^bb18(%101 : f64), ^bb17(%102, %101, %103 : i64, f64, i64) {loop_annotation = #loop_annotation1}
  ^bb18(%105: f64):  // 3 preds: ^bb5, ^bb15, ^bb17
    %106 = llvm.icmp "eq" %27, %3 : i64
    llvm.cond_br %106, ^bb20, ^bb19
  ^bb19:  // pred: ^bb18
    %107 = llvm.shl %27, %0 overflow<nuw> : i64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%29, %107, %4) {noalias_scopes = [#alias_scope17, #alias_scope18, #alias_scope19, #alias_scope20]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb18, ^bb19
    llvm.return %105 : f64
  }
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(!llvm.ptr {llvm.allocptr, llvm.noundef}, i64 {llvm.noundef}, i64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "4"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 {llvm.noundef}, i64 {llvm.allocalign, llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "41"], ["allocsize", "4294967295"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["alloc-variant-zeroed", "_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @rust_eh_personality(i32 {llvm.noundef}, i32 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 {llvm.noundef}, i64) attributes {no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
}
