// Unregistered operations in generic form, with regions, successors, properties,
// unregistered types as values, mixed with registered ops.
// entry: @main
module {
  func.func @main(%x: f64) -> f64 {
    %t = "mydialect.make_token"() {kind = "read"} : () -> !mydialect.token
    %y = "mydialect.scale"(%x, %t) <{factor = 2.0 : f64}> : (f64, !mydialect.token) -> f64
    %z = "mydialect.region_op"(%y) ({
    ^bb0(%a: f64):
      %s = arith.addf %a, %a : f64
      "mydialect.yield"(%s) : (f64) -> ()
    }, {
      "mydialect.yield"() : () -> ()
    }) : (f64) -> f64
    "mydialect.sink"(%t) : (!mydialect.token) -> ()
    %w:2 = "mydialect.pair"() : () -> (i32, !mydialect.opaque<"x">)
    return %z : f64
  }

  func.func @with_successors(%c: i1) -> i32 {
    "mydialect.branch"(%c)[^a, ^b] : (i1) -> ()
  ^a:
    %one = arith.constant 1 : i32
    return %one : i32
  ^b:
    %two = arith.constant 2 : i32
    return %two : i32
  }
}
