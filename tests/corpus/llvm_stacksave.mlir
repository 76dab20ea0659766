// llvm.intr.stacksave / stackrestore (what --finalize-memref-to-llvm makes
// of a memref.alloca_scope), with and without attributes.
llvm.func @scope(%n: i64) -> f64 {
  %s = llvm.intr.stacksave : !llvm.ptr
  %p = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %x = llvm.mlir.constant(2.5 : f64) : f64
  llvm.store %x, %p : f64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.intr.stackrestore %s {note = "scope end"} : !llvm.ptr
  %t = llvm.intr.stacksave {note = 1 : i64} : !llvm.ptr
  llvm.intr.stackrestore %t : !llvm.ptr
  llvm.return %v : f64
}

// A restore of a position no stacksave of this call made (null) releases
// nothing of the caller's frame: @outer's buffer stays readable.
llvm.func @restore_null(%n: i64) {
  %z = llvm.mlir.zero : !llvm.ptr
  %q = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  llvm.intr.stackrestore %z : !llvm.ptr
  llvm.return
}
llvm.func @outer(%n: i64) -> f64 {
  %p = llvm.alloca %n x f64 : (i64) -> !llvm.ptr
  %x = llvm.mlir.constant(2.5 : f64) : f64
  llvm.store %x, %p : f64, !llvm.ptr
  llvm.call @restore_null(%n) : (i64) -> ()
  %v = llvm.load %p : !llvm.ptr -> f64
  llvm.return %v : f64
}
