//! The `builtin` dialect: `module` (and `unrealized_conversion_cast`).

use super::{OpDef, Traits};
use crate::ir::{Attribute, Module, OpId};
use crate::syntax::{OpState, PResult, Parser, Printer};

pub static OPS: &[OpDef] = &[
    OpDef::new(
        "builtin.module",
        Traits::ISOLATED.or(Traits::NO_TERMINATOR).or(Traits::SYMBOL_TABLE).or(Traits::SINGLE_BLOCK),
        parse_module_op,
        print_module_op,
        verify_module,
    ),
    OpDef::new("builtin.unrealized_conversion_cast", Traits::PURE, parse_ucc, print_ucc, verify_ucc),
];

/// `module @name? attributes {..}? { ... }`
fn parse_module_op(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if let crate::syntax::lexer::Tok::At(_) = p.peek().tok {
        let name = p.parse_symbol_name()?;
        st.attrs.set("sym_name", Attribute::String(name));
    }
    if p.eat_keyword("attributes")? {
        st.attrs = super::common::merge(std::mem::take(&mut st.attrs), p.parse_attr_dict()?);
    }
    let r = p.parse_region(&[], true)?;
    st.regions.push(r);
    Ok(())
}

fn print_module_op(p: &mut Printer<'_>, op: OpId) {
    p.w("module");
    if let Some(n) = p.m.symbol_name(op).map(str::to_string) {
        p.w(" ");
        p.symbol(&n);
    }
    p.attr_dict_with_keyword(op, &["sym_name"], true);
    p.w(" ");
    let r = p.m.region(op, 0);
    p.region(r, false);
}

fn verify_module(m: &Module, op: OpId) -> Result<(), String> {
    if m.regions(op).len() != 1 || m.blocks(m.region(op, 0)).len() > 1 {
        return Err("expects one region with at most one block".into());
    }
    if let Some(b) = m.entry_block(m.region(op, 0)) {
        if !m.block_args(b).is_empty() {
            return Err("expects a body block without arguments".into());
        }
    }
    Ok(())
}

/// `%r = builtin.unrealized_conversion_cast %a, %b : t1, t2 to t3 {attrs}`
/// (the attribute dictionary last, as MLIR prints it).
fn parse_ucc(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let at = p.here();
    let ops = p.parse_operand_list()?;
    let mut from = Vec::new();
    if !ops.is_empty() {
        from = {
            p.expect_punct(":")?;
            p.parse_type_list_no_parens()?
        };
    }
    p.expect_keyword("to")?;
    st.result_types = p.parse_type_list_no_parens()?;
    st.attrs = p.parse_optional_attr_dict()?;
    st.operands = p.resolve_all(&ops, &from, at)?;
    Ok(())
}

fn print_ucc(p: &mut Printer<'_>, op: OpId) {
    p.w("builtin.unrealized_conversion_cast ");
    let ops = p.m.operands(op).to_vec();
    p.operands(&ops);
    if !ops.is_empty() {
        p.w(" : ");
        p.value_types(&ops);
    }
    p.w(" to ");
    let rs = p.m.results(op).to_vec();
    p.value_types(&rs);
    p.attr_dict(op, &[]);
}

fn verify_ucc(m: &Module, op: OpId) -> Result<(), String> {
    if m.results(op).is_empty() {
        return Err("expected at least one result for cast operation".into());
    }
    Ok(())
}
