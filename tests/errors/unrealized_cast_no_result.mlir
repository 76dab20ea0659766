// expected-error: 3:3: 'builtin.unrealized_conversion_cast' op expected at least one result for cast operation
func.func @nores(%x: i64) -> i64 {
  "builtin.unrealized_conversion_cast"(%x) : (i64) -> ()
  return %x : i64
}
