//! Code moved where the program might not have run it (reverse-mode
//! rewrites on the private copy `restructure` makes): sizes and views
//! made before the branch op or loop that guards them (`crate::ad::hoist`,
//! `crate::ad::branch_allocs`, `reverse::remake`). A division made there
//! must not trap (`speculate`), and an allocation must not be made with a
//! size the program would not allocate (`guarded_size`: 0 where its
//! branch is not taken).

use crate::ir::{Attribute, IrMap, Module, OpId, Type, Value};

/// Make op `c` (a copy of a pure op, moved where the program might not
/// have run it: out of a guard, or before a loop that may not run) safe
/// to run there: a division or remainder that may trap
/// (`crate::dialects::may_trap`) divides by 1 where its divisor is 0, or
/// -1 under the least signed value (the overflow). (Its
/// value matters only where the program runs it, with a divisor that is
/// not 0.)
pub(crate) fn speculate(m: &mut Module, c: OpId) {
    if !crate::dialects::may_trap(m, c) {
        return;
    }
    let (x, d) = (m.operand(c, 0), m.operand(c, 1));
    let ty = m.value_type(d).clone();
    let signed = !(m.is(c, "arith.divui") || m.is(c, "arith.remui") || m.is(c, "arith.ceildivui"));
    let bits = if ty.is_index() { 64 } else { ty.int_width().unwrap_or(64) };
    let constant = |b: &mut crate::ir::Builder, v: i128| {
        if ty.is_index() {
            b.const_index(v as i64)
        } else {
            b.const_int(v, ty.clone())
        }
    };
    let mut b = crate::ir::Builder::new(m, crate::ir::InsertPoint::Before(c));
    let eq = |b: &mut crate::ir::Builder, a: Value, w: Value| {
        let pred = Attribute::Integer { value: 0, ty: Type::i64() };
        b.value(crate::ir::OpSpec::new("arith.cmpi").operands(&[a, w]).attr("predicate", pred).result(Type::i1()))
    };
    let (zero, one) = (constant(&mut b, 0), constant(&mut b, 1));
    let mut bad = eq(&mut b, d, zero);
    if signed {
        // (And the signed overflow, the least value over -1.)
        let (minus_one, least) = (constant(&mut b, -1), constant(&mut b, -(1i128 << (bits - 1))));
        let (by_minus_one, from_least) = (eq(&mut b, d, minus_one), eq(&mut b, x, least));
        let overflow =
            b.value(crate::ir::OpSpec::new("arith.andi").operands(&[by_minus_one, from_least]).result(Type::i1()));
        bad = b.value(crate::ir::OpSpec::new("arith.ori").operands(&[bad, overflow]).result(Type::i1()));
    }
    let safe = b.value(crate::ir::OpSpec::new("arith.select").operands(&[bad, one, d]).result(ty.clone()));
    m.set_operand(c, 1, safe);
}

/// What must hold for `o` to run, as far as it is known before `top` (an
/// op holding it): the condition of each `scf.if` branch and the case of
/// each `scf.index_switch` on the way whose operand is computable there;
/// and whether that is all of them (no `scf.while` or condition made
/// inside). (Loops are not guards: views of the allocation made
/// before a loop — `reverse::remake` — need its size even when the loop
/// does not run.)
pub(crate) type Guards = (Vec<Guard>, bool);

/// A guard: `value` is among `values` (or, `member = false`, none of them).
pub(crate) struct Guard {
    value: Value,
    values: Vec<i128>,
    member: bool,
}

pub(crate) fn guards(m: &Module, top: OpId, o: OpId) -> Option<Guards> {
    let chain: Vec<OpId> = std::iter::successors(Some(o), |&p| m.parent_op(p)).collect();
    let last = chain.iter().position(|&p| p == top)?;
    let mut out = Vec::new();
    let mut all = true;
    for w in chain[..=last].windows(2) {
        let (inner, p) = (w[0], w[1]);
        let region = m.regions(p).iter().position(|&r| m.blocks(r).iter().any(|&b| m.op_parent(inner) == Some(b)));
        let branch = m.is(p, "scf.if") || m.is(p, "scf.index_switch");
        if branch && crate::ad::hoist::computable_before(m, top, m.operand(p, 0), 4) {
            let value = m.operand(p, 0);
            let guard = if m.is(p, "scf.if") {
                Guard { value, values: vec![1], member: region == Some(0) }
            } else {
                // (Region 0 is the default, region k + 1 case k.)
                let cases = m.attr(p, "cases").and_then(Attribute::as_dense_ints).unwrap_or_default();
                match region {
                    Some(0) | None => Guard { value, values: cases, member: false },
                    Some(k) => Guard { value, values: cases.get(k - 1).copied().into_iter().collect(), member: true },
                }
            };
            out.push(guard);
        } else if !m.is(p, "scf.for") {
            all = false;
        }
    }
    Some((out, all))
}

/// `size` where `o` would run (`guards` known before `top`), else 0, made
/// before `at` (`top` or an op in it, where `size` is defined).
pub(crate) fn guarded_size(m: &mut Module, o: OpId, (top, at): (OpId, OpId), size: Value, map: &mut IrMap) -> Value {
    let Some((gs, _)) = guards(m, top, o) else { return size };
    let ip = crate::ir::InsertPoint::Before(at);
    let ty = m.value_type(size).clone();
    let value = |m: &mut Module, spec: crate::ir::OpSpec| crate::ir::Builder::new(m, ip).value(spec);
    let mut runs: Option<Value> = None;
    for g in gs {
        let v = crate::ad::hoist::remake_before(m, top, g.value, map);
        let vty = m.value_type(v).clone();
        let mut any = crate::ir::Builder::new(m, ip).const_int(0, Type::i1());
        for c in g.values {
            let mut b = crate::ir::Builder::new(m, ip);
            let k = if vty.is_index() { b.const_index(c as i64) } else { b.const_int(c, vty.clone()) };
            let pred = Attribute::Integer { value: 0, ty: Type::i64() };
            let eq = value(
                m,
                crate::ir::OpSpec::new("arith.cmpi").operands(&[v, k]).attr("predicate", pred).result(Type::i1()),
            );
            any = value(m, crate::ir::OpSpec::new("arith.ori").operands(&[any, eq]).result(Type::i1()));
        }
        let holds = if g.member {
            any
        } else {
            let t = crate::ir::Builder::new(m, ip).const_int(1, Type::i1());
            value(m, crate::ir::OpSpec::new("arith.xori").operands(&[any, t]).result(Type::i1()))
        };
        runs = Some(match runs {
            None => holds,
            Some(r) => value(m, crate::ir::OpSpec::new("arith.andi").operands(&[r, holds]).result(Type::i1())),
        });
    }
    let Some(runs) = runs else { return size };
    let mut b = crate::ir::Builder::new(m, ip);
    let zero = if ty.is_index() { b.const_index(0) } else { b.const_int(0, ty.clone()) };
    b.value(crate::ir::OpSpec::new("arith.select").operands(&[runs, size, zero]).result(ty))
}
