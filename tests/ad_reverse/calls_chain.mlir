// Reverse mode through chains of calls whose augmented pairs pack their
// tapes into one buffer (format: see loops.mlir). Each callee's tape has
// more than a few scalars, so its pair writes them into the tape buffer
// its caller passes, after which its own callees write theirs.

// A chain of five functions, each calling the next.
// rev @chain active,active : 0.3; 0.7 | -0.45; 1.2 | 1.1; -0.35
func.func private @c4(%x: f64, %y: f64) -> f64 {
  %a = arith.mulf %x, %y : f64
  %b = math.sin %a : f64
  %c = arith.addf %b, %x : f64
  %d = math.exp %c : f64
  %e = arith.mulf %d, %y : f64
  %f = math.cos %e : f64
  %g = arith.mulf %f, %b : f64
  return %g : f64
}
func.func private @c3(%x: f64, %y: f64) -> f64 {
  %a = math.sin %x : f64
  %b = arith.mulf %a, %y : f64
  %c = math.tanh %b : f64
  %d = arith.mulf %c, %a : f64
  %e = math.exp %d : f64
  %f = arith.divf %e, %y : f64
  %r = func.call @c4(%f, %c) : (f64, f64) -> f64
  %s = arith.mulf %r, %e : f64
  return %s : f64
}
func.func private @c2(%x: f64, %y: f64) -> f64 {
  %a = arith.mulf %x, %x : f64
  %b = math.cos %a : f64
  %c = arith.mulf %b, %y : f64
  %d = math.sin %c : f64
  %e = arith.mulf %d, %b : f64
  %r = func.call @c3(%e, %y) : (f64, f64) -> f64
  %s = arith.mulf %r, %d : f64
  return %s : f64
}
func.func private @c1(%x: f64, %y: f64) -> f64 {
  %a = math.exp %x : f64
  %b = arith.mulf %a, %y : f64
  %c = math.sin %b : f64
  %d = arith.mulf %c, %a : f64
  %e = math.tanh %d : f64
  %r = func.call @c2(%e, %y) : (f64, f64) -> f64
  %s = arith.addf %r, %e : f64
  return %s : f64
}
func.func @chain(%x: f64, %y: f64) -> f64 {
  %a = math.sin %x : f64
  %r = func.call @c1(%a, %y) : (f64, f64) -> f64
  %p = arith.mulf %r, %a : f64
  return %p : f64
}

// One function calling two packed pairs and the same pair twice: each
// call gets its own words of the buffer, after the caller's own.
// rev @fan active,active : 0.3; 0.7 | -0.8; 0.45
func.func private @fan_mid(%x: f64, %y: f64) -> f64 {
  %a = math.sin %x : f64
  %b = arith.mulf %a, %y : f64
  %c = math.exp %b : f64
  %d = arith.mulf %c, %a : f64
  %e = math.cos %d : f64
  %p = func.call @c3(%e, %y) : (f64, f64) -> f64
  %q = func.call @c2(%p, %a) : (f64, f64) -> f64
  %r = func.call @c3(%q, %e) : (f64, f64) -> f64
  %s = arith.mulf %r, %d : f64
  return %s : f64
}
func.func @fan(%x: f64, %y: f64) -> f64 {
  %p = func.call @fan_mid(%x, %y) : (f64, f64) -> f64
  %q = func.call @fan_mid(%p, %x) : (f64, f64) -> f64
  %r = arith.mulf %p, %q : f64
  return %r : f64
}

// Tape values of every packed kind: f64, f32, index, i1 (stored bit for
// bit in 64-bit words), and a buffer of a loop, which passes as a value.
// rev @kinds dup,active,active step=1e-3 tol=2e-3 : [0.4, -0.7, 1.3, 0.2]; 0.6; 0.9 | [1.1, 0.3, -0.5, 0.8]; -0.35; 1.4
func.func private @mixed(%m: memref<4xf64>, %x: f64, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %three = arith.constant 2.999 : f64
  %zero = arith.constant 0.0 : f64
  // f32 intermediates.
  %s = math.sin %x : f64
  %s32 = arith.truncf %s : f64 to f32
  %e32 = math.exp %s32 : f32
  %q32 = arith.mulf %e32, %s32 : f32
  %q = arith.extf %q32 : f32 to f64
  // An index computed from a float (taped: the reverse adds into the
  // shadow at it).
  %t = math.cos %x : f64
  %at = math.absf %t : f64
  %sc = arith.mulf %at, %three : f64
  %ii = arith.fptosi %sc : f64 to i64
  %i = arith.index_cast %ii : i64 to index
  %v = memref.load %m[%i] : memref<4xf64>
  // An i1 choosing a branch of select.
  %u = math.tanh %y : f64
  %pos = arith.cmpf ogt, %u, %zero : f64
  %w = arith.mulf %v, %u : f64
  %z = arith.select %pos, %w, %q : f64
  // A loop: its records are a buffer, passed as a value.
  %sum = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %mk = memref.load %m[%k] : memref<4xf64>
    %pk = arith.mulf %mk, %acc : f64
    %sk = math.sin %pk : f64
    %ak = arith.addf %acc, %sk : f64
    scf.yield %ak : f64
  }
  %r = arith.mulf %sum, %q : f64
  return %r : f64
}
func.func private @mixed_caller(%m: memref<4xf64>, %x: f64, %y: f64) -> f64 {
  %a = math.sin %y : f64
  %b = arith.mulf %a, %x : f64
  %c = math.exp %b : f64
  %d = arith.mulf %c, %a : f64
  %e = math.cos %d : f64
  %r = func.call @mixed(%m, %e, %b) : (memref<4xf64>, f64, f64) -> f64
  %s = arith.mulf %r, %c : f64
  return %s : f64
}
func.func @kinds(%m: memref<4xf64>, %x: f64, %y: f64) -> f64 {
  %r = func.call @mixed_caller(%m, %x, %y) : (memref<4xf64>, f64, f64) -> f64
  %p = func.call @mixed(%m, %y, %r) : (memref<4xf64>, f64, f64) -> f64
  %s = arith.addf %r, %p : f64
  return %s : f64
}

// Calls in a top-level loop: words for every iteration are allocated
// before the loop, each iteration's call packing into its own (the loop
// starts at 1 and steps by 2, so the words are found from the index).
// rev @loop_chain active,active,const : 0.3; 0.7; 7 | -0.2; 0.45; 4 | 0.5; 0.6; 1
func.func @loop_chain(%x: f64, %y: f64, %n: index) -> f64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c1 to %n step %c2 iter_args(%acc = %x) -> (f64) {
    %v = func.call @c2(%acc, %y) : (f64, f64) -> f64
    %w = func.call @many(%v, %acc) : (f64, f64) -> f64
    scf.yield %w : f64
  }
  return %r : f64
}

// A callee whose tape has more scalars than a list of values may hold
// (x + sin(x·y) or x + tanh(x·y), nine times).
func.func private @many(%x: f64, %y: f64) -> f64 {
  %p0 = arith.mulf %x, %y : f64
  %s0 = math.sin %p0 : f64
  %a0 = arith.addf %x, %s0 : f64
  %p1 = arith.mulf %a0, %y : f64
  %s1 = math.sin %p1 : f64
  %a1 = arith.addf %a0, %s1 : f64
  %p2 = arith.mulf %a1, %y : f64
  %s2 = math.tanh %p2 : f64
  %a2 = arith.addf %a1, %s2 : f64
  %p3 = arith.mulf %a2, %y : f64
  %s3 = math.sin %p3 : f64
  %a3 = arith.addf %a2, %s3 : f64
  %p4 = arith.mulf %a3, %y : f64
  %s4 = math.sin %p4 : f64
  %a4 = arith.addf %a3, %s4 : f64
  %p5 = arith.mulf %a4, %y : f64
  %s5 = math.tanh %p5 : f64
  %a5 = arith.addf %a4, %s5 : f64
  %p6 = arith.mulf %a5, %y : f64
  %s6 = math.sin %p6 : f64
  %a6 = arith.addf %a5, %s6 : f64
  %p7 = arith.mulf %a6, %y : f64
  %s7 = math.sin %p7 : f64
  %a7 = arith.addf %a6, %s7 : f64
  %p8 = arith.mulf %a7, %y : f64
  %s8 = math.tanh %p8 : f64
  %a8 = arith.addf %a7, %s8 : f64
  return %a8 : f64
}

// The same pairs reached first from a loop site, then from the top
// level, and the other way round: the top-level call packs either way
// (a failure of an unpacked tape does not make the callee replayed for
// the sites that can pack). @ord_mid's tape holds loop records, passed as
// values.
// rev @top_first active,active : 0.3; 0.7 | -0.45; 1.2 | 0.9; -0.4
func.func private @ord_big(%x: f64, %y: f64) -> f64 {
  %a = arith.mulf %x, %y : f64
  %b = math.sin %a : f64
  %c = arith.addf %b, %x : f64
  %d = math.exp %c : f64
  %e = arith.mulf %d, %y : f64
  %f = math.cos %e : f64
  %g = arith.mulf %f, %b : f64
  %h = math.sin %g : f64
  %i = arith.mulf %h, %x : f64
  %j = math.tanh %i : f64
  return %j : f64
}
func.func private @ord_mid(%x: f64, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f64
  %a = math.sin %x : f64
  %b = arith.mulf %a, %y : f64
  %r = func.call @ord_big(%b, %a) : (f64, f64) -> f64
  %pos = arith.cmpf ogt, %r, %zero : f64
  %r2 = scf.if %pos -> (f64) {
    %u = func.call @ord_big(%r, %x) : (f64, f64) -> f64
    scf.yield %u : f64
  } else {
    %u2 = arith.mulf %r, %r : f64
    scf.yield %u2 : f64
  }
  %l = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %r2) -> (f64) {
    %q = func.call @ord_big(%acc, %y) : (f64, f64) -> f64
    scf.yield %q : f64
  }
  %r3 = func.call @ord_big(%l, %b) : (f64, f64) -> f64
  %s = arith.mulf %r3, %b : f64
  return %s : f64
}
func.func private @ord_top(%x: f64, %y: f64) -> f64 {
  %a = math.cos %x : f64
  %r = func.call @ord_mid(%a, %y) : (f64, f64) -> f64
  %r2 = func.call @ord_big(%r, %a) : (f64, f64) -> f64
  %r3 = func.call @ord_mid(%r2, %x) : (f64, f64) -> f64
  return %r3 : f64
}
func.func @top_first(%x: f64, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = func.call @ord_top(%x, %y) : (f64, f64) -> f64
  %l = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %r) -> (f64) {
    %q = func.call @ord_top(%acc, %y) : (f64, f64) -> f64
    scf.yield %q : f64
  }
  %r2 = func.call @ord_mid(%l, %x) : (f64, f64) -> f64
  return %r2 : f64
}
// rev @loop_first active,active : 0.3; 0.7 | -0.45; 1.2 | 0.9; -0.4
func.func @loop_first(%x: f64, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %l = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %x) -> (f64) {
    %q = func.call @ord_top(%acc, %y) : (f64, f64) -> f64
    scf.yield %q : f64
  }
  %r = func.call @ord_top(%l, %y) : (f64, f64) -> f64
  return %r : f64
}
// @ord_top reached first from a loop inside a callee (derived with an
// unpacked tape, where @ord_mid's pair fails), then from the top level.
// rev @nested_first active,active : 0.3; 0.7 | -0.45; 1.2
func.func private @ord_x(%x: f64, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %l = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %x) -> (f64) {
    %q = func.call @ord_top(%acc, %y) : (f64, f64) -> f64
    scf.yield %q : f64
  }
  return %l : f64
}
func.func @nested_first(%x: f64, %y: f64) -> f64 {
  %a = func.call @ord_x(%x, %y) : (f64, f64) -> f64
  %b = func.call @ord_top(%a, %y) : (f64, f64) -> f64
  return %b : f64
}

// Calls in the branches of a top-level scf.if: tape words allocated
// before the if (whichever branch runs), freed at the end.
// rev @branch_chain active,active : 0.3; 0.7 | -0.45; 0.6
func.func @branch_chain(%x: f64, %y: f64) -> f64 {
  %zero = arith.constant 0.0 : f64
  %pos = arith.cmpf ogt, %x, %zero : f64
  %r = scf.if %pos -> (f64) {
    %v = func.call @c2(%x, %y) : (f64, f64) -> f64
    scf.yield %v : f64
  } else {
    %w = func.call @many(%x, %y) : (f64, f64) -> f64
    scf.yield %w : f64
  }
  %s = arith.mulf %r, %y : f64
  return %s : f64
}

// Calls in nested scf.if branches of a top-level loop: their tapes packed
// in words per iteration allocated before the loop (a branch not taken
// leaves its words unused).
// rev @loop_if_chain active,active,const : 0.3; 0.7; 7 | -0.2; 0.45; 4 | 0.5; 0.6; 1
func.func @loop_if_chain(%x: f64, %y: f64, %n: index) -> f64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %r = scf.for %i = %c1 to %n step %c2 iter_args(%acc = %x) -> (f64) {
    %m = arith.remui %i, %c3 : index
    %b = arith.cmpi eq, %m, %c1 : index
    %w = scf.if %b -> (f64) {
      %v = func.call @c2(%acc, %y) : (f64, f64) -> f64
      %w1 = func.call @many(%v, %acc) : (f64, f64) -> f64
      scf.yield %w1 : f64
    } else {
      %pos = arith.cmpf ogt, %acc, %zero : f64
      %w2 = scf.if %pos -> (f64) {
        %u = func.call @many(%acc, %y) : (f64, f64) -> f64
        scf.yield %u : f64
      } else {
        scf.yield %acc : f64
      }
      scf.yield %w2 : f64
    }
    scf.yield %w : f64
  }
  return %r : f64
}
