// expected-error: 4:32: cannot use !llvm.vec for built-in primitives, use 'vector' instead
// !llvm.vec holds pointers only: vectors of floats are builtin vectors
// (MLIR's message).
func.func @f(%a: !llvm.vec<4 x f32>) { return }
