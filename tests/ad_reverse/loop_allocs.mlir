// C allocations of active memory in loops that outlive their iteration
// (crates/ferrozyme/src/ad/reverse/loop_allocs.rs): each gets a zeroed
// shadow, both addresses recorded per iteration; frees in the loop wait
// in a log for the end of the reverse sweep. Were refused: "a C
// allocation or free of active memory inside a loop or branch is not
// supported yet". (A list of malloc'd nodes: lists.mlir @list_malloc; a
// buffer grown by realloc: c_realloc.mlir @append.) Format: see
// loops.mlir; `split` lines are checked in split mode too (which replays
// the function from a tape of its inputs).
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

// Each iteration allocates the next buffer and frees the one before
// (carried as the loop's pointer, whose shadow is carried next to it); the
// last is freed after the loop. n = 0: the loop's result is the first
// buffer, whose shadow is freed once.
// rev @malloc_in_loop active,const : 0.7; 3 | 0.3; 0 | -0.5; 1 | 0.2; 40
// split @malloc_in_loop active,const : 0.7; 3 | 0.3; 0 | -0.5; 1 | 0.2; 40
// fwd @malloc_in_loop dup,const : 0.7; 3 | 0.3; 0
func.func @malloc_in_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %p0 = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  llvm.store %x, %p0 : f64, !llvm.ptr
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%p = %p0) -> !llvm.ptr {
    %q = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> f64
    %s = math.sin %v : f64
    llvm.store %s, %q : f64, !llvm.ptr
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    scf.yield %q : !llvm.ptr
  }
  %w = llvm.load %r : !llvm.ptr -> f64
  llvm.call @free(%r) : (!llvm.ptr) -> ()
  return %w : f64
}

// Two buffers allocated in a branch and swapped in a loop, one address
// also stored to memory (it is not the function's own, so neither can be
// made in the entry block: once_allocs; refused before, "scf.while ...
// carrying values of type '!llvm.ptr'"): allocated where they are, with
// shadows, carried with them through the blocks. n <= 0: none is made.
// rev @swap_stored active,const,const : 0.3; 5; 2 | 0.7; 3; 1 | 0.4; 0; 0 | -0.6; 7; 7
// split @swap_stored active,const,const : 0.3; 5; 2 | 0.7; 3; 1 | 0.4; 0; 0 | -0.6; 7; 7
// fwd @swap_stored dup,const,const : 0.3; 5; 2 | 0.4; 0; 0
llvm.func @swap_stored(%x: f64, %n: i64, %m: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %pos = llvm.icmp "sgt" %n, %c0 : i64
  llvm.cond_br %pos, ^bb1, ^bb4(%x : f64)
^bb1:
  %a = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  %b = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
  llvm.store %x, %a : f64, !llvm.ptr
  llvm.store %b, %slot : !llvm.ptr, !llvm.ptr
  llvm.br ^bb2(%c0, %a, %b : i64, !llvm.ptr, !llvm.ptr)
^bb2(%i: i64, %p: !llvm.ptr, %q: !llvm.ptr):
  %done = llvm.icmp "sge" %i, %m : i64
  llvm.cond_br %done, ^bb3(%p, %q : !llvm.ptr, !llvm.ptr), ^bb5
^bb5:
  %u = llvm.load %p : !llvm.ptr -> f64
  %w = llvm.fmul %u, %u : f64
  llvm.store %w, %q : f64, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^bb2(%i1, %q, %p : i64, !llvm.ptr, !llvm.ptr)
^bb3(%r: !llvm.ptr, %t: !llvm.ptr):
  %y = llvm.load %r : !llvm.ptr -> f64
  llvm.call @free(%t) : (!llvm.ptr) -> ()
  llvm.call @free(%r) : (!llvm.ptr) -> ()
  llvm.br ^bb4(%y : f64)
^bb4(%res: f64):
  llvm.return %res : f64
}

// The memory a loop allocates, freed in a top-level scf.if, and the
// memory never freed at all (the primal leaks it; the derivative leaks
// no more: each shadow is freed after the reverse sweep). reader-51: the
// shadows leaked.
// rev @min_branch_free active,const : 0.7; 1 | 0.3; 3
// fwd @min_branch_free dup,const : 0.7; 1
func.func @min_branch_free(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %null = llvm.mlir.zero : !llvm.ptr
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%p = %null) -> !llvm.ptr {
    %q = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    llvm.store %x, %q : f64, !llvm.ptr
    scf.yield %q : !llvm.ptr
  }
  %w = llvm.load %r : !llvm.ptr -> f64
  %t = arith.constant true
  %go = arith.cmpi sge, %n, %c1 : index
  scf.if %go {
    llvm.call @free(%r) : (!llvm.ptr) -> ()
  }
  %y = arith.mulf %w, %w : f64
  return %y : f64
}
// rev @never_free active,const : 0.7; 3 | 0.3; 0 | 0.1; 17
// fwd @never_free dup,const : 0.7; 3
func.func @never_free(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %p0 = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  llvm.store %x, %p0 : f64, !llvm.ptr
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%p = %p0) -> !llvm.ptr {
    %q = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> f64
    %s = math.sin %v : f64
    %s2 = arith.mulf %s, %x : f64
    llvm.store %s2, %q : f64, !llvm.ptr
    scf.yield %q : !llvm.ptr
  }
  %w = llvm.load %r : !llvm.ptr -> f64
  return %w : f64
}
