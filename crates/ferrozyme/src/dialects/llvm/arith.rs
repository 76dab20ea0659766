//! Value ops: integer and float arithmetic, casts, `icmp`/`fcmp`/`select`
//! and constants (`mlir.constant`, `zero`, `undef`, `poison`).

use super::*;

// ----- arithmetic -----

/// `%a, %b {attrs} : t` (fast-math flags live in the attribute dictionary).
pub(super) fn parse_bin(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same(p, st, 2, false)
}
/// `%a, %b overflow<nsw> {attrs} : t`.
pub(super) fn parse_bin_ovf(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same(p, st, 2, true)
}
pub(super) fn parse_unary(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same(p, st, 1, false)
}

pub(super) fn parse_same(p: &mut Parser<'_>, st: &mut OpState, n: usize, overflow: bool) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    if ops.len() != n {
        return Err(p.error_at(at, format!("expected {n} operands, found {}", ops.len())));
    }
    if overflow && p.eat_keyword("overflow")? {
        let start = p.here();
        if !p.at_punct("<") {
            return Err(p.error("expected '<' after 'overflow'"));
        }
        let body = p.capture_balanced_at(start)?;
        st.attrs
            .set("overflowFlags", Attribute::Opaque { dialect: "llvm".into(), text: format!("llvm.overflow{body}") });
    }
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_all(&ops, &vec![t.clone(); n], at)?;
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_bin(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    let mut elide = vec![];
    if let Some(body) = llvm_attr_body(p.m.attr(op, "overflowFlags"), "overflow") {
        elide.push("overflowFlags");
        if body != "none" {
            p.w(&format!(" overflow<{body}>"));
        }
    }
    attrs(p, op, &elide);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

pub(super) fn verify_same(m: &Module, op: OpId, n: usize, ok: fn(&Type) -> bool, what: &str) -> Result<(), String> {
    expect_counts(m, op, n, 1)?;
    let t = m.value_type(m.result(op, 0));
    if !ok(t) {
        return Err(format!("result must be {what}, but got '{t}'"));
    }
    for &v in m.operands(op) {
        if m.value_type(v) != t {
            return Err(format!(
                "requires the same type for all operands and results ('{}' vs '{t}')",
                m.value_type(v)
            ));
        }
    }
    Ok(())
}
pub(super) fn v_float_bin(m: &Module, op: OpId) -> Result<(), String> {
    verify_same(m, op, 2, float_like, "floating point or a vector of floating point")
}
pub(super) fn v_float_un(m: &Module, op: OpId) -> Result<(), String> {
    verify_same(m, op, 1, float_like, "floating point or a vector of floating point")
}
pub(super) fn v_freeze(m: &Module, op: OpId) -> Result<(), String> {
    verify_same(m, op, 1, |_| true, "any type")
}
pub(super) fn v_int_bin(m: &Module, op: OpId) -> Result<(), String> {
    verify_same(m, op, 2, int_like, "a signless integer or a vector of signless integers")
}

// ----- casts -----

/// `name %a {attrs} : t1 to t2` (safe on malformed generic input).
pub(super) fn print_cast_op(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    attrs(p, op, &[]);
    p.w(" : ");
    p.types(&vals(p.m, &ops));
    p.w(" to ");
    p.types(&vals(p.m, p.m.results(op)));
}

pub(super) fn v_cast(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, b) = (m.value_type(m.operand(op, 0)), m.value_type(m.result(op, 0)));
    let shape = |t: &Type| match t {
        Type::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    };
    if m.is(op, "llvm.bitcast") {
        let bits = |t: &Type| -> Option<u64> {
            let e = elem(t);
            let w = u64::from(e.int_width().or(e.float_width())?);
            match t {
                Type::Vector { shape, .. } => {
                    shape.iter().try_fold(w, |acc, &n| acc.checked_mul(u64::try_from(n).ok()?))
                }
                _ => Some(w),
            }
        };
        let ptrs = ptr_like(a) && ptr_like(b) && shape(a) == shape(b);
        if !ptrs && (bits(a).is_none() || bits(a) != bits(b)) {
            return Err(format!("invalid cast from '{a}' to '{b}' (bit widths differ)"));
        }
        return Ok(());
    }
    if shape(a) != shape(b) {
        return Err(format!("operand '{a}' and result '{b}' must both be scalars or vectors of the same shape"));
    }
    let (x, y) = (elem(a), elem(b));
    let iw = |t: &Type| t.int_width();
    let fw = |t: &Type| t.float_width();
    let ok = match m.name(op).as_str() {
        "llvm.sext" | "llvm.zext" => x.is_signless_int() && y.is_signless_int() && iw(x) < iw(y),
        "llvm.trunc" => x.is_signless_int() && y.is_signless_int() && iw(x) > iw(y),
        "llvm.sitofp" | "llvm.uitofp" => x.is_signless_int() && y.is_float(),
        "llvm.fptosi" | "llvm.fptoui" => x.is_float() && y.is_signless_int(),
        "llvm.fpext" => x.is_float() && y.is_float() && fw(x) < fw(y),
        "llvm.fptrunc" => x.is_float() && y.is_float() && fw(x) > fw(y),
        "llvm.ptrtoint" => x.is_llvm_ptr() && y.is_signless_int(),
        "llvm.inttoptr" => x.is_signless_int() && y.is_llvm_ptr(),
        "llvm.addrspacecast" => x.is_llvm_ptr() && y.is_llvm_ptr(),
        _ => false,
    };
    if !ok {
        return Err(format!("invalid cast from '{a}' to '{b}'"));
    }
    Ok(())
}

// ----- comparisons and select -----

pub(super) fn parse_cmp(p: &mut Parser<'_>, st: &mut OpState, preds: &[&str]) -> PResult<()> {
    let at = p.here();
    let s = p.parse_string("comparison predicate string")?;
    let Some(i) = preds.iter().position(|x| *x == s) else {
        return Err(p.error_at(at, format!("unknown comparison predicate \"{s}\"")));
    };
    st.attrs.set("predicate", Attribute::i64(i as i64));
    let at = p.here();
    let ops = p.parse_operand_list()?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_all(&ops, &[t.clone(), t.clone()], at)?;
    st.result_types.push(crate::dialects::common::with_elem(&t, Type::i1()));
    Ok(())
}
pub(super) fn parse_icmp(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cmp(p, st, &ICMP_PREDICATES)
}
pub(super) fn parse_fcmp(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_cmp(p, st, &FCMP_PREDICATES)
}

/// The predicate name of an `llvm.icmp`/`llvm.fcmp`.
pub fn predicate_name(m: &Module, op: OpId) -> Option<&'static str> {
    let i = usize::try_from(m.attr(op, "predicate")?.as_int()?).ok()?;
    if m.is(op, "llvm.fcmp") {
        FCMP_PREDICATES.get(i).copied()
    } else {
        ICMP_PREDICATES.get(i).copied()
    }
}

pub(super) fn print_cmp(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w(" ");
    p.string(predicate_name(p.m, op).unwrap_or("<<invalid predicate>>"));
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    attrs(p, op, &["predicate"]);
    p.w(" : ");
    if let Some(&a) = ops.first() {
        let t = p.m.value_type(a).clone();
        p.ty(&t);
    }
}

pub(super) fn verify_cmp(m: &Module, op: OpId, ok: fn(&Type) -> bool, n: usize) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let (a, b) = (m.value_type(m.operand(op, 0)), m.value_type(m.operand(op, 1)));
    if a != b || !ok(a) {
        return Err(format!("operands must have the same valid type, got '{a}' and '{b}'"));
    }
    if *m.value_type(m.result(op, 0)) != crate::dialects::common::with_elem(a, Type::i1()) {
        return Err("result must be i1 (or a vector of i1 like the operands)".into());
    }
    match m.attr(op, "predicate").and_then(Attribute::as_int) {
        Some(i) if (0..n as i128).contains(&i) => Ok(()),
        _ => Err("requires a valid 'predicate' attribute".into()),
    }
}
pub(super) fn verify_icmp(m: &Module, op: OpId) -> Result<(), String> {
    verify_cmp(m, op, |t| int_like(t) || ptr_like(t), ICMP_PREDICATES.len())
}
pub(super) fn verify_fcmp(m: &Module, op: OpId) -> Result<(), String> {
    verify_cmp(m, op, float_like, FCMP_PREDICATES.len())
}

/// `llvm.select %c, %a, %b {attrs} : i1, t`
pub(super) fn parse_select(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect_punct(":")?;
    let ct = p.parse_type()?;
    p.expect_punct(",")?;
    let t = p.parse_type()?;
    st.operands = p.resolve_all(&ops, &[ct, t.clone(), t.clone()], at)?;
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_select(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.select ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    attrs(p, op, &[]);
    p.w(" : ");
    let ts = vals(p.m, &ops);
    if let Some(c) = ts.first() {
        p.ty(c);
    }
    p.w(", ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

pub(super) fn verify_select(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 1)?;
    let t = m.value_type(m.result(op, 0));
    if m.value_type(m.operand(op, 1)) != t || m.value_type(m.operand(op, 2)) != t {
        return Err("true and false values must have the result type".into());
    }
    let c = m.value_type(m.operand(op, 0));
    if *c != Type::i1() && *c != crate::dialects::common::with_elem(t, Type::i1()) {
        return Err(format!("condition must be i1 or a vector of i1 matching the result, got '{c}'"));
    }
    Ok(())
}

// ----- constants -----

/// `llvm.mlir.constant(1.0 : f64) {attrs} : f64`
pub(super) fn parse_constant(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    p.expect_punct("(")?;
    let v = p.parse_attribute()?;
    p.expect_punct(")")?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("value", v);
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_constant(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.mlir.constant(");
    let v = p.m.attr(op, "value").cloned().unwrap_or(Attribute::Unit);
    p.attr(&v);
    p.w(")");
    attrs(p, op, &["value"]);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

pub(super) fn verify_constant(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    let t = m.value_type(m.result(op, 0));
    let ok = match m.attr(op, "value") {
        None => return Err("requires attribute 'value'".into()),
        Some(Attribute::Integer { .. }) => int_like(t) && !matches!(t, Type::Vector { .. }),
        Some(Attribute::Bool(_)) => int_like(t),
        Some(Attribute::Float { ty, .. }) => t.is_float() && t.float_width() == ty.float_width(),
        Some(Attribute::String(s)) => match t {
            Type::LlvmArray { len, elem } => elem.int_width() == Some(8) && *len == string_byte_len(s) as u64,
            _ => false,
        },
        Some(Attribute::Dense { .. } | Attribute::DenseArray { .. } | Attribute::Array(_)) => true,
        Some(_) => true,
    };
    if !ok {
        return Err(format!("value does not fit the result type '{t}'"));
    }
    Ok(())
}

/// `llvm.mlir.zero {attrs} : t` (also `undef`, `poison`).
pub(super) fn parse_type_only(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_type_only(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    attrs(p, op, &[]);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

pub(super) fn verify_type_only(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)
}

/// `llvm.mlir.addressof @g {attrs} : !llvm.ptr`
pub(super) fn parse_addressof(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let a = p.parse_attribute()?;
    if !matches!(a, Attribute::SymbolRef { .. }) {
        return Err(p.error("expected a symbol reference (@name)"));
    }
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("global_name", a);
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_addressof(p: &mut Printer<'_>, op: OpId) {
    p.w("llvm.mlir.addressof ");
    let g = p.m.attr(op, "global_name").cloned().unwrap_or(Attribute::Unit);
    p.attr(&g);
    attrs(p, op, &["global_name"]);
    p.w(" : ");
    if let Some(&r) = p.m.results(op).first() {
        let t = p.m.value_type(r).clone();
        p.ty(&t);
    }
}

pub(super) fn verify_addressof(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    if !matches!(m.attr(op, "global_name"), Some(Attribute::SymbolRef { .. })) {
        return Err("requires a 'global_name' symbol reference".into());
    }
    if !m.value_type(m.result(op, 0)).is_llvm_ptr() {
        return Err("result must be a pointer".into());
    }
    Ok(())
}
