// Recursive Fibonacci through func.call.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fib(%n: i64) -> i64 {
  %two = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %two : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %one = arith.constant 1 : i64
    %n1 = arith.subi %n, %one : i64
    %n2 = arith.subi %n, %two : i64
    %a = func.call @fib(%n1) : (i64) -> i64
    %b = func.call @fib(%n2) : (i64) -> i64
    %s = arith.addi %a, %b : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @main() {
  %n = arith.constant 20 : i64
  %f = func.call @fib(%n) : (i64) -> i64
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
