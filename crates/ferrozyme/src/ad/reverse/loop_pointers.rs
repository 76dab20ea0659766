//! Pointers to active memory that live inside loops and branches, in
//! reverse mode: stored into memory, loaded from it, and carried around
//! an `scf.while` (a linked list walked node by node, a C `double **`
//! whose row pointers are set in a loop).
//!
//! At the top level of a function the forward sweep gives a stored
//! pointer's shadow to the shadow memory and a loaded pointer the shadow
//! loaded from there (`pointers`). Inside a top-level `scf.for`,
//! `scf.while` or `scf.if` the forward sweep does the same here: the
//! shadows of the pointers involved (views, loads and selects of ones that
//! have shadows, `scf.if` results given one more result) are made next to
//! them. The reverse sweep, which re-executes those bodies (`recompute`),
//! loads a pointer and its shadow again (`shadow_reloaded_pointer`) when
//! nothing may change them in between: no pointer store, copy or call
//! writing memory after the loop starts (`pointers_rewritten`), and a
//! reverse that follows at once. Otherwise both loads are recorded per
//! iteration (as integers: a memref cannot hold pointers) and read back
//! (`recorded_shadow`).
//!
//! A top-level `scf.while` carrying pointers carries their shadows too
//! (`carry_shadows`): one more value per pointer entering `before`, per
//! pointer `scf.condition` forwards and per result. The while's records
//! keep both per run (as integers: a memref cannot hold pointers), and
//! the reverse of a run takes them back (`Rev::carried_shadows`).

use crate::hash::HashMap;

use super::sweep::Rev;
use super::{calls::SNAPSHOT_COPY, err};
use crate::ad::activity::VIEW_OPS;
use crate::ir::{Attribute, IrMap, Module, OpId, Value};
use crate::syntax::Diagnostic;

/// Shadows made in the forward sweep inside one top-level region op, by
/// primal value.
#[derive(Default)]
pub(super) struct Made {
    pub values: HashMap<Value, Value>,
}

/// Marks a load of a pointer to active memory, inside a loop or branch,
/// that the reverse sweep loads again, not recorded
/// (`Rev::load_needs_record`): nothing may change the pointer before
/// (`pointers_rewritten`, or memory not written after it). The loads of
/// its shadow from the shadow memory, copies of it, are marked too.
pub(super) const RELOADED: &str = "ferrozyme.reloaded";

fn mark(m: &mut Module, o: OpId) {
    m.set_attr(o, SNAPSHOT_COPY, Attribute::Unit);
}

impl Rev<'_> {
    /// Forward sweep, before the top-level region op `top` is instrumented.
    /// A pointer to active memory loaded inside it is loaded again by the
    /// reverse sweep when nothing may change it meanwhile (`RELOADED`),
    /// else recorded per iteration with the load of its shadow
    /// (`recorded_pointers`). A pointer to active memory stored inside it
    /// stores its shadow into the shadow memory. An `scf.while` carries
    /// the shadows of the pointers it carries (`carry_shadows`). `later`:
    /// the top-level ops after `top`.
    pub(super) fn shadow_pointers_inside(
        &mut self,
        m: &mut Module,
        top: OpId,
        later: &[OpId],
    ) -> Result<(), Diagnostic> {
        // (Loaded again only by a reverse sweep that follows at once: not
        // by a pair's reverse, after the caller went on and the stack of
        // the augmented primal is gone.)
        let reloadable = !self.cutting && self.written_after.is_empty() && !self.pointers_rewritten(m, top, later);
        let mut recorded = Vec::new();
        for o in m.collect_ops(top) {
            let pointer = o != top && m.is(o, "llvm.load") && m.value_type(m.result(o, 0)).is_llvm_ptr();
            if !pointer {
                continue;
            }
            // (A pointer to inactive memory has no shadow, but the reverse
            // sweep may need its value: loaded again or recorded alike.)
            let active = self.active(m, m.result(o, 0));
            if active {
                self.check_not_stored_by_calls(m, o)?;
            }
            // (Its shadow loads, copies of it, are loaded again with it.)
            if reloadable || !self.reads_written(m, o) {
                m.set_attr(o, RELOADED, Attribute::Unit);
            } else if active {
                recorded.push(o);
            } else {
                self.recorded_pointers.insert(o, None);
            }
        }
        let mut made = Made::default();
        self.shadow_loop_allocs(m, top, &mut made)?;
        if m.is(top, "scf.while") {
            self.carry_shadows(m, top, &mut made)?;
        }
        if m.is(top, "scf.for") {
            self.carry_for_shadows(m, top, &mut made)?;
        }
        for o in m.collect_ops(top) {
            if o == top || m.attr(o, SNAPSHOT_COPY).is_some() {
                continue;
            }
            if !m.is(o, "llvm.store") || !m.value_type(m.operand(o, 0)).is_llvm_ptr() {
                continue;
            }
            let (v, addr) = (m.operand(o, 0), m.operand(o, 1));
            let sv = self.forward_shadow(m, top, v, &mut made);
            if sv.is_none() && self.active(m, v) {
                return Err(err(
                    m,
                    o,
                    "reverse mode: storing a pointer to active memory whose shadow is not known here (made in a loop or branch from what has no shadow) is not supported yet",
                ));
            }
            let sa = self.forward_shadow(m, top, addr, &mut made);
            if let Some(c) = self.store_shadow(m, o, sv, sa)? {
                mark(m, c);
            }
        }
        self.log_loop_frees(m, top)?;
        for l in recorded {
            let r = m.result(l, 0);
            let shadow_load = self.forward_shadow(m, top, r, &mut made).and_then(|s| m.defining_op(s));
            let Some(sl) = shadow_load.filter(|&d| m.is(d, "llvm.load")) else {
                return Err(err(
                    m,
                    l,
                    "reverse mode: a pointer to active memory loaded, in a loop or branch, from memory without a shadow is not supported",
                ));
            };
            self.recorded_pointers.insert(l, None);
            self.recorded_pointers.insert(sl, Some(r));
        }
        Ok(())
    }

    /// Reverse sweep: `v` is the record of load `o` read again; if `o`
    /// loads the shadow of a recorded pointer, `v` is that pointer's shadow.
    pub(super) fn recorded_shadow(&mut self, o: OpId, v: Value) {
        if let Some(&Some(r)) = self.recorded_pointers.get(&o) {
            self.shadow.insert(r, v);
        }
    }

    /// May pointers held in memory change once `top` has started: does
    /// `top`, or a top-level op after it, store a pointer, copy or set
    /// memory, or call what writes memory? (Only those write a pointer
    /// slot: a float stored over one, read back as a pointer, is punning,
    /// `crate::ad::punning`.) If not, a pointer loaded in `top` is loaded
    /// again by the reverse sweep, whatever the origins say of its memory.
    fn pointers_rewritten(&self, m: &Module, top: OpId, later: &[OpId]) -> bool {
        let writes = |o: OpId| match m.name(o).as_str() {
            _ if m.attr(o, SNAPSHOT_COPY).is_some() => false,
            "llvm.store" => m.value_type(m.operand(o, 0)).is_llvm_ptr(),
            "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" | "memref.copy" => true,
            "llvm.call" | "func.call" | "func.call_indirect" | "llvm.invoke" => {
                !super::c_heap::is_alloc(m, o)
                    && !super::c_heap::is_free(m, o)
                    && self.cache.effects.as_ref().is_none_or(|e| e.of_call(m, o).writes())
            }
            _ => false,
        };
        std::iter::once(top).chain(later.iter().copied()).flat_map(|t| m.collect_ops(t)).any(writes)
    }

    /// The shadow of pointer `v`, used inside `top` in the forward sweep:
    /// a top-level shadow, a constant address (its own), or made next to
    /// `v`'s definition inside `top` from the shadows of what it is made
    /// from (a view, a load, a select; an `scf.if` result: `if_shadow`).
    pub(super) fn forward_shadow(&mut self, m: &mut Module, top: OpId, v: Value, made: &mut Made) -> Option<Value> {
        if let Some(&s) = made.values.get(&v) {
            return Some(s);
        }
        let d = m.defining_op(v).filter(|&d| m.is_ancestor(top, d) && d != top);
        // (A constant address, as a null made inside, is its own.)
        let Some(d) = d.filter(|_| !crate::ad::address_phis::constant_address(m, v)) else {
            return self.picked_shadow(m, v);
        };
        if m.is(d, "scf.if") {
            return self.if_shadow(m, top, d, v, made);
        }
        let mut map = IrMap::new();
        for i in self.shadowed_operands(m, d, v)? {
            let x = m.operand(d, i);
            let s = self.forward_shadow(m, top, x, made)?;
            map.map_value(x, s);
        }
        let c = m.clone_op(d, &mut map);
        m.insert_op_after(d, c);
        let s = m.result(c, m.results(d).iter().position(|&r| r == v)?);
        made.values.insert(v, s);
        Some(s)
    }

    /// Which operands of `d` (defining pointer `v`) the shadow of `v` is
    /// made from: the base of a view, the address of a load of a pointer
    /// to active memory, the two sides of a select; `None`: no shadow.
    fn shadowed_operands(&self, m: &Module, d: OpId, v: Value) -> Option<Vec<usize>> {
        let name = m.name(d).as_str();
        Some(match name {
            _ if VIEW_OPS.contains(&name) => vec![0],
            "llvm.load" if m.value_type(v).is_llvm_ptr() && self.active(m, v) => vec![0],
            "llvm.select" | "arith.select" => vec![1, 2],
            _ => return None,
        })
    }

    /// The shadow of `v`, a result of `scf.if` `d` inside `top`: one more
    /// result of `d`, each branch yielding the shadow of what it yields
    /// for `v` (made in the branch).
    fn if_shadow(&mut self, m: &mut Module, top: OpId, d: OpId, v: Value, made: &mut Made) -> Option<Value> {
        let k = m.results(d).iter().position(|&r| r == v)?;
        let mut ys = Vec::new();
        for r in 0..m.regions(d).len() {
            let y = m.entry_block(m.region(d, r)).and_then(|b| m.last_op(b))?;
            let yv = m.operand(y, k);
            ys.push((y, self.forward_shadow(m, top, yv, made)?));
        }
        if ys.len() != 2 {
            return None;
        }
        for (y, s) in ys {
            m.push_operand(y, s);
        }
        let t = m.value_type(v).clone();
        let s = m.push_result(d, t);
        made.values.insert(v, s);
        self.shadow_results.entry(d).or_default().push((v, s));
        Some(s)
    }

    /// Reverse sweep, re-executing the body `o` is in: `o` is an `scf.if`
    /// given results for shadows (`if_shadow`), whose copies (`vmap`) are
    /// the shadows of its results there.
    pub(super) fn shadows_from_if(&mut self, o: OpId, vmap: &IrMap) {
        for (r, s) in self.shadow_results.get(&o).cloned().unwrap_or_default() {
            self.shadow.insert(r, vmap.lookup(s));
        }
    }

    /// Reverse sweep: `c`, the copy of load `o` that re-executes it, loaded
    /// a pointer to active memory: its shadow is loaded from the shadow of
    /// the address.
    pub(super) fn shadow_reloaded_pointer(&mut self, m: &mut Module, o: OpId, c: OpId) {
        let r = m.result(o, 0);
        if !m.value_type(r).is_llvm_ptr() || !self.active(m, r) {
            return;
        }
        let Some(&sa) = self.shadow.get(&m.operand(o, 0)) else { return };
        let mut map = IrMap::new();
        map.map_value(m.operand(c, 0), sa);
        let sc = m.clone_op(c, &mut map);
        m.insert_op_after(c, sc);
        self.shadow.insert(r, m.result(sc, 0));
    }
}

/// The shadows a top-level `scf.while` (`scf.for`) carries next to its
/// pointers (`Rev::carry_shadows`, `Rev::carry_for_shadows`): (pointer,
/// its shadow) as positions of the `before` arguments (of the body's) and
/// of the `after` arguments.
#[derive(Clone, Debug, Default)]
pub(super) struct CarriedShadows {
    pub before: Vec<(usize, usize)>,
    pub after: Vec<(usize, usize)>,
}

impl Rev<'_> {
    /// Forward sweep, top-level `scf.while` `wh` carrying pointers to
    /// active memory: each such value entering `before`, and each such
    /// value `scf.condition` forwards (a result), gets its shadow carried
    /// next to it (the initial value's shadow; the shadows of what
    /// `scf.yield` and `scf.condition` pass, made inside). The results'
    /// shadows become theirs; `made` gets the shadows of the arguments.
    /// Forward sweep, top-level `scf.for` `lp` carrying pointers to active
    /// memory: each carries its shadow next to it (an iteration argument
    /// more, the initial value's shadow, the shadow of what the body
    /// yields), the result's shadow a result more. The loop's records keep
    /// both per iteration; `made` gets the shadows of the arguments.
    fn carry_for_shadows(&mut self, m: &mut Module, lp: OpId, made: &mut Made) -> Result<(), Diagnostic> {
        let Some(body) = m.entry_block(m.region(lp, 0)) else { return Ok(()) };
        let Some(yld) = m.last_op(body) else { return Ok(()) };
        let n = m.results(lp).len();
        let wanted: Vec<usize> = (0..n)
            .filter(|&i| {
                let a = m.block_arg(body, i + 1);
                m.value_type(a).is_llvm_ptr() && self.active(m, a)
            })
            .collect();
        if wanted.is_empty() {
            return Ok(());
        }
        let refuse = |m: &Module| {
            err(m, lp, "reverse mode: a loop carrying pointers to active memory whose shadows cannot be followed is not supported yet")
        };
        let mut carried = CarriedShadows::default();
        for &i in &wanted {
            let init = m.operand(lp, 3 + i);
            let s = self.picked_shadow(m, init).ok_or_else(|| refuse(m))?;
            m.push_operand(lp, s);
            let ty = m.value_type(init).clone();
            let sa = m.add_block_arg(body, ty.clone());
            let r = m.push_result(lp, ty);
            self.shadow.insert(m.result(lp, i), r);
            made.values.insert(m.block_arg(body, i + 1), sa);
            carried.before.push((i + 1, m.block_args(body).len() - 1));
        }
        for &i in &wanted {
            let v = m.operand(yld, i);
            let s = self.forward_shadow(m, lp, v, made).ok_or_else(|| refuse(m))?;
            m.push_operand(yld, s);
        }
        self.carried_shadows.insert(lp, carried);
        Ok(())
    }

    fn carry_shadows(&mut self, m: &mut Module, wh: OpId, made: &mut Made) -> Result<(), Diagnostic> {
        let (Some(before), Some(after)) = (m.entry_block(m.region(wh, 0)), m.entry_block(m.region(wh, 1))) else {
            return Ok(());
        };
        let (Some(cond), Some(yld)) = (m.last_op(before), m.last_op(after)) else { return Ok(()) };
        let wanted = |rev: &Self, m: &Module, a: Value| m.value_type(a).is_llvm_ptr() && rev.active(m, a);
        let bargs: Vec<usize> =
            (0..m.block_args(before).len()).filter(|&i| wanted(self, m, m.block_arg(before, i))).collect();
        let aargs: Vec<usize> =
            (0..m.block_args(after).len()).filter(|&j| wanted(self, m, m.block_arg(after, j))).collect();
        if bargs.is_empty() && aargs.is_empty() {
            return Ok(());
        }
        let refuse = |m: &Module| {
            err(
                m,
                wh,
                format!(
                    "reverse mode: scf.while{} carrying values of type '!llvm.ptr' whose shadows cannot be followed is not supported yet ({})",
                    super::sweep::made_from(m, wh),
                    crate::ad::once_allocs::MOVABLE
                ),
            )
        };
        let mut carried = CarriedShadows::default();
        for &i in &bargs {
            let init = m.operand(wh, i);
            let s = self.picked_shadow(m, init).ok_or_else(|| refuse(m))?;
            m.push_operand(wh, s);
            let ty = m.value_type(init).clone();
            let sa = m.add_block_arg(before, ty);
            made.values.insert(m.block_arg(before, i), sa);
            carried.before.push((i, m.block_args(before).len() - 1));
        }
        for &j in &aargs {
            let ty = m.value_type(m.block_arg(after, j)).clone();
            let sa = m.add_block_arg(after, ty);
            made.values.insert(m.block_arg(after, j), sa);
            carried.after.push((j, m.block_args(after).len() - 1));
        }
        // (The shadows passed on are made once every argument has one.)
        for &j in &aargs {
            let v = m.operand(cond, 1 + j);
            let s = self.forward_shadow(m, wh, v, made).ok_or_else(|| refuse(m))?;
            m.push_operand(cond, s);
            let ty = m.value_type(s).clone();
            let r = m.push_result(wh, ty);
            self.shadow.insert(m.result(wh, j), r);
        }
        for &i in &bargs {
            let v = m.operand(yld, i);
            let s = self.forward_shadow(m, wh, v, made).ok_or_else(|| refuse(m))?;
            m.push_operand(yld, s);
        }
        self.carried_shadows.insert(wh, carried);
        Ok(())
    }
}
