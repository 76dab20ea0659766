// expected-error: 4:8: 'arith.constant' op integer return type must be signless
// arith works on signless integers only (reader-42: an si8 constant ran).
func.func @main() {
  %a = arith.constant -1 : si8
  return
}
