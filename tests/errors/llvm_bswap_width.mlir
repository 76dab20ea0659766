// expected-error: 4:8: 'llvm.intr.bswap' op bswap needs a width that is a multiple of 16, but got i8
// A byte swap needs whole pairs of bytes (LLVM's rule).
llvm.func @f(%a: i8) -> i8 {
  %0 = llvm.intr.bswap(%a) : (i8) -> i8
  llvm.return %0 : i8
}
