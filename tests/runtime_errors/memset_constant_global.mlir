// expected-error: 9:3: 'llvm.intr.memset' write to constant global @k
// memset into a constant global: the checked JIT checked neither its
// range nor the target of memcpy/memmove/memset (review).
llvm.mlir.global internal constant @k(3 : i64) : i64
func.func @main() -> i64 {
  %p = llvm.mlir.addressof @k : !llvm.ptr
  %v = llvm.mlir.constant(0 : i8) : i8
  %n = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memset"(%p, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %x = llvm.load %p : !llvm.ptr -> i64
  return %x : i64
}
