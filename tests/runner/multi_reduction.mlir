// vector.multi_reduction: inner and outer dimensions of a 2-D vector, both
// at once (a scalar), a 3-D vector over its middle dimension; add, mul,
// maximumf and integer kinds, each from its accumulator.
module {
  func.func @main() {
    %v = arith.constant dense<[[1.0, -2.0, 3.5], [0.5, 4.0, -1.5]]> : vector<2x3xf64>
    %acc2 = arith.constant dense<[10.0, 20.0]> : vector<2xf64>
    %acc3 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf64>
    %s = arith.constant 0.25 : f64
    %a = vector.multi_reduction <add>, %v, %acc2 [1] : vector<2x3xf64> to vector<2xf64>
    %b = vector.multi_reduction <mul>, %v, %acc3 [0] : vector<2x3xf64> to vector<3xf64>
    %c = vector.multi_reduction <maximumf>, %v, %s [0, 1] : vector<2x3xf64> to f64
    %w = arith.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : vector<2x3x2xi32>
    %wacc = arith.constant dense<[[100, 200], [300, 400]]> : vector<2x2xi32>
    %d = vector.multi_reduction <add>, %w, %wacc [1] : vector<2x3x2xi32> to vector<2x2xi32>
    %eacc = arith.constant dense<[5, 0, 100]> : vector<3xi32>
    %e = vector.multi_reduction <minsi>, %w, %eacc [0, 2] : vector<2x3x2xi32> to vector<3xi32>
    vector.print %a : vector<2xf64>
    vector.print %b : vector<3xf64>
    vector.print %c : f64
    vector.print %d : vector<2x2xi32>
    vector.print %e : vector<3xi32>
    return
  }
}
