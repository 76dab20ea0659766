//! The math functions both engines call, as `extern "C"` symbols so the JIT
//! calls the very same code the interpreter does (results agree bit for bit).
//! They forward to the platform libm through Rust's float methods, and to
//! the `libm` crate where std has no equivalent (`erf`, `erfc`) or is
//! inaccurate (`acosh`).

/// `erf` and `erfc`, which std lacks, and `acosh`, which std computes as
/// `ln(x + sqrt(x² - 1))`: 34,000 ulps off at x = 1 + 1e-10 (reader-42), where
/// musl's algorithm (the `libm` crate) is within an ulp of glibc. `erfc` is
/// computed directly, not as `1 - erf(x)`, which loses every digit for
/// large `x` (erfc(6) ≈ 2.15e-17 rounds to 0 that way).
trait Musl {
    fn erf_(self) -> Self;
    fn erfc_(self) -> Self;
    fn acosh_(self) -> Self;
}
impl Musl for f64 {
    fn erf_(self) -> f64 {
        libm::erf(self)
    }
    fn erfc_(self) -> f64 {
        libm::erfc(self)
    }
    fn acosh_(self) -> f64 {
        libm::acosh(self)
    }
}
impl Musl for f32 {
    fn erf_(self) -> f32 {
        libm::erff(self)
    }
    fn erfc_(self) -> f32 {
        libm::erfcf(self)
    }
    fn acosh_(self) -> f32 {
        libm::acoshf(self)
    }
}

macro_rules! unary {
    ($($n64:ident $n32:ident = |$x:ident| $body:expr;)*) => {
        $(
            pub extern "C" fn $n64($x: f64) -> f64 { $body }
            pub extern "C" fn $n32($x: f32) -> f32 { $body }
        )*
        /// Unary functions: (MLIR op, f64 symbol, f64 fn, f32 symbol, f32 fn).
        #[allow(clippy::type_complexity)]
        pub const UNARY: &[(&str, &str, extern "C" fn(f64) -> f64, &str, extern "C" fn(f32) -> f32)] = &[
            $((concat!("math.", stringify!($x)), stringify!($n64), $n64, stringify!($n32), $n32)),*
        ];
    };
}

macro_rules! binary {
    ($($op:literal: $n64:ident $n32:ident = |$a:ident, $b:ident| $body:expr;)*) => {
        $(
            pub extern "C" fn $n64($a: f64, $b: f64) -> f64 { $body }
            pub extern "C" fn $n32($a: f32, $b: f32) -> f32 { $body }
        )*
        /// Binary functions: (MLIR op, f64 symbol, f64 fn, f32 symbol, f32 fn).
        #[allow(clippy::type_complexity)]
        pub const BINARY: &[(&str, &str, extern "C" fn(f64, f64) -> f64, &str, extern "C" fn(f32, f32) -> f32)] = &[
            $(($op, stringify!($n64), $n64, stringify!($n32), $n32)),*
        ];
    };
}

// The identifier after `|` names the MLIR op (`math.<name>`).
unary! {
    fz_sin fz_sinf = |sin| sin.sin();
    fz_cos fz_cosf = |cos| cos.cos();
    fz_tan fz_tanf = |tan| tan.tan();
    fz_asin fz_asinf = |asin| asin.asin();
    fz_acos fz_acosf = |acos| acos.acos();
    fz_atan fz_atanf = |atan| atan.atan();
    fz_sinh fz_sinhf = |sinh| sinh.sinh();
    fz_cosh fz_coshf = |cosh| cosh.cosh();
    fz_tanh fz_tanhf = |tanh| tanh.tanh();
    fz_asinh fz_asinhf = |asinh| asinh.asinh();
    fz_acosh fz_acoshf = |acosh| acosh.acosh_();
    fz_atanh fz_atanhf = |atanh| atanh.atanh();
    fz_exp fz_expf = |exp| exp.exp();
    fz_exp2 fz_exp2f = |exp2| exp2.exp2();
    fz_expm1 fz_expm1f = |expm1| expm1.exp_m1();
    fz_log fz_logf = |log| log.ln();
    fz_log2 fz_log2f = |log2| log2.log2();
    fz_log10 fz_log10f = |log10| log10.log10();
    fz_log1p fz_log1pf = |log1p| log1p.ln_1p();
    fz_cbrt fz_cbrtf = |cbrt| cbrt.cbrt();
    fz_erf fz_erff = |erf| erf.erf_();
    fz_erfc fz_erfcf = |erfc| erfc.erfc_();
    fz_round fz_roundf = |round| round.round();
}

binary! {
    "math.atan2": fz_atan2 fz_atan2f = |y, x| y.atan2(x);
    "math.powf": fz_pow fz_powf = |x, y| x.powf(y);
    "arith.remf": fz_fmod fz_fmodf = |x, y| x % y;
}

/// `math.fpowi`: float to an integer power.
pub extern "C" fn fz_powi(x: f64, n: i64) -> f64 {
    // powi's rounding differs between platforms; powf on an exact integer
    // exponent is the portable, correctly rounded reference. Above 2^53 the
    // exponent as f64 may round to an even number: the sign of a negative
    // base to an odd power is restored from `n` itself (reader-24:
    // (-1)^(2^63-1) gave 1).
    let magnitude = x.abs().powf(n as f64);
    if x.is_sign_negative() && !x.is_nan() && n & 1 != 0 {
        -magnitude
    } else if x.is_nan() {
        x.powf(n as f64)
    } else {
        magnitude
    }
}
pub extern "C" fn fz_powif(x: f32, n: i64) -> f32 {
    // In f64: the exponent is exact up to 2^53 (as f32 only to 2^24), and
    // the result is rounded once.
    fz_powi(x as f64, n) as f32
}

/// `ipowi` with MLIR's expansion: square-and-multiply with wrap-around; a
/// negative exponent gives 0 unless the base is ±1 (and 1/0 for base 0).
/// The interpreter and the JIT's `fz_ipowi` both compute it here.
pub fn ipowi(base: i64, exp: i64, w: u32) -> Result<i64, String> {
    let norm = |x: i64| crate::exec::value::normalize_int(x, w);
    // (i1 is read signed: `true` is -1.)
    let sext = |v: i64| if w == 1 { -(v & 1) } else { v };
    let (b, e) = (sext(base), sext(exp));
    if e < 0 {
        return match b {
            0 => Err("integer division by zero (zero to a negative power)".into()),
            1 => Ok(norm(1)),
            -1 => Ok(norm(if e & 1 == 1 { -1 } else { 1 })),
            _ => Ok(0),
        };
    }
    let (mut r, mut b, mut e) = (1i64, b, e as u64);
    while e > 0 {
        if e & 1 == 1 {
            r = norm(r.wrapping_mul(b));
        }
        b = norm(b.wrapping_mul(b));
        e >>= 1;
    }
    Ok(norm(r))
}

/// Look up a unary function by MLIR op name.
pub fn unary(op: &str) -> Option<(extern "C" fn(f64) -> f64, extern "C" fn(f32) -> f32)> {
    UNARY.iter().find(|u| u.0 == op).map(|u| (u.2, u.4))
}

/// Look up a binary function by MLIR op name.
pub fn binary(op: &str) -> Option<(extern "C" fn(f64, f64) -> f64, extern "C" fn(f32, f32) -> f32)> {
    BINARY.iter().find(|u| u.0 == op).map(|u| (u.2, u.4))
}
