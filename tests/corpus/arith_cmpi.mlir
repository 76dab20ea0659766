// Every arith.cmpi predicate; sign-aware comparisons on i8.
// entry: @main
module {
  func.func @cmpi_all(%a: i8, %b: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %0 = arith.cmpi eq, %a, %b : i8
    %1 = arith.cmpi ne, %a, %b : i8
    %2 = arith.cmpi slt, %a, %b : i8
    %3 = arith.cmpi sle, %a, %b : i8
    %4 = arith.cmpi sgt, %a, %b : i8
    %5 = arith.cmpi sge, %a, %b : i8
    %6 = arith.cmpi ult, %a, %b : i8
    %7 = arith.cmpi ule, %a, %b : i8
    %8 = arith.cmpi ugt, %a, %b : i8
    %9 = arith.cmpi uge, %a, %b : i8
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }

  func.func @cmp_index(%i: index, %n: index) -> i1 {
    %r = arith.cmpi ult, %i, %n : index
    return %r : i1
  }

  // -1 (0xFF) is signed-less-than 1 but unsigned-greater-than 1.
  func.func @main() -> i8 {
    %a = arith.constant -1 : i8
    %b = arith.constant 1 : i8
    %s = arith.cmpi slt, %a, %b : i8
    %u = arith.cmpi ugt, %a, %b : i8
    %both = arith.andi %s, %u : i1
    %r = arith.extui %both : i1 to i8
    return %r : i8
  }
}
