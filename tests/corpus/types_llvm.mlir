// LLVM dialect types in signatures: pointers with address spaces, structs, arrays, vectors (of pointers too), func types.
module {
  llvm.func @ptrs(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<270>) -> !llvm.ptr
  llvm.func @aggregates(!llvm.struct<(i32, f64)>, !llvm.struct<packed (i8, i32, i8)>, !llvm.struct<()>) -> !llvm.array<4 x f64>
  llvm.func @named(!llvm.struct<"Node", (i64, ptr)>, !llvm.struct<"Empty", ()>) -> !llvm.array<2 x array<3 x i32>>
  llvm.func @varargs(i32, ...) -> i32
  llvm.func @vectors(vector<4xf32>, vector<[4]xf32>) -> vector<2xi64>
  llvm.func @ptr_vectors(!llvm.vec<4 x ptr>, !llvm.vec<2 x ptr<3>>, !llvm.vec<? x 4 x ptr>) -> !llvm.struct<(vec<2 x ptr>)>
  llvm.func @misc_types(f16, bf16, i1, i128, !llvm.array<4 x f64>)
  llvm.mlir.global external @fn_type_holder() {my.fty = !llvm.func<i32 (i32, ...)>, my.void = !llvm.void} : !llvm.ptr
  llvm.func @fnptr_holder(!llvm.struct<(ptr, i64)>) -> !llvm.array<0 x i8>
}
