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
// refuse @vector_fold dup : 'vector.fold' is not supported: ferrozyme runs and differentiates vectors by splitting them into scalars
func.func @vector_fold(%x: f64) -> f64 {
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf64>
  %f = "vector.fold"(%v) : (vector<2xf64>) -> f64
  %r = arith.mulf %f, %x : f64
  return %r : f64
}

// Type punning: a float's bits as an integer, made a float again through
// memory of integers, would lose the derivative (reader-12). (Directly, the
// bits are the float: ad_reverse/word_copies.mlir @pun_roundtrip.)
// refuse @pun_words dup,dup : this float is made from the integer bits of a value carrying derivatives ('arith.bitcast' at
func.func @pun_words(%a: memref<2xf64>, %b: memref<2xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloca() : memref<2xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %a[%i] : memref<2xf64>
    %s = math.sin %v : f64
    %w = arith.bitcast %s : f64 to i64
    memref.store %w, %t[%i] : memref<2xi64>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %w = memref.load %t[%i] : memref<2xi64>
    %v = arith.bitcast %w : i64 to f64
    memref.store %v, %b[%i] : memref<2xf64>
  }
  return
}
// A float's sign bit read as an integer loses nothing: not refused.
func.func @sign_bit(%x: f64) -> f64 {
  %i = arith.bitcast %x : f64 to i64
  %z = arith.constant 0 : i64
  %neg = arith.cmpi slt, %i, %z : i64
  %m = arith.negf %x : f64
  %r = arith.select %neg, %m, %x : f64
  return %r : f64
}

// An indirect call given a value carrying derivatives (reader-12: it was
// taken as constant, a wrong derivative), of a function chosen at run time
// (one known before is made direct: ad_reverse/indirect_calls.mlir).
func.func private @isq(%x: f64, %m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %y = arith.mulf %x, %x : f64
  memref.store %y, %m[%c0] : memref<1xf64>
  return
}
func.func private @icube(%x: f64, %m: memref<1xf64>) {
  %c0 = arith.constant 0 : index
  %y = arith.mulf %x, %x : f64
  %z = arith.mulf %y, %x : f64
  memref.store %z, %m[%c0] : memref<1xf64>
  return
}
// refuse @indirect_mem dup,dup : cannot differentiate an indirect call
func.func @indirect_mem(%x: f64, %m: memref<1xf64>) -> f64 {
  %f1 = func.constant @isq : (f64, memref<1xf64>) -> ()
  %f2 = func.constant @icube : (f64, memref<1xf64>) -> ()
  %zero = arith.constant 0.0 : f64
  %pos = arith.cmpf ogt, %x, %zero : f64
  cf.cond_br %pos, ^call(%f1 : (f64, memref<1xf64>) -> ()), ^call(%f2 : (f64, memref<1xf64>) -> ())
^call(%f: (f64, memref<1xf64>) -> ()):
  func.call_indirect %f(%x, %m) : (f64, memref<1xf64>) -> ()
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<1xf64>
  return %v : f64
}

// Punning followed through region ops (reader-13: a wrong derivative).
// (Through a callee or a memcpy, the bits are the float moved:
// ad_reverse/word_copies.mlir @pun_in_callee, @pun_memcpy.)
// refuse @pun_iter dup,const : this float is made from the integer bits of a value carrying derivatives ('arith.bitcast' at
func.func @pun_iter(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = arith.bitcast %x : f64 to i64
  %j = scf.for %k = %c0 to %n step %c1 iter_args(%a = %i) -> (i64) {
    scf.yield %a : i64
  }
  %y = arith.bitcast %j : i64 to f64
  %r = arith.mulf %y, %x : f64
  return %r : f64
}

