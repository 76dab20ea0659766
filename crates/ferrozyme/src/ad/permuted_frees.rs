//! Frees of buffers swapped between blocks, made frees of the allocations
//! themselves (reverse mode, on the private copy `restructure` makes, after
//! `once_allocs` has put the allocations in the entry block).
//!
//! Double buffering in Rust (`mem::swap` of two `Vec`s or `Box`es in a time
//! loop) passes the two buffers around as block arguments, each edge
//! handing on either the allocations or the previous block's arguments in
//! some order, and drops both where the function returns: `free(%a)` and
//! `free(%b)` of block arguments that are, at run time, the two
//! allocations in an order only the trip count knows. A free of a picked
//! pointer inside the dispatch loop `cfg` makes is something reverse mode
//! cannot place (shadows are freed after the reverse sweep).
//!
//! Here the `!llvm.ptr` arguments of a block form a *permuted group* when,
//! on every edge into the block, they receive either distinct allocations
//! of the entry block (C `malloc`, `calloc`, `aligned_alloc`), or a block's
//! whole permuted group in some order (the predecessor's, or a dominating
//! block's that a latch or exit block passes on: SSA makes those values
//! the ones that block was last entered with), the set of
//! allocations being the same on every edge. Then, by induction along any
//! path, the group's arguments are distinct and are exactly that set. A
//! block freeing each of its group's arguments once frees exactly those
//! allocations: the frees become `free` of each allocation, all made where
//! the last of them was (no buffer is freed earlier than before; every
//! later use of a freed buffer was already undefined).
//!
//! A conditional swap passes selects between the group's arguments, all on
//! one condition: the values passed are a permutation of the set whichever
//! way the condition goes.

use crate::hash::{HashMap, HashSet};
use crate::ir::{BlockId, Module, OpId, Value};

/// The permuted groups of `f`'s blocks: each block's group arguments (in
/// order) and the allocations they hold (in entry-block order).
fn groups(m: &Module, f: OpId) -> HashMap<BlockId, (Vec<Value>, Vec<Value>)> {
    let blocks = m.blocks(m.region(f, 0)).to_vec();
    let Some(&entry) = blocks.first() else { return HashMap::default() };
    let allocs: Vec<Value> =
        m.block_ops(entry).filter(|&o| super::c_memory::is_alloc(m, o)).map(|o| m.result(o, 0)).collect();
    if allocs.is_empty() {
        return HashMap::default();
    }
    // Each edge: (from, to, the values passed to each argument of `to`).
    let mut edges: Vec<(BlockId, BlockId, Vec<Value>)> = Vec::new();
    for &b in &blocks {
        let Some(t) = m.last_op(b) else { continue };
        for s in m.successors(t) {
            let vals = (0..s.args_len as usize).map(|k| m.operand(t, s.args_start as usize + k)).collect();
            edges.push((b, s.block, vals));
        }
    }
    let ptr = |v: Value| matches!(m.value_type(v), crate::ir::Type::LlvmPtr { addr_space: 0 });
    let mut members: HashSet<Value> =
        blocks[1..].iter().flat_map(|&b| m.block_args(b).iter().copied()).filter(|&a| ptr(a)).collect();
    loop {
        // Each block's group, and the allocations it holds where known.
        let group = |b: BlockId, members: &HashSet<Value>| -> Vec<usize> {
            (0..m.block_args(b).len()).filter(|&j| members.contains(&m.block_args(b)[j])).collect()
        };
        let mut held: HashMap<BlockId, Vec<Value>> = HashMap::default();
        let mut bad: HashSet<BlockId> = HashSet::default();
        // (Sets flow along edges: as many rounds as blocks settle them.)
        for _ in 0..=blocks.len() {
            for (_, to, vals) in &edges {
                let g = group(*to, &members);
                if g.is_empty() {
                    continue;
                }
                let passed: Vec<Value> = g.iter().map(|&j| vals[j]).collect();
                // (A conditional swap passes selects on one condition: each
                // way it goes is a permutation of one set.)
                let cond = passed.iter().find_map(|&v| picked(m, v).map(|(c, _, _)| c));
                let ways: Vec<Vec<Value>> = match cond {
                    Some(c) => [1, 2]
                        .iter()
                        .map(|&k| {
                            passed
                                .iter()
                                .map(|&v| match picked(m, v) {
                                    Some((c2, t, f)) if c2 == c => {
                                        if k == 1 {
                                            t
                                        } else {
                                            f
                                        }
                                    }
                                    _ => v,
                                })
                                .collect()
                        })
                        .collect(),
                    None => vec![passed],
                };
                let sets: Vec<Result<Option<Vec<Value>>, ()>> =
                    ways.iter().map(|w| permutation_of(m, w, &allocs, &members, &held, &group)).collect();
                let set = match &sets[..] {
                    [Ok(s)] => s.clone(),
                    [Ok(Some(s1)), Ok(Some(s2))] if s1 == s2 => Some(s1.clone()),
                    [Ok(Some(s)), Ok(None)] | [Ok(None), Ok(Some(s))] => Some(s.clone()),
                    [Ok(None), Ok(None)] => None,
                    _ => {
                        bad.insert(*to);
                        continue;
                    }
                };
                if let Some(s) = set {
                    match held.get(to) {
                        Some(h) if *h != s => {
                            bad.insert(*to);
                        }
                        _ => {
                            held.insert(*to, s);
                        }
                    }
                }
            }
        }
        // A block whose group is not one drops it (its predecessors' and
        // successors' groups are checked again without it).
        let unsettled: Vec<BlockId> = blocks[1..]
            .iter()
            .copied()
            .filter(|b| !group(*b, &members).is_empty() && (bad.contains(b) || !held.contains_key(b)))
            .collect();
        if unsettled.is_empty() {
            return blocks[1..]
                .iter()
                .filter_map(|&b| {
                    let g: Vec<Value> = group(b, &members).iter().map(|&j| m.block_args(b)[j]).collect();
                    (!g.is_empty()).then(|| (b, (g, held[&b].clone())))
                })
                .collect();
        }
        for b in unsettled {
            for a in m.block_args(b) {
                members.remove(a);
            }
        }
    }
}

/// The condition and two values of `v`, if it is an `llvm.select`.
fn picked(m: &Module, v: Value) -> Option<(Value, Value, Value)> {
    let d = m.defining_op(v).filter(|&d| m.is(d, "llvm.select") && m.operands(d).len() == 3)?;
    Some((m.operand(d, 0), m.operand(d, 1), m.operand(d, 2)))
}

/// The allocations the values `passed` to a group are, as a set (in
/// entry-block order): distinct allocations, or a permutation of a block's
/// whole group (of the block defining the first value, not necessarily the
/// edge's source: a latch or an exit block passes its dominator's
/// arguments), whose set is `held` (`None` while not known yet); `Err` if
/// they are neither.
fn permutation_of(
    m: &Module,
    passed: &[Value],
    allocs: &[Value],
    members: &HashSet<Value>,
    held: &HashMap<BlockId, Vec<Value>>,
    group: &dyn Fn(BlockId, &HashSet<Value>) -> Vec<usize>,
) -> Result<Option<Vec<Value>>, ()> {
    let distinct = passed.iter().collect::<HashSet<_>>().len() == passed.len();
    if !distinct {
        return Err(());
    }
    if passed.iter().all(|v| allocs.contains(v)) {
        let mut s: Vec<Value> = allocs.iter().copied().filter(|a| passed.contains(a)).collect();
        s.sort_by_key(|a| allocs.iter().position(|x| x == a));
        return Ok(Some(s));
    }
    let crate::ir::ValueDef::BlockArg { block: x, .. } = m.value_def(passed[0]) else { return Err(()) };
    let g = group(x, members);
    if g.len() == passed.len() && g.iter().all(|&j| passed.contains(&m.block_args(x)[j])) {
        Ok(held.get(&x).cloned())
    } else {
        Err(())
    }
}

/// Make the frees of each permuted group frees of its allocations (see the
/// module comment).
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for (b, (group, allocs)) in groups(m, f) {
        let frees: Vec<OpId> =
            m.block_ops(b).filter(|&o| super::c_memory::is_free(m, o) && group.contains(&m.operand(o, 0))).collect();
        let freed: HashSet<Value> = frees.iter().map(|&o| m.operand(o, 0)).collect();
        if frees.len() != group.len() || freed.len() != group.len() {
            continue;
        }
        let last = *frees.last().expect("a group is not empty");
        for (&o, &a) in frees.iter().zip(&allocs) {
            m.set_operand(o, 0, a);
            if o != last {
                m.move_op_before(o, last);
            }
        }
    }
}
