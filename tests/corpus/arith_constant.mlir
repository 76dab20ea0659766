// arith.constant for many element types, hex float literals and dense vectors.
module {
  func.func @scalars() -> (i1, i8, i17, i64, index, f16, bf16, f32, f64) {
    %b = arith.constant false
    %i8 = arith.constant -128 : i8
    %i17 = arith.constant 65535 : i17
    %i64 = arith.constant 9223372036854775807 : i64
    %idx = arith.constant 42 : index
    %h = arith.constant 1.5 : f16
    %bf = arith.constant -2.0 : bf16
    %f = arith.constant 3.14159274 : f32
    %d = arith.constant 2.718281828459045 : f64
    return %b, %i8, %i17, %i64, %idx, %h, %bf, %f, %d : i1, i8, i17, i64, index, f16, bf16, f32, f64
  }

  func.func @special_floats() -> (f64, f64, f64, f32, f32, f16, bf16) {
    %inf = arith.constant 0x7FF0000000000000 : f64
    %ninf = arith.constant 0xFFF0000000000000 : f64
    %nan = arith.constant 0x7FF8000000000000 : f64
    %finf = arith.constant 0x7F800000 : f32
    %fneg0 = arith.constant -0.0 : f32
    %hmax = arith.constant 0x7BFF : f16
    %bnan = arith.constant 0x7FC0 : bf16
    return %inf, %ninf, %nan, %finf, %fneg0, %hmax, %bnan : f64, f64, f64, f32, f32, f16, bf16
  }

  func.func @tiny_and_huge() -> (f64, f64, f32) {
    %a = arith.constant 1.0e-300 : f64
    %b = arith.constant 1.7976931348623157E+308 : f64
    %c = arith.constant 1.0e+10 : f32
    return %a, %b, %c : f64, f64, f32
  }

  func.func @vectors() -> (vector<4xf32>, vector<2x2xi32>, vector<3xi1>) {
    %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
    %s = arith.constant dense<true> : vector<3xi1>
    return %v, %m, %s : vector<4xf32>, vector<2x2xi32>, vector<3xi1>
  }
  // i128's extremes: the minimum, and all ones written unsigned (reader-42).
  func.func @wide() -> (i128, i128, tensor<2xi128>) {
    %lo = arith.constant -170141183460469231731687303715884105728 : i128
    %ones = arith.constant 340282366920938463463374607431768211455 : i128
    %d = arith.constant dense<[340282366920938463463374607431768211455, -170141183460469231731687303715884105728]> : tensor<2xi128>
    return %lo, %ones, %d : i128, i128, tensor<2xi128>
  }
}
