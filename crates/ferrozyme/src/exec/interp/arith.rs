//! The `arith` dialect: constants, integer and float arithmetic, comparisons,
//! `select`, casts and the two-result extended ops, on scalars (vector and
//! tensor values are refused).
//! The semantics themselves live in `scalar`, shared with `llvm`.

use super::engine::{Exec, Frame, R};
use super::rv::{mk_float, mk_int, sext, RV};
use super::scalar::{self, IntOp};
use crate::exec::libm;
use crate::ir::{Attribute, OpId, Type};

pub(crate) fn int_op(name: &str) -> Option<IntOp> {
    Some(match name {
        "addi" => IntOp::Add,
        "subi" => IntOp::Sub,
        "muli" => IntOp::Mul,
        "divsi" => IntOp::DivS,
        "divui" => IntOp::DivU,
        "ceildivsi" => IntOp::CeilDivS,
        "ceildivui" => IntOp::CeilDivU,
        "floordivsi" => IntOp::FloorDivS,
        "remsi" => IntOp::RemS,
        "remui" => IntOp::RemU,
        "maxsi" => IntOp::MaxS,
        "maxui" => IntOp::MaxU,
        "minsi" => IntOp::MinS,
        "minui" => IntOp::MinU,
        "andi" => IntOp::And,
        "ori" => IntOp::Or,
        "xori" => IntOp::Xor,
        "shli" => IntOp::Shl,
        "shrsi" => IntOp::ShrS,
        "shrui" => IntOp::ShrU,
        _ => return None,
    })
}

/// The two results of an extended op on `w`-bit integers: the sum and the
/// unsigned overflow bit (`addui_extended`), or the low and high `w` bits of
/// the `2w`-bit product of the sign- (`mulsi_extended`) or zero-extended
/// (`mului_extended`) operands. Results are unnormalized (`mk_int` wraps).
pub(crate) fn extended(name: &str, a: i64, b: i64, w: u32) -> Option<(i64, i64)> {
    let mask: u128 = if w >= 64 { u64::MAX as u128 } else { (1u128 << w) - 1 };
    let (ua, ub) = (a as u64 as u128 & mask, b as u64 as u128 & mask);
    let (sa, sb) = (sext(a, w) as i128, sext(b, w) as i128);
    Some(match name {
        "addui_extended" => {
            let s = ua + ub;
            (s as i64, (s >> w != 0) as i64)
        }
        "mulsi_extended" => {
            let p = sa * sb;
            (p as i64, (p >> w) as i64)
        }
        "mului_extended" => {
            let p = ua * ub;
            (p as i64, (p >> w) as i64)
        }
        _ => return None,
    })
}

/// A float binary op of `arith` (also used for `llvm.f*` and atomics).
pub(crate) fn float_binop(name: &str, a: &RV, b: &RV) -> Option<RV> {
    let (fmod64, fmod32) = libm::binary("arith.remf")?;
    match name {
        "addf" => scalar::fmap2(a, b, |x, y| x + y, |x, y| x + y),
        "subf" => scalar::fmap2(a, b, |x, y| x - y, |x, y| x - y),
        "mulf" => scalar::fmap2(a, b, |x, y| x * y, |x, y| x * y),
        "divf" => scalar::fmap2(a, b, |x, y| x / y, |x, y| x / y),
        "remf" => scalar::fmap2(a, b, |x, y| fmod64(x, y), |x, y| fmod32(x, y)),
        "maximumf" => scalar::fmap2(a, b, scalar::maximum, scalar::maximum),
        "minimumf" => scalar::fmap2(a, b, scalar::minimum, scalar::minimum),
        "maxnumf" => scalar::fmap2(a, b, scalar::maxnum, scalar::maxnum),
        "minnumf" => scalar::fmap2(a, b, scalar::minnum, scalar::minnum),
        _ => None,
    }
}

/// An `arith.constant` / `llvm.mlir.constant` scalar attribute as a value of type `t`.
pub(crate) fn constant(a: &Attribute, t: &Type) -> Option<RV> {
    match (a, t) {
        (Attribute::Integer { value, .. }, Type::Int { .. } | Type::Index) => Some(mk_int(t, *value as i64)),
        (Attribute::Bool(b), Type::Int { .. }) => Some(mk_int(t, *b as i64)),
        (Attribute::Float { value, .. }, _) => mk_float(t, value.get()),
        (Attribute::Integer { value, .. }, _) if t.is_float() => mk_float(t, *value as f64),
        _ => None,
    }
}

fn is_shaped(t: &Type) -> bool {
    matches!(t, Type::Vector { .. } | Type::Tensor { .. } | Type::UnrankedTensor { .. })
}

#[inline(never)]
pub(crate) fn exec(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    let m = ex.m;
    if let Some(&r) = m.results(op).first() {
        if is_shaped(m.value_type(r)) || m.operands(op).iter().any(|&v| is_shaped(m.value_type(v))) {
            return Err(ex.err(op, "on vector or tensor values is not supported by the interpreter"));
        }
    }
    let rt = m.results(op).first().map(|&r| m.value_type(r).clone()).unwrap_or(Type::None);
    let bad = |ex: &Exec| ex.err(op, "got operands of an unexpected kind");
    if matches!(name, "addui_extended" | "mulsi_extended" | "mului_extended") {
        let (a, w) = ex.arg(f, op, 0)?.int().ok_or_else(|| bad(ex))?;
        let (b, _) = ex.arg(f, op, 1)?.int().ok_or_else(|| bad(ex))?;
        let (first, second) = extended(name, a, b, w).ok_or_else(|| bad(ex))?;
        let t1 = m.value_type(m.result(op, 1)).clone();
        return ex.outs(f, op, vec![mk_int(&rt, first), mk_int(&t1, second)]);
    }
    let v = if let Some(iop) = int_op(name) {
        let (a, w) = ex.arg(f, op, 0)?.int().ok_or_else(|| bad(ex))?;
        let (b, _) = ex.arg(f, op, 1)?.int().ok_or_else(|| bad(ex))?;
        let r = scalar::int_binop(iop, a, b, w).map_err(|e| ex.err(op, e))?;
        mk_int(&rt, r)
    } else {
        match name {
            "constant" => {
                let a = m.attr(op, "value").ok_or_else(|| ex.err(op, "has no value"))?;
                constant(a, &rt)
                    .ok_or_else(|| ex.err(op, format!("constant {a} is not supported by the interpreter")))?
            }
            "negf" => scalar::fneg(&ex.arg(f, op, 0)?).ok_or_else(|| bad(ex))?,
            "cmpi" => {
                let p = m.attr(op, "predicate").and_then(Attribute::as_int).unwrap_or(-1) as i64;
                let (a, w) = ex.arg(f, op, 0)?.int().ok_or_else(|| bad(ex))?;
                let (b, _) = ex.arg(f, op, 1)?.int().ok_or_else(|| bad(ex))?;
                let c = scalar::int_cmp(p, a, b, w).ok_or_else(|| ex.err(op, "has an invalid predicate"))?;
                RV::Int(c as i64, 1)
            }
            "cmpf" => {
                let p = m.attr(op, "predicate").and_then(Attribute::as_int).unwrap_or(-1) as i64;
                let a = ex.arg(f, op, 0)?.float().ok_or_else(|| bad(ex))?;
                let b = ex.arg(f, op, 1)?.float().ok_or_else(|| bad(ex))?;
                let c = scalar::float_cmp(p, a, b).ok_or_else(|| ex.err(op, "has an invalid predicate"))?;
                RV::Int(c as i64, 1)
            }
            "select" => {
                let c = ex.arg(f, op, 0)?.bool().ok_or_else(|| bad(ex))?;
                ex.arg(f, op, if c { 1 } else { 2 })?
            }
            _ => cast(ex, f, op, name, &rt)?,
        }
    };
    ex.out(f, op, 0, v)
}

fn cast(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str, rt: &Type) -> R<RV> {
    let fb = |name: &str| {
        let a = ex.arg(f, op, 0)?;
        let b = ex.arg(f, op, 1)?;
        float_binop(name, &a, &b).ok_or_else(|| ex.err(op, "got operands of an unexpected kind"))
    };
    if matches!(name, "addf" | "subf" | "mulf" | "divf" | "remf" | "maximumf" | "minimumf" | "maxnumf" | "minnumf") {
        return fb(name);
    }
    let a = ex.arg(f, op, 0)?;
    let r = match name {
        "extsi" => scalar::int_resize(&a, rt, true),
        "extui" | "trunci" => scalar::int_resize(&a, rt, false),
        "index_cast" => scalar::int_resize(&a, rt, true),
        "index_castui" => scalar::int_resize(&a, rt, false),
        "sitofp" => scalar::itofp(&a, rt, true),
        "uitofp" => scalar::itofp(&a, rt, false),
        "fptosi" => scalar::fptoi(&a, rt, true),
        "fptoui" => scalar::fptoi(&a, rt, false),
        "extf" | "truncf" => scalar::fconv(&a, rt),
        "bitcast" => scalar::bitcast(&a, rt),
        _ => return Err(ex.unsupported(op)),
    };
    r.ok_or_else(|| ex.err(op, format!("cannot convert {} to '{rt}'", a.what())))
}
