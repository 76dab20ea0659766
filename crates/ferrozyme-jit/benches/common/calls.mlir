// The calls bench's programs (benches/calls.rs): each `@<name>_calls`
// next to `@<name>_inlined`, the same with the callee written in by hand.
// u[i] += h·sin(u[i+1] − u[i]) for one step, in place.
func.func private @euler_step(%u: memref<?xf64>, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %d = arith.subf %b, %a : f64
    %s = math.sin %d : f64
    %k = arith.mulf %s, %h : f64
    %na = arith.addf %a, %k : f64
    memref.store %na, %u[%i] : memref<?xf64>
  }
  return
}
func.func @euler_calls(%u: memref<?xf64>, %h: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %t = %c0 to %steps step %c1 {
    func.call @euler_step(%u, %h) : (memref<?xf64>, f64) -> ()
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  return %v : f64
}
func.func @euler_inlined(%u: memref<?xf64>, %h: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %last step %c1 {
      %j = arith.addi %i, %c1 : index
      %a = memref.load %u[%i] : memref<?xf64>
      %b = memref.load %u[%j] : memref<?xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      %k = arith.mulf %s, %h : f64
      %na = arith.addf %a, %k : f64
      memref.store %na, %u[%i] : memref<?xf64>
    }
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  return %v : f64
}

// A read-only reduction called twice, the caller overwriting part of the
// buffer in between.
func.func private @sumsq(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %v : f64
    %q = math.sin %p : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @overwrite_calls(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %d = func.call @sumsq(%x, %s) : (memref<?xf64>, f64) -> f64
  memref.store %d, %x[%c0] : memref<?xf64>
  %e = func.call @sumsq(%x, %d) : (memref<?xf64>, f64) -> f64
  return %e : f64
}
func.func @overwrite_inlined(%x: memref<?xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %d = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %v : f64
    %q = math.sin %p : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  memref.store %d, %x[%c0] : memref<?xf64>
  %e = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %d) -> (f64) {
    %v = memref.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %v : f64
    %q = math.sin %p : f64
    %a = arith.addf %acc, %q : f64
    scf.yield %a : f64
  }
  return %e : f64
}

// A callee that reads nothing back (writes only), called in a loop.
func.func private @fill_scaled(%out: memref<?xf64>, %x: f64, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %out, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.addi %i, %k : index
    %i64 = arith.index_cast %ii : index to i64
    %f = arith.sitofp %i64 : i64 to f64
    %p = arith.mulf %f, %x : f64
    %s = math.sin %p : f64
    memref.store %s, %out[%i] : memref<?xf64>
  }
  return
}
func.func @fill_calls(%out: memref<?xf64>, %x: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %z) -> (f64) {
    func.call @fill_scaled(%out, %x, %t) : (memref<?xf64>, f64, index) -> ()
    %v = memref.load %out[%c1] : memref<?xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r : f64
}
func.func @fill_inlined(%out: memref<?xf64>, %x: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %out, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %z) -> (f64) {
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.addi %i, %t : index
      %i64 = arith.index_cast %ii : index to i64
      %f = arith.sitofp %i64 : i64 to f64
      %p = arith.mulf %f, %x : f64
      %s = math.sin %p : f64
      memref.store %s, %out[%i] : memref<?xf64>
    }
    %v = memref.load %out[%c1] : memref<?xf64>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %r : f64
}
// One element updated at a run-time index per call (a scatter): the call
// logs that element, where a copy of the 1,000-element buffer per call
// would be the alternative.
func.func private @kick(%u: memref<?xf64>, %i: index, %h: f64) {
  %v = memref.load %u[%i] : memref<?xf64>
  %s = math.sin %v : f64
  %k = arith.mulf %s, %h : f64
  %n = arith.addf %v, %k : f64
  memref.store %n, %u[%i] : memref<?xf64>
  return
}
func.func @kick_calls(%u: memref<?xf64>, %h: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %c7 = arith.constant 7 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  scf.for %t = %c0 to %steps step %c1 {
    %p = arith.muli %t, %c37 : index
    %i = arith.remui %p, %n : index
    func.call @kick(%u, %i, %h) : (memref<?xf64>, index, f64) -> ()
  }
  %v = memref.load %u[%c7] : memref<?xf64>
  return %v : f64
}
func.func @kick_inlined(%u: memref<?xf64>, %h: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %c7 = arith.constant 7 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  scf.for %t = %c0 to %steps step %c1 {
    %p = arith.muli %t, %c37 : index
    %i = arith.remui %p, %n : index
    %v = memref.load %u[%i] : memref<?xf64>
    %s = math.sin %v : f64
    %k = arith.mulf %s, %h : f64
    %x = arith.addf %v, %k : f64
    memref.store %x, %u[%i] : memref<?xf64>
  }
  %v = memref.load %u[%c7] : memref<?xf64>
  return %v : f64
}

// The Euler step with a scratch cell (not inlined into a while), in an
// scf.while until t reaches tend: its memory saved once per run.
func.func private @euler_step_cell(%u: memref<?xf64>, %h: f64) {
  %cell = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %d = arith.subf %b, %a : f64
    %s = math.sin %d : f64
    memref.store %s, %cell[%c0] : memref<1xf64>
    %s2 = memref.load %cell[%c0] : memref<1xf64>
    %k = arith.mulf %s2, %h : f64
    %na = arith.addf %a, %k : f64
    memref.store %na, %u[%i] : memref<?xf64>
  }
  return
}
func.func private @csr_exchange(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %a = memref.load %u[%i] : memref<?xf64>
  %b = memref.load %u[%j] : memref<?xf64>
  %d = arith.subf %b, %a : f64
  %s = math.sin %d : f64
  %f = arith.mulf %k, %s : f64
  memref.store %f, %tmp[%c0] : memref<1xf64>
  %g = memref.load %tmp[%c0] : memref<1xf64>
  %a1 = arith.addf %a, %g : f64
  %b1 = arith.subf %b, %g : f64
  memref.store %a1, %u[%i] : memref<?xf64>
  memref.store %b1, %u[%j] : memref<?xf64>
  return %g : f64
}
func.func @csr_flux_calls(%u: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %k: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> f64 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      %r3 = scf.for %e = %lo to %hi step %c1 iter_args(%b = %a) -> f64 {
        %j = memref.load %col[%e] : memref<?xindex>
        %g = func.call @csr_exchange(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
        %g2 = arith.mulf %g, %g : f64
        %b1 = arith.addf %b, %g2 : f64
        scf.yield %b1 : f64
      }
      scf.yield %r3 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %u[%c1] : memref<?xf64>
  %o = arith.addf %r, %x : f64
  return %o : f64
}
func.func @csr_flux_inlined(%u: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %k: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a0 = %acc) -> f64 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      %r3 = scf.for %e = %lo to %hi step %c1 iter_args(%acc2 = %a0) -> f64 {
        %j = memref.load %col[%e] : memref<?xindex>
        %a = memref.load %u[%i] : memref<?xf64>
        %b = memref.load %u[%j] : memref<?xf64>
        %d = arith.subf %b, %a : f64
        %s = math.sin %d : f64
        %g = arith.mulf %k, %s : f64
        %a1 = arith.addf %a, %g : f64
        %b1 = arith.subf %b, %g : f64
        memref.store %a1, %u[%i] : memref<?xf64>
        memref.store %b1, %u[%j] : memref<?xf64>
        %g2 = arith.mulf %g, %g : f64
        %n2 = arith.addf %acc2, %g2 : f64
        scf.yield %n2 : f64
      }
      scf.yield %r3 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %u[%c1] : memref<?xf64>
  %o = arith.addf %r, %x : f64
  return %o : f64
}
func.func @euler_while_calls(%u: memref<?xf64>, %h: f64, %tend: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %t = scf.while (%t = %z) : (f64) -> f64 {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t : f64
  } do {
  ^bb0(%t: f64):
    func.call @euler_step_cell(%u, %h) : (memref<?xf64>, f64) -> ()
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1 : f64
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  return %v : f64
}
func.func @euler_while_inlined(%u: memref<?xf64>, %h: f64, %tend: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  %t = scf.while (%t = %z) : (f64) -> f64 {
    %go = arith.cmpf olt, %t, %tend : f64
    scf.condition(%go) %t : f64
  } do {
  ^bb0(%t: f64):
    %cell = memref.alloca() : memref<1xf64>
    scf.for %i = %c0 to %last step %c1 {
      %j = arith.addi %i, %c1 : index
      %a = memref.load %u[%i] : memref<?xf64>
      %b = memref.load %u[%j] : memref<?xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      memref.store %s, %cell[%c0] : memref<1xf64>
      %s2 = memref.load %cell[%c0] : memref<1xf64>
      %k = arith.mulf %s2, %h : f64
      %na = arith.addf %a, %k : f64
      memref.store %na, %u[%i] : memref<?xf64>
    }
    %t1 = arith.addf %t, %h : f64
    scf.yield %t1 : f64
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  return %v : f64
}
// Gaussian elimination without pivoting: a call per step on the trailing
// window A[k:n, k:n] (its size changes per step); returns the product of
// the pivots. The callee's tape (the loads of its nested loops, n²-ish
// per step) is kept per step; a replay saves a full-size copy per step.
func.func private @elim_step(%a: memref<?x?xf64, strided<[?, 1], offset: ?>>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf64, strided<[?, 1], offset: ?>>
  %p = memref.load %a[%c0, %c0] : memref<?x?xf64, strided<[?, 1], offset: ?>>
  scf.for %i = %c1 to %n step %c1 {
    %ai = memref.load %a[%i, %c0] : memref<?x?xf64, strided<[?, 1], offset: ?>>
    %l = arith.divf %ai, %p : f64
    scf.for %j = %c1 to %n step %c1 {
      %aij = memref.load %a[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
      %a0j = memref.load %a[%c0, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
      %t = arith.mulf %l, %a0j : f64
      %u = arith.subf %aij, %t : f64
      memref.store %u, %a[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
    }
    memref.store %l, %a[%i, %c0] : memref<?x?xf64, strided<[?, 1], offset: ?>>
  }
  return %p : f64
}
func.func @elim_calls(%m: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %n = memref.dim %m, %c0 : memref<?x?xf64>
  %d = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %one) -> f64 {
    %s = arith.subi %n, %k : index
    %w = memref.subview %m[%k, %k] [%s, %s] [1, 1] : memref<?x?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
    %p = func.call @elim_step(%w) : (memref<?x?xf64, strided<[?, 1], offset: ?>>) -> f64
    %a1 = arith.mulf %acc, %p : f64
    scf.yield %a1 : f64
  }
  return %d : f64
}
func.func @elim_inlined(%m: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %n = memref.dim %m, %c0 : memref<?x?xf64>
  %d = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %one) -> f64 {
    %p = memref.load %m[%k, %k] : memref<?x?xf64>
    %k1 = arith.addi %k, %c1 : index
    scf.for %i = %k1 to %n step %c1 {
      %ai = memref.load %m[%i, %k] : memref<?x?xf64>
      %l = arith.divf %ai, %p : f64
      scf.for %j = %k1 to %n step %c1 {
        %aij = memref.load %m[%i, %j] : memref<?x?xf64>
        %a0j = memref.load %m[%k, %j] : memref<?x?xf64>
        %t = arith.mulf %l, %a0j : f64
        %u = arith.subf %aij, %t : f64
        memref.store %u, %m[%i, %j] : memref<?x?xf64>
      }
      memref.store %l, %m[%i, %k] : memref<?x?xf64>
    }
    %a1 = arith.mulf %acc, %p : f64
    scf.yield %a1 : f64
  }
  return %d : f64
}
// A triangular nest calling a relaxation with a loop of its own (the nest
// keeps only scalars per iteration: replayed).
func.func private @relax(%u: memref<?xf64>, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  %e = scf.for %i = %c0 to %last step %c1 iter_args(%acc = %zero) -> (f64) {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    %t = math.tanh %p : f64
    %s = arith.mulf %t, %w : f64
    %na = arith.subf %a, %s : f64
    memref.store %na, %u[%i] : memref<?xf64>
    %x = arith.addf %acc, %t : f64
    scf.yield %x : f64
  }
  return %e : f64
}
func.func @triangle_calls(%u: memref<?xf64>, %w: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %r2 = scf.for %j = %c0 to %i step %c1 iter_args(%b = %acc) -> (f64) {
      %e = func.call @relax(%u, %w) : (memref<?xf64>, f64) -> f64
      %y = arith.addf %b, %e : f64
      scf.yield %y : f64
    }
    scf.yield %r2 : f64
  }
  return %r : f64
}
func.func @triangle_inlined(%u: memref<?xf64>, %w: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %m = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %m, %c1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %r2 = scf.for %j = %c0 to %i step %c1 iter_args(%b = %acc) -> (f64) {
      %e = scf.for %k = %c0 to %last step %c1 iter_args(%s0 = %b) -> (f64) {
        %k1 = arith.addi %k, %c1 : index
        %a = memref.load %u[%k] : memref<?xf64>
        %bb = memref.load %u[%k1] : memref<?xf64>
        %p = arith.mulf %a, %bb : f64
        %t = math.tanh %p : f64
        %s = arith.mulf %t, %w : f64
        %na = arith.subf %a, %s : f64
        memref.store %na, %u[%k] : memref<?xf64>
        %x = arith.addf %s0, %t : f64
        scf.yield %x : f64
      }
      scf.yield %e : f64
    }
    scf.yield %r2 : f64
  }
  return %r : f64
}
// Linear recursion: x ← sin(x) + 0.9·x, n levels deep (a replay runs the
// rest of the recursion again at every level: quadratic in n).
func.func private @deep(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 0.9 : f64
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (f64) {
    scf.yield %x : f64
  } else {
    %s = math.sin %x : f64
    %t = arith.mulf %k, %x : f64
    %u = arith.addf %s, %t : f64
    %m = arith.subi %n, %c1 : index
    %v = func.call @deep(%u, %m) : (f64, index) -> f64
    scf.yield %v : f64
  }
  return %r : f64
}
func.func @deep_calls(%x: f64, %n: index) -> f64 {
  %y = func.call @deep(%x, %n) : (f64, index) -> f64
  return %y : f64
}
func.func @deep_inlined(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 0.9 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %s = math.sin %a : f64
    %t = arith.mulf %k, %a : f64
    %u = arith.addf %s, %t : f64
    scf.yield %u : f64
  }
  return %r : f64
}
// Tree recursion: Simpson's rule on 2^d panels of sin(a·t) over [0, 1]
// (a replay runs each subtree again at every level above it).
func.func private @simpson(%a: f64, %lo: f64, %hi: f64) -> f64 {
  %half = arith.constant 0.5 : f64
  %four = arith.constant 4.0 : f64
  %six = arith.constant 6.0 : f64
  %s = arith.addf %lo, %hi : f64
  %mid = arith.mulf %s, %half : f64
  %w = arith.subf %hi, %lo : f64
  %x0 = arith.mulf %a, %lo : f64
  %x1 = arith.mulf %a, %mid : f64
  %x2 = arith.mulf %a, %hi : f64
  %f0 = math.sin %x0 : f64
  %f1 = math.sin %x1 : f64
  %f2 = math.sin %x2 : f64
  %g1 = arith.mulf %four, %f1 : f64
  %g = arith.addf %f0, %g1 : f64
  %h = arith.addf %g, %f2 : f64
  %p = arith.mulf %h, %w : f64
  %r = arith.divf %p, %six : f64
  return %r : f64
}
func.func private @quad(%a: f64, %lo: f64, %hi: f64, %d: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f64
  %leaf = arith.cmpi eq, %d, %c0 : index
  %r = scf.if %leaf -> (f64) {
    %v = func.call @simpson(%a, %lo, %hi) : (f64, f64, f64) -> f64
    scf.yield %v : f64
  } else {
    %s = arith.addf %lo, %hi : f64
    %mid = arith.mulf %s, %half : f64
    %e = arith.subi %d, %c1 : index
    %l = func.call @quad(%a, %lo, %mid, %e) : (f64, f64, f64, index) -> f64
    %q = func.call @quad(%a, %mid, %hi, %e) : (f64, f64, f64, index) -> f64
    %t = arith.addf %l, %q : f64
    scf.yield %t : f64
  }
  return %r : f64
}
func.func @quad_calls(%a: f64, %d: index) -> f64 {
  %lo = arith.constant 0.0 : f64
  %hi = arith.constant 1.0 : f64
  %q = func.call @quad(%a, %lo, %hi, %d) : (f64, f64, f64, index) -> f64
  return %q : f64
}
func.func @quad_inlined(%a: f64, %d: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %half = arith.constant 0.5 : f64
  %four = arith.constant 4.0 : f64
  %six = arith.constant 6.0 : f64
  %n = arith.shli %c1, %d : index
  %ni = arith.index_cast %n : index to i64
  %nf = arith.sitofp %ni : i64 to f64
  %w = arith.divf %one, %nf : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %lo = arith.mulf %fi, %w : f64
    %hi = arith.addf %lo, %w : f64
    %s = arith.addf %lo, %hi : f64
    %mid = arith.mulf %s, %half : f64
    %x0 = arith.mulf %a, %lo : f64
    %x1 = arith.mulf %a, %mid : f64
    %x2 = arith.mulf %a, %hi : f64
    %f0 = math.sin %x0 : f64
    %f1 = math.sin %x1 : f64
    %f2 = math.sin %x2 : f64
    %g1 = arith.mulf %four, %f1 : f64
    %g = arith.addf %f0, %g1 : f64
    %h = arith.addf %g, %f2 : f64
    %p = arith.mulf %h, %w : f64
    %q = arith.divf %p, %six : f64
    %b = arith.addf %acc, %q : f64
    scf.yield %b : f64
  }
  return %r : f64
}
