// Elementary functions at a few points (printed with 6 significant digits),
// and acosh just above 1 bit for bit (reader-42: std's formula was 34,000
// ulps off there).
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%x: f64) {
  func.call @printF64(%x) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x = arith.constant 0.7 : f64
  %y = arith.constant 2.5 : f64
  %s = math.sin %x : f64
  %c = math.cos %x : f64
  %t = math.tan %x : f64
  %e = math.exp %y : f64
  %l = math.log %y : f64
  %q = math.sqrt %y : f64
  %h = math.tanh %x : f64
  %a = math.atan2 %x, %y : f64
  %p = math.powf %y, %x : f64
  %l2 = math.log2 %y : f64
  %l10 = math.log10 %y : f64
  %e1 = math.expm1 %x : f64
  %lp = math.log1p %x : f64
  %cb = math.cbrt %y : f64
  %as = math.asin %x : f64
  %fl = math.floor %y : f64
  %ce = math.ceil %y : f64
  %ab = math.absf %s : f64
  func.call @show(%s) : (f64) -> ()
  func.call @show(%c) : (f64) -> ()
  func.call @show(%t) : (f64) -> ()
  func.call @show(%e) : (f64) -> ()
  func.call @show(%l) : (f64) -> ()
  func.call @show(%q) : (f64) -> ()
  func.call @show(%h) : (f64) -> ()
  func.call @show(%a) : (f64) -> ()
  func.call @show(%p) : (f64) -> ()
  func.call @show(%l2) : (f64) -> ()
  func.call @show(%l10) : (f64) -> ()
  func.call @show(%e1) : (f64) -> ()
  func.call @show(%lp) : (f64) -> ()
  func.call @show(%cb) : (f64) -> ()
  func.call @show(%as) : (f64) -> ()
  func.call @show(%fl) : (f64) -> ()
  func.call @show(%ce) : (f64) -> ()
  func.call @show(%ab) : (f64) -> ()
  %near1 = arith.constant 1.0000000001 : f64
  %ach = math.acosh %near1 : f64
  %achb = arith.bitcast %ach : f64 to i64
  func.call @printI64(%achb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
