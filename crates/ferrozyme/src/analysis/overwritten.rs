//! The overwritten-arguments analysis: for a call site in a function being
//! differentiated in reverse mode, which memory the callee reads may be
//! modified between the call and its adjoint, and which memory the callee's
//! replay at adjoint time would leave in the wrong state.
//!
//! The adjoint of a call runs in the reverse sweep, after everything that
//! follows the call in the caller's forward sweep (at the call's own level
//! of the caller; what the caller's callers do later is their own call
//! site's business). Memory the callee reads is *overwritten* when it may
//! be written, at any path, by
//! - the callee itself (or its callees, through the effects summaries),
//! - ops of the caller after the call in its block and in every enclosing
//!   block (calls through their summaries),
//! - any op of an enclosing loop (a later iteration), the call included.
//!
//! Two memories may alias unless they have different allocations, different
//! globals, an allocation against an argument or a global, or are distinct
//! arguments one of which is `llvm.noalias`; anything the origins cannot
//! follow (`Unknown`) aliases everything. Functions with several blocks
//! (`cf` branches, possibly loops) count every op as "after".

use crate::hash::{HashMap, HashSet};

use super::effects::{Access, EffectsTable};
use crate::ad::activity::{is_memory, memory_origins, Origin};
use crate::ir::{Attribute, Module, OpId, Value};

/// One piece of memory a call touches.
#[derive(Clone, Debug)]
pub struct CallMemory {
    /// The call operand it is reached through (`None`: a global the callee names).
    pub operand: Option<usize>,
    /// The global, by symbol, when `operand` is `None`.
    pub global: Option<String>,
    /// What the callee does to it.
    pub access: Access,
    /// The callee reads it and it may be written before the adjoint: its
    /// state at the call must be saved.
    pub overwritten: bool,
    /// Written after the call by the caller (or a later iteration): a
    /// replay of the callee must not leave its state behind.
    pub later_write: bool,
    /// Why (for remarks), one line per writer.
    pub reasons: Vec<String>,
    /// Its origin in the caller, and those of the later writes that may
    /// alias it (`later_write`), for callers that take distinct arguments
    /// apart (`Origin::Arg(0)` vs `Origin::Arg(1)`).
    pub origin: Origin,
    pub later_origins: Vec<Origin>,
    /// When only some elements can change: the elements to save. Either the
    /// only later writes are `memref.store`s to the call operand itself at
    /// indices known at the call (and the callee does not write it), or the
    /// only writer is the callee (this call, in later iterations too) and it
    /// writes the operand at constant indices.
    pub elements: Option<Vec<Element>>,
}

impl CallMemory {
    /// `operand #i` or `global @g`, for messages.
    pub fn describe(&self) -> String {
        match (&self.operand, &self.global) {
            (Some(i), _) => format!("operand #{i}"),
            (None, Some(g)) => format!("global @{g}"),
            _ => "memory".into(),
        }
    }
}

/// One element of call memory to save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// The element a later `memref.store` (this op) writes.
    Store(OpId),
    /// A constant index the callee writes.
    At(Vec<i64>),
}

/// The analysis of one call site.
#[derive(Clone, Debug)]
pub struct CallPlan {
    pub callee: String,
    pub memories: Vec<CallMemory>,
    /// The callee reads memory the caller cannot attribute (reached
    /// through a pointer loaded from memory, say), which may be written
    /// before the adjoint (by the callee itself, later): why. No snapshot
    /// can be taken of it, so a replay would read it changed.
    pub other_overwritten: Option<String>,
}

impl CallPlan {
    /// Is anything saved at the call or restored around its replay?
    pub fn needs_tape(&self) -> bool {
        self.memories.iter().any(|c| c.overwritten || (c.later_write && c.access.write))
    }
}

/// Origins and aliasing facts of one caller.
pub struct Caller<'a> {
    m: &'a Module,
    f: OpId,
    origins: HashMap<Value, Origin>,
    merged: HashSet<Origin>,
    noalias: HashSet<usize>,
    effects: &'a EffectsTable,
}

fn loc(m: &Module, op: OpId) -> String {
    crate::exec::error::op_location(m, op).unwrap_or_else(|| "?".into())
}

const LOOPS: &[&str] = &["scf.for", "scf.while", "scf.parallel", "scf.forall", "affine.for"];

/// What `op` is, for messages: its name, or for a call of a function made
/// from a region of the function (an outlined `scf.while`, a checkpointed
/// loop's range function), what that was.
fn what(m: &Module, op: OpId) -> String {
    let callee = m
        .attr(op, "callee")
        .and_then(Attribute::as_flat_symbol)
        .and_then(|n| m.lookup_symbol(n))
        .filter(|&c| crate::ad::outline::outlined(m, c));
    match callee {
        Some(c) => match crate::ad::outline::outlined_from(m, c) {
            Some(w) => format!("{}, run as a call", w.trim_end_matches(',').split(',').next().unwrap_or(w)),
            None => "loop, run as a call of its checkpointed range".to_string(),
        },
        None => m.name(op).as_str().to_string(),
    }
}

/// Does loop `p` run at most one iteration (bounds and step constants:
/// an `scf.if` put in a loop of one iteration, say)? It has no later
/// iteration to write anything.
fn at_most_once(m: &Module, p: OpId) -> bool {
    let c = |v| {
        m.defining_op(v)
            .filter(|&d| m.is(d, "arith.constant"))
            .and_then(|d| m.attr(d, "value"))
            .and_then(|a| a.as_int())
    };
    m.is(p, "scf.for")
        && matches!((c(m.operand(p, 0)), c(m.operand(p, 1)), c(m.operand(p, 2))), (Some(lb), Some(ub), Some(st)) if st > 0 && ub - lb <= st)
}

impl<'a> Caller<'a> {
    pub fn new(m: &'a Module, f: OpId, effects: &'a EffectsTable) -> Self {
        let (origins, merged) = memory_origins(m, f);
        let mut noalias = HashSet::default();
        if let Some(arr) = m.attr(f, "arg_attrs").and_then(Attribute::as_array) {
            for (i, d) in arr.iter().enumerate() {
                if d.as_dict().is_some_and(|d| d.contains("llvm.noalias")) {
                    noalias.insert(i);
                }
            }
        }
        Caller { m, f, origins, merged, noalias, effects }
    }

    fn origin(&self, v: Value) -> Origin {
        self.origins.get(&v).copied().unwrap_or(Origin::Unknown)
    }

    /// May memory of origins `a` and `b` overlap?
    pub fn may_alias(&self, a: Origin, b: Origin) -> bool {
        use Origin::*;
        let unknown_may_be = |o: Origin| match o {
            // An allocation or argument reaches an unknown pointer only through a merge or an escape.
            Alloc(_) => self.merged.contains(&o),
            _ => true,
        };
        match (a, b) {
            (Unknown, o) | (o, Unknown) => unknown_may_be(o),
            (Alloc(x), Alloc(y)) => x == y,
            (Alloc(_), _) | (_, Alloc(_)) => false,
            (Global(x), Global(y)) => x == y,
            (Arg(i), Arg(j)) => i == j || !(self.noalias.contains(&i) || self.noalias.contains(&j)),
            (Arg(i), Global(_)) | (Global(_), Arg(i)) => !self.noalias.contains(&i),
        }
    }

    /// Memory written by `op` (its whole subtree), as (origin, writer).
    fn writes(&self, op: OpId, out: &mut Vec<(Origin, OpId)>) {
        let m = self.m;
        for o in m.collect_ops(op) {
            let name = m.name(o).as_str();
            let target = match name {
                "memref.store" | "llvm.store" | "memref.atomic_rmw" | "memref.copy" => Some(m.operand(o, 1)),
                "memref.generic_atomic_rmw"
                | "llvm.intr.memcpy"
                | "llvm.intr.memmove"
                | "llvm.intr.memset"
                | "llvm.atomicrmw"
                | "llvm.cmpxchg" => Some(m.operand(o, 0)),
                "func.call" | "llvm.call" | "func.call_indirect" => {
                    let e = self.effects.of_call(m, o);
                    for (i, a) in e.args.iter().enumerate() {
                        if a.write {
                            out.push((self.origin(m.operand(o, i)), o));
                        }
                    }
                    for (g, a) in &e.globals {
                        if a.write {
                            out.push((m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global), o));
                        }
                    }
                    if e.other.write {
                        out.push((Origin::Unknown, o));
                    }
                    None
                }
                _ => {
                    let t = crate::dialects::traits(m, o);
                    if t.has(crate::dialects::Traits::MEM_WRITE)
                        && !matches!(
                            name,
                            "memref.alloc"
                                | "memref.alloca"
                                | "llvm.alloca"
                                | "memref.dealloc"
                                | "llvm.intr.trap"
                                | "llvm.intr.ubsantrap"
                                | "llvm.unreachable"
                        )
                    {
                        let mut any = false;
                        for &v in m.operands(o) {
                            if is_memory(m.value_type(v)) {
                                out.push((self.origin(v), o));
                                any = true;
                            }
                        }
                        if !any {
                            out.push((Origin::Unknown, o));
                        }
                    }
                    None
                }
            };
            if let Some(t) = target {
                out.push((self.origin(t), o));
            }
        }
    }

    /// The loads of the caller (`memref.load`, `llvm.load`, at any depth)
    /// whose memory may be written after them: later in the function, or
    /// in a later iteration of a loop around them, by a write of the same
    /// origin (`Unknown` meets every origin; distinct arguments are apart,
    /// as reverse mode takes them, unlike `may_alias`). In a function with
    /// several blocks every write counts. One backward walk of each block,
    /// each op's writes gathered once per level of nesting.
    pub fn loads_written_after(&self) -> HashSet<OpId> {
        let m = self.m;
        let mut out = HashSet::default();
        let Some(body) = crate::ad::activity::body(m, self.f) else { return out };
        let several = m.blocks(body).len() > 1;
        let everything: HashSet<Origin> = if several { self.written_in(self.f) } else { HashSet::default() };
        for &b in m.blocks(body) {
            self.walk_loads(b, &everything, &mut out);
        }
        out
    }

    /// Origins written by `op` and the ops nested in it.
    fn written_in(&self, op: OpId) -> HashSet<Origin> {
        let mut w = Vec::new();
        self.writes(op, &mut w);
        w.into_iter().map(|(o, _)| o).collect()
    }

    /// `loads_written_after` in block `b`, `after` being what is written
    /// after the block's end (later in the function, later iterations).
    fn walk_loads(&self, b: crate::ir::BlockId, after: &HashSet<Origin>, out: &mut HashSet<OpId>) {
        let m = self.m;
        let meets = |set: &HashSet<Origin>, o: Origin| {
            set.contains(&o) || set.contains(&Origin::Unknown) || o == Origin::Unknown && !set.is_empty()
        };
        let mut cur = after.clone();
        let ops: Vec<OpId> = m.block_ops(b).collect();
        for &o in ops.iter().rev() {
            if (m.is(o, "memref.load") || m.is(o, "llvm.load")) && meets(&cur, self.origin(m.operand(o, 0))) {
                out.insert(o);
            }
            let inner = self.written_in(o);
            if !m.regions(o).is_empty() {
                let mut inside = cur.clone();
                if LOOPS.contains(&m.name(o).as_str()) {
                    inside.extend(inner.iter().copied());
                }
                for &r in m.regions(o) {
                    for &ib in m.blocks(r) {
                        self.walk_loads(ib, &inside, out);
                    }
                }
            }
            cur.extend(inner);
        }
    }

    /// Writes that may happen after `call` and before its adjoint, each
    /// with a description of when.
    fn later_writes(&self, call: OpId) -> Vec<(Origin, OpId, String)> {
        let m = self.m;
        let mut out = Vec::new();
        let body = crate::ad::activity::body(m, self.f);
        if body.is_some_and(|r| m.blocks(r).len() > 1) {
            let mut w = Vec::new();
            for &b in m.blocks(body.expect("body")) {
                for o in m.block_ops(b) {
                    self.writes(o, &mut w);
                }
            }
            out.extend(w.into_iter().map(|(o, op)| (o, op, "in a function with branches, at".to_string())));
            return out;
        }
        let mut cur = call;
        loop {
            let mut w = Vec::new();
            let mut next = m.next_op(cur);
            while let Some(o) = next {
                self.writes(o, &mut w);
                next = m.next_op(o);
            }
            out.extend(w.into_iter().map(|(o, op)| (o, op, "after the call, at".to_string())));
            let Some(p) = m.parent_op(cur) else { break };
            if p == self.f {
                break;
            }
            if LOOPS.contains(&m.name(p).as_str()) && !at_most_once(m, p) {
                let mut w = Vec::new();
                self.writes(p, &mut w);
                let why = format!("in a later iteration of the loop at {}, at", loc(m, p));
                out.extend(w.into_iter().map(|(o, op)| (o, op, why.clone())));
            }
            cur = p;
        }
        out
    }

    /// Can `v` be used (or, a constant, rebuilt) just before `call` (an op
    /// at the top level of the function)?
    fn available_at(&self, v: Value, call: OpId) -> bool {
        let m = self.m;
        match m.value_def(v) {
            crate::ir::ValueDef::BlockArg { block, .. } => m.block_parent_op(block) == Some(self.f),
            crate::ir::ValueDef::Result { op, .. } => {
                if matches!(m.name(op).as_str(), "arith.constant" | "llvm.mlir.constant") {
                    return true;
                }
                m.is_before(op, call)
            }
            _ => false,
        }
    }

    /// Is `v` computed once per run of the function (an argument or a value
    /// of its entry block), so that every execution of a call sees the same
    /// memory through it? A view made inside a loop moves with the loop.
    fn runs_once(&self, v: Value) -> bool {
        let m = self.m;
        let entry = crate::ad::activity::body(m, self.f).and_then(|r| m.entry_block(r));
        match m.value_def(v) {
            crate::ir::ValueDef::BlockArg { block, .. } => Some(block) == entry,
            crate::ir::ValueDef::Result { op, .. } => m.op_parent(op) == entry,
            _ => false,
        }
    }

    /// The plan of call site `call` (a direct or indirect call op in the caller).
    pub fn plan(&self, call: OpId) -> CallPlan {
        let m = self.m;
        let e = self.effects.of_call(m, call);
        // (Named as the user wrote it, not as its flattened copy.)
        let callee = match m.attr(call, "callee").and_then(Attribute::as_flat_symbol) {
            Some(c) => m.lookup_symbol(c).map_or(c.to_string(), |f| crate::rewrite::aggregates::source_name(m, f)),
            None => "<indirect>".to_string(),
        };
        let later = self.later_writes(call);
        // What the callee writes, as origins of the caller.
        let mut callee_writes: Vec<Origin> = Vec::new();
        for (i, a) in e.args.iter().enumerate() {
            if a.write {
                callee_writes.push(self.origin(m.operand(call, i)));
            }
        }
        for (g, a) in &e.globals {
            if a.write {
                callee_writes.push(m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global));
            }
        }
        if e.other.write {
            callee_writes.push(Origin::Unknown);
        }
        let mut memories = Vec::new();
        let mut entries: Vec<(Option<usize>, Option<String>, Origin, Access)> = Vec::new();
        for (i, a) in e.args.iter().enumerate() {
            if a.touches() && is_memory(m.value_type(m.operand(call, i))) {
                entries.push((Some(i), None, self.origin(m.operand(call, i)), *a));
            }
        }
        for (g, a) in &e.globals {
            if a.touches() {
                entries.push((None, Some(g.clone()), m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global), *a));
            }
        }
        for (operand, global, o, access) in entries {
            let mut reasons = Vec::new();
            let by_callee = callee_writes.iter().any(|&w| self.may_alias(w, o));
            if by_callee && access.read {
                reasons.push(format!("written by @{callee} itself"));
            }
            let mut later_write = false;
            let mut later_origins = Vec::new();
            for (w, op, when) in &later {
                if self.may_alias(*w, o) {
                    later_write = true;
                    later_origins.push(*w);
                    reasons.push(format!("written {when} {} ('{}')", loc(m, *op), what(m, *op)));
                }
            }
            let overwritten = access.read && (by_callee || later_write);
            let elements = match operand {
                Some(i) if overwritten && !by_callee && !access.write && m.parent_op(call) == Some(self.f) => {
                    let mem = m.operand(call, i);
                    let writers: Vec<&(Origin, OpId, String)> =
                        later.iter().filter(|(w, _, _)| self.may_alias(*w, o)).collect();
                    let precise = writers.iter().all(|(_, w, when)| {
                        when.starts_with("after the call")
                            && m.is(*w, "memref.store")
                            && m.operand(*w, 1) == mem
                            && m.operands(*w)[2..].iter().all(|&x| self.available_at(x, call))
                    });
                    precise.then(|| writers.iter().map(|(_, w, _)| Element::Store(*w)).collect())
                }
                Some(i) if overwritten && by_callee => {
                    // Only the callee writes it (later iterations of this very call included),
                    // at constant indices, through this operand only.
                    let only_this_call =
                        later.iter().filter(|(w, _, _)| self.may_alias(*w, o)).all(|(_, w, _)| *w == call);
                    let other_args = e
                        .args
                        .iter()
                        .enumerate()
                        .any(|(j, a)| j != i && a.write && self.may_alias(self.origin(m.operand(call, j)), o));
                    let globals = e.globals.iter().any(|(g, a)| {
                        a.write && self.may_alias(m.lookup_symbol(g).map_or(Origin::Unknown, Origin::Global), o)
                    });
                    // Later iterations write the same cells only if they get the same view.
                    let same_memory = self.runs_once(m.operand(call, i));
                    match e.points(i) {
                        Some(p)
                            if !p.is_empty()
                                && only_this_call
                                && same_memory
                                && !other_args
                                && !globals
                                && !e.other.write =>
                        {
                            Some(p.iter().cloned().map(Element::At).collect())
                        }
                        _ => None,
                    }
                }
                _ => None,
            };
            memories.push(CallMemory {
                operand,
                global,
                access,
                overwritten,
                later_write,
                reasons,
                origin: o,
                later_origins,
                elements,
            });
        }
        let other_overwritten = e.other.read.then(|| {
            let by_callee = callee_writes.iter().any(|&w| self.may_alias(w, Origin::Unknown));
            let later = later.iter().find(|(w, _, _)| self.may_alias(*w, Origin::Unknown));
            match (by_callee, later) {
                (true, _) => Some(format!("written by @{callee} itself")),
                (false, Some((_, op, when))) => Some(format!("written {when} {} ('{}')", loc(m, *op), what(m, *op))),
                (false, None) => None,
            }
        });
        CallPlan { callee, memories, other_overwritten: other_overwritten.flatten() }
    }
}
