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

// A varied float packed into a struct.
// refuse @into_struct dup : cannot differentiate 'llvm.insertvalue' in forward mode
func.func @into_struct(%x: f64) -> f64 {
  %u = llvm.mlir.poison : !llvm.struct<(f64, f64)>
  %a = llvm.insertvalue %x, %u[0] : !llvm.struct<(f64, f64)>
  %b = llvm.extractvalue %a[0] : !llvm.struct<(f64, f64)>
  return %b : f64
}

// Active memory whose address goes through a struct (Enzyme's aggregate.mlir
// pattern, with memory allocated here).
// refuse @ptr_through_struct dup : cannot differentiate 'llvm.extractvalue' in forward mode
func.func @ptr_through_struct(%x: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %p : f64, !llvm.ptr
  %u = llvm.mlir.poison : !llvm.struct<(ptr)>
  %a = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr)>
  %q = llvm.extractvalue %a[0] : !llvm.struct<(ptr)>
  %v = llvm.load %q : !llvm.ptr -> f64
  %r = arith.mulf %v, %v : f64
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

// Tensors.
// refuse @tensor dup : tensors are not supported in forward mode yet
func.func @tensor(%x: tensor<2xf64>) -> tensor<2xf64> {
  return %x : tensor<2xf64>
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
