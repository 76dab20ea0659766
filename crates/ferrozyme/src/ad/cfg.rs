//! Multi-block function bodies (`cf` / `llvm` branches, loops in
//! unstructured form, switches, early returns) rewritten into one block
//! for reverse mode, on the private copy `restructure` makes:
//!
//! ```text
//! <entry block's ops>
//! %r:N = scf.while (%state, %slots…) = (<entry's successor>, …) {
//!   scf.condition(%state != 0) …
//! } do {
//!   scf.index_switch %state  case 1 { <block 1's ops>; yield <its successor> }  case 2 { … }
//! }
//! return <the return slots of %r>
//! ```
//!
//! The loop carries the state (the block to run next, 0 once a block has
//! returned) and one slot per block argument of every block, per value a
//! block uses from another non-entry block (its live-in values: those
//! travel as extra block arguments), and per returned value. A branch
//! yields the new state and fills its target's slots; a conditional branch
//! or switch selects between the successors' tuples. The reverse sweep then
//! handles the function as a top-level `scf.while` (its records say which
//! block ran and with what, in order) around `scf.if` chains.

use crate::hash::HashMap;
use std::collections::BTreeSet;

use crate::ir::{Attribute, BlockId, Builder, InsertPoint, Module, OpId, OpSpec, RegionId, Type, Value, ValueDef};
use crate::syntax::Diagnostic;

/// Attribute on the dispatching `scf.while`: what it was made from
/// ("multi-block function", "multi-block scf.execute_region"), for refusals.
pub(crate) const MADE_FROM: &str = "ferrozyme.made_from";

/// Does function `f` have several blocks?
pub(crate) fn is_multi_block(m: &Module, f: OpId) -> bool {
    m.regions(f).first().is_some_and(|&r| m.blocks(r).len() > 1)
}

/// The block of `region` whose ops contain (at any depth) the definition of `v`.
fn home(m: &Module, region: RegionId, v: Value) -> Option<BlockId> {
    let mut b = match m.value_def(v) {
        ValueDef::Result { op, .. } => m.op_parent(op)?,
        ValueDef::BlockArg { block, .. } => block,
        ValueDef::Undefined => return None,
    };
    loop {
        let r = m.block_parent(b)?;
        if r == region {
            return Some(b);
        }
        b = m.op_parent(m.region_parent(r)?)?;
    }
}

/// The block of `region` holding `op` (at any depth).
fn op_home(m: &Module, region: RegionId, op: OpId) -> Option<BlockId> {
    let mut b = m.op_parent(op)?;
    loop {
        let r = m.block_parent(b)?;
        if r == region {
            return Some(b);
        }
        b = m.op_parent(m.region_parent(r)?)?;
    }
}

struct Layout {
    /// Block → its case number (1, 2, …; 0 is "returned").
    ids: HashMap<BlockId, i64>,
    /// (block, argument index) → slot.
    arg_slot: HashMap<(BlockId, usize), usize>,
    /// (block, live-in value) → slot.
    live_slot: HashMap<(BlockId, Value), usize>,
    livein: HashMap<BlockId, BTreeSet<Value>>,
    /// First return slot.
    ret_start: usize,
    types: Vec<Type>,
}

fn err(m: &Module, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::for_op(m, op, msg)
}

fn i1_cmp(m: &mut Module, ip: InsertPoint, a: Value, b: Value, pred: i128) -> Value {
    Builder::new(m, ip).value(
        OpSpec::new("arith.cmpi")
            .operands(&[a, b])
            .attr("predicate", Attribute::Integer { value: pred, ty: Type::i64() })
            .result(Type::i1()),
    )
}

/// A value of type `t` to start a slot with (never read before it is set).
/// Marks the null pointer that starts a pointer slot of the tuple: a value
/// no block reads (every block sets its arguments before it runs), which
/// `crate::ad::ptr_offsets` may replace by any pointer.
pub(crate) const DUMMY: &str = "ferrozyme.cfg_dummy";

fn dummy(m: &mut Module, ip: InsertPoint, t: &Type, entry_values: &[Value], f: OpId) -> Result<Value, Diagnostic> {
    if t.is_float() {
        return Ok(Builder::new(m, ip).const_float(0.0, t.clone()));
    }
    if t.is_index() || t.int_width().is_some() {
        return Ok(Builder::new(m, ip).const_int(0, t.clone()));
    }
    if t.is_llvm_ptr() {
        let spec = OpSpec::new("llvm.mlir.zero").attr(DUMMY, Attribute::Unit).result(t.clone());
        return Ok(Builder::new(m, ip).value(spec));
    }
    entry_values.iter().copied().find(|&v| m.value_type(v) == t).ok_or_else(|| {
        err(
            m,
            f,
            format!(
                "reverse mode of a function with several blocks: a block argument of type '{t}' needs a value of that type in the entry block to start from{}",
                if crate::ad::activity::is_memory(t) { format!(" ({})", crate::ad::once_allocs::MOVABLE) } else { String::new() }
            ),
        )
    })
}

/// Ops computing an address from their operands alone: re-created where
/// an address made in another block is used (`rematerialize_addresses`).
const ADDRESS_OPS: [&str; 3] = ["llvm.getelementptr", "llvm.mlir.addressof", "llvm.mlir.zero"];

/// Addresses computed in one non-entry block and used in another (a
/// pointer to `u[i]` made where a loop tests `u[i]` and stored through
/// where it updates it) are re-computed in the using block, so that the
/// loop does not carry pointers: each use gets a copy of the address op
/// at the start of its block (whose operands then cross blocks instead,
/// as integers, or are addresses handled the same way).
fn rematerialize_addresses(m: &mut Module, region: RegionId) {
    let blocks: Vec<BlockId> = m.blocks(region).to_vec();
    let entry = blocks[0];
    // (Each round moves one level of address ops; chains are short.)
    for _ in 0..8 {
        let mut changed = false;
        for &b in &blocks[1..] {
            for top in m.block_ops(b).collect::<Vec<_>>() {
                for op in m.collect_ops(top) {
                    for (i, v) in m.operands(op).to_vec().into_iter().enumerate() {
                        if !home(m, region, v).is_some_and(|h| h != b && h != entry) {
                            continue;
                        }
                        let Some(d) = m.defining_op(v).filter(|&d| ADDRESS_OPS.iter().any(|n| m.is(d, n))) else {
                            continue;
                        };
                        let Some(first) = m.first_op(b) else { continue };
                        let copy = m.clone_op(d, &mut crate::ir::IrMap::new());
                        m.insert_op_before(first, copy);
                        m.set_operand(op, i, m.result(copy, 0));
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
}

/// Memref block arguments that are always one of the entry block's memrefs
/// (buffers swapped around a loop) become positions in the list of those
/// memrefs; each use picks the memref back with `arith.select`s (whose
/// shadows reverse mode picks the same way). The loop then carries
/// integers only.
fn memref_args_to_positions(m: &mut Module, region: RegionId) {
    let blocks: Vec<BlockId> = m.blocks(region).to_vec();
    let entry = blocks[0];
    let args: Vec<Value> = blocks[1..]
        .iter()
        .flat_map(|&b| m.block_args(b).to_vec())
        .filter(|&a| m.value_type(a).is_memref_like())
        .collect();
    if args.is_empty() {
        return;
    }
    let mut cands: Vec<Value> = Vec::new();
    let mut edges = Vec::new();
    for &b in &blocks {
        let Some(t) = m.last_op(b) else { return };
        for i in 0..m.successors(t).len() {
            let s = m.successors(t)[i].block;
            for (j, &v) in m.successor_args(t, i).iter().enumerate() {
                let a = m.block_arg(s, j);
                if !args.contains(&a) {
                    continue;
                }
                if !args.contains(&v) {
                    if home(m, region, v) != Some(entry) {
                        return; // A memref made elsewhere: left to be refused by name.
                    }
                    if !cands.contains(&v) {
                        cands.push(v);
                    }
                }
                edges.push((t, i, j, v));
            }
        }
    }
    let pos = |v: Value| cands.iter().position(|&c| c == v).unwrap_or(0) as i64;
    for &(t, i, j, v) in &edges {
        if args.contains(&v) {
            continue;
        }
        let k = Builder::new(m, InsertPoint::Before(t)).const_index(pos(v));
        let mut sargs = m.successor_args(t, i).to_vec();
        sargs[j] = k;
        m.set_successor_args(t, i, &sargs);
    }
    for &a in &args {
        let ty = m.value_type(a).clone();
        m.set_value_type(a, Type::Index);
        let uses: Vec<(OpId, u32)> = m.uses(a).iter().map(|u| (u.op, u.index)).collect();
        for (o, idx) in uses {
            if !m.successors(o).is_empty() {
                continue; // Passed on to another block: stays a position.
            }
            let mut made = Vec::new();
            let sel = crate::ad::restructure::pick(m, InsertPoint::Before(o), a, &cands, &ty, &mut made);
            m.set_operand(o, idx as usize, sel);
        }
    }
}

/// Rewrite the blocks of `f` into one (see the module documentation).
pub(crate) fn structure(m: &mut Module, f: OpId) -> Result<(), Diagnostic> {
    let (_, results) = crate::ad::activity::signature(m, f);
    let ret_name = if m.is(f, "llvm.func") { "llvm.return" } else { "func.return" };
    structure_region(m, f, &results, ret_name)
}

/// The same for the region of a multi-block `scf.execute_region` (its
/// blocks end in `scf.yield` where a function's return).
pub(crate) fn structure_execute_region(m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
    let results: Vec<Type> = m.results(op).iter().map(|&r| m.value_type(r).clone()).collect();
    structure_region(m, op, &results, "scf.yield")
}

/// Rewrite the blocks of the first region of `f` (a function or an
/// `scf.execute_region`, returning `results` with `ret_name`) into one.
fn structure_region(m: &mut Module, f: OpId, results: &[Type], ret_name: &str) -> Result<(), Diagnostic> {
    let region = m.region(f, 0);
    rematerialize_addresses(m, region);
    memref_args_to_positions(m, region);
    let blocks: Vec<BlockId> = m.blocks(region).to_vec();
    let entry = blocks[0];
    let others = &blocks[1..];
    // Live-in values of every non-entry block (defined in another non-entry block).
    let mut uses: HashMap<BlockId, BTreeSet<Value>> = HashMap::default();
    let mut succs: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
    for &b in &blocks {
        let mut u = BTreeSet::new();
        for top in m.block_ops(b).collect::<Vec<_>>() {
            for op in m.collect_ops(top) {
                for &v in m.operands(op) {
                    if home(m, region, v).is_some_and(|h| h != b && h != entry) {
                        u.insert(v);
                    }
                }
            }
        }
        uses.insert(b, u);
        let t = m.last_op(b).ok_or_else(|| err(m, f, "a block without a terminator"))?;
        succs.insert(b, m.successors(t).iter().map(|s| s.block).collect());
    }
    let mut livein: HashMap<BlockId, BTreeSet<Value>> = others.iter().map(|&b| (b, uses[&b].clone())).collect();
    loop {
        let mut changed = false;
        for &b in others {
            let mut add = Vec::new();
            for s in &succs[&b] {
                for &v in livein.get(s).into_iter().flatten() {
                    if home(m, region, v) != Some(b) && !livein[&b].contains(&v) {
                        add.push(v);
                    }
                }
            }
            if !add.is_empty() {
                changed = true;
                if let Some(s) = livein.get_mut(&b) {
                    s.extend(add);
                }
            }
        }
        if !changed {
            break;
        }
    }
    // Slots.
    let mut lay = Layout {
        ids: HashMap::default(),
        arg_slot: HashMap::default(),
        live_slot: HashMap::default(),
        livein,
        ret_start: 0,
        types: vec![Type::Index],
    };
    // Blocks share slots: the j-th value of type T a block receives (its
    // arguments, then its live-in values) is in the j-th slot of type T,
    // which every branch into the block fills. The loop then carries as
    // many values as the block receiving the most, not one per argument
    // of every block (a case yields the whole tuple: that was quadratic in
    // the number of blocks, reader-21).
    let mut by_type: Vec<(Type, Vec<usize>)> = Vec::new();
    let mut slot_for = |types: &mut Vec<Type>, used: &mut Vec<(Type, usize)>, t: &Type| -> usize {
        let j = match used.iter_mut().find(|(u, _)| u == t) {
            Some((_, n)) => {
                *n += 1;
                *n - 1
            }
            None => {
                used.push((t.clone(), 1));
                0
            }
        };
        let k = match by_type.iter().position(|(u, _)| u == t) {
            Some(k) => k,
            None => {
                by_type.push((t.clone(), Vec::new()));
                by_type.len() - 1
            }
        };
        let slots = &mut by_type[k].1;
        if slots.len() == j {
            slots.push(types.len());
            types.push(t.clone());
        }
        slots[j]
    };
    for (k, &b) in others.iter().enumerate() {
        lay.ids.insert(b, k as i64 + 1);
        let mut used: Vec<(Type, usize)> = Vec::new();
        for (i, &a) in m.block_args(b).iter().enumerate() {
            let slot = slot_for(&mut lay.types, &mut used, m.value_type(a));
            lay.arg_slot.insert((b, i), slot);
        }
        for &v in &lay.livein[&b] {
            let slot = slot_for(&mut lay.types, &mut used, m.value_type(v));
            lay.live_slot.insert((b, v), slot);
        }
    }
    lay.ret_start = lay.types.len();
    lay.types.extend(results.iter().cloned());

    // Entry: dummies, then its terminator's tuple.
    let t0 = m.last_op(entry).ok_or_else(|| err(m, f, "a block without a terminator"))?;
    let ip0 = InsertPoint::Before(t0);
    let mut entry_values: Vec<Value> = m.block_args(entry).to_vec();
    for o in m.block_ops(entry) {
        entry_values.extend(m.results(o).iter().copied());
    }
    let mut init = Vec::new();
    for t in lay.types.clone() {
        init.push(dummy(m, ip0, &t, &entry_values, f)?);
    }
    let start = transfer(m, ip0, t0, &|v| v, &init, &lay)?;

    // The loop.
    let w = Builder::new(m, ip0).create(OpSpec::new("scf.while").operands(&start).results(&lay.types).regions(2));
    m.op_mut(w).pos = m.op(f).pos;
    let what = match m.attr(f, crate::ad::restructure::INLINED_BLOCKS).and_then(Attribute::as_str) {
        _ if m.is(f, "scf.execute_region") => "multi-block scf.execute_region here".to_string(),
        // (Blocks of callees returning memory, inlined into it.)
        Some(from) => format!("function here, made multi-block by inlining {from}"),
        None => "multi-block function here".to_string(),
    };
    m.set_attr(w, MADE_FROM, Attribute::String(what));
    let (before, after) = (m.region(w, 0), m.region(w, 1));
    let bb = Builder::new(m, ip0).add_block(before, &lay.types);
    let bargs = m.block_args(bb).to_vec();
    let bip = InsertPoint::End(bb);
    let zero = Builder::new(m, bip).const_index(0);
    let running = i1_cmp(m, bip, bargs[0], zero, 1);
    let mut cond = vec![running];
    cond.extend(&bargs);
    Builder::new(m, bip).create(OpSpec::new("scf.condition").operands(&cond));
    let ab = Builder::new(m, ip0).add_block(after, &lay.types);
    let cur = m.block_args(ab).to_vec();
    let aip = InsertPoint::End(ab);
    let cases: Vec<crate::ir::DenseElem> = (1..=others.len() as i128).map(crate::ir::DenseElem::Int).collect();
    let mut spec = OpSpec::new("scf.index_switch").operands(&[cur[0]]).results(&lay.types).regions(others.len() + 1);
    spec.attrs.set("cases", Attribute::DenseArray { elem: Type::i64(), values: cases });
    let sw = Builder::new(m, aip).create(spec);
    let outs = m.results(sw).to_vec();
    Builder::new(m, aip).create(OpSpec::new("scf.yield").operands(&outs));
    // Default (never taken): pass the tuple through.
    let dr = m.region(sw, 0);
    let db = Builder::new(m, aip).add_block(dr, &[]);
    Builder::new(m, InsertPoint::End(db)).create(OpSpec::new("scf.yield").operands(&cur));

    for (k, &b) in others.iter().enumerate() {
        let cr = m.region(sw, k + 1);
        let cb = Builder::new(m, aip).add_block(cr, &[]);
        // Inside `b`, its arguments and live-in values are the loop's slots.
        let mut subst: Vec<(Value, Value)> = Vec::new();
        for (i, &a) in m.block_args(b).iter().enumerate() {
            subst.push((a, cur[lay.arg_slot[&(b, i)]]));
        }
        for &v in &lay.livein[&b] {
            subst.push((v, cur[lay.live_slot[&(b, v)]]));
        }
        for &(from, to) in &subst {
            m.replace_uses_where(from, to, |m, op| op_home(m, region, op) == Some(b));
        }
        let env: HashMap<Value, Value> = subst.into_iter().collect();
        let ops: Vec<OpId> = m.block_ops(b).collect();
        let Some((&term, body)) = ops.split_last() else { continue };
        for &o in body {
            m.detach_op(o);
            m.append_op(cb, o);
        }
        let next = transfer(m, InsertPoint::End(cb), term, &|v| env.get(&v).copied().unwrap_or(v), &cur, &lay)?;
        Builder::new(m, InsertPoint::End(cb)).create(OpSpec::new("scf.yield").operands(&next));
    }

    // Return the return slots; drop the old blocks.
    let rets: Vec<Value> = m.results(w)[lay.ret_start..].to_vec();
    let r = m.create_op(OpSpec::new(ret_name).operands(&rets));
    m.insert_op_after(t0, r);
    m.erase_op(t0);
    for &b in others {
        m.erase_block_contents(b);
        m.detach_block(b);
    }
    Ok(())
}

/// The loop tuple after terminator `t` of a block, from the tuple `cur`
/// the block started with (`env` maps the values `t` uses).
fn transfer(
    m: &mut Module,
    ip: InsertPoint,
    t: OpId,
    env: &dyn Fn(Value) -> Value,
    cur: &[Value],
    lay: &Layout,
) -> Result<Vec<Value>, Diagnostic> {
    let edge = |m: &mut Module, i: usize| -> Result<Vec<Value>, Diagnostic> {
        let s = m.successors(t)[i].block;
        let mut tuple = cur.to_vec();
        let id = *lay.ids.get(&s).ok_or_else(|| err(m, t, "a branch to the entry block"))?;
        tuple[0] = Builder::new(m, ip).const_index(id);
        for (j, &a) in m.successor_args(t, i).to_vec().iter().enumerate() {
            tuple[lay.arg_slot[&(s, j)]] = env(a);
        }
        for &v in &lay.livein[&s] {
            tuple[lay.live_slot[&(s, v)]] = env(v);
        }
        Ok(tuple)
    };
    let select = |m: &mut Module, c: Value, a: Vec<Value>, b: Vec<Value>| -> Vec<Value> {
        a.into_iter()
            .zip(b)
            .map(|(x, y)| {
                if x == y {
                    x
                } else {
                    let ty = m.value_type(x).clone();
                    Builder::new(m, ip).value(OpSpec::new("arith.select").operands(&[c, x, y]).result(ty))
                }
            })
            .collect()
    };
    match m.name(t).as_str() {
        "cf.br" | "llvm.br" => edge(m, 0),
        "cf.cond_br" | "llvm.cond_br" => {
            let c = env(m.operand(t, 0));
            let (a, b) = (edge(m, 0)?, edge(m, 1)?);
            Ok(select(m, c, a, b))
        }
        "cf.switch" | "llvm.switch" => {
            let flag = env(m.operand(t, 0));
            let ty = m.value_type(flag).clone();
            let values = crate::dialects::cf::case_values(m, t)
                .ok_or_else(|| err(m, t, "a switch without readable case values"))?;
            let mut tuple = edge(m, 0)?;
            for (k, &cv) in values.iter().enumerate().rev() {
                let c = Builder::new(m, ip).const_int(cv, ty.clone());
                let hit = i1_cmp(m, ip, flag, c, 0);
                let e = edge(m, k + 1)?;
                tuple = select(m, hit, e, tuple);
            }
            Ok(tuple)
        }
        "func.return" | "llvm.return" | "scf.yield" => {
            let mut tuple = cur.to_vec();
            tuple[0] = Builder::new(m, ip).const_index(0);
            for (j, &v) in m.operands(t).to_vec().iter().enumerate() {
                tuple[lay.ret_start + j] = env(v);
            }
            Ok(tuple)
        }
        // (A block that cannot go on, as Rust's and C's panic paths end:
        // it stops the program, so it is never reverse-swept. It traps
        // unless it already has, and leaves the loop as a return would.)
        "llvm.unreachable" => {
            let prev = m.prev_op(t);
            if !prev.is_some_and(|p| m.is(p, "llvm.intr.trap") || m.is(p, "llvm.intr.ubsantrap")) {
                let mut spec = OpSpec::new("llvm.intr.trap");
                spec.pos = m.op(t).pos;
                Builder::new(m, ip).create(spec);
            }
            let mut tuple = cur.to_vec();
            tuple[0] = Builder::new(m, ip).const_index(0);
            Ok(tuple)
        }
        other => Err(err(
            m,
            t,
            format!("reverse mode of a function with several blocks: the terminator '{other}' is not supported yet"),
        )),
    }
}
