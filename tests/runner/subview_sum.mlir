// Sums of a strided subview (every other column of rows 1..3) of a 4x6 buffer.
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f64
  %m = memref.alloc() : memref<4x6xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f64
      memref.store %f, %m[%i, %j] : memref<4x6xf64>
    }
  }
  %v = memref.subview %m[1, 0] [3, 3] [1, 2] : memref<4x6xf64> to memref<3x3xf64, strided<[6, 2], offset: 6>>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %zero) -> (f64) {
    %t = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> (f64) {
      %x = memref.load %v[%i, %j] : memref<3x3xf64, strided<[6, 2], offset: 6>>
      %b2 = arith.addf %b, %x : f64
      scf.yield %b2 : f64
    }
    scf.yield %t : f64
  }
  func.call @printF64(%s) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x6xf64>
  return
}
