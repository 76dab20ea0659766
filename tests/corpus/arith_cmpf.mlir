// Every arith.cmpf predicate, folded into a bitmask.
// entry: @main
module {
  func.func @cmpf_all(%a: f64, %b: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %0 = arith.cmpf false, %a, %b : f64
    %1 = arith.cmpf oeq, %a, %b : f64
    %2 = arith.cmpf ogt, %a, %b : f64
    %3 = arith.cmpf oge, %a, %b : f64
    %4 = arith.cmpf olt, %a, %b : f64
    %5 = arith.cmpf ole, %a, %b : f64
    %6 = arith.cmpf one, %a, %b : f64
    %7 = arith.cmpf ord, %a, %b : f64
    %8 = arith.cmpf ueq, %a, %b : f64
    %9 = arith.cmpf ugt, %a, %b : f64
    %10 = arith.cmpf uge, %a, %b : f64
    %11 = arith.cmpf ult, %a, %b : f64
    %12 = arith.cmpf ule, %a, %b : f64
    %13 = arith.cmpf une, %a, %b : f64
    %14 = arith.cmpf uno, %a, %b : f64
    %15 = arith.cmpf true, %a, %b : f64
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }

  // Count how many of the ordered predicates hold for 1.0 vs 2.0.
  func.func @main() -> i32 {
    %a = arith.constant 1.0 : f64
    %b = arith.constant 2.0 : f64
    %lt = arith.cmpf olt, %a, %b fastmath<nnan> : f64
    %le = arith.cmpf ole, %a, %b : f64
    %ne = arith.cmpf one, %a, %b : f64
    %x0 = arith.extui %lt : i1 to i32
    %x1 = arith.extui %le : i1 to i32
    %x2 = arith.extui %ne : i1 to i32
    %s0 = arith.addi %x0, %x1 : i32
    %s1 = arith.addi %s0, %x2 : i32
    return %s1 : i32
  }
}
