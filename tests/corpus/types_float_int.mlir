// Scalar builtin types: f16 bf16 f32 f64, i1 i8 i17 i32 i64, si32 ui8, index.
// entry: @main
module {
  func.func private @signed_ext(si32, ui8) -> si64
  func.func private @wide(i128, f128, f80, tf32) -> i256

  func.func @half_precision(%a: f16, %b: bf16) -> (f16, bf16) {
    %a2 = arith.mulf %a, %a : f16
    %b2 = arith.addf %b, %b : bf16
    return %a2, %b2 : f16, bf16
  }

  func.func @odd_width(%x: i17, %y: i1, %z: i8) -> i17 {
    %ext = arith.extui %z : i8 to i17
    %s = arith.addi %x, %ext : i17
    %r = arith.select %y, %s, %x : i17
    return %r : i17
  }

  // mean of three values promoted through several widths
  func.func @main() -> f64 {
    %a = arith.constant 1.0 : f16
    %b = arith.constant 2.0 : f32
    %c = arith.constant 6 : i32
    %a64 = arith.extf %a : f16 to f64
    %b64 = arith.extf %b : f32 to f64
    %c64 = arith.sitofp %c : i32 to f64
    %s0 = arith.addf %a64, %b64 : f64
    %s1 = arith.addf %s0, %c64 : f64
    %three = arith.constant 3.0 : f64
    %m = arith.divf %s1, %three : f64
    return %m : f64
  }
}
