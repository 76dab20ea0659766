//! The `tensor` dialect ops ferrozyme understands: element access and
//! construction of value tensors (`extract`, `insert`, `from_elements`,
//! `splat`, `empty`), `cast` and `dim`. Tensors are values: no op here
//! touches memory. Elementwise `arith`/`math` ops on tensors are verified by
//! their own dialects; programs on static tensors are run and differentiated
//! by splitting them into scalars (`rewrite::aggregates`).

use super::common::{expect_counts, parse_cast, parse_dim_like, print_cast, print_dim_like, rty, ty};
use super::{OpDef, Traits};
use crate::ir::{Dim, Module, OpId, Type, Value};
use crate::syntax::{OpState, PResult, Parser, Printer, UnresolvedOperand};

const P: Traits = Traits::PURE;

pub static OPS: &[OpDef] = &[
    OpDef::new("tensor.extract", P, parse_extract, print_extract, verify_extract),
    OpDef::new("tensor.insert", P, parse_insert, print_insert, verify_insert),
    OpDef::new("tensor.from_elements", P, parse_from_elements, print_from_elements, verify_from_elements),
    OpDef::new("tensor.splat", P, parse_splat, print_splat, verify_splat),
    OpDef::new("tensor.empty", P, parse_empty, print_empty, verify_empty),
    OpDef::new("tensor.cast", P, parse_cast, print_cast, verify_cast),
    OpDef::new("tensor.dim", P, parse_dim_like, print_dim_like, verify_dim),
];

/// Shape and element type of a ranked tensor type.
pub fn ranked(t: &Type) -> Option<(&[Dim], &Type)> {
    match t {
        Type::Tensor { shape, elem, .. } => Some((shape, elem)),
        _ => None,
    }
}

fn tensor_of(m: &Module, v: Value) -> Result<(&[Dim], &Type), String> {
    let t = m.value_type(v);
    ranked(t).ok_or_else(|| format!("expects a ranked tensor, but got '{t}'"))
}

fn dynamic_dims(shape: &[Dim]) -> usize {
    shape.iter().filter(|d| matches!(d, Dim::Dynamic)).count()
}

fn index_list(p: &mut Parser<'_>, open: &str, close: &str) -> PResult<Vec<UnresolvedOperand>> {
    p.expect_punct(open)?;
    if p.eat_punct(close)? {
        return Ok(vec![]);
    }
    let ops = p.parse_operand_list()?;
    p.expect_punct(close)?;
    Ok(ops)
}

fn resolve_index(p: &mut Parser<'_>, us: &[UnresolvedOperand]) -> PResult<Vec<Value>> {
    us.iter().map(|u| p.resolve(u, &Type::Index)).collect()
}

fn all_index(m: &Module, vs: &[Value]) -> Result<(), String> {
    match vs.iter().map(|&v| m.value_type(v)).find(|t| !t.is_index()) {
        Some(t) => Err(format!("indices must be of type 'index', but got '{t}'")),
        None => Ok(()),
    }
}

fn print_list(p: &mut Printer<'_>, open: &str, vs: &[Value], close: &str) {
    p.w(open);
    p.operands(vs);
    p.w(close);
}

/// `%e = tensor.extract %t[%i, %j] {attrs} : tensor<4x4xf32>`
fn parse_extract(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    let idx = index_list(p, "[", "]")?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    let elem =
        ranked(&t).map(|(_, e)| e.clone()).ok_or_else(|| p.error("tensor.extract expects a ranked tensor type"))?;
    st.operands.push(p.resolve(&u, &t)?);
    st.operands.extend(resolve_index(p, &idx)?);
    st.result_types.push(elem);
    Ok(())
}

fn print_extract(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).is_empty() {
        return p.generic_op(op);
    }
    p.w("tensor.extract ");
    p.operand(p.m.operand(op, 0));
    let idx = p.m.operands(op)[1..].to_vec();
    print_list(p, "[", &idx, "]");
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_extract(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.results(op).len() != 1 {
        return Err("expects a tensor, its indices and one result".into());
    }
    let (shape, elem) = tensor_of(m, m.operand(op, 0))?;
    let idx = &m.operands(op)[1..];
    if idx.len() != shape.len() {
        return Err(format!("incorrect number of indices for extract, expected {} but got {}", shape.len(), idx.len()));
    }
    all_index(m, idx)?;
    if rty(m, op, 0) != elem {
        return Err(format!("result type '{}' must match the element type '{elem}'", rty(m, op, 0)));
    }
    Ok(())
}

/// `%r = tensor.insert %v into %t[%i] {attrs} : tensor<4xf32>`
fn parse_insert(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect_keyword("into")?;
    let u = p.parse_operand()?;
    let idx = index_list(p, "[", "]")?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    let elem =
        ranked(&t).map(|(_, e)| e.clone()).ok_or_else(|| p.error("tensor.insert expects a ranked tensor type"))?;
    st.operands.push(p.resolve(&v, &elem)?);
    st.operands.push(p.resolve(&u, &t)?);
    st.operands.extend(resolve_index(p, &idx)?);
    st.result_types.push(t);
    Ok(())
}

fn print_insert(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() < 2 {
        return p.generic_op(op);
    }
    p.w("tensor.insert ");
    p.operand(p.m.operand(op, 0));
    p.w(" into ");
    p.operand(p.m.operand(op, 1));
    let idx = p.m.operands(op)[2..].to_vec();
    print_list(p, "[", &idx, "]");
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_insert(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || m.results(op).len() != 1 {
        return Err("expects a value, a tensor, its indices and one result".into());
    }
    let (shape, elem) = tensor_of(m, m.operand(op, 1))?;
    let idx = &m.operands(op)[2..];
    if idx.len() != shape.len() {
        return Err(format!("incorrect number of indices for insert, expected {} but got {}", shape.len(), idx.len()));
    }
    all_index(m, idx)?;
    if ty(m, op, 0) != elem {
        return Err(format!("value type '{}' must match the element type '{elem}'", ty(m, op, 0)));
    }
    if rty(m, op, 0) != ty(m, op, 1) {
        return Err("result type must match the destination tensor type".into());
    }
    Ok(())
}

/// `%t = tensor.from_elements %a, %b {attrs} : tensor<2xf64>`
fn parse_from_elements(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let us = if p.at_operand() { p.parse_operand_list()? } else { vec![] };
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    let elem = ranked(&t)
        .map(|(_, e)| e.clone())
        .ok_or_else(|| p.error("tensor.from_elements expects a ranked tensor type"))?;
    for u in &us {
        let v = p.resolve(u, &elem)?;
        st.operands.push(v);
    }
    st.result_types.push(t);
    Ok(())
}

fn print_from_elements(p: &mut Printer<'_>, op: OpId) {
    if p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("tensor.from_elements");
    let vs = p.m.operands(op).to_vec();
    if !vs.is_empty() {
        print_list(p, " ", &vs, "");
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_from_elements(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).len() != 1 {
        return Err("expects one result".into());
    }
    let t = rty(m, op, 0);
    let (shape, elem) = ranked(t).ok_or_else(|| format!("result must be a ranked tensor, but got '{t}'"))?;
    let Some(n) = static_count(shape) else {
        return Err(format!("result type '{t}' must have a static shape"));
    };
    if m.operands(op).len() as u64 != n {
        return Err(format!("expects {n} elements for '{t}', but got {}", m.operands(op).len()));
    }
    if let Some(v) = m.operands(op).iter().find(|&&v| m.value_type(v) != elem) {
        return Err(format!("element of type '{}' does not match '{elem}'", m.value_type(*v)));
    }
    Ok(())
}

/// The number of elements of a static shape.
pub fn static_count(shape: &[Dim]) -> Option<u64> {
    shape.iter().try_fold(1u64, |n, d| match d {
        Dim::Static(k) if *k >= 0 => n.checked_mul(*k as u64),
        _ => None,
    })
}

/// `%t = tensor.splat %v[%d...] {attrs} : tensor<?x4xf32>`
fn parse_splat(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    let dims = if p.at_punct("[") { index_list(p, "[", "]")? } else { vec![] };
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    let elem =
        ranked(&t).map(|(_, e)| e.clone()).ok_or_else(|| p.error("tensor.splat expects a ranked tensor type"))?;
    st.operands.push(p.resolve(&v, &elem)?);
    st.operands.extend(resolve_index(p, &dims)?);
    st.result_types.push(t);
    Ok(())
}

fn print_splat(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).is_empty() || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("tensor.splat ");
    p.operand(p.m.operand(op, 0));
    let dims = p.m.operands(op)[1..].to_vec();
    if !dims.is_empty() {
        print_list(p, "[", &dims, "]");
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_splat(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.results(op).len() != 1 {
        return Err("expects a value, the dynamic sizes and one result".into());
    }
    let t = rty(m, op, 0);
    let (shape, elem) = ranked(t).ok_or_else(|| format!("result must be a ranked tensor, but got '{t}'"))?;
    if ty(m, op, 0) != elem {
        return Err(format!("value type '{}' must match the element type '{elem}'", ty(m, op, 0)));
    }
    let dims = &m.operands(op)[1..];
    if dims.len() != dynamic_dims(shape) {
        return Err(format!("expects {} dynamic sizes, but got {}", dynamic_dims(shape), dims.len()));
    }
    all_index(m, dims)
}

/// `%t = tensor.empty(%d...) {attrs} : tensor<?x4xf32>`
fn parse_empty(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let dims = index_list(p, "(", ")")?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.extend(resolve_index(p, &dims)?);
    st.result_types.push(t);
    Ok(())
}

fn print_empty(p: &mut Printer<'_>, op: OpId) {
    if p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("tensor.empty");
    let dims = p.m.operands(op).to_vec();
    print_list(p, "(", &dims, ")");
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_empty(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).len() != 1 {
        return Err("expects one result".into());
    }
    let t = rty(m, op, 0);
    let (shape, _) = ranked(t).ok_or_else(|| format!("result must be a ranked tensor, but got '{t}'"))?;
    if m.operands(op).len() != dynamic_dims(shape) {
        return Err(format!("expects {} dynamic sizes, but got {}", dynamic_dims(shape), m.operands(op).len()));
    }
    all_index(m, m.operands(op))
}

fn verify_cast(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, b) = (ty(m, op, 0), rty(m, op, 0));
    let (ea, eb) = match (a, b) {
        (Type::Tensor { elem: x, .. } | Type::UnrankedTensor { elem: x }, Type::Tensor { elem: y, .. })
        | (Type::Tensor { elem: x, .. }, Type::UnrankedTensor { elem: y }) => (x, y),
        _ => return Err(format!("expects tensor types, got '{a}' to '{b}'")),
    };
    if ea != eb {
        return Err(format!("element types '{ea}' and '{eb}' differ"));
    }
    if let (Some((sa, _)), Some((sb, _))) = (ranked(a), ranked(b)) {
        let clash = sa.len() != sb.len()
            || sa.iter().zip(sb).any(|(x, y)| matches!((x, y), (Dim::Static(p), Dim::Static(q)) if p != q));
        if clash {
            return Err(format!("'{a}' and '{b}' are not cast compatible"));
        }
    }
    Ok(())
}

fn verify_dim(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    if !matches!(ty(m, op, 0), Type::Tensor { .. } | Type::UnrankedTensor { .. }) {
        return Err(format!("operand #0 must be a tensor, but got '{}'", ty(m, op, 0)));
    }
    if !ty(m, op, 1).is_index() || !rty(m, op, 0).is_index() {
        return Err("index operand and result must be of type 'index'".into());
    }
    Ok(())
}
