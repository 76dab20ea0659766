// LLVM integer intrinsics as code imported from C or Rust carries them:
// byte and bit reversal, funnel shifts (amounts past the width too),
// saturating and overflow-checked arithmetic, at several widths (i7 too)
// and on vectors; every result printed (overflow bits as 0/1).
func.func @main() {
  %c1 = llvm.mlir.constant(-128 : i8) : i8
  %c2 = llvm.mlir.constant(127 : i8) : i8
  %r3 = llvm.intr.uadd.sat(%c1, %c2) : (i8, i8) -> i8
  vector.print %r3 : i8
  %r4 = llvm.intr.usub.sat(%c1, %c2) : (i8, i8) -> i8
  vector.print %r4 : i8
  %r5 = llvm.intr.sadd.sat(%c1, %c2) : (i8, i8) -> i8
  vector.print %r5 : i8
  %r6 = llvm.intr.ssub.sat(%c1, %c2) : (i8, i8) -> i8
  vector.print %r6 : i8
  %r7 = "llvm.intr.sadd.with.overflow"(%c1, %c2) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r7v = llvm.extractvalue %r7[0] : !llvm.struct<(i8, i1)>
  %r7o = llvm.extractvalue %r7[1] : !llvm.struct<(i8, i1)>
  vector.print %r7v : i8
  vector.print %r7o : i1
  %r8 = "llvm.intr.uadd.with.overflow"(%c1, %c2) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r8v = llvm.extractvalue %r8[0] : !llvm.struct<(i8, i1)>
  %r8o = llvm.extractvalue %r8[1] : !llvm.struct<(i8, i1)>
  vector.print %r8v : i8
  vector.print %r8o : i1
  %r9 = "llvm.intr.ssub.with.overflow"(%c1, %c2) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r9v = llvm.extractvalue %r9[0] : !llvm.struct<(i8, i1)>
  %r9o = llvm.extractvalue %r9[1] : !llvm.struct<(i8, i1)>
  vector.print %r9v : i8
  vector.print %r9o : i1
  %r10 = "llvm.intr.usub.with.overflow"(%c1, %c2) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r10v = llvm.extractvalue %r10[0] : !llvm.struct<(i8, i1)>
  %r10o = llvm.extractvalue %r10[1] : !llvm.struct<(i8, i1)>
  vector.print %r10v : i8
  vector.print %r10o : i1
  %r11 = "llvm.intr.smul.with.overflow"(%c1, %c2) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r11v = llvm.extractvalue %r11[0] : !llvm.struct<(i8, i1)>
  %r11o = llvm.extractvalue %r11[1] : !llvm.struct<(i8, i1)>
  vector.print %r11v : i8
  vector.print %r11o : i1
  %r12 = "llvm.intr.umul.with.overflow"(%c1, %c2) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r12v = llvm.extractvalue %r12[0] : !llvm.struct<(i8, i1)>
  %r12o = llvm.extractvalue %r12[1] : !llvm.struct<(i8, i1)>
  vector.print %r12v : i8
  vector.print %r12o : i1
  %c13 = llvm.mlir.constant(0 : i8) : i8
  %r14 = llvm.intr.fshl(%c1, %c2, %c13) : (i8, i8, i8) -> i8
  vector.print %r14 : i8
  %r15 = llvm.intr.fshr(%c1, %c2, %c13) : (i8, i8, i8) -> i8
  vector.print %r15 : i8
  %c16 = llvm.mlir.constant(7 : i8) : i8
  %r17 = llvm.intr.fshl(%c1, %c2, %c16) : (i8, i8, i8) -> i8
  vector.print %r17 : i8
  %r18 = llvm.intr.fshr(%c1, %c2, %c16) : (i8, i8, i8) -> i8
  vector.print %r18 : i8
  %c19 = llvm.mlir.constant(11 : i8) : i8
  %r20 = llvm.intr.fshl(%c1, %c2, %c19) : (i8, i8, i8) -> i8
  vector.print %r20 : i8
  %r21 = llvm.intr.fshr(%c1, %c2, %c19) : (i8, i8, i8) -> i8
  vector.print %r21 : i8
  %r22 = llvm.intr.bitreverse(%c1) : (i8) -> i8
  vector.print %r22 : i8
  %c23 = llvm.mlir.constant(127 : i8) : i8
  %c24 = llvm.mlir.constant(-1 : i8) : i8
  %r25 = llvm.intr.uadd.sat(%c23, %c24) : (i8, i8) -> i8
  vector.print %r25 : i8
  %r26 = llvm.intr.usub.sat(%c23, %c24) : (i8, i8) -> i8
  vector.print %r26 : i8
  %r27 = llvm.intr.sadd.sat(%c23, %c24) : (i8, i8) -> i8
  vector.print %r27 : i8
  %r28 = llvm.intr.ssub.sat(%c23, %c24) : (i8, i8) -> i8
  vector.print %r28 : i8
  %r29 = "llvm.intr.sadd.with.overflow"(%c23, %c24) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r29v = llvm.extractvalue %r29[0] : !llvm.struct<(i8, i1)>
  %r29o = llvm.extractvalue %r29[1] : !llvm.struct<(i8, i1)>
  vector.print %r29v : i8
  vector.print %r29o : i1
  %r30 = "llvm.intr.uadd.with.overflow"(%c23, %c24) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r30v = llvm.extractvalue %r30[0] : !llvm.struct<(i8, i1)>
  %r30o = llvm.extractvalue %r30[1] : !llvm.struct<(i8, i1)>
  vector.print %r30v : i8
  vector.print %r30o : i1
  %r31 = "llvm.intr.ssub.with.overflow"(%c23, %c24) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r31v = llvm.extractvalue %r31[0] : !llvm.struct<(i8, i1)>
  %r31o = llvm.extractvalue %r31[1] : !llvm.struct<(i8, i1)>
  vector.print %r31v : i8
  vector.print %r31o : i1
  %r32 = "llvm.intr.usub.with.overflow"(%c23, %c24) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r32v = llvm.extractvalue %r32[0] : !llvm.struct<(i8, i1)>
  %r32o = llvm.extractvalue %r32[1] : !llvm.struct<(i8, i1)>
  vector.print %r32v : i8
  vector.print %r32o : i1
  %r33 = "llvm.intr.smul.with.overflow"(%c23, %c24) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r33v = llvm.extractvalue %r33[0] : !llvm.struct<(i8, i1)>
  %r33o = llvm.extractvalue %r33[1] : !llvm.struct<(i8, i1)>
  vector.print %r33v : i8
  vector.print %r33o : i1
  %r34 = "llvm.intr.umul.with.overflow"(%c23, %c24) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r34v = llvm.extractvalue %r34[0] : !llvm.struct<(i8, i1)>
  %r34o = llvm.extractvalue %r34[1] : !llvm.struct<(i8, i1)>
  vector.print %r34v : i8
  vector.print %r34o : i1
  %c35 = llvm.mlir.constant(1 : i8) : i8
  %r36 = llvm.intr.fshl(%c23, %c24, %c35) : (i8, i8, i8) -> i8
  vector.print %r36 : i8
  %r37 = llvm.intr.fshr(%c23, %c24, %c35) : (i8, i8, i8) -> i8
  vector.print %r37 : i8
  %c38 = llvm.mlir.constant(8 : i8) : i8
  %r39 = llvm.intr.fshl(%c23, %c24, %c38) : (i8, i8, i8) -> i8
  vector.print %r39 : i8
  %r40 = llvm.intr.fshr(%c23, %c24, %c38) : (i8, i8, i8) -> i8
  vector.print %r40 : i8
  %c41 = llvm.mlir.constant(17 : i8) : i8
  %r42 = llvm.intr.fshl(%c23, %c24, %c41) : (i8, i8, i8) -> i8
  vector.print %r42 : i8
  %r43 = llvm.intr.fshr(%c23, %c24, %c41) : (i8, i8, i8) -> i8
  vector.print %r43 : i8
  %r44 = llvm.intr.bitreverse(%c23) : (i8) -> i8
  vector.print %r44 : i8
  %c45 = llvm.mlir.constant(-1 : i8) : i8
  %c46 = llvm.mlir.constant(1 : i8) : i8
  %r47 = llvm.intr.uadd.sat(%c45, %c46) : (i8, i8) -> i8
  vector.print %r47 : i8
  %r48 = llvm.intr.usub.sat(%c45, %c46) : (i8, i8) -> i8
  vector.print %r48 : i8
  %r49 = llvm.intr.sadd.sat(%c45, %c46) : (i8, i8) -> i8
  vector.print %r49 : i8
  %r50 = llvm.intr.ssub.sat(%c45, %c46) : (i8, i8) -> i8
  vector.print %r50 : i8
  %r51 = "llvm.intr.sadd.with.overflow"(%c45, %c46) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r51v = llvm.extractvalue %r51[0] : !llvm.struct<(i8, i1)>
  %r51o = llvm.extractvalue %r51[1] : !llvm.struct<(i8, i1)>
  vector.print %r51v : i8
  vector.print %r51o : i1
  %r52 = "llvm.intr.uadd.with.overflow"(%c45, %c46) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r52v = llvm.extractvalue %r52[0] : !llvm.struct<(i8, i1)>
  %r52o = llvm.extractvalue %r52[1] : !llvm.struct<(i8, i1)>
  vector.print %r52v : i8
  vector.print %r52o : i1
  %r53 = "llvm.intr.ssub.with.overflow"(%c45, %c46) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r53v = llvm.extractvalue %r53[0] : !llvm.struct<(i8, i1)>
  %r53o = llvm.extractvalue %r53[1] : !llvm.struct<(i8, i1)>
  vector.print %r53v : i8
  vector.print %r53o : i1
  %r54 = "llvm.intr.usub.with.overflow"(%c45, %c46) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r54v = llvm.extractvalue %r54[0] : !llvm.struct<(i8, i1)>
  %r54o = llvm.extractvalue %r54[1] : !llvm.struct<(i8, i1)>
  vector.print %r54v : i8
  vector.print %r54o : i1
  %r55 = "llvm.intr.smul.with.overflow"(%c45, %c46) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r55v = llvm.extractvalue %r55[0] : !llvm.struct<(i8, i1)>
  %r55o = llvm.extractvalue %r55[1] : !llvm.struct<(i8, i1)>
  vector.print %r55v : i8
  vector.print %r55o : i1
  %r56 = "llvm.intr.umul.with.overflow"(%c45, %c46) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r56v = llvm.extractvalue %r56[0] : !llvm.struct<(i8, i1)>
  %r56o = llvm.extractvalue %r56[1] : !llvm.struct<(i8, i1)>
  vector.print %r56v : i8
  vector.print %r56o : i1
  %c57 = llvm.mlir.constant(0 : i8) : i8
  %r58 = llvm.intr.fshl(%c45, %c46, %c57) : (i8, i8, i8) -> i8
  vector.print %r58 : i8
  %r59 = llvm.intr.fshr(%c45, %c46, %c57) : (i8, i8, i8) -> i8
  vector.print %r59 : i8
  %c60 = llvm.mlir.constant(7 : i8) : i8
  %r61 = llvm.intr.fshl(%c45, %c46, %c60) : (i8, i8, i8) -> i8
  vector.print %r61 : i8
  %r62 = llvm.intr.fshr(%c45, %c46, %c60) : (i8, i8, i8) -> i8
  vector.print %r62 : i8
  %c63 = llvm.mlir.constant(11 : i8) : i8
  %r64 = llvm.intr.fshl(%c45, %c46, %c63) : (i8, i8, i8) -> i8
  vector.print %r64 : i8
  %r65 = llvm.intr.fshr(%c45, %c46, %c63) : (i8, i8, i8) -> i8
  vector.print %r65 : i8
  %r66 = llvm.intr.bitreverse(%c45) : (i8) -> i8
  vector.print %r66 : i8
  %c67 = llvm.mlir.constant(1 : i8) : i8
  %c68 = llvm.mlir.constant(37 : i8) : i8
  %r69 = llvm.intr.uadd.sat(%c67, %c68) : (i8, i8) -> i8
  vector.print %r69 : i8
  %r70 = llvm.intr.usub.sat(%c67, %c68) : (i8, i8) -> i8
  vector.print %r70 : i8
  %r71 = llvm.intr.sadd.sat(%c67, %c68) : (i8, i8) -> i8
  vector.print %r71 : i8
  %r72 = llvm.intr.ssub.sat(%c67, %c68) : (i8, i8) -> i8
  vector.print %r72 : i8
  %r73 = "llvm.intr.sadd.with.overflow"(%c67, %c68) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r73v = llvm.extractvalue %r73[0] : !llvm.struct<(i8, i1)>
  %r73o = llvm.extractvalue %r73[1] : !llvm.struct<(i8, i1)>
  vector.print %r73v : i8
  vector.print %r73o : i1
  %r74 = "llvm.intr.uadd.with.overflow"(%c67, %c68) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r74v = llvm.extractvalue %r74[0] : !llvm.struct<(i8, i1)>
  %r74o = llvm.extractvalue %r74[1] : !llvm.struct<(i8, i1)>
  vector.print %r74v : i8
  vector.print %r74o : i1
  %r75 = "llvm.intr.ssub.with.overflow"(%c67, %c68) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r75v = llvm.extractvalue %r75[0] : !llvm.struct<(i8, i1)>
  %r75o = llvm.extractvalue %r75[1] : !llvm.struct<(i8, i1)>
  vector.print %r75v : i8
  vector.print %r75o : i1
  %r76 = "llvm.intr.usub.with.overflow"(%c67, %c68) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r76v = llvm.extractvalue %r76[0] : !llvm.struct<(i8, i1)>
  %r76o = llvm.extractvalue %r76[1] : !llvm.struct<(i8, i1)>
  vector.print %r76v : i8
  vector.print %r76o : i1
  %r77 = "llvm.intr.smul.with.overflow"(%c67, %c68) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r77v = llvm.extractvalue %r77[0] : !llvm.struct<(i8, i1)>
  %r77o = llvm.extractvalue %r77[1] : !llvm.struct<(i8, i1)>
  vector.print %r77v : i8
  vector.print %r77o : i1
  %r78 = "llvm.intr.umul.with.overflow"(%c67, %c68) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %r78v = llvm.extractvalue %r78[0] : !llvm.struct<(i8, i1)>
  %r78o = llvm.extractvalue %r78[1] : !llvm.struct<(i8, i1)>
  vector.print %r78v : i8
  vector.print %r78o : i1
  %c79 = llvm.mlir.constant(1 : i8) : i8
  %r80 = llvm.intr.fshl(%c67, %c68, %c79) : (i8, i8, i8) -> i8
  vector.print %r80 : i8
  %r81 = llvm.intr.fshr(%c67, %c68, %c79) : (i8, i8, i8) -> i8
  vector.print %r81 : i8
  %c82 = llvm.mlir.constant(8 : i8) : i8
  %r83 = llvm.intr.fshl(%c67, %c68, %c82) : (i8, i8, i8) -> i8
  vector.print %r83 : i8
  %r84 = llvm.intr.fshr(%c67, %c68, %c82) : (i8, i8, i8) -> i8
  vector.print %r84 : i8
  %c85 = llvm.mlir.constant(17 : i8) : i8
  %r86 = llvm.intr.fshl(%c67, %c68, %c85) : (i8, i8, i8) -> i8
  vector.print %r86 : i8
  %r87 = llvm.intr.fshr(%c67, %c68, %c85) : (i8, i8, i8) -> i8
  vector.print %r87 : i8
  %r88 = llvm.intr.bitreverse(%c67) : (i8) -> i8
  vector.print %r88 : i8
  %c89 = llvm.mlir.constant(-32768 : i16) : i16
  %c90 = llvm.mlir.constant(32767 : i16) : i16
  %r91 = llvm.intr.uadd.sat(%c89, %c90) : (i16, i16) -> i16
  vector.print %r91 : i16
  %r92 = llvm.intr.usub.sat(%c89, %c90) : (i16, i16) -> i16
  vector.print %r92 : i16
  %r93 = llvm.intr.sadd.sat(%c89, %c90) : (i16, i16) -> i16
  vector.print %r93 : i16
  %r94 = llvm.intr.ssub.sat(%c89, %c90) : (i16, i16) -> i16
  vector.print %r94 : i16
  %r95 = "llvm.intr.sadd.with.overflow"(%c89, %c90) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r95v = llvm.extractvalue %r95[0] : !llvm.struct<(i16, i1)>
  %r95o = llvm.extractvalue %r95[1] : !llvm.struct<(i16, i1)>
  vector.print %r95v : i16
  vector.print %r95o : i1
  %r96 = "llvm.intr.uadd.with.overflow"(%c89, %c90) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r96v = llvm.extractvalue %r96[0] : !llvm.struct<(i16, i1)>
  %r96o = llvm.extractvalue %r96[1] : !llvm.struct<(i16, i1)>
  vector.print %r96v : i16
  vector.print %r96o : i1
  %r97 = "llvm.intr.ssub.with.overflow"(%c89, %c90) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r97v = llvm.extractvalue %r97[0] : !llvm.struct<(i16, i1)>
  %r97o = llvm.extractvalue %r97[1] : !llvm.struct<(i16, i1)>
  vector.print %r97v : i16
  vector.print %r97o : i1
  %r98 = "llvm.intr.usub.with.overflow"(%c89, %c90) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r98v = llvm.extractvalue %r98[0] : !llvm.struct<(i16, i1)>
  %r98o = llvm.extractvalue %r98[1] : !llvm.struct<(i16, i1)>
  vector.print %r98v : i16
  vector.print %r98o : i1
  %r99 = "llvm.intr.smul.with.overflow"(%c89, %c90) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r99v = llvm.extractvalue %r99[0] : !llvm.struct<(i16, i1)>
  %r99o = llvm.extractvalue %r99[1] : !llvm.struct<(i16, i1)>
  vector.print %r99v : i16
  vector.print %r99o : i1
  %r100 = "llvm.intr.umul.with.overflow"(%c89, %c90) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r100v = llvm.extractvalue %r100[0] : !llvm.struct<(i16, i1)>
  %r100o = llvm.extractvalue %r100[1] : !llvm.struct<(i16, i1)>
  vector.print %r100v : i16
  vector.print %r100o : i1
  %c101 = llvm.mlir.constant(0 : i16) : i16
  %r102 = llvm.intr.fshl(%c89, %c90, %c101) : (i16, i16, i16) -> i16
  vector.print %r102 : i16
  %r103 = llvm.intr.fshr(%c89, %c90, %c101) : (i16, i16, i16) -> i16
  vector.print %r103 : i16
  %c104 = llvm.mlir.constant(15 : i16) : i16
  %r105 = llvm.intr.fshl(%c89, %c90, %c104) : (i16, i16, i16) -> i16
  vector.print %r105 : i16
  %r106 = llvm.intr.fshr(%c89, %c90, %c104) : (i16, i16, i16) -> i16
  vector.print %r106 : i16
  %c107 = llvm.mlir.constant(19 : i16) : i16
  %r108 = llvm.intr.fshl(%c89, %c90, %c107) : (i16, i16, i16) -> i16
  vector.print %r108 : i16
  %r109 = llvm.intr.fshr(%c89, %c90, %c107) : (i16, i16, i16) -> i16
  vector.print %r109 : i16
  %r110 = llvm.intr.bitreverse(%c89) : (i16) -> i16
  vector.print %r110 : i16
  %r111 = llvm.intr.bswap(%c89) : (i16) -> i16
  vector.print %r111 : i16
  %c112 = llvm.mlir.constant(32767 : i16) : i16
  %c113 = llvm.mlir.constant(-1 : i16) : i16
  %r114 = llvm.intr.uadd.sat(%c112, %c113) : (i16, i16) -> i16
  vector.print %r114 : i16
  %r115 = llvm.intr.usub.sat(%c112, %c113) : (i16, i16) -> i16
  vector.print %r115 : i16
  %r116 = llvm.intr.sadd.sat(%c112, %c113) : (i16, i16) -> i16
  vector.print %r116 : i16
  %r117 = llvm.intr.ssub.sat(%c112, %c113) : (i16, i16) -> i16
  vector.print %r117 : i16
  %r118 = "llvm.intr.sadd.with.overflow"(%c112, %c113) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r118v = llvm.extractvalue %r118[0] : !llvm.struct<(i16, i1)>
  %r118o = llvm.extractvalue %r118[1] : !llvm.struct<(i16, i1)>
  vector.print %r118v : i16
  vector.print %r118o : i1
  %r119 = "llvm.intr.uadd.with.overflow"(%c112, %c113) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r119v = llvm.extractvalue %r119[0] : !llvm.struct<(i16, i1)>
  %r119o = llvm.extractvalue %r119[1] : !llvm.struct<(i16, i1)>
  vector.print %r119v : i16
  vector.print %r119o : i1
  %r120 = "llvm.intr.ssub.with.overflow"(%c112, %c113) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r120v = llvm.extractvalue %r120[0] : !llvm.struct<(i16, i1)>
  %r120o = llvm.extractvalue %r120[1] : !llvm.struct<(i16, i1)>
  vector.print %r120v : i16
  vector.print %r120o : i1
  %r121 = "llvm.intr.usub.with.overflow"(%c112, %c113) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r121v = llvm.extractvalue %r121[0] : !llvm.struct<(i16, i1)>
  %r121o = llvm.extractvalue %r121[1] : !llvm.struct<(i16, i1)>
  vector.print %r121v : i16
  vector.print %r121o : i1
  %r122 = "llvm.intr.smul.with.overflow"(%c112, %c113) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r122v = llvm.extractvalue %r122[0] : !llvm.struct<(i16, i1)>
  %r122o = llvm.extractvalue %r122[1] : !llvm.struct<(i16, i1)>
  vector.print %r122v : i16
  vector.print %r122o : i1
  %r123 = "llvm.intr.umul.with.overflow"(%c112, %c113) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r123v = llvm.extractvalue %r123[0] : !llvm.struct<(i16, i1)>
  %r123o = llvm.extractvalue %r123[1] : !llvm.struct<(i16, i1)>
  vector.print %r123v : i16
  vector.print %r123o : i1
  %c124 = llvm.mlir.constant(1 : i16) : i16
  %r125 = llvm.intr.fshl(%c112, %c113, %c124) : (i16, i16, i16) -> i16
  vector.print %r125 : i16
  %r126 = llvm.intr.fshr(%c112, %c113, %c124) : (i16, i16, i16) -> i16
  vector.print %r126 : i16
  %c127 = llvm.mlir.constant(16 : i16) : i16
  %r128 = llvm.intr.fshl(%c112, %c113, %c127) : (i16, i16, i16) -> i16
  vector.print %r128 : i16
  %r129 = llvm.intr.fshr(%c112, %c113, %c127) : (i16, i16, i16) -> i16
  vector.print %r129 : i16
  %c130 = llvm.mlir.constant(33 : i16) : i16
  %r131 = llvm.intr.fshl(%c112, %c113, %c130) : (i16, i16, i16) -> i16
  vector.print %r131 : i16
  %r132 = llvm.intr.fshr(%c112, %c113, %c130) : (i16, i16, i16) -> i16
  vector.print %r132 : i16
  %r133 = llvm.intr.bitreverse(%c112) : (i16) -> i16
  vector.print %r133 : i16
  %r134 = llvm.intr.bswap(%c112) : (i16) -> i16
  vector.print %r134 : i16
  %c135 = llvm.mlir.constant(-1 : i16) : i16
  %c136 = llvm.mlir.constant(1 : i16) : i16
  %r137 = llvm.intr.uadd.sat(%c135, %c136) : (i16, i16) -> i16
  vector.print %r137 : i16
  %r138 = llvm.intr.usub.sat(%c135, %c136) : (i16, i16) -> i16
  vector.print %r138 : i16
  %r139 = llvm.intr.sadd.sat(%c135, %c136) : (i16, i16) -> i16
  vector.print %r139 : i16
  %r140 = llvm.intr.ssub.sat(%c135, %c136) : (i16, i16) -> i16
  vector.print %r140 : i16
  %r141 = "llvm.intr.sadd.with.overflow"(%c135, %c136) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r141v = llvm.extractvalue %r141[0] : !llvm.struct<(i16, i1)>
  %r141o = llvm.extractvalue %r141[1] : !llvm.struct<(i16, i1)>
  vector.print %r141v : i16
  vector.print %r141o : i1
  %r142 = "llvm.intr.uadd.with.overflow"(%c135, %c136) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r142v = llvm.extractvalue %r142[0] : !llvm.struct<(i16, i1)>
  %r142o = llvm.extractvalue %r142[1] : !llvm.struct<(i16, i1)>
  vector.print %r142v : i16
  vector.print %r142o : i1
  %r143 = "llvm.intr.ssub.with.overflow"(%c135, %c136) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r143v = llvm.extractvalue %r143[0] : !llvm.struct<(i16, i1)>
  %r143o = llvm.extractvalue %r143[1] : !llvm.struct<(i16, i1)>
  vector.print %r143v : i16
  vector.print %r143o : i1
  %r144 = "llvm.intr.usub.with.overflow"(%c135, %c136) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r144v = llvm.extractvalue %r144[0] : !llvm.struct<(i16, i1)>
  %r144o = llvm.extractvalue %r144[1] : !llvm.struct<(i16, i1)>
  vector.print %r144v : i16
  vector.print %r144o : i1
  %r145 = "llvm.intr.smul.with.overflow"(%c135, %c136) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r145v = llvm.extractvalue %r145[0] : !llvm.struct<(i16, i1)>
  %r145o = llvm.extractvalue %r145[1] : !llvm.struct<(i16, i1)>
  vector.print %r145v : i16
  vector.print %r145o : i1
  %r146 = "llvm.intr.umul.with.overflow"(%c135, %c136) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r146v = llvm.extractvalue %r146[0] : !llvm.struct<(i16, i1)>
  %r146o = llvm.extractvalue %r146[1] : !llvm.struct<(i16, i1)>
  vector.print %r146v : i16
  vector.print %r146o : i1
  %c147 = llvm.mlir.constant(0 : i16) : i16
  %r148 = llvm.intr.fshl(%c135, %c136, %c147) : (i16, i16, i16) -> i16
  vector.print %r148 : i16
  %r149 = llvm.intr.fshr(%c135, %c136, %c147) : (i16, i16, i16) -> i16
  vector.print %r149 : i16
  %c150 = llvm.mlir.constant(15 : i16) : i16
  %r151 = llvm.intr.fshl(%c135, %c136, %c150) : (i16, i16, i16) -> i16
  vector.print %r151 : i16
  %r152 = llvm.intr.fshr(%c135, %c136, %c150) : (i16, i16, i16) -> i16
  vector.print %r152 : i16
  %c153 = llvm.mlir.constant(19 : i16) : i16
  %r154 = llvm.intr.fshl(%c135, %c136, %c153) : (i16, i16, i16) -> i16
  vector.print %r154 : i16
  %r155 = llvm.intr.fshr(%c135, %c136, %c153) : (i16, i16, i16) -> i16
  vector.print %r155 : i16
  %r156 = llvm.intr.bitreverse(%c135) : (i16) -> i16
  vector.print %r156 : i16
  %r157 = llvm.intr.bswap(%c135) : (i16) -> i16
  vector.print %r157 : i16
  %c158 = llvm.mlir.constant(1 : i16) : i16
  %c159 = llvm.mlir.constant(-12996 : i16) : i16
  %r160 = llvm.intr.uadd.sat(%c158, %c159) : (i16, i16) -> i16
  vector.print %r160 : i16
  %r161 = llvm.intr.usub.sat(%c158, %c159) : (i16, i16) -> i16
  vector.print %r161 : i16
  %r162 = llvm.intr.sadd.sat(%c158, %c159) : (i16, i16) -> i16
  vector.print %r162 : i16
  %r163 = llvm.intr.ssub.sat(%c158, %c159) : (i16, i16) -> i16
  vector.print %r163 : i16
  %r164 = "llvm.intr.sadd.with.overflow"(%c158, %c159) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r164v = llvm.extractvalue %r164[0] : !llvm.struct<(i16, i1)>
  %r164o = llvm.extractvalue %r164[1] : !llvm.struct<(i16, i1)>
  vector.print %r164v : i16
  vector.print %r164o : i1
  %r165 = "llvm.intr.uadd.with.overflow"(%c158, %c159) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r165v = llvm.extractvalue %r165[0] : !llvm.struct<(i16, i1)>
  %r165o = llvm.extractvalue %r165[1] : !llvm.struct<(i16, i1)>
  vector.print %r165v : i16
  vector.print %r165o : i1
  %r166 = "llvm.intr.ssub.with.overflow"(%c158, %c159) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r166v = llvm.extractvalue %r166[0] : !llvm.struct<(i16, i1)>
  %r166o = llvm.extractvalue %r166[1] : !llvm.struct<(i16, i1)>
  vector.print %r166v : i16
  vector.print %r166o : i1
  %r167 = "llvm.intr.usub.with.overflow"(%c158, %c159) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r167v = llvm.extractvalue %r167[0] : !llvm.struct<(i16, i1)>
  %r167o = llvm.extractvalue %r167[1] : !llvm.struct<(i16, i1)>
  vector.print %r167v : i16
  vector.print %r167o : i1
  %r168 = "llvm.intr.smul.with.overflow"(%c158, %c159) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r168v = llvm.extractvalue %r168[0] : !llvm.struct<(i16, i1)>
  %r168o = llvm.extractvalue %r168[1] : !llvm.struct<(i16, i1)>
  vector.print %r168v : i16
  vector.print %r168o : i1
  %r169 = "llvm.intr.umul.with.overflow"(%c158, %c159) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %r169v = llvm.extractvalue %r169[0] : !llvm.struct<(i16, i1)>
  %r169o = llvm.extractvalue %r169[1] : !llvm.struct<(i16, i1)>
  vector.print %r169v : i16
  vector.print %r169o : i1
  %c170 = llvm.mlir.constant(1 : i16) : i16
  %r171 = llvm.intr.fshl(%c158, %c159, %c170) : (i16, i16, i16) -> i16
  vector.print %r171 : i16
  %r172 = llvm.intr.fshr(%c158, %c159, %c170) : (i16, i16, i16) -> i16
  vector.print %r172 : i16
  %c173 = llvm.mlir.constant(16 : i16) : i16
  %r174 = llvm.intr.fshl(%c158, %c159, %c173) : (i16, i16, i16) -> i16
  vector.print %r174 : i16
  %r175 = llvm.intr.fshr(%c158, %c159, %c173) : (i16, i16, i16) -> i16
  vector.print %r175 : i16
  %c176 = llvm.mlir.constant(33 : i16) : i16
  %r177 = llvm.intr.fshl(%c158, %c159, %c176) : (i16, i16, i16) -> i16
  vector.print %r177 : i16
  %r178 = llvm.intr.fshr(%c158, %c159, %c176) : (i16, i16, i16) -> i16
  vector.print %r178 : i16
  %r179 = llvm.intr.bitreverse(%c158) : (i16) -> i16
  vector.print %r179 : i16
  %r180 = llvm.intr.bswap(%c158) : (i16) -> i16
  vector.print %r180 : i16
  %c181 = llvm.mlir.constant(-2147483648 : i32) : i32
  %c182 = llvm.mlir.constant(2147483647 : i32) : i32
  %r183 = llvm.intr.uadd.sat(%c181, %c182) : (i32, i32) -> i32
  vector.print %r183 : i32
  %r184 = llvm.intr.usub.sat(%c181, %c182) : (i32, i32) -> i32
  vector.print %r184 : i32
  %r185 = llvm.intr.sadd.sat(%c181, %c182) : (i32, i32) -> i32
  vector.print %r185 : i32
  %r186 = llvm.intr.ssub.sat(%c181, %c182) : (i32, i32) -> i32
  vector.print %r186 : i32
  %r187 = "llvm.intr.sadd.with.overflow"(%c181, %c182) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r187v = llvm.extractvalue %r187[0] : !llvm.struct<(i32, i1)>
  %r187o = llvm.extractvalue %r187[1] : !llvm.struct<(i32, i1)>
  vector.print %r187v : i32
  vector.print %r187o : i1
  %r188 = "llvm.intr.uadd.with.overflow"(%c181, %c182) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r188v = llvm.extractvalue %r188[0] : !llvm.struct<(i32, i1)>
  %r188o = llvm.extractvalue %r188[1] : !llvm.struct<(i32, i1)>
  vector.print %r188v : i32
  vector.print %r188o : i1
  %r189 = "llvm.intr.ssub.with.overflow"(%c181, %c182) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r189v = llvm.extractvalue %r189[0] : !llvm.struct<(i32, i1)>
  %r189o = llvm.extractvalue %r189[1] : !llvm.struct<(i32, i1)>
  vector.print %r189v : i32
  vector.print %r189o : i1
  %r190 = "llvm.intr.usub.with.overflow"(%c181, %c182) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r190v = llvm.extractvalue %r190[0] : !llvm.struct<(i32, i1)>
  %r190o = llvm.extractvalue %r190[1] : !llvm.struct<(i32, i1)>
  vector.print %r190v : i32
  vector.print %r190o : i1
  %r191 = "llvm.intr.smul.with.overflow"(%c181, %c182) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r191v = llvm.extractvalue %r191[0] : !llvm.struct<(i32, i1)>
  %r191o = llvm.extractvalue %r191[1] : !llvm.struct<(i32, i1)>
  vector.print %r191v : i32
  vector.print %r191o : i1
  %r192 = "llvm.intr.umul.with.overflow"(%c181, %c182) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r192v = llvm.extractvalue %r192[0] : !llvm.struct<(i32, i1)>
  %r192o = llvm.extractvalue %r192[1] : !llvm.struct<(i32, i1)>
  vector.print %r192v : i32
  vector.print %r192o : i1
  %c193 = llvm.mlir.constant(0 : i32) : i32
  %r194 = llvm.intr.fshl(%c181, %c182, %c193) : (i32, i32, i32) -> i32
  vector.print %r194 : i32
  %r195 = llvm.intr.fshr(%c181, %c182, %c193) : (i32, i32, i32) -> i32
  vector.print %r195 : i32
  %c196 = llvm.mlir.constant(31 : i32) : i32
  %r197 = llvm.intr.fshl(%c181, %c182, %c196) : (i32, i32, i32) -> i32
  vector.print %r197 : i32
  %r198 = llvm.intr.fshr(%c181, %c182, %c196) : (i32, i32, i32) -> i32
  vector.print %r198 : i32
  %c199 = llvm.mlir.constant(35 : i32) : i32
  %r200 = llvm.intr.fshl(%c181, %c182, %c199) : (i32, i32, i32) -> i32
  vector.print %r200 : i32
  %r201 = llvm.intr.fshr(%c181, %c182, %c199) : (i32, i32, i32) -> i32
  vector.print %r201 : i32
  %r202 = llvm.intr.bitreverse(%c181) : (i32) -> i32
  vector.print %r202 : i32
  %r203 = llvm.intr.bswap(%c181) : (i32) -> i32
  vector.print %r203 : i32
  %c204 = llvm.mlir.constant(2147483647 : i32) : i32
  %c205 = llvm.mlir.constant(-1 : i32) : i32
  %r206 = llvm.intr.uadd.sat(%c204, %c205) : (i32, i32) -> i32
  vector.print %r206 : i32
  %r207 = llvm.intr.usub.sat(%c204, %c205) : (i32, i32) -> i32
  vector.print %r207 : i32
  %r208 = llvm.intr.sadd.sat(%c204, %c205) : (i32, i32) -> i32
  vector.print %r208 : i32
  %r209 = llvm.intr.ssub.sat(%c204, %c205) : (i32, i32) -> i32
  vector.print %r209 : i32
  %r210 = "llvm.intr.sadd.with.overflow"(%c204, %c205) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r210v = llvm.extractvalue %r210[0] : !llvm.struct<(i32, i1)>
  %r210o = llvm.extractvalue %r210[1] : !llvm.struct<(i32, i1)>
  vector.print %r210v : i32
  vector.print %r210o : i1
  %r211 = "llvm.intr.uadd.with.overflow"(%c204, %c205) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r211v = llvm.extractvalue %r211[0] : !llvm.struct<(i32, i1)>
  %r211o = llvm.extractvalue %r211[1] : !llvm.struct<(i32, i1)>
  vector.print %r211v : i32
  vector.print %r211o : i1
  %r212 = "llvm.intr.ssub.with.overflow"(%c204, %c205) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r212v = llvm.extractvalue %r212[0] : !llvm.struct<(i32, i1)>
  %r212o = llvm.extractvalue %r212[1] : !llvm.struct<(i32, i1)>
  vector.print %r212v : i32
  vector.print %r212o : i1
  %r213 = "llvm.intr.usub.with.overflow"(%c204, %c205) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r213v = llvm.extractvalue %r213[0] : !llvm.struct<(i32, i1)>
  %r213o = llvm.extractvalue %r213[1] : !llvm.struct<(i32, i1)>
  vector.print %r213v : i32
  vector.print %r213o : i1
  %r214 = "llvm.intr.smul.with.overflow"(%c204, %c205) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r214v = llvm.extractvalue %r214[0] : !llvm.struct<(i32, i1)>
  %r214o = llvm.extractvalue %r214[1] : !llvm.struct<(i32, i1)>
  vector.print %r214v : i32
  vector.print %r214o : i1
  %r215 = "llvm.intr.umul.with.overflow"(%c204, %c205) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r215v = llvm.extractvalue %r215[0] : !llvm.struct<(i32, i1)>
  %r215o = llvm.extractvalue %r215[1] : !llvm.struct<(i32, i1)>
  vector.print %r215v : i32
  vector.print %r215o : i1
  %c216 = llvm.mlir.constant(1 : i32) : i32
  %r217 = llvm.intr.fshl(%c204, %c205, %c216) : (i32, i32, i32) -> i32
  vector.print %r217 : i32
  %r218 = llvm.intr.fshr(%c204, %c205, %c216) : (i32, i32, i32) -> i32
  vector.print %r218 : i32
  %c219 = llvm.mlir.constant(32 : i32) : i32
  %r220 = llvm.intr.fshl(%c204, %c205, %c219) : (i32, i32, i32) -> i32
  vector.print %r220 : i32
  %r221 = llvm.intr.fshr(%c204, %c205, %c219) : (i32, i32, i32) -> i32
  vector.print %r221 : i32
  %c222 = llvm.mlir.constant(65 : i32) : i32
  %r223 = llvm.intr.fshl(%c204, %c205, %c222) : (i32, i32, i32) -> i32
  vector.print %r223 : i32
  %r224 = llvm.intr.fshr(%c204, %c205, %c222) : (i32, i32, i32) -> i32
  vector.print %r224 : i32
  %r225 = llvm.intr.bitreverse(%c204) : (i32) -> i32
  vector.print %r225 : i32
  %r226 = llvm.intr.bswap(%c204) : (i32) -> i32
  vector.print %r226 : i32
  %c227 = llvm.mlir.constant(-1 : i32) : i32
  %c228 = llvm.mlir.constant(1 : i32) : i32
  %r229 = llvm.intr.uadd.sat(%c227, %c228) : (i32, i32) -> i32
  vector.print %r229 : i32
  %r230 = llvm.intr.usub.sat(%c227, %c228) : (i32, i32) -> i32
  vector.print %r230 : i32
  %r231 = llvm.intr.sadd.sat(%c227, %c228) : (i32, i32) -> i32
  vector.print %r231 : i32
  %r232 = llvm.intr.ssub.sat(%c227, %c228) : (i32, i32) -> i32
  vector.print %r232 : i32
  %r233 = "llvm.intr.sadd.with.overflow"(%c227, %c228) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r233v = llvm.extractvalue %r233[0] : !llvm.struct<(i32, i1)>
  %r233o = llvm.extractvalue %r233[1] : !llvm.struct<(i32, i1)>
  vector.print %r233v : i32
  vector.print %r233o : i1
  %r234 = "llvm.intr.uadd.with.overflow"(%c227, %c228) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r234v = llvm.extractvalue %r234[0] : !llvm.struct<(i32, i1)>
  %r234o = llvm.extractvalue %r234[1] : !llvm.struct<(i32, i1)>
  vector.print %r234v : i32
  vector.print %r234o : i1
  %r235 = "llvm.intr.ssub.with.overflow"(%c227, %c228) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r235v = llvm.extractvalue %r235[0] : !llvm.struct<(i32, i1)>
  %r235o = llvm.extractvalue %r235[1] : !llvm.struct<(i32, i1)>
  vector.print %r235v : i32
  vector.print %r235o : i1
  %r236 = "llvm.intr.usub.with.overflow"(%c227, %c228) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r236v = llvm.extractvalue %r236[0] : !llvm.struct<(i32, i1)>
  %r236o = llvm.extractvalue %r236[1] : !llvm.struct<(i32, i1)>
  vector.print %r236v : i32
  vector.print %r236o : i1
  %r237 = "llvm.intr.smul.with.overflow"(%c227, %c228) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r237v = llvm.extractvalue %r237[0] : !llvm.struct<(i32, i1)>
  %r237o = llvm.extractvalue %r237[1] : !llvm.struct<(i32, i1)>
  vector.print %r237v : i32
  vector.print %r237o : i1
  %r238 = "llvm.intr.umul.with.overflow"(%c227, %c228) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r238v = llvm.extractvalue %r238[0] : !llvm.struct<(i32, i1)>
  %r238o = llvm.extractvalue %r238[1] : !llvm.struct<(i32, i1)>
  vector.print %r238v : i32
  vector.print %r238o : i1
  %c239 = llvm.mlir.constant(0 : i32) : i32
  %r240 = llvm.intr.fshl(%c227, %c228, %c239) : (i32, i32, i32) -> i32
  vector.print %r240 : i32
  %r241 = llvm.intr.fshr(%c227, %c228, %c239) : (i32, i32, i32) -> i32
  vector.print %r241 : i32
  %c242 = llvm.mlir.constant(31 : i32) : i32
  %r243 = llvm.intr.fshl(%c227, %c228, %c242) : (i32, i32, i32) -> i32
  vector.print %r243 : i32
  %r244 = llvm.intr.fshr(%c227, %c228, %c242) : (i32, i32, i32) -> i32
  vector.print %r244 : i32
  %c245 = llvm.mlir.constant(35 : i32) : i32
  %r246 = llvm.intr.fshl(%c227, %c228, %c245) : (i32, i32, i32) -> i32
  vector.print %r246 : i32
  %r247 = llvm.intr.fshr(%c227, %c228, %c245) : (i32, i32, i32) -> i32
  vector.print %r247 : i32
  %r248 = llvm.intr.bitreverse(%c227) : (i32) -> i32
  vector.print %r248 : i32
  %r249 = llvm.intr.bswap(%c227) : (i32) -> i32
  vector.print %r249 : i32
  %c250 = llvm.mlir.constant(1 : i32) : i32
  %c251 = llvm.mlir.constant(-1940095024 : i32) : i32
  %r252 = llvm.intr.uadd.sat(%c250, %c251) : (i32, i32) -> i32
  vector.print %r252 : i32
  %r253 = llvm.intr.usub.sat(%c250, %c251) : (i32, i32) -> i32
  vector.print %r253 : i32
  %r254 = llvm.intr.sadd.sat(%c250, %c251) : (i32, i32) -> i32
  vector.print %r254 : i32
  %r255 = llvm.intr.ssub.sat(%c250, %c251) : (i32, i32) -> i32
  vector.print %r255 : i32
  %r256 = "llvm.intr.sadd.with.overflow"(%c250, %c251) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r256v = llvm.extractvalue %r256[0] : !llvm.struct<(i32, i1)>
  %r256o = llvm.extractvalue %r256[1] : !llvm.struct<(i32, i1)>
  vector.print %r256v : i32
  vector.print %r256o : i1
  %r257 = "llvm.intr.uadd.with.overflow"(%c250, %c251) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r257v = llvm.extractvalue %r257[0] : !llvm.struct<(i32, i1)>
  %r257o = llvm.extractvalue %r257[1] : !llvm.struct<(i32, i1)>
  vector.print %r257v : i32
  vector.print %r257o : i1
  %r258 = "llvm.intr.ssub.with.overflow"(%c250, %c251) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r258v = llvm.extractvalue %r258[0] : !llvm.struct<(i32, i1)>
  %r258o = llvm.extractvalue %r258[1] : !llvm.struct<(i32, i1)>
  vector.print %r258v : i32
  vector.print %r258o : i1
  %r259 = "llvm.intr.usub.with.overflow"(%c250, %c251) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r259v = llvm.extractvalue %r259[0] : !llvm.struct<(i32, i1)>
  %r259o = llvm.extractvalue %r259[1] : !llvm.struct<(i32, i1)>
  vector.print %r259v : i32
  vector.print %r259o : i1
  %r260 = "llvm.intr.smul.with.overflow"(%c250, %c251) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r260v = llvm.extractvalue %r260[0] : !llvm.struct<(i32, i1)>
  %r260o = llvm.extractvalue %r260[1] : !llvm.struct<(i32, i1)>
  vector.print %r260v : i32
  vector.print %r260o : i1
  %r261 = "llvm.intr.umul.with.overflow"(%c250, %c251) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %r261v = llvm.extractvalue %r261[0] : !llvm.struct<(i32, i1)>
  %r261o = llvm.extractvalue %r261[1] : !llvm.struct<(i32, i1)>
  vector.print %r261v : i32
  vector.print %r261o : i1
  %c262 = llvm.mlir.constant(1 : i32) : i32
  %r263 = llvm.intr.fshl(%c250, %c251, %c262) : (i32, i32, i32) -> i32
  vector.print %r263 : i32
  %r264 = llvm.intr.fshr(%c250, %c251, %c262) : (i32, i32, i32) -> i32
  vector.print %r264 : i32
  %c265 = llvm.mlir.constant(32 : i32) : i32
  %r266 = llvm.intr.fshl(%c250, %c251, %c265) : (i32, i32, i32) -> i32
  vector.print %r266 : i32
  %r267 = llvm.intr.fshr(%c250, %c251, %c265) : (i32, i32, i32) -> i32
  vector.print %r267 : i32
  %c268 = llvm.mlir.constant(65 : i32) : i32
  %r269 = llvm.intr.fshl(%c250, %c251, %c268) : (i32, i32, i32) -> i32
  vector.print %r269 : i32
  %r270 = llvm.intr.fshr(%c250, %c251, %c268) : (i32, i32, i32) -> i32
  vector.print %r270 : i32
  %r271 = llvm.intr.bitreverse(%c250) : (i32) -> i32
  vector.print %r271 : i32
  %r272 = llvm.intr.bswap(%c250) : (i32) -> i32
  vector.print %r272 : i32
  %c273 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %c274 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %r275 = llvm.intr.uadd.sat(%c273, %c274) : (i64, i64) -> i64
  vector.print %r275 : i64
  %r276 = llvm.intr.usub.sat(%c273, %c274) : (i64, i64) -> i64
  vector.print %r276 : i64
  %r277 = llvm.intr.sadd.sat(%c273, %c274) : (i64, i64) -> i64
  vector.print %r277 : i64
  %r278 = llvm.intr.ssub.sat(%c273, %c274) : (i64, i64) -> i64
  vector.print %r278 : i64
  %r279 = "llvm.intr.sadd.with.overflow"(%c273, %c274) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r279v = llvm.extractvalue %r279[0] : !llvm.struct<(i64, i1)>
  %r279o = llvm.extractvalue %r279[1] : !llvm.struct<(i64, i1)>
  vector.print %r279v : i64
  vector.print %r279o : i1
  %r280 = "llvm.intr.uadd.with.overflow"(%c273, %c274) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r280v = llvm.extractvalue %r280[0] : !llvm.struct<(i64, i1)>
  %r280o = llvm.extractvalue %r280[1] : !llvm.struct<(i64, i1)>
  vector.print %r280v : i64
  vector.print %r280o : i1
  %r281 = "llvm.intr.ssub.with.overflow"(%c273, %c274) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r281v = llvm.extractvalue %r281[0] : !llvm.struct<(i64, i1)>
  %r281o = llvm.extractvalue %r281[1] : !llvm.struct<(i64, i1)>
  vector.print %r281v : i64
  vector.print %r281o : i1
  %r282 = "llvm.intr.usub.with.overflow"(%c273, %c274) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r282v = llvm.extractvalue %r282[0] : !llvm.struct<(i64, i1)>
  %r282o = llvm.extractvalue %r282[1] : !llvm.struct<(i64, i1)>
  vector.print %r282v : i64
  vector.print %r282o : i1
  %r283 = "llvm.intr.smul.with.overflow"(%c273, %c274) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r283v = llvm.extractvalue %r283[0] : !llvm.struct<(i64, i1)>
  %r283o = llvm.extractvalue %r283[1] : !llvm.struct<(i64, i1)>
  vector.print %r283v : i64
  vector.print %r283o : i1
  %r284 = "llvm.intr.umul.with.overflow"(%c273, %c274) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r284v = llvm.extractvalue %r284[0] : !llvm.struct<(i64, i1)>
  %r284o = llvm.extractvalue %r284[1] : !llvm.struct<(i64, i1)>
  vector.print %r284v : i64
  vector.print %r284o : i1
  %c285 = llvm.mlir.constant(0 : i64) : i64
  %r286 = llvm.intr.fshl(%c273, %c274, %c285) : (i64, i64, i64) -> i64
  vector.print %r286 : i64
  %r287 = llvm.intr.fshr(%c273, %c274, %c285) : (i64, i64, i64) -> i64
  vector.print %r287 : i64
  %c288 = llvm.mlir.constant(63 : i64) : i64
  %r289 = llvm.intr.fshl(%c273, %c274, %c288) : (i64, i64, i64) -> i64
  vector.print %r289 : i64
  %r290 = llvm.intr.fshr(%c273, %c274, %c288) : (i64, i64, i64) -> i64
  vector.print %r290 : i64
  %c291 = llvm.mlir.constant(67 : i64) : i64
  %r292 = llvm.intr.fshl(%c273, %c274, %c291) : (i64, i64, i64) -> i64
  vector.print %r292 : i64
  %r293 = llvm.intr.fshr(%c273, %c274, %c291) : (i64, i64, i64) -> i64
  vector.print %r293 : i64
  %r294 = llvm.intr.bitreverse(%c273) : (i64) -> i64
  vector.print %r294 : i64
  %r295 = llvm.intr.bswap(%c273) : (i64) -> i64
  vector.print %r295 : i64
  %c296 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %c297 = llvm.mlir.constant(-1 : i64) : i64
  %r298 = llvm.intr.uadd.sat(%c296, %c297) : (i64, i64) -> i64
  vector.print %r298 : i64
  %r299 = llvm.intr.usub.sat(%c296, %c297) : (i64, i64) -> i64
  vector.print %r299 : i64
  %r300 = llvm.intr.sadd.sat(%c296, %c297) : (i64, i64) -> i64
  vector.print %r300 : i64
  %r301 = llvm.intr.ssub.sat(%c296, %c297) : (i64, i64) -> i64
  vector.print %r301 : i64
  %r302 = "llvm.intr.sadd.with.overflow"(%c296, %c297) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r302v = llvm.extractvalue %r302[0] : !llvm.struct<(i64, i1)>
  %r302o = llvm.extractvalue %r302[1] : !llvm.struct<(i64, i1)>
  vector.print %r302v : i64
  vector.print %r302o : i1
  %r303 = "llvm.intr.uadd.with.overflow"(%c296, %c297) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r303v = llvm.extractvalue %r303[0] : !llvm.struct<(i64, i1)>
  %r303o = llvm.extractvalue %r303[1] : !llvm.struct<(i64, i1)>
  vector.print %r303v : i64
  vector.print %r303o : i1
  %r304 = "llvm.intr.ssub.with.overflow"(%c296, %c297) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r304v = llvm.extractvalue %r304[0] : !llvm.struct<(i64, i1)>
  %r304o = llvm.extractvalue %r304[1] : !llvm.struct<(i64, i1)>
  vector.print %r304v : i64
  vector.print %r304o : i1
  %r305 = "llvm.intr.usub.with.overflow"(%c296, %c297) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r305v = llvm.extractvalue %r305[0] : !llvm.struct<(i64, i1)>
  %r305o = llvm.extractvalue %r305[1] : !llvm.struct<(i64, i1)>
  vector.print %r305v : i64
  vector.print %r305o : i1
  %r306 = "llvm.intr.smul.with.overflow"(%c296, %c297) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r306v = llvm.extractvalue %r306[0] : !llvm.struct<(i64, i1)>
  %r306o = llvm.extractvalue %r306[1] : !llvm.struct<(i64, i1)>
  vector.print %r306v : i64
  vector.print %r306o : i1
  %r307 = "llvm.intr.umul.with.overflow"(%c296, %c297) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r307v = llvm.extractvalue %r307[0] : !llvm.struct<(i64, i1)>
  %r307o = llvm.extractvalue %r307[1] : !llvm.struct<(i64, i1)>
  vector.print %r307v : i64
  vector.print %r307o : i1
  %c308 = llvm.mlir.constant(1 : i64) : i64
  %r309 = llvm.intr.fshl(%c296, %c297, %c308) : (i64, i64, i64) -> i64
  vector.print %r309 : i64
  %r310 = llvm.intr.fshr(%c296, %c297, %c308) : (i64, i64, i64) -> i64
  vector.print %r310 : i64
  %c311 = llvm.mlir.constant(64 : i64) : i64
  %r312 = llvm.intr.fshl(%c296, %c297, %c311) : (i64, i64, i64) -> i64
  vector.print %r312 : i64
  %r313 = llvm.intr.fshr(%c296, %c297, %c311) : (i64, i64, i64) -> i64
  vector.print %r313 : i64
  %c314 = llvm.mlir.constant(129 : i64) : i64
  %r315 = llvm.intr.fshl(%c296, %c297, %c314) : (i64, i64, i64) -> i64
  vector.print %r315 : i64
  %r316 = llvm.intr.fshr(%c296, %c297, %c314) : (i64, i64, i64) -> i64
  vector.print %r316 : i64
  %r317 = llvm.intr.bitreverse(%c296) : (i64) -> i64
  vector.print %r317 : i64
  %r318 = llvm.intr.bswap(%c296) : (i64) -> i64
  vector.print %r318 : i64
  %c319 = llvm.mlir.constant(-1 : i64) : i64
  %c320 = llvm.mlir.constant(1 : i64) : i64
  %r321 = llvm.intr.uadd.sat(%c319, %c320) : (i64, i64) -> i64
  vector.print %r321 : i64
  %r322 = llvm.intr.usub.sat(%c319, %c320) : (i64, i64) -> i64
  vector.print %r322 : i64
  %r323 = llvm.intr.sadd.sat(%c319, %c320) : (i64, i64) -> i64
  vector.print %r323 : i64
  %r324 = llvm.intr.ssub.sat(%c319, %c320) : (i64, i64) -> i64
  vector.print %r324 : i64
  %r325 = "llvm.intr.sadd.with.overflow"(%c319, %c320) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r325v = llvm.extractvalue %r325[0] : !llvm.struct<(i64, i1)>
  %r325o = llvm.extractvalue %r325[1] : !llvm.struct<(i64, i1)>
  vector.print %r325v : i64
  vector.print %r325o : i1
  %r326 = "llvm.intr.uadd.with.overflow"(%c319, %c320) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r326v = llvm.extractvalue %r326[0] : !llvm.struct<(i64, i1)>
  %r326o = llvm.extractvalue %r326[1] : !llvm.struct<(i64, i1)>
  vector.print %r326v : i64
  vector.print %r326o : i1
  %r327 = "llvm.intr.ssub.with.overflow"(%c319, %c320) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r327v = llvm.extractvalue %r327[0] : !llvm.struct<(i64, i1)>
  %r327o = llvm.extractvalue %r327[1] : !llvm.struct<(i64, i1)>
  vector.print %r327v : i64
  vector.print %r327o : i1
  %r328 = "llvm.intr.usub.with.overflow"(%c319, %c320) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r328v = llvm.extractvalue %r328[0] : !llvm.struct<(i64, i1)>
  %r328o = llvm.extractvalue %r328[1] : !llvm.struct<(i64, i1)>
  vector.print %r328v : i64
  vector.print %r328o : i1
  %r329 = "llvm.intr.smul.with.overflow"(%c319, %c320) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r329v = llvm.extractvalue %r329[0] : !llvm.struct<(i64, i1)>
  %r329o = llvm.extractvalue %r329[1] : !llvm.struct<(i64, i1)>
  vector.print %r329v : i64
  vector.print %r329o : i1
  %r330 = "llvm.intr.umul.with.overflow"(%c319, %c320) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r330v = llvm.extractvalue %r330[0] : !llvm.struct<(i64, i1)>
  %r330o = llvm.extractvalue %r330[1] : !llvm.struct<(i64, i1)>
  vector.print %r330v : i64
  vector.print %r330o : i1
  %c331 = llvm.mlir.constant(0 : i64) : i64
  %r332 = llvm.intr.fshl(%c319, %c320, %c331) : (i64, i64, i64) -> i64
  vector.print %r332 : i64
  %r333 = llvm.intr.fshr(%c319, %c320, %c331) : (i64, i64, i64) -> i64
  vector.print %r333 : i64
  %c334 = llvm.mlir.constant(63 : i64) : i64
  %r335 = llvm.intr.fshl(%c319, %c320, %c334) : (i64, i64, i64) -> i64
  vector.print %r335 : i64
  %r336 = llvm.intr.fshr(%c319, %c320, %c334) : (i64, i64, i64) -> i64
  vector.print %r336 : i64
  %c337 = llvm.mlir.constant(67 : i64) : i64
  %r338 = llvm.intr.fshl(%c319, %c320, %c337) : (i64, i64, i64) -> i64
  vector.print %r338 : i64
  %r339 = llvm.intr.fshr(%c319, %c320, %c337) : (i64, i64, i64) -> i64
  vector.print %r339 : i64
  %r340 = llvm.intr.bitreverse(%c319) : (i64) -> i64
  vector.print %r340 : i64
  %r341 = llvm.intr.bswap(%c319) : (i64) -> i64
  vector.print %r341 : i64
  %c342 = llvm.mlir.constant(1 : i64) : i64
  %c343 = llvm.mlir.constant(661906188132091940 : i64) : i64
  %r344 = llvm.intr.uadd.sat(%c342, %c343) : (i64, i64) -> i64
  vector.print %r344 : i64
  %r345 = llvm.intr.usub.sat(%c342, %c343) : (i64, i64) -> i64
  vector.print %r345 : i64
  %r346 = llvm.intr.sadd.sat(%c342, %c343) : (i64, i64) -> i64
  vector.print %r346 : i64
  %r347 = llvm.intr.ssub.sat(%c342, %c343) : (i64, i64) -> i64
  vector.print %r347 : i64
  %r348 = "llvm.intr.sadd.with.overflow"(%c342, %c343) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r348v = llvm.extractvalue %r348[0] : !llvm.struct<(i64, i1)>
  %r348o = llvm.extractvalue %r348[1] : !llvm.struct<(i64, i1)>
  vector.print %r348v : i64
  vector.print %r348o : i1
  %r349 = "llvm.intr.uadd.with.overflow"(%c342, %c343) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r349v = llvm.extractvalue %r349[0] : !llvm.struct<(i64, i1)>
  %r349o = llvm.extractvalue %r349[1] : !llvm.struct<(i64, i1)>
  vector.print %r349v : i64
  vector.print %r349o : i1
  %r350 = "llvm.intr.ssub.with.overflow"(%c342, %c343) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r350v = llvm.extractvalue %r350[0] : !llvm.struct<(i64, i1)>
  %r350o = llvm.extractvalue %r350[1] : !llvm.struct<(i64, i1)>
  vector.print %r350v : i64
  vector.print %r350o : i1
  %r351 = "llvm.intr.usub.with.overflow"(%c342, %c343) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r351v = llvm.extractvalue %r351[0] : !llvm.struct<(i64, i1)>
  %r351o = llvm.extractvalue %r351[1] : !llvm.struct<(i64, i1)>
  vector.print %r351v : i64
  vector.print %r351o : i1
  %r352 = "llvm.intr.smul.with.overflow"(%c342, %c343) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r352v = llvm.extractvalue %r352[0] : !llvm.struct<(i64, i1)>
  %r352o = llvm.extractvalue %r352[1] : !llvm.struct<(i64, i1)>
  vector.print %r352v : i64
  vector.print %r352o : i1
  %r353 = "llvm.intr.umul.with.overflow"(%c342, %c343) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %r353v = llvm.extractvalue %r353[0] : !llvm.struct<(i64, i1)>
  %r353o = llvm.extractvalue %r353[1] : !llvm.struct<(i64, i1)>
  vector.print %r353v : i64
  vector.print %r353o : i1
  %c354 = llvm.mlir.constant(1 : i64) : i64
  %r355 = llvm.intr.fshl(%c342, %c343, %c354) : (i64, i64, i64) -> i64
  vector.print %r355 : i64
  %r356 = llvm.intr.fshr(%c342, %c343, %c354) : (i64, i64, i64) -> i64
  vector.print %r356 : i64
  %c357 = llvm.mlir.constant(64 : i64) : i64
  %r358 = llvm.intr.fshl(%c342, %c343, %c357) : (i64, i64, i64) -> i64
  vector.print %r358 : i64
  %r359 = llvm.intr.fshr(%c342, %c343, %c357) : (i64, i64, i64) -> i64
  vector.print %r359 : i64
  %c360 = llvm.mlir.constant(129 : i64) : i64
  %r361 = llvm.intr.fshl(%c342, %c343, %c360) : (i64, i64, i64) -> i64
  vector.print %r361 : i64
  %r362 = llvm.intr.fshr(%c342, %c343, %c360) : (i64, i64, i64) -> i64
  vector.print %r362 : i64
  %r363 = llvm.intr.bitreverse(%c342) : (i64) -> i64
  vector.print %r363 : i64
  %r364 = llvm.intr.bswap(%c342) : (i64) -> i64
  vector.print %r364 : i64
  %c365 = llvm.mlir.constant(-64 : i7) : i7
  %c366 = llvm.mlir.constant(63 : i7) : i7
  %r367 = llvm.intr.uadd.sat(%c365, %c366) : (i7, i7) -> i7
  vector.print %r367 : i7
  %r368 = llvm.intr.usub.sat(%c365, %c366) : (i7, i7) -> i7
  vector.print %r368 : i7
  %r369 = llvm.intr.sadd.sat(%c365, %c366) : (i7, i7) -> i7
  vector.print %r369 : i7
  %r370 = llvm.intr.ssub.sat(%c365, %c366) : (i7, i7) -> i7
  vector.print %r370 : i7
  %r371 = "llvm.intr.sadd.with.overflow"(%c365, %c366) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r371v = llvm.extractvalue %r371[0] : !llvm.struct<(i7, i1)>
  %r371o = llvm.extractvalue %r371[1] : !llvm.struct<(i7, i1)>
  vector.print %r371v : i7
  vector.print %r371o : i1
  %r372 = "llvm.intr.uadd.with.overflow"(%c365, %c366) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r372v = llvm.extractvalue %r372[0] : !llvm.struct<(i7, i1)>
  %r372o = llvm.extractvalue %r372[1] : !llvm.struct<(i7, i1)>
  vector.print %r372v : i7
  vector.print %r372o : i1
  %r373 = "llvm.intr.ssub.with.overflow"(%c365, %c366) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r373v = llvm.extractvalue %r373[0] : !llvm.struct<(i7, i1)>
  %r373o = llvm.extractvalue %r373[1] : !llvm.struct<(i7, i1)>
  vector.print %r373v : i7
  vector.print %r373o : i1
  %r374 = "llvm.intr.usub.with.overflow"(%c365, %c366) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r374v = llvm.extractvalue %r374[0] : !llvm.struct<(i7, i1)>
  %r374o = llvm.extractvalue %r374[1] : !llvm.struct<(i7, i1)>
  vector.print %r374v : i7
  vector.print %r374o : i1
  %r375 = "llvm.intr.smul.with.overflow"(%c365, %c366) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r375v = llvm.extractvalue %r375[0] : !llvm.struct<(i7, i1)>
  %r375o = llvm.extractvalue %r375[1] : !llvm.struct<(i7, i1)>
  vector.print %r375v : i7
  vector.print %r375o : i1
  %r376 = "llvm.intr.umul.with.overflow"(%c365, %c366) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r376v = llvm.extractvalue %r376[0] : !llvm.struct<(i7, i1)>
  %r376o = llvm.extractvalue %r376[1] : !llvm.struct<(i7, i1)>
  vector.print %r376v : i7
  vector.print %r376o : i1
  %c377 = llvm.mlir.constant(0 : i7) : i7
  %r378 = llvm.intr.fshl(%c365, %c366, %c377) : (i7, i7, i7) -> i7
  vector.print %r378 : i7
  %r379 = llvm.intr.fshr(%c365, %c366, %c377) : (i7, i7, i7) -> i7
  vector.print %r379 : i7
  %c380 = llvm.mlir.constant(6 : i7) : i7
  %r381 = llvm.intr.fshl(%c365, %c366, %c380) : (i7, i7, i7) -> i7
  vector.print %r381 : i7
  %r382 = llvm.intr.fshr(%c365, %c366, %c380) : (i7, i7, i7) -> i7
  vector.print %r382 : i7
  %c383 = llvm.mlir.constant(10 : i7) : i7
  %r384 = llvm.intr.fshl(%c365, %c366, %c383) : (i7, i7, i7) -> i7
  vector.print %r384 : i7
  %r385 = llvm.intr.fshr(%c365, %c366, %c383) : (i7, i7, i7) -> i7
  vector.print %r385 : i7
  %r386 = llvm.intr.bitreverse(%c365) : (i7) -> i7
  vector.print %r386 : i7
  %c387 = llvm.mlir.constant(63 : i7) : i7
  %c388 = llvm.mlir.constant(-1 : i7) : i7
  %r389 = llvm.intr.uadd.sat(%c387, %c388) : (i7, i7) -> i7
  vector.print %r389 : i7
  %r390 = llvm.intr.usub.sat(%c387, %c388) : (i7, i7) -> i7
  vector.print %r390 : i7
  %r391 = llvm.intr.sadd.sat(%c387, %c388) : (i7, i7) -> i7
  vector.print %r391 : i7
  %r392 = llvm.intr.ssub.sat(%c387, %c388) : (i7, i7) -> i7
  vector.print %r392 : i7
  %r393 = "llvm.intr.sadd.with.overflow"(%c387, %c388) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r393v = llvm.extractvalue %r393[0] : !llvm.struct<(i7, i1)>
  %r393o = llvm.extractvalue %r393[1] : !llvm.struct<(i7, i1)>
  vector.print %r393v : i7
  vector.print %r393o : i1
  %r394 = "llvm.intr.uadd.with.overflow"(%c387, %c388) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r394v = llvm.extractvalue %r394[0] : !llvm.struct<(i7, i1)>
  %r394o = llvm.extractvalue %r394[1] : !llvm.struct<(i7, i1)>
  vector.print %r394v : i7
  vector.print %r394o : i1
  %r395 = "llvm.intr.ssub.with.overflow"(%c387, %c388) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r395v = llvm.extractvalue %r395[0] : !llvm.struct<(i7, i1)>
  %r395o = llvm.extractvalue %r395[1] : !llvm.struct<(i7, i1)>
  vector.print %r395v : i7
  vector.print %r395o : i1
  %r396 = "llvm.intr.usub.with.overflow"(%c387, %c388) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r396v = llvm.extractvalue %r396[0] : !llvm.struct<(i7, i1)>
  %r396o = llvm.extractvalue %r396[1] : !llvm.struct<(i7, i1)>
  vector.print %r396v : i7
  vector.print %r396o : i1
  %r397 = "llvm.intr.smul.with.overflow"(%c387, %c388) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r397v = llvm.extractvalue %r397[0] : !llvm.struct<(i7, i1)>
  %r397o = llvm.extractvalue %r397[1] : !llvm.struct<(i7, i1)>
  vector.print %r397v : i7
  vector.print %r397o : i1
  %r398 = "llvm.intr.umul.with.overflow"(%c387, %c388) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r398v = llvm.extractvalue %r398[0] : !llvm.struct<(i7, i1)>
  %r398o = llvm.extractvalue %r398[1] : !llvm.struct<(i7, i1)>
  vector.print %r398v : i7
  vector.print %r398o : i1
  %c399 = llvm.mlir.constant(1 : i7) : i7
  %r400 = llvm.intr.fshl(%c387, %c388, %c399) : (i7, i7, i7) -> i7
  vector.print %r400 : i7
  %r401 = llvm.intr.fshr(%c387, %c388, %c399) : (i7, i7, i7) -> i7
  vector.print %r401 : i7
  %c402 = llvm.mlir.constant(7 : i7) : i7
  %r403 = llvm.intr.fshl(%c387, %c388, %c402) : (i7, i7, i7) -> i7
  vector.print %r403 : i7
  %r404 = llvm.intr.fshr(%c387, %c388, %c402) : (i7, i7, i7) -> i7
  vector.print %r404 : i7
  %c405 = llvm.mlir.constant(15 : i7) : i7
  %r406 = llvm.intr.fshl(%c387, %c388, %c405) : (i7, i7, i7) -> i7
  vector.print %r406 : i7
  %r407 = llvm.intr.fshr(%c387, %c388, %c405) : (i7, i7, i7) -> i7
  vector.print %r407 : i7
  %r408 = llvm.intr.bitreverse(%c387) : (i7) -> i7
  vector.print %r408 : i7
  %c409 = llvm.mlir.constant(-1 : i7) : i7
  %c410 = llvm.mlir.constant(1 : i7) : i7
  %r411 = llvm.intr.uadd.sat(%c409, %c410) : (i7, i7) -> i7
  vector.print %r411 : i7
  %r412 = llvm.intr.usub.sat(%c409, %c410) : (i7, i7) -> i7
  vector.print %r412 : i7
  %r413 = llvm.intr.sadd.sat(%c409, %c410) : (i7, i7) -> i7
  vector.print %r413 : i7
  %r414 = llvm.intr.ssub.sat(%c409, %c410) : (i7, i7) -> i7
  vector.print %r414 : i7
  %r415 = "llvm.intr.sadd.with.overflow"(%c409, %c410) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r415v = llvm.extractvalue %r415[0] : !llvm.struct<(i7, i1)>
  %r415o = llvm.extractvalue %r415[1] : !llvm.struct<(i7, i1)>
  vector.print %r415v : i7
  vector.print %r415o : i1
  %r416 = "llvm.intr.uadd.with.overflow"(%c409, %c410) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r416v = llvm.extractvalue %r416[0] : !llvm.struct<(i7, i1)>
  %r416o = llvm.extractvalue %r416[1] : !llvm.struct<(i7, i1)>
  vector.print %r416v : i7
  vector.print %r416o : i1
  %r417 = "llvm.intr.ssub.with.overflow"(%c409, %c410) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r417v = llvm.extractvalue %r417[0] : !llvm.struct<(i7, i1)>
  %r417o = llvm.extractvalue %r417[1] : !llvm.struct<(i7, i1)>
  vector.print %r417v : i7
  vector.print %r417o : i1
  %r418 = "llvm.intr.usub.with.overflow"(%c409, %c410) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r418v = llvm.extractvalue %r418[0] : !llvm.struct<(i7, i1)>
  %r418o = llvm.extractvalue %r418[1] : !llvm.struct<(i7, i1)>
  vector.print %r418v : i7
  vector.print %r418o : i1
  %r419 = "llvm.intr.smul.with.overflow"(%c409, %c410) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r419v = llvm.extractvalue %r419[0] : !llvm.struct<(i7, i1)>
  %r419o = llvm.extractvalue %r419[1] : !llvm.struct<(i7, i1)>
  vector.print %r419v : i7
  vector.print %r419o : i1
  %r420 = "llvm.intr.umul.with.overflow"(%c409, %c410) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r420v = llvm.extractvalue %r420[0] : !llvm.struct<(i7, i1)>
  %r420o = llvm.extractvalue %r420[1] : !llvm.struct<(i7, i1)>
  vector.print %r420v : i7
  vector.print %r420o : i1
  %c421 = llvm.mlir.constant(0 : i7) : i7
  %r422 = llvm.intr.fshl(%c409, %c410, %c421) : (i7, i7, i7) -> i7
  vector.print %r422 : i7
  %r423 = llvm.intr.fshr(%c409, %c410, %c421) : (i7, i7, i7) -> i7
  vector.print %r423 : i7
  %c424 = llvm.mlir.constant(6 : i7) : i7
  %r425 = llvm.intr.fshl(%c409, %c410, %c424) : (i7, i7, i7) -> i7
  vector.print %r425 : i7
  %r426 = llvm.intr.fshr(%c409, %c410, %c424) : (i7, i7, i7) -> i7
  vector.print %r426 : i7
  %c427 = llvm.mlir.constant(10 : i7) : i7
  %r428 = llvm.intr.fshl(%c409, %c410, %c427) : (i7, i7, i7) -> i7
  vector.print %r428 : i7
  %r429 = llvm.intr.fshr(%c409, %c410, %c427) : (i7, i7, i7) -> i7
  vector.print %r429 : i7
  %r430 = llvm.intr.bitreverse(%c409) : (i7) -> i7
  vector.print %r430 : i7
  %c431 = llvm.mlir.constant(1 : i7) : i7
  %c432 = llvm.mlir.constant(29 : i7) : i7
  %r433 = llvm.intr.uadd.sat(%c431, %c432) : (i7, i7) -> i7
  vector.print %r433 : i7
  %r434 = llvm.intr.usub.sat(%c431, %c432) : (i7, i7) -> i7
  vector.print %r434 : i7
  %r435 = llvm.intr.sadd.sat(%c431, %c432) : (i7, i7) -> i7
  vector.print %r435 : i7
  %r436 = llvm.intr.ssub.sat(%c431, %c432) : (i7, i7) -> i7
  vector.print %r436 : i7
  %r437 = "llvm.intr.sadd.with.overflow"(%c431, %c432) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r437v = llvm.extractvalue %r437[0] : !llvm.struct<(i7, i1)>
  %r437o = llvm.extractvalue %r437[1] : !llvm.struct<(i7, i1)>
  vector.print %r437v : i7
  vector.print %r437o : i1
  %r438 = "llvm.intr.uadd.with.overflow"(%c431, %c432) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r438v = llvm.extractvalue %r438[0] : !llvm.struct<(i7, i1)>
  %r438o = llvm.extractvalue %r438[1] : !llvm.struct<(i7, i1)>
  vector.print %r438v : i7
  vector.print %r438o : i1
  %r439 = "llvm.intr.ssub.with.overflow"(%c431, %c432) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r439v = llvm.extractvalue %r439[0] : !llvm.struct<(i7, i1)>
  %r439o = llvm.extractvalue %r439[1] : !llvm.struct<(i7, i1)>
  vector.print %r439v : i7
  vector.print %r439o : i1
  %r440 = "llvm.intr.usub.with.overflow"(%c431, %c432) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r440v = llvm.extractvalue %r440[0] : !llvm.struct<(i7, i1)>
  %r440o = llvm.extractvalue %r440[1] : !llvm.struct<(i7, i1)>
  vector.print %r440v : i7
  vector.print %r440o : i1
  %r441 = "llvm.intr.smul.with.overflow"(%c431, %c432) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r441v = llvm.extractvalue %r441[0] : !llvm.struct<(i7, i1)>
  %r441o = llvm.extractvalue %r441[1] : !llvm.struct<(i7, i1)>
  vector.print %r441v : i7
  vector.print %r441o : i1
  %r442 = "llvm.intr.umul.with.overflow"(%c431, %c432) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %r442v = llvm.extractvalue %r442[0] : !llvm.struct<(i7, i1)>
  %r442o = llvm.extractvalue %r442[1] : !llvm.struct<(i7, i1)>
  vector.print %r442v : i7
  vector.print %r442o : i1
  %c443 = llvm.mlir.constant(1 : i7) : i7
  %r444 = llvm.intr.fshl(%c431, %c432, %c443) : (i7, i7, i7) -> i7
  vector.print %r444 : i7
  %r445 = llvm.intr.fshr(%c431, %c432, %c443) : (i7, i7, i7) -> i7
  vector.print %r445 : i7
  %c446 = llvm.mlir.constant(7 : i7) : i7
  %r447 = llvm.intr.fshl(%c431, %c432, %c446) : (i7, i7, i7) -> i7
  vector.print %r447 : i7
  %r448 = llvm.intr.fshr(%c431, %c432, %c446) : (i7, i7, i7) -> i7
  vector.print %r448 : i7
  %c449 = llvm.mlir.constant(15 : i7) : i7
  %r450 = llvm.intr.fshl(%c431, %c432, %c449) : (i7, i7, i7) -> i7
  vector.print %r450 : i7
  %r451 = llvm.intr.fshr(%c431, %c432, %c449) : (i7, i7, i7) -> i7
  vector.print %r451 : i7
  %r452 = llvm.intr.bitreverse(%c431) : (i7) -> i7
  vector.print %r452 : i7
  %va = llvm.mlir.constant(dense<[100, -100, 127, -128]> : vector<4xi8>) : vector<4xi8>
  %vb = llvm.mlir.constant(dense<[100, 50, 1, -1]> : vector<4xi8>) : vector<4xi8>
  %vs = llvm.intr.sadd.sat(%va, %vb) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %vs : vector<4xi8>
  %vf = llvm.intr.fshl(%va, %vb, %vb) : (vector<4xi8>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  vector.print %vf : vector<4xi8>
  %vr = llvm.intr.bitreverse(%va) : (vector<4xi8>) -> vector<4xi8>
  vector.print %vr : vector<4xi8>
  %vo = "llvm.intr.smul.with.overflow"(%va, %vb) : (vector<4xi8>, vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  %vo0 = llvm.extractvalue %vo[0] : !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  %vo1 = llvm.extractvalue %vo[1] : !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  vector.print %vo0 : vector<4xi8>
  vector.print %vo1 : vector<4xi1>
  %ea = arith.constant dense<[4000000000, 7, 4294967295, 0]> : vector<4xi32>
  %es, %eo = arith.addui_extended %ea, %ea : vector<4xi32>, vector<4xi1>
  vector.print %es : vector<4xi32>
  vector.print %eo : vector<4xi1>
  return
}
