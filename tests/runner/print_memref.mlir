// printMemrefF64 / printMemrefI64 of memrefs cast to unranked (the JIT
// passes unranked memrefs as a rank and a descriptor address, as MLIR
// lowers them): rank 0, 1, 2 and 3, a strided subview, a transposed
// view, a callee taking memref<*xf64> (memref.rank, memref.dim on it, and a
// cast back to a ranked type). Addresses (`base@`) are masked.
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @describe(%u: memref<*xf64>) {
  %c0 = arith.constant 0 : index
  %r = memref.rank %u : memref<*xf64>
  %d0 = memref.dim %u, %c0 : memref<*xf64>
  %m = memref.cast %u : memref<*xf64> to memref<?x?xf64>
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1, %c1] : memref<?x?xf64>
  %ri = arith.index_cast %r : index to i64
  %rf = arith.sitofp %ri : i64 to f64
  %di = arith.index_cast %d0 : index to i64
  %df = arith.sitofp %di : i64 to f64
  func.call @printF64(%rf) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%df) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%v) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<3x4xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f64
      %h = arith.constant 0.25 : f64
      %g = arith.mulf %f, %h : f64
      %s = arith.subf %g, %h : f64
      memref.store %s, %a[%i, %j] : memref<3x4xf64>
    }
  }
  %u = memref.cast %a : memref<3x4xf64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  %sv = memref.subview %a[1, 1] [2, 2] [1, 2] : memref<3x4xf64> to memref<2x2xf64, strided<[4, 2], offset: 5>>
  %su = memref.cast %sv : memref<2x2xf64, strided<[4, 2], offset: 5>> to memref<*xf64>
  func.call @printMemrefF64(%su) : (memref<*xf64>) -> ()
  %t = memref.transpose %a (i, j) -> (j, i) : memref<3x4xf64> to memref<4x3xf64, strided<[1, 4]>>
  %tu = memref.cast %t : memref<4x3xf64, strided<[1, 4]>> to memref<*xf64>
  func.call @printMemrefF64(%tu) : (memref<*xf64>) -> ()
  func.call @describe(%u) : (memref<*xf64>) -> ()
  %row = memref.subview %a[2, 0] [1, 4] [1, 1] : memref<3x4xf64> to memref<4xf64, strided<[1], offset: 8>>
  %ru = memref.cast %row : memref<4xf64, strided<[1], offset: 8>> to memref<*xf64>
  func.call @printMemrefF64(%ru) : (memref<*xf64>) -> ()
  %z = memref.alloc() : memref<f64>
  %x = arith.constant -1.5e-7 : f64
  memref.store %x, %z[] : memref<f64>
  %zu = memref.cast %z : memref<f64> to memref<*xf64>
  func.call @printMemrefF64(%zu) : (memref<*xf64>) -> ()
  %n = memref.alloc() : memref<2x1x3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %m7 = arith.constant -7 : i64
    %v = arith.muli %ii, %m7 : i64
    memref.store %v, %n[%c0, %c0, %i] : memref<2x1x3xi64>
    memref.store %ii, %n[%c1, %c0, %i] : memref<2x1x3xi64>
  }
  %nu = memref.cast %n : memref<2x1x3xi64> to memref<*xi64>
  func.call @printMemrefI64(%nu) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<3x4xf64>
  memref.dealloc %z : memref<f64>
  memref.dealloc %n : memref<2x1x3xi64>
  return
}
