module {
  func.func @days(%m: i32) -> i32 {
    %d28 = arith.constant 28 : i32
    %d30 = arith.constant 30 : i32
    %d31 = arith.constant 31 : i32
    cf.switch %m : i32, [
      default: ^ret(%d31 : i32),
      2: ^ret(%d28 : i32),
      -4: ^thirty,
      6: ^thirty
    ]
  ^thirty:
    cf.br ^ret(%d30 : i32)
  ^ret(%r: i32):
    return %r : i32
  }
  func.func @only_default(%x: i8) -> i8 {
    cf.switch %x : i8, [
      default: ^bb1
    ] {foo = 1 : i32}
  ^bb1:
    return %x : i8
  }
  func.func @unsigned_case(%x: i8) -> i8 {
    cf.switch %x : i8, [
      default: ^bb1,
      255: ^bb1
    ]
  ^bb1:
    return %x : i8
  }
  func.func @a(%c: i1, %x: f32) -> f32 {
    cf.assert %c, "it \"failed\"\n" {bar}
    cf.cond_br %c, ^a(%x : f32), ^b(%x, %x : f32, f32) {branch_weights = array<i32: 90, 10>}
  ^a(%p: f32):
    cf.br ^c {x = 2}
  ^b(%q: f32, %r: f32):
    cf.br ^c
  ^c:
    return %x : f32
  }
}
