// expected-error: 7:8: 'arith.extui' integers wider than 64 bits are not supported by the interpreter
// An i128 computed in 64 bits gave 0 for (2^64 - 1 + 1) >> 64 (reader-21);
// both engines refuse such integers by name (the JIT: "values of type
// 'i128' are not supported by the JIT").
func.func @main() -> i64 {
  %m = arith.constant -1 : i64
  %w = arith.extui %m : i64 to i128
  %one = arith.constant 1 : i128
  %s = arith.addi %w, %one : i128
  %c64 = arith.constant 64 : i128
  %h = arith.shrui %s, %c64 : i128
  %r = arith.trunci %h : i128 to i64
  return %r : i64
}
