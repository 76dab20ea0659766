// expected-error: 10:8: 'vector.gather' index 5 is out of bounds for dimension 0 of size 4
// vector.gather runs as scalar loads: its errors name the op written
// ('memref.load' before: reader-40).
func.func @main() -> f64 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf64>
  %idx = arith.constant dense<[0, 5]> : vector<2xi32>
  %all = arith.constant dense<true> : vector<2xi1>
  %pt = arith.constant dense<0.0> : vector<2xf64>
  %g = vector.gather %m[%c0][%idx], %all, %pt : memref<4xf64>, vector<2xi32>, vector<2xi1>, vector<2xf64> into vector<2xf64>
  memref.dealloc %m : memref<4xf64>
  %r = vector.reduction <add>, %g : vector<2xf64> into f64
  return %r : f64
}
