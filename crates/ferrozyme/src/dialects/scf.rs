//! The `scf` dialect: structured control flow. Loops (`for`, `while` with
//! `condition`, `parallel` with `reduce`/`reduce.return`), branches (`if`,
//! `index_switch`), `execute_region`, and their terminator `yield`.
//!
//! As in MLIR, an operand-less `scf.yield` ending the body of `scf.for`,
//! `scf.if` (without results) and the default region of `scf.index_switch`
//! is implicit in the custom form: the parser inserts it and the printer
//! leaves it out. The body of `scf.parallel` gets an implicit empty
//! `scf.reduce` when none is written (it is always printed). Values a loop
//! carries are entry-block arguments of its body: `scf.for`'s induction
//! variable then its `iter_args`, `scf.parallel`'s induction variables,
//! `scf.while`'s `before` arguments.

use super::common::{expect_counts, ty};
use super::memref::{
    ensure_terminator, operand_groups, parse_attr_first_terminator, print_attr_first_terminator, print_region_eliding,
    segment_sizes_attr, segments, single_block_terminator, type_list, types_of,
};
use super::{OpDef, Traits};
use crate::ir::{Attribute, DenseElem, Module, OpId, RegionId, Type, Value};
use crate::syntax::{OpState, PResult, Parser, Printer, RegionArg, UnresolvedOperand};

const TERM: Traits = Traits::TERMINATOR.or(Traits::RETURN_LIKE).or(Traits::PURE);
const LOOP: Traits = Traits::RECURSIVE_EFFECTS.or(Traits::SINGLE_BLOCK);

pub static OPS: &[OpDef] = &[
    OpDef::new("scf.for", LOOP, parse_for, print_for, verify_for),
    OpDef::new("scf.if", LOOP, parse_if, print_if, verify_if),
    OpDef::new("scf.while", LOOP, parse_while, print_while, verify_while),
    OpDef::new("scf.condition", TERM, parse_condition, print_condition, verify_condition),
    OpDef::new("scf.yield", TERM, parse_attr_first_terminator, print_attr_first_terminator, verify_yield),
    OpDef::new("scf.parallel", LOOP, parse_parallel, print_parallel, verify_parallel),
    OpDef::new(
        "scf.reduce",
        Traits::TERMINATOR.or(Traits::RECURSIVE_EFFECTS),
        parse_reduce,
        print_reduce,
        verify_reduce,
    ),
    OpDef::new("scf.reduce.return", TERM, parse_reduce_return, print_reduce_return, verify_reduce_return),
    OpDef::new(
        "scf.execute_region",
        Traits::RECURSIVE_EFFECTS,
        parse_execute_region,
        print_execute_region,
        verify_execute_region,
    ),
    OpDef::new("scf.index_switch", LOOP, parse_index_switch, print_index_switch, verify_index_switch),
];

// ----- shared pieces -----

/// `(%a = %x, %b = %y)`: region argument names and the operands they start from.
pub(crate) fn parse_assignment_list(p: &mut Parser<'_>) -> PResult<(Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
    let mut args = Vec::new();
    let mut inits = Vec::new();
    p.expect_punct("(")?;
    p.comma_list(")", |p| {
        args.push(p.parse_operand()?);
        p.expect_punct("=")?;
        inits.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok((args, inits))
}

pub(crate) fn print_assignment_list(p: &mut Printer<'_>, args: &[Value], inits: &[Value]) {
    p.w("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.w(", ");
        }
        p.operand(a);
        p.w(" = ");
        p.operand(v);
    }
    p.w(")");
}

pub(crate) fn region_args(names: Vec<UnresolvedOperand>, tys: &[Type]) -> Vec<RegionArg> {
    names.into_iter().zip(tys).map(|(name, ty)| RegionArg { name, ty: ty.clone() }).collect()
}

/// `-> t` / `-> (t1, t2)` (optional).
pub(crate) fn parse_optional_arrow_types(p: &mut Parser<'_>) -> PResult<Vec<Type>> {
    if p.eat_punct("->")? {
        p.parse_function_result_types()
    } else {
        Ok(Vec::new())
    }
}

/// ` -> t` or ` -> (t1, t2)` (nothing without results), like MLIR's `printOptionalArrowTypeList`.
pub(crate) fn print_optional_arrow_types(p: &mut Printer<'_>, op: OpId) {
    let ts = types_of(p.m, p.m.results(op));
    match ts.as_slice() {
        [] => {}
        [t] if !matches!(t, Type::Function(_)) => {
            p.w(" -> ");
            p.ty(t);
        }
        _ => {
            p.w(" -> (");
            p.types(&ts);
            p.w(")");
        }
    }
}

/// The entry block arguments of region `i` of `op` (`None` without a block).
pub(crate) fn entry_args(m: &Module, op: OpId, i: usize) -> Option<Vec<Value>> {
    let r = *m.regions(op).get(i)?;
    let b = m.entry_block(r)?;
    Some(m.block_args(b).to_vec())
}

/// Check that the `scf.yield` ending a block of `r` (if any) yields `want`.
fn check_yields(m: &Module, r: RegionId, want: &[Type], what: &str) -> Result<(), String> {
    check_yields_of(m, r, want, what, "scf.yield")
}

/// Check that the `yield` op ending a block of `r` (if any) yields `want`.
pub(crate) fn check_yields_of(
    m: &Module,
    r: RegionId,
    want: &[Type],
    what: &str,
    yield_op: &str,
) -> Result<(), String> {
    for &b in m.blocks(r) {
        if let Some(t) = m.last_op(b).filter(|&t| m.is(t, yield_op)) {
            let got = types_of(m, m.operands(t));
            if got != want {
                return Err(format!("{what} yields {} but the op's results are {}", type_list(&got), type_list(want)));
            }
        }
    }
    Ok(())
}

// ----- for -----

/// `scf.for %i = %lb to %ub step %s [iter_args(%a = %init) -> (t)] [: type] { body } [{attrs}]`
fn parse_for(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let iv = p.parse_operand()?;
    p.expect_punct("=")?;
    let at = p.here();
    let lb = p.parse_operand()?;
    p.expect_keyword("to")?;
    let ub = p.parse_operand()?;
    p.expect_keyword("step")?;
    let step = p.parse_operand()?;
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    let iter_at = p.here();
    if p.eat_keyword("iter_args")? {
        (args, inits) = parse_assignment_list(p)?;
        p.expect_punct("->")?;
        st.result_types = p.parse_function_result_types()?;
    }
    if args.len() != st.result_types.len() {
        return Err(p.error_at(iter_at, "mismatch in number of loop-carried values and defined values"));
    }
    let t = if p.eat_punct(":")? { p.parse_type()? } else { Type::Index };
    st.operands = p.resolve_all(&[lb, ub, step], &[t.clone(), t.clone(), t.clone()], at)?;
    st.operands.extend(p.resolve_all(&inits, &st.result_types, iter_at)?);
    let mut rargs = vec![RegionArg { name: iv, ty: t }];
    rargs.extend(region_args(args, &st.result_types));
    let r = p.parse_region(&rargs, false)?;
    ensure_terminator(p, r, "scf.yield");
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_for(p: &mut Printer<'_>, op: OpId) {
    let ops = p.m.operands(op).to_vec();
    let Some(args) = entry_args(p.m, op, 0) else { return p.generic_op(op) };
    if ops.len() < 3
        || p.m.regions(op).len() != 1
        || args.len() != ops.len() - 2
        || p.m.results(op).len() != ops.len() - 3
    {
        return p.generic_op(op);
    }
    p.w("scf.for ");
    p.operand(args[0]);
    p.w(" = ");
    p.operand(ops[0]);
    p.w(" to ");
    p.operand(ops[1]);
    p.w(" step ");
    p.operand(ops[2]);
    let has_iter = ops.len() > 3;
    if has_iter {
        p.w(" iter_args");
        print_assignment_list(p, &args[1..], &ops[3..]);
        p.w(" -> (");
        let rs = p.m.results(op).to_vec();
        p.value_types(&rs);
        p.w(")");
    }
    let t = p.m.value_type(args[0]).clone();
    if !t.is_index() {
        p.w(" : ");
        p.ty(&t);
    }
    p.w(" ");
    let r = p.m.region(op, 0);
    if has_iter {
        p.region(r, false);
    } else {
        print_region_eliding(p, r, false, "scf.yield");
    }
    p.attr_dict(op, &[]);
}

fn verify_for(m: &Module, op: OpId) -> Result<(), String> {
    let ops = m.operands(op);
    if ops.len() < 3 || m.regions(op).len() != 1 {
        return Err("expects lower bound, upper bound, step operands and one region".into());
    }
    let t = ty(m, op, 0);
    if ty(m, op, 1) != t || ty(m, op, 2) != t || !t.is_int_or_index() {
        return Err(
            "failed to verify that all of {lowerBound, upperBound, step} have the same signless integer or index type"
                .into(),
        );
    }
    let inits = types_of(m, &ops[3..]);
    let results = types_of(m, m.results(op));
    if inits.len() != results.len() {
        return Err("mismatch in number of loop-carried values and defined values".into());
    }
    let Some(args) = entry_args(m, op, 0) else { return Err("expects a non-empty body region".into()) };
    if args.len() != inits.len() + 1 {
        return Err(format!(
            "expects {} body block arguments (the induction variable and the iter_args), but found {}",
            inits.len() + 1,
            args.len()
        ));
    }
    if m.value_type(args[0]) != t {
        return Err("expected induction variable to be same type as bounds and step".into());
    }
    for (i, (a, r)) in inits.iter().zip(&results).enumerate() {
        if a != r {
            return Err(format!("types mismatch between {i}th iter operand and defined value"));
        }
        if m.value_type(args[i + 1]) != r {
            return Err(format!("types mismatch between {i}th iter region arg and defined value"));
        }
    }
    check_yields(m, m.region(op, 0), &results, "the body")
}

// ----- if -----

/// `scf.if %c [-> (t)] { then } [else { else }] [{attrs}]`
fn parse_if(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    st.operands.push(p.resolve(&c, &Type::i1())?);
    st.result_types = parse_optional_arrow_types(p)?;
    st.regions = parse_then_else(p, "scf.yield")?;
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

/// `{ then } [else { else }]` of an if (`scf.if`, `affine.if`) whose
/// regions end with `yield_op` (implicit when it yields nothing); an
/// absent `else` is an empty region.
pub(crate) fn parse_then_else(p: &mut Parser<'_>, yield_op: &str) -> PResult<Vec<RegionId>> {
    let then = p.parse_region(&[], false)?;
    ensure_terminator(p, then, yield_op);
    let els = if p.eat_keyword("else")? {
        let r = p.parse_region(&[], false)?;
        ensure_terminator(p, r, yield_op);
        r
    } else {
        p.empty_region()
    };
    Ok(vec![then, els])
}

/// ` { then } [else { else }]` of if `op` (the yields left out when the op
/// has no results).
pub(crate) fn print_then_else(p: &mut Printer<'_>, op: OpId, yield_op: &str) {
    let results = !p.m.results(op).is_empty();
    for i in 0..2 {
        let r = p.m.region(op, i);
        if i == 1 {
            if p.m.blocks(r).is_empty() {
                break;
            }
            p.w(" else");
        }
        p.w(" ");
        if results {
            p.region(r, false);
        } else {
            print_region_eliding(p, r, false, yield_op);
        }
    }
}

fn print_if(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 || p.m.regions(op).len() != 2 {
        return p.generic_op(op);
    }
    p.w("scf.if ");
    p.operand(p.m.operand(op, 0));
    let rs = p.m.results(op).to_vec();
    if !rs.is_empty() {
        p.w(" -> (");
        p.value_types(&rs);
        p.w(")");
    }
    print_then_else(p, op, "scf.yield");
    p.attr_dict(op, &[]);
}

fn verify_if(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() != 1 || m.regions(op).len() != 2 {
        return Err("expects one condition operand and two regions".into());
    }
    if *ty(m, op, 0) != Type::i1() {
        return Err(format!("condition must be of type 'i1', but got '{}'", ty(m, op, 0)));
    }
    let results = types_of(m, m.results(op));
    let (then, els) = (m.region(op, 0), m.region(op, 1));
    if m.blocks(then).is_empty() {
        return Err("expects a non-empty 'then' region".into());
    }
    if !results.is_empty() && m.blocks(els).is_empty() {
        return Err("must have an else block if defining values".into());
    }
    for (r, what) in [(then, "the 'then' region"), (els, "the 'else' region")] {
        if let Some(b) = m.entry_block(r) {
            if !m.block_args(b).is_empty() {
                return Err(format!("{what} cannot have arguments"));
            }
        }
        check_yields(m, r, &results, what)?;
    }
    Ok(())
}

// ----- while, condition -----

/// `scf.while [(%a = %init, ...)] : (ins) -> outs { before } do { after } [attributes {..}]`
fn parse_while(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let (args, inits) = if p.at_punct("(") { parse_assignment_list(p)? } else { (Vec::new(), Vec::new()) };
    p.expect_punct(":")?;
    let at = p.here();
    let Type::Function(ft) = p.parse_function_type()? else {
        return Err(p.error_at(at, "expected function type"));
    };
    if ft.inputs.len() != inits.len() {
        return Err(p.error_at(
            at,
            format!("expected as many input types as operands (expected {} got {})", inits.len(), ft.inputs.len()),
        ));
    }
    st.operands = p.resolve_all(&inits, &ft.inputs, at)?;
    st.result_types = ft.results.clone();
    let before = p.parse_region(&region_args(args, &ft.inputs), false)?;
    p.expect_keyword("do")?;
    let after = p.parse_region(&[], false)?;
    st.regions = vec![before, after];
    if p.eat_keyword("attributes")? {
        st.attrs = p.parse_attr_dict()?;
    }
    Ok(())
}

fn print_while(p: &mut Printer<'_>, op: OpId) {
    let inits = p.m.operands(op).to_vec();
    if p.m.regions(op).len() != 2 {
        return p.generic_op(op);
    }
    let args = entry_args(p.m, op, 0).unwrap_or_default();
    if args.len() != inits.len() {
        return p.generic_op(op);
    }
    p.w("scf.while");
    if !inits.is_empty() {
        p.w(" ");
        print_assignment_list(p, &args, &inits);
    }
    p.w(" : ");
    let ft = Type::function(types_of(p.m, &inits), types_of(p.m, p.m.results(op)));
    p.ty(&ft);
    p.w(" ");
    let (before, after) = (p.m.region(op, 0), p.m.region(op, 1));
    p.region(before, false);
    p.w(" do ");
    p.region(after, true);
    p.attr_dict_with_keyword(op, &[], true);
}

fn verify_while(m: &Module, op: OpId) -> Result<(), String> {
    if m.regions(op).len() != 2 {
        return Err("expects two regions".into());
    }
    let inits = types_of(m, m.operands(op));
    let results = types_of(m, m.results(op));
    let (before, after) = (m.region(op, 0), m.region(op, 1));
    let Some(bargs) = entry_args(m, op, 0) else { return Err("expects a non-empty 'before' region".into()) };
    if types_of(m, &bargs) != inits {
        return Err(format!(
            "expects the 'before' region arguments {} to match the operand types {}",
            type_list(&types_of(m, &bargs)),
            type_list(&inits)
        ));
    }
    match single_block_terminator(m, before) {
        Some(t) if m.is(t, "scf.condition") => {
            let got = types_of(m, m.operands(t).get(1..).unwrap_or(&[]));
            if got != results {
                return Err(format!(
                    "'scf.condition' forwards {} but the op's results are {}",
                    type_list(&got),
                    type_list(&results)
                ));
            }
        }
        _ => return Err("expects the 'before' region to terminate with 'scf.condition'".into()),
    }
    let Some(aargs) = entry_args(m, op, 1) else { return Err("expects a non-empty 'after' region".into()) };
    if types_of(m, &aargs) != results {
        return Err(format!(
            "expects the 'after' region arguments {} to match the result types {}",
            type_list(&types_of(m, &aargs)),
            type_list(&results)
        ));
    }
    match single_block_terminator(m, after) {
        Some(t) if m.is(t, "scf.yield") => {
            let got = types_of(m, m.operands(t));
            if got != inits {
                return Err(format!(
                    "the 'after' region yields {} but the operand types are {}",
                    type_list(&got),
                    type_list(&inits)
                ));
            }
        }
        _ => return Err("expects the 'after' region to terminate with 'scf.yield'".into()),
    }
    Ok(())
}

/// `scf.condition(%c) [{attrs}] [%a, %b : t1, t2]`
fn parse_condition(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    p.expect_punct("(")?;
    let c = p.parse_operand()?;
    p.expect_punct(")")?;
    st.operands.push(p.resolve(&c, &Type::i1())?);
    st.attrs = p.parse_optional_attr_dict()?;
    let at = p.here();
    let args = p.parse_operand_list()?;
    if !args.is_empty() {
        let tys = p.parse_colon_type_list()?;
        st.operands.extend(p.resolve_all(&args, &tys, at)?);
    }
    Ok(())
}

fn print_condition(p: &mut Printer<'_>, op: OpId) {
    let ops = p.m.operands(op).to_vec();
    let Some((&c, args)) = ops.split_first() else { return p.generic_op(op) };
    p.w("scf.condition(");
    p.operand(c);
    p.w(")");
    p.attr_dict(op, &[]);
    if !args.is_empty() {
        p.w(" ");
        p.operands(args);
        p.w(" : ");
        p.value_types(args);
    }
}

fn verify_condition(m: &Module, op: OpId) -> Result<(), String> {
    if m.parent_op(op).is_none_or(|w| !m.is(w, "scf.while")) {
        return Err("expects parent op 'scf.while'".into());
    }
    if m.operands(op).is_empty() || *ty(m, op, 0) != Type::i1() {
        return Err("expects an 'i1' condition as first operand".into());
    }
    if !m.results(op).is_empty() {
        return Err("expects no results".into());
    }
    Ok(())
}

// ----- yield -----

const YIELD_PARENTS: [&str; 5] = ["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"];

fn verify_yield(m: &Module, op: OpId) -> Result<(), String> {
    if !m.results(op).is_empty() {
        return Err("expects no results".into());
    }
    match m.parent_op(op) {
        Some(p) if YIELD_PARENTS.iter().any(|n| m.is(p, n)) => Ok(()),
        _ => Err(format!("expects parent op to be one of '{}'", YIELD_PARENTS.join(", "))),
    }
}

// ----- parallel, reduce -----

/// `(%a, %b)` of exactly `n` operands (`n = None`: any number).
fn parse_paren_operands(p: &mut Parser<'_>, n: Option<usize>) -> PResult<Vec<UnresolvedOperand>> {
    p.expect_punct("(")?;
    let at = p.here();
    let v = p.parse_operand_list()?;
    p.expect_punct(")")?;
    match n {
        Some(n) if v.len() != n => Err(p.error_at(at, format!("expected {n} operands, but found {}", v.len()))),
        _ => Ok(v),
    }
}

/// `scf.parallel (%i, %j) = (%a, %b) to (%c, %d) step (%e, %f) [init (%x)] [-> t] { body } [{attrs}]`
fn parse_parallel(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let ivs = parse_paren_operands(p, None)?;
    let n = ivs.len();
    p.expect_punct("=")?;
    let at = p.here();
    let lbs = parse_paren_operands(p, Some(n))?;
    p.expect_keyword("to")?;
    let ubs = parse_paren_operands(p, Some(n))?;
    p.expect_keyword("step")?;
    let steps = parse_paren_operands(p, Some(n))?;
    let init_at = p.here();
    let inits = if p.eat_keyword("init")? { parse_paren_operands(p, None)? } else { Vec::new() };
    st.result_types = parse_optional_arrow_types(p)?;
    let index = vec![Type::Index; n];
    for list in [&lbs, &ubs, &steps] {
        st.operands.extend(p.resolve_all(list, &index, at)?);
    }
    st.operands.extend(p.resolve_all(&inits, &st.result_types, init_at)?);
    let r = p.parse_region(&region_args(ivs, &index), false)?;
    ensure_terminator(p, r, "scf.reduce");
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    st.attrs.set("operandSegmentSizes", segment_sizes_attr(&[n, n, n, inits.len()]));
    Ok(())
}

fn print_paren_operands(p: &mut Printer<'_>, vs: &[Value]) {
    p.w("(");
    p.operands(vs);
    p.w(")");
}

fn print_parallel(p: &mut Printer<'_>, op: OpId) {
    let Some(g) = operand_groups(p.m, op, 4) else { return p.generic_op(op) };
    let ivs = entry_args(p.m, op, 0).unwrap_or_default();
    let n = g[0].len();
    if g[1].len() != n
        || g[2].len() != n
        || ivs.len() != n
        || p.m.regions(op).len() != 1
        || p.m.results(op).len() != g[3].len()
    {
        return p.generic_op(op);
    }
    p.w("scf.parallel ");
    print_paren_operands(p, &ivs);
    p.w(" = ");
    print_paren_operands(p, &g[0]);
    p.w(" to ");
    print_paren_operands(p, &g[1]);
    p.w(" step ");
    print_paren_operands(p, &g[2]);
    if !g[3].is_empty() {
        p.w(" init ");
        print_paren_operands(p, &g[3]);
    }
    print_optional_arrow_types(p, op);
    p.w(" ");
    let r = p.m.region(op, 0);
    p.region(r, false);
    p.attr_dict(op, &[]);
}

fn verify_parallel(m: &Module, op: OpId) -> Result<(), String> {
    let segs = segments(m, op, 4)?;
    let n = segs[0];
    if segs[1] != n || segs[2] != n {
        return Err("expects the same number of lower bounds, upper bounds and steps".into());
    }
    if n == 0 {
        return Err("needs at least one tuple element for lowerBound, upperBound and step".into());
    }
    let ops = m.operands(op);
    if let Some(t) = ops[..3 * n].iter().map(|&v| m.value_type(v)).find(|t| !t.is_index()) {
        return Err(format!("bounds and steps must be of type 'index', but got '{t}'"));
    }
    let inits = types_of(m, &ops[3 * n..]);
    let results = types_of(m, m.results(op));
    if inits != results {
        return Err(format!("init values {} must match the result types {}", type_list(&inits), type_list(&results)));
    }
    if m.regions(op).len() != 1 {
        return Err("expects one region".into());
    }
    let Some(ivs) = entry_args(m, op, 0) else { return Err("expects a non-empty body region".into()) };
    if ivs.len() != n || ivs.iter().any(|&v| !m.value_type(v).is_index()) {
        return Err(format!("expects {n} 'index' induction variables as body arguments"));
    }
    match single_block_terminator(m, m.region(op, 0)) {
        Some(t) if m.is(t, "scf.reduce") => {
            let got = types_of(m, m.operands(t));
            if got.len() != results.len() {
                return Err(format!(
                    "expects number of results: {} to be the same as number of reductions: {}",
                    results.len(),
                    got.len()
                ));
            }
            if got != results {
                return Err(format!("reduces {} but the op's results are {}", type_list(&got), type_list(&results)));
            }
        }
        _ => return Err("expects body to terminate with 'scf.reduce'".into()),
    }
    Ok(())
}

/// `scf.reduce[(%a, %b : t1, t2)] [{ ^bb0(%l: t1, %r: t1): ... }, { ... }] [{attrs}]`
fn parse_reduce(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    if p.eat_punct("(")? {
        let at = p.here();
        let ops = p.parse_operand_list()?;
        if ops.is_empty() {
            return Err(p.error("expected SSA operand"));
        }
        let tys = p.parse_colon_type_list()?;
        p.expect_punct(")")?;
        st.operands = p.resolve_all(&ops, &tys, at)?;
    }
    if p.at_punct("{") {
        st.regions.push(p.parse_region(&[], false)?);
        while p.eat_punct(",")? {
            st.regions.push(p.parse_region(&[], false)?);
        }
    }
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_reduce(p: &mut Printer<'_>, op: OpId) {
    p.w("scf.reduce");
    let ops = p.m.operands(op).to_vec();
    if !ops.is_empty() {
        p.w("(");
        p.operands(&ops);
        p.w(" : ");
        p.value_types(&ops);
        p.w(")");
    }
    let regions = p.m.regions(op).to_vec();
    for (i, r) in regions.into_iter().enumerate() {
        p.w(if i == 0 { " " } else { ", " });
        p.region(r, true);
    }
    p.attr_dict(op, &[]);
}

fn verify_reduce(m: &Module, op: OpId) -> Result<(), String> {
    if m.parent_op(op).is_none_or(|w| !m.is(w, "scf.parallel")) {
        return Err("expects parent op 'scf.parallel'".into());
    }
    if !m.results(op).is_empty() {
        return Err("expects no results".into());
    }
    if m.regions(op).len() != m.operands(op).len() {
        return Err(format!(
            "expects one reduction region per operand ({} operands, {} regions)",
            m.operands(op).len(),
            m.regions(op).len()
        ));
    }
    for (i, &r) in m.regions(op).iter().enumerate() {
        let t = ty(m, op, i);
        let Some(b) = m.entry_block(r) else { return Err(format!("reduction region #{i} is empty")) };
        let args = m.block_args(b);
        if args.len() != 2 || args.iter().any(|&a| m.value_type(a) != t) {
            return Err(format!("expected two block arguments with type '{t}' in the reduction region #{i}"));
        }
        match single_block_terminator(m, r) {
            Some(t) if m.is(t, "scf.reduce.return") => {}
            _ => return Err(format!("reduction region #{i} must terminate with 'scf.reduce.return'")),
        }
    }
    Ok(())
}

/// `scf.reduce.return %v {attrs} : t`
fn parse_reduce_return(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.attrs = p.parse_optional_attr_dict()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve(&u, &t)?);
    Ok(())
}

fn print_reduce_return(p: &mut Printer<'_>, op: OpId) {
    if p.m.operands(op).len() != 1 {
        return p.generic_op(op);
    }
    p.w("scf.reduce.return ");
    p.operand(p.m.operand(op, 0));
    p.attr_dict(op, &[]);
    p.w(" : ");
    let t = ty(p.m, op, 0).clone();
    p.ty(&t);
}

fn verify_reduce_return(m: &Module, op: OpId) -> Result<(), String> {
    expect_counts(m, op, 1, 0)?;
    let region = m.op_parent(op).and_then(|b| m.block_parent(b));
    let Some((reduce, r)) = region.and_then(|r| Some((m.region_parent(r)?, r))).filter(|(p, _)| m.is(*p, "scf.reduce"))
    else {
        return Err("expects parent op 'scf.reduce'".into());
    };
    let Some(i) = m.regions(reduce).iter().position(|&x| x == r) else { return Ok(()) };
    if let Some(&v) = m.operands(reduce).get(i) {
        let want = m.value_type(v);
        if ty(m, op, 0) != want {
            return Err(format!(
                "type of the returned value '{}' must match the reduced value type '{want}'",
                ty(m, op, 0)
            ));
        }
    }
    Ok(())
}

// ----- execute_region -----

/// `scf.execute_region [-> types] { blocks } [{attrs}]`
fn parse_execute_region(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    st.result_types = parse_optional_arrow_types(p)?;
    st.regions.push(p.parse_region(&[], false)?);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_execute_region(p: &mut Printer<'_>, op: OpId) {
    if p.m.regions(op).len() != 1
        || !p.m.operands(op).is_empty()
        || entry_args(p.m, op, 0).is_some_and(|a| !a.is_empty())
    {
        return p.generic_op(op);
    }
    p.w("scf.execute_region");
    print_optional_arrow_types(p, op);
    p.w(" ");
    let r = p.m.region(op, 0);
    p.region(r, false);
    p.attr_dict(op, &[]);
}

fn verify_execute_region(m: &Module, op: OpId) -> Result<(), String> {
    if !m.operands(op).is_empty() || m.regions(op).len() != 1 {
        return Err("expects no operands and one region".into());
    }
    let r = m.region(op, 0);
    let Some(b) = m.entry_block(r) else { return Err("region cannot have 0 blocks".into()) };
    if !m.block_args(b).is_empty() {
        return Err("region cannot have any arguments".into());
    }
    check_yields(m, r, &types_of(m, m.results(op)), "the region")
}

// ----- index_switch -----

/// `scf.index_switch %i [{attrs}] [-> t1, t2] (case N { .. })* default { .. }`
fn parse_index_switch(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    st.operands.push(p.resolve(&u, &Type::Index)?);
    st.attrs = p.parse_optional_attr_dict()?;
    if p.eat_punct("->")? {
        st.result_types = p.parse_type_list_no_parens()?;
    }
    let mut cases = Vec::new();
    let mut regions = Vec::new();
    while p.eat_keyword("case")? {
        let at = p.here();
        let v = p.parse_int("case value")?;
        let v = i64::try_from(v).map_err(|_| p.error_at(at, "case value out of range"))?;
        cases.push(DenseElem::Int(v as i128));
        regions.push(p.parse_region(&[], false)?);
    }
    p.expect_keyword("default")?;
    let default = p.parse_region(&[], false)?;
    ensure_terminator(p, default, "scf.yield");
    st.regions.push(default);
    st.regions.extend(regions);
    st.attrs.set("cases", Attribute::DenseArray { elem: Type::i64(), values: cases });
    Ok(())
}

fn switch_cases(m: &Module, op: OpId) -> Option<Vec<i128>> {
    match m.attr(op, "cases") {
        Some(a @ Attribute::DenseArray { elem, .. }) if *elem == Type::i64() => a.as_dense_ints(),
        _ => None,
    }
}

fn print_index_switch(p: &mut Printer<'_>, op: OpId) {
    let Some(cases) = switch_cases(p.m, op) else { return p.generic_op(op) };
    let regions = p.m.regions(op).to_vec();
    if p.m.operands(op).len() != 1 || regions.len() != cases.len() + 1 {
        return p.generic_op(op);
    }
    p.w("scf.index_switch ");
    p.operand(p.m.operand(op, 0));
    p.attr_dict(op, &["cases"]);
    let rs = p.m.results(op).to_vec();
    if !rs.is_empty() {
        p.w(" -> ");
        p.value_types(&rs);
    }
    for (v, &r) in cases.iter().zip(&regions[1..]) {
        p.newline();
        p.w(&format!("case {v} "));
        p.region(r, false);
    }
    p.newline();
    p.w("default ");
    print_region_eliding(p, regions[0], false, "scf.yield");
}

fn verify_index_switch(m: &Module, op: OpId) -> Result<(), String> {
    if m.operands(op).len() != 1 || !ty(m, op, 0).is_index() {
        return Err("expects one 'index' operand".into());
    }
    let Some(cases) = switch_cases(m, op) else {
        return Err("requires a 'cases' attribute of type array<i64: ...>".into());
    };
    let regions = m.regions(op);
    if regions.len() != cases.len() + 1 {
        return Err(format!("has {} case regions but {} case values", regions.len().saturating_sub(1), cases.len()));
    }
    for (i, c) in cases.iter().enumerate() {
        if cases[..i].contains(c) {
            return Err(format!("has duplicate case value: {c}"));
        }
    }
    let results = types_of(m, m.results(op));
    for (i, &r) in regions.iter().enumerate() {
        let what = if i == 0 { "the default region".to_string() } else { format!("case region #{}", i - 1) };
        let Some(b) = m.entry_block(r) else { return Err(format!("{what} is empty")) };
        if !m.block_args(b).is_empty() {
            return Err(format!("{what} cannot have arguments"));
        }
        match single_block_terminator(m, r) {
            Some(t) if m.is(t, "scf.yield") => check_yields(m, r, &results, &what)?,
            _ => return Err(format!("{what} must terminate with 'scf.yield'")),
        }
    }
    Ok(())
}
