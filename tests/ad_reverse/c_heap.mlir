// The C heap in a differentiated function (format: see loops.mlir):
// `malloc` / `calloc` at the top level get a zeroed shadow allocation, and
// `free` is postponed past the reverse sweep (reverse/c_heap.rs; reader-12:
// refused before). Not checkpointed: memory from malloc has no extent the
// snapshots know.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @calloc(i64, i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

// rev @mall active,const : 0.7; 5 | -0.4; 3 | 0.2; 0
func.func @mall(%x: f64, %n: i64) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zf = arith.constant 0.0 : f64
  %bytes = llvm.mul %n, %c8 : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %ni = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %ni step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %x : f64
    %s = math.sin %v : f64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %s, %q : f64, !llvm.ptr
  }
  %acc = scf.for %j = %c0 to %ni step %c1 iter_args(%a = %zf) -> f64 {
    %jj = arith.index_cast %j : index to i64
    %r = llvm.getelementptr %p[%jj] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %w = llvm.load %r : !llvm.ptr -> f64
    %w2 = arith.mulf %w, %w : f64
    %a2 = arith.addf %a, %w2 : f64
    scf.yield %a2 : f64
  }
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  return %acc : f64
}

// rev @call_zeroed active,const : 0.7; 5 | -0.4; 3
func.func @call_zeroed(%x: f64, %n: i64) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zf = arith.constant 0.0 : f64
  %bytes = llvm.mul %n, %c8 : i64
  %p = llvm.call @calloc(%n, %c8) : (i64, i64) -> !llvm.ptr
  %ni = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %ni step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %x : f64
    %s = math.sin %v : f64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %s, %q : f64, !llvm.ptr
  }
  %acc = scf.for %j = %c0 to %ni step %c1 iter_args(%a = %zf) -> f64 {
    %jj = arith.index_cast %j : index to i64
    %r = llvm.getelementptr %p[%jj] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %w = llvm.load %r : !llvm.ptr -> f64
    %w2 = arith.mulf %w, %w : f64
    %a2 = arith.addf %a, %w2 : f64
    scf.yield %a2 : f64
  }
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  return %acc : f64
}
