// expected-error: 3:8: 'vector.reduction' op unsupported reduction type 'i32' for kind 'maximumf'
func.func @f(%v: vector<4xi32>) -> i32 {
  %r = vector.reduction <maximumf>, %v : vector<4xi32> into i32
  return %r : i32
}
