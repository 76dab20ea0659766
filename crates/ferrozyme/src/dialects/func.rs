//! The `func` dialect: `func.func`, `func.return`, `func.call`,
//! `func.call_indirect`, `func.constant`.

use super::common::{parse_signature, print_signature, set_arg_res_attrs};
use super::{OpDef, Traits};
use crate::ir::{Attribute, Module, OpId, Type};
use crate::syntax::{OpState, PResult, Parser, Printer};

pub static OPS: &[OpDef] = &[
    OpDef::new(
        "func.func",
        Traits::ISOLATED.or(Traits::SYMBOL).or(Traits::FUNCTION),
        parse_func,
        print_func,
        verify_func,
    ),
    OpDef::new(
        "func.return",
        Traits::PURE.or(Traits::TERMINATOR).or(Traits::RETURN_LIKE),
        parse_return,
        print_return,
        verify_return,
    ),
    OpDef::new("func.call", Traits::CALL, parse_call, print_call, |_, _| Ok(())),
    OpDef::new("func.call_indirect", Traits::CALL, parse_call_indirect, print_call_indirect, verify_call_indirect),
    OpDef::new("func.constant", Traits::PURE, parse_constant, print_constant, verify_constant),
];

/// The `function_type` of a `func.func` (or `llvm.func`, which stores it the same way).
pub fn function_type(m: &Module, op: OpId) -> Option<&crate::ir::FunctionType> {
    m.attr(op, "function_type").and_then(Attribute::as_type).and_then(Type::as_function)
}

/// `func.func [private] @name(%a: t {attrs}, ...) -> (t {attrs}) [attributes {..}] [{ body }]`
fn parse_func(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    for vis in ["private", "public", "nested"] {
        if p.eat_keyword(vis)? {
            st.attrs.set("sym_visibility", Attribute::String(vis.into()));
        }
    }
    let name = p.parse_symbol_name()?;
    st.attrs.set("sym_name", Attribute::String(name));
    let sig = parse_signature(p, false)?;
    st.attrs.set("function_type", Attribute::Type(Type::function(sig.arg_types.clone(), sig.result_types.clone())));
    set_arg_res_attrs(st, sig.arg_attrs, sig.res_attrs);
    if p.eat_keyword("attributes")? {
        let extra = p.parse_attr_dict()?;
        st.attrs = super::common::merge(std::mem::take(&mut st.attrs), extra);
    }
    if p.at_punct("{") {
        if sig.args.len() != sig.arg_types.len() {
            return Err(p.error("expected named arguments (%name: type) in a function with a body"));
        }
        let at = p.here();
        let r = p.parse_region(&sig.args, true)?;
        if p.m.blocks(r).is_empty() {
            return Err(p.error_at(at, "expected non-empty function body"));
        }
        st.regions.push(r);
    } else {
        if !sig.args.is_empty() {
            return Err(p.error("expected '{' to begin the body of a function with named arguments"));
        }
        let r = p.empty_region();
        st.regions.push(r);
    }
    Ok(())
}

fn print_func(p: &mut Printer<'_>, op: OpId) {
    p.w("func.func ");
    if let Some(v) = p.m.attr(op, "sym_visibility").and_then(Attribute::as_str) {
        let v = v.to_string();
        p.w(&v);
        p.w(" ");
    }
    let name = p.m.symbol_name(op).unwrap_or("").to_string();
    p.symbol(&name);
    let ft = function_type(p.m, op).cloned().unwrap_or_default();
    print_signature(p, op, &ft.inputs, &ft.results, false);
    p.attr_dict_with_keyword(op, &["sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"], true);
    let r = p.m.region(op, 0);
    if !p.m.blocks(r).is_empty() {
        p.w(" ");
        p.region(r, false);
    }
}

fn verify_func(m: &Module, op: OpId) -> Result<(), String> {
    let Some(ft) = function_type(m, op) else {
        return Err("requires a 'function_type' attribute of function type".into());
    };
    if m.symbol_name(op).is_none() {
        return Err("requires a 'sym_name' string attribute".into());
    }
    let r = m.region(op, 0);
    match m.entry_block(r) {
        None => {
            if m.attr(op, "sym_visibility").and_then(Attribute::as_str) == Some("public")
                || m.attr(op, "sym_visibility").is_none()
            {
                return Err("symbol declaration cannot have public visibility".into());
            }
        }
        Some(b) => {
            let args: Vec<&Type> = m.block_args(b).iter().map(|&a| m.value_type(a)).collect();
            if args.len() != ft.inputs.len() || args.iter().zip(&ft.inputs).any(|(a, b)| *a != b) {
                return Err("entry block argument types must match the function signature".into());
            }
        }
    }
    Ok(())
}

/// `func.return %a, %b : f32, f32`
fn parse_return(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.attrs = p.parse_optional_attr_dict()?;
    let at = p.here();
    let ops = p.parse_operand_list()?;
    let tys = if ops.is_empty() { Vec::new() } else { p.parse_colon_type_list()? };
    st.operands = p.resolve_all(&ops, &tys, at)?;
    Ok(())
}

fn print_return(p: &mut Printer<'_>, op: OpId) {
    print_terminator_like(p, op, "func.return");
}

/// `name %a, %b {attrs} : t1, t2` (the form of `func.return`, `scf.yield`, `llvm.return`...).
pub fn print_terminator_like(p: &mut Printer<'_>, op: OpId, name: &str) {
    p.w(name);
    p.attr_dict(op, &[]);
    let ops = p.m.operands(op).to_vec();
    if !ops.is_empty() {
        p.w(" ");
        p.operands(&ops);
        p.w(" : ");
        p.value_types(&ops);
    }
}

fn verify_return(m: &Module, op: OpId) -> Result<(), String> {
    let Some(f) = m.parent_op(op).filter(|&f| m.is(f, "func.func")) else {
        return Err("expects parent op 'func.func'".into());
    };
    let Some(ft) = function_type(m, f) else { return Ok(()) };
    let got: Vec<&Type> = m.operands(op).iter().map(|&v| m.value_type(v)).collect();
    if got.len() != ft.results.len() {
        return Err(format!(
            "has {} operands, but enclosing function (@{}) returns {}",
            got.len(),
            m.symbol_name(f).unwrap_or("?"),
            ft.results.len()
        ));
    }
    for (i, (g, w)) in got.iter().zip(&ft.results).enumerate() {
        if *g != w {
            return Err(format!(
                "type of return operand {i} ('{g}') doesn't match function result type ('{w}') in function @{}",
                m.symbol_name(f).unwrap_or("?")
            ));
        }
    }
    Ok(())
}

/// `func.call @f(%a, %b) {attrs} : (t1, t2) -> r`
fn parse_call(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let callee = p.parse_symbol_name()?;
    st.attrs.set("callee", Attribute::symbol(callee));
    p.expect_punct("(")?;
    let at = p.here();
    let ops = p.parse_operand_list()?;
    p.expect_punct(")")?;
    st.attrs = super::common::merge(std::mem::take(&mut st.attrs), p.parse_optional_attr_dict()?);
    p.expect_punct(":")?;
    let fpos = p.here();
    let Type::Function(ft) = p.parse_function_type()? else {
        return Err(p.error_at(fpos, "expected function type"));
    };
    st.operands = p.resolve_all(&ops, &ft.inputs, at)?;
    st.result_types = ft.results.clone();
    Ok(())
}

fn print_call(p: &mut Printer<'_>, op: OpId) {
    p.w("func.call ");
    let c = p.m.attr(op, "callee").cloned().unwrap_or(Attribute::Unit);
    p.attr(&c);
    p.w("(");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    p.w(")");
    p.attr_dict(op, &["callee"]);
    print_call_type(p, op);
}

/// ` : (inputs) -> results` from the op's operands and results.
pub fn print_call_type(p: &mut Printer<'_>, op: OpId) {
    let ins: Vec<Type> = p.m.operands(op).iter().map(|&v| p.m.value_type(v).clone()).collect();
    let outs: Vec<Type> = p.m.results(op).iter().map(|&v| p.m.value_type(v).clone()).collect();
    p.w(" : ");
    p.ty(&Type::function(ins, outs));
}

/// `func.call_indirect %f(%a) : (t) -> r`
fn parse_call_indirect(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let f = p.parse_operand()?;
    p.expect_punct("(")?;
    let at = p.here();
    let ops = p.parse_operand_list()?;
    p.expect_punct(")")?;
    st.attrs = p.parse_optional_attr_dict()?;
    p.expect_punct(":")?;
    let fpos = p.here();
    let fty = p.parse_function_type()?;
    let Type::Function(ft) = &fty else {
        return Err(p.error_at(fpos, "expected function type"));
    };
    let fv = p.resolve(&f, &fty)?;
    st.operands.push(fv);
    st.operands.extend(p.resolve_all(&ops, &ft.inputs, at)?);
    st.result_types = ft.results.clone();
    Ok(())
}

fn print_call_indirect(p: &mut Printer<'_>, op: OpId) {
    p.w("func.call_indirect ");
    p.operand(p.m.operand(op, 0));
    p.w("(");
    let ops = p.m.operands(op)[1..].to_vec();
    p.operands(&ops);
    p.w(")");
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = p.m.value_type(p.m.operand(op, 0)).clone();
    p.ty(&t);
}

fn verify_call_indirect(m: &Module, op: OpId) -> Result<(), String> {
    let Some(&f) = m.operands(op).first() else { return Err("expects a callee operand".into()) };
    let Some(ft) = m.value_type(f).as_function() else { return Err("callee must have function type".into()) };
    let args: Vec<&Type> = m.operands(op)[1..].iter().map(|&v| m.value_type(v)).collect();
    let res: Vec<&Type> = m.results(op).iter().map(|&v| m.value_type(v)).collect();
    if args.len() != ft.inputs.len()
        || args.iter().zip(&ft.inputs).any(|(a, b)| *a != b)
        || res.len() != ft.results.len()
        || res.iter().zip(&ft.results).any(|(a, b)| *a != b)
    {
        return Err("operand and result types must match the callee's function type".into());
    }
    Ok(())
}

/// `%f = func.constant @fn : (t) -> r`
fn parse_constant(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("value", Attribute::symbol(name));
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) {
    p.w("func.constant ");
    let v = p.m.attr(op, "value").cloned().unwrap_or(Attribute::Unit);
    p.attr(&v);
    p.attr_dict(op, &["value"]);
    p.w(" : ");
    let t = p.m.value_type(p.m.result(op, 0)).clone();
    p.ty(&t);
}

fn verify_constant(m: &Module, op: OpId) -> Result<(), String> {
    if m.value_type(m.result(op, 0)).as_function().is_none() {
        return Err("result must have function type".into());
    }
    Ok(())
}

impl Parser<'_> {
    /// `: t1, t2, ...`
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect_punct(":")?;
        self.parse_type_list_no_parens()
    }
}

/// Create a `func.func @name` with the given signature at the end of the
/// module body, with an entry block holding the arguments; returns the
/// function and its entry block. Private when `private` (declarations must be).
pub fn create_func(
    m: &mut Module,
    name: &str,
    ty: crate::ir::FunctionType,
    private: bool,
) -> (OpId, crate::ir::BlockId) {
    let mut spec = crate::ir::OpSpec::new("func.func").regions(1);
    spec.attrs.set("sym_name", Attribute::String(name.to_string()));
    spec.attrs.set("function_type", Attribute::Type(Type::Function(Box::new(ty.clone()))));
    if private {
        spec.attrs.set("sym_visibility", Attribute::String("private".into()));
    }
    let f = m.create_op(spec);
    let body = m.body();
    m.append_op(body, f);
    let entry = m.create_block(&ty.inputs);
    let r = m.region(f, 0);
    m.append_block(r, entry);
    (f, entry)
}
