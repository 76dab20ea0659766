//! `llvm.intr.*`: float math intrinsics, `powi`, `memcpy`/`memmove`/`memset`,
//! `trap`, lifetime markers and debug intrinsics.

use super::*;

// ----- intrinsics -----

/// `llvm.intr.sqrt(%x) {attrs} : (f64) -> f64`
pub(super) fn parse_intrinsic(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_operands_typed(p, st, true)
}

/// `(%a, %b) {attrs} : (ta, tb) -> r`, or without the parentheses (as
/// `llvm.intr.masked.load` writes it).
pub(super) fn parse_operands_typed(p: &mut Parser<'_>, st: &mut OpState, parens: bool) -> PResult<()> {
    if parens {
        p.expect_punct("(")?;
    }
    let at = p.here();
    let ops = p.parse_operand_list()?;
    if parens {
        p.expect_punct(")")?;
    }
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect_punct(":")?;
    let fpos = p.here();
    let Type::Function(ft) = p.parse_function_type()? else {
        return Err(p.error_at(fpos, "expected a function type"));
    };
    st.operands = p.resolve_all(&ops, &ft.inputs, at)?;
    st.result_types = ft.results.clone();
    Ok(())
}

pub(super) fn print_intrinsic(p: &mut Printer<'_>, op: OpId) {
    p.w(p.m.name(op).as_str());
    p.w("(");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    p.w(")");
    attrs(p, op, &[]);
    p.w(" : ");
    let ft = Type::function(vals(p.m, &ops), vals(p.m, p.m.results(op)));
    p.ty(&ft);
}

pub(super) fn intrinsic_arity(name: &str) -> usize {
    match name.trim_start_matches("llvm.intr.") {
        "pow" | "maxnum" | "minnum" | "maximum" | "minimum" | "copysign" => 2,
        "fma" | "fmuladd" => 3,
        _ => 1,
    }
}

pub(super) fn v_intrinsic(m: &Module, op: OpId) -> Result<(), String> {
    let n = intrinsic_arity(m.name(op).as_str());
    verify_same(m, op, n, float_like, "floating point or a vector of floating point")
}
/// `smax`, `smin`, `umax`, `umin`, the saturating `*.sat` (two operands),
/// `fshl`, `fshr` (three), `ctpop`, `abs`, `ctlz`, `cttz`, `bswap`,
/// `bitreverse` (one): signless integers, all of the result's type
/// (`bswap`: a whole number of 16-bit halves).
pub(super) fn v_int_intrinsic(m: &Module, op: OpId) -> Result<(), String> {
    let short = m.name(op).as_str().trim_start_matches("llvm.intr.");
    let n = match short {
        "smax" | "smin" | "umax" | "umin" | "uadd.sat" | "usub.sat" | "sadd.sat" | "ssub.sat" => 2,
        "fshl" | "fshr" => 3,
        _ => 1,
    };
    verify_same(m, op, n, int_like, "a signless integer or a vector of signless integers")?;
    let w = elem(m.value_type(m.result(op, 0))).int_width().unwrap_or(0);
    if short == "bswap" && !w.is_multiple_of(16) {
        return Err(format!("bswap needs a width that is a multiple of 16, but got i{w}"));
    }
    Ok(())
}

/// `llvm.intr.{s,u}{add,sub,mul}.with.overflow`: two integers of one type,
/// the result `!llvm.struct<(T, i1)>` (vectors: `i1` lanes).
pub(super) fn verify_with_overflow(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let t = m.value_type(m.operand(op, 0));
    if !int_like(t) || m.value_type(m.operand(op, 1)) != t {
        return Err(format!("expects two operands of one integer type, but got '{t}'"));
    }
    let bit = match t {
        Type::Vector { shape, scalable, .. } => {
            Type::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: Box::new(Type::int(1)) }
        }
        _ => Type::int(1),
    };
    let want = Type::LlvmStruct(Box::new(crate::ir::LlvmStructType {
        name: None,
        packed: false,
        body: Some(vec![t.clone(), bit]),
    }));
    if *m.value_type(m.result(op, 0)) != want {
        return Err(format!("expects the result type '{want}'"));
    }
    Ok(())
}
pub(super) fn verify_powi(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let (a, e, r) = (m.value_type(m.operand(op, 0)), m.value_type(m.operand(op, 1)), m.value_type(m.result(op, 0)));
    if !float_like(a) || a != r || !e.is_signless_int() {
        return Err(format!("expects (float, integer) -> float of the same type, got ({a}, {e}) -> {r}"));
    }
    Ok(())
}

/// Ops MLIR 19 only writes in the generic form (memcpy, memset, trap...).
pub(super) fn parse_generic_only(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    Err(p.error_at(
        st.pos,
        format!("custom op '{}' has no custom assembly form; write it as \"{}\"(...)", st.name, st.name),
    ))
}

/// `llvm.intr.trap {attrs}` (the custom form of newer MLIR; printed generic for MLIR 19).
pub(super) fn parse_trap(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

/// Inherent attributes of the generic-only ops, printed as `<{...}>` like MLIR.
pub(super) fn inherent_names(name: &str) -> &'static [&'static str] {
    match name {
        "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" => {
            &["isVolatile", "access_groups", "alias_scopes", "noalias_scopes", "tbaa"]
        }
        "llvm.intr.abs" => &["is_int_min_poison"],
        "llvm.intr.ctlz" | "llvm.intr.cttz" => &["is_zero_poison"],
        "llvm.intr.vector.reduce.fadd" | "llvm.intr.vector.reduce.fmul" => &["fastmathFlags"],
        "llvm.intr.prefetch" => &["rw", "hint", "cache"],
        _ => &[],
    }
}

/// `"name"(%a, %b) <{inherent}> {other} : (types) -> results`
pub(super) fn print_generic_props(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    let name = m.name(op).as_str();
    let inherent = inherent_names(name);
    p.string(name);
    p.w("(");
    p.operands(m.operands(op));
    p.w(")");
    let props: Vec<(&str, &Attribute)> = m.op(op).attrs.iter().filter(|(k, _)| inherent.contains(k)).collect();
    if !props.is_empty() {
        let d: crate::ir::AttrDict = props.iter().map(|(k, v)| (k.to_string(), (*v).clone())).collect();
        p.w(" <");
        p.attr(&Attribute::Dict(d));
        p.w(">");
    }
    p.attr_dict(op, inherent);
    p.w(" : ");
    let ft = Type::function(vals(m, m.operands(op)), vals(m, m.results(op)));
    p.ty(&ft);
}

pub(super) fn check_volatile(m: &Module, op: OpId) -> Result<(), String> {
    match m.attr(op, "isVolatile") {
        Some(Attribute::Bool(_)) => Ok(()),
        Some(Attribute::Integer { ty, .. }) if *ty == Type::i1() => Ok(()),
        _ => Err("requires attribute 'isVolatile' (true or false)".into()),
    }
}

pub(super) fn verify_mem_transfer(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 0)?;
    let t = vals(m, m.operands(op));
    if !t[0].is_llvm_ptr() || !t[1].is_llvm_ptr() || !t[2].is_signless_int() {
        return Err(format!("expects (!llvm.ptr, !llvm.ptr, integer) operands, got ({}, {}, {})", t[0], t[1], t[2]));
    }
    check_volatile(m, op)
}

pub(super) fn verify_memset(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 0)?;
    let t = vals(m, m.operands(op));
    if !t[0].is_llvm_ptr() || t[1] != Type::int(8) || !t[2].is_signless_int() {
        return Err(format!("expects (!llvm.ptr, i8, integer) operands, got ({}, {}, {})", t[0], t[1], t[2]));
    }
    check_volatile(m, op)
}

pub(super) fn verify_no_operands(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)
}
/// `llvm.intr.stacksave {attrs} : !llvm.ptr`
pub(super) fn parse_stacksave(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_stacksave(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    p.w(m.name(op).as_str());
    attrs(p, op, &[]);
    p.w(" : ");
    p.types(&vals(m, m.results(op)));
}

pub(super) fn verify_stacksave(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    if !m.value_type(m.result(op, 0)).is_llvm_ptr() {
        return Err("result must be a pointer".into());
    }
    Ok(())
}

/// `llvm.intr.stackrestore %p {attrs} : !llvm.ptr`
pub(super) fn parse_stackrestore(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&v, &t)?);
    Ok(())
}

pub(super) fn print_stackrestore(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    p.w(m.name(op).as_str());
    p.w(" ");
    p.operands(m.operands(op));
    attrs(p, op, &[]);
    p.w(" : ");
    p.types(&vals(m, m.operands(op)));
}

pub(super) fn verify_stackrestore(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if !m.value_type(m.operand(op, 0)).is_llvm_ptr() {
        return Err("operand must be a pointer".into());
    }
    Ok(())
}

/// `llvm.intr.lifetime.start 8, %p {attrs} : !llvm.ptr` (MLIR 19), or without
/// the size (newer MLIR).
pub(super) fn parse_lifetime(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if !p.at_operand() {
        let at = p.here();
        let n = p.parse_int("size")?;
        let n = i64::try_from(n).map_err(|_| p.error_at(at, "size does not fit in i64"))?;
        st.attrs.set("size", Attribute::i64(n));
        p.expect_punct(",")?;
    }
    let v = p.parse_operand()?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&v, &t)?);
    Ok(())
}

pub(super) fn print_lifetime(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    p.w(m.name(op).as_str());
    p.w(" ");
    if let Some(n) = m.attr(op, "size").and_then(Attribute::as_int) {
        p.w(&format!("{n}, "));
    }
    p.operands(m.operands(op));
    attrs(p, op, &["size"]);
    p.w(" : ");
    p.types(&vals(m, m.operands(op)));
}

pub(super) fn verify_lifetime(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if !m.value_type(m.operand(op, 0)).is_llvm_ptr() {
        return Err("operand must be a pointer".into());
    }
    if m.attr(op, "size").is_some_and(|s| s.as_int().is_none()) {
        return Err("'size' must be an integer attribute".into());
    }
    Ok(())
}

/// `llvm.intr.dbg.value #var [#expr] = %v : t {attrs}`
pub(super) fn parse_dbg(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let var = p.parse_attribute()?;
    st.attrs.set("varInfo", var);
    if !p.at_punct("=") {
        let e = p.parse_attribute()?;
        st.attrs.set("locationExpr", e);
    }
    p.expect_punct("=")?;
    let v = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&v, &t)?);
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    Ok(())
}

pub(super) fn print_dbg(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    p.w(m.name(op).as_str());
    p.w(" ");
    match m.attr(op, "varInfo") {
        Some(a) => p.attr(a),
        None => p.w("<<missing varInfo>>"),
    }
    let elide = ["varInfo", "locationExpr"];
    match m.attr(op, "locationExpr") {
        Some(e) if llvm_attr_body(Some(e), "di_expression") != Some("") => {
            p.w(" ");
            p.attr(e);
        }
        _ => {}
    }
    p.w(" = ");
    p.operands(m.operands(op));
    p.w(" : ");
    p.types(&vals(m, m.operands(op)));
    p.attr_dict(op, &elide);
}

pub(super) fn verify_dbg(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if m.attr(op, "varInfo").is_none() {
        return Err("requires attribute 'varInfo'".into());
    }
    if m.is(op, "llvm.intr.dbg.declare") && !m.value_type(m.operand(op, 0)).is_llvm_ptr() {
        return Err("expects a pointer operand".into());
    }
    Ok(())
}

// ----- hints and conversions of imported code -----

/// `%r = llvm.intr.expect.with.probability %a, %b, 5.000000e-01 : i64`
pub(super) fn parse_expect_prob(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let a = p.parse_operand()?;
    p.expect_punct(",")?;
    let b = p.parse_operand()?;
    p.expect_punct(",")?;
    let x = p.parse_float("a probability")?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("prob", Attribute::float(x, Type::F64));
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_all(&[a, b], &[t.clone(), t.clone()], at)?;
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_expect_prob(p: &mut Printer<'_>, op: OpId) {
    let prob = p.m.attr(op, "prob").and_then(Attribute::as_float);
    let (Some(x), [a, b]) = (prob, p.m.operands(op)) else { return p.generic_op(op) };
    let (a, b) = (*a, *b);
    p.w("llvm.intr.expect.with.probability ");
    p.operands(&[a, b]);
    p.w(", ");
    p.w(&crate::syntax::format_float(x, &Type::F64));
    attrs(p, op, &["prob"]);
    p.w(" : ");
    let t = p.m.value_type(a).clone();
    p.ty(&t);
}

pub(super) fn verify_expect_prob(m: &Module, op: OpId) -> Result<(), String> {
    super::arith::v_int_bin(m, op)?;
    match m.attr(op, "prob").and_then(Attribute::as_float) {
        Some(_) => Ok(()),
        None => Err("requires a float attribute 'prob'".into()),
    }
}

/// `lround`, `lrint`, `fptosi.sat`...: a float (or vector of floats) to an
/// integer (vector of the same shape).
pub(super) fn verify_float_to_int(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    let (a, r) = (m.value_type(m.operand(op, 0)), m.value_type(m.result(op, 0)));
    let shape = |t: &Type| crate::dialects::vector::fixed(t).map(|(s, _)| s.to_vec());
    if !float_like(a) || !int_like(r) || shape(a) != shape(r) {
        return Err(format!("expects a float converted to an integer of the same shape, but got '{a}' to '{r}'"));
    }
    // (MLIR 19 rounds scalars only; the saturating casts take vectors.)
    if !m.name(op).as_str().ends_with(".sat") && shape(a).is_some() {
        return Err(format!("operand #0 must be floating point LLVM type, but got '{a}'"));
    }
    Ok(())
}

pub(super) fn verify_is_constant(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    if *m.value_type(m.result(op, 0)) != Type::int(1) {
        return Err("expects an i1 result".into());
    }
    Ok(())
}

pub(super) fn verify_prefetch(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    if !m.value_type(m.operand(op, 0)).is_llvm_ptr() {
        return Err("the address must be a pointer".into());
    }
    for a in ["rw", "hint", "cache"] {
        if m.attr(op, a).and_then(Attribute::as_int).is_none() {
            return Err(format!("requires an integer attribute '{a}'"));
        }
    }
    Ok(())
}

pub(super) fn verify_tls_address(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    if !m.value_type(m.operand(op, 0)).is_llvm_ptr() || !m.value_type(m.result(op, 0)).is_llvm_ptr() {
        return Err("expects a pointer to a pointer".into());
    }
    Ok(())
}

/// `llvm.intr.experimental.noalias.scope.decl #alias_scope {attrs}` (what
/// rustc leaves where it inlined a call with `noalias` arguments).
pub(super) fn parse_scope_decl(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let scope = p.parse_attribute()?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("scope", scope);
    Ok(())
}

pub(super) fn print_scope_decl(p: &mut Printer<'_>, op: OpId) {
    let Some(scope) = p.m.attr(op, "scope").cloned() else { return p.generic_op(op) };
    p.w("llvm.intr.experimental.noalias.scope.decl ");
    p.attr(&scope);
    attrs(p, op, &["scope"]);
}

pub(super) fn verify_scope_decl(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)?;
    if m.attr(op, "scope").is_none() {
        return Err("requires attribute 'scope'".into());
    }
    Ok(())
}
