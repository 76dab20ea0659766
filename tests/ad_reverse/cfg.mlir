// Reverse mode of functions with several blocks (cf / llvm branches,
// loops in unstructured form, switches, early returns): rewritten into one
// scf.while dispatching on the block to run (crates/ferrozyme/src/ad/cfg.rs).
// Format of the // rev lines: see loops.mlir.

// Early returns: three return blocks, one of them inside a loop.
// rev @early active,const : 0.4; 3 | -0.7; 3 | 2.5; 6 | 0.3; 0
func.func @early(%x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lim = arith.constant 4.0 : f64
  %z = arith.constant 0.0 : f64
  %neg = arith.cmpf olt, %x, %z : f64
  cf.cond_br %neg, ^negative, ^loop(%c0, %x : index, f64)
^negative:
  %e = math.exp %x : f64
  return %e : f64
^loop(%i: index, %a: f64):
  %done = arith.cmpi uge, %i, %n : index
  cf.cond_br %done, ^out(%a : f64), ^step
^step:
  %q = arith.mulf %a, %a : f64
  %s = arith.addf %q, %x : f64
  %big = arith.cmpf ogt, %s, %lim : f64
  %i2 = arith.addi %i, %c1 : index
  cf.cond_br %big, ^out(%s : f64), ^loop(%i2, %s : index, f64)
^out(%r: f64):
  %t = math.tanh %r : f64
  return %t : f64
}

// Two nested loops in unstructured form; the inner loop reads a buffer
// nothing writes, and a value defined in the outer loop's header is used
// two blocks further (a live-in value).
// rev @nested_cf dup,active,const : [0.5, -0.25, 0.75]; 0.3; 4
func.func @nested_cf(%m: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  cf.br ^outer(%c0, %x : index, f64)
^outer(%i: index, %acc: f64):
  %sc = math.sin %acc : f64
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^inner(%c0, %acc : index, f64), ^exit(%acc : f64)
^inner(%j: index, %b: f64):
  %jin = arith.cmpi ult, %j, %c3 : index
  cf.cond_br %jin, ^inner_body, ^outer_latch(%b : f64)
^inner_body:
  %v = memref.load %m[%j] : memref<3xf64>
  %w = arith.mulf %v, %sc : f64
  %b2 = arith.addf %b, %w : f64
  %j2 = arith.addi %j, %c1 : index
  cf.br ^inner(%j2, %b2 : index, f64)
^outer_latch(%r: f64):
  %h = arith.constant 0.5 : f64
  %r2 = arith.mulf %r, %h : f64
  %i2 = arith.addi %i, %c1 : index
  cf.br ^outer(%i2, %r2 : index, f64)
^exit(%res: f64):
  return %res : f64
}

// cf.switch inside an unstructured loop, the flag computed from the
// counter; one case stores into an output buffer (write-only memory).
// rev @switch_loop active,dup,const : 0.6; [0.0, 0.0, 0.0]; 7
func.func @switch_loop(%x: f64, %out: memref<3xf64>, %n: i32) -> f64 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^head(%c0, %x : i32, f64)
^head(%i: i32, %a: f64):
  %go = arith.cmpi slt, %i, %n : i32
  cf.cond_br %go, ^dispatch, ^done
^dispatch:
  %k = arith.remsi %i, %c3 : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.switch %k : i32, [
    default: ^head(%i2, %a : i32, f64),
    0: ^sin,
    1: ^square(%a : f64)
  ]
^sin:
  %s = math.sin %a : f64
  %ix = arith.index_cast %k : i32 to index
  memref.store %s, %out[%ix] : memref<3xf64>
  cf.br ^head(%i2, %s : i32, f64)
^square(%u: f64):
  %q = arith.mulf %u, %u : f64
  %h = arith.constant 0.9 : f64
  %qh = arith.mulf %q, %h : f64
  cf.br ^head(%i2, %qh : i32, f64)
^done:
  return %a : f64
}

// An llvm.func with llvm.br / llvm.cond_br and a block argument that is a
// constant on one edge and varied on the other.
// rev @llvm_branches active : 0.5 | -0.5
llvm.func @llvm_branches(%x: f64) -> f64 {
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %k = llvm.mlir.constant(2.0 : f64) : f64
  %c = llvm.fcmp "ogt" %x, %z : f64
  llvm.cond_br %c, ^pos, ^join(%k : f64)
^pos:
  %e = llvm.intr.exp(%x) : (f64) -> f64
  llvm.br ^join(%e : f64)
^join(%v: f64):
  %r = llvm.fmul %v, %x : f64
  llvm.return %r : f64
}

// An unstructured loop updating a buffer in place (loads of memory the
// function writes, in the blocks the dispatch loop runs), with an early exit.
// rev @cf_inplace dup,active,const : [0.3, -0.6, 0.9]; 0.8; 7 | [1.1, 0.2, -0.4]; -0.5; 2
func.func @cf_inplace(%u: memref<3xf64>, %x: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %lim = arith.constant 50.0 : f64
  cf.br ^head(%c0 : index)
^head(%i: index):
  %go = arith.cmpi ult, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %j = arith.remui %i, %c3 : index
  %jn = arith.addi %j, %c1 : index
  %jj = arith.remui %jn, %c3 : index
  %a = memref.load %u[%j] : memref<3xf64>
  %b = memref.load %u[%jj] : memref<3xf64>
  %p = arith.mulf %a, %b : f64
  %s = math.sin %p : f64
  %t = arith.addf %s, %x : f64
  memref.store %t, %u[%j] : memref<3xf64>
  %big = arith.cmpf ogt, %t, %lim : f64
  %i2 = arith.addi %i, %c1 : index
  cf.cond_br %big, ^exit, ^head(%i2 : index)
^exit:
  %r0 = memref.load %u[%c0] : memref<3xf64>
  %r1 = memref.load %u[%c1] : memref<3xf64>
  %r = arith.mulf %r0, %r1 : f64
  return %r : f64
}
