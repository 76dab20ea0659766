//! Inlining a callee with several blocks at a call in a loop of a caller
//! with several blocks (reverse mode, on the private copy `restructure`
//! makes, before its blocks are structured by `crate::ad::cfg`).
//!
//! C-like code (`llvm.func`s with `cf`-style loops) calls helpers that loop
//! over pointer arguments from its own loops: `for (t) step(u, n, h)`. As
//! a call in a loop, such a helper is replayed in the reverse sweep, and
//! the memory it updates would need a copy per iteration, which a pointer
//! of unknown extent cannot have. Inlined, the helper's loops are loops of
//! the caller, whose loads are recorded per iteration like any others.
//!
//! Which calls: direct calls in a block of the caller that lies on a cycle
//! of its CFG, of a callee with several blocks or calls of its own (not
//! native, not reaching itself or the caller through calls, at most
//! `MAX_OPS` ops) taking memory. The caller's block is split at the call: the part before it
//! branches to a copy of the callee's blocks, whose returns branch to the
//! part after it with the results as block arguments; its allocations of
//! constant size go to the caller's entry block.

use crate::hash::HashSet;
use crate::ir::{BlockId, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, RegionId, Type};

/// Callees larger than this are left as calls.
const MAX_OPS: usize = 400;

/// Inline the calls of multi-block `f` that are wanted (repeatedly, for
/// callees calling such helpers themselves); whether any was.
pub(crate) fn apply(m: &mut Module, f: OpId, origin: OpId, native: &HashSet<OpId>) -> bool {
    let mut any = false;
    for _ in 0..4 {
        let calls = candidates(m, f, origin, native);
        if calls.is_empty() {
            break;
        }
        for (call, callee) in calls {
            inline(m, f, call, callee);
        }
        any = true;
    }
    any
}

/// The calls of `f` to inline, with their callees.
pub(crate) fn candidates(m: &Module, f: OpId, origin: OpId, native: &HashSet<OpId>) -> Vec<(OpId, OpId)> {
    let Some(region) = m.regions(f).first().copied() else { return Vec::new() };
    if m.blocks(region).len() < 2 {
        return Vec::new();
    }
    let looping = blocks_on_cycles(m, region);
    let mut out = Vec::new();
    for &b in m.blocks(region) {
        if !looping.contains(&b) {
            continue;
        }
        for o in m.block_ops(b) {
            if let Some(callee) = wanted(m, f, origin, o, native) {
                out.push((o, callee));
                // (One per block per round: the block is split at it.)
                break;
            }
        }
    }
    out
}

fn wanted(m: &Module, f: OpId, origin: OpId, o: OpId, native: &HashSet<OpId>) -> Option<OpId> {
    if !(m.is(o, "func.call") || m.is(o, "llvm.call")) || m.attr(o, "var_callee_type").is_some() {
        return None;
    }
    let bundles = m.attr(o, "op_bundle_sizes").and_then(|a| a.as_dense_ints()).is_some_and(|b| !b.is_empty());
    if bundles || !m.operands(o).iter().any(|&v| crate::ad::activity::is_memory(m.value_type(v))) {
        return None;
    }
    let callee = crate::ad::activity::callee_of(m, o)?;
    let body = crate::ad::activity::body(m, callee)?;
    // (A callee of one block that calls others: its calls come inline with
    // it, and then those callees.)
    let multi = m.blocks(body).len() > 1;
    let calls = m.collect_ops(callee).into_iter().any(|x| m.is(x, "func.call") || m.is(x, "llvm.call"));
    if !(multi || calls) || native.contains(&callee) || m.collect_ops(callee).len() > MAX_OPS {
        return None;
    }
    // Every function it reaches through calls: not itself, not f.
    crate::ad::restructure::reaches_none_of(m, callee, &[callee, f, origin]).then_some(callee)
}

/// The blocks of `region` that can reach themselves through branches.
fn blocks_on_cycles(m: &Module, region: RegionId) -> HashSet<BlockId> {
    let succs = |b: BlockId| -> Vec<BlockId> {
        m.last_op(b).map(|t| m.successors(t).iter().map(|s| s.block).collect()).unwrap_or_default()
    };
    let mut out = HashSet::default();
    for &b in m.blocks(region) {
        let mut seen: HashSet<BlockId> = HashSet::default();
        let mut work = succs(b);
        while let Some(x) = work.pop() {
            if x == b {
                out.insert(b);
                break;
            }
            if seen.insert(x) {
                work.extend(succs(x));
            }
        }
    }
    out
}

pub(crate) fn inline(m: &mut Module, f: OpId, call: OpId, callee: OpId) {
    let Some(b) = m.op_parent(call) else { return };
    let Some(region) = m.block_parent(b) else { return };
    let Some(body) = crate::ad::activity::body(m, callee) else { return };
    let br = if m.is(f, "llvm.func") { "llvm.br" } else { "cf.br" };
    // The part after the call: a block taking the call's results.
    let tys: Vec<Type> = m.results(call).iter().map(|&r| m.value_type(r).clone()).collect();
    let after = m.create_block(&tys);
    let index = m.blocks(region).iter().position(|&x| x == b).map_or(m.blocks(region).len(), |i| i + 1);
    m.insert_block(region, index, after);
    let rest: Vec<OpId> = std::iter::successors(m.next_op(call), |&o| m.next_op(o)).collect();
    for o in rest {
        m.detach_op(o);
        m.append_op(after, o);
    }
    for (i, r) in m.results(call).to_vec().into_iter().enumerate() {
        let a = m.block_arg(after, i);
        m.replace_all_uses(r, a);
    }
    // The callee's blocks, its returns branching to `after`.
    let first_new = m.blocks(region).len();
    let mut map = IrMap::new();
    m.clone_region_into(body, region, &mut map);
    let new_blocks: Vec<BlockId> = m.blocks(region)[first_new..].to_vec();
    for &nb in &new_blocks {
        let Some(t) = m.last_op(nb) else { continue };
        if m.is(t, "llvm.return") || m.is(t, "func.return") {
            let vals = m.operands(t).to_vec();
            let mut spec = OpSpec::new(br);
            spec.successors.push((after, vals));
            spec.pos = m.op(t).pos;
            let j = m.create_op(spec);
            m.insert_op_before(t, j);
            m.erase_op(t);
        }
    }
    hoist_static_allocas(m, region, new_blocks[0]);
    // The part before: branch to the copy of the callee's entry, whose
    // arguments are the call's operands themselves (a loop made of these
    // blocks then need not carry them).
    let entry = new_blocks[0];
    let operands = m.operands(call).to_vec();
    for (i, &v) in operands.iter().enumerate() {
        let a = m.block_arg(entry, i);
        m.replace_all_uses(a, v);
    }
    for i in (0..operands.len()).rev() {
        m.erase_block_arg(entry, i);
    }
    // The copy of the callee's entry block (no predecessors but this
    // edge) continues `b` itself: what it allocates is allocated where the
    // call was (in the caller's entry block for a call there, so that the
    // blocks made one need not carry it).
    m.erase_op(call);
    let ops: Vec<OpId> = m.block_ops(entry).collect();
    for o in ops {
        m.detach_op(o);
        Builder::new(m, InsertPoint::End(b)).insert(o);
    }
    m.detach_block(entry);
}

/// Move the allocations of constant size in `entry` (the copy of the
/// callee's entry block) to the start of the caller's entry block, their
/// constant sizes with them, as LLVM's inliner does: one allocation per
/// run of the caller, not a fresh one per call in its loop (whose value
/// the structured loop would otherwise carry).
fn hoist_static_allocas(m: &mut Module, region: RegionId, entry: BlockId) {
    let Some(&caller_entry) = m.blocks(region).first() else { return };
    if caller_entry == entry {
        return;
    }
    let constant =
        |m: &Module, v| m.defining_op(v).is_some_and(|d| m.is(d, "arith.constant") || m.is(d, "llvm.mlir.constant"));
    let allocas: Vec<OpId> = m
        .block_ops(entry)
        .filter(|&o| {
            (m.is(o, "llvm.alloca") || m.is(o, "memref.alloca")) && m.operands(o).iter().all(|&v| constant(m, v))
        })
        .collect();
    let Some(first) = m.first_op(caller_entry) else { return };
    for a in allocas {
        for (i, v) in m.operands(a).to_vec().into_iter().enumerate() {
            let d = m.defining_op(v).expect("checked: a constant");
            let c = m.clone_op(d, &mut IrMap::new());
            m.insert_op_before(first, c);
            let cv = m.result(c, 0);
            m.set_operand(a, i, cv);
        }
        m.detach_op(a);
        m.insert_op_before(first, a);
    }
}
