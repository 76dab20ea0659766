// Registered ops written entirely in the generic "dialect.op"(...) form,
// including properties <{...}>, regions and successors.
// entry: @main
"builtin.module"() ({
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "hypot2"}> ({
  ^bb0(%a: f64, %b: f64):
    %aa = "arith.mulf"(%a, %a) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %bb = "arith.mulf"(%b, %b) <{fastmath = #arith.fastmath<contract>}> : (f64, f64) -> f64
    %s = "arith.addf"(%aa, %bb) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%s) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "pick", sym_visibility = "private"}> ({
  ^bb0(%c: i1, %v: i32):
    %k = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "cf.cond_br"(%c, %v, %k) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%x: i32):
    "func.return"(%x) : (i32) -> ()
  ^bb2(%y: i32):
    "func.return"(%y) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> f64, sym_name = "main"}> ({
    %three = "arith.constant"() <{value = 3.0 : f64}> : () -> f64
    %four = "arith.constant"() <{value = 4.0 : f64}> : () -> f64
    %r = "func.call"(%three, %four) <{callee = @hypot2}> : (f64, f64) -> f64
    "func.return"(%r) : (f64) -> ()
  }) : () -> ()
}) : () -> ()
