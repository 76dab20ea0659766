// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// double buffering with `std::mem::swap` of two `Vec`s or `Box`es in a
// time loop. rustc passes the two buffers' addresses around the loop as i64
// block arguments, each receiving the other's on the back edge, and frees
// both where it returns, through block arguments holding them in an order
// only the trip count knows. The integer arguments become pointers as a
// group (ad/address_phis.rs), an i64 argument that always receives the
// `ptrtoint` of a pointer argument's value is that pointer's `ptrtoint`
// (@heatn's length from the end pointer), the allocations are made in the
// entry block (ad/once_allocs.rs: also where an argument several of them
// share holds them, when all of them move; a path ending in `unreachable`,
// Rust's `handle_alloc_error`, is not a return), and frees of a permuted
// group of arguments are frees of the allocations (ad/permuted_frees.rs).
// @condswap and @evenswap swap on a condition: rustc selects between the
// two integer addresses (selects become pointer selects with them), and a
// group passed through selects on one condition is permuted either way.
// Refused before: "no derivative rule for llvm.inttoptr" (forward), "scf.while
// ... carrying values of type '!llvm.ptr'" (reverse).
//   #[no_mangle]
//   pub fn heatv(a: f64, b: f64, c: f64, m: usize) -> f64 {
//       let mut cur = vec![a, b, c, a * b, b * c, 0.5];
//       let mut next = vec![0.0; 6];
//       for _ in 0..m {
//           for i in 0..6 {
//               let l = cur[(i + 5) % 6];
//               let r = cur[(i + 1) % 6];
//               next[i] = 0.5 * cur[i] + 0.25 * (l + r) + 0.1 * cur[i] * cur[i];
//           }
//           std::mem::swap(&mut cur, &mut next);
//       }
//       cur[0] + 2.0 * cur[3] + cur[5] * cur[1]
//   }
//   #[no_mangle]
//   pub fn heatbox(a: f64, b: f64, m: usize) -> f64 {
//       let mut cur = Box::new([a, b, a * b, 1.0]);
//       let mut next = Box::new([0.0f64; 4]);
//       for _ in 0..m {
//           for i in 0..4 {
//               next[i] = cur[i] * 0.9 + 0.05 * cur[(i + 1) % 4] * cur[(i + 3) % 4];
//           }
//           std::mem::swap(&mut cur, &mut next);
//       }
//       cur[0] + cur[1] * 3.0 + cur[2] * cur[3]
//   }
//   #[no_mangle]
//   pub fn heatn(a: f64, b: f64, n: usize, m: usize) -> f64 {
//       let mut cur: Vec<f64> = (0..n).map(|i| a + b * i as f64).collect();
//       let mut next = vec![0.0; n];
//       for _ in 0..m {
//           for i in 0..n {
//               let l = if i > 0 { cur[i - 1] } else { a };
//               let r = if i + 1 < n { cur[i + 1] } else { b };
//               next[i] = 0.5 * cur[i] + 0.25 * (l + r) + 0.01 * cur[i] * cur[i];
//           }
//           std::mem::swap(&mut cur, &mut next);
//       }
//       cur.iter().sum::<f64>() + cur.first().copied().unwrap_or(0.0) * 2.0
//   }
//   #[no_mangle]
//   pub fn condswap(a: f64, b: f64, m: usize) -> f64 {
//       let mut cur = vec![a, b, a * b, 1.0];
//       let mut next = vec![0.0f64; 4];
//       for k in 0..m {
//           for i in 0..4 {
//               next[i] = cur[i] * 0.8 + 0.1 * cur[(i + 1) % 4] * cur[(i + 3) % 4] + 0.01 * k as f64;
//           }
//           if next[0] > cur[1] {
//               std::mem::swap(&mut cur, &mut next);
//           }
//       }
//       cur[0] + cur[1] * 3.0 + cur[2] * cur[3] + next[2]
//   }
//   #[no_mangle]
//   pub fn evenswap(a: f64, b: f64, m: usize) -> f64 {
//       let mut cur = vec![a, b, a * b, 1.0];
//       let mut next = vec![0.0f64; 4];
//       for k in 0..m {
//           for i in 0..4 {
//               next[i] = cur[i] * 0.8 + 0.1 * cur[(i + 1) % 4] * cur[(i + 3) % 4] + next[i] * 0.3;
//           }
//           if k % 2 == 0 {
//               std::mem::swap(&mut cur, &mut next);
//           }
//       }
//       cur[0] + cur[1] * 3.0 + cur[2] * cur[3] + next[2] * next[1]
//   }
//
// rev @heatv active,active,active,const : 0.3; 0.7; 1.1; 5 | 0.3; 0.7; 1.1; 0 | -0.4; 1.2; 0.5; 1 | 0.2; -0.3; 0.9; 2
// rev @heatbox active,active,const : 0.3; 0.7; 4 | -0.8; 1.1; 0 | 0.5; 0.2; 1 | 0.5; -0.2; 3
// rev @heatn active,active,const,const : 0.3; 0.7; 7; 4 | 0.3; 0.7; 0; 3 | -0.4; 0.9; 1; 2 | 0.2; 0.5; 2; 0 | 0.6; -0.3; 17; 5
// fwd @heatv dup,dup,dup,const : 0.3; 0.7; 1.1; 5 | -0.4; 1.2; 0.5; 1
// fwd @heatbox dup,dup,const : 0.3; 0.7; 4 | 0.5; 0.2; 1
// fwd @heatn dup,dup,const,const : 0.3; 0.7; 7; 4 | 0.3; 0.7; 0; 3 | 0.6; -0.3; 17; 5
// rev @condswap active,active,const : 0.3; 0.7; 5 | 0.3; 0.7; 0 | -0.4; 1.2; 1 | 0.9; -0.3; 8
// rev @evenswap active,active,const : 0.3; 0.7; 5 | 0.3; 0.7; 0 | -0.4; 1.2; 2 | 0.9; -0.3; 7
// fwd @condswap dup,dup,const : 0.3; 0.7; 5 | 0.9; -0.3; 8
// fwd @evenswap dup,dup,const : 0.3; 0.7; 5 | -0.4; 1.2; 2
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h55eda404c2c76fafE">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE">
#alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E">
#alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E">
#alias_scope_domain5 = #llvm.alias_scope_domain<id = distinct[5]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E">
#alias_scope_domain6 = #llvm.alias_scope_domain<id = distinct[6]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE">
#alias_scope_domain7 = #llvm.alias_scope_domain<id = distinct[7]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E">
#alias_scope_domain8 = #llvm.alias_scope_domain<id = distinct[8]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E">
#alias_scope_domain9 = #llvm.alias_scope_domain<id = distinct[9]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E">
#alias_scope_domain10 = #llvm.alias_scope_domain<id = distinct[10]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E">
#alias_scope_domain11 = #llvm.alias_scope_domain<id = distinct[11]<>, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h55eda404c2c76fafE">
#alias_scope_domain12 = #llvm.alias_scope_domain<id = distinct[12]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE">
#alias_scope_domain13 = #llvm.alias_scope_domain<id = distinct[13]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E">
#alias_scope_domain14 = #llvm.alias_scope_domain<id = distinct[14]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E">
#alias_scope_domain15 = #llvm.alias_scope_domain<id = distinct[15]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E">
#alias_scope_domain16 = #llvm.alias_scope_domain<id = distinct[16]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE">
#alias_scope_domain17 = #llvm.alias_scope_domain<id = distinct[17]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E">
#alias_scope_domain18 = #llvm.alias_scope_domain<id = distinct[18]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E">
#alias_scope_domain19 = #llvm.alias_scope_domain<id = distinct[19]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E">
#alias_scope_domain20 = #llvm.alias_scope_domain<id = distinct[20]<>, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h32325c8a07e53994E">
#alias_scope_domain21 = #llvm.alias_scope_domain<id = distinct[21]<>, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h32325c8a07e53994E">
#alias_scope_domain22 = #llvm.alias_scope_domain<id = distinct[22]<>, description = "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc4f7d279e3db03afE">
#alias_scope_domain23 = #llvm.alias_scope_domain<id = distinct[23]<>, description = "_ZN4core3ptr70drop_in_place$LT$alloc..boxed..Box$LT$$u5b$f64$u3b$$u20$4$u5d$$GT$$GT$17h3b71e0f9c8c40640E">
#alias_scope_domain24 = #llvm.alias_scope_domain<id = distinct[24]<>, description = "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc4f7d279e3db03afE">
#alias_scope_domain25 = #llvm.alias_scope_domain<id = distinct[25]<>, description = "_ZN4core3ptr70drop_in_place$LT$alloc..boxed..Box$LT$$u5b$f64$u3b$$u20$4$u5d$$GT$$GT$17h3b71e0f9c8c40640E">
#alias_scope_domain26 = #llvm.alias_scope_domain<id = distinct[26]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E">
#alias_scope_domain27 = #llvm.alias_scope_domain<id = distinct[27]<>, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h84ed486cb9d17c4aE">
#alias_scope_domain28 = #llvm.alias_scope_domain<id = distinct[28]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17he0987165a0769937E">
#alias_scope_domain29 = #llvm.alias_scope_domain<id = distinct[29]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha040aaaf5383cc4aE">
#alias_scope_domain30 = #llvm.alias_scope_domain<id = distinct[30]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha7365fa7ebada582E">
#alias_scope_domain31 = #llvm.alias_scope_domain<id = distinct[31]<>, description = "_ZN4core4iter6traits8iterator8Iterator4fold17h7482c9c930ef32cfE">
#alias_scope_domain32 = #llvm.alias_scope_domain<id = distinct[32]<>, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h481658879c81187fE">
#alias_scope_domain33 = #llvm.alias_scope_domain<id = distinct[33]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hb4054138ef7e07d1E">
#alias_scope_domain34 = #llvm.alias_scope_domain<id = distinct[34]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hfb0d639c28014c1aE">
#alias_scope_domain35 = #llvm.alias_scope_domain<id = distinct[35]<>, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hb228403646e4e7b7E">
#alias_scope_domain36 = #llvm.alias_scope_domain<id = distinct[36]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E">
#alias_scope_domain37 = #llvm.alias_scope_domain<id = distinct[37]<>, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h55eda404c2c76fafE">
#alias_scope_domain38 = #llvm.alias_scope_domain<id = distinct[38]<>, description = "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17he995b77458603b0eE">
#alias_scope_domain39 = #llvm.alias_scope_domain<id = distinct[39]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE">
#alias_scope_domain40 = #llvm.alias_scope_domain<id = distinct[40]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E">
#alias_scope_domain41 = #llvm.alias_scope_domain<id = distinct[41]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E">
#alias_scope_domain42 = #llvm.alias_scope_domain<id = distinct[42]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E">
#alias_scope_domain43 = #llvm.alias_scope_domain<id = distinct[43]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE">
#alias_scope_domain44 = #llvm.alias_scope_domain<id = distinct[44]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E">
#alias_scope_domain45 = #llvm.alias_scope_domain<id = distinct[45]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E">
#alias_scope_domain46 = #llvm.alias_scope_domain<id = distinct[46]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E">
#alias_scope_domain47 = #llvm.alias_scope_domain<id = distinct[47]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E">
#alias_scope_domain48 = #llvm.alias_scope_domain<id = distinct[48]<>, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h55eda404c2c76fafE">
#alias_scope_domain49 = #llvm.alias_scope_domain<id = distinct[49]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE">
#alias_scope_domain50 = #llvm.alias_scope_domain<id = distinct[50]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E">
#alias_scope_domain51 = #llvm.alias_scope_domain<id = distinct[51]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E">
#alias_scope_domain52 = #llvm.alias_scope_domain<id = distinct[52]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E">
#alias_scope_domain53 = #llvm.alias_scope_domain<id = distinct[53]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE">
#alias_scope_domain54 = #llvm.alias_scope_domain<id = distinct[54]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E">
#alias_scope_domain55 = #llvm.alias_scope_domain<id = distinct[55]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E">
#alias_scope_domain56 = #llvm.alias_scope_domain<id = distinct[56]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E">
#loop_peeled = #llvm.loop_peeled<count = 1 : i32>
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#alias_scope = #llvm.alias_scope<id = distinct[57]<>, domain = #alias_scope_domain, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E: %_0">
#alias_scope1 = #llvm.alias_scope<id = distinct[58]<>, domain = #alias_scope_domain1, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h55eda404c2c76fafE: %_0">
#alias_scope2 = #llvm.alias_scope<id = distinct[59]<>, domain = #alias_scope_domain2, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE: %self">
#alias_scope3 = #llvm.alias_scope<id = distinct[60]<>, domain = #alias_scope_domain3, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E: %self">
#alias_scope4 = #llvm.alias_scope<id = distinct[61]<>, domain = #alias_scope_domain4, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E: %_1">
#alias_scope5 = #llvm.alias_scope<id = distinct[62]<>, domain = #alias_scope_domain5, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E: %_1">
#alias_scope6 = #llvm.alias_scope<id = distinct[63]<>, domain = #alias_scope_domain6, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE: %self">
#alias_scope7 = #llvm.alias_scope<id = distinct[64]<>, domain = #alias_scope_domain7, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E: %self">
#alias_scope8 = #llvm.alias_scope<id = distinct[65]<>, domain = #alias_scope_domain8, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E: %_1">
#alias_scope9 = #llvm.alias_scope<id = distinct[66]<>, domain = #alias_scope_domain9, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E: %_1">
#alias_scope10 = #llvm.alias_scope<id = distinct[67]<>, domain = #alias_scope_domain10, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E: %_0">
#alias_scope11 = #llvm.alias_scope<id = distinct[68]<>, domain = #alias_scope_domain11, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h55eda404c2c76fafE: %_0">
#alias_scope12 = #llvm.alias_scope<id = distinct[69]<>, domain = #alias_scope_domain12, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE: %self">
#alias_scope13 = #llvm.alias_scope<id = distinct[70]<>, domain = #alias_scope_domain13, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E: %self">
#alias_scope14 = #llvm.alias_scope<id = distinct[71]<>, domain = #alias_scope_domain14, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E: %_1">
#alias_scope15 = #llvm.alias_scope<id = distinct[72]<>, domain = #alias_scope_domain15, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E: %_1">
#alias_scope16 = #llvm.alias_scope<id = distinct[73]<>, domain = #alias_scope_domain16, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE: %self">
#alias_scope17 = #llvm.alias_scope<id = distinct[74]<>, domain = #alias_scope_domain17, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E: %self">
#alias_scope18 = #llvm.alias_scope<id = distinct[75]<>, domain = #alias_scope_domain18, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E: %_1">
#alias_scope19 = #llvm.alias_scope<id = distinct[76]<>, domain = #alias_scope_domain19, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E: %_1">
#alias_scope20 = #llvm.alias_scope<id = distinct[77]<>, domain = #alias_scope_domain20, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h32325c8a07e53994E: %x">
#alias_scope21 = #llvm.alias_scope<id = distinct[78]<>, domain = #alias_scope_domain21, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h32325c8a07e53994E: %x">
#alias_scope22 = #llvm.alias_scope<id = distinct[79]<>, domain = #alias_scope_domain22, description = "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc4f7d279e3db03afE: %self">
#alias_scope23 = #llvm.alias_scope<id = distinct[80]<>, domain = #alias_scope_domain23, description = "_ZN4core3ptr70drop_in_place$LT$alloc..boxed..Box$LT$$u5b$f64$u3b$$u20$4$u5d$$GT$$GT$17h3b71e0f9c8c40640E: %_1">
#alias_scope24 = #llvm.alias_scope<id = distinct[81]<>, domain = #alias_scope_domain24, description = "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc4f7d279e3db03afE: %self">
#alias_scope25 = #llvm.alias_scope<id = distinct[82]<>, domain = #alias_scope_domain25, description = "_ZN4core3ptr70drop_in_place$LT$alloc..boxed..Box$LT$$u5b$f64$u3b$$u20$4$u5d$$GT$$GT$17h3b71e0f9c8c40640E: %_1">
#alias_scope26 = #llvm.alias_scope<id = distinct[83]<>, domain = #alias_scope_domain26, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E: %_0">
#alias_scope27 = #llvm.alias_scope<id = distinct[84]<>, domain = #alias_scope_domain27, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h84ed486cb9d17c4aE: %_0">
#alias_scope28 = #llvm.alias_scope<id = distinct[85]<>, domain = #alias_scope_domain27, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h84ed486cb9d17c4aE: %iterator">
#alias_scope29 = #llvm.alias_scope<id = distinct[86]<>, domain = #alias_scope_domain28, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17he0987165a0769937E: %_1">
#alias_scope30 = #llvm.alias_scope<id = distinct[87]<>, domain = #alias_scope_domain29, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha040aaaf5383cc4aE: %_1">
#alias_scope31 = #llvm.alias_scope<id = distinct[88]<>, domain = #alias_scope_domain30, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha7365fa7ebada582E: %_1">
#alias_scope32 = #llvm.alias_scope<id = distinct[89]<>, domain = #alias_scope_domain31, description = "_ZN4core4iter6traits8iterator8Iterator4fold17h7482c9c930ef32cfE: %f">
#alias_scope33 = #llvm.alias_scope<id = distinct[90]<>, domain = #alias_scope_domain32, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h481658879c81187fE: %self">
#alias_scope34 = #llvm.alias_scope<id = distinct[91]<>, domain = #alias_scope_domain32, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h481658879c81187fE: %g">
#alias_scope35 = #llvm.alias_scope<id = distinct[92]<>, domain = #alias_scope_domain33, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hb4054138ef7e07d1E: %self">
#alias_scope36 = #llvm.alias_scope<id = distinct[93]<>, domain = #alias_scope_domain33, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hb4054138ef7e07d1E: %f">
#alias_scope37 = #llvm.alias_scope<id = distinct[94]<>, domain = #alias_scope_domain34, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hfb0d639c28014c1aE: %self">
#alias_scope38 = #llvm.alias_scope<id = distinct[95]<>, domain = #alias_scope_domain34, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hfb0d639c28014c1aE: %iterator">
#alias_scope39 = #llvm.alias_scope<id = distinct[96]<>, domain = #alias_scope_domain35, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hb228403646e4e7b7E: %self">
#alias_scope40 = #llvm.alias_scope<id = distinct[97]<>, domain = #alias_scope_domain35, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hb228403646e4e7b7E: %iterator">
#alias_scope41 = #llvm.alias_scope<id = distinct[98]<>, domain = #alias_scope_domain36, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E: %_0">
#alias_scope42 = #llvm.alias_scope<id = distinct[99]<>, domain = #alias_scope_domain37, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h55eda404c2c76fafE: %_0">
#alias_scope43 = #llvm.alias_scope<id = distinct[100]<>, domain = #alias_scope_domain38, description = "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17he995b77458603b0eE: %b">
#alias_scope44 = #llvm.alias_scope<id = distinct[101]<>, domain = #alias_scope_domain39, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE: %self">
#alias_scope45 = #llvm.alias_scope<id = distinct[102]<>, domain = #alias_scope_domain40, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E: %self">
#alias_scope46 = #llvm.alias_scope<id = distinct[103]<>, domain = #alias_scope_domain41, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E: %_1">
#alias_scope47 = #llvm.alias_scope<id = distinct[104]<>, domain = #alias_scope_domain42, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E: %_1">
#alias_scope48 = #llvm.alias_scope<id = distinct[105]<>, domain = #alias_scope_domain43, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE: %self">
#alias_scope49 = #llvm.alias_scope<id = distinct[106]<>, domain = #alias_scope_domain44, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E: %self">
#alias_scope50 = #llvm.alias_scope<id = distinct[107]<>, domain = #alias_scope_domain45, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E: %_1">
#alias_scope51 = #llvm.alias_scope<id = distinct[108]<>, domain = #alias_scope_domain46, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E: %_1">
#alias_scope52 = #llvm.alias_scope<id = distinct[109]<>, domain = #alias_scope_domain47, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h330a4878d15a9777E: %_0">
#alias_scope53 = #llvm.alias_scope<id = distinct[110]<>, domain = #alias_scope_domain48, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h55eda404c2c76fafE: %_0">
#alias_scope54 = #llvm.alias_scope<id = distinct[111]<>, domain = #alias_scope_domain49, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE: %self">
#alias_scope55 = #llvm.alias_scope<id = distinct[112]<>, domain = #alias_scope_domain50, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E: %self">
#alias_scope56 = #llvm.alias_scope<id = distinct[113]<>, domain = #alias_scope_domain51, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E: %_1">
#alias_scope57 = #llvm.alias_scope<id = distinct[114]<>, domain = #alias_scope_domain52, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E: %_1">
#alias_scope58 = #llvm.alias_scope<id = distinct[115]<>, domain = #alias_scope_domain53, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6cdc7dd79072969cE: %self">
#alias_scope59 = #llvm.alias_scope<id = distinct[116]<>, domain = #alias_scope_domain54, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h91b4368b4056f7d8E: %self">
#alias_scope60 = #llvm.alias_scope<id = distinct[117]<>, domain = #alias_scope_domain55, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17he2ffae84b2599f44E: %_1">
#alias_scope61 = #llvm.alias_scope<id = distinct[118]<>, domain = #alias_scope_domain56, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h96f48001a89552b4E: %_1">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, isVectorized = true>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
#loop_annotation2 = #llvm.loop_annotation<peeled = #loop_peeled>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global private unnamed_addr constant @alloc_bc0cf483a4929b934e2b910cb5e908d7("vswap2.rs\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @alloc_9be7e90b97608673f8e5d0d7346a2de7() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("\09\00\00\00\00\00\00\00!\00\00\00#\00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("vswap2.rs\00") : !llvm.array<10 x i8>
    %2 = llvm.mlir.addressof @alloc_bc0cf483a4929b934e2b910cb5e908d7 : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.mlir.global private unnamed_addr constant @alloc_25d381ab921c3776e31bd7767289e299() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("\09\00\00\00\00\00\00\00#\00\00\00 \00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("vswap2.rs\00") : !llvm.array<10 x i8>
    %2 = llvm.mlir.addressof @alloc_bc0cf483a4929b934e2b910cb5e908d7 : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.func unnamed_addr @condswap(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(24 : i64) : i64
    %5 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(1.000000e-02 : f64) : f64
    %8 = llvm.mlir.constant(8.000000e-01 : f64) : f64
    %9 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %10 = llvm.mlir.constant(1 : i64) : i64
    %11 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() : () -> ()
    %12 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%0, %1) : (i64, i64) -> !llvm.ptr
    %13 = llvm.icmp "eq" %12, %2 : !llvm.ptr
    llvm.cond_br %13, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(%1, %0) : (i64, i64) -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    %14 = llvm.fmul %arg0, %arg1  : f64
    llvm.store %arg0, %12 {alignment = 8 : i64} : f64, !llvm.ptr
    %15 = llvm.getelementptr inbounds %12[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %15 {alignment = 8 : i64} : f64, !llvm.ptr
    %16 = llvm.getelementptr inbounds %12[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %14, %16 {alignment = 8 : i64} : f64, !llvm.ptr
    %17 = llvm.getelementptr inbounds %12[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %5, %17 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope, #alias_scope1]} : () -> ()
    %18 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%0, %1) {noalias_scopes = [#alias_scope, #alias_scope1]} : (i64, i64) -> !llvm.ptr
    %19 = llvm.icmp "eq" %18, %2 : !llvm.ptr
    llvm.cond_br %19, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%1, %0) {noalias_scopes = [#alias_scope1]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %20 = llvm.icmp "eq" %arg2, %6 : i64
    llvm.cond_br %20, ^bb7(%12, %14, %arg1, %arg0, %18 : !llvm.ptr, f64, f64, f64, !llvm.ptr), ^bb5
  ^bb5:  // pred: ^bb4
    %21 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %22 = llvm.ptrtoint %12 : !llvm.ptr to i64
    llvm.br ^bb8(%6, %22, %21 : i64, i64, i64)
  ^bb6:  // pred: ^bb8
    %23 = llvm.inttoptr %93 : i64 to !llvm.ptr
    %24 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> f64
    %25 = llvm.getelementptr inbounds %23[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.load %25 {alignment = 8 : i64} : !llvm.ptr -> f64
    %27 = llvm.getelementptr inbounds %23[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> f64
    %29 = llvm.getelementptr inbounds %23[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %30 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> f64
    %31 = llvm.inttoptr %92 : i64 to !llvm.ptr
    %32 = llvm.fmul %28, %30  : f64
    llvm.br ^bb7(%23, %32, %26, %24, %31 : !llvm.ptr, f64, f64, f64, !llvm.ptr)
  ^bb7(%33: !llvm.ptr, %34: f64, %35: f64, %36: f64, %37: !llvm.ptr):  // 2 preds: ^bb4, ^bb6
    %38 = llvm.getelementptr inbounds %37[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %39 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%37, %0, %1) {noalias_scopes = [#alias_scope2, #alias_scope3, #alias_scope4, #alias_scope5]} : (!llvm.ptr, i64, i64) -> ()
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%33, %0, %1) {noalias_scopes = [#alias_scope6, #alias_scope7, #alias_scope8, #alias_scope9]} : (!llvm.ptr, i64, i64) -> ()
    %40 = llvm.fmul %35, %11  : f64
    %41 = llvm.fadd %36, %40  : f64
    %42 = llvm.fadd %41, %34  : f64
    %43 = llvm.fadd %39, %42  : f64
    llvm.return %43 : f64
  ^bb8(%44: i64, %45: i64, %46: i64):  // 2 preds: ^bb5, ^bb8
    %47 = llvm.inttoptr %45 : i64 to !llvm.ptr
    %48 = llvm.inttoptr %46 : i64 to !llvm.ptr
    %49 = llvm.uitofp %44 : i64 to f64
    %50 = llvm.fmul %49, %7  : f64
    %51 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> f64
    %52 = llvm.fmul %51, %8  : f64
    %53 = llvm.getelementptr inbounds %47[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %54 = llvm.load %53 {alignment = 8 : i64} : !llvm.ptr -> f64
    %55 = llvm.fmul %54, %9  : f64
    %56 = llvm.getelementptr inbounds %47[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %57 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr -> f64
    %58 = llvm.fmul %55, %57  : f64
    %59 = llvm.fadd %52, %58  : f64
    %60 = llvm.fadd %50, %59  : f64
    llvm.store %60, %48 {alignment = 8 : i64} : f64, !llvm.ptr
    %61 = llvm.load %53 {alignment = 8 : i64} : !llvm.ptr -> f64
    %62 = llvm.fmul %61, %8  : f64
    %63 = llvm.getelementptr inbounds %47[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %64 = llvm.load %63 {alignment = 8 : i64} : !llvm.ptr -> f64
    %65 = llvm.fmul %64, %9  : f64
    %66 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> f64
    %67 = llvm.fmul %65, %66  : f64
    %68 = llvm.fadd %62, %67  : f64
    %69 = llvm.getelementptr inbounds %48[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %70 = llvm.fadd %50, %68  : f64
    llvm.store %70, %69 {alignment = 8 : i64} : f64, !llvm.ptr
    %71 = llvm.load %63 {alignment = 8 : i64} : !llvm.ptr -> f64
    %72 = llvm.fmul %71, %8  : f64
    %73 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr -> f64
    %74 = llvm.fmul %73, %9  : f64
    %75 = llvm.load %53 {alignment = 8 : i64} : !llvm.ptr -> f64
    %76 = llvm.fmul %74, %75  : f64
    %77 = llvm.fadd %72, %76  : f64
    %78 = llvm.getelementptr inbounds %48[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %79 = llvm.fadd %50, %77  : f64
    llvm.store %79, %78 {alignment = 8 : i64} : f64, !llvm.ptr
    %80 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr -> f64
    %81 = llvm.fmul %80, %8  : f64
    %82 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> f64
    %83 = llvm.fmul %82, %9  : f64
    %84 = llvm.load %63 {alignment = 8 : i64} : !llvm.ptr -> f64
    %85 = llvm.fmul %83, %84  : f64
    %86 = llvm.fadd %81, %85  : f64
    %87 = llvm.getelementptr inbounds %48[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %88 = llvm.fadd %50, %86  : f64
    llvm.store %88, %87 {alignment = 8 : i64} : f64, !llvm.ptr
    %89 = llvm.add %44, %10 overflow<nuw> : i64
    %90 = llvm.load %53 {alignment = 8 : i64} : !llvm.ptr -> f64
    %91 = llvm.fcmp "ogt" %60, %90 : f64
    %92 = llvm.select %91, %45, %46 : i1, i64
    %93 = llvm.select %91, %46, %45 : i1, i64
    %94 = llvm.icmp "eq" %89, %arg2 : i64
    llvm.cond_br %94, ^bb6, ^bb8(%89, %93, %92 : i64, i64, i64)
  }
  llvm.func unnamed_addr @evenswap(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(24 : i64) : i64
    %5 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(8.000000e-01 : f64) : f64
    %8 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %9 = llvm.mlir.constant(3.000000e-01 : f64) : f64
    %10 = llvm.mlir.constant(1 : i64) : i64
    %11 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() : () -> ()
    %12 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%0, %1) : (i64, i64) -> !llvm.ptr
    %13 = llvm.icmp "eq" %12, %2 : !llvm.ptr
    llvm.cond_br %13, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(%1, %0) : (i64, i64) -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    %14 = llvm.fmul %arg0, %arg1  : f64
    llvm.store %arg0, %12 {alignment = 8 : i64} : f64, !llvm.ptr
    %15 = llvm.getelementptr inbounds %12[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %15 {alignment = 8 : i64} : f64, !llvm.ptr
    %16 = llvm.getelementptr inbounds %12[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %14, %16 {alignment = 8 : i64} : f64, !llvm.ptr
    %17 = llvm.getelementptr inbounds %12[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %5, %17 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope10, #alias_scope11]} : () -> ()
    %18 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%0, %1) {noalias_scopes = [#alias_scope10, #alias_scope11]} : (i64, i64) -> !llvm.ptr
    %19 = llvm.icmp "eq" %18, %2 : !llvm.ptr
    llvm.cond_br %19, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%1, %0) {noalias_scopes = [#alias_scope11]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %20 = llvm.icmp "eq" %arg2, %6 : i64
    llvm.cond_br %20, ^bb7(%12, %14, %arg1, %arg0, %18 : !llvm.ptr, f64, f64, f64, !llvm.ptr), ^bb5
  ^bb5:  // pred: ^bb4
    %21 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %22 = llvm.ptrtoint %12 : !llvm.ptr to i64
    llvm.br ^bb8(%6, %22, %21 : i64, i64, i64)
  ^bb6:  // pred: ^bb8
    %23 = llvm.inttoptr %102 : i64 to !llvm.ptr
    %24 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> f64
    %25 = llvm.getelementptr inbounds %23[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.load %25 {alignment = 8 : i64} : !llvm.ptr -> f64
    %27 = llvm.getelementptr inbounds %23[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> f64
    %29 = llvm.getelementptr inbounds %23[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %30 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> f64
    %31 = llvm.inttoptr %101 : i64 to !llvm.ptr
    %32 = llvm.fmul %28, %30  : f64
    llvm.br ^bb7(%23, %32, %26, %24, %31 : !llvm.ptr, f64, f64, f64, !llvm.ptr)
  ^bb7(%33: !llvm.ptr, %34: f64, %35: f64, %36: f64, %37: !llvm.ptr):  // 2 preds: ^bb4, ^bb6
    %38 = llvm.getelementptr inbounds %37[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %39 = llvm.load %38 {alignment = 8 : i64} : !llvm.ptr -> f64
    %40 = llvm.getelementptr inbounds %37[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %41 = llvm.load %40 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%37, %0, %1) {noalias_scopes = [#alias_scope12, #alias_scope13, #alias_scope14, #alias_scope15]} : (!llvm.ptr, i64, i64) -> ()
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%33, %0, %1) {noalias_scopes = [#alias_scope16, #alias_scope17, #alias_scope18, #alias_scope19]} : (!llvm.ptr, i64, i64) -> ()
    %42 = llvm.fmul %35, %11  : f64
    %43 = llvm.fadd %36, %42  : f64
    %44 = llvm.fadd %43, %34  : f64
    %45 = llvm.fmul %39, %41  : f64
    %46 = llvm.fadd %44, %45  : f64
    llvm.return %46 : f64
  ^bb8(%47: i64, %48: i64, %49: i64):  // 2 preds: ^bb5, ^bb8
    %50 = llvm.inttoptr %48 : i64 to !llvm.ptr
    %51 = llvm.inttoptr %49 : i64 to !llvm.ptr
    %52 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %53 = llvm.fmul %52, %7  : f64
    %54 = llvm.getelementptr inbounds %50[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %55 = llvm.load %54 {alignment = 8 : i64} : !llvm.ptr -> f64
    %56 = llvm.fmul %55, %8  : f64
    %57 = llvm.getelementptr inbounds %50[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %58 = llvm.load %57 {alignment = 8 : i64} : !llvm.ptr -> f64
    %59 = llvm.fmul %56, %58  : f64
    %60 = llvm.fadd %53, %59  : f64
    %61 = llvm.load %51 {alignment = 8 : i64} : !llvm.ptr -> f64
    %62 = llvm.fmul %61, %9  : f64
    %63 = llvm.fadd %60, %62  : f64
    llvm.store %63, %51 {alignment = 8 : i64} : f64, !llvm.ptr
    %64 = llvm.load %54 {alignment = 8 : i64} : !llvm.ptr -> f64
    %65 = llvm.fmul %64, %7  : f64
    %66 = llvm.getelementptr inbounds %50[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %67 = llvm.load %66 {alignment = 8 : i64} : !llvm.ptr -> f64
    %68 = llvm.fmul %67, %8  : f64
    %69 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %70 = llvm.fmul %68, %69  : f64
    %71 = llvm.fadd %65, %70  : f64
    %72 = llvm.getelementptr inbounds %51[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %73 = llvm.load %72 {alignment = 8 : i64} : !llvm.ptr -> f64
    %74 = llvm.fmul %73, %9  : f64
    %75 = llvm.fadd %71, %74  : f64
    llvm.store %75, %72 {alignment = 8 : i64} : f64, !llvm.ptr
    %76 = llvm.load %66 {alignment = 8 : i64} : !llvm.ptr -> f64
    %77 = llvm.fmul %76, %7  : f64
    %78 = llvm.load %57 {alignment = 8 : i64} : !llvm.ptr -> f64
    %79 = llvm.fmul %78, %8  : f64
    %80 = llvm.load %54 {alignment = 8 : i64} : !llvm.ptr -> f64
    %81 = llvm.fmul %79, %80  : f64
    %82 = llvm.fadd %77, %81  : f64
    %83 = llvm.getelementptr inbounds %51[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %84 = llvm.load %83 {alignment = 8 : i64} : !llvm.ptr -> f64
    %85 = llvm.fmul %84, %9  : f64
    %86 = llvm.fadd %82, %85  : f64
    llvm.store %86, %83 {alignment = 8 : i64} : f64, !llvm.ptr
    %87 = llvm.load %57 {alignment = 8 : i64} : !llvm.ptr -> f64
    %88 = llvm.fmul %87, %7  : f64
    %89 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %90 = llvm.fmul %89, %8  : f64
    %91 = llvm.load %66 {alignment = 8 : i64} : !llvm.ptr -> f64
    %92 = llvm.fmul %90, %91  : f64
    %93 = llvm.fadd %88, %92  : f64
    %94 = llvm.getelementptr inbounds %51[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %95 = llvm.load %94 {alignment = 8 : i64} : !llvm.ptr -> f64
    %96 = llvm.fmul %95, %9  : f64
    %97 = llvm.fadd %93, %96  : f64
    llvm.store %97, %94 {alignment = 8 : i64} : f64, !llvm.ptr
    %98 = llvm.add %47, %10 overflow<nuw> : i64
    %99 = llvm.and %47, %10  : i64
    %100 = llvm.icmp "eq" %99, %6 : i64
    %101 = llvm.select %100, %48, %49 : i1, i64
    %102 = llvm.select %100, %49, %48 : i1, i64
    %103 = llvm.icmp "eq" %98, %arg2 : i64
    llvm.cond_br %103, ^bb6, ^bb8(%98, %102, %101 : i64, i64, i64)
  }
  llvm.func unnamed_addr @heatbox(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(24 : i64) : i64
    %5 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(9.000000e-01 : f64) : f64
    %8 = llvm.mlir.constant(5.000000e-02 : f64) : f64
    %9 = llvm.mlir.constant(1 : i64) : i64
    %10 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope20]} : () -> ()
    %11 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%0, %1) {noalias_scopes = [#alias_scope20]} : (i64, i64) -> !llvm.ptr
    %12 = llvm.icmp "eq" %11, %2 : !llvm.ptr
    llvm.cond_br %12, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(%1, %0) {noalias_scopes = [#alias_scope20]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    %13 = llvm.fmul %arg0, %arg1  : f64
    llvm.store %arg0, %11 {alignment = 8 : i64} : f64, !llvm.ptr
    %14 = llvm.getelementptr inbounds %11[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %14 {alignment = 8 : i64} : f64, !llvm.ptr
    %15 = llvm.getelementptr inbounds %11[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %13, %15 {alignment = 8 : i64} : f64, !llvm.ptr
    %16 = llvm.getelementptr inbounds %11[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %5, %16 {alignment = 8 : i64} : f64, !llvm.ptr
    %17 = llvm.ptrtoint %11 : !llvm.ptr to i64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope21]} : () -> ()
    %18 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%0, %1) : (i64, i64) -> !llvm.ptr
    %19 = llvm.icmp "eq" %18, %2 : !llvm.ptr
    llvm.cond_br %19, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(%1, %0) {noalias_scopes = [#alias_scope21]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %20 = llvm.icmp "eq" %arg2, %6 : i64
    llvm.cond_br %20, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %21 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.br ^bb7(%18, %21, %11 : !llvm.ptr, f64, !llvm.ptr)
  ^bb6:  // pred: ^bb4
    %22 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %23 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> f64
    %24 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> f64
    %25 = llvm.load %16 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.br ^bb8(%25, %24, %23, %6, %17, %22 : f64, f64, f64, i64, i64, i64)
  ^bb7(%26: !llvm.ptr, %27: f64, %28: !llvm.ptr):  // 2 preds: ^bb5, ^bb8
    %29 = llvm.getelementptr inbounds %28[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %30 = llvm.load %29 {alignment = 8 : i64} : !llvm.ptr -> f64
    %31 = llvm.fmul %30, %10  : f64
    %32 = llvm.fadd %27, %31  : f64
    %33 = llvm.getelementptr inbounds %28[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %34 = llvm.load %33 {alignment = 8 : i64} : !llvm.ptr -> f64
    %35 = llvm.getelementptr inbounds %28[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %36 = llvm.load %35 {alignment = 8 : i64} : !llvm.ptr -> f64
    %37 = llvm.fmul %34, %36  : f64
    %38 = llvm.fadd %32, %37  : f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%26, %0, %1) {noalias_scopes = [#alias_scope22, #alias_scope23]} : (!llvm.ptr, i64, i64) -> ()
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%28, %0, %1) {noalias_scopes = [#alias_scope24, #alias_scope25]} : (!llvm.ptr, i64, i64) -> ()
    llvm.return %38 : f64
  ^bb8(%39: f64, %40: f64, %41: f64, %42: i64, %43: i64, %44: i64):  // 2 preds: ^bb6, ^bb8
    %45 = llvm.inttoptr %43 : i64 to !llvm.ptr
    %46 = llvm.inttoptr %44 : i64 to !llvm.ptr
    %47 = llvm.fmul %41, %7  : f64
    %48 = llvm.getelementptr inbounds %45[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %49 = llvm.fmul %40, %8  : f64
    %50 = llvm.getelementptr inbounds %45[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %51 = llvm.fmul %49, %39  : f64
    %52 = llvm.fadd %47, %51  : f64
    llvm.store %52, %46 {alignment = 8 : i64} : f64, !llvm.ptr
    %53 = llvm.load %48 {alignment = 8 : i64} : !llvm.ptr -> f64
    %54 = llvm.fmul %53, %7  : f64
    %55 = llvm.getelementptr inbounds %45[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %56 = llvm.load %55 {alignment = 8 : i64} : !llvm.ptr -> f64
    %57 = llvm.fmul %56, %8  : f64
    %58 = llvm.load %45 {alignment = 8 : i64} : !llvm.ptr -> f64
    %59 = llvm.fmul %57, %58  : f64
    %60 = llvm.getelementptr inbounds %46[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %61 = llvm.fadd %54, %59  : f64
    llvm.store %61, %60 {alignment = 8 : i64} : f64, !llvm.ptr
    %62 = llvm.load %55 {alignment = 8 : i64} : !llvm.ptr -> f64
    %63 = llvm.fmul %62, %7  : f64
    %64 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %65 = llvm.fmul %64, %8  : f64
    %66 = llvm.load %48 {alignment = 8 : i64} : !llvm.ptr -> f64
    %67 = llvm.fmul %65, %66  : f64
    %68 = llvm.getelementptr inbounds %46[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %69 = llvm.fadd %63, %67  : f64
    llvm.store %69, %68 {alignment = 8 : i64} : f64, !llvm.ptr
    %70 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %71 = llvm.fmul %70, %7  : f64
    %72 = llvm.load %45 {alignment = 8 : i64} : !llvm.ptr -> f64
    %73 = llvm.fmul %72, %8  : f64
    %74 = llvm.load %55 {alignment = 8 : i64} : !llvm.ptr -> f64
    %75 = llvm.fmul %73, %74  : f64
    %76 = llvm.getelementptr inbounds %46[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %77 = llvm.fadd %71, %75  : f64
    llvm.store %77, %76 {alignment = 8 : i64} : f64, !llvm.ptr
    %78 = llvm.add %42, %9 overflow<nuw> : i64
    %79 = llvm.icmp "eq" %78, %arg2 : i64
    llvm.cond_br %79, ^bb7(%45, %52, %46 : !llvm.ptr, f64, !llvm.ptr), ^bb8(%77, %61, %52, %78, %44, %43 : f64, f64, f64, i64, i64, i64)
  }
  llvm.func unnamed_addr @heatn(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: i64 {llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3 : i64) : i64
    %2 = llvm.mlir.constant(2305843009213693952 : i64) : i64
    %3 = llvm.mlir.constant(9223372036854775801 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(8 : i64) : i64
    %6 = llvm.mlir.zero : !llvm.ptr
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.mlir.constant(2305843009213693950 : i64) : i64
    %9 = llvm.mlir.poison : vector<2xf64>
    %10 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi64>) : vector<2xi64>
    %11 = llvm.mlir.constant(2 : i64) : i64
    %12 = llvm.mlir.constant(dense<2> : vector<2xi64>) : vector<2xi64>
    %13 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %14 = llvm.mlir.constant(2.500000e-01 : f64) : f64
    %15 = llvm.mlir.constant(1.000000e-02 : f64) : f64
    %16 = llvm.mlir.constant(-1 : i64) : i64
    %17 = llvm.mlir.constant("\09\00\00\00\00\00\00\00!\00\00\00#\00\00\00") : !llvm.array<16 x i8>
    %18 = llvm.mlir.constant("vswap2.rs\00") : !llvm.array<10 x i8>
    %19 = llvm.mlir.addressof @alloc_bc0cf483a4929b934e2b910cb5e908d7 : !llvm.ptr
    %20 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %22 = llvm.insertvalue %17, %21[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %23 = llvm.mlir.addressof @alloc_9be7e90b97608673f8e5d0d7346a2de7 : !llvm.ptr
    %24 = llvm.mlir.constant("\09\00\00\00\00\00\00\00#\00\00\00 \00\00\00") : !llvm.array<16 x i8>
    %25 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %26 = llvm.insertvalue %19, %25[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %28 = llvm.mlir.addressof @alloc_25d381ab921c3776e31bd7767289e299 : !llvm.ptr
    %29 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %30 = llvm.mlir.constant(7 : i64) : i64
    %31 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %32 = llvm.mlir.constant(2305843009213693944 : i64) : i64
    %33 = llvm.mlir.constant(16 : i64) : i64
    %34 = llvm.mlir.constant(24 : i64) : i64
    %35 = llvm.mlir.constant(32 : i64) : i64
    %36 = llvm.mlir.constant(40 : i64) : i64
    %37 = llvm.mlir.constant(48 : i64) : i64
    %38 = llvm.mlir.constant(56 : i64) : i64
    %39 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %40 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg1, %40 {alignment = 8 : i64} : f64, !llvm.ptr
    %41 = llvm.shl %arg2, %1 : i64
    %42 = llvm.icmp "ult" %arg2, %2 : i64
    %43 = llvm.icmp "ult" %41, %3 : i64
    %44 = llvm.and %42, %43  : i1
    llvm.cond_br %44 weights([2000, 2002]), ^bb1, ^bb4(%4 : i64)
  ^bb1:  // pred: ^bb0
    %45 = llvm.icmp "eq" %41, %4 : i64
    llvm.cond_br %45, ^bb5(%4, %5 : i64, i64), ^bb2
  ^bb2:  // pred: ^bb1
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope26, #alias_scope27, #alias_scope28]} : () -> ()
    %46 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%41, %5) {noalias_scopes = [#alias_scope26, #alias_scope27, #alias_scope28]} : (i64, i64) -> !llvm.ptr
    %47 = llvm.icmp "eq" %46, %6 : !llvm.ptr
    llvm.cond_br %47, ^bb4(%5 : i64), ^bb3
  ^bb3:  // pred: ^bb2
    %48 = llvm.ptrtoint %46 : !llvm.ptr to i64
    llvm.br ^bb5(%arg2, %48 : i64, i64)
  ^bb4(%49: i64):  // 2 preds: ^bb0, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%49, %41) {noalias_scopes = [#alias_scope27, #alias_scope28]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb5(%50: i64, %51: i64):  // 2 preds: ^bb1, ^bb3
    %52 = llvm.inttoptr %51 : i64 to !llvm.ptr
    %53 = llvm.icmp "ule" %arg2, %50 : i64
    "llvm.intr.assume"(%53) : (i1) -> ()
    %54 = llvm.icmp "eq" %arg2, %4 : i64
    llvm.cond_br %54, ^bb16(%4, %5 : i64, i64), ^bb6
  ^bb6:  // pred: ^bb5
    %55 = llvm.icmp "eq" %arg2, %7 : i64
    llvm.cond_br %55, ^bb10(%4 : i64), ^bb7
  ^bb7:  // pred: ^bb6
    %56 = llvm.and %arg2, %8  : i64
    %57 = llvm.insertelement %arg1, %9[%4 : i64] : vector<2xf64>
    %58 = llvm.shufflevector %57, %9 [0, 0] : vector<2xf64> 
    %59 = llvm.insertelement %arg0, %9[%4 : i64] : vector<2xf64>
    %60 = llvm.shufflevector %59, %9 [0, 0] : vector<2xf64> 
    llvm.br ^bb8(%4, %10 : i64, vector<2xi64>)
  ^bb8(%61: i64, %62: vector<2xi64>):  // 2 preds: ^bb7, ^bb8
    %63 = llvm.uitofp %62 : vector<2xi64> to vector<2xf64>
    %64 = llvm.fmul %58, %63  : vector<2xf64>
    %65 = llvm.fadd %60, %64  : vector<2xf64>
    %66 = llvm.getelementptr inbounds %52[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %65, %66 {alignment = 8 : i64, noalias_scopes = [#alias_scope29, #alias_scope30, #alias_scope31, #alias_scope32, #alias_scope33, #alias_scope34, #alias_scope35, #alias_scope36, #alias_scope37, #alias_scope38, #alias_scope39, #alias_scope40, #alias_scope27, #alias_scope28]} : vector<2xf64>, !llvm.ptr
    %67 = llvm.add %61, %11 overflow<nuw> : i64
    %68 = llvm.add %62, %12 overflow<nuw> : vector<2xi64>
    %69 = llvm.icmp "eq" %67, %56 : i64
    llvm.cond_br %69, ^bb9, ^bb8(%67, %68 : i64, vector<2xi64>) {loop_annotation = #loop_annotation}
  ^bb9:  // pred: ^bb8
    %70 = llvm.icmp "eq" %arg2, %56 : i64
    llvm.cond_br %70, ^bb12, ^bb10(%56 : i64)
  ^bb10(%71: i64):  // 2 preds: ^bb6, ^bb9
    llvm.br ^bb11(%71 : i64)
  ^bb11(%72: i64):  // 2 preds: ^bb10, ^bb11
    %73 = llvm.add %72, %7 overflow<nuw> : i64
    %74 = llvm.uitofp %72 : i64 to f64
    %75 = llvm.fmul %arg1, %74  : f64
    %76 = llvm.fadd %arg0, %75  : f64
    %77 = llvm.getelementptr inbounds %52[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %76, %77 {alignment = 8 : i64, noalias_scopes = [#alias_scope29, #alias_scope30, #alias_scope31, #alias_scope32, #alias_scope33, #alias_scope34, #alias_scope35, #alias_scope36, #alias_scope37, #alias_scope38, #alias_scope39, #alias_scope40, #alias_scope27, #alias_scope28]} : f64, !llvm.ptr
    %78 = llvm.icmp "eq" %73, %arg2 : i64
    llvm.cond_br %78, ^bb12, ^bb11(%73 : i64) {loop_annotation = #loop_annotation}
  ^bb12:  // 2 preds: ^bb9, ^bb11
    llvm.cond_br %45, ^bb16(%4, %5 : i64, i64), ^bb13
  ^bb13:  // pred: ^bb12
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope41, #alias_scope42]} : () -> ()
    %79 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%41, %5) {noalias_scopes = [#alias_scope41, #alias_scope42]} : (i64, i64) -> !llvm.ptr
    %80 = llvm.icmp "eq" %79, %6 : !llvm.ptr
    llvm.cond_br %80, ^bb15, ^bb14
  ^bb14:  // pred: ^bb13
    %81 = llvm.ptrtoint %79 : !llvm.ptr to i64
    llvm.br ^bb16(%arg2, %81 : i64, i64)
  ^bb15:  // pred: ^bb13
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%5, %41) {noalias_scopes = [#alias_scope42]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb16(%82: i64, %83: i64):  // 3 preds: ^bb5, ^bb12, ^bb14
    %84 = llvm.icmp "eq" %arg3, %4 : i64
    llvm.cond_br %84, ^bb20(%52, %82, %83, %51, %50 : !llvm.ptr, i64, i64, i64, i64), ^bb17
  ^bb17:  // pred: ^bb16
    %85 = llvm.icmp "eq" %arg2, %7 : i64
    %86 = llvm.icmp "eq" %arg2, %7 : i64
    llvm.br ^bb24(%4, %50, %51, %83, %82 : i64, i64, i64, i64, i64)
  ^bb18:  // 3 preds: ^bb24, ^bb25, ^bb39
    %87 = llvm.icmp "eq" %146, %arg3 : i64
    llvm.cond_br %87, ^bb19, ^bb24(%146, %145, %144, %143, %142 : i64, i64, i64, i64, i64)
  ^bb19:  // pred: ^bb18
    %88 = llvm.inttoptr %144 : i64 to !llvm.ptr
    llvm.br ^bb20(%88, %142, %143, %144, %145 : !llvm.ptr, i64, i64, i64, i64)
  ^bb20(%89: !llvm.ptr, %90: i64, %91: i64, %92: i64, %93: i64):  // 2 preds: ^bb16, ^bb19
    %94 = llvm.icmp "eq" %arg2, %4 : i64
    llvm.cond_br %94, ^bb30(%29 : f64), ^bb21
  ^bb21:  // pred: ^bb20
    %95 = llvm.shl %arg2, %1 overflow<nsw, nuw> : i64
    %96 = llvm.getelementptr inbounds %89[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
    %98 = llvm.sub %97, %92 overflow<nuw> : i64
    %99 = llvm.lshr %98, %1  : i64
    %100 = llvm.add %99, %16 overflow<nsw> : i64
    %101 = llvm.and %99, %30  : i64
    %102 = llvm.icmp "ult" %100, %30 : i64
    llvm.cond_br %102, ^bb27(%4, %31 : i64, f64), ^bb22
  ^bb22:  // pred: ^bb21
    %103 = llvm.and %99, %32  : i64
    llvm.br ^bb23(%4, %31, %4 : i64, f64, i64)
  ^bb23(%104: i64, %105: f64, %106: i64):  // 2 preds: ^bb22, ^bb23
    %107 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %108 = llvm.load %107 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %109 = llvm.fadd %105, %108  : f64
    %110 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %111 = llvm.getelementptr inbounds %110[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %112 = llvm.load %111 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %113 = llvm.fadd %109, %112  : f64
    %114 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %115 = llvm.getelementptr inbounds %114[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %116 = llvm.load %115 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %117 = llvm.fadd %113, %116  : f64
    %118 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %119 = llvm.getelementptr inbounds %118[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %120 = llvm.load %119 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %121 = llvm.fadd %117, %120  : f64
    %122 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %123 = llvm.getelementptr inbounds %122[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %124 = llvm.load %123 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %125 = llvm.fadd %121, %124  : f64
    %126 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %127 = llvm.getelementptr inbounds %126[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %128 = llvm.load %127 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %129 = llvm.fadd %125, %128  : f64
    %130 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %131 = llvm.getelementptr inbounds %130[%37] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %132 = llvm.load %131 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %133 = llvm.fadd %129, %132  : f64
    %134 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %135 = llvm.getelementptr inbounds %134[%38] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %136 = llvm.load %135 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %137 = llvm.fadd %133, %136  : f64
    %138 = llvm.add %104, %5 overflow<nuw> : i64
    %139 = llvm.add %106, %5 : i64
    %140 = llvm.icmp "eq" %139, %103 : i64
    llvm.cond_br %140, ^bb26, ^bb23(%138, %137, %139 : i64, f64, i64)
  ^bb24(%141: i64, %142: i64, %143: i64, %144: i64, %145: i64):  // 2 preds: ^bb17, ^bb18
    %146 = llvm.add %141, %7 overflow<nuw> : i64
    llvm.cond_br %54, ^bb18, ^bb25
  ^bb25:  // pred: ^bb24
    %147 = llvm.inttoptr %143 : i64 to !llvm.ptr
    %148 = llvm.inttoptr %144 : i64 to !llvm.ptr
    %149 = llvm.getelementptr inbounds %147[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %150 = llvm.select %85, %40, %149 : i1, !llvm.ptr
    %151 = llvm.load %147 {alignment = 8 : i64} : !llvm.ptr -> f64
    %152 = llvm.fmul %151, %13  : f64
    %153 = llvm.load %150 {alignment = 8 : i64} : !llvm.ptr -> f64
    %154 = llvm.fadd %arg0, %153  : f64
    %155 = llvm.fmul %154, %14  : f64
    %156 = llvm.fadd %152, %155  : f64
    %157 = llvm.fmul %151, %15  : f64
    %158 = llvm.fmul %151, %157  : f64
    %159 = llvm.fadd %158, %156  : f64
    llvm.store %159, %148 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.cond_br %86, ^bb18, ^bb35(%7 : i64)
  ^bb26:  // pred: ^bb23
    %160 = llvm.icmp "eq" %101, %4 : i64
    llvm.cond_br %160, ^bb29(%137 : f64), ^bb27(%138, %137 : i64, f64)
  ^bb27(%161: i64, %162: f64):  // 2 preds: ^bb21, ^bb26
    %163 = llvm.icmp "ne" %101, %4 : i64
    "llvm.intr.assume"(%163) : (i1) -> ()
    llvm.br ^bb28(%161, %162, %4 : i64, f64, i64)
  ^bb28(%164: i64, %165: f64, %166: i64):  // 2 preds: ^bb27, ^bb28
    %167 = llvm.getelementptr inbounds %89[%164] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %168 = llvm.load %167 {alias_scopes = [#alias_scope43], alignment = 8 : i64} : !llvm.ptr -> f64
    %169 = llvm.fadd %165, %168  : f64
    %170 = llvm.add %164, %7 overflow<nuw> : i64
    %171 = llvm.add %166, %7 : i64
    %172 = llvm.icmp "eq" %171, %101 : i64
    llvm.cond_br %172, ^bb29(%169 : f64), ^bb28(%170, %169, %171 : i64, f64, i64) {loop_annotation = #loop_annotation1}
  ^bb29(%173: f64):  // 2 preds: ^bb26, ^bb28
    %174 = llvm.load %89 {alignment = 8 : i64} : !llvm.ptr -> f64
    %175 = llvm.fmul %174, %39  : f64
    %176 = llvm.fadd %173, %175  : f64
    llvm.br ^bb30(%176 : f64)
  ^bb30(%177: f64):  // 2 preds: ^bb20, ^bb29
    %178 = llvm.icmp "eq" %90, %4 : i64
    llvm.cond_br %178, ^bb32, ^bb31
  ^bb31:  // pred: ^bb30
    %179 = llvm.shl %90, %1 overflow<nuw> : i64
    %180 = llvm.inttoptr %91 : i64 to !llvm.ptr
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%180, %179, %5) {noalias_scopes = [#alias_scope44, #alias_scope45, #alias_scope46, #alias_scope47]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb32
  ^bb32:  // 2 preds: ^bb30, ^bb31
    %181 = llvm.icmp "eq" %93, %4 : i64
    llvm.cond_br %181, ^bb34, ^bb33
  ^bb33:  // pred: ^bb32
    %182 = llvm.shl %93, %1 overflow<nuw> : i64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%89, %182, %5) {noalias_scopes = [#alias_scope48, #alias_scope49, #alias_scope50, #alias_scope51]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb32, ^bb33
    llvm.return %177 : f64
  ^bb35(%183: i64):  // 2 preds: ^bb25, ^bb39
    %184 = llvm.add %183, %7 overflow<nuw> : i64
    %185 = llvm.add %183, %16 : i64
    %186 = llvm.icmp "ult" %185, %arg2 : i64
    llvm.cond_br %186, ^bb36, ^bb37
  ^bb36:  // pred: ^bb35
    %187 = llvm.icmp "eq" %183, %arg2 : i64
    llvm.cond_br %187, ^bb38, ^bb39
  ^bb37:  // pred: ^bb35
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(%185, %arg2, %23) : (i64, i64, !llvm.ptr) -> ()
    llvm.unreachable
  ^bb38:  // pred: ^bb36
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(%arg2, %arg2, %28) : (i64, i64, !llvm.ptr) -> ()
    llvm.unreachable
  ^bb39:  // pred: ^bb36
    %188 = llvm.icmp "ult" %184, %arg2 : i64
    %189 = llvm.getelementptr inbounds %147[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %190 = llvm.select %188, %189, %40 : i1, !llvm.ptr
    %191 = llvm.getelementptr inbounds %147[%185] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %192 = llvm.load %191 {alignment = 8 : i64} : !llvm.ptr -> f64
    %193 = llvm.getelementptr inbounds %147[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %194 = llvm.load %193 {alignment = 8 : i64} : !llvm.ptr -> f64
    %195 = llvm.fmul %194, %13  : f64
    %196 = llvm.load %190 {alignment = 8 : i64} : !llvm.ptr -> f64
    %197 = llvm.fadd %192, %196  : f64
    %198 = llvm.fmul %197, %14  : f64
    %199 = llvm.fadd %195, %198  : f64
    %200 = llvm.fmul %194, %15  : f64
    %201 = llvm.fmul %194, %200  : f64
    %202 = llvm.getelementptr inbounds %148[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %203 = llvm.fadd %201, %199  : f64
    llvm.store %203, %202 {alignment = 8 : i64} : f64, !llvm.ptr
    %204 = llvm.icmp "eq" %184, %arg2 : i64
    llvm.cond_br %204, ^bb18, ^bb35(%184 : i64) {loop_annotation = #loop_annotation2}
  }
  llvm.func unnamed_addr @heatv(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(48 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(24 : i64) : i64
    %5 = llvm.mlir.constant(32 : i64) : i64
    %6 = llvm.mlir.constant(40 : i64) : i64
    %7 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.mlir.constant(1 : i64) : i64
    %10 = llvm.mlir.constant(2.500000e-01 : f64) : f64
    %11 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %12 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() : () -> ()
    %13 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%0, %1) : (i64, i64) -> !llvm.ptr
    %14 = llvm.icmp "eq" %13, %2 : !llvm.ptr
    llvm.cond_br %14, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(%1, %0) : (i64, i64) -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    %15 = llvm.fmul %arg0, %arg1  : f64
    %16 = llvm.fmul %arg1, %arg2  : f64
    llvm.store %arg0, %13 {alignment = 8 : i64} : f64, !llvm.ptr
    %17 = llvm.getelementptr inbounds %13[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg1, %17 {alignment = 8 : i64} : f64, !llvm.ptr
    %18 = llvm.getelementptr inbounds %13[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %arg2, %18 {alignment = 8 : i64} : f64, !llvm.ptr
    %19 = llvm.getelementptr inbounds %13[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %15, %19 {alignment = 8 : i64} : f64, !llvm.ptr
    %20 = llvm.getelementptr inbounds %13[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %16, %20 {alignment = 8 : i64} : f64, !llvm.ptr
    %21 = llvm.getelementptr inbounds %13[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %7, %21 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope52, #alias_scope53]} : () -> ()
    %22 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%0, %1) {noalias_scopes = [#alias_scope52, #alias_scope53]} : (i64, i64) -> !llvm.ptr
    %23 = llvm.icmp "eq" %22, %2 : !llvm.ptr
    llvm.cond_br %23, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%1, %0) {noalias_scopes = [#alias_scope53]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %24 = llvm.icmp "eq" %arg3, %8 : i64
    llvm.cond_br %24, ^bb6(%22, %arg0, %13 : !llvm.ptr, f64, !llvm.ptr), ^bb5
  ^bb5:  // pred: ^bb4
    %25 = llvm.ptrtoint %22 : !llvm.ptr to i64
    %26 = llvm.ptrtoint %13 : !llvm.ptr to i64
    llvm.br ^bb7(%arg0, %8, %26, %25 : f64, i64, i64, i64)
  ^bb6(%27: !llvm.ptr, %28: f64, %29: !llvm.ptr):  // 2 preds: ^bb4, ^bb7
    %30 = llvm.getelementptr inbounds %29[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %31 = llvm.load %30 {alignment = 8 : i64} : !llvm.ptr -> f64
    %32 = llvm.getelementptr inbounds %29[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %33 = llvm.load %32 {alignment = 8 : i64} : !llvm.ptr -> f64
    %34 = llvm.getelementptr inbounds %29[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %35 = llvm.load %34 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%27, %0, %1) {noalias_scopes = [#alias_scope54, #alias_scope55, #alias_scope56, #alias_scope57]} : (!llvm.ptr, i64, i64) -> ()
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%29, %0, %1) {noalias_scopes = [#alias_scope58, #alias_scope59, #alias_scope60, #alias_scope61]} : (!llvm.ptr, i64, i64) -> ()
    %36 = llvm.fmul %31, %12  : f64
    %37 = llvm.fadd %28, %36  : f64
    %38 = llvm.fmul %33, %35  : f64
    %39 = llvm.fadd %37, %38  : f64
    llvm.return %39 : f64
  ^bb7(%40: f64, %41: i64, %42: i64, %43: i64):  // 2 preds: ^bb5, ^bb7
    %44 = llvm.add %41, %9 overflow<nuw> : i64
    %45 = llvm.inttoptr %42 : i64 to !llvm.ptr
    %46 = llvm.inttoptr %43 : i64 to !llvm.ptr
    %47 = llvm.getelementptr inbounds %45[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %48 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> f64
    %49 = llvm.fmul %40, %7  : f64
    %50 = llvm.getelementptr inbounds %45[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %51 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %52 = llvm.fadd %48, %51  : f64
    %53 = llvm.fmul %52, %10  : f64
    %54 = llvm.fadd %49, %53  : f64
    %55 = llvm.fmul %40, %11  : f64
    %56 = llvm.fmul %40, %55  : f64
    %57 = llvm.fadd %56, %54  : f64
    llvm.store %57, %46 {alignment = 8 : i64} : f64, !llvm.ptr
    %58 = llvm.load %45 {alignment = 8 : i64} : !llvm.ptr -> f64
    %59 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %60 = llvm.fmul %59, %7  : f64
    %61 = llvm.getelementptr inbounds %45[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %62 = llvm.load %61 {alignment = 8 : i64} : !llvm.ptr -> f64
    %63 = llvm.fadd %58, %62  : f64
    %64 = llvm.fmul %63, %10  : f64
    %65 = llvm.fadd %60, %64  : f64
    %66 = llvm.fmul %59, %11  : f64
    %67 = llvm.fmul %59, %66  : f64
    %68 = llvm.getelementptr inbounds %46[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %69 = llvm.fadd %67, %65  : f64
    llvm.store %69, %68 {alignment = 8 : i64} : f64, !llvm.ptr
    %70 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> f64
    %71 = llvm.load %61 {alignment = 8 : i64} : !llvm.ptr -> f64
    %72 = llvm.fmul %71, %7  : f64
    %73 = llvm.getelementptr inbounds %45[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %74 = llvm.load %73 {alignment = 8 : i64} : !llvm.ptr -> f64
    %75 = llvm.fadd %70, %74  : f64
    %76 = llvm.fmul %75, %10  : f64
    %77 = llvm.fadd %72, %76  : f64
    %78 = llvm.fmul %71, %11  : f64
    %79 = llvm.fmul %71, %78  : f64
    %80 = llvm.getelementptr inbounds %46[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %81 = llvm.fadd %79, %77  : f64
    llvm.store %81, %80 {alignment = 8 : i64} : f64, !llvm.ptr
    %82 = llvm.load %61 {alignment = 8 : i64} : !llvm.ptr -> f64
    %83 = llvm.load %73 {alignment = 8 : i64} : !llvm.ptr -> f64
    %84 = llvm.fmul %83, %7  : f64
    %85 = llvm.getelementptr inbounds %45[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %86 = llvm.load %85 {alignment = 8 : i64} : !llvm.ptr -> f64
    %87 = llvm.fadd %82, %86  : f64
    %88 = llvm.fmul %87, %10  : f64
    %89 = llvm.fadd %84, %88  : f64
    %90 = llvm.fmul %83, %11  : f64
    %91 = llvm.fmul %83, %90  : f64
    %92 = llvm.getelementptr inbounds %46[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %93 = llvm.fadd %91, %89  : f64
    llvm.store %93, %92 {alignment = 8 : i64} : f64, !llvm.ptr
    %94 = llvm.load %73 {alignment = 8 : i64} : !llvm.ptr -> f64
    %95 = llvm.load %85 {alignment = 8 : i64} : !llvm.ptr -> f64
    %96 = llvm.fmul %95, %7  : f64
    %97 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> f64
    %98 = llvm.fadd %94, %97  : f64
    %99 = llvm.fmul %98, %10  : f64
    %100 = llvm.fadd %96, %99  : f64
    %101 = llvm.fmul %95, %11  : f64
    %102 = llvm.fmul %95, %101  : f64
    %103 = llvm.getelementptr inbounds %46[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %104 = llvm.fadd %102, %100  : f64
    llvm.store %104, %103 {alignment = 8 : i64} : f64, !llvm.ptr
    %105 = llvm.load %85 {alignment = 8 : i64} : !llvm.ptr -> f64
    %106 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> f64
    %107 = llvm.fmul %106, %7  : f64
    %108 = llvm.load %45 {alignment = 8 : i64} : !llvm.ptr -> f64
    %109 = llvm.fadd %105, %108  : f64
    %110 = llvm.fmul %109, %10  : f64
    %111 = llvm.fadd %107, %110  : f64
    %112 = llvm.fmul %106, %11  : f64
    %113 = llvm.fmul %106, %112  : f64
    %114 = llvm.getelementptr inbounds %46[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %115 = llvm.fadd %113, %111  : f64
    llvm.store %115, %114 {alignment = 8 : i64} : f64, !llvm.ptr
    %116 = llvm.icmp "eq" %44, %arg3 : i64
    llvm.cond_br %116, ^bb6(%45, %57, %46 : !llvm.ptr, f64, !llvm.ptr), ^bb7(%57, %44, %43, %42 : f64, i64, i64, i64)
  }
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(!llvm.ptr {llvm.allocptr, llvm.noundef}, i64 {llvm.noundef}, i64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "4"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 {llvm.noundef}, i64 {llvm.allocalign, llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "41"], ["allocsize", "4294967295"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["alloc-variant-zeroed", "_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 {llvm.noundef}, i64 {llvm.allocalign, llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "49"], ["allocsize", "4294967295"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 {llvm.noundef}, i64 {llvm.noundef}) attributes {no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @rust_eh_personality(i32 {llvm.noundef}, i32 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 {llvm.noundef}, i64) attributes {no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.noundef, llvm.readonly}) attributes {no_inline, no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
}
