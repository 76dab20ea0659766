//! The `math` dialect: elementary functions on floats (and `absi`/`ipowi`
//! and the bit counts `ctlz`/`cttz`/`ctpop` on integers), each
//! `%r = math.op %a[, %b] [fastmath<..>] : t`, and the float classifications
//! (`isnan`, `isinf`, `isfinite`, `isnormal`: `%b = math.isnan %x : f64`, an
//! `i1` of the operand's shape).

use super::common::*;
use super::{OpDef, Traits};
use crate::ir::{Module, OpId, Type};
use crate::syntax::{OpState, PResult, Parser, Printer};

const P: Traits = Traits::PURE;

macro_rules! unary_f {
    ($($n:literal),*) => { [$(OpDef::new($n, P, parse_unary_fm, print_same_type_op, v_f1)),*] };
}
macro_rules! binary_f {
    ($($n:literal),*) => { [$(OpDef::new($n, P, parse_binary_fm, print_same_type_op, v_f2)),*] };
}

const UNARY: [OpDef; 25] = unary_f!(
    "math.sin",
    "math.cos",
    "math.tan",
    "math.asin",
    "math.acos",
    "math.atan",
    "math.sinh",
    "math.cosh",
    "math.tanh",
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.log",
    "math.log2",
    "math.log10",
    "math.log1p",
    "math.sqrt",
    "math.rsqrt",
    "math.cbrt",
    "math.absf",
    "math.erf",
    "math.floor",
    "math.ceil",
    "math.round",
    "math.roundeven"
);
const MORE_UNARY: [OpDef; 5] = unary_f!("math.trunc", "math.asinh", "math.acosh", "math.atanh", "math.erfc");
const BINARY: [OpDef; 3] = binary_f!("math.atan2", "math.powf", "math.copysign");
const OTHER: [OpDef; 4] = [
    OpDef::new("math.fma", P, parse_ternary_fm, print_same_type_op, v_f3),
    OpDef::new("math.absi", P, parse_unary, print_same_type_op, v_i1),
    OpDef::new("math.ipowi", P, parse_binary, print_same_type_op, v_i2),
    OpDef::new("math.fpowi", P, parse_fpowi, print_fpowi, v_fpowi),
];

/// Integer bit counts: `%r = math.ctlz %a : i32`.
const BIT_COUNTS: [OpDef; 3] = [
    OpDef::new("math.ctlz", P, parse_unary, print_same_type_op, v_i1),
    OpDef::new("math.cttz", P, parse_unary, print_same_type_op, v_i1),
    OpDef::new("math.ctpop", P, parse_unary, print_same_type_op, v_i1),
];
/// Float classifications: `%b = math.isnan %x {attrs} : f64` (result `i1`).
const CLASSIFY: [OpDef; 4] = [
    OpDef::new("math.isnan", P, parse_classify, print_classify, v_classify),
    OpDef::new("math.isinf", P, parse_classify, print_classify, v_classify),
    OpDef::new("math.isfinite", P, parse_classify, print_classify, v_classify),
    OpDef::new("math.isnormal", P, parse_classify, print_classify, v_classify),
];

/// Every `math` op, in groups of the same format.
pub static GROUPS: [&[OpDef]; 6] = [&UNARY, &MORE_UNARY, &BINARY, &OTHER, &BIT_COUNTS, &CLASSIFY];

fn v_f1(m: &Module, op: OpId) -> Result<(), String> {
    verify_same_type(m, op, 1, is_float_like, "floating-point-like")
}
fn v_f2(m: &Module, op: OpId) -> Result<(), String> {
    verify_same_type(m, op, 2, is_float_like, "floating-point-like")
}
fn v_f3(m: &Module, op: OpId) -> Result<(), String> {
    verify_same_type(m, op, 3, is_float_like, "floating-point-like")
}
fn v_i1(m: &Module, op: OpId) -> Result<(), String> {
    verify_same_type(m, op, 1, is_int_like, "signless-integer-like")
}
fn v_i2(m: &Module, op: OpId) -> Result<(), String> {
    verify_same_type(m, op, 2, is_int_like, "signless-integer-like")
}

/// `math.isnan %x {attrs} : t` → an `i1` of the shape of `t` (the
/// `fastmath` flags, when given, are in the attribute dictionary).
fn parse_classify(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let x = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&x, &t)?);
    st.result_types.push(with_elem(&t, Type::i1()));
    Ok(())
}

fn print_classify(p: &mut Printer<'_>, op: OpId) {
    print_operands_head(p, op);
    let ops = p.m.operands(op).to_vec();
    p.value_types(&ops);
}

fn v_classify(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (x, r) = (ty(m, op, 0), rty(m, op, 0));
    if !is_float_like(x) {
        return Err(format!("operand must be floating-point-like, but got '{x}'"));
    }
    if *r != with_elem(x, Type::i1()) {
        return Err(format!(
            "result must be '{}' (i1 of the operand's shape), but got '{r}'",
            with_elem(x, Type::i1())
        ));
    }
    Ok(())
}

/// `math.fpowi %x, %n [fastmath<..>] : f64, i32`
fn parse_fpowi(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    parse_fastmath(p, st)?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let tys = p.parse_colon_type_list()?;
    if tys.len() != 2 {
        return Err(p.error_at(at, "expected two types: the float and the integer exponent"));
    }
    st.operands = p.resolve_all(&ops, &tys, at)?;
    st.result_types.push(tys[0].clone());
    Ok(())
}

fn print_fpowi(p: &mut Printer<'_>, op: OpId) {
    p.w("math.fpowi ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    print_fastmath(p, op);
    p.attr_dict(op, &["fastmath"]);
    p.w(" : ");
    p.value_types(&ops);
}

fn v_fpowi(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let (x, n, r) = (ty(m, op, 0), ty(m, op, 1), rty(m, op, 0));
    if !is_float_like(x) || x != r || !elem(n).is_signless_int() {
        return Err(format!(
            "expects a float base, a signless integer exponent and the base type as result, got '{x}', '{n}' -> '{r}'"
        ));
    }
    let _ = Type::F64;
    Ok(())
}
