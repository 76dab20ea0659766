// Calls whose pairs' tapes hold buffers (the records of the callee's own
// loops) at sites that keep only scalars per iteration: a loop nested in a
// loop whose trip count is known only when it starts (a triangular nest,
// a CSR row), a branch of the function. They are replayed (a stack pair
// could hold such a tape, as recursive callees' pairs do, but measured
// slower: see the calls bench's triangle row) (format: see loops.mlir).

// u[i] -= w·tanh(u[i]·u[i+1]) in place; returns the sum of the tanh.
func.func private @relax(%u: memref<?xf64>, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  %e = scf.for %i = %c0 to %last step %c1 iter_args(%acc = %zero) -> (f64) {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %u[%i] : memref<?xf64>
    %b = memref.load %u[%j] : memref<?xf64>
    %p = arith.mulf %a, %b : f64
    %t = math.tanh %p : f64
    %s = arith.mulf %t, %w : f64
    %na = arith.subf %a, %s : f64
    memref.store %na, %u[%i] : memref<?xf64>
    %x = arith.addf %acc, %t : f64
    scf.yield %x : f64
  }
  return %e : f64
}

// A triangular nest: i relaxations in step i.
// rev @triangle dup,active,const : [0.3, -0.2, 0.8, 1.1]; 0.4; 4 | [1.0, 0.5, -0.5]; -0.3; 2
func.func @triangle(%u: memref<?xf64>, %w: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %w) -> (f64) {
    %r2 = scf.for %j = %c0 to %i step %c1 iter_args(%b = %acc) -> (f64) {
      %e = func.call @relax(%u, %b) : (memref<?xf64>, f64) -> f64
      %x = arith.mulf %e, %b : f64
      %y = arith.addf %b, %x : f64
      scf.yield %y : f64
    }
    scf.yield %r2 : f64
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  %o = arith.addf %r, %v : f64
  return %o : f64
}

// Rows of a CSR pattern: a relaxation per stored entry, the weight its value.
// rev @csr_rows dup,const,const,active : [0.3, -0.2, 0.8]; [0, 2, 2, 3]; [0.5, 1.5, -0.7]; 0.6 | [1.0, 0.5]; [0, 1, 3]; [0.2, 0.4, 0.9]; -0.2
func.func @csr_rows(%u: memref<?xf64>, %rowptr: memref<?xindex>, %vals: memref<?xf64>, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %n = memref.dim %u, %c0 : memref<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %lo = memref.load %rowptr[%i] : memref<?xindex>
    %ip = arith.addi %i, %c1 : index
    %hi = memref.load %rowptr[%ip] : memref<?xindex>
    %r2 = scf.for %e = %lo to %hi step %c1 iter_args(%b = %acc) -> (f64) {
      %v = memref.load %vals[%e] : memref<?xf64>
      %k = arith.mulf %v, %w : f64
      %t = func.call @relax(%u, %k) : (memref<?xf64>, f64) -> f64
      %b1 = arith.addf %b, %t : f64
      scf.yield %b1 : f64
    }
    scf.yield %r2 : f64
  }
  %v = memref.load %u[%c1] : memref<?xf64>
  %o = arith.mulf %r, %v : f64
  return %o : f64
}

// A branch of the function: the relaxation runs when w > 0.
// rev @branch dup,active : [0.3, -0.2, 0.8, 1.1]; 0.4 | [1.0, 0.5, -0.5]; -0.3
func.func @branch(%u: memref<?xf64>, %w: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f64
  %pos = arith.cmpf ogt, %w, %z : f64
  %r = scf.if %pos -> (f64) {
    %e = func.call @relax(%u, %w) : (memref<?xf64>, f64) -> f64
    scf.yield %e : f64
  } else {
    %s = math.sin %w : f64
    scf.yield %s : f64
  }
  %v = memref.load %u[%c0] : memref<?xf64>
  %o = arith.mulf %r, %v : f64
  return %o : f64
}
