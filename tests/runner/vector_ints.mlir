// The source of vector_lowered_ints.mlir: integer min/max on vectors, a
// vector arith.bitcast, a float sum of -0.0s without an accumulator (+0.0,
// as MLIR's lowering starts from it) (reader-37).
func.func @f(%a: vector<4xi16>, %b: vector<4xi16>) {
  %m = arith.maxsi %a, %b : vector<4xi16>
  vector.print %m : vector<4xi16>
  %n = arith.minui %a, %b : vector<4xi16>
  vector.print %n : vector<4xi16>
  %x = arith.minsi %a, %b : vector<4xi16>
  vector.print %x : vector<4xi16>
  %y = arith.maxui %a, %b : vector<4xi16>
  vector.print %y : vector<4xi16>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<[-5, 7, 300, -128]> : vector<4xi16>
  %b = arith.constant dense<[3, -2, 7, 3]> : vector<4xi16>
  call @f(%a, %b) : (vector<4xi16>, vector<4xi16>) -> ()
  %m = memref.alloc() : memref<2xf32>
  %init = arith.constant dense<[1.5, -2.5]> : vector<2xf32>
  vector.store %init, %m[%c0] : memref<2xf32>, vector<2xf32>
  %v = vector.load %m[%c0] : memref<2xf32>, vector<2xf32>
  %bc = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  vector.print %bc : vector<2xi32>
  memref.dealloc %m : memref<2xf32>
  %zz = arith.constant dense<[-0.0, -0.0]> : vector<2xf64>
  %z4 = vector.reduction <add>, %zz : vector<2xf64> into f64
  vector.print %z4 : f64
  return
}
