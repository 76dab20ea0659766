//! `memref.realloc` (a 1-D buffer moved to one of another size, the common
//! elements kept, the old one freed) and `memref.assume_alignment` (a
//! promise about an address): parsed, printed and verified in MLIR 19's
//! forms. `rewrite::realloc` turns them into what the engines and the AD
//! transformations already take (`alloc`, `copy`, `dealloc`; nothing).

use super::*;

/// `%r = memref.realloc %m(%n)? {attrs} : memref<?xf64> to memref<?xf64>`
pub(super) fn parse_realloc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let mut size = None;
    if p.eat_punct("(")? {
        size = Some(p.parse_operand()?);
        p.expect_punct(")")?;
    }
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve(&src, &t)?);
    if let Some(s) = size {
        st.operands.push(p.resolve(&s, &Type::Index)?);
    }
    st.result_types.push(r);
    Ok(())
}

pub(super) fn print_realloc(p: &mut Printer<'_>, op: OpId) {
    let ops = p.m.operands(op).to_vec();
    if ops.is_empty() || ops.len() > 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.realloc ");
    p.operand(ops[0]);
    if let Some(&s) = ops.get(1) {
        p.w("(");
        p.operand(s);
        p.w(")");
    }
    p.attr_dict(op, &[]);
    p.w(" : ");
    let (t, r) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    p.ty(&t);
    p.w(" to ");
    p.ty(&r);
}

/// MLIR's rules: 1-D memrefs of one element type with the identity
/// layout; the new size as an operand exactly when the result's is dynamic.
pub(super) fn verify_realloc(m: &Module, op: OpId) -> Result<(), String> {
    let n = m.operands(op).len();
    if !(1..=2).contains(&n) || m.results(op).len() != 1 {
        return Err("expects a memref, an optional size and one result".into());
    }
    let one_d = |t: &Type, what: &str| match t.as_memref() {
        Some(mt) if mt.shape.len() == 1 && mt.layout == Layout::Identity => Ok(mt.clone()),
        _ => Err(format!("{what} must be 1D memref of any type values, but got '{t}'")),
    };
    let src = one_d(ty(m, op, 0), "operand #0")?;
    let res = one_d(rty(m, op, 0), "result #0")?;
    if src.elem != res.elem {
        return Err(format!(
            "different element types specified for source memref type '{}' and result memref type '{}'",
            ty(m, op, 0),
            rty(m, op, 0)
        ));
    }
    match (res.shape[0], n) {
        (Dim::Dynamic, 1) => Err(format!("missing dimension operand for result type '{}'", rty(m, op, 0))),
        (Dim::Static(_), 2) => Err(format!("unnecessary dimension operand for result type '{}'", rty(m, op, 0))),
        _ => Ok(()),
    }
}

/// `memref.assume_alignment %m, 16 {attrs} : memref<?xf64>`
pub(super) fn parse_assume_alignment(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.expect_punct(",")?;
    let at = p.here();
    let a = p.parse_int("an alignment")?;
    let a = i32::try_from(a).map_err(|_| p.error_at(at, "alignment out of range"))?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("alignment", Attribute::int(a as i128, Type::i32()));
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&m, &t)?);
    Ok(())
}

pub(super) fn print_assume_alignment(p: &mut Printer<'_>, op: OpId) {
    let a = p.m.attr(op, "alignment").and_then(Attribute::as_int);
    let (Some(a), [v]) = (a, p.m.operands(op)) else { return p.generic_op(op) };
    let v = *v;
    p.w("memref.assume_alignment ");
    p.operand(v);
    p.w(&format!(", {a}"));
    p.attr_dict(op, &["alignment"]);
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
}

pub(super) fn verify_assume_alignment(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if ty(m, op, 0).as_memref().is_none() {
        return Err(format!("operand #0 must be a memref, but got '{}'", ty(m, op, 0)));
    }
    match m.attr(op, "alignment").and_then(Attribute::as_int) {
        Some(a) if a > 0 && (a as u64).is_power_of_two() => Ok(()),
        Some(_) => Err("alignment must be power of 2".into()),
        None => Err("requires attribute 'alignment'".into()),
    }
}
