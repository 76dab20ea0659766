// Matrix multiply C = A * B on dynamic memrefs, then return trace(C).
// entry: @main
module {
  func.func @matmul(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %M = memref.dim %A, %c0 : memref<?x?xf64>
    %K = memref.dim %A, %c1 : memref<?x?xf64>
    %N = memref.dim %B, %c1 : memref<?x?xf64>
    %zero = arith.constant 0.0 : f64
    scf.for %i = %c0 to %M step %c1 {
      scf.for %j = %c0 to %N step %c1 {
        %acc = scf.for %k = %c0 to %K step %c1 iter_args(%s = %zero) -> (f64) {
          %a = memref.load %A[%i, %k] : memref<?x?xf64>
          %b = memref.load %B[%k, %j] : memref<?x?xf64>
          %p = arith.mulf %a, %b : f64
          %s2 = arith.addf %s, %p : f64
          scf.yield %s2 : f64
        }
        memref.store %acc, %C[%i, %j] : memref<?x?xf64>
      }
    }
    return
  }

  func.func @main() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 3 : index
    %A = memref.alloc(%n, %n) : memref<?x?xf64>
    %B = memref.alloc(%n, %n) : memref<?x?xf64>
    %C = memref.alloc(%n, %n) : memref<?x?xf64>
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %ij = arith.addi %i, %j : index
        %ij64 = arith.index_cast %ij : index to i64
        %v = arith.sitofp %ij64 : i64 to f64
        memref.store %v, %A[%i, %j] : memref<?x?xf64>
        memref.store %v, %B[%j, %i] : memref<?x?xf64>
      }
    }
    call @matmul(%A, %B, %C) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
    %z = arith.constant 0.0 : f64
    %tr = scf.for %i = %c0 to %n step %c1 iter_args(%t = %z) -> (f64) {
      %d = memref.load %C[%i, %i] : memref<?x?xf64>
      %t2 = arith.addf %t, %d : f64
      scf.yield %t2 : f64
    }
    memref.dealloc %A : memref<?x?xf64>
    memref.dealloc %B : memref<?x?xf64>
    memref.dealloc %C : memref<?x?xf64>
    return %tr : f64
  }
}
