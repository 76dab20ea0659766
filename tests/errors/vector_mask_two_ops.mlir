// expected-error: 5:8: 'vector.mask' op expects only one operation to mask
func.func @f(%m: memref<?xf64>, %k: vector<4xi1>, %v: vector<4xf64>) -> vector<4xf64> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f64
  %r = vector.mask %k {
    %a = vector.transfer_read %m[%c0], %pad : memref<?xf64>, vector<4xf64>
    %b = arith.addf %a, %v : vector<4xf64>
    vector.yield %b : vector<4xf64>
  } : vector<4xi1> -> vector<4xf64>
  return %r : vector<4xf64>
}
