//! The calls of a caller that run augmented pairs: choosing them (and the
//! memory the caller may change after each), rewriting each into a call of
//! the augmented primal, its adjoint (a call of the reverse), its remark.

use super::cut::derivative_touches_memory;
use super::{pack, pair, AugCall, AugKey, TapeKind};
use crate::ad::activity::{callee_of, is_float};
use crate::ad::reverse::sweep::Rev;
use crate::ir::{Activity, Attribute, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};
use crate::syntax::Diagnostic;

/// Where a call site is (`Rev::site`).
#[derive(Clone, Copy)]
enum Site {
    /// At the top level of the function.
    Top,
    /// In the body of a top-level `scf.for`, or in `scf.if` branches there
    /// (and its induction variable, an index or an integer).
    TopLoop(OpId, Value),
    /// In a branch of a top-level `scf.if`.
    TopBranch(OpId),
    /// In a region of a top-level `scf.while`, or in `scf.if` branches
    /// there (its records grow per run).
    TopWhile,
    /// In `scf.for` loops (and `scf.if` branches) nested in a top-level
    /// `scf.for`, each with bounds fixed before it (the nest's records are
    /// buffers sized before the top-level loop, not a stream of words).
    NestedRect,
    /// Anywhere else, or in a loop or branch of a derivative being cut.
    Nested,
}

impl Rev<'_> {
    /// Calls at the top level of the function, in its top-level `scf.if`
    /// branches, and in its top-level loops (in their bodies, and in the
    /// loops and `scf.if` branches nested in them, whose iterations the
    /// forward sweep records: `nest_records`), and in the regions of its
    /// top-level `scf.while`s and their branches (which record the tape's
    /// scalars per run) run their callee's augmented primal when it can be
    /// made (`pair`); their adjoints then run its reverse
    /// (`reverse_augmented`).
    pub fn augment_calls(&mut self, m: &mut Module, entry: crate::ir::BlockId) -> Result<(), Diagnostic> {
        if self.cache.replay_calls {
            return Ok(());
        }
        // (C allocations and frees have no pair: `c_heap`.)
        let is_call = |m: &Module, o: OpId| {
            (m.is(o, "func.call") || m.is(o, "llvm.call"))
                && !crate::ad::reverse::c_heap::is_alloc(m, o)
                && !crate::ad::reverse::c_heap::is_free(m, o)
        };
        let mut sites = Vec::new();
        for op in m.block_ops(entry) {
            if m.is(op, "scf.if") {
                for &r in m.regions(op) {
                    if let Some(body) = m.entry_block(r) {
                        sites.extend(m.block_ops(body).filter(|&o| is_call(m, o)));
                    }
                }
            } else if m.is(op, "scf.for") && !self.cutting {
                let nested = m.collect_ops(op).into_iter().filter(|&o| {
                    is_call(m, o)
                        && std::iter::successors(m.parent_op(o), |&p| m.parent_op(p))
                            .take_while(|&p| p != op)
                            .all(|p| m.is(p, "scf.for") || m.is(p, "scf.if"))
                });
                sites.extend(nested);
            } else if m.is(op, "scf.for") {
                if let Some(body) = m.entry_block(m.region(op, 0)) {
                    sites.extend(
                        crate::ad::reverse::loops::ops_through_branches(m, body).into_iter().filter(|&o| is_call(m, o)),
                    );
                }
            } else if m.is(op, "scf.while") && !self.cutting {
                // Calls at the top level of its regions and in their
                // branches: the tape's scalars are recorded per run with
                // the call's other results (`whiles`).
                for r in 0..2 {
                    if let Some(b) = m.entry_block(m.region(op, r)) {
                        sites.extend(
                            crate::ad::reverse::loops::ops_through_branches(m, b)
                                .into_iter()
                                .filter(|&o| is_call(m, o)),
                        );
                    }
                }
            } else if is_call(m, op) {
                sites.push(op);
            }
        }
        // A stack pair being made runs the stack pairs of its recursive
        // calls wherever they are (their tapes pass nothing): deeper ones
        // too, e.g. in a loop in a branch. (If their results cannot be
        // kept there, the pair fails and the call around it replays.)
        if self.stacking {
            for o in m.collect_ops(self.func) {
                if is_call(m, o)
                    && !sites.contains(&o)
                    && callee_of(m, o).is_some_and(|c| super::stack::reaches_recursion(m, c))
                {
                    sites.push(o);
                }
            }
        }
        for op in sites {
            self.augment_call(m, op)?;
        }
        Ok(())
    }

    /// Run the pair of `op`'s callee, if it can be made. (Inside a
    /// derivative being made to be cut, a callee that would be replayed
    /// stops it: its reverse half would replay it, which the cut refuses.)
    fn augment_call(&mut self, m: &mut Module, op: OpId) -> Result<(), Diagnostic> {
        if !self.call_is_active(m, op) {
            return Ok(());
        }
        let Some(callee) = callee_of(m, op) else { return Ok(()) };
        // (Checkpointed chunks are recomputed in the reverse sweep by design:
        // a tape of their intermediates would undo the checkpointing.)
        let chunk = m.attr(callee, crate::ad::reverse::checkpoint::CHUNK).is_some();
        if chunk || self.cache.native.contains(&callee) || self.check_aliased_operands(m, op, callee).is_err() {
            return Ok(());
        }
        let bundles = m.attr(op, "op_bundle_sizes").and_then(Attribute::as_dense_ints).is_some_and(|b| !b.is_empty());
        if bundles || m.attr(op, "var_callee_type").is_some() {
            return Ok(());
        }
        let operands = m.operands(op).to_vec();
        let results = m.results(op).to_vec();
        if results.iter().any(|&r| !crate::ad::reverse::loops::is_scalar(m.value_type(r))) {
            return Ok(());
        }
        // (Shadows of the body's values do not exist yet: memory that is
        // active will have one.)
        let arg_acts: Vec<Activity> = operands
            .iter()
            .map(|&v| {
                let shadowed = crate::ad::activity::is_float_memory(m.value_type(v)) && self.active(m, v);
                self.operand_activity(m, v, shadowed)
            })
            .collect();
        let ret_acts: Vec<Activity> = results
            .iter()
            .map(|&r| {
                if is_float(m.value_type(r)) && self.act.varied.contains(&r) {
                    Activity::Active
                } else {
                    Activity::Const
                }
            })
            .collect();
        let plan = self.plans.get(&op).cloned();
        let (mut after, mut globals) = (Vec::new(), Vec::new());
        match &plan {
            Some(p) => {
                for c in p.memories.iter().filter(|c| c.overwritten || c.later_write) {
                    match (c.operand, &c.global) {
                        (Some(i), _) => after.push(i),
                        (None, Some(g)) => globals.push(g.clone()),
                        _ => {}
                    }
                }
            }
            None => {
                after.extend((0..operands.len()).filter(|&i| crate::ad::activity::is_memory(m.value_type(operands[i]))))
            }
        }
        // What the caller of this function may change after it returns, its
        // callees' reverses may not read in place either.
        if !self.written_after.is_empty() {
            use crate::ad::activity::Origin;
            for (j, &v) in operands.iter().enumerate() {
                let o = self.mem_origins.get(&v).copied().unwrap_or(Origin::Unknown);
                if crate::ad::activity::is_memory(m.value_type(v))
                    && (o == Origin::Unknown || self.written_after.contains(&o))
                {
                    after.push(j);
                }
            }
            for c in plan.iter().flat_map(|p| &p.memories) {
                let g = c.global.as_deref().and_then(|g| m.lookup_symbol(g).map(|op| (g, op)));
                if let Some((name, op)) = g {
                    if self.written_after.contains(&Origin::Global(op)) || self.written_after.contains(&Origin::Unknown)
                    {
                        globals.push(name.to_string());
                    }
                }
            }
        }
        after.sort_unstable();
        after.dedup();
        globals.sort();
        globals.dedup();
        let site = self.site(m, op);
        // A callee reaching recursion pushes its tape on a stack this
        // derivative allocates (or, if it is a stack pair, takes). (Not
        // while a stack pair is being made, unless this is one: that pair
        // may fail, and the pairs made meanwhile with it.)
        let may_stack = self.stacking || ((!self.cutting || self.own_stack) && self.cache.stack_builds == 0);
        let stacked = may_stack && super::stack::reaches_recursion(m, callee);
        let tape = match site {
            _ if stacked => TapeKind::Stack,
            Site::Top if self.packing => TapeKind::Packed,
            Site::Top => TapeKind::Values,
            Site::TopLoop(..) | Site::TopWhile if self.cutting => TapeKind::Iterated,
            Site::TopWhile | Site::NestedRect => TapeKind::Iterated,
            Site::TopLoop(..) => TapeKind::PackedIterated,
            Site::TopBranch(_) => TapeKind::PackedScalars,
            Site::Nested => TapeKind::Scalars,
        };
        let key =
            AugKey { callee, args: arg_acts.clone(), rets: ret_acts.clone(), after, globals_after: globals, tape };
        // (A tape with buffers at a site that keeps only scalars could go on
        // the stack too; measured, a replay is faster there: the calls
        // bench's triangle row, 1.04 ms against 1.42 ms.)
        let pair = match pair(m, self.cache, key) {
            Ok(p) => p,
            Err(why) => return self.replayed(m, op, callee, why),
        };
        // A pair taking shadows gets them after the forward sweep made them
        // (`pass_shadows`): the forward sweep makes them at the top level,
        // where the memory is, so a call in a loop or branch has them when
        // that memory comes from outside it.
        let top_level = |v: Value| match m.value_def(v) {
            crate::ir::ValueDef::BlockArg { block, .. } => m.block_parent_op(block) == Some(self.func),
            crate::ir::ValueDef::Result { op: d, .. } => m.parent_op(d) == Some(self.func),
            crate::ir::ValueDef::Undefined => false,
        };
        if pair.shadows.iter().any(|&i| !top_level(operands[i])) {
            let why = "its augmented primal uses shadows (it loads shadow pointers), and this call's memory is made in the loop or branch around it, where its shadow does not exist yet";
            return self.replayed(m, op, callee, why.into());
        }
        // A replay that saves only the few elements that change beats a tape
        // of buffers that grow with the callee's loops.
        let few = plan.as_ref().is_some_and(|p| {
            p.memories.iter().any(|c| c.overwritten)
                && p.memories.iter().all(|c| !c.overwritten || c.elements.is_some())
        });
        if few && pair.scalar_bytes().is_none() && !self.cutting {
            let why = "a replay saves only the elements that change, the pair's tape buffers that grow with the callee's loops";
            self.replay_reasons.insert(op, why.into());
            return Ok(());
        }
        // A packed tape goes into the tape buffer of this derivative's own
        // pair (cut), or into one allocated here for it.
        let buffer = pair.words.map(|w| match site {
            Site::Top if self.cutting => pack::slot(m, op, w),
            // (`Nested`, `NestedRect` and `TopWhile` sites never take packed tapes.)
            Site::Top | Site::Nested | Site::NestedRect | Site::TopWhile => {
                pack::allocate(m, InsertPoint::Before(op), w)
            }
            Site::TopLoop(l, iv) => {
                let (buf, off) = pack::allocate_per_iteration(m, (l, iv), op, w);
                self.cleanup.push(buf);
                (buf, off)
            }
            // (Allocated whether the branch runs or not.)
            Site::TopBranch(i) => {
                let (buf, off) = pack::allocate(m, InsertPoint::Before(i), w);
                self.cleanup.push(buf);
                (buf, off)
            }
        });
        let stack = if stacked { self.stack_box(m) } else { None };
        // The call becomes a call of the augmented primal (same operands,
        // then the tape buffer or the stack; same results, then the tape).
        for v in buffer.iter().flat_map(|&(b, o)| [b, o]).chain(stack) {
            m.push_operand(op, v);
        }
        let op_data = m.op_mut(op);
        op_data.name = crate::ir::OpName::new("func.call");
        op_data.attrs = crate::ir::AttrDict::new();
        op_data.properties = None;
        m.set_attr(op, "callee", Attribute::symbol(pair.aug.clone()));
        for t in &pair.tape {
            m.push_result(op, t.clone());
        }
        self.plans.remove(&op);
        let owned = buffer
            .filter(|_| matches!(site, Site::Nested) || (!self.cutting && matches!(site, Site::Top)))
            .map(|(b, _)| b);
        self.augmented.insert(op, AugCall { pair, args: operands, arg_acts, ret_acts, plan, buffer, stack, owned });
        Ok(())
    }

    /// Call `op` of `callee` is replayed (`why`): inside a derivative being
    /// cut, that stops it when the replay touches memory.
    fn replayed(&mut self, m: &Module, op: OpId, callee: OpId, why: String) -> Result<(), Diagnostic> {
        self.replay_reasons.insert(op, why);
        if self.cutting && derivative_touches_memory(m, op) {
            let name = m.symbol_name(callee).unwrap_or("?");
            return Err(crate::ad::reverse::err(m, op, format!("it calls @{name}, which is replayed")));
        }
        Ok(())
    }

    /// The shadows the augmented primals take (`AugPair::shadows`), once
    /// the forward sweep has made them: passed last. Each must be made
    /// before the call.
    pub fn pass_shadows(&mut self, m: &mut Module, entry: crate::ir::BlockId) -> Result<(), Diagnostic> {
        let order: crate::hash::HashMap<OpId, usize> = m.block_ops(entry).enumerate().map(|(k, o)| (o, k)).collect();
        let calls: Vec<(OpId, Vec<usize>, Vec<Value>)> = self
            .augmented
            .iter()
            .filter(|(_, a)| !a.pair.shadows.is_empty())
            .map(|(&op, a)| (op, a.pair.shadows.clone(), a.args.clone()))
            .collect();
        for (op, shadows, args) in calls {
            let top = std::iter::successors(Some(op), |&p| m.parent_op(p)).find(|&p| order.contains_key(&p));
            for i in shadows {
                let v = args[i];
                let Some(&sh) = self.shadow.get(&v) else {
                    return Err(crate::ad::reverse::calls::no_shadow(m, op, i, v));
                };
                let before = match m.value_def(sh) {
                    crate::ir::ValueDef::BlockArg { block, .. } => block == entry,
                    crate::ir::ValueDef::Result { op: d, .. } => {
                        matches!((order.get(&d), top.and_then(|t| order.get(&t))), (Some(a), Some(b)) if a < b)
                    }
                    crate::ir::ValueDef::Undefined => false,
                };
                if !before {
                    return Err(crate::ad::reverse::err(
                        m,
                        op,
                        format!("reverse mode: the shadow of operand #{i} is made after this call, whose augmented primal uses it"),
                    ));
                }
                m.push_operand(op, sh);
            }
        }
        Ok(())
    }

    /// The stack of this derivative's stack pairs: its own (a stack pair
    /// being made), or one it allocates at its start and frees at its end
    /// (a split-mode pair: its augmented primal allocates it, its tape
    /// holds it, its reverse frees it).
    fn stack_box(&mut self, m: &mut Module) -> Option<Value> {
        if self.stack.is_none() {
            let entry = m.entry_block(m.region(self.func, 0))?;
            self.stack = Some(match self.stacking {
                true => super::stack::placeholder(m, entry),
                false => super::stack::allocate(m, entry),
            });
        }
        self.stack
    }

    /// Where call `op` is, for the tape its pair may take: a derivative
    /// that is not cut can allocate tape words before a top-level loop (for
    /// all its iterations) or a top-level `scf.if`.
    fn site(&self, m: &Module, op: OpId) -> Site {
        let Some(p) = m.parent_op(op) else { return Site::Nested };
        if p == self.func {
            return Site::Top;
        }
        // (Through the `scf.if`s of a loop body: the loop records the call's
        // results where the call is, as for one in the body.)
        let mut lp = p;
        while m.is(lp, "scf.if") && m.parent_op(lp).is_some_and(|q| q != self.func) {
            lp = m.parent_op(lp).unwrap_or(lp);
        }
        if m.is(lp, "scf.while") && m.parent_op(lp) == Some(self.func) && !self.cutting {
            return Site::TopWhile;
        }
        if lp != p && m.is(lp, "scf.for") && m.parent_op(lp) == Some(self.func) {
            let iv = m.entry_block(m.region(lp, 0)).and_then(|b| m.block_args(b).first().copied());
            if let Some(iv) = iv {
                return Site::TopLoop(lp, iv);
            }
        }
        if !self.cutting && self.in_rect_nest(m, op) {
            return Site::NestedRect;
        }
        if m.parent_op(p) != Some(self.func) || (self.cutting && !m.is(p, "scf.for")) {
            return Site::Nested;
        }
        if m.is(p, "scf.if") {
            return Site::TopBranch(p);
        }
        let iv = m.entry_block(m.region(p, 0)).and_then(|b| m.block_args(b).first().copied());
        match iv {
            // (Index or integer induction variables.)
            Some(iv) if m.is(p, "scf.for") => Site::TopLoop(p, iv),
            _ => Site::Nested,
        }
    }

    /// Is `op` in `scf.for` loops (through `scf.if`s) nested in a top-level
    /// `scf.for`, each inner loop's bounds defined before the top-level
    /// one? (Its records are then buffers of the whole nest, which can hold
    /// descriptors; a loop whose trip count is known only when it starts
    /// records into a stream of words.)
    fn in_rect_nest(&self, m: &Module, op: OpId) -> bool {
        let chain: Vec<OpId> =
            std::iter::successors(m.parent_op(op), |&p| m.parent_op(p)).take_while(|&p| p != self.func).collect();
        let Some(&top) = chain.last() else { return false };
        let inner: Vec<OpId> = chain[..chain.len() - 1].iter().copied().filter(|&p| m.is(p, "scf.for")).collect();
        m.is(top, "scf.for")
            && m.parent_op(top) == Some(self.func)
            && !inner.is_empty()
            && chain.iter().all(|&p| m.is(p, "scf.for") || m.is(p, "scf.if"))
            && inner
                .iter()
                .all(|&l| m.operands(l)[..3].iter().all(|&v| !crate::ad::reverse::loops::defined_in(m, top, v)))
    }

    /// The adjoint of a call of an augmented primal: its reverse, with the
    /// arguments, the seeds and the tape (the call's extra results).
    pub fn reverse_augmented(
        &mut self,
        m: &mut Module,
        ip: InsertPoint,
        op: OpId,
        vmap: &IrMap,
    ) -> Result<(), Diagnostic> {
        let Some(a) = self.augmented.get(&op).cloned() else { return Ok(()) };
        let results = m.results(op).to_vec();
        let (primal, tape) = results.split_at(a.ret_acts.len());
        let mut args = Vec::new();
        for (i, (&v, act)) in a.args.iter().zip(&a.arg_acts).enumerate() {
            args.push(vmap.lookup(v));
            if *act == Activity::Dup {
                let Some(&sh) = self.shadow.get(&v) else {
                    return Err(crate::ad::reverse::calls::no_shadow(m, op, i, v));
                };
                args.push(sh);
            }
        }
        for (&r, act) in primal.iter().zip(&a.ret_acts) {
            if *act == Activity::Active {
                let seed = match self.adj.get(&r) {
                    Some(&d) => d,
                    None => {
                        let ty = m.value_type(r).clone();
                        crate::ad::reverse::zero(m, ip, &ty)
                    }
                };
                args.push(seed);
            }
        }
        args.extend(tape.iter().map(|&t| vmap.lookup(t)));
        args.extend(a.buffer.iter().flat_map(|&(b, o)| [vmap.lookup(b), vmap.lookup(o)]));
        args.extend(a.stack.map(|b| vmap.lookup(b)));
        let grad_types: Vec<Type> = a
            .args
            .iter()
            .zip(&a.arg_acts)
            .filter(|(_, act)| **act == Activity::Active)
            .map(|(&v, _)| m.value_type(v).clone())
            .collect();
        let args: Vec<Value> = args.into_iter().zip(&a.pair.rev_takes).filter(|(_, &k)| k).map(|(v, _)| v).collect();
        let call = Builder::new(m, ip).create(
            OpSpec::new("func.call").operands(&args).results(&grad_types).attr("callee", Attribute::symbol(a.pair.rev)),
        );
        if let Some(b) = a.owned {
            Builder::new(m, ip).create(OpSpec::new("memref.dealloc").operands(&[vmap.lookup(b)]));
        }
        let grads = m.results(call).to_vec();
        let mut g = grads.into_iter();
        for (&v, act) in a.args.iter().zip(&a.arg_acts) {
            if *act == Activity::Active {
                if let Some(d) = g.next() {
                    self.accumulate(m, ip, v, d);
                }
            }
        }
        Ok(())
    }

    /// The remark of a call of an augmented primal.
    pub fn augmented_remark(&self, m: &Module, op: OpId, in_loop: bool) -> Option<String> {
        let a = self.augmented.get(&op)?;
        let site = crate::exec::error::op_location(m, op).unwrap_or_else(|| "?".into());
        let callee = a.plan.as_ref().map_or_else(|| a.pair.aug.clone(), |p| p.callee.clone());
        let per = if in_loop { " per iteration" } else { "" };
        let mut lines = vec![format!(
            "{site}: remark: call to @{callee}: augmented primal @{} and reverse @{} (the callee is not run again)",
            a.pair.aug, a.pair.rev
        )];
        for c in a.plan.iter().flat_map(|p| &p.memories) {
            let verdict = if c.overwritten || c.later_write {
                "may change before the adjoint — the augmented primal records what its reverse reads of it"
            } else {
                "not overwritten — its reverse reads it in place"
            };
            lines.push(format!("  {} ({}): {verdict}", c.describe(), c.access.describe()));
            for r in &c.reasons {
                lines.push(format!("    {r}"));
            }
        }
        let values = format!(
            "{} value(s), {}{per}",
            a.pair.tape.len(),
            a.pair.scalar_bytes().map_or_else(|| "some of them buffers".to_string(), |b| format!("{b} bytes"))
        );
        lines.push(match (a.pair.words, a.pair.stack) {
            (_, Some(Some((w, bufs)))) => {
                let bufs = match bufs {
                    0 => String::new(),
                    n => format!(" and {n} buffer(s) of its loops (their words and lengths)"),
                };
                format!(
                    "  tape: {w} word(s) ({} bytes){bufs} per call pushed on a stack that grows, shared with the calls it makes",
                    w * 8
                )
            }
            (_, Some(None)) => "  tape: its words are pushed on the stack of the call around it".to_string(),
            (None, None) => format!("  tape: {values}"),
            (Some(w), None) => {
                let words = format!("{w} word(s) ({} bytes){per} of a tape buffer, for it and its callees", w * 8);
                match a.pair.tape.is_empty() {
                    true => format!("  tape: {words}"),
                    false => format!("  tape: {words}; and {values}"),
                }
            }
        });
        Some(lines.join("\n"))
    }
}
