//! Code moved where the program might not have run it (reverse-mode
//! rewrites on the private copy `restructure` makes): sizes and views
//! made before the branch op or loop that guards them (`crate::ad::hoist`,
//! `crate::ad::branch_allocs`, `reverse::remake`). A division made there
//! must not trap (`speculate`: a division gets a divisor that cannot be
//! 0, a window out of its memref's bounds is made empty), and an
//! allocation must not be made with a size the program would not allocate
//! (`guarded_size`: 0 where its branch is not taken or its loop does not
//! run).

use crate::ir::{Attribute, IrMap, Module, OpId, Type, Value};

/// Make op `c` (a copy of a pure op, moved where the program might not
/// have run it: out of a guard, or before a loop that may not run) safe
/// to run there: a division or remainder that may trap
/// (`crate::dialects::may_trap`) divides by 1 where its divisor is 0, or
/// -1 under the least signed value (the overflow). (Its
/// value matters only where the program runs it, with a divisor that is
/// not 0.)
pub(crate) fn speculate(m: &mut Module, c: OpId) {
    if m.is(c, "memref.subview") {
        return speculate_window(m, c);
    }
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

/// Make `memref.subview` `c` (moved where the program might not have made
/// it) safe there: where its window is out of its source's bounds in some
/// dimension (the program would not make it there), its dynamic offsets
/// and sizes are 0 and its dynamic strides 1 (an empty window). Where it
/// is in bounds, it is the same window.
fn speculate_window(m: &mut Module, c: OpId) {
    let Some(groups) = crate::dialects::memref::operand_groups(m, c, 4) else { return };
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let Some(statics) =
        names.iter().map(|n| m.attr(c, n).and_then(Attribute::as_dense_ints)).collect::<Option<Vec<_>>>()
    else {
        return;
    };
    if groups[1..].iter().all(Vec::is_empty) {
        return;
    }
    let src = m.operand(c, 0);
    let mut b = crate::ir::Builder::new(m, crate::ir::InsertPoint::Before(c));
    // Offset, size and stride in each dimension, as values.
    let mixed = |k: usize, b: &mut crate::ir::Builder| -> Option<Vec<Value>> {
        let mut dynamic = groups[k + 1].iter();
        statics[k]
            .iter()
            .map(|&s| {
                if s == crate::dialects::memref::DYNAMIC as i128 {
                    dynamic.next().copied()
                } else {
                    Some(b.const_index(s as i64))
                }
            })
            .collect()
    };
    let (Some(offs), Some(sizes), Some(strides)) = (mixed(0, &mut b), mixed(1, &mut b), mixed(2, &mut b)) else {
        return;
    };
    let cmp = |b: &mut crate::ir::Builder, pred: i128, x: Value, y: Value| {
        let p = Attribute::Integer { value: pred, ty: Type::i64() };
        b.value(crate::ir::OpSpec::new("arith.cmpi").operands(&[x, y]).attr("predicate", p).result(Type::i1()))
    };
    let bin = |b: &mut crate::ir::Builder, name: &str, x: Value, y: Value, ty: Type| {
        b.value(crate::ir::OpSpec::new(name).operands(&[x, y]).result(ty))
    };
    let (zero, one) = (b.const_index(0), b.const_index(1));
    let mut bad = b.const_int(0, Type::i1());
    for k in 0..offs.len().min(sizes.len()).min(strides.len()) {
        let (o, s, st) = (offs[k], sizes[k], strides[k]);
        let kk = b.const_index(k as i64);
        let n = b.value(crate::ir::OpSpec::new("memref.dim").operands(&[src, kk]).result(Type::Index));
        // (Predicates: 2 slt, 4 sgt, 5 sge.)
        let neg = [o, s, st].map(|x| cmp(&mut b, 2, x, zero));
        let s1 = bin(&mut b, "arith.subi", s, one, Type::Index);
        let span = bin(&mut b, "arith.muli", s1, st, Type::Index);
        let last = bin(&mut b, "arith.addi", o, span, Type::Index);
        let nonempty = cmp(&mut b, 4, s, zero);
        let past = cmp(&mut b, 5, last, n);
        let beyond = bin(&mut b, "arith.andi", nonempty, past, Type::i1());
        for x in neg.into_iter().chain([beyond]) {
            bad = bin(&mut b, "arith.ori", bad, x, Type::i1());
        }
    }
    // Dynamic operands, in order: offsets, sizes (to 0), strides (to 1).
    let mut index = 1;
    for (k, group) in groups[1..].iter().enumerate() {
        let safe = if k == 2 { one } else { zero };
        for &v in group {
            let w = b.value(crate::ir::OpSpec::new("arith.select").operands(&[bad, safe, v]).result(Type::Index));
            b.m.set_operand(c, index, w);
            index += 1;
        }
    }
}

/// What must hold for `o` to run, as far as it is known before `top` (an
/// op holding it): the condition of each `scf.if` branch and the case of
/// each `scf.index_switch` on the way whose operand is computable there,
/// and that each `scf.for` on the way whose bounds are runs; and whether
/// that is all of the branches (no `scf.while` or condition made inside).
/// (A view of an allocation made empty this way, made again before a loop
/// by `reverse::remake`, is empty too: `speculate_window`.)
pub(crate) type Guards = (Vec<Guard>, bool);

/// A guard.
pub(crate) enum Guard {
    /// `value` is among `values` (or, `member = false`, none of them).
    Among { value: Value, values: Vec<i128>, member: bool },
    /// An `scf.for` from `lower` to `upper` runs: `lower < upper`.
    Runs { lower: Value, upper: Value },
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
                Guard::Among { value, values: vec![1], member: region == Some(0) }
            } else {
                // (Region 0 is the default, region k + 1 case k.)
                let cases = m.attr(p, "cases").and_then(Attribute::as_dense_ints).unwrap_or_default();
                match region {
                    Some(0) | None => Guard::Among { value, values: cases, member: false },
                    Some(k) => {
                        Guard::Among { value, values: cases.get(k - 1).copied().into_iter().collect(), member: true }
                    }
                }
            };
            out.push(guard);
        } else if m.is(p, "scf.for") {
            let (lower, upper) = (m.operand(p, 0), m.operand(p, 1));
            let known = |v| crate::ad::hoist::computable_before(m, top, v, 4);
            if known(lower) && known(upper) {
                out.push(Guard::Runs { lower, upper });
            }
        } else {
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
        let (guarded, values, member) = match g {
            Guard::Among { value: v, values, member } => (v, values, member),
            Guard::Runs { lower, upper } => {
                let (lower, upper) = (
                    crate::ad::hoist::remake_before(m, top, lower, map),
                    crate::ad::hoist::remake_before(m, top, upper, map),
                );
                // (2: slt; the bounds of an scf.for are signed.)
                let pred = Attribute::Integer { value: 2, ty: Type::i64() };
                let spec = crate::ir::OpSpec::new("arith.cmpi").operands(&[lower, upper]).attr("predicate", pred);
                let holds = value(m, spec.result(Type::i1()));
                runs = Some(match runs {
                    None => holds,
                    Some(r) => value(m, crate::ir::OpSpec::new("arith.andi").operands(&[r, holds]).result(Type::i1())),
                });
                continue;
            }
        };
        let v = crate::ad::hoist::remake_before(m, top, guarded, map);
        let vty = m.value_type(v).clone();
        let mut any = crate::ir::Builder::new(m, ip).const_int(0, Type::i1());
        for c in values {
            let mut b = crate::ir::Builder::new(m, ip);
            let k = if vty.is_index() { b.const_index(c as i64) } else { b.const_int(c, vty.clone()) };
            let pred = Attribute::Integer { value: 0, ty: Type::i64() };
            let eq = value(
                m,
                crate::ir::OpSpec::new("arith.cmpi").operands(&[v, k]).attr("predicate", pred).result(Type::i1()),
            );
            any = value(m, crate::ir::OpSpec::new("arith.ori").operands(&[any, eq]).result(Type::i1()));
        }
        let holds = if member {
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
