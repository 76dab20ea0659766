// Dot product of two vectors filled in loops; prints the result.
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100 : index
  %a = memref.alloc(%n) : memref<?xf64>
  %b = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %half = arith.constant 0.5 : f64
    %g = arith.mulf %f, %half : f64
    %s = math.sin %f : f64
    memref.store %g, %a[%i] : memref<?xf64>
    memref.store %s, %b[%i] : memref<?xf64>
  }
  %zero = arith.constant 0.0 : f64
  %dot = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = memref.load %b[%i] : memref<?xf64>
    %p = arith.mulf %x, %y : f64
    %acc2 = arith.addf %acc, %p : f64
    scf.yield %acc2 : f64
  }
  func.call @printF64(%dot) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?xf64>
  memref.dealloc %b : memref<?xf64>
  return
}
