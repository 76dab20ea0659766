// Calls whose memory may be one piece of memory at run time (found by a
// second reader of the augmented pairs; the replays got them wrong), and
// a loop whose only active content is a call touching an active global.
// Checked under both ways of differentiating calls (augmented pairs,
// `--calls=replay`).

memref.global "private" @GA : memref<2xf64> = dense<[0.0, 0.0]>

// The callee reads its argument and writes a global by name; the caller
// passes that global.
func.func private @read_arg_write_global(%m: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %gm = memref.get_global @GA : memref<2xf64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %s) -> (f64) {
    %v = memref.load %m[%i] : memref<2xf64>
    %p = arith.mulf %v, %a : f64
    %q = math.sin %p : f64
    scf.yield %q : f64
  }
  %k = arith.constant 5.0 : f64
  memref.store %k, %gm[%c0] : memref<2xf64>
  return %r : f64
}
// rev @global_as_arg dup,active : [0.3, 0.9]; 0.8 | [-0.6, 0.2]; 1.1
func.func @global_as_arg(%x: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.get_global @GA : memref<2xf64>
  %a = memref.load %x[%c0] : memref<2xf64>
  %b = memref.load %x[%c1] : memref<2xf64>
  memref.store %a, %m[%c0] : memref<2xf64>
  memref.store %b, %m[%c1] : memref<2xf64>
  %r = func.call @read_arg_write_global(%m, %s) : (memref<2xf64>, f64) -> f64
  return %r : f64
}

// The other way round: it reads the global by name and writes its argument.
func.func private @read_global_write_arg(%m: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %gm = memref.get_global @GA : memref<2xf64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %s) -> (f64) {
    %v = memref.load %gm[%i] : memref<2xf64>
    %p = arith.mulf %v, %a : f64
    %q = math.sin %p : f64
    scf.yield %q : f64
  }
  %k = arith.constant 5.0 : f64
  memref.store %k, %m[%c0] : memref<2xf64>
  return %r : f64
}
// rev @global_read_by_name dup,active : [0.3, 0.9]; 0.8 | [0.7, -1.1]; -0.5
func.func @global_read_by_name(%x: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.get_global @GA : memref<2xf64>
  %a = memref.load %x[%c0] : memref<2xf64>
  %b = memref.load %x[%c1] : memref<2xf64>
  memref.store %a, %m[%c0] : memref<2xf64>
  memref.store %b, %m[%c1] : memref<2xf64>
  %r = func.call @read_global_write_arg(%m, %s) : (memref<2xf64>, f64) -> f64
  return %r : f64
}

// One level down: the global goes through a callee that calls the writer.
func.func private @through(%x: memref<2xf64>, %s: f64) -> f64 {
  %r = func.call @read_arg_write_global(%x, %s) : (memref<2xf64>, f64) -> f64
  %t = math.cos %r : f64
  return %t : f64
}
// rev @global_two_down dup,active : [0.3, 0.9]; 0.8 | [-0.2, 0.5]; 0.4
func.func @global_two_down(%x: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.get_global @GA : memref<2xf64>
  %a = memref.load %x[%c0] : memref<2xf64>
  %b = memref.load %x[%c1] : memref<2xf64>
  memref.store %a, %m[%c0] : memref<2xf64>
  memref.store %b, %m[%c1] : memref<2xf64>
  %r = func.call @through(%m, %s) : (memref<2xf64>, f64) -> f64
  return %r : f64
}

// A buffer passed as itself and through a select: the callee stores to
// the second after its callee read the first.
func.func private @prod_sin(%b: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = memref.load %b[%c0] : memref<2xf64>
  %v = memref.load %b[%c1] : memref<2xf64>
  %p = arith.mulf %u, %v : f64
  %q = arith.mulf %p, %s : f64
  %r = math.sin %q : f64
  return %r : f64
}
func.func private @store_after(%x: memref<2xf64>, %y: memref<2xf64>, %s: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %r = func.call @prod_sin(%x, %s) : (memref<2xf64>, f64) -> f64
  %t = arith.mulf %r, %s : f64
  memref.store %t, %y[%c0] : memref<2xf64>
  %w = memref.load %y[%c0] : memref<2xf64>
  %o = arith.mulf %w, %r : f64
  return %o : f64
}
// rev @selected_twice dup,dup,active,const : [0.7, 1.3]; [0.2, 0.4]; 0.9; 1 | [0.7, 1.3]; [0.2, 0.4]; 0.9; 0
func.func @selected_twice(%x: memref<2xf64>, %y: memref<2xf64>, %s: f64, %c: i1) -> f64 {
  %z = arith.select %c, %x, %y : memref<2xf64>
  %r = func.call @store_after(%x, %z, %s) : (memref<2xf64>, memref<2xf64>, f64) -> f64
  return %r : f64
}

// A loop whose only active op is a call updating an active global.
memref.global "private" @GL : memref<2xf64> = dense<[0.0, 0.0]>
func.func private @accumulate_global(%k: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.get_global @GL : memref<2xf64>
  %a = memref.load %m[%c0] : memref<2xf64>
  %b = memref.load %m[%c1] : memref<2xf64>
  %s = math.sin %a : f64
  %p = arith.mulf %s, %k : f64
  %q = arith.addf %p, %b : f64
  memref.store %q, %m[%c1] : memref<2xf64>
  return
}
// rev @global_loop active,const : 0.4; 3 | -1.2; 5
func.func @global_loop(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %m = memref.get_global @GL : memref<2xf64>
  memref.store %x, %m[%c0] : memref<2xf64>
  memref.store %z, %m[%c1] : memref<2xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    func.call @accumulate_global(%fi) : (f64) -> ()
  }
  %r = memref.load %m[%c1] : memref<2xf64>
  memref.store %z, %m[%c1] : memref<2xf64>
  memref.store %z, %m[%c0] : memref<2xf64>
  return %r : f64
}

// One buffer passed as two memory arguments of a callee that writes one
// of them (was refused: the callee's derivative assumes distinct memory),
// and two element pointers into one stack buffer (reader-5 report 4): the
// calls are inlined, so the callees' loads and stores are the caller's.
func.func private @fill_from2(%out: memref<3xf64>, %x: memref<3xf64>, %s: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %xv = memref.load %x[%i] : memref<3xf64>
    %p = arith.mulf %xv, %s : f64
    %e = math.sin %p : f64
    memref.store %e, %out[%i] : memref<3xf64>
  }
  return
}
// rev @fill_aliased dup,active : [0.1, 0.2, 0.3]; 0.5 | [-0.4, 0.9, 0.6]; 1.3
func.func @fill_aliased(%u: memref<3xf64>, %s: f64) -> f64 {
  %c1 = arith.constant 1 : index
  func.call @fill_from2(%u, %u, %s) : (memref<3xf64>, memref<3xf64>, f64) -> ()
  %v = memref.load %u[%c1] : memref<3xf64>
  return %v : f64
}

func.func private @kick(%p: !llvm.ptr, %q: !llvm.ptr) {
  %b = llvm.load %q : !llvm.ptr -> f64
  %s = math.sin %b : f64
  llvm.store %s, %p : f64, !llvm.ptr
  return
}
// rev @kick_pair active,active,const : 0.7; 0.3; 3 | -0.2; 1.1; 1
func.func @kick_pair(%x: f64, %y: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = llvm.mlir.constant(2 : i64) : i64
  %buf = llvm.alloca %two x f64 : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %x, %buf : f64, !llvm.ptr
  llvm.store %y, %q : f64, !llvm.ptr
  func.call @kick(%buf, %q) : (!llvm.ptr, !llvm.ptr) -> ()
  scf.for %i = %c0 to %n step %c1 {
    func.call @kick(%q, %buf) : (!llvm.ptr, !llvm.ptr) -> ()
  }
  %a = llvm.load %buf : !llvm.ptr -> f64
  %b = llvm.load %q : !llvm.ptr -> f64
  %r = arith.mulf %a, %b : f64
  %r2 = arith.mulf %r, %x : f64
  return %r2 : f64
}
