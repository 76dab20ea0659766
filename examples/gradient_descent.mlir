// A small least-squares objective: f(w) = sum_i (w * x_i - y_i)^2,
// evaluated with an scf.for loop over memrefs. Later issues differentiate it.
func.func @loss(%w: f64, %x: memref<?xf64>, %y: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %x, %c0 : memref<?xf64>
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %xi = memref.load %x[%i] : memref<?xf64>
    %yi = memref.load %y[%i] : memref<?xf64>
    %p = arith.mulf %w, %xi : f64
    %r = arith.subf %p, %yi : f64
    %sq = arith.mulf %r, %r : f64
    %next = arith.addf %acc, %sq : f64
    scf.yield %next : f64
  }
  return %sum : f64
}
