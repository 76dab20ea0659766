// Unstructured control flow: gcd via cf.br / cf.cond_br with block arguments.
// entry: @main
module {
  func.func @gcd(%a0: i64, %b0: i64) -> i64 {
    %zero = arith.constant 0 : i64
    cf.br ^header(%a0, %b0 : i64, i64)
  ^header(%a: i64, %b: i64):
    %done = arith.cmpi eq, %b, %zero : i64
    cf.cond_br %done, ^exit(%a : i64), ^body
  ^body:
    %r = arith.remui %a, %b : i64
    cf.br ^header(%b, %r : i64, i64)
  ^exit(%g: i64):
    return %g : i64
  }

  // sum 1..n with a loop built from blocks
  func.func @sum_to(%n: i32) -> i32 {
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    cf.br ^loop(%one, %zero : i32, i32)
  ^loop(%i: i32, %acc: i32):
    %le = arith.cmpi sle, %i, %n : i32
    cf.cond_br %le, ^step, ^done
  ^step:
    %acc2 = arith.addi %acc, %i : i32
    %i2 = arith.addi %i, %one : i32
    cf.br ^loop(%i2, %acc2 : i32, i32)
  ^done:
    return %acc : i32
  }

  func.func @weights(%c: i1, %x: f32) -> f32 {
    cf.cond_br %c, ^a(%x : f32), ^b(%x, %x : f32, f32) {branch_weights = array<i32: 90, 10>}
  ^a(%p: f32):
    return %p : f32
  ^b(%q: f32, %r: f32):
    %s = arith.addf %q, %r : f32
    return %s : f32
  }

  func.func @main() -> i64 {
    %a = arith.constant 84 : i64
    %b = arith.constant 36 : i64
    %g = call @gcd(%a, %b) : (i64, i64) -> i64
    return %g : i64
  }
}
