// Buffers branch ops allocate and yield (bufferized code), beyond
// memory.mlir: buffers of different static sizes yielded through a
// `memref.cast` to one dynamic type, and allocations picked by nested
// scf.ifs (`crate::ad::branch_allocs`, `crate::ad::hoist`; reader-8 h4,
// h6: refused before); branches yielding a select between memory made
// before the branch op. Format: see loops.mlir.

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

// A pointer an scf.if picks in a loop, its else branch picking again with
// a select, passed to a writing callee (reader-10: refused, replayed it was
// a wrong gradient before): the scf.if yields positions among the
// pointers made before the loop (`crate::ad::memref_positions`).
// rev @ifsel_loop active,active,const : 0.7; 0.4; 7 | -0.3; 1.1; 2
func.func private @bump(%p: !llvm.ptr, %a: f64) {
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = math.sin %v : f64
  %w = arith.mulf %a, %s : f64
  llvm.store %w, %p : f64, !llvm.ptr
  return
}
func.func @ifsel_loop(%x: f64, %a: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = llvm.mlir.constant(1 : i64) : i64
  %A = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %B = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %C = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %A : f64, !llvm.ptr
  llvm.store %x, %B : f64, !llvm.ptr
  llvm.store %a, %C : f64, !llvm.ptr
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.remui %i, %c3 : index
    %e0 = arith.cmpi eq, %r, %c0 : index
    %p = scf.if %e0 -> !llvm.ptr {
      scf.yield %A : !llvm.ptr
    } else {
      %e1 = arith.cmpi eq, %r, %c1 : index
      %pp = arith.select %e1, %B, %C : !llvm.ptr
      scf.yield %pp : !llvm.ptr
    }
    func.call @bump(%p, %a) : (!llvm.ptr, f64) -> ()
  }
  %u = llvm.load %A : !llvm.ptr -> f64
  %v = llvm.load %B : !llvm.ptr -> f64
  %r2 = arith.mulf %u, %v : f64
  return %r2 : f64
}

// In a loop: a fresh copy in the first iteration (freed there), else a
// select between two buffers made before the loop (reader-11 #6: refused,
// checkpointed naming a free of @f.binomial). The allocation is made
// before the scf.if (`crate::ad::branch_allocs`).
// rev @owned_or_select dup,dup,dup,const : [1.0,2.0,3.0,4.0]; [0.5,0.25,0.1,0.2]; [0.3,0.6,0.9,1.2]; 4
func.func private @scale4(%v: memref<4xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %y = memref.load %v[%i] : memref<4xf64>
    %z = arith.mulf %y, %x : f64
    %w = arith.addf %z, %x : f64
    memref.store %w, %v[%i] : memref<4xf64>
  }
  return
}
func.func @owned_or_select(%A: memref<4xf64>, %B: memref<4xf64>, %C: memref<4xf64>, %m: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %z) -> f64 {
    %a = memref.load %A[%i] : memref<4xf64>
    %odd = arith.remui %i, %c2 : index
    %isodd = arith.cmpi eq, %odd, %c1 : index
    %first = arith.cmpi eq, %i, %c0 : index
    %buf = scf.if %first -> memref<4xf64> {
      %t = memref.alloc() : memref<4xf64>
      memref.copy %C, %t : memref<4xf64> to memref<4xf64>
      scf.yield %t : memref<4xf64>
    } else {
      %s = arith.select %isodd, %B, %C : memref<4xf64>
      scf.yield %s : memref<4xf64>
    }
    func.call @scale4(%buf, %a) : (memref<4xf64>, f64) -> ()
    %v = memref.load %buf[%c1] : memref<4xf64>
    scf.if %first {
      memref.dealloc %buf : memref<4xf64>
    }
    %s2 = arith.addf %acc, %v : f64
    scf.yield %s2 : f64
  }
  return %r : f64
}

// At the top level: an argument, or a select between two others.
// rev @select_in_branch dup,dup,dup,const,const : [1.0,2.0,3.0,4.0]; [0.5,0.25,0.1,0.2]; [0.3,0.6,0.9,1.2]; 1; 0 | [1.0,2.0,3.0,4.0]; [0.5,0.25,0.1,0.2]; [0.3,0.6,0.9,1.2]; 0; 1 | [1.0,2.0,3.0,4.0]; [0.5,0.25,0.1,0.2]; [0.3,0.6,0.9,1.2]; 0; 0
func.func private @scale4_top(%v: memref<4xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %y = memref.load %v[%i] : memref<4xf64>
    %z = arith.mulf %y, %x : f64
    %w = arith.addf %z, %x : f64
    memref.store %w, %v[%i] : memref<4xf64>
  }
  return
}
func.func @select_in_branch(%A: memref<4xf64>, %B: memref<4xf64>, %C: memref<4xf64>, %k: index, %j: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = arith.cmpi eq, %k, %c1 : index
  %a = memref.load %A[%c1] : memref<4xf64>
  %buf = scf.if %first -> memref<4xf64> {
    scf.yield %A : memref<4xf64>
  } else {
    %isj = arith.cmpi eq, %j, %c1 : index
    %s = arith.select %isj, %B, %C : memref<4xf64>
    scf.yield %s : memref<4xf64>
  }
  func.call @scale4_top(%buf, %a) : (memref<4xf64>, f64) -> ()
  %v = memref.load %buf[%c1] : memref<4xf64>
  %u = memref.load %B[%c0] : memref<4xf64>
  %r = arith.mulf %v, %u : f64
  return %r : f64
}
