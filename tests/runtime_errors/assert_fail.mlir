// expected-error: 7:3: 'cf.assert' assertion failed: a must exceed b
// cf.assert with a false condition.
func.func @main() {
  %a = arith.constant 3 : i64
  %b = arith.constant 4 : i64
  %ok = arith.cmpi sgt, %a, %b : i64
  cf.assert %ok, "a must exceed b"
  return
}
