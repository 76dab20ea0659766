// Dense elements attributes: splats, lists, nested lists, hex blobs, tensor/vector types.
module {
  func.func @consts() -> (tensor<4xf32>, tensor<2x2xi32>, vector<3xf64>, tensor<i1>, tensor<2xi8>) {
    %a = arith.constant dense<0.5> : tensor<4xf32>
    %b = arith.constant dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>
    %c = arith.constant dense<[1.0, 0x7FF0000000000000, -0.0]> : vector<3xf64>
    %d = arith.constant dense<true> : tensor<i1>
    %e = arith.constant dense<"0x01FF"> : tensor<2xi8>
    return %a, %b, %c, %d, %e : tensor<4xf32>, tensor<2x2xi32>, vector<3xf64>, tensor<i1>, tensor<2xi8>
  }

  func.func @attr_holder() attributes {
      d.splat = dense<1> : tensor<2x3xi64>,
      d.list = dense<[1.5, 2.5]> : vector<2xf32>,
      d.empty = dense<> : tensor<0xf32>,
      d.bool = dense<[true, false, true]> : tensor<3xi1>,
      d.complex = dense<(1.0, 2.0)> : tensor<2xcomplex<f64>>,
      d.sparse = sparse<[[0, 1]], 3.000000e+00> : tensor<2x2xf32>
  } {
    return
  }

  memref.global "private" constant @lut : memref<2x2xf64> = dense<[[1.0, 2.0], [3.0, 4.0]]>
}
