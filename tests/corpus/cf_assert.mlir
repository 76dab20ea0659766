// cf.assert for runtime precondition checks.
// entry: @main
module {
  func.func @safe_div(%a: i32, %b: i32) -> i32 {
    %z = arith.constant 0 : i32
    %nz = arith.cmpi ne, %b, %z : i32
    cf.assert %nz, "division by zero"
    %q = arith.divsi %a, %b : i32
    return %q : i32
  }

  func.func @checked_load(%m: memref<?xf64>, %i: index) -> f64 {
    %c0 = arith.constant 0 : index
    %n = memref.dim %m, %c0 : memref<?xf64>
    %ok = arith.cmpi ult, %i, %n : index
    cf.assert %ok, "index \"i\" out of bounds\n"
    %v = memref.load %m[%i] : memref<?xf64>
    return %v : f64
  }

  func.func @main() -> i32 {
    %a = arith.constant 100 : i32
    %b = arith.constant 7 : i32
    %q = call @safe_div(%a, %b) : (i32, i32) -> i32
    return %q : i32
  }
}
