// func.call between public and private functions, declarations, recursion.
// entry: @main
module {
  func.func private @external_cos(f64) -> f64

  func.func private @square(%x: f64) -> f64 {
    %r = arith.mulf %x, %x : f64
    return %r : f64
  }

  func.func @sum_of_squares(%a: f64, %b: f64) -> f64 {
    %a2 = func.call @square(%a) : (f64) -> f64
    %b2 = call @square(%b) : (f64) -> f64
    %s = arith.addf %a2, %b2 : f64
    return %s : f64
  }

  // recursive fibonacci
  func.func @fib(%n: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %c1 = arith.constant 1 : i32
    %small = arith.cmpi slt, %n, %c2 : i32
    %r = scf.if %small -> (i32) {
      scf.yield %n : i32
    } else {
      %n1 = arith.subi %n, %c1 : i32
      %n2 = arith.subi %n, %c2 : i32
      %f1 = func.call @fib(%n1) : (i32) -> i32
      %f2 = func.call @fib(%n2) : (i32) -> i32
      %s = arith.addi %f1, %f2 : i32
      scf.yield %s : i32
    }
    return %r : i32
  }

  func.func @no_args_no_results() {
    return
  }

  func.func @main() -> i32 {
    call @no_args_no_results() : () -> ()
    %n = arith.constant 10 : i32
    %r = call @fib(%n) : (i32) -> i32
    return %r : i32
  }
}
