// Loop nests that only read memory the function overwrites later: the
// forward sweep copies that memory once per run of the nest (where the
// nest loads it many times) and the reverse reads the copy
// (ad/reverse/array_snaps.rs); crates/ferrozyme-jit/tests/read_snapshots.rs
// also runs them with the copies turned off and checks what is copied.

// A stencil step (three neighbours per point) into a temporary, copied
// back: three loads of u per point, one copy of u per step.
// rev @heat dup,dup,active,const : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; 0.3; 4
func.func @heat(%u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %nm1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %nm1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%im] : memref<?xf64>
      %b = memref.load %u[%i] : memref<?xf64>
      %c = memref.load %u[%ip] : memref<?xf64>
      %s = arith.addf %a, %c : f64
      %d = arith.subf %s, %b : f64
      %e = arith.subf %d, %b : f64
      %sb = math.sin %b : f64
      %f = arith.mulf %e, %sb : f64
      %g = arith.mulf %f, %k : f64
      %h = arith.addf %b, %g : f64
      memref.store %h, %tmp[%i] : memref<?xf64>
    }
    scf.for %i = %c1 to %nm1 step %c1 {
      %v = memref.load %tmp[%i] : memref<?xf64>
      memref.store %v, %u[%i] : memref<?xf64>
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ui = memref.load %u[%i] : memref<?xf64>
    %sq = arith.mulf %ui, %ui : f64
    %a2 = arith.addf %acc, %sq : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// A dense product y = tanh(A x) per step, then x += h y: x is read in the
// inner loop (n times per element), A is never written (its loads are
// not recorded at all), y is written in the nest.
// rev @matvec_steps dup,dup,dup,const : [[0.5, -0.2, 0.1], [0.3, 0.4, -0.6], [0.2, 0.1, 0.7]]; [0.3, -0.1, 0.8]; [0.0, 0.0, 0.0]; 3
func.func @matvec_steps(%a: memref<3x3xf64>, %x: memref<3xf64>, %y: memref<3xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %h = arith.constant 0.5 : f64
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %c3 step %c1 {
      %s = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
        %aij = memref.load %a[%i, %j] : memref<3x3xf64>
        %xj = memref.load %x[%j] : memref<3xf64>
        %p = arith.mulf %aij, %xj : f64
        %q = arith.addf %acc, %p : f64
        scf.yield %q : f64
      }
      %th = math.tanh %s : f64
      memref.store %th, %y[%i] : memref<3xf64>
    }
    scf.for %i = %c0 to %c3 step %c1 {
      %xi = memref.load %x[%i] : memref<3xf64>
      %yi = memref.load %y[%i] : memref<3xf64>
      %d = arith.mulf %h, %yi : f64
      %xn = arith.addf %xi, %d : f64
      %xx = arith.mulf %xn, %xi : f64
      memref.store %xx, %x[%i] : memref<3xf64>
    }
  }
  %o0 = memref.load %x[%c0] : memref<3xf64>
  %o2 = memref.load %x[%c2] : memref<3xf64>
  %o = arith.mulf %o0, %o2 : f64
  return %o : f64
}

// A five-point stencil on a 2-D grid with a branch at the border, the
// grid updated in place by a second nest; the row index loop is i32.
// rev @grid dup,dup,active : [[0.1, 0.5, 0.9, 0.3], [0.2, 0.7, 0.4, 0.6], [0.8, 0.3, 0.5, 0.1]]; [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]; 0.2
func.func @grid(%u: memref<?x?xf64>, %w: memref<?x?xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s3 = arith.constant 3 : i32
  %n = memref.dim %u, %c0 : memref<?x?xf64>
  %m = memref.dim %u, %c1 : memref<?x?xf64>
  %nm1 = arith.subi %n, %c1 : index
  %mm1 = arith.subi %m, %c1 : index
  scf.for %t = %s0 to %s3 step %s1 : i32 {
    scf.for %i = %c1 to %nm1 step %c1 {
      scf.for %j = %c0 to %m step %c1 {
        %c = memref.load %u[%i, %j] : memref<?x?xf64>
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %up = memref.load %u[%im, %j] : memref<?x?xf64>
        %dn = memref.load %u[%ip, %j] : memref<?x?xf64>
        %v = arith.addf %up, %dn : f64
        %inner = arith.cmpi ult, %j, %mm1 : index
        %first = arith.cmpi ugt, %j, %c0 : index
        %mid = arith.andi %inner, %first : i1
        %lr = scf.if %mid -> (f64) {
          %jm = arith.subi %j, %c1 : index
          %jp = arith.addi %j, %c1 : index
          %l = memref.load %u[%i, %jm] : memref<?x?xf64>
          %r = memref.load %u[%i, %jp] : memref<?x?xf64>
          %lr2 = arith.mulf %l, %r : f64
          scf.yield %lr2 : f64
        } else {
          %cc = arith.mulf %c, %c : f64
          scf.yield %cc : f64
        }
        %sum = arith.addf %v, %lr : f64
        %cos = math.cos %c : f64
        %ks = arith.mulf %k, %sum : f64
        %ksc = arith.mulf %ks, %cos : f64
        %nv = arith.addf %c, %ksc : f64
        memref.store %nv, %w[%i, %j] : memref<?x?xf64>
      }
    }
    scf.for %i = %c1 to %nm1 step %c1 {
      scf.for %j = %c0 to %m step %c1 {
        %v = memref.load %w[%i, %j] : memref<?x?xf64>
        memref.store %v, %u[%i, %j] : memref<?x?xf64>
      }
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %row = scf.for %j = %c0 to %m step %c1 iter_args(%a = %acc) -> (f64) {
      %x = memref.load %u[%i, %j] : memref<?x?xf64>
      %sq = arith.mulf %x, %x : f64
      %a2 = arith.addf %a, %sq : f64
      scf.yield %a2 : f64
    }
    scf.yield %row : f64
  }
  return %r : f64
}

// The memory is written in the step before the nest reads it (the copy
// is taken where the nest starts, not where the step does), and a second
// nest reads it after a write: each nest gets its own copy.
// rev @before_and_after dup,dup,active,const : [0.4, -0.3, 0.6, 0.2, 0.9]; [0.0, 0.0, 0.0, 0.0, 0.0]; 0.7; 3
func.func @before_and_after(%u: memref<?xf64>, %v: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %nm1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    %u0 = memref.load %u[%c0] : memref<?xf64>
    %u0k = arith.mulf %u0, %k : f64
    %u0s = math.sin %u0k : f64
    memref.store %u0s, %u[%c0] : memref<?xf64>
    scf.for %i = %c0 to %nm1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%i] : memref<?xf64>
      %b = memref.load %u[%ip] : memref<?xf64>
      %p = arith.mulf %a, %b : f64
      memref.store %p, %v[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %nm1 step %c1 {
      %a = memref.load %v[%i] : memref<?xf64>
      %b = memref.load %u[%i] : memref<?xf64>
      %s = arith.addf %a, %b : f64
      %c = math.cos %s : f64
      memref.store %c, %u[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %nm1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%i] : memref<?xf64>
      %b = memref.load %u[%ip] : memref<?xf64>
      %q = arith.subf %a, %b : f64
      %e = math.exp %q : f64
      memref.store %e, %v[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %nm1 step %c1 {
      %a = memref.load %v[%i] : memref<?xf64>
      %b = memref.load %u[%i] : memref<?xf64>
      %s = arith.mulf %a, %b : f64
      memref.store %s, %u[%i] : memref<?xf64>
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ui = memref.load %u[%i] : memref<?xf64>
    %vi = memref.load %v[%i] : memref<?xf64>
    %p = arith.mulf %ui, %vi : f64
    %a2 = arith.addf %acc, %p : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// A sweep updating u in place (Gauss-Seidel style): the nest writes the
// memory it reads, so no copy: each load is recorded.
// rev @in_place dup,active,const : [0.4, -0.3, 0.6, 0.2, 0.9]; 0.7; 3
func.func @in_place(%u: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %nm1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %nm1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%im] : memref<?xf64>
      %b = memref.load %u[%ip] : memref<?xf64>
      %p = arith.mulf %a, %b : f64
      %s = math.sin %p : f64
      %ks = arith.mulf %k, %s : f64
      memref.store %ks, %u[%i] : memref<?xf64>
    }
  }
  %o = memref.load %u[%c1] : memref<?xf64>
  return %o : f64
}

// A nest reading two elements per iteration, four iterations, of a memref
// of 64: a copy would cost more than the records.
// rev @small_window dup,dup,const : [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2.0, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6, 2.7, 2.8, 2.9, 3.0, 3.1, 3.2, 3.3, 3.4, 3.5, 3.6, 3.7, 3.8, 3.9, 4.0, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7, 4.8, 4.9, 5.0, 5.1, 5.2, 5.3, 5.4, 5.5, 5.6, 5.7, 5.8, 5.9, 6.0, 6.1, 6.2, 6.3, 6.4]; [0.0, 0.0, 0.0, 0.0]; 2
func.func @small_window(%u: memref<64xf64>, %w: memref<4xf64>, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%i] : memref<64xf64>
      %b = memref.load %u[%ip] : memref<64xf64>
      %p = arith.mulf %a, %b : f64
      memref.store %p, %w[%i] : memref<4xf64>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %w[%i] : memref<4xf64>
      %s = math.sin %v : f64
      memref.store %s, %u[%i] : memref<64xf64>
    }
  }
  %o = memref.load %u[%c1] : memref<64xf64>
  return %o : f64
}

// A recursive function whose time loop reads memory in a nest it does
// not write: the copies are one flat record per level, which its stack
// pair pushes like its other loop records.
// rev @rstep dup,dup,active,const : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; 0.3; 3
func.func @rstep(%u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64, %d: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %nm1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %c2 step %c1 {
    scf.for %i = %c1 to %nm1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%im] : memref<?xf64>
      %b = memref.load %u[%i] : memref<?xf64>
      %c = memref.load %u[%ip] : memref<?xf64>
      %s = arith.addf %a, %c : f64
      %sb = math.sin %b : f64
      %f = arith.mulf %s, %sb : f64
      %g = arith.mulf %f, %k : f64
      %h = arith.addf %b, %g : f64
      memref.store %h, %tmp[%i] : memref<?xf64>
    }
    scf.for %i = %c1 to %nm1 step %c1 {
      %v = memref.load %tmp[%i] : memref<?xf64>
      memref.store %v, %u[%i] : memref<?xf64>
    }
  }
  %z = arith.cmpi eq, %d, %c0 : index
  %r = scf.if %z -> (f64) {
    %x = memref.load %u[%c1] : memref<?xf64>
    scf.yield %x : f64
  } else {
    %d1 = arith.subi %d, %c1 : index
    %r1 = func.call @rstep(%u, %tmp, %k, %d1) : (memref<?xf64>, memref<?xf64>, f64, index) -> f64
    %x = memref.load %u[%c2] : memref<?xf64>
    %p = arith.mulf %x, %r1 : f64
    scf.yield %p : f64
  }
  return %r : f64
}
// The recursion called from the top (its stack pair).
// rev @top dup,dup,active : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; 0.3
func.func @top(%u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64) -> f64 {
  %c3 = arith.constant 3 : index
  %r = func.call @rstep(%u, %tmp, %k, %c3) : (memref<?xf64>, memref<?xf64>, f64, index) -> f64
  return %r : f64
}

// A stencil step (three neighbours per point) into a temporary, copied
// back: three loads of u per point, one copy of u per step.
func.func private @heat_fn(%u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %nm1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %nm1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%im] : memref<?xf64>
      %b = memref.load %u[%i] : memref<?xf64>
      %c = memref.load %u[%ip] : memref<?xf64>
      %s = arith.addf %a, %c : f64
      %d = arith.subf %s, %b : f64
      %e = arith.subf %d, %b : f64
      %sb = math.sin %b : f64
      %f = arith.mulf %e, %sb : f64
      %g = arith.mulf %f, %k : f64
      %h = arith.addf %b, %g : f64
      memref.store %h, %tmp[%i] : memref<?xf64>
    }
    scf.for %i = %c1 to %nm1 step %c1 {
      %v = memref.load %tmp[%i] : memref<?xf64>
      memref.store %v, %u[%i] : memref<?xf64>
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ui = memref.load %u[%i] : memref<?xf64>
    %sq = arith.mulf %ui, %ui : f64
    %a2 = arith.addf %acc, %sq : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// The stencil as a callee with a pair (its tape keeps the copies), called
// twice with a write between.
// rev @caller dup,dup,active : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; 0.3
func.func @caller(%u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = func.call @heat_fn(%u, %tmp, %k, %c3) : (memref<?xf64>, memref<?xf64>, f64, index) -> f64
  %u0 = memref.load %u[%c0] : memref<?xf64>
  %s = math.sin %u0 : f64
  memref.store %s, %u[%c0] : memref<?xf64>
  %r2 = func.call @heat_fn(%u, %tmp, %k, %c3) : (memref<?xf64>, memref<?xf64>, f64, index) -> f64
  %p = arith.mulf %r, %r2 : f64
  return %p : f64
}

// A relaxation until the change is small (a top-level scf.while): each
// run's copy of u goes into the stream of the while's loops.
// rev @relax dup,dup,active : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; 0.3
func.func @relax(%u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f64
  %tol = arith.constant 1.0e-3 : f64
  %big = arith.constant 1.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %nm1 = arith.subi %n, %c1 : index
  %w:2 = scf.while (%it = %c0, %chg = %big) : (index, f64) -> (index, f64) {
    %more = arith.cmpf ogt, %chg, %tol : f64
    %few = arith.cmpi ult, %it, %c8 : index
    %go = arith.andi %more, %few : i1
    scf.condition(%go) %it, %chg : index, f64
  } do {
  ^bb0(%i0: index, %c: f64):
    scf.for %i = %c1 to %nm1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%im] : memref<?xf64>
      %b = memref.load %u[%i] : memref<?xf64>
      %cc = memref.load %u[%ip] : memref<?xf64>
      %s = arith.addf %a, %cc : f64
      %h = arith.mulf %s, %k : f64
      %sb = math.sin %b : f64
      %hb = arith.addf %h, %sb : f64
      memref.store %hb, %tmp[%i] : memref<?xf64>
    }
    %d = scf.for %i = %c1 to %nm1 step %c1 iter_args(%acc = %z) -> (f64) {
      %v = memref.load %tmp[%i] : memref<?xf64>
      %o = memref.load %u[%i] : memref<?xf64>
      %df = arith.subf %v, %o : f64
      %df2 = arith.mulf %df, %df : f64
      %a2 = arith.addf %acc, %df2 : f64
      memref.store %v, %u[%i] : memref<?xf64>
      scf.yield %a2 : f64
    }
    %i1 = arith.addi %i0, %c1 : index
    scf.yield %i1, %d : index, f64
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ui = memref.load %u[%i] : memref<?xf64>
    %sq = arith.mulf %ui, %ui : f64
    %a2 = arith.addf %acc, %sq : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// A triangular nest reading u[i - 1] in a loop that runs no iteration at
// i = 0: the reverse must not read the copy before that loop (where the
// index is -1).
// rev @tri dup,active : [0.4, 0.7, 0.2, 0.9]; 0.3
func.func @tri(%u: memref<?xf64>, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %c2 step %c1 iter_args(%tot = %z) -> (f64) {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %tot) -> (f64) {
      %s2 = scf.for %j = %c0 to %i step %c1 iter_args(%a2 = %acc) -> (f64) {
        %im = arith.subi %i, %c1 : index
        %a = memref.load %u[%im] : memref<?xf64>
        %b = memref.load %u[%j] : memref<?xf64>
        %p = arith.mulf %a, %b : f64
        %q = arith.addf %a2, %p : f64
        scf.yield %q : f64
      }
      scf.yield %s2 : f64
    }
    %u0 = memref.load %u[%c0] : memref<?xf64>
    %w = arith.mulf %u0, %k : f64
    memref.store %w, %u[%c0] : memref<?xf64>
    scf.yield %s : f64
  }
  return %r : f64
}

// A window of 4 points of a memref of dynamic size: loops of static trip
// counts read a bounded part of it, so no copy (it could be any size).
// rev @win dup,dup,active,const : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7, 0.4, 0.8]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; 0.3; 3
func.func @win(%u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %u[%i] : memref<?xf64>
      %b = memref.load %u[%ip] : memref<?xf64>
      %p = arith.mulf %a, %b : f64
      %q = arith.mulf %p, %k : f64
      %s = math.sin %q : f64
      %s2 = arith.addf %s, %a : f64
      memref.store %s2, %tmp[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %tmp[%i] : memref<?xf64>
      memref.store %v, %u[%i] : memref<?xf64>
    }
  }
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f64) {
    %ui = memref.load %u[%i] : memref<?xf64>
    %sq = arith.mulf %ui, %ui : f64
    %a2 = arith.addf %acc, %sq : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// An update x[i] = x[i] + h·y[i] (h constant) in a while: neither load's
// value is needed by an adjoint (a sum, a product by a constant), so its
// run records nothing of them (only the first loop's x[i], for cos, and
// sin(x[i]), for d/dk).
// rev @updw dup,dup,active,const : [0.1, 0.5, 0.9, 0.3]; [0.0, 0.0, 0.0, 0.0]; 0.3; 3
func.func @updw(%x: memref<?xf64>, %y: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 0.1 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %tend = scf.while (%t = %c0) : (index) -> index {
    %go = arith.cmpi ult, %t, %steps : index
    scf.condition(%go) %t : index
  } do {
  ^bb0(%t: index):
    scf.for %i = %c0 to %n step %c1 {
      %xi = memref.load %x[%i] : memref<?xf64>
      %s = math.sin %xi : f64
      %ks = arith.mulf %s, %k : f64
      memref.store %ks, %y[%i] : memref<?xf64>
    }
    scf.for %i = %c0 to %n step %c1 {
      %xi = memref.load %x[%i] : memref<?xf64>
      %yi = memref.load %y[%i] : memref<?xf64>
      %d = arith.mulf %h, %yi : f64
      %xn = arith.addf %xi, %d : f64
      memref.store %xn, %x[%i] : memref<?xf64>
    }
    %t1 = arith.addi %t, %c1 : index
    scf.yield %t1 : index
  }
  %o = memref.load %x[%c1] : memref<?xf64>
  return %o : f64
}

// Sub-steps: the nest that only reads u is two loops deep (a time step,
// then two stages, each a stencil and a copy back). One copy of u per
// iteration of the stage loop, numbered through the nest; the reverse
// re-runs the stage loop for the stencil's values, reading the copy of
// the stage it runs.
// rev @substeps dup,dup,dup,active,const : [0.1, 0.5, 0.9, 0.3, 0.2, 0.7]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; 0.3; 3
func.func @substeps(%x: memref<?xf64>, %u: memref<?xf64>, %tmp: memref<?xf64>, %k: f64, %steps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %nm1 = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf64>
    memref.store %xi, %u[%i] : memref<?xf64>
  }
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %s = %c0 to %c2 step %c1 {
      scf.for %i = %c1 to %nm1 step %c1 {
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %a = memref.load %u[%im] : memref<?xf64>
        %b = memref.load %u[%i] : memref<?xf64>
        %c = memref.load %u[%ip] : memref<?xf64>
        %sum = arith.addf %a, %c : f64
        %d = arith.subf %sum, %b : f64
        %sb = math.sin %b : f64
        %f = arith.mulf %d, %sb : f64
        %g = arith.mulf %f, %k : f64
        %h = arith.addf %b, %g : f64
        memref.store %h, %tmp[%i] : memref<?xf64>
      }
      scf.for %i = %c1 to %nm1 step %c1 {
        %v = memref.load %tmp[%i] : memref<?xf64>
        memref.store %v, %u[%i] : memref<?xf64>
      }
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %ui = memref.load %u[%i] : memref<?xf64>
    %sq = arith.mulf %ui, %ui : f64
    %a2 = arith.addf %acc, %sq : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// Three deep, with a run-time number of stages and a 2-D grid read by a
// nest of two loops (rows, columns) that also carries a sum: one copy of
// the grid per stage, the stage loop's iterations numbered through the
// nest (t · stages + s).
// rev @stages dup,dup,active,const,const : [[0.1, 0.5, 0.9], [0.3, 0.2, 0.7], [0.4, 0.8, 0.6]]; [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]; 0.2; 2; 3
func.func @stages(%g: memref<3x3xf64>, %tmp: memref<3x3xf64>, %k: f64, %steps: index, %st: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %tot = scf.for %t = %c0 to %steps step %c1 iter_args(%acc = %z) -> (f64) {
    %acc2 = scf.for %s = %c0 to %st step %c1 iter_args(%a1 = %acc) -> (f64) {
      %rs = scf.for %i = %c0 to %c3 step %c1 iter_args(%a2 = %a1) -> (f64) {
        %cs = scf.for %j = %c0 to %c3 step %c1 iter_args(%a3 = %a2) -> (f64) {
          %jn = arith.addi %j, %c1 : index
          %jw = arith.remui %jn, %c3 : index
          %v = memref.load %g[%i, %j] : memref<3x3xf64>
          %w = memref.load %g[%i, %jw] : memref<3x3xf64>
          %e = math.exp %w : f64
          %p = arith.mulf %v, %e : f64
          %q = arith.mulf %p, %k : f64
          %nv = arith.addf %v, %q : f64
          memref.store %nv, %tmp[%i, %j] : memref<3x3xf64>
          %a4 = arith.addf %a3, %p : f64
          scf.yield %a4 : f64
        }
        scf.yield %cs : f64
      }
      scf.for %i = %c0 to %c3 step %c1 {
        scf.for %j = %c0 to %c3 step %c1 {
          %v = memref.load %tmp[%i, %j] : memref<3x3xf64>
          %h = arith.constant 0.5 : f64
          %hv = arith.mulf %v, %h : f64
          memref.store %hv, %g[%i, %j] : memref<3x3xf64>
        }
      }
      scf.yield %rs : f64
    }
    scf.yield %acc2 : f64
  }
  return %tot : f64
}
