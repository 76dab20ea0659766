// Reverse mode through loop nests whose inner trip counts are known only
// when those loops start: bounds loaded from memory (CSR rows, ragged
// arrays) or from memory the nest itself overwrites. Their records go into
// a growing stream (ad/reverse/nest_stream.rs). Each `// rev` line is a
// dot-product check against central finite differences (JIT and
// interpreter), see crates/ferrozyme-jit/tests/reverse.rs.

// CSR nonlinear diffusion, in place over the steps: y = tanh(A x),
// x += h·y. The row loop's bounds are loaded from rowptr (a CSR row), and
// x[col[k]] is read from memory the steps overwrite.
// rev @csr dup,const,const,dup,dup,const,const,active : [0.3, -0.2, 0.5]; [0, 2, 3, 5]; [0, 2, 1, 0, 2]; [0.7, -0.4, 1.1, 0.2, 0.9]; [0.0, 0.0, 0.0]; 3; 4; 0.3 | [1.0, 0.1, -0.7]; [0, 1, 1, 3]; [2, 0, 1]; [0.5, 1.5, -0.8]; [0.0, 0.0, 0.0]; 3; 6; 0.2
func.func @csr(%x: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %a: memref<?xf64>, %y: memref<?xf64>, %n: index, %steps: index, %h: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip1 = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip1] : memref<?xindex>
      %s = scf.for %k = %lo to %hi step %c1 iter_args(%acc = %z) -> (f64) {
        %j = memref.load %col[%k] : memref<?xindex>
        %xj = memref.load %x[%j] : memref<?xf64>
        %ak = memref.load %a[%k] : memref<?xf64>
        %p = arith.mulf %ak, %xj : f64
        %q = arith.addf %acc, %p : f64
        scf.yield %q : f64
      }
      %th = math.tanh %s : f64
      memref.store %th, %y[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %n step %c1 {
      %xi = memref.load %x[%i] : memref<?xf64>
      %yi = memref.load %y[%i] : memref<?xf64>
      %d = arith.mulf %h, %yi : f64
      %xn = arith.addf %xi, %d : f64
      memref.store %xn, %x[%i] : memref<?xf64>
    }
  }
  return
}

// The inner bound is loaded from the memory the nest overwrites
// (m[i][0] changes with every pass of %t).
// rev @deep_inplace dup,active : [[2.5, 1.3], [1.7, 0.4]]; 1.1 | [[1.6, -0.7], [1.3, 0.9]]; 0.8
func.func @deep_inplace(%m: memref<2x2xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %t = %c0 to %c2 step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      %lv = memref.load %m[%i, %c0] : memref<2x2xf64>
      %li = arith.fptosi %lv : f64 to i64
      %ub = arith.index_cast %li : i64 to index
      scf.for %j = %c0 to %ub step %c1 {
        %v = memref.load %m[%i, %j] : memref<2x2xf64>
        %s = arith.mulf %v, %x : f64
        %e = math.sin %s : f64
        %w = arith.addf %e, %v : f64
        memref.store %w, %m[%i, %j] : memref<2x2xf64>
      }
    }
  }
  return
}

// Two dynamic levels (a ragged loop in a ragged loop), a rectangular loop
// below them (its records go to the stream too), values carried through
// the dynamic loops, and enough records that the stream grows several
// times (it starts at 256 words).
// rev @ragged2 dup,const,active,const : [0.3, -0.5, 0.8, 0.1, 0.6]; [3, 5, 2, 4, 1]; 0.7; 12 | [0.9, 0.2, -0.4, 0.7, -0.1]; [0, 5, 1, 3, 2]; 1.3; 3
func.func @ragged2(%m: memref<5xf64>, %len: memref<5xindex>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ti = arith.remui %t, %c2 : index
    %l0 = memref.load %len[%ti] : memref<5xindex>
    %s = scf.for %j = %c0 to %l0 step %c1 iter_args(%sj = %acc) -> (f64) {
      %v = memref.load %m[%j] : memref<5xf64>
      %p = arith.mulf %v, %x : f64
      %e = math.sin %p : f64
      memref.store %e, %m[%j] : memref<5xf64>
      %lj = memref.load %len[%j] : memref<5xindex>
      %sk = scf.for %k = %j to %lj step %c1 iter_args(%a = %sj) -> (f64) {
        %w = memref.load %m[%k] : memref<5xf64>
        %q = arith.mulf %w, %w : f64
        %u = scf.for %i = %c0 to %c2 step %c1 iter_args(%b = %a) -> (f64) {
          %y = memref.load %m[%i] : memref<5xf64>
          %yq = arith.mulf %y, %q : f64
          %bb = arith.addf %b, %yq : f64
          scf.yield %bb : f64
        }
        %c = math.cos %q : f64
        memref.store %c, %m[%k] : memref<5xf64>
        scf.yield %u : f64
      }
      scf.yield %sk : f64
    }
    scf.yield %s : f64
  }
  return %r : f64
}

// An i32 loop with step 3 whose upper bound is loaded from memory the loop
// body writes, two levels down.
// rev @i32_stride dup,active : [7.5, 0.3, -0.4, 0.2, 0.9, -0.6, 0.5, 0.1]; 0.6 | [5.2, 1.1, 0.7, -0.3, 0.4, 0.8, -0.9, 0.2]; 1.2
func.func @i32_stride(%m: memref<8xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %i1 = arith.constant 1 : i32
  %i3 = arith.constant 3 : i32
  scf.for %t = %c0 to %c3 step %c1 {
    scf.for %r = %c0 to %c1 step %c1 {
      %bv = memref.load %m[%c0] : memref<8xf64>
      %b = arith.fptosi %bv : f64 to i32
      scf.for %j = %i1 to %b step %i3 : i32 {
        %jx = arith.index_cast %j : i32 to index
        %v = memref.load %m[%jx] : memref<8xf64>
        %p = arith.mulf %v, %x : f64
        %e = math.tanh %p : f64
        memref.store %e, %m[%jx] : memref<8xf64>
      }
      %v0 = memref.load %m[%c0] : memref<8xf64>
      %v1 = memref.load %m[%c1] : memref<8xf64>
      %w = arith.subf %v0, %v1 : f64
      memref.store %w, %m[%c0] : memref<8xf64>
    }
  }
  return
}

// @csr as a callee, twice, with a nonlinear use of its result in between:
// each call runs @csr's augmented primal (its tape holds the stream) and
// its reverse.
// rev @csr_twice dup,const,const,dup,dup,active : [0.3, -0.2, 0.5]; [0, 2, 3, 5]; [0, 2, 1, 0, 2]; [0.7, -0.4, 1.1, 0.2, 0.9]; [0.0, 0.0, 0.0]; 0.3
func.func @csr_twice(%x: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %a: memref<?xf64>, %y: memref<?xf64>, %h: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  func.call @csr(%x, %rowptr, %col, %a, %y, %c3, %c2, %h) : (memref<?xf64>, memref<?xindex>, memref<?xindex>, memref<?xf64>, memref<?xf64>, index, index, f64) -> ()
  %x0 = memref.load %x[%c0] : memref<?xf64>
  %s = math.sin %x0 : f64
  %h2 = arith.mulf %h, %s : f64
  func.call @csr(%x, %rowptr, %col, %a, %y, %c3, %c1, %h2) : (memref<?xf64>, memref<?xindex>, memref<?xindex>, memref<?xf64>, memref<?xf64>, index, index, f64) -> ()
  %x1 = memref.load %x[%c1] : memref<?xf64>
  %r = arith.mulf %x1, %x0 : f64
  return %r : f64
}

// An scf.while whose runs hold an scf.for reading memory the loop writes:
// nonlinear Gauss-Seidel sweeps until the update is small (at most 50).
// The sweep's loads go into a stream; the while records where each run's
// sweep starts in it.
// rev @gs dup,active : [0.3, -0.2, 0.5, 0.1, 0.7, -0.4, 0.2, 0.6]; 1.3 | [1.0, 0.4, -0.8, 0.3, 0.2, 0.9, -0.5, 0.1]; 0.7
func.func @gs(%u: memref<8xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c50 = arith.constant 50 : index
  %z = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  %tol = arith.constant 1.0e-4 : f64
  %big = arith.constant 1.0 : f64
  %r:2 = scf.while (%d = %big, %it = %c0) : (f64, index) -> (f64, index) {
    %go = arith.cmpf ogt, %d, %tol : f64
    %few = arith.cmpi ult, %it, %c50 : index
    %c = arith.andi %go, %few : i1
    scf.condition(%c) %d, %it : f64, index
  } do {
  ^bb0(%d0: f64, %it0: index):
    %dn = scf.for %i = %c1 to %c7 step %c1 iter_args(%acc = %z) -> (f64) {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%im] : memref<8xf64>
      %b = memref.load %u[%ip] : memref<8xf64>
      %o = memref.load %u[%i] : memref<8xf64>
      %s = arith.addf %a, %b : f64
      %t = math.tanh %s : f64
      %kt = arith.mulf %k, %t : f64
      %n = arith.mulf %kt, %half : f64
      memref.store %n, %u[%i] : memref<8xf64>
      %df = arith.subf %n, %o : f64
      %ad = math.absf %df : f64
      %acc2 = arith.addf %acc, %ad : f64
      scf.yield %acc2 : f64
    }
    %it1 = arith.addi %it0, %c1 : index
    scf.yield %dn, %it1 : f64, index
  }
  %m = memref.load %u[%c7] : memref<8xf64>
  %x = memref.load %u[%c1] : memref<8xf64>
  %y = arith.addf %x, %m : f64
  return %y : f64
}

// The same on a CSR graph, with the sweep's update in the before region:
// the row loop (rows from rowptr) nested in the sweep records into the
// stream under it, the sweep's start recorded per run.
// rev @gs_csr dup,const,const,dup,active : [0.3, -0.2, 0.5, 0.1]; [0, 2, 3, 5, 6]; [1, 3, 0, 0, 2, 1]; [0.7, -0.4, 1.1, 0.2, 0.9, -0.6]; 0.8
func.func @gs_csr(%u: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %a: memref<?xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c30 = arith.constant 30 : index
  %z = arith.constant 0.0 : f64
  %tol = arith.constant 1.0e-4 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r:2 = scf.while (%it = %c0) : (index) -> (index, f64) {
    %dn = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip1 = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip1] : memref<?xindex>
      %s = scf.for %q = %lo to %hi step %c1 iter_args(%sa = %z) -> (f64) {
        %j = memref.load %col[%q] : memref<?xindex>
        %uj = memref.load %u[%j] : memref<?xf64>
        %aq = memref.load %a[%q] : memref<?xf64>
        %p = arith.mulf %aq, %uj : f64
        %sb = arith.addf %sa, %p : f64
        scf.yield %sb : f64
      }
      %o = memref.load %u[%i] : memref<?xf64>
      %ks = arith.mulf %k, %s : f64
      %t = math.tanh %ks : f64
      memref.store %t, %u[%i] : memref<?xf64>
      %df = arith.subf %t, %o : f64
      %ad = math.absf %df : f64
      %acc2 = arith.addf %acc, %ad : f64
      scf.yield %acc2 : f64
    }
    %go = arith.cmpf ogt, %dn, %tol : f64
    %few = arith.cmpi ult, %it, %c30 : index
    %c = arith.andi %go, %few : i1
    scf.condition(%c) %it, %dn : index, f64
  } do {
  ^bb0(%it0: index, %d0: f64):
    %it1 = arith.addi %it0, %c1 : index
    scf.yield %it1 : index
  }
  %u0 = memref.load %u[%c0] : memref<?xf64>
  %u2 = memref.load %u[%c1] : memref<?xf64>
  %y = arith.mulf %u0, %u2 : f64
  return %y : f64
}

// Index records in the stream (found by a second reader: an index is
// stored as i64 and read back with a cast, which a loop copy's
// instrumentation did not see, so the reverse re-read overwritten memory).
// The indices a dynamic loop loads are overwritten by it.
// rev @index_records dup,const,active : [0.3, -0.5, 0.8, 0.1]; [3, 3, 3, 3]; 0.7 | [0.9, 0.2, -0.4, 0.7]; [2, 1, 0, 3]; 1.3
func.func @index_records(%m: memref<4xf64>, %len: memref<4xindex>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %q = memref.alloc() : memref<4xindex>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %i, %q[%i] : memref<4xindex>
  }
  scf.for %t = %c0 to %c2 step %c1 {
    %l = memref.load %len[%t] : memref<4xindex>
    scf.for %j = %c0 to %l step %c1 {
      %qi = memref.load %q[%j] : memref<4xindex>
      %v = memref.load %m[%qi] : memref<4xf64>
      %s = arith.mulf %v, %x : f64
      %e = math.sin %s : f64
      memref.store %e, %m[%qi] : memref<4xf64>
      %nq = arith.addi %qi, %c3 : index
      %nqm = arith.remui %nq, %c4 : index
      memref.store %nqm, %q[%j] : memref<4xindex>
    }
  }
  memref.dealloc %q : memref<4xindex>
  return
}

// CSR-like rows whose row pointers (index memory) the nest overwrites,
// under a dynamic row loop.
// rev @index_rowptr dup,const,active : [0.3, -0.5, 0.8, 0.1, 0.6]; [3, 2, 3, 3]; 0.7 | [0.9, 0.2, -0.4, 0.7, -0.1]; [2, 3, 1, 3]; 1.3
func.func @index_rowptr(%m: memref<5xf64>, %len: memref<4xindex>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  %rp = memref.alloc() : memref<5xindex>
  scf.for %i = %c0 to %c5 step %c1 {
    memref.store %i, %rp[%i] : memref<5xindex>
  }
  %r = scf.for %t = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %l = memref.load %len[%t] : memref<4xindex>
    %s = scf.for %i = %c0 to %l step %c1 iter_args(%ai = %acc) -> (f64) {
      %lo = memref.load %rp[%i] : memref<5xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rp[%ip] : memref<5xindex>
      %hi2 = arith.addi %hi, %c1 : index
      %s2 = scf.for %k = %lo to %hi2 step %c1 iter_args(%a = %ai) -> (f64) {
        %km = arith.remui %k, %c5 : index
        %v = memref.load %m[%km] : memref<5xf64>
        %p = arith.mulf %v, %x : f64
        %e = math.sin %p : f64
        memref.store %e, %m[%km] : memref<5xf64>
        %b = arith.addf %a, %e : f64
        scf.yield %b : f64
      }
      %nl = arith.subi %lo, %c1 : index
      %nlm = arith.maxsi %nl, %c0 : index
      memref.store %nlm, %rp[%i] : memref<5xindex>
      scf.yield %s2 : f64
    }
    scf.yield %s : f64
  }
  memref.dealloc %rp : memref<5xindex>
  return %r : f64
}

// Two sibling loops in each run of a while (both record into its stream),
// a loop in the before region read by the condition, and a point where
// the after region never runs.
// rev @gs_siblings dup,active : [0.3, -0.2, 0.5, 0.1]; 0.8 | [0.9, 0.4, -0.3, 0.2]; 0.5 | [0.01, 0.02, 0.01, 0.0]; 0.3
func.func @gs_siblings(%u: memref<4xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f64
  %lim = arith.constant 0.2 : f64
  %r:2 = scf.while (%it = %c0) : (index) -> (index, f64) {
    %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (f64) {
      %v = memref.load %u[%i] : memref<4xf64>
      %av = math.absf %v : f64
      %a2 = arith.addf %a, %av : f64
      scf.yield %a2 : f64
    }
    %go = arith.cmpf ogt, %s, %lim : f64
    %few = arith.cmpi ult, %it, %c6 : index
    %c = arith.andi %go, %few : i1
    scf.condition(%c) %it, %s : index, f64
  } do {
  ^bb0(%it0: index, %s0: f64):
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %u[%i] : memref<4xf64>
      %p = arith.mulf %v, %k : f64
      %e = math.sin %p : f64
      memref.store %e, %u[%i] : memref<4xf64>
    }
    scf.for %i = %c1 to %c4 step %c1 {
      %im = arith.subi %i, %c1 : index
      %a = memref.load %u[%im] : memref<4xf64>
      %b = memref.load %u[%i] : memref<4xf64>
      %m = arith.mulf %a, %b : f64
      %n = arith.addf %b, %m : f64
      memref.store %n, %u[%i] : memref<4xf64>
    }
    %it1 = arith.addi %it0, %c1 : index
    scf.yield %it1 : index
  }
  %a = memref.load %u[%c0] : memref<4xf64>
  %b = memref.load %u[%c1] : memref<4xf64>
  %y = arith.mulf %a, %b : f64
  %y2 = arith.addf %y, %r#1 : f64
  return %y2 : f64
}
