// Address arithmetic on integers (C compiled to MLIR: `(double *)((char *)p
// + 8)` through llvm.ptrtoint / llvm.inttoptr), made llvm.getelementptr by
// bytes before differentiation (`crate::ad::int_addresses`; refused before:
// "memory chosen by control flow"). Format: see loops.mlir; reverse.rs,
// forward.rs and split.rs run it.

// One element further, by 8 bytes.
// rev @next_element active,const : 0.7; 3 | -1.3; 1
// fwd @next_element dup,const : 0.7; 3
func.func @next_element(%x: f64, %n: i64) -> f64 {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.alloca %c4 x f64 : (i64) -> !llvm.ptr
  llvm.store %x, %p : f64, !llvm.ptr
  %a = llvm.ptrtoint %p : !llvm.ptr to i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %b = llvm.add %a, %c8 : i64
  %q = llvm.inttoptr %b : i64 to !llvm.ptr
  %s = math.sin %x : f64
  llvm.store %s, %q : f64, !llvm.ptr
  %v = llvm.load %q : !llvm.ptr -> f64
  %w = llvm.load %p : !llvm.ptr -> f64
  %r = arith.mulf %v, %w : f64
  return %r : f64
}

// A loop over an array by integer addresses (p + 8·i, then back 8 bytes to
// the previous element, and a sum from the end, p + 24 − 8·j).
// rev @walk active,active : 0.3; 0.7 | -1.1; -0.4
// fwd @walk dup,dup : 0.3; 0.7
func.func @walk(%y: f64, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k4 = llvm.mlir.constant(4 : i64) : i64
  %k8 = llvm.mlir.constant(8 : i64) : i64
  %k24 = llvm.mlir.constant(24 : i64) : i64
  %m = llvm.alloca %k4 x f64 : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %e = arith.addf %fi, %y : f64
    %c = math.cos %e : f64
    %q = llvm.getelementptr %m[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %c, %q : f64, !llvm.ptr
  }
  %base = llvm.ptrtoint %m : !llvm.ptr to i64
  scf.for %i = %c1 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %off = llvm.mul %ii, %k8 : i64
    %ai = llvm.add %base, %off : i64
    %pi = llvm.inttoptr %ai : i64 to !llvm.ptr
    %am = llvm.sub %ai, %k8 : i64
    %pm = llvm.inttoptr %am : i64 to !llvm.ptr
    %u = llvm.load %pm : !llvm.ptr -> f64
    %v = llvm.load %pi : !llvm.ptr -> f64
    %s = math.sin %u : f64
    %t = arith.mulf %s, %x : f64
    %w = arith.addf %v, %t : f64
    llvm.store %w, %pi : f64, !llvm.ptr
  }
  %z = arith.constant 0.0 : f64
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f64 {
    %jj = arith.index_cast %j : index to i64
    %off = llvm.mul %jj, %k8 : i64
    %top = arith.addi %k24, %base : i64
    %aj = llvm.sub %top, %off : i64
    %pj = llvm.inttoptr %aj : i64 to !llvm.ptr
    %v = llvm.load %pj : !llvm.ptr -> f64
    %v2 = arith.mulf %v, %v : f64
    %a2 = arith.addf %acc, %v2 : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}
