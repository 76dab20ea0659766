// vector.mask around transfers and reductions: a dynamic mask (the first
// 3 lanes; the masked-off lane of a read is the padding), a masked write,
// and masked sums (from the neutral element, from an accumulator, under an
// all-false mask). (Pass-through values and other reduction kinds under a
// mask, which mlir-opt-19 does not lower, are in ferrozyme-jit's
// aggregates.rs.)
module {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c6 = arith.constant 6 : index
    %m = memref.alloc() : memref<6xf64>
    scf.for %i = %c0 to %c6 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f64
      %g = arith.addf %f, %f : f64
      memref.store %g, %m[%i] : memref<6xf64>
    }
    %pad = arith.constant -7.0 : f64
    %k = vector.create_mask %c3 : vector<4xi1>
    %pt = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf64>
    %a = vector.mask %k { vector.transfer_read %m[%c1], %pad : memref<6xf64>, vector<4xf64> } : vector<4xi1> -> vector<4xf64>
    %b = vector.mask %k { vector.transfer_read %m[%c3], %pad : memref<6xf64>, vector<4xf64> } : vector<4xi1> -> vector<4xf64>
    %s = vector.mask %k { vector.reduction <add>, %b : vector<4xf64> into f64 } : vector<4xi1> -> f64
    %acc = arith.constant 5.0 : f64
    %x = vector.mask %k { vector.reduction <add>, %a, %acc : vector<4xf64> into f64 } : vector<4xi1> -> f64
    %none = vector.constant_mask [0] : vector<4xi1>
    %z = vector.mask %none { vector.reduction <add>, %a : vector<4xf64> into f64 } : vector<4xi1> -> f64
    %w = arith.mulf %b, %b : vector<4xf64>
    vector.mask %k { vector.transfer_write %w, %m[%c0] : vector<4xf64>, memref<6xf64> } : vector<4xi1>
    vector.print %b : vector<4xf64>
    vector.print %s : f64
    vector.print %x : f64
    vector.print %z : f64
    scf.for %i = %c0 to %c6 step %c1 {
      %v = memref.load %m[%i] : memref<6xf64>
      vector.print %v : f64
    }
    memref.dealloc %m : memref<6xf64>
    return
  }
}
