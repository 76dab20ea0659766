// scf.while / scf.condition: Collatz step count and Newton iteration.
// entry: @main
module {
  func.func @collatz(%n0: i64) -> i64 {
    %one = arith.constant 1 : i64
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %zero = arith.constant 0 : i64
    %res:2 = scf.while (%n = %n0, %steps = %zero) : (i64, i64) -> (i64, i64) {
      %cont = arith.cmpi ne, %n, %one : i64
      scf.condition(%cont) %n, %steps : i64, i64
    } do {
    ^bb0(%n: i64, %steps: i64):
      %r = arith.remui %n, %two : i64
      %even = arith.cmpi eq, %r, %zero : i64
      %next = scf.if %even -> (i64) {
        %h = arith.divui %n, %two : i64
        scf.yield %h : i64
      } else {
        %t = arith.muli %n, %three : i64
        %t1 = arith.addi %t, %one : i64
        scf.yield %t1 : i64
      }
      %s1 = arith.addi %steps, %one : i64
      scf.yield %next, %s1 : i64, i64
    }
    return %res#1 : i64
  }

  // sqrt(a) by Newton's method until |x*x - a| < eps; the after region returns a different type set
  func.func @newton_sqrt(%a: f64) -> f64 {
    %eps = arith.constant 1.0e-12 : f64
    %half = arith.constant 0.5 : f64
    %r = scf.while (%x = %a) : (f64) -> f64 {
      %sq = arith.mulf %x, %x : f64
      %d = arith.subf %sq, %a : f64
      %ad = math.absf %d : f64
      %go = arith.cmpf oge, %ad, %eps : f64
      scf.condition(%go) %x : f64
    } do {
    ^bb0(%x: f64):
      %q = arith.divf %a, %x : f64
      %s = arith.addf %x, %q : f64
      %n = arith.mulf %s, %half : f64
      scf.yield %n : f64
    }
    return %r : f64
  }

  func.func @main() -> i64 {
    %n = arith.constant 27 : i64
    %r = call @collatz(%n) : (i64) -> i64
    return %r : i64
  }
}
