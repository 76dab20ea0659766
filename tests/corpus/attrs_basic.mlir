// Builtin attribute kinds as discardable attributes: ints, floats (decimal/hex), bools,
// strings with escapes, unit, arrays, dictionaries, dense arrays, type attributes.
module attributes {test.module_flag, test.version = 3 : i64} {
  func.func @holder() attributes {
      a.int = 42, a.i8 = -3 : i8, a.si32 = -5 : si32, a.ui8 = 255 : ui8, a.idx = 7 : index,
      a.i1 = true, a.bool_false = false,
      a.f32 = 1.5 : f32, a.f64 = -2.25e-3 : f64, a.f64_default = 0.1,
      a.hex_inf = 0x7FF0000000000000 : f64, a.hex_nan = 0x7FF8000000000000 : f64,
      a.hex_f32 = 0x3F800000 : f32, a.hex_f16 = 0x3C00 : f16, a.bf = 1.0 : bf16,
      a.str = "plain", a.esc = "quote\" backslash\\ newline\n tab\t hex\FF",
      a.typed_str = "abc" : i32,
      a.unit,
      a.arr = [1, 2.0, "three", [4], {k = 5}],
      a.empty_arr = [], a.empty_dict = {},
      a.dict = {alpha = 1 : i64, beta = "b", gamma = {nested = unit}},
      a.darr_i32 = array<i32: 1, 2>, a.darr_f64 = array<f64: 1.0, -0.5>, a.darr_i1 = array<i1: true, false>, a.darr_empty = array<i64>,
      a.ty = i32, a.ty2 = memref<?xf32>, a.fnty = (f64, i1) -> f32
  } {
    return
  }

  // a small program whose ops carry attributes too
  // entry: @main
  func.func @main() -> i32 attributes {a.entry} {
    %c = arith.constant {a.note = "seven"} 7 : i32
    %d = arith.addi %c, %c {a.why = [1, 2]} : i32
    return %d : i32
  }
}
