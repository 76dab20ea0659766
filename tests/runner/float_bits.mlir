// Float constants keep their bits: signalling NaNs of f32, f16 and bf16
// stay signalling (a conversion through the machine's f64 set the quiet
// bit), and decimal literals are rounded to their type when parsed
// (2049.0 : f16 is 2048, 16777217.0 : f32 is 16777216).
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 0x7F800001 : f32
  %ab = arith.bitcast %a : f32 to i32
  %ai = arith.extui %ab : i32 to i64
  func.call @show(%ai) : (i64) -> ()
  %n = arith.constant 0xFFA00005 : f32
  %nb = arith.bitcast %n : f32 to i32
  %ni = arith.extui %nb : i32 to i64
  func.call @show(%ni) : (i64) -> ()
  %h = arith.constant 0x7C01 : f16
  %hb = arith.bitcast %h : f16 to i16
  %hi = arith.extui %hb : i16 to i64
  func.call @show(%hi) : (i64) -> ()
  %g = arith.constant 0x7F81 : bf16
  %gb = arith.bitcast %g : bf16 to i16
  %gi = arith.extui %gb : i16 to i64
  func.call @show(%gi) : (i64) -> ()
  %r = arith.constant 2049.0 : f16
  %re = arith.extf %r : f16 to f64
  func.call @printF64(%re) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %s = arith.constant 16777217.0 : f32
  %sb = arith.bitcast %s : f32 to i32
  %si = arith.extui %sb : i32 to i64
  func.call @show(%si) : (i64) -> ()
  return
}
