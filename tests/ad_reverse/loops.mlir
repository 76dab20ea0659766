// Reverse mode through loops. Each `// rev` line is one check run by
// crates/ferrozyme-jit/tests/reverse.rs:
//   // rev @FN ACTIVITIES [step=H] [tol=T] : ARG; ARG | ARG; ARG | ...
// (activities `active`, `dup`, `const`; arguments of one point separated by
// `;`, points by `|`). Every point gets the dot-product test
// <J·v, w> (central finite differences) = <v, Jᵀ·w> (reverse derivative)
// for several random v and w, under the JIT and under the interpreter.

// A loop-carried product with a loop-invariant factor.
// rev @powloop active,const : 0.9; 7 | -1.1; 0 | 1.3; 1
func.func @powloop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %one) -> (f64) {
    %p = arith.mulf %a, %x : f64
    scf.yield %p : f64
  }
  return %r : f64
}

// Three levels of nesting, the inner trip counts depending on the outer
// induction variables, iter_args on every level, and an i32 loop.
// rev @nested3 active,active,const : 0.3; 0.7; 4 | -0.2; 1.1; 3
func.func @nested3(%x: f64, %y: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %s = scf.for %j = %c0 to %i step %c1 iter_args(%b = %a) -> (f64) {
      %jj = arith.index_cast %j : index to i32
      %k0 = arith.constant 0 : i32
      %k1 = arith.constant 1 : i32
      %t = scf.for %k = %k0 to %jj step %k1 iter_args(%c = %b) -> (f64) : i32 {
        %u = math.sin %c : f64
        %v = arith.mulf %u, %y : f64
        %w = arith.addf %v, %c : f64
        scf.yield %w : f64
      }
      %q = arith.mulf %t, %y : f64
      %e = math.cos %q : f64
      scf.yield %e : f64
    }
    %m = arith.addf %s, %a : f64
    %h = arith.mulf %m, %x : f64
    scf.yield %h : f64
  }
  return %r : f64
}

// A step other than one, bounds not multiple of it, and a negative lower
// bound (the reverse loop must replay the same induction values).
// rev @strided active : 0.4 | -0.6
func.func @strided(%x: f64) -> f64 {
  %lb = arith.constant -5 : index
  %ub = arith.constant 12 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.5 : f64
  %r = scf.for %i = %lb to %ub step %c3 iter_args(%a = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %p = arith.mulf %f, %x : f64
    %s = math.sin %p : f64
    %m = arith.mulf %a, %s : f64
    %t = arith.addf %m, %x : f64
    scf.yield %t : f64
  }
  return %r : f64
}

// Branches inside a loop: scf.if with results depending on the carried
// value, an scf.if without results, and a select.
// rev @branchy active,active,const : 0.5; 0.8; 12 | -0.3; 1.2; 9
func.func @branchy(%x: f64, %y: f64, %n: index) -> (f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (f64, f64) {
    %pos = arith.cmpf ogt, %a, %zero : f64
    %na = scf.if %pos -> (f64) {
      %s = math.sin %a : f64
      %t = arith.mulf %s, %b : f64
      %u = arith.subf %t, %half : f64
      scf.yield %u : f64
    } else {
      %q = arith.mulf %a, %a : f64
      %v = arith.addf %q, %b : f64
      scf.yield %v : f64
    }
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %e = math.exp %na : f64
    %c = math.cos %b : f64
    %nb = arith.select %even, %e, %c : f64
    %m = arith.mulf %nb, %half : f64
    scf.yield %na, %m : f64, f64
  }
  return %r#0, %r#1 : f64, f64
}

// Branches inside a loop, nested two deep, with a loop inside a branch.
// rev @if_loop active,const : 0.7; 6 | -0.9; 5
func.func @if_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %small = arith.cmpi ult, %i, %c3 : index
    %v = scf.if %small -> (f64) {
      %w = scf.for %j = %c0 to %i step %c1 iter_args(%b = %a) -> (f64) {
        %s = math.sin %b : f64
        %t = arith.mulf %s, %x : f64
        scf.yield %t : f64
      }
      scf.yield %w : f64
    } else {
      %big = arith.cmpf ogt, %a, %x : f64
      %u = scf.if %big -> (f64) {
        %t = math.tanh %a : f64
        scf.yield %t : f64
      } else {
        %t = arith.addf %a, %x : f64
        scf.yield %t : f64
      }
      scf.yield %u : f64
    }
    scf.yield %v : f64
  }
  return %r : f64
}

// Several carried values of mixed types, some inactive, one constant
// initial value becoming active.
// rev @mixed_carried active,active,const : 0.4; -0.3; 6
func.func @mixed_carried(%x: f64, %y: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %k = arith.constant 2.0 : f64
  %f0 = arith.constant 1.5 : f32
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k, %cnt = %c0, %b = %y, %g = %f0) -> (f64, i64, f64, f32) : i64 {
    %cf = arith.sitofp %cnt : i64 to f64
    %p = arith.mulf %a, %x : f64
    %q = arith.addf %p, %cf : f64
    %s = math.sin %q : f64
    %bb = arith.mulf %b, %s : f64
    %c2 = arith.addi %cnt, %c1 : i64
    %gg = arith.mulf %g, %g : f32
    scf.yield %s, %c2, %bb, %gg : f64, i64, f64, f32
  }
  %o = arith.addf %r#0, %r#2 : f64
  return %o : f64
}

// A loop whose body is inactive except for one value defined outside.
// rev @outer_value active,const : 1.5; 10
func.func @outer_value(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %e = math.exp %x : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %p = arith.mulf %f, %e : f64
    %s = arith.addf %a, %p : f64
    scf.yield %s : f64
  }
  return %r : f64
}

// The initial value of a carried value is also used inside the body (its
// adjoint has two parts that must add up), at two loop levels.
// rev @init_in_body active,active,const : 0.3; 0.7; 3 | -0.5; 1.2; 4
func.func @init_in_body(%x: f64, %y: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %s = scf.for %j = %c0 to %i step %c1 iter_args(%b = %y) -> (f64) {
      %u = math.sin %b : f64
      %v = arith.mulf %u, %y : f64
      scf.yield %v : f64
    }
    %m = arith.mulf %s, %x : f64
    %t = arith.addf %m, %a : f64
    scf.yield %t : f64
  }
  return %r : f64
}

// Carried values passed straight through: swapped, and an outer value
// yielded as it is.
// rev @pass_through active,active,const : 0.3; 0.7; 3 | -0.5; 1.2; 4
func.func @pass_through(%x: f64, %y: f64, %n: index) -> (f64, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y, %c = %z) -> (f64, f64, f64) {
    %s = math.sin %a : f64
    %p = arith.mulf %s, %c : f64
    %q = arith.addf %p, %b : f64
    scf.yield %b, %q, %x : f64, f64, f64
  }
  %o = arith.mulf %r#0, %r#2 : f64
  return %o, %r#1 : f64, f64
}

// scf.while: a dynamic trip count (until the value passes a bound), a
// float and an integer carried, an outer active value used inside.
// rev @while_until active,active : 0.3; 1.7 | 0.9; 1.2 | 2.5; 1.1 | 0.05; 1.9
func.func @while_until(%x: f64, %f: f64) -> f64 {
  %bound = arith.constant 10.0 : f64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%y = %x, %n = %c0) : (f64, i32) -> (f64, i32) {
    %c = arith.cmpf olt, %y, %bound : f64
    %s = math.sin %y : f64
    %t = arith.addf %y, %s : f64
    scf.condition(%c) %t, %n : f64, i32
  } do {
  ^bb0(%t: f64, %n: i32):
    %z = arith.mulf %t, %f : f64
    %w = arith.addf %z, %f : f64
    %m = arith.addi %n, %c1 : i32
    scf.yield %w, %m : f64, i32
  }
  %nf = arith.sitofp %r#1 : i32 to f64
  %o = arith.mulf %r#0, %nf : f64
  return %o : f64
}

// scf.while growing its records past the initial capacity (40 iterations),
// with an inner scf.for and stores to a dup buffer after it.
// rev @while_long active,dup : 0.5; [0.0, 0.0]
func.func @while_long(%x: f64, %out: memref<2xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c40 = arith.constant 40 : index
  %r:2 = scf.while (%y = %x, %i = %c0) : (f64, index) -> (f64, index) {
    %c = arith.cmpi ult, %i, %c40 : index
    scf.condition(%c) %y, %i : f64, index
  } do {
  ^bb0(%y: f64, %i: index):
    %s = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %y) -> (f64) {
      %q = math.cos %a : f64
      %b = arith.mulf %q, %a : f64
      %u = arith.addf %b, %a : f64
      %h = arith.constant 0.25 : f64
      %v = arith.mulf %u, %h : f64
      scf.yield %v : f64
    }
    %e = arith.addf %s, %y : f64
    %i1 = arith.addi %i, %c1 : index
    scf.yield %e, %i1 : f64, index
  }
  memref.store %r#0, %out[%c0] : memref<2xf64>
  %sq = arith.mulf %r#0, %x : f64
  memref.store %sq, %out[%c1] : memref<2xf64>
  return
}

// Loads of memory the loop writes, in scf.if branches of the body (nested
// two deep): recorded per iteration inside the branch that ran.
// rev @branchy_inplace dup,active,const : [0.4, -0.3, 0.8]; 0.7; 6 | [0.1, 0.2, 0.3]; -1.1; 5
func.func @branchy_inplace(%u: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.remui %i, %c3 : index
    %is0 = arith.cmpi eq, %r, %c0 : index
    scf.if %is0 {
      %v = memref.load %u[%c0] : memref<3xf64>
      %s = math.sin %v : f64
      %w = arith.mulf %s, %x : f64
      memref.store %w, %u[%c0] : memref<3xf64>
    } else {
      %is1 = arith.cmpi eq, %r, %c1 : index
      scf.if %is1 {
        %a = memref.load %u[%c1] : memref<3xf64>
        %b = memref.load %u[%c0] : memref<3xf64>
        %p = arith.mulf %a, %b : f64
        %q = arith.addf %p, %x : f64
        memref.store %q, %u[%c1] : memref<3xf64>
      } else {
        %a = memref.load %u[%c2] : memref<3xf64>
        %t = math.tanh %a : f64
        %h = arith.constant 0.5 : f64
        %th = arith.mulf %t, %h : f64
        %v1 = memref.load %u[%c1] : memref<3xf64>
        %s2 = arith.addf %th, %v1 : f64
        memref.store %s2, %u[%c2] : memref<3xf64>
      }
    }
  }
  %o0 = memref.load %u[%c0] : memref<3xf64>
  %o2 = memref.load %u[%c2] : memref<3xf64>
  %o = arith.mulf %o0, %o2 : f64
  return %o : f64
}

// scf.while loading memory it writes: in `before`, in `after` and in an
// scf.if branch of `after` (each load recorded per run, buffers growing).
// rev @while_inplace dup,active : [0.3, 0.5]; 0.9 | [0.1, -0.2]; 1.7
func.func @while_inplace(%u: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c25 = arith.constant 25 : index
  %z = arith.constant 0.0 : f64
  %r:2 = scf.while (%i = %c0, %f = %z) : (index, f64) -> (index, f64) {
    %v = memref.load %u[%c0] : memref<2xf64>
    %e = math.exp %v : f64
    %f2 = arith.addf %f, %e : f64
    %small = arith.cmpi ult, %i, %c25 : index
    scf.condition(%small) %i, %f2 : index, f64
  } do {
  ^bb0(%k: index, %g: f64):
    %a = memref.load %u[%c0] : memref<2xf64>
    %s = math.sin %a : f64
    %m = arith.mulf %s, %x : f64
    memref.store %m, %u[%c0] : memref<2xf64>
    %odd = arith.remui %k, %c2 : index
    %is = arith.cmpi eq, %odd, %c1 : index
    scf.if %is {
      %b = memref.load %u[%c1] : memref<2xf64>
      %bb = arith.mulf %b, %m : f64
      %h = arith.constant 0.5 : f64
      %bh = arith.addf %bb, %h : f64
      memref.store %bh, %u[%c1] : memref<2xf64>
    }
    %k2 = arith.addi %k, %c1 : index
    %q = arith.constant 0.1 : f64
    %g2 = arith.mulf %g, %q : f64
    scf.yield %k2, %g2 : index, f64
  }
  %o0 = memref.load %u[%c0] : memref<2xf64>
  %o1 = memref.load %u[%c1] : memref<2xf64>
  %o = arith.addf %o0, %o1 : f64
  %of = arith.addf %o, %r#1 : f64
  return %of : f64
}

// Newton iterations (an scf.while with a data-dependent trip count) inside
// a time loop: each reverse iteration re-runs and records the while.
// rev @newton_steps active,const : 1.7; 4 | 2.6; 3
func.func @newton_steps(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f64
  %tol = arith.constant 1.0e-12 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    // y = sqrt(a) by Newton from y0 = a
    %y:2 = scf.while (%y = %a, %k = %c0) : (f64, index) -> (f64, index) {
      %yy = arith.mulf %y, %y : f64
      %f = arith.subf %yy, %a : f64
      %af = math.absf %f : f64
      %big = arith.cmpf ogt, %af, %tol : f64
      %c20 = arith.constant 20 : index
      %few = arith.cmpi ult, %k, %c20 : index
      %go = arith.andi %big, %few : i1
      scf.condition(%go) %y, %k : f64, index
    } do {
    ^bb0(%y: f64, %k: index):
      %yy = arith.mulf %y, %y : f64
      %f = arith.subf %yy, %a : f64
      %d = arith.mulf %two, %y : f64
      %q = arith.divf %f, %d : f64
      %y2 = arith.subf %y, %q : f64
      %k2 = arith.addi %k, %c1 : index
      scf.yield %y2, %k2 : f64, index
    }
    %s = math.sin %y#0 : f64
    %a2 = arith.addf %s, %two : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// Implicit Euler for u' = -k·u³ per component, in place: each step solves
// v - u[i] + h·k·v³ = 0 by Newton (an scf.while until the residual is
// below tol) reading u[i] in both regions, then stores v into u[i]. The
// while's loads of u (written by the steps) are hoisted before it
// (ad/while_loads.rs): nothing in the while writes memory.
// rev @implicit dup,active,const,const : [0.8, -1.3]; 0.7; 0.1; 5 | [1.5, 0.4]; 1.2; 0.05; 8
func.func @implicit(%u: memref<2xf64>, %k: f64, %h: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %tol = arith.constant 1.0e-12 : f64
  %one = arith.constant 1.0 : f64
  %three = arith.constant 3.0 : f64
  %z = arith.constant 0.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      %u0 = memref.load %u[%i] : memref<2xf64>
      %v = scf.while (%x = %u0) : (f64) -> f64 {
        %ui = memref.load %u[%i] : memref<2xf64>
        %x3 = arith.mulf %x, %x : f64
        %x3b = arith.mulf %x3, %x : f64
        %hk = arith.mulf %h, %k : f64
        %t1 = arith.mulf %hk, %x3b : f64
        %r0 = arith.subf %x, %ui : f64
        %r = arith.addf %r0, %t1 : f64
        %ar = math.absf %r : f64
        %go = arith.cmpf ogt, %ar, %tol : f64
        scf.condition(%go) %x : f64
      } do {
      ^bb0(%y: f64):
        %ui = memref.load %u[%i] : memref<2xf64>
        %y2 = arith.mulf %y, %y : f64
        %y3 = arith.mulf %y2, %y : f64
        %hk = arith.mulf %h, %k : f64
        %t1 = arith.mulf %hk, %y3 : f64
        %r0 = arith.subf %y, %ui : f64
        %r = arith.addf %r0, %t1 : f64
        %d0 = arith.mulf %three, %y2 : f64
        %d1 = arith.mulf %hk, %d0 : f64
        %d = arith.addf %one, %d1 : f64
        %dx = arith.divf %r, %d : f64
        %yn = arith.subf %y, %dx : f64
        scf.yield %yn : f64
      }
      memref.store %v, %u[%i] : memref<2xf64>
    }
  }
  %a = memref.load %u[%c0] : memref<2xf64>
  %b = memref.load %u[%c1] : memref<2xf64>
  %s = arith.addf %a, %b : f64
  return %s : f64
}

// An scf.while two loops down reading memory the loop body writes just
// before it (hoisted out of the while: the address is the same each run).
// rev @while_in_loop_hoisted dup,active,const : [0.4]; 0.7; 3 | [-0.2]; 1.1; 2
func.func @while_in_loop_hoisted(%m: memref<1xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f64
  %tenth = arith.constant 0.1 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %w = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (f64) {
      %s = math.sin %b : f64
      memref.store %s, %m[%c0] : memref<1xf64>
      %u = scf.while (%y = %b) : (f64) -> f64 {
        %v = memref.load %m[%c0] : memref<1xf64>
        %gap = arith.subf %y, %v : f64
        %c = arith.cmpf ogt, %gap, %tenth : f64
        scf.condition(%c) %y : f64
      } do {
      ^bb0(%y: f64):
        %v = memref.load %m[%c0] : memref<1xf64>
        %d = arith.subf %y, %v : f64
        %e = arith.mulf %d, %half : f64
        %y2 = arith.subf %y, %e : f64
        scf.yield %y2 : f64
      }
      %o = arith.mulf %u, %b : f64
      scf.yield %o : f64
    }
    scf.yield %w : f64
  }
  return %r : f64
}

// An scf.while that writes the memory its condition reads: its loads are
// not hoisted (ad/while_loads.rs), each run reads what the last one wrote.
// rev @while_store dup,active : [0.9]; 0.7 | [0.35]; -1.2
func.func @while_store(%m: memref<1xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %half = arith.constant 0.5 : f64
  %lim = arith.constant 0.1 : f64
  %u:2 = scf.while (%y = %x, %k = %c0) : (f64, index) -> (f64, index) {
    %v = memref.load %m[%c0] : memref<1xf64>
    %big = arith.cmpf ogt, %v, %lim : f64
    %few = arith.cmpi ult, %k, %c8 : index
    %c = arith.andi %big, %few : i1
    scf.condition(%c) %y, %k : f64, index
  } do {
  ^bb0(%y: f64, %k: index):
    %v = memref.load %m[%c0] : memref<1xf64>
    %v2 = arith.mulf %v, %half : f64
    memref.store %v2, %m[%c0] : memref<1xf64>
    %y2 = arith.mulf %y, %v : f64
    %k2 = arith.addi %k, %c1 : index
    scf.yield %y2, %k2 : f64, index
  }
  return %u#0 : f64
}

// Three buffers rotated every iteration (the loop carries memrefs; each is
// always one of the three): a stencil step from one into the next.
// rev @rotate3 dup,dup,dup,active,const : [0.5, 0.2, -0.1]; [0.0, 0.0, 0.0]; [0.0, 0.0, 0.0]; 0.8; 5
func.func @rotate3(%a: memref<3xf64>, %b: memref<3xf64>, %c: memref<3xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r:3 = scf.for %t = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %c) -> (memref<3xf64>, memref<3xf64>, memref<3xf64>) {
    scf.for %i = %c0 to %c3 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c3 : index
      %u = memref.load %x[%i] : memref<3xf64>
      %v = memref.load %x[%j] : memref<3xf64>
      %w = memref.load %z[%i] : memref<3xf64>
      %d = arith.subf %v, %u : f64
      %s = math.sin %d : f64
      %ks = arith.mulf %k, %s : f64
      %h = arith.constant 0.5 : f64
      %wh = arith.mulf %w, %h : f64
      %n1 = arith.addf %u, %ks : f64
      %n2 = arith.addf %n1, %wh : f64
      memref.store %n2, %y[%i] : memref<3xf64>
    }
    scf.yield %y, %z, %x : memref<3xf64>, memref<3xf64>, memref<3xf64>
  }
  %o0 = memref.load %r#0[%c0] : memref<3xf64>
  %o2 = memref.load %r#0[%c2] : memref<3xf64>
  %o = arith.mulf %o0, %o2 : f64
  return %o : f64
}

// A data-dependent scf.while two loops down, carrying an active value:
// re-executed and recorded in each reverse iteration of the loop around it.
// rev @while_deep active,const : 0.5; 3 | 0.2; 2 | 1.1; 4 | -0.3; 3
func.func @while_deep(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %two = arith.constant 2.0 : f64
  %g = arith.constant 1.3 : f64
  %h = arith.constant 0.7 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %w = scf.for %j = %c0 to %c2 step %c1 iter_args(%b = %a) -> (f64) {
      %u:2 = scf.while (%y = %b, %k = %c0) : (f64, index) -> (f64, index) {
        %lt = arith.cmpf olt, %y, %two : f64
        %kl = arith.cmpi ult, %k, %c5 : index
        %c = arith.andi %lt, %kl : i1
        scf.condition(%c) %y, %k : f64, index
      } do {
      ^bb0(%y: f64, %k: index):
        %s = math.sin %x : f64
        %y1 = arith.mulf %y, %g : f64
        %y2 = arith.addf %y1, %s : f64
        %k2 = arith.addi %k, %c1 : index
        scf.yield %y2, %k2 : f64, index
      }
      %b2 = arith.mulf %u#0, %h : f64
      scf.yield %b2 : f64
    }
    scf.yield %w : f64
  }
  return %r : f64
}

// A data-dependent scf.while in an scf.if branch of a loop body: re-executed
// with the branch in each reverse iteration, its records freed at the end
// of the branch.
// rev @while_if active,const : 0.5; 3 | 0.2; 4 | 1.1; 5 | -0.3; 2
func.func @while_if(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %two = arith.constant 2.0 : f64
  %g = arith.constant 1.3 : f64
  %h = arith.constant 0.7 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %w = scf.if %even -> (f64) {
      %u:2 = scf.while (%y = %a, %k = %c0) : (f64, index) -> (f64, index) {
        %lt = arith.cmpf olt, %y, %two : f64
        %kl = arith.cmpi ult, %k, %c5 : index
        %c = arith.andi %lt, %kl : i1
        scf.condition(%c) %y, %k : f64, index
      } do {
      ^bb0(%y: f64, %k: index):
        %s = math.sin %x : f64
        %y1 = arith.mulf %y, %g : f64
        %y2 = arith.addf %y1, %s : f64
        %k2 = arith.addi %k, %c1 : index
        scf.yield %y2, %k2 : f64, index
      }
      %b2 = arith.mulf %u#0, %h : f64
      scf.yield %b2 : f64
    } else {
      %b3 = math.cos %a : f64
      scf.yield %b3 : f64
    }
    scf.yield %w : f64
  }
  return %r : f64
}

// A time loop using a buffer and views of it made before the loop (a
// subview, and a cast of the subview): checkpointed, the chunks re-create
// the views from the buffer rather than taking both as arguments.
// rev @views_outside dup,active,const : [0.8, -1.3, 0.4, 0.6]; 0.7; 3 | [1.5, 0.4, -0.2, 0.9]; 1.2; 5
func.func @views_outside(%u: memref<4xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %u[1] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: 1>>
  %dv = memref.cast %sv : memref<2xf64, strided<[1], offset: 1>> to memref<?xf64, strided<[1], offset: ?>>
  scf.for %t = %c0 to %n step %c1 {
    %a = memref.load %sv[%c0] : memref<2xf64, strided<[1], offset: 1>>
    %b = memref.load %dv[%c1] : memref<?xf64, strided<[1], offset: ?>>
    %u0 = memref.load %u[%c0] : memref<4xf64>
    %p = arith.mulf %a, %k : f64
    %q = math.sin %p : f64
    %r = arith.mulf %u0, %b : f64
    %s = arith.addf %q, %r : f64
    memref.store %s, %u[%c0] : memref<4xf64>
    %w = math.tanh %s : f64
    memref.store %w, %dv[%c1] : memref<?xf64, strided<[1], offset: ?>>
    %c = math.cos %b : f64
    memref.store %c, %sv[%c0] : memref<2xf64, strided<[1], offset: 1>>
  }
  %x = memref.load %u[%c0] : memref<4xf64>
  %y = memref.load %u[%c2] : memref<4xf64>
  %z = arith.mulf %x, %y : f64
  return %z : f64
}

func.func private @res(%u: memref<2xf64>, %i: index, %y: f64, %h: f64) -> f64 {
  %ui = memref.load %u[%i] : memref<2xf64>
  %y3 = arith.mulf %y, %y : f64
  %y3b = arith.mulf %y3, %y : f64
  %t1 = arith.mulf %h, %y3b : f64
  %r0 = arith.subf %y, %ui : f64
  %r = arith.addf %r0, %t1 : f64
  return %r : f64
}
// The same implicit Euler with the residual in a function called in both
// regions of the while (reading the state the loop overwrites): the small
// callee is inlined into the while (ad/restructure.rs), where its load is
// hoisted like @implicit's; a replayed call would need a copy of u per run.
// rev @implicit_call dup,active,const : [0.8, -1.3]; 0.07; 5 | [1.5, 0.4]; 0.05; 8
func.func @implicit_call(%u: memref<2xf64>, %h: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %tol = arith.constant 1.0e-12 : f64
  %one = arith.constant 1.0 : f64
  %three = arith.constant 3.0 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c2 step %c1 {
      %u0 = memref.load %u[%i] : memref<2xf64>
      %v = scf.while (%x = %u0) : (f64) -> f64 {
        %r = func.call @res(%u, %i, %x, %h) : (memref<2xf64>, index, f64, f64) -> f64
        %ar = math.absf %r : f64
        %go = arith.cmpf ogt, %ar, %tol : f64
        scf.condition(%go) %x : f64
      } do {
      ^bb0(%y: f64):
        %r = func.call @res(%u, %i, %y, %h) : (memref<2xf64>, index, f64, f64) -> f64
        %y2 = arith.mulf %y, %y : f64
        %d0 = arith.mulf %three, %y2 : f64
        %d1 = arith.mulf %h, %d0 : f64
        %d = arith.addf %one, %d1 : f64
        %dx = arith.divf %r, %d : f64
        %yn = arith.subf %y, %dx : f64
        scf.yield %yn : f64
      }
      memref.store %v, %u[%i] : memref<2xf64>
    }
  }
  %a = memref.load %u[%c0] : memref<2xf64>
  %b = memref.load %u[%c1] : memref<2xf64>
  %s = arith.addf %a, %b : f64
  return %s : f64
}

func.func private @acc(%m: memref<2xf64>, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xf64>
  %p = arith.mulf %v, %y : f64
  %s = math.sin %p : f64
  memref.store %s, %m[%c0] : memref<2xf64>
  return %p : f64
}
// A callee that writes memory (read-modify-write of m[0]), called in a
// top-level scf.while and, through a function, in a loop: inlined into the
// while, its store is the while's own (was refused: a replayed call in a
// while needing a copy of memory).
// rev @wl dup,active : [0.7, 0.2]; 0.9 | [-0.4, 1.1]; 0.3
func.func @wl(%m: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r:2 = scf.while (%i = %c0, %y = %x) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %i, %c5 : index
    scf.condition(%go) %i, %y : index, f64
  } do {
  ^bb0(%i0: index, %y0: f64):
    %p = func.call @acc(%m, %y0) : (memref<2xf64>, f64) -> f64
    %y1 = math.cos %p : f64
    %i1 = arith.addi %i0, %c1 : index
    scf.yield %i1, %y1 : index, f64
  }
  return %r#1 : f64
}
// rev @wl_in_loop dup,active,const : [0.7, 0.2]; 0.9; 3 | [-0.4, 1.1]; 0.3; 2
func.func @wl_in_loop(%m: memref<2xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %w = func.call @wl(%m, %a) : (memref<2xf64>, f64) -> f64
    scf.yield %w : f64
  }
  return %r : f64
}

// Callees called in an scf.while that are not inlined there (a scratch
// allocation, a while of their own, a call back into the function): they
// run as calls, as before inlining existed (from a second reader).
func.func private @ro_alloca(%m: memref<2xf64>, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloca() : memref<1xf64>
  %v = memref.load %m[%c1] : memref<2xf64>
  %p = arith.mulf %v, %y : f64
  memref.store %p, %t[%c0] : memref<1xf64>
  %q = memref.load %t[%c0] : memref<1xf64>
  %s = math.sin %q : f64
  return %s : f64
}
// rev @while_callee_alloca dup,active : [0.7, 0.2]; 0.9 | [-0.4, 1.1]; 0.3
func.func @while_callee_alloca(%m: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.while (%i = %c0, %y = %x) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %i, %c3 : index
    scf.condition(%go) %i, %y : index, f64
  } do {
  ^bb0(%i0: index, %y0: f64):
    %p = func.call @ro_alloca(%m, %y0) : (memref<2xf64>, f64) -> f64
    %y1 = math.cos %p : f64
    %i1 = arith.addi %i0, %c1 : index
    scf.yield %i1, %y1 : index, f64
  }
  return %r#1 : f64
}
func.func private @ro_alloc(%m: memref<2xf64>, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloc() : memref<1xf64>
  %v = memref.load %m[%c1] : memref<2xf64>
  %p = arith.mulf %v, %y : f64
  memref.store %p, %t[%c0] : memref<1xf64>
  %q = memref.load %t[%c0] : memref<1xf64>
  memref.dealloc %t : memref<1xf64>
  %s = math.sin %q : f64
  return %s : f64
}
// rev @while_callee_alloc dup,active : [0.7, 0.2]; 0.9
func.func @while_callee_alloc(%m: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.while (%i = %c0, %y = %x) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %i, %c3 : index
    scf.condition(%go) %i, %y : index, f64
  } do {
  ^bb0(%i0: index, %y0: f64):
    %p = func.call @ro_alloc(%m, %y0) : (memref<2xf64>, f64) -> f64
    %y1 = math.cos %p : f64
    %i1 = arith.addi %i0, %c1 : index
    scf.yield %i1, %y1 : index, f64
  }
  return %r#1 : f64
}

func.func private @ro_while(%m: memref<2xf64>, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.while (%i = %c0, %a = %y) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %i, %c2 : index
    scf.condition(%go) %i, %a : index, f64
  } do {
  ^bb0(%i0: index, %a0: f64):
    %v = memref.load %m[%i0] : memref<2xf64>
    %p = arith.mulf %v, %a0 : f64
    %s = math.sin %p : f64
    %i1 = arith.addi %i0, %c1 : index
    scf.yield %i1, %s : index, f64
  }
  return %r#1 : f64
}
// rev @while_callee_while dup,active : [0.7, 0.2]; 0.9 | [-0.4, 1.1]; 0.3
func.func @while_callee_while(%m: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.while (%i = %c0, %y = %x) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %i, %c3 : index
    scf.condition(%go) %i, %y : index, f64
  } do {
  ^bb0(%i0: index, %y0: f64):
    %p = func.call @ro_while(%m, %y0) : (memref<2xf64>, f64) -> f64
    %y1 = math.cos %p : f64
    %i1 = arith.addi %i0, %c1 : index
    scf.yield %i1, %y1 : index, f64
  }
  return %r#1 : f64
}

func.func private @g_rf(%m: memref<2xf64>, %y: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c0] : memref<2xf64>
  %p = arith.mulf %v, %y : f64
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> f64 {
    scf.yield %p : f64
  } else {
    %n1 = arith.subi %n, %c1 : index
    %q = func.call @rf(%m, %p, %n1) : (memref<2xf64>, f64, index) -> f64
    scf.yield %q : f64
  }
  return %r : f64
}
// rev @rf dup,active,const : [0.7, 0.2]; 0.9; 2 | [-0.4, 1.1]; 0.3; 1
func.func @rf(%m: memref<2xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.while (%i = %c0, %y = %x) : (index, f64) -> (index, f64) {
    %go = arith.cmpi ult, %i, %c2 : index
    scf.condition(%go) %i, %y : index, f64
  } do {
  ^bb0(%i0: index, %y0: f64):
    %k = func.call @g_rf(%m, %y0, %n) : (memref<2xf64>, f64, index) -> f64
    %y1 = math.cos %k : f64
    %i1 = arith.addi %i0, %c1 : index
    scf.yield %i1, %y1 : index, f64
  }
  return %r#1 : f64
}
