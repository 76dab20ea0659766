// expected-error: 7:5: 'affine.store' index 4 is out of bounds for dimension 0 of size 4
// affine ops run as scf/memref ops: their errors name the op written.
func.func @main() -> f64 {
  %m = memref.alloc() : memref<4xf64>
  %x = arith.constant 2.5 : f64
  affine.for %i = 0 to 5 {
    affine.store %x, %m[%i] : memref<4xf64>
  }
  %v = affine.load %m[0] : memref<4xf64>
  memref.dealloc %m : memref<4xf64>
  return %v : f64
}
