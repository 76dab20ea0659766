// expected-error: 4:8: 'llvm.intr.lround' op operand #0 must be floating point LLVM type, but got 'vector<4xf64>'
// MLIR 19 rounds scalars to integers only (its message).
llvm.func @f(%x: vector<4xf64>) -> vector<4xi64> {
  %0 = llvm.intr.lround(%x) : (vector<4xf64>) -> vector<4xi64>
  llvm.return %0 : vector<4xi64>
}
