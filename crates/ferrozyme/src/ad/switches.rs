//! `scf.index_switch` rewritten into `scf.if` ops before reverse mode
//! (which differentiates `scf.if`): a chain of nested ifs, or, where the
//! default region only passes values through (the dispatch of
//! `crate::ad::cfg`), a sequence of ifs as long as there are cases.

use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// `scf.index_switch` `s` as `scf.if` ops (see the module comment).
pub(crate) fn switch_to_if(m: &mut Module, s: OpId) {
    let arg = m.operand(s, 0);
    let cases: Vec<i128> = m.attr(s, "cases").and_then(Attribute::as_dense_ints).unwrap_or_default();
    let tys: Vec<Type> = m.results(s).iter().map(|&r| m.value_type(r).clone()).collect();
    let regions = m.regions(s).to_vec();
    if let Some(passed) = passed_through(m, s, &cases) {
        return switch_to_if_sequence(m, s, &cases, &tys, passed);
    }
    // if arg == case0 { case0 } else { if arg == case1 { … } else { default } }
    let mut ip = InsertPoint::Before(s);
    let mut outer: Option<OpId> = None;
    for (k, &c) in cases.iter().enumerate() {
        let eq = is_case(m, ip, arg, c);
        let i = Builder::new(m, ip).create(OpSpec::new("scf.if").operands(&[eq]).results(&tys).regions(2));
        m.op_mut(i).pos = m.op(s).pos;
        let (then_r, else_r) = (m.region(i, 0), m.region(i, 1));
        m.take_region_blocks(regions[k + 1], then_r);
        if let InsertPoint::End(b) = ip {
            // Inside the previous else block: yield this if's results.
            let rs = m.results(i).to_vec();
            Builder::new(m, InsertPoint::End(b)).create(OpSpec::new("scf.yield").operands(&rs));
        }
        outer.get_or_insert(i);
        let eb = Builder::new(m, ip).add_block(else_r, &[]);
        ip = InsertPoint::End(eb);
        if k + 1 == cases.len() {
            // The last else holds the default region's ops.
            let db = m.blocks(regions[0])[0];
            for op in m.block_ops(db).collect::<Vec<_>>() {
                m.detach_op(op);
                m.append_op(eb, op);
            }
        }
    }
    match outer {
        Some(i) => {
            let rs = m.results(i).to_vec();
            m.replace_op(s, &rs);
        }
        // No cases: the default region, in place.
        None => crate::ad::restructure::inline_block_before(m, m.blocks(regions[0])[0], s),
    }
}

/// The values the default region of `scf.index_switch` `s` yields, when
/// that is all it does (they are defined before `s`) and the cases are
/// distinct: as the dispatch of `crate::ad::cfg` does.
fn passed_through(m: &Module, s: OpId, cases: &[i128]) -> Option<Vec<Value>> {
    let db = *m.blocks(*m.regions(s).first()?).first()?;
    let y = m.first_op(db).filter(|&y| m.last_op(db) == Some(y) && m.is(y, "scf.yield"))?;
    let outside = m.operands(y).iter().all(|&v| {
        m.defining_op(v).is_none_or(|d| !m.is_ancestor(s, d)) && {
            match m.value_def(v) {
                crate::ir::ValueDef::BlockArg { block, .. } => {
                    m.block_parent_op(block).is_none_or(|p| p != s && !m.is_ancestor(s, p))
                }
                _ => true,
            }
        }
    });
    let distinct = cases.iter().enumerate().all(|(i, c)| !cases[..i].contains(c));
    (outside && distinct && !cases.is_empty()).then(|| m.operands(y).to_vec())
}

/// `scf.index_switch` `s` whose default passes `passed` through, as a
/// sequence of `scf.if`s, each yielding its case's values or those of the
/// one before (at most one runs: the cases are distinct). A chain of
/// nested `scf.if`s would be as deep as there are cases, and reverse mode
/// copies an `scf.if`'s regions: quadratic in the number of blocks of a
/// function made one by `crate::ad::cfg` (reader-21).
fn switch_to_if_sequence(m: &mut Module, s: OpId, cases: &[i128], tys: &[Type], passed: Vec<Value>) {
    let arg = m.operand(s, 0);
    let regions = m.regions(s).to_vec();
    let ip = InsertPoint::Before(s);
    let mut prev = passed;
    for (k, &c) in cases.iter().enumerate() {
        let eq = is_case(m, ip, arg, c);
        let i = Builder::new(m, ip).create(OpSpec::new("scf.if").operands(&[eq]).results(tys).regions(2));
        m.op_mut(i).pos = m.op(s).pos;
        let (then_r, else_r) = (m.region(i, 0), m.region(i, 1));
        m.take_region_blocks(regions[k + 1], then_r);
        let eb = Builder::new(m, ip).add_block(else_r, &[]);
        Builder::new(m, InsertPoint::End(eb)).create(OpSpec::new("scf.yield").operands(&prev));
        prev = m.results(i).to_vec();
    }
    m.replace_op(s, &prev);
}

/// `arg == c` (an index compare) at `ip`.
fn is_case(m: &mut Module, ip: InsertPoint, arg: Value, c: i128) -> Value {
    let cv = Builder::new(m, ip).const_index(c as i64);
    Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[arg, cv])
            .attr("predicate", Attribute::Integer { value: 0, ty: Type::i64() })
            .result(Type::i1()),
    )
}
