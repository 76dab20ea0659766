// vector.gather / vector.scatter on memrefs: offsets along the innermost
// dimension (i32 indices, negative ones too), masked lanes (the
// pass-through kept, no store), a 2-D base. Prints the gathered lanes,
// then the memref after the scatter.
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %m = memref.alloc() : memref<3x6xf64>
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c6 step %c1 {
        %ii = arith.index_cast %i : index to i64
        %jj = arith.index_cast %j : index to i64
        %c10 = arith.constant 10 : i64
        %t = arith.muli %ii, %c10 : i64
        %s = arith.addi %t, %jj : i64
        %f = arith.sitofp %s : i64 to f64
        memref.store %f, %m[%i, %j] : memref<3x6xf64>
      }
    }
    %idx = arith.constant dense<[3, -1, 0, 2]> : vector<4xi32>
    %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
    %pt = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf64>
    %g = vector.gather %m[%c1, %c2][%idx], %mask, %pt : memref<3x6xf64>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
    %g2 = arith.mulf %g, %g : vector<4xf64>
    %idx2 = arith.constant dense<[0, 5, 2, 5]> : vector<4xindex>
    vector.scatter %m[%c2, %c0][%idx2], %mask, %g2 : memref<3x6xf64>, vector<4xindex>, vector<4xi1>, vector<4xf64>
    vector.print %g : vector<4xf64>
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c6 step %c1 {
        %v = memref.load %m[%i, %j] : memref<3x6xf64>
        vector.print %v : f64
      }
    }
    memref.dealloc %m : memref<3x6xf64>
    return
  }
}
