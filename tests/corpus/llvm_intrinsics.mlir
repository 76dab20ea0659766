// LLVM math intrinsics: distance, pow, fma, min/max, rounding.
// entry: @main
module {
  llvm.func @dist(%x: f64, %y: f64) -> f64 {
    %xx = llvm.fmul %x, %x : f64
    %r = llvm.intr.fma(%y, %y, %xx) : (f64, f64, f64) -> f64
    %s = llvm.intr.sqrt(%r) : (f64) -> f64
    llvm.return %s : f64
  }

  llvm.func @misc(%x: f64, %y: f64) -> f64 {
    %a = llvm.intr.fabs(%x) : (f64) -> f64
    %e = llvm.intr.exp(%a) : (f64) -> f64
    %l = llvm.intr.log(%e) : (f64) -> f64
    %s = llvm.intr.sin(%l) : (f64) -> f64
    %c = llvm.intr.cos(%s) : (f64) -> f64
    %p = llvm.intr.pow(%c, %y) : (f64, f64) -> f64
    %mx = llvm.intr.maxnum(%p, %x) : (f64, f64) -> f64
    %mn = llvm.intr.minnum(%mx, %y) : (f64, f64) -> f64
    %fl = llvm.intr.floor(%mn) : (f64) -> f64
    %cs = llvm.intr.copysign(%fl, %x) : (f64, f64) -> f64
    llvm.return %cs : f64
  }

  llvm.func @vec(%v: vector<4xf32>) -> vector<4xf32> {
    %r = llvm.intr.sqrt(%v) {fastmathFlags = #llvm.fastmath<afn>} : (vector<4xf32>) -> vector<4xf32>
    llvm.return %r : vector<4xf32>
  }

  llvm.func @main() -> f64 {
    %x = llvm.mlir.constant(3.0 : f64) : f64
    %y = llvm.mlir.constant(4.0 : f64) : f64
    %d = llvm.call @dist(%x, %y) : (f64, f64) -> f64
    llvm.return %d : f64
  }
}
