// llvm.alloca / load / store / getelementptr: reverse an array in place.
// entry: @main
module {
  llvm.func @reverse(%base: !llvm.ptr, %n: i64) {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %last = llvm.sub %n, %one : i64
    llvm.br ^loop(%zero, %last : i64, i64)
  ^loop(%i: i64, %j: i64):
    %go = llvm.icmp "slt" %i, %j : i64
    llvm.cond_br %go, ^body, ^exit
  ^body:
    %pi = llvm.getelementptr %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %pj = llvm.getelementptr inbounds %base[%j] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %vi = llvm.load %pi : !llvm.ptr -> f64
    %vj = llvm.load %pj {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.store %vj, %pi : f64, !llvm.ptr
    llvm.store %vi, %pj {alignment = 8 : i64} : f64, !llvm.ptr
    %i2 = llvm.add %i, %one : i64
    %j2 = llvm.sub %j, %one : i64
    llvm.br ^loop(%i2, %j2 : i64, i64)
  ^exit:
    llvm.return
  }

  llvm.func @main() -> f64 {
    %n = llvm.mlir.constant(4 : i64) : i64
    %buf = llvm.alloca %n x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %c = llvm.mlir.constant(3.5 : f64) : f64
    %p0 = llvm.getelementptr %buf[0] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %c, %p0 : f64, !llvm.ptr
    llvm.call @reverse(%buf, %n) : (!llvm.ptr, i64) -> ()
    %p3 = llvm.getelementptr %buf[3] : (!llvm.ptr) -> !llvm.ptr, f64
    %r = llvm.load %p3 : !llvm.ptr -> f64
    llvm.return %r : f64
  }

  llvm.func @addrspace(%p: !llvm.ptr<1>) -> i32 {
    %v = llvm.load volatile %p : !llvm.ptr<1> -> i32
    %q = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr
    llvm.store volatile %v, %q : i32, !llvm.ptr
    llvm.return %v : i32
  }
}
