// expected-error: 7:8: 'math.ipowi' integer division by zero (zero to a negative power)
// In i1, `true` is -1: false ** true divides by zero. The JIT read the
// exponent as +1 and returned 0 (found with reader-24's report).
func.func @main() -> i1 {
  %f = arith.constant false
  %t = arith.constant true
  %r = math.ipowi %f, %t : i1
  return %r : i1
}
