// Exponentials, logarithms and roots.
// entry: @main
module {
  // softplus(x) = log1p(exp(x))
  func.func @softplus(%x: f64) -> f64 {
    %e = math.exp %x : f64
    %r = math.log1p %e : f64
    return %r : f64
  }

  func.func @exps(%x: f32) -> (f32, f32) {
    %a = math.exp2 %x : f32
    %b = math.expm1 %x : f32
    return %a, %b : f32, f32
  }

  func.func @logs(%x: f64) -> (f64, f64, f64) {
    %a = math.log %x : f64
    %b = math.log2 %x : f64
    %c = math.log10 %x : f64
    return %a, %b, %c : f64, f64, f64
  }

  func.func @roots(%x: f64) -> (f64, f64, f64) {
    %a = math.sqrt %x : f64
    %b = math.rsqrt %x : f64
    %c = math.cbrt %x : f64
    return %a, %b, %c : f64, f64, f64
  }

  func.func @vec_exp(%v: vector<4xf32>) -> vector<4xf32> {
    %r = math.exp %v fastmath<fast> : vector<4xf32>
    return %r : vector<4xf32>
  }

  func.func @main() -> f64 {
    %x = arith.constant 8.0 : f64
    %sp = call @softplus(%x) : (f64) -> f64
    %a, %b, %c = call @roots(%x) : (f64) -> (f64, f64, f64)
    %s = arith.addf %sp, %c : f64
    return %s : f64
  }
}
