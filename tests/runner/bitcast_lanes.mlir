// Bitcasts that change the lane count: vector.bitcast (innermost dimension
// only, n-D too) and llvm.bitcast between vectors and scalars; lane 0 in
// the lowest bits. Narrow lanes (i1, i8) and floats.
func.func @main() {
  %w = arith.constant dense<[1, 2]> : vector<2xi32>
  %x = llvm.bitcast %w : vector<2xi32> to i64
  vector.print %x : i64
  %y = llvm.bitcast %x : i64 to vector<4xi16>
  vector.print %y : vector<4xi16>
  %f = arith.constant dense<[[1.5, -2.0, 3.25, 0.1], [1.0e30, -0.0, 7.0, 8.5]]> : vector<2x4xf32>
  %d = vector.bitcast %f : vector<2x4xf32> to vector<2x2xf64>
  vector.print %d : vector<2x2xf64>
  %h = vector.bitcast %f : vector<2x4xf32> to vector<2x8xi16>
  vector.print %h : vector<2x8xi16>
  %back = vector.bitcast %h : vector<2x8xi16> to vector<2x4xf32>
  vector.print %back : vector<2x4xf32>
  %bits = arith.constant dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>
  %b8 = llvm.bitcast %bits : vector<8xi1> to i8
  vector.print %b8 : i8
  %bs = vector.bitcast %bits : vector<8xi1> to vector<1xi8>
  vector.print %bs : vector<1xi8>
  %neg = arith.constant -1234567890123 : i64
  %nf = llvm.bitcast %neg : i64 to vector<2xf32>
  %ni = llvm.bitcast %nf : vector<2xf32> to vector<8xi8>
  vector.print %ni : vector<8xi8>
  %bb = vector.bitcast %ni : vector<8xi8> to vector<64xi1>
  %bk = vector.extract_strided_slice %bb {offsets = [8], sizes = [12], strides = [1]} : vector<64xi1> to vector<12xi1>
  vector.print %bk : vector<12xi1>
  return
}
