// expected-error: 5:8: 'llvm.getelementptr' op expects a result of 4 pointers as its vector operands have lanes, but got '!llvm.vec<2 x ptr>'
// A vector getelementptr gives one pointer per lane of its vector operands
// (MLIR 19 lets this through; LLVM IR has no such instruction).
func.func @f(%p: !llvm.ptr, %i: vector<4xi32>) -> !llvm.vec<2 x ptr> {
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, vector<4xi32>) -> !llvm.vec<2 x ptr>, f64
  return %q : !llvm.vec<2 x ptr>
}
