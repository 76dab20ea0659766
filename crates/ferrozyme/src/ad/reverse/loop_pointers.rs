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
//! have shadows) are made next to them and marked as instrumentation, so
//! that re-executions drop them. The reverse sweep, which re-executes
//! those bodies (`recompute`), loads the shadow of a pointer it loads
//! again from the shadow memory (`shadow_reloaded_pointer`): the shadow
//! memory holds what the forward sweep stored there, as the primal memory
//! holds the pointer. A pointer loaded from memory written after the load
//! would come back changed; such a load is refused.
//!
//! A top-level `scf.while` carrying pointers carries their shadows too
//! (`carry_shadows`): one more value per pointer entering `before`, per
//! pointer `scf.condition` forwards and per result. The while's records
//! keep both per run (as integers: a memref cannot hold pointers), and
//! the reverse of a run takes them back (`WhileRecords::shadows`).

use crate::hash::HashMap;

use super::sweep::Rev;
use super::{calls::SNAPSHOT_COPY, err};
use crate::ad::activity::VIEW_OPS;
use crate::ir::{Attribute, InsertPoint, IrMap, Module, OpId, OpSpec, Value};
use crate::syntax::Diagnostic;

/// Shadows made in the forward sweep inside one top-level region op, by
/// primal value, and the twin of each `scf.if` there (`twin_shadow`).
#[derive(Default)]
pub(super) struct Made {
    values: HashMap<Value, Value>,
    twins: HashMap<OpId, OpId>,
}

/// Marks a load of a pointer that the reverse sweep loads again, not
/// recorded (`Rev::load_needs_record`): a primal one inside a loop or
/// branch after which no pointer is written (`pointers_rewritten`), and
/// the loads of shadow pointers from shadow memory made here.
pub(super) const RELOADED: &str = "ferrozyme.reloaded";

fn tag_shadow(m: &mut Module, o: OpId) {
    if m.is(o, "llvm.load") {
        m.set_attr(o, RELOADED, Attribute::Unit);
    }
}

/// Is `v` defined inside region op `d` (by an op or as a block argument)?
fn inside(m: &Module, d: OpId, v: Value) -> bool {
    match m.value_def(v) {
        crate::ir::ValueDef::Result { op, .. } => m.is_ancestor(d, op),
        crate::ir::ValueDef::BlockArg { block, .. } => {
            m.block_parent_op(block).is_some_and(|p| p == d || m.is_ancestor(d, p))
        }
        _ => false,
    }
}

/// `v`, used in a branch of `scf.if` `d`, available at `ip` in its twin's
/// branch: itself when defined outside `d`, else its pure defining op made
/// again there.
fn value_in_twin(
    m: &mut Module,
    d: OpId,
    v: Value,
    ip: InsertPoint,
    local: &mut HashMap<Value, Value>,
) -> Option<Value> {
    if !inside(m, d, v) {
        return Some(v);
    }
    if let Some(&x) = local.get(&v) {
        return Some(x);
    }
    let def = m.defining_op(v)?;
    if !crate::dialects::traits(m, def).is_pure() || !m.regions(def).is_empty() {
        return None;
    }
    let mut map = IrMap::new();
    for x in m.operands(def).to_vec() {
        let y = value_in_twin(m, d, x, ip, local)?;
        map.map_value(x, y);
    }
    let c = m.clone_op(def, &mut map);
    crate::ir::Builder::new(m, ip).insert(c);
    for (i, &r) in m.results(def).to_vec().iter().enumerate() {
        local.insert(r, m.result(c, i));
    }
    local.get(&v).copied()
}

fn mark(m: &mut Module, o: OpId) {
    m.set_attr(o, SNAPSHOT_COPY, Attribute::Unit);
}

impl Rev<'_> {
    /// Forward sweep, before the top-level region op `top` is instrumented:
    /// a pointer to active memory stored inside it stores its shadow into
    /// the shadow memory; a pointer loaded inside it from memory written
    /// after the load is refused. `later`: the top-level ops after `top`;
    /// `made`: shadows already known inside (carried ones).
    pub(super) fn shadow_pointers_inside(
        &mut self,
        m: &mut Module,
        top: OpId,
        later: &[OpId],
        made: &mut Made,
    ) -> Result<(), Diagnostic> {
        // (Loaded again only by a reverse sweep that follows at once: not
        // by a pair's reverse, after the caller went on and the stack of
        // the augmented primal is gone.)
        let reloadable = !self.cutting && self.written_after.is_empty() && !self.pointers_rewritten(m, top, later);
        for o in m.collect_ops(top) {
            if o == top || m.attr(o, SNAPSHOT_COPY).is_some() {
                continue;
            }
            if m.is(o, "llvm.load") && m.value_type(m.result(o, 0)).is_llvm_ptr() {
                if reloadable {
                    m.set_attr(o, RELOADED, Attribute::Unit);
                } else if self.active(m, m.result(o, 0)) && self.reads_written(m, o) {
                    return Err(err(
                        m,
                        o,
                        "reverse mode: a pointer loaded, in a loop or branch, from memory that may be written after the load (or by the caller before a split reverse) is not supported yet (the pointer and its shadow would have to be recorded)",
                    ));
                }
                continue;
            }
            if !m.is(o, "llvm.store") || !m.value_type(m.operand(o, 0)).is_llvm_ptr() {
                continue;
            }
            let (v, addr) = (m.operand(o, 0), m.operand(o, 1));
            let sv = self.forward_shadow(m, top, v, made);
            let sa = self.forward_shadow(m, top, addr, made);
            match (sv, sa) {
                (Some(sv), Some(sa)) => {
                    let mut map = IrMap::new();
                    map.map_value(v, sv);
                    map.map_value(addr, sa);
                    let c = m.clone_op(o, &mut map);
                    m.insert_op_after(o, c);
                    mark(m, c);
                }
                (None, _) if self.active(m, v) => {
                    return Err(err(
                        m,
                        o,
                        "reverse mode: storing a pointer to active memory whose shadow is not known here (made in a loop or branch from what has no shadow) is not supported yet",
                    ))
                }
                (Some(_), None) if self.active(m, v) => {
                    return Err(err(
                        m,
                        o,
                        "reverse mode: storing a pointer to active memory into memory without a shadow is not supported",
                    ))
                }
                _ => {}
            }
        }
        Ok(())
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
    /// from (a view, a load, a select; an `scf.if` result: `twin_shadow`).
    pub(super) fn forward_shadow(&mut self, m: &mut Module, top: OpId, v: Value, made: &mut Made) -> Option<Value> {
        if let Some(&s) = made.values.get(&v) {
            return Some(s);
        }
        let d = m.defining_op(v).filter(|&d| m.is_ancestor(top, d) && d != top);
        let Some(d) = d else { return self.picked_shadow(m, v) };
        if m.is(d, "scf.if") {
            return self.twin_shadow(m, top, d, v, made);
        }
        let mut map = IrMap::new();
        for i in self.shadowed_operands(m, d, v)? {
            let x = m.operand(d, i);
            let s = self.forward_shadow(m, top, x, made)?;
            map.map_value(x, s);
        }
        let c = m.clone_op(d, &mut map);
        m.insert_op_after(d, c);
        tag_shadow(m, c);
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

    /// The shadow of `v`, a result of `scf.if` `d` inside `top`: a result
    /// of `d`'s twin (an `scf.if` on the same condition right after it,
    /// made once), whose branches make the shadows of what `d`'s yield
    /// (`shadow_in_twin`).
    fn twin_shadow(&mut self, m: &mut Module, top: OpId, d: OpId, v: Value, made: &mut Made) -> Option<Value> {
        let k = m.results(d).iter().position(|&r| r == v)?;
        let twin = match made.twins.get(&d) {
            Some(&t) => t,
            None => {
                let t = m.create_op(OpSpec::new("scf.if").operands(&[m.operand(d, 0)]).regions(2));
                m.insert_op_after(d, t);
                for r in 0..2 {
                    let b = m.create_block(&[]);
                    let rg = m.region(t, r);
                    m.append_block(rg, b);
                    let y = m.create_op(OpSpec::new("scf.yield"));
                    m.append_op(b, y);
                }
                made.twins.insert(d, t);
                t
            }
        };
        let mut ys = Vec::new();
        for r in 0..2 {
            let yv = m.entry_block(m.region(d, r)).and_then(|b| m.last_op(b)).map(|y| m.operand(y, k))?;
            let ty = m.entry_block(m.region(twin, r)).and_then(|b| m.last_op(b))?;
            let mut local = HashMap::default();
            ys.push(self.shadow_in_twin(m, top, d, yv, InsertPoint::Before(ty), &mut local, made)?);
        }
        for (r, &y) in ys.iter().enumerate() {
            let ty = m.entry_block(m.region(twin, r)).and_then(|b| m.last_op(b))?;
            m.push_operand(ty, y);
        }
        let t = m.value_type(v).clone();
        let s = m.push_result(twin, t);
        made.values.insert(v, s);
        self.shadow_twins.entry(twin).or_default().push((v, s));
        Some(s)
    }

    /// The shadow of `v`, yielded by a branch of `scf.if` `d`, made at
    /// `ip` in the same branch of its twin: what is defined outside `d`
    /// has its shadow there already; what is defined in the branch is
    /// made again at `ip` (`local`: the branch's values made again).
    #[allow(clippy::too_many_arguments)]
    fn shadow_in_twin(
        &mut self,
        m: &mut Module,
        top: OpId,
        d: OpId,
        v: Value,
        ip: InsertPoint,
        local: &mut HashMap<Value, Value>,
        made: &mut Made,
    ) -> Option<Value> {
        let Some(def) = m.defining_op(v).filter(|&x| m.is_ancestor(d, x)) else {
            return match inside(m, d, v) {
                true => None,
                false => self.forward_shadow(m, top, v, made),
            };
        };
        let shadowed = self.shadowed_operands(m, def, v)?;
        let mut map = IrMap::new();
        for i in 0..m.operands(def).len() {
            let x = m.operand(def, i);
            let y = match shadowed.contains(&i) {
                true => self.shadow_in_twin(m, top, d, x, ip, local, made)?,
                false => value_in_twin(m, d, x, ip, local)?,
            };
            map.map_value(x, y);
        }
        let c = m.clone_op(def, &mut map);
        crate::ir::Builder::new(m, ip).insert(c);
        tag_shadow(m, c);
        m.results(def).iter().position(|&r| r == v).map(|i| m.result(c, i))
    }

    /// Reverse sweep, re-executing the body `o` is in: `c`, its copy, is
    /// the twin of an `scf.if` (`twin_shadow`): its results are the
    /// shadows of that `scf.if`'s results.
    pub(super) fn shadows_from_twin(&mut self, o: OpId, vmap: &IrMap) {
        for (r, s) in self.shadow_twins.get(&o).cloned().unwrap_or_default() {
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

/// The shadows a top-level `scf.while` carries next to its pointers
/// (`Rev::carry_shadows`): (pointer, its shadow) as positions of the
/// `before` arguments and of the `after` arguments.
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
    pub(super) fn carry_shadows(&mut self, m: &mut Module, wh: OpId, made: &mut Made) -> Result<(), Diagnostic> {
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
