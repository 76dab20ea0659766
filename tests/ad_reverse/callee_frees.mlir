// Callees that free memory they are given (format: see loops.mlir). Run
// in default mode only: a replayed callee that frees its argument is
// refused (its replay would free it again), and so is a callee freeing
// memory after a loop whose checkpoints read it (refused.mlir).
// Memory a callee frees after a checkpointed loop that only writes it:
// the chunks' replays leave it alone (`replay::without_writes`). (A loop
// reading it is refused: refused.mlir @freed_after_read.)
// rev @freed_after_chunks dup,const : [1.0,2.0,3.0,4.0]; 4 | [0.3,-0.2,0.5,1.1]; 3
func.func private @release_ck(%t: memref<?xf64>) {
  memref.dealloc %t : memref<?xf64>
  return
}
func.func @freed_after_chunks(%A: memref<4xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc(%c4) : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %a = memref.load %A[%i] : memref<4xf64>
    %s = math.sin %a : f64
    memref.store %s, %t[%i] : memref<?xf64>
    %p = arith.mulf %acc, %s : f64
    %q = arith.addf %p, %s : f64
    scf.yield %q : f64
  } {ferrozyme.checkpoints = 2}
  %v = memref.load %t[%c1] : memref<?xf64>
  %w = arith.mulf %v, %r : f64
  func.call @release_ck(%t) : (memref<?xf64>) -> ()
  return %w : f64
}

// A load of memory a callee frees later: its value is recorded, not
// reloaded in the reverse sweep.
// rev @freed_after_load dup : [1.0,2.0,3.0,4.0] | [-0.5,0.7,0.1,2.0]
func.func private @release_ld(%t: memref<?xf64>) {
  memref.dealloc %t : memref<?xf64>
  return
}
func.func @freed_after_load(%A: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc(%c4) : memref<?xf64>
  %a = memref.load %A[%c1] : memref<4xf64>
  %s = math.sin %a : f64
  memref.store %s, %t[%c1] : memref<?xf64>
  %v = memref.load %t[%c1] : memref<?xf64>
  %w = arith.mulf %v, %v : f64
  func.call @release_ld(%t) : (memref<?xf64>) -> ()
  return %w : f64
}
