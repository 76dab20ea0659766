// Rust's allocator functions under their unmangled names (older rustc),
// as rewrite/rust_alloc.rs replaces them: `__rust_realloc` keeps the bytes
// both sizes share, `__rust_alloc_zeroed` with an alignment above 16 is
// `aligned_alloc` and a memset.
// rev @grow active,active : 0.7; -1.3 | 2.1; 0.4
// fwd @grow dup,dup : 0.7; -1.3
module {
  llvm.func @__rust_alloc(i64, i64) -> !llvm.ptr
  llvm.func @__rust_alloc_zeroed(i64, i64) -> !llvm.ptr
  llvm.func @__rust_realloc(!llvm.ptr, i64, i64, i64) -> !llvm.ptr
  llvm.func @__rust_dealloc(!llvm.ptr, i64, i64)
  llvm.func @__rust_no_alloc_shim_is_unstable()
  llvm.func @grow(%x: f64, %y: f64) -> f64 {
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %c24 = llvm.mlir.constant(24 : i64) : i64
    %c32 = llvm.mlir.constant(32 : i64) : i64
    llvm.call @__rust_no_alloc_shim_is_unstable() : () -> ()
    %p = llvm.call @__rust_alloc(%c16, %c8) : (i64, i64) -> !llvm.ptr
    llvm.store %x, %p : f64, !llvm.ptr
    %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %y, %p1 : f64, !llvm.ptr
    %q = llvm.call @__rust_realloc(%p, %c16, %c8, %c32) : (!llvm.ptr, i64, i64, i64) -> !llvm.ptr
    %xy = llvm.fmul %x, %y : f64
    %q2 = llvm.getelementptr %q[2] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %xy, %q2 : f64, !llvm.ptr
    %z = llvm.call @__rust_alloc_zeroed(%c24, %c32) : (i64, i64) -> !llvm.ptr
    %a = llvm.load %q : !llvm.ptr -> f64
    %q1 = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %b = llvm.load %q1 : !llvm.ptr -> f64
    %s = llvm.intr.sin(%b) : (f64) -> f64
    %ab = llvm.fmul %a, %s : f64
    %z1 = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %ab, %z1 : f64, !llvm.ptr
    %c = llvm.load %q2 : !llvm.ptr -> f64
    %z0 = llvm.load %z : !llvm.ptr -> f64
    %w = llvm.load %z1 : !llvm.ptr -> f64
    %r0 = llvm.fmul %a, %c : f64
    %r1 = llvm.fadd %r0, %w : f64
    %r = llvm.fadd %r1, %z0 : f64
    llvm.call @__rust_dealloc(%q, %c32, %c8) : (!llvm.ptr, i64, i64) -> ()
    llvm.call @__rust_dealloc(%z, %c24, %c32) : (!llvm.ptr, i64, i64) -> ()
    llvm.return %r : f64
  }
}
