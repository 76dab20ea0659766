// LLVM dialect arithmetic, comparisons, casts and select.
// entry: @main
module {
  llvm.func @float_ops(%a: f64, %b: f64) -> f64 {
    %s = llvm.fadd %a, %b : f64
    %d = llvm.fsub %a, %b : f64
    %m = llvm.fmul %s, %d {fastmathFlags = #llvm.fastmath<fast>} : f64
    %q = llvm.fdiv %m, %b : f64
    %r = llvm.frem %q, %a : f64
    %n = llvm.fneg %r : f64
    llvm.return %n : f64
  }

  llvm.func @int_ops(%a: i32, %b: i32) -> i32 {
    %s = llvm.add %a, %b overflow<nsw> : i32
    %d = llvm.sub %a, %b : i32
    %m = llvm.mul %s, %d : i32
    %q = llvm.sdiv %m, %b : i32
    %u = llvm.udiv %m, %b : i32
    %r = llvm.srem %q, %b : i32
    %x = llvm.xor %r, %u : i32
    %o = llvm.or %x, %a : i32
    %an = llvm.and %o, %b : i32
    %sh = llvm.shl %an, %b : i32
    %ls = llvm.lshr %sh, %b : i32
    %as = llvm.ashr %ls, %b : i32
    llvm.return %as : i32
  }

  llvm.func @casts(%i: i64, %f: f32) -> (f64) {
    %a = llvm.sitofp %i : i64 to f64
    %b = llvm.uitofp %i : i64 to f64
    %c = llvm.fpext %f : f32 to f64
    %d = llvm.fptosi %a : f64 to i32
    %e = llvm.fptoui %a : f64 to i32
    %g = llvm.sext %d : i32 to i64
    %h = llvm.zext %e : i32 to i64
    %bc = llvm.bitcast %g : i64 to f64
    %fr = llvm.fptrunc %bc : f64 to f32
    %s = llvm.fadd %a, %c : f64
    llvm.return %s : f64
  }

  llvm.func @compare(%a: f64, %b: f64, %i: i32, %j: i32) -> f64 {
    %lt = llvm.fcmp "olt" %a, %b : f64
    %ne = llvm.fcmp "une" %a, %b : f64
    %eq = llvm.icmp "eq" %i, %j : i32
    %both = llvm.and %lt, %eq : i1
    %r = llvm.select %both, %a, %b : i1, f64
    llvm.return %r : f64
  }

  // freeze: the identity on values that are never poison.
  llvm.func @frozen(%a: f64, %i: i64) -> f64 {
    %f = llvm.freeze %a : f64
    %j = llvm.freeze %i : i64
    %g = llvm.sitofp %j : i64 to f64
    %r = llvm.fadd %f, %g : f64
    llvm.return %r : f64
  }

  llvm.func @main() -> f64 {
    %a = llvm.mlir.constant(3.0 : f64) : f64
    %b = llvm.mlir.constant(1.5 : f64) : f64
    %r = llvm.call @float_ops(%a, %b) : (f64, f64) -> f64
    llvm.return %r : f64
  }
}
