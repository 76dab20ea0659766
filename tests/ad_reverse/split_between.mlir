// Split requests around code that changes memory (found by a second
// reader; crates/ferrozyme-jit/tests/split.rs runs them):
// - @main_release: a call between the requests frees the argument;
// - @main_helper: a call between them writes the argument through an
//   enzyme.autodiff request not lowered yet;
// - @split_global2: a function whose derivative lives in a shadow global,
//   split twice with nothing between (the shadow must be zeroed each time);
// - @main_scratch: stores between the requests into a buffer of the
//   caller's own and into another argument, llvm.noalias: %m cannot change
//   (no copy); @scratch_plain, the same without llvm.noalias, called by
//   @alias_twice with one buffer for both (found by a second reader): the
//   write may reach %m (a copy);
// - @main_overwrite: a store between them into a view of %m (noalias), and
//   a call writing %m: the tape keeps a copy of %m as the primal left it.

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
func.func @release(%m: memref<3xf64>) {
  memref.dealloc %m : memref<3xf64>
  return
}
func.func @main_release(%x: f64) -> (f64, f64) {
  %m = memref.alloc() : memref<3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 0.7 : f64
  %b = arith.constant -0.3 : f64
  %c = arith.constant 0.2 : f64
  memref.store %a, %m[%c0] : memref<3xf64>
  memref.store %b, %m[%c1] : memref<3xf64>
  memref.store %c, %m[%c2] : memref<3xf64>
  %r, %tape = enzyme.autodiff_split_mode.primal @sin_dot(%m, %x) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<3xf64>, f64) -> (f64, !enzyme.Tape)
  %one = arith.constant 1.0 : f64
  func.call @release(%m) : (memref<3xf64>) -> ()
  %dx = enzyme.autodiff_split_mode.reverse @sin_dot(%one, %tape) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  return %r, %dx : f64, f64
}

func.func @h(%a: memref<3xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<3xf64>
  %w = arith.mulf %v, %v : f64
  return %w : f64
}
func.func @main_helper(%m: memref<3xf64>, %x: f64, %tmp: memref<3xf64>) -> (f64, f64) {
  %r, %tape = enzyme.autodiff_split_mode.primal @sin_dot(%m, %x) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<3xf64>, f64) -> (f64, !enzyme.Tape)
  %one = arith.constant 1.0 : f64
  func.call @helper(%tmp, %m) : (memref<3xf64>, memref<3xf64>) -> ()
  %dx = enzyme.autodiff_split_mode.reverse @sin_dot(%one, %tape) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  return %r, %dx : f64, f64
}
func.func @helper(%t: memref<3xf64>, %g: memref<3xf64>) {
  %one = arith.constant 1.0 : f64
  enzyme.autodiff @h(%t, %g, %one) { activity=[#enzyme<activity enzyme_dup>], ret_activity=[#enzyme<activity enzyme_activenoneed>] } : (memref<3xf64>, memref<3xf64>, f64) -> ()
  return
}

memref.global "private" @gsplit : memref<1xf64> = dense<[2.0]>
func.func @fglobal(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %gm = memref.get_global @gsplit : memref<1xf64>
  %a = memref.load %gm[%c0] : memref<1xf64>
  memref.store %x, %gm[%c0] : memref<1xf64>
  %b = memref.load %gm[%c0] : memref<1xf64>
  %s = math.sin %b : f64
  %r = arith.mulf %a, %s : f64
  return %r : f64
}
func.func @split_global(%x: f64) -> f64 {
  %r, %tape = enzyme.autodiff_split_mode.primal @fglobal(%x) {
    activity=[#enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64) -> (f64, !enzyme.Tape)
  %one = arith.constant 1.0 : f64
  %dx = enzyme.autodiff_split_mode.reverse @fglobal(%one, %tape) {
    activity=[#enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  return %dx : f64
}
func.func @comb_global(%x: f64) -> f64 {
  %one = arith.constant 1.0 : f64
  %r, %dx = enzyme.autodiff @fglobal(%x, %one) {
    activity=[#enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, f64) -> (f64, f64)
  return %dx : f64
}
func.func @split_global2(%x: f64) -> (f64, f64) {
  %a = func.call @split_global(%x) : (f64) -> f64
  %b = func.call @split_global(%x) : (f64) -> f64
  return %a, %b : f64, f64
}
func.func @comb_global2(%x: f64) -> (f64, f64) {
  %a = func.call @comb_global(%x) : (f64) -> f64
  %b = func.call @comb_global(%x) : (f64) -> f64
  return %a, %b : f64, f64
}
func.func @main_scratch(%m: memref<3xf64>, %x: f64, %other: memref<3xf64> {llvm.noalias}) -> (f64, f64) {
  %r, %tape = enzyme.autodiff_split_mode.primal @sin_dot(%m, %x) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<3xf64>, f64) -> (f64, !enzyme.Tape)
  %one = arith.constant 1.0 : f64
  %c0 = arith.constant 0 : index
  %v = arith.constant 50.0 : f64
  %buf = memref.alloc() : memref<3xf64>
  memref.store %v, %buf[%c0] : memref<3xf64>
  memref.copy %buf, %other : memref<3xf64> to memref<3xf64>
  memref.dealloc %buf : memref<3xf64>
  %dx = enzyme.autodiff_split_mode.reverse @sin_dot(%one, %tape) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  return %r, %dx : f64, f64
}
func.func @fill(%t: memref<3xf64>, %v: f64) {
  %c2 = arith.constant 2 : index
  memref.store %v, %t[%c2] : memref<3xf64>
  return
}
func.func @main_overwrite(%m: memref<3xf64> {llvm.noalias}, %x: f64) -> (f64, f64) {
  %r, %tape = enzyme.autodiff_split_mode.primal @sin_dot(%m, %x) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<3xf64>, f64) -> (f64, !enzyme.Tape)
  %one = arith.constant 1.0 : f64
  %v = arith.constant 50.0 : f64
  %c0 = arith.constant 0 : index
  %tail = memref.subview %m[1] [2] [1] : memref<3xf64> to memref<2xf64, strided<[1], offset: 1>>
  memref.store %v, %tail[%c0] : memref<2xf64, strided<[1], offset: 1>>
  func.call @fill(%m, %v) : (memref<3xf64>, f64) -> ()
  %dx = enzyme.autodiff_split_mode.reverse @sin_dot(%one, %tape) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  return %r, %dx : f64, f64
}
func.func @scratch_plain(%m: memref<3xf64>, %x: f64, %other: memref<3xf64>) -> (f64, f64) {
  %r, %tape = enzyme.autodiff_split_mode.primal @sin_dot(%m, %x) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (memref<3xf64>, f64) -> (f64, !enzyme.Tape)
  %one = arith.constant 1.0 : f64
  %c0 = arith.constant 0 : index
  %v = arith.constant 50.0 : f64
  %buf = memref.alloc() : memref<3xf64>
  memref.store %v, %buf[%c0] : memref<3xf64>
  memref.copy %buf, %other : memref<3xf64> to memref<3xf64>
  memref.dealloc %buf : memref<3xf64>
  %dx = enzyme.autodiff_split_mode.reverse @sin_dot(%one, %tape) {
    activity=[#enzyme<activity enzyme_const>, #enzyme<activity enzyme_active>],
    ret_activity=[#enzyme<activity enzyme_active>]
  } : (f64, !enzyme.Tape) -> f64
  return %r, %dx : f64, f64
}
func.func @alias_twice(%m: memref<3xf64>, %x: f64) -> (f64, f64) {
  %r, %dx = func.call @scratch_plain(%m, %x, %m) : (memref<3xf64>, f64, memref<3xf64>) -> (f64, f64)
  return %r, %dx : f64, f64
}
