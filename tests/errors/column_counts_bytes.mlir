// expected-error: 4:59: use of undeclared SSA value name '%m'
// Columns count bytes, as MLIR's do: "é" is two bytes (reader-40).
func.func @main() -> index {
  %c = arith.constant 0 : index loc("é") %v = arith.addi %m, %c : index
  return %v : index
}
