// Split mode where the reverse would read argument memory through a view
// on the tape (not the argument itself): a subview at an offset loaded
// from memory, and a memref yielded by scf.if. Memory may change between
// the split primal and the reverse, so such a tape cannot be read in
// place: split mode replays instead (found by a second reader).
// rev @view_at const,const,active : [0.7, -0.3, 0.2, 1.1]; [1]; 0.9
func.func @view_at(%m: memref<4xf64>, %idx: memref<1xindex>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = memref.load %idx[%c0] : memref<1xindex>
  %v = memref.subview %m[%k] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: ?>>
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (f64) {
    %a = memref.load %v[%i] : memref<2xf64, strided<[1], offset: ?>>
    %p = arith.mulf %a, %x : f64
    %s = math.sin %p : f64
    %acc2 = arith.addf %acc, %s : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// rev @yielded const,active : [0.7, -0.3, 0.2]; 0.9 | [0.7, -0.3, 0.2]; -0.4
func.func @yielded(%m: memref<3xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %c = arith.cmpf ogt, %x, %zero : f64
  %v = scf.if %c -> memref<3xf64> {
    scf.yield %m : memref<3xf64>
  } else {
    scf.yield %m : memref<3xf64>
  }
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f64) {
    %a = memref.load %v[%i] : memref<3xf64>
    %p = arith.mulf %a, %x : f64
    %s = math.sin %p : f64
    %acc2 = arith.addf %acc, %s : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}
