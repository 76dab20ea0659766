// Calls whose memory may be overwritten before their adjoint, in loops
// whose trip counts are known only when they start (bounds loaded from
// memory, CSR rows): the records of such loops go into a growing stream,
// which holds words, not copies of memory. The reverse sweep asks for the
// loop to be rewritten (ad/restructure.rs `stream_loops`) and the
// derivation starts again: the calls in the loop are inlined when they all
// can be (one block, no scf.while, no recursion; their stack temporaries
// hoisted), their loads then recorded in the stream; else the loop is
// outlined, a call in the loop around it whose memory is copied per
// iteration there, and a top-level loop of its own function (@while_in_stream,
// @csr_recursive, @nested_stream). All were refused before (format: see
// loops.mlir).

// A callee overwriting what it reads in a loop (its tape would hold
// buffers: replayed).
func.func private @scale0(%m: memref<?xf64>, %x: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %m[%c0] : memref<?xf64>
    %s = arith.mulf %v, %x : f64
    %e = math.sin %s : f64
    memref.store %e, %m[%c0] : memref<?xf64>
  }
  return
}

// Three loops down, the innermost bound loaded from the memory the call
// updates.
// rev @call_nested_loops dup,active,const : [2.5, 0.3]; 0.7; 2 | [1.5, -0.3]; 1.3; 3 | [0.5, 0.2]; 0.4; 1
func.func @call_nested_loops(%m: memref<?xf64>, %x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %lv = memref.load %m[%c1] : memref<?xf64>
      %la = math.absf %lv : f64
      %l3 = arith.mulf %la, %x : f64
      %li = arith.fptosi %l3 : f64 to i64
      %ub = arith.index_cast %li : i64 to index
      scf.for %k = %c0 to %ub step %c1 {
        func.call @scale0(%m, %x) : (memref<?xf64>, f64) -> ()
      }
      %v = memref.load %m[%c0] : memref<?xf64>
      %w = memref.load %m[%c1] : memref<?xf64>
      %s = arith.addf %v, %w : f64
      memref.store %s, %m[%c1] : memref<?xf64>
    }
  }
  return
}

// An scf.while reading memory written later (a call of its own outlined
// function), per element of a CSR row, per time step.
// rev @while_in_stream dup,const,active,const : [0.3, 0.5, 0.7, 0.2]; [0, 1, 3, 4]; 0.8; 2 | [0.9, -0.1, 0.4, 0.6, 0.3]; [0, 2, 2, 5]; 1.1; 3
func.func @while_in_stream(%u: memref<?xf64>, %rowptr: memref<?xindex>, %k: f64, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %c3 step %c1 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      scf.for %e = %lo to %hi step %c1 {
        %q:2 = scf.while (%j = %c0, %a = %k) : (index, f64) -> (index, f64) {
          %go = arith.cmpi slt, %j, %c3 : index
          scf.condition(%go) %j, %a : index, f64
        } do {
        ^bb0(%j: index, %a: f64):
          %v = memref.load %u[%e] : memref<?xf64>
          %p = arith.mulf %v, %a : f64
          %s = math.sin %p : f64
          %j1 = arith.addi %j, %c1 : index
          scf.yield %j1, %s : index, f64
        }
        memref.store %q#1, %u[%e] : memref<?xf64>
      }
    }
  }
  return
}

// A flux between two cells (a scratch buffer keeps it from being inlined),
// called per nonzero of a CSR matrix (row i, column col[e]), per sweep.
func.func private @exchange(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %tmp = memref.alloca() : memref<1xf64>
  %c0 = arith.constant 0 : index
  %a = memref.load %u[%i] : memref<?xf64>
  %b = memref.load %u[%j] : memref<?xf64>
  %d = arith.subf %b, %a : f64
  %s = math.sin %d : f64
  %f = arith.mulf %k, %s : f64
  memref.store %f, %tmp[%c0] : memref<1xf64>
  %g = memref.load %tmp[%c0] : memref<1xf64>
  %a1 = arith.addf %a, %g : f64
  %b1 = arith.subf %b, %g : f64
  memref.store %a1, %u[%i] : memref<?xf64>
  memref.store %b1, %u[%j] : memref<?xf64>
  return %g : f64
}

// rev @csr_sweeps dup,const,const,active,const : [0.3, 0.5, 0.7, 0.2]; [0, 2, 3, 3, 5]; [1, 3, 2, 0, 1]; 0.6; 2 | [0.9, -0.1, 0.4, 0.6]; [0, 1, 3, 4, 4]; [2, 0, 3, 1]; 1.2; 3
func.func @csr_sweeps(%u: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %k: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> f64 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      %r3 = scf.for %e = %lo to %hi step %c1 iter_args(%b = %a) -> f64 {
        %j = memref.load %col[%e] : memref<?xindex>
        %g = func.call @exchange(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
        %g2 = arith.mulf %g, %g : f64
        %b1 = arith.addf %b, %g2 : f64
        scf.yield %b1 : f64
      }
      scf.yield %r3 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %u[%c1] : memref<?xf64>
  %o = arith.addf %r, %x : f64
  return %o : f64
}

// Two stream levels: the call is two loops below the first loop whose
// bound is loaded (the derivation starts again for each).
// rev @two_streams dup,active,const,const : [0.6, 0.3, 2.2]; 0.7; [2, 3, 1]; 2 | [0.2, -0.5, 1.4]; 1.1; [1, 2, 2]; 3
func.func @two_streams(%m: memref<?xf64>, %x: f64, %ub: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %u1 = memref.load %ub[%c0] : memref<?xindex>
    scf.for %j = %c0 to %u1 step %c1 {
      %u2 = memref.load %ub[%c1] : memref<?xindex>
      scf.for %k = %c0 to %u2 step %c1 {
        %u3 = memref.load %ub[%c2] : memref<?xindex>
        scf.for %l = %c0 to %u3 step %c1 {
          func.call @scale0(%m, %x) : (memref<?xf64>, f64) -> ()
        }
        %v = memref.load %m[%c0] : memref<?xf64>
        %w = memref.load %m[%c2] : memref<?xf64>
        %s = arith.mulf %v, %w : f64
        %c = math.cos %s : f64
        memref.store %c, %m[%c2] : memref<?xf64>
      }
    }
  }
  return
}

// A callee like @scale0 returning what it computed.
func.func private @scale_sum(%m: memref<?xf64>, %x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> f64 {
    %v = memref.load %m[%c0] : memref<?xf64>
    %s = arith.mulf %v, %x : f64
    %e = math.sin %s : f64
    memref.store %e, %m[%c0] : memref<?xf64>
    %a1 = arith.addf %a, %e : f64
    scf.yield %a1 : f64
  }
  return %r : f64
}

// The stream loop carries a result out (its function returns it), in an
// scf.if in a loop; a callee with a loop returning a result.
// rev @carried dup,active,const,const : [2.5, 1.3, 0.7]; 0.7; [1, 2, 0]; 2 | [1.5, 2.3, 0.2]; 1.1; [2, 0, 1]; 3
func.func @carried(%m: memref<?xf64>, %x: f64, %ub: memref<?xindex>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %acc) -> f64 {
      %odd = arith.remui %i, %c1 : index
      %isz = arith.cmpi eq, %odd, %c0 : index
      %q = scf.if %isz -> f64 {
        %u = memref.load %ub[%i] : memref<?xindex>
        %r3 = scf.for %k = %c0 to %u step %c1 iter_args(%b = %a) -> f64 {
          %g = func.call @scale_sum(%m, %x) : (memref<?xf64>, f64) -> f64
          %b1 = arith.addf %b, %g : f64
          scf.yield %b1 : f64
        }
        scf.yield %r3 : f64
      } else {
        scf.yield %a : f64
      }
      %w = memref.load %m[%c0] : memref<?xf64>
      %w2 = arith.mulf %w, %q : f64
      memref.store %w2, %m[%c1] : memref<?xf64>
      scf.yield %q : f64
    }
    scf.yield %r2 : f64
  }
  return %r : f64
}
// The same called from another function (the derivation that starts
// again is a callee's).
// rev @outer dup,active,const,const : [2.5, 1.3, 0.7]; 0.7; [1, 2, 0]; 2 | [0.5, 0.3, 0.7]; 0.2; [1, 1, 1]; 1
func.func @outer(%m: memref<?xf64>, %x: f64, %ub: memref<?xindex>, %n: index) -> f64 {
  %a = func.call @carried(%m, %x, %ub, %n) : (memref<?xf64>, f64, memref<?xindex>, index) -> f64
  %sa = math.sin %a : f64
  %b = func.call @carried(%m, %sa, %ub, %n) : (memref<?xf64>, f64, memref<?xindex>, index) -> f64
  return %b : f64
}

// A recursive callee (not inlined: the loop is outlined, its memory
// copied per iteration of the loop around it).
func.func private @rexchange(%u: memref<?xf64>, %i: index, %j: index, %k: f64, %depth: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f64
  %deeper = arith.cmpi ugt, %depth, %c0 : index
  %r = scf.if %deeper -> f64 {
    %d1 = arith.subi %depth, %c1 : index
    %k2 = arith.mulf %k, %half : f64
    %a = func.call @rexchange(%u, %i, %j, %k2, %d1) : (memref<?xf64>, index, index, f64, index) -> f64
    %b = func.call @rexchange(%u, %j, %i, %k2, %d1) : (memref<?xf64>, index, index, f64, index) -> f64
    %s = arith.addf %a, %b : f64
    scf.yield %s : f64
  } else {
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %d = arith.subf %b, %a : f64
    %s = math.sin %d : f64
    %f = arith.mulf %k, %s : f64
    %a1 = arith.addf %a, %f : f64
    %b1 = arith.subf %b, %f : f64
    memref.store %a1, %u[%i] : memref<?xf64>
    memref.store %b1, %u[%j] : memref<?xf64>
    scf.yield %f : f64
  }
  return %r : f64
}

// rev @csr_recursive dup,const,const,active,const : [0.3, 0.5, 0.7, 0.2]; [0, 2, 3, 3, 5]; [1, 3, 2, 0, 1]; 0.6; 2 | [0.9, -0.1, 0.4, 0.6]; [0, 1, 3, 4, 4]; [2, 0, 3, 1]; 1.2; 1
func.func @csr_recursive(%u: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %k: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> f64 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      %r3 = scf.for %e = %lo to %hi step %c1 iter_args(%b = %a) -> f64 {
        %j = memref.load %col[%e] : memref<?xindex>
        %g = func.call @rexchange(%u, %i, %j, %k, %c2) : (memref<?xf64>, index, index, f64, index) -> f64
        %g2 = arith.mulf %g, %g : f64
        %b1 = arith.addf %b, %g2 : f64
        scf.yield %b1 : f64
      }
      scf.yield %r3 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %u[%c1] : memref<?xf64>
  %o = arith.addf %r, %x : f64
  return %o : f64
}

// A chain of six calls down to @exchange: every level is inlined (it
// stopped after four before and the call left was refused).
func.func private @chain1(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %r = func.call @chain2(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
  return %r : f64
}
func.func private @chain2(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %r = func.call @chain3(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
  return %r : f64
}
func.func private @chain3(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %r = func.call @chain4(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
  return %r : f64
}
func.func private @chain4(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %r = func.call @chain5(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
  return %r : f64
}
func.func private @chain5(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %r = func.call @exchange(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
  %h = arith.constant 0.5 : f64
  %r2 = arith.mulf %r, %h : f64
  return %r2 : f64
}
// rev @csr_chain dup,const,const,active,const : [0.3, 0.5, 0.7, 0.2]; [0, 2, 3, 3, 5]; [1, 3, 2, 0, 1]; 0.6; 2 | [0.9, -0.1, 0.4, 0.6]; [0, 1, 3, 4, 4]; [2, 0, 3, 1]; 1.2; 3
func.func @csr_chain(%u: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %k: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> f64 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      %r3 = scf.for %e = %lo to %hi step %c1 iter_args(%b = %a) -> f64 {
        %j = memref.load %col[%e] : memref<?xindex>
        %g = func.call @chain1(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
        %g2 = arith.mulf %g, %g : f64
        %b1 = arith.addf %b, %g2 : f64
        scf.yield %b1 : f64
      }
      scf.yield %r3 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %u[%c1] : memref<?xf64>
  %o = arith.addf %r, %x : f64
  return %o : f64
}

// A callee with a stream loop of its own, calling the recursive
// @rexchange: inlining it would leave a call that cannot be, so the loop
// around it is outlined whole (inlining the first level only asked for
// a loop that existed only in the inlined body; refused before).
func.func private @row_sweep(%u: memref<?xf64>, %p: memref<?xindex>, %i: index, %k: f64) -> f64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %lo = memref.load %p[%i] : memref<?xindex>
  %ip = arith.addi %i, %c1 : index
  %hi = memref.load %p[%ip] : memref<?xindex>
  %r = scf.for %e = %lo to %hi step %c1 iter_args(%b = %z) -> f64 {
    %g = func.call @rexchange(%u, %i, %e, %k, %c1) : (memref<?xf64>, index, index, f64, index) -> f64
    %b1 = arith.addf %b, %g : f64
    scf.yield %b1 : f64
  }
  return %r : f64
}
// rev @nested_stream dup,const,active,const : [0.3, 0.5, 0.7, 0.2]; [0, 2, 3, 3, 4]; 0.6; 2 | [0.9, -0.1, 0.4, 0.6]; [0, 1, 3, 4, 4]; 1.2; 1
func.func @nested_stream(%u: memref<?xf64>, %rowptr: memref<?xindex>, %k: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> f64 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      %r3 = scf.for %e = %lo to %hi step %c1 iter_args(%b = %a) -> f64 {
        %g = func.call @row_sweep(%u, %rowptr, %i, %k) : (memref<?xf64>, memref<?xindex>, index, f64) -> f64
        %b1 = arith.addf %b, %g : f64
        scf.yield %b1 : f64
      }
      scf.yield %r3 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %u[%c1] : memref<?xf64>
  %o = arith.addf %r, %x : f64
  return %o : f64
}

// Callees with scratch memory the stream loop cannot keep per iteration:
// a heap temporary viewed through a subview (inlined, then hoisted out of
// the loop: ad/hoist.rs) and a stack temporary of run-time size (not
// inlinable: the loop is outlined). Both were refused after being inlined
// ("allocating active memory inside a loop").
func.func private @flux_heap(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tmp = memref.alloc() : memref<4xf64>
  %sv = memref.subview %tmp[%c1] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: ?>>
  %a = memref.load %u[%i] : memref<?xf64>
  %b = memref.load %u[%j] : memref<?xf64>
  %d = arith.subf %b, %a : f64
  %s = math.sin %d : f64
  %f = arith.mulf %k, %s : f64
  memref.store %f, %sv[%c0] : memref<2xf64, strided<[1], offset: ?>>
  %g = memref.load %tmp[%c1] : memref<4xf64>
  memref.dealloc %tmp : memref<4xf64>
  %a1 = arith.addf %a, %g : f64
  %b1 = arith.subf %b, %g : f64
  memref.store %a1, %u[%i] : memref<?xf64>
  memref.store %b1, %u[%j] : memref<?xf64>
  return %g : f64
}
func.func private @flux_dyn(%u: memref<?xf64>, %i: index, %j: index, %k: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %u, %c0 : memref<?xf64>
  %tmp = memref.alloca(%n) : memref<?xf64>
  %a = memref.load %u[%i] : memref<?xf64>
  %b = memref.load %u[%j] : memref<?xf64>
  %d = arith.subf %b, %a : f64
  %s = math.sin %d : f64
  %f = arith.mulf %k, %s : f64
  memref.store %f, %tmp[%c1] : memref<?xf64>
  %g = memref.load %tmp[%c1] : memref<?xf64>
  %a1 = arith.addf %a, %g : f64
  %b1 = arith.subf %b, %g : f64
  memref.store %a1, %u[%i] : memref<?xf64>
  memref.store %b1, %u[%j] : memref<?xf64>
  return %g : f64
}
// rev @csr_heap_scratch dup,const,const,active,const : [0.3, 0.5, 0.7, 0.2]; [0, 2, 3, 3, 5]; [1, 3, 2, 0, 1]; 0.6; 2 | [0.9, -0.1, 0.4, 0.6]; [0, 1, 3, 4, 4]; [2, 0, 3, 1]; 1.2; 3
func.func @csr_heap_scratch(%u: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %k: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> f64 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      %r3 = scf.for %e = %lo to %hi step %c1 iter_args(%b = %a) -> f64 {
        %j = memref.load %col[%e] : memref<?xindex>
        %g = func.call @flux_heap(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
        %g2 = arith.mulf %g, %g : f64
        %b1 = arith.addf %b, %g2 : f64
        scf.yield %b1 : f64
      }
      scf.yield %r3 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %u[%c1] : memref<?xf64>
  %o = arith.addf %r, %x : f64
  return %o : f64
}
// rev @csr_dyn_scratch dup,const,const,active,const : [0.3, 0.5, 0.7, 0.2]; [0, 2, 3, 3, 5]; [1, 3, 2, 0, 1]; 0.6; 2 | [0.9, -0.1, 0.4, 0.6]; [0, 1, 3, 4, 4]; [2, 0, 3, 1]; 1.2; 3
func.func @csr_dyn_scratch(%u: memref<?xf64>, %rowptr: memref<?xindex>, %col: memref<?xindex>, %k: f64, %sweeps: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %t = %c0 to %sweeps step %c1 iter_args(%acc = %z) -> f64 {
    %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> f64 {
      %lo = memref.load %rowptr[%i] : memref<?xindex>
      %ip = arith.addi %i, %c1 : index
      %hi = memref.load %rowptr[%ip] : memref<?xindex>
      %r3 = scf.for %e = %lo to %hi step %c1 iter_args(%b = %a) -> f64 {
        %j = memref.load %col[%e] : memref<?xindex>
        %g = func.call @flux_dyn(%u, %i, %j, %k) : (memref<?xf64>, index, index, f64) -> f64
        %g2 = arith.mulf %g, %g : f64
        %b1 = arith.addf %b, %g2 : f64
        scf.yield %b1 : f64
      }
      scf.yield %r3 : f64
    }
    scf.yield %r2 : f64
  }
  %x = memref.load %u[%c1] : memref<?xf64>
  %o = arith.addf %r, %x : f64
  return %o : f64
}
