// Symbol references (flat and nested @a::@b), nested modules, symbol visibility.
// entry: @main
module @top {
  module @math_lib {
    func.func @twice(%x: f64) -> f64 {
      %r = arith.addf %x, %x : f64
      return %r : f64
    }
    func.func private @hidden() {
      return
    }
  }

  func.func @refs() attributes {s.flat = @main, s.nested = @math_lib::@twice, s.deep = @a::@b::@c, s.list = [@main, @math_lib], s.str_sym = @"quoted name"} {
    return
  }

  func.func @main() -> f64 {
    // func.call only takes a flat symbol; nested refs appear as attributes
    %x = arith.constant 21.0 : f64
    %r = call @local_twice(%x) {callee_origin = @math_lib::@twice} : (f64) -> f64
    return %r : f64
  }

  func.func private @local_twice(%x: f64) -> f64 {
    %r = arith.addf %x, %x : f64
    return %r : f64
  }
}
