// Polynomial evaluation with coefficients from a constant global (Horner).
func.func private @printF64(f64)
func.func private @printNewline()

memref.global "private" constant @coeffs : memref<5xf64> = dense<[1.0, -2.5, 0.5, 3.0, -0.25]>

func.func @horner(%x: f64) -> f64 {
  %c = memref.get_global @coeffs : memref<5xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> (f64) {
    %k = arith.subi %c5, %i : index
    %k1 = arith.subi %k, %c1 : index
    %a = memref.load %c[%k1] : memref<5xf64>
    %m = arith.mulf %acc, %x : f64
    %n = arith.addf %m, %a : f64
    scf.yield %n : f64
  }
  return %r : f64
}

func.func @main() {
  %x1 = arith.constant 0.5 : f64
  %x2 = arith.constant -1.75 : f64
  %y1 = func.call @horner(%x1) : (f64) -> f64
  %y2 = func.call @horner(%x2) : (f64) -> f64
  func.call @printF64(%y1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%y2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
