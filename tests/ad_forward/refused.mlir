// Programs forward mode must refuse with a located error (never a silently
// wrong derivative). Each `// refuse @FN ACTIVITIES : TEXT` line says that
// deriving @FN gives an error at the line below it containing TEXT
// (crates/ferrozyme-jit/tests/forward.rs).

// An op without a derivative rule on a varied value.
// refuse @opaque dup : cannot differentiate 'test.foo' in forward mode
func.func @opaque(%x: f64) -> f64 {
  %r = "test.foo"(%x) : (f64) -> f64
  return %r : f64
}

// An unknown op without operands is fine (nothing flows through it).
func.func @opaque_inactive(%x: f64) -> f64 {
  "test.bar"() : () -> ()
  %r = arith.mulf %x, %x : f64
  return %r : f64
}

// A pointer stored in memory and loaded back.
// refuse @ptr_in_memory dup : storing pointers into active memory is not supported in forward mode yet
func.func @ptr_in_memory(%x: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %pp = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %p, %pp : !llvm.ptr, !llvm.ptr
  %q = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  llvm.store %x, %q : f64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %r = arith.mulf %v, %v : f64
  return %r : f64
}

// A call of a function without a body on a varied value.
func.func private @ext(f64) -> f64
// refuse @external dup : cannot differentiate a call to @ext: it has no body
func.func @external(%x: f64) -> f64 {
  %r = func.call @ext(%x) : (f64) -> f64
  return %r : f64
}

// A const buffer that may alias an active one.
// refuse @const_alias dup,const,const : argument #1 of @const_alias is enzyme_const
func.func @const_alias(%a: memref<2xf64>, %b: memref<2xf64>, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %m = arith.select %c, %a, %b : memref<2xf64>
  %v = memref.load %m[%c0] : memref<2xf64>
  return %v : f64
}

// A const buffer handed to an external function next to active buffers
// merged by control flow: not an alias of them, not refused (nor run:
// @observe has no body).
func.func private @observe(memref<2xf64>)
func.func @external_const_buffer(%a: memref<2xf64>, %b: memref<2xf64>, %k: memref<2xf64>, %c: i1) -> f64 {
  %c0 = arith.constant 0 : index
  func.call @observe(%k) : (memref<2xf64>) -> ()
  %m = arith.select %c, %a, %b : memref<2xf64>
  %v = memref.load %m[%c0] : memref<2xf64>
  %w = memref.load %k[%c0] : memref<2xf64>
  %r = arith.mulf %v, %w : f64
  return %r : f64
}

// A tensor of dynamic shape cannot be split into scalars.
// refuse @dyn_tensor dup,const : has a dynamic shape; only static tensors can be split into scalars
func.func @dyn_tensor(%x: f64, %n: index) -> f64 {
  %t = tensor.splat %x[%n] : tensor<?xf64>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<?xf64>
  return %e : f64
}

// A struct passed to a function without a body.
llvm.func @ext_pair(!llvm.struct<(f64, f64)>) -> f64
// refuse @struct_to_external dup : which has no body here to split them into scalars
func.func @struct_to_external(%x: f64) -> f64 {
  %u = llvm.mlir.undef : !llvm.struct<(f64, f64)>
  %a = llvm.insertvalue %x, %u[0] : !llvm.struct<(f64, f64)>
  %r = llvm.call @ext_pair(%a) : (!llvm.struct<(f64, f64)>) -> f64
  return %r : f64
}

// A vector op with no rule to split it into scalars.
// refuse @vector_fold dup : 'vector.fold' on 'vector<2xf64>' values is not supported
func.func @vector_fold(%x: f64) -> f64 {
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf64>
  %f = "vector.fold"(%v) : (vector<2xf64>) -> f64
  %r = arith.mulf %f, %x : f64
  return %r : f64
}
