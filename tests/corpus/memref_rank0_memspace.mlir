// Rank-0 memrefs, memory spaces and layout maps.
// entry: @main
module {
  func.func @swap(%a: memref<f64>, %b: memref<f64>) {
    %x = memref.load %a[] : memref<f64>
    %y = memref.load %b[] : memref<f64>
    memref.store %y, %a[] : memref<f64>
    memref.store %x, %b[] : memref<f64>
    return
  }

  func.func @spaces(%g: memref<8xf32, 1>, %s: memref<8xf32, 3>, %i: index) {
    %v = memref.load %g[%i] : memref<8xf32, 1>
    memref.store %v, %s[%i] : memref<8xf32, 3>
    return
  }

  func.func @alloc_in_space() -> memref<16xi8, 2> {
    %m = memref.alloc() : memref<16xi8, 2>
    return %m : memref<16xi8, 2>
  }

  func.func @affine_layout(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> f32 {
    %c1 = arith.constant 1 : index
    %v = memref.load %m[%c1, %c1] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
    return %v : f32
  }

  func.func @main() -> f64 {
    %a = memref.alloca() : memref<f64>
    %b = memref.alloca() : memref<f64>
    %one = arith.constant 1.0 : f64
    %two = arith.constant 2.0 : f64
    memref.store %one, %a[] : memref<f64>
    memref.store %two, %b[] : memref<f64>
    call @swap(%a, %b) : (memref<f64>, memref<f64>) -> ()
    %r = memref.load %a[] : memref<f64>
    return %r : f64
  }
}
