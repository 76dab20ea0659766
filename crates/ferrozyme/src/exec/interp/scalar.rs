//! Scalar semantics shared by `arith`, `math`, `llvm` and the atomics:
//! integer arithmetic of any width 1..=64 with wrap-around and the checks
//! MLIR leaves undefined (division by zero, signed overflow of division,
//! over-wide shifts), comparisons with every predicate, float arithmetic on
//! f16/bf16 (computed in f32 and rounded), f32 and f64, NaN-aware min/max,
//! and every conversion (saturating float → int like Rust's `as`, correctly
//! rounded int → float, bit casts).

use half::{bf16, f16};

use super::rv::{bf16_of, f16_of, mk_float, mk_int, sext, zext, RV};
use crate::exec::value::normalize_int;
use crate::ir::Type;

/// Integer binary operations.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum IntOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    CeilDivS,
    CeilDivU,
    FloorDivS,
    RemS,
    RemU,
    MaxS,
    MaxU,
    MinS,
    MinU,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
}

fn min_s(w: u32) -> i64 {
    if w >= 64 {
        i64::MIN
    } else {
        -(1i64 << (w - 1))
    }
}
fn max_s(w: u32) -> i64 {
    if w >= 64 {
        i64::MAX
    } else {
        (1i64 << (w - 1)) - 1
    }
}
fn max_u(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// `a op b` on normalized `w`-bit integers; the result is normalized.
pub(crate) fn int_binop(op: IntOp, a: i64, b: i64, w: u32) -> Result<i64, String> {
    let (sa, sb) = (sext(a, w), sext(b, w));
    let (ua, ub) = (zext(a, w), zext(b, w));
    let signed_div_check = || -> Result<(), String> {
        if sb == 0 {
            return Err("integer division by zero".into());
        }
        if sa == min_s(w) && sb == -1 {
            return Err(format!("signed division overflow ({sa} / -1 in i{w})"));
        }
        Ok(())
    };
    let unsigned_check = |what: &str| if ub == 0 { Err(format!("integer {what} by zero")) } else { Ok(()) };
    let r: i64 = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::DivS => {
            signed_div_check()?;
            sa / sb
        }
        IntOp::CeilDivS => {
            signed_div_check()?;
            let (q, r) = (sa / sb, sa % sb);
            if r != 0 && ((r < 0) == (sb < 0)) {
                q + 1
            } else {
                q
            }
        }
        IntOp::FloorDivS => {
            signed_div_check()?;
            let (q, r) = (sa / sb, sa % sb);
            if r != 0 && ((r < 0) != (sb < 0)) {
                q - 1
            } else {
                q
            }
        }
        IntOp::DivU => {
            unsigned_check("division")?;
            (ua / ub) as i64
        }
        IntOp::CeilDivU => {
            unsigned_check("division")?;
            (ua / ub + (ua % ub != 0) as u64) as i64
        }
        IntOp::RemS => {
            if sb == 0 {
                return Err("integer remainder by zero".into());
            }
            sa.wrapping_rem(sb)
        }
        IntOp::RemU => {
            unsigned_check("remainder")?;
            (ua % ub) as i64
        }
        IntOp::MaxS => sa.max(sb),
        IntOp::MinS => sa.min(sb),
        IntOp::MaxU => ua.max(ub) as i64,
        IntOp::MinU => ua.min(ub) as i64,
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::Shl | IntOp::ShrS | IntOp::ShrU => {
            if ub >= w as u64 {
                return Err(format!("shift amount {ub} >= bit width {w}"));
            }
            match op {
                IntOp::Shl => ((a as u64) << ub) as i64,
                IntOp::ShrS => sa >> ub,
                _ => (ua >> ub) as i64,
            }
        }
    };
    Ok(normalize_int(r, w))
}

/// `cmpi`/`icmp` predicate by number: eq ne slt sle sgt sge ult ule ugt uge.
pub(crate) fn int_cmp(pred: i64, a: i64, b: i64, w: u32) -> Option<bool> {
    let (sa, sb, ua, ub) = (sext(a, w), sext(b, w), zext(a, w), zext(b, w));
    Some(match pred {
        0 => a == b,
        1 => a != b,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        9 => ua >= ub,
        _ => return None,
    })
}

/// `cmpf`/`fcmp` predicate by number: false oeq ogt oge olt ole one ord ueq
/// ugt uge ult ule une uno true.
pub(crate) fn float_cmp(pred: i64, a: f64, b: f64) -> Option<bool> {
    let uno = a.is_nan() || b.is_nan();
    let ord = !uno;
    Some(match pred {
        0 => false,
        1 => ord && a == b,
        2 => ord && a > b,
        3 => ord && a >= b,
        4 => ord && a < b,
        5 => ord && a <= b,
        6 => ord && a != b,
        7 => ord,
        8 => uno || a == b,
        9 => uno || a > b,
        10 => uno || a >= b,
        11 => uno || a < b,
        12 => uno || a <= b,
        13 => uno || a != b,
        14 => uno,
        15 => true,
        _ => return None,
    })
}

/// Apply a float operation of one argument, in the operand's own type
/// (f16/bf16 through f32).
pub(crate) fn fmap1(a: &RV, f: impl Fn(f64) -> f64, g: impl Fn(f32) -> f32) -> Option<RV> {
    Some(match a {
        RV::F64(x) => RV::F64(f(*x)),
        RV::F32(x) => RV::F32(g(*x)),
        RV::F16(x) => RV::F16(f16::from_f32(g(x.to_f32()))),
        RV::BF16(x) => RV::BF16(bf16::from_f32(g(x.to_f32()))),
        _ => return None,
    })
}

/// Two-argument float operation (both operands of the same type).
pub(crate) fn fmap2(a: &RV, b: &RV, f: impl Fn(f64, f64) -> f64, g: impl Fn(f32, f32) -> f32) -> Option<RV> {
    Some(match (a, b) {
        (RV::F64(x), RV::F64(y)) => RV::F64(f(*x, *y)),
        (RV::F32(x), RV::F32(y)) => RV::F32(g(*x, *y)),
        (RV::F16(x), RV::F16(y)) => RV::F16(f16::from_f32(g(x.to_f32(), y.to_f32()))),
        (RV::BF16(x), RV::BF16(y)) => RV::BF16(bf16::from_f32(g(x.to_f32(), y.to_f32()))),
        _ => return None,
    })
}

/// Three-argument float operation (fma).
pub(crate) fn fmap3(
    a: &RV,
    b: &RV,
    c: &RV,
    f: impl Fn(f64, f64, f64) -> f64,
    g: impl Fn(f32, f32, f32) -> f32,
) -> Option<RV> {
    Some(match (a, b, c) {
        (RV::F64(x), RV::F64(y), RV::F64(z)) => RV::F64(f(*x, *y, *z)),
        (RV::F32(x), RV::F32(y), RV::F32(z)) => RV::F32(g(*x, *y, *z)),
        (RV::F16(x), RV::F16(y), RV::F16(z)) => RV::F16(f16::from_f32(g(x.to_f32(), y.to_f32(), z.to_f32()))),
        (RV::BF16(x), RV::BF16(y), RV::BF16(z)) => RV::BF16(bf16::from_f32(g(x.to_f32(), y.to_f32(), z.to_f32()))),
        _ => return None,
    })
}

/// Negation: flips the sign bit (NaN payloads kept).
pub(crate) fn fneg(a: &RV) -> Option<RV> {
    Some(match a {
        RV::F64(x) => RV::F64(-*x),
        RV::F32(x) => RV::F32(-*x),
        RV::F16(x) => RV::F16(f16::from_bits(x.to_bits() ^ 0x8000)),
        RV::BF16(x) => RV::BF16(bf16::from_bits(x.to_bits() ^ 0x8000)),
        _ => return None,
    })
}

/// Generic over f32/f64 for the min/max family.
pub(crate) trait Fl: Copy + PartialOrd {
    fn nan(self) -> bool;
    fn neg(self) -> bool;
    fn add(self, o: Self) -> Self;
}
impl Fl for f64 {
    fn nan(self) -> bool {
        self.is_nan()
    }
    fn neg(self) -> bool {
        self.is_sign_negative()
    }
    fn add(self, o: f64) -> f64 {
        self + o
    }
}
impl Fl for f32 {
    fn nan(self) -> bool {
        self.is_nan()
    }
    fn neg(self) -> bool {
        self.is_sign_negative()
    }
    fn add(self, o: f32) -> f32 {
        self + o
    }
}

/// IEEE 754-2019 `maximum`: NaN if either is NaN, and -0 < +0.
pub(crate) fn maximum<T: Fl>(a: T, b: T) -> T {
    if a.nan() || b.nan() {
        a.add(b)
    } else if a == b {
        if a.neg() {
            b
        } else {
            a
        }
    } else if a > b {
        a
    } else {
        b
    }
}
/// IEEE 754-2019 `minimum`.
pub(crate) fn minimum<T: Fl>(a: T, b: T) -> T {
    if a.nan() || b.nan() {
        a.add(b)
    } else if a == b {
        if a.neg() {
            a
        } else {
            b
        }
    } else if a < b {
        a
    } else {
        b
    }
}
/// `maxnum`: a NaN operand is ignored (the other is returned); zeros as `maximum`.
pub(crate) fn maxnum<T: Fl>(a: T, b: T) -> T {
    if a.nan() {
        b
    } else if b.nan() {
        a
    } else {
        maximum(a, b)
    }
}
/// `minnum`: a NaN operand is ignored.
pub(crate) fn minnum<T: Fl>(a: T, b: T) -> T {
    if a.nan() {
        b
    } else if b.nan() {
        a
    } else {
        minimum(a, b)
    }
}

/// Round a magnitude to `bits` significant bits (to nearest, ties to even).
fn round_sig(x: u64, bits: u32) -> u128 {
    let len = 64 - x.leading_zeros();
    if len <= bits {
        return x as u128;
    }
    let drop = len - bits;
    let q = (x >> drop) as u128;
    let rem = x & ((1u64 << drop) - 1);
    let half = 1u64 << (drop - 1);
    let up = rem > half || (rem == half && q & 1 == 1);
    (q + up as u128) << drop
}

/// An integer (sign and magnitude) converted to float type `t`, correctly rounded.
pub(crate) fn int_to_float(t: &Type, neg: bool, mag: u64) -> Option<RV> {
    let signed = |x: f64| if neg { -x } else { x };
    Some(match t {
        Type::F64 => RV::F64(signed(mag as f64)),
        Type::F32 => RV::F32(if neg { -(mag as f32) } else { mag as f32 }),
        Type::F16 => RV::F16(f16_of(signed(round_sig(mag, 11) as f64))),
        Type::BF16 => RV::BF16(bf16_of(signed(round_sig(mag, 8) as f64))),
        _ => return None,
    })
}

/// `sitofp` / `uitofp`.
pub(crate) fn itofp(v: &RV, t: &Type, signed: bool) -> Option<RV> {
    let (x, w) = v.int()?;
    if signed {
        let s = sext(x, w);
        int_to_float(t, s < 0, s.unsigned_abs())
    } else {
        int_to_float(t, false, zext(x, w))
    }
}

/// `fptosi` / `fptoui` to integer type `t`: truncate toward zero and
/// saturate at the type's bounds, NaN → 0 (Rust's `as`).
pub(crate) fn fptoi(v: &RV, t: &Type, signed: bool) -> Option<RV> {
    let x = v.float()?;
    let w = match t {
        Type::Index => 64,
        _ => t.int_width()?,
    };
    let r = if x.is_nan() {
        0
    } else if signed {
        let t = x.trunc();
        if t <= min_s(w) as f64 {
            min_s(w)
        } else if t >= max_s(w) as f64 {
            max_s(w)
        } else {
            t as i64
        }
    } else {
        let t = x.trunc();
        if t <= 0.0 {
            0
        } else if t >= max_u(w) as f64 {
            max_u(w) as i64
        } else {
            t as u64 as i64
        }
    };
    Some(mk_int(t, r))
}

/// `extf` / `truncf` / `fpext` / `fptrunc`: to float type `t`, correctly rounded.
pub(crate) fn fconv(v: &RV, t: &Type) -> Option<RV> {
    match (v, t) {
        (RV::F32(x), Type::F16) => Some(RV::F16(f16::from_f32(*x))),
        (RV::F32(x), Type::BF16) => Some(RV::BF16(bf16::from_f32(*x))),
        (RV::F16(x), Type::BF16) => Some(RV::BF16(bf16::from_f32(x.to_f32()))),
        (RV::BF16(x), Type::F16) => Some(RV::F16(f16::from_f32(x.to_f32()))),
        _ => mk_float(t, v.float()?),
    }
}

/// The bits of a scalar (`bitcast`): (bits, width).
fn bits_of(v: &RV) -> Option<(u64, u32)> {
    Some(match v {
        RV::Int(x, w) => (zext(*x, *w), *w),
        RV::Index(x) => (*x as u64, 64),
        RV::F64(x) => (x.to_bits(), 64),
        RV::F32(x) => (x.to_bits() as u64, 32),
        RV::F16(x) => (x.to_bits() as u64, 16),
        RV::BF16(x) => (x.to_bits() as u64, 16),
        _ => return None,
    })
}

/// `bitcast` between scalars of the same width.
pub(crate) fn bitcast(v: &RV, t: &Type) -> Option<RV> {
    let (b, _) = bits_of(v)?;
    Some(match t {
        Type::F64 => RV::F64(f64::from_bits(b)),
        Type::F32 => RV::F32(f32::from_bits(b as u32)),
        Type::F16 => RV::F16(f16::from_bits(b as u16)),
        Type::BF16 => RV::BF16(bf16::from_bits(b as u16)),
        Type::Index | Type::Int { .. } => mk_int(t, b as i64),
        _ => return None,
    })
}

/// `extsi` / `extui` / `trunci` / `index_cast(ui)` and the LLVM equivalents:
/// the integer `v` as type `t`, sign- or zero-extending when it grows.
pub(crate) fn int_resize(v: &RV, t: &Type, signed: bool) -> Option<RV> {
    let (x, w) = v.int()?;
    let ext = if signed { sext(x, w) } else { zext(x, w) as i64 };
    Some(mk_int(t, ext))
}
