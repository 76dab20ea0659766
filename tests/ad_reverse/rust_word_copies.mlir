// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// LLVM moves f64s and f32s it does not compute with as integers of their
// width (i64/i32 loads and stores: slice::swap, reverse, rotate_left,
// copies of structs). Made float copies before differentiation
// (ad/word_copies.rs); refused as type punning before. Also memcpy and
// memmove through byte offsets (`gep i8, p[8 * k]`), through a byte
// array on the stack that only copies touch (rotate_left's buffer), and
// of memory passed to a callee that returns a pointer into it (@pick).
//   #[inline(never)]
//   fn shuffle(v: &mut [f64], k: usize) {
//       v.swap(0, k % v.len());
//       v.reverse();
//       v.rotate_left(k % v.len());
//       v.copy_within(1..4, 3);
//   }
//   #[no_mangle]
//   pub extern "C" fn perm(a: f64, b: f64, c: f64, k: usize) -> f64 {
//       let mut v = [a, b, c, a * b, b * c, c * a, a + b, b - c, 1.0];
//       shuffle(&mut v, k);
//       let mut s = 0.0;
//       for i in 0..9 { s += v[i] * (i as f64 + 1.0) * (i as f64 + 0.5); }
//       s
//   }
//   #[derive(Clone, Copy)]
//   pub struct P { m: f64, id: u32, q: f64 }
//   #[inline(never)]
//   fn pick<'a>(x: &'a P, y: &'a P) -> &'a P { if x.q > y.q { x } else { y } }
//   #[no_mangle]
//   pub extern "C" fn ptrsel(a: f64, b: f64, c: f64) -> f64 {
//       let p1 = P { m: a, id: 3, q: b };
//       let p2 = P { m: b * c, id: 7, q: c };
//       let mut arr = [p1, p2, p1, p2];
//       arr.swap(1, 2);
//       { let (l, r) = arr.split_at_mut(2); core::mem::swap(&mut l[0], &mut r[1]); }
//       let best = pick(&arr[0], &arr[1]);
//       let r = *best;
//       r.m * r.q + r.id as f64 + arr[2].m * arr[3].q
//   }
//   #[inline(never)]
//   fn swap32(v: &mut [f32], i: usize, j: usize) {
//       v.swap(i % v.len(), j % v.len());
//       v.reverse();
//   }
//   #[no_mangle]
//   pub extern "C" fn perm32(a: f32, b: f32, i: usize, j: usize) -> f32 {
//       let mut v = [a, b, a * b, a - b, 2.0];
//       swap32(&mut v, i, j);
//       v[0] * 1.0 + v[1] * 2.0 + v[2] * 3.0 + v[3] * 4.0 + v[4] * 5.0
//   }
// rev @perm active,active,active,const : 1.5; 2.5; 0.7; 0 | 1.5; 2.5; 0.7; 4 | -0.3; 1.1; 2.0; 7 | 0.9; -1.2; 0.4; 13
// fwd @perm dup,dup,dup,const : 1.5; 2.5; 0.7; 4 | -0.3; 1.1; 2.0; 7
// rev @ptrsel active,active,active : 1.5; 2.5; 0.7 | 1.5; 0.5; 0.7
// fwd @ptrsel dup,dup,dup : 1.5; 2.5; 0.7 | 1.5; 0.5; 0.7
// rev @perm32 active,active,const,const step=1e-2 tol=1e-3 : 1.5; 2.5; 0; 3 | 1.5; 2.5; 4; 4 | -0.5; 0.8; 7; 1
// fwd @perm32 dup,dup,const,const step=1e-2 tol=1e-3 : 1.5; 2.5; 1; 2
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h8aac22de8fea009cE">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17hca5165e201cc1970E">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17h77431133109d25beE">
#alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11copy_within17h587c26117edeedddE">
#alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "_ZN4core3ptr10swap_chunk17hcae758221ab31031E">
#alias_scope = #llvm.alias_scope<id = distinct[5]<>, domain = #alias_scope_domain, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h8aac22de8fea009cE: %a.0">
#alias_scope1 = #llvm.alias_scope<id = distinct[6]<>, domain = #alias_scope_domain, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h8aac22de8fea009cE: %b.0">
#alias_scope2 = #llvm.alias_scope<id = distinct[7]<>, domain = #alias_scope_domain1, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17hca5165e201cc1970E: %a.0">
#alias_scope3 = #llvm.alias_scope<id = distinct[8]<>, domain = #alias_scope_domain1, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17hca5165e201cc1970E: %b.0">
#alias_scope4 = #llvm.alias_scope<id = distinct[9]<>, domain = #alias_scope_domain2, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11rotate_left17h77431133109d25beE: %self.0">
#alias_scope5 = #llvm.alias_scope<id = distinct[10]<>, domain = #alias_scope_domain3, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$11copy_within17h587c26117edeedddE: %self.0">
#alias_scope6 = #llvm.alias_scope<id = distinct[11]<>, domain = #alias_scope_domain4, description = "_ZN4core3ptr10swap_chunk17hcae758221ab31031E: %x">
#alias_scope7 = #llvm.alias_scope<id = distinct[12]<>, domain = #alias_scope_domain4, description = "_ZN4core3ptr10swap_chunk17hcae758221ab31031E: %y">
#alias_scope8 = #llvm.alias_scope<id = distinct[13]<>, domain = #alias_scope_domain4, description = "_ZN4core3ptr10swap_chunk17hcae758221ab31031E: %x:It1">
#alias_scope9 = #llvm.alias_scope<id = distinct[14]<>, domain = #alias_scope_domain4, description = "_ZN4core3ptr10swap_chunk17hcae758221ab31031E: %y:It1">
#alias_scope10 = #llvm.alias_scope<id = distinct[15]<>, domain = #alias_scope_domain4, description = "_ZN4core3ptr10swap_chunk17hcae758221ab31031E: %x:It2">
#alias_scope11 = #llvm.alias_scope<id = distinct[16]<>, domain = #alias_scope_domain4, description = "_ZN4core3ptr10swap_chunk17hcae758221ab31031E: %y:It2">
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.func internal unnamed_addr fastcc @_ZN3pun4pick17h477f76742e3a4ac8E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}) -> (!llvm.ptr {llvm.align = 8 : i64, llvm.nonnull, llvm.noundef}) attributes {dso_local, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_inline, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> f64
    %3 = llvm.getelementptr inbounds %arg1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %4 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> f64
    %5 = llvm.fcmp "ogt" %2, %4 : f64
    %6 = llvm.select %5, %arg0, %arg1 : i1, !llvm.ptr
    llvm.return %6 : !llvm.ptr
  }
  llvm.func internal unnamed_addr fastcc @_ZN3pun6swap3217h047530140559f36dE(%arg0: !llvm.ptr {llvm.align = 4 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: i64 {llvm.noundef}) attributes {dso_local, memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite>, no_inline, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(5 : i64) : i64
    %1 = llvm.mlir.constant(12 : i64) : i64
    %2 = llvm.mlir.constant(16 : i64) : i64
    %3 = llvm.mlir.constant(4 : i64) : i64
    %4 = llvm.urem %arg1, %0  : i64
    %5 = llvm.getelementptr inbounds %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6 = llvm.urem %arg2, %0  : i64
    %7 = llvm.getelementptr inbounds %arg0[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %9 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %9, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %8, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %10 = llvm.getelementptr inbounds %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope
    llvm.intr.experimental.noalias.scope.decl #alias_scope1
    %11 = llvm.getelementptr inbounds %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %12 = llvm.load %arg0 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1]} : !llvm.ptr -> f32
    %13 = llvm.load %11 {alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope]} : !llvm.ptr -> i32
    llvm.store %13, %arg0 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
    llvm.store %12, %11 {alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope]} : f32, !llvm.ptr
    %14 = llvm.getelementptr inbounds %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %15 = llvm.load %14 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1]} : !llvm.ptr -> f32
    %16 = llvm.load %10 {alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope]} : !llvm.ptr -> i32
    llvm.store %16, %14 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
    llvm.store %15, %10 {alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope]} : f32, !llvm.ptr
    llvm.return
  }
  llvm.func internal unnamed_addr fastcc @_ZN3pun7shuffle17h8893b0f88a00dec6E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}) attributes {dso_local, memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite>, no_inline, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(9 : i64) : i64
    %2 = llvm.mlir.constant(40 : i64) : i64
    %3 = llvm.mlir.constant(64 : i64) : i64
    %4 = llvm.mlir.constant(8 : i64) : i64
    %5 = llvm.mlir.constant(56 : i64) : i64
    %6 = llvm.mlir.constant(16 : i64) : i64
    %7 = llvm.mlir.constant(48 : i64) : i64
    %8 = llvm.mlir.constant(24 : i64) : i64
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(3 : i64) : i64
    %11 = llvm.alloca %0 x !llvm.array<256 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.urem %arg1, %1  : i64
    %13 = llvm.getelementptr inbounds %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %14 = llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> i64
    %15 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %15, %arg0 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %14, %13 {alignment = 8 : i64} : i64, !llvm.ptr
    %16 = llvm.getelementptr inbounds %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope2
    llvm.intr.experimental.noalias.scope.decl #alias_scope3
    %17 = llvm.getelementptr inbounds %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.load %arg0 {alias_scopes = [#alias_scope2], alignment = 8 : i64, noalias_scopes = [#alias_scope3]} : !llvm.ptr -> f64
    %19 = llvm.load %17 {alias_scopes = [#alias_scope3], alignment = 8 : i64, noalias_scopes = [#alias_scope2]} : !llvm.ptr -> i64
    llvm.store %19, %arg0 {alias_scopes = [#alias_scope2], alignment = 8 : i64, noalias_scopes = [#alias_scope3]} : i64, !llvm.ptr
    llvm.store %18, %17 {alias_scopes = [#alias_scope3], alignment = 8 : i64, noalias_scopes = [#alias_scope2]} : f64, !llvm.ptr
    %20 = llvm.getelementptr inbounds %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %21 = llvm.getelementptr inbounds %arg0[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %22 = llvm.load %20 {alias_scopes = [#alias_scope2], alignment = 8 : i64, noalias_scopes = [#alias_scope3]} : !llvm.ptr -> f64
    %23 = llvm.load %21 {alias_scopes = [#alias_scope3], alignment = 8 : i64, noalias_scopes = [#alias_scope2]} : !llvm.ptr -> i64
    llvm.store %23, %20 {alias_scopes = [#alias_scope2], alignment = 8 : i64, noalias_scopes = [#alias_scope3]} : i64, !llvm.ptr
    llvm.store %22, %21 {alias_scopes = [#alias_scope3], alignment = 8 : i64, noalias_scopes = [#alias_scope2]} : f64, !llvm.ptr
    %24 = llvm.getelementptr inbounds %arg0[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %25 = llvm.getelementptr inbounds %arg0[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.load %24 {alias_scopes = [#alias_scope2], alignment = 8 : i64, noalias_scopes = [#alias_scope3]} : !llvm.ptr -> f64
    %27 = llvm.load %25 {alias_scopes = [#alias_scope3], alignment = 8 : i64, noalias_scopes = [#alias_scope2]} : !llvm.ptr -> i64
    llvm.store %27, %24 {alias_scopes = [#alias_scope2], alignment = 8 : i64, noalias_scopes = [#alias_scope3]} : i64, !llvm.ptr
    llvm.store %26, %25 {alias_scopes = [#alias_scope3], alignment = 8 : i64, noalias_scopes = [#alias_scope2]} : f64, !llvm.ptr
    %28 = llvm.getelementptr inbounds %arg0[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %29 = llvm.load %28 {alias_scopes = [#alias_scope2], alignment = 8 : i64, noalias_scopes = [#alias_scope3]} : !llvm.ptr -> f64
    %30 = llvm.load %16 {alias_scopes = [#alias_scope3], alignment = 8 : i64, noalias_scopes = [#alias_scope2]} : !llvm.ptr -> i64
    llvm.store %30, %28 {alias_scopes = [#alias_scope2], alignment = 8 : i64, noalias_scopes = [#alias_scope3]} : i64, !llvm.ptr
    llvm.store %29, %16 {alias_scopes = [#alias_scope3], alignment = 8 : i64, noalias_scopes = [#alias_scope2]} : f64, !llvm.ptr
    %31 = llvm.sub %1, %12 overflow<nsw> : i64
    %32 = llvm.icmp "eq" %12, %9 : i64
    llvm.cond_br %32, ^bb5, ^bb1
  ^bb1:  // pred: ^bb0
    %33 = llvm.getelementptr inbounds %arg0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %34 = llvm.icmp "ugt" %12, %31 : i64
    llvm.cond_br %34, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %35 = llvm.shl %12, %10 overflow<nsw> : i64
    "llvm.intr.memcpy"(%11, %arg0, %35) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %36 = llvm.shl %31, %10 overflow<nsw> : i64
    "llvm.intr.memmove"(%arg0, %13, %36) <{alias_scopes = [#alias_scope4], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%33, %11, %35) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.br ^bb4
  ^bb3:  // pred: ^bb1
    %37 = llvm.shl %31, %10 overflow<nsw> : i64
    "llvm.intr.memcpy"(%11, %13, %37) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %38 = llvm.shl %12, %10 overflow<nsw> : i64
    "llvm.intr.memmove"(%33, %arg0, %38) <{alias_scopes = [#alias_scope4], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%arg0, %11, %37) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb0, ^bb4
    "llvm.intr.memmove"(%28, %20, %8) <{alias_scopes = [#alias_scope5], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }
  llvm.func unnamed_addr @perm(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = readwrite>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(16 : i64) : i64
    %3 = llvm.mlir.constant(24 : i64) : i64
    %4 = llvm.mlir.constant(32 : i64) : i64
    %5 = llvm.mlir.constant(40 : i64) : i64
    %6 = llvm.mlir.constant(48 : i64) : i64
    %7 = llvm.mlir.constant(56 : i64) : i64
    %8 = llvm.mlir.constant(64 : i64) : i64
    %9 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %10 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %11 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %12 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %13 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %14 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    %15 = llvm.mlir.constant(2.500000e+00 : f64) : f64
    %16 = llvm.mlir.constant(4.000000e+00 : f64) : f64
    %17 = llvm.mlir.constant(3.500000e+00 : f64) : f64
    %18 = llvm.mlir.constant(5.000000e+00 : f64) : f64
    %19 = llvm.mlir.constant(4.500000e+00 : f64) : f64
    %20 = llvm.mlir.constant(6.000000e+00 : f64) : f64
    %21 = llvm.mlir.constant(5.500000e+00 : f64) : f64
    %22 = llvm.mlir.constant(7.000000e+00 : f64) : f64
    %23 = llvm.mlir.constant(6.500000e+00 : f64) : f64
    %24 = llvm.mlir.constant(8.000000e+00 : f64) : f64
    %25 = llvm.mlir.constant(7.500000e+00 : f64) : f64
    %26 = llvm.mlir.constant(9.000000e+00 : f64) : f64
    %27 = llvm.mlir.constant(8.500000e+00 : f64) : f64
    %28 = llvm.alloca %0 x !llvm.array<72 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %29 = llvm.fmul %arg0, %arg1  : f64
    %30 = llvm.fmul %arg1, %arg2  : f64
    %31 = llvm.fmul %arg0, %arg2  : f64
    %32 = llvm.fadd %arg0, %arg1  : f64
    %33 = llvm.fsub %arg1, %arg2  : f64
    llvm.store %arg0, %28 {alignment = 8 : i64} : f64, !llvm.ptr
    %34 = llvm.getelementptr inbounds %28[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %34 {alignment = 8 : i64} : f64, !llvm.ptr
    %35 = llvm.getelementptr inbounds %28[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg2, %35 {alignment = 8 : i64} : f64, !llvm.ptr
    %36 = llvm.getelementptr inbounds %28[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %29, %36 {alignment = 8 : i64} : f64, !llvm.ptr
    %37 = llvm.getelementptr inbounds %28[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %30, %37 {alignment = 8 : i64} : f64, !llvm.ptr
    %38 = llvm.getelementptr inbounds %28[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %31, %38 {alignment = 8 : i64} : f64, !llvm.ptr
    %39 = llvm.getelementptr inbounds %28[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %32, %39 {alignment = 8 : i64} : f64, !llvm.ptr
    %40 = llvm.getelementptr inbounds %28[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %33, %40 {alignment = 8 : i64} : f64, !llvm.ptr
    %41 = llvm.getelementptr inbounds %28[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %9, %41 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.call fastcc @_ZN3pun7shuffle17h8893b0f88a00dec6E(%28, %arg3) : (!llvm.ptr, i64) -> ()
    %42 = llvm.load %28 {alignment = 8 : i64} : !llvm.ptr -> f64
    %43 = llvm.fmul %42, %10  : f64
    %44 = llvm.fadd %43, %11  : f64
    %45 = llvm.load %34 {alignment = 8 : i64} : !llvm.ptr -> f64
    %46 = llvm.fmul %45, %12  : f64
    %47 = llvm.fmul %46, %13  : f64
    %48 = llvm.fadd %44, %47  : f64
    %49 = llvm.load %35 {alignment = 8 : i64} : !llvm.ptr -> f64
    %50 = llvm.fmul %49, %14  : f64
    %51 = llvm.fmul %50, %15  : f64
    %52 = llvm.fadd %48, %51  : f64
    %53 = llvm.load %36 {alignment = 8 : i64} : !llvm.ptr -> f64
    %54 = llvm.fmul %53, %16  : f64
    %55 = llvm.fmul %54, %17  : f64
    %56 = llvm.fadd %52, %55  : f64
    %57 = llvm.load %37 {alignment = 8 : i64} : !llvm.ptr -> f64
    %58 = llvm.fmul %57, %18  : f64
    %59 = llvm.fmul %58, %19  : f64
    %60 = llvm.fadd %56, %59  : f64
    %61 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr -> f64
    %62 = llvm.fmul %61, %20  : f64
    %63 = llvm.fmul %62, %21  : f64
    %64 = llvm.fadd %60, %63  : f64
    %65 = llvm.load %39 {alignment = 8 : i64} : !llvm.ptr -> f64
    %66 = llvm.fmul %65, %22  : f64
    %67 = llvm.fmul %66, %23  : f64
    %68 = llvm.fadd %64, %67  : f64
    %69 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> f64
    %70 = llvm.fmul %69, %24  : f64
    %71 = llvm.fmul %70, %25  : f64
    %72 = llvm.fadd %68, %71  : f64
    %73 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> f64
    %74 = llvm.fmul %73, %26  : f64
    %75 = llvm.fmul %74, %27  : f64
    %76 = llvm.fadd %72, %75  : f64
    llvm.return %76 : f64
  }
  llvm.func unnamed_addr @perm32(%arg0: f32 {llvm.noundef}, %arg1: f32 {llvm.noundef}, %arg2: i64 {llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (f32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = readwrite>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(4 : i64) : i64
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.mlir.constant(12 : i64) : i64
    %4 = llvm.mlir.constant(16 : i64) : i64
    %5 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %6 = llvm.mlir.constant(3.000000e+00 : f32) : f32
    %7 = llvm.mlir.constant(4.000000e+00 : f32) : f32
    %8 = llvm.mlir.constant(5.000000e+00 : f32) : f32
    %9 = llvm.alloca %0 x !llvm.array<20 x i8> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.fmul %arg0, %arg1  : f32
    %11 = llvm.fsub %arg0, %arg1  : f32
    llvm.store %arg0, %9 {alignment = 4 : i64} : f32, !llvm.ptr
    %12 = llvm.getelementptr inbounds %9[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %12 {alignment = 4 : i64} : f32, !llvm.ptr
    %13 = llvm.getelementptr inbounds %9[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %10, %13 {alignment = 4 : i64} : f32, !llvm.ptr
    %14 = llvm.getelementptr inbounds %9[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %11, %14 {alignment = 4 : i64} : f32, !llvm.ptr
    %15 = llvm.getelementptr inbounds %9[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %5, %15 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.call fastcc @_ZN3pun6swap3217h047530140559f36dE(%9, %arg2, %arg3) : (!llvm.ptr, i64, i64) -> ()
    %16 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> f32
    %17 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> f32
    %18 = llvm.fmul %17, %5  : f32
    %19 = llvm.fadd %16, %18  : f32
    %20 = llvm.load %13 {alignment = 4 : i64} : !llvm.ptr -> f32
    %21 = llvm.fmul %20, %6  : f32
    %22 = llvm.fadd %19, %21  : f32
    %23 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
    %24 = llvm.fmul %23, %7  : f32
    %25 = llvm.fadd %22, %24  : f32
    %26 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> f32
    %27 = llvm.fmul %26, %8  : f32
    %28 = llvm.fadd %25, %27  : f32
    llvm.return %28 : f32
  }
  llvm.func unnamed_addr @ptrsel(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = readwrite>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(16 : i64) : i64
    %3 = llvm.mlir.constant(3 : i32) : i32
    %4 = llvm.mlir.constant(24 : i64) : i64
    %5 = llvm.mlir.constant(32 : i64) : i64
    %6 = llvm.mlir.constant(40 : i64) : i64
    %7 = llvm.mlir.constant(7 : i32) : i32
    %8 = llvm.mlir.constant(48 : i64) : i64
    %9 = llvm.mlir.constant(56 : i64) : i64
    %10 = llvm.mlir.constant(64 : i64) : i64
    %11 = llvm.mlir.constant(72 : i64) : i64
    %12 = llvm.mlir.constant(80 : i64) : i64
    %13 = llvm.mlir.constant(88 : i64) : i64
    %14 = llvm.alloca %0 x !llvm.array<24 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %15 = llvm.alloca %0 x !llvm.array<96 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %16 = llvm.fmul %arg1, %arg2  : f64
    %17 = llvm.getelementptr inbounds %15[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.getelementptr inbounds %15[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %3, %18 {alignment = 8 : i64} : i32, !llvm.ptr
    %19 = llvm.getelementptr inbounds %15[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %16, %19 {alignment = 8 : i64} : f64, !llvm.ptr
    %20 = llvm.getelementptr inbounds %15[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg2, %20 {alignment = 8 : i64} : f64, !llvm.ptr
    %21 = llvm.getelementptr inbounds %15[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %7, %21 {alignment = 8 : i64} : i32, !llvm.ptr
    %22 = llvm.getelementptr inbounds %15[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg0, %22 {alignment = 8 : i64} : f64, !llvm.ptr
    %23 = llvm.getelementptr inbounds %15[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %23 {alignment = 8 : i64} : f64, !llvm.ptr
    %24 = llvm.getelementptr inbounds %15[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %3, %24 {alignment = 8 : i64} : i32, !llvm.ptr
    %25 = llvm.getelementptr inbounds %15[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.getelementptr inbounds %15[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %27 = llvm.getelementptr inbounds %15[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %7, %27 {alignment = 8 : i64} : i32, !llvm.ptr
    "llvm.intr.memcpy"(%14, %19, %4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%19, %22, %4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memcpy"(%22, %14, %4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.intr.experimental.noalias.scope.decl #alias_scope6
    llvm.intr.experimental.noalias.scope.decl #alias_scope7
    llvm.store %16, %15 {alias_scopes = [#alias_scope6], alignment = 8 : i64, noalias_scopes = [#alias_scope7]} : f64, !llvm.ptr
    llvm.store %arg0, %25 {alias_scopes = [#alias_scope7], alignment = 8 : i64, noalias_scopes = [#alias_scope6]} : f64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope8
    llvm.intr.experimental.noalias.scope.decl #alias_scope9
    llvm.store %arg2, %17 {alias_scopes = [#alias_scope8], alignment = 8 : i64, noalias_scopes = [#alias_scope9]} : f64, !llvm.ptr
    llvm.store %arg1, %26 {alias_scopes = [#alias_scope9], alignment = 8 : i64, noalias_scopes = [#alias_scope8]} : f64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope10
    llvm.intr.experimental.noalias.scope.decl #alias_scope11
    %28 = llvm.load %18 {alias_scopes = [#alias_scope10], alignment = 8 : i64, noalias_scopes = [#alias_scope11]} : !llvm.ptr -> i64
    %29 = llvm.load %27 {alias_scopes = [#alias_scope11], alignment = 8 : i64, noalias_scopes = [#alias_scope10]} : !llvm.ptr -> i64
    llvm.store %29, %18 {alias_scopes = [#alias_scope10], alignment = 8 : i64, noalias_scopes = [#alias_scope11]} : i64, !llvm.ptr
    llvm.store %28, %27 {alias_scopes = [#alias_scope11], alignment = 8 : i64, noalias_scopes = [#alias_scope10]} : i64, !llvm.ptr
    %30 = llvm.call fastcc @_ZN3pun4pick17h477f76742e3a4ac8E(%15, %19) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    %31 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> f64
    %32 = llvm.getelementptr inbounds %30[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %33 = llvm.load %32 {alignment = 8 : i64} : !llvm.ptr -> i32
    %34 = llvm.getelementptr inbounds %30[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %35 = llvm.load %34 {alignment = 8 : i64} : !llvm.ptr -> f64
    %36 = llvm.fmul %31, %35  : f64
    %37 = llvm.uitofp %33 : i32 to f64
    %38 = llvm.fadd %36, %37  : f64
    %39 = llvm.load %22 {alignment = 8 : i64} : !llvm.ptr -> f64
    %40 = llvm.fmul %39, %arg1  : f64
    %41 = llvm.fadd %38, %40  : f64
    llvm.return %41 : f64
  }
  llvm.func unnamed_addr @rust_eh_personality(i32 {llvm.noundef}, i32 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
}
