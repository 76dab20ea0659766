// Composite builtin types: function types, tuple, none, complex, tensor, vector, memref.
module {
  func.func private @takes_tuple(tuple<i32, f64, tuple<>>) -> tuple<i1>
  func.func private @takes_fn((i32, f32) -> (), () -> i64) -> ((f64) -> (f64, f64))
  func.func private @complex_arg(complex<f64>) -> complex<f32>
  func.func private @tensors(tensor<4x?xf32>, tensor<*xi8>, tensor<f64>, tensor<2x3xf32, "enc">) -> tensor<0xi32>
  func.func private @vectors(vector<4xf32>, vector<2x[4]xi1>, vector<[8]xf64>, vector<f32>) -> ()
  func.func private @memrefs(memref<?x?x4xf64>, memref<f32>, memref<*xi32>, memref<2x3xf32, strided<[?, 1], offset: ?>>, memref<8xf32, 3>, memref<*xf32, 1>) -> ()

  func.func @type_attrs() attributes {t.none = none, t.fn = (i32) -> i32, t.tuple = tuple<none, index>, t.idx = index} {
    return
  }

  func.func @vector_math(%a: vector<4xf64>, %b: vector<4xf64>) -> vector<4xf64> {
    %m = arith.mulf %a, %b : vector<4xf64>
    %s = math.sqrt %m : vector<4xf64>
    return %s : vector<4xf64>
  }
}
