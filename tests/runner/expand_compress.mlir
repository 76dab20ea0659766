// vector.expandload / vector.compressstore on memrefs: the set lanes read
// (or write) consecutive elements from the base index, the other lanes
// take the pass-through (or write nothing). Masks known statically and
// masks computed at run time (x > 2.5), a 2-D base. Prints the loaded
// lanes, then the memref after the stores.
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
    %mask = arith.constant dense<[false, true, false, true]> : vector<4xi1>
    %pt = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf64>
    %e = vector.expandload %m[%c1, %c2], %mask, %pt : memref<3x6xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
    vector.print %e : vector<4xf64>
    %x = arith.constant dense<[3.0, 1.0, 2.75, 0.5]> : vector<4xf64>
    %half = arith.constant dense<2.5> : vector<4xf64>
    %dyn = arith.cmpf ogt, %x, %half : vector<4xf64>
    %e2 = vector.expandload %m[%c0, %c3], %dyn, %pt : memref<3x6xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
    vector.print %e2 : vector<4xf64>
    %sq = arith.mulf %e2, %x : vector<4xf64>
    vector.compressstore %m[%c2, %c1], %dyn, %sq : memref<3x6xf64>, vector<4xi1>, vector<4xf64>
    vector.compressstore %m[%c0, %c0], %mask, %x : memref<3x6xf64>, vector<4xi1>, vector<4xf64>
    %nomask = arith.constant dense<false> : vector<4xi1>
    vector.compressstore %m[%c1, %c0], %nomask, %x : memref<3x6xf64>, vector<4xi1>, vector<4xf64>
    scf.for %i = %c0 to %c3 step %c1 {
      %row = vector.load %m[%i, %c0] : memref<3x6xf64>, vector<6xf64>
      vector.print %row : vector<6xf64>
    }
    memref.dealloc %m : memref<3x6xf64>
    return
  }
}
