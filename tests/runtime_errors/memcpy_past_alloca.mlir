// expected-error: 11:3: 'llvm.intr.memcpy' out-of-bounds access: bytes 0..16 of a 8-byte allocation
// memcpy of 16 bytes out of an 8-byte alloca: the checked JIT did not
// check memcpy's ranges (review).
func.func @main() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.array<4 x i64> : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(5 : i64) : i64
  llvm.store %v, %a : i64, !llvm.ptr
  %n = llvm.mlir.constant(16 : i64) : i64
  "llvm.intr.memcpy"(%b, %a, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %x = llvm.load %b : !llvm.ptr -> i64
  return %x : i64
}
