// A derivative differentiated again (forward over reverse), calling an
// integer-only lookup (a native callee) (crates/ferrozyme-jit/tests/native.rs).
// f(x, y) = 4·sin(x²·y) (4 from the lookup); df returns f and ∂f/∂x.
memref.global "private" @table : memref<8xindex> = dense<[3, 1, 4, 1, 5, 0, 2, 6]>
func.func private @lookup(%i: index) -> index {
  %t = memref.get_global @table : memref<8xindex>
  %v = memref.load %t[%i] : memref<8xindex>
  return %v : index
}
func.func @f(%x: f64, %y: f64) -> f64 {
  %c2 = arith.constant 2 : index
  %j = func.call @lookup(%c2) : (index) -> index
  %ji = arith.index_cast %j : index to i64
  %jf = arith.sitofp %ji : i64 to f64
  %p = arith.mulf %x, %y : f64
  %q = arith.mulf %p, %x : f64
  %s = math.sin %q : f64
  %r = arith.mulf %s, %jf : f64
  return %r : f64
}
func.func @df(%x: f64, %y: f64) -> (f64, f64) {
  %one = arith.constant 1.0 : f64
  %r:2 = enzyme.autodiff @f(%x, %y, %one) {activity=[#enzyme<activity enzyme_active>, #enzyme<activity enzyme_const>], ret_activity=[#enzyme<activity enzyme_active>]} : (f64, f64, f64) -> (f64, f64)
  return %r#0, %r#1 : f64, f64
}
