// Native callees (crates/ferrozyme-jit/tests/native.rs).

// A bounds-checked lookup: reads the table, writes the error flag only on
// the error path. Integer-only: a native callee.
memref.global "private" @table : memref<8xindex> = dense<[3, 1, 4, 1, 5, 0, 2, 6]>
func.func private @lookup(%err: memref<1xi32>, %i: index) -> index {
  %c8 = arith.constant 8 : index
  %bad = arith.cmpi uge, %i, %c8 : index
  scf.if %bad {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    memref.store %one, %err[%c0] : memref<1xi32>
    llvm.intr.trap
  }
  %t = memref.get_global @table : memref<8xindex>
  %v = memref.load %t[%i] : memref<8xindex>
  return %v : index
}

// A loop calling the lookup around a load from an active buffer: nothing
// the adjoint needs is overwritten, so the tape must not grow with %n.
// rev @gather_loop dup,dup,const,const : [0.5, -1.0, 2.0, 0.25, 1.5, -0.5, 0.75, 3.0]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; [0]; 8
func.func @gather_loop(%x: memref<8xf64>, %out: memref<8xf64>, %err: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.remui %i, %c8 : index
    %j = func.call @lookup(%err, %k) : (memref<1xi32>, index) -> index
    %s = memref.load %x[%c0] : memref<8xf64>
    %v = memref.load %x[%j] : memref<8xf64>
    %p = arith.mulf %v, %s : f64
    %q = math.sin %p : f64
    memref.store %q, %out[%k] : memref<8xf64>
  }
  return
}

// The same with the lookup inlined by hand.
// rev @gather_inlined dup,dup,const,const : [0.5, -1.0, 2.0, 0.25, 1.5, -0.5, 0.75, 3.0]; [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]; [0]; 8
func.func @gather_inlined(%x: memref<8xf64>, %out: memref<8xf64>, %err: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = memref.get_global @table : memref<8xindex>
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.remui %i, %c8 : index
    %j = memref.load %t[%k] : memref<8xindex>
    %s = memref.load %x[%c0] : memref<8xf64>
    %v = memref.load %x[%j] : memref<8xf64>
    %p = arith.mulf %v, %s : f64
    %q = math.sin %p : f64
    memref.store %q, %out[%k] : memref<8xf64>
  }
  return
}

// A callee with only integer arguments that moves float data between two
// globals: active code stores into @src, the callee copies it to @dst,
// active code reads @dst. Not derivative-free (it writes a float global).
memref.global "private" @src : memref<2xf64> = dense<0.0>
memref.global "private" @dst : memref<2xf64> = dense<0.0>
func.func private @shuffle(%i: index) {
  %c0 = arith.constant 0 : index
  %a = memref.get_global @src : memref<2xf64>
  %b = memref.get_global @dst : memref<2xf64>
  %v = memref.load %a[%i] : memref<2xf64>
  memref.store %v, %b[%c0] : memref<2xf64>
  return
}
// rev @through_globals active,const : 0.7; 1 | -1.3; 0
func.func @through_globals(%x: f64, %i: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.get_global @src : memref<2xf64>
  %s = math.sin %x : f64
  memref.store %s, %a[%c0] : memref<2xf64>
  memref.store %x, %a[%c1] : memref<2xf64>
  func.call @shuffle(%i) : (index) -> ()
  %b = memref.get_global @dst : memref<2xf64>
  %v = memref.load %b[%c0] : memref<2xf64>
  %r = arith.mulf %v, %x : f64
  return %r : f64
}

// An integer helper marked inactive by attribute, and a float function
// marked inactive (its result carries no derivative by the user's rule).
func.func private @hash(%a: index, %b: index) -> index attributes {enzyme.inactive} {
  %c31 = arith.constant 31 : index
  %m = arith.muli %a, %c31 : index
  %h = arith.xori %m, %b : index
  return %h : index
}
