// llvm.func definitions/declarations, llvm.call, llvm.return, linkage.
// entry: @main
module {
  llvm.func @abs_i64(i64) -> i64
  llvm.func @printf(!llvm.ptr, ...) -> i32

  llvm.func internal @cube(%x: f64) -> f64 {
    %sq = llvm.fmul %x, %x : f64
    %c = llvm.fmul %sq, %x : f64
    llvm.return %c : f64
  }

  llvm.func @sum_cubes(%a: f64, %b: f64) -> f64 {
    %ca = llvm.call @cube(%a) : (f64) -> f64
    %cb = llvm.call @cube(%b) : (f64) -> f64
    %s = llvm.fadd %ca, %cb : f64
    llvm.return %s : f64
  }

  llvm.func @noop() {
    llvm.return
  }

  llvm.func @with_arg_attrs(%p: !llvm.ptr {llvm.noalias, llvm.nonnull}, %n: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) {
    llvm.return %n : i32
  }

  llvm.func @main() -> f64 {
    llvm.call @noop() : () -> ()
    %a = llvm.mlir.constant(1.0 : f64) : f64
    %b = llvm.mlir.constant(2.0 : f64) : f64
    %r = llvm.call @sum_cubes(%a, %b) : (f64, f64) -> f64
    llvm.return %r : f64
  }
}
