// Tensors and LLVM structs in differentiated functions. They are derived as
// flattened copies (every aggregate split into scalars); functions taking or
// returning them get an adapter with the aggregate signature.
//   // fwd  ...  scalar arguments: finite differences (forward.rs) and the
//                forward-vs-reverse dot product (reverse.rs);
//   // tfwd ...  tensor arguments (given as lists), forward finite differences;
//   // rev  ...  reverse mode (tensors enzyme_active), dot product against
//                finite differences.

// A varied float packed into a struct and read back.
// fwd @into_struct dup : 0.5 | -1.5
func.func @into_struct(%x: f64) -> f64 {
  %u = llvm.mlir.poison : !llvm.struct<(f64, f64)>
  %a = llvm.insertvalue %x, %u[0] : !llvm.struct<(f64, f64)>
  %b = llvm.extractvalue %a[0] : !llvm.struct<(f64, f64)>
  %r = arith.mulf %b, %x : f64
  return %r : f64
}

// Active memory whose address goes through a struct (Enzyme's aggregate.mlir).
// fwd @ptr_through_struct dup : 0.5 | 2.0
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

// Nested struct with an array field; fields overwritten and swapped; an
// integer field rides along.
// fwd @nested dup,dup : 0.5; 1.25 | -2.0; 0.3
func.func @nested(%x: f64, %y: f64) -> f64 {
  %u = llvm.mlir.undef : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %k = llvm.mlir.constant(7 : i32) : i32
  %s0 = llvm.insertvalue %x, %u[0] : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %s1 = llvm.insertvalue %k, %s0[1] : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %sy = math.sin %y : f64
  %s2 = llvm.insertvalue %sy, %s1[2, 0] : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %xy = arith.mulf %x, %y : f64
  %s3 = llvm.insertvalue %xy, %s2[2, 1] : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %arr = llvm.extractvalue %s3[2] : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %a0 = llvm.extractvalue %arr[0] : !llvm.array<2 x f64>
  %a1 = llvm.extractvalue %arr[1] : !llvm.array<2 x f64>
  %s4 = llvm.insertvalue %a1, %s3[0] : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %f0 = llvm.extractvalue %s4[0] : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %ki = llvm.extractvalue %s4[1] : !llvm.struct<(f64, i32, !llvm.array<2 x f64>)>
  %kf = arith.sitofp %ki : i32 to f64
  %t = arith.mulf %f0, %a0 : f64
  %r = arith.addf %t, %kf : f64
  return %r : f64
}

// A loop carrying a struct: (a, b) -> (b, a*b + x).
// fwd @struct_loop dup,const : 0.5; 4 | 1.1; 3
func.func @struct_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  %u = llvm.mlir.undef : !llvm.struct<(f64, f64)>
  %s0 = llvm.insertvalue %x, %u[0] : !llvm.struct<(f64, f64)>
  %s1 = llvm.insertvalue %one, %s0[1] : !llvm.struct<(f64, f64)>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s1) -> (!llvm.struct<(f64, f64)>) {
    %a = llvm.extractvalue %s[0] : !llvm.struct<(f64, f64)>
    %b = llvm.extractvalue %s[1] : !llvm.struct<(f64, f64)>
    %ab = arith.mulf %a, %b : f64
    %nb = arith.addf %ab, %x : f64
    %t0 = llvm.insertvalue %b, %s[0] : !llvm.struct<(f64, f64)>
    %t1 = llvm.insertvalue %nb, %t0[1] : !llvm.struct<(f64, f64)>
    scf.yield %t1 : !llvm.struct<(f64, f64)>
  }
  %out = llvm.extractvalue %r[1] : !llvm.struct<(f64, f64)>
  return %out : f64
}

// A struct stored to and loaded from memory as one value (split into
// field loads and stores at the struct's layout offsets: f32 at 0, f64 at 8,
// the array at 16), and one field read through a getelementptr.
// fwd @load_struct dup,dup step=1e-3 tol=3e-3 : 0.7; 1.5 | -1.2; 0.25
func.func @load_struct(%x: f64, %y: f32) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.struct<(f32, f64, array<2 x f64>)> : (i64) -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(f32, f64, array<2 x f64>)>
  %s0 = llvm.insertvalue %y, %u[0] : !llvm.struct<(f32, f64, array<2 x f64>)>
  %s1 = llvm.insertvalue %x, %s0[1] : !llvm.struct<(f32, f64, array<2 x f64>)>
  %sx = math.sin %x : f64
  %s2 = llvm.insertvalue %sx, %s1[2, 1] : !llvm.struct<(f32, f64, array<2 x f64>)>
  %z = arith.constant 0.0 : f64
  %s3 = llvm.insertvalue %z, %s2[2, 0] : !llvm.struct<(f32, f64, array<2 x f64>)>
  llvm.store %s3, %p : !llvm.struct<(f32, f64, array<2 x f64>)>, !llvm.ptr
  %q = llvm.getelementptr %p[0, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f64, array<2 x f64>)>
  %w = llvm.load %q : !llvm.ptr -> f64
  %s = llvm.load %p : !llvm.ptr -> !llvm.struct<(f32, f64, array<2 x f64>)>
  %a = llvm.extractvalue %s[1] : !llvm.struct<(f32, f64, array<2 x f64>)>
  %b = llvm.extractvalue %s[0] : !llvm.struct<(f32, f64, array<2 x f64>)>
  %bd = arith.extf %b : f32 to f64
  %ab = arith.mulf %a, %bd : f64
  %r = arith.mulf %ab, %w : f64
  return %r : f64
}

// Structs across calls and out of a branch.
func.func @mk(%x: f64) -> !llvm.struct<(f64, f64)> {
  %u = llvm.mlir.undef : !llvm.struct<(f64, f64)>
  %e = math.exp %x : f64
  %s0 = llvm.insertvalue %e, %u[0] : !llvm.struct<(f64, f64)>
  %c = math.cos %x : f64
  %s1 = llvm.insertvalue %c, %s0[1] : !llvm.struct<(f64, f64)>
  return %s1 : !llvm.struct<(f64, f64)>
}
func.func @dot2(%s: !llvm.struct<(f64, f64)>, %y: f64) -> f64 {
  %a = llvm.extractvalue %s[0] : !llvm.struct<(f64, f64)>
  %b = llvm.extractvalue %s[1] : !llvm.struct<(f64, f64)>
  %ay = arith.mulf %a, %y : f64
  %r = arith.addf %ay, %b : f64
  return %r : f64
}
// fwd @struct_calls dup,dup,const : 0.5; 2.0; 1 | -0.7; 0.4; 0
func.func @struct_calls(%x: f64, %y: f64, %c: i1) -> f64 {
  %s = func.call @mk(%x) : (f64) -> !llvm.struct<(f64, f64)>
  %t = scf.if %c -> (!llvm.struct<(f64, f64)>) {
    scf.yield %s : !llvm.struct<(f64, f64)>
  } else {
    %a = llvm.extractvalue %s[0] : !llvm.struct<(f64, f64)>
    %b = llvm.extractvalue %s[1] : !llvm.struct<(f64, f64)>
    %w0 = llvm.insertvalue %b, %s[0] : !llvm.struct<(f64, f64)>
    %w1 = llvm.insertvalue %a, %w0[1] : !llvm.struct<(f64, f64)>
    scf.yield %w1 : !llvm.struct<(f64, f64)>
  }
  %r = func.call @dot2(%t, %y) : (!llvm.struct<(f64, f64)>, f64) -> f64
  return %r : f64
}

// Tensors inside a scalar function: from_elements, elementwise math, a
// dense constant, extract and insert at run-time indices.
// fwd @tensor_inside dup,dup,const : 0.5; 1.5; 1 | -0.3; 2.0; 2
func.func @tensor_inside(%x: f64, %y: f64, %i: index) -> f64 {
  %t = tensor.from_elements %x, %y, %x : tensor<3xf64>
  %w = arith.constant dense<[2.0, -1.0, 0.5]> : tensor<3xf64>
  %e = math.exp %t : tensor<3xf64>
  %p = arith.mulf %e, %w : tensor<3xf64>
  %q = tensor.insert %y into %p[%i] : tensor<3xf64>
  %c0 = arith.constant 0 : index
  %a = tensor.extract %q[%i] : tensor<3xf64>
  %b = tensor.extract %q[%c0] : tensor<3xf64>
  %ab = arith.mulf %a, %b : f64
  %c2 = arith.constant 2 : index
  %z = tensor.extract %q[%c2] : tensor<3xf64>
  %r = arith.addf %ab, %z : f64
  return %r : f64
}

// Tensor arguments and results.
// tfwd @tensor_map dup : [0.5, -1.0, 2.0] | [0.1, 0.2, 0.3]
// rev @tensor_map active : [0.5, -1.0, 2.0] | [0.1, 0.2, 0.3]
func.func @tensor_map(%t: tensor<3xf64>) -> tensor<3xf64> {
  %s = math.sin %t : tensor<3xf64>
  %p = arith.mulf %s, %t : tensor<3xf64>
  %c = arith.constant dense<1.5> : tensor<3xf64>
  %r = arith.addf %p, %c : tensor<3xf64>
  return %r : tensor<3xf64>
}

// A 2-D tensor and a scalar to one number.
// tfwd @tensor_2d dup,dup : [[0.5, 1.0], [-2.0, 0.25]]; 0.7
// rev @tensor_2d active,active : [[0.5, 1.0], [-2.0, 0.25]]; 0.7
func.func @tensor_2d(%t: tensor<2x2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0, %c1] : tensor<2x2xf64>
  %b = tensor.extract %t[%c1, %c0] : tensor<2x2xf64>
  %d = tensor.extract %t[%c1, %c1] : tensor<2x2xf64>
  %sq = tensor.splat %s : tensor<2x2xf64>
  %m = arith.mulf %t, %sq : tensor<2x2xf64>
  %e = tensor.extract %m[%c0, %c0] : tensor<2x2xf64>
  %ab = arith.mulf %a, %b : f64
  %abd = arith.divf %ab, %d : f64
  %r = arith.addf %abd, %e : f64
  return %r : f64
}

// A loop carrying a tensor that rotates and scales it.
// tfwd @tensor_loop dup,const : [0.5, -1.0, 2.0]; 4
// rev @tensor_loop active,const : [0.5, -1.0, 2.0]; 4
func.func @tensor_loop(%t: tensor<3xf64>, %n: index) -> tensor<3xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<3xf64>) {
    %a = tensor.extract %acc[%c0] : tensor<3xf64>
    %b = tensor.extract %acc[%c1] : tensor<3xf64>
    %c = tensor.extract %acc[%c2] : tensor<3xf64>
    %ab = arith.mulf %a, %b : f64
    %sc = math.sin %c : f64
    %nxt = tensor.from_elements %b, %sc, %ab : tensor<3xf64>
    scf.yield %nxt : tensor<3xf64>
  }
  return %r : tensor<3xf64>
}

// Width-packed request (Enzyme's batched convention): two tangents of x
// in one tensor<2xf64>, used through @batched.
func.func @cube(%x: f64) -> f64 {
  %x2 = arith.mulf %x, %x : f64
  %x3 = arith.mulf %x2, %x : f64
  return %x3 : f64
}
func.func @batched(%x: f64, %dx: tensor<2xf64>) -> tensor<2xf64> {
  %r = enzyme.fwddiff @cube(%x, %dx) {activity = [#enzyme<activity enzyme_dup>], ret_activity = [#enzyme<activity enzyme_dupnoneed>], width = 2 : i64} : (f64, tensor<2xf64>) -> tensor<2xf64>
  return %r : tensor<2xf64>
}
