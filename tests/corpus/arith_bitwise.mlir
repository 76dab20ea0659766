// Bitwise ops: population count by shifting, and masks.
// entry: @main
module {
  func.func @popcount(%x: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %res:2 = scf.for %i = %c0 to %c32 step %c1 iter_args(%v = %x, %acc = %zero) -> (i32, i32) {
      %bit = arith.andi %v, %one : i32
      %acc2 = arith.addi %acc, %bit : i32
      %v2 = arith.shrui %v, %one : i32
      scf.yield %v2, %acc2 : i32, i32
    }
    return %res#1 : i32
  }

  func.func @mix(%a: i64, %b: i64) -> i64 {
    %c3 = arith.constant 3 : i64
    %o = arith.ori %a, %b : i64
    %x = arith.xori %o, %a : i64
    %l = arith.shli %x, %c3 : i64
    %r = arith.shrsi %l, %c3 : i64
    return %r : i64
  }

  func.func @bool_logic(%p: i1, %q: i1) -> i1 {
    %t = arith.constant true
    %np = arith.xori %p, %t : i1
    %r = arith.ori %np, %q : i1
    return %r : i1
  }

  func.func @main() -> i32 {
    %x = arith.constant 255 : i32
    %r = call @popcount(%x) : (i32) -> i32
    return %r : i32
  }
}
