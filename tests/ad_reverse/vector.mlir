// Reverse and forward mode through the vector dialect. Vectors are split
// into scalars before differentiation (rewrite/aggregates/vector.rs), so the
// derivative is that of the scalar program MLIR's lowering describes:
// transfers out of bounds read the padding and skip the write, masked-off
// lanes read the pass-through value, reductions run in order from the
// accumulator, outer products with an accumulator are fma. Format: see
// loops.mlir.

// Vectorized dot product: 4 lanes per step, fma into a vector accumulator,
// a tail read by transfer_read with zero padding, then a reduction.
// rev @vdot dup,dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75, 0.3]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2, -0.4] | [0.5, -1.0, 2.0, 0.25, 1.5, -0.75, 0.3, 0.9]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2, -0.4, 1.2]
// fwd @vdot dup,dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75, 0.3]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2, -0.4]
func.func @vdot(%a: memref<?xf64>, %b: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?xf64>
  %zv = vector.broadcast %z : f64 to vector<4xf64>
  %acc = scf.for %i = %c0 to %n step %c4 iter_args(%s = %zv) -> vector<4xf64> {
    %va = vector.transfer_read %a[%i], %z : memref<?xf64>, vector<4xf64>
    %vb = vector.transfer_read %b[%i], %z : memref<?xf64>, vector<4xf64>
    %s2 = vector.fma %va, %vb, %s : vector<4xf64>
    scf.yield %s2 : vector<4xf64>
  }
  %r = vector.reduction <add>, %acc : vector<4xf64> into f64
  return %r : f64
}

// axpy with a masked tail: y[i..] = alpha * x[i..] + y[i..], then a
// nonlinear loss of y (sin, max-reduction, product with an accumulator).
// rev @axpy_loss active,dup,dup : 0.7; [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2] | -0.3; [0.5, -1.0, 2.0]; [1.0, 0.5, -0.5]
// fwd @axpy_loss dup,dup,dup : 0.7; [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]
func.func @axpy_loss(%alpha: f64, %x: memref<?xf64>, %y: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c4 {
    %left = arith.subi %n, %i : index
    %mk = vector.create_mask %left : vector<4xi1>
    %zv = vector.broadcast %z : f64 to vector<4xf64>
    %vx = vector.maskedload %x[%i], %mk, %zv : memref<?xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
    %vy = vector.maskedload %y[%i], %mk, %zv : memref<?xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
    %va = vector.splat %alpha : vector<4xf64>
    %r = vector.fma %va, %vx, %vy : vector<4xf64>
    vector.maskedstore %y[%i], %mk, %r : memref<?xf64>, vector<4xi1>, vector<4xf64>
  }
  %l = scf.for %i = %c0 to %n step %c4 iter_args(%p = %one) -> f64 {
    %v = vector.transfer_read %y[%i], %one : memref<?xf64>, vector<4xf64>
    %s = math.sin %v : vector<4xf64>
    %m = vector.reduction <maximumf>, %s : vector<4xf64> into f64
    %q = vector.reduction <mul>, %v, %p : vector<4xf64> into f64
    %t = arith.addf %q, %m : f64
    scf.yield %t : f64
  }
  return %l : f64
}

// A 4x4 matrix-vector product by outer products (columns of A times x_j),
// transposes, shuffles and dynamic extract/insert in a loop.
// rev @matvec dup,dup,dup : [[0.5, -1.0, 2.0, 0.25], [1.5, -0.75, 0.3, 0.2], [0.1, 0.4, -0.6, 1.1], [0.9, -0.2, 0.7, 0.35]]; [1.0, -0.5, 0.25, 2.0]; [0, 0, 0, 0]
// fwd @matvec dup,dup,dup : [[0.5, -1.0, 2.0, 0.25], [1.5, -0.75, 0.3, 0.2], [0.1, 0.4, -0.6, 1.1], [0.9, -0.2, 0.7, 0.35]]; [1.0, -0.5, 0.25, 2.0]; [0, 0, 0, 0]
func.func @matvec(%A: memref<4x4xf64>, %x: memref<4xf64>, %out: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c0f = arith.constant 0.0 : f64
  %rows = vector.transfer_read %A[%c0, %c0], %c0f {in_bounds = [true, true]} : memref<4x4xf64>, vector<4x4xf64>
  %cols = vector.transpose %rows, [1, 0] : vector<4x4xf64> to vector<4x4xf64>
  %vx = vector.load %x[%c0] : memref<4xf64>, vector<4xf64>
  %zv = vector.broadcast %c0f : f64 to vector<4xf64>
  %y = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %zv) -> vector<4xf64> {
    %col = vector.extract %cols[%j] : vector<4xf64> from vector<4x4xf64>
    %xj = vector.extractelement %vx[%j : index] : vector<4xf64>
    %acc2 = vector.outerproduct %col, %xj, %acc : vector<4xf64>, f64
    scf.yield %acc2 : vector<4xf64>
  }
  %sq = arith.mulf %y, %y : vector<4xf64>
  %mix = vector.shuffle %y, %sq [0, 5, 2, 7] : vector<4xf64>, vector<4xf64>
  %w = vector.insert %c0f, %mix [%c1] : f64 into vector<4xf64>
  %w2 = vector.insertelement %c0f, %w[%c0 : index] : vector<4xf64>
  %fin = arith.addf %w2, %mix : vector<4xf64>
  vector.store %fin, %out[%c0] : memref<4xf64>, vector<4xf64>
  return
}

// A 2x4 by 4x3 matrix product by vector.contract (products summed in
// order into the accumulator), then a nonlinear loss of the result.
// rev @contract_loss dup,dup,dup : [[0.1, 0.2, 0.3, 0.4], [1.5, -2.5, 3.25, 0.125]]; [[1.0, 2.0, 3.0], [0.3, 0.7, -1.1], [0.5, 0.1, 0.5], [2.0, -3.0, 0.25]]; [[0.5, -0.5, 1.0], [0.25, 2.0, -1.0]]
// fwd @contract_loss dup,dup,dup : [[0.1, 0.2, 0.3, 0.4], [1.5, -2.5, 3.25, 0.125]]; [[1.0, 2.0, 3.0], [0.3, 0.7, -1.1], [0.5, 0.1, 0.5], [2.0, -3.0, 0.25]]; [[0.5, -0.5, 1.0], [0.25, 2.0, -1.0]]
#cA = affine_map<(i, j, k) -> (i, k)>
#cB = affine_map<(i, j, k) -> (k, j)>
#cC = affine_map<(i, j, k) -> (i, j)>
func.func @contract_loss(%A: memref<2x4xf64>, %B: memref<4x3xf64>, %C: memref<2x3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %a = vector.load %A[%c0, %c0] : memref<2x4xf64>, vector<2x4xf64>
  %b = vector.load %B[%c0, %c0] : memref<4x3xf64>, vector<4x3xf64>
  %c = vector.load %C[%c0, %c0] : memref<2x3xf64>, vector<2x3xf64>
  %r = vector.contract {indexing_maps = [#cA, #cB, #cC], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf64>, vector<4x3xf64> into vector<2x3xf64>
  %t = math.tanh %r : vector<2x3xf64>
  vector.store %t, %C[%c0, %c0] : memref<2x3xf64>, vector<2x3xf64>
  %flat = vector.shape_cast %t : vector<2x3xf64> to vector<6xf64>
  %s = vector.reduction <add>, %flat : vector<6xf64> into f64
  return %s : f64
}

// Vectors in the signature: active vector arguments get vector gradients,
// a vector result takes a vector seed (dup: a vector shadow in forward
// mode). The derivative's adapter splits them with vector.extract and packs
// them with vector.from_elements.
// rev @vsig_sum active,active : [0.5, -1.0, 2.0, 0.25]; 0.7 | [1.5, 0.3, -0.2, 1.0]; -1.3
// fwd @vsig_sum dup,dup : [0.5, -1.0, 2.0, 0.25]; 0.7
func.func @vsig_sum(%v: vector<4xf64>, %s: f64) -> f64 {
  %b = vector.broadcast %s : f64 to vector<4xf64>
  %p = arith.mulf %v, %b : vector<4xf64>
  %e = math.sin %p : vector<4xf64>
  %q = arith.mulf %e, %v : vector<4xf64>
  %r = vector.reduction <add>, %q : vector<4xf64> into f64
  return %r : f64
}

// rev @vsig_shuffle active,active : [0.5, -1.0, 2.0, 0.25]; 0.7
// fwd @vsig_shuffle dup,dup : [0.5, -1.0, 2.0, 0.25]; 0.7
func.func @vsig_shuffle(%v: vector<4xf64>, %s: f64) -> vector<2x2xf64> {
  %b = vector.broadcast %s : f64 to vector<4xf64>
  %p = arith.mulf %v, %b : vector<4xf64>
  %e = math.exp %p : vector<4xf64>
  %r = vector.shuffle %e, %p [3, 5, 0, 6] : vector<4xf64>, vector<4xf64>
  %t = vector.shape_cast %r : vector<4xf64> to vector<2x2xf64>
  return %t : vector<2x2xf64>
}

// Indirect access: vector.gather of x at offsets (one repeated), masked by
// a mask made at run time (the last lane keeps the pass-through s), then
// vector.scatter of sin(s·g) into y at offsets where two lanes hit the same
// element (the later lane's store wins, the earlier one's value is lost),
// and a loss of y and of the gathered vector.
// rev @gather_scatter dup,dup,active : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]; 0.7 | [0.3, 1.2, -0.4, 0.8, -1.1, 0.6]; [0.2, -0.3, 0.9, 1.4, -0.6, 0.5]; -1.3
// fwd @gather_scatter dup,dup,dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]; 0.7
func.func @gather_scatter(%x: memref<?xf64>, %y: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %k = arith.subi %n, %c3 : index
  %mask = vector.create_mask %k : vector<4xi1>
  %idx = arith.constant dense<[5, 0, 3, 3]> : vector<4xi32>
  %sv = vector.broadcast %s : f64 to vector<4xf64>
  %g = vector.gather %x[%c0][%idx], %mask, %sv : memref<?xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  %p = arith.mulf %g, %sv : vector<4xf64>
  %q = math.sin %p : vector<4xf64>
  %all = vector.constant_mask [4] : vector<4xi1>
  %oidx = arith.constant dense<[0, 3, 0, -1]> : vector<4xindex>
  vector.scatter %y[%c1][%oidx], %all, %q : memref<?xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64>
  %yv = vector.load %y[%c0] : memref<?xf64>, vector<4xf64>
  %y2 = arith.mulf %yv, %yv : vector<4xf64>
  %r = vector.reduction <add>, %y2 : vector<4xf64> into f64
  %rg = vector.reduction <mul>, %g, %r : vector<4xf64> into f64
  return %rg : f64
}

// A callee gathering from one buffer and scattering into the other, called
// twice with the buffers swapped: its writes overwrite what the caller read
// before the call (the effects analysis sees the scatter's stores).
// rev @gs_outer dup,dup,active : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]; 0.7
// fwd @gs_outer dup,dup,dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]; 0.7
func.func @gs_scat(%x: memref<?xf64>, %y: memref<?xf64>, %s: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %all = vector.constant_mask [4] : vector<4xi1>
  %idx = arith.constant dense<[5, 0, 3, 1]> : vector<4xi32>
  %sv = vector.broadcast %s : f64 to vector<4xf64>
  %g = vector.gather %x[%c0][%idx], %all, %sv : memref<?xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  %p = arith.mulf %g, %sv : vector<4xf64>
  %oidx = arith.constant dense<[0, 3, 2, 1]> : vector<4xindex>
  vector.scatter %y[%c1][%oidx], %all, %p : memref<?xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64>
  return
}
func.func @gs_outer(%x: memref<?xf64>, %y: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %y[%c1] : memref<?xf64>
  func.call @gs_scat(%x, %y, %s) : (memref<?xf64>, memref<?xf64>, f64) -> ()
  %b = memref.load %y[%c1] : memref<?xf64>
  %c = memref.load %y[%c2] : memref<?xf64>
  %bc = arith.mulf %b, %c : f64
  %t = math.sin %bc : f64
  %r = arith.mulf %t, %a : f64
  func.call @gs_scat(%y, %x, %r) : (memref<?xf64>, memref<?xf64>, f64) -> ()
  %d = memref.load %x[%c2] : memref<?xf64>
  %e = arith.mulf %d, %r : f64
  return %e : f64
}

// vector.mask with a mask made at run time: a read whose masked-off lanes
// take a pass-through vector (of s), a masked write, masked reductions (a
// sum from the neutral element, a max with an accumulator).
// rev @masked dup,dup,active : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]; 0.7 | [0.3, 1.2, -0.4, 0.8, -1.1]; [0.2, -0.3, 0.9, 1.4, -0.6]; -1.3
// fwd @masked dup,dup,dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]; 0.7
func.func @masked(%x: memref<?xf64>, %y: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %k = arith.subi %n, %c3 : index
  %mask = vector.create_mask %k : vector<4xi1>
  %sv = vector.broadcast %s : f64 to vector<4xf64>
  %v = vector.mask %mask, %sv { vector.transfer_read %x[%c1], %pad : memref<?xf64>, vector<4xf64> } : vector<4xi1> -> vector<4xf64>
  %w = arith.mulf %v, %sv : vector<4xf64>
  %q = math.sin %w : vector<4xf64>
  vector.mask %mask { vector.transfer_write %q, %y[%c0] : vector<4xf64>, memref<?xf64> } : vector<4xi1>
  %yv = vector.transfer_read %y[%c1], %pad : memref<?xf64>, vector<4xf64>
  %t = arith.mulf %yv, %v : vector<4xf64>
  %sum = vector.mask %mask { vector.reduction <add>, %t : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %mx = vector.mask %mask { vector.reduction <maximumf>, %v, %sum : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %full = vector.reduction <add>, %v : vector<4xf64> into f64
  %r = arith.mulf %mx, %full : f64
  return %r : f64
}

// vector.multi_reduction over the rows and over everything, from
// accumulators carrying derivatives (what linalg vectorization emits).
// rev @multi_red dup,active : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; 0.7 | [0.3, 1.2, -0.4, 0.8, -1.1, 0.6]; -1.3
// fwd @multi_red dup,dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; 0.7
func.func @multi_red(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f64
  %v = vector.transfer_read %x[%c0], %pad : memref<?xf64>, vector<6xf64>
  %m = vector.shape_cast %v : vector<6xf64> to vector<2x3xf64>
  %sq = arith.mulf %m, %m : vector<2x3xf64>
  %acc = vector.broadcast %s : f64 to vector<2xf64>
  %rows = vector.multi_reduction <add>, %sq, %acc [1] : vector<2x3xf64> to vector<2xf64>
  %mx = vector.multi_reduction <maximumf>, %m, %s [0, 1] : vector<2x3xf64> to f64
  %p = vector.multi_reduction <mul>, %m, %mx [0, 1] : vector<2x3xf64> to f64
  %r = vector.reduction <mul>, %rows, %p : vector<2xf64> into f64
  return %r : f64
}

// vector.expandload / compressstore with a mask computed from the data
// (the lanes where x[k] > 0): each set lane reads (writes) the element
// after the previous set lane's.
// rev @expand_compress dup,dup,active : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]; 0.7 | [0.3, 1.2, -0.4, 0.8, -1.1, 0.6]; [0.2, -0.3, 0.9, 1.4, -0.6, 0.5]; -1.3
// fwd @expand_compress dup,dup,dup : [0.5, -1.0, 2.0, 0.25, 1.5, -0.75]; [1.0, 0.5, -0.5, 2.0, 0.1, 0.2]; 0.7
func.func @expand_compress(%x: memref<?xf64>, %y: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %xv = vector.load %x[%c0] : memref<?xf64>, vector<4xf64>
  %z = arith.constant dense<0.0> : vector<4xf64>
  %mask = arith.cmpf ogt, %xv, %z : vector<4xf64>
  %sv = vector.broadcast %s : f64 to vector<4xf64>
  %e = vector.expandload %x[%c1], %mask, %sv : memref<?xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  %p = arith.mulf %e, %xv : vector<4xf64>
  %q = math.sin %p : vector<4xf64>
  vector.compressstore %y[%c1], %mask, %q : memref<?xf64>, vector<4xi1>, vector<4xf64>
  %yv = vector.load %y[%c0] : memref<?xf64>, vector<4xf64>
  %y2 = arith.mulf %yv, %e : vector<4xf64>
  %r = vector.reduction <add>, %y2 : vector<4xf64> into f64
  return %r : f64
}

// The LLVM intrinsics --convert-vector-to-llvm makes of them: a vector
// getelementptr to one pointer per lane, masked gather and scatter through
// it, masked expandload and compressstore, on a stack array.
// rev @llvm_gather active,active : 0.7; -0.4 | 1.3; 0.9
// fwd @llvm_gather dup,dup : 0.7; -0.4
func.func @llvm_gather(%a: f64, %b: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x !llvm.array<6 x f64> : (i32) -> !llvm.ptr
  %u = llvm.mlir.poison : vector<6xf64>
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %ab = llvm.fmul %a, %b : f64
  %v0 = llvm.insertelement %a, %u[%c0 : i64] : vector<6xf64>
  %v1 = llvm.insertelement %b, %v0[%c3 : i64] : vector<6xf64>
  %v = llvm.shufflevector %v1, %v1 [0, 3, 3, 0, 0, 3] : vector<6xf64>
  %w = llvm.fmul %v, %v : vector<6xf64>
  llvm.store %w, %p : vector<6xf64>, !llvm.ptr
  %gi = llvm.mlir.constant(dense<[4, 0, 2, 1]> : vector<4xi32>) : vector<4xi32>
  %ps = llvm.getelementptr %p[%gi] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<4 x ptr>, f64
  %mask = llvm.mlir.constant(dense<[true, true, false, true]> : vector<4xi1>) : vector<4xi1>
  %pass = llvm.mlir.poison : vector<4xf64>
  %abv0 = llvm.insertelement %ab, %pass[%c0 : i64] : vector<4xf64>
  %abv = llvm.shufflevector %abv0, %abv0 [0, 0, 0, 0] : vector<4xf64>
  %g = llvm.intr.masked.gather %ps, %mask, %abv {alignment = 8 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
  %h = llvm.intr.sin(%g) : (vector<4xf64>) -> vector<4xf64>
  %ri = llvm.mlir.constant(dense<[1, 5, 5, 2]> : vector<4xi64>) : vector<4xi64>
  %qs = llvm.getelementptr %p[%ri] : (!llvm.ptr, vector<4xi64>) -> !llvm.vec<4 x ptr>, f64
  llvm.intr.masked.scatter %h, %qs, %mask {alignment = 8 : i32} : vector<4xf64>, vector<4xi1> into !llvm.vec<4 x ptr>
  %dm = llvm.fcmp "ogt" %h, %abv : vector<4xf64>
  %x = "llvm.intr.masked.expandload"(%p, %dm, %g) : (!llvm.ptr, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
  %x2 = llvm.fmul %x, %g : vector<4xf64>
  "llvm.intr.masked.compressstore"(%x2, %p, %dm) : (vector<4xf64>, !llvm.ptr, vector<4xi1>) -> ()
  %all = llvm.load %p : !llvm.ptr -> vector<6xf64>
  %s = "llvm.intr.vector.reduce.fadd"(%ab, %all) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<6xf64>) -> f64
  %t = "llvm.intr.vector.reduce.fadd"(%s, %x2) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
  return %t : f64
}

// A vector of pointers built with llvm.insertelement at constant positions
// into a poison vector, then gathered from (reader-43: refused as a select
// between active memory and memory without a shadow).
llvm.func @ptr_lanes(%x: f64, %a: !llvm.ptr) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %u = llvm.mlir.poison : !llvm.vec<2 x ptr>
  %c0i = llvm.mlir.constant(0 : i32) : i32
  %c1i = llvm.mlir.constant(1 : i32) : i32
  %p1 = llvm.getelementptr %a[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v1 = llvm.insertelement %a, %u[%c0i : i32] : !llvm.vec<2 x ptr>
  %v2 = llvm.insertelement %p1, %v1[%c1i : i32] : !llvm.vec<2 x ptr>
  %all = llvm.mlir.constant(dense<true> : vector<2xi1>) : vector<2xi1>
  %pt = llvm.mlir.constant(dense<0.0> : vector<2xf64>) : vector<2xf64>
  %g = llvm.intr.masked.gather %v2, %all, %pt {alignment = 8 : i32} : (!llvm.vec<2 x ptr>, vector<2xi1>, vector<2xf64>) -> vector<2xf64>
  %e0 = llvm.extractelement %g[%c0i : i32] : vector<2xf64>
  %e1 = llvm.extractelement %g[%c1i : i32] : vector<2xf64>
  %m = llvm.fmul %e0, %e1 : f64
  %r = llvm.fmul %m, %x : f64
  llvm.return %r : f64
}
// rev @ptr_vec_w active,active,active : 0.7; 1.1; 0.3 | -0.4; 0.9; 1.6
// fwd @ptr_vec_w dup,dup,dup : 0.7; 1.1; 0.3
llvm.func @ptr_vec_w(%x: f64, %a0: f64, %a1: f64) -> f64 {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %c2 x f64 : (i64) -> !llvm.ptr
  %p1 = llvm.getelementptr %buf[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %a0, %buf : f64, !llvm.ptr
  llvm.store %a1, %p1 : f64, !llvm.ptr
  %r = llvm.call @ptr_lanes(%x, %buf) : (f64, !llvm.ptr) -> f64
  llvm.return %r : f64
}
