// The C heap in a differentiated function (format: see loops.mlir):
// `malloc` / `calloc` at the top level get a zeroed shadow allocation, and
// `free` is postponed past the reverse sweep (reverse/c_heap.rs; reader-12:
// refused before). A temporary of a loop body or of a branch (made, used
// and freed there) runs as written, its loads recorded; the reverse of its
// iteration (branch) makes it again with a zeroed shadow and frees both
// (refused before); one passed to calls is made once before the loop
// nest or branch op. Forward mode gives every allocation a shadow
// allocation and frees it with its primal. Checkpointed loops over
// memory from malloc pass its run-time size to their range functions
// (`pointers::add_extent_captures`; binomial checkpointing refused it
// before: "memory of unknown extent").
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @calloc(i64, i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

// rev @mall active,const : 0.7; 5 | -0.4; 3 | 0.2; 0
// fwd @mall dup,const : 0.7; 5 | 0.2; 0
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
// fwd @call_zeroed dup,const : 0.7; 5
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

// A value made, stored and read back per iteration.
// rev @malloc_in_loop active,const : 0.7; 4 | -0.3; 0
// fwd @malloc_in_loop dup,const : 0.7; 4
func.func @malloc_in_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> f64 {
    %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    %s = math.sin %x : f64
    %s2 = arith.mulf %s, %a : f64
    %s3 = arith.addf %s2, %x : f64
    llvm.store %s3, %p : f64, !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> f64
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    %a2 = arith.addf %a, %v : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// A temporary array of %m doubles per iteration, filled from the carried
// value, read back twice, freed.
// rev @temp_array active,const,const : 0.7; 3; 4 | -0.4; 5; 2 | 0.3; 0; 3 | 0.3; 2; 1
// fwd @temp_array dup,const,const : 0.7; 3; 4
func.func @temp_array(%x: f64, %n: index, %m: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %z = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  %mi = arith.index_cast %m : i64 to index
  %bytes = llvm.mul %m, %c8 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f64 {
    %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    scf.for %j = %c0 to %mi step %c1 {
      %jj = arith.index_cast %j : index to i64
      %jf = arith.sitofp %jj : i64 to f64
      %e = arith.mulf %jf, %a : f64
      %s = math.sin %e : f64
      %q = llvm.getelementptr %p[%jj] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %s, %q : f64, !llvm.ptr
    }
    %sum = scf.for %j = %c0 to %mi step %c1 iter_args(%t = %a) -> f64 {
      %jj = arith.index_cast %j : index to i64
      %q = llvm.getelementptr %p[%jj] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %w = llvm.load %q : !llvm.ptr -> f64
      %w2 = arith.mulf %w, %t : f64
      %w3 = arith.mulf %w2, %half : f64
      %t2 = arith.addf %t, %w3 : f64
      scf.yield %t2 : f64
    }
    %p0 = llvm.load %p : !llvm.ptr -> f64
    %sum2 = arith.addf %sum, %p0 : f64
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    scf.yield %sum2 : f64
  }
  return %r : f64
}

// calloc per iteration: zeroed memory, half of it written.
// rev @calloc_in_loop active,const : 0.7; 3 | -1.1; 2
// fwd @calloc_in_loop dup,const : 0.7; 3
func.func @calloc_in_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f64 {
    %p = llvm.call @calloc(%c4, %c8) : (i64, i64) -> !llvm.ptr
    %q = llvm.getelementptr %p[%k1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %e = math.cos %a : f64
    llvm.store %e, %q : f64, !llvm.ptr
    %w0 = llvm.load %p : !llvm.ptr -> f64
    %w1 = llvm.load %q : !llvm.ptr -> f64
    %q2 = llvm.getelementptr %p[%k2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %w2 = llvm.load %q2 : !llvm.ptr -> f64
    %s = arith.addf %w0, %w1 : f64
    %s2 = arith.addf %s, %w2 : f64
    %s3 = arith.mulf %s2, %a : f64
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    scf.yield %s3 : f64
  }
  return %r : f64
}

// A temporary of an scf.while run, freed in a branch of the body.
// rev @while_temp active,const : 0.7; 3 | 1.3; 5 | 0.2; 0
// fwd @while_temp dup,const : 0.7; 3
func.func @while_temp(%x: f64, %n: i64) -> f64 {
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %r:2 = scf.while (%i = %k0, %a = %x) : (i64, f64) -> (i64, f64) {
    %go = arith.cmpi slt, %i, %n : i64
    scf.condition(%go) %i, %a : i64, f64
  } do {
  ^bb0(%i: i64, %a: f64):
    %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
    %q = llvm.getelementptr %p[%one] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %s = math.sin %a : f64
    %c = math.cos %a : f64
    llvm.store %s, %p : f64, !llvm.ptr
    llvm.store %c, %q : f64, !llvm.ptr
    %u = llvm.load %p : !llvm.ptr -> f64
    %v = llvm.load %q : !llvm.ptr -> f64
    %uv = arith.mulf %u, %v : f64
    %a2 = arith.addf %a, %uv : f64
    %pos = arith.cmpf ogt, %a2, %x : f64
    scf.if %pos {
      llvm.call @free(%p) : (!llvm.ptr) -> ()
    } else {
      llvm.call @free(%p) : (!llvm.ptr) -> ()
    }
    %i2 = arith.addi %i, %k1 : i64
    scf.yield %i2, %a2 : i64, f64
  }
  return %r#1 : f64
}

// Integer scratch per iteration (no derivatives in it) next to a float one.
// rev @int_scratch active,const : 0.7; 4 | -0.5; 2
// fwd @int_scratch dup,const : 0.7; 4
func.func @int_scratch(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f64 {
    %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    %f = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    %ii = arith.index_cast %i : index to i64
    llvm.store %ii, %p : i64, !llvm.ptr
    %e = math.exp %a : f64
    llvm.store %e, %f : f64, !llvm.ptr
    %j = llvm.load %p : !llvm.ptr -> i64
    %jf = arith.sitofp %j : i64 to f64
    %w = llvm.load %f : !llvm.ptr -> f64
    %t = arith.mulf %w, %jf : f64
    %t2 = arith.mulf %t, %a : f64
    %a2 = arith.subf %t2, %a : f64
    %sc = arith.constant 0.25 : f64
    %a3 = arith.mulf %a2, %sc : f64
    llvm.call @free(%f) : (!llvm.ptr) -> ()
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    scf.yield %a3 : f64
  }
  return %r : f64
}

// A temporary of a branch at the top level.
// rev @malloc_in_branch active,const : 0.7; 1 | 0.7; 0
// fwd @malloc_in_branch dup,const : 0.7; 1
func.func @malloc_in_branch(%x: f64, %c: i1) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %r = scf.if %c -> f64 {
    %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
    %s = math.sin %x : f64
    llvm.store %s, %p : f64, !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> f64
    %v2 = arith.mulf %v, %x : f64
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    scf.yield %v2 : f64
  } else {
    scf.yield %x : f64
  }
  return %r : f64
}

// Callees filling and summing a buffer of %n doubles.
func.func @fillp(%p: !llvm.ptr, %x: f64, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ni = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %ni step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %e = arith.mulf %fi, %x : f64
    %s = math.sin %e : f64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %s, %q : f64, !llvm.ptr
  }
  return
}

func.func @sump(%p: !llvm.ptr, %n: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %ni = arith.index_cast %n : i64 to index
  %r = scf.for %i = %c0 to %ni step %c1 iter_args(%a = %z) -> f64 {
    %ii = arith.index_cast %i : index to i64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %w = llvm.load %q : !llvm.ptr -> f64
    %w2 = arith.mulf %w, %w : f64
    %a2 = arith.addf %a, %w2 : f64
    scf.yield %a2 : f64
  }
  return %r : f64
}

// A temporary per iteration that callees write and read: made once
// before the loop (`crate::ad::hoist`), freed after it.
// rev @loop_call active,const,const : 0.7; 3; 4 | -0.2; 2; 0 | 0.4; 0; 3
// fwd @loop_call dup,const,const : 0.7; 3; 4
func.func @loop_call(%x: f64, %n: index, %m: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %bytes = llvm.mul %m, %c8 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f64 {
    %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    func.call @fillp(%p, %a, %m) : (!llvm.ptr, f64, i64) -> ()
    %s = func.call @sump(%p, %m) : (!llvm.ptr, i64) -> f64
    %a2 = arith.addf %a, %s : f64
    %h = arith.constant 0.3 : f64
    %a3 = arith.mulf %a2, %h : f64
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    scf.yield %a3 : f64
  }
  return %r : f64
}

// The same in a branch at the top level: made before the scf.if (its
// size 0 where the branch is not taken), freed after it.
// rev @branch_call active,const,const : 0.7; 1; 3 | 0.7; 0; 3
// fwd @branch_call dup,const,const : 0.7; 1; 3
func.func @branch_call(%x: f64, %c: i1, %m: i64) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %bytes = llvm.mul %m, %c8 : i64
  %r = scf.if %c -> f64 {
    %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    func.call @fillp(%p, %x, %m) : (!llvm.ptr, f64, i64) -> ()
    %s = func.call @sump(%p, %m) : (!llvm.ptr, i64) -> f64
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    scf.yield %s : f64
  } else {
    scf.yield %x : f64
  }
  return %r : f64
}

// An explicit Euler integrator over a state of %n doubles from malloc,
// updated in place.
// rev @euler active,const,const : 0.7; 4; 6 | -0.3; 3; 0
// fwd @euler dup,const,const : 0.7; 4; 6
func.func @euler(%x: f64, %n: i64, %steps: index) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %bytes = llvm.mul %n, %c8 : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %ni = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %ni step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %fi, %x : f64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %v, %q : f64, !llvm.ptr
  }
  %h = arith.constant 0.1 : f64
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %ni step %c1 {
      %ii = arith.index_cast %i : index to i64
      %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %w = llvm.load %q : !llvm.ptr -> f64
      %s = math.sin %w : f64
      %d = arith.mulf %s, %h : f64
      %w2 = arith.addf %w, %d : f64
      llvm.store %w2, %q : f64, !llvm.ptr
    }
  }
  %r = llvm.load %p : !llvm.ptr -> f64
  %c1i = llvm.mlir.constant(1 : i64) : i64
  %q1 = llvm.getelementptr %p[%c1i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %r1 = llvm.load %q1 : !llvm.ptr -> f64
  %rr = arith.addf %r, %r1 : f64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  return %rr : f64
}

// Temporaries of branches in a loop body (reader-15: the copy of the
// branch re-executed in the reverse iteration leaked its malloc).
// rev @if_in_loop active,const : 0.7; 4 | -0.3; 3 | 0.2; 0
// fwd @if_in_loop dup,const : 0.7; 4
func.func @if_in_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f64 {
    %m = arith.remui %i, %c2 : index
    %ev = arith.cmpi eq, %m, %c0 : index
    %b = scf.if %ev -> f64 {
      %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
      %q = llvm.getelementptr %p[%k1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %s = math.sin %a : f64
      llvm.store %s, %q : f64, !llvm.ptr
      llvm.store %a, %p : f64, !llvm.ptr
      %u = llvm.load %q : !llvm.ptr -> f64
      %v = llvm.load %p : !llvm.ptr -> f64
      %w = arith.mulf %u, %v : f64
      llvm.call @free(%p) : (!llvm.ptr) -> ()
      scf.yield %w : f64
    } else {
      %p = llvm.call @malloc(%c16) : (i64) -> !llvm.ptr
      %e = math.cos %a : f64
      llvm.store %e, %p : f64, !llvm.ptr
      %ee = arith.mulf %e, %x : f64
      llvm.store %ee, %p : f64, !llvm.ptr
      %v = llvm.load %p : !llvm.ptr -> f64
      %w = arith.addf %v, %a : f64
      llvm.call @free(%p) : (!llvm.ptr) -> ()
      scf.yield %w : f64
    }
    scf.yield %b : f64
  }
  return %r : f64
}

// A temporary of a branch nested in a top-level branch (reader-15: leaked).
// rev @nested_if active,const,const : 0.7; 1; 1 | 0.7; 1; 0 | 0.7; 0; 1
// fwd @nested_if dup,const,const : 0.7; 1; 1
func.func @nested_if(%x: f64, %c: i1, %d: i1) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %r = scf.if %c -> f64 {
    %q = scf.if %d -> f64 {
      %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
      %s = math.sin %x : f64
      llvm.store %s, %p : f64, !llvm.ptr
      %v = llvm.load %p : !llvm.ptr -> f64
      %v2 = arith.mulf %v, %x : f64
      llvm.call @free(%p) : (!llvm.ptr) -> ()
      scf.yield %v2 : f64
    } else {
      scf.yield %x : f64
    }
    %q2 = arith.mulf %q, %q : f64
    scf.yield %q2 : f64
  } else {
    scf.yield %x : f64
  }
  return %r : f64
}

// Temporaries of an inner loop body (C and memref), filled and read by
// loops nested in it (reader-15: refused before).
// rev @deep active,const,const,const : 0.7; 2; 3; 4 | -0.3; 3; 2; 2 | 0.2; 1; 0; 3
// fwd @deep dup,const,const,const : 0.7; 2; 3; 4
func.func @deep(%x: f64, %n: index, %m: index, %k: i64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %h = arith.constant 0.25 : f64
  %bytes = llvm.mul %k, %c8 : i64
  %ki = arith.index_cast %k : i64 to index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f64 {
    %r2 = scf.for %j = %c0 to %m step %c1 iter_args(%b = %a) -> f64 {
      %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
      %t = memref.alloc(%ki) : memref<?xf64>
      scf.for %l = %c0 to %ki step %c1 {
        %ll = arith.index_cast %l : index to i64
        %fl = arith.sitofp %ll : i64 to f64
        %e = arith.mulf %fl, %b : f64
        %s = math.sin %e : f64
        %q = llvm.getelementptr %p[%ll] : (!llvm.ptr, i64) -> !llvm.ptr, f64
        llvm.store %s, %q : f64, !llvm.ptr
        %c = math.cos %s : f64
        memref.store %c, %t[%l] : memref<?xf64>
      }
      %sum = scf.for %l = %c0 to %ki step %c1 iter_args(%acc = %b) -> f64 {
        %ll = arith.index_cast %l : index to i64
        %q = llvm.getelementptr %p[%ll] : (!llvm.ptr, i64) -> !llvm.ptr, f64
        %v = llvm.load %q : !llvm.ptr -> f64
        %w = memref.load %t[%l] : memref<?xf64>
        %vw = arith.mulf %v, %w : f64
        %vh = arith.mulf %vw, %h : f64
        %acc2 = arith.addf %acc, %vh : f64
        scf.yield %acc2 : f64
      }
      memref.dealloc %t : memref<?xf64>
      llvm.call @free(%p) : (!llvm.ptr) -> ()
      scf.yield %sum : f64
    }
    scf.yield %r2 : f64
  }
  return %r : f64
}

// A 64-byte aligned pointer into malloc'd memory computed on integers, as
// MLIR's lowering of an aligned memref.alloc does (reader-17: refused
// before, "memory chosen by control flow"): inttoptr of a value made from
// the pointer alone is the pointer plus (value - ptrtoint p) bytes.
// rev @aligned_urem active,const : 0.7; 4 | -0.3; 1
// fwd @aligned_urem dup,const : 0.7; 4
func.func @aligned_urem(%x: f64, %n: i64) -> f64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %a63 = llvm.mlir.constant(63 : i64) : i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zf = arith.constant 0.0 : f64
  %data = llvm.mul %n, %c8 : i64
  %bytes = llvm.add %data, %c64 : i64
  %raw = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %ri = llvm.ptrtoint %raw : !llvm.ptr to i64
  %r1 = llvm.add %ri, %a63 : i64
  %md = llvm.urem %r1, %c64 : i64
  %r2 = llvm.sub %r1, %md : i64
  %p = llvm.inttoptr %r2 : i64 to !llvm.ptr
  %ni = arith.index_cast %n : i64 to index
  scf.for %i = %c0 to %ni step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.addf %fi, %x : f64
    %s = math.sin %v : f64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %s, %q : f64, !llvm.ptr
  }
  %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %zf) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %q = llvm.getelementptr %p[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %v = llvm.load %q : !llvm.ptr -> f64
    %w = arith.mulf %v, %v : f64
    %a2 = arith.addf %acc, %w : f64
    scf.yield %a2 : f64
  }
  llvm.call @free(%raw) : (!llvm.ptr) -> ()
  return %r : f64
}

// The same alignment by a mask, `(ptrtoint p + 63) & -64`, the aligned
// pointer then offset by one element.
// rev @aligned_mask active,active : 0.7; 1.2
// fwd @aligned_mask dup,dup : 0.7; 1.2
func.func @aligned_mask(%x: f64, %y: f64) -> f64 {
  %bytes = llvm.mlir.constant(88 : i64) : i64
  %a63 = llvm.mlir.constant(63 : i64) : i64
  %mask = llvm.mlir.constant(-64 : i64) : i64
  %raw = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %ri = llvm.ptrtoint %raw : !llvm.ptr to i64
  %r1 = llvm.add %ri, %a63 : i64
  %r2 = llvm.and %r1, %mask : i64
  %p = llvm.inttoptr %r2 : i64 to !llvm.ptr
  %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %p : f64, !llvm.ptr
  %e = math.exp %y : f64
  llvm.store %e, %p1 : f64, !llvm.ptr
  %u = llvm.load %p : !llvm.ptr -> f64
  %v = llvm.load %p1 : !llvm.ptr -> f64
  %w = arith.mulf %u, %v : f64
  %t = math.tanh %w : f64
  llvm.call @free(%raw) : (!llvm.ptr) -> ()
  return %t : f64
}

// llvm.intr.memcpy between malloc'd buffers: the element type is the one
// float type the function loads and stores through them (reader-17: "needs
// the element type" before), copied there and back.
// rev @heap_memcpy active,active : 0.7; -0.4
// fwd @heap_memcpy dup,dup : 0.7; -0.4
func.func @heap_memcpy(%x: f64, %y: f64) -> f64 {
  %b = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  %q = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
  %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %s = math.sin %x : f64
  llvm.store %s, %p : f64, !llvm.ptr
  llvm.store %y, %p1 : f64, !llvm.ptr
  "llvm.intr.memcpy"(%q, %p, %b) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %q1 = llvm.getelementptr %q[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %u = llvm.load %q : !llvm.ptr -> f64
  %v = llvm.load %q1 : !llvm.ptr -> f64
  %w = arith.mulf %u, %v : f64
  llvm.store %w, %q : f64, !llvm.ptr
  "llvm.intr.memmove"(%p, %q, %b) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %a = llvm.load %p : !llvm.ptr -> f64
  %c = llvm.load %p1 : !llvm.ptr -> f64
  %r = arith.mulf %a, %c : f64
  %r2 = arith.mulf %r, %x : f64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  return %r2 : f64
}

// The calling convention of a lowered memref (allocated pointer, aligned
// pointer, size), one malloc'd buffer as both pointers (reader-17: refused
// before as memory passed twice). @scale_aligned writes only through the
// aligned pointer; @shift_lowered reads through the allocated one and
// writes through the aligned one: its calls are made to a copy taking the
// buffer once.
func.func private @scale_aligned(%alloc: !llvm.ptr, %aligned: !llvm.ptr, %n: i64, %a: f64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  cf.br ^h(%c0 : i64)
^h(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  cf.cond_br %c, ^b, ^e
^b:
  %q = llvm.getelementptr %aligned[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %q : !llvm.ptr -> f64
  %p = arith.mulf %v, %a : f64
  %s = math.sin %p : f64
  llvm.store %s, %q : f64, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i64
  cf.br ^h(%i1 : i64)
^e:
  return
}
func.func private @shift_lowered(%alloc: !llvm.ptr, %aligned: !llvm.ptr, %n: i64, %a: f64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %z = arith.constant 0.0 : f64
  cf.br ^h(%c0, %z : i64, f64)
^h(%i: i64, %acc: f64):
  %c = llvm.icmp "slt" %i, %n : i64
  cf.cond_br %c, ^b, ^e(%acc : f64)
^b:
  %i1 = llvm.add %i, %c1 : i64
  %qr = llvm.getelementptr %alloc[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %qw = llvm.getelementptr %aligned[%i1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %qr : !llvm.ptr -> f64
  %p = arith.mulf %v, %a : f64
  %s = math.sin %p : f64
  %t = arith.addf %s, %v : f64
  llvm.store %t, %qw : f64, !llvm.ptr
  %acc2 = arith.addf %acc, %t : f64
  cf.br ^h(%i1, %acc2 : i64, f64)
^e(%r: f64):
  return %r : f64
}
// rev @lowered_convention active,active : 0.5; 0.7 | -0.2; 1.3
// fwd @lowered_convention dup,dup : 0.5; 0.7
func.func @lowered_convention(%x: f64, %a: f64) -> f64 {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %p = llvm.call @malloc(%c32) : (i64) -> !llvm.ptr
  %p1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %p : f64, !llvm.ptr
  llvm.store %a, %p1 : f64, !llvm.ptr
  func.call @scale_aligned(%p, %p, %c2, %a) : (!llvm.ptr, !llvm.ptr, i64, f64) -> ()
  %s = func.call @shift_lowered(%p, %p, %c3, %a) : (!llvm.ptr, !llvm.ptr, i64, f64) -> f64
  %p3 = llvm.getelementptr %p[3] : (!llvm.ptr) -> !llvm.ptr, f64
  %v = llvm.load %p3 : !llvm.ptr -> f64
  %w = llvm.load %p1 : !llvm.ptr -> f64
  %r = arith.mulf %v, %w : f64
  %r2 = arith.addf %r, %s : f64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  return %r2 : f64
}
