// 8x8 matrix product C = A * B with A[i][j] = i + j/8 and B[i][j] = (i - j) / 3.
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %eight = arith.constant 8.0 : f64
  %three = arith.constant 3.0 : f64
  %zero = arith.constant 0.0 : f64
  %a = memref.alloc() : memref<8x8xf64>
  %b = memref.alloc() : memref<8x8xf64>
  %c = memref.alloc() : memref<8x8xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %fj = arith.sitofp %jj : i64 to f64
      %q = arith.divf %fj, %eight : f64
      %av = arith.addf %fi, %q : f64
      %d = arith.subf %fi, %fj : f64
      %bv = arith.divf %d, %three : f64
      memref.store %av, %a[%i, %j] : memref<8x8xf64>
      memref.store %bv, %b[%i, %j] : memref<8x8xf64>
      memref.store %zero, %c[%i, %j] : memref<8x8xf64>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %x = memref.load %a[%i, %k] : memref<8x8xf64>
        %y = memref.load %b[%k, %j] : memref<8x8xf64>
        %acc = memref.load %c[%i, %j] : memref<8x8xf64>
        %p = arith.mulf %x, %y : f64
        %s = arith.addf %acc, %p : f64
        memref.store %s, %c[%i, %j] : memref<8x8xf64>
      }
    }
  }
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %v1 = memref.load %c[%c0, %c0] : memref<8x8xf64>
  %v2 = memref.load %c[%c3, %c5] : memref<8x8xf64>
  %v3 = memref.load %c[%c7, %c1] : memref<8x8xf64>
  func.call @printF64(%v1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%v2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%v3) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<8x8xf64>
  memref.dealloc %b : memref<8x8xf64>
  memref.dealloc %c : memref<8x8xf64>
  return
}
