//! Cutting a callee's combined derivative at its `TAPE_CUT` marker into
//! an augmented primal and a reverse: what the halves may do (checked,
//! by where the memory comes from: `roots`), which forward values cross
//! (the tape), which are made again in the reverse instead (cheap values,
//! and shadow pointers loaded from arguments the caller leaves alone),
//! which shadows the augmented primal takes (its forward half loads
//! shadow pointers from them), and the two functions.

use crate::hash::{HashMap, HashSet};

use super::pack::{self, Layout, TAPE_SLOT};
use super::roots::{is_heap, root, Root};
use super::{AugPair, RevOperand};
use crate::ad::activity::{callee_of, VIEW_OPS};
use crate::ad::reverse::ReverseCache;
use crate::ir::{Activity, Attribute, FunctionType, IrMap, Module, OpId, OpSpec, Type, Value};

/// Argument layout of a derivative: per block argument, what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ArgKind {
    Primal(usize),
    Shadow,
    Seed,
}

pub(super) struct Shape {
    pub(super) kinds: Vec<ArgKind>,
    /// Primal results (all returned: the pair is derived with `Active` / `Const` results).
    results: usize,
}

impl Shape {
    pub(super) fn of(args: &[Activity], rets: &[Activity]) -> Shape {
        let mut kinds = Vec::new();
        for (i, a) in args.iter().enumerate() {
            kinds.push(ArgKind::Primal(i));
            if matches!(a, Activity::Dup | Activity::DupNoNeed) {
                kinds.push(ArgKind::Shadow);
            }
        }
        kinds.extend(
            rets.iter().filter(|a| matches!(a, Activity::Active | Activity::ActiveNoNeed)).map(|_| ArgKind::Seed),
        );
        Shape { kinds, results: rets.len() }
    }
}

/// The memory operands an op reads and writes.
fn memory_operands(m: &Module, o: OpId) -> (Vec<Value>, Vec<Value>) {
    let ops = m.operands(o);
    let at = |i: usize| ops.get(i).copied().into_iter().collect::<Vec<_>>();
    match m.name(o).as_str() {
        "memref.load" | "llvm.load" => (at(0), vec![]),
        "memref.store" | "llvm.store" => (vec![], at(1)),
        "memref.atomic_rmw" => (at(1), at(1)),
        "memref.copy" => (at(0), at(1)),
        "llvm.intr.memcpy" | "llvm.intr.memmove" => (at(1), at(0)),
        "llvm.intr.memset" | "memref.generic_atomic_rmw" => (at(0), at(0)),
        _ => (vec![], vec![]),
    }
}

/// A checked cut of derivative `g` at its marker.
pub(super) struct Cut {
    /// Forward values the reverse half uses, in a fixed order: the tape.
    pub(super) crossing: Vec<Value>,
    /// Cheap pure ops of the forward half whose inputs are the primal
    /// arguments (constants, `memref.dim`, index arithmetic...): made again
    /// in the reverse half rather than taped, in order.
    remat: Vec<OpId>,
    /// Cheap pure ops of the forward half whose operands are on the tape
    /// (or in `remat`): made again in the reverse half from them.
    recompute: Vec<OpId>,
    /// The `TAPE_SLOT`s of the inner calls, in order.
    slots: Vec<OpId>,
    /// The packed part of the tape (`pack`), when there is one.
    layout: Option<Layout>,
    /// The tape values passed as values: the crossing ones not packed.
    pub(super) listed: Vec<Value>,
    /// The layout's words go on a stack (`stack`), not in a buffer.
    on_stack: bool,
    /// The shadow arguments (positions in the derivative's arguments) its
    /// forward half uses: the augmented primal takes them last.
    shadows_used: Vec<usize>,
    /// The first op of the forward half using one (for messages).
    shadow_user: Option<String>,
}

impl Cut {
    pub(super) fn plan(
        m: &Module,
        cache: &mut ReverseCache,
        g: OpId,
        marker: OpId,
        shape: &Shape,
        after: &[usize],
        globals_after: &[String],
    ) -> Result<Cut, String> {
        let malformed = || "the derivative is not one block ending in a return".to_string();
        let entry = m.entry_block(m.region(g, 0)).ok_or_else(malformed)?;
        let ops: Vec<OpId> = m.block_ops(entry).collect();
        let at = ops.iter().position(|&o| o == marker).ok_or_else(malformed)?;
        let (fwd, rest) = ops.split_at(at);
        let fwd_order = fwd;
        let (&ret, back) = rest[1..].split_last().ok_or_else(malformed)?;
        let fwd: HashSet<OpId> = fwd.iter().copied().collect();
        let shadow_globals: HashSet<&String> = cache.shadow_globals.values().collect();
        // The primal results come from the forward half.
        let top = |o: OpId| std::iter::successors(Some(o), |&p| m.parent_op(p)).find(|&p| m.parent_op(p) == Some(g));
        let forward = |v: Value| m.defining_op(v).and_then(top).is_some_and(|t| fwd.contains(&t));
        let ret_ops = m.operands(ret);
        if ret_ops[..shape.results].iter().any(|&v| m.defining_op(v).is_some() && !forward(v)) {
            return Err("a primal result is made by the reverse sweep".into());
        }
        // The augmented primal gets the primal arguments, and the shadows
        // its forward half uses (loading shadow pointers from a struct's
        // shadow, say): its call sites must have them where they call.
        let mut shadows_used = Vec::new();
        let mut shadow_user = None;
        for &o in &fwd {
            for x in m.collect_ops(o) {
                for &v in m.operands(x) {
                    match m.value_def(v) {
                        crate::ir::ValueDef::BlockArg { block, index } if block == entry => {
                            match shape.kinds.get(index as usize) {
                                Some(ArgKind::Primal(_)) => {}
                                Some(ArgKind::Shadow) => {
                                    shadows_used.push(index as usize);
                                    shadow_user.get_or_insert_with(|| m.name(x).as_str().to_string());
                                }
                                _ => return Err(format!("its forward sweep uses seeds ('{}')", m.name(x).as_str())),
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        shadows_used.sort_unstable();
        shadows_used.dedup();
        // Memory the reverse half may read in place, and write.
        let readable = |r: &Root| match r {
            Root::Arg(ArgKind::Primal(i)) => !after.contains(i),
            Root::Arg(_) | Root::Local(_) | Root::Tape | Root::Stack => true,
            Root::Global(s) => shadow_globals.contains(s) || !globals_after.contains(s),
            Root::Unknown => false,
        };
        let writable = |r: &Root| match r {
            Root::Arg(ArgKind::Shadow) | Root::Local(_) | Root::Stack => true,
            Root::Global(s) => shadow_globals.contains(s),
            _ => false,
        };
        let effects = cache.effects.get_or_insert_with(|| crate::analysis::effects::EffectsTable::compute(m));
        let aug_functions = &cache.aug_functions;
        let mut crossing = Vec::new();
        let mut seen = HashSet::default();
        let mut uses: Vec<Value> = ret_ops[shape.results..].to_vec();
        for &o in back {
            for x in m.collect_ops(o) {
                uses.extend(m.operands(x).iter().copied());
                let is_call = matches!(m.name(x).as_str(), "func.call" | "llvm.call" | "func.call_indirect");
                let inner = m
                    .attr(x, "callee")
                    .and_then(Attribute::as_flat_symbol)
                    .and_then(|n| aug_functions.get(n))
                    .filter(|p| m.attr(x, "callee").and_then(Attribute::as_flat_symbol) == Some(p.rev.as_str()));
                if let (true, Some(p)) = (is_call, inner) {
                    // The reverse of a callee's own augmented call: it reads
                    // in place the primal arguments not in its `after`, and
                    // writes only shadows.
                    for (&v, k) in m.operands(x).iter().zip(&p.rev_operands) {
                        if !crate::ad::activity::is_memory(m.value_type(v)) {
                            continue;
                        }
                        let r = root(m, g, shape, v);
                        let ok = match k {
                            RevOperand::Primal(i) if !p.after.contains(i) => readable(&r),
                            RevOperand::Shadow => writable(&r),
                            _ => true,
                        };
                        if !ok {
                            return Err(
                                "its reverse sweep calls the reverse of a callee on memory the caller may change"
                                    .into(),
                            );
                        }
                    }
                } else if is_call {
                    // (Functions with a body, derivatives made since the
                    // effects summaries were computed included, are read.
                    // Freeing memory of the derivative's own is fine.)
                    let frees_local = m.attr(x, "callee").and_then(Attribute::as_flat_symbol) == Some("free")
                        && callee_of(m, x).is_some_and(|c| crate::ad::activity::body(m, c).is_none())
                        && m.operands(x).len() == 1
                        && matches!(root(m, g, shape, m.operand(x, 0)), Root::Local(_));
                    let touches = match callee_of(m, x) {
                        _ if frees_local => false,
                        Some(c) if crate::ad::activity::body(m, c).is_some() => derivative_touches_memory(m, x),
                        Some(_) => {
                            let e = effects.of_call(m, x);
                            e.reads() || e.writes()
                        }
                        None => true,
                    };
                    if touches {
                        return Err("its reverse sweep replays a call that touches memory".into());
                    }
                }
                let (reads, writes) = memory_operands(m, x);
                for r in reads {
                    if !readable(&root(m, g, shape, r)) {
                        return Err(format!(
                            "its reverse sweep reads memory the caller may change ('{}')",
                            m.name(x).as_str()
                        ));
                    }
                }
                for w in writes {
                    if !writable(&root(m, g, shape, w)) {
                        return Err(format!("its reverse sweep writes primal memory ('{}')", m.name(x).as_str()));
                    }
                }
            }
        }
        let mut remat = Vec::new();
        let mut cheap = HashMap::default();
        let steady = steady_arguments(m, g, shape, &fwd, after);
        let slots: Vec<OpId> = fwd_order.iter().copied().filter(|&o| m.is(o, TAPE_SLOT)).collect();
        for v in uses {
            if forward(v) && rematerializable(m, g, entry, shape, &steady, v, &mut cheap, &mut remat) {
                continue;
            }
            // (Slots are made again from the reverse's own buffer, the
            // stack is the reverse's own argument.)
            if m.defining_op(v).is_some_and(|d| m.is(d, TAPE_SLOT) || m.is(d, super::stack::TAPE_STACK)) {
                continue;
            }
            if forward(v) && seen.insert(v) {
                // Stack memory of the augmented primal dies with it.
                // (A buffer on an inner call's tape is heap memory.)
                let inner_tape = m.defining_op(v).is_some_and(|d| {
                    let callee = m.attr(d, "callee").and_then(Attribute::as_flat_symbol);
                    callee.and_then(|n| aug_functions.get(n)).is_some_and(|p| Some(p.aug.as_str()) == callee)
                });
                if crate::ad::activity::is_memory(m.value_type(v)) && !inner_tape {
                    match root(m, g, shape, v) {
                        Root::Local(a) if is_heap(m, a) => {}
                        Root::Arg(_) => {}
                        Root::Global(_) => {}
                        _ => return Err("its reverse sweep uses stack memory of its forward sweep".into()),
                    }
                }
                crossing.push(v);
            }
        }
        // A cheap pure value whose operands are all on the tape (or made
        // again from the arguments) is made again from them in the reverse
        // rather than taped; the operands it relies on stay taped.
        let on_tape: HashSet<Value> = crossing.iter().copied().collect();
        let (mut kept, mut recompute) = (Vec::new(), Vec::new());
        let (mut dropped, mut pinned) = (HashSet::default(), HashSet::default());
        for &v in &crossing {
            let d = m.defining_op(v).filter(|&d| {
                m.parent_op(d) == Some(g)
                    && m.regions(d).is_empty()
                    && m.results(d).len() == 1
                    && crate::dialects::traits(m, d).is_pure()
                    && !crate::ad::reverse::loops::EXPENSIVE.contains(&m.name(d).as_str())
            });
            let ok = d.is_some_and(|d| {
                !pinned.contains(&v)
                    && m.operands(d).iter().all(|&u| {
                        (on_tape.contains(&u) && !dropped.contains(&u))
                            || rematerializable(m, g, entry, shape, &steady, u, &mut cheap, &mut remat)
                    })
            });
            match d.filter(|_| ok) {
                Some(d) => {
                    dropped.insert(v);
                    pinned.extend(m.operands(d).iter().copied().filter(|u| on_tape.contains(u)));
                    recompute.push(d);
                }
                None => kept.push(v),
            }
        }
        let crossing = kept;
        let listed = crossing.clone();
        Ok(Cut { crossing, remat, recompute, slots, layout: None, listed, on_stack: false, shadows_used, shadow_user })
    }

    /// Pack the tape's scalars (`pack`) when the pair may take a tape
    /// buffer (`may_pack`) and packing pays: its callees' tapes are packed
    /// or it has more than a few scalars of its own.
    pub(super) fn pack(&mut self, m: &Module, may_pack: bool) -> Result<(), String> {
        let own: Vec<Value> = self.crossing.iter().copied().filter(|&v| pack::packable(m.value_type(v))).collect();
        if !may_pack {
            return match self.slots.is_empty() {
                true => Ok(()),
                false => Err("its callees' tapes are packed but it cannot take a tape buffer".into()),
            };
        }
        if self.slots.is_empty() && own.len() <= pack::PACK_ABOVE {
            return Ok(());
        }
        self.listed = self.crossing.iter().copied().filter(|v| !own.contains(v)).collect();
        self.layout = Some(Layout { own, slots: self.slots.clone() });
        Ok(())
    }

    /// Put the whole tape on a stack (`stack`): scalars, and buffers of
    /// scalars that the derivative allocated and its reverse frees (loop
    /// records: their words go on the stack, the reverse frees a copy).
    pub(super) fn stack(&mut self, m: &Module, g: OpId, shape: &Shape) -> Result<(), String> {
        let fits = |v: Value| {
            let t = m.value_type(v);
            pack::packable(t)
                || (super::stack::stackable(t)
                    && matches!(root(m, g, shape, v), Root::Local(a) if m.is(a, "memref.alloc"))
                    && m.uses(v).iter().any(|u| m.is(u.op, "memref.dealloc")))
        };
        // (A stack pair's functions are declared with the primal arguments.)
        if let Some(x) = &self.shadow_user {
            return Err(format!("its forward sweep uses shadows ('{x}'), which a recursive pair does not take"));
        }
        if let Some(&v) = self.crossing.iter().find(|&&v| !fits(v)) {
            return Err(format!(
                "its tape holds a value of type '{}' (records of its loops, or its temporaries), which a recursive pair's stack of words cannot hold",
                m.value_type(v)
            ));
        }
        if !self.slots.is_empty() {
            return Err("its callees' tapes are packed in a buffer, not on the stack".into());
        }
        self.layout = Some(Layout { own: self.crossing.clone(), slots: Vec::new() });
        self.listed = Vec::new();
        self.on_stack = true;
        Ok(())
    }

    /// What the tape holds, one entry per packed word (or run of words of
    /// an inner call) and per value (for `--remarks=tape`).
    pub(super) fn describe(&self, m: &Module) -> Vec<String> {
        let what = |v: Value| match m.defining_op(v) {
            Some(d) => {
                let at = crate::exec::error::op_location(m, d).map_or_else(String::new, |l| format!(" at {l}"));
                format!("result of '{}'{at} ({})", m.name(d).as_str(), m.value_type(v))
            }
            None => format!("an argument ({})", m.value_type(v)),
        };
        let mut out = Vec::new();
        if let Some(l) = &self.layout {
            let word = if self.on_stack { "pushed word" } else { "word" };
            let (scalars, buffers): (Vec<Value>, Vec<Value>) =
                l.own.iter().partition(|&&v| pack::packable(m.value_type(v)));
            for (k, &v) in scalars.iter().enumerate() {
                out.push(format!("{word} {k}: {}", what(v)));
            }
            for &v in &buffers {
                out.push(format!("pushed: the words of the {} and its length", what(v)));
            }
            let mut at = l.own.len() as u64;
            for &s in &l.slots {
                let n = pack::slot_words(m, s);
                out.push(format!("words {at}..{}: the tape of the call at {}", at + n, pack::slot_site(m, s)));
                at += n;
            }
        }
        for (k, &v) in self.listed.iter().enumerate() {
            out.push(format!("value {k}: {}", what(v)));
        }
        out
    }

    /// Move the halves of `g` into the augmented primal and the reverse
    /// (named after `fname`, or, for a stack pair, as `names` declared them).
    pub(super) fn apply(
        &self,
        m: &mut Module,
        g: OpId,
        marker: OpId,
        shape: &Shape,
        (fname, names): (&str, Option<(String, String)>),
        after: &[usize],
    ) -> Option<AugPair> {
        let entry = m.entry_block(m.region(g, 0))?;
        let ops: Vec<OpId> = m.block_ops(entry).collect();
        let at = ops.iter().position(|&o| o == marker)?;
        let gargs: Vec<Value> = m.block_args(entry).to_vec();
        let in_types: Vec<Type> = gargs.iter().map(|&a| m.value_type(a).clone()).collect();
        let ret = *ops.last()?;
        let ret_vals = m.operands(ret).to_vec();
        let (primal_results, grads) = ret_vals.split_at(shape.results.min(ret_vals.len()));
        let tape: Vec<Type> = self.listed.iter().map(|&v| m.value_type(v).clone()).collect();
        // (A packed tape: the buffer and the offset, last; or the stack.)
        let buffer: Vec<Type> = match self.layout {
            Some(_) if self.on_stack => vec![super::stack::box_type()],
            Some(_) => vec![pack::buffer_type(), Type::Index],
            None => vec![],
        };
        let (aug_name, rev_name) = match names {
            Some((a, r)) => {
                for n in [&a, &r] {
                    if let Some(f) = m.lookup_symbol(n) {
                        m.erase_op(f);
                    }
                }
                (a, r)
            }
            None => (m.fresh_symbol_name(&format!("{fname}.aug")), m.fresh_symbol_name(&format!("{fname}.rev"))),
        };
        let ty = |m: &Module, vs: &[Value]| vs.iter().map(|&v| m.value_type(v).clone()).collect::<Vec<_>>();

        let primal_positions: Vec<usize> =
            (0..gargs.len()).filter(|&k| matches!(shape.kinds.get(k), Some(ArgKind::Primal(_)))).collect();
        let aug_inputs = primal_positions
            .iter()
            .map(|&k| in_types[k].clone())
            .chain(buffer.clone())
            .chain(self.shadows_used.iter().map(|&k| in_types[k].clone()))
            .collect();
        let aug_ty = FunctionType { inputs: aug_inputs, results: [ty(m, primal_results), tape.clone()].concat() };
        let (aug, aug_entry) = crate::dialects::func::create_func(m, &aug_name, aug_ty, true);
        let rev_ty =
            FunctionType { inputs: [in_types.clone(), tape.clone(), buffer.clone()].concat(), results: ty(m, grads) };
        let (rev, rev_entry) = crate::dialects::func::create_func(m, &rev_name, rev_ty, true);
        for f in [aug, rev] {
            m.op_mut(f).pos = m.op(g).pos;
        }
        for &o in &ops[..at] {
            m.detach_op(o);
            m.append_op(aug_entry, o);
        }
        for &o in &ops[at + 1..ops.len() - 1] {
            m.detach_op(o);
            m.append_op(rev_entry, o);
        }
        let outs = [primal_results.to_vec(), self.listed.clone()].concat();
        let aug_ret = m.create_op(OpSpec::new("func.return").operands(&outs));
        m.append_op(aug_entry, aug_ret);
        let rev_ret = m.create_op(OpSpec::new("func.return").operands(grads));
        m.append_op(rev_entry, rev_ret);
        // (Before the arguments are renamed: the copies use g's. The
        // packed words are loaded before them, which may use them.)
        let first = m.first_op(rev_entry);
        let mut map = IrMap::new();
        for &d in self.remat.iter().chain(&self.recompute) {
            let c = m.clone_op(d, &mut map);
            match first {
                Some(f) => m.insert_op_before(f, c),
                None => m.append_op(rev_entry, c),
            }
            for (i, &r) in m.results(d).to_vec().iter().enumerate() {
                let nv = m.result(c, i);
                m.replace_uses_where(r, nv, |m, o| m.is_ancestor(rev, o));
            }
        }
        if let (Some(layout), true) = (&self.layout, self.on_stack) {
            let bx = m.block_arg(aug_entry, primal_positions.len());
            super::stack::push(m, aug_ret, bx, &layout.own);
            let rbx = m.block_arg(rev_entry, gargs.len() + tape.len());
            let first = m.first_op(rev_entry).unwrap_or(rev_ret);
            super::stack::pop(m, rev, crate::ir::InsertPoint::Before(first), rbx, &layout.own);
            // (The recursive calls' stack is the functions' own.)
            let holders: Vec<OpId> =
                m.collect_ops(aug).into_iter().filter(|&o| m.is(o, super::stack::TAPE_STACK)).collect();
            for h in holders {
                let v = m.result(h, 0);
                m.replace_uses_where(v, rbx, |m, o| m.is_ancestor(rev, o));
                m.replace_uses_where(v, bx, |m, o| m.is_ancestor(aug, o));
                m.erase_op(h);
            }
        } else if let Some(layout) = &self.layout {
            let n = primal_positions.len();
            let (buf, off) = (m.block_arg(aug_entry, n), m.block_arg(aug_entry, n + 1));
            layout.write(m, aug, aug_ret, buf, off);
            let n = gargs.len() + tape.len();
            let (buf, off) = (m.block_arg(rev_entry, n), m.block_arg(rev_entry, n + 1));
            let first = m.first_op(rev_entry).unwrap_or(rev_ret);
            layout.read(m, rev, crate::ir::InsertPoint::Before(first), buf, off);
            for &s in &layout.slots {
                m.erase_op(s);
            }
        }
        for (j, &k) in primal_positions.iter().enumerate() {
            let na = m.block_arg(aug_entry, j);
            m.replace_uses_where(gargs[k], na, |m, o| m.is_ancestor(aug, o));
        }
        for (j, &k) in self.shadows_used.iter().enumerate() {
            let na = m.block_arg(aug_entry, primal_positions.len() + buffer.len() + j);
            m.replace_uses_where(gargs[k], na, |m, o| m.is_ancestor(aug, o));
        }
        // (Each shadow follows its primal argument.)
        let shadows = self
            .shadows_used
            .iter()
            .filter_map(|&k| match shape.kinds.get(k.checked_sub(1)?) {
                Some(ArgKind::Primal(i)) => Some(*i),
                _ => None,
            })
            .collect();
        for (k, &a) in gargs.iter().enumerate() {
            let nr = m.block_arg(rev_entry, k);
            m.replace_uses_where(a, nr, |m, o| m.is_ancestor(rev, o));
        }
        for (j, &v) in self.listed.iter().enumerate() {
            let nr = m.block_arg(rev_entry, gargs.len() + j);
            m.replace_uses_where(v, nr, |m, o| m.is_ancestor(rev, o));
        }
        // (A stack pair's recursive calls were made with all operands.)
        let rev_takes = match self.on_stack {
            true => vec![true; m.block_args(rev_entry).len()],
            false => drop_unused_arguments(m, rev, rev_entry),
        };
        let natural = shape
            .kinds
            .iter()
            .map(|k| match k {
                ArgKind::Primal(i) => RevOperand::Primal(*i),
                ArgKind::Shadow => RevOperand::Shadow,
                ArgKind::Seed => RevOperand::Seed,
            })
            .chain(tape.iter().chain(&buffer).map(|_| RevOperand::Tape));
        let rev_operands = natural.zip(&rev_takes).filter(|(_, &k)| k).map(|(o, _)| o).collect();
        let words = self.layout.as_ref().map(|l| l.words(m));
        let (words, stack) = match self.on_stack {
            true => {
                let own = self.layout.as_ref().map_or(&[][..], |l| &l.own[..]);
                let words = own.iter().filter(|&&v| pack::packable(m.value_type(v))).count();
                (None, Some(Some((words as u64, own.len() - words))))
            }
            false => (words, None),
        };
        Some(AugPair {
            aug: aug_name,
            rev: rev_name,
            tape,
            words,
            rev_takes,
            rev_operands,
            after: after.to_vec(),
            stack,
            shadows,
        })
    }
}

/// Remove the arguments function `f` does not use (a call then passes
/// fewer values); returns which it keeps.
fn drop_unused_arguments(m: &mut Module, f: OpId, entry: crate::ir::BlockId) -> Vec<bool> {
    let args = m.block_args(entry).to_vec();
    let keep: Vec<bool> = args.iter().map(|&a| m.has_uses(a)).collect();
    for i in (0..args.len()).rev() {
        if !keep[i] {
            m.erase_block_arg(entry, i);
        }
    }
    if let Some(Attribute::Type(Type::Function(ft))) = m.attr(f, "function_type").cloned() {
        let inputs = ft.inputs.iter().zip(&keep).filter(|(_, &k)| k).map(|(t, _)| t.clone()).collect();
        let ty = FunctionType { inputs, results: ft.results.clone() };
        m.set_attr(f, "function_type", Attribute::Type(Type::Function(Box::new(ty))));
    }
    keep
}

/// Is forward value `v` cheap to make again from the arguments (and
/// shadow pointers loaded from the shadows of arguments in `steady`)?
/// Pushes the ops to copy onto `order` (operands first); `memo` by op.
#[allow(clippy::too_many_arguments)]
fn rematerializable(
    m: &Module,
    g: OpId,
    entry: crate::ir::BlockId,
    shape: &Shape,
    steady: &[usize],
    v: Value,
    memo: &mut HashMap<OpId, bool>,
    order: &mut Vec<OpId>,
) -> bool {
    let d = match m.value_def(v) {
        crate::ir::ValueDef::BlockArg { block, index } => {
            return block == entry
                && matches!(shape.kinds.get(index as usize), Some(ArgKind::Primal(_) | ArgKind::Shadow));
        }
        crate::ir::ValueDef::Result { op, .. } => op,
        _ => return false,
    };
    if let Some(&b) = memo.get(&d) {
        return b;
    }
    let pure =
        crate::dialects::traits(m, d).is_pure() && !crate::ad::reverse::loops::EXPENSIVE.contains(&m.name(d).as_str());
    let ok = m.parent_op(d) == Some(g)
        && m.regions(d).is_empty()
        && (pure || shadow_pointer_load(m, entry, shape, d).is_some_and(|i| steady.contains(&i)))
        && m.operands(d).to_vec().into_iter().all(|x| rematerializable(m, g, entry, shape, steady, x, memo, order));
    memo.insert(d, ok);
    if ok {
        order.push(d);
    }
    ok
}

/// The argument (by index) whose shadow `d` loads a pointer from, at an
/// offset (GEPs and views of the shadow block argument itself): the shadow
/// of a pointer the argument's memory holds.
fn shadow_pointer_load(m: &Module, entry: crate::ir::BlockId, shape: &Shape, d: OpId) -> Option<usize> {
    if !(m.is(d, "llvm.load") || m.is(d, "memref.load"))
        || !crate::ad::activity::is_memory(m.value_type(m.result(d, 0)))
    {
        return None;
    }
    let mut p = m.operand(d, 0);
    while let Some(x) =
        m.defining_op(p).filter(|&x| m.is(x, "llvm.getelementptr") || VIEW_OPS.contains(&m.name(x).as_str()))
    {
        p = m.operand(x, 0);
    }
    match m.value_def(p) {
        crate::ir::ValueDef::BlockArg { block, index } if block == entry && index > 0 => {
            match (shape.kinds.get(index as usize), shape.kinds.get(index as usize - 1)) {
                (Some(ArgKind::Shadow), Some(ArgKind::Primal(i))) => Some(*i),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The arguments whose memory keeps its pointers from the call to its
/// adjoint: not written after the call (`after`), and not written in the
/// forward half with pointers (nor passed to a call there, which might).
/// A shadow pointer loaded from their shadows is loaded again in the
/// reverse half rather than taped (a loop cannot keep pointers per
/// iteration).
fn steady_arguments(m: &Module, g: OpId, shape: &Shape, fwd: &HashSet<OpId>, after: &[usize]) -> Vec<usize> {
    let mut out: Vec<usize> = shape
        .kinds
        .iter()
        .filter_map(|k| match k {
            ArgKind::Primal(i) if !after.contains(i) => Some(*i),
            _ => None,
        })
        .collect();
    let of = |r: &Root, kinds: &[ArgKind], j: usize| -> bool {
        // (The root of argument `j` or of its shadow.)
        let pos = kinds.iter().position(|k| *k == ArgKind::Primal(j));
        match r {
            Root::Arg(ArgKind::Primal(i)) => *i == j,
            Root::Arg(ArgKind::Shadow) => pos.is_some(),
            Root::Unknown => true,
            _ => false,
        }
    };
    for &o in fwd {
        for x in m.collect_ops(o) {
            let (_, writes) = memory_operands(m, x);
            let pointer_store = (m.is(x, "llvm.store") || m.is(x, "memref.store"))
                && crate::ad::activity::is_memory(m.value_type(m.operand(x, 0)));
            let bulk = !(m.is(x, "llvm.store") || m.is(x, "memref.store"));
            for w in writes.iter().filter(|_| pointer_store || bulk) {
                let r = root(m, g, shape, *w);
                out.retain(|&j| !of(&r, &shape.kinds, j));
            }
            if matches!(m.name(x).as_str(), "func.call" | "llvm.call" | "func.call_indirect") {
                for &v in m.operands(x) {
                    if crate::ad::activity::is_memory(m.value_type(v)) {
                        let r = root(m, g, shape, v);
                        out.retain(|&j| !of(&r, &shape.kinds, j));
                    }
                }
            }
        }
    }
    out
}

/// A call in the reverse half of a cut: its callee, and the functions it
/// calls (through any depth of calls, recursion included), must touch no
/// memory (a derivative of a pure function is pure). A call of a function
/// without a body counts as touching memory.
pub(super) fn derivative_touches_memory(m: &Module, call: OpId) -> bool {
    let Some(c) = callee_of(m, call) else { return true };
    let mut seen = HashSet::default();
    let mut todo = vec![c];
    while let Some(f) = todo.pop() {
        if !seen.insert(f) {
            continue;
        }
        if crate::ad::activity::body(m, f).is_none() {
            return true;
        }
        for o in m.collect_ops(f) {
            let (r, w) = memory_operands(m, o);
            let allocates = matches!(m.name(o).as_str(), "memref.alloc" | "memref.alloca" | "llvm.alloca");
            if !r.is_empty() || !w.is_empty() || allocates {
                return true;
            }
            if matches!(m.name(o).as_str(), "func.call" | "llvm.call" | "func.call_indirect") {
                match callee_of(m, o) {
                    Some(g) => todo.push(g),
                    None => return true,
                }
            }
        }
    }
    false
}
