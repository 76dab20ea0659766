//! Formats and checks shared by several dialects: the `%a, %b : t` binary
//! form, unary form, `: a to b` casts, fastmath/overflow flags, function
//! signatures with argument attributes, and small verifier helpers.

use crate::ir::{Attribute, Module, OpId, Type};
use crate::syntax::{OpState, PResult, Parser, Printer, RegionArg};

/// The scalar element of a vector/tensor type, or the type itself.
pub fn elem(t: &Type) -> &Type {
    match t {
        Type::Vector { elem, .. } | Type::Tensor { elem, .. } | Type::UnrankedTensor { elem } => elem,
        t => t,
    }
}

pub fn is_float_like(t: &Type) -> bool {
    elem(t).is_float()
}
pub fn is_int_like(t: &Type) -> bool {
    elem(t).is_int_or_index()
}

/// The same shape with element type `e` (i1 results of comparisons).
pub fn with_elem(t: &Type, e: Type) -> Type {
    match t {
        Type::Vector { shape, scalable, .. } => {
            Type::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: Box::new(e) }
        }
        Type::Tensor { shape, encoding, .. } => {
            Type::Tensor { shape: shape.clone(), elem: Box::new(e), encoding: encoding.clone() }
        }
        Type::UnrankedTensor { .. } => Type::UnrankedTensor { elem: Box::new(e) },
        _ => e,
    }
}

pub fn ty(m: &Module, op: OpId, operand: usize) -> &Type {
    m.value_type(m.operand(op, operand))
}
pub fn rty(m: &Module, op: OpId, result: usize) -> &Type {
    m.value_type(m.result(op, result))
}

pub fn expect_counts(m: &Module, op: OpId, operands: usize, results: usize) -> Result<(), String> {
    if m.operands(op).len() != operands {
        return Err(format!("expected {operands} operands, but found {}", m.operands(op).len()));
    }
    if m.results(op).len() != results {
        return Err(format!("expected {results} results, but found {}", m.results(op).len()));
    }
    Ok(())
}

/// All operands and results have the same type, accepted by `ok`.
pub fn verify_same_type(m: &Module, op: OpId, n: usize, ok: fn(&Type) -> bool, what: &str) -> Result<(), String> {
    expect_counts(m, op, n, 1)?;
    let t = rty(m, op, 0);
    if !ok(t) {
        return Err(format!("result must be {what}, but got '{t}'"));
    }
    for i in 0..n {
        if ty(m, op, i) != t {
            return Err(format!("requires the same type for all operands and results ('{}' vs '{t}')", ty(m, op, i)));
        }
    }
    Ok(())
}

// ----- flags -----

/// ` fastmath<fast>` (optional) → attribute `fastmath`.
pub fn parse_fastmath(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.at_keyword("fastmath") {
        p.bump()?;
        p.expect_punct("<")?;
        let mut bits = 0u8;
        loop {
            let at = p.here();
            let kw = p.parse_keyword("fastmath flag")?;
            bits |= crate::ir::FastMath::keyword_bits(kw)
                .ok_or_else(|| p.error_at(at, format!("unknown fastmath flag '{kw}'")))?;
            if !p.eat_punct(",")? {
                break;
            }
        }
        p.expect_punct(">")?;
        if bits != 0 {
            st.attrs.set("fastmath", Attribute::FastMath(crate::ir::FastMath(bits)));
        }
    }
    Ok(())
}

pub fn print_fastmath(p: &mut Printer<'_>, op: OpId) {
    if let Some(Attribute::FastMath(f)) = p.m.attr(op, "fastmath") {
        if !f.is_none() {
            let s = format!(" fastmath<{}>", f.keywords().join(", "));
            p.w(&s);
        }
    }
}

/// ` overflow<nsw, nuw>` (optional) → attribute `overflowFlags`.
pub fn parse_overflow(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.at_keyword("overflow") {
        p.bump()?;
        let start = p.here();
        let body = p.capture_balanced_at(start)?;
        st.attrs
            .set("overflowFlags", Attribute::Opaque { dialect: "arith".into(), text: format!("arith.overflow{body}") });
    }
    Ok(())
}

pub fn print_overflow(p: &mut Printer<'_>, op: OpId) {
    if let Some(Attribute::Opaque { text, .. }) = p.m.attr(op, "overflowFlags") {
        if let Some(body) = text.strip_prefix("arith.overflow") {
            if body != "<none>" {
                let s = format!(" overflow{body}");
                p.w(&s);
            }
        }
    }
}

// ----- shared formats -----

/// `%a, %b, ... [flags] {attrs} : t` with `n` operands of type t and one result of type t.
pub fn parse_same_type_op(
    p: &mut Parser<'_>,
    st: &mut OpState,
    n: usize,
    flags: fn(&mut Parser<'_>, &mut OpState) -> PResult<()>,
) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    if ops.len() != n {
        return Err(p.error_at(at, format!("expected {n} operands, found {}", ops.len())));
    }
    flags(p, st)?;
    st.attrs = merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_all(&ops, &vec![t.clone(); n], at)?;
    st.result_types.push(t);
    Ok(())
}

pub fn no_flags(_: &mut Parser<'_>, _: &mut OpState) -> PResult<()> {
    Ok(())
}

pub fn parse_unary(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same_type_op(p, st, 1, no_flags)
}
pub fn parse_binary(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same_type_op(p, st, 2, no_flags)
}
pub fn parse_unary_fm(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same_type_op(p, st, 1, parse_fastmath)
}
pub fn parse_binary_fm(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same_type_op(p, st, 2, parse_fastmath)
}
pub fn parse_ternary_fm(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same_type_op(p, st, 3, parse_fastmath)
}
pub fn parse_binary_ovf(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    parse_same_type_op(p, st, 2, parse_overflow)
}

/// Prints `name %a, %b [flags] {attrs} : t`.
/// `name %a, %b {attrs} : ` — the head of an op printed with its operands
/// and attributes, before its types.
pub fn print_operands_head(p: &mut Printer<'_>, op: OpId) {
    let name = p.m.name(op).as_str();
    p.w(name);
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    p.attr_dict(op, &[]);
    p.w(" : ");
}

pub fn print_same_type_op(p: &mut Printer<'_>, op: OpId) {
    let name = p.m.name(op).as_str();
    p.w(name);
    p.w(" ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    print_fastmath(p, op);
    print_overflow(p, op);
    p.attr_dict(op, &["fastmath", "overflowFlags"]);
    p.w(" : ");
    let t = p.m.value_type(p.m.result(op, 0)).clone();
    p.ty(&t);
}

/// `%a {attrs} : t1 to t2`.
pub fn parse_cast(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve(&u, &from)?);
    st.result_types.push(to);
    Ok(())
}

pub fn print_cast(p: &mut Printer<'_>, op: OpId) {
    let name = p.m.name(op).as_str();
    p.w(name);
    p.w(" ");
    p.operand(p.m.operand(op, 0));
    p.attr_dict(op, &[]);
    p.w(" : ");
    let (a, b) = (ty(p.m, op, 0).clone(), rty(p.m, op, 0).clone());
    p.ty(&a);
    p.w(" to ");
    p.ty(&b);
}

pub fn merge(mut a: crate::ir::AttrDict, b: crate::ir::AttrDict) -> crate::ir::AttrDict {
    for (k, v) in b.iter() {
        a.set(k, v.clone());
    }
    a
}

// ----- function signatures -----

/// A parsed function signature: named arguments (definitions) or bare types (declarations).
pub struct Signature {
    pub args: Vec<RegionArg>,
    pub arg_types: Vec<Type>,
    pub arg_attrs: Vec<crate::ir::AttrDict>,
    pub result_types: Vec<Type>,
    pub res_attrs: Vec<crate::ir::AttrDict>,
    pub vararg: bool,
}

/// `(%a: f32 {attrs}, %b: i32) -> (f32 {attrs}, i32)` or `(f32, i32) -> f32`.
pub fn parse_signature(p: &mut Parser<'_>, allow_vararg: bool) -> PResult<Signature> {
    let mut s = Signature {
        args: vec![],
        arg_types: vec![],
        arg_attrs: vec![],
        result_types: vec![],
        res_attrs: vec![],
        vararg: false,
    };
    p.expect_punct("(")?;
    let mut named: Option<bool> = None;
    p.comma_list(")", |p| {
        if allow_vararg && p.eat_punct("...")? {
            s.vararg = true;
            return Ok(());
        }
        let is_named = p.at_operand();
        if *named.get_or_insert(is_named) != is_named {
            return Err(p.error("expected SSA identifier"));
        }
        let name = if is_named {
            let u = p.parse_operand()?;
            p.expect_punct(":")?;
            Some(u)
        } else {
            None
        };
        let t = p.parse_type()?;
        let attrs = p.parse_optional_attr_dict()?;
        if p.at_keyword("loc") {
            p.bump()?;
            p.expect_punct("(")?;
            let _ = p.parse_location_or_alias()?;
            p.expect_punct(")")?;
        }
        if let Some(u) = name {
            s.args.push(RegionArg { name: u, ty: t.clone() });
        }
        s.arg_types.push(t);
        s.arg_attrs.push(attrs);
        Ok(())
    })?;
    if p.eat_punct("->")? {
        if p.at_punct("(") && !function_type_follows(p) {
            p.bump()?;
            p.comma_list(")", |p| {
                s.result_types.push(p.parse_type()?);
                s.res_attrs.push(p.parse_optional_attr_dict()?);
                Ok(())
            })?;
        } else {
            s.result_types.push(p.parse_type()?);
            s.res_attrs.push(crate::ir::AttrDict::new());
        }
    }
    Ok(s)
}

/// After `->`, does `(` start a function type (`(i32) -> i32`) rather than a result list?
fn function_type_follows(p: &mut Parser<'_>) -> bool {
    // Scan the balanced parenthesis and look for `->` right after it.
    let src = p.src;
    let mut i = p.here();
    let mut depth = 0i32;
    while i < src.len() {
        match src[i] {
            b'(' | b'<' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    let j = crate::syntax::lexer::skip_trivia(src, i + 1);
                    return src[j..].starts_with(b"->");
                }
            }
            b'>' if i > 0 && src[i - 1] != b'-' => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    false
}

/// Store `arg_attrs`/`res_attrs` when any is non-empty.
pub fn set_arg_res_attrs(st: &mut OpState, arg_attrs: Vec<crate::ir::AttrDict>, res_attrs: Vec<crate::ir::AttrDict>) {
    if arg_attrs.iter().any(|d| !d.is_empty()) {
        st.attrs.set("arg_attrs", Attribute::Array(arg_attrs.into_iter().map(Attribute::Dict).collect()));
    }
    if res_attrs.iter().any(|d| !d.is_empty()) {
        st.attrs.set("res_attrs", Attribute::Array(res_attrs.into_iter().map(Attribute::Dict).collect()));
    }
}

/// Print ` {attrs}` for entry `i` of an `arg_attrs`/`res_attrs` array.
pub fn print_arg_attrs(p: &mut Printer<'_>, op: OpId, key: &str, i: usize) {
    if let Some(Attribute::Array(a)) = p.m.attr(op, key) {
        if let Some(d @ Attribute::Dict(dd)) = a.get(i) {
            if !dd.is_empty() {
                let s = format!(" {d}");
                p.w(&s);
            }
        }
    }
}

/// Print `(%arg0: f32 {..}, ...) -> (f32 {..})` (or types only for declarations).
pub fn print_signature(p: &mut Printer<'_>, op: OpId, inputs: &[Type], results: &[Type], vararg: bool) {
    let entry = p.m.regions(op).first().and_then(|&r| p.m.entry_block(r));
    p.w("(");
    for (i, t) in inputs.iter().enumerate() {
        if i > 0 {
            p.w(", ");
        }
        match entry {
            Some(b) if i < p.m.block_args(b).len() => p.arg_decl(p.m.block_arg(b, i)),
            _ => p.ty(t),
        }
        print_arg_attrs(p, op, "arg_attrs", i);
    }
    if vararg {
        p.w(if inputs.is_empty() { "..." } else { ", ..." });
    }
    p.w(")");
    let has_res_attrs = matches!(p.m.attr(op, "res_attrs"), Some(Attribute::Array(_)));
    if !results.is_empty() {
        p.w(" -> ");
        let paren = results.len() > 1 || has_res_attrs || matches!(results[0], Type::Function(_));
        if paren {
            p.w("(");
        }
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                p.w(", ");
            }
            p.ty(t);
            print_arg_attrs(p, op, "res_attrs", i);
        }
        if paren {
            p.w(")");
        }
    }
}

impl Parser<'_> {
    /// Capture a balanced `<...>` at byte `start` verbatim.
    pub fn capture_balanced_at(&mut self, start: usize) -> PResult<String> {
        self.capture_balanced(start)
    }
}

/// `NAME {attrs} %source, %index : type` (`memref.dim`, `tensor.dim`).
pub fn parse_dim_like(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let u = p.parse_operand()?;
    p.expect_punct(",")?;
    let i = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    st.operands.push(p.resolve(&i, &Type::Index)?);
    st.result_types.push(Type::Index);
    Ok(())
}

pub fn print_dim_like(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 2 {
        return p.generic_op(op);
    }
    let name = p.m.name(op).as_str();
    p.w(name);
    p.attr_dict(op, &[]);
    p.w(" ");
    p.operand(p.m.operand(op, 0));
    p.w(", ");
    p.operand(p.m.operand(op, 1));
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
}
