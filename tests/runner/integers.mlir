// Integer arithmetic: wrap-around, signed/unsigned division, shifts, casts.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -37 : i64
  %b = arith.constant 5 : i64
  %d1 = arith.divsi %a, %b : i64
  %r1 = arith.remsi %a, %b : i64
  %d2 = arith.floordivsi %a, %b : i64
  %d3 = arith.ceildivsi %a, %b : i64
  %d4 = arith.divui %a, %b : i64
  %s1 = arith.shli %b, %b : i64
  %s2 = arith.shrsi %a, %b : i64
  %s3 = arith.shrui %a, %b : i64
  %x8 = arith.constant 100 : i8
  %y8 = arith.addi %x8, %x8 : i8
  %w8 = arith.extsi %y8 : i8 to i64
  %u8 = arith.extui %y8 : i8 to i64
  %mx = arith.maxsi %a, %b : i64
  %mn = arith.minui %a, %b : i64
  %t32 = arith.trunci %a : i64 to i32
  %e32 = arith.extsi %t32 : i32 to i64
  %x = arith.xori %a, %b : i64
  func.call @show(%d1) : (i64) -> ()
  func.call @show(%r1) : (i64) -> ()
  func.call @show(%d2) : (i64) -> ()
  func.call @show(%d3) : (i64) -> ()
  func.call @show(%d4) : (i64) -> ()
  func.call @show(%s1) : (i64) -> ()
  func.call @show(%s2) : (i64) -> ()
  func.call @show(%s3) : (i64) -> ()
  func.call @show(%w8) : (i64) -> ()
  func.call @show(%u8) : (i64) -> ()
  func.call @show(%mx) : (i64) -> ()
  func.call @show(%mn) : (i64) -> ()
  func.call @show(%e32) : (i64) -> ()
  func.call @show(%x) : (i64) -> ()
  return
}
