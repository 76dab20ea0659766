// Pointers to active memory that live inside loops and branches
// (crates/ferrozyme/src/ad/reverse/loop_pointers.rs): stored into memory
// and loaded back in loops (an array of pointers, C's `double **` rows),
// (lists.mlir: carried by a loop walking a linked list). The forward sweep stores
// each stored pointer's shadow into the shadow memory, as at the top
// level; the reverse sweep loads the shadow of a pointer it loads again
// from there. All were refused before ("accesses active memory without a
// shadow"), or, for a pointer stored in a loop and loaded at the top
// level, failed at run time (a null shadow). Format: see loops.mlir;
// `split` lines are checked in split mode too.

// An array of pointers filled in a loop (in reverse order), read in
// another.
// rev @ptr_array active : 0.7 | -1.3
// fwd @ptr_array dup : 0.7
// split @ptr_array active : 0.7
func.func @ptr_array(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %i4 = llvm.mlir.constant(4 : i64) : i64
  %z = arith.constant 0.0 : f64
  %vals = llvm.alloca %i4 x f64 : (i64) -> !llvm.ptr
  %ptrs = llvm.alloca %i4 x !llvm.ptr : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %x, %fi : f64
    %w = math.sin %v : f64
    %vp = llvm.getelementptr %vals[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %w, %vp : f64, !llvm.ptr
    %j = arith.subi %c4, %i : index
    %j1 = arith.subi %j, %c1 : index
    %jj = arith.index_cast %j1 : index to i64
    %pp = llvm.getelementptr %ptrs[%jj] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    llvm.store %vp, %pp : !llvm.ptr, !llvm.ptr
  }
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f64 {
    %ii = arith.index_cast %i : index to i64
    %pp = llvm.getelementptr %ptrs[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> f64
    %fi = arith.sitofp %ii : i64 to f64
    %t = arith.mulf %v, %fi : f64
    %t2 = arith.mulf %t, %v : f64
    %a = arith.addf %acc, %t2 : f64
    scf.yield %a : f64
  }
  return %s : f64
}

// Pointers stored in a loop, one loaded after it.
// rev @ptr_array_top active : 0.7 | 2.1
// fwd @ptr_array_top dup : 0.7
// split @ptr_array_top active : 2.1
func.func @ptr_array_top(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %i4 = llvm.mlir.constant(4 : i64) : i64
  %i2 = llvm.mlir.constant(2 : i64) : i64
  %vals = llvm.alloca %i4 x f64 : (i64) -> !llvm.ptr
  %ptrs = llvm.alloca %i4 x !llvm.ptr : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %v = arith.mulf %x, %fi : f64
    %w = math.sin %v : f64
    %vp = llvm.getelementptr %vals[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %w, %vp : f64, !llvm.ptr
    %pp = llvm.getelementptr %ptrs[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    llvm.store %vp, %pp : !llvm.ptr, !llvm.ptr
  }
  %pp = llvm.getelementptr %ptrs[%i2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f64
  %t2 = arith.mulf %v, %v : f64
  return %t2 : f64
}

// C's `double **a`: row pointers into one block set in a loop, the rows
// filled through them, then a sum of squares over a loop nest. Split mode
// is refused: the rows are memory the analysis cannot attribute (split.rs
// `split_refuses_pointers_loaded_in_loops`).
// rev @rows active : 0.4 | -0.9
// fwd @rows dup : 0.4
func.func @rows(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %i12 = llvm.mlir.constant(12 : i64) : i64
  %i3 = llvm.mlir.constant(3 : i64) : i64
  %i4 = llvm.mlir.constant(4 : i64) : i64
  %z = arith.constant 0.0 : f64
  %data = llvm.alloca %i12 x f64 : (i64) -> !llvm.ptr
  %rows = llvm.alloca %i3 x !llvm.ptr : (i64) -> !llvm.ptr
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %off = llvm.mul %ii, %i4 : i64
    %r = llvm.getelementptr %data[%off] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %rp = llvm.getelementptr %rows[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    llvm.store %r, %rp : !llvm.ptr, !llvm.ptr
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %rp = llvm.getelementptr %rows[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %r = llvm.load %rp : !llvm.ptr -> !llvm.ptr
    %fi = arith.sitofp %ii : i64 to f64
    %xi = arith.mulf %x, %fi : f64
    scf.for %j = %c0 to %c4 step %c1 {
      %jj = arith.index_cast %j : index to i64
      %fj = arith.sitofp %jj : i64 to f64
      %v = arith.addf %xi, %fj : f64
      %w = math.sin %v : f64
      %e = llvm.getelementptr %r[%jj] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %w, %e : f64, !llvm.ptr
    }
  }
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> f64 {
    %ii = arith.index_cast %i : index to i64
    %rp = llvm.getelementptr %rows[%ii] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %r = llvm.load %rp : !llvm.ptr -> !llvm.ptr
    %si = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc) -> f64 {
      %jj = arith.index_cast %j : index to i64
      %e = llvm.getelementptr %r[%jj] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      %v = llvm.load %e : !llvm.ptr -> f64
      %v2 = arith.mulf %v, %v : f64
      %a2 = arith.addf %a, %v2 : f64
      scf.yield %a2 : f64
    }
    scf.yield %si : f64
  }
  return %s : f64
}

// Slots of an array of pointers swapped (at the top level) and copied
// (in a loop): the loads of the slots are pointers, not float bits, since
// nothing outside the function can reach the array (reader-50: refused as
// punning, "bits moved as a pointer").
// rev @swap_top active,active : 0.3; 0.7 | -1.1; 0.45
// fwd @swap_top dup,dup : 0.3; 0.7
func.func @swap_top(%x: f64, %y: f64) -> f64 {
  %i2 = llvm.mlir.constant(2 : i64) : i64
  %vals = llvm.alloca %i2 x f64 : (i64) -> !llvm.ptr
  %ptrs = llvm.alloca %i2 x !llvm.ptr : (i64) -> !llvm.ptr
  %v1p = llvm.getelementptr %vals[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %vals : f64, !llvm.ptr
  llvm.store %y, %v1p : f64, !llvm.ptr
  %p1p = llvm.getelementptr %ptrs[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  llvm.store %vals, %ptrs : !llvm.ptr, !llvm.ptr
  llvm.store %v1p, %p1p : !llvm.ptr, !llvm.ptr
  %p = llvm.load %ptrs : !llvm.ptr -> !llvm.ptr
  %q = llvm.load %p1p : !llvm.ptr -> !llvm.ptr
  llvm.store %q, %ptrs : !llvm.ptr, !llvm.ptr
  llvm.store %p, %p1p : !llvm.ptr, !llvm.ptr
  %p2 = llvm.load %ptrs : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p2 : !llvm.ptr -> f64
  %w = llvm.load %p : !llvm.ptr -> f64
  %r = arith.mulf %v, %w : f64
  %r2 = arith.mulf %r, %v : f64
  return %r2 : f64
}
// rev @copy_slot active,active : 0.3; 0.7 | -1.1; 0.45
// fwd @copy_slot dup,dup : 0.3; 0.7
func.func @copy_slot(%x: f64, %y: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %i2 = llvm.mlir.constant(2 : i64) : i64
  %z = arith.constant 0.0 : f64
  %vals = llvm.alloca %i2 x f64 : (i64) -> !llvm.ptr
  %ptrs = llvm.alloca %i2 x !llvm.ptr : (i64) -> !llvm.ptr
  %v1p = llvm.getelementptr %vals[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %vals : f64, !llvm.ptr
  llvm.store %y, %v1p : f64, !llvm.ptr
  %p1p = llvm.getelementptr %ptrs[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  llvm.store %vals, %ptrs : !llvm.ptr, !llvm.ptr
  llvm.store %v1p, %p1p : !llvm.ptr, !llvm.ptr
  %s = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %z) -> f64 {
    %p = llvm.load %ptrs : !llvm.ptr -> !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> f64
    %a0 = arith.mulf %acc, %v : f64
    %a = arith.addf %a0, %v : f64
    %q = llvm.load %p1p : !llvm.ptr -> !llvm.ptr
    llvm.store %q, %ptrs : !llvm.ptr, !llvm.ptr
    scf.yield %a : f64
  }
  return %s : f64
}
