// A callee refused while its private copy is restructured (a view picked
// between blocks), called from a function with several blocks: split mode
// reports the refusal. (reader-32 W2: the name of the callee's
// derivative stayed reserved after the failure, and a later request used
// it: "internal error: ... '@diffepick_view.joined' does not reference a
// valid symbol".)
func.func @pick_view(%m: memref<2x3xf64>, %k: memref<2x3xf64>, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f64
  cf.cond_br %c, ^a, ^b
^a:
  %fm = memref.collapse_shape %m [[0, 1]] : memref<2x3xf64> into memref<6xf64>
  cf.br ^h(%fm, %c0, %z : memref<6xf64>, index, f64)
^b:
  %fk = memref.collapse_shape %k [[0, 1]] : memref<2x3xf64> into memref<6xf64>
  cf.br ^h(%fk, %c0, %z : memref<6xf64>, index, f64)
^h(%flat: memref<6xf64>, %i: index, %acc: f64):
  %p = arith.cmpi slt, %i, %c6 : index
  cf.cond_br %p, ^body, ^done
^body:
  %v = memref.load %flat[%i] : memref<6xf64>
  %v2 = arith.mulf %v, %v : f64
  %a2 = arith.addf %acc, %v2 : f64
  %n = arith.addi %i, %c1 : index
  cf.br ^h(%flat, %n, %a2 : memref<6xf64>, index, f64)
^done:
  return %acc : f64
}
func.func @calls_pick(%x: f64) -> f64 {
  %m = memref.alloc() : memref<2x3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  cf.br ^l(%c0 : index)
^l(%i: index):
  %c2 = arith.constant 2 : index
  %p = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %p, ^s, ^e
^s:
  memref.store %x, %m[%i, %c1] : memref<2x3xf64>
  %n = arith.addi %i, %c1 : index
  cf.br ^l(%n : index)
^e:
  %r = func.call @pick_view(%m, %m, %t) : (memref<2x3xf64>, memref<2x3xf64>, i1) -> f64
  memref.dealloc %m : memref<2x3xf64>
  return %r : f64
}
