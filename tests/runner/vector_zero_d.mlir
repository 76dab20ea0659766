// 0-D vectors (vector<f64>, vector<i1>): constant masks, shuffles of two
// 0-D vectors, extract/insert without a position, broadcast from and to
// rank 0; vector.print with punctuation only (reader-36).
func.func @main() {
  %cm = vector.constant_mask [1] : vector<i1>
  vector.print %cm : vector<i1>
  %cz = vector.constant_mask [0] : vector<i1>
  vector.print %cz : vector<i1>
  %a = arith.constant dense<1.5> : vector<f64>
  %b = arith.constant dense<2.5> : vector<f64>
  %s = vector.shuffle %a, %b [1, 0, 1] : vector<f64>, vector<f64>
  vector.print %s : vector<3xf64>
  %e = vector.extractelement %a[] : vector<f64>
  %x = arith.constant -4.0 : f64
  %i = vector.insertelement %x, %b[] : vector<f64>
  vector.print %i : vector<f64>
  %bb = vector.broadcast %e : f64 to vector<f64>
  %sum = arith.addf %bb, %i : vector<f64>
  vector.print %sum : vector<f64>
  %w = vector.broadcast %sum : vector<f64> to vector<2x2xf64>
  vector.print %w : vector<2x2xf64>
  %ex = vector.extractelement %sum[] : vector<f64>
  vector.print %ex : f64 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print %e : f64 punctuation <close>
  vector.print punctuation <newline>
  return
}
