// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// `Vec`s of n elements (n from the caller). rustc allocates each in a
// branch taken when n > 0 (`__rust_alloc`, the C `malloc` after
// rewrite/rust_alloc.rs), passes its address to the blocks that fill and
// read it as an i64 (the dangling address 8 when n = 0), computes lengths
// and the size of a second `Vec` from end addresses, and frees each
// through that block argument when its capacity is not 0. The addresses
// are pointers again and their differences byte counts
// (ad/address_phis.rs), the allocations are made in the entry block
// (ad/once_allocs.rs), and the dispatch loop carries their positions.
// Refused before (external functions cannot be run; then "scf.while ...
// carrying values of type '!llvm.ptr'").
//   #[no_mangle]
//   pub extern "C" fn vsum(a: f64, b: f64, c: f64, n: usize) -> f64 {
//       let v: Vec<f64> = (0..n).map(|i| a * i as f64 + b * c).collect();
//       v.iter().map(|x| x * x).sum::<f64>()
//   }
//   #[no_mangle]
//   pub extern "C" fn vzeros(a: f64, b: f64, n: usize) -> f64 {
//       let mut v = vec![0.0f64; n];
//       for i in 0..n { v[i] = a * (i as f64) + b; }
//       for i in 1..n { v[i] = v[i] * v[i - 1].sin() + 0.5 * v[i]; }
//       v.iter().sum()
//   }
//   #[no_mangle]
//   pub extern "C" fn two_vecs(a: f64, b: f64, n: usize) -> f64 {
//       let x: Vec<f64> = (0..n).map(|i| a + i as f64 * b).collect();
//       let y: Vec<f64> = x.iter().map(|t| t * t - a).collect();
//       x.iter().zip(y.iter()).map(|(p, q)| p * q).sum()
//   }
//   fn norm2(x: &[f64]) -> f64 { x.iter().map(|t| t * t).sum() }
//   #[no_mangle]
//   pub extern "C" fn vec_norm(a: f64, b: f64, n: usize) -> f64 {
//       let x: Vec<f64> = (0..n).map(|i| (a * i as f64).cos() * b).collect();
//       norm2(&x).sqrt()
//   }
// rev @vsum active,active,active,const : 0.3; 0.7; 1.1; 5 | 0.3; 0.7; 1.1; 0 | -0.4; 1.2; 0.5; 1 | 0.2; -0.3; 0.9; 17
// rev @vzeros active,active,const : 0.3; 0.7; 6 | -0.2; 0.4; 0 | 0.5; 0.1; 1
// rev @two_vecs active,active,const : 0.3; 0.7; 6 | -0.2; 0.4; 0 | 0.5; 0.1; 11
// rev @vec_norm active,active,const : 0.3; 0.7; 6 | 0.5; 0.1; 1
// fwd @vsum dup,dup,dup,const : 0.3; 0.7; 1.1; 5 | -0.4; 1.2; 0.5; 0 | 0.2; -0.3; 0.9; 17
// fwd @vzeros dup,dup,const : 0.3; 0.7; 6
// fwd @two_vecs dup,dup,const : 0.5; 0.1; 11
// fwd @vec_norm dup,dup,const : 0.3; 0.7; 6
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h449999a258e89509E">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h292404b0abc042fcE">
#alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3708c219dbb0c965E">
#alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h08e0e4d692abf039E">
#alias_scope_domain5 = #llvm.alias_scope_domain<id = distinct[5]<>, description = "_ZN4core4iter6traits8iterator8Iterator4fold17hb4efad08df99b943E">
#alias_scope_domain6 = #llvm.alias_scope_domain<id = distinct[6]<>, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he641140690670488E">
#alias_scope_domain7 = #llvm.alias_scope_domain<id = distinct[7]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hac1bd7274d17eb5dE">
#alias_scope_domain8 = #llvm.alias_scope_domain<id = distinct[8]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h583dcd20daff8aaeE">
#alias_scope_domain9 = #llvm.alias_scope_domain<id = distinct[9]<>, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd3fb505a7709df98E">
#alias_scope_domain10 = #llvm.alias_scope_domain<id = distinct[10]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE">
#alias_scope_domain11 = #llvm.alias_scope_domain<id = distinct[11]<>, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h323e3e26455256a0E">
#alias_scope_domain12 = #llvm.alias_scope_domain<id = distinct[12]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h02a16983c17980f5E">
#alias_scope_domain13 = #llvm.alias_scope_domain<id = distinct[13]<>, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h401bd03f995cfe1fE">
#alias_scope_domain14 = #llvm.alias_scope_domain<id = distinct[14]<>, description = "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he0d879dbf043aa27E">
#alias_scope_domain15 = #llvm.alias_scope_domain<id = distinct[15]<>, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedde337c709d517eE">
#alias_scope_domain16 = #llvm.alias_scope_domain<id = distinct[16]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h81842c6a9b9a494dE">
#alias_scope_domain17 = #llvm.alias_scope_domain<id = distinct[17]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hfb310a357ff769bbE">
#alias_scope_domain18 = #llvm.alias_scope_domain<id = distinct[18]<>, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17he09487d4e969e6baE">
#alias_scope_domain19 = #llvm.alias_scope_domain<id = distinct[19]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h2549bf0e55261837E">
#alias_scope_domain20 = #llvm.alias_scope_domain<id = distinct[20]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hbcaf9c4efb07747bE">
#alias_scope_domain21 = #llvm.alias_scope_domain<id = distinct[21]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E">
#alias_scope_domain22 = #llvm.alias_scope_domain<id = distinct[22]<>, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE">
#alias_scope_domain23 = #llvm.alias_scope_domain<id = distinct[23]<>, description = "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h8e4acb5da1d5c7bdE">
#alias_scope_domain24 = #llvm.alias_scope_domain<id = distinct[24]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E">
#alias_scope_domain25 = #llvm.alias_scope_domain<id = distinct[25]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE">
#alias_scope_domain26 = #llvm.alias_scope_domain<id = distinct[26]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E">
#alias_scope_domain27 = #llvm.alias_scope_domain<id = distinct[27]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E">
#alias_scope_domain28 = #llvm.alias_scope_domain<id = distinct[28]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E">
#alias_scope_domain29 = #llvm.alias_scope_domain<id = distinct[29]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE">
#alias_scope_domain30 = #llvm.alias_scope_domain<id = distinct[30]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E">
#alias_scope_domain31 = #llvm.alias_scope_domain<id = distinct[31]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E">
#alias_scope_domain32 = #llvm.alias_scope_domain<id = distinct[32]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE">
#alias_scope_domain33 = #llvm.alias_scope_domain<id = distinct[33]<>, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hac905f013183fce6E">
#alias_scope_domain34 = #llvm.alias_scope_domain<id = distinct[34]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h4fd06e004e21bc67E">
#alias_scope_domain35 = #llvm.alias_scope_domain<id = distinct[35]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h1fcc46da7c91b1e4E">
#alias_scope_domain36 = #llvm.alias_scope_domain<id = distinct[36]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e3067e6f389de3cE">
#alias_scope_domain37 = #llvm.alias_scope_domain<id = distinct[37]<>, description = "_ZN4core4iter6traits8iterator8Iterator4fold17he698facc749084d9E">
#alias_scope_domain38 = #llvm.alias_scope_domain<id = distinct[38]<>, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h835db4c83fe30b9cE">
#alias_scope_domain39 = #llvm.alias_scope_domain<id = distinct[39]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hba1808a2df5ce84fE">
#alias_scope_domain40 = #llvm.alias_scope_domain<id = distinct[40]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h0ed6f8db8a3193d7E">
#alias_scope_domain41 = #llvm.alias_scope_domain<id = distinct[41]<>, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hbdd57a5854c26df2E">
#alias_scope_domain42 = #llvm.alias_scope_domain<id = distinct[42]<>, description = "_ZN6vecall5norm228_$u7b$$u7b$closure$u7d$$u7d$17hf675436c9ebd67f7E">
#alias_scope_domain43 = #llvm.alias_scope_domain<id = distinct[43]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha3f26e9ffaed221cE">
#alias_scope_domain44 = #llvm.alias_scope_domain<id = distinct[44]<>, description = "_ZN6vecall5norm217hff94cc153bfa866fE">
#alias_scope_domain45 = #llvm.alias_scope_domain<id = distinct[45]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E">
#alias_scope_domain46 = #llvm.alias_scope_domain<id = distinct[46]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE">
#alias_scope_domain47 = #llvm.alias_scope_domain<id = distinct[47]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E">
#alias_scope_domain48 = #llvm.alias_scope_domain<id = distinct[48]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E">
#alias_scope_domain49 = #llvm.alias_scope_domain<id = distinct[49]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE">
#alias_scope_domain50 = #llvm.alias_scope_domain<id = distinct[50]<>, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h4eccfdabaf6ebe68E">
#alias_scope_domain51 = #llvm.alias_scope_domain<id = distinct[51]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hceafe43aaf76962cE">
#alias_scope_domain52 = #llvm.alias_scope_domain<id = distinct[52]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hc850353e437fea79E">
#alias_scope_domain53 = #llvm.alias_scope_domain<id = distinct[53]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h66d074186cc152a5E">
#alias_scope_domain54 = #llvm.alias_scope_domain<id = distinct[54]<>, description = "_ZN4core4iter6traits8iterator8Iterator4fold17h980c69d505682de6E">
#alias_scope_domain55 = #llvm.alias_scope_domain<id = distinct[55]<>, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h87ecd6e6237568c3E">
#alias_scope_domain56 = #llvm.alias_scope_domain<id = distinct[56]<>, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h665bb3b4d4fd04c6E">
#alias_scope_domain57 = #llvm.alias_scope_domain<id = distinct[57]<>, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h90be16cb59bdc024E">
#alias_scope_domain58 = #llvm.alias_scope_domain<id = distinct[58]<>, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hc6514d2eb27b0b06E">
#alias_scope_domain59 = #llvm.alias_scope_domain<id = distinct[59]<>, description = "_ZN6vecall4vsum28_$u7b$$u7b$closure$u7d$$u7d$17h478c0e9c1fe5907fE">
#alias_scope_domain60 = #llvm.alias_scope_domain<id = distinct[60]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h53e65db3283394dbE">
#alias_scope_domain61 = #llvm.alias_scope_domain<id = distinct[61]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E">
#alias_scope_domain62 = #llvm.alias_scope_domain<id = distinct[62]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE">
#alias_scope_domain63 = #llvm.alias_scope_domain<id = distinct[63]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E">
#alias_scope_domain64 = #llvm.alias_scope_domain<id = distinct[64]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E">
#alias_scope_domain65 = #llvm.alias_scope_domain<id = distinct[65]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE">
#alias_scope_domain66 = #llvm.alias_scope_domain<id = distinct[66]<>, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h37b68cf21a9a40f0E">
#alias_scope_domain67 = #llvm.alias_scope_domain<id = distinct[67]<>, description = "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h50b5a8465ad2e202E">
#alias_scope_domain68 = #llvm.alias_scope_domain<id = distinct[68]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E">
#alias_scope_domain69 = #llvm.alias_scope_domain<id = distinct[69]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE">
#alias_scope_domain70 = #llvm.alias_scope_domain<id = distinct[70]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E">
#alias_scope_domain71 = #llvm.alias_scope_domain<id = distinct[71]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E">
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#alias_scope = #llvm.alias_scope<id = distinct[72]<>, domain = #alias_scope_domain, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE: %_0">
#alias_scope1 = #llvm.alias_scope<id = distinct[73]<>, domain = #alias_scope_domain1, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h449999a258e89509E: %_0">
#alias_scope2 = #llvm.alias_scope<id = distinct[74]<>, domain = #alias_scope_domain1, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h449999a258e89509E: %iterator">
#alias_scope3 = #llvm.alias_scope<id = distinct[75]<>, domain = #alias_scope_domain2, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h292404b0abc042fcE: %_1">
#alias_scope4 = #llvm.alias_scope<id = distinct[76]<>, domain = #alias_scope_domain3, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3708c219dbb0c965E: %_1">
#alias_scope5 = #llvm.alias_scope<id = distinct[77]<>, domain = #alias_scope_domain4, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h08e0e4d692abf039E: %_1">
#alias_scope6 = #llvm.alias_scope<id = distinct[78]<>, domain = #alias_scope_domain5, description = "_ZN4core4iter6traits8iterator8Iterator4fold17hb4efad08df99b943E: %f">
#alias_scope7 = #llvm.alias_scope<id = distinct[79]<>, domain = #alias_scope_domain6, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he641140690670488E: %self">
#alias_scope8 = #llvm.alias_scope<id = distinct[80]<>, domain = #alias_scope_domain6, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he641140690670488E: %g">
#alias_scope9 = #llvm.alias_scope<id = distinct[81]<>, domain = #alias_scope_domain7, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hac1bd7274d17eb5dE: %self">
#alias_scope10 = #llvm.alias_scope<id = distinct[82]<>, domain = #alias_scope_domain7, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hac1bd7274d17eb5dE: %f">
#alias_scope11 = #llvm.alias_scope<id = distinct[83]<>, domain = #alias_scope_domain8, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h583dcd20daff8aaeE: %self">
#alias_scope12 = #llvm.alias_scope<id = distinct[84]<>, domain = #alias_scope_domain8, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h583dcd20daff8aaeE: %iterator">
#alias_scope13 = #llvm.alias_scope<id = distinct[85]<>, domain = #alias_scope_domain9, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd3fb505a7709df98E: %self">
#alias_scope14 = #llvm.alias_scope<id = distinct[86]<>, domain = #alias_scope_domain9, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd3fb505a7709df98E: %iterator">
#alias_scope15 = #llvm.alias_scope<id = distinct[87]<>, domain = #alias_scope_domain10, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE: %_0">
#alias_scope16 = #llvm.alias_scope<id = distinct[88]<>, domain = #alias_scope_domain11, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h323e3e26455256a0E: %_0">
#alias_scope17 = #llvm.alias_scope<id = distinct[89]<>, domain = #alias_scope_domain11, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h323e3e26455256a0E: %iterator">
#alias_scope18 = #llvm.alias_scope<id = distinct[90]<>, domain = #alias_scope_domain12, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h02a16983c17980f5E: %elt">
#alias_scope19 = #llvm.alias_scope<id = distinct[91]<>, domain = #alias_scope_domain13, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h401bd03f995cfe1fE: %t">
#alias_scope20 = #llvm.alias_scope<id = distinct[92]<>, domain = #alias_scope_domain13, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h401bd03f995cfe1fE: %_1">
#alias_scope21 = #llvm.alias_scope<id = distinct[93]<>, domain = #alias_scope_domain12, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h02a16983c17980f5E: %_1">
#alias_scope22 = #llvm.alias_scope<id = distinct[94]<>, domain = #alias_scope_domain14, description = "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he0d879dbf043aa27E: %f">
#alias_scope23 = #llvm.alias_scope<id = distinct[95]<>, domain = #alias_scope_domain15, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedde337c709d517eE: %self">
#alias_scope24 = #llvm.alias_scope<id = distinct[96]<>, domain = #alias_scope_domain15, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hedde337c709d517eE: %g">
#alias_scope25 = #llvm.alias_scope<id = distinct[97]<>, domain = #alias_scope_domain16, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h81842c6a9b9a494dE: %self">
#alias_scope26 = #llvm.alias_scope<id = distinct[98]<>, domain = #alias_scope_domain16, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h81842c6a9b9a494dE: %f">
#alias_scope27 = #llvm.alias_scope<id = distinct[99]<>, domain = #alias_scope_domain17, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hfb310a357ff769bbE: %self">
#alias_scope28 = #llvm.alias_scope<id = distinct[100]<>, domain = #alias_scope_domain17, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hfb310a357ff769bbE: %iterator">
#alias_scope29 = #llvm.alias_scope<id = distinct[101]<>, domain = #alias_scope_domain18, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17he09487d4e969e6baE: %self">
#alias_scope30 = #llvm.alias_scope<id = distinct[102]<>, domain = #alias_scope_domain18, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17he09487d4e969e6baE: %iterator">
#alias_scope31 = #llvm.alias_scope<id = distinct[103]<>, domain = #alias_scope_domain19, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h2549bf0e55261837E: %_1">
#alias_scope32 = #llvm.alias_scope<id = distinct[104]<>, domain = #alias_scope_domain20, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hbcaf9c4efb07747bE: %_1">
#alias_scope33 = #llvm.alias_scope<id = distinct[105]<>, domain = #alias_scope_domain21, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E: %elt.0">
#alias_scope34 = #llvm.alias_scope<id = distinct[106]<>, domain = #alias_scope_domain21, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E: %elt.1">
#alias_scope35 = #llvm.alias_scope<id = distinct[107]<>, domain = #alias_scope_domain22, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE: %_2.0">
#alias_scope36 = #llvm.alias_scope<id = distinct[108]<>, domain = #alias_scope_domain22, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE: %_2.1">
#alias_scope37 = #llvm.alias_scope<id = distinct[109]<>, domain = #alias_scope_domain23, description = "_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h8e4acb5da1d5c7bdE: %self">
#alias_scope38 = #llvm.alias_scope<id = distinct[110]<>, domain = #alias_scope_domain21, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E: %elt.0:It1">
#alias_scope39 = #llvm.alias_scope<id = distinct[111]<>, domain = #alias_scope_domain21, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E: %elt.1:It1">
#alias_scope40 = #llvm.alias_scope<id = distinct[112]<>, domain = #alias_scope_domain22, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE: %_2.0:It1">
#alias_scope41 = #llvm.alias_scope<id = distinct[113]<>, domain = #alias_scope_domain22, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE: %_2.1:It1">
#alias_scope42 = #llvm.alias_scope<id = distinct[114]<>, domain = #alias_scope_domain21, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E: %elt.0:It2">
#alias_scope43 = #llvm.alias_scope<id = distinct[115]<>, domain = #alias_scope_domain21, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E: %elt.1:It2">
#alias_scope44 = #llvm.alias_scope<id = distinct[116]<>, domain = #alias_scope_domain22, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE: %_2.0:It2">
#alias_scope45 = #llvm.alias_scope<id = distinct[117]<>, domain = #alias_scope_domain22, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE: %_2.1:It2">
#alias_scope46 = #llvm.alias_scope<id = distinct[118]<>, domain = #alias_scope_domain21, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E: %elt.0:It3">
#alias_scope47 = #llvm.alias_scope<id = distinct[119]<>, domain = #alias_scope_domain21, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hee06226185cf7a92E: %elt.1:It3">
#alias_scope48 = #llvm.alias_scope<id = distinct[120]<>, domain = #alias_scope_domain22, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE: %_2.0:It3">
#alias_scope49 = #llvm.alias_scope<id = distinct[121]<>, domain = #alias_scope_domain22, description = "_ZN6vecall8two_vecs28_$u7b$$u7b$closure$u7d$$u7d$17h569789aaf47a123bE: %_2.1:It3">
#alias_scope50 = #llvm.alias_scope<id = distinct[122]<>, domain = #alias_scope_domain24, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E: %self">
#alias_scope51 = #llvm.alias_scope<id = distinct[123]<>, domain = #alias_scope_domain25, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE: %self">
#alias_scope52 = #llvm.alias_scope<id = distinct[124]<>, domain = #alias_scope_domain26, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E: %_1">
#alias_scope53 = #llvm.alias_scope<id = distinct[125]<>, domain = #alias_scope_domain27, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E: %_1">
#alias_scope54 = #llvm.alias_scope<id = distinct[126]<>, domain = #alias_scope_domain28, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E: %self">
#alias_scope55 = #llvm.alias_scope<id = distinct[127]<>, domain = #alias_scope_domain29, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE: %self">
#alias_scope56 = #llvm.alias_scope<id = distinct[128]<>, domain = #alias_scope_domain30, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E: %_1">
#alias_scope57 = #llvm.alias_scope<id = distinct[129]<>, domain = #alias_scope_domain31, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E: %_1">
#alias_scope58 = #llvm.alias_scope<id = distinct[130]<>, domain = #alias_scope_domain32, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE: %_0">
#alias_scope59 = #llvm.alias_scope<id = distinct[131]<>, domain = #alias_scope_domain33, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hac905f013183fce6E: %_0">
#alias_scope60 = #llvm.alias_scope<id = distinct[132]<>, domain = #alias_scope_domain33, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hac905f013183fce6E: %iterator">
#alias_scope61 = #llvm.alias_scope<id = distinct[133]<>, domain = #alias_scope_domain34, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h4fd06e004e21bc67E: %_1">
#alias_scope62 = #llvm.alias_scope<id = distinct[134]<>, domain = #alias_scope_domain35, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h1fcc46da7c91b1e4E: %_1">
#alias_scope63 = #llvm.alias_scope<id = distinct[135]<>, domain = #alias_scope_domain36, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e3067e6f389de3cE: %_1">
#alias_scope64 = #llvm.alias_scope<id = distinct[136]<>, domain = #alias_scope_domain37, description = "_ZN4core4iter6traits8iterator8Iterator4fold17he698facc749084d9E: %f">
#alias_scope65 = #llvm.alias_scope<id = distinct[137]<>, domain = #alias_scope_domain38, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h835db4c83fe30b9cE: %self">
#alias_scope66 = #llvm.alias_scope<id = distinct[138]<>, domain = #alias_scope_domain38, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h835db4c83fe30b9cE: %g">
#alias_scope67 = #llvm.alias_scope<id = distinct[139]<>, domain = #alias_scope_domain39, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hba1808a2df5ce84fE: %self">
#alias_scope68 = #llvm.alias_scope<id = distinct[140]<>, domain = #alias_scope_domain39, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17hba1808a2df5ce84fE: %f">
#alias_scope69 = #llvm.alias_scope<id = distinct[141]<>, domain = #alias_scope_domain40, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h0ed6f8db8a3193d7E: %self">
#alias_scope70 = #llvm.alias_scope<id = distinct[142]<>, domain = #alias_scope_domain40, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h0ed6f8db8a3193d7E: %iterator">
#alias_scope71 = #llvm.alias_scope<id = distinct[143]<>, domain = #alias_scope_domain41, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hbdd57a5854c26df2E: %self">
#alias_scope72 = #llvm.alias_scope<id = distinct[144]<>, domain = #alias_scope_domain41, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hbdd57a5854c26df2E: %iterator">
#alias_scope73 = #llvm.alias_scope<id = distinct[145]<>, domain = #alias_scope_domain42, description = "_ZN6vecall5norm228_$u7b$$u7b$closure$u7d$$u7d$17hf675436c9ebd67f7E: %t">
#alias_scope74 = #llvm.alias_scope<id = distinct[146]<>, domain = #alias_scope_domain43, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha3f26e9ffaed221cE: %elt">
#alias_scope75 = #llvm.alias_scope<id = distinct[147]<>, domain = #alias_scope_domain44, description = "_ZN6vecall5norm217hff94cc153bfa866fE: %x.0">
#alias_scope76 = #llvm.alias_scope<id = distinct[148]<>, domain = #alias_scope_domain45, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E: %self">
#alias_scope77 = #llvm.alias_scope<id = distinct[149]<>, domain = #alias_scope_domain46, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE: %self">
#alias_scope78 = #llvm.alias_scope<id = distinct[150]<>, domain = #alias_scope_domain47, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E: %_1">
#alias_scope79 = #llvm.alias_scope<id = distinct[151]<>, domain = #alias_scope_domain48, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E: %_1">
#alias_scope80 = #llvm.alias_scope<id = distinct[152]<>, domain = #alias_scope_domain49, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE: %_0">
#alias_scope81 = #llvm.alias_scope<id = distinct[153]<>, domain = #alias_scope_domain50, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h4eccfdabaf6ebe68E: %_0">
#alias_scope82 = #llvm.alias_scope<id = distinct[154]<>, domain = #alias_scope_domain50, description = "_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h4eccfdabaf6ebe68E: %iterator">
#alias_scope83 = #llvm.alias_scope<id = distinct[155]<>, domain = #alias_scope_domain51, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hceafe43aaf76962cE: %_1">
#alias_scope84 = #llvm.alias_scope<id = distinct[156]<>, domain = #alias_scope_domain52, description = "_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hc850353e437fea79E: %_1">
#alias_scope85 = #llvm.alias_scope<id = distinct[157]<>, domain = #alias_scope_domain53, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h66d074186cc152a5E: %_1">
#alias_scope86 = #llvm.alias_scope<id = distinct[158]<>, domain = #alias_scope_domain54, description = "_ZN4core4iter6traits8iterator8Iterator4fold17h980c69d505682de6E: %f">
#alias_scope87 = #llvm.alias_scope<id = distinct[159]<>, domain = #alias_scope_domain55, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h87ecd6e6237568c3E: %self">
#alias_scope88 = #llvm.alias_scope<id = distinct[160]<>, domain = #alias_scope_domain55, description = "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h87ecd6e6237568c3E: %g">
#alias_scope89 = #llvm.alias_scope<id = distinct[161]<>, domain = #alias_scope_domain56, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h665bb3b4d4fd04c6E: %self">
#alias_scope90 = #llvm.alias_scope<id = distinct[162]<>, domain = #alias_scope_domain56, description = "_ZN4core4iter6traits8iterator8Iterator8for_each17h665bb3b4d4fd04c6E: %f">
#alias_scope91 = #llvm.alias_scope<id = distinct[163]<>, domain = #alias_scope_domain57, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h90be16cb59bdc024E: %self">
#alias_scope92 = #llvm.alias_scope<id = distinct[164]<>, domain = #alias_scope_domain57, description = "_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h90be16cb59bdc024E: %iterator">
#alias_scope93 = #llvm.alias_scope<id = distinct[165]<>, domain = #alias_scope_domain58, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hc6514d2eb27b0b06E: %self">
#alias_scope94 = #llvm.alias_scope<id = distinct[166]<>, domain = #alias_scope_domain58, description = "_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hc6514d2eb27b0b06E: %iterator">
#alias_scope95 = #llvm.alias_scope<id = distinct[167]<>, domain = #alias_scope_domain59, description = "_ZN6vecall4vsum28_$u7b$$u7b$closure$u7d$$u7d$17h478c0e9c1fe5907fE: %x">
#alias_scope96 = #llvm.alias_scope<id = distinct[168]<>, domain = #alias_scope_domain60, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h53e65db3283394dbE: %elt">
#alias_scope97 = #llvm.alias_scope<id = distinct[169]<>, domain = #alias_scope_domain61, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E: %self">
#alias_scope98 = #llvm.alias_scope<id = distinct[170]<>, domain = #alias_scope_domain62, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE: %self">
#alias_scope99 = #llvm.alias_scope<id = distinct[171]<>, domain = #alias_scope_domain63, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E: %_1">
#alias_scope100 = #llvm.alias_scope<id = distinct[172]<>, domain = #alias_scope_domain64, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E: %_1">
#alias_scope101 = #llvm.alias_scope<id = distinct[173]<>, domain = #alias_scope_domain65, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1ff338ac3f80c0cdE: %_0">
#alias_scope102 = #llvm.alias_scope<id = distinct[174]<>, domain = #alias_scope_domain66, description = "_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17h37b68cf21a9a40f0E: %_0">
#alias_scope103 = #llvm.alias_scope<id = distinct[175]<>, domain = #alias_scope_domain67, description = "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h50b5a8465ad2e202E: %b">
#alias_scope104 = #llvm.alias_scope<id = distinct[176]<>, domain = #alias_scope_domain68, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h054df7a734b681f6E: %self">
#alias_scope105 = #llvm.alias_scope<id = distinct[177]<>, domain = #alias_scope_domain69, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h21db7f0c98cc019dE: %self">
#alias_scope106 = #llvm.alias_scope<id = distinct[178]<>, domain = #alias_scope_domain70, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h2e2257ac93be6c34E: %_1">
#alias_scope107 = #llvm.alias_scope<id = distinct[179]<>, domain = #alias_scope_domain71, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h4edc05539b793919E: %_1">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, isVectorized = true>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
  llvm.func unnamed_addr @two_vecs(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(2305843009213693952 : i64) : i64
    %2 = llvm.mlir.constant(9223372036854775801 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(8 : i64) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(2305843009213693950 : i64) : i64
    %8 = llvm.mlir.poison : vector<2xf64>
    %9 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi64>) : vector<2xi64>
    %10 = llvm.mlir.constant(2 : i64) : i64
    %11 = llvm.mlir.constant(dense<2> : vector<2xi64>) : vector<2xi64>
    %12 = llvm.mlir.constant(1 : i64) : i64
    %13 = llvm.mlir.constant(32 : i64) : i64
    %14 = llvm.mlir.constant(1152921504606846972 : i64) : i64
    %15 = llvm.mlir.constant(16 : i64) : i64
    %16 = llvm.mlir.constant(4 : i64) : i64
    %17 = llvm.mlir.constant(-1 : i64) : i64
    %18 = llvm.shl %arg2, %0 : i64
    %19 = llvm.icmp "ult" %arg2, %1 : i64
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
    llvm.br ^bb5(%arg2, %25 : i64, i64)
  ^bb4(%26: i64):  // 2 preds: ^bb0, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%26, %18) {noalias_scopes = [#alias_scope1, #alias_scope2]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb5(%27: i64, %28: i64):  // 2 preds: ^bb1, ^bb3
    %29 = llvm.inttoptr %28 : i64 to !llvm.ptr
    %30 = llvm.icmp "ule" %arg2, %27 : i64
    "llvm.intr.assume"(%30) : (i1) -> ()
    llvm.switch %arg2 : i64, ^bb6 [
      0: ^bb27(%6 : f64),
      1: ^bb9(%3 : i64)
    ]
  ^bb6:  // pred: ^bb5
    %31 = llvm.and %arg2, %7  : i64
    %32 = llvm.insertelement %arg1, %8[%3 : i64] : vector<2xf64>
    %33 = llvm.shufflevector %32, %8 [0, 0] : vector<2xf64> 
    %34 = llvm.insertelement %arg0, %8[%3 : i64] : vector<2xf64>
    %35 = llvm.shufflevector %34, %8 [0, 0] : vector<2xf64> 
    llvm.br ^bb7(%3, %9 : i64, vector<2xi64>)
  ^bb7(%36: i64, %37: vector<2xi64>):  // 2 preds: ^bb6, ^bb7
    %38 = llvm.uitofp %37 : vector<2xi64> to vector<2xf64>
    %39 = llvm.fmul %33, %38  : vector<2xf64>
    %40 = llvm.fadd %35, %39  : vector<2xf64>
    %41 = llvm.getelementptr inbounds %29[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %40, %41 {alignment = 8 : i64, noalias_scopes = [#alias_scope3, #alias_scope4, #alias_scope5, #alias_scope6, #alias_scope7, #alias_scope8, #alias_scope9, #alias_scope10, #alias_scope11, #alias_scope12, #alias_scope13, #alias_scope14, #alias_scope1, #alias_scope2]} : vector<2xf64>, !llvm.ptr
    %42 = llvm.add %36, %10 overflow<nuw> : i64
    %43 = llvm.add %37, %11 overflow<nuw> : vector<2xi64>
    %44 = llvm.icmp "eq" %42, %31 : i64
    llvm.cond_br %44, ^bb8, ^bb7(%42, %43 : i64, vector<2xi64>) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb7
    %45 = llvm.icmp "eq" %arg2, %31 : i64
    llvm.cond_br %45, ^bb11, ^bb9(%31 : i64)
  ^bb9(%46: i64):  // 2 preds: ^bb5, ^bb8
    llvm.br ^bb10(%46 : i64)
  ^bb10(%47: i64):  // 2 preds: ^bb9, ^bb10
    %48 = llvm.add %47, %12 overflow<nuw> : i64
    %49 = llvm.uitofp %47 : i64 to f64
    %50 = llvm.fmul %arg1, %49  : f64
    %51 = llvm.fadd %arg0, %50  : f64
    %52 = llvm.getelementptr inbounds %29[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %51, %52 {alignment = 8 : i64, noalias_scopes = [#alias_scope3, #alias_scope4, #alias_scope5, #alias_scope6, #alias_scope7, #alias_scope8, #alias_scope9, #alias_scope10, #alias_scope11, #alias_scope12, #alias_scope13, #alias_scope14, #alias_scope1, #alias_scope2]} : f64, !llvm.ptr
    %53 = llvm.icmp "eq" %48, %arg2 : i64
    llvm.cond_br %53, ^bb11, ^bb10(%48 : i64) {loop_annotation = #loop_annotation}
  ^bb11:  // 2 preds: ^bb8, ^bb10
    %54 = llvm.shl %arg2, %0 overflow<nsw, nuw> : i64
    %55 = llvm.getelementptr inbounds %29[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
    %57 = llvm.sub %56, %28 overflow<nuw> : i64
    %58 = llvm.lshr %57, %0  : i64
    %59 = llvm.icmp "ult" %57, %2 : i64
    llvm.cond_br %59 weights([2000, 2002]), ^bb12, ^bb18(%3 : i64)
  ^bb12:  // pred: ^bb11
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope15, #alias_scope16, #alias_scope17]} : () -> ()
    %60 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%57, %4) {noalias_scopes = [#alias_scope15, #alias_scope16, #alias_scope17]} : (i64, i64) -> !llvm.ptr
    %61 = llvm.icmp "eq" %60, %5 : !llvm.ptr
    llvm.cond_br %61, ^bb18(%4 : i64), ^bb13
  ^bb13:  // pred: ^bb12
    %62 = llvm.icmp "ult" %57, %13 : i64
    llvm.cond_br %62, ^bb17(%3 : i64), ^bb14
  ^bb14:  // pred: ^bb13
    %63 = llvm.and %58, %14  : i64
    %64 = llvm.insertelement %arg0, %8[%3 : i64] : vector<2xf64>
    %65 = llvm.shufflevector %64, %8 [0, 0] : vector<2xf64> 
    llvm.br ^bb15(%3 : i64)
  ^bb15(%66: i64):  // 2 preds: ^bb14, ^bb15
    %67 = llvm.getelementptr inbounds %29[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope18
    %68 = llvm.getelementptr inbounds %67[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %69 = llvm.load %67 {alias_scopes = [#alias_scope19, #alias_scope18], alignment = 8 : i64, noalias_scopes = [#alias_scope20, #alias_scope21, #alias_scope22, #alias_scope23, #alias_scope24, #alias_scope25, #alias_scope26, #alias_scope27, #alias_scope28, #alias_scope29, #alias_scope30, #alias_scope16, #alias_scope17]} : !llvm.ptr -> vector<2xf64>
    %70 = llvm.load %68 {alias_scopes = [#alias_scope19, #alias_scope18], alignment = 8 : i64, noalias_scopes = [#alias_scope20, #alias_scope21, #alias_scope22, #alias_scope23, #alias_scope24, #alias_scope25, #alias_scope26, #alias_scope27, #alias_scope28, #alias_scope29, #alias_scope30, #alias_scope16, #alias_scope17]} : !llvm.ptr -> vector<2xf64>
    %71 = llvm.fmul %69, %69  : vector<2xf64>
    %72 = llvm.fmul %70, %70  : vector<2xf64>
    %73 = llvm.fsub %71, %65  : vector<2xf64>
    %74 = llvm.fsub %72, %65  : vector<2xf64>
    %75 = llvm.getelementptr inbounds %60[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %76 = llvm.getelementptr inbounds %75[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %73, %75 {alignment = 8 : i64, noalias_scopes = [#alias_scope31, #alias_scope32, #alias_scope21, #alias_scope18, #alias_scope22, #alias_scope23, #alias_scope24, #alias_scope25, #alias_scope26, #alias_scope27, #alias_scope28, #alias_scope29, #alias_scope30, #alias_scope16, #alias_scope17]} : vector<2xf64>, !llvm.ptr
    llvm.store %74, %76 {alignment = 8 : i64, noalias_scopes = [#alias_scope31, #alias_scope32, #alias_scope21, #alias_scope18, #alias_scope22, #alias_scope23, #alias_scope24, #alias_scope25, #alias_scope26, #alias_scope27, #alias_scope28, #alias_scope29, #alias_scope30, #alias_scope16, #alias_scope17]} : vector<2xf64>, !llvm.ptr
    %77 = llvm.add %66, %16 overflow<nuw> : i64
    %78 = llvm.icmp "eq" %77, %63 : i64
    llvm.cond_br %78, ^bb16, ^bb15(%77 : i64) {loop_annotation = #loop_annotation}
  ^bb16:  // pred: ^bb15
    %79 = llvm.icmp "eq" %58, %63 : i64
    llvm.cond_br %79, ^bb20, ^bb17(%63 : i64)
  ^bb17(%80: i64):  // 2 preds: ^bb13, ^bb16
    llvm.br ^bb19(%80 : i64)
  ^bb18(%81: i64):  // 2 preds: ^bb11, ^bb12
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%81, %57) {noalias_scopes = [#alias_scope16, #alias_scope17]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb19(%82: i64):  // 2 preds: ^bb17, ^bb19
    %83 = llvm.getelementptr inbounds %29[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope18
    %84 = llvm.load %83 {alias_scopes = [#alias_scope19, #alias_scope18], alignment = 8 : i64, noalias_scopes = [#alias_scope20, #alias_scope21, #alias_scope22, #alias_scope23, #alias_scope24, #alias_scope25, #alias_scope26, #alias_scope27, #alias_scope28, #alias_scope29, #alias_scope30, #alias_scope16, #alias_scope17]} : !llvm.ptr -> f64
    %85 = llvm.fmul %84, %84  : f64
    %86 = llvm.fsub %85, %arg0  : f64
    %87 = llvm.getelementptr inbounds %60[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %86, %87 {alignment = 8 : i64, noalias_scopes = [#alias_scope31, #alias_scope32, #alias_scope21, #alias_scope18, #alias_scope22, #alias_scope23, #alias_scope24, #alias_scope25, #alias_scope26, #alias_scope27, #alias_scope28, #alias_scope29, #alias_scope30, #alias_scope16, #alias_scope17]} : f64, !llvm.ptr
    %88 = llvm.add %82, %12 overflow<nuw> : i64
    %89 = llvm.icmp "eq" %88, %58 : i64
    llvm.cond_br %89, ^bb20, ^bb19(%88 : i64) {loop_annotation = #loop_annotation}
  ^bb20:  // 2 preds: ^bb16, ^bb19
    %90 = llvm.add %58, %17 overflow<nsw> : i64
    %91 = llvm.and %58, %0  : i64
    %92 = llvm.icmp "ult" %90, %0 : i64
    llvm.cond_br %92, ^bb24(%6, %3 : f64, i64), ^bb21
  ^bb21:  // pred: ^bb20
    %93 = llvm.and %58, %14  : i64
    llvm.br ^bb22(%6, %3, %3 : f64, i64, i64)
  ^bb22(%94: f64, %95: i64, %96: i64):  // 2 preds: ^bb21, ^bb22
    %97 = llvm.or %95, %12  : i64
    %98 = llvm.getelementptr inbounds %29[%95] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %99 = llvm.getelementptr inbounds %60[%95] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope33
    llvm.intr.experimental.noalias.scope.decl #alias_scope34
    llvm.intr.experimental.noalias.scope.decl #alias_scope35
    llvm.intr.experimental.noalias.scope.decl #alias_scope36
    %100 = llvm.load %98 {alias_scopes = [#alias_scope35, #alias_scope33], alignment = 8 : i64, noalias_scopes = [#alias_scope36, #alias_scope34, #alias_scope37]} : !llvm.ptr -> f64
    %101 = llvm.load %99 {alias_scopes = [#alias_scope36, #alias_scope34], alignment = 8 : i64, noalias_scopes = [#alias_scope35, #alias_scope33, #alias_scope37]} : !llvm.ptr -> f64
    %102 = llvm.fmul %100, %101  : f64
    %103 = llvm.fadd %94, %102  : f64
    %104 = llvm.or %95, %10  : i64
    %105 = llvm.getelementptr inbounds %29[%97] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %106 = llvm.getelementptr inbounds %60[%97] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope38
    llvm.intr.experimental.noalias.scope.decl #alias_scope39
    llvm.intr.experimental.noalias.scope.decl #alias_scope40
    llvm.intr.experimental.noalias.scope.decl #alias_scope41
    %107 = llvm.load %105 {alias_scopes = [#alias_scope40, #alias_scope38], alignment = 8 : i64, noalias_scopes = [#alias_scope41, #alias_scope39, #alias_scope37]} : !llvm.ptr -> f64
    %108 = llvm.load %106 {alias_scopes = [#alias_scope41, #alias_scope39], alignment = 8 : i64, noalias_scopes = [#alias_scope40, #alias_scope38, #alias_scope37]} : !llvm.ptr -> f64
    %109 = llvm.fmul %107, %108  : f64
    %110 = llvm.fadd %103, %109  : f64
    %111 = llvm.or %95, %0  : i64
    %112 = llvm.getelementptr inbounds %29[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %113 = llvm.getelementptr inbounds %60[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope42
    llvm.intr.experimental.noalias.scope.decl #alias_scope43
    llvm.intr.experimental.noalias.scope.decl #alias_scope44
    llvm.intr.experimental.noalias.scope.decl #alias_scope45
    %114 = llvm.load %112 {alias_scopes = [#alias_scope44, #alias_scope42], alignment = 8 : i64, noalias_scopes = [#alias_scope45, #alias_scope43, #alias_scope37]} : !llvm.ptr -> f64
    %115 = llvm.load %113 {alias_scopes = [#alias_scope45, #alias_scope43], alignment = 8 : i64, noalias_scopes = [#alias_scope44, #alias_scope42, #alias_scope37]} : !llvm.ptr -> f64
    %116 = llvm.fmul %114, %115  : f64
    %117 = llvm.fadd %110, %116  : f64
    %118 = llvm.add %95, %16 overflow<nsw, nuw> : i64
    %119 = llvm.getelementptr inbounds %29[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %120 = llvm.getelementptr inbounds %60[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope46
    llvm.intr.experimental.noalias.scope.decl #alias_scope47
    llvm.intr.experimental.noalias.scope.decl #alias_scope48
    llvm.intr.experimental.noalias.scope.decl #alias_scope49
    %121 = llvm.load %119 {alias_scopes = [#alias_scope48, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope49, #alias_scope47, #alias_scope37]} : !llvm.ptr -> f64
    %122 = llvm.load %120 {alias_scopes = [#alias_scope49, #alias_scope47], alignment = 8 : i64, noalias_scopes = [#alias_scope48, #alias_scope46, #alias_scope37]} : !llvm.ptr -> f64
    %123 = llvm.fmul %121, %122  : f64
    %124 = llvm.fadd %117, %123  : f64
    %125 = llvm.add %96, %16 : i64
    %126 = llvm.icmp "eq" %125, %93 : i64
    llvm.cond_br %126, ^bb23, ^bb22(%124, %118, %125 : f64, i64, i64)
  ^bb23:  // pred: ^bb22
    %127 = llvm.icmp "eq" %91, %3 : i64
    llvm.cond_br %127, ^bb26(%124 : f64), ^bb24(%124, %118 : f64, i64)
  ^bb24(%128: f64, %129: i64):  // 2 preds: ^bb20, ^bb23
    %130 = llvm.icmp "ne" %91, %3 : i64
    "llvm.intr.assume"(%130) : (i1) -> ()
    llvm.br ^bb25(%128, %129, %3 : f64, i64, i64)
  ^bb25(%131: f64, %132: i64, %133: i64):  // 2 preds: ^bb24, ^bb25
    %134 = llvm.add %132, %12 overflow<nsw, nuw> : i64
    %135 = llvm.getelementptr inbounds %29[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %136 = llvm.getelementptr inbounds %60[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope33
    llvm.intr.experimental.noalias.scope.decl #alias_scope34
    llvm.intr.experimental.noalias.scope.decl #alias_scope35
    llvm.intr.experimental.noalias.scope.decl #alias_scope36
    %137 = llvm.load %135 {alias_scopes = [#alias_scope35, #alias_scope33], alignment = 8 : i64, noalias_scopes = [#alias_scope36, #alias_scope34, #alias_scope37]} : !llvm.ptr -> f64
    %138 = llvm.load %136 {alias_scopes = [#alias_scope36, #alias_scope34], alignment = 8 : i64, noalias_scopes = [#alias_scope35, #alias_scope33, #alias_scope37]} : !llvm.ptr -> f64
    %139 = llvm.fmul %137, %138  : f64
    %140 = llvm.fadd %131, %139  : f64
    %141 = llvm.add %133, %12 : i64
    %142 = llvm.icmp "eq" %141, %91 : i64
    llvm.cond_br %142, ^bb26(%140 : f64), ^bb25(%140, %134, %141 : f64, i64, i64) {loop_annotation = #loop_annotation1}
  ^bb26(%143: f64):  // 2 preds: ^bb23, ^bb25
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%60, %57, %4) {noalias_scopes = [#alias_scope50, #alias_scope51, #alias_scope52, #alias_scope53]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb27(%143 : f64)
  ^bb27(%144: f64):  // 2 preds: ^bb5, ^bb26
    %145 = llvm.icmp "eq" %27, %3 : i64
    llvm.cond_br %145, ^bb29, ^bb28
  ^bb28:  // pred: ^bb27
    %146 = llvm.shl %27, %0 overflow<nuw> : i64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%29, %146, %4) {noalias_scopes = [#alias_scope54, #alias_scope55, #alias_scope56, #alias_scope57]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb27, ^bb28
    llvm.return %144 : f64
  }
  llvm.func unnamed_addr @vec_norm(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(2305843009213693952 : i64) : i64
    %2 = llvm.mlir.constant(9223372036854775801 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(8 : i64) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(2305843009213693950 : i64) : i64
    %8 = llvm.mlir.poison : vector<2xf64>
    %9 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi64>) : vector<2xi64>
    %10 = llvm.mlir.constant(2 : i64) : i64
    %11 = llvm.mlir.constant(dense<2> : vector<2xi64>) : vector<2xi64>
    %12 = llvm.mlir.constant(-1 : i64) : i64
    %13 = llvm.mlir.constant(1 : i64) : i64
    %14 = llvm.mlir.constant(-4 : i64) : i64
    %15 = llvm.mlir.constant(16 : i64) : i64
    %16 = llvm.mlir.constant(24 : i64) : i64
    %17 = llvm.mlir.constant(4 : i64) : i64
    %18 = llvm.shl %arg2, %0 : i64
    %19 = llvm.icmp "ult" %arg2, %1 : i64
    %20 = llvm.icmp "ult" %18, %2 : i64
    %21 = llvm.and %19, %20  : i1
    llvm.cond_br %21 weights([2000, 2002]), ^bb1, ^bb4(%3 : i64)
  ^bb1:  // pred: ^bb0
    %22 = llvm.icmp "eq" %18, %3 : i64
    llvm.cond_br %22, ^bb5(%3, %4 : i64, i64), ^bb2
  ^bb2:  // pred: ^bb1
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope58, #alias_scope59, #alias_scope60]} : () -> ()
    %23 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%18, %4) {noalias_scopes = [#alias_scope58, #alias_scope59, #alias_scope60]} : (i64, i64) -> !llvm.ptr
    %24 = llvm.icmp "eq" %23, %5 : !llvm.ptr
    llvm.cond_br %24, ^bb4(%4 : i64), ^bb3
  ^bb3:  // pred: ^bb2
    %25 = llvm.ptrtoint %23 : !llvm.ptr to i64
    llvm.br ^bb5(%arg2, %25 : i64, i64)
  ^bb4(%26: i64):  // 2 preds: ^bb0, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%26, %18) {noalias_scopes = [#alias_scope59, #alias_scope60]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb5(%27: i64, %28: i64):  // 2 preds: ^bb1, ^bb3
    %29 = llvm.inttoptr %28 : i64 to !llvm.ptr
    %30 = llvm.icmp "ule" %arg2, %27 : i64
    "llvm.intr.assume"(%30) : (i1) -> ()
    llvm.switch %arg2 : i64, ^bb6 [
      0: ^bb18(%6 : f64),
      1: ^bb9(%3 : i64)
    ]
  ^bb6:  // pred: ^bb5
    %31 = llvm.and %arg2, %7  : i64
    %32 = llvm.insertelement %arg0, %8[%3 : i64] : vector<2xf64>
    %33 = llvm.shufflevector %32, %8 [0, 0] : vector<2xf64> 
    %34 = llvm.insertelement %arg1, %8[%3 : i64] : vector<2xf64>
    %35 = llvm.shufflevector %34, %8 [0, 0] : vector<2xf64> 
    llvm.br ^bb7(%3, %9 : i64, vector<2xi64>)
  ^bb7(%36: i64, %37: vector<2xi64>):  // 2 preds: ^bb6, ^bb7
    %38 = llvm.uitofp %37 : vector<2xi64> to vector<2xf64>
    %39 = llvm.fmul %33, %38  : vector<2xf64>
    %40 = llvm.intr.cos(%39)  : (vector<2xf64>) -> vector<2xf64>
    %41 = llvm.fmul %35, %40  : vector<2xf64>
    %42 = llvm.getelementptr inbounds %29[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %41, %42 {alignment = 8 : i64, noalias_scopes = [#alias_scope61, #alias_scope62, #alias_scope63, #alias_scope64, #alias_scope65, #alias_scope66, #alias_scope67, #alias_scope68, #alias_scope69, #alias_scope70, #alias_scope71, #alias_scope72, #alias_scope59, #alias_scope60]} : vector<2xf64>, !llvm.ptr
    %43 = llvm.add %36, %10 overflow<nuw> : i64
    %44 = llvm.add %37, %11 overflow<nuw> : vector<2xi64>
    %45 = llvm.icmp "eq" %43, %31 : i64
    llvm.cond_br %45, ^bb8, ^bb7(%43, %44 : i64, vector<2xi64>) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb7
    %46 = llvm.icmp "eq" %arg2, %31 : i64
    %47 = llvm.add %31, %12 overflow<nsw> : i64
    llvm.cond_br %46, ^bb11(%47 : i64), ^bb9(%31 : i64)
  ^bb9(%48: i64):  // 2 preds: ^bb5, ^bb8
    llvm.br ^bb10(%48 : i64)
  ^bb10(%49: i64):  // 2 preds: ^bb9, ^bb10
    %50 = llvm.add %49, %13 overflow<nuw> : i64
    %51 = llvm.uitofp %49 : i64 to f64
    %52 = llvm.fmul %arg0, %51  : f64
    %53 = llvm.intr.cos(%52)  : (f64) -> f64
    %54 = llvm.fmul %arg1, %53  : f64
    %55 = llvm.getelementptr inbounds %29[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %55 {alignment = 8 : i64, noalias_scopes = [#alias_scope61, #alias_scope62, #alias_scope63, #alias_scope64, #alias_scope65, #alias_scope66, #alias_scope67, #alias_scope68, #alias_scope69, #alias_scope70, #alias_scope71, #alias_scope72, #alias_scope59, #alias_scope60]} : f64, !llvm.ptr
    %56 = llvm.icmp "eq" %50, %arg2 : i64
    llvm.cond_br %56, ^bb11(%49 : i64), ^bb10(%50 : i64) {loop_annotation = #loop_annotation}
  ^bb11(%57: i64):  // 2 preds: ^bb8, ^bb10
    %58 = llvm.add %57, %13 : i64
    %59 = llvm.and %58, %0  : i64
    %60 = llvm.icmp "ult" %57, %0 : i64
    llvm.cond_br %60, ^bb15(%3, %6 : i64, f64), ^bb12
  ^bb12:  // pred: ^bb11
    %61 = llvm.and %58, %14  : i64
    llvm.br ^bb13(%3, %6, %3 : i64, f64, i64)
  ^bb13(%62: i64, %63: f64, %64: i64):  // 2 preds: ^bb12, ^bb13
    %65 = llvm.getelementptr inbounds %29[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %66 = llvm.load %65 {alias_scopes = [#alias_scope73, #alias_scope74, #alias_scope75], alignment = 8 : i64} : !llvm.ptr -> f64
    %67 = llvm.fmul %66, %66  : f64
    %68 = llvm.fadd %63, %67  : f64
    %69 = llvm.getelementptr inbounds %29[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %70 = llvm.getelementptr inbounds %69[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %71 = llvm.load %70 {alias_scopes = [#alias_scope73, #alias_scope74, #alias_scope75], alignment = 8 : i64} : !llvm.ptr -> f64
    %72 = llvm.fmul %71, %71  : f64
    %73 = llvm.fadd %68, %72  : f64
    %74 = llvm.getelementptr inbounds %29[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %75 = llvm.getelementptr inbounds %74[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %76 = llvm.load %75 {alias_scopes = [#alias_scope73, #alias_scope74, #alias_scope75], alignment = 8 : i64} : !llvm.ptr -> f64
    %77 = llvm.fmul %76, %76  : f64
    %78 = llvm.fadd %73, %77  : f64
    %79 = llvm.getelementptr inbounds %29[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %80 = llvm.getelementptr inbounds %79[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %81 = llvm.load %80 {alias_scopes = [#alias_scope73, #alias_scope74, #alias_scope75], alignment = 8 : i64} : !llvm.ptr -> f64
    %82 = llvm.fmul %81, %81  : f64
    %83 = llvm.fadd %78, %82  : f64
    %84 = llvm.add %62, %17 overflow<nsw, nuw> : i64
    %85 = llvm.add %64, %17 : i64
    %86 = llvm.icmp "eq" %85, %61 : i64
    llvm.cond_br %86, ^bb14, ^bb13(%84, %83, %85 : i64, f64, i64)
  ^bb14:  // pred: ^bb13
    %87 = llvm.icmp "eq" %59, %3 : i64
    llvm.cond_br %87, ^bb17(%83 : f64), ^bb15(%84, %83 : i64, f64)
  ^bb15(%88: i64, %89: f64):  // 2 preds: ^bb11, ^bb14
    %90 = llvm.icmp "ne" %59, %3 : i64
    "llvm.intr.assume"(%90) : (i1) -> ()
    llvm.br ^bb16(%88, %89, %3 : i64, f64, i64)
  ^bb16(%91: i64, %92: f64, %93: i64):  // 2 preds: ^bb15, ^bb16
    %94 = llvm.getelementptr inbounds %29[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %95 = llvm.load %94 {alias_scopes = [#alias_scope73, #alias_scope74, #alias_scope75], alignment = 8 : i64} : !llvm.ptr -> f64
    %96 = llvm.fmul %95, %95  : f64
    %97 = llvm.fadd %92, %96  : f64
    %98 = llvm.add %91, %13 overflow<nsw, nuw> : i64
    %99 = llvm.add %93, %13 : i64
    %100 = llvm.icmp "eq" %99, %59 : i64
    llvm.cond_br %100, ^bb17(%97 : f64), ^bb16(%98, %97, %99 : i64, f64, i64) {loop_annotation = #loop_annotation1}
  ^bb17(%101: f64):  // 2 preds: ^bb14, ^bb16
    %102 = llvm.intr.sqrt(%101)  : (f64) -> f64
    llvm.br ^bb18(%102 : f64)
  ^bb18(%103: f64):  // 2 preds: ^bb5, ^bb17
    %104 = llvm.icmp "eq" %27, %3 : i64
    llvm.cond_br %104, ^bb20, ^bb19
  ^bb19:  // pred: ^bb18
    %105 = llvm.shl %27, %0 overflow<nuw> : i64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%29, %105, %4) {noalias_scopes = [#alias_scope76, #alias_scope77, #alias_scope78, #alias_scope79]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb18, ^bb19
    llvm.return %103 : f64
  }
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope80, #alias_scope81, #alias_scope82]} : () -> ()
    %23 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%18, %4) {noalias_scopes = [#alias_scope80, #alias_scope81, #alias_scope82]} : (i64, i64) -> !llvm.ptr
    %24 = llvm.icmp "eq" %23, %5 : !llvm.ptr
    llvm.cond_br %24, ^bb4(%4 : i64), ^bb3
  ^bb3:  // pred: ^bb2
    %25 = llvm.ptrtoint %23 : !llvm.ptr to i64
    llvm.br ^bb5(%arg3, %25 : i64, i64)
  ^bb4(%26: i64):  // 2 preds: ^bb0, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%26, %18) {noalias_scopes = [#alias_scope81, #alias_scope82]} : (i64, i64) -> ()
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
    llvm.store %43, %44 {alignment = 8 : i64, noalias_scopes = [#alias_scope83, #alias_scope84, #alias_scope85, #alias_scope86, #alias_scope87, #alias_scope88, #alias_scope89, #alias_scope90, #alias_scope91, #alias_scope92, #alias_scope93, #alias_scope94, #alias_scope81, #alias_scope82]} : vector<2xf64>, !llvm.ptr
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
    llvm.store %54, %55 {alignment = 8 : i64, noalias_scopes = [#alias_scope83, #alias_scope84, #alias_scope85, #alias_scope86, #alias_scope87, #alias_scope88, #alias_scope89, #alias_scope90, #alias_scope91, #alias_scope92, #alias_scope93, #alias_scope94, #alias_scope81, #alias_scope82]} : f64, !llvm.ptr
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
    %70 = llvm.load %69 {alias_scopes = [#alias_scope95, #alias_scope96], alignment = 8 : i64} : !llvm.ptr -> f64
    %71 = llvm.fmul %70, %70  : f64
    %72 = llvm.fadd %67, %71  : f64
    %73 = llvm.getelementptr inbounds %29[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %74 = llvm.getelementptr inbounds %73[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %75 = llvm.load %74 {alias_scopes = [#alias_scope95, #alias_scope96], alignment = 8 : i64} : !llvm.ptr -> f64
    %76 = llvm.fmul %75, %75  : f64
    %77 = llvm.fadd %72, %76  : f64
    %78 = llvm.getelementptr inbounds %29[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %79 = llvm.getelementptr inbounds %78[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %80 = llvm.load %79 {alias_scopes = [#alias_scope95, #alias_scope96], alignment = 8 : i64} : !llvm.ptr -> f64
    %81 = llvm.fmul %80, %80  : f64
    %82 = llvm.fadd %77, %81  : f64
    %83 = llvm.getelementptr inbounds %29[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %84 = llvm.getelementptr inbounds %83[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %85 = llvm.load %84 {alias_scopes = [#alias_scope95, #alias_scope96], alignment = 8 : i64} : !llvm.ptr -> f64
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
    %99 = llvm.load %98 {alias_scopes = [#alias_scope95, #alias_scope96], alignment = 8 : i64} : !llvm.ptr -> f64
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%29, %107, %4) {noalias_scopes = [#alias_scope97, #alias_scope98, #alias_scope99, #alias_scope100]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb18, ^bb19
    llvm.return %105 : f64
  }
  llvm.func unnamed_addr @vzeros(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(3 : i64) : i64
    %1 = llvm.mlir.constant(2305843009213693952 : i64) : i64
    %2 = llvm.mlir.constant(9223372036854775801 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(8 : i64) : i64
    %5 = llvm.mlir.zero : !llvm.ptr
    %6 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(2305843009213693950 : i64) : i64
    %8 = llvm.mlir.poison : vector<2xf64>
    %9 = llvm.mlir.constant(dense<[0, 1]> : vector<2xi64>) : vector<2xi64>
    %10 = llvm.mlir.constant(2 : i64) : i64
    %11 = llvm.mlir.constant(dense<2> : vector<2xi64>) : vector<2xi64>
    %12 = llvm.mlir.constant(1 : i64) : i64
    %13 = llvm.mlir.constant(-1 : i64) : i64
    %14 = llvm.mlir.constant(-2 : i64) : i64
    %15 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %16 = llvm.mlir.constant(7 : i64) : i64
    %17 = llvm.mlir.constant(2305843009213693944 : i64) : i64
    %18 = llvm.mlir.constant(16 : i64) : i64
    %19 = llvm.mlir.constant(24 : i64) : i64
    %20 = llvm.mlir.constant(32 : i64) : i64
    %21 = llvm.mlir.constant(40 : i64) : i64
    %22 = llvm.mlir.constant(48 : i64) : i64
    %23 = llvm.mlir.constant(56 : i64) : i64
    %24 = llvm.shl %arg2, %0 : i64
    %25 = llvm.icmp "ult" %arg2, %1 : i64
    %26 = llvm.icmp "ult" %24, %2 : i64
    %27 = llvm.and %25, %26  : i1
    llvm.cond_br %27 weights([2000, 2002]), ^bb1, ^bb4(%3 : i64)
  ^bb1:  // pred: ^bb0
    %28 = llvm.icmp "eq" %24, %3 : i64
    llvm.cond_br %28, ^bb5(%3, %4 : i64, i64), ^bb2
  ^bb2:  // pred: ^bb1
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope101, #alias_scope102]} : () -> ()
    %29 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(%24, %4) {noalias_scopes = [#alias_scope101, #alias_scope102]} : (i64, i64) -> !llvm.ptr
    %30 = llvm.icmp "eq" %29, %5 : !llvm.ptr
    llvm.cond_br %30, ^bb4(%4 : i64), ^bb3
  ^bb3:  // pred: ^bb2
    %31 = llvm.ptrtoint %29 : !llvm.ptr to i64
    llvm.br ^bb5(%arg2, %31 : i64, i64)
  ^bb4(%32: i64):  // 2 preds: ^bb0, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%32, %24) {noalias_scopes = [#alias_scope102]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb5(%33: i64, %34: i64):  // 2 preds: ^bb1, ^bb3
    %35 = llvm.inttoptr %34 : i64 to !llvm.ptr
    llvm.switch %arg2 : i64, ^bb6 [
      0: ^bb21(%6 : f64),
      1: ^bb9(%3 : i64)
    ]
  ^bb6:  // pred: ^bb5
    %36 = llvm.and %arg2, %7  : i64
    %37 = llvm.insertelement %arg0, %8[%3 : i64] : vector<2xf64>
    %38 = llvm.shufflevector %37, %8 [0, 0] : vector<2xf64> 
    %39 = llvm.insertelement %arg1, %8[%3 : i64] : vector<2xf64>
    %40 = llvm.shufflevector %39, %8 [0, 0] : vector<2xf64> 
    llvm.br ^bb7(%3, %9 : i64, vector<2xi64>)
  ^bb7(%41: i64, %42: vector<2xi64>):  // 2 preds: ^bb6, ^bb7
    %43 = llvm.uitofp %42 : vector<2xi64> to vector<2xf64>
    %44 = llvm.fmul %38, %43  : vector<2xf64>
    %45 = llvm.getelementptr inbounds %35[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %46 = llvm.fadd %40, %44  : vector<2xf64>
    llvm.store %46, %45 {alignment = 8 : i64} : vector<2xf64>, !llvm.ptr
    %47 = llvm.add %41, %10 overflow<nuw> : i64
    %48 = llvm.add %42, %11 overflow<nuw> : vector<2xi64>
    %49 = llvm.icmp "eq" %47, %36 : i64
    llvm.cond_br %49, ^bb8, ^bb7(%47, %48 : i64, vector<2xi64>) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb7
    %50 = llvm.icmp "eq" %arg2, %36 : i64
    llvm.cond_br %50, ^bb10, ^bb9(%36 : i64)
  ^bb9(%51: i64):  // 2 preds: ^bb5, ^bb8
    llvm.br ^bb25(%51 : i64)
  ^bb10:  // 2 preds: ^bb8, ^bb25
    %52 = llvm.icmp "eq" %arg2, %12 : i64
    llvm.cond_br %52, ^bb15, ^bb11
  ^bb11:  // pred: ^bb10
    %53 = llvm.load %35 {alignment = 8 : i64} : !llvm.ptr -> f64
    %54 = llvm.add %arg2, %13 overflow<nsw> : i64
    %55 = llvm.and %54, %12  : i64
    %56 = llvm.icmp "eq" %arg2, %10 : i64
    llvm.cond_br %56, ^bb14(%53, %12 : f64, i64), ^bb12
  ^bb12:  // pred: ^bb11
    %57 = llvm.and %54, %14  : i64
    llvm.br ^bb24(%53, %12, %3 : f64, i64, i64)
  ^bb13:  // pred: ^bb24
    %58 = llvm.icmp "eq" %55, %3 : i64
    llvm.cond_br %58, ^bb15, ^bb14(%145, %141 : f64, i64)
  ^bb14(%59: f64, %60: i64):  // 2 preds: ^bb11, ^bb13
    %61 = llvm.icmp "ne" %55, %3 : i64
    "llvm.intr.assume"(%61) : (i1) -> ()
    %62 = llvm.getelementptr inbounds %35[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %63 = llvm.load %62 {alignment = 8 : i64} : !llvm.ptr -> f64
    %64 = llvm.intr.sin(%59)  : (f64) -> f64
    %65 = llvm.fmul %63, %64  : f64
    %66 = llvm.fmul %63, %15  : f64
    %67 = llvm.fadd %66, %65  : f64
    llvm.store %67, %62 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb15
  ^bb15:  // 3 preds: ^bb10, ^bb13, ^bb14
    %68 = llvm.getelementptr inbounds %35[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %69 = llvm.ptrtoint %68 : !llvm.ptr to i64
    %70 = llvm.sub %69, %34 overflow<nuw> : i64
    %71 = llvm.lshr %70, %0  : i64
    %72 = llvm.add %71, %13 overflow<nsw> : i64
    %73 = llvm.and %71, %16  : i64
    %74 = llvm.icmp "ult" %72, %16 : i64
    llvm.cond_br %74, ^bb19(%3, %6 : i64, f64), ^bb16
  ^bb16:  // pred: ^bb15
    %75 = llvm.and %71, %17  : i64
    llvm.br ^bb17(%3, %6, %3 : i64, f64, i64)
  ^bb17(%76: i64, %77: f64, %78: i64):  // 2 preds: ^bb16, ^bb17
    %79 = llvm.getelementptr inbounds %35[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %80 = llvm.load %79 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %81 = llvm.fadd %77, %80  : f64
    %82 = llvm.getelementptr inbounds %35[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %83 = llvm.getelementptr inbounds %82[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %84 = llvm.load %83 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %85 = llvm.fadd %81, %84  : f64
    %86 = llvm.getelementptr inbounds %35[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %87 = llvm.getelementptr inbounds %86[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %88 = llvm.load %87 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %89 = llvm.fadd %85, %88  : f64
    %90 = llvm.getelementptr inbounds %35[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %91 = llvm.getelementptr inbounds %90[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %92 = llvm.load %91 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %93 = llvm.fadd %89, %92  : f64
    %94 = llvm.getelementptr inbounds %35[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %95 = llvm.getelementptr inbounds %94[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %96 = llvm.load %95 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %97 = llvm.fadd %93, %96  : f64
    %98 = llvm.getelementptr inbounds %35[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %99 = llvm.getelementptr inbounds %98[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %100 = llvm.load %99 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %101 = llvm.fadd %97, %100  : f64
    %102 = llvm.getelementptr inbounds %35[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %103 = llvm.getelementptr inbounds %102[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %104 = llvm.load %103 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %105 = llvm.fadd %101, %104  : f64
    %106 = llvm.getelementptr inbounds %35[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %107 = llvm.getelementptr inbounds %106[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %108 = llvm.load %107 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %109 = llvm.fadd %105, %108  : f64
    %110 = llvm.add %76, %4 overflow<nuw> : i64
    %111 = llvm.add %78, %4 : i64
    %112 = llvm.icmp "eq" %111, %75 : i64
    llvm.cond_br %112, ^bb18, ^bb17(%110, %109, %111 : i64, f64, i64)
  ^bb18:  // pred: ^bb17
    %113 = llvm.icmp "eq" %73, %3 : i64
    llvm.cond_br %113, ^bb21(%109 : f64), ^bb19(%110, %109 : i64, f64)
  ^bb19(%114: i64, %115: f64):  // 2 preds: ^bb15, ^bb18
    %116 = llvm.icmp "ne" %73, %3 : i64
    "llvm.intr.assume"(%116) : (i1) -> ()
    llvm.br ^bb20(%114, %115, %3 : i64, f64, i64)
  ^bb20(%117: i64, %118: f64, %119: i64):  // 2 preds: ^bb19, ^bb20
    %120 = llvm.getelementptr inbounds %35[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %121 = llvm.load %120 {alias_scopes = [#alias_scope103], alignment = 8 : i64} : !llvm.ptr -> f64
    %122 = llvm.fadd %118, %121  : f64
    %123 = llvm.add %117, %12 overflow<nuw> : i64
    %124 = llvm.add %119, %12 : i64
    %125 = llvm.icmp "eq" %124, %73 : i64
    llvm.cond_br %125, ^bb21(%122 : f64), ^bb20(%123, %122, %124 : i64, f64, i64) {loop_annotation = #loop_annotation1}
  ^bb21(%126: f64):  // 3 preds: ^bb5, ^bb18, ^bb20
    %127 = llvm.icmp "eq" %33, %3 : i64
    llvm.cond_br %127, ^bb23, ^bb22
  ^bb22:  // pred: ^bb21
    %128 = llvm.shl %33, %0 overflow<nuw> : i64
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%35, %128, %4) {noalias_scopes = [#alias_scope104, #alias_scope105, #alias_scope106, #alias_scope107]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb23
  ^bb23:  // 2 preds: ^bb21, ^bb22
    llvm.return %126 : f64
  ^bb24(%129: f64, %130: i64, %131: i64):  // 2 preds: ^bb12, ^bb24
    %132 = llvm.getelementptr inbounds %35[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %133 = llvm.load %132 {alignment = 8 : i64} : !llvm.ptr -> f64
    %134 = llvm.intr.sin(%129)  : (f64) -> f64
    %135 = llvm.fmul %133, %134  : f64
    %136 = llvm.fmul %133, %15  : f64
    %137 = llvm.fadd %136, %135  : f64
    llvm.store %137, %132 {alignment = 8 : i64} : f64, !llvm.ptr
    %138 = llvm.getelementptr inbounds %35[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %139 = llvm.getelementptr inbounds %138[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %140 = llvm.load %139 {alignment = 8 : i64} : !llvm.ptr -> f64
    %141 = llvm.add %130, %10 overflow<nuw> : i64
    %142 = llvm.intr.sin(%137)  : (f64) -> f64
    %143 = llvm.fmul %140, %142  : f64
    %144 = llvm.fmul %140, %15  : f64
    %145 = llvm.fadd %144, %143  : f64
    llvm.store %145, %139 {alignment = 8 : i64} : f64, !llvm.ptr
    %146 = llvm.add %131, %10 : i64
    %147 = llvm.icmp "eq" %146, %57 : i64
    llvm.cond_br %147, ^bb13, ^bb24(%145, %141, %146 : f64, i64, i64)
  ^bb25(%148: i64):  // 2 preds: ^bb9, ^bb25
    %149 = llvm.uitofp %148 : i64 to f64
    %150 = llvm.fmul %arg0, %149  : f64
    %151 = llvm.add %148, %12 overflow<nuw> : i64
    %152 = llvm.getelementptr inbounds %35[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %153 = llvm.fadd %arg1, %150  : f64
    llvm.store %153, %152 {alignment = 8 : i64} : f64, !llvm.ptr
    %154 = llvm.icmp "eq" %151, %arg2 : i64
    llvm.cond_br %154, ^bb10, ^bb25(%151 : i64) {loop_annotation = #loop_annotation}
  }
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(!llvm.ptr {llvm.allocptr, llvm.noundef}, i64 {llvm.noundef}, i64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "4"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 {llvm.noundef}, i64 {llvm.allocalign, llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "41"], ["allocsize", "4294967295"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["alloc-variant-zeroed", "_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 {llvm.noundef}, i64 {llvm.allocalign, llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "49"], ["allocsize", "4294967295"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @rust_eh_personality(i32 {llvm.noundef}, i32 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 {llvm.noundef}, i64) attributes {no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
}
