// The vector dialect's ops on fixed-size vectors, printed with vector.print:
// the engines split vectors into scalars (rewrite/aggregates/vector.rs) and
// must print what mlir-cpu-runner-19 prints after --convert-vector-to-scf
// and --convert-vector-to-llvm. Transfers read and write out of bounds
// (padding, skipped writes), with and without masks.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %x = arith.constant 1.5 : f64
  %y = arith.constant -0.25 : f64
  %m = memref.alloc() : memref<8xf64>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %g = arith.mulf %f, %x : f64
    memref.store %g, %m[%i] : memref<8xf64>
  }
  %v = vector.load %m[%c1] : memref<8xf64>, vector<4xf64>
  vector.print %v : vector<4xf64>
  %b = vector.broadcast %y : f64 to vector<4xf64>
  %s = arith.addf %v, %b : vector<4xf64>
  vector.print %s : vector<4xf64>
  %w = vector.broadcast %v : vector<4xf64> to vector<2x4xf64>
  %w2 = vector.insert %b, %w [1] : vector<4xf64> into vector<2x4xf64>
  vector.print %w2 : vector<2x4xf64>
  %t = vector.transpose %w2, [1, 0] : vector<2x4xf64> to vector<4x2xf64>
  vector.print %t : vector<4x2xf64>
  %e = vector.extract %t[2, 0] : f64 from vector<4x2xf64>
  vector.print %e : f64
  %e2 = vector.extract %w2[1] : vector<4xf64> from vector<2x4xf64>
  vector.print %e2 : vector<4xf64>
  %ed = vector.extract %v[%c2] : f64 from vector<4xf64>
  vector.print %ed : f64
  %id = vector.insert %y, %v [%c1] : f64 into vector<4xf64>
  vector.print %id : vector<4xf64>
  %ee = vector.extractelement %v[%c3 : index] : vector<4xf64>
  vector.print %ee : f64
  %ie = vector.insertelement %x, %v[%c2 : index] : vector<4xf64>
  vector.print %ie : vector<4xf64>
  %r = vector.reduction <add>, %v : vector<4xf64> into f64
  vector.print %r : f64
  %r2 = vector.reduction <mul>, %v, %y : vector<4xf64> into f64
  vector.print %r2 : f64
  %r3 = vector.reduction <maximumf>, %s : vector<4xf64> into f64
  vector.print %r3 : f64
  %r4 = vector.reduction <minimumf>, %s, %y : vector<4xf64> into f64
  vector.print %r4 : f64
  %fm = vector.fma %v, %s, %b : vector<4xf64>
  vector.print %fm : vector<4xf64>
  %fe = vector.from_elements %x, %y, %e, %r : vector<4xf64>
  vector.print %fe : vector<4xf64>
  %sh = vector.shuffle %v, %fe [7, 0, 5, 2, 2] : vector<4xf64>, vector<4xf64>
  vector.print %sh : vector<5xf64>
  %sc = vector.shape_cast %w2 : vector<2x4xf64> to vector<8xf64>
  vector.print %sc : vector<8xf64>
  %es = vector.extract_strided_slice %w2 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf64> to vector<2x2xf64>
  vector.print %es : vector<2x2xf64>
  %ins = vector.insert_strided_slice %es, %w2 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf64> into vector<2x4xf64>
  vector.print %ins : vector<2x4xf64>
  %op = vector.outerproduct %v, %fe : vector<4xf64>, vector<4xf64>
  vector.print %op : vector<4x4xf64>
  %op2 = vector.outerproduct %v, %x, %s : vector<4xf64>, f64
  vector.print %op2 : vector<4xf64>
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  %cm = vector.constant_mask [2] : vector<4xi1>
  vector.print %cm : vector<4xi1>
  %mk = vector.create_mask %c3 : vector<4xi1>
  vector.print %mk : vector<4xi1>
  %sel = arith.select %mk, %v, %b : vector<4xi1>, vector<4xf64>
  vector.print %sel : vector<4xf64>
  %pad = arith.constant 9.0 : f64
  %tr = vector.transfer_read %m[%c6], %pad : memref<8xf64>, vector<4xf64>
  vector.print %tr : vector<4xf64>
  %trm = vector.transfer_read %m[%c1], %pad, %mk : memref<8xf64>, vector<4xf64>
  vector.print %trm : vector<4xf64>
  vector.transfer_write %s, %m[%c6] : vector<4xf64>, memref<8xf64>
  %ml = vector.maskedload %m[%c3], %cm, %b : memref<8xf64>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  vector.print %ml : vector<4xf64>
  vector.maskedstore %m[%c0], %mk, %fe : memref<8xf64>, vector<4xi1>, vector<4xf64>
  %b2 = vector.extract_strided_slice %b {offsets = [1], sizes = [2], strides = [1]} : vector<4xf64> to vector<2xf64>
  vector.store %b2, %m[%c2] : memref<8xf64>, vector<2xf64>
  %all = vector.load %m[%c0] : memref<8xf64>, vector<8xf64>
  vector.print %all : vector<8xf64>
  %i32v = arith.constant dense<[1, -2, 3, -4]> : vector<4xi32>
  vector.print %i32v : vector<4xi32>
  %ir = vector.reduction <maxsi>, %i32v : vector<4xi32> into i32
  vector.print %ir : i32
  vector.print %x : f64 punctuation <comma>
  vector.print %y : f64
  memref.dealloc %m : memref<8xf64>
  return
}
