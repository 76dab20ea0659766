// Forward-mode tests of the `arith` float ops. Each `// fwd` line is one
// check run by crates/ferrozyme-jit/tests/forward.rs:
//   // fwd @FN ACTIVITIES [step=H] [tol=T] : ARG; ARG | ARG; ARG | ...
// (arguments of one point separated by `;`, points by `|`). Every point is
// compared with central finite differences for several random directions,
// under the JIT and under the interpreter.

// fwd @addf dup,dup : 0.5; -1.25 | 3.0; 2.0
func.func @addf(%x: f64, %y: f64) -> f64 {
  %r = arith.addf %x, %y : f64
  %s = arith.mulf %r, %r : f64
  return %s : f64
}

// fwd @subf dup,dup : 0.5; -1.25 | -3.0; 2.0
// fwd @subf const,dup : 0.5; -1.25
func.func @subf(%x: f64, %y: f64) -> f64 {
  %r = arith.subf %x, %y : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// fwd @mulf dup,dup : 0.5; -1.25 | 3.0; 2.0
// fwd @mulf dup,const : 0.5; -1.25
func.func @mulf(%x: f64, %y: f64) -> f64 {
  %r = arith.mulf %x, %y : f64
  %s = arith.mulf %r, %y : f64
  return %s : f64
}

// fwd @divf dup,dup : 0.5; -1.25 | 3.0; 0.2
// fwd @divf const,dup : 0.5; -1.25
// fwd @divf dup,const : 0.5; -1.25
func.func @divf(%x: f64, %y: f64) -> f64 {
  %r = arith.divf %x, %y : f64
  return %r : f64
}

// Away from the jumps of `a - trunc(a/b)*b`.
// fwd @remf dup,dup : 5.3; 1.5 | -5.3; 1.5 | 0.7; -2.0
// fwd @remf const,dup : 7.9; 2.2
func.func @remf(%x: f64, %y: f64) -> f64 {
  %r = arith.remf %x, %y : f64
  return %r : f64
}

// fwd @negf dup : 0.5 | -2.0
func.func @negf(%x: f64) -> f64 {
  %r = arith.negf %x : f64
  %s = arith.mulf %r, %x : f64
  %t = arith.addf %s, %r : f64
  return %t : f64
}

// fwd @maximumf dup,dup : 0.5; -1.25 | -3.0; 2.0
// fwd @minimumf dup,dup : 0.5; -1.25 | -3.0; 2.0
// fwd @maxnumf dup,dup : 0.5; -1.25 | -3.0; 2.0
// fwd @minnumf dup,dup : 0.5; -1.25 | -3.0; 2.0
func.func @maximumf(%x: f64, %y: f64) -> f64 {
  %x2 = arith.mulf %x, %x : f64
  %r = arith.maximumf %x2, %y : f64
  return %r : f64
}
func.func @minimumf(%x: f64, %y: f64) -> f64 {
  %x2 = arith.mulf %x, %x : f64
  %r = arith.minimumf %x2, %y : f64
  return %r : f64
}
func.func @maxnumf(%x: f64, %y: f64) -> f64 {
  %x2 = arith.mulf %x, %x : f64
  %r = arith.maxnumf %x2, %y : f64
  return %r : f64
}
func.func @minnumf(%x: f64, %y: f64) -> f64 {
  %x2 = arith.mulf %x, %x : f64
  %r = arith.minnumf %x2, %y : f64
  return %r : f64
}

// f64 -> f32 -> f64: the f32 rounding limits the finite-difference accuracy.
// fwd @truncf_extf dup step=1e-3 tol=1e-3 : 0.5 | -1.7
func.func @truncf_extf(%x: f64) -> f64 {
  %t = arith.truncf %x : f64 to f32
  %s = math.sin %t : f32
  %u = arith.mulf %s, %t : f32
  %e = arith.extf %u : f32 to f64
  %r = arith.mulf %e, %x : f64
  return %r : f64
}

// f32 arguments and results.
// fwd @extf dup,dup step=1e-2 tol=1e-3 : 0.5; 2.0 | -1.5; 0.25
func.func @extf(%x: f32, %y: f32) -> f32 {
  %a = arith.extf %x : f32 to f64
  %b = arith.extf %y : f32 to f64
  %p = arith.mulf %a, %b : f64
  %q = math.exp %p : f64
  %r = arith.truncf %q : f64 to f32
  return %r : f32
}

// fwd @f32_ops dup,dup step=1e-2 tol=1e-3 : 0.5; 2.0 | -1.5; 0.75
func.func @f32_ops(%x: f32, %y: f32) -> f32 {
  %a = arith.mulf %x, %y : f32
  %b = arith.divf %a, %y : f32
  %c = arith.subf %b, %y : f32
  %d = math.tanh %c : f32
  %e = arith.addf %d, %a : f32
  return %e : f32
}

// select: the tangent of the picked operand.
// fwd @select dup,dup : 0.5; -1.25 | -3.0; 2.0 | 2.0; 1.0
func.func @select(%x: f64, %y: f64) -> f64 {
  %c = arith.cmpf olt, %x, %y : f64
  %x2 = arith.mulf %x, %x : f64
  %s = math.sin %y : f64
  %r = arith.select %c, %x2, %s : f64
  return %r : f64
}

// select with one constant side.
// fwd @select_const dup : 0.5 | -3.0
func.func @select_const(%x: f64) -> f64 {
  %z = arith.constant 0.0 : f64
  %k = arith.constant 2.5 : f64
  %c = arith.cmpf ogt, %x, %z : f64
  %x3 = arith.mulf %x, %x : f64
  %r = arith.select %c, %x3, %k : f64
  %s = arith.mulf %r, %x : f64
  return %s : f64
}

// Integer code inside an active function is left alone.
// fwd @int_mix dup,const : 1.55; 7
func.func @int_mix(%x: f64, %n: i32) -> f64 {
  %c2 = arith.constant 2 : i32
  %m = arith.muli %n, %c2 : i32
  %f = arith.sitofp %m : i32 to f64
  %p = arith.mulf %f, %x : f64
  %i = arith.fptosi %p : f64 to i64
  %g = arith.sitofp %i : i64 to f64
  %r = arith.addf %p, %g : f64
  return %r : f64
}
