// llvm.br / llvm.cond_br / llvm.switch with block arguments: integer power.
// entry: @main
module {
  llvm.func @ipow(%b: i64, %e: i64) -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^loop(%e, %one : i64, i64)
  ^loop(%k: i64, %acc: i64):
    %done = llvm.icmp "eq" %k, %zero : i64
    llvm.cond_br %done, ^exit(%acc : i64), ^body
  ^body:
    %acc2 = llvm.mul %acc, %b : i64
    %k2 = llvm.sub %k, %one : i64
    llvm.br ^loop(%k2, %acc2 : i64, i64)
  ^exit(%r: i64):
    llvm.return %r : i64
  }

  llvm.func @classify(%x: i32) -> i32 {
    %a = llvm.mlir.constant(10 : i32) : i32
    %b = llvm.mlir.constant(20 : i32) : i32
    llvm.switch %x : i32, ^def [
      0: ^bb1(%a : i32),
      1: ^bb1(%b : i32)
    ]
  ^bb1(%v: i32):
    llvm.return %v : i32
  ^def:
    llvm.return %x : i32
  }

  llvm.func @main() -> i64 {
    %b = llvm.mlir.constant(3 : i64) : i64
    %e = llvm.mlir.constant(4 : i64) : i64
    %r = llvm.call @ipow(%b, %e) : (i64, i64) -> i64
    llvm.return %r : i64
  }
}
