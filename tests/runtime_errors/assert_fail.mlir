// expected-error: TODO
// cf.assert with a false condition.
func.func @main() {
  %a = arith.constant 3 : i64
  %b = arith.constant 4 : i64
  %ok = arith.cmpi sgt, %a, %b : i64
  cf.assert %ok, "a must exceed b"
  return
}
