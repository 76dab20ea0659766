// expected-error: 10:10: 'memref.load' index 8 is out of bounds for dimension 0 of size 8
// A while loop whose condition tests the index after the load: reads m[8].
func.func @main() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f64
  %m = memref.alloc() : memref<8xf64>
  %r:2 = scf.while (%i = %c0, %acc = %z) : (index, f64) -> (index, f64) {
    %v = memref.load %m[%i] : memref<8xf64>
    %acc2 = arith.addf %acc, %v : f64
    %go = arith.cmpi ule, %i, %c8 : index
    scf.condition(%go) %i, %acc2 : index, f64
  } do {
  ^bb0(%j: index, %a: f64):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %j2, %a : index, f64
  }
  memref.dealloc %m : memref<8xf64>
  return %r#1 : f64
}
