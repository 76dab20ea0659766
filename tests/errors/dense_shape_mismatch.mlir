// expected-error: 2:46: dense literal has 3 elements in a dimension of size 2
func.func private @f() attributes {d = dense<[1.0, 2.0, 3.0]> : tensor<2xf32>}