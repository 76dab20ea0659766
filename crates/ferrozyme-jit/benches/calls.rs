//! Reverse mode through calls that write memory, against the same programs
//! with the callee inlined by hand: gradient time (JIT) with augmented
//! pairs (the default), with every call replayed (`--calls=replay`) and
//! inlined by hand, and the bytes the derivative allocates (snapshots of
//! overwritten call memory, loop records, tapes, shadows), side by side in
//! one table. In the first two rows the step's pair keeps the records of
//! its loop per step (the second runs it in an `scf.while`: per run); a
//! replay saves the state once per step instead. The last rows are a chain
//! of scalar calls 20 deep, where a
//! replay runs each callee again once per level above it, and a loop
//! calling a callee whose tape has 24 scalars (packed per iteration).
//! The elimination row calls a step per pivot on a window whose size
//! changes (its pair's tape, the loads of its nested loops, is kept per
//! step; a replay keeps a full-size copy of the matrix per step).
//! The triangle row calls a relaxation with a loop of its own in a
//! triangular nest, which keeps only scalars per iteration: the call is
//! replayed (a stack pair pushing the records of that loop measured 1.42
//! ms against the replay's 1.04 ms, and twice its bytes).
//! The recursion rows (a linear recursion 1,000 deep, a quadrature tree
//! of 4,096 leaves) run stack pairs (the tape of every level on one
//! growing stack); a replay runs the rest of the recursion again at every
//! level; "inlined by hand" is the same computation as a loop.
//!
//! `cargo bench -p ferrozyme-jit --bench calls`

mod common;
use common::human_bytes;

use std::time::Duration;

use ferrozyme::exec::{MemRef, Value};
use ferrozyme::ir::Activity;
use ferrozyme_jit::{Engine, JitOptions};

const PROGRAMS: &str = r#"

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
"#;

struct Case {
    label: &'static str,
    calls: &'static str,
    inlined: &'static str,
    acts: Vec<Activity>,
    args: fn() -> Vec<Value>,
    /// Calls per timed run (for programs too short to time one by one).
    repeat: usize,
}

/// Depth of the call chain.
const DEPTH: usize = 20;

/// One level of the chain: ten scalar ops of `{x}`, `{y}` ending in
/// `%{p}r` (`{p}` prefixes the names).
const LEVEL: &str = "  %{p}a = arith.mulf {x}, {y} : f64
  %{p}b = math.sin %{p}a : f64
  %{p}c = arith.addf %{p}b, {x} : f64
  %{p}d = math.exp %{p}c : f64
  %{p}e = arith.mulf %{p}d, {y} : f64
  %{p}f = math.cos %{p}e : f64
  %{p}g = arith.mulf %{p}f, %{p}b : f64
  %{p}h = math.tanh %{p}g : f64
  %{p}k = arith.subf %{p}h, %{p}a : f64
  %{p}r = arith.mulf %{p}k, %{p}c : f64
";

fn level(p: &str, x: &str, y: &str) -> String {
    LEVEL.replace("{p}", p).replace("{x}", x).replace("{y}", y)
}

/// Steps of `@wide`: each `x + 0.1·sin(x·y)` keeps two values for the
/// reverse, so its tape holds more scalars than a value list may.
const WIDE_STEPS: usize = 12;

/// `@wide_calls(x, y, n)`: a loop calling `@wide` n times on its carried
/// value; `@wide_inlined`: the same with `@wide` written into the loop.
fn wide_programs() -> String {
    let steps = |p: &str, x: &str| -> (String, String) {
        let mut s = String::new();
        let mut x = x.to_string();
        for k in 0..WIDE_STEPS {
            s += &format!(
                "  %{p}p{k} = arith.mulf {x}, %y : f64\n  %{p}s{k} = math.sin %{p}p{k} : f64\n  %{p}t{k} = arith.mulf %{p}s{k}, %tenth : f64\n  %{p}a{k} = arith.addf {x}, %{p}t{k} : f64\n"
            );
            x = format!("%{p}a{k}");
        }
        (s, x)
    };
    let (body, last) = steps("", "%x");
    let mut s = format!(
        "func.func private @wide(%x: f64, %y: f64) -> f64 {{\n  %tenth = arith.constant 0.1 : f64\n{body}  return {last} : f64\n}}\n"
    );
    let header = |name: &str| {
        format!(
            "func.func @{name}(%x0: f64, %y: f64, %n: index) -> f64 {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %tenth = arith.constant 0.1 : f64\n  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0) -> (f64) {{\n"
        )
    };
    s += &header("wide_calls");
    s += "    %w = func.call @wide(%x, %y) : (f64, f64) -> f64\n    scf.yield %w : f64\n  }\n  return %r : f64\n}\n";
    s += &header("wide_inlined");
    let (body, last) = steps("i", "%x");
    s += &body;
    s += &format!("    scf.yield {last} : f64\n  }}\n  return %r : f64\n}}\n");
    s
}

/// `@chain_calls(x, y)`: level 0 calling level 1 … calling level DEPTH-1;
/// `@chain_inlined`: the same levels written one after the other.
fn chain_programs() -> String {
    let mut s = String::new();
    for k in (0..DEPTH).rev() {
        s += &format!("func.func private @level{k}(%x: f64, %y: f64) -> f64 {{\n{}", level("", "%x", "%y"));
        if k + 1 < DEPTH {
            s += &format!("  %n = func.call @level{}(%r, %y) : (f64, f64) -> f64\n  return %n : f64\n}}\n", k + 1);
        } else {
            s += "  return %r : f64\n}\n";
        }
    }
    s += "func.func @chain_calls(%x: f64, %y: f64) -> f64 {\n";
    s += "  %r = func.call @level0(%x, %y) : (f64, f64) -> f64\n  return %r : f64\n}\n";
    s += "func.func @chain_inlined(%x: f64, %y: f64) -> f64 {\n";
    let mut x = "%x".to_string();
    for k in 0..DEPTH {
        let p = format!("l{k}_");
        s += &level(&p, &x, "%y");
        x = format!("%{p}r");
    }
    s += &format!("  return {x} : f64\n}}\n");
    s
}

fn indices(v: Vec<usize>) -> Value {
    let vals: Vec<Value> = v.iter().map(|&i| Value::Index(i as i64)).collect();
    Value::MemRef(MemRef::from_values(ferrozyme::exec::ScalarType::Index, &vals, &[v.len() as i64]).expect("memref"))
}

/// A diagonally dominant n×n matrix (elimination without pivoting is stable).
fn matrix(n: usize) -> Value {
    let v: Vec<f64> =
        (0..n * n).map(|e| if e / n == e % n { n as f64 } else { ((e as f64) * 0.37).sin() * 0.5 }).collect();
    Value::MemRef(MemRef::from_f64(&v, &[n as i64, n as i64]).expect("memref"))
}

fn vector(n: usize) -> Value {
    let v: Vec<f64> = (0..n).map(|i| ((i as f64) * 0.37).sin()).collect();
    Value::MemRef(MemRef::from_f64(&v, &[n as i64]).expect("memref"))
}

fn main() {
    use Activity::{Active, Const, Dup};
    let cases = [
        Case {
            label: "euler 64 × 1000 steps",
            calls: "euler_calls",
            inlined: "euler_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.01), Value::Index(1000)],
            repeat: 1,
        },
        Case {
            label: "euler 64, while t < 10 (h 0.01)",
            calls: "euler_while_calls",
            inlined: "euler_while_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.01), Value::F64(10.0)],
            repeat: 1,
        },
        Case {
            label: "CSR flux 200×4, 5 sweeps",
            calls: "csr_flux_calls",
            inlined: "csr_flux_inlined",
            acts: vec![Dup, Const, Const, Active, Const],
            args: || {
                let (n, w) = (200, 4);
                vec![
                    vector(n),
                    indices((0..=n).map(|i| i * w).collect()),
                    indices((0..n * w).map(|e| (e / w + 1 + e % w * 7) % n).collect()),
                    Value::F64(0.1),
                    Value::Index(5),
                ]
            },
            repeat: 1,
        },
        Case {
            label: "elimination 96×96, call/step",
            calls: "elim_calls",
            inlined: "elim_inlined",
            acts: vec![Dup],
            args: || vec![matrix(96)],
            repeat: 1,
        },
        Case {
            label: "read, overwrite, read 100k",
            calls: "overwrite_calls",
            inlined: "overwrite_inlined",
            acts: vec![Dup, Active],
            args: || vec![vector(100_000), Value::F64(0.3)],
            repeat: 1,
        },
        Case {
            label: "write-only 64 × 1000",
            calls: "fill_calls",
            inlined: "fill_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.7), Value::Index(1000)],
            repeat: 1,
        },
        Case {
            label: "scatter 1000, 10k calls",
            calls: "kick_calls",
            inlined: "kick_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(1000), Value::F64(0.01), Value::Index(10_000)],
            repeat: 1,
        },
        Case {
            label: "chain 20 deep (×1000 calls)",
            calls: "chain_calls",
            inlined: "chain_inlined",
            acts: vec![Active, Active],
            args: || vec![Value::F64(0.3), Value::F64(0.7)],
            repeat: 1000,
        },
        Case {
            label: "triangle 64, 32 steps (496 calls)",
            calls: "triangle_calls",
            inlined: "triangle_inlined",
            acts: vec![Dup, Active, Const],
            args: || vec![vector(64), Value::F64(0.01), Value::Index(32)],
            repeat: 1,
        },
        Case {
            label: "recursion 1000 deep (×10)",
            calls: "deep_calls",
            inlined: "deep_inlined",
            acts: vec![Active, Const],
            args: || vec![Value::F64(0.7), Value::Index(1000)],
            repeat: 10,
        },
        Case {
            label: "quadrature tree, 2^12 leaves",
            calls: "quad_calls",
            inlined: "quad_inlined",
            acts: vec![Active, Const],
            args: || vec![Value::F64(2.3), Value::Index(12)],
            repeat: 1,
        },
        Case {
            label: "loop, 10k calls, wide tape",
            calls: "wide_calls",
            inlined: "wide_inlined",
            acts: vec![Active, Active, Const],
            args: || vec![Value::F64(0.3), Value::F64(0.7), Value::Index(10_000)],
            repeat: 1,
        },
    ];
    let text = format!("{PROGRAMS}{}{}{}", chain_programs(), wide_programs(), ferrozyme_jit::meter::METER_MLIR);
    let base = ferrozyme::parse_module("calls.mlir", text.as_bytes()).expect("programs parse");
    ferrozyme::verify::verify(&base).expect("programs verify");
    let mut m = base.clone();
    let mut names = Vec::new();
    for c in &cases {
        let mut pair = Vec::new();
        for (f, replay_calls) in [(c.calls, false), (c.calls, true), (c.inlined, false)] {
            let op = m.lookup_symbol(f).expect("program");
            let mut cache = ferrozyme::ad::ReverseCache::default();
            cache.replay_calls = replay_calls;
            let n = ferrozyme::ad::reverse_derivative(&mut m, &mut cache, op, &c.acts, &[Active])
                .unwrap_or_else(|d| panic!("{d}"));
            pair.push(n);
        }
        names.push(pair);
    }
    let mut counted = m.clone();
    ferrozyme_jit::meter::instrument(&mut counted, ferrozyme_jit::meter::is_generated);
    ferrozyme::verify::verify(&m).expect("derivatives verify");
    ferrozyme::verify::verify(&counted).expect("instrumented derivatives verify");
    let mut jit = Engine::jit(&m, JitOptions::default()).expect("JIT compiles");
    let mut cjit = Engine::jit(&counted, JitOptions::default()).expect("JIT compiles");

    println!(
        "{:<30} {:>9} {:>9} {:>9} {:>9} {:>7} {:>7} {:>10} {:>10} {:>10}",
        "reverse mode (JIT)", "primal", "grad", "replay", "inlined", "ratio", "replay", "bytes", "replay", "inlined"
    );
    for (c, names) in cases.iter().zip(&names) {
        let grad_args = |args: Vec<Value>| -> Vec<Value> {
            let mut out = Vec::new();
            for (a, act) in args.into_iter().zip(&c.acts) {
                let shadow = matches!(act, Dup).then(|| {
                    let mr = a.as_memref().expect("memref");
                    Value::MemRef(MemRef::zeros(mr.elem, &mr.sizes).expect("zeros"))
                });
                out.push(a);
                out.extend(shadow);
            }
            out.push(Value::F64(1.0));
            out
        };
        let mut run = |f: &str, args: &dyn Fn() -> Vec<Value>| {
            common::best(5, || {
                for _ in 0..c.repeat {
                    drop(jit.call(f, &args()).expect("run"));
                }
            })
            .0
        };
        let primal = run(c.calls, &|| (c.args)());
        let times: Vec<Duration> = names.iter().map(|n| run(n, &|| grad_args((c.args)()))).collect();
        // The same gradients all three ways.
        let grads: Vec<f64> = names
            .iter()
            .map(|n| {
                let g = jit.call(n, &grad_args((c.args)())).expect("gradient");
                g.last().and_then(Value::as_f64).unwrap_or(0.0)
            })
            .collect();
        for g in &grads[1..] {
            assert!((g - grads[0]).abs() <= 1e-9 * (1.0 + g.abs()), "{}: {grads:?}", c.label);
        }
        let bytes: Vec<i64> = names
            .iter()
            .map(|n| {
                cjit.call("fz_bytes_reset", &[]).expect("reset");
                cjit.call(n, &grad_args((c.args)())).expect("instrumented gradient");
                cjit.call("fz_bytes_read", &[]).expect("counters")[1].as_i64().expect("i64")
            })
            .collect();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{:<30} {:>9.3} {:>9.3} {:>9.3} {:>9.3} {:>7.2} {:>7.2} {:>10} {:>10} {:>10}",
            c.label,
            ms(primal),
            ms(times[0]),
            ms(times[1]),
            ms(times[2]),
            ms(times[0]) / ms(times[2]),
            ms(times[1]) / ms(times[2]),
            human_bytes(bytes[0]),
            human_bytes(bytes[1]),
            human_bytes(bytes[2]),
        );
    }
    println!("(ms: best of 5 runs; grad: augmented pairs (default), replay: --calls=replay, inlined: the callee inlined by hand;");
    println!(" ratio: grad / inlined, then replay / inlined; bytes: total allocated by the derivative, per call)");
}
