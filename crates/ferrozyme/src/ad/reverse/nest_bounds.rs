//! Trip-count bounds for loops nested in an instrumented loop whose bounds
//! depend on the loops around them (triangular and other non-rectangular
//! nests). Records of such a loop's iterations are sized before the
//! outermost loop runs (`loops::record_nested`), with one row per
//! iteration of the loop around it: the row length must bound the inner
//! trip count over all those iterations.
//!
//! The bound is the largest trip count at the corners of the nest: the
//! bounds' computation (pure ops of the enclosing loops' induction
//! variables and of values defined before the nest) is re-evaluated before
//! the outermost loop with each of those induction variables at its first
//! and at its last value. That is exact for bounds monotone in each
//! induction variable, which is taken only where it is certain: bounds
//! affine in the induction variables (`j < i`, `[7 i, 7 i + 7)`), or
//! made of monotone ops in which each varying value is used once
//! (`j < min(i, m)`); other loops (`j < i mod 5`, `j < i (4 − i)`) record
//! into a stream (`nest_stream`) instead. The forward sweep still checks
//! each instance against the bound (index arithmetic could wrap) and
//! stops with an error rather than overrun the records.

use crate::hash::HashSet;

use crate::ir::{Builder, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value, ValueDef};

/// At most this many induction variables in a bound (2^N corners).
const MAX_IVS: usize = 4;

/// max(0, ceildiv(ub - lb, step)) as an index, from loop bound values.
pub(super) fn trip_from(m: &mut Module, ip: InsertPoint, lb: Value, ub: Value, step: Value) -> Value {
    let idx = |m: &mut Module, v: Value| {
        if m.value_type(v).is_index() {
            v
        } else {
            Builder::new(m, ip).value(OpSpec::new("arith.index_cast").operands(&[v]).result(Type::Index))
        }
    };
    let (l, u, s) = (idx(m, lb), idx(m, ub), idx(m, step));
    let mut b = Builder::new(m, ip);
    let d = b.value(OpSpec::new("arith.subi").operands(&[u, l]).result(Type::Index));
    let q = b.value(OpSpec::new("arith.ceildivsi").operands(&[d, s]).result(Type::Index));
    let z = b.const_index(0);
    b.value(OpSpec::new("arith.maxsi").operands(&[q, z]).result(Type::Index))
}

fn inside(m: &Module, root: OpId, v: Value) -> bool {
    match m.value_def(v) {
        ValueDef::Result { op, .. } => m.is_ancestor(root, op),
        ValueDef::BlockArg { block, .. } => {
            m.block_parent_op(block).is_some_and(|p| p == root || m.is_ancestor(root, p))
        }
        ValueDef::Undefined => false,
    }
}

/// Ops monotone in each operand that varies in the nest when the others
/// are fixed (signed: `subi` may go below zero, where unsigned ops are
/// not monotone); others (`remui`, `select`, comparisons...) applied to
/// varying values make the loop record into a stream instead.
fn monotone(m: &Module, varying: &HashSet<Value>, op: OpId) -> bool {
    const ALWAYS: [&str; 7] =
        ["arith.addi", "arith.subi", "arith.muli", "arith.index_cast", "arith.extsi", "arith.minsi", "arith.maxsi"];
    // (Monotone in the first operand when the second is fixed.)
    const FIXED_RHS: [&str; 5] = ["arith.divsi", "arith.ceildivsi", "arith.floordivsi", "arith.shli", "arith.shrsi"];
    let name = m.name(op).as_str();
    if !m.operands(op).iter().any(|v| varying.contains(v)) {
        return true;
    }
    ALWAYS.contains(&name) || FIXED_RHS.contains(&name) && !varying.contains(&m.operand(op, 1))
}

/// The values of `ordered` (and the induction variables of `loops`) that
/// vary in the nest.
fn varying_values(m: &Module, loops: &[OpId], ordered: &[OpId]) -> HashSet<Value> {
    let mut varying: HashSet<Value> = HashSet::default();
    for &l in loops {
        if let Some(b) = m.entry_block(m.region(l, 0)) {
            varying.insert(m.block_arg(b, 0));
        }
    }
    for &o in ordered {
        if m.operands(o).iter().any(|v| varying.contains(v)) {
            varying.extend(m.results(o).iter().copied());
        }
    }
    varying
}

/// Are `inner`'s bounds affine in the induction variables (sums and
/// differences, products by fixed values, casts) with a fixed step? Then
/// its trip count `⌈(ub − lb) / step⌉` is monotone in each of them, even
/// where one is used several times (`[i·7, i·7 + 7)`, `[i, n − i)`).
fn affine_trip(m: &Module, varying: &HashSet<Value>, inner: OpId) -> bool {
    fn affine(m: &Module, v: Value, varying: &HashSet<Value>) -> bool {
        if !varying.contains(&v) {
            return true;
        }
        let Some(d) = m.defining_op(v) else { return true };
        match m.name(d).as_str() {
            "arith.addi" | "arith.subi" => m.operands(d).iter().all(|&x| affine(m, x, varying)),
            "arith.muli" => {
                let (a, b) = (m.operand(d, 0), m.operand(d, 1));
                !varying.contains(&a) && affine(m, b, varying) || !varying.contains(&b) && affine(m, a, varying)
            }
            "arith.index_cast" | "arith.extsi" => affine(m, m.operand(d, 0), varying),
            _ => false,
        }
    }
    let (lb, ub, st) = (m.operand(inner, 0), m.operand(inner, 1), m.operand(inner, 2));
    !varying.contains(&st) && affine(m, lb, varying) && affine(m, ub, varying)
}

/// Is the trip count of `inner` (from the pure ops `ordered`, of the
/// induction variables of `loops`) a tree in what varies: each induction
/// variable, and each value computed from one, used once (`lb` and `ub`
/// count as uses)? Then, made of `monotone` ops, it is monotone in each
/// induction variable when the others are fixed, and its largest value
/// over the nest is at a corner (moving one variable at a time to its
/// better end never lowers it). `i · (4 − i)` is not (nor affine): such
/// loops record into a stream.
fn tree_shaped(m: &Module, varying: &HashSet<Value>, ordered: &[OpId], inner: OpId) -> bool {
    let mut used = HashSet::default();
    let uses =
        ordered.iter().flat_map(|&o| m.operands(o).iter().copied()).chain(m.operands(inner)[..3].iter().copied());
    for v in uses {
        if varying.contains(&v) && !used.insert(v) {
            return false;
        }
    }
    true
}

/// A bound (an index at `before`, which is just before `root`) on the trip
/// count of `inner` over every iteration of the loops around it inside
/// `root`; `None` when its bounds depend on anything but pure ops of those
/// loops' induction variables (the loops themselves having bounds defined
/// before `root`) and values defined before `root`.
pub(super) fn max_trip_count(m: &mut Module, before: InsertPoint, root: OpId, inner: OpId) -> Option<Value> {
    let mut slice = HashSet::default();
    let mut loops: Vec<OpId> = Vec::new();
    let mut work: Vec<Value> = m.operands(inner)[..3].to_vec();
    while let Some(v) = work.pop() {
        if !inside(m, root, v) {
            continue;
        }
        match m.value_def(v) {
            ValueDef::BlockArg { block, index } => {
                let l = m.block_parent_op(block)?;
                if index != 0 || !m.is(l, "scf.for") || !(l == root || m.is_ancestor(l, inner)) {
                    return None;
                }
                if (0..3).any(|k| inside(m, root, m.operand(l, k))) {
                    return None;
                }
                if !loops.contains(&l) {
                    loops.push(l);
                }
            }
            ValueDef::Result { op, .. } => {
                let pure = crate::dialects::traits(m, op).is_pure() && m.regions(op).is_empty();
                if !pure || crate::dialects::may_trap(m, op) {
                    return None;
                }
                if slice.insert(op) {
                    work.extend(m.operands(op).iter().copied());
                }
            }
            ValueDef::Undefined => return None,
        }
    }
    if loops.len() > MAX_IVS {
        return None;
    }
    let ordered: Vec<OpId> = m.collect_ops(root).into_iter().filter(|o| slice.contains(o)).collect();
    let varying = varying_values(m, &loops, &ordered);
    if !ordered.iter().all(|&o| monotone(m, &varying, o)) {
        return None;
    }
    if !affine_trip(m, &varying, inner) && !tree_shaped(m, &varying, &ordered, inner) {
        return None;
    }
    // First and last value of each induction variable.
    let mut ends = Vec::new();
    for &l in &loops {
        let (lb, ub, st) = (m.operand(l, 0), m.operand(l, 1), m.operand(l, 2));
        let n = trip_from(m, before, lb, ub, st);
        let ty = m.value_type(lb).clone();
        let mut b = Builder::new(m, before);
        let one = b.const_index(1);
        let z = b.const_index(0);
        let nm1 = b.value(OpSpec::new("arith.subi").operands(&[n, one]).result(Type::Index));
        let k = b.value(OpSpec::new("arith.maxsi").operands(&[nm1, z]).result(Type::Index));
        let sti = if ty.is_index() {
            st
        } else {
            b.value(OpSpec::new("arith.index_cast").operands(&[st]).result(Type::Index))
        };
        let lbi = if ty.is_index() {
            lb
        } else {
            b.value(OpSpec::new("arith.index_cast").operands(&[lb]).result(Type::Index))
        };
        let ks = b.value(OpSpec::new("arith.muli").operands(&[k, sti]).result(Type::Index));
        let last = b.value(OpSpec::new("arith.addi").operands(&[lbi, ks]).result(Type::Index));
        let last =
            if ty.is_index() { last } else { b.value(OpSpec::new("arith.index_cast").operands(&[last]).result(ty)) };
        ends.push((lb, last));
    }
    let mut best: Option<Value> = None;
    for corner in 0..(1usize << loops.len()) {
        let mut map = IrMap::new();
        for (j, &l) in loops.iter().enumerate() {
            let iv = m.block_arg(m.entry_block(m.region(l, 0))?, 0);
            let (first, last) = ends[j];
            map.map_value(iv, if corner >> j & 1 == 0 { first } else { last });
        }
        for &o in &ordered {
            let c = m.clone_op(o, &mut map);
            Builder::new(m, before).insert(c);
        }
        let (lb, ub, st) =
            (map.lookup(m.operand(inner, 0)), map.lookup(m.operand(inner, 1)), map.lookup(m.operand(inner, 2)));
        let t = trip_from(m, before, lb, ub, st);
        best = Some(match best {
            None => t,
            Some(b) => Builder::new(m, before).value(OpSpec::new("arith.maxsi").operands(&[b, t]).result(Type::Index)),
        });
    }
    best
}
