//! `vector` ops that compute: `fma`, `reduction` and `multi_reduction`
//! (combining kinds), `outerproduct`, and `print`.

use super::*;

// ----- arithmetic -----

/// `%r = vector.fma %a, %b, %c : vector<4xf64>`
pub(super) fn parse_fma(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let us = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    for u in &us {
        st.operands.push(p.resolve(u, &t)?);
    }
    st.result_types.push(t);
    Ok(())
}

pub(super) fn print_fma(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 3 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.fma ");
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    let t = rty(p.m, op, 0).clone();
    print_attrs_type(p, op, &[], &t);
}

pub(super) fn verify_fma(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 3, 1)?;
    let (_, e) = vec_of(m, m.result(op, 0), "result")?;
    if !e.is_float() {
        return Err(format!("expects vectors of floats, but got '{}'", rty(m, op, 0)));
    }
    if (0..3).any(|i| ty(m, op, i) != rty(m, op, 0)) {
        return Err("all operands must have the result type".into());
    }
    Ok(())
}

/// Combining kinds (`#vector.kind<add>`).
pub const KINDS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "maximumf", "minimumf",
];

fn kind_attr(k: &str) -> Attribute {
    Attribute::Opaque { dialect: "vector".into(), text: format!("vector.kind<{k}>") }
}

/// The combining kind of a reduction or outer product.
pub fn kind(m: &Module, op: OpId) -> Option<&str> {
    match m.attr(op, "kind")? {
        Attribute::Opaque { text, .. } => text.strip_prefix("vector.kind<")?.strip_suffix('>'),
        _ => None,
    }
}

pub(super) fn parse_kind(p: &mut Parser<'_>) -> PResult<Attribute> {
    p.expect_punct("<")?;
    let at = p.here();
    let k = p.parse_keyword("combining kind")?;
    if !KINDS.contains(&k) {
        return Err(p.error_at(at, format!("unknown combining kind '{k}'")));
    }
    p.expect_punct(">")?;
    Ok(kind_attr(k))
}

/// `%r = vector.reduction <add>, %v (, %acc)? (fastmath<..>)? : vector<4xf64> into f64`
pub(super) fn parse_reduction(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let k = parse_kind(p)?;
    p.expect_punct(",")?;
    let v = p.parse_operand()?;
    let acc = if p.eat_punct(",")? { Some(p.parse_operand()?) } else { None };
    crate::dialects::common::parse_fastmath(p, st)?;
    let attrs = p.parse_optional_attr_dict()?;
    st.attrs = crate::dialects::common::merge(std::mem::take(&mut st.attrs), attrs);
    st.attrs.set("kind", k);
    let t = p.parse_colon_type()?;
    p.expect_keyword("into")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve(&v, &t)?);
    if let Some(a) = acc {
        st.operands.push(p.resolve(&a, &r)?);
    }
    st.result_types.push(r);
    Ok(())
}

pub(super) fn print_reduction(p: &mut Printer<'_>, op: OpId) {
    let Some(k) = kind(p.m, op).map(str::to_string) else { return p.generic_op(op) };
    if p.m.operands(op).is_empty() || p.m.operands(op).len() > 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w(&format!("vector.reduction <{k}>, "));
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    crate::dialects::common::print_fastmath(p, op);
    let (t, r) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    print_attrs_type(p, op, &["kind", "fastmath"], &t);
    p.w(" into ");
    p.ty(&r);
}

/// Whether combining kind `k` applies to element type `e`.
fn kind_fits(k: &str, e: &Type) -> bool {
    match k {
        "add" | "mul" => e.is_float() || e.is_int_or_index(),
        "minnumf" | "maxnumf" | "maximumf" | "minimumf" => e.is_float(),
        _ => e.is_int_or_index(),
    }
}

pub(super) fn verify_reduction(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).is_empty() || m.operands(op).len() > 2 || m.results(op).len() != 1 {
        return Err("expects a vector, an optional accumulator and one result".into());
    }
    let (shape, e) = vec_of(m, m.operand(op, 0), "source")?;
    if shape.len() > 1 {
        return Err(format!("unsupported reduction rank: {}", shape.len()));
    }
    let k = kind(m, op).ok_or("expects a combining 'kind' attribute")?;
    if !kind_fits(k, e) {
        return Err(format!("unsupported reduction type '{e}' for kind '{k}'"));
    }
    if rty(m, op, 0) != e || m.operands(op).get(1).is_some_and(|&a| m.value_type(a) != e) {
        return Err(format!("the result and accumulator must be the element type '{e}'"));
    }
    Ok(())
}

/// `%r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf64> to vector<2xf64>`
/// (all dimensions reduced: a scalar result).
pub(super) fn parse_multi_reduction(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let k = parse_kind(p)?;
    p.expect_punct(",")?;
    let v = p.parse_operand()?;
    p.expect_punct(",")?;
    let acc = p.parse_operand()?;
    let dims = parse_int_list(p)?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("kind", k);
    st.attrs.set("reduction_dims", i64_list_attr(&dims));
    let t = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve(&v, &t)?);
    st.operands.push(p.resolve(&acc, &r)?);
    st.result_types.push(r);
    Ok(())
}

pub(super) fn print_multi_reduction(p: &mut Printer<'_>, op: OpId) {
    let (Some(k), Some(dims)) = (kind(p.m, op).map(str::to_string), int_list(p.m, op, "reduction_dims")) else {
        return p.generic_op(op);
    };
    if p.m.operands(op).len() != 2 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w(&format!("vector.multi_reduction <{k}>, "));
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    p.w(" ");
    print_ints(p, &dims);
    let (t, r) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    print_attrs_type(p, op, &["kind", "reduction_dims"], &t);
    p.w(" to ");
    p.ty(&r);
}

/// The dimensions of the source vector that a `multi_reduction` reduces,
/// checked: in range, increasing, the result the kept ones (a scalar when
/// none is kept), the accumulator of the result type.
pub(super) fn verify_multi_reduction(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 1)?;
    let (shape, e) = vec_of(m, m.operand(op, 0), "source")?;
    let k = kind(m, op).ok_or("expects a combining 'kind' attribute")?;
    if !kind_fits(k, e) {
        return Err(format!("unsupported reduction type '{e}' for kind '{k}'"));
    }
    let dims = int_list(m, op, "reduction_dims").ok_or("expects a 'reduction_dims' list")?;
    if dims.windows(2).any(|w| w[0] >= w[1]) || dims.iter().any(|&d| d < 0 || d as usize >= shape.len()) {
        return Err(format!("reduction dimensions {dims:?} are not increasing dimensions of '{}'", ty(m, op, 0)));
    }
    let kept: Vec<i64> =
        shape.iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, &d)| d).collect();
    let r = rty(m, op, 0);
    let fits = if kept.is_empty() { r == e } else { fixed(r) == Some((&kept[..], e)) };
    if !fits {
        return Err(format!("destination type '{r}' is incompatible with source type '{}'", ty(m, op, 0)));
    }
    if ty(m, op, 1) != r {
        return Err("the accumulator must have the result type".into());
    }
    Ok(())
}

/// `%r = vector.outerproduct %a, %b (, %acc)? {kind = ...}? : vector<4xf64>, vector<2xf64>`
pub(super) fn parse_outerproduct(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let us = p.parse_operand_list()?;
    st.attrs = p.parse_optional_attr_dict()?;
    if !st.attrs.contains("kind") {
        st.attrs.set("kind", kind_attr("add"));
    }
    let ta = p.parse_colon_type()?;
    p.expect_punct(",")?;
    let tb = p.parse_type()?;
    let (a, e) = fixed(&ta).ok_or_else(|| p.error("vector.outerproduct expects a vector first operand"))?;
    let r = match fixed(&tb) {
        Some((b, _)) => vector_type(&[a.first().copied().unwrap_or(0), b.first().copied().unwrap_or(0)], e),
        None => ta.clone(),
    };
    if us.len() < 2 || us.len() > 3 {
        return Err(p.error("vector.outerproduct expects two operands and an optional accumulator"));
    }
    st.operands.push(p.resolve(&us[0], &ta)?);
    st.operands.push(p.resolve(&us[1], &tb)?);
    if let Some(acc) = us.get(2) {
        st.operands.push(p.resolve(acc, &r)?);
    }
    st.result_types.push(r);
    Ok(())
}

pub(super) fn print_outerproduct(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() < 2 || p.m.operands(op).len() > 3 || p.m.results(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("vector.outerproduct ");
    let vs = p.m.operands(op).to_vec();
    p.operands(&vs);
    let elide: &[&str] = if kind(p.m, op) == Some("add") { &["kind"] } else { &[] };
    let (a, b) = (ty(p.m, op, 0).clone(), ty(p.m, op, 1).clone());
    print_attrs_type(p, op, elide, &a);
    p.w(", ");
    p.ty(&b);
}

pub(super) fn verify_outerproduct(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() < 2 || m.operands(op).len() > 3 || m.results(op).len() != 1 {
        return Err("expects two operands, an optional accumulator and one result".into());
    }
    let (a, e) = vec_of(m, m.operand(op, 0), "first operand")?;
    let b = ty(m, op, 1);
    let want = match fixed(b) {
        Some((bs, be)) if bs.len() == 1 && be == e && a.len() == 1 => vector_type(&[a[0], bs[0]], e),
        None if b == e && a.len() == 1 => ty(m, op, 0).clone(),
        _ => return Err("expects a 1-D vector and a 1-D vector or scalar of its element type".into()),
    };
    if *rty(m, op, 0) != want || m.operands(op).get(2).is_some_and(|&c| *m.value_type(c) != want) {
        return Err(format!("expected the result and accumulator type '{want}'"));
    }
    let k = kind(m, op).ok_or("expects a combining 'kind' attribute")?;
    if !kind_fits(k, e) {
        return Err(format!("unsupported combining kind '{k}' for '{e}'"));
    }
    Ok(())
}

// ----- print -----

/// `vector.print %v : vector<4xf64> punctuation <comma>` (`newline` by default)
pub(super) fn parse_print(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.at_keyword("str") {
        return Err(p.error("'vector.print str' (printing a string) is not supported"));
    }
    let value = if p.at_operand() {
        let u = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        Some((u, t))
    } else {
        None
    };
    let mut punct = None;
    if p.eat_keyword("punctuation")? {
        p.expect_punct("<")?;
        let at = p.here();
        let k = p.parse_keyword("punctuation")?;
        if !matches!(k, "newline" | "no_punctuation" | "comma" | "open" | "close") {
            return Err(p.error_at(at, format!("unknown punctuation '{k}'")));
        }
        p.expect_punct(">")?;
        punct = Some(punctuation_attr(k));
    }
    st.attrs = p.parse_optional_attr_dict()?;
    if let Some(a) = punct {
        st.attrs.set("punctuation", a);
    }
    if let Some((u, t)) = value {
        st.operands.push(p.resolve(&u, &t)?);
    }
    Ok(())
}

fn punctuation_attr(k: &str) -> Attribute {
    Attribute::Opaque { dialect: "vector".into(), text: format!("vector.punctuation<{k}>") }
}

/// What `vector.print` prints after the value: `newline` (the default),
/// `no_punctuation`, `comma`, `open`, `close`.
pub fn punctuation(m: &Module, op: OpId) -> Option<&str> {
    match m.attr(op, "punctuation") {
        None => Some("newline"),
        Some(Attribute::Opaque { text, .. }) => text.strip_prefix("vector.punctuation<")?.strip_suffix('>'),
        _ => None,
    }
}

pub(super) fn print_print(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() > 1 || !p.m.results(op).is_empty() {
        return p.generic_op(op);
    }
    p.w("vector.print");
    if let Some(&v) = p.m.operands(op).first() {
        p.w(" ");
        p.operand(v);
        p.w(" : ");
        let t = p.m.value_type(v).clone();
        p.ty(&t);
    }
    match punctuation(p.m, op) {
        Some("newline") | None => {}
        Some(k) => {
            let s = format!(" punctuation <{k}>");
            p.w(&s);
        }
    }
    p.attr_dict(op, &["punctuation"]);
}

pub(super) fn verify_print(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() > 1 || !m.results(op).is_empty() {
        return Err("expects at most one operand and no result".into());
    }
    if let Some(&v) = m.operands(op).first() {
        let t = m.value_type(v);
        let e = elem_of(t);
        if !(e.is_integer() || e.is_index() || e.is_float()) || matches!(t, Type::Tensor { .. }) {
            return Err(format!(
                "operand #0 must be a printable type (integer, index, float or a vector of them), but got '{t}'"
            ));
        }
    }
    if !matches!(punctuation(m, op), Some("newline" | "no_punctuation" | "comma" | "open" | "close")) {
        return Err("unknown punctuation".into());
    }
    Ok(())
}
