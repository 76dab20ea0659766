// Integer bit counts (math.ctlz/cttz/ctpop) and the two-result extended
// arithmetic (arith.addui_extended/mulsi_extended/mului_extended).
// entry: @main
module {
  func.func @counts(%a: i32) -> (i32, i32, i32) {
    %l = math.ctlz %a : i32
    %t = math.cttz %a : i32
    %p = math.ctpop %a : i32
    return %l, %t, %p : i32, i32, i32
  }

  func.func @counts_i8(%a: i8) -> i8 {
    %l = math.ctlz %a : i8
    %t = math.cttz %a : i8
    %p = math.ctpop %a : i8
    %s = arith.addi %l, %t : i8
    %r = arith.addi %s, %p : i8
    return %r : i8
  }

  func.func @add_carry(%a: i64, %b: i64) -> (i64, i1) {
    %s, %o = arith.addui_extended %a, %b : i64, i1
    return %s, %o : i64, i1
  }

  func.func @mul_wide(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
    %l, %h = arith.mulsi_extended %a, %b : i32
    %ul, %uh = arith.mului_extended %a, %b : i32
    return %l, %h, %ul, %uh : i32, i32, i32, i32
  }

  func.func @mul_wide_index(%a: index, %b: index) -> (index, index) {
    %l, %h = arith.mului_extended %a, %b {tag = "wide"} : index
    return %l, %h : index, index
  }

  func.func @main() -> f64 {
    %c240 = arith.constant 240 : i32
    %c0 = arith.constant 0 : i32
    %m7 = arith.constant -7 : i32
    %c3 = arith.constant 3 : i32
    %m1 = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    // 24 + 4 + 4 = 32
    %l, %t, %p = call @counts(%c240) : (i32) -> (i32, i32, i32)
    %s1 = arith.addi %l, %t : i32
    %s2 = arith.addi %s1, %p : i32
    // ctlz(0) = 32
    %z = math.ctlz %c0 : i32
    %s3 = arith.addi %s2, %z : i32
    // -7 · 3 = -21: low -21, high -1 (signed); 3·(2^32 - 7): low -21, high 2
    %ml, %mh, %ul, %uh = call @mul_wide(%m7, %c3) : (i32, i32) -> (i32, i32, i32, i32)
    %s4 = arith.addi %s3, %ml : i32
    %s5 = arith.addi %s4, %mh : i32
    %s6 = arith.addi %s5, %uh : i32
    // 0xFFFFFFFF + 1: sum 0, overflow 1
    %sum, %ovf = arith.addui_extended %m1, %c1 : i32, i1
    %o = arith.extui %ovf : i1 to i32
    %s7 = arith.addi %s6, %sum : i32
    %s8 = arith.addi %s7, %o : i32
    // 32 + 32 - 21 - 1 + 2 + 0 + 1 = 45
    %r = arith.sitofp %s8 : i32 to f64
    return %r : f64
  }
}
