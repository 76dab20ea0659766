// cf.switch on integer values with a default destination.
// entry: @main
module {
  // days in month (non-leap year)
  func.func @days(%m: i32) -> i32 {
    %d28 = arith.constant 28 : i32
    %d30 = arith.constant 30 : i32
    %d31 = arith.constant 31 : i32
    cf.switch %m : i32, [
      default: ^ret(%d31 : i32),
      2: ^ret(%d28 : i32),
      4: ^thirty,
      6: ^thirty,
      9: ^thirty,
      11: ^thirty
    ]
  ^thirty:
    cf.br ^ret(%d30 : i32)
  ^ret(%r: i32):
    return %r : i32
  }

  func.func @only_default(%x: i8) -> i8 {
    cf.switch %x : i8, [
      default: ^bb1
    ]
  ^bb1:
    return %x : i8
  }

  func.func @main() -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c13 = arith.constant 13 : index
    %z = arith.constant 0 : i32
    %total = scf.for %m = %c1 to %c13 step %c1 iter_args(%acc = %z) -> (i32) {
      %mi = arith.index_cast %m : index to i32
      %d = func.call @days(%mi) : (i32) -> i32
      %a = arith.addi %acc, %d : i32
      scf.yield %a : i32
    }
    return %total : i32
  }
}
