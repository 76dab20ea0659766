// Conversions between integer, index and float types.
// entry: @main
module {
  func.func @int_casts(%x: i32) -> (i64, i64, i16, index, index) {
    %s = arith.extsi %x : i32 to i64
    %u = arith.extui %x : i32 to i64
    %t = arith.trunci %x : i32 to i16
    %i = arith.index_cast %x : i32 to index
    %iu = arith.index_castui %x : i32 to index
    return %s, %u, %t, %i, %iu : i64, i64, i16, index, index
  }

  func.func @float_casts(%f: f32, %n: i64) -> (f64, f16, f64, f32, i32, i32) {
    %e = arith.extf %f : f32 to f64
    %tr = arith.truncf %f : f32 to f16
    %sf = arith.sitofp %n : i64 to f64
    %uf = arith.uitofp %n : i64 to f32
    %fs = arith.fptosi %f : f32 to i32
    %fu = arith.fptoui %f : f32 to i32
    return %e, %tr, %sf, %uf, %fs, %fu : f64, f16, f64, f32, i32, i32
  }

  func.func @bits(%f: f64) -> i64 {
    %b = arith.bitcast %f : f64 to i64
    return %b : i64
  }

  func.func @bf16_round_trip(%x: f32) -> f32 {
    %h = arith.truncf %x : f32 to bf16
    %y = arith.extf %h : bf16 to f32
    return %y : f32
  }

  // sum_{k<n} k as f64, computed with index arithmetic
  func.func @main() -> f64 {
    %n = arith.constant 10 : i32
    %ni = arith.index_cast %n : i32 to index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0.0 : f64
    %r = scf.for %k = %c0 to %ni step %c1 iter_args(%acc = %z) -> (f64) {
      %k64 = arith.index_cast %k : index to i64
      %kf = arith.sitofp %k64 : i64 to f64
      %a = arith.addf %acc, %kf : f64
      scf.yield %a : f64
    }
    return %r : f64
  }
}

// Out-of-range float-to-int conversions saturate at the target type's
// bounds in both engines (reader-12: the JIT saturated at i64's, then
// wrapped).
func.func @fptoi_narrow(%x: f64) -> (i32, i8, i16, i32) {
  %big = arith.constant 1.0e12 : f64
  %y = arith.mulf %x, %big : f64
  %a = arith.fptosi %y : f64 to i32
  %b = arith.fptosi %y : f64 to i8
  %c = arith.fptoui %y : f64 to i16
  %d = arith.fptosi %x : f64 to i32
  return %a, %b, %c, %d : i32, i8, i16, i32
}
