// Type aliases (!name = type) and attribute aliases (#name = attr), including
// #arith.fastmath used through an alias and the generic attribute dictionary.
// entry: @main
!vec = vector<4xf64>
!buf = memref<?xf64>
!view = memref<?x?xf32, strided<[?, 1], offset: ?>>
#fast = #arith.fastmath<fast>
#nn = #arith.fastmath<nnan,ninf>
#tag = {kind = "alias", level = 2 : i32}
#perm = affine_map<(d0, d1) -> (d1, d0)>
#layout = strided<[?, 1], offset: ?>
module {
  func.func @axpy(%a: f64, %x: !buf, %y: !buf) attributes {meta = #tag} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %x, %c0 : !buf
    scf.for %i = %c0 to %n step %c1 {
      %xv = memref.load %x[%i] : !buf
      %yv = memref.load %y[%i] : !buf
      %p = arith.mulf %a, %xv {fastmath = #fast} : f64
      %s = arith.addf %p, %yv fastmath<nnan,ninf> : f64
      memref.store %s, %y[%i] : !buf
    }
    return
  }

  func.func @vadd(%a: !vec, %b: !vec) -> !vec {
    %r = arith.addf %a, %b {fastmath = #nn} : !vec
    return %r : !vec
  }

  func.func @first(%v: !view, %w: memref<4x?xf32, #layout>) -> f32 attributes {perm = #perm} {
    %c0 = arith.constant 0 : index
    %x = memref.load %v[%c0, %c0] : !view
    return %x : f32
  }

  func.func @main() -> f64 {
    %c2 = arith.constant 2 : index
    %x = memref.alloc(%c2) : !buf
    %y = memref.alloc(%c2) : !buf
    %a = arith.constant 3.0 : f64
    %c0i = arith.constant 0 : index
    %c1i = arith.constant 1 : index
    %one = arith.constant 1.0 : f64
    %half = arith.constant 0.5 : f64
    memref.store %one, %x[%c0i] : !buf
    memref.store %one, %x[%c1i] : !buf
    memref.store %half, %y[%c0i] : !buf
    memref.store %half, %y[%c1i] : !buf
    call @axpy(%a, %x, %y) : (f64, !buf, !buf) -> ()
    %r = memref.load %y[%c0i] : !buf
    memref.dealloc %x : !buf
    memref.dealloc %y : !buf
    return %r : f64
  }
}
