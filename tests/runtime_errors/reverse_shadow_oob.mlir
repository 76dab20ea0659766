// expected-error: 8:10: 'affine.load' index 3 is out of bounds for dimension 0 of size 2
// A fault in reverse-mode derivative code (the shadow of %x is smaller than
// %x): located at the op differentiated, named as written (reader-40: no
// location, 'memref.load').
func.func @f(%x: memref<?xf64>, %s: f64) -> f64 {
  %z = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> (f64) {
    %v = affine.load %x[%i] : memref<?xf64>
    %p = arith.mulf %v, %s : f64
    %a = arith.addf %acc, %p : f64
    affine.yield %a : f64
  }
  return %r : f64
}
func.func @main() -> f64 {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %x = memref.alloc(%c4) : memref<?xf64>
  %dx = memref.alloc(%c2) : memref<?xf64>
  %s = arith.constant 1.5 : f64
  %one = arith.constant 1.0 : f64
  %ds = enzyme.autodiff @f(%x, %dx, %s, %one) {activity = [#enzyme<activity enzyme_dup>, #enzyme<activity enzyme_active>], ret_activity = [#enzyme<activity enzyme_activenoneed>]} : (memref<?xf64>, memref<?xf64>, f64, f64) -> f64
  memref.dealloc %x : memref<?xf64>
  memref.dealloc %dx : memref<?xf64>
  return %ds : f64
}
