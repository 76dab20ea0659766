// Unknown dialect attributes (#dialect<...>, #dialect.name<...>) and types (!dialect.type),
// accepted only with --allow-unregistered-dialect.
// entry: @main
!tok = !mydialect.token
#opaque = #mydialect<"some opaque payload">
module attributes {mydialect.target = #mydialect.target<"x86", features = ["avx2"]>} {
  func.func @annotated(%x: f64) -> f64 attributes {
      u.opaque = #opaque,
      u.pretty = #mydialect.config<level = 3, name = "fast">,
      u.nested = [#mydialect<"a">, {k = #other.thing<1, 2, 3>}],
      u.type_attr = !mydialect.matrix<4x4xf32>,
      u.dense_str = dense<["ab", "c"]> : tensor<2x!mydialect.string>
  } {
    %r = arith.mulf %x, %x : f64
    return %r : f64
  }

  func.func private @takes_token(!tok, !mydialect<"raw type">) -> !mydialect.handle<i32>

  func.func @main() -> f64 {
    %x = arith.constant 1.5 : f64
    %r = call @annotated(%x) : (f64) -> f64
    return %r : f64
  }
}
