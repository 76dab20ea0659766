// Fast-math flag spellings on arith and math ops.
// entry: @main
module {
  func.func @dot3(%a0: f32, %a1: f32, %a2: f32, %b0: f32, %b1: f32, %b2: f32) -> f32 {
    %p0 = arith.mulf %a0, %b0 fastmath<fast> : f32
    %p1 = arith.mulf %a1, %b1 fastmath<contract> : f32
    %p2 = arith.mulf %a2, %b2 fastmath<nnan,ninf> : f32
    %s0 = arith.addf %p0, %p1 fastmath<reassoc,contract> : f32
    %s1 = arith.addf %s0, %p2 fastmath<nsz,arcp,afn> : f32
    %s2 = arith.addf %s1, %p2 fastmath<none> : f32
    %s3 = arith.subf %s2, %p2 fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
    return %s3 : f32
  }

  func.func @norm(%x: f32, %y: f32) -> f32 {
    %xx = arith.mulf %x, %x fastmath<fast> : f32
    %yy = arith.mulf %y, %y fastmath<fast> : f32
    %s = arith.addf %xx, %yy fastmath<fast> : f32
    %r = math.sqrt %s fastmath<afn> : f32
    %d = arith.divf %r, %x fastmath<arcp> : f32
    %n = arith.negf %d fastmath<nsz> : f32
    return %n : f32
  }

  func.func @main() -> f32 {
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %three = arith.constant 3.0 : f32
    %r = call @dot3(%one, %two, %three, %three, %two, %one) : (f32, f32, f32, f32, f32, f32) -> f32
    return %r : f32
  }
}
