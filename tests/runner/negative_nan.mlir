// NaNs print with their sign, as the C runner utilities do: x86's default
// NaN (sqrt of a negative number) has its sign bit set, as has the constant
// 0xFFF8000000000000; 0x7FF8000000000000 has not, its negation has
// (reader-36). (0/0 is left out: LLVM folds it to a positive NaN.)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @main() {
  %m = memref.alloca() : memref<2xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %neg = arith.constant -2.25 : f64
  %zero = arith.constant 1.0 : f64
  memref.store %neg, %m[%c0] : memref<2xf64>
  memref.store %zero, %m[%c1] : memref<2xf64>
  %a = memref.load %m[%c0] : memref<2xf64>
  %s = math.sqrt %a : f64
  func.call @printF64(%s) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %k1 = arith.constant 0xFFF8000000000000 : f64
  func.call @printF64(%k1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %k2 = arith.constant 0x7FF8000000000000 : f64
  func.call @printF64(%k2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %n = arith.negf %k2 : f64
  func.call @printF64(%n) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %f = arith.truncf %s : f64 to f32
  func.call @printF32(%f) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
