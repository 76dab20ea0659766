//! Helpers of the `llvm` dialect: its enums (linkage, predicates, fastmath,
//! overflow...) stored as opaque `#llvm.*<...>` attributes, and type queries.

use super::*;

// ----- enums stored as opaque `#llvm.*<...>` attributes -----

pub const LINKAGES: [&str; 11] = [
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];
/// `visibility_` values 1 and 2 (0 is the default).
pub(super) const VISIBILITIES: [&str; 3] = ["", "hidden", "protected"];
/// `unnamed_addr` values 1 and 2 (0 is none).
pub(super) const UNNAMED_ADDR: [&str; 3] = ["", "local_unnamed_addr", "unnamed_addr"];
pub(super) const TAIL_KINDS: [&str; 3] = ["tail", "musttail", "notail"];
/// `comdat_selector` kinds in the order of their values.
pub(super) const COMDAT_KINDS: [&str; 5] = ["any", "exactmatch", "largest", "nodeduplicate", "samesize"];
/// Atomic orderings by value (gaps are unused values).
pub(super) const ORDERINGS: [&str; 8] =
    ["not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"];
/// `icmp` predicates in the order of their values.
pub const ICMP_PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
/// `fcmp` predicates in the order of their values.
pub const FCMP_PREDICATES: [&str; 16] = [
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true",
];

/// `#llvm.<kind><body>`, e.g. `llvm_attr("linkage", "internal")` is `#llvm.linkage<internal>`.
pub fn llvm_attr(kind: &str, body: &str) -> Attribute {
    Attribute::Opaque { dialect: "llvm".into(), text: format!("llvm.{kind}<{body}>") }
}

/// The body of an `#llvm.<kind><...>` attribute, without white space at its ends.
pub fn llvm_attr_body<'a>(a: Option<&'a Attribute>, kind: &str) -> Option<&'a str> {
    let Some(Attribute::Opaque { text, .. }) = a else { return None };
    let rest = text.strip_prefix("llvm.")?.strip_prefix(kind)?;
    Some(rest.strip_prefix('<')?.strip_suffix('>')?.trim())
}

/// The linkage keyword of a function or global (`external` when absent).
pub fn linkage(m: &Module, op: OpId) -> &str {
    llvm_attr_body(m.attr(op, "linkage"), "linkage").unwrap_or("external")
}

/// Does this attribute hold the value MLIR's generic form adds by default?
pub(super) fn is_default(name: &str, a: &Attribute) -> bool {
    let body = |kind| llvm_attr_body(Some(a), kind);
    match name {
        "fastmathFlags" => body("fastmath") == Some("none") || matches!(a, Attribute::FastMath(f) if f.is_none()),
        "overflowFlags" => body("overflow") == Some("none"),
        "CConv" => body("cconv") == Some("ccc"),
        "TailCallKind" => body("tailcallkind") == Some("none"),
        "ordering" | "unnamed_addr" | "visibility_" => a.as_int() == Some(0),
        _ => false,
    }
}

/// ` {attrs}` without `elide` and without attributes at their default value.
pub(super) fn attrs(p: &mut Printer<'_>, op: OpId, elide: &[&str]) {
    let m = p.m;
    let mut skip: Vec<&str> = elide.to_vec();
    skip.extend(m.op(op).attrs.iter().filter(|(k, v)| is_default(k, v)).map(|(k, _)| k));
    p.attr_dict(op, &skip);
}

/// The current token if it is one of `words` (not consumed).
pub(super) fn peek_keyword(p: &mut Parser<'_>, words: &[&str]) -> Option<String> {
    let t = p.peek().clone();
    if t.tok != Tok::Bare {
        return None;
    }
    let s = p.text(&t);
    words.contains(&s).then(|| s.to_string())
}

/// A calling convention keyword (`fastcc`, `cc_10`, `x86_stdcallcc`...).
pub(super) fn peek_cconv(p: &mut Parser<'_>) -> Option<String> {
    let t = p.peek().clone();
    if t.tok != Tok::Bare {
        return None;
    }
    let s = p.text(&t);
    let ok = (s.ends_with("cc") && s.len() > 2 && !s.contains('.'))
        || s.strip_prefix("cc_").is_some_and(|n| n.parse::<u32>().is_ok());
    ok.then(|| s.to_string())
}

pub(super) fn set_int(st: &mut OpState, name: &str, v: usize) {
    st.attrs.set(name, Attribute::i64(v as i64));
}

/// The byte length of a string attribute as MLIR counts it.
pub fn string_byte_len(s: &str) -> usize {
    let base = crate::syntax::lexer::RAW_BYTE_BASE;
    s.chars().map(|c| if (base + 0x80..=base + 0xff).contains(&(c as u32)) { 1 } else { c.len_utf8() }).sum()
}

// ----- type helpers -----

pub(super) fn int_like(t: &Type) -> bool {
    elem(t).is_signless_int()
}
pub(super) fn float_like(t: &Type) -> bool {
    elem(t).is_float()
}
pub(super) fn ptr_like(t: &Type) -> bool {
    elem(t).is_llvm_ptr()
}

/// The type at `pos` inside an aggregate (struct or array) type.
pub fn aggregate_elem(t: &Type, pos: &[i128]) -> Option<Type> {
    let mut cur = t.clone();
    for &i in pos {
        let i = usize::try_from(i).ok()?;
        cur = match &cur {
            Type::LlvmStruct(s) => s.body.as_ref()?.get(i)?.clone(),
            Type::LlvmArray { len, elem } if (i as u64) < *len => (**elem).clone(),
            _ => return None,
        };
    }
    Some(cur)
}

pub(super) fn vals(m: &Module, vs: &[crate::ir::Value]) -> Vec<Type> {
    vs.iter().map(|&v| m.value_type(v).clone()).collect()
}
