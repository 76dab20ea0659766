// Buffers branch ops allocate and yield (bufferized code), beyond
// memory.mlir: buffers of different static sizes yielded through a
// `memref.cast` to one dynamic type, and allocations picked by nested
// scf.ifs (`crate::ad::branch_allocs`, `crate::ad::hoist`; reader-8 h4,
// h6: refused before). Format: see loops.mlir.

// In a loop body: a buffer of 4 or of 3 doubles, per iteration.
// rev @sizes_cast dup,const : [0.3, 0.5, -0.7, 0.2]; 5 | [0.6, -0.1, 0.2, 0.4]; 2
func.func @sizes_cast(%x: memref<4xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %t = %c0 to %steps step %c1 {
    %r = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %r, %c1 : index
    %m = scf.if %odd -> memref<?xf64> {
      %a = memref.alloc() : memref<4xf64>
      %ac = memref.cast %a : memref<4xf64> to memref<?xf64>
      scf.yield %ac : memref<?xf64>
    } else {
      %b = memref.alloc() : memref<3xf64>
      %bc = memref.cast %b : memref<3xf64> to memref<?xf64>
      scf.yield %bc : memref<?xf64>
    }
    %n = memref.dim %m, %c0 : memref<?xf64>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %x[%i] : memref<4xf64>
      %s = math.sin %v : f64
      memref.store %s, %m[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %m[%i] : memref<?xf64>
      %w = memref.load %x[%i] : memref<4xf64>
      %vw = arith.mulf %v, %w : f64
      %vv = arith.addf %vw, %w : f64
      memref.store %vv, %x[%i] : memref<4xf64>
    }
    memref.dealloc %m : memref<?xf64>
  }
  %v = memref.load %x[%c0] : memref<4xf64>
  %v3 = memref.load %x[%c2] : memref<4xf64>
  %r = arith.mulf %v, %v3 : f64
  return %r : f64
}

// The same at the top level of the function (`hoist`).
// rev @sizes_cast_top dup,const : [0.3, 0.5, -0.7, 0.2]; 1 | [0.6, -0.1, 0.2, 0.4]; 0
func.func @sizes_cast_top(%x: memref<4xf64>, %k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %odd = arith.cmpi eq, %k, %c1 : index
  %m = scf.if %odd -> memref<?xf64> {
    %a = memref.alloc() : memref<4xf64>
    %ac = memref.cast %a : memref<4xf64> to memref<?xf64>
    scf.yield %ac : memref<?xf64>
  } else {
    %b = memref.alloc() : memref<3xf64>
    %bc = memref.cast %b : memref<3xf64> to memref<?xf64>
    scf.yield %bc : memref<?xf64>
  }
  %n = memref.dim %m, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<4xf64>
    %s = math.sin %v : f64
    memref.store %s, %m[%i] : memref<?xf64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf64>
    %w = memref.load %x[%i] : memref<4xf64>
    %vw = arith.mulf %v, %w : f64
    %vv = arith.addf %vw, %w : f64
    memref.store %vv, %x[%i] : memref<4xf64>
  }
  memref.dealloc %m : memref<?xf64>
  %v = memref.load %x[%c0] : memref<4xf64>
  %v3 = memref.load %x[%c2] : memref<4xf64>
  %r = arith.mulf %v, %v3 : f64
  return %r : f64
}

// In a loop body, an scf.if yielding what an scf.if in its then-branch
// picks (a cast static buffer or one of run-time size), or its own.
// rev @nested_picks dup,const : [0.3, 0.5, -0.7, 0.2]; 6 | [0.6, -0.1, 0.2, 0.4]; 3
func.func @nested_picks(%x: memref<4xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %t = %c0 to %steps step %c1 {
    %r = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %r, %c1 : index
    %r3 = arith.remui %t, %c3 : index
    %third = arith.cmpi eq, %r3, %c0 : index
    %m = scf.if %odd -> memref<?xf64> {
      %in = scf.if %third -> memref<?xf64> {
        %a = memref.alloc() : memref<4xf64>
        %ac = memref.cast %a : memref<4xf64> to memref<?xf64>
        scf.yield %ac : memref<?xf64>
      } else {
        %a2 = memref.alloc(%c2) : memref<?xf64>
        scf.yield %a2 : memref<?xf64>
      }
      scf.yield %in : memref<?xf64>
    } else {
      %b = memref.alloc() : memref<3xf64>
      %bc = memref.cast %b : memref<3xf64> to memref<?xf64>
      scf.yield %bc : memref<?xf64>
    }
    %n = memref.dim %m, %c0 : memref<?xf64>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %x[%i] : memref<4xf64>
      %s = math.sin %v : f64
      memref.store %s, %m[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %m[%i] : memref<?xf64>
      %w = memref.load %x[%i] : memref<4xf64>
      %vw = arith.mulf %v, %w : f64
      %vv = arith.addf %vw, %w : f64
      memref.store %vv, %x[%i] : memref<4xf64>
    }
    memref.dealloc %m : memref<?xf64>
  }
  %v = memref.load %x[%c0] : memref<4xf64>
  %v3 = memref.load %x[%c2] : memref<4xf64>
  %r = arith.mulf %v, %v3 : f64
  return %r : f64
}
