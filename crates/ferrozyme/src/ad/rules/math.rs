//! Partial derivatives of `math` ops (and the matching `llvm.intr.*`).

use super::{Emit, Partial, RuleFn};
use crate::ir::Value;
use Partial::*;

fn sin(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![Of(e.op("math.cos", &[x[0]]))]
}
fn cos(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let s = e.op("math.sin", &[x[0]]);
    vec![Of(e.neg(s))]
}
/// tan' = 1 + tan²
fn tan(e: &mut Emit<'_, '_>, _: &[Value], r: Value) -> Vec<Partial> {
    let sq = e.mul(r, r);
    let one = e.c(1.0);
    vec![Of(e.add(one, sq))]
}
/// 1/sqrt(1 - x²), with the given sign.
fn asin_like(e: &mut Emit<'_, '_>, x: Value, sign: f64) -> Partial {
    let sq = e.mul(x, x);
    let one = e.c(1.0);
    let d = e.sub(one, sq);
    let s = e.op("math.sqrt", &[d]);
    let n = e.c(sign);
    Of(e.div(n, s))
}
fn asin(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![asin_like(e, x[0], 1.0)]
}
fn acos(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![asin_like(e, x[0], -1.0)]
}
/// 1/(1 + x²)
fn atan(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let sq = e.mul(x[0], x[0]);
    let one = e.c(1.0);
    let d = e.add(one, sq);
    vec![Of(e.recip(d))]
}
/// atan2(y, x): ∂y = x/(x²+y²), ∂x = -y/(x²+y²)
fn atan2(e: &mut Emit<'_, '_>, v: &[Value], _: Value) -> Vec<Partial> {
    let (y, x) = (v[0], v[1]);
    let xx = e.mul(x, x);
    let yy = e.mul(y, y);
    let d = e.add(xx, yy);
    let py = e.div(x, d);
    let ny = e.neg(y);
    let px = e.div(ny, d);
    vec![Of(py), Of(px)]
}
fn sinh(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![Of(e.op("math.cosh", &[x[0]]))]
}
fn cosh(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![Of(e.op("math.sinh", &[x[0]]))]
}
/// tanh' = 1 - tanh²
fn tanh(e: &mut Emit<'_, '_>, _: &[Value], r: Value) -> Vec<Partial> {
    let sq = e.mul(r, r);
    let one = e.c(1.0);
    vec![Of(e.sub(one, sq))]
}
/// asinh' = 1/sqrt(x² + 1)
fn asinh(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let sq = e.mul(x[0], x[0]);
    let one = e.c(1.0);
    let d = e.add(sq, one);
    let s = e.op("math.sqrt", &[d]);
    vec![Of(e.recip(s))]
}
/// acosh' = 1/sqrt(x² - 1)
fn acosh(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let sq = e.mul(x[0], x[0]);
    let one = e.c(1.0);
    let d = e.sub(sq, one);
    let s = e.op("math.sqrt", &[d]);
    vec![Of(e.recip(s))]
}
/// atanh' = 1/(1 - x²)
fn atanh(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let sq = e.mul(x[0], x[0]);
    let one = e.c(1.0);
    let d = e.sub(one, sq);
    vec![Of(e.recip(d))]
}
fn exp(_: &mut Emit<'_, '_>, _: &[Value], r: Value) -> Vec<Partial> {
    vec![Of(r)]
}
/// exp2' = exp2 · ln 2
fn exp2(e: &mut Emit<'_, '_>, _: &[Value], r: Value) -> Vec<Partial> {
    let l = e.c(std::f64::consts::LN_2);
    vec![Of(e.mul(r, l))]
}
/// expm1' = expm1 + 1
fn expm1(e: &mut Emit<'_, '_>, _: &[Value], r: Value) -> Vec<Partial> {
    let one = e.c(1.0);
    vec![Of(e.add(r, one))]
}
fn log(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![Of(e.recip(x[0]))]
}
/// 1/(x · ln b)
fn log_base(e: &mut Emit<'_, '_>, x: Value, ln_b: f64) -> Partial {
    let l = e.c(ln_b);
    let d = e.mul(x, l);
    Of(e.recip(d))
}
fn log2(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![log_base(e, x[0], std::f64::consts::LN_2)]
}
fn log10(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![log_base(e, x[0], std::f64::consts::LN_10)]
}
/// log1p' = 1/(1 + x)
fn log1p(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let one = e.c(1.0);
    let d = e.add(one, x[0]);
    vec![Of(e.recip(d))]
}
/// sqrt' = 0.5/sqrt
fn sqrt(e: &mut Emit<'_, '_>, _: &[Value], r: Value) -> Vec<Partial> {
    let h = e.c(0.5);
    vec![Of(e.div(h, r))]
}
/// rsqrt' = -0.5 · rsqrt / x
fn rsqrt(e: &mut Emit<'_, '_>, x: &[Value], r: Value) -> Vec<Partial> {
    let h = e.c(-0.5);
    let m = e.mul(h, r);
    vec![Of(e.div(m, x[0]))]
}
/// cbrt' = cbrt / (3x)
fn cbrt(e: &mut Emit<'_, '_>, x: &[Value], r: Value) -> Vec<Partial> {
    let three = e.c(3.0);
    let d = e.mul(three, x[0]);
    vec![Of(e.div(r, d))]
}
/// pow(x, y): ∂x = y·x^(y-1), ∂y = log(x)·x^y; ∂x is 0 where y = 0 (x^0
/// is 1 for every x, where 0·0^-1 would be NaN), and ∂y is 0 where x = 0
/// (0^y is 0 for every y > 0, where log(0)·0 would be NaN), as in JAX.
/// (∂y is NaN for x < 0, as in Enzyme and JAX; it is only taken when y
/// has a tangent.)
fn powf(e: &mut Emit<'_, '_>, v: &[Value], r: Value) -> Vec<Partial> {
    let (x, y) = (v[0], v[1]);
    let (zero, one) = (e.c(0.0), e.c(1.0));
    let ym1 = e.sub(y, one);
    let p = e.op("math.powf", &[x, ym1]);
    let yp = e.mul(y, p);
    let y0 = e.cmpf("oeq", y, zero);
    let px = e.select(y0, zero, yp);
    let l = e.op("math.log", &[x]);
    let lr = e.mul(l, r);
    let x0 = e.cmpf("oeq", x, zero);
    let py = e.select(x0, zero, lr);
    vec![Of(px), Of(py)]
}
/// absf: sign(x), with 0 at x = 0 (Enzyme's convention).
fn absf(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let zero = e.c(0.0);
    let (one, mone) = (e.c(1.0), e.c(-1.0));
    let pos = e.cmpf("ogt", x[0], zero);
    let neg = e.cmpf("olt", x[0], zero);
    let s = e.select(neg, mone, zero);
    vec![Of(e.select(pos, one, s))]
}
/// erf' = 2/sqrt(π) · exp(-x²)
fn erf(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let sq = e.mul(x[0], x[0]);
    let n = e.neg(sq);
    let ex = e.op("math.exp", &[n]);
    let k = e.c(std::f64::consts::FRAC_2_SQRT_PI);
    vec![Of(e.mul(k, ex))]
}
/// erfc' = -2/sqrt(π) · exp(-x²)
fn erfc(e: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    let sq = e.mul(x[0], x[0]);
    let n = e.neg(sq);
    let ex = e.op("math.exp", &[n]);
    let k = e.c(-std::f64::consts::FRAC_2_SQRT_PI);
    vec![Of(e.mul(k, ex))]
}
/// copysign(x, y): ∂x = sign agreement, ∂y = 0.
fn copysign(e: &mut Emit<'_, '_>, x: &[Value], r: Value) -> Vec<Partial> {
    // ∂x = copysign(1, x) · copysign(1, r)
    let one = e.c(1.0);
    let sx = e.op("math.copysign", &[one, x[0]]);
    let sr = e.op("math.copysign", &[one, r]);
    vec![Of(e.mul(sx, sr)), Zero]
}
fn fma(_: &mut Emit<'_, '_>, x: &[Value], _: Value) -> Vec<Partial> {
    vec![Of(x[1]), Of(x[0]), One]
}
/// fpowi(x, n): ∂x = n · x^(n-1), 0 where n = 0 (x^0 is constant: not
/// 0 · inf at x = 0); the integer exponent has no derivative.
fn fpowi(e: &mut Emit<'_, '_>, v: &[Value], _: Value) -> Vec<Partial> {
    let (x, n) = (v[0], v[1]);
    let nt = e.b.m.value_type(n).clone();
    let one = e.b.const_int(1, nt.clone());
    let nm1 = e.b.value(crate::ir::OpSpec::new("arith.subi").operands(&[n, one]).result(nt));
    let p = e.b.value(crate::ir::OpSpec::new("math.fpowi").operands(&[x, nm1]).result(e.ty.clone()));
    let nf = e.b.value(crate::ir::OpSpec::new("arith.sitofp").operands(&[n]).result(e.ty.clone()));
    let d = e.mul(nf, p);
    let zero = e.c(0.0);
    let n0 = e.cmpf("oeq", nf, zero);
    vec![Of(e.select(n0, zero, d)), Zero]
}
/// Rounding functions are piecewise constant.
fn rounding(_: &mut Emit<'_, '_>, _: &[Value], _: Value) -> Vec<Partial> {
    vec![Zero]
}

pub fn rule(name: &str) -> Option<RuleFn> {
    let n = name.strip_prefix("math.").or_else(|| name.strip_prefix("llvm.intr."))?;
    Some(match n {
        "sin" => sin,
        "cos" => cos,
        "tan" => tan,
        "asin" => asin,
        "acos" => acos,
        "atan" => atan,
        "atan2" => atan2,
        "sinh" => sinh,
        "cosh" => cosh,
        "tanh" => tanh,
        "asinh" => asinh,
        "acosh" => acosh,
        "atanh" => atanh,
        "exp" => exp,
        "exp2" => exp2,
        "expm1" => expm1,
        "log" => log,
        "log2" => log2,
        "log10" => log10,
        "log1p" => log1p,
        "sqrt" => sqrt,
        "rsqrt" => rsqrt,
        "cbrt" => cbrt,
        "powf" | "pow" => powf,
        "absf" | "fabs" => absf,
        "erf" => erf,
        "erfc" => erfc,
        "copysign" => copysign,
        "fma" | "fmuladd" => fma,
        "fpowi" | "powi" => fpowi,
        "floor" | "ceil" | "round" | "roundeven" | "trunc" | "rint" | "nearbyint" => rounding,
        _ => return None,
    })
}

/// Integer results (`absi`, `ipowi`, the bit counts) and the `i1` results of
/// the float classifications carry no derivative.
pub fn is_non_differentiable(name: &str) -> bool {
    matches!(
        name,
        "math.absi"
            | "math.ipowi"
            | "math.ctlz"
            | "math.cttz"
            | "math.ctpop"
            | "math.isnan"
            | "math.isinf"
            | "math.isfinite"
            | "math.isnormal"
    )
}
