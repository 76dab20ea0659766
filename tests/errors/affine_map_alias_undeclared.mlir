// expected-error: 4:33: use of undeclared identifier 's0' in affine expression
// An affine map is checked where it is written: an alias's error points
// into the alias, whether or not it is used (reader-42).
#map = affine_map<(d0) -> (d0 + s0)>
func.func @main() {
  return
}
