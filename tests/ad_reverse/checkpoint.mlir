// Loop checkpointing in reverse mode: loops that ask for it by attribute.
// Format of the // rev lines: see loops.mlir (checked by
// crates/ferrozyme-jit/tests/checkpoint.rs, which also measures tapes).

// Enzyme's scf_for_checkpointing (f64): √9 = 3 snapshots of a scalar.
// rev @cos_sq active : 0.3 | -0.8 | 1.1
func.func @cos_sq(%arg0: f64) -> f64 {
  %lb = arith.constant 0 : index
  %ub = arith.constant 9 : index
  %step = arith.constant 1 : index
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%s = %arg0) -> (f64) {
    %n = arith.mulf %s, %s : f64
    %c = math.cos %n : f64
    scf.yield %c : f64
  } {enzyme.enable_checkpointing = true}
  return %sum : f64
}

// Enzyme's scf_for_memref_checkpointing (f64): the loop reads a dup memref.
// rev @mem_product dup : [1.2] | [-0.7]
func.func @mem_product(%m: memref<f64>) -> f64 {
  %lb = arith.constant 0 : index
  %ub = arith.constant 9 : index
  %one = arith.constant 1 : index
  %init = arith.constant 1.5 : f64
  %0 = scf.for %i = %lb to %ub step %one iter_args(%it = %init) -> (f64) {
    %val = memref.load %m[] : memref<f64>
    %mul = arith.mulf %val, %it : f64
    scf.yield %mul : f64
  } {enzyme.enable_checkpointing = true}
  return %0 : f64
}

// An explicit Euler integrator updating a state buffer in place, with a
// dynamic number of steps (not a multiple of the 5 snapshots), an active
// rate and a loop-invariant step size.
// rev @euler dup,active,const : [0.1, 0.5, -0.2, 0.3]; 1.5; 23 | [0.4, -0.1, 0.2, 0.0]; -0.6; 1 | [0.4, -0.1, 0.2, 0.0]; 0.9; 0
func.func @euler(%u: memref<4xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %dt = arith.constant 0.05 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c4 : index
      %a = memref.load %u[%i] : memref<4xf64>
      %b = memref.load %u[%j] : memref<4xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      %ks = arith.mulf %k, %s : f64
      %st = arith.mulf %ks, %dt : f64
      %an = arith.addf %a, %st : f64
      memref.store %an, %u[%i] : memref<4xf64>
    }
  } {ferrozyme.checkpoints = 5}
  %r = memref.load %u[%c3] : memref<4xf64>
  return %r : f64
}

// An i32 loop with a step of 3 and a lower bound that is not 0, carrying
// a float and an integer; the body calls a function that writes memory.
// rev @strided_calls active,dup : 0.7; [0.0, 0.0] | -0.4; [1.0, 2.0]
func.func @strided_calls(%x: f64, %acc: memref<2xf64>) -> f64 {
  %lb = arith.constant 2 : i32
  %ub = arith.constant 40 : i32
  %st = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %cnt = %z) -> (f64, i32) : i32 {
    %fi = arith.sitofp %i : i32 to f64
    %sc = arith.constant 0.03 : f64
    %f = arith.mulf %fi, %sc : f64
    %e = arith.mulf %a, %f : f64
    %s = math.sin %e : f64
    func.call @bump(%acc, %s) : (memref<2xf64>, f64) -> ()
    %one = arith.constant 1 : i32
    %c = arith.addi %cnt, %one : i32
    scf.yield %s, %c : f64, i32
  } {ferrozyme.checkpoints = 4}
  %c0 = arith.constant 0 : index
  %l = memref.load %acc[%c0] : memref<2xf64>
  %cf = arith.sitofp %r#1 : i32 to f64
  %p = arith.mulf %l, %r#0 : f64
  %q = arith.addf %p, %cf : f64
  return %q : f64
}
func.func private @bump(%m: memref<2xf64>, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<2xf64>
  %b = memref.load %m[%c1] : memref<2xf64>
  %h = arith.constant 0.5 : f64
  %ah = arith.mulf %a, %h : f64
  %p = arith.mulf %ah, %v : f64
  %s = arith.addf %p, %v : f64
  memref.store %s, %m[%c0] : memref<2xf64>
  %am = arith.mulf %a, %h : f64
  %t = arith.addf %b, %am : f64
  memref.store %t, %m[%c1] : memref<2xf64>
  return
}

// Two levels: the outer loop and the loop nested in it both ask for
// checkpoints (the inner one is checkpointed when the outer chunk is
// differentiated).
// rev @two_levels active,const : 0.9; 12 | 1.2; 7
func.func @two_levels(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f64) {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (f64) {
      %m = arith.mulf %b, %b : f64
      %t = math.tanh %m : f64
      %u = arith.addf %t, %b : f64
      %h = arith.constant 0.5 : f64
      %v = arith.mulf %u, %h : f64
      scf.yield %v : f64
    } {ferrozyme.checkpoints = 3}
    %e = math.sin %s : f64
    scf.yield %e : f64
  } {enzyme.enable_checkpointing = true}
  return %r : f64
}

// An i8 loop checkpointed with √T snapshots (chunk sizes computed in i8).
// rev @ck_i8 active,const : 0.5; 9 | -0.3; 2 | 0.7; 1
func.func @ck_i8(%x: f64, %ub: i8) -> f64 {
  %lb = arith.constant 1 : i8
  %st = arith.constant 1 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f64) : i8 {
    %s = math.sin %a : f64
    %a2 = arith.addf %s, %x : f64
    scf.yield %a2 : f64
  } {enzyme.enable_checkpointing = true}
  return %r : f64
}

// Binomial (revolve-style) checkpointing, Enzyme-MLIR's spelling: the
// budget is enzyme.checkpoint_period; a dynamic trip count (9, 1, 0, 2).
// rev @cos_sq_binomial active,const : 0.3; 9 | -0.8; 1 | 1.1; 0 | 0.6; 2
func.func @cos_sq_binomial(%arg0: f64, %ub: index) -> f64 {
  %lb = arith.constant 0 : index
  %step = arith.constant 1 : index
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%s = %arg0) -> (f64) {
    %n = arith.mulf %s, %s : f64
    %c = math.cos %n : f64
    scf.yield %c : f64
  } {enzyme.enable_checkpointing = true, enzyme.binomial_checkpointing, enzyme.checkpoint_period = 3 : i64}
  return %sum : f64
}

// Enzyme's scf_for_memref_binomial_checkpointing (f64), a constant trip
// count smaller than the budget.
// rev @mem_product_binomial dup : [1.2] | [-0.7]
func.func @mem_product_binomial(%m: memref<f64>) -> f64 {
  %lb = arith.constant 0 : index
  %ub = arith.constant 5 : index
  %one = arith.constant 1 : index
  %init = arith.constant 1.5 : f64
  %0 = scf.for %i = %lb to %ub step %one iter_args(%it = %init) -> (f64) {
    %val = memref.load %m[] : memref<f64>
    %mul = arith.mulf %val, %it : f64
    scf.yield %mul : f64
  } {enzyme.enable_checkpointing = true, enzyme.binomial_checkpointing, enzyme.checkpoint_period = 8 : i64}
  return %0 : f64
}

// The in-place Euler integrator under the binomial scheme, by ferrozyme's
// attributes (6 snapshots: 2 levels), for 37 (not a power of two), 5
// (fewer than the budget), 1 and 0 steps.
// rev @euler_binomial dup,active,const : [0.1, 0.5, -0.2, 0.3]; 1.5; 37 | [0.4, -0.1, 0.2, 0.0]; -0.6; 5 | [0.4, -0.1, 0.2, 0.0]; 0.9; 1 | [0.4, -0.1, 0.2, 0.0]; 0.9; 0
func.func @euler_binomial(%u: memref<4xf64>, %k: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %dt = arith.constant 0.05 : f64
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c4 : index
      %a = memref.load %u[%i] : memref<4xf64>
      %b = memref.load %u[%j] : memref<4xf64>
      %d = arith.subf %b, %a : f64
      %s = math.sin %d : f64
      %ks = arith.mulf %k, %s : f64
      %st = arith.mulf %ks, %dt : f64
      %an = arith.addf %a, %st : f64
      memref.store %an, %u[%i] : memref<4xf64>
    }
  } {ferrozyme.checkpoints = 6, ferrozyme.checkpoint_scheme = "binomial"}
  %r = memref.load %u[%c3] : memref<4xf64>
  return %r : f64
}

// An i32 loop with a step of 3 and a lower bound that is not 0, carrying a
// float and an integer, calling a function that writes memory; binomial.
// rev @strided_calls_binomial active,dup : 0.7; [0.0, 0.0] | -0.4; [1.0, 2.0]
func.func @strided_calls_binomial(%x: f64, %acc: memref<2xf64>) -> f64 {
  %lb = arith.constant 2 : i32
  %ub = arith.constant 40 : i32
  %st = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %cnt = %z) -> (f64, i32) : i32 {
    %fi = arith.sitofp %i : i32 to f64
    %sc = arith.constant 0.03 : f64
    %f = arith.mulf %fi, %sc : f64
    %e = arith.mulf %a, %f : f64
    %s = math.sin %e : f64
    func.call @bump(%acc, %s) : (memref<2xf64>, f64) -> ()
    %one = arith.constant 1 : i32
    %c = arith.addi %cnt, %one : i32
    scf.yield %s, %c : f64, i32
  } {ferrozyme.checkpoints = 3, ferrozyme.checkpoint_scheme = "binomial"}
  %c0 = arith.constant 0 : index
  %l = memref.load %acc[%c0] : memref<2xf64>
  %cf = arith.sitofp %r#1 : i32 to f64
  %p = arith.mulf %l, %r#0 : f64
  %q = arith.addf %p, %cf : f64
  return %q : f64
}

// An i8 loop, binomial, nested in a loop checkpointed periodically.
// rev @binomial_i8_nested active,const : 0.5; 9 | -0.3; 2 | 0.7; 1
func.func @binomial_i8_nested(%x: f64, %ub: i8) -> f64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %lb = arith.constant 1 : i8
  %st = arith.constant 1 : i8
  %o = scf.for %k = %c0 to %c3 step %c1 iter_args(%y = %x) -> (f64) {
    %r = scf.for %i = %lb to %ub step %st iter_args(%a = %y) -> (f64) : i8 {
      %s = math.sin %a : f64
      %a2 = arith.addf %s, %x : f64
      scf.yield %a2 : f64
    } {ferrozyme.checkpoints = 4, ferrozyme.checkpoint_scheme = "binomial"}
    %h = arith.constant 0.7 : f64
    %y2 = arith.mulf %r, %h : f64
    scf.yield %y2 : f64
  } {ferrozyme.checkpoints = 2}
  return %o : f64
}

// Loops near the limits of their integer type: trip counts and the
// bounds of chunks and parts are computed in i64 and never past the
// loop's own upper bound (a second reader found wrong values and, for
// periodic chunks, loops that never ended). Each function runs the loop
// periodically checkpointed, then binomially.

// An i64 loop of 15 iterations stepping 2^59 up to 15·2^59 (rounding a part up to whole blocks, or stepping a chunk loop by 4·2^59, would pass 2^63).
// rev @ck_i64_huge_step active : 0.4 | -0.7
func.func @ck_i64_huge_step(%x: f64) -> f64 {
  %lb = arith.constant 0 : i64
  %ub = arith.constant 8646911284551352320 : i64
  %st = arith.constant 576460752303423488 : i64
  %eps = arith.constant 0.01 : f64
  %p = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f64) : i64 {
    %s = math.sin %a : f64
    %d = arith.mulf %eps, %s : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 4}
  %b = scf.for %i = %lb to %ub step %st iter_args(%a = %p) -> (f64) : i64 {
    %c = math.cos %a : f64
    %d = arith.mulf %eps, %c : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 3, ferrozyme.checkpoint_scheme = "binomial"}
  return %b : f64
}

// An i32 loop ending at the type's maximum.
// rev @ck_i32_top active : 0.4 | -0.7
func.func @ck_i32_top(%x: f64) -> f64 {
  %lb = arith.constant 2147483547 : i32
  %ub = arith.constant 2147483647 : i32
  %st = arith.constant 1 : i32
  %eps = arith.constant 0.01 : f64
  %p = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f64) : i32 {
    %s = math.sin %a : f64
    %d = arith.mulf %eps, %s : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 4}
  %b = scf.for %i = %lb to %ub step %st iter_args(%a = %p) -> (f64) : i32 {
    %c = math.cos %a : f64
    %d = arith.mulf %eps, %c : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 3, ferrozyme.checkpoint_scheme = "binomial"}
  return %b : f64
}

// An i8 loop spanning more than the type's positive range (ub - lb does not fit an i8).
// rev @ck_i8_span active : 0.4 | -0.7
func.func @ck_i8_span(%x: f64) -> f64 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %st = arith.constant 1 : i8
  %eps = arith.constant 0.01 : f64
  %p = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f64) : i8 {
    %s = math.sin %a : f64
    %d = arith.mulf %eps, %s : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 4}
  %b = scf.for %i = %lb to %ub step %st iter_args(%a = %p) -> (f64) : i8 {
    %c = math.cos %a : f64
    %d = arith.mulf %eps, %c : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 3, ferrozyme.checkpoint_scheme = "binomial"}
  return %b : f64
}

// An i16 loop spanning more than half the type's range, step 97.
// rev @ck_i16_span active : 0.4 | -0.7
func.func @ck_i16_span(%x: f64) -> f64 {
  %lb = arith.constant -20000 : i16
  %ub = arith.constant 20000 : i16
  %st = arith.constant 97 : i16
  %eps = arith.constant 0.01 : f64
  %p = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f64) : i16 {
    %s = math.sin %a : f64
    %d = arith.mulf %eps, %s : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 4}
  %b = scf.for %i = %lb to %ub step %st iter_args(%a = %p) -> (f64) : i16 {
    %c = math.cos %a : f64
    %d = arith.mulf %eps, %c : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 3, ferrozyme.checkpoint_scheme = "binomial"}
  return %b : f64
}

// An i8 loop ending at the type's maximum.
// rev @ck_i8_top active : 0.4 | -0.7
func.func @ck_i8_top(%x: f64) -> f64 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant 127 : i8
  %st = arith.constant 1 : i8
  %eps = arith.constant 0.01 : f64
  %p = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f64) : i8 {
    %s = math.sin %a : f64
    %d = arith.mulf %eps, %s : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 4}
  %b = scf.for %i = %lb to %ub step %st iter_args(%a = %p) -> (f64) : i8 {
    %c = math.cos %a : f64
    %d = arith.mulf %eps, %c : f64
    %a2 = arith.addf %a, %d : f64
    scf.yield %a2 : f64
  } {ferrozyme.checkpoints = 3, ferrozyme.checkpoint_scheme = "binomial"}
  return %b : f64
}

// A checkpointed loop nested in another: the loop over its chunks gets
// records sized before the nest (the chunk count divides by a size that
// is at least 1; from a second reader).
// rev @inner_checkpointed dup,active,const : [0.3, -0.2, 0.5, 0.1]; 0.6; 5 | [0.9, 0.1, -0.3, 0.2]; -0.9; 3
func.func @inner_checkpointed(%u: memref<4xf64>, %k: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %t = %c0 to %n step %c1 {
      %a = memref.load %u[%c0] : memref<4xf64>
      %b = memref.load %u[%c1] : memref<4xf64>
      %p = arith.mulf %a, %b : f64
      %q = math.sin %p : f64
      %r = arith.mulf %q, %k : f64
      memref.store %r, %u[%c0] : memref<4xf64>
      %y = math.cos %a : f64
      memref.store %y, %u[%c1] : memref<4xf64>
    } {ferrozyme.checkpoints = 2}
  }
  return
}
