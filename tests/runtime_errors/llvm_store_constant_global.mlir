// expected-error: 7:3: 'llvm.store' write to constant global @k
// llvm.store through the address of a constant llvm.mlir.global.
llvm.mlir.global internal constant @k(3 : i64) : i64
func.func @main() -> i64 {
  %p = llvm.mlir.addressof @k : !llvm.ptr
  %v = llvm.mlir.constant(7 : i64) : i64
  llvm.store %v, %p : i64, !llvm.ptr
  %x = llvm.load %p : !llvm.ptr -> i64
  return %x : i64
}
