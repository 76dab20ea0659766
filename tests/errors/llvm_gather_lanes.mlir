// expected-error: 6:8: 'llvm.intr.masked.gather' op expects a vector of pointers with one per lane of 'vector<4xf64>', but got '!llvm.vec<2 x ptr>'
// A masked gather takes one pointer per lane of its result.
func.func @f(%ps: !llvm.vec<2 x ptr>) -> vector<4xf64> {
  %mask = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf64>
  %g = llvm.intr.masked.gather %ps, %mask, %pass {alignment = 8 : i32} : (!llvm.vec<2 x ptr>, vector<4xi1>, vector<4xf64>) -> vector<4xf64>
  return %g : vector<4xf64>
}
