// Results of inner loops in recorded loop nests (recorded for the whole
// nest, ad/reverse/nest_records.rs) feeding nonlinear ops, loop-carried and
// of index type: a triangular nest, and a four-deep nest with results at
// several levels. Dot-product checks in crates/ferrozyme-jit/tests/reverse.rs,
// and under every option in checkpoint.rs.

// A triangular nest (j < i): the inner loop's float and index results.
// rev @tri_res dup,active,const : [0.3, -0.2, 0.5, 0.1, 0.7]; 0.6; 3 | [0.9, 0.1, -0.3, 0.2, 0.4]; -0.9; 2
func.func @tri_res(%u: memref<5xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %s = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %acc) -> (f64) {
      %q:2 = scf.for %j = %c0 to %i step %c1 iter_args(%b = %a, %cnt = %c0) -> (f64, index) {
        %v = memref.load %u[%j] : memref<5xf64>
        %p = arith.mulf %v, %x : f64
        %e = math.sin %p : f64
        memref.store %e, %u[%j] : memref<5xf64>
        %b2 = arith.addf %b, %e : f64
        %c2 = arith.addi %cnt, %c1 : index
        scf.yield %b2, %c2 : f64, index
      }
      %ci = arith.index_cast %q#1 : index to i64
      %cf = arith.sitofp %ci : i64 to f64
      %w = math.cos %q#0 : f64
      %w2 = arith.mulf %w, %cf : f64
      %ui = memref.load %u[%i] : memref<5xf64>
      %w3 = arith.mulf %w2, %ui : f64
      memref.store %w3, %u[%i] : memref<5xf64>
      %a2 = arith.addf %q#0, %w3 : f64
      scf.yield %a2 : f64
    }
    scf.yield %s : f64
  }
  return %r : f64
}

// Four loops, results at three levels.
// rev @deep_res dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 2 | [0.9, 0.1, -0.3, 0.2]; -0.9; 3
func.func @deep_res(%u: memref<4xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %acc) -> (f64) {
      %s2 = scf.for %j = %c0 to %c2 step %c1 iter_args(%b = %a) -> (f64) {
        %s3 = scf.for %k = %c0 to %c4 step %c1 iter_args(%c = %b) -> (f64) {
          %v = memref.load %u[%k] : memref<4xf64>
          %p = arith.mulf %v, %c : f64
          %e = math.tanh %p : f64
          memref.store %e, %u[%k] : memref<4xf64>
          %c3 = arith.addf %c, %e : f64
          scf.yield %c3 : f64
        }
        %y = math.sin %s3 : f64
        %ij = arith.addi %i, %j : index
        %uv = memref.load %u[%ij] : memref<4xf64>
        %y2 = arith.mulf %y, %uv : f64
        %y3 = arith.mulf %y2, %x : f64
        memref.store %y3, %u[%ij] : memref<4xf64>
        scf.yield %y : f64
      }
      %q = arith.mulf %s2, %s2 : f64
      scf.yield %q : f64
    }
    scf.yield %s : f64
  }
  return %r : f64
}
