//! The `enzyme` dialect, in Enzyme-MLIR's syntax: the differentiation requests
//! `enzyme.fwddiff`, `enzyme.autodiff` and the split-mode pair
//! `enzyme.autodiff_split_mode.primal` / `.reverse`, `enzyme.ignore_derivatives`,
//! and the internal cache/gradient ops of reverse mode (`enzyme.init`, `push`,
//! `pop`, `clear`, `set`, `get`, `placeholder`), which Enzyme-MLIR only writes in
//! the generic form.
//!
//! A request is `@fn(%inputs) <props>? {attrs}? : (input types) -> (result types)`.
//! The properties (`activity`, `ret_activity`, `width`, `strong_zero`) are read
//! from any of `{...}`, `<{...}>` or `<key = value, ...>`, stored with the other
//! attributes, and printed as `<{...}>`; the callee is the `fn` attribute.
//!
//! Operand conventions (checked by the verifier): each argument contributes
//! its primal, plus a shadow when it is `enzyme_dup`/`enzyme_dupnoneed`;
//! `enzyme.autodiff` then takes one seed per `enzyme_active(noneed)` result.
//! The split primal returns the primal results and a `!enzyme.Tape` last; the
//! split reverse takes the seeds and that tape (last). Result lists are not
//! checked against the activities: ferrozyme also accepts the forms its users
//! write for `llvm.func` callees (a struct of primal and tangent).

use super::common::expect_counts;
use super::{OpDef, Traits};
use crate::ir::{Activity, AttrDict, Attribute, Module, OpId, Type};
use crate::syntax::{OpState, PResult, Parser, Printer};

pub static OPS: &[OpDef] = &[
    OpDef::new("enzyme.fwddiff", Traits::CALL, parse_diff, print_diff, verify_fwddiff),
    OpDef::new("enzyme.autodiff", Traits::CALL, parse_diff, print_diff, verify_autodiff),
    OpDef::new("enzyme.autodiff_split_mode.primal", Traits::CALL, parse_diff, print_diff, verify_split_primal),
    OpDef::new("enzyme.autodiff_split_mode.reverse", Traits::CALL, parse_diff, print_diff, verify_split_reverse),
    OpDef::new("enzyme.ignore_derivatives", Traits::PURE, parse_ignore, print_ignore, verify_ignore),
    OpDef::new("enzyme.placeholder", Traits::PURE, parse_generic_only, print_generic, verify_placeholder),
    OpDef::new("enzyme.init", Traits::MEM_ALLOC, parse_generic_only, print_generic, verify_init),
    OpDef::new("enzyme.push", Traits::MEM_WRITE, parse_generic_only, print_generic, verify_push),
    OpDef::new("enzyme.pop", Traits::MEM_READ.or(Traits::MEM_WRITE), parse_generic_only, print_generic, verify_pop),
    OpDef::new("enzyme.clear", Traits::MEM_WRITE, parse_generic_only, print_generic, verify_clear),
    OpDef::new("enzyme.set", Traits::MEM_WRITE, parse_generic_only, print_generic, verify_set),
    OpDef::new("enzyme.get", Traits::MEM_READ, parse_generic_only, print_generic, verify_get),
];

/// The inherent attributes of the differentiation requests, printed as `<{...}>`.
pub const PROPERTIES: [&str; 4] = ["activity", "ret_activity", "strong_zero", "width"];

/// The activities of an `activity` / `ret_activity` attribute.
pub fn activities(m: &Module, op: OpId, name: &str) -> Option<Vec<Activity>> {
    m.attr(op, name)?
        .as_array()?
        .iter()
        .map(|a| match a {
            Attribute::Activity(x) => Some(*x),
            _ => None,
        })
        .collect()
}

/// The function a request differentiates (`fn`).
pub fn callee(m: &Module, op: OpId) -> Option<&str> {
    m.attr(op, "fn").and_then(Attribute::as_flat_symbol)
}

/// The batch width (`width`, 1 when absent).
pub fn width(m: &Module, op: OpId) -> i128 {
    m.attr(op, "width").and_then(Attribute::as_int).unwrap_or(1)
}

// ----- fwddiff / autodiff / split mode -----

/// `@f(%a, %b) [<{props}> | <k = v, ...>] [{attrs}] : (t1, t2) -> (r1, r2)`
fn parse_diff(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    p.expect_punct("(")?;
    let at = p.here();
    let ops = p.parse_operand_list()?;
    p.expect_punct(")")?;
    let mut attrs = AttrDict::new();
    if p.eat_punct("<")? {
        if p.at_punct("{") {
            attrs = p.parse_attr_dict()?;
        } else {
            p.comma_list(">", |p| {
                let kpos = p.here();
                let key = match p.peek().tok.clone() {
                    crate::syntax::lexer::Tok::Str(s) => {
                        p.bump()?;
                        s
                    }
                    _ => p.parse_keyword("property name")?.to_string(),
                };
                let value = if p.eat_punct("=")? { p.parse_attribute()? } else { Attribute::Unit };
                if attrs.set(key.clone(), value).is_some() {
                    return Err(p.error_at(kpos, format!("duplicate property '{key}'")));
                }
                Ok(())
            })?;
            // `comma_list` consumed the closing `>`.
            return finish_diff(p, st, name, ops, at, attrs);
        }
        p.expect_punct(">")?;
    }
    finish_diff(p, st, name, ops, at, attrs)
}

fn finish_diff(
    p: &mut Parser<'_>,
    st: &mut OpState,
    name: String,
    ops: Vec<crate::syntax::UnresolvedOperand>,
    at: usize,
    props: AttrDict,
) -> PResult<()> {
    let extra = p.parse_optional_attr_dict()?;
    st.attrs = super::common::merge(props, extra);
    st.attrs.set("fn", Attribute::symbol(name));
    p.expect_punct(":")?;
    let fpos = p.here();
    let Type::Function(ft) = p.parse_function_type()? else {
        return Err(p.error_at(fpos, "expected a function type"));
    };
    st.operands = p.resolve_all(&ops, &ft.inputs, at)?;
    st.result_types = ft.results.clone();
    Ok(())
}

fn print_diff(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    p.w(m.name(op).as_str());
    p.w(" ");
    match m.attr(op, "fn") {
        Some(f) => p.attr(f),
        None => p.w("@<<missing fn>>"),
    }
    p.w("(");
    p.operands(m.operands(op));
    p.w(")");
    let props: AttrDict = m
        .op(op)
        .attrs
        .iter()
        .filter(|(k, _)| PROPERTIES.contains(k))
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    if !props.is_empty() {
        p.w(" <");
        p.attr(&Attribute::Dict(props));
        p.w(">");
    }
    let mut elide = PROPERTIES.to_vec();
    elide.push("fn");
    p.attr_dict(op, &elide);
    p.w(" : ");
    let ins: Vec<Type> = m.operands(op).iter().map(|&v| m.value_type(v).clone()).collect();
    let outs: Vec<Type> = m.results(op).iter().map(|&v| m.value_type(v).clone()).collect();
    p.ty(&Type::function(ins, outs));
}

/// Checks shared by every request; returns (argument, result) activities.
fn check_request(m: &Module, op: OpId) -> Result<(Vec<Activity>, Vec<Activity>), String> {
    if callee(m, op).is_none() {
        return Err("requires a flat symbol reference 'fn' naming the function to differentiate".into());
    }
    let Some(args) = activities(m, op, "activity") else {
        return Err("requires 'activity', an array of #enzyme.activity<...> (one per argument)".into());
    };
    let rets = match m.attr(op, "ret_activity") {
        None => Vec::new(),
        Some(_) => activities(m, op, "ret_activity")
            .ok_or("'ret_activity' must be an array of #enzyme.activity<...> (one per result)")?,
    };
    match m.attr(op, "width") {
        None => {}
        Some(w) => match w.as_int() {
            Some(n) if n >= 1 => {}
            _ => return Err("'width' must be a positive integer".into()),
        },
    }
    if let Some(z) = m.attr(op, "strong_zero") {
        if !matches!(z, Attribute::Bool(_) | Attribute::Unit) {
            return Err("'strong_zero' must be a boolean".into());
        }
    }
    Ok((args, rets))
}

/// Operands the arguments take: the primal, plus a shadow for `dup`/`dupnoneed`.
fn argument_operands(args: &[Activity]) -> usize {
    args.iter().map(|a| if matches!(a, Activity::Dup | Activity::DupNoNeed) { 2 } else { 1 }).sum()
}

fn is_active(a: Activity) -> bool {
    matches!(a, Activity::Active | Activity::ActiveNoNeed)
}

fn expect_operands(m: &Module, op: OpId, want: usize, why: &str) -> Result<(), String> {
    let got = m.operands(op).len();
    if got != want {
        return Err(format!("expects {want} operands ({why}), but found {got}"));
    }
    Ok(())
}

fn verify_fwddiff(m: &Module, op: OpId) -> Result<(), String> {
    let (args, _) = check_request(m, op)?;
    expect_operands(m, op, argument_operands(&args), "a primal per argument and a tangent per dup argument")
}

fn verify_autodiff(m: &Module, op: OpId) -> Result<(), String> {
    let (args, rets) = check_request(m, op)?;
    let seeds = rets.iter().filter(|&&r| is_active(r)).count();
    expect_operands(
        m,
        op,
        argument_operands(&args) + seeds,
        "a primal per argument, a shadow per dup argument, and a seed per active result",
    )
}

fn verify_split_primal(m: &Module, op: OpId) -> Result<(), String> {
    let (args, _) = check_request(m, op)?;
    expect_operands(m, op, argument_operands(&args), "a primal per argument and a shadow per dup argument")?;
    match m.results(op).last() {
        Some(&t) if *m.value_type(t) == Type::EnzymeTape => Ok(()),
        _ => Err("expects its last result to be the !enzyme.Tape".into()),
    }
}

fn verify_split_reverse(m: &Module, op: OpId) -> Result<(), String> {
    check_request(m, op)?;
    match m.operands(op).last() {
        Some(&t) if *m.value_type(t) == Type::EnzymeTape => Ok(()),
        _ => Err("expects its last operand to be the !enzyme.Tape of the primal".into()),
    }
}

// ----- ignore_derivatives -----

/// `enzyme.ignore_derivatives %x {attrs} : t -> t`
fn parse_ignore(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let x = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    p.expect_punct("->")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve(&x, &t)?);
    st.result_types.push(r);
    Ok(())
}

fn print_ignore(p: &mut Printer<'_>, op: OpId) {
    let m = p.m;
    p.w("enzyme.ignore_derivatives ");
    p.operands(m.operands(op));
    p.attr_dict(op, &[]);
    p.w(" : ");
    let ins: Vec<Type> = m.operands(op).iter().map(|&v| m.value_type(v).clone()).collect();
    let outs: Vec<Type> = m.results(op).iter().map(|&v| m.value_type(v).clone()).collect();
    p.types(&ins);
    p.w(" -> ");
    p.types(&outs);
}

fn verify_ignore(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)
}

// ----- internal ops (generic form only) -----

fn parse_generic_only(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    Err(p.error_at(
        st.pos,
        format!("custom op '{}' has no custom assembly form; write it as \"{}\"(...)", st.name, st.name),
    ))
}

fn print_generic(p: &mut Printer<'_>, op: OpId) {
    p.generic_op(op);
}

/// The `T` of `!enzyme.<kind><T>`, as written.
fn container_inner<'a>(t: &'a Type, kind: &str) -> Option<&'a str> {
    let Type::Opaque { text, .. } = t else { return None };
    text.strip_prefix("enzyme.")?.strip_prefix(kind)?.strip_prefix('<')?.strip_suffix('>')
}

/// Does the element type written in a container type match `t`? Only
/// builtin spellings are compared (aliases inside dialect types are kept as
/// written and cannot be checked here).
fn check_elem(container: &Type, kinds: &[&str], t: &Type) -> Result<(), String> {
    let Some(inner) = kinds.iter().find_map(|k| container_inner(container, k)) else {
        return Err(format!(
            "expects a {} type, but got '{container}'",
            kinds.iter().map(|k| format!("!enzyme.{k}<...>")).collect::<Vec<_>>().join(" or ")
        ));
    };
    let norm = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    if norm(inner) != norm(&t.to_string()) && !inner.contains(['!', '#']) {
        return Err(format!("element type '{inner}' of '{container}' does not match '{t}'"));
    }
    Ok(())
}

const CACHES: [&str; 1] = ["Cache"];
const GRADIENTS: [&str; 2] = ["Gradient", "ShadowedGradient"];

fn verify_placeholder(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)
}
fn verify_init(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 0, 1)
}
fn verify_push(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 0)?;
    check_elem(m.value_type(m.operand(op, 0)), &CACHES, m.value_type(m.operand(op, 1)))
}
fn verify_pop(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    check_elem(m.value_type(m.operand(op, 0)), &CACHES, m.value_type(m.result(op, 0)))
}
fn verify_clear(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)
}
fn verify_set(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 2, 0)?;
    check_elem(m.value_type(m.operand(op, 0)), &GRADIENTS, m.value_type(m.operand(op, 1)))
}
fn verify_get(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 1)?;
    check_elem(m.value_type(m.operand(op, 0)), &GRADIENTS, m.value_type(m.result(op, 0)))
}
