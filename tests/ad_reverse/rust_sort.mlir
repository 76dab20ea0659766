// Real rustc output (-O2, imported with mlir-translate-19 --import-llvm):
// Rust's sorts of a small array (`sort_by`: insertion sort below 20
// elements; `sort_unstable_by`: a sorting network and insertion sort),
// whose loops carry pointers into the array picked between the dispatch
// loop's branches: they carry positions among the arrays instead
// (ad/memref_positions.rs), and the values the sort moves carry their
// derivatives with them. Refused before ("scf.while ... carrying values of
// type '!llvm.ptr'").
//   #[no_mangle]
//   pub extern "C" fn sorted_w(a: f64, b: f64, c: f64, d: f64) -> f64 {
//       let mut v = [a, b * a, c, d - a, c * d, b];
//       v.sort_by(|x, y| x.partial_cmp(y).unwrap());
//       v.iter().enumerate().map(|(i, x)| (i as f64 + 1.0) * x).sum()
//   }
//   #[no_mangle]
//   pub extern "C" fn median5(a: f64, b: f64, c: f64) -> f64 {
//       let mut v = [a, b, c, a * b, b - c];
//       v.sort_unstable_by(|x, y| x.partial_cmp(y).unwrap());
//       v[2] + 0.1 * v[4]
//   }
// rev @sorted_w active,active,active,active : 0.3; 0.7; 1.1; 1.2 | -0.9; 1.7; 0.25; -0.6
// rev @median5 active,active,active : 0.3; 0.7; 1.1 | 1.9; -0.35; 0.8
// fwd @sorted_w dup,dup,dup,dup : -0.9; 1.7; 0.25; -0.6
// fwd @median5 dup,dup,dup : 1.9; -0.35; 0.8
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "_ZN4core5slice4sort6shared5pivot7median317h5d0df9ca3cee9502E">
#alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain5 = #llvm.alias_scope_domain<id = distinct[5]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain6 = #llvm.alias_scope_domain<id = distinct[6]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain7 = #llvm.alias_scope_domain<id = distinct[7]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain8 = #llvm.alias_scope_domain<id = distinct[8]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain9 = #llvm.alias_scope_domain<id = distinct[9]<>, description = "_ZN4core5slice4sort6shared5pivot7median317hc95ac5889cf6b3cbE">
#alias_scope_domain10 = #llvm.alias_scope_domain<id = distinct[10]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain11 = #llvm.alias_scope_domain<id = distinct[11]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain12 = #llvm.alias_scope_domain<id = distinct[12]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain13 = #llvm.alias_scope_domain<id = distinct[13]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain14 = #llvm.alias_scope_domain<id = distinct[14]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain15 = #llvm.alias_scope_domain<id = distinct[15]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain16 = #llvm.alias_scope_domain<id = distinct[16]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain17 = #llvm.alias_scope_domain<id = distinct[17]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain18 = #llvm.alias_scope_domain<id = distinct[18]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain19 = #llvm.alias_scope_domain<id = distinct[19]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain20 = #llvm.alias_scope_domain<id = distinct[20]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain21 = #llvm.alias_scope_domain<id = distinct[21]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain22 = #llvm.alias_scope_domain<id = distinct[22]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain23 = #llvm.alias_scope_domain<id = distinct[23]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain24 = #llvm.alias_scope_domain<id = distinct[24]<>, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17had73b40dff1e7a1fE">
#alias_scope_domain25 = #llvm.alias_scope_domain<id = distinct[25]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain26 = #llvm.alias_scope_domain<id = distinct[26]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain27 = #llvm.alias_scope_domain<id = distinct[27]<>, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h343339122e1bde4bE">
#alias_scope_domain28 = #llvm.alias_scope_domain<id = distinct[28]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain29 = #llvm.alias_scope_domain<id = distinct[29]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain30 = #llvm.alias_scope_domain<id = distinct[30]<>, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hb0a1d7855df4e03aE">
#alias_scope_domain31 = #llvm.alias_scope_domain<id = distinct[31]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc5699087a55c178eE">
#alias_scope_domain32 = #llvm.alias_scope_domain<id = distinct[32]<>, description = "_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17h042b3747e1955f7bE">
#alias_scope_domain33 = #llvm.alias_scope_domain<id = distinct[33]<>, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17haee15f8c322e01acE">
#alias_scope_domain34 = #llvm.alias_scope_domain<id = distinct[34]<>, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf99503c99242935aE">
#alias_scope_domain35 = #llvm.alias_scope_domain<id = distinct[35]<>, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h4270548f1771f7f4E">
#alias_scope_domain36 = #llvm.alias_scope_domain<id = distinct[36]<>, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hda73f5be5b4b4b3fE">
#alias_scope_domain37 = #llvm.alias_scope_domain<id = distinct[37]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain38 = #llvm.alias_scope_domain<id = distinct[38]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain39 = #llvm.alias_scope_domain<id = distinct[39]<>, description = "_ZN4core5slice4sort6stable5drift10create_run17h4f4828118fad6f4cE">
#alias_scope_domain40 = #llvm.alias_scope_domain<id = distinct[40]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain41 = #llvm.alias_scope_domain<id = distinct[41]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain42 = #llvm.alias_scope_domain<id = distinct[42]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain43 = #llvm.alias_scope_domain<id = distinct[43]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain44 = #llvm.alias_scope_domain<id = distinct[44]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h11796ff834878e36E">
#alias_scope_domain45 = #llvm.alias_scope_domain<id = distinct[45]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd8da9c3372ac5c7dE">
#alias_scope_domain46 = #llvm.alias_scope_domain<id = distinct[46]<>, description = "_ZN4core5slice4sort6stable5merge5merge17hd06f955635a3e985E">
#alias_scope_domain47 = #llvm.alias_scope_domain<id = distinct[47]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain48 = #llvm.alias_scope_domain<id = distinct[48]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain49 = #llvm.alias_scope_domain<id = distinct[49]<>, description = "_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h95f4a3184058b69bE">
#alias_scope_domain50 = #llvm.alias_scope_domain<id = distinct[50]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain51 = #llvm.alias_scope_domain<id = distinct[51]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain52 = #llvm.alias_scope_domain<id = distinct[52]<>, description = "_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h7e64514a5fdc8598E">
#alias_scope_domain53 = #llvm.alias_scope_domain<id = distinct[53]<>, description = "_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26526e70de127ad0E">
#alias_scope_domain54 = #llvm.alias_scope_domain<id = distinct[54]<>, description = "_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17h55c1313243cc47a8E">
#alias_scope_domain55 = #llvm.alias_scope_domain<id = distinct[55]<>, description = "_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6fff3f3acb52227cE">
#alias_scope_domain56 = #llvm.alias_scope_domain<id = distinct[56]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain57 = #llvm.alias_scope_domain<id = distinct[57]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain58 = #llvm.alias_scope_domain<id = distinct[58]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain59 = #llvm.alias_scope_domain<id = distinct[59]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain60 = #llvm.alias_scope_domain<id = distinct[60]<>, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdce64730a12cb448E">
#alias_scope_domain61 = #llvm.alias_scope_domain<id = distinct[61]<>, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h866c3fdc1305ba8cE">
#alias_scope_domain62 = #llvm.alias_scope_domain<id = distinct[62]<>, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17had73b40dff1e7a1fE">
#alias_scope_domain63 = #llvm.alias_scope_domain<id = distinct[63]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain64 = #llvm.alias_scope_domain<id = distinct[64]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain65 = #llvm.alias_scope_domain<id = distinct[65]<>, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h343339122e1bde4bE">
#alias_scope_domain66 = #llvm.alias_scope_domain<id = distinct[66]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain67 = #llvm.alias_scope_domain<id = distinct[67]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain68 = #llvm.alias_scope_domain<id = distinct[68]<>, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hb0a1d7855df4e03aE">
#alias_scope_domain69 = #llvm.alias_scope_domain<id = distinct[69]<>, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17hcb614f979f4dfc47E">
#alias_scope_domain70 = #llvm.alias_scope_domain<id = distinct[70]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain71 = #llvm.alias_scope_domain<id = distinct[71]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain72 = #llvm.alias_scope_domain<id = distinct[72]<>, description = "_ZN4core5slice4sort6shared5pivot7median317hc95ac5889cf6b3cbE">
#alias_scope_domain73 = #llvm.alias_scope_domain<id = distinct[73]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain74 = #llvm.alias_scope_domain<id = distinct[74]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain75 = #llvm.alias_scope_domain<id = distinct[75]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain76 = #llvm.alias_scope_domain<id = distinct[76]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain77 = #llvm.alias_scope_domain<id = distinct[77]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain78 = #llvm.alias_scope_domain<id = distinct[78]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain79 = #llvm.alias_scope_domain<id = distinct[79]<>, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h2b00eaf4bd4b2567E">
#alias_scope_domain80 = #llvm.alias_scope_domain<id = distinct[80]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain81 = #llvm.alias_scope_domain<id = distinct[81]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain82 = #llvm.alias_scope_domain<id = distinct[82]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain83 = #llvm.alias_scope_domain<id = distinct[83]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain84 = #llvm.alias_scope_domain<id = distinct[84]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain85 = #llvm.alias_scope_domain<id = distinct[85]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain86 = #llvm.alias_scope_domain<id = distinct[86]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain87 = #llvm.alias_scope_domain<id = distinct[87]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain88 = #llvm.alias_scope_domain<id = distinct[88]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain89 = #llvm.alias_scope_domain<id = distinct[89]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain90 = #llvm.alias_scope_domain<id = distinct[90]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain91 = #llvm.alias_scope_domain<id = distinct[91]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain92 = #llvm.alias_scope_domain<id = distinct[92]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain93 = #llvm.alias_scope_domain<id = distinct[93]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain94 = #llvm.alias_scope_domain<id = distinct[94]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain95 = #llvm.alias_scope_domain<id = distinct[95]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain96 = #llvm.alias_scope_domain<id = distinct[96]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd2adbef7fffc3c2dE">
#alias_scope_domain97 = #llvm.alias_scope_domain<id = distinct[97]<>, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h6d9f4aee88c0551dE">
#alias_scope_domain98 = #llvm.alias_scope_domain<id = distinct[98]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain99 = #llvm.alias_scope_domain<id = distinct[99]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain100 = #llvm.alias_scope_domain<id = distinct[100]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E">
#alias_scope_domain101 = #llvm.alias_scope_domain<id = distinct[101]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain102 = #llvm.alias_scope_domain<id = distinct[102]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E">
#alias_scope_domain103 = #llvm.alias_scope_domain<id = distinct[103]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain104 = #llvm.alias_scope_domain<id = distinct[104]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain105 = #llvm.alias_scope_domain<id = distinct[105]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain106 = #llvm.alias_scope_domain<id = distinct[106]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E">
#alias_scope_domain107 = #llvm.alias_scope_domain<id = distinct[107]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain108 = #llvm.alias_scope_domain<id = distinct[108]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain109 = #llvm.alias_scope_domain<id = distinct[109]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain110 = #llvm.alias_scope_domain<id = distinct[110]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E">
#alias_scope_domain111 = #llvm.alias_scope_domain<id = distinct[111]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain112 = #llvm.alias_scope_domain<id = distinct[112]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain113 = #llvm.alias_scope_domain<id = distinct[113]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain114 = #llvm.alias_scope_domain<id = distinct[114]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain115 = #llvm.alias_scope_domain<id = distinct[115]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain116 = #llvm.alias_scope_domain<id = distinct[116]<>, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E">
#alias_scope_domain117 = #llvm.alias_scope_domain<id = distinct[117]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain118 = #llvm.alias_scope_domain<id = distinct[118]<>, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE">
#alias_scope_domain119 = #llvm.alias_scope_domain<id = distinct[119]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain120 = #llvm.alias_scope_domain<id = distinct[120]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain121 = #llvm.alias_scope_domain<id = distinct[121]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain122 = #llvm.alias_scope_domain<id = distinct[122]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain123 = #llvm.alias_scope_domain<id = distinct[123]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain124 = #llvm.alias_scope_domain<id = distinct[124]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain125 = #llvm.alias_scope_domain<id = distinct[125]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h11796ff834878e36E">
#alias_scope_domain126 = #llvm.alias_scope_domain<id = distinct[126]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd8da9c3372ac5c7dE">
#alias_scope_domain127 = #llvm.alias_scope_domain<id = distinct[127]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain128 = #llvm.alias_scope_domain<id = distinct[128]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain129 = #llvm.alias_scope_domain<id = distinct[129]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain130 = #llvm.alias_scope_domain<id = distinct[130]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain131 = #llvm.alias_scope_domain<id = distinct[131]<>, description = "_ZN4core3ptr10swap_chunk17h5d445ff570192712E">
#alias_scope_domain132 = #llvm.alias_scope_domain<id = distinct[132]<>, description = "_ZN4core5slice4sort6shared9smallsort18small_sort_network17h7db0d590109d628fE">
#alias_scope_domain133 = #llvm.alias_scope_domain<id = distinct[133]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain134 = #llvm.alias_scope_domain<id = distinct[134]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain135 = #llvm.alias_scope_domain<id = distinct[135]<>, description = "_ZN4core5slice4sort6shared9smallsort14sort13_optimal17h240ea78edf7bcf9bE">
#alias_scope_domain136 = #llvm.alias_scope_domain<id = distinct[136]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain137 = #llvm.alias_scope_domain<id = distinct[137]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain138 = #llvm.alias_scope_domain<id = distinct[138]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain139 = #llvm.alias_scope_domain<id = distinct[139]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain140 = #llvm.alias_scope_domain<id = distinct[140]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain141 = #llvm.alias_scope_domain<id = distinct[141]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain142 = #llvm.alias_scope_domain<id = distinct[142]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain143 = #llvm.alias_scope_domain<id = distinct[143]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain144 = #llvm.alias_scope_domain<id = distinct[144]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain145 = #llvm.alias_scope_domain<id = distinct[145]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain146 = #llvm.alias_scope_domain<id = distinct[146]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain147 = #llvm.alias_scope_domain<id = distinct[147]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain148 = #llvm.alias_scope_domain<id = distinct[148]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain149 = #llvm.alias_scope_domain<id = distinct[149]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain150 = #llvm.alias_scope_domain<id = distinct[150]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain151 = #llvm.alias_scope_domain<id = distinct[151]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain152 = #llvm.alias_scope_domain<id = distinct[152]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain153 = #llvm.alias_scope_domain<id = distinct[153]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain154 = #llvm.alias_scope_domain<id = distinct[154]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain155 = #llvm.alias_scope_domain<id = distinct[155]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain156 = #llvm.alias_scope_domain<id = distinct[156]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain157 = #llvm.alias_scope_domain<id = distinct[157]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain158 = #llvm.alias_scope_domain<id = distinct[158]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain159 = #llvm.alias_scope_domain<id = distinct[159]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain160 = #llvm.alias_scope_domain<id = distinct[160]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain161 = #llvm.alias_scope_domain<id = distinct[161]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain162 = #llvm.alias_scope_domain<id = distinct[162]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain163 = #llvm.alias_scope_domain<id = distinct[163]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain164 = #llvm.alias_scope_domain<id = distinct[164]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain165 = #llvm.alias_scope_domain<id = distinct[165]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain166 = #llvm.alias_scope_domain<id = distinct[166]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain167 = #llvm.alias_scope_domain<id = distinct[167]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain168 = #llvm.alias_scope_domain<id = distinct[168]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain169 = #llvm.alias_scope_domain<id = distinct[169]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain170 = #llvm.alias_scope_domain<id = distinct[170]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain171 = #llvm.alias_scope_domain<id = distinct[171]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain172 = #llvm.alias_scope_domain<id = distinct[172]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain173 = #llvm.alias_scope_domain<id = distinct[173]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain174 = #llvm.alias_scope_domain<id = distinct[174]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain175 = #llvm.alias_scope_domain<id = distinct[175]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain176 = #llvm.alias_scope_domain<id = distinct[176]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain177 = #llvm.alias_scope_domain<id = distinct[177]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain178 = #llvm.alias_scope_domain<id = distinct[178]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain179 = #llvm.alias_scope_domain<id = distinct[179]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain180 = #llvm.alias_scope_domain<id = distinct[180]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain181 = #llvm.alias_scope_domain<id = distinct[181]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain182 = #llvm.alias_scope_domain<id = distinct[182]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain183 = #llvm.alias_scope_domain<id = distinct[183]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain184 = #llvm.alias_scope_domain<id = distinct[184]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain185 = #llvm.alias_scope_domain<id = distinct[185]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain186 = #llvm.alias_scope_domain<id = distinct[186]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain187 = #llvm.alias_scope_domain<id = distinct[187]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain188 = #llvm.alias_scope_domain<id = distinct[188]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain189 = #llvm.alias_scope_domain<id = distinct[189]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain190 = #llvm.alias_scope_domain<id = distinct[190]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain191 = #llvm.alias_scope_domain<id = distinct[191]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain192 = #llvm.alias_scope_domain<id = distinct[192]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain193 = #llvm.alias_scope_domain<id = distinct[193]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain194 = #llvm.alias_scope_domain<id = distinct[194]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain195 = #llvm.alias_scope_domain<id = distinct[195]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain196 = #llvm.alias_scope_domain<id = distinct[196]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain197 = #llvm.alias_scope_domain<id = distinct[197]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain198 = #llvm.alias_scope_domain<id = distinct[198]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain199 = #llvm.alias_scope_domain<id = distinct[199]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain200 = #llvm.alias_scope_domain<id = distinct[200]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain201 = #llvm.alias_scope_domain<id = distinct[201]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain202 = #llvm.alias_scope_domain<id = distinct[202]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain203 = #llvm.alias_scope_domain<id = distinct[203]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain204 = #llvm.alias_scope_domain<id = distinct[204]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain205 = #llvm.alias_scope_domain<id = distinct[205]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain206 = #llvm.alias_scope_domain<id = distinct[206]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain207 = #llvm.alias_scope_domain<id = distinct[207]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain208 = #llvm.alias_scope_domain<id = distinct[208]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain209 = #llvm.alias_scope_domain<id = distinct[209]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain210 = #llvm.alias_scope_domain<id = distinct[210]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain211 = #llvm.alias_scope_domain<id = distinct[211]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain212 = #llvm.alias_scope_domain<id = distinct[212]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain213 = #llvm.alias_scope_domain<id = distinct[213]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain214 = #llvm.alias_scope_domain<id = distinct[214]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain215 = #llvm.alias_scope_domain<id = distinct[215]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain216 = #llvm.alias_scope_domain<id = distinct[216]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain217 = #llvm.alias_scope_domain<id = distinct[217]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain218 = #llvm.alias_scope_domain<id = distinct[218]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain219 = #llvm.alias_scope_domain<id = distinct[219]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain220 = #llvm.alias_scope_domain<id = distinct[220]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain221 = #llvm.alias_scope_domain<id = distinct[221]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain222 = #llvm.alias_scope_domain<id = distinct[222]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain223 = #llvm.alias_scope_domain<id = distinct[223]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain224 = #llvm.alias_scope_domain<id = distinct[224]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain225 = #llvm.alias_scope_domain<id = distinct[225]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain226 = #llvm.alias_scope_domain<id = distinct[226]<>, description = "_ZN4core5slice4sort6shared9smallsort13sort9_optimal17h028ca0f06077933bE">
#alias_scope_domain227 = #llvm.alias_scope_domain<id = distinct[227]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain228 = #llvm.alias_scope_domain<id = distinct[228]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain229 = #llvm.alias_scope_domain<id = distinct[229]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain230 = #llvm.alias_scope_domain<id = distinct[230]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain231 = #llvm.alias_scope_domain<id = distinct[231]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain232 = #llvm.alias_scope_domain<id = distinct[232]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain233 = #llvm.alias_scope_domain<id = distinct[233]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain234 = #llvm.alias_scope_domain<id = distinct[234]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain235 = #llvm.alias_scope_domain<id = distinct[235]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain236 = #llvm.alias_scope_domain<id = distinct[236]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain237 = #llvm.alias_scope_domain<id = distinct[237]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain238 = #llvm.alias_scope_domain<id = distinct[238]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain239 = #llvm.alias_scope_domain<id = distinct[239]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain240 = #llvm.alias_scope_domain<id = distinct[240]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain241 = #llvm.alias_scope_domain<id = distinct[241]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain242 = #llvm.alias_scope_domain<id = distinct[242]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain243 = #llvm.alias_scope_domain<id = distinct[243]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain244 = #llvm.alias_scope_domain<id = distinct[244]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain245 = #llvm.alias_scope_domain<id = distinct[245]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain246 = #llvm.alias_scope_domain<id = distinct[246]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain247 = #llvm.alias_scope_domain<id = distinct[247]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain248 = #llvm.alias_scope_domain<id = distinct[248]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain249 = #llvm.alias_scope_domain<id = distinct[249]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain250 = #llvm.alias_scope_domain<id = distinct[250]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain251 = #llvm.alias_scope_domain<id = distinct[251]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain252 = #llvm.alias_scope_domain<id = distinct[252]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain253 = #llvm.alias_scope_domain<id = distinct[253]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain254 = #llvm.alias_scope_domain<id = distinct[254]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain255 = #llvm.alias_scope_domain<id = distinct[255]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain256 = #llvm.alias_scope_domain<id = distinct[256]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain257 = #llvm.alias_scope_domain<id = distinct[257]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain258 = #llvm.alias_scope_domain<id = distinct[258]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain259 = #llvm.alias_scope_domain<id = distinct[259]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain260 = #llvm.alias_scope_domain<id = distinct[260]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain261 = #llvm.alias_scope_domain<id = distinct[261]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain262 = #llvm.alias_scope_domain<id = distinct[262]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain263 = #llvm.alias_scope_domain<id = distinct[263]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain264 = #llvm.alias_scope_domain<id = distinct[264]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain265 = #llvm.alias_scope_domain<id = distinct[265]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain266 = #llvm.alias_scope_domain<id = distinct[266]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain267 = #llvm.alias_scope_domain<id = distinct[267]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain268 = #llvm.alias_scope_domain<id = distinct[268]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain269 = #llvm.alias_scope_domain<id = distinct[269]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain270 = #llvm.alias_scope_domain<id = distinct[270]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain271 = #llvm.alias_scope_domain<id = distinct[271]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain272 = #llvm.alias_scope_domain<id = distinct[272]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain273 = #llvm.alias_scope_domain<id = distinct[273]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain274 = #llvm.alias_scope_domain<id = distinct[274]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain275 = #llvm.alias_scope_domain<id = distinct[275]<>, description = "_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17h3d4f6990c2e8274fE">
#alias_scope_domain276 = #llvm.alias_scope_domain<id = distinct[276]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain277 = #llvm.alias_scope_domain<id = distinct[277]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain278 = #llvm.alias_scope_domain<id = distinct[278]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain279 = #llvm.alias_scope_domain<id = distinct[279]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain280 = #llvm.alias_scope_domain<id = distinct[280]<>, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdce64730a12cb448E">
#alias_scope_domain281 = #llvm.alias_scope_domain<id = distinct[281]<>, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h866c3fdc1305ba8cE">
#alias_scope_domain282 = #llvm.alias_scope_domain<id = distinct[282]<>, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17ha2a07e099c818288E">
#alias_scope_domain283 = #llvm.alias_scope_domain<id = distinct[283]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain284 = #llvm.alias_scope_domain<id = distinct[284]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain285 = #llvm.alias_scope_domain<id = distinct[285]<>, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h479d40ed7e438999E">
#alias_scope_domain286 = #llvm.alias_scope_domain<id = distinct[286]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain287 = #llvm.alias_scope_domain<id = distinct[287]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain288 = #llvm.alias_scope_domain<id = distinct[288]<>, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hd53d89063d98e2a0E">
#alias_scope_domain289 = #llvm.alias_scope_domain<id = distinct[289]<>, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17hb47388a3b402da90E">
#alias_scope_domain290 = #llvm.alias_scope_domain<id = distinct[290]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain291 = #llvm.alias_scope_domain<id = distinct[291]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain292 = #llvm.alias_scope_domain<id = distinct[292]<>, description = "_ZN4core5slice4sort6shared5pivot7median317h5d0df9ca3cee9502E">
#alias_scope_domain293 = #llvm.alias_scope_domain<id = distinct[293]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain294 = #llvm.alias_scope_domain<id = distinct[294]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain295 = #llvm.alias_scope_domain<id = distinct[295]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain296 = #llvm.alias_scope_domain<id = distinct[296]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain297 = #llvm.alias_scope_domain<id = distinct[297]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17hcdebb968d0862afaE">
#alias_scope_domain298 = #llvm.alias_scope_domain<id = distinct[298]<>, description = "_ZN4core5slice4sort8unstable9quicksort9partition17h7abc86233c801099E">
#alias_scope_domain299 = #llvm.alias_scope_domain<id = distinct[299]<>, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h2036f5e3b87f7bc4E">
#alias_scope_domain300 = #llvm.alias_scope_domain<id = distinct[300]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain301 = #llvm.alias_scope_domain<id = distinct[301]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain302 = #llvm.alias_scope_domain<id = distinct[302]<>, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE">
#alias_scope_domain303 = #llvm.alias_scope_domain<id = distinct[303]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain304 = #llvm.alias_scope_domain<id = distinct[304]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain305 = #llvm.alias_scope_domain<id = distinct[305]<>, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE">
#alias_scope_domain306 = #llvm.alias_scope_domain<id = distinct[306]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain307 = #llvm.alias_scope_domain<id = distinct[307]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain308 = #llvm.alias_scope_domain<id = distinct[308]<>, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE">
#alias_scope_domain309 = #llvm.alias_scope_domain<id = distinct[309]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17hcdebb968d0862afaE">
#alias_scope_domain310 = #llvm.alias_scope_domain<id = distinct[310]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain311 = #llvm.alias_scope_domain<id = distinct[311]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain312 = #llvm.alias_scope_domain<id = distinct[312]<>, description = "_ZN4core5slice4sort8unstable9quicksort9partition17h323ff7ec526138cfE">
#alias_scope_domain313 = #llvm.alias_scope_domain<id = distinct[313]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17hcdebb968d0862afaE">
#alias_scope_domain314 = #llvm.alias_scope_domain<id = distinct[314]<>, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17he88160c193c44c44E">
#alias_scope_domain315 = #llvm.alias_scope_domain<id = distinct[315]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain316 = #llvm.alias_scope_domain<id = distinct[316]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain317 = #llvm.alias_scope_domain<id = distinct[317]<>, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE">
#alias_scope_domain318 = #llvm.alias_scope_domain<id = distinct[318]<>, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E">
#alias_scope_domain319 = #llvm.alias_scope_domain<id = distinct[319]<>, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE">
#alias_scope_domain320 = #llvm.alias_scope_domain<id = distinct[320]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain321 = #llvm.alias_scope_domain<id = distinct[321]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain322 = #llvm.alias_scope_domain<id = distinct[322]<>, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E">
#alias_scope_domain323 = #llvm.alias_scope_domain<id = distinct[323]<>, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE">
#alias_scope_domain324 = #llvm.alias_scope_domain<id = distinct[324]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain325 = #llvm.alias_scope_domain<id = distinct[325]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain326 = #llvm.alias_scope_domain<id = distinct[326]<>, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E">
#alias_scope_domain327 = #llvm.alias_scope_domain<id = distinct[327]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17hcdebb968d0862afaE">
#alias_scope_domain328 = #llvm.alias_scope_domain<id = distinct[328]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by17h77c11dd71aa48c20E">
#alias_scope_domain329 = #llvm.alias_scope_domain<id = distinct[329]<>, description = "_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17h3d4f6990c2e8274fE">
#alias_scope_domain330 = #llvm.alias_scope_domain<id = distinct[330]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain331 = #llvm.alias_scope_domain<id = distinct[331]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain332 = #llvm.alias_scope_domain<id = distinct[332]<>, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E">
#alias_scope_domain333 = #llvm.alias_scope_domain<id = distinct[333]<>, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E">
#alias_scope_domain334 = #llvm.alias_scope_domain<id = distinct[334]<>, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdce64730a12cb448E">
#alias_scope_domain335 = #llvm.alias_scope_domain<id = distinct[335]<>, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h866c3fdc1305ba8cE">
#alias_scope_domain336 = #llvm.alias_scope_domain<id = distinct[336]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h647a38cb4cd036aeE">
#alias_scope_domain337 = #llvm.alias_scope_domain<id = distinct[337]<>, description = "_ZN5alloc5slice11stable_sort17hbdce272580eb7eb7E">
#alias_scope_domain338 = #llvm.alias_scope_domain<id = distinct[338]<>, description = "_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hbb0405902de11148E">
#alias_scope_domain339 = #llvm.alias_scope_domain<id = distinct[339]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain340 = #llvm.alias_scope_domain<id = distinct[340]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain341 = #llvm.alias_scope_domain<id = distinct[341]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E">
#alias_scope_domain342 = #llvm.alias_scope_domain<id = distinct[342]<>, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE">
#alias_scope_domain343 = #llvm.alias_scope_domain<id = distinct[343]<>, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdce64730a12cb448E">
#alias_scope_domain344 = #llvm.alias_scope_domain<id = distinct[344]<>, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h866c3fdc1305ba8cE">
#alias_scope_domain345 = #llvm.alias_scope_domain<id = distinct[345]<>, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h81335a06bb2c3aafE">
#alias_scope_domain346 = #llvm.alias_scope_domain<id = distinct[346]<>, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hd29ff4915de40c7dE">
#alias_scope_domain347 = #llvm.alias_scope_domain<id = distinct[347]<>, description = "_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17hb74f0876ada5ea3cE">
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#alias_scope = #llvm.alias_scope<id = distinct[348]<>, domain = #alias_scope_domain, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope1 = #llvm.alias_scope<id = distinct[349]<>, domain = #alias_scope_domain, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope2 = #llvm.alias_scope<id = distinct[350]<>, domain = #alias_scope_domain1, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope3 = #llvm.alias_scope<id = distinct[351]<>, domain = #alias_scope_domain1, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope4 = #llvm.alias_scope<id = distinct[352]<>, domain = #alias_scope_domain2, description = "_ZN4core5slice4sort6shared5pivot7median317h5d0df9ca3cee9502E: %c">
#alias_scope5 = #llvm.alias_scope<id = distinct[353]<>, domain = #alias_scope_domain3, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope6 = #llvm.alias_scope<id = distinct[354]<>, domain = #alias_scope_domain4, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope7 = #llvm.alias_scope<id = distinct[355]<>, domain = #alias_scope_domain4, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope8 = #llvm.alias_scope<id = distinct[356]<>, domain = #alias_scope_domain3, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope9 = #llvm.alias_scope<id = distinct[357]<>, domain = #alias_scope_domain5, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope10 = #llvm.alias_scope<id = distinct[358]<>, domain = #alias_scope_domain5, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope11 = #llvm.alias_scope<id = distinct[359]<>, domain = #alias_scope_domain6, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope12 = #llvm.alias_scope<id = distinct[360]<>, domain = #alias_scope_domain6, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope13 = #llvm.alias_scope<id = distinct[361]<>, domain = #alias_scope_domain7, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope14 = #llvm.alias_scope<id = distinct[362]<>, domain = #alias_scope_domain7, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope15 = #llvm.alias_scope<id = distinct[363]<>, domain = #alias_scope_domain8, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope16 = #llvm.alias_scope<id = distinct[364]<>, domain = #alias_scope_domain8, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope17 = #llvm.alias_scope<id = distinct[365]<>, domain = #alias_scope_domain9, description = "_ZN4core5slice4sort6shared5pivot7median317hc95ac5889cf6b3cbE: %c">
#alias_scope18 = #llvm.alias_scope<id = distinct[366]<>, domain = #alias_scope_domain10, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope19 = #llvm.alias_scope<id = distinct[367]<>, domain = #alias_scope_domain11, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope20 = #llvm.alias_scope<id = distinct[368]<>, domain = #alias_scope_domain11, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope21 = #llvm.alias_scope<id = distinct[369]<>, domain = #alias_scope_domain10, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope22 = #llvm.alias_scope<id = distinct[370]<>, domain = #alias_scope_domain12, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope23 = #llvm.alias_scope<id = distinct[371]<>, domain = #alias_scope_domain12, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope24 = #llvm.alias_scope<id = distinct[372]<>, domain = #alias_scope_domain13, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope25 = #llvm.alias_scope<id = distinct[373]<>, domain = #alias_scope_domain13, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope26 = #llvm.alias_scope<id = distinct[374]<>, domain = #alias_scope_domain14, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope27 = #llvm.alias_scope<id = distinct[375]<>, domain = #alias_scope_domain14, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope28 = #llvm.alias_scope<id = distinct[376]<>, domain = #alias_scope_domain15, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope29 = #llvm.alias_scope<id = distinct[377]<>, domain = #alias_scope_domain15, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope30 = #llvm.alias_scope<id = distinct[378]<>, domain = #alias_scope_domain16, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope31 = #llvm.alias_scope<id = distinct[379]<>, domain = #alias_scope_domain16, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope32 = #llvm.alias_scope<id = distinct[380]<>, domain = #alias_scope_domain17, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope33 = #llvm.alias_scope<id = distinct[381]<>, domain = #alias_scope_domain17, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope34 = #llvm.alias_scope<id = distinct[382]<>, domain = #alias_scope_domain18, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope35 = #llvm.alias_scope<id = distinct[383]<>, domain = #alias_scope_domain18, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope36 = #llvm.alias_scope<id = distinct[384]<>, domain = #alias_scope_domain19, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope37 = #llvm.alias_scope<id = distinct[385]<>, domain = #alias_scope_domain19, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope38 = #llvm.alias_scope<id = distinct[386]<>, domain = #alias_scope_domain20, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope39 = #llvm.alias_scope<id = distinct[387]<>, domain = #alias_scope_domain20, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope40 = #llvm.alias_scope<id = distinct[388]<>, domain = #alias_scope_domain21, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope41 = #llvm.alias_scope<id = distinct[389]<>, domain = #alias_scope_domain21, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope42 = #llvm.alias_scope<id = distinct[390]<>, domain = #alias_scope_domain22, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope43 = #llvm.alias_scope<id = distinct[391]<>, domain = #alias_scope_domain22, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope44 = #llvm.alias_scope<id = distinct[392]<>, domain = #alias_scope_domain23, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope45 = #llvm.alias_scope<id = distinct[393]<>, domain = #alias_scope_domain23, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope46 = #llvm.alias_scope<id = distinct[394]<>, domain = #alias_scope_domain24, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17had73b40dff1e7a1fE: %v.0">
#alias_scope47 = #llvm.alias_scope<id = distinct[395]<>, domain = #alias_scope_domain25, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope48 = #llvm.alias_scope<id = distinct[396]<>, domain = #alias_scope_domain25, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope49 = #llvm.alias_scope<id = distinct[397]<>, domain = #alias_scope_domain26, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope50 = #llvm.alias_scope<id = distinct[398]<>, domain = #alias_scope_domain26, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope51 = #llvm.alias_scope<id = distinct[399]<>, domain = #alias_scope_domain27, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h343339122e1bde4bE: %_0">
#alias_scope52 = #llvm.alias_scope<id = distinct[400]<>, domain = #alias_scope_domain27, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h343339122e1bde4bE: %is_less">
#alias_scope53 = #llvm.alias_scope<id = distinct[401]<>, domain = #alias_scope_domain28, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope54 = #llvm.alias_scope<id = distinct[402]<>, domain = #alias_scope_domain28, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope55 = #llvm.alias_scope<id = distinct[403]<>, domain = #alias_scope_domain29, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope56 = #llvm.alias_scope<id = distinct[404]<>, domain = #alias_scope_domain29, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope57 = #llvm.alias_scope<id = distinct[405]<>, domain = #alias_scope_domain30, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hb0a1d7855df4e03aE: %_0">
#alias_scope58 = #llvm.alias_scope<id = distinct[406]<>, domain = #alias_scope_domain30, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hb0a1d7855df4e03aE: %is_less">
#alias_scope59 = #llvm.alias_scope<id = distinct[407]<>, domain = #alias_scope_domain25, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a:It1">
#alias_scope60 = #llvm.alias_scope<id = distinct[408]<>, domain = #alias_scope_domain25, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It1">
#alias_scope61 = #llvm.alias_scope<id = distinct[409]<>, domain = #alias_scope_domain26, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x:It1">
#alias_scope62 = #llvm.alias_scope<id = distinct[410]<>, domain = #alias_scope_domain26, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It1">
#alias_scope63 = #llvm.alias_scope<id = distinct[411]<>, domain = #alias_scope_domain28, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a:It1">
#alias_scope64 = #llvm.alias_scope<id = distinct[412]<>, domain = #alias_scope_domain28, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It1">
#alias_scope65 = #llvm.alias_scope<id = distinct[413]<>, domain = #alias_scope_domain29, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x:It1">
#alias_scope66 = #llvm.alias_scope<id = distinct[414]<>, domain = #alias_scope_domain29, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It1">
#alias_scope67 = #llvm.alias_scope<id = distinct[415]<>, domain = #alias_scope_domain25, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a:It2">
#alias_scope68 = #llvm.alias_scope<id = distinct[416]<>, domain = #alias_scope_domain25, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It2">
#alias_scope69 = #llvm.alias_scope<id = distinct[417]<>, domain = #alias_scope_domain26, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x:It2">
#alias_scope70 = #llvm.alias_scope<id = distinct[418]<>, domain = #alias_scope_domain26, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It2">
#alias_scope71 = #llvm.alias_scope<id = distinct[419]<>, domain = #alias_scope_domain28, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a:It2">
#alias_scope72 = #llvm.alias_scope<id = distinct[420]<>, domain = #alias_scope_domain28, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It2">
#alias_scope73 = #llvm.alias_scope<id = distinct[421]<>, domain = #alias_scope_domain29, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x:It2">
#alias_scope74 = #llvm.alias_scope<id = distinct[422]<>, domain = #alias_scope_domain29, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It2">
#alias_scope75 = #llvm.alias_scope<id = distinct[423]<>, domain = #alias_scope_domain25, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a:It3">
#alias_scope76 = #llvm.alias_scope<id = distinct[424]<>, domain = #alias_scope_domain25, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It3">
#alias_scope77 = #llvm.alias_scope<id = distinct[425]<>, domain = #alias_scope_domain26, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x:It3">
#alias_scope78 = #llvm.alias_scope<id = distinct[426]<>, domain = #alias_scope_domain26, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It3">
#alias_scope79 = #llvm.alias_scope<id = distinct[427]<>, domain = #alias_scope_domain28, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a:It3">
#alias_scope80 = #llvm.alias_scope<id = distinct[428]<>, domain = #alias_scope_domain28, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It3">
#alias_scope81 = #llvm.alias_scope<id = distinct[429]<>, domain = #alias_scope_domain29, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x:It3">
#alias_scope82 = #llvm.alias_scope<id = distinct[430]<>, domain = #alias_scope_domain29, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It3">
#alias_scope83 = #llvm.alias_scope<id = distinct[431]<>, domain = #alias_scope_domain31, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hc5699087a55c178eE: %_0">
#alias_scope84 = #llvm.alias_scope<id = distinct[432]<>, domain = #alias_scope_domain32, description = "_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17h042b3747e1955f7bE: %_0">
#alias_scope85 = #llvm.alias_scope<id = distinct[433]<>, domain = #alias_scope_domain33, description = "_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17haee15f8c322e01acE: %self">
#alias_scope86 = #llvm.alias_scope<id = distinct[434]<>, domain = #alias_scope_domain34, description = "_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf99503c99242935aE: %self">
#alias_scope87 = #llvm.alias_scope<id = distinct[435]<>, domain = #alias_scope_domain35, description = "_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h4270548f1771f7f4E: %_1">
#alias_scope88 = #llvm.alias_scope<id = distinct[436]<>, domain = #alias_scope_domain36, description = "_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hda73f5be5b4b4b3fE: %_1">
#alias_scope89 = #llvm.alias_scope<id = distinct[437]<>, domain = #alias_scope_domain37, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope90 = #llvm.alias_scope<id = distinct[438]<>, domain = #alias_scope_domain37, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope91 = #llvm.alias_scope<id = distinct[439]<>, domain = #alias_scope_domain38, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope92 = #llvm.alias_scope<id = distinct[440]<>, domain = #alias_scope_domain38, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope93 = #llvm.alias_scope<id = distinct[441]<>, domain = #alias_scope_domain39, description = "_ZN4core5slice4sort6stable5drift10create_run17h4f4828118fad6f4cE: %scratch.0">
#alias_scope94 = #llvm.alias_scope<id = distinct[442]<>, domain = #alias_scope_domain40, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope95 = #llvm.alias_scope<id = distinct[443]<>, domain = #alias_scope_domain41, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope96 = #llvm.alias_scope<id = distinct[444]<>, domain = #alias_scope_domain41, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope97 = #llvm.alias_scope<id = distinct[445]<>, domain = #alias_scope_domain40, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope98 = #llvm.alias_scope<id = distinct[446]<>, domain = #alias_scope_domain42, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope99 = #llvm.alias_scope<id = distinct[447]<>, domain = #alias_scope_domain43, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope100 = #llvm.alias_scope<id = distinct[448]<>, domain = #alias_scope_domain43, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope101 = #llvm.alias_scope<id = distinct[449]<>, domain = #alias_scope_domain42, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope102 = #llvm.alias_scope<id = distinct[450]<>, domain = #alias_scope_domain44, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h11796ff834878e36E: %a.0">
#alias_scope103 = #llvm.alias_scope<id = distinct[451]<>, domain = #alias_scope_domain44, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h11796ff834878e36E: %b.0">
#alias_scope104 = #llvm.alias_scope<id = distinct[452]<>, domain = #alias_scope_domain45, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd8da9c3372ac5c7dE: %self.0">
#alias_scope105 = #llvm.alias_scope<id = distinct[453]<>, domain = #alias_scope_domain39, description = "_ZN4core5slice4sort6stable5drift10create_run17h4f4828118fad6f4cE: %is_less">
#alias_scope106 = #llvm.alias_scope<id = distinct[454]<>, domain = #alias_scope_domain46, description = "_ZN4core5slice4sort6stable5merge5merge17hd06f955635a3e985E: %v.0">
#alias_scope107 = #llvm.alias_scope<id = distinct[455]<>, domain = #alias_scope_domain46, description = "_ZN4core5slice4sort6stable5merge5merge17hd06f955635a3e985E: %scratch.0">
#alias_scope108 = #llvm.alias_scope<id = distinct[456]<>, domain = #alias_scope_domain47, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope109 = #llvm.alias_scope<id = distinct[457]<>, domain = #alias_scope_domain47, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope110 = #llvm.alias_scope<id = distinct[458]<>, domain = #alias_scope_domain48, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope111 = #llvm.alias_scope<id = distinct[459]<>, domain = #alias_scope_domain48, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope112 = #llvm.alias_scope<id = distinct[460]<>, domain = #alias_scope_domain49, description = "_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h95f4a3184058b69bE: %self">
#alias_scope113 = #llvm.alias_scope<id = distinct[461]<>, domain = #alias_scope_domain50, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope114 = #llvm.alias_scope<id = distinct[462]<>, domain = #alias_scope_domain50, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope115 = #llvm.alias_scope<id = distinct[463]<>, domain = #alias_scope_domain51, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope116 = #llvm.alias_scope<id = distinct[464]<>, domain = #alias_scope_domain51, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope117 = #llvm.alias_scope<id = distinct[465]<>, domain = #alias_scope_domain52, description = "_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h7e64514a5fdc8598E: %self">
#alias_scope118 = #llvm.alias_scope<id = distinct[466]<>, domain = #alias_scope_domain53, description = "_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26526e70de127ad0E: %self">
#alias_scope119 = #llvm.alias_scope<id = distinct[467]<>, domain = #alias_scope_domain54, description = "_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17h55c1313243cc47a8E: %_1">
#alias_scope120 = #llvm.alias_scope<id = distinct[468]<>, domain = #alias_scope_domain55, description = "_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6fff3f3acb52227cE: %v.0">
#alias_scope121 = #llvm.alias_scope<id = distinct[469]<>, domain = #alias_scope_domain55, description = "_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6fff3f3acb52227cE: %scratch.0">
#alias_scope122 = #llvm.alias_scope<id = distinct[470]<>, domain = #alias_scope_domain55, description = "_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6fff3f3acb52227cE: %is_less">
#alias_scope123 = #llvm.alias_scope<id = distinct[471]<>, domain = #alias_scope_domain56, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It1">
#alias_scope124 = #llvm.alias_scope<id = distinct[472]<>, domain = #alias_scope_domain57, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It1">
#alias_scope125 = #llvm.alias_scope<id = distinct[473]<>, domain = #alias_scope_domain56, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope126 = #llvm.alias_scope<id = distinct[474]<>, domain = #alias_scope_domain57, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope127 = #llvm.alias_scope<id = distinct[475]<>, domain = #alias_scope_domain58, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It1">
#alias_scope128 = #llvm.alias_scope<id = distinct[476]<>, domain = #alias_scope_domain59, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It1">
#alias_scope129 = #llvm.alias_scope<id = distinct[477]<>, domain = #alias_scope_domain58, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope130 = #llvm.alias_scope<id = distinct[478]<>, domain = #alias_scope_domain59, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope131 = #llvm.alias_scope<id = distinct[479]<>, domain = #alias_scope_domain60, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdce64730a12cb448E: %self">
#alias_scope132 = #llvm.alias_scope<id = distinct[480]<>, domain = #alias_scope_domain61, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h866c3fdc1305ba8cE: %_1">
#alias_scope133 = #llvm.alias_scope<id = distinct[481]<>, domain = #alias_scope_domain62, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17had73b40dff1e7a1fE: %v.0">
#alias_scope134 = #llvm.alias_scope<id = distinct[482]<>, domain = #alias_scope_domain63, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope135 = #llvm.alias_scope<id = distinct[483]<>, domain = #alias_scope_domain63, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope136 = #llvm.alias_scope<id = distinct[484]<>, domain = #alias_scope_domain64, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope137 = #llvm.alias_scope<id = distinct[485]<>, domain = #alias_scope_domain64, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope138 = #llvm.alias_scope<id = distinct[486]<>, domain = #alias_scope_domain65, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h343339122e1bde4bE: %_0">
#alias_scope139 = #llvm.alias_scope<id = distinct[487]<>, domain = #alias_scope_domain65, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h343339122e1bde4bE: %is_less">
#alias_scope140 = #llvm.alias_scope<id = distinct[488]<>, domain = #alias_scope_domain66, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope141 = #llvm.alias_scope<id = distinct[489]<>, domain = #alias_scope_domain66, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope142 = #llvm.alias_scope<id = distinct[490]<>, domain = #alias_scope_domain67, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope143 = #llvm.alias_scope<id = distinct[491]<>, domain = #alias_scope_domain67, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope144 = #llvm.alias_scope<id = distinct[492]<>, domain = #alias_scope_domain68, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hb0a1d7855df4e03aE: %_0">
#alias_scope145 = #llvm.alias_scope<id = distinct[493]<>, domain = #alias_scope_domain68, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hb0a1d7855df4e03aE: %is_less">
#alias_scope146 = #llvm.alias_scope<id = distinct[494]<>, domain = #alias_scope_domain57, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope147 = #llvm.alias_scope<id = distinct[495]<>, domain = #alias_scope_domain56, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope148 = #llvm.alias_scope<id = distinct[496]<>, domain = #alias_scope_domain59, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope149 = #llvm.alias_scope<id = distinct[497]<>, domain = #alias_scope_domain58, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope150 = #llvm.alias_scope<id = distinct[498]<>, domain = #alias_scope_domain69, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17hcb614f979f4dfc47E: %v.0">
#alias_scope151 = #llvm.alias_scope<id = distinct[499]<>, domain = #alias_scope_domain70, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope152 = #llvm.alias_scope<id = distinct[500]<>, domain = #alias_scope_domain70, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope153 = #llvm.alias_scope<id = distinct[501]<>, domain = #alias_scope_domain71, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope154 = #llvm.alias_scope<id = distinct[502]<>, domain = #alias_scope_domain71, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope155 = #llvm.alias_scope<id = distinct[503]<>, domain = #alias_scope_domain72, description = "_ZN4core5slice4sort6shared5pivot7median317hc95ac5889cf6b3cbE: %c">
#alias_scope156 = #llvm.alias_scope<id = distinct[504]<>, domain = #alias_scope_domain69, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17hcb614f979f4dfc47E: %is_less">
#alias_scope157 = #llvm.alias_scope<id = distinct[505]<>, domain = #alias_scope_domain73, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope158 = #llvm.alias_scope<id = distinct[506]<>, domain = #alias_scope_domain74, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope159 = #llvm.alias_scope<id = distinct[507]<>, domain = #alias_scope_domain74, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope160 = #llvm.alias_scope<id = distinct[508]<>, domain = #alias_scope_domain73, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope161 = #llvm.alias_scope<id = distinct[509]<>, domain = #alias_scope_domain75, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope162 = #llvm.alias_scope<id = distinct[510]<>, domain = #alias_scope_domain75, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope163 = #llvm.alias_scope<id = distinct[511]<>, domain = #alias_scope_domain76, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope164 = #llvm.alias_scope<id = distinct[512]<>, domain = #alias_scope_domain76, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope165 = #llvm.alias_scope<id = distinct[513]<>, domain = #alias_scope_domain77, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope166 = #llvm.alias_scope<id = distinct[514]<>, domain = #alias_scope_domain78, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope167 = #llvm.alias_scope<id = distinct[515]<>, domain = #alias_scope_domain78, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope168 = #llvm.alias_scope<id = distinct[516]<>, domain = #alias_scope_domain77, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope169 = #llvm.alias_scope<id = distinct[517]<>, domain = #alias_scope_domain79, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h2b00eaf4bd4b2567E: %v.0">
#alias_scope170 = #llvm.alias_scope<id = distinct[518]<>, domain = #alias_scope_domain79, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h2b00eaf4bd4b2567E: %scratch.0">
#alias_scope171 = #llvm.alias_scope<id = distinct[519]<>, domain = #alias_scope_domain80, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope172 = #llvm.alias_scope<id = distinct[520]<>, domain = #alias_scope_domain81, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope173 = #llvm.alias_scope<id = distinct[521]<>, domain = #alias_scope_domain80, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope174 = #llvm.alias_scope<id = distinct[522]<>, domain = #alias_scope_domain81, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope175 = #llvm.alias_scope<id = distinct[523]<>, domain = #alias_scope_domain82, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope176 = #llvm.alias_scope<id = distinct[524]<>, domain = #alias_scope_domain83, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope177 = #llvm.alias_scope<id = distinct[525]<>, domain = #alias_scope_domain84, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope178 = #llvm.alias_scope<id = distinct[526]<>, domain = #alias_scope_domain84, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope179 = #llvm.alias_scope<id = distinct[527]<>, domain = #alias_scope_domain83, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope180 = #llvm.alias_scope<id = distinct[528]<>, domain = #alias_scope_domain85, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope181 = #llvm.alias_scope<id = distinct[529]<>, domain = #alias_scope_domain86, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope182 = #llvm.alias_scope<id = distinct[530]<>, domain = #alias_scope_domain87, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope183 = #llvm.alias_scope<id = distinct[531]<>, domain = #alias_scope_domain87, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope184 = #llvm.alias_scope<id = distinct[532]<>, domain = #alias_scope_domain86, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope185 = #llvm.alias_scope<id = distinct[533]<>, domain = #alias_scope_domain88, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope186 = #llvm.alias_scope<id = distinct[534]<>, domain = #alias_scope_domain89, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope187 = #llvm.alias_scope<id = distinct[535]<>, domain = #alias_scope_domain90, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope188 = #llvm.alias_scope<id = distinct[536]<>, domain = #alias_scope_domain90, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope189 = #llvm.alias_scope<id = distinct[537]<>, domain = #alias_scope_domain89, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope190 = #llvm.alias_scope<id = distinct[538]<>, domain = #alias_scope_domain91, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope191 = #llvm.alias_scope<id = distinct[539]<>, domain = #alias_scope_domain92, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope192 = #llvm.alias_scope<id = distinct[540]<>, domain = #alias_scope_domain93, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope193 = #llvm.alias_scope<id = distinct[541]<>, domain = #alias_scope_domain92, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope194 = #llvm.alias_scope<id = distinct[542]<>, domain = #alias_scope_domain93, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope195 = #llvm.alias_scope<id = distinct[543]<>, domain = #alias_scope_domain94, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope196 = #llvm.alias_scope<id = distinct[544]<>, domain = #alias_scope_domain95, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope197 = #llvm.alias_scope<id = distinct[545]<>, domain = #alias_scope_domain96, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd2adbef7fffc3c2dE: %pair">
#alias_scope198 = #llvm.alias_scope<id = distinct[546]<>, domain = #alias_scope_domain96, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd2adbef7fffc3c2dE: %self.0">
#alias_scope199 = #llvm.alias_scope<id = distinct[547]<>, domain = #alias_scope_domain97, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h6d9f4aee88c0551dE: %v.0">
#alias_scope200 = #llvm.alias_scope<id = distinct[548]<>, domain = #alias_scope_domain97, description = "_ZN4core5slice4sort6stable9quicksort16stable_partition17h6d9f4aee88c0551dE: %scratch.0">
#alias_scope201 = #llvm.alias_scope<id = distinct[549]<>, domain = #alias_scope_domain98, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope202 = #llvm.alias_scope<id = distinct[550]<>, domain = #alias_scope_domain99, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope203 = #llvm.alias_scope<id = distinct[551]<>, domain = #alias_scope_domain100, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %b">
#alias_scope204 = #llvm.alias_scope<id = distinct[552]<>, domain = #alias_scope_domain98, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope205 = #llvm.alias_scope<id = distinct[553]<>, domain = #alias_scope_domain99, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope206 = #llvm.alias_scope<id = distinct[554]<>, domain = #alias_scope_domain100, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %a">
#alias_scope207 = #llvm.alias_scope<id = distinct[555]<>, domain = #alias_scope_domain101, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope208 = #llvm.alias_scope<id = distinct[556]<>, domain = #alias_scope_domain102, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %a">
#alias_scope209 = #llvm.alias_scope<id = distinct[557]<>, domain = #alias_scope_domain103, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope210 = #llvm.alias_scope<id = distinct[558]<>, domain = #alias_scope_domain104, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope211 = #llvm.alias_scope<id = distinct[559]<>, domain = #alias_scope_domain104, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope212 = #llvm.alias_scope<id = distinct[560]<>, domain = #alias_scope_domain103, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope213 = #llvm.alias_scope<id = distinct[561]<>, domain = #alias_scope_domain102, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %b">
#alias_scope214 = #llvm.alias_scope<id = distinct[562]<>, domain = #alias_scope_domain105, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope215 = #llvm.alias_scope<id = distinct[563]<>, domain = #alias_scope_domain106, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %a">
#alias_scope216 = #llvm.alias_scope<id = distinct[564]<>, domain = #alias_scope_domain107, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope217 = #llvm.alias_scope<id = distinct[565]<>, domain = #alias_scope_domain108, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope218 = #llvm.alias_scope<id = distinct[566]<>, domain = #alias_scope_domain108, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope219 = #llvm.alias_scope<id = distinct[567]<>, domain = #alias_scope_domain107, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope220 = #llvm.alias_scope<id = distinct[568]<>, domain = #alias_scope_domain106, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %b">
#alias_scope221 = #llvm.alias_scope<id = distinct[569]<>, domain = #alias_scope_domain109, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope222 = #llvm.alias_scope<id = distinct[570]<>, domain = #alias_scope_domain110, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %a">
#alias_scope223 = #llvm.alias_scope<id = distinct[571]<>, domain = #alias_scope_domain111, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope224 = #llvm.alias_scope<id = distinct[572]<>, domain = #alias_scope_domain112, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope225 = #llvm.alias_scope<id = distinct[573]<>, domain = #alias_scope_domain112, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope226 = #llvm.alias_scope<id = distinct[574]<>, domain = #alias_scope_domain111, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope227 = #llvm.alias_scope<id = distinct[575]<>, domain = #alias_scope_domain110, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %b">
#alias_scope228 = #llvm.alias_scope<id = distinct[576]<>, domain = #alias_scope_domain113, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope229 = #llvm.alias_scope<id = distinct[577]<>, domain = #alias_scope_domain114, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope230 = #llvm.alias_scope<id = distinct[578]<>, domain = #alias_scope_domain115, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope231 = #llvm.alias_scope<id = distinct[579]<>, domain = #alias_scope_domain116, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %b">
#alias_scope232 = #llvm.alias_scope<id = distinct[580]<>, domain = #alias_scope_domain114, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope233 = #llvm.alias_scope<id = distinct[581]<>, domain = #alias_scope_domain115, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope234 = #llvm.alias_scope<id = distinct[582]<>, domain = #alias_scope_domain116, description = "_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h3ebcf8e2946f03a5E: %a">
#alias_scope235 = #llvm.alias_scope<id = distinct[583]<>, domain = #alias_scope_domain117, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope236 = #llvm.alias_scope<id = distinct[584]<>, domain = #alias_scope_domain118, description = "_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17hce37086accba226fE: %self">
#alias_scope237 = #llvm.alias_scope<id = distinct[585]<>, domain = #alias_scope_domain119, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope238 = #llvm.alias_scope<id = distinct[586]<>, domain = #alias_scope_domain119, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope239 = #llvm.alias_scope<id = distinct[587]<>, domain = #alias_scope_domain120, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope240 = #llvm.alias_scope<id = distinct[588]<>, domain = #alias_scope_domain120, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope241 = #llvm.alias_scope<id = distinct[589]<>, domain = #alias_scope_domain121, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope242 = #llvm.alias_scope<id = distinct[590]<>, domain = #alias_scope_domain122, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope243 = #llvm.alias_scope<id = distinct[591]<>, domain = #alias_scope_domain122, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope244 = #llvm.alias_scope<id = distinct[592]<>, domain = #alias_scope_domain121, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope245 = #llvm.alias_scope<id = distinct[593]<>, domain = #alias_scope_domain123, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope246 = #llvm.alias_scope<id = distinct[594]<>, domain = #alias_scope_domain124, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope247 = #llvm.alias_scope<id = distinct[595]<>, domain = #alias_scope_domain124, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope248 = #llvm.alias_scope<id = distinct[596]<>, domain = #alias_scope_domain123, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope249 = #llvm.alias_scope<id = distinct[597]<>, domain = #alias_scope_domain125, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h11796ff834878e36E: %a.0">
#alias_scope250 = #llvm.alias_scope<id = distinct[598]<>, domain = #alias_scope_domain125, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h11796ff834878e36E: %b.0">
#alias_scope251 = #llvm.alias_scope<id = distinct[599]<>, domain = #alias_scope_domain126, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd8da9c3372ac5c7dE: %self.0">
#alias_scope252 = #llvm.alias_scope<id = distinct[600]<>, domain = #alias_scope_domain127, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope253 = #llvm.alias_scope<id = distinct[601]<>, domain = #alias_scope_domain127, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope254 = #llvm.alias_scope<id = distinct[602]<>, domain = #alias_scope_domain128, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope255 = #llvm.alias_scope<id = distinct[603]<>, domain = #alias_scope_domain128, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope256 = #llvm.alias_scope<id = distinct[604]<>, domain = #alias_scope_domain129, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope257 = #llvm.alias_scope<id = distinct[605]<>, domain = #alias_scope_domain129, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope258 = #llvm.alias_scope<id = distinct[606]<>, domain = #alias_scope_domain130, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope259 = #llvm.alias_scope<id = distinct[607]<>, domain = #alias_scope_domain130, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope260 = #llvm.alias_scope<id = distinct[608]<>, domain = #alias_scope_domain131, description = "_ZN4core3ptr10swap_chunk17h5d445ff570192712E: %x">
#alias_scope261 = #llvm.alias_scope<id = distinct[609]<>, domain = #alias_scope_domain131, description = "_ZN4core3ptr10swap_chunk17h5d445ff570192712E: %y">
#alias_scope262 = #llvm.alias_scope<id = distinct[610]<>, domain = #alias_scope_domain132, description = "_ZN4core5slice4sort6shared9smallsort18small_sort_network17h7db0d590109d628fE: %v.0">
#alias_scope263 = #llvm.alias_scope<id = distinct[611]<>, domain = #alias_scope_domain133, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope264 = #llvm.alias_scope<id = distinct[612]<>, domain = #alias_scope_domain133, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope265 = #llvm.alias_scope<id = distinct[613]<>, domain = #alias_scope_domain134, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope266 = #llvm.alias_scope<id = distinct[614]<>, domain = #alias_scope_domain134, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope267 = #llvm.alias_scope<id = distinct[615]<>, domain = #alias_scope_domain135, description = "_ZN4core5slice4sort6shared9smallsort14sort13_optimal17h240ea78edf7bcf9bE: %v.0">
#alias_scope268 = #llvm.alias_scope<id = distinct[616]<>, domain = #alias_scope_domain136, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope269 = #llvm.alias_scope<id = distinct[617]<>, domain = #alias_scope_domain136, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope270 = #llvm.alias_scope<id = distinct[618]<>, domain = #alias_scope_domain137, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope271 = #llvm.alias_scope<id = distinct[619]<>, domain = #alias_scope_domain137, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope272 = #llvm.alias_scope<id = distinct[620]<>, domain = #alias_scope_domain138, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope273 = #llvm.alias_scope<id = distinct[621]<>, domain = #alias_scope_domain138, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope274 = #llvm.alias_scope<id = distinct[622]<>, domain = #alias_scope_domain139, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope275 = #llvm.alias_scope<id = distinct[623]<>, domain = #alias_scope_domain139, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope276 = #llvm.alias_scope<id = distinct[624]<>, domain = #alias_scope_domain140, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope277 = #llvm.alias_scope<id = distinct[625]<>, domain = #alias_scope_domain140, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope278 = #llvm.alias_scope<id = distinct[626]<>, domain = #alias_scope_domain141, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope279 = #llvm.alias_scope<id = distinct[627]<>, domain = #alias_scope_domain141, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope280 = #llvm.alias_scope<id = distinct[628]<>, domain = #alias_scope_domain142, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope281 = #llvm.alias_scope<id = distinct[629]<>, domain = #alias_scope_domain142, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope282 = #llvm.alias_scope<id = distinct[630]<>, domain = #alias_scope_domain143, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope283 = #llvm.alias_scope<id = distinct[631]<>, domain = #alias_scope_domain143, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope284 = #llvm.alias_scope<id = distinct[632]<>, domain = #alias_scope_domain144, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope285 = #llvm.alias_scope<id = distinct[633]<>, domain = #alias_scope_domain144, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope286 = #llvm.alias_scope<id = distinct[634]<>, domain = #alias_scope_domain145, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope287 = #llvm.alias_scope<id = distinct[635]<>, domain = #alias_scope_domain145, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope288 = #llvm.alias_scope<id = distinct[636]<>, domain = #alias_scope_domain146, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope289 = #llvm.alias_scope<id = distinct[637]<>, domain = #alias_scope_domain146, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope290 = #llvm.alias_scope<id = distinct[638]<>, domain = #alias_scope_domain147, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope291 = #llvm.alias_scope<id = distinct[639]<>, domain = #alias_scope_domain147, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope292 = #llvm.alias_scope<id = distinct[640]<>, domain = #alias_scope_domain148, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope293 = #llvm.alias_scope<id = distinct[641]<>, domain = #alias_scope_domain148, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope294 = #llvm.alias_scope<id = distinct[642]<>, domain = #alias_scope_domain149, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope295 = #llvm.alias_scope<id = distinct[643]<>, domain = #alias_scope_domain149, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope296 = #llvm.alias_scope<id = distinct[644]<>, domain = #alias_scope_domain150, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope297 = #llvm.alias_scope<id = distinct[645]<>, domain = #alias_scope_domain151, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope298 = #llvm.alias_scope<id = distinct[646]<>, domain = #alias_scope_domain151, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope299 = #llvm.alias_scope<id = distinct[647]<>, domain = #alias_scope_domain150, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope300 = #llvm.alias_scope<id = distinct[648]<>, domain = #alias_scope_domain152, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope301 = #llvm.alias_scope<id = distinct[649]<>, domain = #alias_scope_domain152, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope302 = #llvm.alias_scope<id = distinct[650]<>, domain = #alias_scope_domain153, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope303 = #llvm.alias_scope<id = distinct[651]<>, domain = #alias_scope_domain153, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope304 = #llvm.alias_scope<id = distinct[652]<>, domain = #alias_scope_domain154, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope305 = #llvm.alias_scope<id = distinct[653]<>, domain = #alias_scope_domain154, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope306 = #llvm.alias_scope<id = distinct[654]<>, domain = #alias_scope_domain155, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope307 = #llvm.alias_scope<id = distinct[655]<>, domain = #alias_scope_domain155, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope308 = #llvm.alias_scope<id = distinct[656]<>, domain = #alias_scope_domain156, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope309 = #llvm.alias_scope<id = distinct[657]<>, domain = #alias_scope_domain156, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope310 = #llvm.alias_scope<id = distinct[658]<>, domain = #alias_scope_domain157, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope311 = #llvm.alias_scope<id = distinct[659]<>, domain = #alias_scope_domain157, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope312 = #llvm.alias_scope<id = distinct[660]<>, domain = #alias_scope_domain158, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope313 = #llvm.alias_scope<id = distinct[661]<>, domain = #alias_scope_domain158, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope314 = #llvm.alias_scope<id = distinct[662]<>, domain = #alias_scope_domain159, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope315 = #llvm.alias_scope<id = distinct[663]<>, domain = #alias_scope_domain159, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope316 = #llvm.alias_scope<id = distinct[664]<>, domain = #alias_scope_domain160, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope317 = #llvm.alias_scope<id = distinct[665]<>, domain = #alias_scope_domain160, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope318 = #llvm.alias_scope<id = distinct[666]<>, domain = #alias_scope_domain161, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope319 = #llvm.alias_scope<id = distinct[667]<>, domain = #alias_scope_domain161, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope320 = #llvm.alias_scope<id = distinct[668]<>, domain = #alias_scope_domain162, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope321 = #llvm.alias_scope<id = distinct[669]<>, domain = #alias_scope_domain162, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope322 = #llvm.alias_scope<id = distinct[670]<>, domain = #alias_scope_domain163, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope323 = #llvm.alias_scope<id = distinct[671]<>, domain = #alias_scope_domain163, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope324 = #llvm.alias_scope<id = distinct[672]<>, domain = #alias_scope_domain164, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope325 = #llvm.alias_scope<id = distinct[673]<>, domain = #alias_scope_domain164, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope326 = #llvm.alias_scope<id = distinct[674]<>, domain = #alias_scope_domain165, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope327 = #llvm.alias_scope<id = distinct[675]<>, domain = #alias_scope_domain165, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope328 = #llvm.alias_scope<id = distinct[676]<>, domain = #alias_scope_domain166, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope329 = #llvm.alias_scope<id = distinct[677]<>, domain = #alias_scope_domain166, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope330 = #llvm.alias_scope<id = distinct[678]<>, domain = #alias_scope_domain167, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope331 = #llvm.alias_scope<id = distinct[679]<>, domain = #alias_scope_domain167, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope332 = #llvm.alias_scope<id = distinct[680]<>, domain = #alias_scope_domain168, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope333 = #llvm.alias_scope<id = distinct[681]<>, domain = #alias_scope_domain168, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope334 = #llvm.alias_scope<id = distinct[682]<>, domain = #alias_scope_domain169, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope335 = #llvm.alias_scope<id = distinct[683]<>, domain = #alias_scope_domain169, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope336 = #llvm.alias_scope<id = distinct[684]<>, domain = #alias_scope_domain170, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope337 = #llvm.alias_scope<id = distinct[685]<>, domain = #alias_scope_domain170, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope338 = #llvm.alias_scope<id = distinct[686]<>, domain = #alias_scope_domain171, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope339 = #llvm.alias_scope<id = distinct[687]<>, domain = #alias_scope_domain171, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope340 = #llvm.alias_scope<id = distinct[688]<>, domain = #alias_scope_domain172, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope341 = #llvm.alias_scope<id = distinct[689]<>, domain = #alias_scope_domain172, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope342 = #llvm.alias_scope<id = distinct[690]<>, domain = #alias_scope_domain173, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope343 = #llvm.alias_scope<id = distinct[691]<>, domain = #alias_scope_domain173, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope344 = #llvm.alias_scope<id = distinct[692]<>, domain = #alias_scope_domain174, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope345 = #llvm.alias_scope<id = distinct[693]<>, domain = #alias_scope_domain174, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope346 = #llvm.alias_scope<id = distinct[694]<>, domain = #alias_scope_domain175, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope347 = #llvm.alias_scope<id = distinct[695]<>, domain = #alias_scope_domain175, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope348 = #llvm.alias_scope<id = distinct[696]<>, domain = #alias_scope_domain176, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope349 = #llvm.alias_scope<id = distinct[697]<>, domain = #alias_scope_domain176, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope350 = #llvm.alias_scope<id = distinct[698]<>, domain = #alias_scope_domain177, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope351 = #llvm.alias_scope<id = distinct[699]<>, domain = #alias_scope_domain177, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope352 = #llvm.alias_scope<id = distinct[700]<>, domain = #alias_scope_domain178, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope353 = #llvm.alias_scope<id = distinct[701]<>, domain = #alias_scope_domain178, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope354 = #llvm.alias_scope<id = distinct[702]<>, domain = #alias_scope_domain179, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope355 = #llvm.alias_scope<id = distinct[703]<>, domain = #alias_scope_domain179, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope356 = #llvm.alias_scope<id = distinct[704]<>, domain = #alias_scope_domain180, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope357 = #llvm.alias_scope<id = distinct[705]<>, domain = #alias_scope_domain180, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope358 = #llvm.alias_scope<id = distinct[706]<>, domain = #alias_scope_domain181, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope359 = #llvm.alias_scope<id = distinct[707]<>, domain = #alias_scope_domain181, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope360 = #llvm.alias_scope<id = distinct[708]<>, domain = #alias_scope_domain182, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope361 = #llvm.alias_scope<id = distinct[709]<>, domain = #alias_scope_domain182, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope362 = #llvm.alias_scope<id = distinct[710]<>, domain = #alias_scope_domain183, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope363 = #llvm.alias_scope<id = distinct[711]<>, domain = #alias_scope_domain183, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope364 = #llvm.alias_scope<id = distinct[712]<>, domain = #alias_scope_domain184, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope365 = #llvm.alias_scope<id = distinct[713]<>, domain = #alias_scope_domain184, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope366 = #llvm.alias_scope<id = distinct[714]<>, domain = #alias_scope_domain185, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope367 = #llvm.alias_scope<id = distinct[715]<>, domain = #alias_scope_domain185, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope368 = #llvm.alias_scope<id = distinct[716]<>, domain = #alias_scope_domain186, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope369 = #llvm.alias_scope<id = distinct[717]<>, domain = #alias_scope_domain186, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope370 = #llvm.alias_scope<id = distinct[718]<>, domain = #alias_scope_domain187, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope371 = #llvm.alias_scope<id = distinct[719]<>, domain = #alias_scope_domain187, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope372 = #llvm.alias_scope<id = distinct[720]<>, domain = #alias_scope_domain188, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope373 = #llvm.alias_scope<id = distinct[721]<>, domain = #alias_scope_domain188, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope374 = #llvm.alias_scope<id = distinct[722]<>, domain = #alias_scope_domain189, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope375 = #llvm.alias_scope<id = distinct[723]<>, domain = #alias_scope_domain189, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope376 = #llvm.alias_scope<id = distinct[724]<>, domain = #alias_scope_domain190, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope377 = #llvm.alias_scope<id = distinct[725]<>, domain = #alias_scope_domain190, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope378 = #llvm.alias_scope<id = distinct[726]<>, domain = #alias_scope_domain191, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope379 = #llvm.alias_scope<id = distinct[727]<>, domain = #alias_scope_domain191, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope380 = #llvm.alias_scope<id = distinct[728]<>, domain = #alias_scope_domain192, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope381 = #llvm.alias_scope<id = distinct[729]<>, domain = #alias_scope_domain192, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope382 = #llvm.alias_scope<id = distinct[730]<>, domain = #alias_scope_domain193, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope383 = #llvm.alias_scope<id = distinct[731]<>, domain = #alias_scope_domain193, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope384 = #llvm.alias_scope<id = distinct[732]<>, domain = #alias_scope_domain194, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope385 = #llvm.alias_scope<id = distinct[733]<>, domain = #alias_scope_domain194, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope386 = #llvm.alias_scope<id = distinct[734]<>, domain = #alias_scope_domain195, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope387 = #llvm.alias_scope<id = distinct[735]<>, domain = #alias_scope_domain195, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope388 = #llvm.alias_scope<id = distinct[736]<>, domain = #alias_scope_domain196, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope389 = #llvm.alias_scope<id = distinct[737]<>, domain = #alias_scope_domain196, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope390 = #llvm.alias_scope<id = distinct[738]<>, domain = #alias_scope_domain197, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope391 = #llvm.alias_scope<id = distinct[739]<>, domain = #alias_scope_domain197, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope392 = #llvm.alias_scope<id = distinct[740]<>, domain = #alias_scope_domain198, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope393 = #llvm.alias_scope<id = distinct[741]<>, domain = #alias_scope_domain198, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope394 = #llvm.alias_scope<id = distinct[742]<>, domain = #alias_scope_domain199, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope395 = #llvm.alias_scope<id = distinct[743]<>, domain = #alias_scope_domain199, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope396 = #llvm.alias_scope<id = distinct[744]<>, domain = #alias_scope_domain200, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope397 = #llvm.alias_scope<id = distinct[745]<>, domain = #alias_scope_domain200, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope398 = #llvm.alias_scope<id = distinct[746]<>, domain = #alias_scope_domain201, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope399 = #llvm.alias_scope<id = distinct[747]<>, domain = #alias_scope_domain201, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope400 = #llvm.alias_scope<id = distinct[748]<>, domain = #alias_scope_domain202, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope401 = #llvm.alias_scope<id = distinct[749]<>, domain = #alias_scope_domain202, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope402 = #llvm.alias_scope<id = distinct[750]<>, domain = #alias_scope_domain203, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope403 = #llvm.alias_scope<id = distinct[751]<>, domain = #alias_scope_domain203, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope404 = #llvm.alias_scope<id = distinct[752]<>, domain = #alias_scope_domain204, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope405 = #llvm.alias_scope<id = distinct[753]<>, domain = #alias_scope_domain204, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope406 = #llvm.alias_scope<id = distinct[754]<>, domain = #alias_scope_domain205, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope407 = #llvm.alias_scope<id = distinct[755]<>, domain = #alias_scope_domain205, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope408 = #llvm.alias_scope<id = distinct[756]<>, domain = #alias_scope_domain206, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope409 = #llvm.alias_scope<id = distinct[757]<>, domain = #alias_scope_domain206, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope410 = #llvm.alias_scope<id = distinct[758]<>, domain = #alias_scope_domain207, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope411 = #llvm.alias_scope<id = distinct[759]<>, domain = #alias_scope_domain207, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope412 = #llvm.alias_scope<id = distinct[760]<>, domain = #alias_scope_domain208, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope413 = #llvm.alias_scope<id = distinct[761]<>, domain = #alias_scope_domain208, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope414 = #llvm.alias_scope<id = distinct[762]<>, domain = #alias_scope_domain209, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope415 = #llvm.alias_scope<id = distinct[763]<>, domain = #alias_scope_domain209, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope416 = #llvm.alias_scope<id = distinct[764]<>, domain = #alias_scope_domain210, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope417 = #llvm.alias_scope<id = distinct[765]<>, domain = #alias_scope_domain210, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope418 = #llvm.alias_scope<id = distinct[766]<>, domain = #alias_scope_domain211, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope419 = #llvm.alias_scope<id = distinct[767]<>, domain = #alias_scope_domain211, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope420 = #llvm.alias_scope<id = distinct[768]<>, domain = #alias_scope_domain212, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope421 = #llvm.alias_scope<id = distinct[769]<>, domain = #alias_scope_domain212, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope422 = #llvm.alias_scope<id = distinct[770]<>, domain = #alias_scope_domain213, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope423 = #llvm.alias_scope<id = distinct[771]<>, domain = #alias_scope_domain213, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope424 = #llvm.alias_scope<id = distinct[772]<>, domain = #alias_scope_domain214, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope425 = #llvm.alias_scope<id = distinct[773]<>, domain = #alias_scope_domain214, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope426 = #llvm.alias_scope<id = distinct[774]<>, domain = #alias_scope_domain215, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope427 = #llvm.alias_scope<id = distinct[775]<>, domain = #alias_scope_domain215, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope428 = #llvm.alias_scope<id = distinct[776]<>, domain = #alias_scope_domain216, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope429 = #llvm.alias_scope<id = distinct[777]<>, domain = #alias_scope_domain216, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope430 = #llvm.alias_scope<id = distinct[778]<>, domain = #alias_scope_domain217, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope431 = #llvm.alias_scope<id = distinct[779]<>, domain = #alias_scope_domain217, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope432 = #llvm.alias_scope<id = distinct[780]<>, domain = #alias_scope_domain218, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope433 = #llvm.alias_scope<id = distinct[781]<>, domain = #alias_scope_domain218, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope434 = #llvm.alias_scope<id = distinct[782]<>, domain = #alias_scope_domain219, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope435 = #llvm.alias_scope<id = distinct[783]<>, domain = #alias_scope_domain219, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope436 = #llvm.alias_scope<id = distinct[784]<>, domain = #alias_scope_domain220, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope437 = #llvm.alias_scope<id = distinct[785]<>, domain = #alias_scope_domain220, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope438 = #llvm.alias_scope<id = distinct[786]<>, domain = #alias_scope_domain221, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope439 = #llvm.alias_scope<id = distinct[787]<>, domain = #alias_scope_domain221, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope440 = #llvm.alias_scope<id = distinct[788]<>, domain = #alias_scope_domain222, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope441 = #llvm.alias_scope<id = distinct[789]<>, domain = #alias_scope_domain222, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope442 = #llvm.alias_scope<id = distinct[790]<>, domain = #alias_scope_domain223, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope443 = #llvm.alias_scope<id = distinct[791]<>, domain = #alias_scope_domain223, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope444 = #llvm.alias_scope<id = distinct[792]<>, domain = #alias_scope_domain224, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope445 = #llvm.alias_scope<id = distinct[793]<>, domain = #alias_scope_domain224, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope446 = #llvm.alias_scope<id = distinct[794]<>, domain = #alias_scope_domain225, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope447 = #llvm.alias_scope<id = distinct[795]<>, domain = #alias_scope_domain225, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope448 = #llvm.alias_scope<id = distinct[796]<>, domain = #alias_scope_domain226, description = "_ZN4core5slice4sort6shared9smallsort13sort9_optimal17h028ca0f06077933bE: %v.0">
#alias_scope449 = #llvm.alias_scope<id = distinct[797]<>, domain = #alias_scope_domain227, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope450 = #llvm.alias_scope<id = distinct[798]<>, domain = #alias_scope_domain227, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope451 = #llvm.alias_scope<id = distinct[799]<>, domain = #alias_scope_domain228, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope452 = #llvm.alias_scope<id = distinct[800]<>, domain = #alias_scope_domain228, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope453 = #llvm.alias_scope<id = distinct[801]<>, domain = #alias_scope_domain229, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope454 = #llvm.alias_scope<id = distinct[802]<>, domain = #alias_scope_domain229, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope455 = #llvm.alias_scope<id = distinct[803]<>, domain = #alias_scope_domain230, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope456 = #llvm.alias_scope<id = distinct[804]<>, domain = #alias_scope_domain230, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope457 = #llvm.alias_scope<id = distinct[805]<>, domain = #alias_scope_domain231, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope458 = #llvm.alias_scope<id = distinct[806]<>, domain = #alias_scope_domain231, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope459 = #llvm.alias_scope<id = distinct[807]<>, domain = #alias_scope_domain232, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope460 = #llvm.alias_scope<id = distinct[808]<>, domain = #alias_scope_domain232, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope461 = #llvm.alias_scope<id = distinct[809]<>, domain = #alias_scope_domain233, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope462 = #llvm.alias_scope<id = distinct[810]<>, domain = #alias_scope_domain233, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope463 = #llvm.alias_scope<id = distinct[811]<>, domain = #alias_scope_domain234, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope464 = #llvm.alias_scope<id = distinct[812]<>, domain = #alias_scope_domain234, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope465 = #llvm.alias_scope<id = distinct[813]<>, domain = #alias_scope_domain235, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope466 = #llvm.alias_scope<id = distinct[814]<>, domain = #alias_scope_domain235, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope467 = #llvm.alias_scope<id = distinct[815]<>, domain = #alias_scope_domain236, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope468 = #llvm.alias_scope<id = distinct[816]<>, domain = #alias_scope_domain236, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope469 = #llvm.alias_scope<id = distinct[817]<>, domain = #alias_scope_domain237, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope470 = #llvm.alias_scope<id = distinct[818]<>, domain = #alias_scope_domain237, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope471 = #llvm.alias_scope<id = distinct[819]<>, domain = #alias_scope_domain238, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope472 = #llvm.alias_scope<id = distinct[820]<>, domain = #alias_scope_domain238, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope473 = #llvm.alias_scope<id = distinct[821]<>, domain = #alias_scope_domain239, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope474 = #llvm.alias_scope<id = distinct[822]<>, domain = #alias_scope_domain240, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope475 = #llvm.alias_scope<id = distinct[823]<>, domain = #alias_scope_domain240, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope476 = #llvm.alias_scope<id = distinct[824]<>, domain = #alias_scope_domain239, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope477 = #llvm.alias_scope<id = distinct[825]<>, domain = #alias_scope_domain241, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope478 = #llvm.alias_scope<id = distinct[826]<>, domain = #alias_scope_domain241, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope479 = #llvm.alias_scope<id = distinct[827]<>, domain = #alias_scope_domain242, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope480 = #llvm.alias_scope<id = distinct[828]<>, domain = #alias_scope_domain242, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope481 = #llvm.alias_scope<id = distinct[829]<>, domain = #alias_scope_domain243, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope482 = #llvm.alias_scope<id = distinct[830]<>, domain = #alias_scope_domain243, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope483 = #llvm.alias_scope<id = distinct[831]<>, domain = #alias_scope_domain244, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope484 = #llvm.alias_scope<id = distinct[832]<>, domain = #alias_scope_domain244, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope485 = #llvm.alias_scope<id = distinct[833]<>, domain = #alias_scope_domain245, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope486 = #llvm.alias_scope<id = distinct[834]<>, domain = #alias_scope_domain245, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope487 = #llvm.alias_scope<id = distinct[835]<>, domain = #alias_scope_domain246, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope488 = #llvm.alias_scope<id = distinct[836]<>, domain = #alias_scope_domain246, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope489 = #llvm.alias_scope<id = distinct[837]<>, domain = #alias_scope_domain247, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope490 = #llvm.alias_scope<id = distinct[838]<>, domain = #alias_scope_domain247, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope491 = #llvm.alias_scope<id = distinct[839]<>, domain = #alias_scope_domain248, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope492 = #llvm.alias_scope<id = distinct[840]<>, domain = #alias_scope_domain248, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope493 = #llvm.alias_scope<id = distinct[841]<>, domain = #alias_scope_domain249, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope494 = #llvm.alias_scope<id = distinct[842]<>, domain = #alias_scope_domain249, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope495 = #llvm.alias_scope<id = distinct[843]<>, domain = #alias_scope_domain250, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope496 = #llvm.alias_scope<id = distinct[844]<>, domain = #alias_scope_domain250, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope497 = #llvm.alias_scope<id = distinct[845]<>, domain = #alias_scope_domain251, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope498 = #llvm.alias_scope<id = distinct[846]<>, domain = #alias_scope_domain251, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope499 = #llvm.alias_scope<id = distinct[847]<>, domain = #alias_scope_domain252, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope500 = #llvm.alias_scope<id = distinct[848]<>, domain = #alias_scope_domain252, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope501 = #llvm.alias_scope<id = distinct[849]<>, domain = #alias_scope_domain253, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope502 = #llvm.alias_scope<id = distinct[850]<>, domain = #alias_scope_domain253, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope503 = #llvm.alias_scope<id = distinct[851]<>, domain = #alias_scope_domain254, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope504 = #llvm.alias_scope<id = distinct[852]<>, domain = #alias_scope_domain254, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope505 = #llvm.alias_scope<id = distinct[853]<>, domain = #alias_scope_domain255, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope506 = #llvm.alias_scope<id = distinct[854]<>, domain = #alias_scope_domain255, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope507 = #llvm.alias_scope<id = distinct[855]<>, domain = #alias_scope_domain256, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope508 = #llvm.alias_scope<id = distinct[856]<>, domain = #alias_scope_domain256, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope509 = #llvm.alias_scope<id = distinct[857]<>, domain = #alias_scope_domain257, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope510 = #llvm.alias_scope<id = distinct[858]<>, domain = #alias_scope_domain257, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope511 = #llvm.alias_scope<id = distinct[859]<>, domain = #alias_scope_domain258, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope512 = #llvm.alias_scope<id = distinct[860]<>, domain = #alias_scope_domain258, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope513 = #llvm.alias_scope<id = distinct[861]<>, domain = #alias_scope_domain259, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope514 = #llvm.alias_scope<id = distinct[862]<>, domain = #alias_scope_domain259, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope515 = #llvm.alias_scope<id = distinct[863]<>, domain = #alias_scope_domain260, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope516 = #llvm.alias_scope<id = distinct[864]<>, domain = #alias_scope_domain260, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope517 = #llvm.alias_scope<id = distinct[865]<>, domain = #alias_scope_domain261, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope518 = #llvm.alias_scope<id = distinct[866]<>, domain = #alias_scope_domain261, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope519 = #llvm.alias_scope<id = distinct[867]<>, domain = #alias_scope_domain262, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope520 = #llvm.alias_scope<id = distinct[868]<>, domain = #alias_scope_domain262, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope521 = #llvm.alias_scope<id = distinct[869]<>, domain = #alias_scope_domain263, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope522 = #llvm.alias_scope<id = distinct[870]<>, domain = #alias_scope_domain263, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope523 = #llvm.alias_scope<id = distinct[871]<>, domain = #alias_scope_domain264, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope524 = #llvm.alias_scope<id = distinct[872]<>, domain = #alias_scope_domain264, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope525 = #llvm.alias_scope<id = distinct[873]<>, domain = #alias_scope_domain265, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope526 = #llvm.alias_scope<id = distinct[874]<>, domain = #alias_scope_domain265, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope527 = #llvm.alias_scope<id = distinct[875]<>, domain = #alias_scope_domain266, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope528 = #llvm.alias_scope<id = distinct[876]<>, domain = #alias_scope_domain266, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope529 = #llvm.alias_scope<id = distinct[877]<>, domain = #alias_scope_domain267, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope530 = #llvm.alias_scope<id = distinct[878]<>, domain = #alias_scope_domain267, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope531 = #llvm.alias_scope<id = distinct[879]<>, domain = #alias_scope_domain268, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope532 = #llvm.alias_scope<id = distinct[880]<>, domain = #alias_scope_domain268, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope533 = #llvm.alias_scope<id = distinct[881]<>, domain = #alias_scope_domain269, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope534 = #llvm.alias_scope<id = distinct[882]<>, domain = #alias_scope_domain269, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope535 = #llvm.alias_scope<id = distinct[883]<>, domain = #alias_scope_domain270, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope536 = #llvm.alias_scope<id = distinct[884]<>, domain = #alias_scope_domain270, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope537 = #llvm.alias_scope<id = distinct[885]<>, domain = #alias_scope_domain271, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope538 = #llvm.alias_scope<id = distinct[886]<>, domain = #alias_scope_domain271, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope539 = #llvm.alias_scope<id = distinct[887]<>, domain = #alias_scope_domain272, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope540 = #llvm.alias_scope<id = distinct[888]<>, domain = #alias_scope_domain272, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope541 = #llvm.alias_scope<id = distinct[889]<>, domain = #alias_scope_domain273, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope542 = #llvm.alias_scope<id = distinct[890]<>, domain = #alias_scope_domain273, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope543 = #llvm.alias_scope<id = distinct[891]<>, domain = #alias_scope_domain274, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope544 = #llvm.alias_scope<id = distinct[892]<>, domain = #alias_scope_domain274, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope545 = #llvm.alias_scope<id = distinct[893]<>, domain = #alias_scope_domain275, description = "_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17h3d4f6990c2e8274fE: %v.0">
#alias_scope546 = #llvm.alias_scope<id = distinct[894]<>, domain = #alias_scope_domain276, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope547 = #llvm.alias_scope<id = distinct[895]<>, domain = #alias_scope_domain276, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope548 = #llvm.alias_scope<id = distinct[896]<>, domain = #alias_scope_domain277, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope549 = #llvm.alias_scope<id = distinct[897]<>, domain = #alias_scope_domain277, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope550 = #llvm.alias_scope<id = distinct[898]<>, domain = #alias_scope_domain278, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope551 = #llvm.alias_scope<id = distinct[899]<>, domain = #alias_scope_domain279, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope552 = #llvm.alias_scope<id = distinct[900]<>, domain = #alias_scope_domain279, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope553 = #llvm.alias_scope<id = distinct[901]<>, domain = #alias_scope_domain278, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope554 = #llvm.alias_scope<id = distinct[902]<>, domain = #alias_scope_domain280, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdce64730a12cb448E: %self">
#alias_scope555 = #llvm.alias_scope<id = distinct[903]<>, domain = #alias_scope_domain281, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h866c3fdc1305ba8cE: %_1">
#alias_scope556 = #llvm.alias_scope<id = distinct[904]<>, domain = #alias_scope_domain282, description = "_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17ha2a07e099c818288E: %v.0">
#alias_scope557 = #llvm.alias_scope<id = distinct[905]<>, domain = #alias_scope_domain283, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope558 = #llvm.alias_scope<id = distinct[906]<>, domain = #alias_scope_domain283, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope559 = #llvm.alias_scope<id = distinct[907]<>, domain = #alias_scope_domain284, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope560 = #llvm.alias_scope<id = distinct[908]<>, domain = #alias_scope_domain284, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope561 = #llvm.alias_scope<id = distinct[909]<>, domain = #alias_scope_domain285, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h479d40ed7e438999E: %_0">
#alias_scope562 = #llvm.alias_scope<id = distinct[910]<>, domain = #alias_scope_domain285, description = "_ZN4core5slice4sort6shared9smallsort8merge_up17h479d40ed7e438999E: %is_less">
#alias_scope563 = #llvm.alias_scope<id = distinct[911]<>, domain = #alias_scope_domain286, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope564 = #llvm.alias_scope<id = distinct[912]<>, domain = #alias_scope_domain286, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope565 = #llvm.alias_scope<id = distinct[913]<>, domain = #alias_scope_domain287, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope566 = #llvm.alias_scope<id = distinct[914]<>, domain = #alias_scope_domain287, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope567 = #llvm.alias_scope<id = distinct[915]<>, domain = #alias_scope_domain288, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hd53d89063d98e2a0E: %_0">
#alias_scope568 = #llvm.alias_scope<id = distinct[916]<>, domain = #alias_scope_domain288, description = "_ZN4core5slice4sort6shared9smallsort10merge_down17hd53d89063d98e2a0E: %is_less">
#alias_scope569 = #llvm.alias_scope<id = distinct[917]<>, domain = #alias_scope_domain289, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17hb47388a3b402da90E: %v.0">
#alias_scope570 = #llvm.alias_scope<id = distinct[918]<>, domain = #alias_scope_domain290, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope571 = #llvm.alias_scope<id = distinct[919]<>, domain = #alias_scope_domain290, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope572 = #llvm.alias_scope<id = distinct[920]<>, domain = #alias_scope_domain291, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope573 = #llvm.alias_scope<id = distinct[921]<>, domain = #alias_scope_domain291, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope574 = #llvm.alias_scope<id = distinct[922]<>, domain = #alias_scope_domain292, description = "_ZN4core5slice4sort6shared5pivot7median317h5d0df9ca3cee9502E: %c">
#alias_scope575 = #llvm.alias_scope<id = distinct[923]<>, domain = #alias_scope_domain289, description = "_ZN4core5slice4sort6shared5pivot12choose_pivot17hb47388a3b402da90E: %is_less">
#alias_scope576 = #llvm.alias_scope<id = distinct[924]<>, domain = #alias_scope_domain293, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope577 = #llvm.alias_scope<id = distinct[925]<>, domain = #alias_scope_domain294, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope578 = #llvm.alias_scope<id = distinct[926]<>, domain = #alias_scope_domain294, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope579 = #llvm.alias_scope<id = distinct[927]<>, domain = #alias_scope_domain293, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope580 = #llvm.alias_scope<id = distinct[928]<>, domain = #alias_scope_domain295, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope581 = #llvm.alias_scope<id = distinct[929]<>, domain = #alias_scope_domain295, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope582 = #llvm.alias_scope<id = distinct[930]<>, domain = #alias_scope_domain296, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope583 = #llvm.alias_scope<id = distinct[931]<>, domain = #alias_scope_domain296, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope584 = #llvm.alias_scope<id = distinct[932]<>, domain = #alias_scope_domain297, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17hcdebb968d0862afaE: %self.0">
#alias_scope585 = #llvm.alias_scope<id = distinct[933]<>, domain = #alias_scope_domain298, description = "_ZN4core5slice4sort8unstable9quicksort9partition17h7abc86233c801099E: %v.0">
#alias_scope586 = #llvm.alias_scope<id = distinct[934]<>, domain = #alias_scope_domain299, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h2036f5e3b87f7bc4E: %v.0">
#alias_scope587 = #llvm.alias_scope<id = distinct[935]<>, domain = #alias_scope_domain299, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17h2036f5e3b87f7bc4E: %pivot">
#alias_scope588 = #llvm.alias_scope<id = distinct[936]<>, domain = #alias_scope_domain300, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope589 = #llvm.alias_scope<id = distinct[937]<>, domain = #alias_scope_domain301, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope590 = #llvm.alias_scope<id = distinct[938]<>, domain = #alias_scope_domain300, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope591 = #llvm.alias_scope<id = distinct[939]<>, domain = #alias_scope_domain301, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope592 = #llvm.alias_scope<id = distinct[940]<>, domain = #alias_scope_domain302, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE: %_1">
#alias_scope593 = #llvm.alias_scope<id = distinct[941]<>, domain = #alias_scope_domain302, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE: %state">
#alias_scope594 = #llvm.alias_scope<id = distinct[942]<>, domain = #alias_scope_domain303, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope595 = #llvm.alias_scope<id = distinct[943]<>, domain = #alias_scope_domain304, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope596 = #llvm.alias_scope<id = distinct[944]<>, domain = #alias_scope_domain304, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope597 = #llvm.alias_scope<id = distinct[945]<>, domain = #alias_scope_domain303, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope598 = #llvm.alias_scope<id = distinct[946]<>, domain = #alias_scope_domain305, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE: %_1">
#alias_scope599 = #llvm.alias_scope<id = distinct[947]<>, domain = #alias_scope_domain305, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE: %state">
#alias_scope600 = #llvm.alias_scope<id = distinct[948]<>, domain = #alias_scope_domain306, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope601 = #llvm.alias_scope<id = distinct[949]<>, domain = #alias_scope_domain307, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope602 = #llvm.alias_scope<id = distinct[950]<>, domain = #alias_scope_domain307, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope603 = #llvm.alias_scope<id = distinct[951]<>, domain = #alias_scope_domain306, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope604 = #llvm.alias_scope<id = distinct[952]<>, domain = #alias_scope_domain308, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE: %_1">
#alias_scope605 = #llvm.alias_scope<id = distinct[953]<>, domain = #alias_scope_domain308, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h86964885462f85efE: %state">
#alias_scope606 = #llvm.alias_scope<id = distinct[954]<>, domain = #alias_scope_domain309, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17hcdebb968d0862afaE: %self.0">
#alias_scope607 = #llvm.alias_scope<id = distinct[955]<>, domain = #alias_scope_domain310, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope608 = #llvm.alias_scope<id = distinct[956]<>, domain = #alias_scope_domain310, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope609 = #llvm.alias_scope<id = distinct[957]<>, domain = #alias_scope_domain311, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope610 = #llvm.alias_scope<id = distinct[958]<>, domain = #alias_scope_domain311, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope611 = #llvm.alias_scope<id = distinct[959]<>, domain = #alias_scope_domain312, description = "_ZN4core5slice4sort8unstable9quicksort9partition17h323ff7ec526138cfE: %v.0">
#alias_scope612 = #llvm.alias_scope<id = distinct[960]<>, domain = #alias_scope_domain313, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17hcdebb968d0862afaE: %self.0">
#alias_scope613 = #llvm.alias_scope<id = distinct[961]<>, domain = #alias_scope_domain314, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17he88160c193c44c44E: %v.0">
#alias_scope614 = #llvm.alias_scope<id = distinct[962]<>, domain = #alias_scope_domain314, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic17he88160c193c44c44E: %pivot">
#alias_scope615 = #llvm.alias_scope<id = distinct[963]<>, domain = #alias_scope_domain315, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope616 = #llvm.alias_scope<id = distinct[964]<>, domain = #alias_scope_domain316, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope617 = #llvm.alias_scope<id = distinct[965]<>, domain = #alias_scope_domain317, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE: %b">
#alias_scope618 = #llvm.alias_scope<id = distinct[966]<>, domain = #alias_scope_domain315, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope619 = #llvm.alias_scope<id = distinct[967]<>, domain = #alias_scope_domain316, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope620 = #llvm.alias_scope<id = distinct[968]<>, domain = #alias_scope_domain317, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE: %a">
#alias_scope621 = #llvm.alias_scope<id = distinct[969]<>, domain = #alias_scope_domain318, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E: %_1">
#alias_scope622 = #llvm.alias_scope<id = distinct[970]<>, domain = #alias_scope_domain318, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E: %state">
#alias_scope623 = #llvm.alias_scope<id = distinct[971]<>, domain = #alias_scope_domain319, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE: %a">
#alias_scope624 = #llvm.alias_scope<id = distinct[972]<>, domain = #alias_scope_domain320, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope625 = #llvm.alias_scope<id = distinct[973]<>, domain = #alias_scope_domain321, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope626 = #llvm.alias_scope<id = distinct[974]<>, domain = #alias_scope_domain321, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope627 = #llvm.alias_scope<id = distinct[975]<>, domain = #alias_scope_domain320, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope628 = #llvm.alias_scope<id = distinct[976]<>, domain = #alias_scope_domain319, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE: %b">
#alias_scope629 = #llvm.alias_scope<id = distinct[977]<>, domain = #alias_scope_domain322, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E: %_1">
#alias_scope630 = #llvm.alias_scope<id = distinct[978]<>, domain = #alias_scope_domain322, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E: %state">
#alias_scope631 = #llvm.alias_scope<id = distinct[979]<>, domain = #alias_scope_domain323, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE: %a">
#alias_scope632 = #llvm.alias_scope<id = distinct[980]<>, domain = #alias_scope_domain324, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope633 = #llvm.alias_scope<id = distinct[981]<>, domain = #alias_scope_domain325, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope634 = #llvm.alias_scope<id = distinct[982]<>, domain = #alias_scope_domain325, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope635 = #llvm.alias_scope<id = distinct[983]<>, domain = #alias_scope_domain324, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope636 = #llvm.alias_scope<id = distinct[984]<>, domain = #alias_scope_domain323, description = "_ZN4core5slice4sort8unstable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17he5957719251758feE: %b">
#alias_scope637 = #llvm.alias_scope<id = distinct[985]<>, domain = #alias_scope_domain326, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E: %_1">
#alias_scope638 = #llvm.alias_scope<id = distinct[986]<>, domain = #alias_scope_domain326, description = "_ZN4core5slice4sort8unstable9quicksort34partition_lomuto_branchless_cyclic28_$u7b$$u7b$closure$u7d$$u7d$17h0d01fe2011e278c6E: %state">
#alias_scope639 = #llvm.alias_scope<id = distinct[987]<>, domain = #alias_scope_domain327, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$14swap_unchecked17hcdebb968d0862afaE: %self.0">
#alias_scope640 = #llvm.alias_scope<id = distinct[988]<>, domain = #alias_scope_domain328, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by17h77c11dd71aa48c20E: %self.0">
#alias_scope641 = #llvm.alias_scope<id = distinct[989]<>, domain = #alias_scope_domain329, description = "_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17h3d4f6990c2e8274fE: %v.0">
#alias_scope642 = #llvm.alias_scope<id = distinct[990]<>, domain = #alias_scope_domain330, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope643 = #llvm.alias_scope<id = distinct[991]<>, domain = #alias_scope_domain330, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope644 = #llvm.alias_scope<id = distinct[992]<>, domain = #alias_scope_domain331, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope645 = #llvm.alias_scope<id = distinct[993]<>, domain = #alias_scope_domain331, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope646 = #llvm.alias_scope<id = distinct[994]<>, domain = #alias_scope_domain332, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %x">
#alias_scope647 = #llvm.alias_scope<id = distinct[995]<>, domain = #alias_scope_domain332, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y">
#alias_scope648 = #llvm.alias_scope<id = distinct[996]<>, domain = #alias_scope_domain333, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %a">
#alias_scope649 = #llvm.alias_scope<id = distinct[997]<>, domain = #alias_scope_domain333, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b">
#alias_scope650 = #llvm.alias_scope<id = distinct[998]<>, domain = #alias_scope_domain334, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdce64730a12cb448E: %self">
#alias_scope651 = #llvm.alias_scope<id = distinct[999]<>, domain = #alias_scope_domain335, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h866c3fdc1305ba8cE: %_1">
#alias_scope652 = #llvm.alias_scope<id = distinct[1000]<>, domain = #alias_scope_domain332, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y:It2">
#alias_scope653 = #llvm.alias_scope<id = distinct[1001]<>, domain = #alias_scope_domain333, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b:It2">
#alias_scope654 = #llvm.alias_scope<id = distinct[1002]<>, domain = #alias_scope_domain332, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y:It2:It1">
#alias_scope655 = #llvm.alias_scope<id = distinct[1003]<>, domain = #alias_scope_domain333, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b:It2:It1">
#alias_scope656 = #llvm.alias_scope<id = distinct[1004]<>, domain = #alias_scope_domain332, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y:It3:It1">
#alias_scope657 = #llvm.alias_scope<id = distinct[1005]<>, domain = #alias_scope_domain333, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b:It3:It1">
#alias_scope658 = #llvm.alias_scope<id = distinct[1006]<>, domain = #alias_scope_domain332, description = "_ZN5sort17median528_$u7b$$u7b$closure$u7d$$u7d$17h960544b0881821e9E: %y:It3:It2">
#alias_scope659 = #llvm.alias_scope<id = distinct[1007]<>, domain = #alias_scope_domain333, description = "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$16sort_unstable_by28_$u7b$$u7b$closure$u7d$$u7d$17h8ac3ff485c2a4137E: %b:It3:It2">
#alias_scope660 = #llvm.alias_scope<id = distinct[1008]<>, domain = #alias_scope_domain336, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h647a38cb4cd036aeE: %self.0">
#alias_scope661 = #llvm.alias_scope<id = distinct[1009]<>, domain = #alias_scope_domain337, description = "_ZN5alloc5slice11stable_sort17hbdce272580eb7eb7E: %v.0">
#alias_scope662 = #llvm.alias_scope<id = distinct[1010]<>, domain = #alias_scope_domain338, description = "_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17hbb0405902de11148E: %v.0">
#alias_scope663 = #llvm.alias_scope<id = distinct[1011]<>, domain = #alias_scope_domain339, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope664 = #llvm.alias_scope<id = distinct[1012]<>, domain = #alias_scope_domain339, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope665 = #llvm.alias_scope<id = distinct[1013]<>, domain = #alias_scope_domain340, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope666 = #llvm.alias_scope<id = distinct[1014]<>, domain = #alias_scope_domain340, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope667 = #llvm.alias_scope<id = distinct[1015]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %x">
#alias_scope668 = #llvm.alias_scope<id = distinct[1016]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y">
#alias_scope669 = #llvm.alias_scope<id = distinct[1017]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %a">
#alias_scope670 = #llvm.alias_scope<id = distinct[1018]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b">
#alias_scope671 = #llvm.alias_scope<id = distinct[1019]<>, domain = #alias_scope_domain343, description = "_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hdce64730a12cb448E: %self">
#alias_scope672 = #llvm.alias_scope<id = distinct[1020]<>, domain = #alias_scope_domain344, description = "_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h866c3fdc1305ba8cE: %_1">
#alias_scope673 = #llvm.alias_scope<id = distinct[1021]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It2">
#alias_scope674 = #llvm.alias_scope<id = distinct[1022]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It2">
#alias_scope675 = #llvm.alias_scope<id = distinct[1023]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It2:It1">
#alias_scope676 = #llvm.alias_scope<id = distinct[1024]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It2:It1">
#alias_scope677 = #llvm.alias_scope<id = distinct[1025]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It3">
#alias_scope678 = #llvm.alias_scope<id = distinct[1026]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It3">
#alias_scope679 = #llvm.alias_scope<id = distinct[1027]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It3:It1">
#alias_scope680 = #llvm.alias_scope<id = distinct[1028]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It3:It1">
#alias_scope681 = #llvm.alias_scope<id = distinct[1029]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It3:It2">
#alias_scope682 = #llvm.alias_scope<id = distinct[1030]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It3:It2">
#alias_scope683 = #llvm.alias_scope<id = distinct[1031]<>, domain = #alias_scope_domain345, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h81335a06bb2c3aafE: %_2.1">
#alias_scope684 = #llvm.alias_scope<id = distinct[1032]<>, domain = #alias_scope_domain346, description = "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hd29ff4915de40c7dE: %elt.1">
#alias_scope685 = #llvm.alias_scope<id = distinct[1033]<>, domain = #alias_scope_domain347, description = "_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17hb74f0876ada5ea3cE: %item">
#alias_scope686 = #llvm.alias_scope<id = distinct[1034]<>, domain = #alias_scope_domain347, description = "_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17hb74f0876ada5ea3cE: %_1">
#alias_scope687 = #llvm.alias_scope<id = distinct[1035]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It4:It1">
#alias_scope688 = #llvm.alias_scope<id = distinct[1036]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It4:It1">
#alias_scope689 = #llvm.alias_scope<id = distinct[1037]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It4:It2">
#alias_scope690 = #llvm.alias_scope<id = distinct[1038]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It4:It2">
#alias_scope691 = #llvm.alias_scope<id = distinct[1039]<>, domain = #alias_scope_domain341, description = "_ZN5sort18sorted_w28_$u7b$$u7b$closure$u7d$$u7d$17h48a32a305fa14900E: %y:It4:It3">
#alias_scope692 = #llvm.alias_scope<id = distinct[1040]<>, domain = #alias_scope_domain342, description = "_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h1d8fb6a3fe6a486cE: %b:It4:It3">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, isVectorized = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>} {
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
  llvm.mlir.global private unnamed_addr constant @alloc_2e695e2eecf5a7dfff62090fe0d44c66("sort1.rs\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global private unnamed_addr constant @alloc_ed002c8f075804b08e2575eb42c2a579() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\0B\00\00\000\00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %2 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.mlir.global private unnamed_addr constant @alloc_172e41a89321b13ffc115dc93137cf4a() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (ptr, array<16 x i8>)> {
    %0 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\04\00\00\00'\00\00\00") : !llvm.array<16 x i8>
    %1 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %2 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    llvm.return %5 : !llvm.struct<packed (ptr, array<16 x i8>)>
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort6shared5pivot11median3_rec17hb00c0b5bf8e26f59E(%arg0: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (!llvm.ptr {llvm.nonnull, llvm.noundef}) attributes {dso_local, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.mlir.constant(3 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\0B\00\00\000\00\00\00") : !llvm.array<16 x i8>
    %4 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %5 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %6 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %8 = llvm.insertvalue %3, %7[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %9 = llvm.mlir.addressof @alloc_ed002c8f075804b08e2575eb42c2a579 : !llvm.ptr
    %10 = llvm.icmp "ugt" %arg3, %0 : i64
    llvm.cond_br %10, ^bb1, ^bb2(%arg2, %arg1, %arg0 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb1:  // pred: ^bb0
    %11 = llvm.lshr %arg3, %1  : i64
    %12 = llvm.shl %11, %2 overflow<nsw, nuw> : i64
    %13 = llvm.getelementptr inbounds %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %14 = llvm.mul %11, %0 overflow<nsw, nuw> : i64
    %15 = llvm.getelementptr inbounds %arg0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %16 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17hb00c0b5bf8e26f59E(%arg0, %13, %15, %11) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    %17 = llvm.getelementptr inbounds %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %18 = llvm.getelementptr inbounds %arg1[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %19 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17hb00c0b5bf8e26f59E(%arg1, %17, %18, %11) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    %20 = llvm.getelementptr inbounds %arg2[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %21 = llvm.getelementptr inbounds %arg2[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %22 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17hb00c0b5bf8e26f59E(%arg2, %20, %21, %11) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    llvm.br ^bb2(%22, %19, %16 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb2(%23: !llvm.ptr, %24: !llvm.ptr, %25: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    llvm.intr.experimental.noalias.scope.decl #alias_scope
    llvm.intr.experimental.noalias.scope.decl #alias_scope1
    llvm.intr.experimental.noalias.scope.decl #alias_scope2
    llvm.intr.experimental.noalias.scope.decl #alias_scope3
    %26 = llvm.load %25 {alias_scopes = [#alias_scope2, #alias_scope], alignment = 8 : i64, noalias_scopes = [#alias_scope3, #alias_scope1, #alias_scope4]} : !llvm.ptr -> f64
    %27 = llvm.load %24 {alias_scopes = [#alias_scope3, #alias_scope1], alignment = 8 : i64, noalias_scopes = [#alias_scope2, #alias_scope, #alias_scope4]} : !llvm.ptr -> f64
    %28 = llvm.fcmp "uno" %26, %27 : f64
    llvm.cond_br %28 weights([1, 4001]), ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope2, #alias_scope3, #alias_scope, #alias_scope1, #alias_scope4]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %29 = llvm.fcmp "olt" %26, %27 : f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope5
    llvm.intr.experimental.noalias.scope.decl #alias_scope6
    %30 = llvm.load %23 {alias_scopes = [#alias_scope6, #alias_scope5], alignment = 8 : i64, noalias_scopes = [#alias_scope7, #alias_scope8]} : !llvm.ptr -> f64
    %31 = llvm.fcmp "uno" %26, %30 : f64
    llvm.cond_br %31 weights([1, 4001]), ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope7, #alias_scope6, #alias_scope8, #alias_scope5]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb6:  // pred: ^bb4
    %32 = llvm.fcmp "olt" %26, %30 : f64
    %33 = llvm.xor %29, %32  : i1
    llvm.cond_br %33, ^bb10(%25 : !llvm.ptr), ^bb7
  ^bb7:  // pred: ^bb6
    %34 = llvm.fcmp "uno" %27, %30 : f64
    llvm.cond_br %34 weights([1, 4001]), ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope9, #alias_scope10, #alias_scope11, #alias_scope12]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb9:  // pred: ^bb7
    %35 = llvm.fcmp "olt" %27, %30 : f64
    %36 = llvm.xor %29, %35  : i1
    %37 = llvm.select %36, %23, %24 : i1, !llvm.ptr
    llvm.br ^bb10(%37 : !llvm.ptr)
  ^bb10(%38: !llvm.ptr):  // 2 preds: ^bb6, ^bb9
    llvm.return %38 : !llvm.ptr
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort6shared5pivot11median3_rec17hd1ec12641815af51E(%arg0: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.nonnull, llvm.noundef}, %arg3: i64 {llvm.noundef}) -> (!llvm.ptr {llvm.nonnull, llvm.noundef}) attributes {dso_local, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.mlir.constant(3 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\04\00\00\00'\00\00\00") : !llvm.array<16 x i8>
    %4 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %5 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %6 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %8 = llvm.insertvalue %3, %7[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %9 = llvm.mlir.addressof @alloc_172e41a89321b13ffc115dc93137cf4a : !llvm.ptr
    %10 = llvm.icmp "ugt" %arg3, %0 : i64
    llvm.cond_br %10, ^bb1, ^bb2(%arg2, %arg1, %arg0 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb1:  // pred: ^bb0
    %11 = llvm.lshr %arg3, %1  : i64
    %12 = llvm.shl %11, %2 overflow<nsw, nuw> : i64
    %13 = llvm.getelementptr inbounds %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %14 = llvm.mul %11, %0 overflow<nsw, nuw> : i64
    %15 = llvm.getelementptr inbounds %arg0[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %16 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17hd1ec12641815af51E(%arg0, %13, %15, %11) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    %17 = llvm.getelementptr inbounds %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %18 = llvm.getelementptr inbounds %arg1[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %19 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17hd1ec12641815af51E(%arg1, %17, %18, %11) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    %20 = llvm.getelementptr inbounds %arg2[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %21 = llvm.getelementptr inbounds %arg2[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %22 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17hd1ec12641815af51E(%arg2, %20, %21, %11) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    llvm.br ^bb2(%22, %19, %16 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb2(%23: !llvm.ptr, %24: !llvm.ptr, %25: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    llvm.intr.experimental.noalias.scope.decl #alias_scope13
    llvm.intr.experimental.noalias.scope.decl #alias_scope14
    llvm.intr.experimental.noalias.scope.decl #alias_scope15
    llvm.intr.experimental.noalias.scope.decl #alias_scope16
    %26 = llvm.load %25 {alias_scopes = [#alias_scope15, #alias_scope13], alignment = 8 : i64, noalias_scopes = [#alias_scope16, #alias_scope14, #alias_scope17]} : !llvm.ptr -> f64
    %27 = llvm.load %24 {alias_scopes = [#alias_scope16, #alias_scope14], alignment = 8 : i64, noalias_scopes = [#alias_scope15, #alias_scope13, #alias_scope17]} : !llvm.ptr -> f64
    %28 = llvm.fcmp "uno" %26, %27 : f64
    llvm.cond_br %28 weights([1, 4001]), ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope15, #alias_scope16, #alias_scope13, #alias_scope14, #alias_scope17]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %29 = llvm.fcmp "olt" %26, %27 : f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope18
    llvm.intr.experimental.noalias.scope.decl #alias_scope19
    %30 = llvm.load %23 {alias_scopes = [#alias_scope19, #alias_scope18], alignment = 8 : i64, noalias_scopes = [#alias_scope20, #alias_scope21]} : !llvm.ptr -> f64
    %31 = llvm.fcmp "uno" %26, %30 : f64
    llvm.cond_br %31 weights([1, 4001]), ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope20, #alias_scope19, #alias_scope21, #alias_scope18]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb6:  // pred: ^bb4
    %32 = llvm.fcmp "olt" %26, %30 : f64
    %33 = llvm.xor %29, %32  : i1
    llvm.cond_br %33, ^bb10(%25 : !llvm.ptr), ^bb7
  ^bb7:  // pred: ^bb6
    %34 = llvm.fcmp "uno" %27, %30 : f64
    llvm.cond_br %34 weights([1, 4001]), ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope22, #alias_scope23, #alias_scope24, #alias_scope25]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb9:  // pred: ^bb7
    %35 = llvm.fcmp "olt" %27, %30 : f64
    %36 = llvm.xor %29, %35  : i1
    %37 = llvm.select %36, %23, %24 : i1, !llvm.ptr
    llvm.br ^bb10(%37 : !llvm.ptr)
  ^bb10(%38: !llvm.ptr):  // 2 preds: ^bb6, ^bb9
    llvm.return %38 : !llvm.ptr
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hce5e11171396de8dE(%arg0: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.writeonly}) attributes {dso_local, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.mlir.constant(24 : i64) : i64
    %2 = llvm.mlir.constant(16 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(3 : i64) : i64
    %5 = llvm.mlir.constant(2 : i64) : i64
    %6 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\04\00\00\00'\00\00\00") : !llvm.array<16 x i8>
    %7 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %8 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %9 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %11 = llvm.insertvalue %6, %10[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %12 = llvm.mlir.addressof @alloc_172e41a89321b13ffc115dc93137cf4a : !llvm.ptr
    %13 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope26
    llvm.intr.experimental.noalias.scope.decl #alias_scope27
    llvm.intr.experimental.noalias.scope.decl #alias_scope28
    llvm.intr.experimental.noalias.scope.decl #alias_scope29
    %14 = llvm.load %13 {alias_scopes = [#alias_scope28, #alias_scope26], alignment = 8 : i64, noalias_scopes = [#alias_scope29, #alias_scope27]} : !llvm.ptr -> f64
    %15 = llvm.load %arg0 {alias_scopes = [#alias_scope29, #alias_scope27], alignment = 8 : i64, noalias_scopes = [#alias_scope28, #alias_scope26]} : !llvm.ptr -> f64
    %16 = llvm.fcmp "uno" %14, %15 : f64
    llvm.cond_br %16 weights([1, 4001]), ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%12) {noalias_scopes = [#alias_scope28, #alias_scope29, #alias_scope26, #alias_scope27]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    %17 = llvm.getelementptr inbounds %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.getelementptr inbounds %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope30
    llvm.intr.experimental.noalias.scope.decl #alias_scope31
    llvm.intr.experimental.noalias.scope.decl #alias_scope32
    llvm.intr.experimental.noalias.scope.decl #alias_scope33
    %19 = llvm.load %17 {alias_scopes = [#alias_scope32, #alias_scope30], alignment = 8 : i64, noalias_scopes = [#alias_scope33, #alias_scope31]} : !llvm.ptr -> f64
    %20 = llvm.load %18 {alias_scopes = [#alias_scope33, #alias_scope31], alignment = 8 : i64, noalias_scopes = [#alias_scope32, #alias_scope30]} : !llvm.ptr -> f64
    %21 = llvm.fcmp "uno" %19, %20 : f64
    llvm.cond_br %21 weights([1, 4001]), ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%12) {noalias_scopes = [#alias_scope32, #alias_scope33, #alias_scope30, #alias_scope31]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %22 = llvm.fcmp "olt" %14, %15 : f64
    %23 = llvm.fcmp "olt" %19, %20 : f64
    %24 = llvm.zext %22 : i1 to i64
    %25 = llvm.getelementptr inbounds %arg0[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %26 = llvm.xor %22, %3  : i1
    %27 = llvm.zext %26 : i1 to i64
    %28 = llvm.getelementptr inbounds %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %29 = llvm.select %23, %4, %5 : i1, i64
    %30 = llvm.getelementptr inbounds %arg0[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %31 = llvm.select %23, %5, %4 : i1, i64
    %32 = llvm.getelementptr inbounds %arg0[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope34
    llvm.intr.experimental.noalias.scope.decl #alias_scope35
    llvm.intr.experimental.noalias.scope.decl #alias_scope36
    llvm.intr.experimental.noalias.scope.decl #alias_scope37
    %33 = llvm.load %30 {alias_scopes = [#alias_scope36, #alias_scope34], alignment = 8 : i64, noalias_scopes = [#alias_scope37, #alias_scope35]} : !llvm.ptr -> f64
    %34 = llvm.load %25 {alias_scopes = [#alias_scope37, #alias_scope35], alignment = 8 : i64, noalias_scopes = [#alias_scope36, #alias_scope34]} : !llvm.ptr -> f64
    %35 = llvm.fcmp "uno" %33, %34 : f64
    llvm.cond_br %35 weights([1, 4001]), ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%12) {noalias_scopes = [#alias_scope36, #alias_scope37, #alias_scope34, #alias_scope35]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb6:  // pred: ^bb4
    llvm.intr.experimental.noalias.scope.decl #alias_scope38
    llvm.intr.experimental.noalias.scope.decl #alias_scope39
    llvm.intr.experimental.noalias.scope.decl #alias_scope40
    llvm.intr.experimental.noalias.scope.decl #alias_scope41
    %36 = llvm.load %32 {alias_scopes = [#alias_scope40, #alias_scope38], alignment = 8 : i64, noalias_scopes = [#alias_scope41, #alias_scope39]} : !llvm.ptr -> f64
    %37 = llvm.load %28 {alias_scopes = [#alias_scope41, #alias_scope39], alignment = 8 : i64, noalias_scopes = [#alias_scope40, #alias_scope38]} : !llvm.ptr -> f64
    %38 = llvm.fcmp "uno" %36, %37 : f64
    llvm.cond_br %38 weights([1, 4001]), ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%12) {noalias_scopes = [#alias_scope40, #alias_scope41, #alias_scope38, #alias_scope39]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb8:  // pred: ^bb6
    %39 = llvm.fcmp "olt" %33, %34 : f64
    %40 = llvm.fcmp "olt" %36, %37 : f64
    %41 = llvm.select %40, %30, %28 : i1, !llvm.ptr
    %42 = llvm.select %39, %25, %41 : i1, !llvm.ptr
    %43 = llvm.select %39, %28, %30 : i1, !llvm.ptr
    %44 = llvm.select %40, %32, %43 : i1, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope42
    llvm.intr.experimental.noalias.scope.decl #alias_scope43
    llvm.intr.experimental.noalias.scope.decl #alias_scope44
    llvm.intr.experimental.noalias.scope.decl #alias_scope45
    %45 = llvm.load %44 {alias_scopes = [#alias_scope44, #alias_scope42], alignment = 8 : i64, noalias_scopes = [#alias_scope45, #alias_scope43]} : !llvm.ptr -> f64
    %46 = llvm.load %42 {alias_scopes = [#alias_scope45, #alias_scope43], alignment = 8 : i64, noalias_scopes = [#alias_scope44, #alias_scope42]} : !llvm.ptr -> f64
    %47 = llvm.fcmp "uno" %45, %46 : f64
    llvm.cond_br %47 weights([1, 4001]), ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%12) {noalias_scopes = [#alias_scope44, #alias_scope45, #alias_scope42, #alias_scope43]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb10:  // pred: ^bb8
    %48 = llvm.select %40, %28, %32 : i1, !llvm.ptr
    %49 = llvm.select %39, %30, %25 : i1, !llvm.ptr
    %50 = llvm.fcmp "olt" %45, %46 : f64
    %51 = llvm.select %50, %44, %42 : i1, !llvm.ptr
    %52 = llvm.select %50, %42, %44 : i1, !llvm.ptr
    %53 = llvm.load %49 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %53, %arg1 {alignment = 8 : i64} : i64, !llvm.ptr
    %54 = llvm.getelementptr inbounds %arg1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %55 = llvm.load %51 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %55, %54 {alignment = 8 : i64} : i64, !llvm.ptr
    %56 = llvm.getelementptr inbounds %arg1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %57 = llvm.load %52 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %57, %56 {alignment = 8 : i64} : i64, !llvm.ptr
    %58 = llvm.getelementptr inbounds %arg1[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %59 = llvm.load %48 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %59, %58 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.return
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h6fbe08e96cc4aaebE(%arg0: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nonnull, llvm.noundef, llvm.writeonly}, %arg2: !llvm.ptr {llvm.nonnull, llvm.noundef}) attributes {dso_local, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(56 : i64) : i64
    %2 = llvm.mlir.constant(24 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.mlir.constant(48 : i64) : i64
    %5 = llvm.mlir.constant(8 : i64) : i64
    %6 = llvm.mlir.constant(40 : i64) : i64
    %7 = llvm.mlir.constant(16 : i64) : i64
    %8 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\04\00\00\00'\00\00\00") : !llvm.array<16 x i8>
    %9 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %10 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %11 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %14 = llvm.mlir.addressof @alloc_172e41a89321b13ffc115dc93137cf4a : !llvm.ptr
    llvm.call fastcc tail @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hce5e11171396de8dE(%arg0, %arg2) : (!llvm.ptr, !llvm.ptr) -> ()
    %15 = llvm.getelementptr inbounds %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %16 = llvm.getelementptr inbounds %arg2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.call fastcc tail @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hce5e11171396de8dE(%15, %16) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.intr.experimental.noalias.scope.decl #alias_scope46
    %17 = llvm.getelementptr inbounds %arg1[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.getelementptr inbounds %arg2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %19 = llvm.getelementptr %arg2[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope47
    llvm.intr.experimental.noalias.scope.decl #alias_scope48
    llvm.intr.experimental.noalias.scope.decl #alias_scope49
    llvm.intr.experimental.noalias.scope.decl #alias_scope50
    %20 = llvm.load %16 {alias_scopes = [#alias_scope49, #alias_scope47, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope50, #alias_scope48, #alias_scope51]} : !llvm.ptr -> f64
    %21 = llvm.load %arg2 {alias_scopes = [#alias_scope50, #alias_scope48, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope49, #alias_scope47, #alias_scope51]} : !llvm.ptr -> f64
    %22 = llvm.fcmp "uno" %20, %21 : f64
    llvm.cond_br %22 weights([1, 4001]), ^bb1, ^bb2
  ^bb1:  // 4 preds: ^bb0, ^bb4, ^bb6, ^bb8
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope49, #alias_scope50, #alias_scope47, #alias_scope48, #alias_scope51, #alias_scope46]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    %23 = llvm.fcmp "olt" %20, %21 : f64
    %24 = llvm.select %23, %16, %arg2 : i1, !llvm.ptr
    %25 = llvm.load %24 {alias_scopes = [#alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope51, #alias_scope52]} : !llvm.ptr -> i64
    llvm.store %25, %arg1 {alignment = 8 : i64, noalias_scopes = [#alias_scope51, #alias_scope52, #alias_scope46]} : i64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope53
    llvm.intr.experimental.noalias.scope.decl #alias_scope54
    llvm.intr.experimental.noalias.scope.decl #alias_scope55
    llvm.intr.experimental.noalias.scope.decl #alias_scope56
    %26 = llvm.load %18 {alias_scopes = [#alias_scope55, #alias_scope53, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope56, #alias_scope54, #alias_scope57]} : !llvm.ptr -> f64
    %27 = llvm.load %19 {alias_scopes = [#alias_scope56, #alias_scope54, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope55, #alias_scope53, #alias_scope57]} : !llvm.ptr -> f64
    %28 = llvm.fcmp "uno" %26, %27 : f64
    llvm.cond_br %28 weights([1, 4001]), ^bb3, ^bb4
  ^bb3:  // 4 preds: ^bb2, ^bb5, ^bb7, ^bb9
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope55, #alias_scope56, #alias_scope53, #alias_scope54, #alias_scope57, #alias_scope46]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %29 = llvm.xor %23, %3  : i1
    %30 = llvm.zext %29 : i1 to i64
    %31 = llvm.getelementptr inbounds %arg2[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %32 = llvm.zext %23 : i1 to i64
    %33 = llvm.getelementptr inbounds %16[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %34 = llvm.fcmp "olt" %26, %27 : f64
    %35 = llvm.select %34, %19, %18 : i1, !llvm.ptr
    %36 = llvm.xor %34, %3  : i1
    %37 = llvm.load %35 {alias_scopes = [#alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope57, #alias_scope58]} : !llvm.ptr -> i64
    llvm.store %37, %17 {alignment = 8 : i64, noalias_scopes = [#alias_scope57, #alias_scope58, #alias_scope46]} : i64, !llvm.ptr
    %38 = llvm.sext %36 : i1 to i64
    %39 = llvm.getelementptr %18[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %40 = llvm.sext %34 : i1 to i64
    %41 = llvm.getelementptr %19[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %42 = llvm.getelementptr inbounds %arg1[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope59
    llvm.intr.experimental.noalias.scope.decl #alias_scope60
    llvm.intr.experimental.noalias.scope.decl #alias_scope61
    llvm.intr.experimental.noalias.scope.decl #alias_scope62
    %43 = llvm.load %33 {alias_scopes = [#alias_scope61, #alias_scope59, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope62, #alias_scope60, #alias_scope51]} : !llvm.ptr -> f64
    %44 = llvm.load %31 {alias_scopes = [#alias_scope62, #alias_scope60, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope61, #alias_scope59, #alias_scope51]} : !llvm.ptr -> f64
    %45 = llvm.fcmp "uno" %43, %44 : f64
    llvm.cond_br %45 weights([1, 4001]), ^bb1, ^bb5
  ^bb5:  // pred: ^bb4
    %46 = llvm.getelementptr inbounds %arg1[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %47 = llvm.fcmp "olt" %43, %44 : f64
    %48 = llvm.select %47, %33, %31 : i1, !llvm.ptr
    %49 = llvm.load %48 {alias_scopes = [#alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope51, #alias_scope52]} : !llvm.ptr -> i64
    llvm.store %49, %46 {alignment = 8 : i64, noalias_scopes = [#alias_scope51, #alias_scope52, #alias_scope46]} : i64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope63
    llvm.intr.experimental.noalias.scope.decl #alias_scope64
    llvm.intr.experimental.noalias.scope.decl #alias_scope65
    llvm.intr.experimental.noalias.scope.decl #alias_scope66
    %50 = llvm.load %39 {alias_scopes = [#alias_scope65, #alias_scope63, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope66, #alias_scope64, #alias_scope57]} : !llvm.ptr -> f64
    %51 = llvm.load %41 {alias_scopes = [#alias_scope66, #alias_scope64, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope65, #alias_scope63, #alias_scope57]} : !llvm.ptr -> f64
    %52 = llvm.fcmp "uno" %50, %51 : f64
    llvm.cond_br %52 weights([1, 4001]), ^bb3, ^bb6
  ^bb6:  // pred: ^bb5
    %53 = llvm.xor %47, %3  : i1
    %54 = llvm.zext %53 : i1 to i64
    %55 = llvm.getelementptr inbounds %31[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %56 = llvm.zext %47 : i1 to i64
    %57 = llvm.getelementptr inbounds %33[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %58 = llvm.fcmp "olt" %50, %51 : f64
    %59 = llvm.select %58, %41, %39 : i1, !llvm.ptr
    %60 = llvm.xor %58, %3  : i1
    %61 = llvm.load %59 {alias_scopes = [#alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope57, #alias_scope58]} : !llvm.ptr -> i64
    llvm.store %61, %42 {alignment = 8 : i64, noalias_scopes = [#alias_scope57, #alias_scope58, #alias_scope46]} : i64, !llvm.ptr
    %62 = llvm.sext %60 : i1 to i64
    %63 = llvm.getelementptr %39[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %64 = llvm.sext %58 : i1 to i64
    %65 = llvm.getelementptr %41[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %66 = llvm.getelementptr inbounds %arg1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope67
    llvm.intr.experimental.noalias.scope.decl #alias_scope68
    llvm.intr.experimental.noalias.scope.decl #alias_scope69
    llvm.intr.experimental.noalias.scope.decl #alias_scope70
    %67 = llvm.load %57 {alias_scopes = [#alias_scope69, #alias_scope67, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope70, #alias_scope68, #alias_scope51]} : !llvm.ptr -> f64
    %68 = llvm.load %55 {alias_scopes = [#alias_scope70, #alias_scope68, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope69, #alias_scope67, #alias_scope51]} : !llvm.ptr -> f64
    %69 = llvm.fcmp "uno" %67, %68 : f64
    llvm.cond_br %69 weights([1, 4001]), ^bb1, ^bb7
  ^bb7:  // pred: ^bb6
    %70 = llvm.getelementptr inbounds %arg1[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %71 = llvm.fcmp "olt" %67, %68 : f64
    %72 = llvm.select %71, %57, %55 : i1, !llvm.ptr
    %73 = llvm.load %72 {alias_scopes = [#alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope51, #alias_scope52]} : !llvm.ptr -> i64
    llvm.store %73, %70 {alignment = 8 : i64, noalias_scopes = [#alias_scope51, #alias_scope52, #alias_scope46]} : i64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope71
    llvm.intr.experimental.noalias.scope.decl #alias_scope72
    llvm.intr.experimental.noalias.scope.decl #alias_scope73
    llvm.intr.experimental.noalias.scope.decl #alias_scope74
    %74 = llvm.load %63 {alias_scopes = [#alias_scope73, #alias_scope71, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope74, #alias_scope72, #alias_scope57]} : !llvm.ptr -> f64
    %75 = llvm.load %65 {alias_scopes = [#alias_scope74, #alias_scope72, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope73, #alias_scope71, #alias_scope57]} : !llvm.ptr -> f64
    %76 = llvm.fcmp "uno" %74, %75 : f64
    llvm.cond_br %76 weights([1, 4001]), ^bb3, ^bb8
  ^bb8:  // pred: ^bb7
    %77 = llvm.xor %71, %3  : i1
    %78 = llvm.zext %77 : i1 to i64
    %79 = llvm.getelementptr inbounds %55[%78] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %80 = llvm.zext %71 : i1 to i64
    %81 = llvm.getelementptr inbounds %57[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %82 = llvm.fcmp "olt" %74, %75 : f64
    %83 = llvm.select %82, %65, %63 : i1, !llvm.ptr
    %84 = llvm.xor %82, %3  : i1
    %85 = llvm.load %83 {alias_scopes = [#alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope57, #alias_scope58]} : !llvm.ptr -> i64
    llvm.store %85, %66 {alignment = 8 : i64, noalias_scopes = [#alias_scope57, #alias_scope58, #alias_scope46]} : i64, !llvm.ptr
    %86 = llvm.sext %84 : i1 to i64
    %87 = llvm.getelementptr %63[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %88 = llvm.sext %82 : i1 to i64
    %89 = llvm.getelementptr %65[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %90 = llvm.getelementptr inbounds %arg1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope75
    llvm.intr.experimental.noalias.scope.decl #alias_scope76
    llvm.intr.experimental.noalias.scope.decl #alias_scope77
    llvm.intr.experimental.noalias.scope.decl #alias_scope78
    %91 = llvm.load %81 {alias_scopes = [#alias_scope77, #alias_scope75, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope78, #alias_scope76, #alias_scope51]} : !llvm.ptr -> f64
    %92 = llvm.load %79 {alias_scopes = [#alias_scope78, #alias_scope76, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope77, #alias_scope75, #alias_scope51]} : !llvm.ptr -> f64
    %93 = llvm.fcmp "uno" %91, %92 : f64
    llvm.cond_br %93 weights([1, 4001]), ^bb1, ^bb9
  ^bb9:  // pred: ^bb8
    %94 = llvm.getelementptr inbounds %arg1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %95 = llvm.fcmp "olt" %91, %92 : f64
    %96 = llvm.select %95, %81, %79 : i1, !llvm.ptr
    %97 = llvm.load %96 {alias_scopes = [#alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope51, #alias_scope52]} : !llvm.ptr -> i64
    llvm.store %97, %94 {alignment = 8 : i64, noalias_scopes = [#alias_scope51, #alias_scope52, #alias_scope46]} : i64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope79
    llvm.intr.experimental.noalias.scope.decl #alias_scope80
    llvm.intr.experimental.noalias.scope.decl #alias_scope81
    llvm.intr.experimental.noalias.scope.decl #alias_scope82
    %98 = llvm.load %87 {alias_scopes = [#alias_scope81, #alias_scope79, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope82, #alias_scope80, #alias_scope57]} : !llvm.ptr -> f64
    %99 = llvm.load %89 {alias_scopes = [#alias_scope82, #alias_scope80, #alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope81, #alias_scope79, #alias_scope57]} : !llvm.ptr -> f64
    %100 = llvm.fcmp "uno" %98, %99 : f64
    llvm.cond_br %100 weights([1, 4001]), ^bb3, ^bb10
  ^bb10:  // pred: ^bb9
    %101 = llvm.xor %95, %3  : i1
    %102 = llvm.zext %101 : i1 to i64
    %103 = llvm.getelementptr inbounds %79[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %104 = llvm.zext %95 : i1 to i64
    %105 = llvm.getelementptr inbounds %81[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %106 = llvm.fcmp "olt" %98, %99 : f64
    %107 = llvm.select %106, %89, %87 : i1, !llvm.ptr
    %108 = llvm.xor %106, %3  : i1
    %109 = llvm.load %107 {alias_scopes = [#alias_scope46], alignment = 8 : i64, noalias_scopes = [#alias_scope57, #alias_scope58]} : !llvm.ptr -> i64
    llvm.store %109, %90 {alignment = 8 : i64, noalias_scopes = [#alias_scope57, #alias_scope58, #alias_scope46]} : i64, !llvm.ptr
    %110 = llvm.sext %108 : i1 to i64
    %111 = llvm.getelementptr %87[%110] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %112 = llvm.sext %106 : i1 to i64
    %113 = llvm.getelementptr %89[%112] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %114 = llvm.getelementptr %113[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %115 = llvm.getelementptr %111[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %116 = llvm.icmp "ne" %103, %114 : !llvm.ptr
    %117 = llvm.icmp "ne" %105, %115 : !llvm.ptr
    %118 = llvm.select %116, %3, %117 : i1, i1
    llvm.cond_br %118 weights([4001, 4000000]), ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.call tail @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() {noalias_scopes = [#alias_scope46]} : () -> ()
    llvm.unreachable
  ^bb12:  // pred: ^bb10
    llvm.return
  }
  llvm.func unnamed_addr @_ZN4core5slice4sort6stable14driftsort_main17h56957895d33a6f3cE(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.noundef}) attributes {no_inline, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
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
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() {noalias_scopes = [#alias_scope83, #alias_scope84]} : () -> ()
    %23 = llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(%19, %10) {noalias_scopes = [#alias_scope83, #alias_scope84]} : (i64, i64) -> !llvm.ptr
    %24 = llvm.icmp "eq" %23, %11 : !llvm.ptr
    llvm.cond_br %24, ^bb3(%10 : i64), ^bb4
  ^bb3(%25: i64):  // 2 preds: ^bb1, ^bb2
    llvm.call tail @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(%25, %19) {noalias_scopes = [#alias_scope84]} : (i64, i64) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    %26 = llvm.icmp "ult" %arg1, %5 : i64
    llvm.call fastcc tail @_ZN4core5slice4sort6stable5drift4sort17h9501db40bd738b62E(%arg0, %arg1, %23, %17, %26, %arg2) : (!llvm.ptr, i64, !llvm.ptr, i64, i1, !llvm.ptr) -> ()
    llvm.call tail @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(%23, %19, %10) {noalias_scopes = [#alias_scope85, #alias_scope86, #alias_scope87, #alias_scope88]} : (!llvm.ptr, i64, i64) -> ()
    llvm.br ^bb6
  ^bb5:  // pred: ^bb0
    %27 = llvm.icmp "ult" %arg1, %5 : i64
    llvm.call fastcc @_ZN4core5slice4sort6stable5drift4sort17h9501db40bd738b62E(%arg0, %arg1, %12, %4, %27, %arg2) : (!llvm.ptr, i64, !llvm.ptr, i64, i1, !llvm.ptr) -> ()
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    llvm.return
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort6stable5drift4sort17h9501db40bd738b62E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg3: i64 {llvm.noundef}, %arg4: i1 {llvm.noundef, llvm.zeroext}, %arg5: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {dso_local, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.constant(4611686018427387904 : i64) : i64
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(4097 : i64) : i64
    %5 = llvm.mlir.constant(1 : i64) : i64
    %6 = llvm.mlir.constant(64 : i64) : i64
    %7 = llvm.mlir.constant(0 : i8) : i8
    %8 = llvm.mlir.constant(8 : i64) : i64
    %9 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\04\00\00\00'\00\00\00") : !llvm.array<16 x i8>
    %10 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %11 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %12 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %15 = llvm.mlir.addressof @alloc_172e41a89321b13ffc115dc93137cf4a : !llvm.ptr
    %16 = llvm.mlir.constant(4 : i64) : i64
    %17 = llvm.mlir.constant(9223372036854775804 : i64) : i64
    %18 = llvm.mlir.constant(-1 : i64) : i64
    %19 = llvm.mlir.constant(16 : i64) : i64
    %20 = llvm.mlir.constant(-8 : i64) : i64
    %21 = llvm.mlir.constant(-24 : i64) : i64
    %22 = llvm.mlir.poison : vector<2xi64>
    %23 = llvm.mlir.poison : vector<2xf64>
    %24 = llvm.mlir.constant(32 : i64) : i64
    %25 = llvm.mlir.constant(0 : i32) : i32
    %26 = llvm.mlir.zero : !llvm.ptr
    %27 = llvm.mlir.constant(126 : i32) : i32
    %28 = llvm.mlir.constant(3 : i64) : i64
    %29 = llvm.mlir.constant(true) : i1
    %30 = llvm.mlir.constant(false) : i1
    %31 = llvm.alloca %0 x !llvm.array<66 x i8> {alignment = 1 : i64} : (i32) -> !llvm.ptr
    %32 = llvm.alloca %0 x !llvm.array<528 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %33 = llvm.icmp "ult" %arg1, %1 : i64
    llvm.cond_br %33, ^bb63, ^bb1
  ^bb1:  // pred: ^bb0
    %34 = llvm.udiv %2, %arg1  : i64
    %35 = llvm.urem %2, %arg1  : i64
    %36 = llvm.icmp "ne" %35, %3 : i64
    %37 = llvm.zext %36 : i1 to i64
    %38 = llvm.add %34, %37 overflow<nsw, nuw> : i64
    %39 = llvm.icmp "ult" %arg1, %4 : i64
    llvm.cond_br %39, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %40 = llvm.call tail @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(%arg1) : (i64) -> i64
    llvm.br ^bb4(%40 : i64)
  ^bb3:  // pred: ^bb1
    %41 = llvm.lshr %arg1, %5  : i64
    %42 = llvm.sub %arg1, %41 overflow<nsw> : i64
    %43 = llvm.intr.umin(%42, %6)  : (i64, i64) -> i64
    llvm.br ^bb4(%43 : i64)
  ^bb4(%44: i64):  // 2 preds: ^bb2, ^bb3
    %45 = llvm.icmp "ugt" %44, %1 : i64
    %46 = llvm.icmp "ugt" %44, %1 : i64
    llvm.br ^bb5(%5, %3, %3 : i64, i64, i64)
  ^bb5(%47: i64, %48: i64, %49: i64):  // 2 preds: ^bb4, ^bb59
    %50 = llvm.icmp "ult" %48, %arg1 : i64
    llvm.cond_br %50, ^bb8, ^bb6(%7, %5 : i8, i64)
  ^bb6(%51: i8, %52: i64):  // 2 preds: ^bb5, ^bb38
    %53 = llvm.icmp "ugt" %49, %5 : i64
    llvm.cond_br %53, ^bb7, ^bb40(%47, %49 : i64, i64)
  ^bb7:  // pred: ^bb6
    %54 = llvm.getelementptr inbounds %arg0[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb39(%49, %47 : i64, i64)
  ^bb8:  // pred: ^bb5
    %55 = llvm.sub %arg1, %48 overflow<nsw, nuw> : i64
    %56 = llvm.getelementptr inbounds %arg0[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %57 = llvm.icmp "ult" %55, %44 : i64
    llvm.cond_br %57, ^bb9, ^bb10
  ^bb9:  // 4 preds: ^bb8, ^bb24, ^bb25, ^bb26
    llvm.cond_br %arg4, ^bb29, ^bb28
  ^bb10:  // pred: ^bb8
    %58 = llvm.icmp "ult" %55, %1 : i64
    llvm.cond_br %58, ^bb30(%55 : i64), ^bb11
  ^bb11:  // pred: ^bb10
    %59 = llvm.getelementptr inbounds %56[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope89
    llvm.intr.experimental.noalias.scope.decl #alias_scope90
    llvm.intr.experimental.noalias.scope.decl #alias_scope91
    llvm.intr.experimental.noalias.scope.decl #alias_scope92
    %60 = llvm.load %59 {alias_scopes = [#alias_scope91, #alias_scope89], alignment = 8 : i64, noalias_scopes = [#alias_scope92, #alias_scope90, #alias_scope93]} : !llvm.ptr -> f64
    %61 = llvm.load %56 {alias_scopes = [#alias_scope92, #alias_scope90], alignment = 8 : i64, noalias_scopes = [#alias_scope91, #alias_scope89, #alias_scope93]} : !llvm.ptr -> f64
    %62 = llvm.fcmp "uno" %60, %61 : f64
    llvm.cond_br %62 weights([1, 4001]), ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope91, #alias_scope92, #alias_scope89, #alias_scope90, #alias_scope93]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb13:  // pred: ^bb11
    %63 = llvm.fcmp "olt" %60, %61 : f64
    %64 = llvm.icmp "eq" %55, %1 : i64
    llvm.cond_br %63, ^bb15, ^bb14
  ^bb14:  // pred: ^bb13
    llvm.cond_br %64, ^bb26, ^bb16(%60, %1 : f64, i64)
  ^bb15:  // pred: ^bb13
    llvm.cond_br %64, ^bb25, ^bb20(%60, %1 : f64, i64)
  ^bb16(%65: f64, %66: i64):  // 2 preds: ^bb14, ^bb19
    %67 = llvm.getelementptr inbounds %56[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope94
    llvm.intr.experimental.noalias.scope.decl #alias_scope95
    %68 = llvm.load %67 {alias_scopes = [#alias_scope95, #alias_scope94], alignment = 8 : i64, noalias_scopes = [#alias_scope96, #alias_scope97, #alias_scope93]} : !llvm.ptr -> f64
    %69 = llvm.fcmp "uno" %68, %65 : f64
    llvm.cond_br %69 weights([1, 4001]), ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope95, #alias_scope96, #alias_scope94, #alias_scope97, #alias_scope93]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb18:  // pred: ^bb16
    %70 = llvm.fcmp "olt" %68, %65 : f64
    llvm.cond_br %70, ^bb24(%66 : i64), ^bb19
  ^bb19:  // pred: ^bb18
    %71 = llvm.add %66, %5 overflow<nuw> : i64
    %72 = llvm.icmp "eq" %71, %55 : i64
    llvm.cond_br %72, ^bb24(%55 : i64), ^bb16(%68, %71 : f64, i64)
  ^bb20(%73: f64, %74: i64):  // 2 preds: ^bb15, ^bb23
    %75 = llvm.getelementptr inbounds %56[%74] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope98
    llvm.intr.experimental.noalias.scope.decl #alias_scope99
    %76 = llvm.load %75 {alias_scopes = [#alias_scope99, #alias_scope98], alignment = 8 : i64, noalias_scopes = [#alias_scope100, #alias_scope101, #alias_scope93]} : !llvm.ptr -> f64
    %77 = llvm.fcmp "uno" %76, %73 : f64
    llvm.cond_br %77 weights([1, 4001]), ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope99, #alias_scope100, #alias_scope98, #alias_scope101, #alias_scope93]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb22:  // pred: ^bb20
    %78 = llvm.fcmp "olt" %76, %73 : f64
    llvm.cond_br %78, ^bb23, ^bb24(%74 : i64)
  ^bb23:  // pred: ^bb22
    %79 = llvm.add %74, %5 overflow<nuw> : i64
    %80 = llvm.icmp "eq" %79, %55 : i64
    llvm.cond_br %80, ^bb24(%55 : i64), ^bb20(%76, %79 : f64, i64)
  ^bb24(%81: i64):  // 4 preds: ^bb18, ^bb19, ^bb22, ^bb23
    %82 = llvm.icmp "ule" %81, %55 : i64
    "llvm.intr.assume"(%82) : (i1) -> ()
    %83 = llvm.icmp "ult" %81, %44 : i64
    llvm.cond_br %83, ^bb9, ^bb27
  ^bb25:  // pred: ^bb15
    llvm.cond_br %46, ^bb9, ^bb32(%5, %1 : i64, i64)
  ^bb26:  // pred: ^bb14
    llvm.cond_br %45, ^bb9, ^bb30(%1 : i64)
  ^bb27:  // pred: ^bb24
    llvm.cond_br %63, ^bb31, ^bb30(%81 : i64)
  ^bb28:  // pred: ^bb9
    %84 = llvm.intr.umin(%55, %44)  : (i64, i64) -> i64
    %85 = llvm.shl %84, %5 overflow<nsw, nuw> : i64
    llvm.br ^bb38(%85 : i64)
  ^bb29:  // pred: ^bb9
    %86 = llvm.intr.umin(%55, %24)  : (i64, i64) -> i64
    llvm.call tail @_ZN4core5slice4sort6stable9quicksort9quicksort17h5ee6a81582a0af11E(%56, %86, %arg2, %arg3, %25, %26, %arg5) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    %87 = llvm.shl %86, %5 overflow<nsw, nuw> : i64
    %88 = llvm.or %87, %5  : i64
    llvm.br ^bb38(%88 : i64)
  ^bb30(%89: i64):  // 6 preds: ^bb10, ^bb26, ^bb27, ^bb31, ^bb35, ^bb37
    %90 = llvm.shl %89, %5 overflow<nsw, nuw> : i64
    %91 = llvm.or %90, %5  : i64
    llvm.br ^bb38(%91 : i64)
  ^bb31:  // pred: ^bb27
    %92 = llvm.lshr %81, %5  : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope102
    llvm.intr.experimental.noalias.scope.decl #alias_scope103
    %93 = llvm.icmp "eq" %92, %3 : i64
    llvm.cond_br %93, ^bb30(%81 : i64), ^bb32(%92, %81 : i64, i64)
  ^bb32(%94: i64, %95: i64):  // 2 preds: ^bb25, ^bb31
    %96 = llvm.getelementptr inbounds %56[%95] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %97 = llvm.icmp "ult" %94, %16 : i64
    llvm.cond_br %97, ^bb36(%3 : i64), ^bb33
  ^bb33:  // pred: ^bb32
    %98 = llvm.and %94, %17  : i64
    llvm.br ^bb34(%3 : i64)
  ^bb34(%99: i64):  // 2 preds: ^bb33, ^bb34
    %100 = llvm.xor %99, %18  : i64
    %101 = llvm.getelementptr inbounds %56[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %102 = llvm.getelementptr %96[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %103 = llvm.getelementptr inbounds %101[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %104 = llvm.load %101 {alias_scopes = [#alias_scope102, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope103, #alias_scope93, #alias_scope105]} : !llvm.ptr -> vector<2xf64>
    %105 = llvm.load %103 {alias_scopes = [#alias_scope102, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope103, #alias_scope93, #alias_scope105]} : !llvm.ptr -> vector<2xf64>
    %106 = llvm.getelementptr %102[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %107 = llvm.getelementptr %102[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %108 = llvm.load %106 {alias_scopes = [#alias_scope103, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope102, #alias_scope93, #alias_scope105]} : !llvm.ptr -> vector<2xi64>
    %109 = llvm.load %107 {alias_scopes = [#alias_scope103, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope102, #alias_scope93, #alias_scope105]} : !llvm.ptr -> vector<2xi64>
    %110 = llvm.shufflevector %108, %22 [1, 0] : vector<2xi64> 
    %111 = llvm.shufflevector %109, %22 [1, 0] : vector<2xi64> 
    %112 = llvm.getelementptr inbounds %101[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %110, %101 {alias_scopes = [#alias_scope102, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope103, #alias_scope93, #alias_scope105]} : vector<2xi64>, !llvm.ptr
    llvm.store %111, %112 {alias_scopes = [#alias_scope102, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope103, #alias_scope93, #alias_scope105]} : vector<2xi64>, !llvm.ptr
    %113 = llvm.getelementptr %102[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %114 = llvm.getelementptr %102[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %115 = llvm.shufflevector %104, %23 [1, 0] : vector<2xf64> 
    %116 = llvm.shufflevector %105, %23 [1, 0] : vector<2xf64> 
    llvm.store %115, %113 {alias_scopes = [#alias_scope103, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope102, #alias_scope93, #alias_scope105]} : vector<2xf64>, !llvm.ptr
    llvm.store %116, %114 {alias_scopes = [#alias_scope103, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope102, #alias_scope93, #alias_scope105]} : vector<2xf64>, !llvm.ptr
    %117 = llvm.add %99, %16 overflow<nuw> : i64
    %118 = llvm.icmp "eq" %117, %98 : i64
    llvm.cond_br %118, ^bb35, ^bb34(%117 : i64) {loop_annotation = #loop_annotation}
  ^bb35:  // pred: ^bb34
    %119 = llvm.icmp "eq" %94, %98 : i64
    llvm.cond_br %119, ^bb30(%95 : i64), ^bb36(%98 : i64)
  ^bb36(%120: i64):  // 2 preds: ^bb32, ^bb35
    llvm.br ^bb37(%120 : i64)
  ^bb37(%121: i64):  // 2 preds: ^bb36, ^bb37
    %122 = llvm.xor %121, %18  : i64
    %123 = llvm.getelementptr inbounds %56[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %124 = llvm.getelementptr %96[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %125 = llvm.load %123 {alias_scopes = [#alias_scope102, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope103, #alias_scope93, #alias_scope105]} : !llvm.ptr -> f64
    %126 = llvm.load %124 {alias_scopes = [#alias_scope103, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope102, #alias_scope93, #alias_scope105]} : !llvm.ptr -> i64
    llvm.store %126, %123 {alias_scopes = [#alias_scope102, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope103, #alias_scope93, #alias_scope105]} : i64, !llvm.ptr
    llvm.store %125, %124 {alias_scopes = [#alias_scope103, #alias_scope104], alignment = 8 : i64, noalias_scopes = [#alias_scope102, #alias_scope93, #alias_scope105]} : f64, !llvm.ptr
    %127 = llvm.add %121, %5 overflow<nsw, nuw> : i64
    %128 = llvm.icmp "eq" %127, %94 : i64
    llvm.cond_br %128, ^bb30(%95 : i64), ^bb37(%127 : i64) {loop_annotation = #loop_annotation}
  ^bb38(%129: i64):  // 3 preds: ^bb28, ^bb29, ^bb30
    %130 = llvm.lshr %47, %5  : i64
    %131 = llvm.lshr %129, %5  : i64
    %132 = llvm.shl %48, %5 overflow<nsw, nuw> : i64
    %133 = llvm.sub %132, %130 overflow<nsw> : i64
    %134 = llvm.add %131, %132 overflow<nsw, nuw> : i64
    %135 = llvm.mul %133, %38 : i64
    %136 = llvm.mul %134, %38 : i64
    %137 = llvm.xor %136, %135  : i64
    %138 = "llvm.intr.ctlz"(%137) <{is_zero_poison = false}> : (i64) -> i64
    %139 = llvm.trunc %138 : i64 to i8
    llvm.br ^bb6(%139, %129 : i8, i64)
  ^bb39(%140: i64, %141: i64):  // 2 preds: ^bb7, ^bb58
    %142 = llvm.add %140, %18 : i64
    %143 = llvm.getelementptr inbounds %31[%142] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %144 = llvm.load %143 {alignment = 1 : i64} : !llvm.ptr -> i8
    %145 = llvm.icmp "ult" %144, %51 : i8
    llvm.cond_br %145, ^bb40(%141, %140 : i64, i64), ^bb41
  ^bb40(%146: i64, %147: i64):  // 3 preds: ^bb6, ^bb39, ^bb58
    %148 = llvm.getelementptr inbounds %32[%147] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %146, %148 {alignment = 8 : i64} : i64, !llvm.ptr
    %149 = llvm.getelementptr inbounds %31[%147] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %51, %149 {alignment = 1 : i64} : i8, !llvm.ptr
    llvm.cond_br %50, ^bb59, ^bb60
  ^bb41:  // pred: ^bb39
    %150 = llvm.getelementptr inbounds %32[%142] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %151 = llvm.load %150 {alignment = 8 : i64} : !llvm.ptr -> i64
    %152 = llvm.lshr %151, %5  : i64
    %153 = llvm.lshr %141, %5  : i64
    %154 = llvm.add %152, %153 overflow<nuw> : i64
    %155 = llvm.sub %48, %154 : i64
    %156 = llvm.getelementptr inbounds %arg0[%155] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %157 = llvm.icmp "ugt" %154, %arg3 : i64
    %158 = llvm.and %141, %5  : i64
    %159 = llvm.icmp "eq" %158, %3 : i64
    %160 = llvm.or %151, %141  : i64
    %161 = llvm.and %160, %5  : i64
    %162 = llvm.icmp "ne" %161, %3 : i64
    %163 = llvm.or %157, %162  : i1
    llvm.cond_br %163, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %164 = llvm.and %151, %5  : i64
    %165 = llvm.icmp "eq" %164, %3 : i64
    llvm.cond_br %165, ^bb45, ^bb44
  ^bb43:  // pred: ^bb41
    %166 = llvm.shl %154, %5 overflow<nsw, nuw> : i64
    llvm.br ^bb58(%166 : i64)
  ^bb44:  // 2 preds: ^bb42, ^bb45
    llvm.cond_br %159, ^bb57, ^bb46
  ^bb45:  // pred: ^bb42
    %167 = llvm.or %152, %5  : i64
    %168 = "llvm.intr.ctlz"(%167) <{is_zero_poison = true}> : (i64) -> i64
    %169 = llvm.trunc %168 : i64 to i32
    %170 = llvm.shl %169, %0 overflow<nsw, nuw> : i32
    %171 = llvm.xor %170, %27  : i32
    llvm.call tail @_ZN4core5slice4sort6stable9quicksort9quicksort17h5ee6a81582a0af11E(%156, %152, %arg2, %arg3, %171, %26, %arg5) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb44
  ^bb46:  // 2 preds: ^bb44, ^bb57
    llvm.intr.experimental.noalias.scope.decl #alias_scope106
    llvm.intr.experimental.noalias.scope.decl #alias_scope107
    %172 = llvm.icmp "eq" %152, %3 : i64
    %173 = llvm.icmp "eq" %153, %3 : i64
    %174 = llvm.or %173, %172  : i1
    llvm.cond_br %174, ^bb56, ^bb47
  ^bb47:  // pred: ^bb46
    %175 = llvm.intr.umin(%153, %152)  : (i64, i64) -> i64
    %176 = llvm.icmp "ult" %arg3, %175 : i64
    llvm.cond_br %176, ^bb56, ^bb48
  ^bb48:  // pred: ^bb47
    %177 = llvm.getelementptr inbounds %156[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %178 = llvm.icmp "ugt" %152, %153 : i64
    %179 = llvm.select %178, %177, %156 : i1, !llvm.ptr
    %180 = llvm.shl %175, %28 overflow<nsw, nuw> : i64
    "llvm.intr.memcpy"(%arg2, %179, %180) <{alias_scopes = [#alias_scope106, #alias_scope107], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %181 = llvm.getelementptr inbounds %arg2[%180] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.cond_br %178, ^bb49(%181, %177, %54 : !llvm.ptr, !llvm.ptr, !llvm.ptr), ^bb52(%156, %177, %arg2 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb49(%182: !llvm.ptr, %183: !llvm.ptr, %184: !llvm.ptr):  // 2 preds: ^bb48, ^bb51
    %185 = llvm.getelementptr inbounds %183[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %186 = llvm.getelementptr inbounds %182[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope108
    llvm.intr.experimental.noalias.scope.decl #alias_scope109
    llvm.intr.experimental.noalias.scope.decl #alias_scope110
    llvm.intr.experimental.noalias.scope.decl #alias_scope111
    %187 = llvm.load %186 {alias_scopes = [#alias_scope110, #alias_scope108, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope111, #alias_scope109, #alias_scope112, #alias_scope106]} : !llvm.ptr -> f64
    %188 = llvm.load %185 {alias_scopes = [#alias_scope111, #alias_scope109, #alias_scope106], alignment = 8 : i64, noalias_scopes = [#alias_scope110, #alias_scope108, #alias_scope112, #alias_scope107]} : !llvm.ptr -> f64
    %189 = llvm.fcmp "uno" %187, %188 : f64
    llvm.cond_br %189 weights([1, 4001]), ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope110, #alias_scope111, #alias_scope108, #alias_scope109, #alias_scope112, #alias_scope106, #alias_scope107]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb51:  // pred: ^bb49
    %190 = llvm.getelementptr inbounds %184[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %191 = llvm.fcmp "olt" %187, %188 : f64
    %192 = llvm.select %191, %185, %186 : i1, !llvm.ptr
    %193 = llvm.load %192 {alias_scopes = [#alias_scope106, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope112]} : !llvm.ptr -> i64
    llvm.store %193, %190 {alias_scopes = [#alias_scope106], alignment = 8 : i64, noalias_scopes = [#alias_scope112, #alias_scope107]} : i64, !llvm.ptr
    %194 = llvm.xor %191, %29  : i1
    %195 = llvm.zext %194 : i1 to i64
    %196 = llvm.getelementptr inbounds %185[%195] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %197 = llvm.zext %191 : i1 to i64
    %198 = llvm.getelementptr inbounds %186[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %199 = llvm.icmp "eq" %196, %156 : !llvm.ptr
    %200 = llvm.icmp "eq" %198, %arg2 : !llvm.ptr
    %201 = llvm.select %199, %29, %200 : i1, i1
    llvm.cond_br %201, ^bb55(%196, %198, %arg2 : !llvm.ptr, !llvm.ptr, !llvm.ptr), ^bb49(%198, %196, %190 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb52(%202: !llvm.ptr, %203: !llvm.ptr, %204: !llvm.ptr):  // 2 preds: ^bb48, ^bb54
    llvm.intr.experimental.noalias.scope.decl #alias_scope113
    llvm.intr.experimental.noalias.scope.decl #alias_scope114
    llvm.intr.experimental.noalias.scope.decl #alias_scope115
    llvm.intr.experimental.noalias.scope.decl #alias_scope116
    %205 = llvm.load %203 {alias_scopes = [#alias_scope115, #alias_scope113, #alias_scope106], alignment = 8 : i64, noalias_scopes = [#alias_scope116, #alias_scope114, #alias_scope117, #alias_scope107]} : !llvm.ptr -> f64
    %206 = llvm.load %204 {alias_scopes = [#alias_scope116, #alias_scope114, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope115, #alias_scope113, #alias_scope117, #alias_scope106]} : !llvm.ptr -> f64
    %207 = llvm.fcmp "uno" %205, %206 : f64
    llvm.cond_br %207 weights([1, 4001]), ^bb53, ^bb54
  ^bb53:  // pred: ^bb52
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope115, #alias_scope116, #alias_scope113, #alias_scope114, #alias_scope117, #alias_scope106, #alias_scope107]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb54:  // pred: ^bb52
    %208 = llvm.fcmp "olt" %205, %206 : f64
    %209 = llvm.xor %208, %29  : i1
    %210 = llvm.select %208, %203, %204 : i1, !llvm.ptr
    %211 = llvm.load %210 {alias_scopes = [#alias_scope106, #alias_scope107], alignment = 8 : i64, noalias_scopes = [#alias_scope117]} : !llvm.ptr -> i64
    llvm.store %211, %202 {alias_scopes = [#alias_scope106], alignment = 8 : i64, noalias_scopes = [#alias_scope117, #alias_scope107]} : i64, !llvm.ptr
    %212 = llvm.zext %209 : i1 to i64
    %213 = llvm.getelementptr inbounds %204[%212] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %214 = llvm.zext %208 : i1 to i64
    %215 = llvm.getelementptr inbounds %203[%214] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %216 = llvm.getelementptr inbounds %202[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %217 = llvm.icmp "ne" %213, %181 : !llvm.ptr
    %218 = llvm.icmp "ne" %215, %54 : !llvm.ptr
    %219 = llvm.select %217, %218, %30 : i1, i1
    llvm.cond_br %219, ^bb52(%216, %215, %213 : !llvm.ptr, !llvm.ptr, !llvm.ptr), ^bb55(%216, %181, %213 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb55(%220: !llvm.ptr, %221: !llvm.ptr, %222: !llvm.ptr):  // 2 preds: ^bb51, ^bb54
    %223 = llvm.ptrtoint %221 : !llvm.ptr to i64
    %224 = llvm.ptrtoint %222 : !llvm.ptr to i64
    %225 = llvm.sub %223, %224 overflow<nuw> : i64
    "llvm.intr.memcpy"(%220, %222, %225) <{alias_scopes = [#alias_scope106, #alias_scope107], isVolatile = false, noalias_scopes = [#alias_scope118, #alias_scope119]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.br ^bb56
  ^bb56:  // 3 preds: ^bb46, ^bb47, ^bb55
    %226 = llvm.shl %154, %5 overflow<nsw, nuw> : i64
    %227 = llvm.or %226, %5  : i64
    llvm.br ^bb58(%227 : i64)
  ^bb57:  // pred: ^bb44
    %228 = llvm.getelementptr inbounds %156[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %229 = llvm.or %153, %5  : i64
    %230 = "llvm.intr.ctlz"(%229) <{is_zero_poison = true}> : (i64) -> i64
    %231 = llvm.trunc %230 : i64 to i32
    %232 = llvm.shl %231, %0 overflow<nsw, nuw> : i32
    %233 = llvm.xor %232, %27  : i32
    llvm.call tail @_ZN4core5slice4sort6stable9quicksort9quicksort17h5ee6a81582a0af11E(%228, %153, %arg2, %arg3, %233, %26, %arg5) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb46
  ^bb58(%234: i64):  // 2 preds: ^bb43, ^bb56
    %235 = llvm.icmp "ugt" %142, %5 : i64
    llvm.cond_br %235, ^bb39(%142, %234 : i64, i64), ^bb40(%234, %5 : i64, i64)
  ^bb59:  // pred: ^bb40
    %236 = llvm.add %147, %5 : i64
    %237 = llvm.lshr %52, %5  : i64
    %238 = llvm.add %237, %48 overflow<nuw> : i64
    llvm.br ^bb5(%52, %238, %236 : i64, i64, i64)
  ^bb60:  // pred: ^bb40
    %239 = llvm.and %146, %5  : i64
    %240 = llvm.icmp "eq" %239, %3 : i64
    llvm.cond_br %240, ^bb61, ^bb62
  ^bb61:  // pred: ^bb60
    %241 = llvm.or %arg1, %5  : i64
    %242 = "llvm.intr.ctlz"(%241) <{is_zero_poison = true}> : (i64) -> i64
    %243 = llvm.trunc %242 : i64 to i32
    %244 = llvm.shl %243, %0 overflow<nsw, nuw> : i32
    %245 = llvm.xor %244, %27  : i32
    llvm.call tail @_ZN4core5slice4sort6stable9quicksort9quicksort17h5ee6a81582a0af11E(%arg0, %arg1, %arg2, %arg3, %245, %26, %arg5) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb62
  ^bb62:  // 2 preds: ^bb60, ^bb61
    llvm.br ^bb63
  ^bb63:  // 2 preds: ^bb0, ^bb62
    llvm.return
  }
  llvm.func unnamed_addr @_ZN4core5slice4sort6stable9quicksort9quicksort17h5ee6a81582a0af11E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg3: i64 {llvm.noundef}, %arg4: i32 {llvm.noundef}, %arg5: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable_or_null = 8 : i64, llvm.noalias, llvm.noundef, llvm.readonly}, %arg6: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.noundef}) attributes {no_inline, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(33 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(-1 : i32) : i32
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(5 : i64) : i64
    %7 = llvm.mlir.constant(56 : i64) : i64
    %8 = llvm.mlir.constant(64 : i64) : i64
    %9 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\04\00\00\00'\00\00\00") : !llvm.array<16 x i8>
    %10 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %11 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %12 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %15 = llvm.mlir.addressof @alloc_172e41a89321b13ffc115dc93137cf4a : !llvm.ptr
    %16 = llvm.mlir.constant(0 : i64) : i64
    %17 = llvm.mlir.constant(-8 : i64) : i64
    %18 = llvm.mlir.constant(8 : i64) : i64
    %19 = llvm.mlir.constant(-16 : i64) : i64
    %20 = llvm.mlir.constant(16 : i64) : i64
    %21 = llvm.mlir.constant(-24 : i64) : i64
    %22 = llvm.mlir.constant(24 : i64) : i64
    %23 = llvm.mlir.constant(-32 : i64) : i64
    %24 = llvm.mlir.constant(32 : i64) : i64
    %25 = llvm.mlir.constant(4 : i64) : i64
    %26 = llvm.mlir.constant(-4 : i64) : i64
    %27 = llvm.mlir.constant(-1 : i64) : i64
    %28 = llvm.mlir.poison : vector<2xi64>
    %29 = llvm.mlir.constant(1 : i64) : i64
    %30 = llvm.mlir.constant("mid > len") : !llvm.array<9 x i8>
    %31 = llvm.mlir.addressof @alloc_d1084648e479974e70c9329824bf76f9 : !llvm.ptr
    %32 = llvm.mlir.constant(19 : i64) : i64
    %33 = llvm.inttoptr %32 : i64 to !llvm.ptr
    %34 = llvm.mlir.constant("_\00\00\00\00\00\00\00M\00\00\00\1F\00\00\00") : !llvm.array<16 x i8>
    %35 = llvm.mlir.constant("/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00") : !llvm.array<96 x i8>
    %36 = llvm.mlir.addressof @alloc_c2bfad408fe3776ef4805e233d5025e3 : !llvm.ptr
    %37 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %40 = llvm.mlir.addressof @alloc_b53546d47a17b26d83a51e48c3ff5f7a : !llvm.ptr
    %41 = llvm.mlir.constant("_\00\00\00\00\00\00\00G\00\00\00\17\00\00\00") : !llvm.array<16 x i8>
    %42 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %43 = llvm.insertvalue %36, %42[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %44 = llvm.insertvalue %41, %43[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %45 = llvm.mlir.addressof @alloc_f2f9ba200fb3017fda66833c01fe0293 : !llvm.ptr
    %46 = llvm.mlir.constant(true) : i1
    %47 = llvm.mlir.constant(2 : i64) : i64
    %48 = llvm.mlir.constant(15 : i64) : i64
    %49 = llvm.mlir.constant(7 : i64) : i64
    %50 = llvm.alloca %0 x !llvm.array<8 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %51 = llvm.icmp "ult" %arg1, %1 : i64
    llvm.cond_br %51, ^bb3(%arg0, %arg1 : !llvm.ptr, i64), ^bb1(%arg0, %arg1, %arg4, %arg5 : !llvm.ptr, i64, i32, !llvm.ptr)
  ^bb1(%52: !llvm.ptr, %53: i64, %54: i32, %55: !llvm.ptr):  // 2 preds: ^bb0, ^bb117
    %56 = llvm.ptrtoint %52 : !llvm.ptr to i64
    %57 = llvm.icmp "eq" %55, %2 : !llvm.ptr
    llvm.br ^bb2(%53, %54 : i64, i32)
  ^bb2(%58: i64, %59: i32):  // 2 preds: ^bb1, ^bb86
    %60 = llvm.icmp "eq" %59, %3 : i32
    llvm.cond_br %60, ^bb39, ^bb40
  ^bb3(%61: !llvm.ptr, %62: i64):  // 3 preds: ^bb0, ^bb86, ^bb117
    llvm.intr.experimental.noalias.scope.decl #alias_scope120
    llvm.intr.experimental.noalias.scope.decl #alias_scope121
    %63 = llvm.icmp "ult" %62, %47 : i64
    llvm.cond_br %63, ^bb50, ^bb4
  ^bb4:  // pred: ^bb3
    %64 = llvm.add %62, %20 overflow<nsw, nuw> : i64
    %65 = llvm.icmp "ult" %arg3, %64 : i64
    llvm.cond_br %65, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %66 = llvm.lshr %62, %29  : i64
    %67 = llvm.icmp "ugt" %62, %48 : i64
    llvm.cond_br %67, ^bb8, ^bb7
  ^bb6:  // pred: ^bb4
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb7:  // pred: ^bb5
    %68 = llvm.icmp "ugt" %62, %49 : i64
    llvm.cond_br %68, ^bb9, ^bb10
  ^bb8:  // pred: ^bb5
    %69 = llvm.getelementptr inbounds %arg2[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.call fastcc @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h6fbe08e96cc4aaebE(%61, %arg2, %69) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    %70 = llvm.getelementptr inbounds %61[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %71 = llvm.getelementptr inbounds %arg2[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %72 = llvm.getelementptr inbounds %69[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.call fastcc @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h6fbe08e96cc4aaebE(%70, %71, %72) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb11(%18 : i64)
  ^bb9:  // pred: ^bb7
    llvm.call fastcc @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hce5e11171396de8dE(%61, %arg2) : (!llvm.ptr, !llvm.ptr) -> ()
    %73 = llvm.getelementptr inbounds %61[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %74 = llvm.getelementptr inbounds %arg2[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.call fastcc @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hce5e11171396de8dE(%73, %74) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.br ^bb11(%25 : i64)
  ^bb10:  // pred: ^bb7
    %75 = llvm.load %61 {alias_scopes = [#alias_scope120], alignment = 8 : i64, noalias_scopes = [#alias_scope121, #alias_scope122]} : !llvm.ptr -> i64
    llvm.store %75, %arg2 {alias_scopes = [#alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope120, #alias_scope122]} : i64, !llvm.ptr
    %76 = llvm.getelementptr inbounds %61[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %77 = llvm.getelementptr inbounds %arg2[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %78 = llvm.load %76 {alias_scopes = [#alias_scope120], alignment = 8 : i64, noalias_scopes = [#alias_scope121, #alias_scope122]} : !llvm.ptr -> i64
    llvm.store %78, %77 {alias_scopes = [#alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope120, #alias_scope122]} : i64, !llvm.ptr
    llvm.br ^bb11(%29 : i64)
  ^bb11(%79: i64):  // 3 preds: ^bb8, ^bb9, ^bb10
    %80 = llvm.sub %62, %66 overflow<nsw> : i64
    %81 = llvm.icmp "ult" %79, %66 : i64
    llvm.cond_br %81, ^bb30(%79 : i64), ^bb12
  ^bb12:  // 2 preds: ^bb11, ^bb38
    %82 = llvm.getelementptr inbounds %61[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %83 = llvm.getelementptr %arg2[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %84 = llvm.icmp "ult" %79, %80 : i64
    llvm.cond_br %84, ^bb13(%79 : i64), ^bb20
  ^bb13(%85: i64):  // 2 preds: ^bb12, ^bb19
    %86 = llvm.add %85, %29 : i64
    %87 = llvm.getelementptr inbounds %82[%85] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %88 = llvm.getelementptr inbounds %83[%85] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %89 = llvm.load %87 {alias_scopes = [#alias_scope120], alignment = 8 : i64, noalias_scopes = [#alias_scope121, #alias_scope122]} : !llvm.ptr -> i64
    llvm.store %89, %88 {alias_scopes = [#alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope120, #alias_scope122]} : i64, !llvm.ptr
    %90 = llvm.getelementptr inbounds %88[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %91 = llvm.bitcast %89 : i64 to f64
    %92 = llvm.load %90 {alias_scopes = [#alias_scope123, #alias_scope124, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope125, #alias_scope126, #alias_scope120, #alias_scope122]} : !llvm.ptr -> f64
    %93 = llvm.fcmp "uno" %92, %91 : f64
    llvm.cond_br %93 weights([1, 4001]), ^bb31, ^bb14
  ^bb14:  // pred: ^bb13
    %94 = llvm.fcmp "ogt" %92, %91 : f64
    llvm.cond_br %94, ^bb15(%92, %88, %90 : f64, !llvm.ptr, !llvm.ptr), ^bb19
  ^bb15(%95: f64, %96: !llvm.ptr, %97: !llvm.ptr):  // 2 preds: ^bb14, ^bb17
    llvm.store %95, %96 {alias_scopes = [#alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope120, #alias_scope122]} : f64, !llvm.ptr
    %98 = llvm.icmp "eq" %97, %83 : !llvm.ptr
    llvm.cond_br %98, ^bb18(%83 : !llvm.ptr), ^bb16
  ^bb16:  // pred: ^bb15
    %99 = llvm.getelementptr inbounds %97[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %100 = llvm.load %99 {alias_scopes = [#alias_scope127, #alias_scope128, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope129, #alias_scope130, #alias_scope120, #alias_scope122]} : !llvm.ptr -> f64
    %101 = llvm.fcmp "uno" %100, %91 : f64
    llvm.cond_br %101 weights([1, 4001]), ^bb35, ^bb17
  ^bb17:  // pred: ^bb16
    %102 = llvm.fcmp "ogt" %100, %91 : f64
    llvm.cond_br %102, ^bb15(%100, %97, %99 : f64, !llvm.ptr, !llvm.ptr), ^bb18(%97 : !llvm.ptr)
  ^bb18(%103: !llvm.ptr):  // 2 preds: ^bb15, ^bb17
    llvm.store %89, %103 {alias_scopes = [#alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope131, #alias_scope132, #alias_scope120, #alias_scope122]} : i64, !llvm.ptr
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb14, ^bb18
    %104 = llvm.icmp "eq" %86, %80 : i64
    llvm.cond_br %104, ^bb20, ^bb13(%86 : i64)
  ^bb20:  // 2 preds: ^bb12, ^bb19
    llvm.intr.experimental.noalias.scope.decl #alias_scope133
    %105 = llvm.add %62, %27 overflow<nsw> : i64
    %106 = llvm.getelementptr inbounds %61[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %107 = llvm.getelementptr inbounds %arg2[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %108 = llvm.getelementptr %83[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.br ^bb22(%61, %16, %arg2, %83, %108, %107, %106 : !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb21:  // pred: ^bb26
    %109 = llvm.getelementptr %143[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %110 = llvm.getelementptr %141[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %111 = llvm.and %62, %29  : i64
    %112 = llvm.icmp "eq" %111, %16 : i64
    llvm.cond_br %112, ^bb28(%135, %133 : !llvm.ptr, !llvm.ptr), ^bb27
  ^bb22(%113: !llvm.ptr, %114: i64, %115: !llvm.ptr, %116: !llvm.ptr, %117: !llvm.ptr, %118: !llvm.ptr, %119: !llvm.ptr):  // 2 preds: ^bb20, ^bb26
    %120 = llvm.add %114, %29 overflow<nsw, nuw> : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope134
    llvm.intr.experimental.noalias.scope.decl #alias_scope135
    llvm.intr.experimental.noalias.scope.decl #alias_scope136
    llvm.intr.experimental.noalias.scope.decl #alias_scope137
    %121 = llvm.load %116 {alias_scopes = [#alias_scope136, #alias_scope134, #alias_scope133, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope137, #alias_scope135, #alias_scope138, #alias_scope120, #alias_scope122]} : !llvm.ptr -> f64
    %122 = llvm.load %115 {alias_scopes = [#alias_scope137, #alias_scope135, #alias_scope133, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope136, #alias_scope134, #alias_scope138, #alias_scope120, #alias_scope122]} : !llvm.ptr -> f64
    %123 = llvm.fcmp "uno" %121, %122 : f64
    llvm.cond_br %123 weights([1, 4001]), ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope136, #alias_scope137, #alias_scope134, #alias_scope135, #alias_scope138, #alias_scope133, #alias_scope120, #alias_scope121, #alias_scope122]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb24:  // pred: ^bb22
    %124 = llvm.fcmp "olt" %121, %122 : f64
    %125 = llvm.select %124, %116, %115 : i1, !llvm.ptr
    %126 = llvm.load %125 {alias_scopes = [#alias_scope133, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope138, #alias_scope139, #alias_scope120, #alias_scope122]} : !llvm.ptr -> i64
    llvm.store %126, %113 {alias_scopes = [#alias_scope120], alignment = 8 : i64, noalias_scopes = [#alias_scope138, #alias_scope139, #alias_scope133, #alias_scope121, #alias_scope122]} : i64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope140
    llvm.intr.experimental.noalias.scope.decl #alias_scope141
    llvm.intr.experimental.noalias.scope.decl #alias_scope142
    llvm.intr.experimental.noalias.scope.decl #alias_scope143
    %127 = llvm.load %118 {alias_scopes = [#alias_scope142, #alias_scope140, #alias_scope133, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope143, #alias_scope141, #alias_scope144, #alias_scope120, #alias_scope122]} : !llvm.ptr -> f64
    %128 = llvm.load %117 {alias_scopes = [#alias_scope143, #alias_scope141, #alias_scope133, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope142, #alias_scope140, #alias_scope144, #alias_scope120, #alias_scope122]} : !llvm.ptr -> f64
    %129 = llvm.fcmp "uno" %127, %128 : f64
    llvm.cond_br %129 weights([1, 4001]), ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope142, #alias_scope143, #alias_scope140, #alias_scope141, #alias_scope144, #alias_scope133, #alias_scope120, #alias_scope121, #alias_scope122]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb26:  // pred: ^bb24
    %130 = llvm.getelementptr inbounds %113[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %131 = llvm.xor %124, %46  : i1
    %132 = llvm.zext %131 : i1 to i64
    %133 = llvm.getelementptr inbounds %115[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %134 = llvm.zext %124 : i1 to i64
    %135 = llvm.getelementptr inbounds %116[%134] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %136 = llvm.fcmp "olt" %127, %128 : f64
    %137 = llvm.select %136, %117, %118 : i1, !llvm.ptr
    %138 = llvm.xor %136, %46  : i1
    %139 = llvm.load %137 {alias_scopes = [#alias_scope133, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope144, #alias_scope145, #alias_scope120, #alias_scope122]} : !llvm.ptr -> i64
    llvm.store %139, %119 {alias_scopes = [#alias_scope120], alignment = 8 : i64, noalias_scopes = [#alias_scope144, #alias_scope145, #alias_scope133, #alias_scope121, #alias_scope122]} : i64, !llvm.ptr
    %140 = llvm.sext %138 : i1 to i64
    %141 = llvm.getelementptr %118[%140] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %142 = llvm.sext %136 : i1 to i64
    %143 = llvm.getelementptr %117[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %144 = llvm.getelementptr inbounds %119[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %145 = llvm.icmp "eq" %120, %66 : i64
    llvm.cond_br %145, ^bb21, ^bb22(%130, %120, %133, %135, %143, %141, %144 : !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb27:  // pred: ^bb21
    %146 = llvm.icmp "ult" %133, %109 : !llvm.ptr
    %147 = llvm.select %146, %133, %135 : i1, !llvm.ptr
    %148 = llvm.load %147 {alias_scopes = [#alias_scope133, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope120, #alias_scope122]} : !llvm.ptr -> i64
    llvm.store %148, %130 {alias_scopes = [#alias_scope120], alignment = 8 : i64, noalias_scopes = [#alias_scope133, #alias_scope121, #alias_scope122]} : i64, !llvm.ptr
    %149 = llvm.zext %146 : i1 to i64
    %150 = llvm.getelementptr inbounds %133[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %151 = llvm.xor %146, %46  : i1
    %152 = llvm.zext %151 : i1 to i64
    %153 = llvm.getelementptr inbounds %135[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb28(%153, %150 : !llvm.ptr, !llvm.ptr)
  ^bb28(%154: !llvm.ptr, %155: !llvm.ptr):  // 2 preds: ^bb21, ^bb27
    %156 = llvm.icmp "ne" %155, %109 : !llvm.ptr
    %157 = llvm.icmp "ne" %154, %110 : !llvm.ptr
    %158 = llvm.select %156, %46, %157 : i1, i1
    llvm.cond_br %158 weights([4001, 4000000]), ^bb29, ^bb50
  ^bb29:  // pred: ^bb28
    llvm.call @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() {noalias_scopes = [#alias_scope133, #alias_scope120, #alias_scope121, #alias_scope122]} : () -> ()
    llvm.unreachable
  ^bb30(%159: i64):  // 2 preds: ^bb11, ^bb38
    %160 = llvm.add %159, %29 : i64
    %161 = llvm.getelementptr inbounds %61[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %162 = llvm.getelementptr inbounds %arg2[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %163 = llvm.load %161 {alias_scopes = [#alias_scope120], alignment = 8 : i64, noalias_scopes = [#alias_scope121, #alias_scope122]} : !llvm.ptr -> i64
    llvm.store %163, %162 {alias_scopes = [#alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope120, #alias_scope122]} : i64, !llvm.ptr
    %164 = llvm.getelementptr inbounds %162[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope146
    llvm.intr.experimental.noalias.scope.decl #alias_scope147
    %165 = llvm.bitcast %163 : i64 to f64
    %166 = llvm.load %164 {alias_scopes = [#alias_scope147, #alias_scope146, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope125, #alias_scope126, #alias_scope120, #alias_scope122]} : !llvm.ptr -> f64
    %167 = llvm.fcmp "uno" %166, %165 : f64
    llvm.cond_br %167 weights([1, 4001]), ^bb31, ^bb32
  ^bb31:  // 2 preds: ^bb13, ^bb30
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope125, #alias_scope147, #alias_scope126, #alias_scope146, #alias_scope120, #alias_scope121, #alias_scope122]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb32:  // pred: ^bb30
    %168 = llvm.fcmp "ogt" %166, %165 : f64
    llvm.cond_br %168, ^bb33(%166, %162, %164 : f64, !llvm.ptr, !llvm.ptr), ^bb38
  ^bb33(%169: f64, %170: !llvm.ptr, %171: !llvm.ptr):  // 2 preds: ^bb32, ^bb36
    llvm.store %169, %170 {alias_scopes = [#alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope120, #alias_scope122]} : f64, !llvm.ptr
    %172 = llvm.icmp "eq" %171, %arg2 : !llvm.ptr
    llvm.cond_br %172, ^bb37(%arg2 : !llvm.ptr), ^bb34
  ^bb34:  // pred: ^bb33
    %173 = llvm.getelementptr inbounds %171[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope148
    llvm.intr.experimental.noalias.scope.decl #alias_scope149
    %174 = llvm.load %173 {alias_scopes = [#alias_scope149, #alias_scope148, #alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope129, #alias_scope130, #alias_scope120, #alias_scope122]} : !llvm.ptr -> f64
    %175 = llvm.fcmp "uno" %174, %165 : f64
    llvm.cond_br %175 weights([1, 4001]), ^bb35, ^bb36
  ^bb35:  // 2 preds: ^bb16, ^bb34
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope129, #alias_scope149, #alias_scope130, #alias_scope148, #alias_scope120, #alias_scope121, #alias_scope122]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb36:  // pred: ^bb34
    %176 = llvm.fcmp "ogt" %174, %165 : f64
    llvm.cond_br %176, ^bb33(%174, %171, %173 : f64, !llvm.ptr, !llvm.ptr), ^bb37(%171 : !llvm.ptr)
  ^bb37(%177: !llvm.ptr):  // 2 preds: ^bb33, ^bb36
    llvm.store %163, %177 {alias_scopes = [#alias_scope121], alignment = 8 : i64, noalias_scopes = [#alias_scope131, #alias_scope132, #alias_scope120, #alias_scope122]} : i64, !llvm.ptr
    llvm.br ^bb38
  ^bb38:  // 2 preds: ^bb32, ^bb37
    %178 = llvm.icmp "eq" %160, %66 : i64
    llvm.cond_br %178, ^bb12, ^bb30(%160 : i64)
  ^bb39:  // pred: ^bb2
    llvm.call fastcc @_ZN4core5slice4sort6stable5drift4sort17h9501db40bd738b62E(%52, %58, %arg2, %arg3, %46, %arg6) : (!llvm.ptr, i64, !llvm.ptr, i64, i1, !llvm.ptr) -> ()
    llvm.br ^bb50
  ^bb40:  // pred: ^bb2
    %179 = llvm.add %59, %4 : i32
    llvm.intr.experimental.noalias.scope.decl #alias_scope150
    %180 = llvm.lshr %58, %5  : i64
    %181 = llvm.shl %180, %6 overflow<nsw, nuw> : i64
    %182 = llvm.getelementptr inbounds %52[%181] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %183 = llvm.mul %180, %7 overflow<nsw, nuw> : i64
    %184 = llvm.getelementptr inbounds %52[%183] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %185 = llvm.icmp "ult" %58, %8 : i64
    llvm.cond_br %185, ^bb42, ^bb41
  ^bb41:  // pred: ^bb40
    %186 = llvm.call fastcc @_ZN4core5slice4sort6shared5pivot11median3_rec17hd1ec12641815af51E(%52, %182, %184, %180) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    llvm.br ^bb51(%186 : !llvm.ptr)
  ^bb42:  // pred: ^bb40
    llvm.intr.experimental.noalias.scope.decl #alias_scope151
    llvm.intr.experimental.noalias.scope.decl #alias_scope152
    llvm.intr.experimental.noalias.scope.decl #alias_scope153
    llvm.intr.experimental.noalias.scope.decl #alias_scope154
    %187 = llvm.load %52 {alias_scopes = [#alias_scope153, #alias_scope151, #alias_scope150], alignment = 8 : i64, noalias_scopes = [#alias_scope154, #alias_scope152, #alias_scope155, #alias_scope156]} : !llvm.ptr -> f64
    %188 = llvm.load %182 {alias_scopes = [#alias_scope154, #alias_scope152, #alias_scope150], alignment = 8 : i64, noalias_scopes = [#alias_scope153, #alias_scope151, #alias_scope155, #alias_scope156]} : !llvm.ptr -> f64
    %189 = llvm.fcmp "uno" %187, %188 : f64
    llvm.cond_br %189 weights([1, 4001]), ^bb43, ^bb44
  ^bb43:  // pred: ^bb42
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope153, #alias_scope154, #alias_scope151, #alias_scope152, #alias_scope155, #alias_scope150, #alias_scope156]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb44:  // pred: ^bb42
    %190 = llvm.fcmp "olt" %187, %188 : f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope157
    llvm.intr.experimental.noalias.scope.decl #alias_scope158
    %191 = llvm.load %184 {alias_scopes = [#alias_scope158, #alias_scope157, #alias_scope150], alignment = 8 : i64, noalias_scopes = [#alias_scope159, #alias_scope160, #alias_scope156]} : !llvm.ptr -> f64
    %192 = llvm.fcmp "uno" %187, %191 : f64
    llvm.cond_br %192 weights([1, 4001]), ^bb45, ^bb46
  ^bb45:  // pred: ^bb44
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope159, #alias_scope158, #alias_scope160, #alias_scope157, #alias_scope150, #alias_scope156]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb46:  // pred: ^bb44
    %193 = llvm.fcmp "olt" %187, %191 : f64
    %194 = llvm.xor %190, %193  : i1
    llvm.cond_br %194, ^bb51(%52 : !llvm.ptr), ^bb47
  ^bb47:  // pred: ^bb46
    %195 = llvm.fcmp "uno" %188, %191 : f64
    llvm.cond_br %195 weights([1, 4001]), ^bb48, ^bb49
  ^bb48:  // pred: ^bb47
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope161, #alias_scope162, #alias_scope163, #alias_scope164, #alias_scope150, #alias_scope156]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb49:  // pred: ^bb47
    %196 = llvm.fcmp "olt" %188, %191 : f64
    %197 = llvm.xor %190, %196  : i1
    %198 = llvm.select %197, %184, %182 : i1, !llvm.ptr
    llvm.br ^bb51(%198 : !llvm.ptr)
  ^bb50:  // 4 preds: ^bb3, ^bb28, ^bb39, ^bb116
    llvm.return
  ^bb51(%199: !llvm.ptr):  // 3 preds: ^bb41, ^bb46, ^bb49
    %200 = llvm.ptrtoint %199 : !llvm.ptr to i64
    %201 = llvm.sub %200, %56 overflow<nuw> : i64
    %202 = llvm.lshr %201, %5  : i64
    %203 = llvm.icmp "ult" %202, %58 : i64
    "llvm.intr.assume"(%203) : (i1) -> ()
    %204 = llvm.getelementptr inbounds %52[%201] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %205 = llvm.load %204 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.store %205, %50 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.cond_br %57, ^bb55, ^bb52
  ^bb52:  // pred: ^bb51
    llvm.intr.experimental.noalias.scope.decl #alias_scope165
    llvm.intr.experimental.noalias.scope.decl #alias_scope166
    %206 = llvm.load %55 {alias_scopes = [#alias_scope166, #alias_scope165], alignment = 8 : i64, noalias_scopes = [#alias_scope167, #alias_scope168]} : !llvm.ptr -> f64
    %207 = llvm.fcmp "uno" %206, %205 : f64
    llvm.cond_br %207 weights([1, 4001]), ^bb53, ^bb54
  ^bb53:  // pred: ^bb52
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope166, #alias_scope167, #alias_scope165, #alias_scope168]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb54:  // pred: ^bb52
    %208 = llvm.fcmp "olt" %206, %205 : f64
    llvm.cond_br %208, ^bb55, ^bb87
  ^bb55:  // 2 preds: ^bb51, ^bb54
    llvm.intr.experimental.noalias.scope.decl #alias_scope169
    llvm.intr.experimental.noalias.scope.decl #alias_scope170
    %209 = llvm.icmp "ult" %arg3, %58 : i64
    llvm.cond_br %209 weights([4001, 4000000]), ^bb57, ^bb56
  ^bb56:  // pred: ^bb55
    %210 = llvm.getelementptr %arg2[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb58(%16, %52, %210, %202 : i64, !llvm.ptr, !llvm.ptr, i64)
  ^bb57:  // pred: ^bb55
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb58(%211: i64, %212: !llvm.ptr, %213: !llvm.ptr, %214: i64):  // 2 preds: ^bb56, ^bb75
    %215 = llvm.intr.usub.sat(%214, %5)  : (i64, i64) -> i64
    %216 = llvm.getelementptr inbounds %52[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %217 = llvm.icmp "ult" %212, %216 : !llvm.ptr
    llvm.cond_br %217, ^bb59, ^bb69(%211, %212, %213 : i64, !llvm.ptr, !llvm.ptr)
  ^bb59:  // pred: ^bb58
    %218 = llvm.load %204 {alias_scopes = [#alias_scope171, #alias_scope172, #alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope173, #alias_scope174, #alias_scope170]} : !llvm.ptr -> f64
    llvm.br ^bb60(%213, %212, %211 : !llvm.ptr, !llvm.ptr, i64)
  ^bb60(%219: !llvm.ptr, %220: !llvm.ptr, %221: i64):  // 2 preds: ^bb59, ^bb68
    llvm.intr.experimental.noalias.scope.decl #alias_scope174
    llvm.intr.experimental.noalias.scope.decl #alias_scope172
    llvm.intr.experimental.noalias.scope.decl #alias_scope173
    llvm.intr.experimental.noalias.scope.decl #alias_scope171
    %222 = llvm.load %220 {alias_scopes = [#alias_scope173, #alias_scope174, #alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope171, #alias_scope172, #alias_scope170]} : !llvm.ptr -> f64
    %223 = llvm.fcmp "uno" %222, %218 : f64
    llvm.cond_br %223 weights([1, 4001]), ^bb61, ^bb62
  ^bb61:  // pred: ^bb60
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope173, #alias_scope171, #alias_scope174, #alias_scope172, #alias_scope169, #alias_scope170]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb62:  // pred: ^bb60
    %224 = llvm.fcmp "olt" %222, %218 : f64
    %225 = llvm.getelementptr inbounds %219[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %226 = llvm.select %224, %arg2, %225 : i1, !llvm.ptr
    %227 = llvm.getelementptr inbounds %226[%221] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %222, %227 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope175, #alias_scope169]} : f64, !llvm.ptr
    %228 = llvm.getelementptr inbounds %220[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope176
    llvm.intr.experimental.noalias.scope.decl #alias_scope177
    %229 = llvm.load %228 {alias_scopes = [#alias_scope177, #alias_scope176, #alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope178, #alias_scope179, #alias_scope170]} : !llvm.ptr -> f64
    %230 = llvm.fcmp "uno" %229, %218 : f64
    llvm.cond_br %230 weights([1, 4001]), ^bb63, ^bb64
  ^bb63:  // pred: ^bb62
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope177, #alias_scope178, #alias_scope176, #alias_scope179, #alias_scope169, #alias_scope170]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb64:  // pred: ^bb62
    %231 = llvm.zext %224 : i1 to i64
    %232 = llvm.add %221, %231 : i64
    %233 = llvm.fcmp "olt" %229, %218 : f64
    %234 = llvm.getelementptr inbounds %219[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %235 = llvm.select %233, %arg2, %234 : i1, !llvm.ptr
    %236 = llvm.getelementptr inbounds %235[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %229, %236 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope180, #alias_scope169]} : f64, !llvm.ptr
    %237 = llvm.getelementptr inbounds %220[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope181
    llvm.intr.experimental.noalias.scope.decl #alias_scope182
    %238 = llvm.load %237 {alias_scopes = [#alias_scope182, #alias_scope181, #alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope183, #alias_scope184, #alias_scope170]} : !llvm.ptr -> f64
    %239 = llvm.fcmp "uno" %238, %218 : f64
    llvm.cond_br %239 weights([1, 4001]), ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope182, #alias_scope183, #alias_scope181, #alias_scope184, #alias_scope169, #alias_scope170]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb66:  // pred: ^bb64
    %240 = llvm.zext %233 : i1 to i64
    %241 = llvm.add %232, %240 : i64
    %242 = llvm.fcmp "olt" %238, %218 : f64
    %243 = llvm.getelementptr inbounds %219[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %244 = llvm.select %242, %arg2, %243 : i1, !llvm.ptr
    %245 = llvm.getelementptr inbounds %244[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %238, %245 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope185, #alias_scope169]} : f64, !llvm.ptr
    %246 = llvm.getelementptr inbounds %220[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope186
    llvm.intr.experimental.noalias.scope.decl #alias_scope187
    %247 = llvm.load %246 {alias_scopes = [#alias_scope187, #alias_scope186, #alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope188, #alias_scope189, #alias_scope170]} : !llvm.ptr -> f64
    %248 = llvm.fcmp "uno" %247, %218 : f64
    llvm.cond_br %248 weights([1, 4001]), ^bb67, ^bb68
  ^bb67:  // pred: ^bb66
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope187, #alias_scope188, #alias_scope186, #alias_scope189, #alias_scope169, #alias_scope170]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb68:  // pred: ^bb66
    %249 = llvm.zext %242 : i1 to i64
    %250 = llvm.add %241, %249 : i64
    %251 = llvm.fcmp "olt" %247, %218 : f64
    %252 = llvm.getelementptr inbounds %219[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %253 = llvm.select %251, %arg2, %252 : i1, !llvm.ptr
    %254 = llvm.getelementptr inbounds %253[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %247, %254 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope190, #alias_scope169]} : f64, !llvm.ptr
    %255 = llvm.zext %251 : i1 to i64
    %256 = llvm.add %250, %255 : i64
    %257 = llvm.getelementptr inbounds %220[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %258 = llvm.icmp "ult" %257, %216 : !llvm.ptr
    llvm.cond_br %258, ^bb60(%252, %257, %256 : !llvm.ptr, !llvm.ptr, i64), ^bb69(%256, %257, %252 : i64, !llvm.ptr, !llvm.ptr)
  ^bb69(%259: i64, %260: !llvm.ptr, %261: !llvm.ptr):  // 2 preds: ^bb58, ^bb68
    %262 = llvm.getelementptr inbounds %52[%214] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %263 = llvm.icmp "ult" %260, %262 : !llvm.ptr
    llvm.cond_br %263, ^bb70, ^bb71(%259, %260, %261 : i64, !llvm.ptr, !llvm.ptr)
  ^bb70:  // pred: ^bb69
    %264 = llvm.load %204 {alias_scopes = [#alias_scope191, #alias_scope192, #alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope193, #alias_scope194, #alias_scope170]} : !llvm.ptr -> f64
    llvm.br ^bb72(%261, %260, %259 : !llvm.ptr, !llvm.ptr, i64)
  ^bb71(%265: i64, %266: !llvm.ptr, %267: !llvm.ptr):  // 2 preds: ^bb69, ^bb74
    %268 = llvm.icmp "eq" %214, %58 : i64
    llvm.cond_br %268, ^bb76, ^bb75
  ^bb72(%269: !llvm.ptr, %270: !llvm.ptr, %271: i64):  // 2 preds: ^bb70, ^bb74
    llvm.intr.experimental.noalias.scope.decl #alias_scope194
    llvm.intr.experimental.noalias.scope.decl #alias_scope192
    llvm.intr.experimental.noalias.scope.decl #alias_scope193
    llvm.intr.experimental.noalias.scope.decl #alias_scope191
    %272 = llvm.load %270 {alias_scopes = [#alias_scope193, #alias_scope194, #alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope191, #alias_scope192, #alias_scope170]} : !llvm.ptr -> f64
    %273 = llvm.fcmp "uno" %272, %264 : f64
    llvm.cond_br %273 weights([1, 4001]), ^bb73, ^bb74
  ^bb73:  // pred: ^bb72
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope193, #alias_scope191, #alias_scope194, #alias_scope192, #alias_scope169, #alias_scope170]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb74:  // pred: ^bb72
    %274 = llvm.fcmp "olt" %272, %264 : f64
    %275 = llvm.getelementptr inbounds %269[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %276 = llvm.select %274, %arg2, %275 : i1, !llvm.ptr
    %277 = llvm.getelementptr inbounds %276[%271] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %272, %277 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope195, #alias_scope169]} : f64, !llvm.ptr
    %278 = llvm.zext %274 : i1 to i64
    %279 = llvm.add %271, %278 : i64
    %280 = llvm.getelementptr inbounds %270[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %281 = llvm.icmp "ult" %280, %262 : !llvm.ptr
    llvm.cond_br %281, ^bb72(%275, %280, %279 : !llvm.ptr, !llvm.ptr, i64), ^bb71(%279, %280, %275 : i64, !llvm.ptr, !llvm.ptr)
  ^bb75:  // pred: ^bb71
    %282 = llvm.getelementptr inbounds %267[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %283 = llvm.getelementptr inbounds %282[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %284 = llvm.load %266 {alias_scopes = [#alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope196, #alias_scope170]} : !llvm.ptr -> i64
    llvm.store %284, %283 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope196, #alias_scope169]} : i64, !llvm.ptr
    %285 = llvm.getelementptr inbounds %266[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.br ^bb58(%265, %285, %282, %58 : i64, !llvm.ptr, !llvm.ptr, i64)
  ^bb76:  // pred: ^bb71
    %286 = llvm.shl %265, %5 : i64
    "llvm.intr.memcpy"(%52, %arg2, %286) <{alias_scopes = [#alias_scope169, #alias_scope170], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %287 = llvm.sub %58, %265 : i64
    %288 = llvm.icmp "eq" %58, %265 : i64
    llvm.cond_br %288, ^bb83, ^bb77
  ^bb77:  // pred: ^bb76
    %289 = llvm.getelementptr %52[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %290 = llvm.icmp "ult" %287, %25 : i64
    llvm.cond_br %290, ^bb81(%16 : i64), ^bb78
  ^bb78:  // pred: ^bb77
    %291 = llvm.and %287, %26  : i64
    llvm.br ^bb79(%16 : i64)
  ^bb79(%292: i64):  // 2 preds: ^bb78, ^bb79
    %293 = llvm.xor %292, %27  : i64
    %294 = llvm.getelementptr %210[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %295 = llvm.getelementptr %289[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %296 = llvm.getelementptr %294[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %297 = llvm.getelementptr %294[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %298 = llvm.load %296 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope169]} : !llvm.ptr -> vector<2xi64>
    %299 = llvm.load %297 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope169]} : !llvm.ptr -> vector<2xi64>
    %300 = llvm.shufflevector %298, %28 [1, 0] : vector<2xi64> 
    %301 = llvm.shufflevector %299, %28 [1, 0] : vector<2xi64> 
    %302 = llvm.getelementptr %295[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %300, %295 {alias_scopes = [#alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope170]} : vector<2xi64>, !llvm.ptr
    llvm.store %301, %302 {alias_scopes = [#alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope170]} : vector<2xi64>, !llvm.ptr
    %303 = llvm.add %292, %25 overflow<nuw> : i64
    %304 = llvm.icmp "eq" %303, %291 : i64
    llvm.cond_br %304, ^bb80, ^bb79(%303 : i64) {loop_annotation = #loop_annotation}
  ^bb80:  // pred: ^bb79
    %305 = llvm.icmp "eq" %287, %291 : i64
    llvm.cond_br %305, ^bb83, ^bb81(%291 : i64)
  ^bb81(%306: i64):  // 2 preds: ^bb77, ^bb80
    llvm.br ^bb82(%306 : i64)
  ^bb82(%307: i64):  // 2 preds: ^bb81, ^bb82
    %308 = llvm.add %307, %29 overflow<nuw> : i64
    %309 = llvm.xor %307, %27  : i64
    %310 = llvm.getelementptr %210[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %311 = llvm.getelementptr %289[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %312 = llvm.load %310 {alias_scopes = [#alias_scope170], alignment = 8 : i64, noalias_scopes = [#alias_scope169]} : !llvm.ptr -> i64
    llvm.store %312, %311 {alias_scopes = [#alias_scope169], alignment = 8 : i64, noalias_scopes = [#alias_scope170]} : i64, !llvm.ptr
    %313 = llvm.icmp "eq" %308, %287 : i64
    llvm.cond_br %313, ^bb83, ^bb82(%308 : i64) {loop_annotation = #loop_annotation}
  ^bb83:  // 3 preds: ^bb76, ^bb80, ^bb82
    %314 = llvm.icmp "eq" %265, %16 : i64
    llvm.cond_br %314, ^bb87, ^bb84
  ^bb84:  // pred: ^bb83
    %315 = llvm.icmp "ugt" %265, %58 : i64
    llvm.cond_br %315, ^bb85, ^bb86
  ^bb85:  // pred: ^bb84
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(%31, %33, %40) {noalias_scopes = [#alias_scope197, #alias_scope198]} : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.unreachable
  ^bb86:  // pred: ^bb84
    %316 = llvm.getelementptr inbounds %52[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.call @_ZN4core5slice4sort6stable9quicksort9quicksort17h5ee6a81582a0af11E(%316, %287, %arg2, %arg3, %179, %50, %arg6) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr, !llvm.ptr) -> ()
    %317 = llvm.icmp "ult" %265, %1 : i64
    llvm.cond_br %317, ^bb3(%52, %265 : !llvm.ptr, i64), ^bb2(%265, %179 : i64, i32)
  ^bb87:  // 2 preds: ^bb54, ^bb83
    llvm.intr.experimental.noalias.scope.decl #alias_scope199
    llvm.intr.experimental.noalias.scope.decl #alias_scope200
    %318 = llvm.icmp "ult" %arg3, %58 : i64
    llvm.cond_br %318 weights([4001, 4000000]), ^bb89, ^bb88
  ^bb88:  // pred: ^bb87
    %319 = llvm.getelementptr %arg2[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb90(%16, %52, %319, %202 : i64, !llvm.ptr, !llvm.ptr, i64)
  ^bb89:  // pred: ^bb87
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb90(%320: i64, %321: !llvm.ptr, %322: !llvm.ptr, %323: i64):  // 2 preds: ^bb88, ^bb107
    %324 = llvm.intr.usub.sat(%323, %5)  : (i64, i64) -> i64
    %325 = llvm.getelementptr inbounds %52[%324] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %326 = llvm.icmp "ult" %321, %325 : !llvm.ptr
    llvm.cond_br %326, ^bb91, ^bb101(%320, %321, %322 : i64, !llvm.ptr, !llvm.ptr)
  ^bb91:  // pred: ^bb90
    %327 = llvm.load %204 {alias_scopes = [#alias_scope201, #alias_scope202, #alias_scope203, #alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope204, #alias_scope205, #alias_scope206, #alias_scope200]} : !llvm.ptr -> f64
    llvm.br ^bb92(%322, %321, %320 : !llvm.ptr, !llvm.ptr, i64)
  ^bb92(%328: !llvm.ptr, %329: !llvm.ptr, %330: i64):  // 2 preds: ^bb91, ^bb100
    llvm.intr.experimental.noalias.scope.decl #alias_scope206
    llvm.intr.experimental.noalias.scope.decl #alias_scope203
    llvm.intr.experimental.noalias.scope.decl #alias_scope202
    llvm.intr.experimental.noalias.scope.decl #alias_scope205
    llvm.intr.experimental.noalias.scope.decl #alias_scope201
    llvm.intr.experimental.noalias.scope.decl #alias_scope204
    %331 = llvm.load %329 {alias_scopes = [#alias_scope204, #alias_scope205, #alias_scope206, #alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope201, #alias_scope202, #alias_scope203, #alias_scope200]} : !llvm.ptr -> f64
    %332 = llvm.fcmp "uno" %327, %331 : f64
    llvm.cond_br %332 weights([1, 4001]), ^bb93, ^bb94
  ^bb93:  // pred: ^bb92
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope201, #alias_scope204, #alias_scope202, #alias_scope205, #alias_scope206, #alias_scope203, #alias_scope199, #alias_scope200]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb94:  // pred: ^bb92
    %333 = llvm.fcmp "uge" %327, %331 : f64
    %334 = llvm.getelementptr inbounds %328[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %335 = llvm.select %333, %arg2, %334 : i1, !llvm.ptr
    %336 = llvm.getelementptr inbounds %335[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %331, %336 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope207, #alias_scope199]} : f64, !llvm.ptr
    %337 = llvm.getelementptr inbounds %329[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope208
    llvm.intr.experimental.noalias.scope.decl #alias_scope209
    llvm.intr.experimental.noalias.scope.decl #alias_scope210
    %338 = llvm.load %337 {alias_scopes = [#alias_scope210, #alias_scope209, #alias_scope208, #alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope211, #alias_scope212, #alias_scope213, #alias_scope200]} : !llvm.ptr -> f64
    %339 = llvm.fcmp "uno" %327, %338 : f64
    llvm.cond_br %339 weights([1, 4001]), ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope211, #alias_scope210, #alias_scope212, #alias_scope209, #alias_scope208, #alias_scope213, #alias_scope199, #alias_scope200]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb96:  // pred: ^bb94
    %340 = llvm.zext %333 : i1 to i64
    %341 = llvm.add %330, %340 : i64
    %342 = llvm.fcmp "uge" %327, %338 : f64
    %343 = llvm.getelementptr inbounds %328[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %344 = llvm.select %342, %arg2, %343 : i1, !llvm.ptr
    %345 = llvm.getelementptr inbounds %344[%341] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %338, %345 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope214, #alias_scope199]} : f64, !llvm.ptr
    %346 = llvm.getelementptr inbounds %329[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope215
    llvm.intr.experimental.noalias.scope.decl #alias_scope216
    llvm.intr.experimental.noalias.scope.decl #alias_scope217
    %347 = llvm.load %346 {alias_scopes = [#alias_scope217, #alias_scope216, #alias_scope215, #alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope218, #alias_scope219, #alias_scope220, #alias_scope200]} : !llvm.ptr -> f64
    %348 = llvm.fcmp "uno" %327, %347 : f64
    llvm.cond_br %348 weights([1, 4001]), ^bb97, ^bb98
  ^bb97:  // pred: ^bb96
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope218, #alias_scope217, #alias_scope219, #alias_scope216, #alias_scope215, #alias_scope220, #alias_scope199, #alias_scope200]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb98:  // pred: ^bb96
    %349 = llvm.zext %342 : i1 to i64
    %350 = llvm.add %341, %349 : i64
    %351 = llvm.fcmp "uge" %327, %347 : f64
    %352 = llvm.getelementptr inbounds %328[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %353 = llvm.select %351, %arg2, %352 : i1, !llvm.ptr
    %354 = llvm.getelementptr inbounds %353[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %347, %354 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope221, #alias_scope199]} : f64, !llvm.ptr
    %355 = llvm.getelementptr inbounds %329[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope222
    llvm.intr.experimental.noalias.scope.decl #alias_scope223
    llvm.intr.experimental.noalias.scope.decl #alias_scope224
    %356 = llvm.load %355 {alias_scopes = [#alias_scope224, #alias_scope223, #alias_scope222, #alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope225, #alias_scope226, #alias_scope227, #alias_scope200]} : !llvm.ptr -> f64
    %357 = llvm.fcmp "uno" %327, %356 : f64
    llvm.cond_br %357 weights([1, 4001]), ^bb99, ^bb100
  ^bb99:  // pred: ^bb98
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope225, #alias_scope224, #alias_scope226, #alias_scope223, #alias_scope222, #alias_scope227, #alias_scope199, #alias_scope200]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb100:  // pred: ^bb98
    %358 = llvm.zext %351 : i1 to i64
    %359 = llvm.add %350, %358 : i64
    %360 = llvm.fcmp "uge" %327, %356 : f64
    %361 = llvm.getelementptr inbounds %328[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %362 = llvm.select %360, %arg2, %361 : i1, !llvm.ptr
    %363 = llvm.getelementptr inbounds %362[%359] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %356, %363 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope228, #alias_scope199]} : f64, !llvm.ptr
    %364 = llvm.zext %360 : i1 to i64
    %365 = llvm.add %359, %364 : i64
    %366 = llvm.getelementptr inbounds %329[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %367 = llvm.icmp "ult" %366, %325 : !llvm.ptr
    llvm.cond_br %367, ^bb92(%361, %366, %365 : !llvm.ptr, !llvm.ptr, i64), ^bb101(%365, %366, %361 : i64, !llvm.ptr, !llvm.ptr)
  ^bb101(%368: i64, %369: !llvm.ptr, %370: !llvm.ptr):  // 2 preds: ^bb90, ^bb100
    %371 = llvm.getelementptr inbounds %52[%323] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %372 = llvm.icmp "ult" %369, %371 : !llvm.ptr
    llvm.cond_br %372, ^bb102, ^bb103(%368, %369, %370 : i64, !llvm.ptr, !llvm.ptr)
  ^bb102:  // pred: ^bb101
    %373 = llvm.load %204 {alias_scopes = [#alias_scope229, #alias_scope230, #alias_scope231, #alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope232, #alias_scope233, #alias_scope234, #alias_scope200]} : !llvm.ptr -> f64
    llvm.br ^bb104(%370, %369, %368 : !llvm.ptr, !llvm.ptr, i64)
  ^bb103(%374: i64, %375: !llvm.ptr, %376: !llvm.ptr):  // 2 preds: ^bb101, ^bb106
    %377 = llvm.icmp "eq" %323, %58 : i64
    llvm.cond_br %377, ^bb108, ^bb107
  ^bb104(%378: !llvm.ptr, %379: !llvm.ptr, %380: i64):  // 2 preds: ^bb102, ^bb106
    llvm.intr.experimental.noalias.scope.decl #alias_scope234
    llvm.intr.experimental.noalias.scope.decl #alias_scope231
    llvm.intr.experimental.noalias.scope.decl #alias_scope230
    llvm.intr.experimental.noalias.scope.decl #alias_scope233
    llvm.intr.experimental.noalias.scope.decl #alias_scope229
    llvm.intr.experimental.noalias.scope.decl #alias_scope232
    %381 = llvm.load %379 {alias_scopes = [#alias_scope232, #alias_scope233, #alias_scope234, #alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope229, #alias_scope230, #alias_scope231, #alias_scope200]} : !llvm.ptr -> f64
    %382 = llvm.fcmp "uno" %373, %381 : f64
    llvm.cond_br %382 weights([1, 4001]), ^bb105, ^bb106
  ^bb105:  // pred: ^bb104
    llvm.call @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%15) {noalias_scopes = [#alias_scope229, #alias_scope232, #alias_scope230, #alias_scope233, #alias_scope234, #alias_scope231, #alias_scope199, #alias_scope200]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb106:  // pred: ^bb104
    %383 = llvm.fcmp "uge" %373, %381 : f64
    %384 = llvm.getelementptr inbounds %378[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %385 = llvm.select %383, %arg2, %384 : i1, !llvm.ptr
    %386 = llvm.getelementptr inbounds %385[%380] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %381, %386 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope235, #alias_scope199]} : f64, !llvm.ptr
    %387 = llvm.zext %383 : i1 to i64
    %388 = llvm.add %380, %387 : i64
    %389 = llvm.getelementptr inbounds %379[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %390 = llvm.icmp "ult" %389, %371 : !llvm.ptr
    llvm.cond_br %390, ^bb104(%384, %389, %388 : !llvm.ptr, !llvm.ptr, i64), ^bb103(%388, %389, %384 : i64, !llvm.ptr, !llvm.ptr)
  ^bb107:  // pred: ^bb103
    %391 = llvm.getelementptr inbounds %376[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %392 = llvm.getelementptr inbounds %arg2[%374] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %393 = llvm.load %375 {alias_scopes = [#alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope236, #alias_scope200]} : !llvm.ptr -> i64
    llvm.store %393, %392 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope236, #alias_scope199]} : i64, !llvm.ptr
    %394 = llvm.add %374, %29 : i64
    %395 = llvm.getelementptr inbounds %375[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.br ^bb90(%394, %395, %391, %58 : i64, !llvm.ptr, !llvm.ptr, i64)
  ^bb108:  // pred: ^bb103
    %396 = llvm.shl %374, %5 : i64
    "llvm.intr.memcpy"(%52, %arg2, %396) <{alias_scopes = [#alias_scope199, #alias_scope200], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %397 = llvm.sub %58, %374 : i64
    %398 = llvm.icmp "eq" %58, %374 : i64
    llvm.cond_br %398, ^bb116, ^bb109
  ^bb109:  // pred: ^bb108
    %399 = llvm.getelementptr %52[%374] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %400 = llvm.icmp "ult" %397, %25 : i64
    llvm.cond_br %400, ^bb113(%16 : i64), ^bb110
  ^bb110:  // pred: ^bb109
    %401 = llvm.and %397, %26  : i64
    llvm.br ^bb111(%16 : i64)
  ^bb111(%402: i64):  // 2 preds: ^bb110, ^bb111
    %403 = llvm.xor %402, %27  : i64
    %404 = llvm.getelementptr %319[%403] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %405 = llvm.getelementptr %399[%402] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %406 = llvm.getelementptr %404[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %407 = llvm.getelementptr %404[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %408 = llvm.load %406 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope199]} : !llvm.ptr -> vector<2xi64>
    %409 = llvm.load %407 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope199]} : !llvm.ptr -> vector<2xi64>
    %410 = llvm.shufflevector %408, %28 [1, 0] : vector<2xi64> 
    %411 = llvm.shufflevector %409, %28 [1, 0] : vector<2xi64> 
    %412 = llvm.getelementptr %405[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %410, %405 {alias_scopes = [#alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope200]} : vector<2xi64>, !llvm.ptr
    llvm.store %411, %412 {alias_scopes = [#alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope200]} : vector<2xi64>, !llvm.ptr
    %413 = llvm.add %402, %25 overflow<nuw> : i64
    %414 = llvm.icmp "eq" %413, %401 : i64
    llvm.cond_br %414, ^bb112, ^bb111(%413 : i64) {loop_annotation = #loop_annotation}
  ^bb112:  // pred: ^bb111
    %415 = llvm.icmp "eq" %397, %401 : i64
    llvm.cond_br %415, ^bb115, ^bb113(%401 : i64)
  ^bb113(%416: i64):  // 2 preds: ^bb109, ^bb112
    llvm.br ^bb114(%416 : i64)
  ^bb114(%417: i64):  // 2 preds: ^bb113, ^bb114
    %418 = llvm.add %417, %29 overflow<nuw> : i64
    %419 = llvm.xor %417, %27  : i64
    %420 = llvm.getelementptr %319[%419] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %421 = llvm.getelementptr %399[%417] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %422 = llvm.load %420 {alias_scopes = [#alias_scope200], alignment = 8 : i64, noalias_scopes = [#alias_scope199]} : !llvm.ptr -> i64
    llvm.store %422, %421 {alias_scopes = [#alias_scope199], alignment = 8 : i64, noalias_scopes = [#alias_scope200]} : i64, !llvm.ptr
    %423 = llvm.icmp "eq" %418, %397 : i64
    llvm.cond_br %423, ^bb115, ^bb114(%418 : i64) {loop_annotation = #loop_annotation}
  ^bb115:  // 2 preds: ^bb112, ^bb114
    %424 = llvm.icmp "ugt" %374, %58 : i64
    llvm.cond_br %424, ^bb118, ^bb117
  ^bb116:  // pred: ^bb108
    llvm.br ^bb50
  ^bb117:  // pred: ^bb115
    %425 = llvm.getelementptr inbounds %52[%374] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %426 = llvm.icmp "ult" %397, %1 : i64
    llvm.cond_br %426, ^bb3(%425, %397 : !llvm.ptr, i64), ^bb1(%425, %397, %179, %2 : !llvm.ptr, i64, i32, !llvm.ptr)
  ^bb118:  // pred: ^bb115
    llvm.call @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(%374, %58, %58, %45) : (i64, i64, i64, !llvm.ptr) -> ()
    llvm.unreachable
  }
  llvm.func unnamed_addr @_ZN4core5slice4sort8unstable7ipnsort17he05f2f22441304f1E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.noundef}) attributes {no_inline, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\0B\00\00\000\00\00\00") : !llvm.array<16 x i8>
    %4 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %5 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %6 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %8 = llvm.insertvalue %3, %7[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %9 = llvm.mlir.addressof @alloc_ed002c8f075804b08e2575eb42c2a579 : !llvm.ptr
    %10 = llvm.mlir.constant(1 : i32) : i32
    %11 = llvm.mlir.constant(126 : i32) : i32
    %12 = llvm.mlir.zero : !llvm.ptr
    %13 = llvm.mlir.constant(0 : i64) : i64
    %14 = llvm.mlir.constant(576460752303423484 : i64) : i64
    %15 = llvm.mlir.constant(-1 : i64) : i64
    %16 = llvm.mlir.constant(16 : i64) : i64
    %17 = llvm.mlir.constant(-8 : i64) : i64
    %18 = llvm.mlir.constant(-24 : i64) : i64
    %19 = llvm.mlir.poison : vector<2xi64>
    %20 = llvm.mlir.poison : vector<2xf64>
    %21 = llvm.mlir.constant(4 : i64) : i64
    %22 = llvm.icmp "ult" %arg1, %0 : i64
    llvm.cond_br %22, ^bb17, ^bb1
  ^bb1:  // pred: ^bb0
    %23 = llvm.getelementptr inbounds %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope237
    llvm.intr.experimental.noalias.scope.decl #alias_scope238
    llvm.intr.experimental.noalias.scope.decl #alias_scope239
    llvm.intr.experimental.noalias.scope.decl #alias_scope240
    %24 = llvm.load %23 {alias_scopes = [#alias_scope239, #alias_scope237], alignment = 8 : i64, noalias_scopes = [#alias_scope240, #alias_scope238]} : !llvm.ptr -> f64
    %25 = llvm.load %arg0 {alias_scopes = [#alias_scope240, #alias_scope238], alignment = 8 : i64, noalias_scopes = [#alias_scope239, #alias_scope237]} : !llvm.ptr -> f64
    %26 = llvm.fcmp "uno" %24, %25 : f64
    llvm.cond_br %26 weights([1, 4001]), ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope239, #alias_scope240, #alias_scope237, #alias_scope238]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb3:  // pred: ^bb1
    %27 = llvm.fcmp "olt" %24, %25 : f64
    %28 = llvm.icmp "eq" %arg1, %0 : i64
    llvm.cond_br %27, ^bb5, ^bb4
  ^bb4:  // pred: ^bb3
    llvm.cond_br %28, ^bb14(%0 : i64), ^bb6(%24, %0 : f64, i64)
  ^bb5:  // pred: ^bb3
    llvm.cond_br %28, ^bb14(%0 : i64), ^bb10(%24, %0 : f64, i64)
  ^bb6(%29: f64, %30: i64):  // 2 preds: ^bb4, ^bb9
    %31 = llvm.getelementptr inbounds %arg0[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope241
    llvm.intr.experimental.noalias.scope.decl #alias_scope242
    %32 = llvm.load %31 {alias_scopes = [#alias_scope242, #alias_scope241], alignment = 8 : i64, noalias_scopes = [#alias_scope243, #alias_scope244]} : !llvm.ptr -> f64
    %33 = llvm.fcmp "uno" %32, %29 : f64
    llvm.cond_br %33 weights([1, 4001]), ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope242, #alias_scope243, #alias_scope241, #alias_scope244]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb8:  // pred: ^bb6
    %34 = llvm.fcmp "olt" %32, %29 : f64
    llvm.cond_br %34, ^bb14(%30 : i64), ^bb9
  ^bb9:  // pred: ^bb8
    %35 = llvm.add %30, %2 overflow<nsw, nuw> : i64
    %36 = llvm.icmp "eq" %35, %arg1 : i64
    llvm.cond_br %36, ^bb15, ^bb6(%32, %35 : f64, i64)
  ^bb10(%37: f64, %38: i64):  // 2 preds: ^bb5, ^bb13
    %39 = llvm.getelementptr inbounds %arg0[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope245
    llvm.intr.experimental.noalias.scope.decl #alias_scope246
    %40 = llvm.load %39 {alias_scopes = [#alias_scope246, #alias_scope245], alignment = 8 : i64, noalias_scopes = [#alias_scope247, #alias_scope248]} : !llvm.ptr -> f64
    %41 = llvm.fcmp "uno" %40, %37 : f64
    llvm.cond_br %41 weights([1, 4001]), ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%9) {noalias_scopes = [#alias_scope246, #alias_scope247, #alias_scope245, #alias_scope248]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb12:  // pred: ^bb10
    %42 = llvm.fcmp "olt" %40, %37 : f64
    llvm.cond_br %42, ^bb13, ^bb14(%38 : i64)
  ^bb13:  // pred: ^bb12
    %43 = llvm.add %38, %2 overflow<nsw, nuw> : i64
    %44 = llvm.icmp "eq" %43, %arg1 : i64
    llvm.cond_br %44, ^bb15, ^bb10(%40, %43 : f64, i64)
  ^bb14(%45: i64):  // 4 preds: ^bb4, ^bb5, ^bb8, ^bb12
    %46 = llvm.icmp "ule" %45, %arg1 : i64
    "llvm.intr.assume"(%46) : (i1) -> ()
    %47 = llvm.icmp "eq" %45, %arg1 : i64
    llvm.cond_br %47, ^bb15, ^bb16
  ^bb15:  // 3 preds: ^bb9, ^bb13, ^bb14
    llvm.cond_br %27, ^bb18, ^bb17
  ^bb16:  // pred: ^bb14
    %48 = llvm.or %arg1, %2  : i64
    %49 = "llvm.intr.ctlz"(%48) <{is_zero_poison = true}> : (i64) -> i64
    %50 = llvm.trunc %49 : i64 to i32
    %51 = llvm.shl %50, %10 overflow<nsw, nuw> : i32
    %52 = llvm.xor %51, %11  : i32
    llvm.call fastcc tail @_ZN4core5slice4sort8unstable9quicksort9quicksort17hfb180491122a409fE(%arg0, %arg1, %12, %52, %arg2) : (!llvm.ptr, i64, !llvm.ptr, i32, !llvm.ptr) -> ()
    llvm.br ^bb17
  ^bb17:  // 5 preds: ^bb0, ^bb15, ^bb16, ^bb21, ^bb23
    llvm.return
  ^bb18:  // pred: ^bb15
    %53 = llvm.lshr %arg1, %2  : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope249
    llvm.intr.experimental.noalias.scope.decl #alias_scope250
    %54 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %55 = llvm.icmp "ult" %arg1, %1 : i64
    llvm.cond_br %55, ^bb22(%13 : i64), ^bb19
  ^bb19:  // pred: ^bb18
    %56 = llvm.and %53, %14  : i64
    llvm.br ^bb20(%13 : i64)
  ^bb20(%57: i64):  // 2 preds: ^bb19, ^bb20
    %58 = llvm.xor %57, %15  : i64
    %59 = llvm.getelementptr inbounds %arg0[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %60 = llvm.getelementptr %54[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %61 = llvm.getelementptr inbounds %59[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %62 = llvm.load %59 {alias_scopes = [#alias_scope249, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope250]} : !llvm.ptr -> vector<2xf64>
    %63 = llvm.load %61 {alias_scopes = [#alias_scope249, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope250]} : !llvm.ptr -> vector<2xf64>
    %64 = llvm.getelementptr %60[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %65 = llvm.getelementptr %60[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %66 = llvm.load %64 {alias_scopes = [#alias_scope250, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope249]} : !llvm.ptr -> vector<2xi64>
    %67 = llvm.load %65 {alias_scopes = [#alias_scope250, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope249]} : !llvm.ptr -> vector<2xi64>
    %68 = llvm.shufflevector %66, %19 [1, 0] : vector<2xi64> 
    %69 = llvm.shufflevector %67, %19 [1, 0] : vector<2xi64> 
    %70 = llvm.getelementptr inbounds %59[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %68, %59 {alias_scopes = [#alias_scope249, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope250]} : vector<2xi64>, !llvm.ptr
    llvm.store %69, %70 {alias_scopes = [#alias_scope249, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope250]} : vector<2xi64>, !llvm.ptr
    %71 = llvm.getelementptr %60[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %72 = llvm.getelementptr %60[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %73 = llvm.shufflevector %62, %20 [1, 0] : vector<2xf64> 
    %74 = llvm.shufflevector %63, %20 [1, 0] : vector<2xf64> 
    llvm.store %73, %71 {alias_scopes = [#alias_scope250, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope249]} : vector<2xf64>, !llvm.ptr
    llvm.store %74, %72 {alias_scopes = [#alias_scope250, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope249]} : vector<2xf64>, !llvm.ptr
    %75 = llvm.add %57, %21 overflow<nuw> : i64
    %76 = llvm.icmp "eq" %75, %56 : i64
    llvm.cond_br %76, ^bb21, ^bb20(%75 : i64) {loop_annotation = #loop_annotation}
  ^bb21:  // pred: ^bb20
    %77 = llvm.icmp "eq" %53, %56 : i64
    llvm.cond_br %77, ^bb17, ^bb22(%56 : i64)
  ^bb22(%78: i64):  // 2 preds: ^bb18, ^bb21
    llvm.br ^bb23(%78 : i64)
  ^bb23(%79: i64):  // 2 preds: ^bb22, ^bb23
    %80 = llvm.xor %79, %15  : i64
    %81 = llvm.getelementptr inbounds %arg0[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %82 = llvm.getelementptr %54[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %83 = llvm.load %81 {alias_scopes = [#alias_scope249, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope250]} : !llvm.ptr -> f64
    %84 = llvm.load %82 {alias_scopes = [#alias_scope250, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope249]} : !llvm.ptr -> i64
    llvm.store %84, %81 {alias_scopes = [#alias_scope249, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope250]} : i64, !llvm.ptr
    llvm.store %83, %82 {alias_scopes = [#alias_scope250, #alias_scope251], alignment = 8 : i64, noalias_scopes = [#alias_scope249]} : f64, !llvm.ptr
    %85 = llvm.add %79, %2 overflow<nsw, nuw> : i64
    %86 = llvm.icmp "eq" %85, %53 : i64
    llvm.cond_br %86, ^bb17, ^bb23(%85 : i64) {loop_annotation = #loop_annotation}
  }
  llvm.func unnamed_addr @_ZN4core5slice4sort8unstable8heapsort8heapsort17h440c4197270422c4E(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.readnone}) attributes {no_inline, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(-1 : i64) : i64
    %3 = llvm.mlir.constant(2 : i64) : i64
    %4 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\0B\00\00\000\00\00\00") : !llvm.array<16 x i8>
    %5 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %6 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %7 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %9 = llvm.insertvalue %4, %8[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %10 = llvm.mlir.addressof @alloc_ed002c8f075804b08e2575eb42c2a579 : !llvm.ptr
    %11 = llvm.lshr %arg1, %0  : i64
    %12 = llvm.add %11, %arg1 overflow<nsw, nuw> : i64
    %13 = llvm.icmp "eq" %12, %1 : i64
    llvm.cond_br %13, ^bb1, ^bb2(%12 : i64)
  ^bb1:  // 2 preds: ^bb0, ^bb14
    llvm.return
  ^bb2(%14: i64):  // 2 preds: ^bb0, ^bb14
    %15 = llvm.add %14, %2 overflow<nsw> : i64
    %16 = llvm.icmp "ult" %15, %arg1 : i64
    llvm.cond_br %16, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    %17 = llvm.sub %15, %arg1 overflow<nsw, nuw> : i64
    llvm.br ^bb5(%17 : i64)
  ^bb4:  // pred: ^bb2
    %18 = llvm.getelementptr inbounds %arg0[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %19 = llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> i64
    %20 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %20, %arg0 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %19, %18 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb5(%1 : i64)
  ^bb5(%21: i64):  // 2 preds: ^bb3, ^bb4
    %22 = llvm.intr.umin(%arg1, %15)  : (i64, i64) -> i64
    %23 = llvm.icmp "ule" %21, %22 : i64
    "llvm.intr.assume"(%23) : (i1) -> ()
    %24 = llvm.shl %21, %0 overflow<nsw, nuw> : i64
    %25 = llvm.or %24, %0  : i64
    %26 = llvm.icmp "ult" %25, %22 : i64
    llvm.cond_br %26, ^bb6(%25, %24, %21 : i64, i64, i64), ^bb14
  ^bb6(%27: i64, %28: i64, %29: i64):  // 2 preds: ^bb5, ^bb13
    %30 = llvm.add %28, %3 overflow<nsw, nuw> : i64
    %31 = llvm.icmp "ult" %30, %22 : i64
    llvm.cond_br %31, ^bb7, ^bb10(%27 : i64)
  ^bb7:  // pred: ^bb6
    %32 = llvm.getelementptr inbounds %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %33 = llvm.getelementptr inbounds %arg0[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope252
    llvm.intr.experimental.noalias.scope.decl #alias_scope253
    llvm.intr.experimental.noalias.scope.decl #alias_scope254
    llvm.intr.experimental.noalias.scope.decl #alias_scope255
    %34 = llvm.load %32 {alias_scopes = [#alias_scope254, #alias_scope252], alignment = 8 : i64, noalias_scopes = [#alias_scope255, #alias_scope253]} : !llvm.ptr -> f64
    %35 = llvm.load %33 {alias_scopes = [#alias_scope255, #alias_scope253], alignment = 8 : i64, noalias_scopes = [#alias_scope254, #alias_scope252]} : !llvm.ptr -> f64
    %36 = llvm.fcmp "uno" %34, %35 : f64
    llvm.cond_br %36 weights([1, 4001]), ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%10) {noalias_scopes = [#alias_scope254, #alias_scope255, #alias_scope252, #alias_scope253]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb9:  // pred: ^bb7
    %37 = llvm.fcmp "olt" %34, %35 : f64
    %38 = llvm.zext %37 : i1 to i64
    %39 = llvm.add %27, %38 overflow<nsw, nuw> : i64
    llvm.br ^bb10(%39 : i64)
  ^bb10(%40: i64):  // 2 preds: ^bb6, ^bb9
    %41 = llvm.getelementptr inbounds %arg0[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %42 = llvm.getelementptr inbounds %arg0[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope256
    llvm.intr.experimental.noalias.scope.decl #alias_scope257
    llvm.intr.experimental.noalias.scope.decl #alias_scope258
    llvm.intr.experimental.noalias.scope.decl #alias_scope259
    %43 = llvm.load %41 {alias_scopes = [#alias_scope258, #alias_scope256], alignment = 8 : i64, noalias_scopes = [#alias_scope259, #alias_scope257]} : !llvm.ptr -> f64
    %44 = llvm.load %42 {alias_scopes = [#alias_scope259, #alias_scope257], alignment = 8 : i64, noalias_scopes = [#alias_scope258, #alias_scope256]} : !llvm.ptr -> f64
    %45 = llvm.fcmp "uno" %43, %44 : f64
    llvm.cond_br %45 weights([1, 4001]), ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%10) {noalias_scopes = [#alias_scope258, #alias_scope259, #alias_scope256, #alias_scope257]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb12:  // pred: ^bb10
    %46 = llvm.fcmp "olt" %43, %44 : f64
    llvm.cond_br %46, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.intr.experimental.noalias.scope.decl #alias_scope260
    llvm.intr.experimental.noalias.scope.decl #alias_scope261
    llvm.store %44, %41 {alias_scopes = [#alias_scope260], alignment = 8 : i64, noalias_scopes = [#alias_scope261]} : f64, !llvm.ptr
    llvm.store %43, %42 {alias_scopes = [#alias_scope261], alignment = 8 : i64, noalias_scopes = [#alias_scope260]} : f64, !llvm.ptr
    %47 = llvm.shl %40, %0 overflow<nsw, nuw> : i64
    %48 = llvm.or %47, %0  : i64
    %49 = llvm.icmp "ult" %48, %22 : i64
    llvm.cond_br %49, ^bb6(%48, %47, %40 : i64, i64, i64), ^bb14
  ^bb14:  // 3 preds: ^bb5, ^bb12, ^bb13
    %50 = llvm.icmp "eq" %15, %1 : i64
    llvm.cond_br %50, ^bb1, ^bb2(%15 : i64)
  }
  llvm.func internal unnamed_addr fastcc @_ZN4core5slice4sort8unstable9quicksort9quicksort17hfb180491122a409fE(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: i64 {llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable_or_null = 8 : i64, llvm.noalias, llvm.noundef, llvm.readonly}, %arg3: i32 {llvm.noundef}, %arg4: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 8 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {dso_local, no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(33 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(-1 : i32) : i32
    %4 = llvm.mlir.constant(3 : i64) : i64
    %5 = llvm.mlir.constant(5 : i64) : i64
    %6 = llvm.mlir.constant(56 : i64) : i64
    %7 = llvm.mlir.constant(64 : i64) : i64
    %8 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\0B\00\00\000\00\00\00") : !llvm.array<16 x i8>
    %9 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %10 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %11 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %14 = llvm.mlir.addressof @alloc_ed002c8f075804b08e2575eb42c2a579 : !llvm.ptr
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.mlir.constant(8 : i64) : i64
    %17 = llvm.mlir.constant(-8 : i64) : i64
    %18 = llvm.mlir.constant(16 : i64) : i64
    %19 = llvm.mlir.constant(0 : i64) : i64
    %20 = llvm.mlir.constant(24 : i64) : i64
    %21 = llvm.mlir.constant(1 : i64) : i64
    %22 = llvm.mlir.constant(-1 : i64) : i64
    %23 = llvm.mlir.poison : !llvm.ptr
    %24 = llvm.mlir.constant(2 : i64) : i64
    %25 = llvm.mlir.constant(18 : i64) : i64
    %26 = llvm.mlir.constant(12 : i64) : i64
    %27 = llvm.mlir.constant(40 : i64) : i64
    %28 = llvm.mlir.constant(32 : i64) : i64
    %29 = llvm.mlir.constant(48 : i64) : i64
    %30 = llvm.mlir.constant(9 : i64) : i64
    %31 = llvm.mlir.constant(96 : i64) : i64
    %32 = llvm.mlir.constant(80 : i64) : i64
    %33 = llvm.mlir.constant(72 : i64) : i64
    %34 = llvm.mlir.constant(88 : i64) : i64
    %35 = llvm.mlir.constant(13 : i64) : i64
    %36 = llvm.mlir.constant(true) : i1
    %37 = llvm.alloca %0 x !llvm.array<256 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %38 = llvm.icmp "ult" %arg1, %1 : i64
    llvm.cond_br %38, ^bb2(%arg1, %arg0 : i64, !llvm.ptr), ^bb1(%arg0, %arg1, %arg2, %arg3 : !llvm.ptr, i64, !llvm.ptr, i32)
  ^bb1(%39: !llvm.ptr, %40: i64, %41: !llvm.ptr, %42: i32):  // 2 preds: ^bb0, ^bb220
    %43 = llvm.icmp "eq" %42, %2 : i32
    llvm.cond_br %43, ^bb175, ^bb176
  ^bb2(%44: i64, %45: !llvm.ptr):  // 2 preds: ^bb0, ^bb220
    llvm.intr.experimental.noalias.scope.decl #alias_scope262
    %46 = llvm.icmp "ult" %44, %24 : i64
    llvm.cond_br %46, ^bb188, ^bb3
  ^bb3:  // pred: ^bb2
    %47 = llvm.lshr %44, %21  : i64
    %48 = llvm.icmp "ult" %44, %25 : i64
    %49 = llvm.select %48, %44, %47 : i1, i64
    %50 = llvm.getelementptr %45[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %51 = llvm.sub %44, %47 overflow<nsw, nuw> : i64
    llvm.br ^bb4(%49, %45 : i64, !llvm.ptr)
  ^bb4(%52: i64, %53: !llvm.ptr):  // 2 preds: ^bb3, ^bb162
    %54 = llvm.icmp "ugt" %52, %26 : i64
    llvm.cond_br %54, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %55 = llvm.icmp "ugt" %52, %16 : i64
    llvm.cond_br %55, ^bb97, ^bb148(%21 : i64)
  ^bb6:  // pred: ^bb4
    %56 = llvm.getelementptr inbounds %53[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope263
    llvm.intr.experimental.noalias.scope.decl #alias_scope264
    llvm.intr.experimental.noalias.scope.decl #alias_scope265
    llvm.intr.experimental.noalias.scope.decl #alias_scope266
    %57 = llvm.load %56 {alias_scopes = [#alias_scope265, #alias_scope263, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope266, #alias_scope264]} : !llvm.ptr -> f64
    %58 = llvm.load %53 {alias_scopes = [#alias_scope266, #alias_scope264, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope265, #alias_scope263]} : !llvm.ptr -> f64
    %59 = llvm.fcmp "uno" %57, %58 : f64
    llvm.cond_br %59 weights([1, 4001]), ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope265, #alias_scope266, #alias_scope263, #alias_scope264]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb8:  // pred: ^bb6
    %60 = llvm.fcmp "olt" %57, %58 : f64
    %61 = llvm.select %60, %56, %53 : i1, !llvm.ptr
    %62 = llvm.select %60, %58, %57 : i1, f64
    %63 = llvm.load %61 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %63, %53 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %62, %56 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %64 = llvm.getelementptr inbounds %53[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %65 = llvm.getelementptr inbounds %53[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope268
    llvm.intr.experimental.noalias.scope.decl #alias_scope269
    llvm.intr.experimental.noalias.scope.decl #alias_scope270
    llvm.intr.experimental.noalias.scope.decl #alias_scope271
    %66 = llvm.load %65 {alias_scopes = [#alias_scope270, #alias_scope268, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope271, #alias_scope269]} : !llvm.ptr -> f64
    %67 = llvm.load %64 {alias_scopes = [#alias_scope271, #alias_scope269, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope270, #alias_scope268]} : !llvm.ptr -> f64
    %68 = llvm.fcmp "uno" %66, %67 : f64
    %69 = llvm.bitcast %63 : i64 to f64
    llvm.cond_br %68 weights([1, 4001]), ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope270, #alias_scope271, #alias_scope268, #alias_scope269]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb10:  // pred: ^bb8
    %70 = llvm.fcmp "olt" %66, %67 : f64
    %71 = llvm.select %70, %65, %64 : i1, !llvm.ptr
    %72 = llvm.select %70, %67, %66 : i1, f64
    %73 = llvm.load %71 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %73, %64 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %72, %65 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %74 = llvm.getelementptr inbounds %53[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %75 = llvm.getelementptr inbounds %53[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope272
    llvm.intr.experimental.noalias.scope.decl #alias_scope273
    llvm.intr.experimental.noalias.scope.decl #alias_scope274
    llvm.intr.experimental.noalias.scope.decl #alias_scope275
    %76 = llvm.load %75 {alias_scopes = [#alias_scope274, #alias_scope272, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope275, #alias_scope273]} : !llvm.ptr -> f64
    %77 = llvm.load %74 {alias_scopes = [#alias_scope275, #alias_scope273, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope274, #alias_scope272]} : !llvm.ptr -> f64
    %78 = llvm.fcmp "uno" %76, %77 : f64
    %79 = llvm.bitcast %73 : i64 to f64
    llvm.cond_br %78 weights([1, 4001]), ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope274, #alias_scope275, #alias_scope272, #alias_scope273]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb12:  // pred: ^bb10
    %80 = llvm.fcmp "olt" %76, %77 : f64
    %81 = llvm.select %80, %75, %74 : i1, !llvm.ptr
    %82 = llvm.select %80, %77, %76 : i1, f64
    %83 = llvm.load %81 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %83, %74 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %82, %75 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %84 = llvm.getelementptr inbounds %53[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %85 = llvm.getelementptr inbounds %53[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope276
    llvm.intr.experimental.noalias.scope.decl #alias_scope277
    llvm.intr.experimental.noalias.scope.decl #alias_scope278
    llvm.intr.experimental.noalias.scope.decl #alias_scope279
    %86 = llvm.load %85 {alias_scopes = [#alias_scope278, #alias_scope276, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope279, #alias_scope277]} : !llvm.ptr -> f64
    %87 = llvm.load %84 {alias_scopes = [#alias_scope279, #alias_scope277, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope278, #alias_scope276]} : !llvm.ptr -> f64
    %88 = llvm.fcmp "uno" %86, %87 : f64
    %89 = llvm.bitcast %83 : i64 to f64
    llvm.cond_br %88 weights([1, 4001]), ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope278, #alias_scope279, #alias_scope276, #alias_scope277]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb14:  // pred: ^bb12
    %90 = llvm.fcmp "olt" %86, %87 : f64
    %91 = llvm.select %90, %85, %84 : i1, !llvm.ptr
    %92 = llvm.select %90, %87, %86 : i1, f64
    %93 = llvm.load %91 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %93, %84 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %92, %85 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %94 = llvm.getelementptr inbounds %53[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %95 = llvm.getelementptr inbounds %53[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope280
    llvm.intr.experimental.noalias.scope.decl #alias_scope281
    llvm.intr.experimental.noalias.scope.decl #alias_scope282
    llvm.intr.experimental.noalias.scope.decl #alias_scope283
    %96 = llvm.load %95 {alias_scopes = [#alias_scope282, #alias_scope280, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope283, #alias_scope281]} : !llvm.ptr -> f64
    %97 = llvm.load %94 {alias_scopes = [#alias_scope283, #alias_scope281, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope282, #alias_scope280]} : !llvm.ptr -> f64
    %98 = llvm.fcmp "uno" %96, %97 : f64
    %99 = llvm.bitcast %93 : i64 to f64
    llvm.cond_br %98 weights([1, 4001]), ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope282, #alias_scope283, #alias_scope280, #alias_scope281]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb16:  // pred: ^bb14
    %100 = llvm.fcmp "olt" %96, %97 : f64
    %101 = llvm.select %100, %95, %94 : i1, !llvm.ptr
    %102 = llvm.select %100, %97, %96 : i1, f64
    %103 = llvm.load %101 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %103, %94 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %102, %95 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %104 = llvm.getelementptr inbounds %53[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %105 = llvm.getelementptr inbounds %53[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope284
    llvm.intr.experimental.noalias.scope.decl #alias_scope285
    llvm.intr.experimental.noalias.scope.decl #alias_scope286
    llvm.intr.experimental.noalias.scope.decl #alias_scope287
    %106 = llvm.load %105 {alias_scopes = [#alias_scope286, #alias_scope284, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope287, #alias_scope285]} : !llvm.ptr -> f64
    %107 = llvm.load %104 {alias_scopes = [#alias_scope287, #alias_scope285, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope286, #alias_scope284]} : !llvm.ptr -> f64
    %108 = llvm.fcmp "uno" %106, %107 : f64
    %109 = llvm.bitcast %103 : i64 to f64
    llvm.cond_br %108 weights([1, 4001]), ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope286, #alias_scope287, #alias_scope284, #alias_scope285]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb18:  // pred: ^bb16
    %110 = llvm.fcmp "olt" %106, %107 : f64
    %111 = llvm.select %110, %105, %104 : i1, !llvm.ptr
    %112 = llvm.select %110, %107, %106 : i1, f64
    %113 = llvm.load %111 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %113, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %112, %105 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %114 = llvm.bitcast %113 : i64 to f64
    %115 = llvm.fcmp "uno" %79, %114 : f64
    llvm.cond_br %115 weights([1, 4001]), ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope288, #alias_scope289, #alias_scope290, #alias_scope291]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb20:  // pred: ^bb18
    %116 = llvm.fcmp "ogt" %79, %114 : f64
    %117 = llvm.select %116, %104, %64 : i1, !llvm.ptr
    %118 = llvm.select %116, %79, %114 : i1, f64
    %119 = llvm.load %117 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %119, %64 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %118, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %120 = llvm.fcmp "uno" %99, %89 : f64
    %121 = llvm.bitcast %119 : i64 to f64
    llvm.cond_br %120 weights([1, 4001]), ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope292, #alias_scope293, #alias_scope294, #alias_scope295]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb22:  // pred: ^bb20
    %122 = llvm.fcmp "olt" %99, %89 : f64
    %123 = llvm.select %122, %84, %74 : i1, !llvm.ptr
    %124 = llvm.select %122, %89, %99 : i1, f64
    %125 = llvm.load %123 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %125, %74 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %124, %84 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %126 = llvm.getelementptr inbounds %53[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope296
    llvm.intr.experimental.noalias.scope.decl #alias_scope297
    %127 = llvm.load %126 {alias_scopes = [#alias_scope297, #alias_scope296, #alias_scope267, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope298, #alias_scope299]} : !llvm.ptr -> f64
    %128 = llvm.fcmp "uno" %102, %127 : f64
    %129 = llvm.bitcast %125 : i64 to f64
    llvm.cond_br %128 weights([1, 4001]), ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope298, #alias_scope297, #alias_scope299, #alias_scope296]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb24:  // pred: ^bb22
    %130 = llvm.fcmp "olt" %102, %127 : f64
    %131 = llvm.select %130, %95, %126 : i1, !llvm.ptr
    %132 = llvm.select %130, %127, %102 : i1, f64
    %133 = llvm.load %131 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %133, %126 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %132, %95 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %134 = llvm.fcmp "uno" %82, %92 : f64
    %135 = llvm.bitcast %133 : i64 to f64
    llvm.cond_br %134 weights([1, 4001]), ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope300, #alias_scope301, #alias_scope302, #alias_scope303]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb26:  // pred: ^bb24
    %136 = llvm.fcmp "olt" %82, %92 : f64
    %137 = llvm.select %136, %75, %85 : i1, !llvm.ptr
    %138 = llvm.select %136, %92, %82 : i1, f64
    %139 = llvm.load %137 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %139, %85 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %138, %75 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %140 = llvm.fcmp "uno" %72, %112 : f64
    %141 = llvm.bitcast %139 : i64 to f64
    llvm.cond_br %140 weights([1, 4001]), ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope304, #alias_scope305, #alias_scope306, #alias_scope307]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb28:  // pred: ^bb26
    %142 = llvm.fcmp "olt" %72, %112 : f64
    %143 = llvm.select %142, %65, %105 : i1, !llvm.ptr
    %144 = llvm.select %142, %112, %72 : i1, f64
    %145 = llvm.load %143 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %145, %105 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %144, %65 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %146 = llvm.fcmp "uno" %135, %69 : f64
    %147 = llvm.bitcast %145 : i64 to f64
    llvm.cond_br %146 weights([1, 4001]), ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope308, #alias_scope309, #alias_scope310, #alias_scope311]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb30:  // pred: ^bb28
    %148 = llvm.fcmp "olt" %135, %69 : f64
    %149 = llvm.select %148, %126, %53 : i1, !llvm.ptr
    %150 = llvm.select %148, %69, %135 : i1, f64
    %151 = llvm.load %149 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %151, %53 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %150, %126 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %152 = llvm.fcmp "uno" %129, %121 : f64
    %153 = llvm.bitcast %151 : i64 to f64
    llvm.cond_br %152 weights([1, 4001]), ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope312, #alias_scope313, #alias_scope314, #alias_scope315]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb32:  // pred: ^bb30
    %154 = llvm.fcmp "olt" %129, %121 : f64
    %155 = llvm.select %154, %74, %64 : i1, !llvm.ptr
    %156 = llvm.select %154, %121, %129 : i1, f64
    %157 = llvm.load %155 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %157, %64 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %156, %74 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %158 = llvm.fcmp "uno" %118, %124 : f64
    %159 = llvm.bitcast %157 : i64 to f64
    llvm.cond_br %158 weights([1, 4001]), ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope316, #alias_scope317, #alias_scope318, #alias_scope319]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb34:  // pred: ^bb32
    %160 = llvm.fcmp "olt" %118, %124 : f64
    %161 = llvm.select %160, %104, %84 : i1, !llvm.ptr
    %162 = llvm.select %160, %124, %118 : i1, f64
    %163 = llvm.load %161 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %163, %84 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %162, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %164 = llvm.fcmp "uno" %147, %141 : f64
    %165 = llvm.bitcast %163 : i64 to f64
    llvm.cond_br %164 weights([1, 4001]), ^bb35, ^bb36
  ^bb35:  // pred: ^bb34
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope320, #alias_scope321, #alias_scope322, #alias_scope323]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb36:  // pred: ^bb34
    %166 = llvm.fcmp "olt" %147, %141 : f64
    %167 = llvm.select %166, %105, %85 : i1, !llvm.ptr
    %168 = llvm.select %166, %141, %147 : i1, f64
    %169 = llvm.load %167 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %169, %85 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %168, %105 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %170 = llvm.fcmp "uno" %144, %138 : f64
    %171 = llvm.bitcast %169 : i64 to f64
    llvm.cond_br %170 weights([1, 4001]), ^bb37, ^bb38
  ^bb37:  // pred: ^bb36
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope324, #alias_scope325, #alias_scope326, #alias_scope327]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb38:  // pred: ^bb36
    %172 = llvm.fcmp "olt" %144, %138 : f64
    %173 = llvm.select %172, %65, %75 : i1, !llvm.ptr
    %174 = llvm.select %172, %138, %144 : i1, f64
    %175 = llvm.load %173 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %175, %75 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %174, %65 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %176 = llvm.fcmp "uno" %62, %132 : f64
    %177 = llvm.bitcast %175 : i64 to f64
    llvm.cond_br %176 weights([1, 4001]), ^bb39, ^bb40
  ^bb39:  // pred: ^bb38
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope328, #alias_scope329, #alias_scope330, #alias_scope331]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb40:  // pred: ^bb38
    %178 = llvm.fcmp "olt" %62, %132 : f64
    %179 = llvm.select %178, %56, %95 : i1, !llvm.ptr
    %180 = llvm.select %178, %132, %62 : i1, f64
    %181 = llvm.load %179 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %181, %95 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %180, %56 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %182 = llvm.fcmp "uno" %162, %150 : f64
    %183 = llvm.bitcast %181 : i64 to f64
    llvm.cond_br %182 weights([1, 4001]), ^bb41, ^bb42
  ^bb41:  // pred: ^bb40
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope332, #alias_scope333, #alias_scope334, #alias_scope335]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb42:  // pred: ^bb40
    %184 = llvm.fcmp "olt" %162, %150 : f64
    %185 = llvm.select %184, %104, %126 : i1, !llvm.ptr
    %186 = llvm.select %184, %150, %162 : i1, f64
    %187 = llvm.load %185 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %187, %126 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %186, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %188 = llvm.fcmp "uno" %177, %109 : f64
    %189 = llvm.bitcast %187 : i64 to f64
    llvm.cond_br %188 weights([1, 4001]), ^bb43, ^bb44
  ^bb43:  // pred: ^bb42
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope336, #alias_scope337, #alias_scope338, #alias_scope339]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb44:  // pred: ^bb42
    %190 = llvm.fcmp "olt" %177, %109 : f64
    %191 = llvm.select %190, %75, %94 : i1, !llvm.ptr
    %192 = llvm.select %190, %109, %177 : i1, f64
    %193 = llvm.load %191 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %193, %94 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %192, %75 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %194 = llvm.fcmp "uno" %168, %183 : f64
    %195 = llvm.bitcast %193 : i64 to f64
    llvm.cond_br %194 weights([1, 4001]), ^bb45, ^bb46
  ^bb45:  // pred: ^bb44
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope340, #alias_scope341, #alias_scope342, #alias_scope343]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb46:  // pred: ^bb44
    %196 = llvm.fcmp "ogt" %168, %183 : f64
    %197 = llvm.select %196, %95, %105 : i1, !llvm.ptr
    %198 = llvm.select %196, %168, %183 : i1, f64
    %199 = llvm.load %197 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %199, %105 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %198, %95 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %200 = llvm.fcmp "uno" %180, %174 : f64
    %201 = llvm.bitcast %199 : i64 to f64
    llvm.cond_br %200 weights([1, 4001]), ^bb47, ^bb48
  ^bb47:  // pred: ^bb46
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope344, #alias_scope345, #alias_scope346, #alias_scope347]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb48:  // pred: ^bb46
    %202 = llvm.fcmp "olt" %180, %174 : f64
    %203 = llvm.select %202, %56, %65 : i1, !llvm.ptr
    %204 = llvm.select %202, %174, %180 : i1, f64
    %205 = llvm.load %203 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %205, %65 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %204, %56 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %206 = llvm.fcmp "uno" %195, %153 : f64
    %207 = llvm.bitcast %205 : i64 to f64
    llvm.cond_br %206 weights([1, 4001]), ^bb49, ^bb50
  ^bb49:  // pred: ^bb48
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope348, #alias_scope349, #alias_scope350, #alias_scope351]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb50:  // pred: ^bb48
    %208 = llvm.fcmp "olt" %195, %153 : f64
    %209 = llvm.select %208, %94, %53 : i1, !llvm.ptr
    %210 = llvm.select %208, %153, %195 : i1, f64
    %211 = llvm.load %209 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %211, %53 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %210, %94 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %212 = llvm.fcmp "uno" %201, %165 : f64
    %213 = llvm.bitcast %211 : i64 to f64
    llvm.cond_br %212 weights([1, 4001]), ^bb51, ^bb52
  ^bb51:  // pred: ^bb50
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope352, #alias_scope353, #alias_scope354, #alias_scope355]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb52:  // pred: ^bb50
    %214 = llvm.fcmp "olt" %201, %165 : f64
    %215 = llvm.select %214, %105, %84 : i1, !llvm.ptr
    %216 = llvm.select %214, %165, %201 : i1, f64
    %217 = llvm.load %215 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %217, %84 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %216, %105 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %218 = llvm.fcmp "uno" %171, %189 : f64
    %219 = llvm.bitcast %217 : i64 to f64
    llvm.cond_br %218 weights([1, 4001]), ^bb53, ^bb54
  ^bb53:  // pred: ^bb52
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope356, #alias_scope357, #alias_scope358, #alias_scope359]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb54:  // pred: ^bb52
    %220 = llvm.fcmp "olt" %171, %189 : f64
    %221 = llvm.select %220, %85, %126 : i1, !llvm.ptr
    %222 = llvm.select %220, %189, %171 : i1, f64
    %223 = llvm.load %221 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %223, %126 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %222, %85 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %224 = llvm.fcmp "uno" %198, %186 : f64
    %225 = llvm.bitcast %223 : i64 to f64
    llvm.cond_br %224 weights([1, 4001]), ^bb55, ^bb56
  ^bb55:  // pred: ^bb54
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope360, #alias_scope361, #alias_scope362, #alias_scope363]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb56:  // pred: ^bb54
    %226 = llvm.fcmp "olt" %198, %186 : f64
    %227 = llvm.select %226, %95, %104 : i1, !llvm.ptr
    %228 = llvm.select %226, %186, %198 : i1, f64
    %229 = llvm.load %227 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %229, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %228, %95 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %230 = llvm.fcmp "uno" %192, %207 : f64
    %231 = llvm.bitcast %229 : i64 to f64
    llvm.cond_br %230 weights([1, 4001]), ^bb57, ^bb58
  ^bb57:  // pred: ^bb56
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope364, #alias_scope365, #alias_scope366, #alias_scope367]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb58:  // pred: ^bb56
    %232 = llvm.fcmp "ogt" %192, %207 : f64
    %233 = llvm.select %232, %65, %75 : i1, !llvm.ptr
    %234 = llvm.select %232, %192, %207 : i1, f64
    %235 = llvm.load %233 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %235, %75 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %234, %65 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %236 = llvm.fcmp "uno" %159, %213 : f64
    %237 = llvm.bitcast %235 : i64 to f64
    llvm.cond_br %236 weights([1, 4001]), ^bb59, ^bb60
  ^bb59:  // pred: ^bb58
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope368, #alias_scope369, #alias_scope370, #alias_scope371]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb60:  // pred: ^bb58
    %238 = llvm.fcmp "olt" %159, %213 : f64
    %239 = llvm.select %238, %64, %53 : i1, !llvm.ptr
    %240 = llvm.select %238, %213, %159 : i1, f64
    %241 = llvm.load %239 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %241, %53 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %240, %64 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %242 = llvm.fcmp "uno" %210, %156 : f64
    llvm.cond_br %242 weights([1, 4001]), ^bb61, ^bb62
  ^bb61:  // pred: ^bb60
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope372, #alias_scope373, #alias_scope374, #alias_scope375]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb62:  // pred: ^bb60
    %243 = llvm.fcmp "olt" %210, %156 : f64
    %244 = llvm.select %243, %94, %74 : i1, !llvm.ptr
    %245 = llvm.select %243, %156, %210 : i1, f64
    %246 = llvm.load %244 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %246, %74 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %245, %94 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %247 = llvm.fcmp "uno" %237, %231 : f64
    %248 = llvm.bitcast %246 : i64 to f64
    llvm.cond_br %247 weights([1, 4001]), ^bb63, ^bb64
  ^bb63:  // pred: ^bb62
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope376, #alias_scope377, #alias_scope378, #alias_scope379]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb64:  // pred: ^bb62
    %249 = llvm.fcmp "olt" %237, %231 : f64
    %250 = llvm.select %249, %75, %104 : i1, !llvm.ptr
    %251 = llvm.select %249, %231, %237 : i1, f64
    %252 = llvm.load %250 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %252, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %251, %75 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %253 = llvm.fcmp "uno" %216, %222 : f64
    %254 = llvm.bitcast %252 : i64 to f64
    llvm.cond_br %253 weights([1, 4001]), ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope380, #alias_scope381, #alias_scope382, #alias_scope383]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb66:  // pred: ^bb64
    %255 = llvm.fcmp "olt" %216, %222 : f64
    %256 = llvm.select %255, %105, %85 : i1, !llvm.ptr
    %257 = llvm.select %255, %222, %216 : i1, f64
    %258 = llvm.load %256 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %258, %85 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %257, %105 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %259 = llvm.fcmp "uno" %228, %234 : f64
    %260 = llvm.bitcast %258 : i64 to f64
    llvm.cond_br %259 weights([1, 4001]), ^bb67, ^bb68
  ^bb67:  // pred: ^bb66
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope384, #alias_scope385, #alias_scope386, #alias_scope387]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb68:  // pred: ^bb66
    %261 = llvm.fcmp "olt" %228, %234 : f64
    %262 = llvm.select %261, %95, %65 : i1, !llvm.ptr
    %263 = llvm.select %261, %234, %228 : i1, f64
    %264 = llvm.load %262 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %264, %65 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %263, %95 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %265 = llvm.fcmp "uno" %240, %219 : f64
    %266 = llvm.bitcast %264 : i64 to f64
    llvm.cond_br %265 weights([1, 4001]), ^bb69, ^bb70
  ^bb69:  // pred: ^bb68
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope388, #alias_scope389, #alias_scope390, #alias_scope391]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb70:  // pred: ^bb68
    %267 = llvm.fcmp "ogt" %240, %219 : f64
    %268 = llvm.select %267, %84, %64 : i1, !llvm.ptr
    %269 = llvm.select %267, %240, %219 : i1, f64
    %270 = llvm.load %268 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %270, %64 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %269, %84 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %271 = llvm.fcmp "uno" %225, %248 : f64
    %272 = llvm.bitcast %270 : i64 to f64
    llvm.cond_br %271 weights([1, 4001]), ^bb71, ^bb72
  ^bb71:  // pred: ^bb70
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope392, #alias_scope393, #alias_scope394, #alias_scope395]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb72:  // pred: ^bb70
    %273 = llvm.fcmp "olt" %225, %248 : f64
    %274 = llvm.select %273, %126, %74 : i1, !llvm.ptr
    %275 = llvm.select %273, %248, %225 : i1, f64
    %276 = llvm.load %274 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %276, %74 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %275, %126 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %277 = llvm.fcmp "uno" %245, %254 : f64
    %278 = llvm.bitcast %276 : i64 to f64
    llvm.cond_br %277 weights([1, 4001]), ^bb73, ^bb74
  ^bb73:  // pred: ^bb72
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope396, #alias_scope397, #alias_scope398, #alias_scope399]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb74:  // pred: ^bb72
    %279 = llvm.fcmp "ogt" %245, %254 : f64
    %280 = llvm.select %279, %104, %94 : i1, !llvm.ptr
    %281 = llvm.select %279, %245, %254 : i1, f64
    %282 = llvm.load %280 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %282, %94 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %281, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %283 = llvm.fcmp "uno" %251, %266 : f64
    %284 = llvm.bitcast %282 : i64 to f64
    llvm.cond_br %283 weights([1, 4001]), ^bb75, ^bb76
  ^bb75:  // pred: ^bb74
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope400, #alias_scope401, #alias_scope402, #alias_scope403]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb76:  // pred: ^bb74
    %285 = llvm.fcmp "ogt" %251, %266 : f64
    %286 = llvm.select %285, %65, %75 : i1, !llvm.ptr
    %287 = llvm.select %285, %251, %266 : i1, f64
    %288 = llvm.load %286 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %288, %75 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %287, %65 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %289 = llvm.fcmp "uno" %278, %272 : f64
    %290 = llvm.bitcast %288 : i64 to f64
    llvm.cond_br %289 weights([1, 4001]), ^bb77, ^bb78
  ^bb77:  // pred: ^bb76
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope404, #alias_scope405, #alias_scope406, #alias_scope407]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb78:  // pred: ^bb76
    %291 = llvm.fcmp "olt" %278, %272 : f64
    %292 = llvm.select %291, %74, %64 : i1, !llvm.ptr
    %293 = llvm.select %291, %272, %278 : i1, f64
    %294 = llvm.load %292 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %294, %64 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %293, %74 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %295 = llvm.fcmp "uno" %275, %269 : f64
    llvm.cond_br %295 weights([1, 4001]), ^bb79, ^bb80
  ^bb79:  // pred: ^bb78
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope408, #alias_scope409, #alias_scope410, #alias_scope411]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb80:  // pred: ^bb78
    %296 = llvm.fcmp "olt" %275, %269 : f64
    %297 = llvm.select %296, %126, %84 : i1, !llvm.ptr
    %298 = llvm.select %296, %269, %275 : i1, f64
    %299 = llvm.load %297 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %299, %84 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %298, %126 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %300 = llvm.fcmp "uno" %260, %284 : f64
    %301 = llvm.bitcast %299 : i64 to f64
    llvm.cond_br %300 weights([1, 4001]), ^bb81, ^bb82
  ^bb81:  // pred: ^bb80
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope412, #alias_scope413, #alias_scope414, #alias_scope415]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb82:  // pred: ^bb80
    %302 = llvm.fcmp "olt" %260, %284 : f64
    %303 = llvm.select %302, %85, %94 : i1, !llvm.ptr
    %304 = llvm.select %302, %284, %260 : i1, f64
    %305 = llvm.load %303 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %305, %94 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %304, %85 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %306 = llvm.fcmp "uno" %257, %281 : f64
    %307 = llvm.bitcast %305 : i64 to f64
    llvm.cond_br %306 weights([1, 4001]), ^bb83, ^bb84
  ^bb83:  // pred: ^bb82
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope416, #alias_scope417, #alias_scope418, #alias_scope419]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb84:  // pred: ^bb82
    %308 = llvm.fcmp "olt" %257, %281 : f64
    %309 = llvm.select %308, %105, %104 : i1, !llvm.ptr
    %310 = llvm.select %308, %281, %257 : i1, f64
    %311 = llvm.load %309 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %311, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %310, %105 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %312 = llvm.fcmp "uno" %293, %301 : f64
    %313 = llvm.bitcast %311 : i64 to f64
    llvm.cond_br %312 weights([1, 4001]), ^bb85, ^bb86
  ^bb85:  // pred: ^bb84
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope420, #alias_scope421, #alias_scope422, #alias_scope423]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb86:  // pred: ^bb84
    %314 = llvm.fcmp "ogt" %293, %301 : f64
    %315 = llvm.select %314, %84, %74 : i1, !llvm.ptr
    %316 = llvm.select %314, %293, %301 : i1, f64
    %317 = llvm.load %315 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %317, %74 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %316, %84 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %318 = llvm.fcmp "uno" %298, %307 : f64
    llvm.cond_br %318 weights([1, 4001]), ^bb87, ^bb88
  ^bb87:  // pred: ^bb86
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope424, #alias_scope425, #alias_scope426, #alias_scope427]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb88:  // pred: ^bb86
    %319 = llvm.fcmp "ogt" %298, %307 : f64
    %320 = llvm.select %319, %94, %126 : i1, !llvm.ptr
    %321 = llvm.select %319, %298, %307 : i1, f64
    %322 = llvm.load %320 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %322, %126 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %321, %94 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %323 = llvm.fcmp "uno" %304, %313 : f64
    %324 = llvm.bitcast %322 : i64 to f64
    llvm.cond_br %323 weights([1, 4001]), ^bb89, ^bb90
  ^bb89:  // pred: ^bb88
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope428, #alias_scope429, #alias_scope430, #alias_scope431]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb90:  // pred: ^bb88
    %325 = llvm.fcmp "olt" %304, %313 : f64
    %326 = llvm.select %325, %85, %104 : i1, !llvm.ptr
    %327 = llvm.select %325, %313, %304 : i1, f64
    %328 = llvm.load %326 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %328, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %327, %85 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %329 = llvm.fcmp "uno" %310, %290 : f64
    %330 = llvm.bitcast %328 : i64 to f64
    llvm.cond_br %329 weights([1, 4001]), ^bb91, ^bb92
  ^bb91:  // pred: ^bb90
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope432, #alias_scope433, #alias_scope434, #alias_scope435]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb92:  // pred: ^bb90
    %331 = llvm.fcmp "ogt" %310, %290 : f64
    %332 = llvm.select %331, %75, %105 : i1, !llvm.ptr
    %333 = llvm.select %331, %310, %290 : i1, f64
    %334 = llvm.load %332 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %334, %105 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %333, %75 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %335 = llvm.fcmp "uno" %316, %324 : f64
    llvm.cond_br %335 weights([1, 4001]), ^bb93, ^bb94
  ^bb93:  // pred: ^bb92
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope436, #alias_scope437, #alias_scope438, #alias_scope439]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb94:  // pred: ^bb92
    %336 = llvm.fcmp "ogt" %316, %324 : f64
    %337 = llvm.select %336, %126, %84 : i1, !llvm.ptr
    %338 = llvm.select %336, %316, %324 : i1, f64
    %339 = llvm.load %337 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %339, %84 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %338, %126 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %340 = llvm.fcmp "uno" %321, %330 : f64
    llvm.cond_br %340 weights([1, 4001]), ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope440, #alias_scope441, #alias_scope442, #alias_scope443]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb96:  // pred: ^bb94
    %341 = llvm.fcmp "ogt" %321, %330 : f64
    %342 = llvm.select %341, %104, %94 : i1, !llvm.ptr
    %343 = llvm.select %341, %321, %330 : i1, f64
    %344 = llvm.load %342 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %344, %94 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %343, %104 {alias_scopes = [#alias_scope267, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb148(%35 : i64)
  ^bb97:  // pred: ^bb5
    %345 = llvm.getelementptr inbounds %53[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope444
    llvm.intr.experimental.noalias.scope.decl #alias_scope445
    llvm.intr.experimental.noalias.scope.decl #alias_scope446
    llvm.intr.experimental.noalias.scope.decl #alias_scope447
    %346 = llvm.load %345 {alias_scopes = [#alias_scope446, #alias_scope444, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope447, #alias_scope445]} : !llvm.ptr -> f64
    %347 = llvm.load %53 {alias_scopes = [#alias_scope447, #alias_scope445, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope446, #alias_scope444]} : !llvm.ptr -> f64
    %348 = llvm.fcmp "uno" %346, %347 : f64
    llvm.cond_br %348 weights([1, 4001]), ^bb98, ^bb99
  ^bb98:  // pred: ^bb97
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope446, #alias_scope447, #alias_scope444, #alias_scope445]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb99:  // pred: ^bb97
    %349 = llvm.fcmp "olt" %346, %347 : f64
    %350 = llvm.select %349, %345, %53 : i1, !llvm.ptr
    %351 = llvm.select %349, %347, %346 : i1, f64
    %352 = llvm.load %350 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %352, %53 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %351, %345 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %353 = llvm.getelementptr inbounds %53[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %354 = llvm.getelementptr inbounds %53[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope449
    llvm.intr.experimental.noalias.scope.decl #alias_scope450
    llvm.intr.experimental.noalias.scope.decl #alias_scope451
    llvm.intr.experimental.noalias.scope.decl #alias_scope452
    %355 = llvm.load %354 {alias_scopes = [#alias_scope451, #alias_scope449, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope452, #alias_scope450]} : !llvm.ptr -> f64
    %356 = llvm.load %353 {alias_scopes = [#alias_scope452, #alias_scope450, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope451, #alias_scope449]} : !llvm.ptr -> f64
    %357 = llvm.fcmp "uno" %355, %356 : f64
    %358 = llvm.bitcast %352 : i64 to f64
    llvm.cond_br %357 weights([1, 4001]), ^bb100, ^bb101
  ^bb100:  // pred: ^bb99
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope451, #alias_scope452, #alias_scope449, #alias_scope450]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb101:  // pred: ^bb99
    %359 = llvm.fcmp "olt" %355, %356 : f64
    %360 = llvm.select %359, %354, %353 : i1, !llvm.ptr
    %361 = llvm.select %359, %356, %355 : i1, f64
    %362 = llvm.load %360 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %362, %353 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %361, %354 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %363 = llvm.getelementptr inbounds %53[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %364 = llvm.getelementptr inbounds %53[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope453
    llvm.intr.experimental.noalias.scope.decl #alias_scope454
    llvm.intr.experimental.noalias.scope.decl #alias_scope455
    llvm.intr.experimental.noalias.scope.decl #alias_scope456
    %365 = llvm.load %364 {alias_scopes = [#alias_scope455, #alias_scope453, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope456, #alias_scope454]} : !llvm.ptr -> f64
    %366 = llvm.load %363 {alias_scopes = [#alias_scope456, #alias_scope454, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope455, #alias_scope453]} : !llvm.ptr -> f64
    %367 = llvm.fcmp "uno" %365, %366 : f64
    %368 = llvm.bitcast %362 : i64 to f64
    llvm.cond_br %367 weights([1, 4001]), ^bb102, ^bb103
  ^bb102:  // pred: ^bb101
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope455, #alias_scope456, #alias_scope453, #alias_scope454]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb103:  // pred: ^bb101
    %369 = llvm.fcmp "olt" %365, %366 : f64
    %370 = llvm.select %369, %364, %363 : i1, !llvm.ptr
    %371 = llvm.select %369, %366, %365 : i1, f64
    %372 = llvm.load %370 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %372, %363 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %371, %364 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %373 = llvm.getelementptr inbounds %53[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %374 = llvm.getelementptr inbounds %53[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope457
    llvm.intr.experimental.noalias.scope.decl #alias_scope458
    llvm.intr.experimental.noalias.scope.decl #alias_scope459
    llvm.intr.experimental.noalias.scope.decl #alias_scope460
    %375 = llvm.load %374 {alias_scopes = [#alias_scope459, #alias_scope457, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope460, #alias_scope458]} : !llvm.ptr -> f64
    %376 = llvm.load %373 {alias_scopes = [#alias_scope460, #alias_scope458, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope459, #alias_scope457]} : !llvm.ptr -> f64
    %377 = llvm.fcmp "uno" %375, %376 : f64
    %378 = llvm.bitcast %372 : i64 to f64
    llvm.cond_br %377 weights([1, 4001]), ^bb104, ^bb105
  ^bb104:  // pred: ^bb103
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope459, #alias_scope460, #alias_scope457, #alias_scope458]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb105:  // pred: ^bb103
    %379 = llvm.fcmp "olt" %375, %376 : f64
    %380 = llvm.select %379, %374, %373 : i1, !llvm.ptr
    %381 = llvm.select %379, %376, %375 : i1, f64
    %382 = llvm.load %380 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %382, %373 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %381, %374 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %383 = llvm.fcmp "uno" %361, %358 : f64
    %384 = llvm.bitcast %382 : i64 to f64
    llvm.cond_br %383 weights([1, 4001]), ^bb106, ^bb107
  ^bb106:  // pred: ^bb105
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope461, #alias_scope462, #alias_scope463, #alias_scope464]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb107:  // pred: ^bb105
    %385 = llvm.fcmp "olt" %361, %358 : f64
    %386 = llvm.select %385, %354, %53 : i1, !llvm.ptr
    %387 = llvm.select %385, %358, %361 : i1, f64
    %388 = llvm.load %386 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %388, %53 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %387, %354 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %389 = llvm.fcmp "uno" %384, %378 : f64
    %390 = llvm.bitcast %388 : i64 to f64
    llvm.cond_br %389 weights([1, 4001]), ^bb108, ^bb109
  ^bb108:  // pred: ^bb107
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope465, #alias_scope466, #alias_scope467, #alias_scope468]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb109:  // pred: ^bb107
    %391 = llvm.fcmp "olt" %384, %378 : f64
    %392 = llvm.select %391, %373, %363 : i1, !llvm.ptr
    %393 = llvm.select %391, %378, %384 : i1, f64
    %394 = llvm.load %392 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %394, %363 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %393, %373 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %395 = llvm.fcmp "uno" %381, %351 : f64
    %396 = llvm.bitcast %394 : i64 to f64
    llvm.cond_br %395 weights([1, 4001]), ^bb110, ^bb111
  ^bb110:  // pred: ^bb109
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope469, #alias_scope470, #alias_scope471, #alias_scope472]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb111:  // pred: ^bb109
    %397 = llvm.fcmp "olt" %381, %351 : f64
    %398 = llvm.select %397, %374, %345 : i1, !llvm.ptr
    %399 = llvm.select %397, %351, %381 : i1, f64
    %400 = llvm.load %398 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %400, %345 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %399, %374 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %401 = llvm.getelementptr inbounds %53[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope473
    llvm.intr.experimental.noalias.scope.decl #alias_scope474
    %402 = llvm.load %401 {alias_scopes = [#alias_scope474, #alias_scope473, #alias_scope448, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope475, #alias_scope476]} : !llvm.ptr -> f64
    %403 = llvm.fcmp "uno" %402, %371 : f64
    %404 = llvm.bitcast %400 : i64 to f64
    llvm.cond_br %403 weights([1, 4001]), ^bb112, ^bb113
  ^bb112:  // pred: ^bb111
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope474, #alias_scope475, #alias_scope473, #alias_scope476]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb113:  // pred: ^bb111
    %405 = llvm.fcmp "olt" %402, %371 : f64
    %406 = llvm.select %405, %401, %364 : i1, !llvm.ptr
    %407 = llvm.select %405, %371, %402 : i1, f64
    %408 = llvm.load %406 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %408, %364 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %407, %401 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %409 = llvm.fcmp "uno" %396, %390 : f64
    %410 = llvm.bitcast %408 : i64 to f64
    llvm.cond_br %409 weights([1, 4001]), ^bb114, ^bb115
  ^bb114:  // pred: ^bb113
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope477, #alias_scope478, #alias_scope479, #alias_scope480]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb115:  // pred: ^bb113
    %411 = llvm.fcmp "olt" %396, %390 : f64
    %412 = llvm.select %411, %363, %53 : i1, !llvm.ptr
    %413 = llvm.select %411, %390, %396 : i1, f64
    %414 = llvm.load %412 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %414, %53 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %413, %363 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %415 = llvm.fcmp "uno" %404, %368 : f64
    %416 = llvm.bitcast %414 : i64 to f64
    llvm.cond_br %415 weights([1, 4001]), ^bb116, ^bb117
  ^bb116:  // pred: ^bb115
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope481, #alias_scope482, #alias_scope483, #alias_scope484]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb117:  // pred: ^bb115
    %417 = llvm.fcmp "olt" %404, %368 : f64
    %418 = llvm.select %417, %345, %353 : i1, !llvm.ptr
    %419 = llvm.select %417, %368, %404 : i1, f64
    %420 = llvm.load %418 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %420, %353 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %419, %345 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %421 = llvm.fcmp "uno" %393, %410 : f64
    %422 = llvm.bitcast %420 : i64 to f64
    llvm.cond_br %421 weights([1, 4001]), ^bb118, ^bb119
  ^bb118:  // pred: ^bb117
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope485, #alias_scope486, #alias_scope487, #alias_scope488]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb119:  // pred: ^bb117
    %423 = llvm.fcmp "ogt" %393, %410 : f64
    %424 = llvm.select %423, %364, %373 : i1, !llvm.ptr
    %425 = llvm.select %423, %393, %410 : i1, f64
    %426 = llvm.load %424 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %426, %373 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %425, %364 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %427 = llvm.fcmp "uno" %399, %387 : f64
    %428 = llvm.bitcast %426 : i64 to f64
    llvm.cond_br %427 weights([1, 4001]), ^bb120, ^bb121
  ^bb120:  // pred: ^bb119
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope489, #alias_scope490, #alias_scope491, #alias_scope492]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb121:  // pred: ^bb119
    %429 = llvm.fcmp "olt" %399, %387 : f64
    %430 = llvm.select %429, %374, %354 : i1, !llvm.ptr
    %431 = llvm.select %429, %387, %399 : i1, f64
    %432 = llvm.load %430 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %432, %354 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %431, %374 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %433 = llvm.fcmp "uno" %428, %422 : f64
    %434 = llvm.bitcast %432 : i64 to f64
    llvm.cond_br %433 weights([1, 4001]), ^bb122, ^bb123
  ^bb122:  // pred: ^bb121
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope493, #alias_scope494, #alias_scope495, #alias_scope496]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb123:  // pred: ^bb121
    %435 = llvm.fcmp "olt" %428, %422 : f64
    %436 = llvm.select %435, %373, %353 : i1, !llvm.ptr
    %437 = llvm.select %435, %422, %428 : i1, f64
    %438 = llvm.load %436 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %438, %353 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %437, %373 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %439 = llvm.fcmp "uno" %407, %419 : f64
    %440 = llvm.bitcast %438 : i64 to f64
    llvm.cond_br %439 weights([1, 4001]), ^bb124, ^bb125
  ^bb124:  // pred: ^bb123
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope497, #alias_scope498, #alias_scope499, #alias_scope500]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb125:  // pred: ^bb123
    %441 = llvm.fcmp "olt" %407, %419 : f64
    %442 = llvm.select %441, %401, %345 : i1, !llvm.ptr
    %443 = llvm.select %441, %419, %407 : i1, f64
    %444 = llvm.load %442 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %444, %345 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %443, %401 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %445 = llvm.fcmp "uno" %425, %434 : f64
    %446 = llvm.bitcast %444 : i64 to f64
    llvm.cond_br %445 weights([1, 4001]), ^bb126, ^bb127
  ^bb126:  // pred: ^bb125
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope501, #alias_scope502, #alias_scope503, #alias_scope504]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb127:  // pred: ^bb125
    %447 = llvm.fcmp "ogt" %425, %434 : f64
    %448 = llvm.select %447, %354, %364 : i1, !llvm.ptr
    %449 = llvm.select %447, %425, %434 : i1, f64
    %450 = llvm.load %448 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %450, %364 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %449, %354 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %451 = llvm.fcmp "uno" %440, %416 : f64
    %452 = llvm.bitcast %450 : i64 to f64
    llvm.cond_br %451 weights([1, 4001]), ^bb128, ^bb129
  ^bb128:  // pred: ^bb127
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope505, #alias_scope506, #alias_scope507, #alias_scope508]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb129:  // pred: ^bb127
    %453 = llvm.fcmp "olt" %440, %416 : f64
    %454 = llvm.select %453, %353, %53 : i1, !llvm.ptr
    %455 = llvm.select %453, %416, %440 : i1, f64
    %456 = llvm.load %454 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %456, %53 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %455, %353 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %457 = llvm.fcmp "uno" %437, %413 : f64
    llvm.cond_br %457 weights([1, 4001]), ^bb130, ^bb131
  ^bb130:  // pred: ^bb129
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope509, #alias_scope510, #alias_scope511, #alias_scope512]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb131:  // pred: ^bb129
    %458 = llvm.fcmp "olt" %437, %413 : f64
    %459 = llvm.select %458, %373, %363 : i1, !llvm.ptr
    %460 = llvm.select %458, %413, %437 : i1, f64
    %461 = llvm.load %459 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %461, %363 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %460, %373 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %462 = llvm.fcmp "uno" %452, %446 : f64
    %463 = llvm.bitcast %461 : i64 to f64
    llvm.cond_br %462 weights([1, 4001]), ^bb132, ^bb133
  ^bb132:  // pred: ^bb131
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope513, #alias_scope514, #alias_scope515, #alias_scope516]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb133:  // pred: ^bb131
    %464 = llvm.fcmp "olt" %452, %446 : f64
    %465 = llvm.select %464, %364, %345 : i1, !llvm.ptr
    %466 = llvm.select %464, %446, %452 : i1, f64
    %467 = llvm.load %465 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %467, %345 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %466, %364 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %468 = llvm.fcmp "uno" %431, %443 : f64
    %469 = llvm.bitcast %467 : i64 to f64
    llvm.cond_br %468 weights([1, 4001]), ^bb134, ^bb135
  ^bb134:  // pred: ^bb133
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope517, #alias_scope518, #alias_scope519, #alias_scope520]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb135:  // pred: ^bb133
    %470 = llvm.fcmp "olt" %431, %443 : f64
    %471 = llvm.select %470, %374, %401 : i1, !llvm.ptr
    %472 = llvm.select %470, %443, %431 : i1, f64
    %473 = llvm.load %471 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %473, %401 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %472, %374 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %474 = llvm.fcmp "uno" %469, %463 : f64
    %475 = llvm.bitcast %473 : i64 to f64
    llvm.cond_br %474 weights([1, 4001]), ^bb136, ^bb137
  ^bb136:  // pred: ^bb135
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope521, #alias_scope522, #alias_scope523, #alias_scope524]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb137:  // pred: ^bb135
    %476 = llvm.fcmp "olt" %469, %463 : f64
    %477 = llvm.select %476, %345, %363 : i1, !llvm.ptr
    %478 = llvm.select %476, %463, %469 : i1, f64
    %479 = llvm.load %477 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %479, %363 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %478, %345 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %480 = llvm.fcmp "uno" %466, %460 : f64
    %481 = llvm.bitcast %479 : i64 to f64
    llvm.cond_br %480 weights([1, 4001]), ^bb138, ^bb139
  ^bb138:  // pred: ^bb137
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope525, #alias_scope526, #alias_scope527, #alias_scope528]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb139:  // pred: ^bb137
    %482 = llvm.fcmp "olt" %466, %460 : f64
    %483 = llvm.select %482, %364, %373 : i1, !llvm.ptr
    %484 = llvm.select %482, %460, %466 : i1, f64
    %485 = llvm.load %483 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %485, %373 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %484, %364 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %486 = llvm.fcmp "uno" %449, %475 : f64
    %487 = llvm.bitcast %485 : i64 to f64
    llvm.cond_br %486 weights([1, 4001]), ^bb140, ^bb141
  ^bb140:  // pred: ^bb139
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope529, #alias_scope530, #alias_scope531, #alias_scope532]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb141:  // pred: ^bb139
    %488 = llvm.fcmp "olt" %449, %475 : f64
    %489 = llvm.select %488, %354, %401 : i1, !llvm.ptr
    %490 = llvm.select %488, %475, %449 : i1, f64
    %491 = llvm.load %489 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %491, %401 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %490, %354 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %492 = llvm.fcmp "uno" %455, %481 : f64
    %493 = llvm.bitcast %491 : i64 to f64
    llvm.cond_br %492 weights([1, 4001]), ^bb142, ^bb143
  ^bb142:  // pred: ^bb141
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope533, #alias_scope534, #alias_scope535, #alias_scope536]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb143:  // pred: ^bb141
    %494 = llvm.fcmp "ogt" %455, %481 : f64
    %495 = llvm.select %494, %363, %353 : i1, !llvm.ptr
    %496 = llvm.select %494, %455, %481 : i1, f64
    %497 = llvm.load %495 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %497, %353 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %496, %363 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %498 = llvm.fcmp "uno" %478, %487 : f64
    llvm.cond_br %498 weights([1, 4001]), ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope537, #alias_scope538, #alias_scope539, #alias_scope540]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb145:  // pred: ^bb143
    %499 = llvm.fcmp "ogt" %478, %487 : f64
    %500 = llvm.select %499, %373, %345 : i1, !llvm.ptr
    %501 = llvm.select %499, %478, %487 : i1, f64
    %502 = llvm.load %500 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %502, %345 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %501, %373 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %503 = llvm.fcmp "uno" %484, %493 : f64
    llvm.cond_br %503 weights([1, 4001]), ^bb146, ^bb147
  ^bb146:  // pred: ^bb145
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope541, #alias_scope542, #alias_scope543, #alias_scope544]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb147:  // pred: ^bb145
    %504 = llvm.fcmp "ogt" %484, %493 : f64
    %505 = llvm.select %504, %401, %364 : i1, !llvm.ptr
    %506 = llvm.select %504, %484, %493 : i1, f64
    %507 = llvm.load %505 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %507, %364 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %506, %401 {alias_scopes = [#alias_scope448, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb148(%30 : i64)
  ^bb148(%508: i64):  // 3 preds: ^bb5, ^bb96, ^bb147
    llvm.intr.experimental.noalias.scope.decl #alias_scope545
    %509 = llvm.icmp "ugt" %508, %52 : i64
    llvm.cond_br %509, ^bb149, ^bb150
  ^bb149:  // pred: ^bb148
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb150:  // pred: ^bb148
    %510 = llvm.getelementptr inbounds %53[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %511 = llvm.icmp "eq" %508, %52 : i64
    llvm.cond_br %511, ^bb161, ^bb151
  ^bb151:  // pred: ^bb150
    %512 = llvm.getelementptr inbounds %53[%508] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb152(%512 : !llvm.ptr)
  ^bb152(%513: !llvm.ptr):  // 2 preds: ^bb151, ^bb160
    %514 = llvm.getelementptr inbounds %513[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope546
    llvm.intr.experimental.noalias.scope.decl #alias_scope547
    llvm.intr.experimental.noalias.scope.decl #alias_scope548
    llvm.intr.experimental.noalias.scope.decl #alias_scope549
    %515 = llvm.load %513 {alias_scopes = [#alias_scope548, #alias_scope546, #alias_scope545, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope549, #alias_scope547]} : !llvm.ptr -> f64
    %516 = llvm.load %514 {alias_scopes = [#alias_scope549, #alias_scope547, #alias_scope545, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope548, #alias_scope546]} : !llvm.ptr -> f64
    %517 = llvm.fcmp "uno" %515, %516 : f64
    llvm.cond_br %517 weights([1, 4001]), ^bb153, ^bb154
  ^bb153:  // pred: ^bb152
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope548, #alias_scope549, #alias_scope546, #alias_scope547, #alias_scope545]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb154:  // pred: ^bb152
    %518 = llvm.fcmp "olt" %515, %516 : f64
    llvm.cond_br %518, ^bb155(%516, %513, %514 : f64, !llvm.ptr, !llvm.ptr), ^bb160
  ^bb155(%519: f64, %520: !llvm.ptr, %521: !llvm.ptr):  // 2 preds: ^bb154, ^bb158
    llvm.store %519, %520 {alias_scopes = [#alias_scope545, #alias_scope262], alignment = 8 : i64} : f64, !llvm.ptr
    %522 = llvm.icmp "eq" %521, %53 : !llvm.ptr
    llvm.cond_br %522, ^bb159(%53 : !llvm.ptr), ^bb156
  ^bb156:  // pred: ^bb155
    %523 = llvm.getelementptr inbounds %521[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope550
    llvm.intr.experimental.noalias.scope.decl #alias_scope551
    %524 = llvm.load %523 {alias_scopes = [#alias_scope551, #alias_scope550, #alias_scope545, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope552, #alias_scope553]} : !llvm.ptr -> f64
    %525 = llvm.fcmp "uno" %515, %524 : f64
    llvm.cond_br %525 weights([1, 4001]), ^bb157, ^bb158
  ^bb157:  // pred: ^bb156
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope552, #alias_scope551, #alias_scope553, #alias_scope550, #alias_scope545]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb158:  // pred: ^bb156
    %526 = llvm.fcmp "olt" %515, %524 : f64
    llvm.cond_br %526, ^bb155(%524, %521, %523 : f64, !llvm.ptr, !llvm.ptr), ^bb159(%521 : !llvm.ptr)
  ^bb159(%527: !llvm.ptr):  // 2 preds: ^bb155, ^bb158
    llvm.store %515, %527 {alias_scopes = [#alias_scope545, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope554, #alias_scope555]} : f64, !llvm.ptr
    llvm.br ^bb160
  ^bb160:  // 2 preds: ^bb154, ^bb159
    %528 = llvm.getelementptr inbounds %513[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %529 = llvm.icmp "eq" %528, %510 : !llvm.ptr
    llvm.cond_br %529, ^bb161, ^bb152(%528 : !llvm.ptr)
  ^bb161:  // 2 preds: ^bb150, ^bb160
    llvm.cond_br %48, ^bb174, ^bb162
  ^bb162:  // pred: ^bb161
    %530 = llvm.icmp "eq" %53, %45 : !llvm.ptr
    llvm.cond_br %530, ^bb4(%51, %50 : i64, !llvm.ptr), ^bb163
  ^bb163:  // pred: ^bb162
    llvm.intr.experimental.noalias.scope.decl #alias_scope556
    %531 = llvm.add %44, %22 overflow<nsw> : i64
    %532 = llvm.getelementptr inbounds %37[%531] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %533 = llvm.getelementptr inbounds %45[%531] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %534 = llvm.getelementptr %50[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.br ^bb165(%37, %19, %45, %50, %534, %533, %532 : !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb164:  // pred: ^bb169
    %535 = llvm.getelementptr %569[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %536 = llvm.getelementptr %567[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %537 = llvm.and %44, %21  : i64
    %538 = llvm.icmp "eq" %537, %19 : i64
    llvm.cond_br %538, ^bb171(%561, %559 : !llvm.ptr, !llvm.ptr), ^bb170
  ^bb165(%539: !llvm.ptr, %540: i64, %541: !llvm.ptr, %542: !llvm.ptr, %543: !llvm.ptr, %544: !llvm.ptr, %545: !llvm.ptr):  // 2 preds: ^bb163, ^bb169
    %546 = llvm.add %540, %21 overflow<nsw, nuw> : i64
    llvm.intr.experimental.noalias.scope.decl #alias_scope557
    llvm.intr.experimental.noalias.scope.decl #alias_scope558
    llvm.intr.experimental.noalias.scope.decl #alias_scope559
    llvm.intr.experimental.noalias.scope.decl #alias_scope560
    %547 = llvm.load %542 {alias_scopes = [#alias_scope559, #alias_scope557, #alias_scope556, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope560, #alias_scope558, #alias_scope561]} : !llvm.ptr -> f64
    %548 = llvm.load %541 {alias_scopes = [#alias_scope560, #alias_scope558, #alias_scope556, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope559, #alias_scope557, #alias_scope561]} : !llvm.ptr -> f64
    %549 = llvm.fcmp "uno" %547, %548 : f64
    llvm.cond_br %549 weights([1, 4001]), ^bb166, ^bb167
  ^bb166:  // pred: ^bb165
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope559, #alias_scope560, #alias_scope557, #alias_scope558, #alias_scope561, #alias_scope556]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb167:  // pred: ^bb165
    %550 = llvm.fcmp "olt" %547, %548 : f64
    %551 = llvm.select %550, %542, %541 : i1, !llvm.ptr
    %552 = llvm.load %551 {alias_scopes = [#alias_scope556, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope561, #alias_scope562]} : !llvm.ptr -> i64
    llvm.store %552, %539 {alignment = 8 : i64, noalias_scopes = [#alias_scope561, #alias_scope562, #alias_scope556, #alias_scope262]} : i64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope563
    llvm.intr.experimental.noalias.scope.decl #alias_scope564
    llvm.intr.experimental.noalias.scope.decl #alias_scope565
    llvm.intr.experimental.noalias.scope.decl #alias_scope566
    %553 = llvm.load %544 {alias_scopes = [#alias_scope565, #alias_scope563, #alias_scope556, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope566, #alias_scope564, #alias_scope567]} : !llvm.ptr -> f64
    %554 = llvm.load %543 {alias_scopes = [#alias_scope566, #alias_scope564, #alias_scope556, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope565, #alias_scope563, #alias_scope567]} : !llvm.ptr -> f64
    %555 = llvm.fcmp "uno" %553, %554 : f64
    llvm.cond_br %555 weights([1, 4001]), ^bb168, ^bb169
  ^bb168:  // pred: ^bb167
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope565, #alias_scope566, #alias_scope563, #alias_scope564, #alias_scope567, #alias_scope556]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb169:  // pred: ^bb167
    %556 = llvm.getelementptr inbounds %539[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %557 = llvm.xor %550, %36  : i1
    %558 = llvm.zext %557 : i1 to i64
    %559 = llvm.getelementptr inbounds %541[%558] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %560 = llvm.zext %550 : i1 to i64
    %561 = llvm.getelementptr inbounds %542[%560] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %562 = llvm.fcmp "olt" %553, %554 : f64
    %563 = llvm.select %562, %543, %544 : i1, !llvm.ptr
    %564 = llvm.xor %562, %36  : i1
    %565 = llvm.load %563 {alias_scopes = [#alias_scope556, #alias_scope262], alignment = 8 : i64, noalias_scopes = [#alias_scope567, #alias_scope568]} : !llvm.ptr -> i64
    llvm.store %565, %545 {alignment = 8 : i64, noalias_scopes = [#alias_scope567, #alias_scope568, #alias_scope556, #alias_scope262]} : i64, !llvm.ptr
    %566 = llvm.sext %564 : i1 to i64
    %567 = llvm.getelementptr %544[%566] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %568 = llvm.sext %562 : i1 to i64
    %569 = llvm.getelementptr %543[%568] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %570 = llvm.getelementptr inbounds %545[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %571 = llvm.icmp "eq" %546, %47 : i64
    llvm.cond_br %571, ^bb164, ^bb165(%556, %546, %559, %561, %569, %567, %570 : !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  ^bb170:  // pred: ^bb164
    %572 = llvm.icmp "ult" %559, %535 : !llvm.ptr
    %573 = llvm.select %572, %559, %561 : i1, !llvm.ptr
    %574 = llvm.load %573 {alias_scopes = [#alias_scope556, #alias_scope262], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %574, %556 {alignment = 8 : i64, noalias_scopes = [#alias_scope556, #alias_scope262]} : i64, !llvm.ptr
    %575 = llvm.zext %572 : i1 to i64
    %576 = llvm.getelementptr inbounds %559[%575] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %577 = llvm.xor %572, %36  : i1
    %578 = llvm.zext %577 : i1 to i64
    %579 = llvm.getelementptr inbounds %561[%578] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb171(%579, %576 : !llvm.ptr, !llvm.ptr)
  ^bb171(%580: !llvm.ptr, %581: !llvm.ptr):  // 2 preds: ^bb164, ^bb170
    %582 = llvm.icmp "ne" %581, %535 : !llvm.ptr
    %583 = llvm.icmp "ne" %580, %536 : !llvm.ptr
    %584 = llvm.select %582, %36, %583 : i1, i1
    llvm.cond_br %584 weights([4001, 4000000]), ^bb172, ^bb173
  ^bb172:  // pred: ^bb171
    llvm.call tail @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() {noalias_scopes = [#alias_scope556]} : () -> ()
    llvm.unreachable
  ^bb173:  // pred: ^bb171
    %585 = llvm.shl %44, %4 overflow<nsw, nuw> : i64
    "llvm.intr.memcpy"(%45, %37, %585) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.br ^bb174
  ^bb174:  // 2 preds: ^bb161, ^bb173
    llvm.br ^bb188
  ^bb175:  // pred: ^bb1
    llvm.call tail @_ZN4core5slice4sort8unstable8heapsort8heapsort17h440c4197270422c4E(%39, %40, %23) : (!llvm.ptr, i64, !llvm.ptr) -> ()
    llvm.br ^bb188
  ^bb176:  // pred: ^bb1
    %586 = llvm.add %42, %3 overflow<nsw> : i32
    llvm.intr.experimental.noalias.scope.decl #alias_scope569
    %587 = llvm.lshr %40, %4  : i64
    %588 = llvm.shl %587, %5 overflow<nsw, nuw> : i64
    %589 = llvm.getelementptr inbounds %39[%588] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %590 = llvm.mul %587, %6 overflow<nsw, nuw> : i64
    %591 = llvm.getelementptr inbounds %39[%590] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %592 = llvm.icmp "ult" %40, %7 : i64
    llvm.cond_br %592, ^bb178, ^bb177
  ^bb177:  // pred: ^bb176
    %593 = llvm.call fastcc tail @_ZN4core5slice4sort6shared5pivot11median3_rec17hb00c0b5bf8e26f59E(%39, %589, %591, %587) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
    llvm.br ^bb186(%593 : !llvm.ptr)
  ^bb178:  // pred: ^bb176
    llvm.intr.experimental.noalias.scope.decl #alias_scope570
    llvm.intr.experimental.noalias.scope.decl #alias_scope571
    llvm.intr.experimental.noalias.scope.decl #alias_scope572
    llvm.intr.experimental.noalias.scope.decl #alias_scope573
    %594 = llvm.load %39 {alias_scopes = [#alias_scope572, #alias_scope570, #alias_scope569], alignment = 8 : i64, noalias_scopes = [#alias_scope573, #alias_scope571, #alias_scope574, #alias_scope575]} : !llvm.ptr -> f64
    %595 = llvm.load %589 {alias_scopes = [#alias_scope573, #alias_scope571, #alias_scope569], alignment = 8 : i64, noalias_scopes = [#alias_scope572, #alias_scope570, #alias_scope574, #alias_scope575]} : !llvm.ptr -> f64
    %596 = llvm.fcmp "uno" %594, %595 : f64
    llvm.cond_br %596 weights([1, 4001]), ^bb179, ^bb180
  ^bb179:  // pred: ^bb178
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope572, #alias_scope573, #alias_scope570, #alias_scope571, #alias_scope574, #alias_scope569, #alias_scope575]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb180:  // pred: ^bb178
    %597 = llvm.fcmp "olt" %594, %595 : f64
    llvm.intr.experimental.noalias.scope.decl #alias_scope576
    llvm.intr.experimental.noalias.scope.decl #alias_scope577
    %598 = llvm.load %591 {alias_scopes = [#alias_scope577, #alias_scope576, #alias_scope569], alignment = 8 : i64, noalias_scopes = [#alias_scope578, #alias_scope579, #alias_scope575]} : !llvm.ptr -> f64
    %599 = llvm.fcmp "uno" %594, %598 : f64
    llvm.cond_br %599 weights([1, 4001]), ^bb181, ^bb182
  ^bb181:  // pred: ^bb180
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope578, #alias_scope577, #alias_scope579, #alias_scope576, #alias_scope569, #alias_scope575]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb182:  // pred: ^bb180
    %600 = llvm.fcmp "olt" %594, %598 : f64
    %601 = llvm.xor %597, %600  : i1
    llvm.cond_br %601, ^bb186(%39 : !llvm.ptr), ^bb183
  ^bb183:  // pred: ^bb182
    %602 = llvm.fcmp "uno" %595, %598 : f64
    llvm.cond_br %602 weights([1, 4001]), ^bb184, ^bb185
  ^bb184:  // pred: ^bb183
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope580, #alias_scope581, #alias_scope582, #alias_scope583, #alias_scope569, #alias_scope575]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb185:  // pred: ^bb183
    %603 = llvm.fcmp "olt" %595, %598 : f64
    %604 = llvm.xor %597, %603  : i1
    %605 = llvm.select %604, %591, %589 : i1, !llvm.ptr
    llvm.br ^bb186(%605 : !llvm.ptr)
  ^bb186(%606: !llvm.ptr):  // 3 preds: ^bb177, ^bb182, ^bb185
    %607 = llvm.ptrtoint %606 : !llvm.ptr to i64
    %608 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %609 = llvm.sub %607, %608 overflow<nuw> : i64
    %610 = llvm.lshr %609, %4  : i64
    %611 = llvm.icmp "ult" %610, %40 : i64
    "llvm.intr.assume"(%611) : (i1) -> ()
    %612 = llvm.icmp "eq" %41, %15 : !llvm.ptr
    llvm.cond_br %612, ^bb187, ^bb203
  ^bb187:  // pred: ^bb186
    %613 = llvm.load %39 {alias_scopes = [#alias_scope584, #alias_scope585], alignment = 8 : i64} : !llvm.ptr -> i64
    %614 = llvm.getelementptr inbounds %39[%609] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %615 = llvm.load %614 {alias_scopes = [#alias_scope584, #alias_scope585], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.br ^bb189(%615, %613 : i64, i64)
  ^bb188:  // 3 preds: ^bb2, ^bb174, ^bb175
    llvm.return
  ^bb189(%616: i64, %617: i64):  // 2 preds: ^bb187, ^bb205
    llvm.intr.experimental.noalias.scope.decl #alias_scope585
    %618 = llvm.getelementptr inbounds %39[%609] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %616, %39 {alias_scopes = [#alias_scope584, #alias_scope585], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %617, %618 {alias_scopes = [#alias_scope584, #alias_scope585], alignment = 8 : i64} : i64, !llvm.ptr
    %619 = llvm.getelementptr inbounds %39[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope586
    llvm.intr.experimental.noalias.scope.decl #alias_scope587
    %620 = llvm.load %619 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope587]} : !llvm.ptr -> f64
    %621 = llvm.getelementptr %39[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %622 = llvm.getelementptr %621[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %623 = llvm.getelementptr inbounds %39[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %624 = llvm.icmp "ult" %623, %622 : !llvm.ptr
    %625 = llvm.load %39 {alias_scopes = [#alias_scope588, #alias_scope589, #alias_scope587, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope590, #alias_scope591, #alias_scope592, #alias_scope593, #alias_scope586]} : !llvm.ptr -> f64
    llvm.cond_br %624, ^bb195(%623, %19, %619 : !llvm.ptr, i64, !llvm.ptr), ^bb190(%619, %19, %623 : !llvm.ptr, i64, !llvm.ptr)
  ^bb190(%626: !llvm.ptr, %627: i64, %628: !llvm.ptr):  // 2 preds: ^bb189, ^bb199
    %629 = llvm.fcmp "uno" %620, %625 : f64
    %630 = llvm.icmp "eq" %628, %621 : !llvm.ptr
    llvm.cond_br %630, ^bb191(%626, %627 : !llvm.ptr, i64), ^bb192(%627, %628, %626 : i64, !llvm.ptr, !llvm.ptr)
  ^bb191(%631: !llvm.ptr, %632: i64):  // 2 preds: ^bb190, ^bb194
    llvm.cond_br %629 weights([1, 4001]), ^bb193, ^bb200
  ^bb192(%633: i64, %634: !llvm.ptr, %635: !llvm.ptr):  // 2 preds: ^bb190, ^bb194
    llvm.intr.experimental.noalias.scope.decl #alias_scope591
    llvm.intr.experimental.noalias.scope.decl #alias_scope589
    llvm.intr.experimental.noalias.scope.decl #alias_scope590
    llvm.intr.experimental.noalias.scope.decl #alias_scope588
    %636 = llvm.load %634 {alias_scopes = [#alias_scope590, #alias_scope591, #alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope588, #alias_scope589, #alias_scope592, #alias_scope593, #alias_scope587]} : !llvm.ptr -> f64
    %637 = llvm.fcmp "uno" %636, %625 : f64
    llvm.cond_br %637 weights([1, 4001]), ^bb193, ^bb194
  ^bb193:  // 2 preds: ^bb191, ^bb192
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope590, #alias_scope588, #alias_scope591, #alias_scope589, #alias_scope592, #alias_scope593, #alias_scope586, #alias_scope587, #alias_scope585]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb194:  // pred: ^bb192
    %638 = llvm.getelementptr inbounds %619[%633] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %639 = llvm.load %638 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope592, #alias_scope593, #alias_scope587]} : !llvm.ptr -> i64
    llvm.store %639, %635 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope592, #alias_scope593, #alias_scope587]} : i64, !llvm.ptr
    %640 = llvm.fcmp "olt" %636, %625 : f64
    llvm.store %636, %638 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope592, #alias_scope593, #alias_scope587]} : f64, !llvm.ptr
    %641 = llvm.zext %640 : i1 to i64
    %642 = llvm.add %633, %641 : i64
    %643 = llvm.getelementptr inbounds %634[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %644 = llvm.icmp "eq" %643, %621 : !llvm.ptr
    llvm.cond_br %644, ^bb191(%634, %642 : !llvm.ptr, i64), ^bb192(%642, %643, %634 : i64, !llvm.ptr, !llvm.ptr)
  ^bb195(%645: !llvm.ptr, %646: i64, %647: !llvm.ptr):  // 2 preds: ^bb189, ^bb199
    llvm.intr.experimental.noalias.scope.decl #alias_scope594
    llvm.intr.experimental.noalias.scope.decl #alias_scope595
    %648 = llvm.load %645 {alias_scopes = [#alias_scope595, #alias_scope594, #alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope596, #alias_scope597, #alias_scope598, #alias_scope599, #alias_scope587]} : !llvm.ptr -> f64
    %649 = llvm.fcmp "uno" %648, %625 : f64
    llvm.cond_br %649 weights([1, 4001]), ^bb196, ^bb197
  ^bb196:  // pred: ^bb195
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope595, #alias_scope596, #alias_scope594, #alias_scope597, #alias_scope598, #alias_scope599, #alias_scope586, #alias_scope587, #alias_scope585]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb197:  // pred: ^bb195
    %650 = llvm.getelementptr inbounds %619[%646] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %651 = llvm.load %650 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope598, #alias_scope599, #alias_scope587]} : !llvm.ptr -> i64
    llvm.store %651, %647 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope598, #alias_scope599, #alias_scope587]} : i64, !llvm.ptr
    llvm.store %648, %650 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope598, #alias_scope599, #alias_scope587]} : f64, !llvm.ptr
    %652 = llvm.getelementptr inbounds %647[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope600
    llvm.intr.experimental.noalias.scope.decl #alias_scope601
    %653 = llvm.load %652 {alias_scopes = [#alias_scope601, #alias_scope600, #alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope602, #alias_scope603, #alias_scope604, #alias_scope605, #alias_scope587]} : !llvm.ptr -> f64
    %654 = llvm.fcmp "uno" %653, %625 : f64
    llvm.cond_br %654 weights([1, 4001]), ^bb198, ^bb199
  ^bb198:  // pred: ^bb197
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope601, #alias_scope602, #alias_scope600, #alias_scope603, #alias_scope604, #alias_scope605, #alias_scope586, #alias_scope587, #alias_scope585]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb199:  // pred: ^bb197
    %655 = llvm.fcmp "olt" %648, %625 : f64
    %656 = llvm.zext %655 : i1 to i64
    %657 = llvm.add %646, %656 : i64
    %658 = llvm.fcmp "olt" %653, %625 : f64
    %659 = llvm.getelementptr inbounds %619[%657] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %660 = llvm.load %659 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope604, #alias_scope605, #alias_scope587]} : !llvm.ptr -> i64
    llvm.store %660, %645 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope604, #alias_scope605, #alias_scope587]} : i64, !llvm.ptr
    %661 = llvm.load %652 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope604, #alias_scope605, #alias_scope587]} : !llvm.ptr -> i64
    llvm.store %661, %659 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope604, #alias_scope605, #alias_scope587]} : i64, !llvm.ptr
    %662 = llvm.zext %658 : i1 to i64
    %663 = llvm.add %657, %662 : i64
    %664 = llvm.getelementptr inbounds %647[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %665 = llvm.icmp "ult" %664, %622 : !llvm.ptr
    llvm.cond_br %665, ^bb195(%664, %663, %652 : !llvm.ptr, i64, !llvm.ptr), ^bb190(%652, %663, %664 : !llvm.ptr, i64, !llvm.ptr)
  ^bb200:  // pred: ^bb191
    %666 = llvm.getelementptr inbounds %619[%632] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %667 = llvm.load %666 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope592, #alias_scope593, #alias_scope587]} : !llvm.ptr -> i64
    llvm.store %667, %631 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope592, #alias_scope593, #alias_scope587]} : i64, !llvm.ptr
    %668 = llvm.fcmp "olt" %620, %625 : f64
    llvm.store %620, %666 {alias_scopes = [#alias_scope586, #alias_scope585], alignment = 8 : i64, noalias_scopes = [#alias_scope592, #alias_scope593, #alias_scope587]} : f64, !llvm.ptr
    %669 = llvm.zext %668 : i1 to i64
    %670 = llvm.add %632, %669 : i64
    %671 = llvm.icmp "ult" %670, %40 : i64
    llvm.cond_br %671, ^bb202, ^bb201
  ^bb201:  // pred: ^bb200
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb202:  // pred: ^bb200
    %672 = llvm.getelementptr inbounds %39[%670] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %673 = llvm.load %39 {alias_scopes = [#alias_scope606, #alias_scope585], alignment = 8 : i64} : !llvm.ptr -> i64
    %674 = llvm.load %672 {alias_scopes = [#alias_scope606, #alias_scope585], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %674, %39 {alias_scopes = [#alias_scope606, #alias_scope585], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %673, %672 {alias_scopes = [#alias_scope606, #alias_scope585], alignment = 8 : i64} : i64, !llvm.ptr
    %675 = llvm.getelementptr inbounds %672[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %676 = llvm.xor %670, %22  : i64
    %677 = llvm.add %40, %676 : i64
    llvm.call fastcc tail @_ZN4core5slice4sort8unstable9quicksort9quicksort17hfb180491122a409fE(%39, %670, %41, %586, %arg4) : (!llvm.ptr, i64, !llvm.ptr, i32, !llvm.ptr) -> ()
    llvm.br ^bb220(%672, %677, %675 : !llvm.ptr, i64, !llvm.ptr)
  ^bb203:  // pred: ^bb186
    %678 = llvm.getelementptr inbounds %39[%609] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope607
    llvm.intr.experimental.noalias.scope.decl #alias_scope608
    llvm.intr.experimental.noalias.scope.decl #alias_scope609
    llvm.intr.experimental.noalias.scope.decl #alias_scope610
    %679 = llvm.load %41 {alias_scopes = [#alias_scope609, #alias_scope607], alignment = 8 : i64, noalias_scopes = [#alias_scope610, #alias_scope608]} : !llvm.ptr -> f64
    %680 = llvm.load %678 {alias_scopes = [#alias_scope610, #alias_scope608], alignment = 8 : i64, noalias_scopes = [#alias_scope609, #alias_scope607]} : !llvm.ptr -> f64
    %681 = llvm.fcmp "uno" %679, %680 : f64
    llvm.cond_br %681 weights([1, 4001]), ^bb204, ^bb205
  ^bb204:  // pred: ^bb203
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope609, #alias_scope610, #alias_scope607, #alias_scope608]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb205:  // pred: ^bb203
    %682 = llvm.bitcast %680 : f64 to i64
    %683 = llvm.fcmp "olt" %679, %680 : f64
    %684 = llvm.load %39 {alias_scopes = [#alias_scope584, #alias_scope585], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.cond_br %683, ^bb189(%682, %684 : i64, i64), ^bb206
  ^bb206:  // pred: ^bb205
    llvm.intr.experimental.noalias.scope.decl #alias_scope611
    llvm.store %680, %39 {alias_scopes = [#alias_scope612, #alias_scope611], alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %684, %678 {alias_scopes = [#alias_scope612, #alias_scope611], alignment = 8 : i64} : i64, !llvm.ptr
    %685 = llvm.getelementptr inbounds %39[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope613
    llvm.intr.experimental.noalias.scope.decl #alias_scope614
    %686 = llvm.load %685 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope614]} : !llvm.ptr -> f64
    %687 = llvm.getelementptr %39[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %688 = llvm.getelementptr %687[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %689 = llvm.getelementptr inbounds %39[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %690 = llvm.icmp "ult" %689, %688 : !llvm.ptr
    %691 = llvm.load %39 {alias_scopes = [#alias_scope615, #alias_scope616, #alias_scope617, #alias_scope614, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope618, #alias_scope619, #alias_scope620, #alias_scope621, #alias_scope622, #alias_scope613]} : !llvm.ptr -> f64
    llvm.cond_br %690, ^bb212(%689, %19, %685 : !llvm.ptr, i64, !llvm.ptr), ^bb207(%685, %19, %689 : !llvm.ptr, i64, !llvm.ptr)
  ^bb207(%692: !llvm.ptr, %693: i64, %694: !llvm.ptr):  // 2 preds: ^bb206, ^bb216
    %695 = llvm.fcmp "uno" %691, %686 : f64
    %696 = llvm.icmp "eq" %694, %687 : !llvm.ptr
    llvm.cond_br %696, ^bb208(%692, %693 : !llvm.ptr, i64), ^bb209(%693, %694, %692 : i64, !llvm.ptr, !llvm.ptr)
  ^bb208(%697: !llvm.ptr, %698: i64):  // 2 preds: ^bb207, ^bb211
    llvm.cond_br %695 weights([1, 4001]), ^bb210, ^bb217
  ^bb209(%699: i64, %700: !llvm.ptr, %701: !llvm.ptr):  // 2 preds: ^bb207, ^bb211
    llvm.intr.experimental.noalias.scope.decl #alias_scope620
    llvm.intr.experimental.noalias.scope.decl #alias_scope617
    llvm.intr.experimental.noalias.scope.decl #alias_scope616
    llvm.intr.experimental.noalias.scope.decl #alias_scope619
    llvm.intr.experimental.noalias.scope.decl #alias_scope615
    llvm.intr.experimental.noalias.scope.decl #alias_scope618
    %702 = llvm.load %700 {alias_scopes = [#alias_scope618, #alias_scope619, #alias_scope620, #alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope615, #alias_scope616, #alias_scope617, #alias_scope621, #alias_scope622, #alias_scope614]} : !llvm.ptr -> f64
    %703 = llvm.fcmp "uno" %691, %702 : f64
    llvm.cond_br %703 weights([1, 4001]), ^bb210, ^bb211
  ^bb210:  // 2 preds: ^bb208, ^bb209
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope615, #alias_scope618, #alias_scope616, #alias_scope619, #alias_scope620, #alias_scope617, #alias_scope621, #alias_scope622, #alias_scope613, #alias_scope614, #alias_scope611]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb211:  // pred: ^bb209
    %704 = llvm.getelementptr inbounds %685[%699] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %705 = llvm.load %704 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope621, #alias_scope622, #alias_scope614]} : !llvm.ptr -> i64
    llvm.store %705, %701 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope621, #alias_scope622, #alias_scope614]} : i64, !llvm.ptr
    %706 = llvm.fcmp "uge" %691, %702 : f64
    llvm.store %702, %704 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope621, #alias_scope622, #alias_scope614]} : f64, !llvm.ptr
    %707 = llvm.zext %706 : i1 to i64
    %708 = llvm.add %699, %707 : i64
    %709 = llvm.getelementptr inbounds %700[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %710 = llvm.icmp "eq" %709, %687 : !llvm.ptr
    llvm.cond_br %710, ^bb208(%700, %708 : !llvm.ptr, i64), ^bb209(%708, %709, %700 : i64, !llvm.ptr, !llvm.ptr)
  ^bb212(%711: !llvm.ptr, %712: i64, %713: !llvm.ptr):  // 2 preds: ^bb206, ^bb216
    llvm.intr.experimental.noalias.scope.decl #alias_scope623
    llvm.intr.experimental.noalias.scope.decl #alias_scope624
    llvm.intr.experimental.noalias.scope.decl #alias_scope625
    %714 = llvm.load %711 {alias_scopes = [#alias_scope625, #alias_scope624, #alias_scope623, #alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope626, #alias_scope627, #alias_scope628, #alias_scope629, #alias_scope630, #alias_scope614]} : !llvm.ptr -> f64
    %715 = llvm.fcmp "uno" %691, %714 : f64
    llvm.cond_br %715 weights([1, 4001]), ^bb213, ^bb214
  ^bb213:  // pred: ^bb212
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope626, #alias_scope625, #alias_scope627, #alias_scope624, #alias_scope623, #alias_scope628, #alias_scope629, #alias_scope630, #alias_scope613, #alias_scope614, #alias_scope611]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb214:  // pred: ^bb212
    %716 = llvm.getelementptr inbounds %685[%712] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %717 = llvm.load %716 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope629, #alias_scope630, #alias_scope614]} : !llvm.ptr -> i64
    llvm.store %717, %713 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope629, #alias_scope630, #alias_scope614]} : i64, !llvm.ptr
    llvm.store %714, %716 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope629, #alias_scope630, #alias_scope614]} : f64, !llvm.ptr
    %718 = llvm.getelementptr inbounds %713[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.intr.experimental.noalias.scope.decl #alias_scope631
    llvm.intr.experimental.noalias.scope.decl #alias_scope632
    llvm.intr.experimental.noalias.scope.decl #alias_scope633
    %719 = llvm.load %718 {alias_scopes = [#alias_scope633, #alias_scope632, #alias_scope631, #alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope634, #alias_scope635, #alias_scope636, #alias_scope637, #alias_scope638, #alias_scope614]} : !llvm.ptr -> f64
    %720 = llvm.fcmp "uno" %691, %719 : f64
    llvm.cond_br %720 weights([1, 4001]), ^bb215, ^bb216
  ^bb215:  // pred: ^bb214
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%14) {noalias_scopes = [#alias_scope634, #alias_scope633, #alias_scope635, #alias_scope632, #alias_scope631, #alias_scope636, #alias_scope637, #alias_scope638, #alias_scope613, #alias_scope614, #alias_scope611]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb216:  // pred: ^bb214
    %721 = llvm.fcmp "uge" %691, %714 : f64
    %722 = llvm.zext %721 : i1 to i64
    %723 = llvm.add %712, %722 : i64
    %724 = llvm.fcmp "uge" %691, %719 : f64
    %725 = llvm.getelementptr inbounds %685[%723] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %726 = llvm.load %725 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope637, #alias_scope638, #alias_scope614]} : !llvm.ptr -> i64
    llvm.store %726, %711 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope637, #alias_scope638, #alias_scope614]} : i64, !llvm.ptr
    %727 = llvm.load %718 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope637, #alias_scope638, #alias_scope614]} : !llvm.ptr -> i64
    llvm.store %727, %725 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope637, #alias_scope638, #alias_scope614]} : i64, !llvm.ptr
    %728 = llvm.zext %724 : i1 to i64
    %729 = llvm.add %723, %728 : i64
    %730 = llvm.getelementptr inbounds %713[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %731 = llvm.icmp "ult" %730, %688 : !llvm.ptr
    llvm.cond_br %731, ^bb212(%730, %729, %718 : !llvm.ptr, i64, !llvm.ptr), ^bb207(%718, %729, %730 : !llvm.ptr, i64, !llvm.ptr)
  ^bb217:  // pred: ^bb208
    %732 = llvm.getelementptr inbounds %685[%698] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %733 = llvm.load %732 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope621, #alias_scope622, #alias_scope614]} : !llvm.ptr -> i64
    llvm.store %733, %697 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope621, #alias_scope622, #alias_scope614]} : i64, !llvm.ptr
    %734 = llvm.fcmp "uge" %691, %686 : f64
    llvm.store %686, %732 {alias_scopes = [#alias_scope613, #alias_scope611], alignment = 8 : i64, noalias_scopes = [#alias_scope621, #alias_scope622, #alias_scope614]} : f64, !llvm.ptr
    %735 = llvm.zext %734 : i1 to i64
    %736 = llvm.add %698, %735 : i64
    %737 = llvm.icmp "ult" %736, %40 : i64
    llvm.cond_br %737, ^bb219, ^bb218
  ^bb218:  // pred: ^bb217
    "llvm.intr.trap"() : () -> ()
    llvm.unreachable
  ^bb219:  // pred: ^bb217
    %738 = llvm.getelementptr inbounds %39[%736] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %739 = llvm.load %39 {alias_scopes = [#alias_scope639, #alias_scope611], alignment = 8 : i64} : !llvm.ptr -> i64
    %740 = llvm.load %738 {alias_scopes = [#alias_scope639, #alias_scope611], alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %740, %39 {alias_scopes = [#alias_scope639, #alias_scope611], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %739, %738 {alias_scopes = [#alias_scope639, #alias_scope611], alignment = 8 : i64} : i64, !llvm.ptr
    %741 = llvm.add %736, %21 overflow<nsw, nuw> : i64
    %742 = llvm.sub %40, %741 overflow<nuw> : i64
    %743 = llvm.getelementptr inbounds %39[%741] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.br ^bb220(%15, %742, %743 : !llvm.ptr, i64, !llvm.ptr)
  ^bb220(%744: !llvm.ptr, %745: i64, %746: !llvm.ptr):  // 2 preds: ^bb202, ^bb219
    %747 = llvm.icmp "ult" %745, %1 : i64
    llvm.cond_br %747, ^bb2(%745, %746 : i64, !llvm.ptr), ^bb1(%746, %745, %744, %586 : !llvm.ptr, i64, !llvm.ptr, i32)
  }
  llvm.func unnamed_addr @median5(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %2 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\0B\00\00\000\00\00\00") : !llvm.array<16 x i8>
    %3 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %4 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %7 = llvm.insertvalue %2, %6[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %8 = llvm.mlir.addressof @alloc_ed002c8f075804b08e2575eb42c2a579 : !llvm.ptr
    %9 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %11 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %13 = llvm.fmul %arg0, %arg1  : f64
    %14 = llvm.fsub %arg1, %arg2  : f64
    llvm.store %arg0, %9 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %arg1, %10 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %arg2, %11 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope640
    llvm.intr.experimental.noalias.scope.decl #alias_scope641
    %15 = llvm.fcmp "uno" %arg1, %arg0 : f64
    llvm.cond_br %15 weights([1, 4001]), ^bb1, ^bb2
  ^bb1:  // 4 preds: ^bb0, ^bb5, ^bb11, ^bb19
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%8) {noalias_scopes = [#alias_scope642, #alias_scope643, #alias_scope644, #alias_scope645, #alias_scope641, #alias_scope640]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    %16 = llvm.fcmp "olt" %arg1, %arg0 : f64
    llvm.cond_br %16, ^bb4, ^bb5(%arg0, %arg1 : f64, f64)
  ^bb3:  // 6 preds: ^bb7, ^bb13, ^bb15, ^bb21, ^bb23, ^bb25
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%8) {noalias_scopes = [#alias_scope646, #alias_scope647, #alias_scope648, #alias_scope649, #alias_scope641, #alias_scope640]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    llvm.store %arg0, %10 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %arg1, %9 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64, noalias_scopes = [#alias_scope650, #alias_scope651]} : f64, !llvm.ptr
    llvm.br ^bb5(%arg1, %arg0 : f64, f64)
  ^bb5(%17: f64, %18: f64):  // 2 preds: ^bb2, ^bb4
    %19 = llvm.fcmp "uno" %arg2, %18 : f64
    llvm.cond_br %19 weights([1, 4001]), ^bb1, ^bb6
  ^bb6:  // pred: ^bb5
    %20 = llvm.fcmp "olt" %arg2, %18 : f64
    llvm.cond_br %20, ^bb7, ^bb11(%arg2 : f64)
  ^bb7:  // pred: ^bb6
    llvm.store %18, %11 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64} : f64, !llvm.ptr
    %21 = llvm.fcmp "uno" %arg2, %17 : f64
    llvm.cond_br %21 weights([1, 4001]), ^bb3, ^bb8
  ^bb8:  // pred: ^bb7
    %22 = llvm.fcmp "olt" %arg2, %17 : f64
    llvm.cond_br %22, ^bb9, ^bb10(%10 : !llvm.ptr)
  ^bb9:  // pred: ^bb8
    llvm.store %17, %10 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb10(%9 : !llvm.ptr)
  ^bb10(%23: !llvm.ptr):  // 2 preds: ^bb8, ^bb9
    llvm.store %arg2, %23 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64, noalias_scopes = [#alias_scope650, #alias_scope651]} : f64, !llvm.ptr
    llvm.br ^bb11(%18 : f64)
  ^bb11(%24: f64):  // 2 preds: ^bb6, ^bb10
    %25 = llvm.fcmp "uno" %13, %24 : f64
    llvm.cond_br %25 weights([1, 4001]), ^bb1, ^bb12
  ^bb12:  // pred: ^bb11
    %26 = llvm.fcmp "olt" %13, %24 : f64
    llvm.cond_br %26, ^bb13, ^bb19(%13 : f64)
  ^bb13:  // pred: ^bb12
    %27 = llvm.load %10 {alias_scopes = [#alias_scope652, #alias_scope653, #alias_scope641, #alias_scope640], alignment = 8 : i64, noalias_scopes = [#alias_scope646, #alias_scope648]} : !llvm.ptr -> i64
    %28 = llvm.bitcast %27 : i64 to f64
    %29 = llvm.fcmp "uno" %13, %28 : f64
    llvm.cond_br %29 weights([1, 4001]), ^bb3, ^bb14
  ^bb14:  // pred: ^bb13
    %30 = llvm.fcmp "olt" %13, %28 : f64
    llvm.cond_br %30, ^bb15, ^bb18(%11 : !llvm.ptr)
  ^bb15:  // pred: ^bb14
    llvm.store %27, %11 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64} : i64, !llvm.ptr
    %31 = llvm.load %9 {alias_scopes = [#alias_scope654, #alias_scope655, #alias_scope641, #alias_scope640], alignment = 8 : i64, noalias_scopes = [#alias_scope646, #alias_scope648]} : !llvm.ptr -> i64
    %32 = llvm.bitcast %31 : i64 to f64
    %33 = llvm.fcmp "uno" %13, %32 : f64
    llvm.cond_br %33 weights([1, 4001]), ^bb3, ^bb16
  ^bb16:  // pred: ^bb15
    %34 = llvm.fcmp "olt" %13, %32 : f64
    llvm.cond_br %34, ^bb17, ^bb18(%10 : !llvm.ptr)
  ^bb17:  // pred: ^bb16
    llvm.store %31, %10 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb18(%9 : !llvm.ptr)
  ^bb18(%35: !llvm.ptr):  // 3 preds: ^bb14, ^bb16, ^bb17
    llvm.store %13, %35 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64, noalias_scopes = [#alias_scope650, #alias_scope651]} : f64, !llvm.ptr
    llvm.br ^bb19(%24 : f64)
  ^bb19(%36: f64):  // 2 preds: ^bb12, ^bb18
    %37 = llvm.fcmp "uno" %14, %36 : f64
    llvm.cond_br %37 weights([1, 4001]), ^bb1, ^bb20
  ^bb20:  // pred: ^bb19
    %38 = llvm.fcmp "olt" %14, %36 : f64
    %39 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.cond_br %38, ^bb21, ^bb29(%39, %14 : i64, f64)
  ^bb21:  // pred: ^bb20
    %40 = llvm.bitcast %39 : i64 to f64
    %41 = llvm.fcmp "uno" %14, %40 : f64
    llvm.cond_br %41 weights([1, 4001]), ^bb3, ^bb22
  ^bb22:  // pred: ^bb21
    %42 = llvm.fcmp "olt" %14, %40 : f64
    llvm.cond_br %42, ^bb23, ^bb28(%12 : !llvm.ptr)
  ^bb23:  // pred: ^bb22
    %43 = llvm.load %10 {alias_scopes = [#alias_scope656, #alias_scope657, #alias_scope641, #alias_scope640], alignment = 8 : i64, noalias_scopes = [#alias_scope646, #alias_scope648]} : !llvm.ptr -> i64
    %44 = llvm.bitcast %43 : i64 to f64
    %45 = llvm.fcmp "uno" %14, %44 : f64
    llvm.cond_br %45 weights([1, 4001]), ^bb3, ^bb24
  ^bb24:  // pred: ^bb23
    %46 = llvm.fcmp "olt" %14, %44 : f64
    llvm.cond_br %46, ^bb25, ^bb28(%11 : !llvm.ptr)
  ^bb25:  // pred: ^bb24
    llvm.store %43, %11 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64} : i64, !llvm.ptr
    %47 = llvm.load %9 {alias_scopes = [#alias_scope658, #alias_scope659, #alias_scope641, #alias_scope640], alignment = 8 : i64, noalias_scopes = [#alias_scope646, #alias_scope648]} : !llvm.ptr -> f64
    %48 = llvm.fcmp "uno" %14, %47 : f64
    llvm.cond_br %48 weights([1, 4001]), ^bb3, ^bb26
  ^bb26:  // pred: ^bb25
    %49 = llvm.fcmp "olt" %14, %47 : f64
    llvm.cond_br %49, ^bb27, ^bb28(%10 : !llvm.ptr)
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28(%9 : !llvm.ptr)
  ^bb28(%50: !llvm.ptr):  // 4 preds: ^bb22, ^bb24, ^bb26, ^bb27
    llvm.store %14, %50 {alias_scopes = [#alias_scope641, #alias_scope640], alignment = 8 : i64, noalias_scopes = [#alias_scope650, #alias_scope651]} : f64, !llvm.ptr
    %51 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.br ^bb29(%51, %36 : i64, f64)
  ^bb29(%52: i64, %53: f64):  // 2 preds: ^bb20, ^bb28
    %54 = llvm.bitcast %52 : i64 to f64
    %55 = llvm.fmul %53, %1  : f64
    %56 = llvm.fadd %55, %54  : f64
    llvm.return %56 : f64
  }
  llvm.func unnamed_addr @sorted_w(%arg0: f64 {llvm.noundef}, %arg1: f64 {llvm.noundef}, %arg2: f64 {llvm.noundef}, %arg3: f64 {llvm.noundef}) -> (f64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], personality = @rust_eh_personality, target_cpu = "x86-64"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(3.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(4.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(5.000000e+00 : f64) : f64
    %5 = llvm.mlir.constant(6.000000e+00 : f64) : f64
    %6 = llvm.mlir.constant("\08\00\00\00\00\00\00\00\04\00\00\00'\00\00\00") : !llvm.array<16 x i8>
    %7 = llvm.mlir.constant("sort1.rs\00") : !llvm.array<9 x i8>
    %8 = llvm.mlir.addressof @alloc_2e695e2eecf5a7dfff62090fe0d44c66 : !llvm.ptr
    %9 = llvm.mlir.undef : !llvm.struct<packed (ptr, array<16 x i8>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %11 = llvm.insertvalue %6, %10[1] : !llvm.struct<packed (ptr, array<16 x i8>)> 
    %12 = llvm.mlir.addressof @alloc_172e41a89321b13ffc115dc93137cf4a : !llvm.ptr
    %13 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %14 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %15 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %16 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %17 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %18 = llvm.fmul %arg0, %arg1  : f64
    %19 = llvm.fsub %arg3, %arg0  : f64
    %20 = llvm.fmul %arg2, %arg3  : f64
    llvm.store %arg0, %13 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %18, %14 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %arg2, %15 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %19, %16 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %20, %17 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.intr.experimental.noalias.scope.decl #alias_scope660
    llvm.intr.experimental.noalias.scope.decl #alias_scope661
    llvm.intr.experimental.noalias.scope.decl #alias_scope662
    %21 = llvm.fcmp "uno" %18, %arg0 : f64
    llvm.cond_br %21 weights([1, 4001]), ^bb1, ^bb2
  ^bb1:  // 5 preds: ^bb0, ^bb5, ^bb11, ^bb19, ^bb29
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%12) {noalias_scopes = [#alias_scope663, #alias_scope664, #alias_scope665, #alias_scope666, #alias_scope662, #alias_scope661, #alias_scope660]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    %22 = llvm.fcmp "olt" %18, %arg0 : f64
    llvm.cond_br %22, ^bb4, ^bb5(%arg0, %18 : f64, f64)
  ^bb3:  // 10 preds: ^bb7, ^bb13, ^bb15, ^bb21, ^bb23, ^bb25, ^bb31, ^bb33, ^bb35, ^bb37
    llvm.call tail @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(%12) {noalias_scopes = [#alias_scope667, #alias_scope668, #alias_scope669, #alias_scope670, #alias_scope662, #alias_scope661, #alias_scope660]} : (!llvm.ptr) -> ()
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    llvm.store %arg0, %14 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %18, %13 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope671, #alias_scope672]} : f64, !llvm.ptr
    llvm.br ^bb5(%18, %arg0 : f64, f64)
  ^bb5(%23: f64, %24: f64):  // 2 preds: ^bb2, ^bb4
    %25 = llvm.fcmp "uno" %arg2, %24 : f64
    llvm.cond_br %25 weights([1, 4001]), ^bb1, ^bb6
  ^bb6:  // pred: ^bb5
    %26 = llvm.fcmp "olt" %arg2, %24 : f64
    llvm.cond_br %26, ^bb7, ^bb11(%arg2 : f64)
  ^bb7:  // pred: ^bb6
    llvm.store %24, %15 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : f64, !llvm.ptr
    %27 = llvm.fcmp "uno" %arg2, %23 : f64
    llvm.cond_br %27 weights([1, 4001]), ^bb3, ^bb8
  ^bb8:  // pred: ^bb7
    %28 = llvm.fcmp "olt" %arg2, %23 : f64
    llvm.cond_br %28, ^bb9, ^bb10(%14 : !llvm.ptr)
  ^bb9:  // pred: ^bb8
    llvm.store %23, %14 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb10(%13 : !llvm.ptr)
  ^bb10(%29: !llvm.ptr):  // 2 preds: ^bb8, ^bb9
    llvm.store %arg2, %29 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope671, #alias_scope672]} : f64, !llvm.ptr
    llvm.br ^bb11(%24 : f64)
  ^bb11(%30: f64):  // 2 preds: ^bb6, ^bb10
    %31 = llvm.fcmp "uno" %19, %30 : f64
    llvm.cond_br %31 weights([1, 4001]), ^bb1, ^bb12
  ^bb12:  // pred: ^bb11
    %32 = llvm.fcmp "olt" %19, %30 : f64
    llvm.cond_br %32, ^bb13, ^bb19(%19 : f64)
  ^bb13:  // pred: ^bb12
    llvm.store %30, %16 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : f64, !llvm.ptr
    %33 = llvm.load %14 {alias_scopes = [#alias_scope673, #alias_scope674, #alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope667, #alias_scope669]} : !llvm.ptr -> i64
    %34 = llvm.bitcast %33 : i64 to f64
    %35 = llvm.fcmp "uno" %19, %34 : f64
    llvm.cond_br %35 weights([1, 4001]), ^bb3, ^bb14
  ^bb14:  // pred: ^bb13
    %36 = llvm.fcmp "olt" %19, %34 : f64
    llvm.cond_br %36, ^bb15, ^bb18(%15 : !llvm.ptr)
  ^bb15:  // pred: ^bb14
    llvm.store %33, %15 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    %37 = llvm.load %13 {alias_scopes = [#alias_scope675, #alias_scope676, #alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope667, #alias_scope669]} : !llvm.ptr -> i64
    %38 = llvm.bitcast %37 : i64 to f64
    %39 = llvm.fcmp "uno" %19, %38 : f64
    llvm.cond_br %39 weights([1, 4001]), ^bb3, ^bb16
  ^bb16:  // pred: ^bb15
    %40 = llvm.fcmp "olt" %19, %38 : f64
    llvm.cond_br %40, ^bb17, ^bb18(%14 : !llvm.ptr)
  ^bb17:  // pred: ^bb16
    llvm.store %37, %14 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb18(%13 : !llvm.ptr)
  ^bb18(%41: !llvm.ptr):  // 3 preds: ^bb14, ^bb16, ^bb17
    llvm.store %19, %41 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope671, #alias_scope672]} : f64, !llvm.ptr
    llvm.br ^bb19(%30 : f64)
  ^bb19(%42: f64):  // 2 preds: ^bb12, ^bb18
    %43 = llvm.fcmp "uno" %20, %42 : f64
    llvm.cond_br %43 weights([1, 4001]), ^bb1, ^bb20
  ^bb20:  // pred: ^bb19
    %44 = llvm.fcmp "olt" %20, %42 : f64
    llvm.cond_br %44, ^bb21, ^bb29(%20 : f64)
  ^bb21:  // pred: ^bb20
    llvm.store %42, %17 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : f64, !llvm.ptr
    %45 = llvm.load %15 {alias_scopes = [#alias_scope677, #alias_scope678, #alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope667, #alias_scope669]} : !llvm.ptr -> i64
    %46 = llvm.bitcast %45 : i64 to f64
    %47 = llvm.fcmp "uno" %20, %46 : f64
    llvm.cond_br %47 weights([1, 4001]), ^bb3, ^bb22
  ^bb22:  // pred: ^bb21
    %48 = llvm.fcmp "olt" %20, %46 : f64
    llvm.cond_br %48, ^bb23, ^bb28(%16 : !llvm.ptr)
  ^bb23:  // pred: ^bb22
    llvm.store %45, %16 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    %49 = llvm.load %14 {alias_scopes = [#alias_scope679, #alias_scope680, #alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope667, #alias_scope669]} : !llvm.ptr -> i64
    %50 = llvm.bitcast %49 : i64 to f64
    %51 = llvm.fcmp "uno" %20, %50 : f64
    llvm.cond_br %51 weights([1, 4001]), ^bb3, ^bb24
  ^bb24:  // pred: ^bb23
    %52 = llvm.fcmp "olt" %20, %50 : f64
    llvm.cond_br %52, ^bb25, ^bb28(%15 : !llvm.ptr)
  ^bb25:  // pred: ^bb24
    llvm.store %49, %15 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    %53 = llvm.load %13 {alias_scopes = [#alias_scope681, #alias_scope682, #alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope667, #alias_scope669]} : !llvm.ptr -> i64
    %54 = llvm.bitcast %53 : i64 to f64
    %55 = llvm.fcmp "uno" %20, %54 : f64
    llvm.cond_br %55 weights([1, 4001]), ^bb3, ^bb26
  ^bb26:  // pred: ^bb25
    %56 = llvm.fcmp "olt" %20, %54 : f64
    llvm.cond_br %56, ^bb27, ^bb28(%14 : !llvm.ptr)
  ^bb27:  // pred: ^bb26
    llvm.store %53, %14 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb28(%13 : !llvm.ptr)
  ^bb28(%57: !llvm.ptr):  // 4 preds: ^bb22, ^bb24, ^bb26, ^bb27
    llvm.store %20, %57 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope671, #alias_scope672]} : f64, !llvm.ptr
    llvm.br ^bb29(%42 : f64)
  ^bb29(%58: f64):  // 2 preds: ^bb20, ^bb28
    %59 = llvm.fcmp "uno" %arg1, %58 : f64
    llvm.cond_br %59 weights([1, 4001]), ^bb1, ^bb30
  ^bb30:  // pred: ^bb29
    %60 = llvm.fcmp "olt" %arg1, %58 : f64
    %61 = llvm.load %16 {alias_scopes = [#alias_scope683, #alias_scope684, #alias_scope685], alignment = 8 : i64, noalias_scopes = [#alias_scope686]} : !llvm.ptr -> i64
    llvm.cond_br %60, ^bb31, ^bb41(%58, %61, %arg1 : f64, i64, f64)
  ^bb31:  // pred: ^bb30
    %62 = llvm.bitcast %61 : i64 to f64
    %63 = llvm.fcmp "uno" %arg1, %62 : f64
    llvm.cond_br %63 weights([1, 4001]), ^bb3, ^bb32
  ^bb32:  // pred: ^bb31
    %64 = llvm.fcmp "olt" %arg1, %62 : f64
    llvm.cond_br %64, ^bb33, ^bb40(%17 : !llvm.ptr)
  ^bb33:  // pred: ^bb32
    llvm.store %61, %17 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    %65 = llvm.load %15 {alias_scopes = [#alias_scope687, #alias_scope688, #alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope667, #alias_scope669]} : !llvm.ptr -> i64
    %66 = llvm.bitcast %65 : i64 to f64
    %67 = llvm.fcmp "uno" %arg1, %66 : f64
    llvm.cond_br %67 weights([1, 4001]), ^bb3, ^bb34
  ^bb34:  // pred: ^bb33
    %68 = llvm.fcmp "olt" %arg1, %66 : f64
    llvm.cond_br %68, ^bb35, ^bb40(%16 : !llvm.ptr)
  ^bb35:  // pred: ^bb34
    llvm.store %65, %16 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    %69 = llvm.load %14 {alias_scopes = [#alias_scope689, #alias_scope690, #alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope667, #alias_scope669]} : !llvm.ptr -> i64
    %70 = llvm.bitcast %69 : i64 to f64
    %71 = llvm.fcmp "uno" %arg1, %70 : f64
    llvm.cond_br %71 weights([1, 4001]), ^bb3, ^bb36
  ^bb36:  // pred: ^bb35
    %72 = llvm.fcmp "olt" %arg1, %70 : f64
    llvm.cond_br %72, ^bb37, ^bb40(%15 : !llvm.ptr)
  ^bb37:  // pred: ^bb36
    llvm.store %69, %15 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    %73 = llvm.load %13 {alias_scopes = [#alias_scope691, #alias_scope692, #alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope667, #alias_scope669]} : !llvm.ptr -> i64
    %74 = llvm.bitcast %73 : i64 to f64
    %75 = llvm.fcmp "uno" %arg1, %74 : f64
    llvm.cond_br %75 weights([1, 4001]), ^bb3, ^bb38
  ^bb38:  // pred: ^bb37
    %76 = llvm.fcmp "olt" %arg1, %74 : f64
    llvm.cond_br %76, ^bb39, ^bb40(%14 : !llvm.ptr)
  ^bb39:  // pred: ^bb38
    llvm.store %73, %14 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb40(%13 : !llvm.ptr)
  ^bb40(%77: !llvm.ptr):  // 5 preds: ^bb32, ^bb34, ^bb36, ^bb38, ^bb39
    llvm.store %arg1, %77 {alias_scopes = [#alias_scope662, #alias_scope661, #alias_scope660], alignment = 8 : i64, noalias_scopes = [#alias_scope671, #alias_scope672]} : f64, !llvm.ptr
    %78 = llvm.load %16 {alias_scopes = [#alias_scope683, #alias_scope684, #alias_scope685], alignment = 8 : i64, noalias_scopes = [#alias_scope686]} : !llvm.ptr -> i64
    %79 = llvm.load %17 {alias_scopes = [#alias_scope683, #alias_scope684, #alias_scope685], alignment = 8 : i64, noalias_scopes = [#alias_scope686]} : !llvm.ptr -> f64
    llvm.br ^bb41(%79, %78, %58 : f64, i64, f64)
  ^bb41(%80: f64, %81: i64, %82: f64):  // 2 preds: ^bb30, ^bb40
    %83 = llvm.load %13 {alias_scopes = [#alias_scope683, #alias_scope684, #alias_scope685], alignment = 8 : i64, noalias_scopes = [#alias_scope686]} : !llvm.ptr -> f64
    %84 = llvm.load %14 {alias_scopes = [#alias_scope683, #alias_scope684, #alias_scope685], alignment = 8 : i64, noalias_scopes = [#alias_scope686]} : !llvm.ptr -> f64
    %85 = llvm.fmul %84, %1  : f64
    %86 = llvm.fadd %83, %85  : f64
    %87 = llvm.load %15 {alias_scopes = [#alias_scope683, #alias_scope684, #alias_scope685], alignment = 8 : i64, noalias_scopes = [#alias_scope686]} : !llvm.ptr -> f64
    %88 = llvm.fmul %87, %2  : f64
    %89 = llvm.fadd %86, %88  : f64
    %90 = llvm.bitcast %81 : i64 to f64
    %91 = llvm.fmul %90, %3  : f64
    %92 = llvm.fadd %89, %91  : f64
    %93 = llvm.fmul %80, %4  : f64
    %94 = llvm.fadd %92, %93  : f64
    %95 = llvm.fmul %82, %5  : f64
    %96 = llvm.fadd %94, %95  : f64
    llvm.return %96 : f64
  }
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 {llvm.noundef}, i64 {llvm.allocalign, llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "41"], ["allocsize", "4294967295"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["alloc-variant-zeroed", "_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(!llvm.ptr {llvm.allocptr, llvm.noundef}, i64 {llvm.noundef}, i64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["allockind", "4"], ["uwtable", "2"], ["alloc-family", "__rust_alloc"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @rust_eh_personality(i32 {llvm.noundef}, i32 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.noundef}, !llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(!llvm.ptr {llvm.nonnull, llvm.noundef}, !llvm.ptr {llvm.nonnull, llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.noundef, llvm.readonly}) attributes {no_inline, no_unwind, passthrough = ["cold", "noreturn", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() attributes {no_inline, no_unwind, passthrough = ["cold", "noreturn", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 {llvm.noundef}, i64 {llvm.noundef}, i64 {llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.noundef, llvm.readonly}) attributes {no_inline, no_unwind, passthrough = ["cold", "noreturn", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 {llvm.noundef}) -> (i64 {llvm.noundef}) attributes {no_unwind, passthrough = ["nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 {llvm.noundef}, i64) attributes {no_unwind, passthrough = ["cold", "minsize", "noreturn", "nonlazybind", "optsize", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
  llvm.func unnamed_addr @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.noalias, llvm.noundef, llvm.readonly}) attributes {no_inline, no_unwind, passthrough = ["cold", "noreturn", "nonlazybind", ["uwtable", "2"], ["probe-stack", "inline-asm"], ["target-cpu", "x86-64"]], target_cpu = "x86-64"}
}
