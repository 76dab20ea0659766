// expected-error: 10:8: 'memref.load' use of stack memory after its scope returned
// A memref.alloca returned from its function is used after the callee's stack frame is gone.
func.func @get() -> memref<4xf64> {
  %m = memref.alloca() : memref<4xf64>
  return %m : memref<4xf64>
}
func.func @main() -> f64 {
  %m = func.call @get() : () -> memref<4xf64>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf64>
  return %v : f64
}
