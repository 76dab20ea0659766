//! Re-executing a loop iteration (or a branch) in the reverse sweep: its
//! pure ops are cloned with the iteration's values, loads of written memory
//! are read from their records, inner loops and `scf.while`s are
//! re-executed without side effects and instrumented for their own
//! reverse, temporaries of the body are re-created with zeroed shadows, and
//! shadows of memref views and selects follow their primal values.

use crate::hash::HashMap;

use super::err;
use super::loops::{instrument_loop, is_snapshot_copy, iteration_number, ops_through_branches, zero_fill};
use super::nest_stream::RecSlot;
use super::sweep::Rev;
use crate::ad::activity::is_float_memory;
use crate::ir::{BlockId, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, Value};
use crate::syntax::Diagnostic;

/// The record of load `o` in the current loop iterations (`rev.record_ctx`,
/// innermost first) or in `loads` at `k`: (buffer, index).
fn recorded_load(rev: &Rev<'_>, loads: &HashMap<OpId, Value>, k: Option<Value>, o: OpId) -> Option<(Value, Value)> {
    if let (Some(&buf), Some(k)) = (loads.get(&o), k) {
        return Some((buf, k));
    }
    rev.record_ctx.iter().rev().find_map(|(l, k)| l.get(&o).map(|&b| (b, *k)))
}

/// Re-execute the pure part of `block`'s ops (not its terminator) at `ip`,
/// extending `vmap`; recorded loads come from `loads` at index `k`; inner
/// loops are re-executed and instrumented.
#[allow(clippy::too_many_arguments)]
pub(super) fn recompute(
    rev: &mut Rev<'_>,
    m: &mut Module,
    ip: InsertPoint,
    block: BlockId,
    vmap: &mut IrMap,
    loads: &HashMap<OpId, Value>,
    call_results: &HashMap<OpId, Vec<Value>>,
    k: Option<Value>,
) -> Result<(), Diagnostic> {
    let ops: Vec<OpId> = m.block_ops(block).collect();
    for &o in &ops[..ops.len().saturating_sub(1)] {
        let name = m.name(o).as_str();
        if is_snapshot_copy(m, o) {
            continue;
        }
        if let Some((buf, k)) = recorded_load(rev, loads, k, o) {
            let ty = m.value_type(m.result(o, 0)).clone();
            let v = super::loops::load_record(m, ip, buf, &[k], &ty);
            vmap.map_value(m.result(o, 0), v);
            rev.recorded_shadow(o, v);
            continue;
        }
        if let Some((slot, lin)) = nested_record(rev, m, o) {
            let ty = m.value_type(m.result(o, 0)).clone();
            let v = slot.load(m, ip, lin, &ty);
            vmap.map_value(m.result(o, 0), v);
            rev.recorded_shadow(o, v);
            continue;
        }
        // An inner loop whose results the forward sweep recorded for the
        // whole nest: read, not run again (unless its own reverse needs it).
        if let (Some(slots), Some(lin)) = (rev.nested_results.get(&o).cloned(), enclosing_index(rev, m, o)) {
            if !rev.loop_is_active(m, o) {
                for (i, slot) in slots.into_iter().enumerate() {
                    let r = m.result(o, i);
                    let ty = m.value_type(r).clone();
                    let v = slot.load(m, ip, lin, &ty);
                    vmap.map_value(r, v);
                }
                continue;
            }
        }
        let rs = m.results(o);
        if !rs.is_empty() && rs.iter().all(|r| rev.if_records.contains_key(r) && vmap.values.contains_key(r)) {
            // Recorded forward (e.g. a load in a branch of a top-level scf.if).
            continue;
        }
        // A C temporary of a loop body: made again (`c_heap`); its free
        // is the end of the iteration's reverse.
        if name == "llvm.call" && super::c_heap::block_temp(m, o) {
            if super::c_heap::is_alloc(m, o) && !rev.iteration_frees.is_empty() {
                rev.remake_temp(m, ip, o, vmap)?;
            }
            continue;
        }
        if (name == "func.call" || name == "llvm.call") && (rev.recorded_call(m, o) || rev.call_writes(m, o)) {
            // Not re-executed (its writes happened in the forward sweep).
            match recorded_call_values(rev, m, ip, o, call_results, k) {
                Some(vals) => {
                    for (i, v) in vals.into_iter().enumerate() {
                        vmap.map_value(m.result(o, i), v);
                    }
                }
                None if m.results(o).is_empty() => {}
                None => {
                    return Err(err(
                        m,
                        o,
                        "reverse mode: the results of a call that writes memory are needed here (nested loop or scf.if), which is not supported yet",
                    ))
                }
            }
            continue;
        }
        let traits = crate::dialects::traits(m, o);
        let recomputable = traits.is_pure() && m.regions(o).is_empty()
            || matches!(name, "memref.load" | "llvm.load" | "memref.dim" | "memref.rank" | "func.call" | "llvm.call");
        if recomputable {
            if name == "memref.load" {
                let idx: Vec<Value> = m.operands(o)[1..].iter().map(|&v| vmap.lookup(v)).collect();
                if let Some(v) = rev.snapshot_read(m, ip, o, &idx, vmap)? {
                    vmap.map_value(m.result(o, 0), v);
                    continue;
                }
            }
            let c = m.clone_op(o, vmap);
            Builder::new(m, ip).insert(c);
            // A select between memrefs with shadows: the same select between the shadows.
            if (name == "arith.select" || name == "llvm.select") && is_float_memory(m.value_type(m.result(o, 0))) {
                let (a, b) = (m.operand(o, 1), m.operand(o, 2));
                if let (Some(sa), Some(sb)) = (rev.picked_shadow(m, a), rev.picked_shadow(m, b)) {
                    let mut sm = vmap.clone();
                    sm.map_value(a, sa);
                    sm.map_value(b, sb);
                    let sc = m.clone_op(o, &mut sm);
                    m.insert_op_after(c, sc);
                    rev.shadow.insert(m.result(o, 0), m.result(sc, 0));
                }
            }
            if name == "llvm.load" {
                rev.shadow_reloaded_pointer(m, o, c);
            }
            // A global holding derivatives: its shadow global, here too.
            if name == "memref.get_global" {
                rev.shadow_get_global_after(m, o, c)?;
            }
            // Shadow views follow their primal views.
            if crate::ad::activity::VIEW_OPS.contains(&name) {
                if let Some(&s) = rev.shadow.get(&m.operand(o, 0)) {
                    let mut sm = vmap.clone();
                    sm.map_value(m.operand(o, 0), s);
                    let sc = m.clone_op(o, &mut sm);
                    m.insert_op_after(c, sc);
                    rev.shadow.insert(m.result(o, 0), m.result(sc, 0));
                }
            }
            continue;
        }
        match name {
            "memref.store" | "llvm.store" | "memref.dealloc" => {}
            // An atomic add done in the forward sweep: not redone (its old
            // value is not available here).
            "memref.atomic_rmw" if !m.has_uses(m.result(o, 0)) => {}
            // A temporary of a loop body: this iteration's reverse gets a new
            // one (its loads are recorded) and a zeroed shadow, freed at its end.
            "memref.alloc" | "memref.alloca" if !rev.iteration_frees.is_empty() => {
                let r = m.result(o, 0);
                let mut fresh = Vec::new();
                for _ in 0..2 {
                    let c = m.clone_op(o, &mut vmap.clone());
                    m.op_mut(c).name = crate::ir::OpName::new("memref.alloc");
                    m.remove_attr(c, "alignment");
                    Builder::new(m, ip).insert(c);
                    fresh.push(m.result(c, 0));
                }
                vmap.map_value(r, fresh[0]);
                if rev.active(m, r) {
                    zero_fill(m, ip, fresh[1])?;
                    rev.shadow.insert(r, fresh[1]);
                }
                if let Some(frame) = rev.iteration_frees.last_mut() {
                    frame.extend(fresh);
                }
            }
            // An scf.while in a loop body: re-executed and recorded for this
            // iteration's reverse (it reads no written memory: checked).
            "scf.while" if !rev.iteration_frees.is_empty() && rev.loop_is_active(m, o) => {
                let c = m.clone_op(o, vmap);
                Builder::new(m, ip).insert(c);
                rev.redirect_snapshot_reads(m, o, vmap)?;
                strip_side_effects(rev, m, c, &Default::default())?;
                let rec = rev.instrument_while(m, c, false)?;
                rev.while_records.insert(o, rec);
            }
            "scf.for" | "scf.if" => {
                // Re-execute without side effects, then record inner loops.
                let c = m.clone_op(o, vmap);
                Builder::new(m, ip).insert(c);
                rev.shadows_from_if(o, vmap);
                rev.redirect_snapshot_reads(m, o, vmap)?;
                // (Copies of calls whose results are recorded stay until
                // reads of their records replace them.)
                let kept: Vec<(OpId, OpId)> = m
                    .collect_ops(o)
                    .into_iter()
                    .filter(|&x| {
                        rev.recorded_call(m, x)
                            && (call_results.contains_key(&x)
                                || rev.nested_results.contains_key(&x)
                                || rev.call_record_ctx.iter().any(|(c, _)| c.contains_key(&x)))
                    })
                    .filter_map(|x| Some((x, m.defining_op(vmap.lookup(m.result(x, 0)))?)))
                    .filter(|&(x, cx)| cx != x)
                    .collect();
                let keep: crate::hash::HashSet<OpId> = kept.iter().map(|&(_, cx)| cx).collect();
                strip_side_effects(rev, m, c, &keep)?;
                // Loads in its branches recorded for this iteration are re-read.
                if name == "scf.if" {
                    for x in m.collect_ops(o) {
                        if let Some((buf, k)) = recorded_load(rev, loads, k, x) {
                            read_record(m, vmap, x, RecSlot::Buf(buf), k);
                        } else if let Some((slot, lin)) = nested_record(rev, m, x) {
                            read_record(m, vmap, x, slot, lin);
                        }
                        if m.results(x).len() == 1 {
                            rev.recorded_shadow(x, vmap.lookup(m.result(x, 0)));
                        }
                    }
                    // So do the results of calls there.
                    for &(x, cx) in &kept {
                        if !super::loops::in_if_chain(m, x, o) {
                            continue;
                        }
                        let at = InsertPoint::Before(cx);
                        if let Some(vals) = recorded_call_values(rev, m, at, x, call_results, k) {
                            for (i, v) in vals.into_iter().enumerate() {
                                vmap.map_value(m.result(x, i), v);
                                m.replace_all_uses(m.result(cx, i), v);
                            }
                            m.erase_op(cx);
                        }
                    }
                    // So do those in the loops of its branches.
                    let lin = enclosing_index(rev, m, o);
                    for x in m.collect_ops(o) {
                        if m.is(x, "scf.for") && super::loops::in_if_chain(m, x, o) {
                            read_nested_records(rev, m, x, vmap, lin)?;
                        }
                    }
                }
                // Loads of written memory in nested loops come from their records.
                if name == "scf.for" {
                    let parent =
                        std::iter::successors(m.parent_op(o), |&p| m.parent_op(p)).find(|&p| m.is(p, "scf.for"));
                    let lin = parent.and_then(|p| rev.nested_index.get(&p).copied());
                    read_nested_records(rev, m, o, vmap, lin)?;
                }
                if let Some(&(x, _)) = kept.iter().find(|&&(_, cx)| !m.is_erased(cx)) {
                    return Err(err(
                        m,
                        x,
                        "reverse mode: the copy of this call in a re-executed loop or branch was not replaced by its records (internal error)",
                    ));
                }
                if name == "scf.for" && rev.loop_is_active(m, o) {
                    let inverse: HashMap<Value, Value> = vmap.values.iter().map(|(&a, &b)| (b, a)).collect();
                    let cache = instrument_loop(rev, m, c, &inverse)?;
                    rev.loop_caches.insert(o, cache);
                }
                // Results recorded for the whole nest replace the re-executed ones.
                if let (Some(slots), Some(lin)) = (rev.nested_results.get(&o).cloned(), enclosing_index(rev, m, o)) {
                    for (i, slot) in slots.into_iter().enumerate() {
                        let r = m.result(o, i);
                        let ty = m.value_type(r).clone();
                        let v = slot.load(m, ip, lin, &ty);
                        vmap.map_value(r, v);
                    }
                }
                // Results recorded forward replace the re-executed ones
                // (the copy goes if its records turn out unneeded).
                if let (Some(bufs), Some(k), "scf.for") = (call_results.get(&o), k, name) {
                    for (i, &buf) in bufs.iter().enumerate() {
                        let r = m.result(o, i);
                        let ty = m.value_type(r).clone();
                        let v = Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[buf, k]).result(ty));
                        vmap.map_value(r, v);
                    }
                }
            }
            _ => {
                if m.results(o).iter().any(|&r| rev.act.varied.contains(&r)) || !m.results(o).is_empty() {
                    return Err(err(m, o, format!("reverse mode: cannot re-execute '{name}' in the reverse sweep")));
                }
            }
        }
    }
    Ok(())
}

/// The results of call `o` (not run again in the reverse sweep) read at
/// `ip` from their records: this loop iteration's (`call_results` at `k`,
/// or those of the loop iterations being reversed around a branch,
/// `call_record_ctx`), else the whole nest's (`nested_results`); `None`
/// if none holds them.
fn recorded_call_values(
    rev: &Rev<'_>,
    m: &mut Module,
    ip: InsertPoint,
    o: OpId,
    call_results: &HashMap<OpId, Vec<Value>>,
    k: Option<Value>,
) -> Option<Vec<Value>> {
    let tys: Vec<_> = m.results(o).iter().map(|&r| m.value_type(r).clone()).collect();
    let here = call_results
        .get(&o)
        .cloned()
        .zip(k)
        .or_else(|| rev.call_record_ctx.iter().rev().find_map(|(c, k)| c.get(&o).map(|b| (b.clone(), *k))));
    if let Some((bufs, k)) = here {
        let loads = bufs
            .iter()
            .zip(tys)
            .map(|(&buf, ty)| Builder::new(m, ip).value(OpSpec::new("memref.load").operands(&[buf, k]).result(ty)));
        return Some(loads.collect());
    }
    let (slots, lin) = rev.nested_results.get(&o).cloned().zip(enclosing_index(rev, m, o))?;
    Some(slots.into_iter().zip(tys).map(|(slot, ty)| slot.load(m, ip, lin, &ty)).collect())
}

/// Remove stores, deallocations, calls that write memory and the forward
/// run's instrumentation nested in a re-executed op (a writing call whose
/// results are used is refused).
fn strip_side_effects(
    rev: &mut Rev<'_>,
    m: &mut Module,
    root: OpId,
    keep: &crate::hash::HashSet<OpId>,
) -> Result<(), Diagnostic> {
    // Instrumentation of the forward run (snapshot copies, a record stream
    // growing) goes whole.
    // (Users first: the ops saving a row compute its address too.)
    for o in m.collect_ops(root).into_iter().rev() {
        if o != root && is_snapshot_copy(m, o) && m.is_ancestor(root, o) {
            m.erase_op(o);
        }
    }
    for o in m.collect_ops(root) {
        if o == root {
            continue;
        }
        if matches!(
            m.name(o).as_str(),
            "memref.store"
                | "llvm.store"
                | "memref.dealloc"
                | "memref.copy"
                | "llvm.intr.memcpy"
                | "llvm.intr.memmove"
                | "llvm.intr.memset"
        ) || super::c_heap::is_free(m, o) && super::c_heap::block_temp(m, o) && !allocated_in(m, root, o)
            // (An atomic update whose old value is unused, the one kind
            // reverse mode takes: run again it would add twice; reader-18.)
            || matches!(m.name(o).as_str(), "memref.atomic_rmw" | "llvm.atomicrmw")
                && !m.results(o).iter().any(|&r| m.has_uses(r))
        {
            m.erase_op(o);
        } else if (m.is(o, "func.call") || m.is(o, "llvm.call")) && !keep.contains(&o) && rev.call_writes(m, o) {
            if m.results(o).iter().any(|&r| m.has_uses(r)) {
                return Err(err(
                    m,
                    o,
                    "reverse mode: a call that writes memory and whose results are used, inside a nested loop or scf.if of a loop, is not supported yet",
                ));
            }
            m.erase_op(o);
        }
    }
    Ok(())
}

/// Is the memory C `free` `o` frees allocated inside `root` (a copy
/// re-executed without side effects)? Then the copy allocates it again and
/// keeps the free (the remade temporaries of the iteration are others).
fn allocated_in(m: &Module, root: OpId, o: OpId) -> bool {
    let mut p = m.operand(o, 0);
    while let Some(d) = m.defining_op(p) {
        if !m.is(d, "llvm.getelementptr") {
            return m.is_ancestor(root, d);
        }
        p = m.operand(d, 0);
    }
    false
}

/// In the re-executed copy of loop `x` (primal), whose enclosing loop's
/// linear index in the nest is `outer`: loads of written memory read the
/// records `loops::record_nested` made of them, in `x` and in the
/// loops nested in it.
fn read_nested_records(
    rev: &Rev<'_>,
    m: &mut Module,
    x: OpId,
    vmap: &mut IrMap,
    outer: Option<Value>,
) -> Result<(), Diagnostic> {
    let Some(&step) = rev.nest_steps.get(&x) else { return Ok(()) };
    let xb = m.entry_block(m.region(x, 0)).ok_or_else(|| err(m, x, "has no body"))?;
    let civ = vmap.lookup(m.block_arg(xb, 0));
    let crate::ir::ValueDef::BlockArg { block: cb, .. } = m.value_def(civ) else { return Ok(()) };
    let Some(cx) = m.block_parent_op(cb) else { return Ok(()) };
    let first = m.first_op(cb).ok_or_else(|| err(m, x, "has an empty body"))?;
    let kx = iteration_number(m, InsertPoint::Before(first), cx);
    let Some(lin) = step.index(m, InsertPoint::Before(first), outer, kx, vmap) else { return Ok(()) };
    // Copies of memory its loops only read, one per iteration of `x`.
    rev.redirect_rows_of(m, x, lin, vmap)?;
    for y in ops_through_branches(m, xb) {
        if let Some(&slot) = rev.nested_records.get(&y) {
            read_record(m, vmap, y, slot, lin);
        }
        if let Some(slots) = rev.nested_results.get(&y).cloned() {
            let copy = m.results(y).first().and_then(|&r| m.defining_op(vmap.lookup(r))).filter(|&c| c != y);
            // The copy's inner loop's (or call's) results: read from their
            // records (a loop's copy goes if nothing else needs it).
            for (i, slot) in slots.into_iter().enumerate() {
                let cr = vmap.lookup(m.result(y, i));
                let Some(cy) = m.defining_op(cr).filter(|&d| d != y) else { continue };
                let Some(next) = m.next_op(cy) else { continue };
                let ty = m.value_type(cr).clone();
                let v = slot.load(m, InsertPoint::Before(next), lin, &ty);
                m.replace_all_uses(cr, v);
                vmap.map_value(m.result(y, i), v);
            }
            // (A call's copy goes: it is not run again.)
            if let Some(cy) = copy.filter(|&c| !m.is(c, "scf.for") && !m.is_erased(c)) {
                m.erase_op(cy);
            }
        }
        // (The loops of this level: in the body and in its branches.)
        if m.is(y, "scf.for") {
            read_nested_records(rev, m, y, vmap, Some(lin))?;
        }
    }
    Ok(())
}

/// The index of the iteration being reversed of the loop `o` is in (its
/// innermost enclosing `scf.for`), where that loop's iterations are
/// recorded for the whole nest.
fn enclosing_index(rev: &Rev<'_>, m: &Module, o: OpId) -> Option<Value> {
    let lp = std::iter::successors(m.parent_op(o), |&p| m.parent_op(p)).find(|&p| m.is(p, "scf.for"))?;
    rev.nested_index.get(&lp).copied()
}

/// The record the forward sweep made of load `o` for the whole nest
/// (`loops::record_nested`), and the index of the iteration being reversed.
fn nested_record(rev: &Rev<'_>, m: &Module, o: OpId) -> Option<(RecSlot, Value)> {
    let slot = *rev.nested_records.get(&o)?;
    Some((slot, enclosing_index(rev, m, o)?))
}

/// In a re-executed copy, the copy of load `x` (`vmap`) becomes a read of
/// its record: entry `k` of `slot`.
fn read_record(m: &mut Module, vmap: &mut IrMap, x: OpId, slot: RecSlot, k: Value) {
    let cr = vmap.lookup(m.result(x, 0));
    let Some(cl) = m.defining_op(cr).filter(|&d| d != x) else { return };
    let ty = m.value_type(cr).clone();
    let nv = slot.load(m, InsertPoint::Before(cl), k, &ty);
    m.replace_all_uses(cr, nv);
    m.erase_op(cl);
    vmap.map_value(m.result(x, 0), nv);
}
