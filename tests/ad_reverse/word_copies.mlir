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

// Integer fields next to float ones (rustc's `#[derive(Clone)]` struct
// { w: f64, id: u32, scale: f64 } copied, its id bumped; reader-45): the
// integer bits read and written back at bytes 8..12 are not the floats at
// 0..8 and 16..24 (type punning is followed by byte range), also through
// a dynamic index over an array of such structs (16 bytes apart, the
// field at 8 modulo 16).
// fwd @int_field dup,dup : 1.5; 2.0
// rev @int_field active,active : 1.5; 2.0 | -0.5; 0.7
llvm.func internal @bump_copy(%dst: !llvm.ptr, %src: !llvm.ptr) {
  %n = llvm.mlir.constant(24 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %one = llvm.mlir.constant(1 : i32) : i32
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %ps = llvm.getelementptr inbounds %dst[%c16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %s = llvm.load %ps : !llvm.ptr -> f64
  %w = llvm.load %dst : !llvm.ptr -> f64
  %ws = llvm.fmul %w, %s : f64
  llvm.store %ws, %dst : f64, !llvm.ptr
  %pid = llvm.getelementptr inbounds %dst[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %id = llvm.load %pid : !llvm.ptr -> i32
  %id1 = llvm.add %id, %one : i32
  llvm.store %id1, %pid : i32, !llvm.ptr
  llvm.return
}
llvm.func @int_field(%a: f64, %b: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %nine = llvm.mlir.constant(9 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %s = llvm.alloca %one x !llvm.array<24 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %t = llvm.alloca %one x !llvm.array<24 x i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %a, %s : f64, !llvm.ptr
  %sid = llvm.getelementptr inbounds %s[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %nine, %sid : i32, !llvm.ptr
  %ab = llvm.fadd %a, %b : f64
  %ss = llvm.getelementptr inbounds %s[%c16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %ab, %ss : f64, !llvm.ptr
  llvm.call @bump_copy(%t, %s) : (!llvm.ptr, !llvm.ptr) -> ()
  %tw = llvm.load %t : !llvm.ptr -> f64
  %tidp = llvm.getelementptr inbounds %t[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %tid = llvm.load %tidp : !llvm.ptr -> i32
  %tidf = llvm.uitofp %tid : i32 to f64
  %sc = llvm.load %ss : !llvm.ptr -> f64
  %u = llvm.fmul %tidf, %sc : f64
  %r = llvm.fadd %tw, %u : f64
  llvm.return %r : f64
}

// fwd @int_field_array dup,dup,const : 1.5; 2.0; 1 | 1.5; 2.0; 2
// rev @int_field_array active,active,const : 1.5; 2.0; 1 | -0.5; 0.7; 0
llvm.func @int_field_array(%a: f64, %b: f64, %k: i64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %arr = llvm.alloca %one x !llvm.array<3 x struct<(f64, i32, array<1 x i32>)>> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %e0 = llvm.getelementptr inbounds %arr[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, i32, array<1 x i32>)>
  %e1 = llvm.getelementptr inbounds %arr[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, i32, array<1 x i32>)>
  %e2 = llvm.getelementptr inbounds %arr[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, i32, array<1 x i32>)>
  %ab = llvm.fmul %a, %b : f64
  llvm.store %a, %e0 : f64, !llvm.ptr
  llvm.store %b, %e1 : f64, !llvm.ptr
  llvm.store %ab, %e2 : f64, !llvm.ptr
  %t0 = llvm.getelementptr inbounds %e0[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t1 = llvm.getelementptr inbounds %e1[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %t2 = llvm.getelementptr inbounds %e2[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %i2 = llvm.mlir.constant(2 : i32) : i32
  %i3 = llvm.mlir.constant(3 : i32) : i32
  llvm.store %i1, %t0 : i32, !llvm.ptr
  llvm.store %i2, %t1 : i32, !llvm.ptr
  llvm.store %i3, %t2 : i32, !llvm.ptr
  // arr[k].t *= 5 through a dynamic index; arr[k].v read there too.
  %ek = llvm.getelementptr inbounds %arr[%k] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, i32, array<1 x i32>)>
  %tk = llvm.getelementptr inbounds %ek[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %tv = llvm.load %tk : !llvm.ptr -> i32
  %five = llvm.mlir.constant(5 : i32) : i32
  %tv5 = llvm.mul %tv, %five : i32
  llvm.store %tv5, %tk : i32, !llvm.ptr
  %vk = llvm.load %ek : !llvm.ptr -> f64
  %v0 = llvm.load %e0 : !llvm.ptr -> f64
  %v2 = llvm.load %e2 : !llvm.ptr -> f64
  %n1 = llvm.load %t1 : !llvm.ptr -> i32
  %n1f = llvm.sitofp %n1 : i32 to f64
  %p = llvm.fmul %vk, %n1f : f64
  %q = llvm.fmul %v0, %v2 : f64
  %r = llvm.fadd %p, %q : f64
  llvm.return %r : f64
}

// A word passed to a block and taken as the f64 it is there, its integer
// key compared meanwhile (rustc's sort_by(total_cmp) and partial_cmp),
// and a vector<2xi64> reversed with a poison operand (slice::reverse at
// -O3; reader-45).
// fwd @word_branches dup,dup,dup : 1.5; -2.0; 0.7 | -1.5; 2.0; 0.7
// rev @word_branches active,active,active : 1.5; -2.0; 0.7 | -1.5; 2.0; 0.7
llvm.func @word_branches(%a: f64, %b: f64, %c: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %z = llvm.mlir.constant(0 : i64) : i64
  %p = llvm.alloca %one x !llvm.array<4 x f64> : (i32) -> !llvm.ptr
  %p1 = llvm.getelementptr inbounds %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %p2 = llvm.getelementptr inbounds %p[%c2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %a, %p : f64, !llvm.ptr
  llvm.store %b, %p1 : f64, !llvm.ptr
  llvm.store %c, %p2 : f64, !llvm.ptr
  // (p[1], p[2]) reversed as words.
  %v = llvm.load %p1 : !llvm.ptr -> vector<2xi64>
  %poison = llvm.mlir.poison : vector<2xi64>
  %rv = llvm.shufflevector %v, %poison [1, 0] : vector<2xi64>
  llvm.store %rv, %p1 : vector<2xi64>, !llvm.ptr
  %w = llvm.load %p : !llvm.ptr -> i64
  %neg = llvm.icmp "slt" %w, %z : i64
  llvm.cond_br %neg, ^lo(%w : i64), ^hi(%w : i64)
^lo(%x: i64):
  %xf = llvm.bitcast %x : i64 to f64
  %x2 = llvm.fmul %xf, %xf : f64
  llvm.br ^join(%x, %x2 : i64, f64)
^hi(%y: i64):
  %yf = llvm.bitcast %y : i64 to f64
  %y3 = llvm.intr.sin(%yf) : (f64) -> f64
  llvm.br ^join(%y, %y3 : i64, f64)
^join(%k: i64, %t: f64):
  %kf = llvm.bitcast %k : i64 to f64
  %q1 = llvm.load %p1 : !llvm.ptr -> f64
  %q2 = llvm.load %p2 : !llvm.ptr -> f64
  %m1 = llvm.fmul %kf, %q1 : f64
  %m2 = llvm.fmul %t, %q2 : f64
  %m3 = llvm.fmul %m2, %q2 : f64
  %r = llvm.fadd %m1, %m3 : f64
  llvm.return %r : f64
}

// A float's bits made the float again (once refused as punning in
// ad_forward/refused.mlir): the bits are a word from no memory, so the
// cast back is the float itself (ad/word_copies.rs).
// fwd @pun_roundtrip dup : 0.7 | -1.3
// rev @pun_roundtrip active : 0.7 | -1.3
func.func @pun_roundtrip(%x: f64) -> f64 {
  %i = arith.bitcast %x : f64 to i64
  %y = arith.bitcast %i : i64 to f64
  %r = arith.mulf %y, %x : f64
  return %r : f64
}

// The same through a callee, and through memory of integers copied into
// float memory (once refused as punning, reader-13).
// fwd @pun_in_callee dup : 0.7 | -1.3
// rev @pun_in_callee active : 0.7 | -1.3
func.func private @roundtrip(%x: f64) -> f64 {
  %i = arith.bitcast %x : f64 to i64
  %y = arith.bitcast %i : i64 to f64
  return %y : f64
}
func.func @pun_in_callee(%x: f64) -> f64 {
  %y = func.call @roundtrip(%x) : (f64) -> f64
  %r = arith.mulf %y, %x : f64
  return %r : f64
}
// fwd @pun_memcpy dup : 0.7 | -1.3
// rev @pun_memcpy active : 0.7 | -1.3
llvm.func @pun_memcpy(%x: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %eight = llvm.mlir.constant(8 : i64) : i64
  %a = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %s = llvm.intr.sin(%x) : (f64) -> f64
  %w = llvm.bitcast %s : f64 to i64
  llvm.store %w, %a : i64, !llvm.ptr
  "llvm.intr.memcpy"(%b, %a, %eight) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %v = llvm.load %b : !llvm.ptr -> f64
  llvm.return %v : f64
}
