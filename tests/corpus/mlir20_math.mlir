// MLIR 20 `math` ops that ferrozyme accepts beyond MLIR 19 (mlir-opt-19
// rejects them, so tests/mlir_opt.rs skips this file): math.erfc and the
// float classifications math.isnan/isinf/isfinite/isnormal.
// entry: @main
module {
  func.func @erfc(%x: f64) -> (f64, f32) {
    %a = math.erfc %x : f64
    %t = arith.truncf %x : f64 to f32
    %b = math.erfc %t fastmath<fast> : f32
    return %a, %b : f64, f32
  }

  func.func @classify(%x: f64) -> (i1, i1, i1, i1) {
    %a = math.isnan %x : f64
    %b = math.isinf %x : f64
    %c = math.isfinite %x : f64
    %d = math.isnormal %x {fastmath = #arith.fastmath<nnan>} : f64
    return %a, %b, %c, %d : i1, i1, i1, i1
  }

  // 1/x where it is finite and normal, else 0.
  func.func @safe_recip(%x: f32) -> f32 {
    %one = arith.constant 1.0 : f32
    %zero = arith.constant 0.0 : f32
    %r = arith.divf %one, %x : f32
    %fin = math.isfinite %r : f32
    %nan = math.isnan %r : f32
    %ok = math.isnormal %x : f32
    %notnan = arith.xori %nan, %fin : i1
    %good = arith.andi %ok, %notnan : i1
    %s = arith.select %good, %r, %zero : f32
    return %s : f32
  }

  func.func @main() -> f64 {
    %three = arith.constant 3.0 : f64
    %zero = arith.constant 0.0 : f64
    %inf = arith.constant 0x7FF0000000000000 : f64
    // erfc(3)·10^5 ≈ 2.2090496998585438
    %e, %ef = call @erfc(%three) : (f64) -> (f64, f32)
    %k = arith.constant 1.0e5 : f64
    %es = arith.mulf %e, %k : f64
    // classify(3): 0, 0, 1, 1; classify(0): 0, 0, 1, 0; classify(inf): 0, 1, 0, 0
    %a1, %b1, %c1, %d1 = call @classify(%three) : (f64) -> (i1, i1, i1, i1)
    %a2, %b2, %c2, %d2 = call @classify(%zero) : (f64) -> (i1, i1, i1, i1)
    %a3, %b3, %c3, %d3 = call @classify(%inf) : (f64) -> (i1, i1, i1, i1)
    %n = math.isnan %e : f64
    %x1 = arith.extui %c1 : i1 to i32
    %x2 = arith.extui %d1 : i1 to i32
    %x3 = arith.extui %c2 : i1 to i32
    %x4 = arith.extui %d2 : i1 to i32
    %x5 = arith.extui %b3 : i1 to i32
    %x6 = arith.extui %c3 : i1 to i32
    %x7 = arith.extui %n : i1 to i32
    %y1 = arith.addi %x1, %x2 : i32
    %y2 = arith.addi %y1, %x3 : i32
    %y3 = arith.addi %y2, %x4 : i32
    %y4 = arith.addi %y3, %x5 : i32
    %y5 = arith.addi %y4, %x6 : i32
    %y6 = arith.addi %y5, %x7 : i32
    // 1 + 1 + 1 + 0 + 1 + 0 + 0 = 4
    %cnt = arith.sitofp %y6 : i32 to f64
    %r = arith.addf %es, %cnt : f64
    return %r : f64
  }
}
