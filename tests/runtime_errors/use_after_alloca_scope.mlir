// expected-error: 14:8: 'memref.load' use of stack memory after its scope returned
// A buffer made in a memref.alloca_scope and used after the scope ended
// (MLIR leaves that undefined): both engines release the scope's
// allocations when it ends, so the checked ones report the use.
func.func @main() -> f64 {
  %c1 = arith.constant 1 : index
  %x = arith.constant 2.5 : f64
  %a = memref.alloca_scope -> memref<4xf64> {
    %b = memref.alloca() : memref<4xf64>
    memref.store %x, %b[%c1] : memref<4xf64>
    memref.alloca_scope.return %b : memref<4xf64>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c1] : memref<4xf64>
  return %v : f64
}
