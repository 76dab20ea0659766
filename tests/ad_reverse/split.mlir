// Split mode through Enzyme's ops (crates/ferrozyme-jit/tests/reverse.rs
// runs each @split_* against its @combined_* twin: same numbers).

// Enzyme's split_mode.mlir example.
func.func @mul(%a: f32, %b: f32) -> f32 {
  %0 = arith.mulf %a, %b : f32
  %1 = math.exp %0 : f32
  %2 = arith.addf %b, %1 : f32
  return %2 : f32
}
func.func @split_mul(%a: f32, %b: f32) -> (f32, f32, f32) {
  %r, %tape = enzyme.autodiff_split_mode.primal @mul(%a, %b) {
    activity=[#enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f32, f32) -> (f32, !enzyme.Tape)
  %dres = arith.constant 1.0 : f32
  %da, %db = enzyme.autodiff_split_mode.reverse @mul(%dres, %tape) {
    activity=[#enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f32, !enzyme.Tape) -> (f32, f32)
  return %r, %da, %db : f32, f32, f32
}
func.func @combined_mul(%a: f32, %b: f32) -> (f32, f32, f32) {
  %dres = arith.constant 1.0 : f32
  %r, %da, %db = enzyme.autodiff @mul(%a, %b, %dres) {
    activity=[#enzyme<activity enzyme_active>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f32, f32, f32) -> (f32, f32, f32)
  return %r, %da, %db : f32, f32, f32
}

// An in-place update through a callee that writes memory; between the
// primal and the reverse the caller overwrites the buffer: the tape keeps
// what the reverse needs.
func.func @update(%m: memref<2xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<2xf64>
  %b = memref.load %m[%c1] : memref<2xf64>
  %p = arith.mulf %a, %x : f64
  %s = math.sin %p : f64
  memref.store %s, %m[%c0] : memref<2xf64>
  %q = arith.mulf %b, %s : f64
  memref.store %q, %m[%c1] : memref<2xf64>
  %r = arith.addf %q, %a : f64
  return %r : f64
}
func.func @split_update(%m: memref<2xf64>, %dm: memref<2xf64>, %x: f64) -> (f64, f64) {
  %r, %tape = enzyme.autodiff_split_mode.primal @update(%m, %dm, %x) {
    activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<2xf64>, memref<2xf64>, f64) -> (f64, !enzyme.Tape)
  %c0 = arith.constant 0 : index
  %junk = arith.constant 100.0 : f64
  memref.store %junk, %m[%c0] : memref<2xf64>
  %one = arith.constant 1.0 : f64
  %dx = enzyme.autodiff_split_mode.reverse @update(%one, %tape) {
    activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  return %r, %dx : f64, f64
}
func.func @combined_update(%m: memref<2xf64>, %dm: memref<2xf64>, %x: f64) -> (f64, f64) {
  %one = arith.constant 1.0 : f64
  %r, %dx = enzyme.autodiff @update(%m, %dm, %x, %one) {
    activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<2xf64>, memref<2xf64>, f64, f64) -> (f64, f64)
  %c0 = arith.constant 0 : index
  %junk = arith.constant 100.0 : f64
  memref.store %junk, %m[%c0] : memref<2xf64>
  return %r, %dx : f64, f64
}

// A reverse that reads its argument's memory in place (the loop's reverse
// loads m[i] again: the function never overwrites it). A store between the two requests makes the split primal
// keep a copy of the memory for the reverse; with nothing between them,
// the reverse reads the memory itself.
func.func @sin_dot(%m: memref<3xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f64) {
    %a = memref.load %m[%i] : memref<3xf64>
    %p = arith.mulf %a, %x : f64
    %s = math.sin %p : f64
    %acc2 = arith.addf %acc, %s : f64
    scf.yield %acc2 : f64
  }
  return %r : f64
}
func.func @split_sin_dot(%m: memref<3xf64>, %dm: memref<3xf64>, %x: f64) -> (f64, f64) {
  %r, %tape = enzyme.autodiff_split_mode.primal @sin_dot(%m, %dm, %x) {
    activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<3xf64>, memref<3xf64>, f64) -> (f64, !enzyme.Tape)
  %junk = arith.constant 100.0 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %junk, %m[%c0] : memref<3xf64>
  memref.store %junk, %m[%c1] : memref<3xf64>
  memref.store %junk, %m[%c2] : memref<3xf64>
  %one = arith.constant 1.0 : f64
  %dx = enzyme.autodiff_split_mode.reverse @sin_dot(%one, %tape) {
    activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  return %r, %dx : f64, f64
}
func.func @split_sin_dot_adjacent(%m: memref<3xf64>, %dm: memref<3xf64>, %x: f64) -> (f64, f64) {
  %r, %tape = enzyme.autodiff_split_mode.primal @sin_dot(%m, %dm, %x) {
    activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<3xf64>, memref<3xf64>, f64) -> (f64, !enzyme.Tape)
  %one = arith.constant 1.0 : f64
  %dx = enzyme.autodiff_split_mode.reverse @sin_dot(%one, %tape) {
    activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  %junk = arith.constant 100.0 : f64
  %c0 = arith.constant 0 : index
  memref.store %junk, %m[%c0] : memref<3xf64>
  return %r, %dx : f64, f64
}
func.func @combined_sin_dot(%m: memref<3xf64>, %dm: memref<3xf64>, %x: f64) -> (f64, f64) {
  %one = arith.constant 1.0 : f64
  %r, %dx = enzyme.autodiff @sin_dot(%m, %dm, %x, %one) {
    activity=[#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<3xf64>, memref<3xf64>, f64, f64) -> (f64, f64)
  %junk = arith.constant 100.0 : f64
  %c0 = arith.constant 0 : index
  memref.store %junk, %m[%c0] : memref<3xf64>
  return %r, %dx : f64, f64
}
