// expected-error: 3:8: 'vector.broadcast' op dimension mismatch (3 vs. 4): 'vector<3xf64>' cannot be broadcast to 'vector<2x4xf64>'
func.func @f(%v: vector<3xf64>) -> vector<2x4xf64> {
  %b = vector.broadcast %v : vector<3xf64> to vector<2x4xf64>
  return %b : vector<2x4xf64>
}
