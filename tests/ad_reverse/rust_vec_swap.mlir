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
//
// rev @heatv active,active,active,const : 0.3; 0.7; 1.1; 5 | 0.3; 0.7; 1.1; 0 | -0.4; 1.2; 0.5; 1 | 0.2; -0.3; 0.9; 2
// rev @heatbox active,active,const : 0.3; 0.7; 4 | -0.8; 1.1; 0 | 0.5; 0.2; 1 | 0.5; -0.2; 3
// rev @heatn active,active,const,const : 0.3; 0.7; 7; 4 | 0.3; 0.7; 0; 3 | -0.4; 0.9; 1; 2 | 0.2; 0.5; 2; 0 | 0.6; -0.3; 17; 5
// fwd @heatv dup,dup,dup,const : 0.3; 0.7; 1.1; 5 | -0.4; 1.2; 0.5; 1
// fwd @heatbox dup,dup,const : 0.3; 0.7; 4 | 0.5; 0.2; 1
// fwd @heatn dup,dup,const,const : 0.3; 0.7; 7; 4 | 0.3; 0.7; 0; 3 | 0.6; -0.3; 17; 5
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h396b1f7d77778936E">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h396b1f7d77778936E">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h901afe96839a3a39E">
#alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "_ZN4core3ptr70drop_in_place$LT$alloc..boxed..Box$LT$$u5b$f64$u3b$$u20$4$u5d$$GT$$GT$17h473f10d1c2c675f3E">
#alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h901afe96839a3a39E">
#alias_scope_domain5 = #llvm.alias_scope_domain<id = distinct[5]<>, description = "_ZN4core3ptr70drop_in_place$LT$alloc..boxed..Box$LT$$u5b$f64$u3b$$u20$4$u5d$$GT$$GT$17h473f10d1c2c675f3E">
#alias_scope_domain6 = #llvm.alias_scope_domain<id = distinct[6]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h8bcc3f587076edf3E">
#alias_scope_domain7 = #llvm.alias_scope_domain<id = distinct[7]<>, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h597c6c52e85de9eaE">
#alias_scope_domain8 = #llvm.alias_scope_domain<id = distinct[8]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hf8e8e55dd0a9116eE">
#alias_scope_domain9 = #llvm.alias_scope_domain<id = distinct[9]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h4b9b74b9db960b56E">
#alias_scope_domain10 = #llvm.alias_scope_domain<id = distinct[10]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb26c28993ef8f0c5E">
#alias_scope_domain11 = #llvm.alias_scope_domain<id = distinct[11]<>, description = "_ZN4core4iter6traits8iterator8Iterator4fold17h771a6ce73ad92cf1E">
#alias_scope_domain12 = #llvm.alias_scope_domain<id = distinct[12]<>, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h3b01d59cd490bb5cE">
#alias_scope_domain13 = #llvm.alias_scope_domain<id = distinct[13]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h35be03d4cc14cf07E">
#alias_scope_domain14 = #llvm.alias_scope_domain<id = distinct[14]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d3e040081cd5465E">
#alias_scope_domain15 = #llvm.alias_scope_domain<id = distinct[15]<>, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h7b8fe1e08f3d867dE">
#alias_scope_domain16 = #llvm.alias_scope_domain<id = distinct[16]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h8bcc3f587076edf3E">
#alias_scope_domain17 = #llvm.alias_scope_domain<id = distinct[17]<>, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h0203c8fb5f319841E">
#alias_scope_domain18 = #llvm.alias_scope_domain<id = distinct[18]<>, description = "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h2c002c2115ac2690E">
#alias_scope_domain19 = #llvm.alias_scope_domain<id = distinct[19]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7d010acbd59e2c94E">
#alias_scope_domain20 = #llvm.alias_scope_domain<id = distinct[20]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf253dd1d27ae2135E">
#alias_scope_domain21 = #llvm.alias_scope_domain<id = distinct[21]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h176ab4a4c8418104E">
#alias_scope_domain22 = #llvm.alias_scope_domain<id = distinct[22]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h116cd01aa211770cE">
#alias_scope_domain23 = #llvm.alias_scope_domain<id = distinct[23]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7d010acbd59e2c94E">
#alias_scope_domain24 = #llvm.alias_scope_domain<id = distinct[24]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf253dd1d27ae2135E">
#alias_scope_domain25 = #llvm.alias_scope_domain<id = distinct[25]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h176ab4a4c8418104E">
#alias_scope_domain26 = #llvm.alias_scope_domain<id = distinct[26]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h116cd01aa211770cE">
#alias_scope_domain27 = #llvm.alias_scope_domain<id = distinct[27]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h8bcc3f587076edf3E">
#alias_scope_domain28 = #llvm.alias_scope_domain<id = distinct[28]<>, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h0203c8fb5f319841E">
#alias_scope_domain29 = #llvm.alias_scope_domain<id = distinct[29]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7d010acbd59e2c94E">
#alias_scope_domain30 = #llvm.alias_scope_domain<id = distinct[30]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf253dd1d27ae2135E">
#alias_scope_domain31 = #llvm.alias_scope_domain<id = distinct[31]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h176ab4a4c8418104E">
#alias_scope_domain32 = #llvm.alias_scope_domain<id = distinct[32]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h116cd01aa211770cE">
#alias_scope_domain33 = #llvm.alias_scope_domain<id = distinct[33]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7d010acbd59e2c94E">
#alias_scope_domain34 = #llvm.alias_scope_domain<id = distinct[34]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf253dd1d27ae2135E">
#alias_scope_domain35 = #llvm.alias_scope_domain<id = distinct[35]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h176ab4a4c8418104E">
#alias_scope_domain36 = #llvm.alias_scope_domain<id = distinct[36]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h116cd01aa211770cE">
#loop_peeled = #llvm.loop_peeled<count = 1 : i32>
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#alias_scope = #llvm.alias_scope<id = distinct[37]<>, domain = #alias_scope_domain, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h396b1f7d77778936E: %x">
#alias_scope1 = #llvm.alias_scope<id = distinct[38]<>, domain = #alias_scope_domain1, description = "_ZN5alloc5boxed12Box$LT$T$GT$3new17h396b1f7d77778936E: %x">
#alias_scope2 = #llvm.alias_scope<id = distinct[39]<>, domain = #alias_scope_domain2, description = "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h901afe96839a3a39E: %self">
#alias_scope3 = #llvm.alias_scope<id = distinct[40]<>, domain = #alias_scope_domain3, description = "_ZN4core3ptr70drop_in_place$LT$alloc..boxed..Box$LT$$u5b$f64$u3b$$u20$4$u5d$$GT$$GT$17h473f10d1c2c675f3E: %_1">
#alias_scope4 = #llvm.alias_scope<id = distinct[41]<>, domain = #alias_scope_domain4, description = "_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h901afe96839a3a39E: %self">
#alias_scope5 = #llvm.alias_scope<id = distinct[42]<>, domain = #alias_scope_domain5, description = "_ZN4core3ptr70drop_in_place$LT$alloc..boxed..Box$LT$$u5b$f64$u3b$$u20$4$u5d$$GT$$GT$17h473f10d1c2c675f3E: %_1">
#alias_scope6 = #llvm.alias_scope<id = distinct[43]<>, domain = #alias_scope_domain6, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h8bcc3f587076edf3E: %_0">
#alias_scope7 = #llvm.alias_scope<id = distinct[44]<>, domain = #alias_scope_domain7, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h597c6c52e85de9eaE: %_0">
#alias_scope8 = #llvm.alias_scope<id = distinct[45]<>, domain = #alias_scope_domain7, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h597c6c52e85de9eaE: %iterator">
#alias_scope9 = #llvm.alias_scope<id = distinct[46]<>, domain = #alias_scope_domain8, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hf8e8e55dd0a9116eE: %_1">
#alias_scope10 = #llvm.alias_scope<id = distinct[47]<>, domain = #alias_scope_domain9, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h4b9b74b9db960b56E: %_1">
#alias_scope11 = #llvm.alias_scope<id = distinct[48]<>, domain = #alias_scope_domain10, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb26c28993ef8f0c5E: %_1">
#alias_scope12 = #llvm.alias_scope<id = distinct[49]<>, domain = #alias_scope_domain11, description = "_ZN4core4iter6traits8iterator8Iterator4fold17h771a6ce73ad92cf1E: %f">
#alias_scope13 = #llvm.alias_scope<id = distinct[50]<>, domain = #alias_scope_domain12, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h3b01d59cd490bb5cE: %self">
#alias_scope14 = #llvm.alias_scope<id = distinct[51]<>, domain = #alias_scope_domain12, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h3b01d59cd490bb5cE: %g">
#alias_scope15 = #llvm.alias_scope<id = distinct[52]<>, domain = #alias_scope_domain13, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h35be03d4cc14cf07E: %self">
#alias_scope16 = #llvm.alias_scope<id = distinct[53]<>, domain = #alias_scope_domain13, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h35be03d4cc14cf07E: %f">
#alias_scope17 = #llvm.alias_scope<id = distinct[54]<>, domain = #alias_scope_domain14, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d3e040081cd5465E: %self">
#alias_scope18 = #llvm.alias_scope<id = distinct[55]<>, domain = #alias_scope_domain14, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d3e040081cd5465E: %iterator">
#alias_scope19 = #llvm.alias_scope<id = distinct[56]<>, domain = #alias_scope_domain15, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h7b8fe1e08f3d867dE: %self">
#alias_scope20 = #llvm.alias_scope<id = distinct[57]<>, domain = #alias_scope_domain15, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h7b8fe1e08f3d867dE: %iterator">
#alias_scope21 = #llvm.alias_scope<id = distinct[58]<>, domain = #alias_scope_domain16, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h8bcc3f587076edf3E: %_0">
#alias_scope22 = #llvm.alias_scope<id = distinct[59]<>, domain = #alias_scope_domain17, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h0203c8fb5f319841E: %_0">
#alias_scope23 = #llvm.alias_scope<id = distinct[60]<>, domain = #alias_scope_domain18, description = "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h2c002c2115ac2690E: %b">
#alias_scope24 = #llvm.alias_scope<id = distinct[61]<>, domain = #alias_scope_domain19, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7d010acbd59e2c94E: %self">
#alias_scope25 = #llvm.alias_scope<id = distinct[62]<>, domain = #alias_scope_domain20, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf253dd1d27ae2135E: %self">
#alias_scope26 = #llvm.alias_scope<id = distinct[63]<>, domain = #alias_scope_domain21, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h176ab4a4c8418104E: %_1">
#alias_scope27 = #llvm.alias_scope<id = distinct[64]<>, domain = #alias_scope_domain22, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h116cd01aa211770cE: %_1">
#alias_scope28 = #llvm.alias_scope<id = distinct[65]<>, domain = #alias_scope_domain23, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7d010acbd59e2c94E: %self">
#alias_scope29 = #llvm.alias_scope<id = distinct[66]<>, domain = #alias_scope_domain24, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf253dd1d27ae2135E: %self">
#alias_scope30 = #llvm.alias_scope<id = distinct[67]<>, domain = #alias_scope_domain25, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h176ab4a4c8418104E: %_1">
#alias_scope31 = #llvm.alias_scope<id = distinct[68]<>, domain = #alias_scope_domain26, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h116cd01aa211770cE: %_1">
#alias_scope32 = #llvm.alias_scope<id = distinct[69]<>, domain = #alias_scope_domain27, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h8bcc3f587076edf3E: %_0">
#alias_scope33 = #llvm.alias_scope<id = distinct[70]<>, domain = #alias_scope_domain28, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h0203c8fb5f319841E: %_0">
#alias_scope34 = #llvm.alias_scope<id = distinct[71]<>, domain = #alias_scope_domain29, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7d010acbd59e2c94E: %self">
#alias_scope35 = #llvm.alias_scope<id = distinct[72]<>, domain = #alias_scope_domain30, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf253dd1d27ae2135E: %self">
#alias_scope36 = #llvm.alias_scope<id = distinct[73]<>, domain = #alias_scope_domain31, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h176ab4a4c8418104E: %_1">
#alias_scope37 = #llvm.alias_scope<id = distinct[74]<>, domain = #alias_scope_domain32, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h116cd01aa211770cE: %_1">
#alias_scope38 = #llvm.alias_scope<id = distinct[75]<>, domain = #alias_scope_domain33, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h7d010acbd59e2c94E: %self">
#alias_scope39 = #llvm.alias_scope<id = distinct[76]<>, domain = #alias_scope_domain34, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf253dd1d27ae2135E: %self">
#alias_scope40 = #llvm.alias_scope<id = distinct[77]<>, domain = #alias_scope_domain35, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h176ab4a4c8418104E: %_1">
#alias_scope41 = #llvm.alias_scope<id = distinct[78]<>, domain = #alias_scope_domain36, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h116cd01aa211770cE: %_1">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, isVectorized = true>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
#loop_annotation2 = #llvm.loop_annotation<peeled = #loop_peeled>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global private unnamed_addr constant @alloc_65f0c3e995eade25b79752338b484abf("vswap.rs\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @alloc_3c1f4b5b17ba559a680bee098e4eb4e2() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("\08\00\00\00\00\00\00\00!\00\00\00#\00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("vswap.rs\00") : !llvm.array<9 x i8>
    %2 = llvm.mlir.addressof @alloc_65f0c3e995eade25b79752338b484abf : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.mlir.global private unnamed_addr constant @alloc_4f5ec03847a6fca9cf192e67b2be21bc() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("\08\00\00\00\00\00\00\00#\00\00\00 \00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("vswap.rs\00") : !llvm.array<9 x i8>
    %2 = llvm.mlir.addressof @alloc_65f0c3e995eade25b79752338b484abf : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope]} : () -> ()
    %11 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%0, %1) {noalias_scopes = [#alias_scope]} : (i64, i64) -> !llvm.ptr
    %12 = llvm.icmp "eq" %11, %2 : !llvm.ptr
    llvm.cond_br %12, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(%1, %0) {noalias_scopes = [#alias_scope]} : (i64, i64) -> ()
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope1]} : () -> ()
    %18 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%0, %1) : (i64, i64) -> !llvm.ptr
    %19 = llvm.icmp "eq" %18, %2 : !llvm.ptr
    llvm.cond_br %19, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(%1, %0) {noalias_scopes = [#alias_scope1]} : (i64, i64) -> ()
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%26, %0, %1) {noalias_scopes = [#alias_scope2, #alias_scope3]} : (!llvm.ptr, i64, i64) -> ()
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%28, %0, %1) {noalias_scopes = [#alias_scope4, #alias_scope5]} : (!llvm.ptr, i64, i64) -> ()
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
    %17 = llvm.mlir.constant("\08\00\00\00\00\00\00\00!\00\00\00#\00\00\00") : !llvm.array<16 x i8>
    %18 = llvm.mlir.constant("vswap.rs\00") : !llvm.array<9 x i8>
    %19 = llvm.mlir.addressof @alloc_65f0c3e995eade25b79752338b484abf : !llvm.ptr
    %20 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %22 = llvm.insertvalue %17, %21[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %23 = llvm.mlir.addressof @alloc_3c1f4b5b17ba559a680bee098e4eb4e2 : !llvm.ptr
    %24 = llvm.mlir.constant("\08\00\00\00\00\00\00\00#\00\00\00 \00\00\00") : !llvm.array<16 x i8>
    %25 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %26 = llvm.insertvalue %19, %25[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %28 = llvm.mlir.addressof @alloc_4f5ec03847a6fca9cf192e67b2be21bc : !llvm.ptr
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope6, #alias_scope7, #alias_scope8]} : () -> ()
    %46 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%41, %5) {noalias_scopes = [#alias_scope6, #alias_scope7, #alias_scope8]} : (i64, i64) -> !llvm.ptr
    %47 = llvm.icmp "eq" %46, %6 : !llvm.ptr
    llvm.cond_br %47, ^bb4(%5 : i64), ^bb3
  ^bb3:  // pred: ^bb2
    %48 = llvm.ptrtoint %46 : !llvm.ptr to i64
    llvm.br ^bb5(%arg2, %48 : i64, i64)
  ^bb4(%49: i64):  // 2 preds: ^bb0, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%49, %41) {noalias_scopes = [#alias_scope7, #alias_scope8]} : (i64, i64) -> ()
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
    llvm.store %65, %66 {alignment = 8 : i64, noalias_scopes = [#alias_scope9, #alias_scope10, #alias_scope11, #alias_scope12, #alias_scope13, #alias_scope14, #alias_scope15, #alias_scope16, #alias_scope17, #alias_scope18, #alias_scope19, #alias_scope20, #alias_scope7, #alias_scope8]} : vector<2xf64>, !llvm.ptr
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
    llvm.store %76, %77 {alignment = 8 : i64, noalias_scopes = [#alias_scope9, #alias_scope10, #alias_scope11, #alias_scope12, #alias_scope13, #alias_scope14, #alias_scope15, #alias_scope16, #alias_scope17, #alias_scope18, #alias_scope19, #alias_scope20, #alias_scope7, #alias_scope8]} : f64, !llvm.ptr
    %78 = llvm.icmp "eq" %73, %arg2 : i64
    llvm.cond_br %78, ^bb12, ^bb11(%73 : i64) {loop_annotation = #loop_annotation}
  ^bb12:  // 2 preds: ^bb9, ^bb11
    llvm.cond_br %45, ^bb16(%4, %5 : i64, i64), ^bb13
  ^bb13:  // pred: ^bb12
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope21, #alias_scope22]} : () -> ()
    %79 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%41, %5) {noalias_scopes = [#alias_scope21, #alias_scope22]} : (i64, i64) -> !llvm.ptr
    %80 = llvm.icmp "eq" %79, %6 : !llvm.ptr
    llvm.cond_br %80, ^bb15, ^bb14
  ^bb14:  // pred: ^bb13
    %81 = llvm.ptrtoint %79 : !llvm.ptr to i64
    llvm.br ^bb16(%arg2, %81 : i64, i64)
  ^bb15:  // pred: ^bb13
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%5, %41) {noalias_scopes = [#alias_scope22]} : (i64, i64) -> ()
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
    %108 = llvm.load %107 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
    %109 = llvm.fadd %105, %108  : f64
    %110 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %111 = llvm.getelementptr inbounds %110[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %112 = llvm.load %111 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
    %113 = llvm.fadd %109, %112  : f64
    %114 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %115 = llvm.getelementptr inbounds %114[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %116 = llvm.load %115 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
    %117 = llvm.fadd %113, %116  : f64
    %118 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %119 = llvm.getelementptr inbounds %118[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %120 = llvm.load %119 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
    %121 = llvm.fadd %117, %120  : f64
    %122 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %123 = llvm.getelementptr inbounds %122[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %124 = llvm.load %123 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
    %125 = llvm.fadd %121, %124  : f64
    %126 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %127 = llvm.getelementptr inbounds %126[%36] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %128 = llvm.load %127 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
    %129 = llvm.fadd %125, %128  : f64
    %130 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %131 = llvm.getelementptr inbounds %130[%37] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %132 = llvm.load %131 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
    %133 = llvm.fadd %129, %132  : f64
    %134 = llvm.getelementptr inbounds %89[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %135 = llvm.getelementptr inbounds %134[%38] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %136 = llvm.load %135 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
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
    %168 = llvm.load %167 {alias_scopes = [#alias_scope23], alignment = 8 : i64} : !llvm.ptr -> f64
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%180, %179, %5) {noalias_scopes = [#alias_scope24, #alias_scope25, #alias_scope26, #alias_scope27]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb32
  ^bb32:  // 2 preds: ^bb30, ^bb31
    %181 = llvm.icmp "eq" %93, %4 : i64
    llvm.cond_br %181, ^bb34, ^bb33
  ^bb33:  // pred: ^bb32
    %182 = llvm.shl %93, %1 overflow<nuw> : i64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%89, %182, %5) {noalias_scopes = [#alias_scope28, #alias_scope29, #alias_scope30, #alias_scope31]} : (!llvm.ptr, i64, i64) -> ()
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope32, #alias_scope33]} : () -> ()
    %22 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%0, %1) {noalias_scopes = [#alias_scope32, #alias_scope33]} : (i64, i64) -> !llvm.ptr
    %23 = llvm.icmp "eq" %22, %2 : !llvm.ptr
    llvm.cond_br %23, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%1, %0) {noalias_scopes = [#alias_scope33]} : (i64, i64) -> ()
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%27, %0, %1) {noalias_scopes = [#alias_scope34, #alias_scope35, #alias_scope36, #alias_scope37]} : (!llvm.ptr, i64, i64) -> ()
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%29, %0, %1) {noalias_scopes = [#alias_scope38, #alias_scope39, #alias_scope40, #alias_scope41]} : (!llvm.ptr, i64, i64) -> ()
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
