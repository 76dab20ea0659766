//! The `math` dialect. Transcendental functions go through `exec::libm`, the
//! very functions the JIT calls, so both engines agree bit for bit; the ops
//! IEEE defines exactly (sqrt, abs, rounding, copysign, fma) use Rust's std.
//! f16/bf16 are computed in f32 and rounded. Also the integer ops (`absi`,
//! `ipowi`, the bit counts) and the float classifications (`isnan`, ...).

use super::engine::{Exec, Frame, R};
use super::rv::{mk_int, sext, RV};
use super::scalar;
use crate::exec::libm;
use crate::ir::OpId;

/// A unary float function by `math` op name (also the `llvm.intr.*` ones).
pub(crate) fn unary(name: &str, a: &RV) -> Option<RV> {
    match name {
        "sqrt" => scalar::fmap1(a, f64::sqrt, f32::sqrt),
        "rsqrt" => scalar::fmap1(a, |x| 1.0 / x.sqrt(), |x| 1.0 / x.sqrt()),
        "absf" => scalar::fmap1(a, f64::abs, f32::abs),
        "floor" => scalar::fmap1(a, f64::floor, f32::floor),
        "ceil" => scalar::fmap1(a, f64::ceil, f32::ceil),
        "trunc" => scalar::fmap1(a, f64::trunc, f32::trunc),
        "roundeven" => scalar::fmap1(a, f64::round_ties_even, f32::round_ties_even),
        _ => {
            let (f, g) = libm::unary(&format!("math.{name}"))?;
            scalar::fmap1(a, |x| f(x), |x| g(x))
        }
    }
}

/// A binary float function by `math` op name.
pub(crate) fn binary(name: &str, a: &RV, b: &RV) -> Option<RV> {
    match name {
        "copysign" => scalar::fmap2(a, b, f64::copysign, f32::copysign),
        _ => {
            let (f, g) = libm::binary(&format!("math.{name}"))?;
            scalar::fmap2(a, b, |x, y| f(x, y), |x, y| g(x, y))
        }
    }
}

/// `fma` (one rounding).
pub(crate) fn fma(a: &RV, b: &RV, c: &RV) -> Option<RV> {
    scalar::fmap3(a, b, c, f64::mul_add, f32::mul_add)
}

/// `fpowi`: float to an integer power, through `libm::fz_powi`.
pub(crate) fn fpowi(a: &RV, n: &RV) -> Option<RV> {
    let (v, w) = n.int()?;
    let n = sext(v, w);
    scalar::fmap1(a, |x| libm::fz_powi(x, n), |x| libm::fz_powif(x, n))
}

/// The bit counts `ctlz`, `cttz`, `ctpop` of the `w`-bit integer `x`
/// (read unsigned): a count of zero bits of 0 is `w`.
pub(crate) fn bit_count(name: &str, x: i64, w: u32) -> Option<i64> {
    let u = if w >= 64 { x as u64 } else { (x as u64) & ((1u64 << w) - 1) };
    Some(match name {
        "ctlz" => (u.leading_zeros() - (64 - w)) as i64,
        "cttz" => u.trailing_zeros().min(w) as i64,
        "ctpop" => u.count_ones() as i64,
        _ => return None,
    })
}

/// The float classifications `isnan`, `isinf`, `isfinite`, `isnormal`,
/// each in the operand's own type (a subnormal `f32` is not normal even
/// though it is a normal `f64`).
pub(crate) fn classify(name: &str, a: &RV) -> Option<bool> {
    macro_rules! class {
        ($x:expr) => {
            match name {
                "isnan" => $x.is_nan(),
                "isinf" => $x.is_infinite(),
                "isfinite" => $x.is_finite(),
                "isnormal" => $x.is_normal(),
                _ => return None,
            }
        };
    }
    Some(match a {
        RV::F64(x) => class!(x),
        RV::F32(x) => class!(x),
        RV::F16(x) => class!(x),
        RV::BF16(x) => class!(x),
        _ => return None,
    })
}

#[inline(never)]
pub(crate) fn exec(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    let m = ex.m;
    let rt = match m.results(op).first() {
        Some(&r) => m.value_type(r).clone(),
        None => return Err(ex.unsupported(op)),
    };
    if !rt.is_float() && !rt.is_int_or_index() {
        return Err(ex.err(op, "on vector or tensor values is not supported by the interpreter"));
    }
    let bad = |ex: &Exec| ex.err(op, "got operands of an unexpected kind");
    let a = ex.arg(f, op, 0)?;
    let v = match (name, m.operands(op).len()) {
        ("absi", _) => {
            let (x, w) = a.int().ok_or_else(|| bad(ex))?;
            mk_int(&rt, sext(x, w).wrapping_abs())
        }
        ("ipowi", _) => {
            let (x, w) = a.int().ok_or_else(|| bad(ex))?;
            let (y, _) = ex.arg(f, op, 1)?.int().ok_or_else(|| bad(ex))?;
            mk_int(&rt, libm::ipowi(x, y, w).map_err(|e| ex.err(op, e))?)
        }
        ("ctlz" | "cttz" | "ctpop", _) => {
            let (x, w) = a.int().ok_or_else(|| bad(ex))?;
            mk_int(&rt, bit_count(name, x, w).ok_or_else(|| bad(ex))?)
        }
        ("isnan" | "isinf" | "isfinite" | "isnormal", _) => {
            RV::Int(classify(name, &a).ok_or_else(|| bad(ex))? as i64, 1)
        }
        ("fpowi", _) => fpowi(&a, &ex.arg(f, op, 1)?).ok_or_else(|| bad(ex))?,
        ("fma", _) => fma(&a, &ex.arg(f, op, 1)?, &ex.arg(f, op, 2)?).ok_or_else(|| bad(ex))?,
        (_, 1) => unary(name, &a).ok_or_else(|| ex.unsupported(op))?,
        (_, 2) => binary(name, &a, &ex.arg(f, op, 1)?).ok_or_else(|| ex.unsupported(op))?,
        _ => return Err(ex.unsupported(op)),
    };
    ex.out(f, op, 0, v)
}
