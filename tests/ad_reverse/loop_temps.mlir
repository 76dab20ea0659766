// Temporaries of run-time size made per iteration (or in a branch) and
// passed to callees that write them: `crate::ad::hoist` makes one before
// the loop nest when the size is the same in every iteration (computable
// before the nest), and per-iteration snapshots of memory allocated in a
// loop are sized from the allocation's operands (`remake::shape_known`).
// Format: see loops.mlir.

func.func @smooth(%t: memref<?xf64>, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %t, %c0 : memref<?xf64>
  scf.for %j = %c1 to %n step %c1 {
    %jm = arith.subi %j, %c1 : index
    %p = memref.load %t[%jm] : memref<?xf64>
    %q = memref.load %t[%j] : memref<?xf64>
    %s = math.sin %p : f64
    %u = arith.mulf %s, %a : f64
    %v = arith.addf %u, %q : f64
    memref.store %v, %t[%j] : memref<?xf64>
  }
  return
}

// A heap temporary of %n doubles per iteration, filled, smoothed in place
// by a callee, read, freed (C: malloc/free in the loop body).
// rev @heap_temp active,active,const,const : 0.7; 0.4; 3; 4 | -0.4; 1.1; 2; 1
func.func @heap_temp(%x: f64, %a: f64, %n: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc0 = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %steps step %c1 iter_args(%acc = %acc0) -> (f64) {
    %t = memref.alloc(%n) : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %jf = arith.index_cast %j : index to i64
      %jd = arith.sitofp %jf : i64 to f64
      %e = arith.mulf %jd, %x : f64
      %e2 = arith.addf %e, %acc : f64
      memref.store %e2, %t[%j] : memref<?xf64>
    }
    func.call @smooth(%t, %a) : (memref<?xf64>, f64) -> ()
    %nm = arith.subi %n, %c1 : index
    %l = memref.load %t[%nm] : memref<?xf64>
    %acc2 = math.cos %l : f64
    memref.dealloc %t : memref<?xf64>
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// The same on the stack (memref.alloca), the size %n - 1 computed in the
// body; with %n = 0 the loop does not run (the size made before it is
// clamped at zero).
// rev @stack_temp active,active,const,const : 0.7; 0.4; 4; 3 | -0.4; 1.1; 2; 2 | 0.3; 0.5; 0; 0
func.func @stack_temp(%x: f64, %a: f64, %n: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f64) {
    %m = arith.subi %n, %c1 : index
    %t = memref.alloca(%m) : memref<?xf64>
    scf.for %j = %c0 to %m step %c1 {
      %e = arith.mulf %acc, %a : f64
      memref.store %e, %t[%j] : memref<?xf64>
    }
    func.call @smooth(%t, %acc) : (memref<?xf64>, f64) -> ()
    %l = memref.load %t[%c0] : memref<?xf64>
    %acc2 = arith.addf %l, %acc : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}

// A checkpointed loop inside an scf.if, over a heap buffer of run-time
// size made in that branch (reader-7 h20; refused before with "memory
// made inside the loop": the branch runs as a loop of one iteration).
// rev @ckpt_branch_heap active,const,const : 0.7; 5; 1 | -0.4; 3; 0
func.func @ckpt_branch_heap(%x: f64, %n: index, %k: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %out = memref.alloca() : memref<1xf64>
  memref.store %x, %out[%c0] : memref<1xf64>
  %zero = arith.constant 0 : i64
  %c = arith.cmpi ne, %k, %zero : i64
  scf.if %c {
    %buf = memref.alloc(%n) : memref<?xf64>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %x, %buf[%i] : memref<?xf64>
    }
    scf.for %i = %c1 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %p = memref.load %buf[%im] : memref<?xf64>
      %q = memref.load %buf[%i] : memref<?xf64>
      %s = math.sin %p : f64
      %t = arith.mulf %s, %q : f64
      memref.store %t, %buf[%i] : memref<?xf64>
    } {ferrozyme.checkpoints = 2}
    %nm = arith.subi %n, %c1 : index
    %r = memref.load %buf[%nm] : memref<?xf64>
    memref.store %r, %out[%c0] : memref<1xf64>
    memref.dealloc %buf : memref<?xf64>
  }
  %v = memref.load %out[%c0] : memref<1xf64>
  return %v : f64
}

// The same in an scf.while body (5 runs).
// rev @while_temp active,active,const : 0.7; 0.4; 3 | -0.4; 1.1; 2
func.func @while_temp(%x: f64, %a: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lim = arith.constant 5.0 : f64
  %r:2 = scf.while (%acc = %x, %k = %c0) : (f64, index) -> (f64, index) {
    %kk = arith.index_cast %k : index to i64
    %kf = arith.sitofp %kk : i64 to f64
    %go = arith.cmpf olt, %kf, %lim : f64
    scf.condition(%go) %acc, %k : f64, index
  } do {
  ^bb0(%acc: f64, %k: index):
    %t = memref.alloc(%n) : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %e = arith.mulf %acc, %a : f64
      memref.store %e, %t[%j] : memref<?xf64>
    }
    func.call @smooth(%t, %a) : (memref<?xf64>, f64) -> ()
    %nm = arith.subi %n, %c1 : index
    %l = memref.load %t[%nm] : memref<?xf64>
    %acc2 = math.sin %l : f64
    memref.dealloc %t : memref<?xf64>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %acc2, %k1 : f64, index
  }
  return %r#0 : f64
}

// An scf.if in a loop picking a buffer its then-branch allocates or a
// scratch buffer made before the loop, freed only when allocated
// (`scf.if %odd { memref.dealloc %m }`; reader-8 h1, refused before):
// `crate::ad::branch_allocs` allocates before the scf.if, frees after the
// conditional free.
// rev @owned_or_scratch dup,const,const : [0.3, 0.5, -0.7, 0.2]; 4; 5 | [0.6, -0.1, 0.2, 0.4]; 3; 2
func.func @owned_or_scratch(%x: memref<4xf64>, %n: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %scratch = memref.alloc(%n) : memref<?xf64>
  scf.for %t = %c0 to %steps step %c1 {
    %r = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %r, %c1 : index
    %m = scf.if %odd -> memref<?xf64> {
      %a = memref.alloc(%n) : memref<?xf64>
      scf.yield %a : memref<?xf64>
    } else {
      scf.yield %scratch : memref<?xf64>
    }
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
    scf.if %odd {
      memref.dealloc %m : memref<?xf64>
    }
  }
  memref.dealloc %scratch : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %w = memref.load %x[%i] : memref<4xf64>
    %ww = arith.mulf %w, %w : f64
    %a2 = arith.addf %acc, %ww : f64
    scf.yield %a2 : f64
  }
  return %res : f64
}

// A loop freeing memory made before it in its last iteration: the free
// is deferred after the loop behind a flag (`crate::ad::nested_frees`),
// also when the loop is checkpointed (refused before, naming
// "@free_in_last.chunk frees operand #4").
// rev @free_in_last dup,const : [0.3, 0.5, -0.7, 0.2]; 5
func.func @free_in_last(%x: memref<4xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %scratch = memref.alloc() : memref<4xf64>
  %last = arith.subi %steps, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %x[%i] : memref<4xf64>
      %s = math.sin %v : f64
      memref.store %s, %scratch[%i] : memref<4xf64>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %scratch[%i] : memref<4xf64>
      %w = memref.load %x[%i] : memref<4xf64>
      %vw = arith.mulf %v, %w : f64
      memref.store %vw, %x[%i] : memref<4xf64>
    }
    %done = arith.cmpi eq, %t, %last : index
    scf.if %done {
      memref.dealloc %scratch : memref<4xf64>
    }
  }
  %v = memref.load %x[%c0] : memref<4xf64>
  return %v : f64
}

// Sizes computed where the program guards them, moved before the code
// holding the allocation (reader-9 #1, #2: a division by zero or an
// allocation of 8e15 bytes at run time before): a division moved out of
// its guard divides by 1 where its divisor is 0 (`crate::ad::speculate`), and
// a run-time size is 0 where its branch is not taken (`guarded_size`).

// A loop temporary sized 12 / k under `scf.if k != 0`.
// rev @guarded_div active,active,const,const : 0.7; 0.4; 3; 4 | 0.7; 0.4; 0; 3 | 0.7; 0.4; 5; 2
func.func @guarded_div(%x: f64, %a: f64, %k: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %r = scf.for %i = %c0 to %steps step %c1 iter_args(%acc = %x) -> (f64) {
    %nz = arith.cmpi ne, %k, %c0 : index
    %res = scf.if %nz -> f64 {
      %m = arith.divui %c12, %k : index
      %t = memref.alloc(%m) : memref<?xf64>
      scf.for %j = %c0 to %m step %c1 {
        %e = arith.mulf %acc, %a : f64
        memref.store %e, %t[%j] : memref<?xf64>
      }
      func.call @smooth(%t, %acc) : (memref<?xf64>, f64) -> ()
      %mm = arith.subi %m, %c1 : index
      %l = memref.load %t[%mm] : memref<?xf64>
      %acc2 = math.sin %l : f64
      memref.dealloc %t : memref<?xf64>
      scf.yield %acc2 : f64
    } else {
      %acc2 = math.cos %acc : f64
      scf.yield %acc2 : f64
    }
    scf.yield %res : f64
  }
  return %r : f64
}

// A loop temporary of n doubles under `scf.if n < 1000`, n = 1e15.
// rev @guarded_big_heap active,active,const,const : 0.7; 0.4; 3; 4 | 0.7; 0.4; 1000000000000000; 3
func.func @guarded_big_heap(%x: f64, %a: f64, %n: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %r = scf.for %i = %c0 to %steps step %c1 iter_args(%acc = %x) -> (f64) {
    %small = arith.cmpi ult, %n, %c1000 : index
    %res = scf.if %small -> f64 {
      %t = memref.alloc(%n) : memref<?xf64>
      scf.for %j = %c0 to %n step %c1 {
        %e = arith.mulf %acc, %a : f64
        memref.store %e, %t[%j] : memref<?xf64>
      }
      func.call @smooth(%t, %acc) : (memref<?xf64>, f64) -> ()
      %mm = arith.subi %n, %c1 : index
      %l = memref.load %t[%mm] : memref<?xf64>
      %acc2 = math.sin %l : f64
      memref.dealloc %t : memref<?xf64>
      scf.yield %acc2 : f64
    } else {
      %acc2 = math.cos %acc : f64
      scf.yield %acc2 : f64
    }
    scf.yield %res : f64
  }
  return %r : f64
}

// A top-level scf.if yielding a heap buffer of 12 / k doubles when k != 0.
// rev @if_div active,const : 0.7; 3 | 0.7; 0
func.func @if_div(%x: f64, %k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %nz = arith.cmpi ne, %k, %c0 : index
  %m = scf.if %nz -> memref<?xf64> {
    %q = arith.divui %c12, %k : index
    %a = memref.alloc(%q) : memref<?xf64>
    scf.yield %a : memref<?xf64>
  } else {
    %b = memref.alloc(%c1) : memref<?xf64>
    scf.yield %b : memref<?xf64>
  }
  %d = memref.dim %m, %c0 : memref<?xf64>
  scf.for %j = %c0 to %d step %c1 {
    %s = math.sin %x : f64
    memref.store %s, %m[%j] : memref<?xf64>
  }
  %v = memref.load %m[%c0] : memref<?xf64>
  %r = arith.mulf %v, %x : f64
  memref.dealloc %m : memref<?xf64>
  return %r : f64
}

// An scf.if in a loop yielding a buffer of n doubles when n < 1000 (else
// 4), n = 1e15 (`branch_allocs`).
// rev @bigbranch dup,const,const : [0.3, 0.5, -0.7, 0.2]; 4; 3 | [0.3, 0.5, -0.7, 0.2]; 1000000000000000; 3
func.func @bigbranch(%x: memref<4xf64>, %n: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c1000 = arith.constant 1000 : index
  scf.for %t = %c0 to %steps step %c1 {
    %small = arith.cmpi ult, %n, %c1000 : index
    %m = scf.if %small -> memref<?xf64> {
      %a = memref.alloc(%n) : memref<?xf64>
      scf.yield %a : memref<?xf64>
    } else {
      %b = memref.alloc(%c4) : memref<?xf64>
      scf.yield %b : memref<?xf64>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %x[%i] : memref<4xf64>
      %s = math.sin %v : f64
      memref.store %s, %m[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %m[%i] : memref<?xf64>
      %w = memref.load %x[%i] : memref<4xf64>
      %vw = arith.mulf %v, %w : f64
      memref.store %vw, %x[%i] : memref<4xf64>
    }
    memref.dealloc %m : memref<?xf64>
  }
  %v = memref.load %x[%c0] : memref<4xf64>
  return %v : f64
}

// The owned-or-scratch pattern with the buffer passed to callees (reader-9
// #5: refused before), the scratch and the allocation of different
// run-time sizes: the allocation is made before the scf.if and taken out
// of the loop (`hoist` follows picks), and per-iteration snapshots of
// the picked buffer get rows as long as the longer one.
func.func private @fill_m(%m: memref<?xf64>, %x: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<4xf64>
    %s = math.sin %v : f64
    memref.store %s, %m[%i] : memref<?xf64>
  }
  return
}
func.func private @use_m(%m: memref<?xf64>, %x: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf64>
    %w = memref.load %x[%i] : memref<4xf64>
    %vw = arith.mulf %v, %w : f64
    %vv = arith.addf %vw, %w : f64
    memref.store %vv, %x[%i] : memref<4xf64>
  }
  return
}
// rev @owned_calls dup,const,const,const : [0.3, 0.5, -0.7, 0.2]; 2; 4; 5 | [0.6, -0.1, 0.2, 0.4]; 4; 3; 4 | [0.6, -0.1, 0.2, 0.4]; 3; 1; 1 | [0.6, -0.1, 0.2, 0.4]; 2; 3; 0
func.func @owned_calls(%x: memref<4xf64>, %n: index, %k: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %scratch = memref.alloc(%k) : memref<?xf64>
  scf.for %t = %c0 to %steps step %c1 {
    %r = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %r, %c1 : index
    %m = scf.if %odd -> memref<?xf64> {
      %a = memref.alloc(%n) : memref<?xf64>
      scf.yield %a : memref<?xf64>
    } else {
      scf.yield %scratch : memref<?xf64>
    }
    func.call @fill_m(%m, %x) : (memref<?xf64>, memref<4xf64>) -> ()
    func.call @use_m(%m, %x) : (memref<?xf64>, memref<4xf64>) -> ()
    scf.if %odd {
      memref.dealloc %m : memref<?xf64>
    }
  }
  memref.dealloc %scratch : memref<?xf64>
  %v = memref.load %x[%c0] : memref<4xf64>
  %v1 = memref.load %x[%c1] : memref<4xf64>
  %res = arith.mulf %v, %v1 : f64
  return %res : f64
}

// A signed division guarded against the overflow (least value / -1):
// moved out of its guard, it divides by 1 there too (reader-11).
// rev @guarded_ovf active,active,const,const,const : 0.7; 0.4; 17; 2; 3 | 0.7; 0.4; -9223372036854775808; -1; 3
func.func @guarded_ovf(%x: f64, %a: f64, %n: index, %k: index, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cm1 = arith.constant -1 : index
  %r = scf.for %i = %c0 to %steps step %c1 iter_args(%acc = %x) -> (f64) {
    %ok0 = arith.cmpi ne, %k, %cm1 : index
    %nz = arith.cmpi ne, %k, %c0 : index
    %ok = arith.andi %ok0, %nz : i1
    %res = scf.if %ok -> f64 {
      %q = arith.divsi %n, %k : index
      %q8 = arith.remui %q, %c8 : index
      %m = arith.addi %q8, %c1 : index
      %t = memref.alloc(%m) : memref<?xf64>
      scf.for %j = %c0 to %m step %c1 {
        %e = arith.mulf %acc, %a : f64
        memref.store %e, %t[%j] : memref<?xf64>
      }
      func.call @smooth(%t, %acc) : (memref<?xf64>, f64) -> ()
      %mm = arith.subi %m, %c1 : index
      %l = memref.load %t[%mm] : memref<?xf64>
      %acc2 = math.sin %l : f64
      memref.dealloc %t : memref<?xf64>
      scf.yield %acc2 : f64
    } else {
      %acc2 = math.cos %acc : f64
      scf.yield %acc2 : f64
    }
    scf.yield %res : f64
  }
  return %r : f64
}

// A top-level scf.index_switch yielding a buffer of n doubles in case 0
// (else 3), n = 1e15 in the default case: the size made before it is 0
// where its case is not taken (reader-11 #3).
// rev @switch_guard active,const,const : 0.7; 3; 0 | 0.7; 1000000000000000; 1
func.func @switch_guard(%x: f64, %n: index, %sel: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = scf.index_switch %sel -> memref<?xf64>
  case 0 {
    %a = memref.alloc(%n) : memref<?xf64>
    scf.yield %a : memref<?xf64>
  }
  default {
    %b = memref.alloc(%c3) : memref<?xf64>
    scf.yield %b : memref<?xf64>
  }
  %d = memref.dim %m, %c0 : memref<?xf64>
  scf.for %j = %c0 to %d step %c1 {
    %s = math.sin %x : f64
    memref.store %s, %m[%j] : memref<?xf64>
  }
  func.call @smooth(%m, %x) : (memref<?xf64>, f64) -> ()
  %v = memref.load %m[%c1] : memref<?xf64>
  %r = arith.mulf %v, %x : f64
  memref.dealloc %m : memref<?xf64>
  return %r : f64
}

// A loop temporary of n doubles (n = 1e15) in a loop that runs zero
// times: the program never allocates it, so neither does the derivative
// (the hoisted size is 0 where the loop does not run: speculate.rs).
// rev @zero_trip dup,const,const : [1.0,2.0,3.0]; 3; 2 | [1.0,2.0,3.0]; 1000000000000000; 0 | [1.0,2.0,3.0]; 4; 0
func.func private @fill_temp(%t: memref<?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %t, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %y = arith.mulf %x, %fi : f64
    %z = arith.mulf %y, %x : f64
    memref.store %z, %t[%i] : memref<?xf64>
  }
  return
}
func.func @zero_trip(%A: memref<3xf64>, %n: index, %m: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %z) -> f64 {
    %t = memref.alloc(%n) : memref<?xf64>
    %a = memref.load %A[%i] : memref<3xf64>
    func.call @fill_temp(%t, %a) : (memref<?xf64>, f64) -> ()
    %last = arith.subi %n, %c1 : index
    %v = memref.load %t[%last] : memref<?xf64>
    %s = arith.addf %acc, %v : f64
    memref.dealloc %t : memref<?xf64>
    scf.yield %s : f64
  }
  %b = memref.load %A[%c0] : memref<3xf64>
  %p = arith.mulf %r, %b : f64
  %q = arith.addf %p, %b : f64
  return %q : f64
}

// The same with a window of the temporary passed to the callee: the
// window made again before the loop (reverse/remake.rs, for the rows of
// the callee's snapshots) is empty where it would be out of the empty
// buffer's bounds.
// rev @zero_trip_view dup,const,const : [1.0,2.0,3.0]; 3; 2 | [1.0,2.0,3.0]; 1000000000000000; 0 | [1.0,2.0,3.0]; 5; 3
func.func @zero_trip_view(%A: memref<3xf64>, %n: index, %m: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %z) -> f64 {
    %t = memref.alloc(%n) : memref<?xf64>
    %n1 = arith.subi %n, %c1 : index
    %w = memref.subview %t[1] [%n1] [1] : memref<?xf64> to memref<?xf64, strided<[1], offset: 1>>
    %wc = memref.cast %w : memref<?xf64, strided<[1], offset: 1>> to memref<?xf64, strided<[1], offset: ?>>
    %a = memref.load %A[%i] : memref<3xf64>
    memref.store %a, %t[%c0] : memref<?xf64>
    func.call @fill_tail(%wc, %a) : (memref<?xf64, strided<[1], offset: ?>>, f64) -> ()
    %v = memref.load %t[%c2] : memref<?xf64>
    %u = memref.load %t[%c0] : memref<?xf64>
    %vu = arith.mulf %v, %u : f64
    %s = arith.addf %acc, %vu : f64
    memref.dealloc %t : memref<?xf64>
    scf.yield %s : f64
  }
  %b = memref.load %A[%c0] : memref<3xf64>
  %q = arith.addf %r, %b : f64
  return %q : f64
}
func.func private @fill_tail(%t: memref<?xf64, strided<[1], offset: ?>>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %t, %c0 : memref<?xf64, strided<[1], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %y = arith.addf %x, %fi : f64
    %z = arith.mulf %y, %x : f64
    memref.store %z, %t[%i] : memref<?xf64, strided<[1], offset: ?>>
  }
  return
}

// A temporary of a branch at the top level, made, used and freed there:
// the reverse of the branch makes it again with a zeroed shadow, its load
// recorded (refused before: "cannot re-execute 'memref.alloc'").
// rev @branch_temp active,const : 0.7; 1 | 0.7; 0
func.func @branch_temp(%x: f64, %c: i1) -> f64 {
  %r = scf.if %c -> f64 {
    %p = memref.alloc() : memref<2xf64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = math.sin %x : f64
    memref.store %s, %p[%c0] : memref<2xf64>
    memref.store %x, %p[%c1] : memref<2xf64>
    %v = memref.load %p[%c0] : memref<2xf64>
    %w = memref.load %p[%c1] : memref<2xf64>
    %v2 = arith.mulf %v, %w : f64
    memref.dealloc %p : memref<2xf64>
    scf.yield %v2 : f64
  } else {
    %e = math.exp %x : f64
    scf.yield %e : f64
  }
  return %r : f64
}

// A temporary of an inner loop body (refused before: "allocating active
// memory inside a loop").
// rev @nested_memref active,const,const : 0.7; 3; 2 | -0.4; 2; 3 | 0.3; 0; 2 | 0.3; 2; 0
func.func @nested_memref(%x: f64, %n: index, %m: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %h = arith.constant 0.5 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f64 {
    %r2 = scf.for %j = %c0 to %m step %c1 iter_args(%b = %a) -> f64 {
      %p = memref.alloc() : memref<1xf64>
      %s = math.sin %b : f64
      %t = arith.mulf %s, %a : f64
      memref.store %t, %p[%c0] : memref<1xf64>
      %v = memref.load %p[%c0] : memref<1xf64>
      %v2 = arith.mulf %v, %h : f64
      %b2 = arith.addf %b, %v2 : f64
      memref.dealloc %p : memref<1xf64>
      scf.yield %b2 : f64
    }
    scf.yield %r2 : f64
  }
  return %r : f64
}
