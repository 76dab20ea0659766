//! The `cf` dialect: unstructured control flow between the blocks of one
//! region (`cf.br`, `cf.cond_br`, `cf.switch`) and `cf.assert`.
//!
//! Successor arguments live at the end of the operand list (see
//! `ir::Module::successors`); the generic form's `operandSegmentSizes` and
//! `case_operand_segments` are derived from that structure, never stored.
//! The branch helpers here are shared with the `llvm` dialect, whose
//! `llvm.br`/`llvm.cond_br`/`llvm.switch` have the same shape.

use super::common::expect_counts;
use super::{OpDef, Traits};
use crate::ir::{AttrDict, Attribute, DenseData, DenseElem, Module, OpId, Type};
use crate::syntax::{OpState, PResult, Parser, Printer};

const BRANCH: Traits = Traits::PURE.or(Traits::TERMINATOR);

pub static OPS: &[OpDef] = &[
    OpDef::new("cf.br", BRANCH, parse_br, print_br, verify_br).with_successor_split(split_br, no_generic_attrs),
    OpDef::new("cf.cond_br", BRANCH, parse_cond_br, print_cond_br, verify_cond_br)
        .with_successor_split(split_cond_br, cond_br_generic_attrs),
    OpDef::new("cf.switch", BRANCH, parse_switch, print_switch, verify_switch)
        .with_successor_split(split_switch, switch_generic_attrs),
    OpDef::new("cf.assert", Traits::MEM_WRITE, parse_assert, print_assert, verify_assert),
];

// ----- shared branch helpers (also used by `llvm`) -----

/// `array<i32: a, b, ...>`.
pub(crate) fn i32_array(values: &[usize]) -> Attribute {
    Attribute::DenseArray { elem: Type::i32(), values: values.iter().map(|&v| DenseElem::Int(v as i128)).collect() }
}

/// Remove attribute `name` and read it as a list of non-negative counts.
fn take_counts(attrs: &mut AttrDict, name: &str) -> Result<Option<Vec<usize>>, String> {
    let Some(a) = attrs.remove(name) else { return Ok(None) };
    let ints = a.as_dense_ints().ok_or_else(|| format!("'{name}' must be an array<i32: ...> attribute"))?;
    ints.into_iter()
        .map(|v| usize::try_from(v).map_err(|_| format!("'{name}' holds a negative or too large count")))
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// Generic-form split of an unconditional branch: every operand goes to the one successor.
pub(crate) fn split_br(_: &mut AttrDict, n_operands: usize, n_succ: usize) -> Result<(usize, Vec<usize>), String> {
    if n_succ != 1 {
        return Err(format!("expected 1 successor, found {n_succ}"));
    }
    Ok((0, vec![n_operands]))
}

pub(crate) fn no_generic_attrs(_: &Module, _: OpId) -> Vec<(String, Attribute)> {
    Vec::new()
}

/// Generic-form split of a conditional branch (`operandSegmentSizes = [1, t, f]`).
pub(crate) fn split_cond_br(
    attrs: &mut AttrDict,
    n_operands: usize,
    n_succ: usize,
) -> Result<(usize, Vec<usize>), String> {
    if n_succ != 2 {
        return Err(format!("expected 2 successors, found {n_succ}"));
    }
    let seg = take_counts(attrs, "operandSegmentSizes")?.ok_or("requires attribute 'operandSegmentSizes'")?;
    match seg.as_slice() {
        [1, t, f] if t.checked_add(*f).and_then(|s| s.checked_add(1)) == Some(n_operands) => Ok((1, vec![*t, *f])),
        _ => Err(format!(
            "'operandSegmentSizes' must be [1, true operands, false operands] adding up to the {n_operands} operands"
        )),
    }
}

pub(crate) fn cond_br_generic_attrs(m: &Module, op: OpId) -> Vec<(String, Attribute)> {
    let counts: Vec<usize> = (0..m.successors(op).len()).map(|i| m.successor_args(op, i).len()).collect();
    let mut seg = vec![m.plain_operands(op).len()];
    seg.extend(counts);
    vec![("operandSegmentSizes".into(), i32_array(&seg))]
}

/// Generic-form split of a switch (`operandSegmentSizes = [1, default, cases]`
/// plus `case_operand_segments`).
pub(crate) fn split_switch(
    attrs: &mut AttrDict,
    n_operands: usize,
    n_succ: usize,
) -> Result<(usize, Vec<usize>), String> {
    let seg = take_counts(attrs, "operandSegmentSizes")?.ok_or("requires attribute 'operandSegmentSizes'")?;
    let cases = take_counts(attrs, "case_operand_segments")?.unwrap_or_default();
    let [1, default, total] = seg.as_slice() else {
        return Err("'operandSegmentSizes' must be [1, default operands, case operands]".into());
    };
    if cases.len() + 1 != n_succ {
        return Err(format!(
            "'case_operand_segments' has {} entries, but there are {} cases",
            cases.len(),
            n_succ.saturating_sub(1)
        ));
    }
    let sum = cases.iter().try_fold(0usize, |a, &b| a.checked_add(b));
    if sum != Some(*total) || default.checked_add(*total).and_then(|s| s.checked_add(1)) != Some(n_operands) {
        return Err("operand segment sizes do not add up to the number of operands".into());
    }
    let mut groups = vec![*default];
    groups.extend(cases);
    Ok((1, groups))
}

pub(crate) fn switch_generic_attrs(m: &Module, op: OpId) -> Vec<(String, Attribute)> {
    let n = m.successors(op).len();
    let cases: Vec<usize> = (1..n).map(|i| m.successor_args(op, i).len()).collect();
    let default = if n > 0 { m.successor_args(op, 0).len() } else { 0 };
    let total: usize = cases.iter().sum();
    vec![
        ("case_operand_segments".into(), i32_array(&cases)),
        ("operandSegmentSizes".into(), i32_array(&[m.plain_operands(op).len(), default, total])),
    ]
}

/// Parse a case value of an integer type of `width` bits, accepting the
/// signed and the unsigned spelling; returns the signed value.
pub(crate) fn parse_case_value(p: &mut Parser<'_>, width: u32) -> PResult<i128> {
    let at = p.here();
    let v = p.parse_int("case value")?;
    if width == 0 || width > 126 {
        return Ok(v);
    }
    let half = 1i128 << (width - 1);
    if v < -half || v >= 2 * half {
        return Err(p.error_at(at, format!("case value {v} does not fit in i{width}")));
    }
    // Wrap the unsigned spelling into the signed range.
    Ok(if v >= half { v - 2 * half } else { v })
}

/// The case values of a switch as signed integers.
pub(crate) fn case_values(m: &Module, op: OpId) -> Option<Vec<i128>> {
    let n = m.successors(op).len().saturating_sub(1);
    match m.attr(op, "case_values") {
        None => (n == 0).then(Vec::new),
        Some(Attribute::Dense { data: DenseData::Elements(es), .. }) => {
            es.iter().map(|e| if let DenseElem::Int(i) = e { Some(*i) } else { None }).collect()
        }
        Some(Attribute::Dense { data: DenseData::Splat(DenseElem::Int(i)), .. }) => Some(vec![*i; n]),
        Some(a @ Attribute::DenseArray { .. }) => a.as_dense_ints(),
        _ => None,
    }
}

/// `dense<[v0, v1, ...]> : vector<Nxty>` for the case values (none when empty).
pub(crate) fn case_values_attr(values: Vec<i128>, ty: &Type) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let vty = Type::Vector { shape: vec![values.len() as i64], scalable: vec![false], elem: Box::new(ty.clone()) };
    Some(Attribute::Dense { ty: vty, data: DenseData::Elements(values.into_iter().map(DenseElem::Int).collect()) })
}

/// Check the case values of a switch against the flag type and the successors.
pub(crate) fn verify_case_values(m: &Module, op: OpId, flag_ty: &Type) -> Result<(), String> {
    let n = m.successors(op).len();
    if n == 0 {
        return Err("requires a default destination".into());
    }
    let Some(vals) = case_values(m, op) else {
        return Err("requires 'case_values' to be a dense integer attribute with one value per case".into());
    };
    if vals.len() != n - 1 {
        return Err(format!(
            "number of case values ({}) should match number of case destinations ({})",
            vals.len(),
            n - 1
        ));
    }
    if let Some(Attribute::Dense { ty, .. }) = m.attr(op, "case_values") {
        if ty.element_type() != Some(flag_ty) {
            return Err(format!("'case_values' should have element type '{flag_ty}', but has type '{ty}'"));
        }
    }
    Ok(())
}

/// Print the cases `v: ^bb(...)` of a switch, one per line, each line but
/// the first preceded by a comma (and the first too if `comma_first`).
pub(crate) fn print_switch_cases(p: &mut Printer<'_>, op: OpId, comma_first: bool) {
    let vals = case_values(p.m, op).unwrap_or_default();
    let n = p.m.successors(op).len();
    for i in 1..n {
        if i > 1 || comma_first {
            p.w(",");
        }
        p.newline();
        p.w("  ");
        let v = vals.get(i - 1).copied().unwrap_or(0);
        p.w(&v.to_string());
        p.w(": ");
        p.successor(op, i);
    }
}

// ----- cf.br -----

/// `cf.br ^bb1(%a, %b : i32, f32) {attrs}`
fn parse_br(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let s = p.parse_successor()?;
    st.successors.push(s);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

/// Print `name ^bb1(...) {attrs}` (`cf.br`, `llvm.br`).
pub(crate) fn print_br_named(p: &mut Printer<'_>, op: OpId, name: &str) {
    p.w(name);
    if !p.m.successors(op).is_empty() {
        p.w(" ");
        p.successor(op, 0);
    }
    p.attr_dict(op, &[]);
}

fn print_br(p: &mut Printer<'_>, op: OpId) {
    print_br_named(p, op, "cf.br");
}

pub(crate) fn verify_br(m: &Module, op: OpId) -> Result<(), String> {
    if m.successors(op).len() != 1 {
        return Err(format!("requires 1 successor, but found {}", m.successors(op).len()));
    }
    if !m.plain_operands(op).is_empty() || !m.results(op).is_empty() {
        return Err("takes only successor operands and has no results".into());
    }
    Ok(())
}

// ----- cf.cond_br -----

/// `cf.cond_br %c, ^bb1(%a : i32), ^bb2 {attrs}`
fn parse_cond_br(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    st.operands.push(p.resolve(&c, &Type::i1())?);
    p.expect_punct(",")?;
    let t = p.parse_successor()?;
    p.expect_punct(",")?;
    let f = p.parse_successor()?;
    st.successors.push(t);
    st.successors.push(f);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_cond_br(p: &mut Printer<'_>, op: OpId) {
    p.w("cf.cond_br ");
    print_cond_br_body(p, op);
    p.attr_dict(op, &[]);
}

/// `%c, ^bb1(...), ^bb2(...)` (no attributes).
pub(crate) fn print_cond_br_body(p: &mut Printer<'_>, op: OpId) {
    if let Some(&c) = p.m.plain_operands(op).first() {
        p.operand(c);
    }
    for i in 0..p.m.successors(op).len() {
        p.w(", ");
        p.successor(op, i);
    }
}

pub(crate) fn verify_cond_br(m: &Module, op: OpId) -> Result<(), String> {
    if m.successors(op).len() != 2 {
        return Err(format!("requires 2 successors, but found {}", m.successors(op).len()));
    }
    let plain = m.plain_operands(op);
    if plain.len() != 1 || !m.results(op).is_empty() {
        return Err("expects one condition operand and no results".into());
    }
    if *m.value_type(plain[0]) != Type::i1() {
        return Err(format!("condition must be i1, but got '{}'", m.value_type(plain[0])));
    }
    if let Some(w) = m.attr(op, "branch_weights") {
        match w.as_dense_ints() {
            Some(v) if v.len() == 2 => {}
            _ => return Err("'branch_weights' must be an array<i32: true weight, false weight>".into()),
        }
    }
    Ok(())
}

// ----- cf.switch -----

/// `cf.switch %flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2, ... ] {attrs}`
fn parse_switch(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let f = p.parse_operand()?;
    let tpos = p.here();
    let ty = p.parse_colon_type()?;
    let Some(width) = ty.int_width() else {
        return Err(p.error_at(tpos, format!("switch flag must be an integer, but got '{ty}'")));
    };
    st.operands.push(p.resolve(&f, &ty)?);
    p.expect_punct(",")?;
    p.expect_punct("[")?;
    p.expect_keyword("default")?;
    p.expect_punct(":")?;
    let d = p.parse_successor()?;
    st.successors.push(d);
    let mut values = Vec::new();
    while p.eat_punct(",")? {
        values.push(parse_case_value(p, width)?);
        p.expect_punct(":")?;
        let s = p.parse_successor()?;
        st.successors.push(s);
    }
    p.expect_punct("]")?;
    st.attrs = p.parse_optional_attr_dict()?;
    if let Some(a) = case_values_attr(values, &ty) {
        st.attrs.set("case_values", a);
    }
    Ok(())
}

fn print_switch(p: &mut Printer<'_>, op: OpId) {
    p.w("cf.switch ");
    if let Some(&f) = p.m.plain_operands(op).first() {
        p.operand(f);
        p.w(" : ");
        let t = p.m.value_type(f).clone();
        p.ty(&t);
    }
    p.w(", [");
    if !p.m.successors(op).is_empty() {
        p.newline();
        p.w("  default: ");
        p.successor(op, 0);
    }
    print_switch_cases(p, op, true);
    p.newline();
    p.w("]");
    p.attr_dict(op, &["case_values", "case_operand_segments"]);
}

pub(crate) fn verify_switch(m: &Module, op: OpId) -> Result<(), String> {
    let plain = m.plain_operands(op);
    if plain.len() != 1 || !m.results(op).is_empty() {
        return Err("expects one flag operand and no results".into());
    }
    let t = m.value_type(plain[0]);
    if t.int_width().is_none() {
        return Err(format!("flag must be an integer, but got '{t}'"));
    }
    verify_case_values(m, op, t)
}

// ----- cf.assert -----

/// `cf.assert %c, "message" {attrs}`
fn parse_assert(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    st.operands.push(p.resolve(&c, &Type::i1())?);
    p.expect_punct(",")?;
    let msg = p.parse_string("assert message string")?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("msg", Attribute::String(msg));
    Ok(())
}

fn print_assert(p: &mut Printer<'_>, op: OpId) {
    p.w("cf.assert ");
    if let Some(&c) = p.m.operands(op).first() {
        p.operand(c);
    }
    p.w(", ");
    let msg = p.m.attr(op, "msg").and_then(Attribute::as_str).unwrap_or("").to_string();
    p.string(&msg);
    p.attr_dict(op, &["msg"]);
}

fn verify_assert(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if *m.value_type(m.operand(op, 0)) != Type::i1() {
        return Err(format!("operand must be i1, but got '{}'", m.value_type(m.operand(op, 0))));
    }
    if m.attr(op, "msg").and_then(Attribute::as_str).is_none() {
        return Err("requires a 'msg' string attribute".into());
    }
    Ok(())
}
