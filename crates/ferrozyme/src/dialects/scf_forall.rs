//! `scf.forall` and its terminator `scf.forall.in_parallel`, in the form
//! bufferized code has: a parallel loop nest over memory, without
//! `shared_outs` (tensor outputs are refused by name).
//!
//! Bounds and steps are mixed lists, as in MLIR: an entry is an `index`
//! value or an integer. They are stored under MLIR's names:
//! `staticLowerBound` / `staticUpperBound` / `staticStep` (`array<i64>`,
//! `i64::MIN` marking an entry taken from the operands, in order) and
//! `operandSegmentSizes` (lower bounds, upper bounds, steps, outputs).
//! `scf.forall (%i) in (%n)` is the normalized form (lower bounds 0,
//! steps 1). The body ends with an empty `scf.forall.in_parallel`, implicit
//! in the custom form. The engines and the AD transformations run it as
//! the `scf.parallel` it is (`rewrite::forall`).

use super::memref::{
    dense_i64, parse_dynamic_index_list_in, print_dynamic_index_list_in, segment_sizes_attr, segments, static_list,
    DYNAMIC,
};
use super::{OpDef, Traits};
use crate::ir::{Module, OpId, OpSpec, Type, Value};
use crate::syntax::{OpState, PResult, Parser, Printer, RegionArg};

pub static OPS: &[OpDef] = &[
    OpDef::new(
        "scf.forall",
        Traits::RECURSIVE_EFFECTS.or(Traits::SINGLE_BLOCK),
        parse_forall,
        print_forall,
        verify_forall,
    ),
    OpDef::new(
        "scf.forall.in_parallel",
        Traits::TERMINATOR.or(Traits::PURE).or(Traits::NO_TERMINATOR),
        parse_in_parallel,
        print_in_parallel,
        verify_in_parallel,
    ),
];

/// The names of the static lists: lower bounds, upper bounds, steps.
const STATIC: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

/// One loop of the nest: its lower bound, upper bound and step, each a
/// value or a constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Bound {
    Value(Value),
    Const(i64),
}

/// The lower bounds, upper bounds and steps of `scf.forall` `op` (`None`
/// when its attributes do not fit its operands).
pub fn bounds(m: &Module, op: OpId) -> Option<[Vec<Bound>; 3]> {
    let segs = segments(m, op, 4).ok()?;
    let mut at = 0;
    let mut out: [Vec<Bound>; 3] = Default::default();
    for (k, name) in STATIC.iter().enumerate() {
        let statics = static_list(m, op, name).ok()?;
        let values = m.operands(op).get(at..at + segs[k])?;
        at += segs[k];
        let mut next = values.iter();
        for s in statics {
            out[k].push(match s {
                s if s == DYNAMIC as i128 => Bound::Value(*next.next()?),
                s => Bound::Const(i64::try_from(s).ok()?),
            });
        }
        if next.next().is_some() {
            return None;
        }
    }
    Some(out)
}

/// `scf.forall (%i, %j) in (%n, 8) { body } [{attrs}]` or
/// `scf.forall (%i) = (%lb) to (%ub) step (2) { body } [{attrs}]`.
fn parse_forall(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    p.expect_punct("(")?;
    let mut ivs = Vec::new();
    p.comma_list(")", |p| {
        ivs.push(p.parse_operand()?);
        Ok(())
    })?;
    let n = ivs.len();
    let at = p.here();
    let lists = if p.eat_keyword("in")? {
        let ub = parse_dynamic_index_list_in(p, ("(", ")"))?;
        [(Vec::new(), vec![0; ub.1.len()]), ub, (Vec::new(), vec![1; n])]
    } else {
        p.expect_punct("=")?;
        let lb = parse_dynamic_index_list_in(p, ("(", ")"))?;
        p.expect_keyword("to")?;
        let ub = parse_dynamic_index_list_in(p, ("(", ")"))?;
        p.expect_keyword("step")?;
        let step = parse_dynamic_index_list_in(p, ("(", ")"))?;
        [lb, ub, step]
    };
    if let Some((_, s)) = lists.iter().find(|(_, s)| s.len() != n) {
        return Err(p.error_at(at, format!("expected {n} bounds (one per induction variable), but found {}", s.len())));
    }
    if p.at_keyword("shared_outs") {
        return Err(p.error("scf.forall with shared_outs (tensor outputs) is not supported: ferrozyme runs and differentiates scf.forall over memory"));
    }
    let mut sizes = Vec::new();
    for (values, _) in &lists {
        st.operands.extend(p.resolve_all(values, &vec![Type::Index; values.len()], at)?);
        sizes.push(values.len());
    }
    sizes.push(0);
    let args: Vec<RegionArg> = ivs.into_iter().map(|name| RegionArg { name, ty: Type::Index }).collect();
    let r = p.parse_region(&args, false)?;
    let b = match p.m.blocks(r).last() {
        Some(&b) => b,
        None => {
            let b = p.m.create_block(&[]);
            p.m.append_block(r, b);
            b
        }
    };
    if p.m.last_op(b).is_none_or(|t| !crate::dialects::traits(&p.m, t).is_terminator()) {
        let t = in_parallel(&mut p.m);
        p.m.append_op(b, t);
    }
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    for (k, (_, statics)) in lists.iter().enumerate() {
        st.attrs.set(STATIC[k], dense_i64(statics));
    }
    st.attrs.set("operandSegmentSizes", segment_sizes_attr(&sizes));
    Ok(())
}

/// A new empty `scf.forall.in_parallel` (one region, one empty block).
pub fn in_parallel(m: &mut Module) -> OpId {
    let t = m.create_op(OpSpec::new("scf.forall.in_parallel").regions(1));
    let b = m.create_block(&[]);
    let r = m.region(t, 0);
    m.append_block(r, b);
    t
}

fn print_bounds(p: &mut Printer<'_>, list: &[Bound]) {
    let values: Vec<Value> =
        list.iter().filter_map(|b| if let Bound::Value(v) = b { Some(*v) } else { None }).collect();
    let statics: Vec<i128> = list
        .iter()
        .map(|b| match b {
            Bound::Value(_) => DYNAMIC as i128,
            Bound::Const(c) => *c as i128,
        })
        .collect();
    print_dynamic_index_list_in(p, &values, &statics, ("(", ")"));
}

fn print_forall(p: &mut Printer<'_>, op: OpId) {
    let Some([lb, ub, step]) = bounds(p.m, op) else { return p.generic_op(op) };
    let r = p.m.region(op, 0);
    let Some(entry) = p.m.entry_block(r) else { return p.generic_op(op) };
    let ivs = p.m.block_args(entry).to_vec();
    p.w("scf.forall (");
    p.operands(&ivs);
    p.w(")");
    if lb.iter().all(|&b| b == Bound::Const(0)) && step.iter().all(|&b| b == Bound::Const(1)) {
        p.w(" in ");
        print_bounds(p, &ub);
    } else {
        p.w(" = ");
        print_bounds(p, &lb);
        p.w(" to ");
        print_bounds(p, &ub);
        p.w(" step ");
        print_bounds(p, &step);
    }
    p.w(" ");
    // (The verifier made sure the terminator is an empty in_parallel.)
    let t = p.m.last_op(entry);
    p.region_except(r, false, t);
    p.attr_dict(op, &STATIC);
}

fn verify_forall(m: &Module, op: OpId) -> Result<(), String> {
    let segs = segments(m, op, 4)?;
    if segs[3] != 0 || !m.results(op).is_empty() {
        return Err("scf.forall with shared_outs (tensor outputs) is not supported".into());
    }
    if let Some(t) = m.operands(op).iter().map(|&v| m.value_type(v)).find(|t| !t.is_index()) {
        return Err(format!("bounds and steps must be of type 'index', but got '{t}'"));
    }
    let Some([lb, ub, step]) = bounds(m, op) else {
        return Err(
            "expects its static bound lists (staticLowerBound, staticUpperBound, staticStep) to match its operands"
                .into(),
        );
    };
    let n = lb.len();
    if n == 0 || ub.len() != n || step.len() != n {
        return Err("expects the same non-zero number of lower bounds, upper bounds and steps".into());
    }
    if step.iter().any(|s| matches!(s, Bound::Const(c) if *c <= 0)) {
        return Err("constant step must be positive".into());
    }
    if m.regions(op).len() != 1 {
        return Err("expects one region".into());
    }
    let r = m.region(op, 0);
    let [b] = m.blocks(r) else { return Err("expects a body of one block".into()) };
    let ivs = m.block_args(*b);
    if ivs.len() != n || ivs.iter().any(|&v| !m.value_type(v).is_index()) {
        return Err(format!("expects {n} 'index' induction variables as body arguments"));
    }
    match m.last_op(*b) {
        Some(t) if m.is(t, "scf.forall.in_parallel") => Ok(()),
        _ => Err("expects body to terminate with 'scf.forall.in_parallel'".into()),
    }
}

/// `scf.forall.in_parallel { }` (empty: there are no tensor outputs).
fn parse_in_parallel(p: &mut Parser<'_>, st: &mut OpState) -> PResult<()> {
    let r = p.parse_region(&[], false)?;
    if p.m.blocks(r).is_empty() {
        let b = p.m.create_block(&[]);
        p.m.append_block(r, b);
    }
    st.regions.push(r);
    st.attrs = p.parse_optional_attr_dict()?;
    Ok(())
}

fn print_in_parallel(p: &mut Printer<'_>, op: OpId) {
    p.w("scf.forall.in_parallel ");
    let r = p.m.region(op, 0);
    p.region(r, false);
    p.attr_dict(op, &[]);
}

fn verify_in_parallel(m: &Module, op: OpId) -> Result<(), String> {
    if m.parent_op(op).is_none_or(|w| !m.is(w, "scf.forall")) {
        return Err("expects parent op 'scf.forall'".into());
    }
    if !m.operands(op).is_empty() || !m.results(op).is_empty() {
        return Err("expects no operands and no results".into());
    }
    match m.regions(op) {
        [r] if m.blocks(*r).iter().all(|&b| m.first_op(b).is_none()) && m.blocks(*r).len() <= 1 => Ok(()),
        [_] => Err("only an empty scf.forall.in_parallel is supported (tensor outputs are not)".into()),
        _ => Err("expects one region".into()),
    }
}
