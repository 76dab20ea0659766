//! Globals and atomics: `global`, `get_global`, `atomic_rmw`,
//! `generic_atomic_rmw`, `atomic_yield`.

use super::*;

// ----- global, get_global -----

/// `memref.global ["private"] [constant] @name : memref<..> [= dense<..> | = uninitialized] [{attrs}]`
pub(super) fn parse_global(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if let Tok::Str(vis) = p.peek().tok.clone() {
        p.bump()?;
        st.attrs.set("sym_visibility", Attribute::String(vis));
    }
    if p.eat_keyword("constant")? {
        st.attrs.set("constant", Attribute::Unit);
    }
    let name = p.parse_symbol_name()?;
    st.attrs.set("sym_name", Attribute::String(name));
    let at = p.here();
    let t = p.parse_colon_type()?;
    let Some(mt) = t.as_memref().filter(|mt| mt.shape.iter().all(|d| !d.is_dynamic())).cloned() else {
        return Err(p.error_at(at, format!("type should be static shaped memref, but got '{t}'")));
    };
    st.attrs.set("type", Attribute::Type(t));
    if p.eat_punct("=")? {
        let init = if p.eat_keyword("uninitialized")? {
            Attribute::Unit
        } else if p.at_keyword("dense") {
            p.parse_dense_without_type(Type::Tensor {
                shape: mt.shape.clone(),
                elem: Box::new(mt.elem.clone()),
                encoding: None,
            })?
        } else {
            let at = p.here();
            let a = p.parse_attribute()?;
            if !matches!(a, Attribute::Dense { .. } | Attribute::Raw(_)) {
                return Err(p.error_at(at, "initial value should be a unit or elements attribute"));
            }
            a
        };
        st.attrs.set("initial_value", init);
    }
    let extra = p.parse_optional_attr_dict()?;
    st.attrs = merge(std::mem::take(&mut st.attrs), extra);
    Ok(())
}

pub(super) fn print_global(p: &mut Printer<'_>, op: OpId) {
    let (Some(name), Some(t)) = (p.m.symbol_name(op), p.m.attr(op, "type").and_then(Attribute::as_type)) else {
        return p.generic_op(op);
    };
    let (name, t) = (name.to_string(), t.clone());
    if p.m.attr(op, "sym_visibility").is_some_and(|v| v.as_str().is_none())
        || p.m.attr(op, "constant").is_some_and(|c| *c != Attribute::Unit)
    {
        return p.generic_op(op);
    }
    p.w("memref.global ");
    if let Some(v) = p.m.attr(op, "sym_visibility").and_then(Attribute::as_str) {
        let v = v.to_string();
        p.string(&v);
        p.w(" ");
    }
    if p.m.attr(op, "constant").is_some() {
        p.w("constant ");
    }
    p.symbol(&name);
    p.w(" : ");
    p.ty(&t);
    if let Some(init) = p.m.attr(op, "initial_value").cloned() {
        p.w(" = ");
        match &init {
            Attribute::Unit => p.w("uninitialized"),
            Attribute::Dense { .. } => {
                let s = DenseBody(&init).to_string();
                p.w(&s);
            }
            a => p.attr(a),
        }
    }
    p.attr_dict(op, &["sym_visibility", "constant", "sym_name", "type", "initial_value"]);
}

pub(super) fn verify_global(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 0)?;
    if m.symbol_name(op).is_none() {
        return Err("requires a 'sym_name' string attribute".into());
    }
    let Some(t) = m.attr(op, "type").and_then(Attribute::as_type) else {
        return Err("requires a 'type' attribute".into());
    };
    let Some(mt) = t.as_memref().filter(|mt| mt.shape.iter().all(|d| !d.is_dynamic())) else {
        return Err(format!("type should be static shaped memref, but got '{t}'"));
    };
    match m.attr(op, "initial_value") {
        None | Some(Attribute::Unit) | Some(Attribute::Raw(_)) => {}
        Some(Attribute::Dense { ty, .. }) => {
            let want = Type::Tensor { shape: mt.shape.clone(), elem: Box::new(mt.elem.clone()), encoding: None };
            if *ty != want {
                return Err(format!("initial value expected to be of type '{want}', but was of type '{ty}'"));
            }
        }
        Some(_) => return Err("initial value should be a unit or elements attribute".into()),
    }
    if let Some(a) = m.attr(op, "alignment") {
        match a.as_int() {
            Some(v) if v > 0 && (v & (v - 1)) == 0 => {}
            _ => return Err(format!("alignment attribute value {a} is not a power of 2")),
        }
    }
    if m.attr(op, "sym_visibility").is_some_and(|v| v.as_str().is_none()) {
        return Err("attribute 'sym_visibility' must be a string".into());
    }
    if m.attr(op, "constant").is_some_and(|c| *c != Attribute::Unit) {
        return Err("attribute 'constant' must be a unit attribute".into());
    }
    Ok(())
}

/// `memref.get_global @name : memref<..> [{attrs}]`
pub(super) fn parse_get_global(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let t = p.parse_colon_type()?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("name", Attribute::symbol(name));
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_get_global(p: &mut Printer<'_>, op: OpId) {
    let Some(name) = p.m.attr(op, "name").and_then(Attribute::as_flat_symbol).map(str::to_string) else {
        return p.generic_op(op);
    };
    if p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.get_global ");
    p.symbol(&name);
    p.w(" : ");
    let t = rty(p.m, op, 0).clone();
    p.ty(&t);
    p.attr_dict(op, &["name"]);
}

pub(super) fn verify_get_global(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)?;
    let Some(name) = m.attr(op, "name").and_then(Attribute::as_flat_symbol) else {
        return Err("requires a 'name' flat symbol reference attribute".into());
    };
    let t = rty(m, op, 0);
    if !t.as_memref().is_some_and(|mt| mt.shape.iter().all(|d| !d.is_dynamic())) {
        return Err(format!("result must be a statically shaped memref, but got '{t}'"));
    }
    // The nearest enclosing symbol table holds the global.
    let mut table = m.parent_op(op);
    while let Some(t) = table {
        if crate::dialects::traits(m, t).has(Traits::SYMBOL_TABLE) {
            break;
        }
        table = m.parent_op(t);
    }
    let Some(table) = table else { return Ok(()) };
    let global = m.lookup_symbol_in(table, name).filter(|&g| m.is(g, "memref.global"));
    let Some(g) = global else {
        return Err(format!("'@{name}' does not reference a valid global memref"));
    };
    if let Some(gt) = m.attr(g, "type").and_then(Attribute::as_type) {
        if gt != t {
            return Err(format!("result type '{t}' does not match type '{gt}' of the global memref @{name}"));
        }
    }
    Ok(())
}

// ----- atomics -----

/// `memref.atomic_rmw addf %v, %m[%i] {attrs} : (f32, memref<10xf32>) -> f32`
pub(super) fn parse_atomic_rmw(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let kw = p.parse_keyword("atomic kind")?;
    let Some(kind) = ATOMIC_KINDS.iter().position(|k| *k == kw) else {
        return Err(p.error_at(at, format!("invalid kind '{kw}' (expected one of {})", ATOMIC_KINDS.join(", "))));
    };
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let mem = p.parse_operand()?;
    let iat = p.here();
    let idx = parse_index_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect_punct(":")?;
    p.expect_punct("(")?;
    let vt = p.parse_type()?;
    p.expect_punct(",")?;
    let mt = p.parse_type()?;
    p.expect_punct(")")?;
    p.expect_punct("->")?;
    let rt = p.parse_type()?;
    st.operands.push(p.resolve(&v, &vt)?);
    st.operands.push(p.resolve(&mem, &mt)?);
    st.operands.extend(resolve_indices(p, &idx, iat)?);
    st.attrs.set("kind", Attribute::i64(kind as i64));
    st.result_types.push(rt);
    Ok(())
}

pub(super) fn atomic_kind(m: &Module, op: OpId) -> Option<&'static str> {
    let k = m.attr(op, "kind")?.as_int()?;
    ATOMIC_KINDS.get(usize::try_from(k).ok()?).copied()
}

pub(super) fn print_atomic_rmw(p: &mut Printer<'_>, op: OpId) {
    let Some(kind) = atomic_kind(p.m, op) else { return p.generic_op(op) };
    if p.m.operands(op).len() < 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.atomic_rmw ");
    p.w(kind);
    p.w(" ");
    p.operand(p.m.operand(op, 0));
    p.w(", ");
    p.operand(p.m.operand(op, 1));
    let idx = p.m.operands(op)[2..].to_vec();
    print_index_list(p, &idx);
    p.attr_dict(op, &["kind"]);
    let (vt, mt, rt) = (ty(p.m, op, 0).clone(), ty(p.m, op, 1).clone(), rty(p.m, op, 0).clone());
    p.w(" : (");
    p.ty(&vt);
    p.w(", ");
    p.ty(&mt);
    p.w(") -> ");
    p.ty(&rt);
}

pub(super) fn verify_atomic_rmw(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || m.results(op).len() != 1 {
        return Err("expects a value, a memref, its indices and one result".into());
    }
    let Some(kind) = atomic_kind(m, op) else {
        return Err("requires a valid 'kind' attribute".into());
    };
    let mt = memref_of(m, m.operand(op, 1))?;
    if m.operands(op).len() - 2 != mt.shape.len() {
        return Err("expects the number of subscripts to be equal to memref rank".into());
    }
    all_index(m, &m.operands(op)[2..], "indices")?;
    let vt = ty(m, op, 0);
    if *vt != mt.elem || rty(m, op, 0) != vt {
        return Err(format!(
            "value, result and memref element types must match ('{vt}', '{}', '{}')",
            rty(m, op, 0),
            mt.elem
        ));
    }
    match kind {
        "addf" | "maximumf" | "minimumf" | "mulf" | "maxnumf" | "minnumf" if !vt.is_float() => {
            Err(format!("with kind '{kind}' expects a floating-point type"))
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi" if !vt.is_signless_int() => {
            Err(format!("with kind '{kind}' expects an integer type"))
        }
        _ => Ok(()),
    }
}

/// `memref.generic_atomic_rmw %m[%i] : memref<..> { ^bb0(%old: f32): ... } [{attrs}]`
pub(super) fn parse_generic_atomic_rmw(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let mem = p.parse_operand()?;
    let at = p.here();
    let idx = parse_index_list(p)?;
    let (t, mt) = parse_memref_type(p)?;
    st.operands.push(p.resolve(&mem, &t)?);
    st.operands.extend(resolve_indices(p, &idx, at)?);
    let r = p.parse_region(&[], false)?;
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    st.result_types.push(mt.elem);
    Ok(())
}

pub(super) fn print_generic_atomic_rmw(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).is_empty() || p.m.regions(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("memref.generic_atomic_rmw ");
    p.operand(p.m.operand(op, 0));
    let idx = p.m.operands(op)[1..].to_vec();
    print_index_list(p, &idx);
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
    p.w(" ");
    let r = p.m.region(op, 0);
    p.region(r, true);
    p.attr_dict(op, &[]);
}

pub(super) fn verify_generic_atomic_rmw(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.results(op).len() != 1 || m.regions(op).len() != 1 {
        return Err("expects a memref, its indices, one result and one region".into());
    }
    let mt = check_access(m, m.operand(op, 0), &m.operands(op)[1..], "generic_atomic_rmw")?;
    if *rty(m, op, 0) != mt.elem {
        return Err("result type must match the memref element type".into());
    }
    let r = m.region(op, 0);
    let Some(b) = m.entry_block(r) else { return Err("expects a non-empty region".into()) };
    if m.block_args(b).len() != 1 {
        return Err("expected single number of entry block arguments".into());
    }
    if *m.value_type(m.block_arg(b, 0)) != mt.elem {
        return Err("expected block argument of the same type result type".into());
    }
    Ok(())
}

/// `memref.atomic_yield %v {attrs} : f32`
pub(super) fn parse_atomic_yield(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    Ok(())
}

pub(super) fn print_atomic_yield(p: &mut Printer<'_>, op: OpId) {
    print_single_operand(p, op)
}

pub(super) fn verify_atomic_yield(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    let Some(parent) = m.parent_op(op).filter(|&p| m.is(p, "memref.generic_atomic_rmw")) else {
        return Err("expects parent op 'memref.generic_atomic_rmw'".into());
    };
    if m.results(parent).len() == 1 && ty(m, op, 0) != rty(m, parent, 0) {
        return Err(format!(
            "types mismatch between yield op: '{}' and its parent: '{}'",
            ty(m, op, 0),
            rty(m, parent, 0)
        ));
    }
    Ok(())
}
