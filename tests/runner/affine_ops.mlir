// The affine dialect: maps with floordiv, ceildiv and mod over negative
// values, affine.min/max, loops with max/min bounds, steps and iter_args,
// affine.if on integer sets, loads and stores through subscripts with
// symbols. (mlir-cpu-runner-19 runs it after --lower-affine; ferrozyme runs
// the affine ops as the scf/arith/memref ops they lower to.)
#div = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4, d0 * 3 - s0, -d0 + 2 * s0 - 1)>
#inside = affine_set<(d0)[s0] : (d0 - 2 >= 0, d0 + 3 <= s0)>
#middle = affine_set<(d0)[s0] : (d0 * 2 - s0 == 0)>
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  // Each map result for d0 in [-9, 9] step 3.
  affine.for %i = -9 to 10 step 3 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4)>(%i)[%c5]
    %b = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %d = affine.apply affine_map<(d0)[s0] -> (d0 * 3 - s0)>(%i)[%c5]
    %e = affine.apply affine_map<(d0)[s0] -> (-d0 + 2 * s0 - 1)>(%i)[%c5]
    %lo = affine.min #div(%i)[%c5]
    %hi = affine.max #div(%i)[%c5]
    func.call @show(%a) : (index) -> ()
    func.call @show(%b) : (index) -> ()
    func.call @show(%c) : (index) -> ()
    func.call @show(%d) : (index) -> ()
    func.call @show(%e) : (index) -> ()
    func.call @show(%lo) : (index) -> ()
    func.call @show(%hi) : (index) -> ()
    func.call @printNewline() : () -> ()
  }
  // A symbolic divisor that is negative at run time: MLIR's lowering
  // assumes a positive one; ferrozyme computes what it computes.
  %m2 = arith.constant -2 : index
  affine.for %i = -7 to 8 step 7 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%m2]
    %b = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%i)[%m2]
    %c = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%m2]
    func.call @show(%a) : (index) -> ()
    func.call @show(%b) : (index) -> ()
    func.call @show(%c) : (index) -> ()
  }
  func.call @printNewline() : () -> ()
  // Loops with max/min bounds: a triangle j in [max(i - 2, 0), min(i + 2, N)).
  %A = memref.alloc(%c10) : memref<?x4xf64>
  %z = arith.constant 0.0 : f64
  affine.for %i = 0 to %c10 {
    affine.for %k = 0 to 4 {
      affine.store %z, %A[%i, %k] : memref<?x4xf64>
    }
  }
  %total = affine.for %i = 0 to %c10 iter_args(%acc = %z) -> (f64) {
    %s = affine.for %j = max affine_map<(d0) -> (d0 - 2, 0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%i)[%c10] iter_args(%t = %acc) -> (f64) {
      %ji = arith.index_cast %j : index to i64
      %jf = arith.sitofp %ji : i64 to f64
      %t2 = arith.addf %t, %jf : f64
      // A[(i + j) mod 10, (j floordiv 3)] += j: a subscript with a symbol.
      %old = affine.load %A[(%i + %j) mod symbol(%c10), %j floordiv 3] : memref<?x4xf64>
      %new = arith.addf %old, %jf : f64
      affine.store %new, %A[(%i + %j) mod symbol(%c10), %j floordiv 3] : memref<?x4xf64>
      affine.yield %t2 : f64
    }
    affine.yield %s : f64
  }
  func.call @printF64(%total) : (f64) -> ()
  func.call @printNewline() : () -> ()
  affine.for %i = 0 to %c10 {
    affine.for %k = 0 to 4 {
      %v = affine.load %A[%i, %k] : memref<?x4xf64>
      func.call @printF64(%v) : (f64) -> ()
      func.call @printComma() : () -> ()
    }
    func.call @printNewline() : () -> ()
  }
  // affine.if with results, and without an else.
  affine.for %i = 0 to 10 {
    %r = affine.if #inside(%i)[%c10] -> index {
      %two = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
      affine.yield %two : index
    } else {
      affine.yield %i : index
    }
    func.call @show(%r) : (index) -> ()
    affine.if #middle(%i)[%c10] {
      func.call @show(%c5) : (index) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %A : memref<?x4xf64>
  return
}
