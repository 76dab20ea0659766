// Source locations: file:line:col, names, callsites, fused, unknown, and #loc aliases.
// (mlir-opt drops them from output unless --mlir-print-debuginfo is given.)
// entry: @main
#loc0 = loc("kernel.c":1:1)
#loc1 = loc("kernel.c":3:10)
#loc2 = loc("x"(#loc1))
module {
  func.func @scaled(%x: f64 loc(#loc2), %k: f64 loc("kernel.c":3:17)) -> f64 {
    %p = arith.mulf %x, %k : f64 loc("kernel.c":4:12)
    %q = arith.addf %p, %x : f64 loc(callsite("inlined.h":9:3 at "kernel.c":5:5))
    %r = arith.subf %q, %k : f64 loc(fused["kernel.c":6:1, "kernel.c":6:9])
    %s = arith.negf %r : f64 loc(fused<"meta">["kernel.c":7:2])
    %t = arith.negf %s : f64 loc(unknown)
    return %t : f64 loc(#loc1)
  } loc(#loc0)

  func.func @main() -> f64 {
    %a = arith.constant 2.0 : f64 loc("main.c":10:3)
    %b = arith.constant 5.0 : f64 loc("named"("main.c":11:3))
    %r = call @scaled(%a, %b) : (f64, f64) -> f64 loc("main.c":12:3)
    return %r : f64
  }
} loc("kernel.c":0:0)
