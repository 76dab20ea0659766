//! The `arith` dialect: constants, integer and float arithmetic, comparisons,
//! `select`, bitwise ops, the two-result extended ops (`addui_extended`,
//! `mulsi_extended`, `mului_extended`) and every cast.

use super::common::*;
use super::{OpDef, Traits};
use crate::ir::{Attribute, Module, OpId, Type};
use crate::syntax::{OpState, PResult, Parser, Printer};

const P: Traits = Traits::PURE;

/// `cmpf` predicates in the order of their integer values.
pub const CMPF_PREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];
/// `cmpi` predicates in the order of their integer values.
pub const CMPI_PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

macro_rules! float_bin {
    ($($n:literal),*) => { [$(OpDef::new($n, P, parse_binary_fm, print_same_type_op, v_float2)),*] };
}
macro_rules! int_bin {
    ($($n:literal),*) => { [$(OpDef::new($n, P, parse_binary, print_same_type_op, v_int2)),*] };
}
macro_rules! int_bin_ovf {
    ($($n:literal),*) => { [$(OpDef::new($n, P, parse_binary_ovf, print_same_type_op, v_int2)),*] };
}
macro_rules! casts {
    ($($n:literal => $v:expr),*) => { [$(OpDef::new($n, P, parse_cast, print_cast, $v)),*] };
}

const FLOAT_BIN: [OpDef; 9] = float_bin!(
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.remf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf"
);
/// Divisions and remainders: they trap on a zero divisor (and the signed
/// ones on the least value over -1), so they are not speculated freely
/// (`crate::dialects::may_trap`).
pub const DIVISIONS: [OpDef; 7] = int_bin!(
    "arith.divsi",
    "arith.divui",
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
    "arith.remsi",
    "arith.remui"
);
const INT_BIN: [OpDef; 10] = int_bin!(
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.shrsi",
    "arith.shrui",
    "arith.shli"
);
const INT_BIN_OVF: [OpDef; 3] = int_bin_ovf!("arith.addi", "arith.subi", "arith.muli");
const CASTS: [OpDef; 12] = casts!(
    "arith.index_cast" => v_index_cast,
    "arith.index_castui" => v_index_cast,
    "arith.sitofp" => v_int_to_float,
    "arith.uitofp" => v_int_to_float,
    "arith.fptosi" => v_float_to_int,
    "arith.fptoui" => v_float_to_int,
    "arith.extf" => v_extf,
    "arith.truncf" => v_truncf,
    "arith.extsi" => v_ext_int,
    "arith.extui" => v_ext_int,
    "arith.trunci" => v_trunc_int,
    "arith.bitcast" => v_bitcast
);

const OTHER: [OpDef; 5] = [
    OpDef::new("arith.constant", P, parse_constant, print_constant, verify_constant),
    OpDef::new("arith.negf", P, parse_unary_fm, print_same_type_op, v_float1),
    OpDef::new("arith.cmpf", P, parse_cmpf, print_cmp, verify_cmpf),
    OpDef::new("arith.cmpi", P, parse_cmpi, print_cmp, verify_cmpi),
    OpDef::new("arith.select", P, parse_select, print_select, verify_select),
];

/// Two results: `%sum, %overflow = arith.addui_extended %a, %b : i64, i1`,
/// `%low, %high = arith.mulsi_extended %a, %b : i32`.
const EXTENDED: [OpDef; 3] = [
    OpDef::new("arith.addui_extended", P, parse_addui_extended, print_extended, verify_addui_extended),
    OpDef::new("arith.mulsi_extended", P, parse_mul_extended, print_extended, verify_mul_extended),
    OpDef::new("arith.mului_extended", P, parse_mul_extended, print_extended, verify_mul_extended),
];

/// Every `arith` op, in groups of the same format.
pub static GROUPS: [&[OpDef]; 7] = [&FLOAT_BIN, &DIVISIONS, &INT_BIN, &INT_BIN_OVF, &CASTS, &OTHER, &EXTENDED];

fn v_float1(m: &Module, op: OpId) -> Result<(), String> {
    verify_same_type(m, op, 1, is_float_like, "floating-point-like")
}
fn v_float2(m: &Module, op: OpId) -> Result<(), String> {
    verify_same_type(m, op, 2, is_float_like, "floating-point-like")
}
fn v_int2(m: &Module, op: OpId) -> Result<(), String> {
    verify_same_type(m, op, 2, is_int_like, "signless-integer-like")
}

fn cast_check(m: &Module, op: OpId, ok: impl Fn(&Type, &Type) -> bool, what: &str) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, b) = (ty(m, op, 0), rty(m, op, 0));
    let same_shape = match (a, b) {
        (Type::Vector { shape: s1, .. }, Type::Vector { shape: s2, .. }) => s1 == s2,
        (Type::Tensor { shape: s1, .. }, Type::Tensor { shape: s2, .. }) => s1 == s2,
        (x, y) => {
            std::mem::discriminant(x) == std::mem::discriminant(y)
                || (!matches!(x, Type::Vector { .. } | Type::Tensor { .. })
                    && !matches!(y, Type::Vector { .. } | Type::Tensor { .. }))
        }
    };
    if !same_shape || !ok(elem(a), elem(b)) {
        return Err(format!("operand type '{a}' and result type '{b}' are cast incompatible ({what})"));
    }
    Ok(())
}
fn v_index_cast(m: &Module, op: OpId) -> Result<(), String> {
    cast_check(
        m,
        op,
        |a, b| (a.is_index() && b.is_signless_int()) || (a.is_signless_int() && b.is_index()),
        "index to integer or integer to index",
    )
}
fn v_int_to_float(m: &Module, op: OpId) -> Result<(), String> {
    cast_check(m, op, |a, b| a.is_signless_int() && b.is_float(), "integer to float")
}
fn v_float_to_int(m: &Module, op: OpId) -> Result<(), String> {
    cast_check(m, op, |a, b| a.is_float() && b.is_signless_int(), "float to integer")
}
fn v_extf(m: &Module, op: OpId) -> Result<(), String> {
    cast_check(m, op, |a, b| a.is_float() && b.is_float() && a.float_width() < b.float_width(), "to a wider float")
}
fn v_truncf(m: &Module, op: OpId) -> Result<(), String> {
    cast_check(m, op, |a, b| a.is_float() && b.is_float() && a.float_width() > b.float_width(), "to a narrower float")
}
fn v_ext_int(m: &Module, op: OpId) -> Result<(), String> {
    cast_check(
        m,
        op,
        |a, b| a.is_signless_int() && b.is_signless_int() && a.int_width() < b.int_width(),
        "to a wider integer",
    )
}
fn v_trunc_int(m: &Module, op: OpId) -> Result<(), String> {
    cast_check(
        m,
        op,
        |a, b| a.is_signless_int() && b.is_signless_int() && a.int_width() > b.int_width(),
        "to a narrower integer",
    )
}
fn v_bitcast(m: &Module, op: OpId) -> Result<(), String> {
    let width = |t: &Type| t.float_width().or(t.int_width()).or(if t.is_index() { Some(64) } else { None });
    cast_check(m, op, |a, b| width(a).is_some() && width(a) == width(b), "same bit width")
}

// ----- constant -----

/// `arith.constant {attrs} 1.0 : f32` / `arith.constant true` / `arith.constant dense<..> : vector<4xf32>`
fn parse_constant(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let at = p.here();
    let v = p.parse_attribute()?;
    let t = match &v {
        Attribute::Integer { ty, .. } | Attribute::Float { ty, .. } | Attribute::Dense { ty, .. } => ty.clone(),
        Attribute::Bool(_) => Type::i1(),
        _ => return Err(p.error_at(at, "expected a typed integer, float or dense constant")),
    };
    st.attrs.set("value", v);
    st.result_types.push(t);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) {
    p.w("arith.constant");
    p.attr_dict(op, &["value"]);
    p.w(" ");
    let v = p.m.attr(op, "value").cloned().unwrap_or(Attribute::Unit);
    p.attr(&v);
}

fn verify_constant(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    let t = rty(m, op, 0);
    let vt = match m.attr(op, "value") {
        Some(Attribute::Integer { ty, .. } | Attribute::Float { ty, .. } | Attribute::Dense { ty, .. }) => ty.clone(),
        Some(Attribute::Bool(_)) => Type::i1(),
        _ => return Err("requires a 'value' attribute of integer, float or dense type".into()),
    };
    let ok = match (&vt, t) {
        (Type::Tensor { shape, elem, .. }, Type::Vector { .. }) => {
            Some(shape.clone()) == t.shape() && **elem == *elem_of_ref(t)
        }
        _ => vt == *t,
    };
    if !ok {
        return Err(format!("value type '{vt}' must match return type '{t}'"));
    }
    if elem(t).is_integer() && !elem(t).is_signless_int() {
        return Err("integer return type must be signless".into());
    }
    Ok(())
}

fn elem_of_ref(t: &Type) -> &Type {
    elem(t)
}

// ----- comparisons -----

fn parse_cmp(p: &mut Parser<'_>, st: &mut OpState, preds: &[&str], fm: bool) -> PResult<()> {
    let at = p.here();
    let kw = p.parse_keyword("comparison predicate")?;
    let Some(idx) = preds.iter().position(|x| *x == kw) else {
        return Err(p.error_at(at, format!("unknown comparison predicate \"{kw}\"")));
    };
    st.attrs.set("predicate", Attribute::i64(idx as i64));
    p.expect_punct(",")?;
    let at = p.here();
    let ops = p.parse_operand_list()?;
    if fm {
        parse_fastmath(p, st)?;
    }
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_all(&ops, &[t.clone(), t.clone()], at)?;
    st.result_types.push(with_elem(&t, Type::i1()));
    Ok(())
}

fn parse_cmpf(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cmp(p, st, &CMPF_PREDICATES, true)
}
fn parse_cmpi(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cmp(p, st, &CMPI_PREDICATES, false)
}

/// The predicate keyword of a `cmpf`/`cmpi` op.
pub fn predicate_name(m: &Module, op: OpId) -> Option<&'static str> {
    let i = m.attr(op, "predicate")?.as_int()? as usize;
    if m.is(op, "arith.cmpf") {
        CMPF_PREDICATES.get(i).copied()
    } else {
        CMPI_PREDICATES.get(i).copied()
    }
}

fn print_cmp(p: &mut Printer<'_>, op: OpId) {
    let name = p.m.name(op).as_str();
    p.w(name);
    p.w(" ");
    p.w(predicate_name(p.m, op).unwrap_or("<<invalid>>"));
    p.w(", ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    print_fastmath(p, op);
    p.attr_dict(op, &["predicate", "fastmath"]);
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_cmp(m: &Module, op: OpId, ok: fn(&Type) -> bool, n_preds: usize) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    if ty(m, op, 0) != ty(m, op, 1) || !ok(ty(m, op, 0)) {
        return Err(format!("operands must have the same valid type, got '{}' and '{}'", ty(m, op, 0), ty(m, op, 1)));
    }
    if *rty(m, op, 0) != with_elem(ty(m, op, 0), Type::i1()) {
        return Err("result must be i1 (or a shaped type of i1 like the operands)".into());
    }
    match m.attr(op, "predicate").and_then(Attribute::as_int) {
        Some(i) if (0..n_preds as i128).contains(&i) => Ok(()),
        _ => Err("requires a valid 'predicate' attribute".into()),
    }
}
fn verify_cmpf(m: &Module, op: OpId) -> Result<(), String> {
    verify_cmp(m, op, is_float_like, CMPF_PREDICATES.len())
}
fn verify_cmpi(m: &Module, op: OpId) -> Result<(), String> {
    verify_cmp(m, op, is_int_like, CMPI_PREDICATES.len())
}

// ----- select -----

/// `arith.select %c, %a, %b : t` or `: ct, t` for a shaped condition.
fn parse_select(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let tys = p.parse_colon_type_list()?;
    let (ct, t) = match tys.as_slice() {
        [t] => (Type::i1(), t.clone()),
        [c, t] => (c.clone(), t.clone()),
        _ => return Err(p.error_at(at, "expected one or two types")),
    };
    st.operands = p.resolve_all(&ops, &[ct, t.clone(), t.clone()], at)?;
    st.result_types.push(t);
    Ok(())
}

fn print_select(p: &mut Printer<'_>, op: OpId) {
    p.w("arith.select ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    p.attr_dict(op, &[]);
    p.w(" : ");
    let ct = ty(p.m, op, 0).clone();
    if ct != Type::i1() {
        p.ty(&ct);
        p.w(", ");
    }
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_select(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 1)?;
    let t = rty(m, op, 0);
    if ty(m, op, 1) != t || ty(m, op, 2) != t {
        return Err("true and false values must have the result type".into());
    }
    let c = ty(m, op, 0);
    if *c != Type::i1() && *c != with_elem(t, Type::i1()) {
        return Err(format!("condition must be i1 or a shaped i1 matching the result, got '{c}'"));
    }
    Ok(())
}

// ----- extended arithmetic (two results) -----

/// `%a, %b {attrs} : t, ot`: the sum of type `t` and the overflow bit `ot`.
fn parse_addui_extended(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let tys = p.parse_colon_type_list()?;
    let [t, ot] = tys.as_slice() else {
        return Err(p.error_at(at, "expected two types: the sum and the overflow bit"));
    };
    st.operands = p.resolve_all(&ops, &[t.clone(), t.clone()], at)?;
    st.result_types = vec![t.clone(), ot.clone()];
    Ok(())
}

/// `%a, %b {attrs} : t`: the low and high halves, both of type `t`.
fn parse_mul_extended(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_all(&ops, &[t.clone(), t.clone()], at)?;
    st.result_types = vec![t.clone(), t];
    Ok(())
}

fn print_extended(p: &mut Printer<'_>, op: OpId) {
    print_operands_head(p, op);
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
    if p.m.is(op, "arith.addui_extended") {
        p.w(", ");
        let ot = rty(p.m, op, 1).clone();
        p.ty(&ot);
    }
}

/// Both operands and the first result have one signless integer (or index) type.
fn verify_extended_operands(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 2)?;
    let t = rty(m, op, 0);
    if !is_int_like(t) {
        return Err(format!("operands must be signless-integer-like, but got '{t}'"));
    }
    if ty(m, op, 0) != t || ty(m, op, 1) != t {
        return Err(format!(
            "requires the same type for both operands and the first result ('{}', '{}' vs '{t}')",
            ty(m, op, 0),
            ty(m, op, 1)
        ));
    }
    Ok(())
}
fn verify_addui_extended(m: &Module, op: OpId) -> Result<(), String> {
    verify_extended_operands(m, op)?;
    let (t, ot) = (rty(m, op, 0), rty(m, op, 1));
    if *ot != with_elem(t, Type::i1()) {
        return Err(format!(
            "overflow must be '{}' (i1 of the operands' shape), but got '{ot}'",
            with_elem(t, Type::i1())
        ));
    }
    Ok(())
}
fn verify_mul_extended(m: &Module, op: OpId) -> Result<(), String> {
    verify_extended_operands(m, op)?;
    let (t, h) = (rty(m, op, 0), rty(m, op, 1));
    if h != t {
        return Err(format!("the high half must have the type of the low half ('{h}' vs '{t}')"));
    }
    Ok(())
}
