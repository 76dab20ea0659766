// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// floats ordered by `total_cmp`. rustc compares the integer keys
// `bits ^ ((bits >> 63) as u64 >> 1)` and, sorting, carries each float's
// bits (`llvm.bitcast` of the f64 to i64) through block arguments and
// stores them as i64s into the array. The bits are words from no memory
// (ad/word_copies.rs): carried and stored as the float itself, the
// comparisons take a bitcast. Refused before as type punning ("this float
// is made from the integer bits of a value carrying derivatives").
//   #[no_mangle]
//   pub fn tsort5(a: f64, b: f64, c: f64, d: f64, e: f64) -> f64 {
//       let mut v = [a * b, b + c, c * c, d - a, e * a];
//       v.sort_by(|x, y| x.total_cmp(y));
//       v[0] + 2.0 * v[2] + 3.0 * v[4]
//   }
//   #[no_mangle]
//   pub fn tmax(a: f64, b: f64, c: f64) -> f64 {
//       let v = [a * b, b + c, c * a];
//       *v.iter().max_by(|x, y| x.total_cmp(y)).unwrap() * 2.0
//   }
//   #[no_mangle]
//   pub fn clampit(a: f64, b: f64) -> f64 {
//       (a * b).clamp(-0.5, 0.5) + a.max(b) * a.min(b)
//   }
//
// rev @tsort5 active,active,active,active,active : 0.3; 0.7; -1.1; 0.2; 1.5 | 1.3; -0.4; 0.9; -2.0; 0.1 | -0.5; 0.25; 0.6; 0.8; -1.9
// rev @tmax active,active,active : 0.3; 0.7; -1.1 | -1.2; 0.5; 2.0
// rev @clampit active,active : 0.3; 0.7 | 2.0; 0.9 | -1.5; 0.2
// fwd @tsort5 dup,dup,dup,dup,dup : 0.3; 0.7; -1.1; 0.2; 1.5 | -0.5; 0.25; 0.6; 0.8; -1.9
// fwd @tmax dup,dup,dup : 0.3; 0.7; -1.1
// fwd @clampit dup,dup : 2.0; 0.9
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "_ZN4core5slice4sort6shared5pivot7median317h1804d76b6637bb2eE">
#alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain5 = #llvm.alias_scope_domain<id = distinct[5]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain6 = #llvm.alias_scope_domain<id = distinct[6]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain7 = #llvm.alias_scope_domain<id = distinct[7]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain8 = #llvm.alias_scope_domain<id = distinct[8]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain9 = #llvm.alias_scope_domain<id = distinct[9]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain10 = #llvm.alias_scope_domain<id = distinct[10]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain11 = #llvm.alias_scope_domain<id = distinct[11]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain12 = #llvm.alias_scope_domain<id = distinct[12]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain13 = #llvm.alias_scope_domain<id = distinct[13]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain14 = #llvm.alias_scope_domain<id = distinct[14]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain15 = #llvm.alias_scope_domain<id = distinct[15]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain16 = #llvm.alias_scope_domain<id = distinct[16]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain17 = #llvm.alias_scope_domain<id = distinct[17]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain18 = #llvm.alias_scope_domain<id = distinct[18]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain19 = #llvm.alias_scope_domain<id = distinct[19]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain20 = #llvm.alias_scope_domain<id = distinct[20]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain21 = #llvm.alias_scope_domain<id = distinct[21]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain22 = #llvm.alias_scope_domain<id = distinct[22]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain23 = #llvm.alias_scope_domain<id = distinct[23]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain24 = #llvm.alias_scope_domain<id = distinct[24]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain25 = #llvm.alias_scope_domain<id = distinct[25]<>, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h8ce55ae77750d336E">
#alias_scope_domain26 = #llvm.alias_scope_domain<id = distinct[26]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain27 = #llvm.alias_scope_domain<id = distinct[27]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain28 = #llvm.alias_scope_domain<id = distinct[28]<>, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h5468b7ff92b4476dE">
#alias_scope_domain29 = #llvm.alias_scope_domain<id = distinct[29]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain30 = #llvm.alias_scope_domain<id = distinct[30]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain31 = #llvm.alias_scope_domain<id = distinct[31]<>, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hcada4f0e4ae7eda6E">
#alias_scope_domain32 = #llvm.alias_scope_domain<id = distinct[32]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h0a58f1668186c588E">
#alias_scope_domain33 = #llvm.alias_scope_domain<id = distinct[33]<>, description = "_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17hfa35dd87bfd5c47fE">
#alias_scope_domain34 = #llvm.alias_scope_domain<id = distinct[34]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h2a991771a51edccbE">
#alias_scope_domain35 = #llvm.alias_scope_domain<id = distinct[35]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h65c33f49a9e89b55E">
#alias_scope_domain36 = #llvm.alias_scope_domain<id = distinct[36]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hbce5bbcebac226ecE">
#alias_scope_domain37 = #llvm.alias_scope_domain<id = distinct[37]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h92893f7dc640cc79E">
#alias_scope_domain38 = #llvm.alias_scope_domain<id = distinct[38]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain39 = #llvm.alias_scope_domain<id = distinct[39]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain40 = #llvm.alias_scope_domain<id = distinct[40]<>, description = "_ZN4core5slice4sort6stable5drift10create_run17h42de81ae2d01e313E">
#alias_scope_domain41 = #llvm.alias_scope_domain<id = distinct[41]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain42 = #llvm.alias_scope_domain<id = distinct[42]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain43 = #llvm.alias_scope_domain<id = distinct[43]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain44 = #llvm.alias_scope_domain<id = distinct[44]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain45 = #llvm.alias_scope_domain<id = distinct[45]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h0fc5b0046587fbd0E">
#alias_scope_domain46 = #llvm.alias_scope_domain<id = distinct[46]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17h4b1306b70d1725cbE">
#alias_scope_domain47 = #llvm.alias_scope_domain<id = distinct[47]<>, description = "_ZN4core5slice4sort6stable5merge5merge17h221deab0bbdc5eb1E">
#alias_scope_domain48 = #llvm.alias_scope_domain<id = distinct[48]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain49 = #llvm.alias_scope_domain<id = distinct[49]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain50 = #llvm.alias_scope_domain<id = distinct[50]<>, description = "_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h5522bdac4c4d546fE">
#alias_scope_domain51 = #llvm.alias_scope_domain<id = distinct[51]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain52 = #llvm.alias_scope_domain<id = distinct[52]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain53 = #llvm.alias_scope_domain<id = distinct[53]<>, description = "_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17ha109ab80d1bdfdecE">
#alias_scope_domain54 = #llvm.alias_scope_domain<id = distinct[54]<>, description = "_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h36165b7ca54fdfcfE">
#alias_scope_domain55 = #llvm.alias_scope_domain<id = distinct[55]<>, description = "_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hae399efceb8d26a3E">
#alias_scope_domain56 = #llvm.alias_scope_domain<id = distinct[56]<>, description = "_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h2793d4d7f3211a27E">
#alias_scope_domain57 = #llvm.alias_scope_domain<id = distinct[57]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain58 = #llvm.alias_scope_domain<id = distinct[58]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain59 = #llvm.alias_scope_domain<id = distinct[59]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain60 = #llvm.alias_scope_domain<id = distinct[60]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain61 = #llvm.alias_scope_domain<id = distinct[61]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain62 = #llvm.alias_scope_domain<id = distinct[62]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain63 = #llvm.alias_scope_domain<id = distinct[63]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain64 = #llvm.alias_scope_domain<id = distinct[64]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain65 = #llvm.alias_scope_domain<id = distinct[65]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain66 = #llvm.alias_scope_domain<id = distinct[66]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain67 = #llvm.alias_scope_domain<id = distinct[67]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain68 = #llvm.alias_scope_domain<id = distinct[68]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain69 = #llvm.alias_scope_domain<id = distinct[69]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain70 = #llvm.alias_scope_domain<id = distinct[70]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain71 = #llvm.alias_scope_domain<id = distinct[71]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain72 = #llvm.alias_scope_domain<id = distinct[72]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain73 = #llvm.alias_scope_domain<id = distinct[73]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain74 = #llvm.alias_scope_domain<id = distinct[74]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain75 = #llvm.alias_scope_domain<id = distinct[75]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain76 = #llvm.alias_scope_domain<id = distinct[76]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain77 = #llvm.alias_scope_domain<id = distinct[77]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain78 = #llvm.alias_scope_domain<id = distinct[78]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain79 = #llvm.alias_scope_domain<id = distinct[79]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain80 = #llvm.alias_scope_domain<id = distinct[80]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain81 = #llvm.alias_scope_domain<id = distinct[81]<>, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h00f60cd9d609afc2E">
#alias_scope_domain82 = #llvm.alias_scope_domain<id = distinct[82]<>, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h6bb0b6bd6509c3f9E">
#alias_scope_domain83 = #llvm.alias_scope_domain<id = distinct[83]<>, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h8ce55ae77750d336E">
#alias_scope_domain84 = #llvm.alias_scope_domain<id = distinct[84]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain85 = #llvm.alias_scope_domain<id = distinct[85]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain86 = #llvm.alias_scope_domain<id = distinct[86]<>, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h5468b7ff92b4476dE">
#alias_scope_domain87 = #llvm.alias_scope_domain<id = distinct[87]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain88 = #llvm.alias_scope_domain<id = distinct[88]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain89 = #llvm.alias_scope_domain<id = distinct[89]<>, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hcada4f0e4ae7eda6E">
#alias_scope_domain90 = #llvm.alias_scope_domain<id = distinct[90]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain91 = #llvm.alias_scope_domain<id = distinct[91]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain92 = #llvm.alias_scope_domain<id = distinct[92]<>, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17h31d5fc87eca8afc7E">
#alias_scope_domain93 = #llvm.alias_scope_domain<id = distinct[93]<>, description = "_ZN4core5slice4sort6shared5pivot7median317h1804d76b6637bb2eE">
#alias_scope_domain94 = #llvm.alias_scope_domain<id = distinct[94]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain95 = #llvm.alias_scope_domain<id = distinct[95]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain96 = #llvm.alias_scope_domain<id = distinct[96]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain97 = #llvm.alias_scope_domain<id = distinct[97]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain98 = #llvm.alias_scope_domain<id = distinct[98]<>, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h1d81cf177926b13bE">
#alias_scope_domain99 = #llvm.alias_scope_domain<id = distinct[99]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain100 = #llvm.alias_scope_domain<id = distinct[100]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain101 = #llvm.alias_scope_domain<id = distinct[101]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain102 = #llvm.alias_scope_domain<id = distinct[102]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain103 = #llvm.alias_scope_domain<id = distinct[103]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain104 = #llvm.alias_scope_domain<id = distinct[104]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain105 = #llvm.alias_scope_domain<id = distinct[105]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain106 = #llvm.alias_scope_domain<id = distinct[106]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain107 = #llvm.alias_scope_domain<id = distinct[107]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain108 = #llvm.alias_scope_domain<id = distinct[108]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain109 = #llvm.alias_scope_domain<id = distinct[109]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain110 = #llvm.alias_scope_domain<id = distinct[110]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain111 = #llvm.alias_scope_domain<id = distinct[111]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain112 = #llvm.alias_scope_domain<id = distinct[112]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain113 = #llvm.alias_scope_domain<id = distinct[113]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain114 = #llvm.alias_scope_domain<id = distinct[114]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain115 = #llvm.alias_scope_domain<id = distinct[115]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h698d4789fdba4366E">
#alias_scope_domain116 = #llvm.alias_scope_domain<id = distinct[116]<>, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17hb0a5d480075c3e91E">
#alias_scope_domain117 = #llvm.alias_scope_domain<id = distinct[117]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain118 = #llvm.alias_scope_domain<id = distinct[118]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain119 = #llvm.alias_scope_domain<id = distinct[119]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE">
#alias_scope_domain120 = #llvm.alias_scope_domain<id = distinct[120]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain121 = #llvm.alias_scope_domain<id = distinct[121]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain122 = #llvm.alias_scope_domain<id = distinct[122]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain123 = #llvm.alias_scope_domain<id = distinct[123]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE">
#alias_scope_domain124 = #llvm.alias_scope_domain<id = distinct[124]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain125 = #llvm.alias_scope_domain<id = distinct[125]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain126 = #llvm.alias_scope_domain<id = distinct[126]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain127 = #llvm.alias_scope_domain<id = distinct[127]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE">
#alias_scope_domain128 = #llvm.alias_scope_domain<id = distinct[128]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain129 = #llvm.alias_scope_domain<id = distinct[129]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain130 = #llvm.alias_scope_domain<id = distinct[130]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain131 = #llvm.alias_scope_domain<id = distinct[131]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE">
#alias_scope_domain132 = #llvm.alias_scope_domain<id = distinct[132]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain133 = #llvm.alias_scope_domain<id = distinct[133]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain134 = #llvm.alias_scope_domain<id = distinct[134]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#alias_scope_domain135 = #llvm.alias_scope_domain<id = distinct[135]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE">
#alias_scope_domain136 = #llvm.alias_scope_domain<id = distinct[136]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain137 = #llvm.alias_scope_domain<id = distinct[137]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E">
#alias_scope_domain138 = #llvm.alias_scope_domain<id = distinct[138]<>, description = "_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17ha50b70b5ea48bbcfE">
#alias_scope_domain139 = #llvm.alias_scope_domain<id = distinct[139]<>, description = "_ZN5alloc5slice11stable_sort17h8ce01ecd04039a78E">
#alias_scope_domain140 = #llvm.alias_scope_domain<id = distinct[140]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hfe00470e9b875880E">
#alias_scope_domain141 = #llvm.alias_scope_domain<id = distinct[141]<>, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h00f60cd9d609afc2E">
#alias_scope_domain142 = #llvm.alias_scope_domain<id = distinct[142]<>, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h6bb0b6bd6509c3f9E">
#alias_scope_domain143 = #llvm.alias_scope_domain<id = distinct[143]<>, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E">
#alias_scope_domain144 = #llvm.alias_scope_domain<id = distinct[144]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E">
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#alias_scope = #llvm.alias_scope<id = distinct[145]<>, domain = #alias_scope_domain, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope1 = #llvm.alias_scope<id = distinct[146]<>, domain = #alias_scope_domain, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope2 = #llvm.alias_scope<id = distinct[147]<>, domain = #alias_scope_domain1, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope3 = #llvm.alias_scope<id = distinct[148]<>, domain = #alias_scope_domain1, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope4 = #llvm.alias_scope<id = distinct[149]<>, domain = #alias_scope_domain2, description = "_ZN4core5slice4sort6shared5pivot7median317h1804d76b6637bb2eE: %c">
#alias_scope5 = #llvm.alias_scope<id = distinct[150]<>, domain = #alias_scope_domain3, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope6 = #llvm.alias_scope<id = distinct[151]<>, domain = #alias_scope_domain4, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope7 = #llvm.alias_scope<id = distinct[152]<>, domain = #alias_scope_domain3, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope8 = #llvm.alias_scope<id = distinct[153]<>, domain = #alias_scope_domain4, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope9 = #llvm.alias_scope<id = distinct[154]<>, domain = #alias_scope_domain5, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope10 = #llvm.alias_scope<id = distinct[155]<>, domain = #alias_scope_domain5, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope11 = #llvm.alias_scope<id = distinct[156]<>, domain = #alias_scope_domain6, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope12 = #llvm.alias_scope<id = distinct[157]<>, domain = #alias_scope_domain6, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope13 = #llvm.alias_scope<id = distinct[158]<>, domain = #alias_scope_domain7, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope14 = #llvm.alias_scope<id = distinct[159]<>, domain = #alias_scope_domain7, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope15 = #llvm.alias_scope<id = distinct[160]<>, domain = #alias_scope_domain8, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope16 = #llvm.alias_scope<id = distinct[161]<>, domain = #alias_scope_domain8, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope17 = #llvm.alias_scope<id = distinct[162]<>, domain = #alias_scope_domain9, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope18 = #llvm.alias_scope<id = distinct[163]<>, domain = #alias_scope_domain9, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope19 = #llvm.alias_scope<id = distinct[164]<>, domain = #alias_scope_domain10, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope20 = #llvm.alias_scope<id = distinct[165]<>, domain = #alias_scope_domain10, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope21 = #llvm.alias_scope<id = distinct[166]<>, domain = #alias_scope_domain11, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope22 = #llvm.alias_scope<id = distinct[167]<>, domain = #alias_scope_domain11, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope23 = #llvm.alias_scope<id = distinct[168]<>, domain = #alias_scope_domain12, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope24 = #llvm.alias_scope<id = distinct[169]<>, domain = #alias_scope_domain12, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope25 = #llvm.alias_scope<id = distinct[170]<>, domain = #alias_scope_domain13, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope26 = #llvm.alias_scope<id = distinct[171]<>, domain = #alias_scope_domain13, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope27 = #llvm.alias_scope<id = distinct[172]<>, domain = #alias_scope_domain14, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope28 = #llvm.alias_scope<id = distinct[173]<>, domain = #alias_scope_domain14, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope29 = #llvm.alias_scope<id = distinct[174]<>, domain = #alias_scope_domain15, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope30 = #llvm.alias_scope<id = distinct[175]<>, domain = #alias_scope_domain15, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope31 = #llvm.alias_scope<id = distinct[176]<>, domain = #alias_scope_domain16, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope32 = #llvm.alias_scope<id = distinct[177]<>, domain = #alias_scope_domain16, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope33 = #llvm.alias_scope<id = distinct[178]<>, domain = #alias_scope_domain17, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope34 = #llvm.alias_scope<id = distinct[179]<>, domain = #alias_scope_domain17, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope35 = #llvm.alias_scope<id = distinct[180]<>, domain = #alias_scope_domain18, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope36 = #llvm.alias_scope<id = distinct[181]<>, domain = #alias_scope_domain18, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope37 = #llvm.alias_scope<id = distinct[182]<>, domain = #alias_scope_domain19, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope38 = #llvm.alias_scope<id = distinct[183]<>, domain = #alias_scope_domain19, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope39 = #llvm.alias_scope<id = distinct[184]<>, domain = #alias_scope_domain20, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope40 = #llvm.alias_scope<id = distinct[185]<>, domain = #alias_scope_domain20, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope41 = #llvm.alias_scope<id = distinct[186]<>, domain = #alias_scope_domain21, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope42 = #llvm.alias_scope<id = distinct[187]<>, domain = #alias_scope_domain21, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope43 = #llvm.alias_scope<id = distinct[188]<>, domain = #alias_scope_domain22, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope44 = #llvm.alias_scope<id = distinct[189]<>, domain = #alias_scope_domain22, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope45 = #llvm.alias_scope<id = distinct[190]<>, domain = #alias_scope_domain23, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope46 = #llvm.alias_scope<id = distinct[191]<>, domain = #alias_scope_domain23, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope47 = #llvm.alias_scope<id = distinct[192]<>, domain = #alias_scope_domain24, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope48 = #llvm.alias_scope<id = distinct[193]<>, domain = #alias_scope_domain24, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope49 = #llvm.alias_scope<id = distinct[194]<>, domain = #alias_scope_domain25, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h8ce55ae77750d336E: %v.0">
#alias_scope50 = #llvm.alias_scope<id = distinct[195]<>, domain = #alias_scope_domain26, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope51 = #llvm.alias_scope<id = distinct[196]<>, domain = #alias_scope_domain27, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope52 = #llvm.alias_scope<id = distinct[197]<>, domain = #alias_scope_domain26, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope53 = #llvm.alias_scope<id = distinct[198]<>, domain = #alias_scope_domain27, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope54 = #llvm.alias_scope<id = distinct[199]<>, domain = #alias_scope_domain28, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h5468b7ff92b4476dE: %_0">
#alias_scope55 = #llvm.alias_scope<id = distinct[200]<>, domain = #alias_scope_domain28, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h5468b7ff92b4476dE: %is_less">
#alias_scope56 = #llvm.alias_scope<id = distinct[201]<>, domain = #alias_scope_domain29, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope57 = #llvm.alias_scope<id = distinct[202]<>, domain = #alias_scope_domain30, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope58 = #llvm.alias_scope<id = distinct[203]<>, domain = #alias_scope_domain29, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope59 = #llvm.alias_scope<id = distinct[204]<>, domain = #alias_scope_domain30, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope60 = #llvm.alias_scope<id = distinct[205]<>, domain = #alias_scope_domain31, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hcada4f0e4ae7eda6E: %_0">
#alias_scope61 = #llvm.alias_scope<id = distinct[206]<>, domain = #alias_scope_domain31, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hcada4f0e4ae7eda6E: %is_less">
#alias_scope62 = #llvm.alias_scope<id = distinct[207]<>, domain = #alias_scope_domain27, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a:It1">
#alias_scope63 = #llvm.alias_scope<id = distinct[208]<>, domain = #alias_scope_domain27, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b:It1">
#alias_scope64 = #llvm.alias_scope<id = distinct[209]<>, domain = #alias_scope_domain26, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x:It1">
#alias_scope65 = #llvm.alias_scope<id = distinct[210]<>, domain = #alias_scope_domain26, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y:It1">
#alias_scope66 = #llvm.alias_scope<id = distinct[211]<>, domain = #alias_scope_domain30, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a:It1">
#alias_scope67 = #llvm.alias_scope<id = distinct[212]<>, domain = #alias_scope_domain30, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b:It1">
#alias_scope68 = #llvm.alias_scope<id = distinct[213]<>, domain = #alias_scope_domain29, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x:It1">
#alias_scope69 = #llvm.alias_scope<id = distinct[214]<>, domain = #alias_scope_domain29, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y:It1">
#alias_scope70 = #llvm.alias_scope<id = distinct[215]<>, domain = #alias_scope_domain27, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a:It2">
#alias_scope71 = #llvm.alias_scope<id = distinct[216]<>, domain = #alias_scope_domain27, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b:It2">
#alias_scope72 = #llvm.alias_scope<id = distinct[217]<>, domain = #alias_scope_domain26, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x:It2">
#alias_scope73 = #llvm.alias_scope<id = distinct[218]<>, domain = #alias_scope_domain26, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y:It2">
#alias_scope74 = #llvm.alias_scope<id = distinct[219]<>, domain = #alias_scope_domain30, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a:It2">
#alias_scope75 = #llvm.alias_scope<id = distinct[220]<>, domain = #alias_scope_domain30, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b:It2">
#alias_scope76 = #llvm.alias_scope<id = distinct[221]<>, domain = #alias_scope_domain29, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x:It2">
#alias_scope77 = #llvm.alias_scope<id = distinct[222]<>, domain = #alias_scope_domain29, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y:It2">
#alias_scope78 = #llvm.alias_scope<id = distinct[223]<>, domain = #alias_scope_domain27, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a:It3">
#alias_scope79 = #llvm.alias_scope<id = distinct[224]<>, domain = #alias_scope_domain27, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b:It3">
#alias_scope80 = #llvm.alias_scope<id = distinct[225]<>, domain = #alias_scope_domain26, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x:It3">
#alias_scope81 = #llvm.alias_scope<id = distinct[226]<>, domain = #alias_scope_domain26, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y:It3">
#alias_scope82 = #llvm.alias_scope<id = distinct[227]<>, domain = #alias_scope_domain30, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a:It3">
#alias_scope83 = #llvm.alias_scope<id = distinct[228]<>, domain = #alias_scope_domain30, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b:It3">
#alias_scope84 = #llvm.alias_scope<id = distinct[229]<>, domain = #alias_scope_domain29, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x:It3">
#alias_scope85 = #llvm.alias_scope<id = distinct[230]<>, domain = #alias_scope_domain29, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y:It3">
#alias_scope86 = #llvm.alias_scope<id = distinct[231]<>, domain = #alias_scope_domain32, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h0a58f1668186c588E: %_0">
#alias_scope87 = #llvm.alias_scope<id = distinct[232]<>, domain = #alias_scope_domain33, description = "_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17hfa35dd87bfd5c47fE: %_0">
#alias_scope88 = #llvm.alias_scope<id = distinct[233]<>, domain = #alias_scope_domain34, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h2a991771a51edccbE: %self">
#alias_scope89 = #llvm.alias_scope<id = distinct[234]<>, domain = #alias_scope_domain35, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h65c33f49a9e89b55E: %self">
#alias_scope90 = #llvm.alias_scope<id = distinct[235]<>, domain = #alias_scope_domain36, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hbce5bbcebac226ecE: %_1">
#alias_scope91 = #llvm.alias_scope<id = distinct[236]<>, domain = #alias_scope_domain37, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h92893f7dc640cc79E: %_1">
#alias_scope92 = #llvm.alias_scope<id = distinct[237]<>, domain = #alias_scope_domain38, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope93 = #llvm.alias_scope<id = distinct[238]<>, domain = #alias_scope_domain38, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope94 = #llvm.alias_scope<id = distinct[239]<>, domain = #alias_scope_domain39, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope95 = #llvm.alias_scope<id = distinct[240]<>, domain = #alias_scope_domain39, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope96 = #llvm.alias_scope<id = distinct[241]<>, domain = #alias_scope_domain40, description = "_ZN4core5slice4sort6stable5drift10create_run17h42de81ae2d01e313E: %scratch.0">
#alias_scope97 = #llvm.alias_scope<id = distinct[242]<>, domain = #alias_scope_domain41, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope98 = #llvm.alias_scope<id = distinct[243]<>, domain = #alias_scope_domain42, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope99 = #llvm.alias_scope<id = distinct[244]<>, domain = #alias_scope_domain41, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope100 = #llvm.alias_scope<id = distinct[245]<>, domain = #alias_scope_domain42, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope101 = #llvm.alias_scope<id = distinct[246]<>, domain = #alias_scope_domain43, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope102 = #llvm.alias_scope<id = distinct[247]<>, domain = #alias_scope_domain44, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope103 = #llvm.alias_scope<id = distinct[248]<>, domain = #alias_scope_domain43, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope104 = #llvm.alias_scope<id = distinct[249]<>, domain = #alias_scope_domain44, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope105 = #llvm.alias_scope<id = distinct[250]<>, domain = #alias_scope_domain45, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h0fc5b0046587fbd0E: %a.0">
#alias_scope106 = #llvm.alias_scope<id = distinct[251]<>, domain = #alias_scope_domain45, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h0fc5b0046587fbd0E: %b.0">
#alias_scope107 = #llvm.alias_scope<id = distinct[252]<>, domain = #alias_scope_domain46, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17h4b1306b70d1725cbE: %self.0">
#alias_scope108 = #llvm.alias_scope<id = distinct[253]<>, domain = #alias_scope_domain40, description = "_ZN4core5slice4sort6stable5drift10create_run17h42de81ae2d01e313E: %is_less">
#alias_scope109 = #llvm.alias_scope<id = distinct[254]<>, domain = #alias_scope_domain47, description = "_ZN4core5slice4sort6stable5merge5merge17h221deab0bbdc5eb1E: %v.0">
#alias_scope110 = #llvm.alias_scope<id = distinct[255]<>, domain = #alias_scope_domain47, description = "_ZN4core5slice4sort6stable5merge5merge17h221deab0bbdc5eb1E: %scratch.0">
#alias_scope111 = #llvm.alias_scope<id = distinct[256]<>, domain = #alias_scope_domain48, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope112 = #llvm.alias_scope<id = distinct[257]<>, domain = #alias_scope_domain48, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope113 = #llvm.alias_scope<id = distinct[258]<>, domain = #alias_scope_domain49, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope114 = #llvm.alias_scope<id = distinct[259]<>, domain = #alias_scope_domain49, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope115 = #llvm.alias_scope<id = distinct[260]<>, domain = #alias_scope_domain50, description = "_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h5522bdac4c4d546fE: %self">
#alias_scope116 = #llvm.alias_scope<id = distinct[261]<>, domain = #alias_scope_domain51, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope117 = #llvm.alias_scope<id = distinct[262]<>, domain = #alias_scope_domain51, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope118 = #llvm.alias_scope<id = distinct[263]<>, domain = #alias_scope_domain52, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope119 = #llvm.alias_scope<id = distinct[264]<>, domain = #alias_scope_domain52, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope120 = #llvm.alias_scope<id = distinct[265]<>, domain = #alias_scope_domain53, description = "_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17ha109ab80d1bdfdecE: %self">
#alias_scope121 = #llvm.alias_scope<id = distinct[266]<>, domain = #alias_scope_domain54, description = "_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h36165b7ca54fdfcfE: %self">
#alias_scope122 = #llvm.alias_scope<id = distinct[267]<>, domain = #alias_scope_domain55, description = "_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hae399efceb8d26a3E: %_1">
#alias_scope123 = #llvm.alias_scope<id = distinct[268]<>, domain = #alias_scope_domain56, description = "_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h2793d4d7f3211a27E: %v.0">
#alias_scope124 = #llvm.alias_scope<id = distinct[269]<>, domain = #alias_scope_domain56, description = "_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h2793d4d7f3211a27E: %scratch.0">
#alias_scope125 = #llvm.alias_scope<id = distinct[270]<>, domain = #alias_scope_domain57, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope126 = #llvm.alias_scope<id = distinct[271]<>, domain = #alias_scope_domain57, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope127 = #llvm.alias_scope<id = distinct[272]<>, domain = #alias_scope_domain58, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope128 = #llvm.alias_scope<id = distinct[273]<>, domain = #alias_scope_domain58, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope129 = #llvm.alias_scope<id = distinct[274]<>, domain = #alias_scope_domain56, description = "_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h2793d4d7f3211a27E: %is_less">
#alias_scope130 = #llvm.alias_scope<id = distinct[275]<>, domain = #alias_scope_domain59, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope131 = #llvm.alias_scope<id = distinct[276]<>, domain = #alias_scope_domain59, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope132 = #llvm.alias_scope<id = distinct[277]<>, domain = #alias_scope_domain60, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope133 = #llvm.alias_scope<id = distinct[278]<>, domain = #alias_scope_domain60, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope134 = #llvm.alias_scope<id = distinct[279]<>, domain = #alias_scope_domain61, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope135 = #llvm.alias_scope<id = distinct[280]<>, domain = #alias_scope_domain61, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope136 = #llvm.alias_scope<id = distinct[281]<>, domain = #alias_scope_domain62, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope137 = #llvm.alias_scope<id = distinct[282]<>, domain = #alias_scope_domain62, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope138 = #llvm.alias_scope<id = distinct[283]<>, domain = #alias_scope_domain63, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope139 = #llvm.alias_scope<id = distinct[284]<>, domain = #alias_scope_domain63, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope140 = #llvm.alias_scope<id = distinct[285]<>, domain = #alias_scope_domain64, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope141 = #llvm.alias_scope<id = distinct[286]<>, domain = #alias_scope_domain64, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope142 = #llvm.alias_scope<id = distinct[287]<>, domain = #alias_scope_domain65, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope143 = #llvm.alias_scope<id = distinct[288]<>, domain = #alias_scope_domain65, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope144 = #llvm.alias_scope<id = distinct[289]<>, domain = #alias_scope_domain66, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope145 = #llvm.alias_scope<id = distinct[290]<>, domain = #alias_scope_domain66, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope146 = #llvm.alias_scope<id = distinct[291]<>, domain = #alias_scope_domain67, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope147 = #llvm.alias_scope<id = distinct[292]<>, domain = #alias_scope_domain67, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope148 = #llvm.alias_scope<id = distinct[293]<>, domain = #alias_scope_domain68, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope149 = #llvm.alias_scope<id = distinct[294]<>, domain = #alias_scope_domain68, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope150 = #llvm.alias_scope<id = distinct[295]<>, domain = #alias_scope_domain69, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope151 = #llvm.alias_scope<id = distinct[296]<>, domain = #alias_scope_domain69, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope152 = #llvm.alias_scope<id = distinct[297]<>, domain = #alias_scope_domain70, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope153 = #llvm.alias_scope<id = distinct[298]<>, domain = #alias_scope_domain70, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope154 = #llvm.alias_scope<id = distinct[299]<>, domain = #alias_scope_domain71, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope155 = #llvm.alias_scope<id = distinct[300]<>, domain = #alias_scope_domain71, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope156 = #llvm.alias_scope<id = distinct[301]<>, domain = #alias_scope_domain72, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope157 = #llvm.alias_scope<id = distinct[302]<>, domain = #alias_scope_domain72, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope158 = #llvm.alias_scope<id = distinct[303]<>, domain = #alias_scope_domain73, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope159 = #llvm.alias_scope<id = distinct[304]<>, domain = #alias_scope_domain73, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope160 = #llvm.alias_scope<id = distinct[305]<>, domain = #alias_scope_domain74, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope161 = #llvm.alias_scope<id = distinct[306]<>, domain = #alias_scope_domain74, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope162 = #llvm.alias_scope<id = distinct[307]<>, domain = #alias_scope_domain75, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope163 = #llvm.alias_scope<id = distinct[308]<>, domain = #alias_scope_domain75, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope164 = #llvm.alias_scope<id = distinct[309]<>, domain = #alias_scope_domain76, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope165 = #llvm.alias_scope<id = distinct[310]<>, domain = #alias_scope_domain76, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope166 = #llvm.alias_scope<id = distinct[311]<>, domain = #alias_scope_domain77, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope167 = #llvm.alias_scope<id = distinct[312]<>, domain = #alias_scope_domain78, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope168 = #llvm.alias_scope<id = distinct[313]<>, domain = #alias_scope_domain77, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope169 = #llvm.alias_scope<id = distinct[314]<>, domain = #alias_scope_domain78, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope170 = #llvm.alias_scope<id = distinct[315]<>, domain = #alias_scope_domain79, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope171 = #llvm.alias_scope<id = distinct[316]<>, domain = #alias_scope_domain80, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope172 = #llvm.alias_scope<id = distinct[317]<>, domain = #alias_scope_domain79, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope173 = #llvm.alias_scope<id = distinct[318]<>, domain = #alias_scope_domain80, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope174 = #llvm.alias_scope<id = distinct[319]<>, domain = #alias_scope_domain81, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h00f60cd9d609afc2E: %self">
#alias_scope175 = #llvm.alias_scope<id = distinct[320]<>, domain = #alias_scope_domain82, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h6bb0b6bd6509c3f9E: %_1">
#alias_scope176 = #llvm.alias_scope<id = distinct[321]<>, domain = #alias_scope_domain83, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h8ce55ae77750d336E: %v.0">
#alias_scope177 = #llvm.alias_scope<id = distinct[322]<>, domain = #alias_scope_domain84, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope178 = #llvm.alias_scope<id = distinct[323]<>, domain = #alias_scope_domain84, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope179 = #llvm.alias_scope<id = distinct[324]<>, domain = #alias_scope_domain85, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope180 = #llvm.alias_scope<id = distinct[325]<>, domain = #alias_scope_domain85, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope181 = #llvm.alias_scope<id = distinct[326]<>, domain = #alias_scope_domain86, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h5468b7ff92b4476dE: %_0">
#alias_scope182 = #llvm.alias_scope<id = distinct[327]<>, domain = #alias_scope_domain86, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h5468b7ff92b4476dE: %is_less">
#alias_scope183 = #llvm.alias_scope<id = distinct[328]<>, domain = #alias_scope_domain87, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope184 = #llvm.alias_scope<id = distinct[329]<>, domain = #alias_scope_domain87, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope185 = #llvm.alias_scope<id = distinct[330]<>, domain = #alias_scope_domain88, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope186 = #llvm.alias_scope<id = distinct[331]<>, domain = #alias_scope_domain88, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope187 = #llvm.alias_scope<id = distinct[332]<>, domain = #alias_scope_domain89, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hcada4f0e4ae7eda6E: %_0">
#alias_scope188 = #llvm.alias_scope<id = distinct[333]<>, domain = #alias_scope_domain89, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hcada4f0e4ae7eda6E: %is_less">
#alias_scope189 = #llvm.alias_scope<id = distinct[334]<>, domain = #alias_scope_domain90, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope190 = #llvm.alias_scope<id = distinct[335]<>, domain = #alias_scope_domain90, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope191 = #llvm.alias_scope<id = distinct[336]<>, domain = #alias_scope_domain91, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope192 = #llvm.alias_scope<id = distinct[337]<>, domain = #alias_scope_domain91, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope193 = #llvm.alias_scope<id = distinct[338]<>, domain = #alias_scope_domain92, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17h31d5fc87eca8afc7E: %v.0">
#alias_scope194 = #llvm.alias_scope<id = distinct[339]<>, domain = #alias_scope_domain93, description = "_ZN4core5slice4sort6shared5pivot7median317h1804d76b6637bb2eE: %c">
#alias_scope195 = #llvm.alias_scope<id = distinct[340]<>, domain = #alias_scope_domain92, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17h31d5fc87eca8afc7E: %is_less">
#alias_scope196 = #llvm.alias_scope<id = distinct[341]<>, domain = #alias_scope_domain94, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope197 = #llvm.alias_scope<id = distinct[342]<>, domain = #alias_scope_domain95, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope198 = #llvm.alias_scope<id = distinct[343]<>, domain = #alias_scope_domain94, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope199 = #llvm.alias_scope<id = distinct[344]<>, domain = #alias_scope_domain95, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope200 = #llvm.alias_scope<id = distinct[345]<>, domain = #alias_scope_domain96, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope201 = #llvm.alias_scope<id = distinct[346]<>, domain = #alias_scope_domain97, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope202 = #llvm.alias_scope<id = distinct[347]<>, domain = #alias_scope_domain96, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope203 = #llvm.alias_scope<id = distinct[348]<>, domain = #alias_scope_domain97, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope204 = #llvm.alias_scope<id = distinct[349]<>, domain = #alias_scope_domain98, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h1d81cf177926b13bE: %v.0">
#alias_scope205 = #llvm.alias_scope<id = distinct[350]<>, domain = #alias_scope_domain98, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h1d81cf177926b13bE: %scratch.0">
#alias_scope206 = #llvm.alias_scope<id = distinct[351]<>, domain = #alias_scope_domain99, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope207 = #llvm.alias_scope<id = distinct[352]<>, domain = #alias_scope_domain100, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope208 = #llvm.alias_scope<id = distinct[353]<>, domain = #alias_scope_domain99, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope209 = #llvm.alias_scope<id = distinct[354]<>, domain = #alias_scope_domain100, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope210 = #llvm.alias_scope<id = distinct[355]<>, domain = #alias_scope_domain101, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope211 = #llvm.alias_scope<id = distinct[356]<>, domain = #alias_scope_domain102, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope212 = #llvm.alias_scope<id = distinct[357]<>, domain = #alias_scope_domain103, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope213 = #llvm.alias_scope<id = distinct[358]<>, domain = #alias_scope_domain102, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope214 = #llvm.alias_scope<id = distinct[359]<>, domain = #alias_scope_domain103, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope215 = #llvm.alias_scope<id = distinct[360]<>, domain = #alias_scope_domain104, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope216 = #llvm.alias_scope<id = distinct[361]<>, domain = #alias_scope_domain105, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope217 = #llvm.alias_scope<id = distinct[362]<>, domain = #alias_scope_domain106, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope218 = #llvm.alias_scope<id = distinct[363]<>, domain = #alias_scope_domain105, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope219 = #llvm.alias_scope<id = distinct[364]<>, domain = #alias_scope_domain106, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope220 = #llvm.alias_scope<id = distinct[365]<>, domain = #alias_scope_domain107, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope221 = #llvm.alias_scope<id = distinct[366]<>, domain = #alias_scope_domain108, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope222 = #llvm.alias_scope<id = distinct[367]<>, domain = #alias_scope_domain109, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope223 = #llvm.alias_scope<id = distinct[368]<>, domain = #alias_scope_domain108, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope224 = #llvm.alias_scope<id = distinct[369]<>, domain = #alias_scope_domain109, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope225 = #llvm.alias_scope<id = distinct[370]<>, domain = #alias_scope_domain110, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope226 = #llvm.alias_scope<id = distinct[371]<>, domain = #alias_scope_domain111, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope227 = #llvm.alias_scope<id = distinct[372]<>, domain = #alias_scope_domain112, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope228 = #llvm.alias_scope<id = distinct[373]<>, domain = #alias_scope_domain111, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope229 = #llvm.alias_scope<id = distinct[374]<>, domain = #alias_scope_domain112, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope230 = #llvm.alias_scope<id = distinct[375]<>, domain = #alias_scope_domain113, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope231 = #llvm.alias_scope<id = distinct[376]<>, domain = #alias_scope_domain114, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope232 = #llvm.alias_scope<id = distinct[377]<>, domain = #alias_scope_domain115, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h698d4789fdba4366E: %pair">
#alias_scope233 = #llvm.alias_scope<id = distinct[378]<>, domain = #alias_scope_domain115, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h698d4789fdba4366E: %self.0">
#alias_scope234 = #llvm.alias_scope<id = distinct[379]<>, domain = #alias_scope_domain116, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17hb0a5d480075c3e91E: %v.0">
#alias_scope235 = #llvm.alias_scope<id = distinct[380]<>, domain = #alias_scope_domain116, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17hb0a5d480075c3e91E: %scratch.0">
#alias_scope236 = #llvm.alias_scope<id = distinct[381]<>, domain = #alias_scope_domain117, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope237 = #llvm.alias_scope<id = distinct[382]<>, domain = #alias_scope_domain118, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope238 = #llvm.alias_scope<id = distinct[383]<>, domain = #alias_scope_domain119, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %b">
#alias_scope239 = #llvm.alias_scope<id = distinct[384]<>, domain = #alias_scope_domain117, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope240 = #llvm.alias_scope<id = distinct[385]<>, domain = #alias_scope_domain118, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope241 = #llvm.alias_scope<id = distinct[386]<>, domain = #alias_scope_domain119, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %a">
#alias_scope242 = #llvm.alias_scope<id = distinct[387]<>, domain = #alias_scope_domain120, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope243 = #llvm.alias_scope<id = distinct[388]<>, domain = #alias_scope_domain121, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope244 = #llvm.alias_scope<id = distinct[389]<>, domain = #alias_scope_domain122, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope245 = #llvm.alias_scope<id = distinct[390]<>, domain = #alias_scope_domain123, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %a">
#alias_scope246 = #llvm.alias_scope<id = distinct[391]<>, domain = #alias_scope_domain121, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope247 = #llvm.alias_scope<id = distinct[392]<>, domain = #alias_scope_domain122, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope248 = #llvm.alias_scope<id = distinct[393]<>, domain = #alias_scope_domain123, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %b">
#alias_scope249 = #llvm.alias_scope<id = distinct[394]<>, domain = #alias_scope_domain124, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope250 = #llvm.alias_scope<id = distinct[395]<>, domain = #alias_scope_domain125, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope251 = #llvm.alias_scope<id = distinct[396]<>, domain = #alias_scope_domain126, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope252 = #llvm.alias_scope<id = distinct[397]<>, domain = #alias_scope_domain127, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %a">
#alias_scope253 = #llvm.alias_scope<id = distinct[398]<>, domain = #alias_scope_domain125, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope254 = #llvm.alias_scope<id = distinct[399]<>, domain = #alias_scope_domain126, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope255 = #llvm.alias_scope<id = distinct[400]<>, domain = #alias_scope_domain127, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %b">
#alias_scope256 = #llvm.alias_scope<id = distinct[401]<>, domain = #alias_scope_domain128, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope257 = #llvm.alias_scope<id = distinct[402]<>, domain = #alias_scope_domain129, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope258 = #llvm.alias_scope<id = distinct[403]<>, domain = #alias_scope_domain130, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope259 = #llvm.alias_scope<id = distinct[404]<>, domain = #alias_scope_domain131, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %a">
#alias_scope260 = #llvm.alias_scope<id = distinct[405]<>, domain = #alias_scope_domain129, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope261 = #llvm.alias_scope<id = distinct[406]<>, domain = #alias_scope_domain130, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope262 = #llvm.alias_scope<id = distinct[407]<>, domain = #alias_scope_domain131, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %b">
#alias_scope263 = #llvm.alias_scope<id = distinct[408]<>, domain = #alias_scope_domain132, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope264 = #llvm.alias_scope<id = distinct[409]<>, domain = #alias_scope_domain133, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope265 = #llvm.alias_scope<id = distinct[410]<>, domain = #alias_scope_domain134, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#alias_scope266 = #llvm.alias_scope<id = distinct[411]<>, domain = #alias_scope_domain135, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %b">
#alias_scope267 = #llvm.alias_scope<id = distinct[412]<>, domain = #alias_scope_domain133, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope268 = #llvm.alias_scope<id = distinct[413]<>, domain = #alias_scope_domain134, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope269 = #llvm.alias_scope<id = distinct[414]<>, domain = #alias_scope_domain135, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17hcba7b65afebcf77fE: %a">
#alias_scope270 = #llvm.alias_scope<id = distinct[415]<>, domain = #alias_scope_domain136, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope271 = #llvm.alias_scope<id = distinct[416]<>, domain = #alias_scope_domain137, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17he6bdf4c394ffad36E: %self">
#alias_scope272 = #llvm.alias_scope<id = distinct[417]<>, domain = #alias_scope_domain138, description = "_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17ha50b70b5ea48bbcfE: %v.0">
#alias_scope273 = #llvm.alias_scope<id = distinct[418]<>, domain = #alias_scope_domain139, description = "_ZN5alloc5slice11stable_sort17h8ce01ecd04039a78E: %v.0">
#alias_scope274 = #llvm.alias_scope<id = distinct[419]<>, domain = #alias_scope_domain140, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hfe00470e9b875880E: %self.0">
#alias_scope275 = #llvm.alias_scope<id = distinct[420]<>, domain = #alias_scope_domain141, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h00f60cd9d609afc2E: %self">
#alias_scope276 = #llvm.alias_scope<id = distinct[421]<>, domain = #alias_scope_domain142, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h6bb0b6bd6509c3f9E: %_1">
#alias_scope277 = #llvm.alias_scope<id = distinct[422]<>, domain = #alias_scope_domain143, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %y">
#alias_scope278 = #llvm.alias_scope<id = distinct[423]<>, domain = #alias_scope_domain144, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %b">
#alias_scope279 = #llvm.alias_scope<id = distinct[424]<>, domain = #alias_scope_domain143, description = "_ZN2tc6tsort528_$u7b$$u7b$closure$u7d$$u7d$17h033a96f8d3deef49E: %x">
#alias_scope280 = #llvm.alias_scope<id = distinct[425]<>, domain = #alias_scope_domain144, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17ha166b91271214e25E: %a">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, isVectorized = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.mlir.global private unnamed_addr constant @alloc_d1084648e479974e70c9329824bf76f9("mid > len") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @alloc_c2bfad408fe3776ef4805e233d5025e3("/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @alloc_b53546d47a17b26d83a51e48c3ff5f7a() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("_\00\00\00\00\00\00\00M\00\00\00\1F\00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00") : !llvm.array<96 x i8>
    %2 = llvm.mlir.addressof @alloc_c2bfad408fe3776ef4805e233d5025e3 : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.mlir.global private unnamed_addr constant @alloc_f2f9ba200fb3017fda66833c01fe0293() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("_\00\00\00\00\00\00\00G\00\00\00\17\00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00") : !llvm.array<96 x i8>
    %2 = llvm.mlir.addressof @alloc_c2bfad408fe3776ef4805e233d5025e3 : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort6shared5pivot11median3_rec17h9084e367b95f0e34E(%arg0: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (!llvm.ptr {llvm.nonnull, llvm.noundef}) attributes {dso_local, memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = readwrite>, no_unwind, passthrough = ["nofree", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.mlir.constant(3 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(63 : i64) : i64
    %4 = llvm.mlir.constant(1 : i64) : i64
    %5 = llvm.icmp "ugt" %arg3, %0 : i64
    llvm.cond_br %5, ^bb1, ^bb2(%arg2, %arg1, %arg0 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb1:  // pred: ^bb0
    %6 = llvm.lshr %arg3, %1  : i64
    %7 = llvm.shl %6, %2 overflow<nsw, nuw> : i64
    %8 = llvm.getelementptr inbounds %arg0[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9 = llvm.mul %6, %0 overflow<nsw, nuw> : i64
    %10 = llvm.getelementptr inbounds %arg0[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %11 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17h9084e367b95f0e34E(%arg0, %8, %10, %6) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    %12 = llvm.getelementptr inbounds %arg1[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %13 = llvm.getelementptr inbounds %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %14 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17h9084e367b95f0e34E(%arg1, %12, %13, %6) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    %15 = llvm.getelementptr inbounds %arg2[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %16 = llvm.getelementptr inbounds %arg2[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %17 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17h9084e367b95f0e34E(%arg2, %15, %16, %6) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    llvm.br ^bb2(%17, %14, %11 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb2(%18: !llvm.ptr, %19: !llvm.ptr, %20: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    llvm.intr.experimental.noalias.scope.decl #alias_scope
    llvm.intr.experimental.noalias.scope.decl #alias_scope1
    llvm.intr.experimental.noalias.scope.decl #alias_scope2
    llvm.intr.experimental.noalias.scope.decl #alias_scope3
    %21 = llvm.load %20 {alias_scopes = [#alias_scope2, #alias_scope], alignment = 8 : i64, noalias_scopes = [#alias_scope3, #alias_scope1, #alias_scope4]} : !llvm.ptr -> i64
    %22 = llvm.load %19 {alias_scopes = [#alias_scope3, #alias_scope1], alignment = 8 : i64, noalias_scopes = [#alias_scope2, #alias_scope, #alias_scope4]} : !llvm.ptr -> i64
    %23 = llvm.ashr %21, %3  : i64
    %24 = llvm.lshr %23, %4  : i64
    %25 = llvm.xor %24, %21  : i64
    %26 = llvm.ashr %22, %3  : i64
    %27 = llvm.lshr %26, %4  : i64
    %28 = llvm.xor %27, %22  : i64
    %29 = llvm.icmp "slt" %25, %28 : i64
    %30 = llvm.load %18 {alias_scopes = [#alias_scope5, #alias_scope6], alignment = 8 : i64, noalias_scopes = [#alias_scope7, #alias_scope8]} : !llvm.ptr -> i64
    %31 = llvm.ashr %30, %3  : i64
    %32 = llvm.lshr %31, %4  : i64
    %33 = llvm.xor %32, %30  : i64
    %34 = llvm.icmp "slt" %25, %33 : i64
    %35 = llvm.xor %29, %34  : i1
    %36 = llvm.icmp "slt" %28, %33 : i64
    %37 = llvm.xor %29, %36  : i1
    %38 = llvm.select %37, %18, %19 : i1, !llvm.ptr
    %39 = llvm.select %35, %20, %38 : i1, !llvm.ptr
    llvm.return %39 : !llvm.ptr
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h85f21b64af3b0975E(%arg0: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.writeonly}, %arg2: !llvm.ptr {llvm.nonnull, llvm.noundef}) attributes {dso_local, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.mlir.constant(63 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(24 : i64) : i64
    %4 = llvm.mlir.constant(16 : i64) : i64
    %5 = llvm.mlir.constant(true) : i1
    %6 = llvm.mlir.constant(3 : i64) : i64
    %7 = llvm.mlir.constant(2 : i64) : i64
    %8 = llvm.mlir.constant(32 : i64) : i64
    %9 = llvm.mlir.constant(40 : i64) : i64
    %10 = llvm.mlir.constant(56 : i64) : i64
    %11 = llvm.mlir.constant(48 : i64) : i64
    %12 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope9
    llvm.intr.experimental.noalias.scope.decl #alias_scope10
    llvm.intr.experimental.noalias.scope.decl #alias_scope11
    llvm.intr.experimental.noalias.scope.decl #alias_scope12
    %13 = llvm.load %12 {alias_scopes = [#alias_scope11, #alias_scope9], alignment = 8 : i64, noalias_scopes = [#alias_scope12, #alias_scope10]} : !llvm.ptr -> i64
    %14 = llvm.load %arg0 {alias_scopes = [#alias_scope12, #alias_scope10], alignment = 8 : i64, noalias_scopes = [#alias_scope11, #alias_scope9]} : !llvm.ptr -> i64
    %15 = llvm.ashr %13, %1  : i64
    %16 = llvm.lshr %15, %2  : i64
    %17 = llvm.xor %16, %13  : i64
    %18 = llvm.ashr %14, %1  : i64
    %19 = llvm.lshr %18, %2  : i64
    %20 = llvm.xor %19, %14  : i64
    %21 = llvm.icmp "slt" %17, %20 : i64
    %22 = llvm.getelementptr inbounds %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %23 = llvm.getelementptr inbounds %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope13
    llvm.intr.experimental.noalias.scope.decl #alias_scope14
    llvm.intr.experimental.noalias.scope.decl #alias_scope15
    llvm.intr.experimental.noalias.scope.decl #alias_scope16
    %24 = llvm.load %22 {alias_scopes = [#alias_scope15, #alias_scope13], alignment = 8 : i64, noalias_scopes = [#alias_scope16, #alias_scope14]} : !llvm.ptr -> i64
    %25 = llvm.load %23 {alias_scopes = [#alias_scope16, #alias_scope14], alignment = 8 : i64, noalias_scopes = [#alias_scope15, #alias_scope13]} : !llvm.ptr -> i64
    %26 = llvm.ashr %24, %1  : i64
    %27 = llvm.lshr %26, %2  : i64
    %28 = llvm.xor %27, %24  : i64
    %29 = llvm.ashr %25, %1  : i64
    %30 = llvm.lshr %29, %2  : i64
    %31 = llvm.xor %30, %25  : i64
    %32 = llvm.icmp "slt" %28, %31 : i64
    %33 = llvm.zext %21 : i1 to i64
    %34 = llvm.getelementptr inbounds %arg0[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %35 = llvm.xor %21, %5  : i1
    %36 = llvm.zext %35 : i1 to i64
    %37 = llvm.getelementptr inbounds %arg0[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %38 = llvm.select %32, %6, %7 : i1, i64
    %39 = llvm.getelementptr inbounds %arg0[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %40 = llvm.select %32, %7, %6 : i1, i64
    %41 = llvm.getelementptr inbounds %arg0[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope17
    llvm.intr.experimental.noalias.scope.decl #alias_scope18
    llvm.intr.experimental.noalias.scope.decl #alias_scope19
    llvm.intr.experimental.noalias.scope.decl #alias_scope20
    %42 = llvm.load %39 {alias_scopes = [#alias_scope19, #alias_scope17], alignment = 8 : i64, noalias_scopes = [#alias_scope20, #alias_scope18]} : !llvm.ptr -> i64
    %43 = llvm.load %34 {alias_scopes = [#alias_scope20, #alias_scope18], alignment = 8 : i64, noalias_scopes = [#alias_scope19, #alias_scope17]} : !llvm.ptr -> i64
    %44 = llvm.ashr %42, %1  : i64
    %45 = llvm.lshr %44, %2  : i64
    %46 = llvm.xor %45, %42  : i64
    %47 = llvm.ashr %43, %1  : i64
    %48 = llvm.lshr %47, %2  : i64
    %49 = llvm.xor %48, %43  : i64
    %50 = llvm.icmp "slt" %46, %49 : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope21
    llvm.intr.experimental.noalias.scope.decl #alias_scope22
    llvm.intr.experimental.noalias.scope.decl #alias_scope23
    llvm.intr.experimental.noalias.scope.decl #alias_scope24
    %51 = llvm.load %41 {alias_scopes = [#alias_scope23, #alias_scope21], alignment = 8 : i64, noalias_scopes = [#alias_scope24, #alias_scope22]} : !llvm.ptr -> i64
    %52 = llvm.load %37 {alias_scopes = [#alias_scope24, #alias_scope22], alignment = 8 : i64, noalias_scopes = [#alias_scope23, #alias_scope21]} : !llvm.ptr -> i64
    %53 = llvm.ashr %51, %1  : i64
    %54 = llvm.lshr %53, %2  : i64
    %55 = llvm.xor %54, %51  : i64
    %56 = llvm.ashr %52, %1  : i64
    %57 = llvm.lshr %56, %2  : i64
    %58 = llvm.xor %57, %52  : i64
    %59 = llvm.icmp "slt" %55, %58 : i64
    %60 = llvm.select %50, %42, %43 : i1, i64
    %61 = llvm.select %59, %39, %37 : i1, !llvm.ptr
    %62 = llvm.select %50, %34, %61 : i1, !llvm.ptr
    %63 = llvm.select %50, %37, %39 : i1, !llvm.ptr
    %64 = llvm.select %59, %41, %63 : i1, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope25
    llvm.intr.experimental.noalias.scope.decl #alias_scope26
    llvm.intr.experimental.noalias.scope.decl #alias_scope27
    llvm.intr.experimental.noalias.scope.decl #alias_scope28
    %65 = llvm.load %64 {alias_scopes = [#alias_scope27, #alias_scope25], alignment = 8 : i64, noalias_scopes = [#alias_scope28, #alias_scope26]} : !llvm.ptr -> i64
    %66 = llvm.load %62 {alias_scopes = [#alias_scope28, #alias_scope26], alignment = 8 : i64, noalias_scopes = [#alias_scope27, #alias_scope25]} : !llvm.ptr -> i64
    %67 = llvm.ashr %65, %1  : i64
    %68 = llvm.lshr %67, %2  : i64
    %69 = llvm.xor %68, %65  : i64
    %70 = llvm.ashr %66, %1  : i64
    %71 = llvm.lshr %70, %2  : i64
    %72 = llvm.xor %71, %66  : i64
    %73 = llvm.icmp "slt" %69, %72 : i64
    llvm.store %60, %arg2 {alignment = 8 : i64} : i64, !llvm.ptr
    %74 = llvm.getelementptr inbounds %arg2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %75 = llvm.load %64 {alignment = 8 : i64} : !llvm.ptr -> i64
    %76 = llvm.load %62 {alignment = 8 : i64} : !llvm.ptr -> i64
    %77 = llvm.select %73, %75, %76 : i1, i64
    llvm.store %77, %74 {alignment = 8 : i64} : i64, !llvm.ptr
    %78 = llvm.getelementptr inbounds %arg2[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %79 = llvm.load %62 {alignment = 8 : i64} : !llvm.ptr -> i64
    %80 = llvm.load %64 {alignment = 8 : i64} : !llvm.ptr -> i64
    %81 = llvm.select %73, %79, %80 : i1, i64
    llvm.store %81, %78 {alignment = 8 : i64} : i64, !llvm.ptr
    %82 = llvm.getelementptr %arg2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %83 = llvm.load %37 {alignment = 8 : i64} : !llvm.ptr -> i64
    %84 = llvm.load %41 {alignment = 8 : i64} : !llvm.ptr -> i64
    %85 = llvm.select %59, %83, %84 : i1, i64
    llvm.store %85, %82 {alignment = 8 : i64} : i64, !llvm.ptr
    %86 = llvm.getelementptr inbounds %arg0[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %87 = llvm.getelementptr %arg2[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %88 = llvm.getelementptr inbounds %arg0[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope29
    llvm.intr.experimental.noalias.scope.decl #alias_scope30
    llvm.intr.experimental.noalias.scope.decl #alias_scope31
    llvm.intr.experimental.noalias.scope.decl #alias_scope32
    %89 = llvm.load %88 {alias_scopes = [#alias_scope31, #alias_scope29], alignment = 8 : i64, noalias_scopes = [#alias_scope32, #alias_scope30]} : !llvm.ptr -> i64
    %90 = llvm.load %86 {alias_scopes = [#alias_scope32, #alias_scope30], alignment = 8 : i64, noalias_scopes = [#alias_scope31, #alias_scope29]} : !llvm.ptr -> i64
    %91 = llvm.ashr %89, %1  : i64
    %92 = llvm.lshr %91, %2  : i64
    %93 = llvm.xor %92, %89  : i64
    %94 = llvm.ashr %90, %1  : i64
    %95 = llvm.lshr %94, %2  : i64
    %96 = llvm.xor %95, %90  : i64
    %97 = llvm.icmp "slt" %93, %96 : i64
    %98 = llvm.getelementptr inbounds %arg0[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %99 = llvm.getelementptr inbounds %arg0[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope33
    llvm.intr.experimental.noalias.scope.decl #alias_scope34
    llvm.intr.experimental.noalias.scope.decl #alias_scope35
    llvm.intr.experimental.noalias.scope.decl #alias_scope36
    %100 = llvm.load %98 {alias_scopes = [#alias_scope35, #alias_scope33], alignment = 8 : i64, noalias_scopes = [#alias_scope36, #alias_scope34]} : !llvm.ptr -> i64
    %101 = llvm.load %99 {alias_scopes = [#alias_scope36, #alias_scope34], alignment = 8 : i64, noalias_scopes = [#alias_scope35, #alias_scope33]} : !llvm.ptr -> i64
    %102 = llvm.ashr %100, %1  : i64
    %103 = llvm.lshr %102, %2  : i64
    %104 = llvm.xor %103, %100  : i64
    %105 = llvm.ashr %101, %1  : i64
    %106 = llvm.lshr %105, %2  : i64
    %107 = llvm.xor %106, %101  : i64
    %108 = llvm.icmp "slt" %104, %107 : i64
    %109 = llvm.zext %97 : i1 to i64
    %110 = llvm.getelementptr inbounds %86[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %111 = llvm.xor %97, %5  : i1
    %112 = llvm.zext %111 : i1 to i64
    %113 = llvm.getelementptr inbounds %86[%112] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %114 = llvm.select %108, %6, %7 : i1, i64
    %115 = llvm.getelementptr inbounds %86[%114] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %116 = llvm.select %108, %7, %6 : i1, i64
    %117 = llvm.getelementptr inbounds %86[%116] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope37
    llvm.intr.experimental.noalias.scope.decl #alias_scope38
    llvm.intr.experimental.noalias.scope.decl #alias_scope39
    llvm.intr.experimental.noalias.scope.decl #alias_scope40
    %118 = llvm.load %115 {alias_scopes = [#alias_scope39, #alias_scope37], alignment = 8 : i64, noalias_scopes = [#alias_scope40, #alias_scope38]} : !llvm.ptr -> i64
    %119 = llvm.load %110 {alias_scopes = [#alias_scope40, #alias_scope38], alignment = 8 : i64, noalias_scopes = [#alias_scope39, #alias_scope37]} : !llvm.ptr -> i64
    %120 = llvm.ashr %118, %1  : i64
    %121 = llvm.lshr %120, %2  : i64
    %122 = llvm.xor %121, %118  : i64
    %123 = llvm.ashr %119, %1  : i64
    %124 = llvm.lshr %123, %2  : i64
    %125 = llvm.xor %124, %119  : i64
    %126 = llvm.icmp "slt" %122, %125 : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope41
    llvm.intr.experimental.noalias.scope.decl #alias_scope42
    llvm.intr.experimental.noalias.scope.decl #alias_scope43
    llvm.intr.experimental.noalias.scope.decl #alias_scope44
    %127 = llvm.load %117 {alias_scopes = [#alias_scope43, #alias_scope41], alignment = 8 : i64, noalias_scopes = [#alias_scope44, #alias_scope42]} : !llvm.ptr -> i64
    %128 = llvm.load %113 {alias_scopes = [#alias_scope44, #alias_scope42], alignment = 8 : i64, noalias_scopes = [#alias_scope43, #alias_scope41]} : !llvm.ptr -> i64
    %129 = llvm.ashr %127, %1  : i64
    %130 = llvm.lshr %129, %2  : i64
    %131 = llvm.xor %130, %127  : i64
    %132 = llvm.ashr %128, %1  : i64
    %133 = llvm.lshr %132, %2  : i64
    %134 = llvm.xor %133, %128  : i64
    %135 = llvm.icmp "slt" %131, %134 : i64
    %136 = llvm.select %126, %118, %119 : i1, i64
    %137 = llvm.select %135, %115, %113 : i1, !llvm.ptr
    %138 = llvm.select %126, %110, %137 : i1, !llvm.ptr
    %139 = llvm.select %126, %113, %115 : i1, !llvm.ptr
    %140 = llvm.select %135, %117, %139 : i1, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope45
    llvm.intr.experimental.noalias.scope.decl #alias_scope46
    llvm.intr.experimental.noalias.scope.decl #alias_scope47
    llvm.intr.experimental.noalias.scope.decl #alias_scope48
    %141 = llvm.load %140 {alias_scopes = [#alias_scope47, #alias_scope45], alignment = 8 : i64, noalias_scopes = [#alias_scope48, #alias_scope46]} : !llvm.ptr -> i64
    %142 = llvm.load %138 {alias_scopes = [#alias_scope48, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope47, #alias_scope45]} : !llvm.ptr -> i64
    %143 = llvm.ashr %141, %1  : i64
    %144 = llvm.lshr %143, %2  : i64
    %145 = llvm.xor %144, %141  : i64
    %146 = llvm.ashr %142, %1  : i64
    %147 = llvm.lshr %146, %2  : i64
    %148 = llvm.xor %147, %142  : i64
    %149 = llvm.icmp "slt" %145, %148 : i64
    llvm.store %136, %87 {alignment = 8 : i64} : i64, !llvm.ptr
    %150 = llvm.getelementptr %arg2[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %151 = llvm.load %140 {alignment = 8 : i64} : !llvm.ptr -> i64
    %152 = llvm.load %138 {alignment = 8 : i64} : !llvm.ptr -> i64
    %153 = llvm.select %149, %151, %152 : i1, i64
    llvm.store %153, %150 {alignment = 8 : i64} : i64, !llvm.ptr
    %154 = llvm.getelementptr %arg2[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %155 = llvm.load %138 {alignment = 8 : i64} : !llvm.ptr -> i64
    %156 = llvm.load %140 {alignment = 8 : i64} : !llvm.ptr -> i64
    %157 = llvm.select %149, %155, %156 : i1, i64
    llvm.store %157, %154 {alignment = 8 : i64} : i64, !llvm.ptr
    %158 = llvm.getelementptr %arg2[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %159 = llvm.load %113 {alignment = 8 : i64} : !llvm.ptr -> i64
    %160 = llvm.load %117 {alignment = 8 : i64} : !llvm.ptr -> i64
    %161 = llvm.select %135, %159, %160 : i1, i64
    llvm.store %161, %158 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope49
    %162 = llvm.getelementptr inbounds %arg1[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %163 = llvm.load %arg2 {alias_scopes = [#alias_scope50, #alias_scope51, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope52, #alias_scope53, #alias_scope54]} : !llvm.ptr -> i64
    %164 = llvm.ashr %136, %1  : i64
    %165 = llvm.lshr %164, %2  : i64
    %166 = llvm.xor %165, %136  : i64
    %167 = llvm.ashr %163, %1  : i64
    %168 = llvm.lshr %167, %2  : i64
    %169 = llvm.xor %168, %163  : i64
    %170 = llvm.icmp "slt" %166, %169 : i64
    %171 = llvm.xor %170, %5  : i1
    %172 = llvm.select %170, %136, %163 : i1, i64
    llvm.store %172, %arg1 {alignment = 8 : i64, noalias_scopes = [#alias_scope54, #alias_scope55, #alias_scope49]} : i64, !llvm.ptr
    %173 = llvm.zext %170 : i1 to i64
    %174 = llvm.getelementptr inbounds %87[%173] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %175 = llvm.zext %171 : i1 to i64
    %176 = llvm.getelementptr inbounds %arg2[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %177 = llvm.getelementptr inbounds %arg1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %178 = llvm.load %82 {alias_scopes = [#alias_scope56, #alias_scope57, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope58, #alias_scope59, #alias_scope60]} : !llvm.ptr -> i64
    %179 = llvm.ashr %161, %1  : i64
    %180 = llvm.lshr %179, %2  : i64
    %181 = llvm.xor %180, %161  : i64
    %182 = llvm.ashr %178, %1  : i64
    %183 = llvm.lshr %182, %2  : i64
    %184 = llvm.xor %183, %178  : i64
    %185 = llvm.icmp "slt" %181, %184 : i64
    %186 = llvm.xor %185, %5  : i1
    %187 = llvm.select %185, %178, %161 : i1, i64
    llvm.store %187, %162 {alignment = 8 : i64, noalias_scopes = [#alias_scope60, #alias_scope61, #alias_scope49]} : i64, !llvm.ptr
    %188 = llvm.sext %186 : i1 to i64
    %189 = llvm.getelementptr %158[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %190 = llvm.sext %185 : i1 to i64
    %191 = llvm.getelementptr %82[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %192 = llvm.getelementptr inbounds %arg1[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope62
    llvm.intr.experimental.noalias.scope.decl #alias_scope63
    llvm.intr.experimental.noalias.scope.decl #alias_scope64
    llvm.intr.experimental.noalias.scope.decl #alias_scope65
    %193 = llvm.load %174 {alias_scopes = [#alias_scope64, #alias_scope62, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope65, #alias_scope63, #alias_scope54]} : !llvm.ptr -> i64
    %194 = llvm.load %176 {alias_scopes = [#alias_scope65, #alias_scope63, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope64, #alias_scope62, #alias_scope54]} : !llvm.ptr -> i64
    %195 = llvm.ashr %193, %1  : i64
    %196 = llvm.lshr %195, %2  : i64
    %197 = llvm.xor %196, %193  : i64
    %198 = llvm.ashr %194, %1  : i64
    %199 = llvm.lshr %198, %2  : i64
    %200 = llvm.xor %199, %194  : i64
    %201 = llvm.icmp "slt" %197, %200 : i64
    %202 = llvm.xor %201, %5  : i1
    %203 = llvm.select %201, %193, %194 : i1, i64
    llvm.store %203, %177 {alignment = 8 : i64, noalias_scopes = [#alias_scope54, #alias_scope55, #alias_scope49]} : i64, !llvm.ptr
    %204 = llvm.zext %201 : i1 to i64
    %205 = llvm.getelementptr inbounds %174[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %206 = llvm.zext %202 : i1 to i64
    %207 = llvm.getelementptr inbounds %176[%206] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %208 = llvm.getelementptr inbounds %arg1[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope66
    llvm.intr.experimental.noalias.scope.decl #alias_scope67
    llvm.intr.experimental.noalias.scope.decl #alias_scope68
    llvm.intr.experimental.noalias.scope.decl #alias_scope69
    %209 = llvm.load %189 {alias_scopes = [#alias_scope68, #alias_scope66, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope69, #alias_scope67, #alias_scope60]} : !llvm.ptr -> i64
    %210 = llvm.load %191 {alias_scopes = [#alias_scope69, #alias_scope67, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope68, #alias_scope66, #alias_scope60]} : !llvm.ptr -> i64
    %211 = llvm.ashr %209, %1  : i64
    %212 = llvm.lshr %211, %2  : i64
    %213 = llvm.xor %212, %209  : i64
    %214 = llvm.ashr %210, %1  : i64
    %215 = llvm.lshr %214, %2  : i64
    %216 = llvm.xor %215, %210  : i64
    %217 = llvm.icmp "slt" %213, %216 : i64
    %218 = llvm.xor %217, %5  : i1
    %219 = llvm.select %217, %210, %209 : i1, i64
    llvm.store %219, %192 {alignment = 8 : i64, noalias_scopes = [#alias_scope60, #alias_scope61, #alias_scope49]} : i64, !llvm.ptr
    %220 = llvm.sext %218 : i1 to i64
    %221 = llvm.getelementptr %189[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %222 = llvm.sext %217 : i1 to i64
    %223 = llvm.getelementptr %191[%222] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %224 = llvm.getelementptr inbounds %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope70
    llvm.intr.experimental.noalias.scope.decl #alias_scope71
    llvm.intr.experimental.noalias.scope.decl #alias_scope72
    llvm.intr.experimental.noalias.scope.decl #alias_scope73
    %225 = llvm.load %205 {alias_scopes = [#alias_scope72, #alias_scope70, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope73, #alias_scope71, #alias_scope54]} : !llvm.ptr -> i64
    %226 = llvm.load %207 {alias_scopes = [#alias_scope73, #alias_scope71, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope72, #alias_scope70, #alias_scope54]} : !llvm.ptr -> i64
    %227 = llvm.ashr %225, %1  : i64
    %228 = llvm.lshr %227, %2  : i64
    %229 = llvm.xor %228, %225  : i64
    %230 = llvm.ashr %226, %1  : i64
    %231 = llvm.lshr %230, %2  : i64
    %232 = llvm.xor %231, %226  : i64
    %233 = llvm.icmp "slt" %229, %232 : i64
    %234 = llvm.xor %233, %5  : i1
    %235 = llvm.select %233, %225, %226 : i1, i64
    llvm.store %235, %208 {alignment = 8 : i64, noalias_scopes = [#alias_scope54, #alias_scope55, #alias_scope49]} : i64, !llvm.ptr
    %236 = llvm.zext %233 : i1 to i64
    %237 = llvm.getelementptr inbounds %205[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %238 = llvm.zext %234 : i1 to i64
    %239 = llvm.getelementptr inbounds %207[%238] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %240 = llvm.getelementptr inbounds %arg1[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope74
    llvm.intr.experimental.noalias.scope.decl #alias_scope75
    llvm.intr.experimental.noalias.scope.decl #alias_scope76
    llvm.intr.experimental.noalias.scope.decl #alias_scope77
    %241 = llvm.load %221 {alias_scopes = [#alias_scope76, #alias_scope74, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope77, #alias_scope75, #alias_scope60]} : !llvm.ptr -> i64
    %242 = llvm.load %223 {alias_scopes = [#alias_scope77, #alias_scope75, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope76, #alias_scope74, #alias_scope60]} : !llvm.ptr -> i64
    %243 = llvm.ashr %241, %1  : i64
    %244 = llvm.lshr %243, %2  : i64
    %245 = llvm.xor %244, %241  : i64
    %246 = llvm.ashr %242, %1  : i64
    %247 = llvm.lshr %246, %2  : i64
    %248 = llvm.xor %247, %242  : i64
    %249 = llvm.icmp "slt" %245, %248 : i64
    %250 = llvm.xor %249, %5  : i1
    %251 = llvm.select %249, %242, %241 : i1, i64
    llvm.store %251, %224 {alignment = 8 : i64, noalias_scopes = [#alias_scope60, #alias_scope61, #alias_scope49]} : i64, !llvm.ptr
    %252 = llvm.sext %250 : i1 to i64
    %253 = llvm.getelementptr %221[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %254 = llvm.sext %249 : i1 to i64
    %255 = llvm.getelementptr %223[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %256 = llvm.getelementptr inbounds %arg1[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope78
    llvm.intr.experimental.noalias.scope.decl #alias_scope79
    llvm.intr.experimental.noalias.scope.decl #alias_scope80
    llvm.intr.experimental.noalias.scope.decl #alias_scope81
    %257 = llvm.load %237 {alias_scopes = [#alias_scope80, #alias_scope78, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope81, #alias_scope79, #alias_scope54]} : !llvm.ptr -> i64
    %258 = llvm.load %239 {alias_scopes = [#alias_scope81, #alias_scope79, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope80, #alias_scope78, #alias_scope54]} : !llvm.ptr -> i64
    %259 = llvm.ashr %257, %1  : i64
    %260 = llvm.lshr %259, %2  : i64
    %261 = llvm.xor %260, %257  : i64
    %262 = llvm.ashr %258, %1  : i64
    %263 = llvm.lshr %262, %2  : i64
    %264 = llvm.xor %263, %258  : i64
    %265 = llvm.icmp "slt" %261, %264 : i64
    %266 = llvm.xor %265, %5  : i1
    %267 = llvm.select %265, %257, %258 : i1, i64
    llvm.store %267, %240 {alignment = 8 : i64, noalias_scopes = [#alias_scope54, #alias_scope55, #alias_scope49]} : i64, !llvm.ptr
    %268 = llvm.zext %265 : i1 to i64
    %269 = llvm.getelementptr inbounds %237[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %270 = llvm.zext %266 : i1 to i64
    %271 = llvm.getelementptr inbounds %239[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope82
    llvm.intr.experimental.noalias.scope.decl #alias_scope83
    llvm.intr.experimental.noalias.scope.decl #alias_scope84
    llvm.intr.experimental.noalias.scope.decl #alias_scope85
    %272 = llvm.load %253 {alias_scopes = [#alias_scope84, #alias_scope82, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope85, #alias_scope83, #alias_scope60]} : !llvm.ptr -> i64
    %273 = llvm.load %255 {alias_scopes = [#alias_scope85, #alias_scope83, #alias_scope49], alignment = 8 : i64, noalias_scopes = [#alias_scope84, #alias_scope82, #alias_scope60]} : !llvm.ptr -> i64
    %274 = llvm.ashr %272, %1  : i64
    %275 = llvm.lshr %274, %2  : i64
    %276 = llvm.xor %275, %272  : i64
    %277 = llvm.ashr %273, %1  : i64
    %278 = llvm.lshr %277, %2  : i64
    %279 = llvm.xor %278, %273  : i64
    %280 = llvm.icmp "slt" %276, %279 : i64
    %281 = llvm.xor %280, %5  : i1
    %282 = llvm.select %280, %273, %272 : i1, i64
    llvm.store %282, %256 {alignment = 8 : i64, noalias_scopes = [#alias_scope60, #alias_scope61, #alias_scope49]} : i64, !llvm.ptr
    %283 = llvm.sext %281 : i1 to i64
    %284 = llvm.getelementptr %253[%283] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %285 = llvm.sext %280 : i1 to i64
    %286 = llvm.getelementptr %255[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %287 = llvm.getelementptr %286[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %288 = llvm.getelementptr %284[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %289 = llvm.icmp "ne" %271, %287 : !llvm.ptr
    %290 = llvm.icmp "ne" %269, %288 : !llvm.ptr
    %291 = llvm.select %289, %5, %290 : i1, i1
    llvm.cond_br %291 weights([4001, 4000000]), ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call tail @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() {noalias_scopes = [#alias_scope49]} : () -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    llvm.return
  }
  llvm.func unnamed_addr @_ZN4core5slice4sort6stable14driftsort_main17hf2cdf46cbbd9f04aE(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.noundef}) attributes {no_inline, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(1000000 : i64) : i64
    %3 = llvm.mlir.constant(48 : i64) : i64
    %4 = llvm.mlir.constant(512 : i64) : i64
    %5 = llvm.mlir.constant(65 : i64) : i64
    %6 = llvm.mlir.constant(3 : i64) : i64
    %7 = llvm.mlir.constant(2305843009213693952 : i64) : i64
    %8 = llvm.mlir.constant(9223372036854775801 : i64) : i64
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(8 : i64) : i64
    %11 = llvm.mlir.zero : !llvm.ptr
    %12 = llvm.alloca %0 x !llvm.array<4096 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %13 = llvm.lshr %arg1, %1  : i64
    %14 = llvm.sub %arg1, %13 overflow<nsw> : i64
    %15 = llvm.intr.umin(%arg1, %2)  : (i64, i64) -> i64
    %16 = llvm.intr.umax(%15, %14)  : (i64, i64) -> i64
    %17 = llvm.intr.umax(%16, %3)  : (i64, i64) -> i64
    %18 = llvm.icmp "ugt" %16, %4 : i64
    llvm.cond_br %18, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    %19 = llvm.shl %17, %6 : i64
    %20 = llvm.icmp "ult" %14, %7 : i64
    %21 = llvm.icmp "ult" %19, %8 : i64
    %22 = llvm.and %20, %21  : i1
    llvm.cond_br %22 weights([2000, 2002]), ^bb2, ^bb3(%9 : i64)
  ^bb2:  // pred: ^bb1
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope86, #alias_scope87]} : () -> ()
    %23 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%19, %10) {noalias_scopes = [#alias_scope86, #alias_scope87]} : (i64, i64) -> !llvm.ptr
    %24 = llvm.icmp "eq" %23, %11 : !llvm.ptr
    llvm.cond_br %24, ^bb3(%10 : i64), ^bb4
  ^bb3(%25: i64):  // 2 preds: ^bb1, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%25, %19) {noalias_scopes = [#alias_scope87]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %26 = llvm.icmp "ult" %arg1, %5 : i64
    llvm.call fastcc tail @_ZN4core5slice4sort6stable5drift4sort17hbc5923a65ebc316aE(%arg0, %arg1, %23, %17, %26, %arg2) : (!llvm.ptr, i64, !llvm.ptr, i64, i1, !llvm.ptr) -> ()
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%23, %19, %10) {noalias_scopes = [#alias_scope88, #alias_scope89, #alias_scope90, #alias_scope91]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb6
  ^bb5:  // pred: ^bb0
    %27 = llvm.icmp "ult" %arg1, %5 : i64
    llvm.call fastcc @_ZN4core5slice4sort6stable5drift4sort17hbc5923a65ebc316aE(%arg0, %arg1, %12, %4, %27, %arg2) : (!llvm.ptr, i64, !llvm.ptr, i64, i1, !llvm.ptr) -> ()
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    llvm.return
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort6stable5drift4sort17hbc5923a65ebc316aE(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg3: i64 {llvm.noundef}, %arg4: i1 {llvm.noundef, llvm.zeroext}, %arg5: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {dso_local, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.constant(4611686018427387904 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(4097 : i64) : i64
    %5 = llvm.mlir.constant(1 : i64) : i64
    %6 = llvm.mlir.constant(64 : i64) : i64
    %7 = llvm.mlir.constant(0 : i8) : i8
    %8 = llvm.mlir.constant(8 : i64) : i64
    %9 = llvm.mlir.constant(63 : i64) : i64
    %10 = llvm.mlir.constant(4 : i64) : i64
    %11 = llvm.mlir.constant(9223372036854775804 : i64) : i64
    %12 = llvm.mlir.constant(-1 : i64) : i64
    %13 = llvm.mlir.constant(16 : i64) : i64
    %14 = llvm.mlir.constant(-8 : i64) : i64
    %15 = llvm.mlir.constant(-24 : i64) : i64
    %16 = llvm.mlir.poison : vector<2xi64>
    %17 = llvm.mlir.poison : vector<2xf64>
    %18 = llvm.mlir.constant(32 : i64) : i64
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.mlir.zero : !llvm.ptr
    %21 = llvm.mlir.constant(126 : i32) : i32
    %22 = llvm.mlir.constant(3 : i64) : i64
    %23 = llvm.mlir.constant(true) : i1
    %24 = llvm.mlir.constant(false) : i1
    %25 = llvm.alloca %0 x !llvm.array<66 x i8> {alignment = 1 : i64} : (i32) -> !llvm.ptr
    %26 = llvm.alloca %0 x !llvm.array<528 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %27 = llvm.icmp "ult" %arg1, %1 : i64
    llvm.cond_br %27, ^bb53, ^bb1
  ^bb1:  // pred: ^bb0
    %28 = llvm.udiv %2, %arg1  : i64
    %29 = llvm.urem %2, %arg1  : i64
    %30 = llvm.icmp "ne" %29, %3 : i64
    %31 = llvm.zext %30 : i1 to i64
    %32 = llvm.add %28, %31 overflow<nsw, nuw> : i64
    %33 = llvm.icmp "ult" %arg1, %4 : i64
    llvm.cond_br %33, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %34 = llvm.call tail @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(%arg1) : (i64) -> i64
    llvm.br ^bb4(%34 : i64)
  ^bb3:  // pred: ^bb1
    %35 = llvm.lshr %arg1, %5  : i64
    %36 = llvm.sub %arg1, %35 overflow<nsw> : i64
    %37 = llvm.intr.umin(%36, %6)  : (i64, i64) -> i64
    llvm.br ^bb4(%37 : i64)
  ^bb4(%38: i64):  // 2 preds: ^bb2, ^bb3
    %39 = llvm.icmp "ugt" %38, %1 : i64
    %40 = llvm.icmp "ugt" %38, %1 : i64
    llvm.br ^bb5(%5, %3, %3 : i64, i64, i64)
  ^bb5(%41: i64, %42: i64, %43: i64):  // 2 preds: ^bb4, ^bb49
    %44 = llvm.icmp "ult" %42, %arg1 : i64
    llvm.cond_br %44, ^bb8, ^bb6(%7, %5 : i8, i64)
  ^bb6(%45: i8, %46: i64):  // 2 preds: ^bb5, ^bb32
    %47 = llvm.icmp "ugt" %43, %5 : i64
    llvm.cond_br %47, ^bb7, ^bb34(%41, %43 : i64, i64)
  ^bb7:  // pred: ^bb6
    %48 = llvm.getelementptr inbounds %arg0[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb33(%43, %41 : i64, i64)
  ^bb8:  // pred: ^bb5
    %49 = llvm.sub %arg1, %42 overflow<nsw, nuw> : i64
    %50 = llvm.getelementptr inbounds %arg0[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %51 = llvm.icmp "ult" %49, %38 : i64
    llvm.cond_br %51, ^bb9, ^bb10
  ^bb9:  // 4 preds: ^bb8, ^bb18, ^bb19, ^bb20
    llvm.cond_br %arg4, ^bb23, ^bb22
  ^bb10:  // pred: ^bb8
    %52 = llvm.icmp "ult" %49, %1 : i64
    llvm.cond_br %52, ^bb24(%49 : i64), ^bb11
  ^bb11:  // pred: ^bb10
    %53 = llvm.getelementptr inbounds %50[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope92
    llvm.intr.experimental.noalias.scope.decl #alias_scope93
    llvm.intr.experimental.noalias.scope.decl #alias_scope94
    llvm.intr.experimental.noalias.scope.decl #alias_scope95
    %54 = llvm.load %53 {alias_scopes = [#alias_scope94, #alias_scope92], alignment = 8 : i64, noalias_scopes = [#alias_scope95, #alias_scope93, #alias_scope96]} : !llvm.ptr -> i64
    %55 = llvm.load %50 {alias_scopes = [#alias_scope95, #alias_scope93], alignment = 8 : i64, noalias_scopes = [#alias_scope94, #alias_scope92, #alias_scope96]} : !llvm.ptr -> i64
    %56 = llvm.ashr %54, %9  : i64
    %57 = llvm.lshr %56, %5  : i64
    %58 = llvm.xor %57, %54  : i64
    %59 = llvm.ashr %55, %9  : i64
    %60 = llvm.lshr %59, %5  : i64
    %61 = llvm.xor %60, %55  : i64
    %62 = llvm.icmp "slt" %58, %61 : i64
    %63 = llvm.icmp "eq" %49, %1 : i64
    llvm.cond_br %62, ^bb13, ^bb12
  ^bb12:  // pred: ^bb11
    llvm.cond_br %63, ^bb20, ^bb14(%54, %1 : i64, i64)
  ^bb13:  // pred: ^bb11
    llvm.cond_br %63, ^bb19, ^bb16(%54, %1 : i64, i64)
  ^bb14(%64: i64, %65: i64):  // 2 preds: ^bb12, ^bb15
    %66 = llvm.getelementptr inbounds %50[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %67 = llvm.load %66 {alias_scopes = [#alias_scope97, #alias_scope98], alignment = 8 : i64, noalias_scopes = [#alias_scope99, #alias_scope100, #alias_scope96]} : !llvm.ptr -> i64
    %68 = llvm.ashr %67, %9  : i64
    %69 = llvm.lshr %68, %5  : i64
    %70 = llvm.xor %69, %67  : i64
    %71 = llvm.ashr %64, %9  : i64
    %72 = llvm.lshr %71, %5  : i64
    %73 = llvm.xor %72, %64  : i64
    %74 = llvm.icmp "slt" %70, %73 : i64
    llvm.cond_br %74, ^bb18(%65 : i64), ^bb15
  ^bb15:  // pred: ^bb14
    %75 = llvm.add %65, %5 overflow<nuw> : i64
    %76 = llvm.icmp "eq" %75, %49 : i64
    llvm.cond_br %76, ^bb18(%49 : i64), ^bb14(%67, %75 : i64, i64)
  ^bb16(%77: i64, %78: i64):  // 2 preds: ^bb13, ^bb17
    %79 = llvm.getelementptr inbounds %50[%78] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %80 = llvm.load %79 {alias_scopes = [#alias_scope101, #alias_scope102], alignment = 8 : i64, noalias_scopes = [#alias_scope103, #alias_scope104, #alias_scope96]} : !llvm.ptr -> i64
    %81 = llvm.ashr %80, %9  : i64
    %82 = llvm.lshr %81, %5  : i64
    %83 = llvm.xor %82, %80  : i64
    %84 = llvm.ashr %77, %9  : i64
    %85 = llvm.lshr %84, %5  : i64
    %86 = llvm.xor %85, %77  : i64
    %87 = llvm.icmp "slt" %83, %86 : i64
    llvm.cond_br %87, ^bb17, ^bb18(%78 : i64)
  ^bb17:  // pred: ^bb16
    %88 = llvm.add %78, %5 overflow<nuw> : i64
    %89 = llvm.icmp "eq" %88, %49 : i64
    llvm.cond_br %89, ^bb18(%49 : i64), ^bb16(%80, %88 : i64, i64)
  ^bb18(%90: i64):  // 4 preds: ^bb14, ^bb15, ^bb16, ^bb17
    %91 = llvm.icmp "ule" %90, %49 : i64
    "llvm.intr.assume"(%91) : (i1) -> ()
    %92 = llvm.icmp "ult" %90, %38 : i64
    llvm.cond_br %92, ^bb9, ^bb21
  ^bb19:  // pred: ^bb13
    llvm.cond_br %40, ^bb9, ^bb26(%5, %1 : i64, i64)
  ^bb20:  // pred: ^bb12
    llvm.cond_br %39, ^bb9, ^bb24(%1 : i64)
  ^bb21:  // pred: ^bb18
    llvm.cond_br %62, ^bb25, ^bb24(%90 : i64)
  ^bb22:  // pred: ^bb9
    %93 = llvm.intr.umin(%49, %38)  : (i64, i64) -> i64
    %94 = llvm.shl %93, %5 overflow<nsw, nuw> : i64
    llvm.br ^bb32(%94 : i64)
  ^bb23:  // pred: ^bb9
    %95 = llvm.intr.umin(%49, %18)  : (i64, i64) -> i64
    llvm.call tail @_ZN4core5slice4sort6stable9quicksort9quicksort17hce893dd2371e1ed7E(%50, %95, %arg2, %arg3, %19, %20, %arg5) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    %96 = llvm.shl %95, %5 overflow<nsw, nuw> : i64
    %97 = llvm.or %96, %5  : i64
    llvm.br ^bb32(%97 : i64)
  ^bb24(%98: i64):  // 6 preds: ^bb10, ^bb20, ^bb21, ^bb25, ^bb29, ^bb31
    %99 = llvm.shl %98, %5 overflow<nsw, nuw> : i64
    %100 = llvm.or %99, %5  : i64
    llvm.br ^bb32(%100 : i64)
  ^bb25:  // pred: ^bb21
    %101 = llvm.lshr %90, %5  : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope105
    llvm.intr.experimental.noalias.scope.decl #alias_scope106
    %102 = llvm.icmp "eq" %101, %3 : i64
    llvm.cond_br %102, ^bb24(%90 : i64), ^bb26(%101, %90 : i64, i64)
  ^bb26(%103: i64, %104: i64):  // 2 preds: ^bb19, ^bb25
    %105 = llvm.getelementptr inbounds %50[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %106 = llvm.icmp "ult" %103, %10 : i64
    llvm.cond_br %106, ^bb30(%3 : i64), ^bb27
  ^bb27:  // pred: ^bb26
    %107 = llvm.and %103, %11  : i64
    llvm.br ^bb28(%3 : i64)
  ^bb28(%108: i64):  // 2 preds: ^bb27, ^bb28
    %109 = llvm.xor %108, %12  : i64
    %110 = llvm.getelementptr inbounds %50[%108] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %111 = llvm.getelementptr %105[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %112 = llvm.getelementptr inbounds %110[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %113 = llvm.load %110 {alias_scopes = [#alias_scope105, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope106, #alias_scope96, #alias_scope108]} : !llvm.ptr -> vector<2xf64>
    %114 = llvm.load %112 {alias_scopes = [#alias_scope105, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope106, #alias_scope96, #alias_scope108]} : !llvm.ptr -> vector<2xf64>
    %115 = llvm.getelementptr %111[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %116 = llvm.getelementptr %111[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %117 = llvm.load %115 {alias_scopes = [#alias_scope106, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope105, #alias_scope96, #alias_scope108]} : !llvm.ptr -> vector<2xi64>
    %118 = llvm.load %116 {alias_scopes = [#alias_scope106, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope105, #alias_scope96, #alias_scope108]} : !llvm.ptr -> vector<2xi64>
    %119 = llvm.shufflevector %117, %16 [1, 0] : vector<2xi64> 
    %120 = llvm.shufflevector %118, %16 [1, 0] : vector<2xi64> 
    %121 = llvm.getelementptr inbounds %110[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %119, %110 {alias_scopes = [#alias_scope105, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope106, #alias_scope96, #alias_scope108]} : vector<2xi64>, !llvm.ptr
    llvm.store %120, %121 {alias_scopes = [#alias_scope105, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope106, #alias_scope96, #alias_scope108]} : vector<2xi64>, !llvm.ptr
    %122 = llvm.getelementptr %111[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %123 = llvm.getelementptr %111[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %124 = llvm.shufflevector %113, %17 [1, 0] : vector<2xf64> 
    %125 = llvm.shufflevector %114, %17 [1, 0] : vector<2xf64> 
    llvm.store %124, %122 {alias_scopes = [#alias_scope106, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope105, #alias_scope96, #alias_scope108]} : vector<2xf64>, !llvm.ptr
    llvm.store %125, %123 {alias_scopes = [#alias_scope106, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope105, #alias_scope96, #alias_scope108]} : vector<2xf64>, !llvm.ptr
    %126 = llvm.add %108, %10 overflow<nuw> : i64
    %127 = llvm.icmp "eq" %126, %107 : i64
    llvm.cond_br %127, ^bb29, ^bb28(%126 : i64) {loop_annotation = #loop_annotation}
  ^bb29:  // pred: ^bb28
    %128 = llvm.icmp "eq" %103, %107 : i64
    llvm.cond_br %128, ^bb24(%104 : i64), ^bb30(%107 : i64)
  ^bb30(%129: i64):  // 2 preds: ^bb26, ^bb29
    llvm.br ^bb31(%129 : i64)
  ^bb31(%130: i64):  // 2 preds: ^bb30, ^bb31
    %131 = llvm.xor %130, %12  : i64
    %132 = llvm.getelementptr inbounds %50[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %133 = llvm.getelementptr %105[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %134 = llvm.load %132 {alias_scopes = [#alias_scope105, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope106, #alias_scope96, #alias_scope108]} : !llvm.ptr -> f64
    %135 = llvm.load %133 {alias_scopes = [#alias_scope106, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope105, #alias_scope96, #alias_scope108]} : !llvm.ptr -> i64
    llvm.store %135, %132 {alias_scopes = [#alias_scope105, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope106, #alias_scope96, #alias_scope108]} : i64, !llvm.ptr
    llvm.store %134, %133 {alias_scopes = [#alias_scope106, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope105, #alias_scope96, #alias_scope108]} : f64, !llvm.ptr
    %136 = llvm.add %130, %5 overflow<nsw, nuw> : i64
    %137 = llvm.icmp "eq" %136, %103 : i64
    llvm.cond_br %137, ^bb24(%104 : i64), ^bb31(%136 : i64) {loop_annotation = #loop_annotation}
  ^bb32(%138: i64):  // 3 preds: ^bb22, ^bb23, ^bb24
    %139 = llvm.lshr %41, %5  : i64
    %140 = llvm.lshr %138, %5  : i64
    %141 = llvm.shl %42, %5 overflow<nsw, nuw> : i64
    %142 = llvm.sub %141, %139 overflow<nsw> : i64
    %143 = llvm.add %140, %141 overflow<nsw, nuw> : i64
    %144 = llvm.mul %142, %32 : i64
    %145 = llvm.mul %143, %32 : i64
    %146 = llvm.xor %145, %144  : i64
    %147 = "llvm.intr.ctlz"(%146) <{is_zero_poison = false}> : (i64) -> i64
    %148 = llvm.trunc %147 : i64 to i8
    llvm.br ^bb6(%148, %138 : i8, i64)
  ^bb33(%149: i64, %150: i64):  // 2 preds: ^bb7, ^bb48
    %151 = llvm.add %149, %12 : i64
    %152 = llvm.getelementptr inbounds %25[%151] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %153 = llvm.load %152 {alignment = 1 : i64} : !llvm.ptr -> i8
    %154 = llvm.icmp "ult" %153, %45 : i8
    llvm.cond_br %154, ^bb34(%150, %149 : i64, i64), ^bb35
  ^bb34(%155: i64, %156: i64):  // 3 preds: ^bb6, ^bb33, ^bb48
    %157 = llvm.getelementptr inbounds %26[%156] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %155, %157 {alignment = 8 : i64} : i64, !llvm.ptr
    %158 = llvm.getelementptr inbounds %25[%156] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %45, %158 {alignment = 1 : i64} : i8, !llvm.ptr
    llvm.cond_br %44, ^bb49, ^bb50
  ^bb35:  // pred: ^bb33
    %159 = llvm.getelementptr inbounds %26[%151] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %160 = llvm.load %159 {alignment = 8 : i64} : !llvm.ptr -> i64
    %161 = llvm.lshr %160, %5  : i64
    %162 = llvm.lshr %150, %5  : i64
    %163 = llvm.add %161, %162 overflow<nuw> : i64
    %164 = llvm.sub %42, %163 : i64
    %165 = llvm.getelementptr inbounds %arg0[%164] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %166 = llvm.icmp "ugt" %163, %arg3 : i64
    %167 = llvm.and %150, %5  : i64
    %168 = llvm.icmp "eq" %167, %3 : i64
    %169 = llvm.or %160, %150  : i64
    %170 = llvm.and %169, %5  : i64
    %171 = llvm.icmp "ne" %170, %3 : i64
    %172 = llvm.or %166, %171  : i1
    llvm.cond_br %172, ^bb36, ^bb37
  ^bb36:  // pred: ^bb35
    %173 = llvm.and %160, %5  : i64
    %174 = llvm.icmp "eq" %173, %3 : i64
    llvm.cond_br %174, ^bb39, ^bb38
  ^bb37:  // pred: ^bb35
    %175 = llvm.shl %163, %5 overflow<nsw, nuw> : i64
    llvm.br ^bb48(%175 : i64)
  ^bb38:  // 2 preds: ^bb36, ^bb39
    llvm.cond_br %168, ^bb47, ^bb40
  ^bb39:  // pred: ^bb36
    %176 = llvm.or %161, %5  : i64
    %177 = "llvm.intr.ctlz"(%176) <{is_zero_poison = true}> : (i64) -> i64
    %178 = llvm.trunc %177 : i64 to i32
    %179 = llvm.shl %178, %0 overflow<nsw, nuw> : i32
    %180 = llvm.xor %179, %21  : i32
    llvm.call tail @_ZN4core5slice4sort6stable9quicksort9quicksort17hce893dd2371e1ed7E(%165, %161, %arg2, %arg3, %180, %20, %arg5) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb38
  ^bb40:  // 2 preds: ^bb38, ^bb47
    llvm.intr.experimental.noalias.scope.decl #alias_scope109
    llvm.intr.experimental.noalias.scope.decl #alias_scope110
    %181 = llvm.icmp "eq" %161, %3 : i64
    %182 = llvm.icmp "eq" %162, %3 : i64
    %183 = llvm.or %182, %181  : i1
    llvm.cond_br %183, ^bb46, ^bb41
  ^bb41:  // pred: ^bb40
    %184 = llvm.intr.umin(%162, %161)  : (i64, i64) -> i64
    %185 = llvm.icmp "ult" %arg3, %184 : i64
    llvm.cond_br %185, ^bb46, ^bb42
  ^bb42:  // pred: ^bb41
    %186 = llvm.getelementptr inbounds %165[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %187 = llvm.icmp "ugt" %161, %162 : i64
    %188 = llvm.select %187, %186, %165 : i1, !llvm.ptr
    %189 = llvm.shl %184, %22 overflow<nsw, nuw> : i64
    "llvm.intr.memcpy"(%arg2, %188, %189) <{alias_scopes = [#alias_scope109, #alias_scope110], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %190 = llvm.getelementptr inbounds %arg2[%189] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.cond_br %187, ^bb43(%190, %186, %48 : !llvm.ptr, !llvm.ptr, !llvm.ptr), ^bb44(%165, %186, %arg2 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb43(%191: !llvm.ptr, %192: !llvm.ptr, %193: !llvm.ptr):  // 2 preds: ^bb42, ^bb43
    %194 = llvm.getelementptr inbounds %192[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %195 = llvm.getelementptr inbounds %191[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %196 = llvm.getelementptr inbounds %193[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope111
    llvm.intr.experimental.noalias.scope.decl #alias_scope112
    llvm.intr.experimental.noalias.scope.decl #alias_scope113
    llvm.intr.experimental.noalias.scope.decl #alias_scope114
    %197 = llvm.load %195 {alias_scopes = [#alias_scope113, #alias_scope111, #alias_scope110], alignment = 8 : i64, noalias_scopes = [#alias_scope114, #alias_scope112, #alias_scope115, #alias_scope109]} : !llvm.ptr -> i64
    %198 = llvm.load %194 {alias_scopes = [#alias_scope114, #alias_scope112, #alias_scope109], alignment = 8 : i64, noalias_scopes = [#alias_scope113, #alias_scope111, #alias_scope115, #alias_scope110]} : !llvm.ptr -> i64
    %199 = llvm.ashr %197, %9  : i64
    %200 = llvm.lshr %199, %5  : i64
    %201 = llvm.xor %200, %197  : i64
    %202 = llvm.ashr %198, %9  : i64
    %203 = llvm.lshr %202, %5  : i64
    %204 = llvm.xor %203, %198  : i64
    %205 = llvm.icmp "slt" %201, %204 : i64
    %206 = llvm.select %205, %198, %197 : i1, i64
    llvm.store %206, %196 {alias_scopes = [#alias_scope109], alignment = 8 : i64, noalias_scopes = [#alias_scope115, #alias_scope110]} : i64, !llvm.ptr
    %207 = llvm.xor %205, %23  : i1
    %208 = llvm.zext %207 : i1 to i64
    %209 = llvm.getelementptr inbounds %194[%208] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %210 = llvm.zext %205 : i1 to i64
    %211 = llvm.getelementptr inbounds %195[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %212 = llvm.icmp "eq" %209, %165 : !llvm.ptr
    %213 = llvm.icmp "eq" %211, %arg2 : !llvm.ptr
    %214 = llvm.select %212, %23, %213 : i1, i1
    llvm.cond_br %214, ^bb45(%209, %211, %arg2 : !llvm.ptr, !llvm.ptr, !llvm.ptr), ^bb43(%211, %209, %196 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb44(%215: !llvm.ptr, %216: !llvm.ptr, %217: !llvm.ptr):  // 2 preds: ^bb42, ^bb44
    llvm.intr.experimental.noalias.scope.decl #alias_scope116
    llvm.intr.experimental.noalias.scope.decl #alias_scope117
    llvm.intr.experimental.noalias.scope.decl #alias_scope118
    llvm.intr.experimental.noalias.scope.decl #alias_scope119
    %218 = llvm.load %216 {alias_scopes = [#alias_scope118, #alias_scope116, #alias_scope109], alignment = 8 : i64, noalias_scopes = [#alias_scope119, #alias_scope117, #alias_scope120, #alias_scope110]} : !llvm.ptr -> i64
    %219 = llvm.load %217 {alias_scopes = [#alias_scope119, #alias_scope117, #alias_scope110], alignment = 8 : i64, noalias_scopes = [#alias_scope118, #alias_scope116, #alias_scope120, #alias_scope109]} : !llvm.ptr -> i64
    %220 = llvm.ashr %218, %9  : i64
    %221 = llvm.lshr %220, %5  : i64
    %222 = llvm.xor %221, %218  : i64
    %223 = llvm.ashr %219, %9  : i64
    %224 = llvm.lshr %223, %5  : i64
    %225 = llvm.xor %224, %219  : i64
    %226 = llvm.icmp "slt" %222, %225 : i64
    %227 = llvm.xor %226, %23  : i1
    %228 = llvm.select %226, %218, %219 : i1, i64
    llvm.store %228, %215 {alias_scopes = [#alias_scope109], alignment = 8 : i64, noalias_scopes = [#alias_scope120, #alias_scope110]} : i64, !llvm.ptr
    %229 = llvm.zext %227 : i1 to i64
    %230 = llvm.getelementptr inbounds %217[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %231 = llvm.zext %226 : i1 to i64
    %232 = llvm.getelementptr inbounds %216[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %233 = llvm.getelementptr inbounds %215[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %234 = llvm.icmp "ne" %230, %190 : !llvm.ptr
    %235 = llvm.icmp "ne" %232, %48 : !llvm.ptr
    %236 = llvm.select %234, %235, %24 : i1, i1
    llvm.cond_br %236, ^bb44(%233, %232, %230 : !llvm.ptr, !llvm.ptr, !llvm.ptr), ^bb45(%233, %190, %230 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb45(%237: !llvm.ptr, %238: !llvm.ptr, %239: !llvm.ptr):  // 2 preds: ^bb43, ^bb44
    %240 = llvm.ptrtoint %238 : !llvm.ptr to i64
    %241 = llvm.ptrtoint %239 : !llvm.ptr to i64
    %242 = llvm.sub %240, %241 overflow<nuw> : i64
    "llvm.intr.memcpy"(%237, %239, %242) <{alias_scopes = [#alias_scope109, #alias_scope110], isVolatile = false, noalias_scopes = [#alias_scope121, #alias_scope122]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.br ^bb46
  ^bb46:  // 3 preds: ^bb40, ^bb41, ^bb45
    %243 = llvm.shl %163, %5 overflow<nsw, nuw> : i64
    %244 = llvm.or %243, %5  : i64
    llvm.br ^bb48(%244 : i64)
  ^bb47:  // pred: ^bb38
    %245 = llvm.getelementptr inbounds %165[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %246 = llvm.or %162, %5  : i64
    %247 = "llvm.intr.ctlz"(%246) <{is_zero_poison = true}> : (i64) -> i64
    %248 = llvm.trunc %247 : i64 to i32
    %249 = llvm.shl %248, %0 overflow<nsw, nuw> : i32
    %250 = llvm.xor %249, %21  : i32
    llvm.call tail @_ZN4core5slice4sort6stable9quicksort9quicksort17hce893dd2371e1ed7E(%245, %162, %arg2, %arg3, %250, %20, %arg5) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb40
  ^bb48(%251: i64):  // 2 preds: ^bb37, ^bb46
    %252 = llvm.icmp "ugt" %151, %5 : i64
    llvm.cond_br %252, ^bb33(%151, %251 : i64, i64), ^bb34(%251, %5 : i64, i64)
  ^bb49:  // pred: ^bb34
    %253 = llvm.add %156, %5 : i64
    %254 = llvm.lshr %46, %5  : i64
    %255 = llvm.add %254, %42 overflow<nuw> : i64
    llvm.br ^bb5(%46, %255, %253 : i64, i64, i64)
  ^bb50:  // pred: ^bb34
    %256 = llvm.and %155, %5  : i64
    %257 = llvm.icmp "eq" %256, %3 : i64
    llvm.cond_br %257, ^bb51, ^bb52
  ^bb51:  // pred: ^bb50
    %258 = llvm.or %arg1, %5  : i64
    %259 = "llvm.intr.ctlz"(%258) <{is_zero_poison = true}> : (i64) -> i64
    %260 = llvm.trunc %259 : i64 to i32
    %261 = llvm.shl %260, %0 overflow<nsw, nuw> : i32
    %262 = llvm.xor %261, %21  : i32
    llvm.call tail @_ZN4core5slice4sort6stable9quicksort9quicksort17hce893dd2371e1ed7E(%arg0, %arg1, %arg2, %arg3, %262, %20, %arg5) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb52
  ^bb52:  // 2 preds: ^bb50, ^bb51
    llvm.br ^bb53
  ^bb53:  // 2 preds: ^bb0, ^bb52
    llvm.return
  }
  llvm.func unnamed_addr @_ZN4core5slice4sort6stable9quicksort9quicksort17hce893dd2371e1ed7E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg3: i64 {llvm.noundef}, %arg4: i32 {llvm.noundef}, %arg5: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable_or_null = 8 : i64, llvm.noalias, llvm.noundef, llvm.readonly}, %arg6: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.noundef}) attributes {no_inline, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(33 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(-1 : i32) : i32
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(5 : i64) : i64
    %7 = llvm.mlir.constant(56 : i64) : i64
    %8 = llvm.mlir.constant(64 : i64) : i64
    %9 = llvm.mlir.constant(63 : i64) : i64
    %10 = llvm.mlir.constant(1 : i64) : i64
    %11 = llvm.mlir.constant(0 : i64) : i64
    %12 = llvm.mlir.constant(-8 : i64) : i64
    %13 = llvm.mlir.constant(8 : i64) : i64
    %14 = llvm.mlir.constant(-16 : i64) : i64
    %15 = llvm.mlir.constant(16 : i64) : i64
    %16 = llvm.mlir.constant(-24 : i64) : i64
    %17 = llvm.mlir.constant(24 : i64) : i64
    %18 = llvm.mlir.constant(-32 : i64) : i64
    %19 = llvm.mlir.constant(32 : i64) : i64
    %20 = llvm.mlir.constant(4 : i64) : i64
    %21 = llvm.mlir.constant(-4 : i64) : i64
    %22 = llvm.mlir.constant(-1 : i64) : i64
    %23 = llvm.mlir.poison : vector<2xi64>
    %24 = llvm.mlir.constant("mid > len") : !llvm.array<9 x i8>
    %25 = llvm.mlir.addressof @alloc_d1084648e479974e70c9329824bf76f9 : !llvm.ptr
    %26 = llvm.mlir.constant(19 : i64) : i64
    %27 = llvm.inttoptr %26 : i64 to !llvm.ptr
    %28 = llvm.mlir.constant("_\00\00\00\00\00\00\00M\00\00\00\1F\00\00\00") : !llvm.array<16 x i8>
    %29 = llvm.mlir.constant("/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00") : !llvm.array<96 x i8>
    %30 = llvm.mlir.addressof @alloc_c2bfad408fe3776ef4805e233d5025e3 : !llvm.ptr
    %31 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %33 = llvm.insertvalue %28, %32[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %34 = llvm.mlir.addressof @alloc_b53546d47a17b26d83a51e48c3ff5f7a : !llvm.ptr
    %35 = llvm.mlir.constant("_\00\00\00\00\00\00\00G\00\00\00\17\00\00\00") : !llvm.array<16 x i8>
    %36 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %37 = llvm.insertvalue %30, %36[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %39 = llvm.mlir.addressof @alloc_f2f9ba200fb3017fda66833c01fe0293 : !llvm.ptr
    %40 = llvm.mlir.constant(true) : i1
    %41 = llvm.mlir.constant(2 : i64) : i64
    %42 = llvm.mlir.constant(15 : i64) : i64
    %43 = llvm.mlir.constant(7 : i64) : i64
    %44 = llvm.alloca %0 x !llvm.array<8 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %45 = llvm.icmp "ult" %arg1, %1 : i64
    llvm.cond_br %45, ^bb3(%arg0, %arg1 : !llvm.ptr, i64), ^bb1(%arg0, %arg1, %arg4, %arg5 : !llvm.ptr, i64, i32, !llvm.ptr)
  ^bb1(%46: !llvm.ptr, %47: i64, %48: i32, %49: !llvm.ptr):  // 2 preds: ^bb0, ^bb78
    %50 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %51 = llvm.icmp "eq" %49, %2 : !llvm.ptr
    llvm.br ^bb2(%47, %48 : i64, i32)
  ^bb2(%52: i64, %53: i32):  // 2 preds: ^bb1, ^bb57
    %54 = llvm.icmp "eq" %53, %3 : i32
    llvm.cond_br %54, ^bb29, ^bb30
  ^bb3(%55: !llvm.ptr, %56: i64):  // 3 preds: ^bb0, ^bb57, ^bb78
    llvm.intr.experimental.noalias.scope.decl #alias_scope123
    llvm.intr.experimental.noalias.scope.decl #alias_scope124
    %57 = llvm.icmp "ult" %56, %41 : i64
    llvm.cond_br %57, ^bb33, ^bb4
  ^bb4:  // pred: ^bb3
    %58 = llvm.add %56, %15 overflow<nsw, nuw> : i64
    %59 = llvm.icmp "ult" %arg3, %58 : i64
    llvm.cond_br %59, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %60 = llvm.lshr %56, %10  : i64
    %61 = llvm.icmp "ugt" %56, %42 : i64
    llvm.cond_br %61, ^bb8, ^bb7
  ^bb6:  // pred: ^bb4
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb7:  // pred: ^bb5
    %62 = llvm.icmp "ugt" %56, %43 : i64
    llvm.cond_br %62, ^bb9, ^bb10
  ^bb8:  // pred: ^bb5
    %63 = llvm.getelementptr inbounds %arg2[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.call fastcc @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h85f21b64af3b0975E(%55, %arg2, %63) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    %64 = llvm.getelementptr inbounds %55[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %65 = llvm.getelementptr inbounds %arg2[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %66 = llvm.getelementptr inbounds %63[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.call fastcc @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h85f21b64af3b0975E(%64, %65, %66) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb11(%13 : i64)
  ^bb9:  // pred: ^bb7
    %67 = llvm.getelementptr inbounds %55[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope125
    llvm.intr.experimental.noalias.scope.decl #alias_scope126
    llvm.intr.experimental.noalias.scope.decl #alias_scope127
    llvm.intr.experimental.noalias.scope.decl #alias_scope128
    %68 = llvm.load %67 {alias_scopes = [#alias_scope127, #alias_scope125, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope128, #alias_scope126, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %69 = llvm.load %55 {alias_scopes = [#alias_scope128, #alias_scope126, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope127, #alias_scope125, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %70 = llvm.ashr %68, %9  : i64
    %71 = llvm.lshr %70, %10  : i64
    %72 = llvm.xor %71, %68  : i64
    %73 = llvm.ashr %69, %9  : i64
    %74 = llvm.lshr %73, %10  : i64
    %75 = llvm.xor %74, %69  : i64
    %76 = llvm.icmp "slt" %72, %75 : i64
    %77 = llvm.getelementptr inbounds %55[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %78 = llvm.getelementptr inbounds %55[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope130
    llvm.intr.experimental.noalias.scope.decl #alias_scope131
    llvm.intr.experimental.noalias.scope.decl #alias_scope132
    llvm.intr.experimental.noalias.scope.decl #alias_scope133
    %79 = llvm.load %77 {alias_scopes = [#alias_scope132, #alias_scope130, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope133, #alias_scope131, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %80 = llvm.load %78 {alias_scopes = [#alias_scope133, #alias_scope131, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope132, #alias_scope130, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %81 = llvm.ashr %79, %9  : i64
    %82 = llvm.lshr %81, %10  : i64
    %83 = llvm.xor %82, %79  : i64
    %84 = llvm.ashr %80, %9  : i64
    %85 = llvm.lshr %84, %10  : i64
    %86 = llvm.xor %85, %80  : i64
    %87 = llvm.icmp "slt" %83, %86 : i64
    %88 = llvm.zext %76 : i1 to i64
    %89 = llvm.getelementptr inbounds %55[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %90 = llvm.xor %76, %40  : i1
    %91 = llvm.zext %90 : i1 to i64
    %92 = llvm.getelementptr inbounds %55[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %93 = llvm.select %87, %5, %41 : i1, i64
    %94 = llvm.getelementptr inbounds %55[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %95 = llvm.select %87, %41, %5 : i1, i64
    %96 = llvm.getelementptr inbounds %55[%95] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope134
    llvm.intr.experimental.noalias.scope.decl #alias_scope135
    llvm.intr.experimental.noalias.scope.decl #alias_scope136
    llvm.intr.experimental.noalias.scope.decl #alias_scope137
    %97 = llvm.load %94 {alias_scopes = [#alias_scope136, #alias_scope134, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope137, #alias_scope135, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %98 = llvm.load %89 {alias_scopes = [#alias_scope137, #alias_scope135, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope136, #alias_scope134, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %99 = llvm.ashr %97, %9  : i64
    %100 = llvm.lshr %99, %10  : i64
    %101 = llvm.xor %100, %97  : i64
    %102 = llvm.ashr %98, %9  : i64
    %103 = llvm.lshr %102, %10  : i64
    %104 = llvm.xor %103, %98  : i64
    %105 = llvm.icmp "slt" %101, %104 : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope138
    llvm.intr.experimental.noalias.scope.decl #alias_scope139
    llvm.intr.experimental.noalias.scope.decl #alias_scope140
    llvm.intr.experimental.noalias.scope.decl #alias_scope141
    %106 = llvm.load %96 {alias_scopes = [#alias_scope140, #alias_scope138, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope141, #alias_scope139, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %107 = llvm.load %92 {alias_scopes = [#alias_scope141, #alias_scope139, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope140, #alias_scope138, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %108 = llvm.ashr %106, %9  : i64
    %109 = llvm.lshr %108, %10  : i64
    %110 = llvm.xor %109, %106  : i64
    %111 = llvm.ashr %107, %9  : i64
    %112 = llvm.lshr %111, %10  : i64
    %113 = llvm.xor %112, %107  : i64
    %114 = llvm.icmp "slt" %110, %113 : i64
    %115 = llvm.select %105, %97, %98 : i1, i64
    %116 = llvm.select %114, %94, %92 : i1, !llvm.ptr
    %117 = llvm.select %105, %89, %116 : i1, !llvm.ptr
    %118 = llvm.select %105, %92, %94 : i1, !llvm.ptr
    %119 = llvm.select %114, %96, %118 : i1, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope142
    llvm.intr.experimental.noalias.scope.decl #alias_scope143
    llvm.intr.experimental.noalias.scope.decl #alias_scope144
    llvm.intr.experimental.noalias.scope.decl #alias_scope145
    %120 = llvm.load %119 {alias_scopes = [#alias_scope144, #alias_scope142, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope145, #alias_scope143, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %121 = llvm.load %117 {alias_scopes = [#alias_scope145, #alias_scope143, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope144, #alias_scope142, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %122 = llvm.ashr %120, %9  : i64
    %123 = llvm.lshr %122, %10  : i64
    %124 = llvm.xor %123, %120  : i64
    %125 = llvm.ashr %121, %9  : i64
    %126 = llvm.lshr %125, %10  : i64
    %127 = llvm.xor %126, %121  : i64
    %128 = llvm.icmp "slt" %124, %127 : i64
    llvm.store %115, %arg2 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %129 = llvm.getelementptr inbounds %arg2[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %130 = llvm.select %128, %120, %121 : i1, i64
    llvm.store %130, %129 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %131 = llvm.getelementptr inbounds %arg2[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %132 = llvm.select %128, %121, %120 : i1, i64
    llvm.store %132, %131 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %133 = llvm.getelementptr inbounds %arg2[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %134 = llvm.select %114, %107, %106 : i1, i64
    llvm.store %134, %133 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %135 = llvm.getelementptr inbounds %55[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %136 = llvm.getelementptr inbounds %arg2[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %137 = llvm.getelementptr inbounds %135[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope146
    llvm.intr.experimental.noalias.scope.decl #alias_scope147
    llvm.intr.experimental.noalias.scope.decl #alias_scope148
    llvm.intr.experimental.noalias.scope.decl #alias_scope149
    %138 = llvm.load %137 {alias_scopes = [#alias_scope148, #alias_scope146, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope149, #alias_scope147, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %139 = llvm.load %135 {alias_scopes = [#alias_scope149, #alias_scope147, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope148, #alias_scope146, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %140 = llvm.ashr %138, %9  : i64
    %141 = llvm.lshr %140, %10  : i64
    %142 = llvm.xor %141, %138  : i64
    %143 = llvm.ashr %139, %9  : i64
    %144 = llvm.lshr %143, %10  : i64
    %145 = llvm.xor %144, %139  : i64
    %146 = llvm.icmp "slt" %142, %145 : i64
    %147 = llvm.getelementptr inbounds %135[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %148 = llvm.getelementptr inbounds %135[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope150
    llvm.intr.experimental.noalias.scope.decl #alias_scope151
    llvm.intr.experimental.noalias.scope.decl #alias_scope152
    llvm.intr.experimental.noalias.scope.decl #alias_scope153
    %149 = llvm.load %147 {alias_scopes = [#alias_scope152, #alias_scope150, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope153, #alias_scope151, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %150 = llvm.load %148 {alias_scopes = [#alias_scope153, #alias_scope151, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope152, #alias_scope150, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %151 = llvm.ashr %149, %9  : i64
    %152 = llvm.lshr %151, %10  : i64
    %153 = llvm.xor %152, %149  : i64
    %154 = llvm.ashr %150, %9  : i64
    %155 = llvm.lshr %154, %10  : i64
    %156 = llvm.xor %155, %150  : i64
    %157 = llvm.icmp "slt" %153, %156 : i64
    %158 = llvm.zext %146 : i1 to i64
    %159 = llvm.getelementptr inbounds %135[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %160 = llvm.xor %146, %40  : i1
    %161 = llvm.zext %160 : i1 to i64
    %162 = llvm.getelementptr inbounds %135[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %163 = llvm.select %157, %5, %41 : i1, i64
    %164 = llvm.getelementptr inbounds %135[%163] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %165 = llvm.select %157, %41, %5 : i1, i64
    %166 = llvm.getelementptr inbounds %135[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope154
    llvm.intr.experimental.noalias.scope.decl #alias_scope155
    llvm.intr.experimental.noalias.scope.decl #alias_scope156
    llvm.intr.experimental.noalias.scope.decl #alias_scope157
    %167 = llvm.load %164 {alias_scopes = [#alias_scope156, #alias_scope154, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope157, #alias_scope155, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %168 = llvm.load %159 {alias_scopes = [#alias_scope157, #alias_scope155, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope156, #alias_scope154, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %169 = llvm.ashr %167, %9  : i64
    %170 = llvm.lshr %169, %10  : i64
    %171 = llvm.xor %170, %167  : i64
    %172 = llvm.ashr %168, %9  : i64
    %173 = llvm.lshr %172, %10  : i64
    %174 = llvm.xor %173, %168  : i64
    %175 = llvm.icmp "slt" %171, %174 : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope158
    llvm.intr.experimental.noalias.scope.decl #alias_scope159
    llvm.intr.experimental.noalias.scope.decl #alias_scope160
    llvm.intr.experimental.noalias.scope.decl #alias_scope161
    %176 = llvm.load %166 {alias_scopes = [#alias_scope160, #alias_scope158, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope161, #alias_scope159, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %177 = llvm.load %162 {alias_scopes = [#alias_scope161, #alias_scope159, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope160, #alias_scope158, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %178 = llvm.ashr %176, %9  : i64
    %179 = llvm.lshr %178, %10  : i64
    %180 = llvm.xor %179, %176  : i64
    %181 = llvm.ashr %177, %9  : i64
    %182 = llvm.lshr %181, %10  : i64
    %183 = llvm.xor %182, %177  : i64
    %184 = llvm.icmp "slt" %180, %183 : i64
    %185 = llvm.select %175, %167, %168 : i1, i64
    %186 = llvm.select %184, %164, %162 : i1, !llvm.ptr
    %187 = llvm.select %175, %159, %186 : i1, !llvm.ptr
    %188 = llvm.select %175, %162, %164 : i1, !llvm.ptr
    %189 = llvm.select %184, %166, %188 : i1, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope162
    llvm.intr.experimental.noalias.scope.decl #alias_scope163
    llvm.intr.experimental.noalias.scope.decl #alias_scope164
    llvm.intr.experimental.noalias.scope.decl #alias_scope165
    %190 = llvm.load %189 {alias_scopes = [#alias_scope164, #alias_scope162, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope165, #alias_scope163, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %191 = llvm.load %187 {alias_scopes = [#alias_scope165, #alias_scope163, #alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope164, #alias_scope162, #alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    %192 = llvm.ashr %190, %9  : i64
    %193 = llvm.lshr %192, %10  : i64
    %194 = llvm.xor %193, %190  : i64
    %195 = llvm.ashr %191, %9  : i64
    %196 = llvm.lshr %195, %10  : i64
    %197 = llvm.xor %196, %191  : i64
    %198 = llvm.icmp "slt" %194, %197 : i64
    llvm.store %185, %136 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %199 = llvm.getelementptr inbounds %136[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %200 = llvm.select %198, %190, %191 : i1, i64
    llvm.store %200, %199 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %201 = llvm.getelementptr inbounds %136[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %202 = llvm.select %198, %191, %190 : i1, i64
    llvm.store %202, %201 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %203 = llvm.getelementptr inbounds %136[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %204 = llvm.select %184, %177, %176 : i1, i64
    llvm.store %204, %203 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    llvm.br ^bb11(%20 : i64)
  ^bb10:  // pred: ^bb7
    %205 = llvm.load %55 {alias_scopes = [#alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    llvm.store %205, %arg2 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %206 = llvm.getelementptr inbounds %55[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %207 = llvm.getelementptr inbounds %arg2[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %208 = llvm.load %206 {alias_scopes = [#alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    llvm.store %208, %207 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    llvm.br ^bb11(%10 : i64)
  ^bb11(%209: i64):  // 3 preds: ^bb8, ^bb9, ^bb10
    %210 = llvm.sub %56, %60 overflow<nsw> : i64
    %211 = llvm.icmp "ult" %209, %60 : i64
    llvm.cond_br %211, ^bb24(%209 : i64), ^bb12
  ^bb12:  // 2 preds: ^bb11, ^bb28
    %212 = llvm.getelementptr inbounds %55[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %213 = llvm.getelementptr %arg2[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %214 = llvm.icmp "ult" %209, %210 : i64
    llvm.cond_br %214, ^bb13(%209 : i64), ^bb18
  ^bb13(%215: i64):  // 2 preds: ^bb12, ^bb17
    %216 = llvm.add %215, %10 overflow<nuw> : i64
    %217 = llvm.getelementptr inbounds %212[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %218 = llvm.getelementptr inbounds %213[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %219 = llvm.load %217 {alias_scopes = [#alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    llvm.store %219, %218 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %220 = llvm.getelementptr inbounds %218[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %221 = llvm.load %220 {alias_scopes = [#alias_scope166, #alias_scope167, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope168, #alias_scope169, #alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    %222 = llvm.ashr %219, %9  : i64
    %223 = llvm.lshr %222, %10  : i64
    %224 = llvm.xor %223, %219  : i64
    %225 = llvm.ashr %221, %9  : i64
    %226 = llvm.lshr %225, %10  : i64
    %227 = llvm.xor %226, %221  : i64
    %228 = llvm.icmp "slt" %224, %227 : i64
    llvm.cond_br %228, ^bb14(%221, %218, %220 : i64, !llvm.ptr, !llvm.ptr), ^bb17
  ^bb14(%229: i64, %230: !llvm.ptr, %231: !llvm.ptr):  // 2 preds: ^bb13, ^bb15
    llvm.store %229, %230 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %232 = llvm.icmp "eq" %231, %213 : !llvm.ptr
    llvm.cond_br %232, ^bb16(%213 : !llvm.ptr), ^bb15
  ^bb15:  // pred: ^bb14
    %233 = llvm.getelementptr inbounds %231[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %234 = llvm.load %233 {alias_scopes = [#alias_scope170, #alias_scope171, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope172, #alias_scope173, #alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    %235 = llvm.ashr %234, %9  : i64
    %236 = llvm.lshr %235, %10  : i64
    %237 = llvm.xor %236, %234  : i64
    %238 = llvm.icmp "slt" %224, %237 : i64
    llvm.cond_br %238, ^bb14(%234, %231, %233 : i64, !llvm.ptr, !llvm.ptr), ^bb16(%231 : !llvm.ptr)
  ^bb16(%239: !llvm.ptr):  // 2 preds: ^bb14, ^bb15
    llvm.store %219, %239 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope174, #alias_scope175, #alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    llvm.br ^bb17
  ^bb17:  // 2 preds: ^bb13, ^bb16
    %240 = llvm.icmp "eq" %216, %210 : i64
    llvm.cond_br %240, ^bb18, ^bb13(%216 : i64)
  ^bb18:  // 2 preds: ^bb12, ^bb17
    llvm.intr.experimental.noalias.scope.decl #alias_scope176
    %241 = llvm.add %56, %22 overflow<nsw> : i64
    %242 = llvm.getelementptr inbounds %55[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %243 = llvm.getelementptr inbounds %arg2[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %244 = llvm.getelementptr %213[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.br ^bb20(%55, %11, %arg2, %213, %244, %243, %242 : !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb19:  // pred: ^bb20
    %245 = llvm.getelementptr %287[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %246 = llvm.getelementptr %285[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %247 = llvm.and %56, %10  : i64
    %248 = llvm.icmp "eq" %247, %11 : i64
    llvm.cond_br %248, ^bb22(%269, %271 : !llvm.ptr, !llvm.ptr), ^bb21
  ^bb20(%249: !llvm.ptr, %250: i64, %251: !llvm.ptr, %252: !llvm.ptr, %253: !llvm.ptr, %254: !llvm.ptr, %255: !llvm.ptr):  // 2 preds: ^bb18, ^bb20
    %256 = llvm.add %250, %10 overflow<nsw, nuw> : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope177
    llvm.intr.experimental.noalias.scope.decl #alias_scope178
    llvm.intr.experimental.noalias.scope.decl #alias_scope179
    llvm.intr.experimental.noalias.scope.decl #alias_scope180
    %257 = llvm.load %252 {alias_scopes = [#alias_scope179, #alias_scope177, #alias_scope176, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope180, #alias_scope178, #alias_scope181, #alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    %258 = llvm.load %251 {alias_scopes = [#alias_scope180, #alias_scope178, #alias_scope176, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope179, #alias_scope177, #alias_scope181, #alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    %259 = llvm.ashr %257, %9  : i64
    %260 = llvm.lshr %259, %10  : i64
    %261 = llvm.xor %260, %257  : i64
    %262 = llvm.ashr %258, %9  : i64
    %263 = llvm.lshr %262, %10  : i64
    %264 = llvm.xor %263, %258  : i64
    %265 = llvm.icmp "slt" %261, %264 : i64
    %266 = llvm.xor %265, %40  : i1
    %267 = llvm.select %265, %257, %258 : i1, i64
    llvm.store %267, %249 {alias_scopes = [#alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope181, #alias_scope182, #alias_scope176, #alias_scope124, #alias_scope129]} : i64, !llvm.ptr
    %268 = llvm.zext %265 : i1 to i64
    %269 = llvm.getelementptr inbounds %252[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %270 = llvm.zext %266 : i1 to i64
    %271 = llvm.getelementptr inbounds %251[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %272 = llvm.getelementptr inbounds %249[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope183
    llvm.intr.experimental.noalias.scope.decl #alias_scope184
    llvm.intr.experimental.noalias.scope.decl #alias_scope185
    llvm.intr.experimental.noalias.scope.decl #alias_scope186
    %273 = llvm.load %254 {alias_scopes = [#alias_scope185, #alias_scope183, #alias_scope176, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope186, #alias_scope184, #alias_scope187, #alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    %274 = llvm.load %253 {alias_scopes = [#alias_scope186, #alias_scope184, #alias_scope176, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope185, #alias_scope183, #alias_scope187, #alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    %275 = llvm.ashr %273, %9  : i64
    %276 = llvm.lshr %275, %10  : i64
    %277 = llvm.xor %276, %273  : i64
    %278 = llvm.ashr %274, %9  : i64
    %279 = llvm.lshr %278, %10  : i64
    %280 = llvm.xor %279, %274  : i64
    %281 = llvm.icmp "slt" %277, %280 : i64
    %282 = llvm.xor %281, %40  : i1
    %283 = llvm.select %281, %274, %273 : i1, i64
    llvm.store %283, %255 {alias_scopes = [#alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope187, #alias_scope188, #alias_scope176, #alias_scope124, #alias_scope129]} : i64, !llvm.ptr
    %284 = llvm.sext %282 : i1 to i64
    %285 = llvm.getelementptr %254[%284] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %286 = llvm.sext %281 : i1 to i64
    %287 = llvm.getelementptr %253[%286] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %288 = llvm.getelementptr inbounds %255[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %289 = llvm.icmp "eq" %256, %60 : i64
    llvm.cond_br %289, ^bb19, ^bb20(%272, %256, %271, %269, %287, %285, %288 : !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb21:  // pred: ^bb19
    %290 = llvm.icmp "ult" %271, %245 : !llvm.ptr
    %291 = llvm.select %290, %271, %269 : i1, !llvm.ptr
    %292 = llvm.load %291 {alias_scopes = [#alias_scope176, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    llvm.store %292, %272 {alias_scopes = [#alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope176, #alias_scope124, #alias_scope129]} : i64, !llvm.ptr
    %293 = llvm.zext %290 : i1 to i64
    %294 = llvm.getelementptr inbounds %271[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %295 = llvm.xor %290, %40  : i1
    %296 = llvm.zext %295 : i1 to i64
    %297 = llvm.getelementptr inbounds %269[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb22(%297, %294 : !llvm.ptr, !llvm.ptr)
  ^bb22(%298: !llvm.ptr, %299: !llvm.ptr):  // 2 preds: ^bb19, ^bb21
    %300 = llvm.icmp "ne" %299, %245 : !llvm.ptr
    %301 = llvm.icmp "ne" %298, %246 : !llvm.ptr
    %302 = llvm.select %300, %40, %301 : i1, i1
    llvm.cond_br %302 weights([4001, 4000000]), ^bb23, ^bb33
  ^bb23:  // pred: ^bb22
    llvm.call @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() {noalias_scopes = [#alias_scope176, #alias_scope123, #alias_scope124, #alias_scope129]} : () -> ()
    llvm.unreachable
  ^bb24(%303: i64):  // 2 preds: ^bb11, ^bb28
    %304 = llvm.add %303, %10 overflow<nuw> : i64
    %305 = llvm.getelementptr inbounds %55[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %306 = llvm.getelementptr inbounds %arg2[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %307 = llvm.load %305 {alias_scopes = [#alias_scope123], alignment = 8 : i64, noalias_scopes = [#alias_scope124, #alias_scope129]} : !llvm.ptr -> i64
    llvm.store %307, %306 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %308 = llvm.getelementptr inbounds %306[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %309 = llvm.load %308 {alias_scopes = [#alias_scope166, #alias_scope167, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope168, #alias_scope169, #alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    %310 = llvm.ashr %307, %9  : i64
    %311 = llvm.lshr %310, %10  : i64
    %312 = llvm.xor %311, %307  : i64
    %313 = llvm.ashr %309, %9  : i64
    %314 = llvm.lshr %313, %10  : i64
    %315 = llvm.xor %314, %309  : i64
    %316 = llvm.icmp "slt" %312, %315 : i64
    llvm.cond_br %316, ^bb25(%309, %306, %308 : i64, !llvm.ptr, !llvm.ptr), ^bb28
  ^bb25(%317: i64, %318: !llvm.ptr, %319: !llvm.ptr):  // 2 preds: ^bb24, ^bb26
    llvm.store %317, %318 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    %320 = llvm.icmp "eq" %319, %arg2 : !llvm.ptr
    llvm.cond_br %320, ^bb27(%arg2 : !llvm.ptr), ^bb26
  ^bb26:  // pred: ^bb25
    %321 = llvm.getelementptr inbounds %319[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %322 = llvm.load %321 {alias_scopes = [#alias_scope170, #alias_scope171, #alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope172, #alias_scope173, #alias_scope123, #alias_scope129]} : !llvm.ptr -> i64
    %323 = llvm.ashr %322, %9  : i64
    %324 = llvm.lshr %323, %10  : i64
    %325 = llvm.xor %324, %322  : i64
    %326 = llvm.icmp "slt" %312, %325 : i64
    llvm.cond_br %326, ^bb25(%322, %319, %321 : i64, !llvm.ptr, !llvm.ptr), ^bb27(%319 : !llvm.ptr)
  ^bb27(%327: !llvm.ptr):  // 2 preds: ^bb25, ^bb26
    llvm.store %307, %327 {alias_scopes = [#alias_scope124], alignment = 8 : i64, noalias_scopes = [#alias_scope174, #alias_scope175, #alias_scope123, #alias_scope129]} : i64, !llvm.ptr
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb24, ^bb27
    %328 = llvm.icmp "eq" %304, %60 : i64
    llvm.cond_br %328, ^bb12, ^bb24(%304 : i64)
  ^bb29:  // pred: ^bb2
    llvm.call fastcc @_ZN4core5slice4sort6stable5drift4sort17hbc5923a65ebc316aE(%46, %52, %arg2, %arg3, %40, %arg6) : (!llvm.ptr, i64, !llvm.ptr, i64, i1, !llvm.ptr) -> ()
    llvm.br ^bb33
  ^bb30:  // pred: ^bb2
    %329 = llvm.add %53, %4 : i32
    %330 = llvm.lshr %52, %5  : i64
    %331 = llvm.shl %330, %6 overflow<nsw, nuw> : i64
    %332 = llvm.getelementptr inbounds %46[%331] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %333 = llvm.mul %330, %7 overflow<nsw, nuw> : i64
    %334 = llvm.getelementptr inbounds %46[%333] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %335 = llvm.icmp "ult" %52, %8 : i64
    llvm.cond_br %335, ^bb32, ^bb31
  ^bb31:  // pred: ^bb30
    %336 = llvm.call fastcc @_ZN4core5slice4sort6shared5pivot11median3_rec17h9084e367b95f0e34E(%46, %332, %334, %330) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    llvm.br ^bb34(%336 : !llvm.ptr)
  ^bb32:  // pred: ^bb30
    llvm.intr.experimental.noalias.scope.decl #alias_scope189
    llvm.intr.experimental.noalias.scope.decl #alias_scope190
    llvm.intr.experimental.noalias.scope.decl #alias_scope191
    llvm.intr.experimental.noalias.scope.decl #alias_scope192
    %337 = llvm.load %46 {alias_scopes = [#alias_scope191, #alias_scope189, #alias_scope193], alignment = 8 : i64, noalias_scopes = [#alias_scope192, #alias_scope190, #alias_scope194, #alias_scope195]} : !llvm.ptr -> i64
    %338 = llvm.load %332 {alias_scopes = [#alias_scope192, #alias_scope190, #alias_scope193], alignment = 8 : i64, noalias_scopes = [#alias_scope191, #alias_scope189, #alias_scope194, #alias_scope195]} : !llvm.ptr -> i64
    %339 = llvm.ashr %337, %9  : i64
    %340 = llvm.lshr %339, %10  : i64
    %341 = llvm.xor %340, %337  : i64
    %342 = llvm.ashr %338, %9  : i64
    %343 = llvm.lshr %342, %10  : i64
    %344 = llvm.xor %343, %338  : i64
    %345 = llvm.icmp "slt" %341, %344 : i64
    %346 = llvm.load %334 {alias_scopes = [#alias_scope196, #alias_scope197, #alias_scope193], alignment = 8 : i64, noalias_scopes = [#alias_scope198, #alias_scope199, #alias_scope195]} : !llvm.ptr -> i64
    %347 = llvm.ashr %346, %9  : i64
    %348 = llvm.lshr %347, %10  : i64
    %349 = llvm.xor %348, %346  : i64
    %350 = llvm.icmp "slt" %341, %349 : i64
    %351 = llvm.xor %345, %350  : i1
    %352 = llvm.icmp "slt" %344, %349 : i64
    %353 = llvm.xor %345, %352  : i1
    %354 = llvm.select %353, %334, %332 : i1, !llvm.ptr
    %355 = llvm.select %351, %46, %354 : i1, !llvm.ptr
    llvm.br ^bb34(%355 : !llvm.ptr)
  ^bb33:  // 4 preds: ^bb3, ^bb22, ^bb29, ^bb77
    llvm.return
  ^bb34(%356: !llvm.ptr):  // 2 preds: ^bb31, ^bb32
    %357 = llvm.ptrtoint %356 : !llvm.ptr to i64
    %358 = llvm.sub %357, %50 overflow<nuw> : i64
    %359 = llvm.lshr %358, %5  : i64
    %360 = llvm.icmp "ult" %359, %52 : i64
    "llvm.intr.assume"(%360) : (i1) -> ()
    %361 = llvm.getelementptr inbounds %46[%358] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %362 = llvm.load %361 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.store %362, %44 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.cond_br %51, ^bb36, ^bb35
  ^bb35:  // pred: ^bb34
    %363 = llvm.bitcast %362 : f64 to i64
    %364 = llvm.load %49 {alias_scopes = [#alias_scope200, #alias_scope201], alignment = 8 : i64, noalias_scopes = [#alias_scope202, #alias_scope203]} : !llvm.ptr -> i64
    %365 = llvm.ashr %364, %9  : i64
    %366 = llvm.lshr %365, %10  : i64
    %367 = llvm.xor %366, %364  : i64
    %368 = llvm.ashr %363, %9  : i64
    %369 = llvm.lshr %368, %10  : i64
    %370 = llvm.xor %369, %363  : i64
    %371 = llvm.icmp "slt" %367, %370 : i64
    llvm.cond_br %371, ^bb36, ^bb58
  ^bb36:  // 2 preds: ^bb34, ^bb35
    llvm.intr.experimental.noalias.scope.decl #alias_scope204
    llvm.intr.experimental.noalias.scope.decl #alias_scope205
    %372 = llvm.icmp "ult" %arg3, %52 : i64
    llvm.cond_br %372 weights([4001, 4000000]), ^bb38, ^bb37
  ^bb37:  // pred: ^bb36
    %373 = llvm.getelementptr %arg2[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb39(%11, %46, %373, %359 : i64, !llvm.ptr, !llvm.ptr, i64)
  ^bb38:  // pred: ^bb36
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb39(%374: i64, %375: !llvm.ptr, %376: !llvm.ptr, %377: i64):  // 2 preds: ^bb37, ^bb46
    %378 = llvm.intr.usub.sat(%377, %5)  : (i64, i64) -> i64
    %379 = llvm.getelementptr inbounds %46[%378] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %380 = llvm.icmp "ult" %375, %379 : !llvm.ptr
    llvm.cond_br %380, ^bb40, ^bb42(%374, %375, %376 : i64, !llvm.ptr, !llvm.ptr)
  ^bb40:  // pred: ^bb39
    %381 = llvm.load %361 {alias_scopes = [#alias_scope206, #alias_scope207, #alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope208, #alias_scope209, #alias_scope205]} : !llvm.ptr -> i64
    %382 = llvm.ashr %381, %9  : i64
    %383 = llvm.lshr %382, %10  : i64
    %384 = llvm.xor %383, %381  : i64
    llvm.br ^bb41(%376, %375, %374 : !llvm.ptr, !llvm.ptr, i64)
  ^bb41(%385: !llvm.ptr, %386: !llvm.ptr, %387: i64):  // 2 preds: ^bb40, ^bb41
    llvm.intr.experimental.noalias.scope.decl #alias_scope209
    llvm.intr.experimental.noalias.scope.decl #alias_scope207
    llvm.intr.experimental.noalias.scope.decl #alias_scope208
    llvm.intr.experimental.noalias.scope.decl #alias_scope206
    %388 = llvm.load %386 {alias_scopes = [#alias_scope208, #alias_scope209, #alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope206, #alias_scope207, #alias_scope205]} : !llvm.ptr -> i64
    %389 = llvm.ashr %388, %9  : i64
    %390 = llvm.lshr %389, %10  : i64
    %391 = llvm.xor %390, %388  : i64
    %392 = llvm.icmp "slt" %391, %384 : i64
    %393 = llvm.getelementptr inbounds %385[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %394 = llvm.select %392, %arg2, %393 : i1, !llvm.ptr
    %395 = llvm.getelementptr inbounds %394[%387] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %388, %395 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope210, #alias_scope204]} : i64, !llvm.ptr
    %396 = llvm.zext %392 : i1 to i64
    %397 = llvm.add %387, %396 : i64
    %398 = llvm.getelementptr inbounds %386[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %399 = llvm.load %398 {alias_scopes = [#alias_scope211, #alias_scope212, #alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope213, #alias_scope214, #alias_scope205]} : !llvm.ptr -> i64
    %400 = llvm.ashr %399, %9  : i64
    %401 = llvm.lshr %400, %10  : i64
    %402 = llvm.xor %401, %399  : i64
    %403 = llvm.icmp "slt" %402, %384 : i64
    %404 = llvm.getelementptr inbounds %385[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %405 = llvm.select %403, %arg2, %404 : i1, !llvm.ptr
    %406 = llvm.getelementptr inbounds %405[%397] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %399, %406 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope215, #alias_scope204]} : i64, !llvm.ptr
    %407 = llvm.zext %403 : i1 to i64
    %408 = llvm.add %397, %407 : i64
    %409 = llvm.getelementptr inbounds %386[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %410 = llvm.load %409 {alias_scopes = [#alias_scope216, #alias_scope217, #alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope218, #alias_scope219, #alias_scope205]} : !llvm.ptr -> i64
    %411 = llvm.ashr %410, %9  : i64
    %412 = llvm.lshr %411, %10  : i64
    %413 = llvm.xor %412, %410  : i64
    %414 = llvm.icmp "slt" %413, %384 : i64
    %415 = llvm.getelementptr inbounds %385[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %416 = llvm.select %414, %arg2, %415 : i1, !llvm.ptr
    %417 = llvm.getelementptr inbounds %416[%408] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %410, %417 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope220, #alias_scope204]} : i64, !llvm.ptr
    %418 = llvm.zext %414 : i1 to i64
    %419 = llvm.add %408, %418 : i64
    %420 = llvm.getelementptr inbounds %386[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %421 = llvm.load %420 {alias_scopes = [#alias_scope221, #alias_scope222, #alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope223, #alias_scope224, #alias_scope205]} : !llvm.ptr -> i64
    %422 = llvm.ashr %421, %9  : i64
    %423 = llvm.lshr %422, %10  : i64
    %424 = llvm.xor %423, %421  : i64
    %425 = llvm.icmp "slt" %424, %384 : i64
    %426 = llvm.getelementptr inbounds %385[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %427 = llvm.select %425, %arg2, %426 : i1, !llvm.ptr
    %428 = llvm.getelementptr inbounds %427[%419] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %421, %428 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope225, #alias_scope204]} : i64, !llvm.ptr
    %429 = llvm.zext %425 : i1 to i64
    %430 = llvm.add %419, %429 : i64
    %431 = llvm.getelementptr inbounds %386[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %432 = llvm.icmp "ult" %431, %379 : !llvm.ptr
    llvm.cond_br %432, ^bb41(%426, %431, %430 : !llvm.ptr, !llvm.ptr, i64), ^bb42(%430, %431, %426 : i64, !llvm.ptr, !llvm.ptr)
  ^bb42(%433: i64, %434: !llvm.ptr, %435: !llvm.ptr):  // 2 preds: ^bb39, ^bb41
    %436 = llvm.getelementptr inbounds %46[%377] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %437 = llvm.icmp "ult" %434, %436 : !llvm.ptr
    llvm.cond_br %437, ^bb43, ^bb44(%433, %434, %435 : i64, !llvm.ptr, !llvm.ptr)
  ^bb43:  // pred: ^bb42
    %438 = llvm.load %361 {alias_scopes = [#alias_scope226, #alias_scope227, #alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope228, #alias_scope229, #alias_scope205]} : !llvm.ptr -> i64
    %439 = llvm.ashr %438, %9  : i64
    %440 = llvm.lshr %439, %10  : i64
    %441 = llvm.xor %440, %438  : i64
    llvm.br ^bb45(%435, %434, %433 : !llvm.ptr, !llvm.ptr, i64)
  ^bb44(%442: i64, %443: !llvm.ptr, %444: !llvm.ptr):  // 2 preds: ^bb42, ^bb45
    %445 = llvm.icmp "eq" %377, %52 : i64
    llvm.cond_br %445, ^bb47, ^bb46
  ^bb45(%446: !llvm.ptr, %447: !llvm.ptr, %448: i64):  // 2 preds: ^bb43, ^bb45
    llvm.intr.experimental.noalias.scope.decl #alias_scope229
    llvm.intr.experimental.noalias.scope.decl #alias_scope227
    llvm.intr.experimental.noalias.scope.decl #alias_scope228
    llvm.intr.experimental.noalias.scope.decl #alias_scope226
    %449 = llvm.load %447 {alias_scopes = [#alias_scope228, #alias_scope229, #alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope226, #alias_scope227, #alias_scope205]} : !llvm.ptr -> i64
    %450 = llvm.ashr %449, %9  : i64
    %451 = llvm.lshr %450, %10  : i64
    %452 = llvm.xor %451, %449  : i64
    %453 = llvm.icmp "slt" %452, %441 : i64
    %454 = llvm.getelementptr inbounds %446[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %455 = llvm.select %453, %arg2, %454 : i1, !llvm.ptr
    %456 = llvm.getelementptr inbounds %455[%448] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %449, %456 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope230, #alias_scope204]} : i64, !llvm.ptr
    %457 = llvm.zext %453 : i1 to i64
    %458 = llvm.add %448, %457 : i64
    %459 = llvm.getelementptr inbounds %447[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %460 = llvm.icmp "ult" %459, %436 : !llvm.ptr
    llvm.cond_br %460, ^bb45(%454, %459, %458 : !llvm.ptr, !llvm.ptr, i64), ^bb44(%458, %459, %454 : i64, !llvm.ptr, !llvm.ptr)
  ^bb46:  // pred: ^bb44
    %461 = llvm.getelementptr inbounds %444[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %462 = llvm.getelementptr inbounds %461[%442] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %463 = llvm.load %443 {alias_scopes = [#alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope231, #alias_scope205]} : !llvm.ptr -> i64
    llvm.store %463, %462 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope231, #alias_scope204]} : i64, !llvm.ptr
    %464 = llvm.getelementptr inbounds %443[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.br ^bb39(%442, %464, %461, %52 : i64, !llvm.ptr, !llvm.ptr, i64)
  ^bb47:  // pred: ^bb44
    %465 = llvm.shl %442, %5 : i64
    "llvm.intr.memcpy"(%46, %arg2, %465) <{alias_scopes = [#alias_scope204, #alias_scope205], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %466 = llvm.sub %52, %442 : i64
    %467 = llvm.icmp "eq" %52, %442 : i64
    llvm.cond_br %467, ^bb54, ^bb48
  ^bb48:  // pred: ^bb47
    %468 = llvm.getelementptr %46[%442] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %469 = llvm.icmp "ult" %466, %20 : i64
    llvm.cond_br %469, ^bb52(%11 : i64), ^bb49
  ^bb49:  // pred: ^bb48
    %470 = llvm.and %466, %21  : i64
    llvm.br ^bb50(%11 : i64)
  ^bb50(%471: i64):  // 2 preds: ^bb49, ^bb50
    %472 = llvm.xor %471, %22  : i64
    %473 = llvm.getelementptr %373[%472] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %474 = llvm.getelementptr %468[%471] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %475 = llvm.getelementptr %473[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %476 = llvm.getelementptr %473[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %477 = llvm.load %475 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope204]} : !llvm.ptr -> vector<2xi64>
    %478 = llvm.load %476 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope204]} : !llvm.ptr -> vector<2xi64>
    %479 = llvm.shufflevector %477, %23 [1, 0] : vector<2xi64> 
    %480 = llvm.shufflevector %478, %23 [1, 0] : vector<2xi64> 
    %481 = llvm.getelementptr %474[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %479, %474 {alias_scopes = [#alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope205]} : vector<2xi64>, !llvm.ptr
    llvm.store %480, %481 {alias_scopes = [#alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope205]} : vector<2xi64>, !llvm.ptr
    %482 = llvm.add %471, %20 overflow<nuw> : i64
    %483 = llvm.icmp "eq" %482, %470 : i64
    llvm.cond_br %483, ^bb51, ^bb50(%482 : i64) {loop_annotation = #loop_annotation}
  ^bb51:  // pred: ^bb50
    %484 = llvm.icmp "eq" %466, %470 : i64
    llvm.cond_br %484, ^bb54, ^bb52(%470 : i64)
  ^bb52(%485: i64):  // 2 preds: ^bb48, ^bb51
    llvm.br ^bb53(%485 : i64)
  ^bb53(%486: i64):  // 2 preds: ^bb52, ^bb53
    %487 = llvm.add %486, %10 overflow<nuw> : i64
    %488 = llvm.xor %486, %22  : i64
    %489 = llvm.getelementptr %373[%488] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %490 = llvm.getelementptr %468[%486] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %491 = llvm.load %489 {alias_scopes = [#alias_scope205], alignment = 8 : i64, noalias_scopes = [#alias_scope204]} : !llvm.ptr -> i64
    llvm.store %491, %490 {alias_scopes = [#alias_scope204], alignment = 8 : i64, noalias_scopes = [#alias_scope205]} : i64, !llvm.ptr
    %492 = llvm.icmp "eq" %487, %466 : i64
    llvm.cond_br %492, ^bb54, ^bb53(%487 : i64) {loop_annotation = #loop_annotation}
  ^bb54:  // 3 preds: ^bb47, ^bb51, ^bb53
    %493 = llvm.icmp "eq" %442, %11 : i64
    llvm.cond_br %493, ^bb58, ^bb55
  ^bb55:  // pred: ^bb54
    %494 = llvm.icmp "ugt" %442, %52 : i64
    llvm.cond_br %494, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(%25, %27, %34) {noalias_scopes = [#alias_scope232, #alias_scope233]} : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.unreachable
  ^bb57:  // pred: ^bb55
    %495 = llvm.getelementptr inbounds %46[%442] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.call @_ZN4core5slice4sort6stable9quicksort9quicksort17hce893dd2371e1ed7E(%495, %466, %arg2, %arg3, %329, %44, %arg6) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    %496 = llvm.icmp "ult" %442, %1 : i64
    llvm.cond_br %496, ^bb3(%46, %442 : !llvm.ptr, i64), ^bb2(%442, %329 : i64, i32)
  ^bb58:  // 2 preds: ^bb35, ^bb54
    llvm.intr.experimental.noalias.scope.decl #alias_scope234
    llvm.intr.experimental.noalias.scope.decl #alias_scope235
    %497 = llvm.icmp "ult" %arg3, %52 : i64
    llvm.cond_br %497 weights([4001, 4000000]), ^bb60, ^bb59
  ^bb59:  // pred: ^bb58
    %498 = llvm.getelementptr %arg2[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb61(%11, %46, %498, %359 : i64, !llvm.ptr, !llvm.ptr, i64)
  ^bb60:  // pred: ^bb58
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb61(%499: i64, %500: !llvm.ptr, %501: !llvm.ptr, %502: i64):  // 2 preds: ^bb59, ^bb68
    %503 = llvm.intr.usub.sat(%502, %5)  : (i64, i64) -> i64
    %504 = llvm.getelementptr inbounds %46[%503] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %505 = llvm.icmp "ult" %500, %504 : !llvm.ptr
    llvm.cond_br %505, ^bb62, ^bb64(%499, %500, %501 : i64, !llvm.ptr, !llvm.ptr)
  ^bb62:  // pred: ^bb61
    %506 = llvm.load %361 {alias_scopes = [#alias_scope236, #alias_scope237, #alias_scope238, #alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope239, #alias_scope240, #alias_scope241, #alias_scope235]} : !llvm.ptr -> i64
    %507 = llvm.ashr %506, %9  : i64
    %508 = llvm.lshr %507, %10  : i64
    %509 = llvm.xor %508, %506  : i64
    llvm.br ^bb63(%501, %500, %499 : !llvm.ptr, !llvm.ptr, i64)
  ^bb63(%510: !llvm.ptr, %511: !llvm.ptr, %512: i64):  // 2 preds: ^bb62, ^bb63
    llvm.intr.experimental.noalias.scope.decl #alias_scope241
    llvm.intr.experimental.noalias.scope.decl #alias_scope238
    llvm.intr.experimental.noalias.scope.decl #alias_scope237
    llvm.intr.experimental.noalias.scope.decl #alias_scope240
    llvm.intr.experimental.noalias.scope.decl #alias_scope236
    llvm.intr.experimental.noalias.scope.decl #alias_scope239
    %513 = llvm.load %511 {alias_scopes = [#alias_scope239, #alias_scope240, #alias_scope241, #alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope236, #alias_scope237, #alias_scope238, #alias_scope235]} : !llvm.ptr -> i64
    %514 = llvm.ashr %513, %9  : i64
    %515 = llvm.lshr %514, %10  : i64
    %516 = llvm.xor %515, %513  : i64
    %517 = llvm.icmp "sge" %509, %516 : i64
    %518 = llvm.getelementptr inbounds %510[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %519 = llvm.select %517, %arg2, %518 : i1, !llvm.ptr
    %520 = llvm.getelementptr inbounds %519[%512] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %513, %520 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope242, #alias_scope234]} : i64, !llvm.ptr
    %521 = llvm.zext %517 : i1 to i64
    %522 = llvm.add %512, %521 : i64
    %523 = llvm.getelementptr inbounds %511[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %524 = llvm.load %523 {alias_scopes = [#alias_scope243, #alias_scope244, #alias_scope245, #alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope246, #alias_scope247, #alias_scope248, #alias_scope235]} : !llvm.ptr -> i64
    %525 = llvm.ashr %524, %9  : i64
    %526 = llvm.lshr %525, %10  : i64
    %527 = llvm.xor %526, %524  : i64
    %528 = llvm.icmp "sge" %509, %527 : i64
    %529 = llvm.getelementptr inbounds %510[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %530 = llvm.select %528, %arg2, %529 : i1, !llvm.ptr
    %531 = llvm.getelementptr inbounds %530[%522] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %524, %531 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope249, #alias_scope234]} : i64, !llvm.ptr
    %532 = llvm.zext %528 : i1 to i64
    %533 = llvm.add %522, %532 : i64
    %534 = llvm.getelementptr inbounds %511[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %535 = llvm.load %534 {alias_scopes = [#alias_scope250, #alias_scope251, #alias_scope252, #alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope253, #alias_scope254, #alias_scope255, #alias_scope235]} : !llvm.ptr -> i64
    %536 = llvm.ashr %535, %9  : i64
    %537 = llvm.lshr %536, %10  : i64
    %538 = llvm.xor %537, %535  : i64
    %539 = llvm.icmp "sge" %509, %538 : i64
    %540 = llvm.getelementptr inbounds %510[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %541 = llvm.select %539, %arg2, %540 : i1, !llvm.ptr
    %542 = llvm.getelementptr inbounds %541[%533] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %535, %542 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope256, #alias_scope234]} : i64, !llvm.ptr
    %543 = llvm.zext %539 : i1 to i64
    %544 = llvm.add %533, %543 : i64
    %545 = llvm.getelementptr inbounds %511[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %546 = llvm.load %545 {alias_scopes = [#alias_scope257, #alias_scope258, #alias_scope259, #alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope260, #alias_scope261, #alias_scope262, #alias_scope235]} : !llvm.ptr -> i64
    %547 = llvm.ashr %546, %9  : i64
    %548 = llvm.lshr %547, %10  : i64
    %549 = llvm.xor %548, %546  : i64
    %550 = llvm.icmp "sge" %509, %549 : i64
    %551 = llvm.getelementptr inbounds %510[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %552 = llvm.select %550, %arg2, %551 : i1, !llvm.ptr
    %553 = llvm.getelementptr inbounds %552[%544] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %546, %553 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope263, #alias_scope234]} : i64, !llvm.ptr
    %554 = llvm.zext %550 : i1 to i64
    %555 = llvm.add %544, %554 : i64
    %556 = llvm.getelementptr inbounds %511[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %557 = llvm.icmp "ult" %556, %504 : !llvm.ptr
    llvm.cond_br %557, ^bb63(%551, %556, %555 : !llvm.ptr, !llvm.ptr, i64), ^bb64(%555, %556, %551 : i64, !llvm.ptr, !llvm.ptr)
  ^bb64(%558: i64, %559: !llvm.ptr, %560: !llvm.ptr):  // 2 preds: ^bb61, ^bb63
    %561 = llvm.getelementptr inbounds %46[%502] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %562 = llvm.icmp "ult" %559, %561 : !llvm.ptr
    llvm.cond_br %562, ^bb65, ^bb66(%558, %559, %560 : i64, !llvm.ptr, !llvm.ptr)
  ^bb65:  // pred: ^bb64
    %563 = llvm.load %361 {alias_scopes = [#alias_scope264, #alias_scope265, #alias_scope266, #alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope267, #alias_scope268, #alias_scope269, #alias_scope235]} : !llvm.ptr -> i64
    %564 = llvm.ashr %563, %9  : i64
    %565 = llvm.lshr %564, %10  : i64
    %566 = llvm.xor %565, %563  : i64
    llvm.br ^bb67(%560, %559, %558 : !llvm.ptr, !llvm.ptr, i64)
  ^bb66(%567: i64, %568: !llvm.ptr, %569: !llvm.ptr):  // 2 preds: ^bb64, ^bb67
    %570 = llvm.icmp "eq" %502, %52 : i64
    llvm.cond_br %570, ^bb69, ^bb68
  ^bb67(%571: !llvm.ptr, %572: !llvm.ptr, %573: i64):  // 2 preds: ^bb65, ^bb67
    llvm.intr.experimental.noalias.scope.decl #alias_scope269
    llvm.intr.experimental.noalias.scope.decl #alias_scope266
    llvm.intr.experimental.noalias.scope.decl #alias_scope265
    llvm.intr.experimental.noalias.scope.decl #alias_scope268
    llvm.intr.experimental.noalias.scope.decl #alias_scope264
    llvm.intr.experimental.noalias.scope.decl #alias_scope267
    %574 = llvm.load %572 {alias_scopes = [#alias_scope267, #alias_scope268, #alias_scope269, #alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope264, #alias_scope265, #alias_scope266, #alias_scope235]} : !llvm.ptr -> i64
    %575 = llvm.ashr %574, %9  : i64
    %576 = llvm.lshr %575, %10  : i64
    %577 = llvm.xor %576, %574  : i64
    %578 = llvm.icmp "sge" %566, %577 : i64
    %579 = llvm.getelementptr inbounds %571[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %580 = llvm.select %578, %arg2, %579 : i1, !llvm.ptr
    %581 = llvm.getelementptr inbounds %580[%573] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %574, %581 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope270, #alias_scope234]} : i64, !llvm.ptr
    %582 = llvm.zext %578 : i1 to i64
    %583 = llvm.add %573, %582 : i64
    %584 = llvm.getelementptr inbounds %572[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %585 = llvm.icmp "ult" %584, %561 : !llvm.ptr
    llvm.cond_br %585, ^bb67(%579, %584, %583 : !llvm.ptr, !llvm.ptr, i64), ^bb66(%583, %584, %579 : i64, !llvm.ptr, !llvm.ptr)
  ^bb68:  // pred: ^bb66
    %586 = llvm.getelementptr inbounds %569[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %587 = llvm.getelementptr inbounds %arg2[%567] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %588 = llvm.load %568 {alias_scopes = [#alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope271, #alias_scope235]} : !llvm.ptr -> i64
    llvm.store %588, %587 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope271, #alias_scope234]} : i64, !llvm.ptr
    %589 = llvm.add %567, %10 : i64
    %590 = llvm.getelementptr inbounds %568[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.br ^bb61(%589, %590, %586, %52 : i64, !llvm.ptr, !llvm.ptr, i64)
  ^bb69:  // pred: ^bb66
    %591 = llvm.shl %567, %5 : i64
    "llvm.intr.memcpy"(%46, %arg2, %591) <{alias_scopes = [#alias_scope234, #alias_scope235], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %592 = llvm.sub %52, %567 : i64
    %593 = llvm.icmp "eq" %52, %567 : i64
    llvm.cond_br %593, ^bb77, ^bb70
  ^bb70:  // pred: ^bb69
    %594 = llvm.getelementptr %46[%567] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %595 = llvm.icmp "ult" %592, %20 : i64
    llvm.cond_br %595, ^bb74(%11 : i64), ^bb71
  ^bb71:  // pred: ^bb70
    %596 = llvm.and %592, %21  : i64
    llvm.br ^bb72(%11 : i64)
  ^bb72(%597: i64):  // 2 preds: ^bb71, ^bb72
    %598 = llvm.xor %597, %22  : i64
    %599 = llvm.getelementptr %498[%598] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %600 = llvm.getelementptr %594[%597] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %601 = llvm.getelementptr %599[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %602 = llvm.getelementptr %599[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %603 = llvm.load %601 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope234]} : !llvm.ptr -> vector<2xi64>
    %604 = llvm.load %602 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope234]} : !llvm.ptr -> vector<2xi64>
    %605 = llvm.shufflevector %603, %23 [1, 0] : vector<2xi64> 
    %606 = llvm.shufflevector %604, %23 [1, 0] : vector<2xi64> 
    %607 = llvm.getelementptr %600[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %605, %600 {alias_scopes = [#alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope235]} : vector<2xi64>, !llvm.ptr
    llvm.store %606, %607 {alias_scopes = [#alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope235]} : vector<2xi64>, !llvm.ptr
    %608 = llvm.add %597, %20 overflow<nuw> : i64
    %609 = llvm.icmp "eq" %608, %596 : i64
    llvm.cond_br %609, ^bb73, ^bb72(%608 : i64) {loop_annotation = #loop_annotation}
  ^bb73:  // pred: ^bb72
    %610 = llvm.icmp "eq" %592, %596 : i64
    llvm.cond_br %610, ^bb76, ^bb74(%596 : i64)
  ^bb74(%611: i64):  // 2 preds: ^bb70, ^bb73
    llvm.br ^bb75(%611 : i64)
  ^bb75(%612: i64):  // 2 preds: ^bb74, ^bb75
    %613 = llvm.add %612, %10 overflow<nuw> : i64
    %614 = llvm.xor %612, %22  : i64
    %615 = llvm.getelementptr %498[%614] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %616 = llvm.getelementptr %594[%612] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %617 = llvm.load %615 {alias_scopes = [#alias_scope235], alignment = 8 : i64, noalias_scopes = [#alias_scope234]} : !llvm.ptr -> i64
    llvm.store %617, %616 {alias_scopes = [#alias_scope234], alignment = 8 : i64, noalias_scopes = [#alias_scope235]} : i64, !llvm.ptr
    %618 = llvm.icmp "eq" %613, %592 : i64
    llvm.cond_br %618, ^bb76, ^bb75(%613 : i64) {loop_annotation = #loop_annotation}
  ^bb76:  // 2 preds: ^bb73, ^bb75
    %619 = llvm.icmp "ugt" %567, %52 : i64
    llvm.cond_br %619, ^bb79, ^bb78
  ^bb77:  // pred: ^bb69
    llvm.br ^bb33
  ^bb78:  // pred: ^bb76
    %620 = llvm.getelementptr inbounds %46[%567] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %621 = llvm.icmp "ult" %592, %1 : i64
    llvm.cond_br %621, ^bb3(%620, %592 : !llvm.ptr, i64), ^bb1(%620, %592, %329, %2 : !llvm.ptr, i64, i32, !llvm.ptr)
  ^bb79:  // pred: ^bb76
    llvm.call @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(%567, %52, %52, %39) : (i64, i64, i64, !llvm.ptr) -> ()
    llvm.unreachable
  }
  llvm.func unnamed_addr @clampit(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(-5.000000e-01 : f64) : f64
    %1 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %2 = llvm.fmul %arg0, %arg1  : f64
    %3 = llvm.fcmp "olt" %2, %0 : f64
    %4 = llvm.select %3, %0, %2 : i1, f64
    %5 = llvm.fcmp "ogt" %4, %1 : f64
    %6 = llvm.select %5, %1, %4 : i1, f64
    %7 = llvm.intr.maxnum(%arg0, %arg1)  : (f64, f64) -> f64
    %8 = llvm.intr.minnum(%arg0, %arg1)  : (f64, f64) -> f64
    %9 = llvm.fmul %7, %8  : f64
    %10 = llvm.fadd %9, %6  : f64
    llvm.return %10 : f64
  }
  llvm.func unnamed_addr @tmax(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(63 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %3 = llvm.fmul %arg0, %arg1  : f64
    %4 = llvm.bitcast %3 : f64 to i64
    %5 = llvm.ashr %4, %0  : i64
    %6 = llvm.lshr %5, %1  : i64
    %7 = llvm.xor %6, %4  : i64
    %8 = llvm.fadd %arg1, %arg2  : f64
    %9 = llvm.bitcast %8 : f64 to i64
    %10 = llvm.ashr %9, %0  : i64
    %11 = llvm.lshr %10, %1  : i64
    %12 = llvm.xor %11, %9  : i64
    %13 = llvm.icmp "sgt" %7, %12 : i64
    %14 = llvm.select %13, %4, %9 : i1, i64
    %15 = llvm.ashr %14, %0  : i64
    %16 = llvm.lshr %15, %1  : i64
    %17 = llvm.xor %16, %14  : i64
    %18 = llvm.fmul %arg0, %arg2  : f64
    %19 = llvm.bitcast %18 : f64 to i64
    %20 = llvm.ashr %19, %0  : i64
    %21 = llvm.lshr %20, %1  : i64
    %22 = llvm.xor %21, %19  : i64
    %23 = llvm.icmp "sgt" %17, %22 : i64
    %24 = llvm.select %13, %3, %8 : i1, f64
    %25 = llvm.select %23, %24, %18 : i1, f64
    %26 = llvm.fmul %25, %2  : f64
    llvm.return %26 : f64
  }
  llvm.func unnamed_addr @tsort5(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}, %arg3: f64 {llvm.noundef}, %arg4: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64", will_return} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(63 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    %5 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %6 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %7 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %9 = llvm.fmul %arg0, %arg1  : f64
    %10 = llvm.fadd %arg1, %arg2  : f64
    %11 = llvm.fmul %arg2, %arg2  : f64
    %12 = llvm.fsub %arg3, %arg0  : f64
    %13 = llvm.fmul %arg0, %arg4  : f64
    %14 = llvm.bitcast %9 : f64 to i64
    llvm.store %9, %5 {alignment = 8 : i64} : f64, !llvm.ptr
    %15 = llvm.bitcast %10 : f64 to i64
    llvm.store %10, %6 {alignment = 8 : i64} : f64, !llvm.ptr
    %16 = llvm.bitcast %11 : f64 to i64
    llvm.store %11, %7 {alignment = 8 : i64} : f64, !llvm.ptr
    %17 = llvm.bitcast %12 : f64 to i64
    %18 = llvm.bitcast %13 : f64 to i64
    %19 = llvm.ashr %15, %1  : i64
    %20 = llvm.lshr %19, %2  : i64
    %21 = llvm.xor %20, %15  : i64
    %22 = llvm.ashr %14, %1  : i64
    %23 = llvm.lshr %22, %2  : i64
    %24 = llvm.xor %23, %14  : i64
    %25 = llvm.icmp "slt" %21, %24 : i64
    llvm.cond_br %25, ^bb1, ^bb2(%21, %14, %10 : i64, i64, f64)
  ^bb1:  // pred: ^bb0
    llvm.store %9, %6 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %10, %5 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64, noalias_scopes = [#alias_scope275, #alias_scope276]} : f64, !llvm.ptr
    llvm.br ^bb2(%24, %15, %9 : i64, i64, f64)
  ^bb2(%26: i64, %27: i64, %28: f64):  // 2 preds: ^bb0, ^bb1
    %29 = llvm.ashr %16, %1  : i64
    %30 = llvm.lshr %29, %2  : i64
    %31 = llvm.xor %30, %16  : i64
    %32 = llvm.icmp "slt" %31, %26 : i64
    llvm.cond_br %32, ^bb3, ^bb6(%16, %31, %11 : i64, i64, f64)
  ^bb3:  // pred: ^bb2
    %33 = llvm.bitcast %28 : f64 to i64
    llvm.store %28, %7 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64} : f64, !llvm.ptr
    %34 = llvm.ashr %27, %1  : i64
    %35 = llvm.lshr %34, %2  : i64
    %36 = llvm.xor %35, %27  : i64
    %37 = llvm.icmp "slt" %31, %36 : i64
    llvm.cond_br %37, ^bb4, ^bb5(%6 : !llvm.ptr)
  ^bb4:  // pred: ^bb3
    llvm.store %27, %6 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb5(%5 : !llvm.ptr)
  ^bb5(%38: !llvm.ptr):  // 2 preds: ^bb3, ^bb4
    llvm.store %11, %38 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64, noalias_scopes = [#alias_scope275, #alias_scope276]} : f64, !llvm.ptr
    llvm.br ^bb6(%33, %26, %28 : i64, i64, f64)
  ^bb6(%39: i64, %40: i64, %41: f64):  // 2 preds: ^bb2, ^bb5
    %42 = llvm.ashr %17, %1  : i64
    %43 = llvm.lshr %42, %2  : i64
    %44 = llvm.xor %43, %17  : i64
    %45 = llvm.icmp "slt" %44, %40 : i64
    llvm.cond_br %45, ^bb7, ^bb11(%39, %44, %12 : i64, i64, f64)
  ^bb7:  // pred: ^bb6
    %46 = llvm.load %6 {alias_scopes = [#alias_scope277, #alias_scope278, #alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64, noalias_scopes = [#alias_scope279, #alias_scope280]} : !llvm.ptr -> i64
    %47 = llvm.ashr %46, %1  : i64
    %48 = llvm.lshr %47, %2  : i64
    %49 = llvm.xor %48, %46  : i64
    %50 = llvm.icmp "slt" %44, %49 : i64
    llvm.cond_br %50, ^bb8, ^bb10(%7 : !llvm.ptr)
  ^bb8:  // pred: ^bb7
    llvm.store %46, %7 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64} : i64, !llvm.ptr
    %51 = llvm.load %5 {alias_scopes = [#alias_scope277, #alias_scope278, #alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64, noalias_scopes = [#alias_scope279, #alias_scope280]} : !llvm.ptr -> i64
    %52 = llvm.ashr %51, %1  : i64
    %53 = llvm.lshr %52, %2  : i64
    %54 = llvm.xor %53, %51  : i64
    %55 = llvm.icmp "slt" %44, %54 : i64
    llvm.cond_br %55, ^bb9, ^bb10(%6 : !llvm.ptr)
  ^bb9:  // pred: ^bb8
    llvm.store %51, %6 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb10(%5 : !llvm.ptr)
  ^bb10(%56: !llvm.ptr):  // 3 preds: ^bb7, ^bb8, ^bb9
    llvm.store %12, %56 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64, noalias_scopes = [#alias_scope275, #alias_scope276]} : f64, !llvm.ptr
    %57 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.br ^bb11(%57, %40, %41 : i64, i64, f64)
  ^bb11(%58: i64, %59: i64, %60: f64):  // 2 preds: ^bb6, ^bb10
    %61 = llvm.ashr %18, %1  : i64
    %62 = llvm.lshr %61, %2  : i64
    %63 = llvm.xor %62, %18  : i64
    %64 = llvm.icmp "slt" %63, %59 : i64
    llvm.cond_br %64, ^bb12, ^bb16(%58, %13 : i64, f64)
  ^bb12:  // pred: ^bb11
    %65 = llvm.ashr %58, %1  : i64
    %66 = llvm.lshr %65, %2  : i64
    %67 = llvm.xor %66, %58  : i64
    %68 = llvm.icmp "slt" %63, %67 : i64
    llvm.cond_br %68, ^bb13, ^bb15(%8 : !llvm.ptr)
  ^bb13:  // pred: ^bb12
    %69 = llvm.load %6 {alias_scopes = [#alias_scope277, #alias_scope278, #alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64, noalias_scopes = [#alias_scope279, #alias_scope280]} : !llvm.ptr -> i64
    %70 = llvm.ashr %69, %1  : i64
    %71 = llvm.lshr %70, %2  : i64
    %72 = llvm.xor %71, %69  : i64
    %73 = llvm.icmp "slt" %63, %72 : i64
    llvm.cond_br %73, ^bb14, ^bb15(%7 : !llvm.ptr)
  ^bb14:  // pred: ^bb13
    llvm.store %69, %7 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64} : i64, !llvm.ptr
    %74 = llvm.load %5 {alias_scopes = [#alias_scope277, #alias_scope278, #alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64, noalias_scopes = [#alias_scope279, #alias_scope280]} : !llvm.ptr -> i64
    %75 = llvm.ashr %74, %1  : i64
    %76 = llvm.lshr %75, %2  : i64
    %77 = llvm.xor %76, %74  : i64
    %78 = llvm.icmp "slt" %63, %77 : i64
    %79 = llvm.select %78, %5, %6 : i1, !llvm.ptr
    llvm.br ^bb15(%79 : !llvm.ptr)
  ^bb15(%80: !llvm.ptr):  // 3 preds: ^bb12, ^bb13, ^bb14
    llvm.store %13, %80 {alias_scopes = [#alias_scope272, #alias_scope273, #alias_scope274], alignment = 8 : i64, noalias_scopes = [#alias_scope275, #alias_scope276]} : f64, !llvm.ptr
    %81 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.br ^bb16(%81, %60 : i64, f64)
  ^bb16(%82: i64, %83: f64):  // 2 preds: ^bb11, ^bb15
    %84 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> f64
    %85 = llvm.bitcast %82 : i64 to f64
    %86 = llvm.fmul %85, %3  : f64
    %87 = llvm.fadd %84, %86  : f64
    %88 = llvm.fmul %83, %4  : f64
    %89 = llvm.fadd %88, %87  : f64
    llvm.return %89 : f64
  }
  llvm.func unnamed_addr @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(!llvm.ptr {llvm.nonnull, llvm.noundef}, !llvm.ptr {llvm.nonnull, llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.noundef, llvm.readonly}) attributes {no_inline, no_unwind, passthrough = ["cold", "noreturn", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 {llvm.noundef}, i64 {llvm.allocalign, llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "41"], ["allocsize", "4294967295"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["alloc-variant-zeroed", "_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(!llvm.ptr {llvm.allocptr, llvm.noundef}, i64 {llvm.noundef}, i64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "4"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @rust_eh_personality(i32 {llvm.noundef}, i32 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() attributes {no_inline, no_unwind, passthrough = ["cold", "noreturn", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 {llvm.noundef}, i64 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.noundef, llvm.readonly}) attributes {no_inline, no_unwind, passthrough = ["cold", "noreturn", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 {llvm.noundef}) -> (i64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 {llvm.noundef}, i64) attributes {no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
}
