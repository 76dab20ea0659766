// Ops not covered elsewhere: unsigned ceiling division, unrealized casts,
// generic atomic read-modify-write, and llvm.unreachable.
module {
  func.func @ceil_div(%a: i32, %b: i32) -> i32 {
    %q = arith.ceildivui %a, %b : i32
    return %q : i32
  }

  func.func @cast_forms(%x: i64, %y: f64) -> (index, f64, i32) {
    %a, %b = builtin.unrealized_conversion_cast %x, %y : i64, f64 to index, f64 {note = 1 : i32}
    %c = builtin.unrealized_conversion_cast to i32
    return %a, %b, %c : index, f64, i32
  }

  func.func @cast_roundtrip(%x: i64) -> i64 {
    %p = builtin.unrealized_conversion_cast %x : i64 to !llvm.ptr
    %back = builtin.unrealized_conversion_cast %p : !llvm.ptr to i64
    return %back : i64
  }

  func.func @atomic_increment(%m: memref<10xf32>, %i: index) -> f32 {
    %old = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
    ^bb0(%current: f32):
      %one = arith.constant 1.0 : f32
      %inc = arith.addf %current, %one : f32
      memref.atomic_yield %inc : f32
    }
    return %old : f32
  }

  llvm.func @never_returns(%c: i1) -> i32 {
    llvm.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  ^bb2:
    llvm.unreachable
  }
}
