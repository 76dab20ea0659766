// Reverse and forward mode through the affine dialect. The ops are
// differentiated as what `mlir-opt --lower-affine` makes of them
// (rewrite/affine.rs): scf.for from the largest lower bound to the smallest
// upper bound, scf.if on the set's constraints, memref.load/store at the
// map's results. Format: see loops.mlir.

// mlir-opt-19 --convert-linalg-to-affine-loops of linalg.conv_2d.
// rev @conv dup,dup,dup : [[0.3, -0.5, 0.7, 0.2, 1.1], [0.1, -0.4, 0.9, 0.6, -0.2], [1.1, 0.2, -0.3, 0.5, 0.8], [0.4, 0.6, -0.7, 0.1, 0.3]]; [[0.5, -1.0], [0.25, 2.0]]; [[0.1, 0.2, 0.3, 0.4], [0.5, 0.6, 0.7, 0.8], [0.9, 1.0, 1.1, 1.2]]
// fwd @conv dup,dup,dup : [[0.3, -0.5, 0.7, 0.2, 1.1], [0.1, -0.4, 0.9, 0.6, -0.2], [1.1, 0.2, -0.3, 0.5, 0.8], [0.4, 0.6, -0.7, 0.1, 0.3]]; [[0.5, -1.0], [0.25, 2.0]]; [[0.1, 0.2, 0.3, 0.4], [0.5, 0.6, 0.7, 0.8], [0.9, 1.0, 1.1, 1.2]]
#map = affine_map<(d0, d1) -> (d0 + d1)>
func.func @conv(%arg0: memref<4x5xf64>, %arg1: memref<2x2xf64>, %arg2: memref<3x4xf64>) {
  affine.for %arg3 = 0 to 3 {
    affine.for %arg4 = 0 to 4 {
      affine.for %arg5 = 0 to 2 {
        affine.for %arg6 = 0 to 2 {
          %0 = affine.apply #map(%arg3, %arg5)
          %1 = affine.apply #map(%arg4, %arg6)
          %2 = affine.load %arg0[%0, %1] : memref<4x5xf64>
          %3 = affine.load %arg1[%arg5, %arg6] : memref<2x2xf64>
          %4 = affine.load %arg2[%arg3, %arg4] : memref<3x4xf64>
          %5 = arith.mulf %2, %3 : f64
          %6 = arith.addf %4, %5 : f64
          affine.store %6, %arg2[%arg3, %arg4] : memref<3x4xf64>
        }
      }
    }
  }
  return
}

// mlir-opt-19 --convert-linalg-to-affine-loops of a stride-2 max pooling
// (linalg.pooling_nhwc_max): subscripts `d0 * 2 + d1`.
// rev @pool dup,const,dup : [[[[0.3], [-0.5], [0.7], [0.2]], [[0.1], [-0.4], [0.9], [0.6]], [[1.1], [0.2], [-0.3], [0.5]], [[0.4], [0.65], [-0.7], [0.15]]]]; [[0, 0], [0, 0]]; [[[[0.0], [0.05]], [[-1.0], [0.55]]]]
// fwd @pool dup,const,dup : [[[[0.3], [-0.5], [0.7], [0.2]], [[0.1], [-0.4], [0.9], [0.6]], [[1.1], [0.2], [-0.3], [0.5]], [[0.4], [0.65], [-0.7], [0.15]]]]; [[0, 0], [0, 0]]; [[[[0.0], [0.05]], [[-1.0], [0.55]]]]
#map1 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
func.func @pool(%arg0: memref<1x4x4x1xf64>, %arg1: memref<2x2xf64>, %arg2: memref<1x2x2x1xf64>) {
  affine.for %arg3 = 0 to 1 {
    affine.for %arg4 = 0 to 2 {
      affine.for %arg5 = 0 to 2 {
        affine.for %arg6 = 0 to 1 {
          affine.for %arg7 = 0 to 2 {
            affine.for %arg8 = 0 to 2 {
              %0 = affine.apply #map1(%arg4, %arg7)
              %1 = affine.apply #map1(%arg5, %arg8)
              %2 = affine.load %arg0[%arg3, %0, %1, %arg6] : memref<1x4x4x1xf64>
              %3 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x2x2x1xf64>
              %4 = arith.maximumf %3, %2 : f64
              affine.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x2x2x1xf64>
            }
          }
        }
      }
    }
  }
  return
}

// A banded sum: j in [max(i - 2, 0), min(i + 2, n)), both loops carrying
// values, an affine.if with results on an integer set with a symbol, and
// an affine.min bounding a subscript.
// rev @band dup,active : [0.3, -0.5, 0.7, 0.2, 1.1, 0.6]; 0.8 | [0.3, -0.5]; 1.7 | [0.9]; -0.4
// fwd @band dup,dup : [0.3, -0.5, 0.7, 0.2, 1.1, 0.6]; 0.8 | [0.3, -0.5]; 1.7
#near = affine_set<(d0, d1)[s0] : (d1 - d0 >= 0, s0 - d1 - 2 >= 0)>
func.func @band(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = affine.for %i = 0 to %n iter_args(%acc = %zero) -> (f64) {
    %t = affine.for %j = max affine_map<(d0) -> (d0 - 2, 0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%i)[%n] iter_args(%a = %acc) -> (f64) {
      %v = affine.load %x[%j] : memref<?xf64>
      %w = affine.if #near(%i, %j)[%n] -> f64 {
        %sv = arith.mulf %v, %s : f64
        %e = math.sin %sv : f64
        affine.yield %e : f64
      } else {
        %m = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0 - 1)>(%j)[%n]
        %u = affine.load %x[%m] : memref<?xf64>
        %vu = arith.mulf %v, %u : f64
        affine.yield %vu : f64
      }
      %a2 = arith.addf %a, %w : f64
      affine.yield %a2 : f64
    }
    affine.yield %t : f64
  }
  return %r : f64
}

// Explicit Euler on a periodic grid, updated in place: the neighbours are
// `(i + 1) mod n` and `(i + n - 1) mod n` (a symbol), each step overwriting
// what the next one reads.
// rev @periodic dup,active,const : [0.3, -0.5, 0.7, 0.2, 1.1]; 0.1; 4 | [0.3, -0.5, 0.7]; 0.25; 1 | [0.3, -0.5, 0.7]; 0.25; 0
// fwd @periodic dup,dup,const : [0.3, -0.5, 0.7, 0.2, 1.1]; 0.1; 4
func.func @periodic(%u: memref<?xf64>, %h: f64, %steps: index) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  affine.for %t = 0 to %steps {
    affine.for %i = 0 to %n {
      %l = affine.load %u[(%i + symbol(%n) - 1) mod symbol(%n)] : memref<?xf64>
      %c = affine.load %u[%i] : memref<?xf64>
      %r = affine.load %u[(%i + 1) mod symbol(%n)] : memref<?xf64>
      %s = arith.addf %l, %r : f64
      %sc = math.sin %c : f64
      %d = arith.subf %s, %sc : f64
      %hd = arith.mulf %h, %d : f64
      %c2 = arith.addf %c, %hd : f64
      affine.store %c2, %u[%i] : memref<?xf64>
    }
  }
  return
}

// A negative lower bound and a step: i in {-6, -3, 0, 3}, reading
// x[(i + 6) floordiv 3] and x[i ceildiv 3 + 2] (negative numerators).
// rev @strided_neg dup,active : [0.3, -0.5, 0.7, 0.2, 1.1]; 0.8
// fwd @strided_neg dup,dup : [0.3, -0.5, 0.7, 0.2, 1.1]; 0.8
func.func @strided_neg(%x: memref<5xf64>, %s: f64) -> f64 {
  %zero = arith.constant 0.0 : f64
  %r = affine.for %i = -6 to 5 step 3 iter_args(%acc = %zero) -> (f64) {
    %a = affine.load %x[(%i + 6) floordiv 3] : memref<5xf64>
    %b = affine.load %x[%i ceildiv 3 + 2] : memref<5xf64>
    %ab = arith.mulf %a, %b : f64
    %e = arith.mulf %ab, %s : f64
    %acc2 = arith.addf %acc, %e : f64
    affine.yield %acc2 : f64
  }
  return %r : f64
}
