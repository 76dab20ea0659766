//! What the reverse sweep may not compute again: loads, and calls that
//! only read memory, whose memory may be written after them (their values
//! are recorded in the forward sweep instead), and the checks that refuse,
//! by name, a loop or branch where such a value would have to be computed
//! again without a record.

use super::err;
use super::sweep::{made_from, stays_in_iteration, Rev};
use crate::ad::activity::Origin;
use crate::ir::{Module, OpId, Value};
use crate::syntax::Diagnostic;

/// Is value `v` only stored, or summed into values only stored (through
/// `arith.addf`, `subf`, `negf`, and products or quotients by values
/// that carry no derivative: not in `varied`)? Then no adjoint reads it
/// (the adjoint of a store or a sum needs no operand's value, that of
/// `v · c` needs only `c` when `c` has no adjoint of its own), and a load
/// giving it needs no record: the reverse sweep may load it again at any
/// time, from memory in any state, for a value nothing uses (copy loops
/// `u[i] = tmp[i]`, updates `x[i] = x[i] + h · y[i]`).
pub(super) fn only_moved(m: &Module, v: Value, varied: &crate::hash::HashSet<Value>) -> bool {
    let mut work = vec![v];
    let mut seen = 0;
    while let Some(x) = work.pop() {
        seen += 1;
        if seen > 64 {
            return false;
        }
        for u in m.uses(x) {
            let other = |i: usize| m.operand(u.op, i);
            match m.name(u.op).as_str() {
                "memref.store" | "llvm.store" if u.index == 0 => {}
                "arith.addf" | "arith.subf" | "arith.negf" => work.push(m.result(u.op, 0)),
                "arith.mulf" if !varied.contains(&other(1 - u.index as usize)) => work.push(m.result(u.op, 0)),
                "arith.divf" if u.index == 0 && !varied.contains(&other(1)) => work.push(m.result(u.op, 0)),
                _ => return false,
            }
        }
    }
    true
}

impl Rev<'_> {
    /// Does this load read memory that may be written after it (by the
    /// function, or by its caller before the reverse: `written_after`)?
    /// Memory written only before the load is read again in the reverse.
    pub fn load_needs_record(&self, m: &Module, load: OpId) -> bool {
        if self.recorded_pointers.contains_key(&load) {
            return true;
        }
        if self.array_snaps.contains_key(&load)
            || m.attr(load, super::loop_pointers::RELOADED).is_some()
            || m.results(load).first().is_some_and(|&r| only_moved(m, r, &self.act.varied))
        {
            return false;
        }
        let mem = m.operand(load, 0);
        let o = self.mem_origins.get(&mem).copied().unwrap_or(Origin::Unknown);
        let unknown = o == Origin::Unknown;
        let written = unknown || self.written.contains(&o) || self.written.contains(&Origin::Unknown);
        let by_caller = unknown || self.written_after.contains(&o) || self.written_after.contains(&Origin::Unknown);
        // (A temporary of a loop body or branch is made again, not
        // restored, by the reverse of its block: what it held is recorded.)
        let remade = matches!(o, Origin::Alloc(a) if m.parent_op(a).is_some_and(|p| ["scf.for", "scf.while", "scf.if"].iter().any(|n| m.is(p, n))));
        written && (by_caller || remade || self.loads_overwritten.get(&load).copied().unwrap_or(true))
    }

    /// Does `o` make a value from memory the function also writes, so that
    /// computing it again in the reverse sweep may give another value: a
    /// load of such memory (`load_needs_record`), or a call with results
    /// that writes nothing (calls that write are never re-executed) but
    /// reads memory the function writes (reached through an argument, a
    /// global, or memory its summary cannot name) and, as far as its
    /// overwritten-arguments plan knows, writes after it.
    pub fn reads_written(&self, m: &Module, o: OpId) -> bool {
        if m.is(o, "memref.load") || m.is(o, "llvm.load") {
            return self.load_needs_record(m, o);
        }
        if !(m.is(o, "func.call") || m.is(o, "llvm.call")) || m.results(o).is_empty() || self.augmented.contains_key(&o)
        {
            return false;
        }
        let Some(eff) = self.cache.effects.as_ref() else { return !self.written.is_empty() };
        let e = eff.of_call(m, o);
        if e.writes() {
            return false;
        }
        let written = |org: Origin| {
            org == Origin::Unknown || self.written.contains(&org) || self.written.contains(&Origin::Unknown)
        };
        let origin = |v: Value| self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
        let by_origin = e
            .args
            .iter()
            .enumerate()
            .any(|(i, a)| a.read && i < m.operands(o).len() && written(origin(m.operand(o, i))))
            || e.globals
                .iter()
                .any(|(g, a)| a.read && written(m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global)))
            || e.other.read && !self.written.is_empty();
        // (The plan knows what is written after the call, but takes any two
        // arguments to alias; the origins take them apart, as for loads.)
        let same = |a: Origin, b: Origin| a == b || a == Origin::Unknown || b == Origin::Unknown;
        by_origin
            && self.plans.get(&o).is_none_or(|p| {
                p.memories.iter().any(|c| c.access.read && c.later_origins.iter().any(|&w| same(w, c.origin)))
            })
    }

    /// A call whose results are recorded where it is in a loop, as it is
    /// not run again: it writes memory (an augmented primal writes its
    /// tape), or reads memory written after it and has several results
    /// (one is recorded like a load: `records_read`).
    pub fn recorded_call(&self, m: &Module, o: OpId) -> bool {
        (m.is(o, "func.call") || m.is(o, "llvm.call"))
            && !m.results(o).is_empty()
            && (self.augmented.contains_key(&o)
                || self.cache.effects.as_ref().is_none_or(|e| e.of_call(m, o).writes())
                || m.results(o).len() > 1 && self.reads_written(m, o)
                || self.reaches_recursion(m, o))
    }

    /// A call reaching recursion: running it again in the reverse sweep
    /// may cost as much as the rest of the recursion (its results are
    /// recorded instead).
    fn reaches_recursion(&self, m: &Module, o: OpId) -> bool {
        crate::ad::activity::callee_of(m, o).is_some_and(|c| {
            *self.cache.recursion.borrow_mut().entry(c).or_insert_with(|| super::augment::reaches_recursion(m, c))
        })
    }

    /// `reads_written`, and its value can be recorded per iteration: one
    /// scalar result.
    pub fn records_read(&self, m: &Module, o: OpId) -> bool {
        // (Allocations in loops, `loop_allocs`, are recorded too.)
        if self.recorded_pointers.contains_key(&o) && (m.is(o, "llvm.call") || m.is(o, "func.call")) {
            return true;
        }
        self.reads_written(m, o)
            && m.results(o).len() == 1
            && (super::loops::is_scalar(m.value_type(m.result(o, 0))) || self.recorded_pointers.contains_key(&o))
    }

    /// A call that `reads_written`, with results used, that cannot be
    /// recorded (a result that is not a scalar): refused where it would be
    /// re-executed.
    pub fn check_read_recordable(&self, m: &Module, o: OpId) -> Result<(), Diagnostic> {
        let rs = m.results(o);
        let memory_only = rs.iter().all(|&r| m.value_type(r).is_memref_like() || m.value_type(r).is_llvm_ptr());
        let used = rs.iter().any(|&r| m.has_uses(r));
        // (One scalar result is recorded like a load, several like the
        // results of a call that writes memory: `recorded_call`.)
        let fits = rs.iter().all(|&r| super::loops::is_scalar(m.value_type(r)));
        if memory_only || !used || fits || !self.reads_written(m, o) {
            return Ok(());
        }
        let tys: Vec<String> = m.results(o).iter().map(|&r| format!("'{}'", m.value_type(r))).collect();
        Err(err(
            m,
            o,
            format!(
                "reverse mode: a call in a loop or branch that reads memory written after it and returns {} is not supported yet (its results would have to be recorded: only scalars can be)",
                tys.join(", ")
            ),
        ))
    }

    /// Loops: loads of written memory in nested loops are recorded when the
    /// outermost loop is instrumented in the forward sweep (`instrumented`;
    /// else they must not read written memory below the top level of the
    /// body: they are redone in the reverse sweep); no allocation of active
    /// memory inside.
    pub(super) fn check_loop(
        &mut self,
        m: &Module,
        op: OpId,
        depth: usize,
        instrumented: bool,
    ) -> Result<(), Diagnostic> {
        let body = m.entry_block(m.region(op, 0)).ok_or_else(|| err(m, op, "has no body"))?;
        for o in m.block_ops(body) {
            if super::loops::is_snapshot_copy(m, o) {
                continue;
            }
            if !instrumented && (depth > 1 || m.is(o, "llvm.load") && depth > 0) && self.reads_written(m, o) {
                return Err(err(
                    m,
                    o,
                    format!(
                        "reverse mode: {}, inside nested loops, needs a multi-level cache (not supported yet)",
                        reader(m, o)
                    ),
                ));
            }
            self.check_read_recordable(m, o)?;
            match m.name(o).as_str() {
                "memref.alloc" | "memref.alloca" if stays_in_iteration(m, m.result(o, 0)) => {}
                "llvm.call" if super::c_heap::block_temp(m, o) => {}
                "memref.alloc" | "memref.alloca" | "llvm.alloca" if self.active(m, m.result(o, 0)) => {
                    return Err(err(m, o, "reverse mode: allocating active memory inside a loop is not supported yet (only a temporary of the loop body that is loaded, stored, viewed, copied or freed there, or of a size the same in every iteration passed to calls that do not keep its address)"));
                }
                "scf.for" => {
                    // (Records of inner loops are sized before the outer one
                    // runs: `loops::record_nested` refuses what it cannot size.)
                    self.check_loop(m, o, depth + 1, instrumented)?
                }
                // Loads in branches of the body (scf.if at any depth) are
                // recorded per iteration (of the whole nest, in nested loops).
                "scf.if" => {
                    self.check_region_loads(m, o, "inside scf.if in a loop", false, depth == 0, instrumented)?
                }
                "scf.while" if self.loop_is_active(m, o) => self.check_while_in_loop(m, o)?,
                "scf.while" | "scf.parallel" | "scf.execute_region" | "scf.index_switch"
                    if self.loop_is_active(m, o) =>
                {
                    return Err(err(
                        m,
                        o,
                        format!("reverse mode through '{}'{} is not supported yet", m.name(o), made_from(m, o)),
                    ));
                }
                // Snapshots are taken per iteration of the loop or of the
                // (outer, inner) pair of iterations.
                "func.call" | "llvm.call" | "func.call_indirect" => {
                    self.check_call(m, o, instrumented || depth <= 1)?
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// An scf.while in a loop body (at any depth, or in an scf.if branch of
    /// one) is re-executed (and recorded) in each reverse iteration of
    /// the loop around it: it must not read memory the function writes,
    /// nor call what writes memory.
    pub(super) fn check_while_in_loop(&mut self, m: &Module, o: OpId) -> Result<(), Diagnostic> {
        self.check_while(m, o, false)?;
        for x in m.collect_ops(o) {
            let reads_written = self.reads_written(m, x);
            let writes = (m.is(x, "func.call") || m.is(x, "llvm.call"))
                && self.cache.effects.as_ref().is_none_or(|e| e.of_call(m, x).writes());
            if reads_written || writes {
                return Err(err(m, x, format!("reverse mode: an scf.while{} that reads memory the function writes (or calls a function that writes memory), inside a loop or an scf.if, is not supported yet", made_from(m, o))));
            }
        }
        Ok(())
    }

    /// Ops nested in `op` (an `scf.if`) that its reverse re-executes:
    /// loads of written memory are refused unless recorded (`top_level`:
    /// those directly in a branch are, see `record_if_loads`).
    /// `top_level`: `op` is at the top level of the function (loads and
    /// calls directly in its regions are handled); `in_loop_body`: `op` is
    /// an `scf.if` at the top level of a loop body (loads in its branches,
    /// through nested `scf.if`s, are recorded per iteration);
    /// `in_nest`: `op` is in the body of a loop nested in a loop
    /// instrumented in the forward sweep (loads in its branches are
    /// recorded per iteration of the nest).
    pub(super) fn check_region_loads(
        &mut self,
        m: &Module,
        op: OpId,
        where_: &str,
        top_level: bool,
        in_loop_body: bool,
        in_nest: bool,
    ) -> Result<(), Diagnostic> {
        for o in m.collect_ops(op) {
            let n = m.name(o).as_str();
            let direct = top_level && m.parent_op(o) == Some(op);
            let recorded = direct || in_loop_body && super::loops::in_if_chain(m, o, op);
            let load_recorded = recorded || in_nest && in_nest_chain(m, o, op);
            if !load_recorded && self.reads_written(m, o) {
                let why = if top_level { unwrapped_because(m, op) } else { String::new() };
                return Err(err(m, o, format!("reverse mode: {}, {where_}, is not supported yet{why}", reader(m, o))));
            }
            self.check_read_recordable(m, o)?;
            // (A loop in the branches of an scf.if in an instrumented nest
            // is recorded with the nest, see `nest_records::level_ops`.)
            if n == "scf.for" && o != op {
                self.check_loop(m, o, 1, in_nest && in_nest_chain(m, o, op))?;
            }
            if n == "llvm.call" && super::c_heap::block_temp(m, o) {
                continue;
            }
            if n == "func.call" || n == "llvm.call" || n == "func.call_indirect" {
                // In a branch of an scf.if at the top level of a loop body,
                // snapshots are taken per iteration (`snapshot_calls_in_loop`).
                self.check_call(m, o, load_recorded)?;
            }
            if n == "scf.while" && (in_loop_body || in_nest) && self.loop_is_active(m, o) {
                // Re-executed with the branch in each reverse iteration.
                self.check_while_in_loop(m, o)?;
                continue;
            }
            if matches!(
                n,
                "scf.while" | "scf.parallel" | "scf.execute_region" | "scf.index_switch" | "memref.alloca_scope"
            ) && self.loop_is_active(m, o)
            {
                return Err(err(m, o, format!("reverse mode through '{n}'{} is not supported yet", made_from(m, o))));
            }
        }
        Ok(())
    }
}

/// How a refusal names an op that `Rev::reads_written`.
pub(super) fn reader(m: &Module, o: OpId) -> &'static str {
    if m.is(o, "memref.load") || m.is(o, "llvm.load") {
        "a load from memory the function writes"
    } else {
        "a call that reads memory the function writes"
    }
}

/// Why the top-level `scf.if` `op` was not put in a loop of one iteration
/// (`crate::ad::if_once`), where such loads are recorded: a memref result
/// made in its branches (empty otherwise).
fn unwrapped_because(m: &Module, op: OpId) -> String {
    if !m.is(op, "scf.if") || crate::ad::memref_positions::if_convertible(m, op) {
        return String::new();
    }
    match m.results(op).iter().position(|&r| m.value_type(r).is_memref_like()) {
        Some(k) => format!(
            " (the scf.if yields a memref made in its branches as result #{k}; only memrefs defined before the scf.if can be yielded there — make the view before it)"
        ),
        None => String::new(),
    }
}

/// Is `o` nested in `top` (an `scf.if`) through `scf.if` branches and
/// `scf.for` bodies only (what a loop nest's records reach)?
fn in_nest_chain(m: &Module, o: OpId, top: OpId) -> bool {
    let mut p = m.parent_op(o);
    while let Some(x) = p {
        if x == top {
            return true;
        }
        if !m.is(x, "scf.if") && !m.is(x, "scf.for") {
            return false;
        }
        p = m.parent_op(x);
    }
    false
}
