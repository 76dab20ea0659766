// Memory-effects summaries (crates/ferrozyme/tests/analysis.rs checks each
// function's summary against the `// effects` line above it).

memref.global "private" @table : memref<4xindex> = dense<[0, 1, 2, 3]>
memref.global "private" @count : memref<1xindex> = dense<0>

// effects @reads_first: arg0=read arg1=none other=none
func.func @reads_first(%a: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<?xf64>
  %r = arith.mulf %v, %x : f64
  return %r : f64
}

// Through a view and a callee, and a global.
// effects @writes_view: arg0=read+write arg1=none @count=read+write other=none
func.func @writes_view(%a: memref<8xf64>, %x: f64) {
  %s = memref.subview %a[2] [4] [1] : memref<8xf64> to memref<4xf64, strided<[1], offset: 2>>
  %c = memref.cast %s : memref<4xf64, strided<[1], offset: 2>> to memref<?xf64, strided<[1], offset: ?>>
  %c0 = arith.constant 0 : index
  memref.store %x, %c[%c0] : memref<?xf64, strided<[1], offset: ?>>
  func.call @bump() : () -> ()
  %v = func.call @reads_first_strided(%c, %x) : (memref<?xf64, strided<[1], offset: ?>>, f64) -> f64
  return
}
func.func private @reads_first_strided(%a: memref<?xf64, strided<[1], offset: ?>>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<?xf64, strided<[1], offset: ?>>
  return %v : f64
}
// effects @bump: @count=read+write other=none
func.func private @bump() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @count : memref<1xindex>
  %k = memref.load %g[%c0] : memref<1xindex>
  %k1 = arith.addi %k, %c1 : index
  memref.store %k1, %g[%c0] : memref<1xindex>
  return
}

// Mutual recursion: the fixed point reaches the write two calls away.
// effects @ping: arg0=read+write arg1=none other=none
func.func @ping(%a: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %c0 : index
  scf.if %done {
  } else {
    func.call @pong(%a, %n) : (memref<?xf64>, index) -> ()
  }
  return
}
// effects @pong: arg0=read+write arg1=none other=none
func.func private @pong(%a: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %a[%c0] : memref<?xf64>
  %w = arith.addf %v, %v : f64
  memref.store %w, %a[%c0] : memref<?xf64>
  %m = arith.subi %n, %c1 : index
  func.call @ping(%a, %m) : (memref<?xf64>, index) -> ()
  return
}

// A bounds-checked lookup: reads the table, writes only on the error path.
// effects @lookup: arg0=write-on-error-path arg1=none @table=read other=none
func.func @lookup(%err: memref<1xi32>, %i: index) -> index {
  %c4 = arith.constant 4 : index
  %bad = arith.cmpi uge, %i, %c4 : index
  scf.if %bad {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    memref.store %one, %err[%c0] : memref<1xi32>
    llvm.intr.trap
  }
  %t = memref.get_global @table : memref<4xindex>
  %c0 = arith.constant 0 : index
  %j = arith.minui %i, %c4 : index
  %v = memref.load %t[%c0] : memref<4xindex>
  return %v : index
}

// Declarations: from their attributes, else conservative.
// effects @decl_readonly: arg0=read other=read
func.func private @decl_readonly(memref<?xf64>) attributes {passthrough = ["readonly"]}
// effects @decl_argmem_read: arg0=read other=none
func.func private @decl_argmem_read(memref<?xf64>) attributes {ferrozyme.effects = "argmemonly_readonly"}
// effects @decl_unknown: arg0=read+write other=read+write
func.func private @decl_unknown(memref<?xf64>)
// effects @llvm_decl: arg0=read arg1=none other=none
llvm.func @llvm_decl(!llvm.ptr, i64) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>}
// effects @llvm_scale: arg0=read+write arg1=none other=none
llvm.func @llvm_scale(%p: !llvm.ptr, %f: f64) {
  %v = llvm.load %p : !llvm.ptr -> f64
  %s = llvm.fmul %v, %f : f64
  llvm.store %s, %p : f64, !llvm.ptr
  llvm.return
}
