//! Exact values of the integer bit counts (`math.ctlz`, `cttz`, `ctpop`),
//! the float classifications (`math.isnan`, `isinf`, `isfinite`,
//! `isnormal`), the extended ops (`arith.addui_extended`, `mulsi_extended`,
//! `mului_extended`) and `math.erfc`, in both engines (the JIT, checked and
//! not, and the interpreter), against hand-computed results.

use ferrozyme::exec::Value;
use ferrozyme::ir::Module;
use ferrozyme_jit::{Engine, JitOptions};
use half::f16;

fn module(src: &str) -> Module {
    let m = ferrozyme::parse_module("t.mlir", src.as_bytes()).unwrap_or_else(|d| panic!("{d}\n{src}"));
    ferrozyme::verify::verify(&m).unwrap_or_else(|d| panic!("{d}\n{src}"));
    m
}

/// The results of `@f(args)` in each engine, after checking they agree.
fn run(src: &str, args: &[Value]) -> Vec<Value> {
    let m = module(src);
    let engines = [
        ("interp", Engine::interp(&m).expect("interp")),
        ("jit", Engine::jit(&m, JitOptions { checked: false }).expect("jit")),
        ("jit checked", Engine::jit(&m, JitOptions { checked: true }).expect("jit")),
    ];
    let mut first: Option<Vec<Value>> = None;
    for (name, mut e) in engines {
        let r = e.call("f", args).unwrap_or_else(|err| panic!("{name}: {err}\n{src}"));
        match &first {
            None => first = Some(r),
            Some(f) => assert!(
                f.len() == r.len() && f.iter().zip(&r).all(|(a, b)| a.same(b)),
                "{name} differs from the interpreter: {r:?} vs {f:?}\n{src}"
            ),
        }
    }
    first.expect("results")
}

fn ints(vs: &[Value]) -> Vec<i64> {
    vs.iter().map(|v| v.as_i64().unwrap_or_else(|| panic!("not an integer: {v:?}"))).collect()
}

/// (ctlz, cttz, ctpop) of `x` as an integer of type `ty`.
fn counts(ty: &str, x: Value) -> Vec<i64> {
    let src = format!(
        "func.func @f(%a: {ty}) -> ({ty}, {ty}, {ty}) {{
  %l = math.ctlz %a : {ty}
  %t = math.cttz %a : {ty}
  %p = math.ctpop %a : {ty}
  return %l, %t, %p : {ty}, {ty}, {ty}
}}"
    );
    ints(&run(&src, &[x]))
}

#[test]
fn bit_counts() {
    // A count of zero bits of 0 is the bit width.
    assert_eq!(counts("i32", Value::i32(0)), [32, 32, 0]);
    assert_eq!(counts("i8", Value::int(0, 8)), [8, 8, 0]);
    assert_eq!(counts("i64", Value::i64(0)), [64, 64, 0]);
    assert_eq!(counts("index", Value::Index(0)), [64, 64, 0]);
    assert_eq!(counts("i3", Value::int(0, 3)), [3, 3, 0]);
    assert_eq!(counts("i32", Value::i32(1)), [31, 0, 1]);
    assert_eq!(counts("i32", Value::i32(-1)), [0, 0, 32]);
    assert_eq!(counts("i32", Value::i32(0xF0)), [24, 4, 4]);
    assert_eq!(counts("i32", Value::i32(i32::MIN)), [0, 31, 1]);
    assert_eq!(counts("i32", Value::i32(-7)), [0, 0, 30]);
    assert_eq!(counts("i8", Value::int(-128, 8)), [0, 7, 1]);
    assert_eq!(counts("i8", Value::int(6, 8)), [5, 1, 2]);
    assert_eq!(counts("i64", Value::i64(-1)), [0, 0, 64]);
    assert_eq!(counts("i64", Value::i64(1 << 40)), [23, 40, 1]);
    assert_eq!(counts("index", Value::Index(12)), [60, 2, 2]);
    // -1 as i3 is 0b111.
    assert_eq!(counts("i3", Value::int(-1, 3)), [0, 0, 3]);
    assert_eq!(counts("i3", Value::int(2, 3)), [1, 1, 1]);
}

/// The two results of `op` on `a`, `b` of type `ty` (`types`: the result types as written).
fn extended(op: &str, ty: &str, types: &str, a: Value, b: Value) -> Vec<i64> {
    let second = if op == "arith.addui_extended" { "i1".to_string() } else { ty.to_string() };
    let src = format!(
        "func.func @f(%a: {ty}, %b: {ty}) -> ({ty}, {second}) {{
  %x, %y = {op} %a, %b : {types}
  return %x, %y : {ty}, {second}
}}"
    );
    ints(&run(&src, &[a, b]))
}

fn addui(ty: &str, w: u32, a: i64, b: i64) -> Vec<i64> {
    extended("arith.addui_extended", ty, &format!("{ty}, i1"), Value::int(a, w), Value::int(b, w))
}
fn mulsi(ty: &str, w: u32, a: i64, b: i64) -> Vec<i64> {
    extended("arith.mulsi_extended", ty, ty, Value::int(a, w), Value::int(b, w))
}
fn mului(ty: &str, w: u32, a: i64, b: i64) -> Vec<i64> {
    extended("arith.mului_extended", ty, ty, Value::int(a, w), Value::int(b, w))
}

#[test]
fn addui_extended_sum_and_overflow_bit() {
    assert_eq!(addui("i32", 32, 5, 7), [12, 0]);
    // 0xFFFFFFFF + 1 wraps to 0: unsigned overflow.
    assert_eq!(addui("i32", 32, -1, 1), [0, 1]);
    // Signed overflow is not unsigned overflow.
    assert_eq!(addui("i32", 32, i32::MAX as i64, 1), [i32::MIN as i64, 0]);
    assert_eq!(addui("i32", 32, -2, -2), [-4, 1]);
    assert_eq!(addui("i64", 64, -1, 2), [1, 1]);
    assert_eq!(addui("i64", 64, i64::MAX, i64::MAX), [-2, 0]);
    // 200 + 100 = 300 = 256 + 44.
    assert_eq!(addui("i8", 8, 200 - 256, 100), [44, 1]);
    assert_eq!(addui("i8", 8, 100, 27), [127, 0]);
}

#[test]
fn mulsi_extended_halves() {
    assert_eq!(mulsi("i32", 32, 6, 7), [42, 0]);
    // A negative product: the high half is all ones.
    assert_eq!(mulsi("i32", 32, -7, 3), [-21, -1]);
    assert_eq!(mulsi("i32", 32, -1, -1), [1, 0]);
    assert_eq!(mulsi("i32", 32, 65536, 65536), [0, 1]);
    // (-2^31)² = 2^62: low 0, high 2^30.
    assert_eq!(mulsi("i32", 32, i32::MIN as i64, i32::MIN as i64), [0, 1 << 30]);
    assert_eq!(mulsi("i32", 32, i32::MIN as i64, 3), [i32::MIN as i64, -2]);
    // -3 · (2^63 - 1) = -3·2^63 + 3: low 2^63 + 3, high -2.
    assert_eq!(mulsi("i64", 64, -3, i64::MAX), [i64::MIN + 3, -2]);
    assert_eq!(mulsi("i64", 64, i64::MIN, -1), [i64::MIN, 0]);
    assert_eq!(mulsi("i8", 8, -128, 127), [-128, -64]);
    // i1 is signed: 1 is -1, and (-1)·(-1) = 1 = 0b01.
    assert_eq!(mulsi("i1", 1, 1, 1), [1, 0]);
}

#[test]
fn mului_extended_halves() {
    assert_eq!(mului("i32", 32, 6, 7), [42, 0]);
    // (2^32 - 1)² = 2^64 - 2^33 + 1: low 1, high 2^32 - 2.
    assert_eq!(mului("i32", 32, -1, -1), [1, -2]);
    // (2^32 - 7) · 3 = 3·2^32 - 21.
    assert_eq!(mului("i32", 32, -7, 3), [-21, 2]);
    assert_eq!(mului("i64", 64, -1, -1), [1, -2]);
    assert_eq!(mului("i64", 64, 1 << 40, 1 << 40), [0, 1 << 16]);
    // 255 · 2 = 510 = 0x1FE.
    assert_eq!(mului("i8", 8, -1, 2), [-2, 1]);
    assert_eq!(mului("i1", 1, 1, 1), [1, 0]);
}

/// (isnan, isinf, isfinite, isnormal) of `x` of type `ty`.
fn classes(ty: &str, x: Value) -> Vec<i64> {
    let src = format!(
        "func.func @f(%x: {ty}) -> (i1, i1, i1, i1) {{
  %a = math.isnan %x : {ty}
  %b = math.isinf %x : {ty}
  %c = math.isfinite %x : {ty}
  %d = math.isnormal %x : {ty}
  return %a, %b, %c, %d : i1, i1, i1, i1
}}"
    );
    ints(&run(&src, &[x]))
}

#[test]
fn float_classifications() {
    let f = |x: f64| classes("f64", Value::F64(x));
    assert_eq!(f(1.5), [0, 0, 1, 1]);
    assert_eq!(f(0.0), [0, 0, 1, 0]);
    assert_eq!(f(-0.0), [0, 0, 1, 0]);
    assert_eq!(f(1e-310), [0, 0, 1, 0]);
    assert_eq!(f(f64::MIN_POSITIVE), [0, 0, 1, 1]);
    assert_eq!(f(-f64::MAX), [0, 0, 1, 1]);
    assert_eq!(f(f64::INFINITY), [0, 1, 0, 0]);
    assert_eq!(f(f64::NEG_INFINITY), [0, 1, 0, 0]);
    assert_eq!(f(f64::NAN), [1, 0, 0, 0]);
    assert_eq!(f(-f64::NAN), [1, 0, 0, 0]);
    // Classified in the operand's own type: 1e-39 is subnormal in f32.
    let g = |x: f32| classes("f32", Value::F32(x));
    assert_eq!(g(1e-39), [0, 0, 1, 0]);
    assert_eq!(g(2e-38), [0, 0, 1, 1]);
    assert_eq!(g(f32::INFINITY), [0, 1, 0, 0]);
    assert_eq!(g(f32::NAN), [1, 0, 0, 0]);
    // f16's least normal value is 2^-14 ≈ 6.1e-5.
    let h = |x: f64| classes("f16", Value::F16(f16::from_f64(x)));
    assert_eq!(h(1e-5), [0, 0, 1, 0]);
    assert_eq!(h(1e-4), [0, 0, 1, 1]);
    assert_eq!(h(65504.0), [0, 0, 1, 1]);
    assert_eq!(h(f64::INFINITY), [0, 1, 0, 0]);
}

#[test]
fn erfc_values() {
    let src = "func.func @f(%x: f64) -> f64 {
  %r = math.erfc %x : f64
  return %r : f64
}";
    let erfc = |x: f64| run(src, &[Value::F64(x)])[0].as_f64().expect("f64");
    // Reference values (mpmath, 17 digits). 1 - erf(x) would give 0 for
    // x = 6 and 10, and about 1e-5 digits of garbage for x = 3.
    for (x, want) in [
        (0.0, 1.0),
        (0.5, 0.4795001221869535),
        (3.0, 2.209049699858544e-05),
        (6.0, 2.1519736712498913e-17),
        (10.0, 2.088487583762545e-45),
        (26.0, 5.663192408856143e-296),
        (-1.0, 1.8427007929497148),
        (-2.0, 1.9953222650189528),
    ] {
        let got = erfc(x);
        assert!((got - want).abs() <= 2e-16 * want, "erfc({x}) = {got:e}, want {want:e}");
    }
    assert_eq!(erfc(f64::INFINITY), 0.0);
    assert_eq!(erfc(f64::NEG_INFINITY), 2.0);
    assert!(erfc(f64::NAN).is_nan());
    let src32 = "func.func @f(%x: f32) -> f32 {
  %r = math.erfc %x : f32
  return %r : f32
}";
    let got = run(src32, &[Value::F32(3.0)])[0].as_f64().expect("f32");
    assert!((got - 2.209049699858544e-05).abs() <= 1e-6 * 2.209049699858544e-05, "erfcf(3) = {got:e}");
}

/// `llvm.intr.fptosi.sat` / `fptoui.sat` (Rust's `as` casts from floats to
/// integers; mlir-cpu-runner-19 cannot translate them) against Rust's own
/// `as`, which saturates the same way: NaN is 0, values past a bound are
/// that bound, the rest truncate toward zero.
#[test]
fn saturating_float_to_int_casts_match_rust_as() {
    let xs = [
        2.5,
        -2.5,
        -0.5,
        0.999,
        127.99,
        128.0,
        -128.9,
        -129.0,
        255.5,
        256.0,
        1.0e10,
        -1.0e10,
        4294967295.9,
        9.223_372_036_854_776e18,
        -9.223_372_036_854_776e18,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
    ];
    let src = "func.func @f(%x: f64) -> (i8, i32, i64, i8, i32, i64) {
  %a = \"llvm.intr.fptosi.sat\"(%x) : (f64) -> i8
  %b = \"llvm.intr.fptosi.sat\"(%x) : (f64) -> i32
  %c = \"llvm.intr.fptosi.sat\"(%x) : (f64) -> i64
  %d = \"llvm.intr.fptoui.sat\"(%x) : (f64) -> i8
  %e = \"llvm.intr.fptoui.sat\"(%x) : (f64) -> i32
  %f = \"llvm.intr.fptoui.sat\"(%x) : (f64) -> i64
  return %a, %b, %c, %d, %e, %f : i8, i32, i64, i8, i32, i64
}";
    for x in xs {
        let got = ints(&run(src, &[Value::F64(x)]));
        // (Unsigned results read back sign-extended from their width.)
        let want =
            [x as i8 as i64, x as i32 as i64, x as i64, x as u8 as i8 as i64, x as u32 as i32 as i64, x as u64 as i64];
        assert_eq!(got, want, "casts of {x}");
    }
    // f32 sources, on a vector (split lane by lane): x and -x.
    let src = "func.func @f(%x: f32) -> (i16, i16) {
  %v = vector.broadcast %x : f32 to vector<2xf32>
  %n = arith.negf %v : vector<2xf32>
  %w = vector.shuffle %v, %n [0, 3] : vector<2xf32>, vector<2xf32>
  %r = \"llvm.intr.fptosi.sat\"(%w) : (vector<2xf32>) -> vector<2xi16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = vector.extractelement %r[%c0 : index] : vector<2xi16>
  %b = vector.extractelement %r[%c1 : index] : vector<2xi16>
  return %a, %b : i16, i16
}";
    for x in [1.5f32, 40000.0, -40000.0, f32::NAN, 32767.5, -32768.9] {
        assert_eq!(ints(&run(src, &[Value::F32(x)])), [x as i16 as i64, (-x) as i16 as i64], "casts of {x} (f32)");
    }
}

/// Units in the last place between `a` and `b` (finite, same sign).
fn ulps(a: f64, b: f64) -> u64 {
    (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs()
}

/// `hypot` and `hypotf` (a C library call rewritten as `math` and `arith`
/// ops, `rewrite::libm`) against Rust's, which calls the C library: within
/// an ulp, no overflow or underflow at the ends of the range, and C's
/// infinities (an infinite operand wins over NaN).
#[test]
fn hypot_is_within_an_ulp_of_the_c_library() {
    let src = "llvm.func @hypot(f64, f64) -> f64
llvm.func @hypotf(f32, f32) -> f32
func.func @f(%x: f64, %y: f64) -> (f64, f32) {
  %h = llvm.call @hypot(%x, %y) : (f64, f64) -> f64
  %a = arith.truncf %x : f64 to f32
  %b = arith.truncf %y : f64 to f32
  %g = llvm.call @hypotf(%a, %b) : (f32, f32) -> f32
  return %h, %g : f64, f32
}";
    let mut pairs = vec![
        (3.0, 4.0),
        (0.0, 0.0),
        (-0.0, 5.0),
        (1e300, 1e300),
        (1.7e308, 1.7e308),
        (1e-300, 3e-300),
        (5e-324, 5e-324),
        (1e200, 1e-200),
        (-2.5, 1e-17),
    ];
    // (A deterministic spread of magnitudes and signs.)
    let mut s: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..400 {
        s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let e1 = ((s >> 11) % 1200) as i32 - 600;
        let e2 = e1 + ((s >> 27) % 40) as i32 - 20;
        let (m1, m2) = (1.0 + ((s >> 40) & 0xffff) as f64 / 65536.0, 1.0 + ((s >> 20) & 0xffff) as f64 / 65536.0);
        let sign = if s & 1 == 0 { 1.0 } else { -1.0 };
        pairs.push((sign * m1 * 2f64.powi(e1), m2 * 2f64.powi(e2)));
    }
    for (x, y) in pairs {
        let r = run(src, &[Value::F64(x), Value::F64(y)]);
        let (Value::F64(h), Value::F32(g)) = (&r[0], &r[1]) else { panic!("results {r:?}") };
        assert!(ulps(*h, x.hypot(y)) <= 1, "hypot({x:e}, {y:e}) = {h:e}, C: {:e}", x.hypot(y));
        let (a, b) = (x as f32, y as f32);
        let want = a.hypot(b);
        assert!(
            (g.to_bits() as i64 - want.to_bits() as i64).unsigned_abs() <= 1,
            "hypotf({a:e}, {b:e}) = {g:e}, C: {want:e}"
        );
    }
    for (x, y) in [(f64::INFINITY, f64::NAN), (f64::NAN, f64::NEG_INFINITY), (f64::NAN, 1.0)] {
        let r = run(src, &[Value::F64(x), Value::F64(y)]);
        let (Value::F64(h), Value::F32(g)) = (&r[0], &r[1]) else { panic!("results {r:?}") };
        let want = x.hypot(y);
        assert!(h.is_nan() == want.is_nan() && (want.is_nan() || *h == want), "hypot({x}, {y}) = {h}, C: {want}");
        assert!(g.is_nan() == want.is_nan() && (want.is_nan() || *g as f64 == want), "hypotf({x}, {y}) = {g}");
    }
}
