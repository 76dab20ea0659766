// The llvm dialect's vector ops (what --convert-vector-to-llvm emits):
// element access, shuffles, masked memory intrinsics (gathers and
// scatters through vectors of pointers from a vector getelementptr) and
// every vector.reduce.* intrinsic, in a function the engines run.
llvm.func @vectors(%a: f64, %b: f64, %k: i32) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %u = llvm.mlir.poison : vector<4xf64>
  %v0 = llvm.insertelement %a, %u[%c0 : i64] : vector<4xf64>
  %v1 = llvm.insertelement %b, %v0[%c1 : i64] : vector<4xf64>
  %s = llvm.shufflevector %v1, %v1 [0, 1, 1, 0] : vector<4xf64>
  %t = llvm.shufflevector %s, %v1 [7, 0, 5, -1] : vector<4xf64>
  %q = llvm.fmul %s, %s : vector<4xf64>
  %e = llvm.extractelement %q[%c2 : i32] : vector<4xf64>
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.array<4 x f64> : (i32) -> !llvm.ptr
  %mask = llvm.mlir.constant(dense<[true, true, false, true]> : vector<4xi1>) : vector<4xi1>
  llvm.intr.masked.store %q, %p, %mask {alignment = 8 : i32} : vector<4xf64>, vector<4xi1> into !llvm.ptr
  %pass = llvm.mlir.constant(dense<-1.0> : vector<4xf64>) : vector<4xf64>
  %l = llvm.intr.masked.load %p, %mask, %pass {alignment = 8 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
  %gi = llvm.mlir.constant(dense<[3, 0, 2, 1]> : vector<4xi32>) : vector<4xi32>
  %ps = llvm.getelementptr %p[%gi] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f64
  %g = llvm.intr.masked.gather %ps, %mask, %pass {alignment = 8 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
  llvm.intr.masked.scatter %g, %ps, %mask {alignment = 8 : i32} : vector<4xf64>, vector<4xi1> into !llvm.vec<4 x ptr>
  %x = "llvm.intr.masked.expandload"(%p, %mask, %g) : (!llvm.ptr, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
  "llvm.intr.masked.compressstore"(%x, %p, %mask) : (vector<4xf64>, !llvm.ptr, vector<4xi1>) -> ()
  %fa = "llvm.intr.vector.reduce.fadd"(%e, %l) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
  %fm = "llvm.intr.vector.reduce.fmul"(%a, %l) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
  %mx = llvm.intr.vector.reduce.fmax(%s) : (vector<4xf64>) -> f64
  %mn = llvm.intr.vector.reduce.fmin(%s) : (vector<4xf64>) -> f64
  %mxm = llvm.intr.vector.reduce.fmaximum(%q) : (vector<4xf64>) -> f64
  %mnm = llvm.intr.vector.reduce.fminimum(%q) : (vector<4xf64>) -> f64
  %r1 = llvm.fadd %fa, %fm : f64
  %r2 = llvm.fadd %mx, %mn : f64
  %r3 = llvm.fadd %mxm, %mnm : f64
  %r4 = llvm.fadd %r1, %r2 : f64
  %r5 = llvm.fadd %r4, %r3 : f64
  %iu = llvm.mlir.constant(dense<[3, -7, 12, 5]> : vector<4xi32>) : vector<4xi32>
  %iv = llvm.insertelement %k, %iu[%c1 : i64] : vector<4xi32>
  %i1 = "llvm.intr.vector.reduce.add"(%iv) : (vector<4xi32>) -> i32
  %i2 = "llvm.intr.vector.reduce.mul"(%iv) : (vector<4xi32>) -> i32
  %i3 = "llvm.intr.vector.reduce.and"(%iv) : (vector<4xi32>) -> i32
  %i4 = "llvm.intr.vector.reduce.or"(%iv) : (vector<4xi32>) -> i32
  %i5 = "llvm.intr.vector.reduce.xor"(%iv) : (vector<4xi32>) -> i32
  %i6 = "llvm.intr.vector.reduce.smax"(%iv) : (vector<4xi32>) -> i32
  %i7 = "llvm.intr.vector.reduce.smin"(%iv) : (vector<4xi32>) -> i32
  %i8 = "llvm.intr.vector.reduce.umax"(%iv) : (vector<4xi32>) -> i32
  %i9 = "llvm.intr.vector.reduce.umin"(%iv) : (vector<4xi32>) -> i32
  %j1 = llvm.add %i1, %i2 : i32
  %j2 = llvm.add %i3, %i4 : i32
  %j3 = llvm.add %i5, %i6 : i32
  %j4 = llvm.add %i7, %i8 : i32
  %j5 = llvm.add %j1, %j2 : i32
  %j6 = llvm.add %j3, %j4 : i32
  %j7 = llvm.add %j5, %j6 : i32
  %j8 = llvm.xor %j7, %i9 : i32
  %jf = llvm.sitofp %j8 : i32 to f64
  %tf = llvm.extractelement %t[%c1 : i64] : vector<4xf64>
  %r6 = llvm.fadd %r5, %jf : f64
  %r7 = llvm.fadd %r6, %tf : f64
  llvm.return %r7 : f64
}
