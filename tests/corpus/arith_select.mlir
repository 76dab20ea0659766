// arith.select: absolute value, sign, and a branch-free clamp.
// entry: @main
module {
  func.func @abs_sel(%x: f64) -> f64 {
    %z = arith.constant 0.0 : f64
    %neg = arith.cmpf olt, %x, %z : f64
    %nx = arith.negf %x : f64
    %r = arith.select %neg, %nx, %x : f64
    return %r : f64
  }

  func.func @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
    %below = arith.cmpi slt, %x, %lo : i32
    %t = arith.select %below, %lo, %x : i32
    %above = arith.cmpi sgt, %t, %hi : i32
    %r = arith.select %above, %hi, %t : i32
    return %r : i32
  }

  func.func @sel_vector(%m: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
    %r = arith.select %m, %a, %b : vector<4xi1>, vector<4xf32>
    return %r : vector<4xf32>
  }

  func.func @main() -> f64 {
    %x = arith.constant -3.25 : f64
    %r = call @abs_sel(%x) : (f64) -> f64
    return %r : f64
  }
}
