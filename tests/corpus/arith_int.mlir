// Integer arithmetic: signed/unsigned division flavours, remainders, min/max.
// entry: @main
module {
  func.func @divs(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
    %q = arith.divsi %a, %b : i32
    %qu = arith.divui %a, %b : i32
    %qc = arith.ceildivsi %a, %b : i32
    %qf = arith.floordivsi %a, %b : i32
    %r = arith.remsi %a, %b : i32
    return %q, %qu, %qc, %qf, %r : i32, i32, i32, i32, i32
  }

  func.func @minmax(%a: i64, %b: i64) -> (i64, i64, i64, i64, i64) {
    %r = arith.remui %a, %b : i64
    %m0 = arith.maxsi %a, %b : i64
    %m1 = arith.maxui %a, %b : i64
    %m2 = arith.minsi %a, %b : i64
    %m3 = arith.minui %a, %b : i64
    return %r, %m0, %m1, %m2, %m3 : i64, i64, i64, i64, i64
  }

  // (a + b) * (a - b) on a non-power-of-two width, with overflow flags
  func.func @diff_squares(%a: i17, %b: i17) -> i17 {
    %s = arith.addi %a, %b : i17
    %d = arith.subi %a, %b overflow<nsw> : i17
    %p = arith.muli %s, %d overflow<nsw, nuw> : i17
    return %p : i17
  }

  func.func @main() -> i32 {
    %a = arith.constant -7 : i32
    %b = arith.constant 2 : i32
    %q, %qu, %qc, %qf, %r = call @divs(%a, %b) : (i32, i32) -> (i32, i32, i32, i32, i32)
    %s0 = arith.addi %q, %qc : i32
    %s1 = arith.addi %s0, %qf : i32
    %s2 = arith.addi %s1, %r : i32
    return %s2 : i32
  }
}
