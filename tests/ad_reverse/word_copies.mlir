// Integer copies of float memory (C copying doubles as 64-bit words, LLVM
// moving values it does not compute with as integers): the copies become
// float copies before differentiation (ad/word_copies.rs), so the shadow
// moves with the value. Real rustc output: rust_word_copies.mlir.

// fwd @pun_llvm dup,dup : 0.7; 1.3
// rev @pun_llvm active,active : 0.7; 1.3 | -2.0; 0.4
llvm.func @pun_llvm(%x: f64, %y: f64) -> f64 {
  %n = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %xy = llvm.fmul %x, %y : f64
  llvm.store %xy, %a : f64, !llvm.ptr
  %w = llvm.load %a : !llvm.ptr -> i64
  llvm.store %w, %b : i64, !llvm.ptr
  %v = llvm.load %b : !llvm.ptr -> f64
  %s = llvm.intr.sin(%v) : (f64) -> f64
  llvm.return %s : f64
}

// A word copied and also tested (its sign bit picks a factor: the test
// reads the bits through a bitcast of the float load), and a pair of
// f64s swapped as one vector<2xi64> through a buffer only copies touch.
// fwd @copy_and_test dup,dup,dup : 0.7; 1.3; -0.4 | -0.7; 1.3; 2.2
// rev @copy_and_test active,active,active : 0.7; 1.3; -0.4 | -0.7; 1.3; 2.2
llvm.func @copy_and_test(%x: f64, %y: f64, %z: f64) -> f64 {
  %n = llvm.mlir.constant(4 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %a = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %t = llvm.alloca %two x i64 : (i64) -> !llvm.ptr
  %a1 = llvm.getelementptr %a[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %a2 = llvm.getelementptr %a[%two] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %x, %a : f64, !llvm.ptr
  llvm.store %y, %a1 : f64, !llvm.ptr
  %yz = llvm.fmul %y, %z : f64
  llvm.store %yz, %a2 : f64, !llvm.ptr
  // a[3] = a[0] as bits; the bits' sign picks the factor.
  %w = llvm.load %a : !llvm.ptr -> i64
  %a3 = llvm.getelementptr %a[3] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %w, %a3 : i64, !llvm.ptr
  %neg = llvm.icmp "slt" %w, %zero : i64
  // (a[1], a[2]) swapped through %t as vectors of two words.
  %p = llvm.load %a1 : !llvm.ptr -> vector<2xi64>
  llvm.store %p, %t : vector<2xi64>, !llvm.ptr
  %q = llvm.load %t : !llvm.ptr -> vector<2xi64>
  %sh = llvm.shufflevector %q, %q [1, 0] : vector<2xi64>
  llvm.store %sh, %a1 : vector<2xi64>, !llvm.ptr
  %b1 = llvm.load %a1 : !llvm.ptr -> f64
  %b2 = llvm.load %a2 : !llvm.ptr -> f64
  %b3 = llvm.load %a3 : !llvm.ptr -> f64
  %c2 = llvm.mlir.constant(2.0 : f64) : f64
  %c3 = llvm.mlir.constant(3.0 : f64) : f64
  %k = llvm.select %neg, %c2, %c3 : i1, f64
  %m = llvm.fmul %b1, %k : f64
  %e = llvm.intr.exp(%b2) : (f64) -> f64
  %s = llvm.fmul %b3, %b3 : f64
  %r1 = llvm.fadd %m, %e : f64
  %r = llvm.fadd %r1, %s : f64
  llvm.return %r : f64
}

// memcpy of f32 data through addresses computed over f64 (review-34): the
// element type comes from the accesses (f32 on both sides); the addresses
// are whole f32s from the buffers (0 bytes), the length 3 f32s. (Refused
// when only `gep ... : f64` addresses gave the element type.)
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
// fwd @memcpy_f32_geps_f64 dup,dup,dup step=1e-2 tol=1e-3 : 1.5; 2.5; 0.5
// rev @memcpy_f32_geps_f64 active,active,active step=1e-2 tol=1e-3 : 1.5; 2.5; 0.5 | -0.3; 0.8; 1.1
func.func @memcpy_f32_geps_f64(%x0: f32, %x1: f32, %x2: f32) -> f32 {
  %bytes = llvm.mlir.constant(16 : i64) : i64
  %len = llvm.mlir.constant(12 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %b = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %a0 = llvm.getelementptr %a[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %a1 = llvm.getelementptr %a[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %a2 = llvm.getelementptr %a[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %x0, %a0 : f32, !llvm.ptr
  llvm.store %x1, %a1 : f32, !llvm.ptr
  llvm.store %x2, %a2 : f32, !llvm.ptr
  %dst = llvm.getelementptr %b[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %src = llvm.getelementptr %a[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  "llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %b0 = llvm.getelementptr %b[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %b1 = llvm.getelementptr %b[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %b2 = llvm.getelementptr %b[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %u = llvm.load %b0 : !llvm.ptr -> f32
  %v = llvm.load %b1 : !llvm.ptr -> f32
  %w = llvm.load %b2 : !llvm.ptr -> f32
  %uv = llvm.fmul %u, %v : f32
  %ww = llvm.fmul %w, %w : f32
  %r = llvm.fadd %uv, %ww : f32
  llvm.call @free(%a) : (!llvm.ptr) -> ()
  llvm.call @free(%b) : (!llvm.ptr) -> ()
  return %r : f32
}
