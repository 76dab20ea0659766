// f32 arithmetic, conversions between f32/f64/integers.
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %a = arith.constant 1.1 : f32
  %b = arith.constant 3.3 : f32
  %p = arith.mulf %a, %b : f32
  %q = arith.divf %p, %b : f32
  %s = math.sqrt %p : f32
  %pe = arith.extf %p : f32 to f64
  %qe = arith.extf %q : f32 to f64
  %se = arith.extf %s : f32 to f64
  %big = arith.constant 1.0e10 : f64
  %t = arith.truncf %big : f64 to f32
  %te = arith.extf %t : f32 to f64
  %neg = arith.constant -7.9 : f32
  %i = arith.fptosi %neg : f32 to i32
  %ie = arith.extsi %i : i32 to i64
  %u = arith.constant 250 : i8
  %uf = arith.uitofp %u : i8 to f32
  %ufe = arith.extf %uf : f32 to f64
  func.call @printF64(%pe) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%qe) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%se) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%te) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%ie) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%ufe) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
