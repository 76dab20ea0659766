// Euclid's algorithm as an unstructured cf loop with block arguments.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @gcd(%a: i64, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %zero = arith.constant 0 : i64
  %done = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %done, ^exit(%x : i64), ^body(%x, %y : i64, i64)
^body(%p: i64, %q: i64):
  %r = arith.remsi %p, %q : i64
  cf.br ^loop(%q, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

func.func @main() {
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %c = arith.constant 270 : i64
  %d = arith.constant 192 : i64
  %g1 = func.call @gcd(%a, %b) : (i64, i64) -> i64
  %g2 = func.call @gcd(%c, %d) : (i64, i64) -> i64
  %g3 = func.call @gcd(%b, %d) : (i64, i64) -> i64
  func.call @printI64(%g1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%g2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%g3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
