//! Interprocedural memory-effects summaries: for every function of a
//! module, what it does to the memory behind each of its arguments, to each
//! global it names, and to memory it cannot attribute ("other").
//!
//! A summary is computed once per module (`EffectsTable::compute`) by a
//! monotone fixed point over the call graph, so recursion is handled: every
//! function with a body starts at "touches nothing" and grows until no
//! summary changes. Accesses are attributed through the origins of
//! `ad::activity::memory_origins` (views keep their source's origin; merges
//! of different origins are `Unknown`, which lands in `other`).
//!
//! Body-less declarations take their summary from their attributes —
//! `memory_effects = #llvm.memory_effects<other = …, argMem = …, …>`,
//! `passthrough = ["readnone" | "readonly" | "writeonly" | "argmemonly"]`,
//! or ferrozyme's own `ferrozyme.effects = "readnone" | "readonly" |
//! "argmemonly" | "argmemonly_readonly"` — or, failing that, the most
//! conservative one (reads and writes everything it can reach).
//!
//! A write is *on the error path* when it is followed, in its block or an
//! enclosing one, by an op that never returns (`llvm.unreachable`,
//! `llvm.intr.trap`, a call to a `noreturn` function): a run that gets past
//! the call did not perform it.

use crate::hash::{HashMap, HashSet};
use std::collections::{BTreeMap, BTreeSet};

use crate::ad::activity::{body, callee_of, is_memory, memory_origins, Origin};
use crate::ir::{Attribute, Module, OpId, Value};

/// What a function does to one piece of memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Access {
    pub read: bool,
    /// Written on a path that returns normally.
    pub write: bool,
    /// Written only on paths that end in a trap or `unreachable`.
    pub write_on_error: bool,
    pub free: bool,
}

impl Access {
    pub const NONE: Access = Access { read: false, write: false, write_on_error: false, free: false };
    pub const ALL: Access = Access { read: true, write: true, write_on_error: false, free: false };

    fn join(&mut self, o: Access) -> bool {
        let before = *self;
        self.read |= o.read;
        self.write |= o.write;
        self.write_on_error |= o.write_on_error;
        self.free |= o.free;
        *self != before
    }

    /// The access as seen on the error path only: writes become error-path
    /// writes; reads and frees are dropped (a run that takes the path never
    /// returns, so no derivative depends on what it read or freed, e.g. a
    /// panic handler of imported Rust code, declared without a body).
    fn on_error(self) -> Access {
        Access { read: false, write: false, write_on_error: self.write || self.write_on_error, free: false }
    }

    pub fn touches(&self) -> bool {
        self.read || self.write || self.write_on_error || self.free
    }

    /// `read`, `write`, `read+write`, ... for remarks.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if self.read {
            parts.push("read");
        }
        if self.write {
            parts.push("write");
        }
        if self.write_on_error {
            parts.push("write-on-error-path");
        }
        if self.free {
            parts.push("free");
        }
        if parts.is_empty() {
            "none".into()
        } else {
            parts.join("+")
        }
    }
}

/// The memory effects of one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// One entry per argument (non-memory arguments stay `NONE`).
    pub args: Vec<Access>,
    /// Globals by symbol name.
    pub globals: BTreeMap<String, Access>,
    /// Memory the summary cannot attribute to an argument or a global.
    pub other: Access,
    /// Where the summary comes from (for remarks): "body", "attributes", "conservative".
    pub source: &'static str,
    /// Per argument: when every write to its memory (on a normal path) is a
    /// `memref.store` to the argument itself at constant indices, those
    /// indices (`None`, or a missing entry: not known).
    pub write_points: Vec<Option<BTreeSet<Vec<i64>>>>,
}

/// Join write-point sets: union; unknown absorbs.
fn join_points(a: &mut Option<BTreeSet<Vec<i64>>>, b: Option<&BTreeSet<Vec<i64>>>) -> bool {
    match (a.as_mut(), b) {
        (Some(x), Some(y)) => {
            let n = x.len();
            x.extend(y.iter().cloned());
            x.len() != n
        }
        (Some(_), None) => {
            *a = None;
            true
        }
        (None, _) => false,
    }
}

impl Effects {
    fn conservative(n_args: usize, mem_args: &[bool]) -> Effects {
        Effects {
            args: mem_args.iter().map(|&b| if b { Access::ALL } else { Access::NONE }).collect(),
            globals: BTreeMap::new(),
            other: Access::ALL,
            source: "conservative",
            write_points: Vec::new(),
        }
        .with_len(n_args)
    }

    fn with_len(mut self, n: usize) -> Effects {
        self.args.resize(n, Access::NONE);
        self
    }

    /// Does the function write (on a normal path) any memory at all?
    pub fn writes(&self) -> bool {
        self.other.write || self.args.iter().any(|a| a.write) || self.globals.values().any(|a| a.write)
    }

    /// Does it read any memory?
    pub fn reads(&self) -> bool {
        self.other.read || self.args.iter().any(|a| a.read) || self.globals.values().any(|a| a.read)
    }

    fn join(&mut self, o: &Effects) -> bool {
        let mut changed = self.other.join(o.other);
        for (a, b) in self.args.iter_mut().zip(&o.args) {
            changed |= a.join(*b);
        }
        for (g, a) in &o.globals {
            changed |= self.globals.entry(g.clone()).or_default().join(*a);
        }
        for (i, p) in self.write_points.iter_mut().enumerate() {
            changed |= join_points(p, o.write_points.get(i).and_then(|x| x.as_ref()));
        }
        changed
    }

    /// The constant indices at which argument `i`'s memory is written, if known.
    pub fn points(&self, i: usize) -> Option<&BTreeSet<Vec<i64>>> {
        self.write_points.get(i).and_then(|x| x.as_ref())
    }
}

/// Summaries of every function of a module.
#[derive(Clone, Debug, Default)]
pub struct EffectsTable {
    map: HashMap<OpId, Effects>,
}

/// The functions of a module: `func.func` and `llvm.func` ops.
fn functions(m: &Module) -> Vec<OpId> {
    m.top_level_ops().into_iter().filter(|&o| m.is(o, "func.func") || m.is(o, "llvm.func")).collect()
}

fn arg_types(m: &Module, f: OpId) -> Vec<crate::ir::Type> {
    crate::ad::activity::signature(m, f).0
}

impl EffectsTable {
    /// Summaries of all functions of `m` (fixed point over the call graph).
    pub fn compute(m: &Module) -> EffectsTable {
        let fs = functions(m);
        let mut t = EffectsTable::default();
        let mut with_body = Vec::new();
        for &f in &fs {
            let tys = arg_types(m, f);
            let mem: Vec<bool> = tys.iter().map(is_memory).collect();
            if body(m, f).is_some() {
                let e = Effects {
                    args: vec![Access::NONE; tys.len()],
                    source: "body",
                    write_points: vec![Some(BTreeSet::new()); tys.len()],
                    ..Default::default()
                };
                t.map.insert(f, e);
                with_body.push(f);
            } else {
                t.map.insert(f, declared(m, f, &mem));
            }
        }
        let origins: HashMap<OpId, Facts> = with_body.iter().map(|&f| (f, Facts::new(m, f))).collect();
        loop {
            let mut changed = false;
            for &f in &with_body {
                let e = t.body_effects(m, f, &origins[&f]);
                changed |= t.map.get_mut(&f).expect("summary").join(&e);
            }
            if !changed {
                return t;
            }
        }
    }

    /// The summary of `f` (a conservative one for ops that are not functions).
    pub fn get(&self, m: &Module, f: OpId) -> Effects {
        self.map.get(&f).cloned().unwrap_or_else(|| {
            let mem: Vec<bool> = arg_types(m, f).iter().map(is_memory).collect();
            Effects::conservative(mem.len(), &mem)
        })
    }

    /// The effects of call op `call` on each of its operands (by operand
    /// index), on globals and on other memory. Indirect calls and calls of
    /// unknown symbols touch everything.
    pub fn of_call(&self, m: &Module, call: OpId) -> Effects {
        let ops = m.operands(call);
        let mem: Vec<bool> = ops.iter().map(|&v| is_memory(m.value_type(v))).collect();
        let Some(f) = callee_of(m, call) else { return Effects::conservative(ops.len(), &mem) };
        let e = self.get(m, f);
        // `func.call_indirect` has the callee as operand 0; direct calls map 1:1.
        let mut args = vec![Access::NONE; ops.len()];
        for (i, a) in e.args.iter().enumerate() {
            if let Some(slot) = args.get_mut(i) {
                *slot = *a;
            }
        }
        Effects {
            args,
            globals: e.globals.clone(),
            other: e.other,
            source: e.source,
            write_points: e.write_points.clone(),
        }
    }

    /// One pass over `f`'s body with the current summaries of its callees.
    fn body_effects(&self, m: &Module, f: OpId, facts: &Facts) -> Effects {
        let n = arg_types(m, f).len();
        let mut e = Effects {
            args: vec![Access::NONE; n],
            source: "body",
            write_points: vec![Some(BTreeSet::new()); n],
            ..Default::default()
        };
        e.write_points = self.write_points(m, f, facts, n);
        let note = |v: crate::ir::Value, a: Access, e: &mut Effects| match facts.points_to(m, v) {
            Some(set) => {
                for o in set {
                    note_origin(m, o, a, e);
                }
            }
            None => {
                // Memory reached through an unknown pointer: anything,
                // including what escaped into the unknown.
                note_origin(m, Origin::Unknown, a, e);
                for &mo in &facts.merged {
                    note_origin(m, mo, a, e);
                }
            }
        };
        let error_path = error_path_ops(m, f);
        for op in m.collect_ops(f) {
            if op == f {
                continue;
            }
            let err_path = error_path.contains(&op);
            let fix = |a: Access| if err_path { a.on_error() } else { a };
            let r = Access { read: true, ..Access::NONE };
            let w = Access { write: true, ..Access::NONE };
            let rw = Access { read: true, write: true, ..Access::NONE };
            let fr = Access { free: true, ..Access::NONE };
            match m.name(op).as_str() {
                "memref.generic_atomic_rmw" => note(m.operand(op, 0), fix(rw), &mut e),
                "memref.load" | "llvm.load" => note(m.operand(op, 0), fix(r), &mut e),
                "memref.store" | "llvm.store" => note(m.operand(op, 1), fix(w), &mut e),
                "memref.atomic_rmw" => note(m.operand(op, 1), fix(rw), &mut e),
                "llvm.atomicrmw" | "llvm.cmpxchg" => note(m.operand(op, 0), fix(rw), &mut e),
                "memref.copy" => {
                    note(m.operand(op, 0), fix(r), &mut e);
                    note(m.operand(op, 1), fix(w), &mut e);
                }
                "llvm.intr.memcpy" | "llvm.intr.memmove" => {
                    note(m.operand(op, 0), fix(w), &mut e);
                    note(m.operand(op, 1), fix(r), &mut e);
                }
                "llvm.intr.memset" => note(m.operand(op, 0), fix(w), &mut e),
                "memref.dealloc" => note(m.operand(op, 0), fix(fr), &mut e),
                // (`cf.assert` is marked as writing memory so that it stays;
                // it only stops the program.)
                "memref.get_global" | "llvm.mlir.addressof" | "cf.assert" => {}
                // (Stack positions: a restore releases only this call's own
                // stack allocations, no memory its caller can see.)
                "llvm.intr.stacksave" | "llvm.intr.stackrestore" => {}
                "func.call" | "llvm.call" | "func.call_indirect" => {
                    let c = self.of_call(m, op);
                    for (i, a) in c.args.iter().enumerate() {
                        if a.touches() {
                            note(m.operand(op, i), fix(*a), &mut e);
                        }
                    }
                    for (g, a) in &c.globals {
                        e.globals.entry(g.clone()).or_default().join(fix(*a));
                    }
                    e.other.join(fix(c.other));
                }
                _ if never_returns(m, op) => {}
                _ => {
                    let t = crate::dialects::traits(m, op);
                    let (rd, wr) =
                        (t.has(crate::dialects::Traits::MEM_READ), t.has(crate::dialects::Traits::MEM_WRITE));
                    if !(rd || wr) {
                        continue;
                    }
                    let a = Access { read: rd, write: wr, ..Access::NONE };
                    let mut any = false;
                    for &v in m.operands(op) {
                        if is_memory(m.value_type(v)) {
                            note(v, fix(a), &mut e);
                            any = true;
                        }
                    }
                    // Allocation-like ops touch no existing memory.
                    if !any && !matches!(m.name(op).as_str(), "memref.alloc" | "memref.alloca" | "llvm.alloca") {
                        e.other.join(fix(a));
                    }
                }
            }
        }
        e
    }
}

/// Where the memory values of one function point: their origins, and for
/// values merged by control flow (whose origin is `Unknown`) the set of
/// origins that flow into them.
struct Facts {
    origins: HashMap<Value, Origin>,
    merged: HashSet<Origin>,
    /// Merge target → what flows into it.
    flows: HashMap<Value, Vec<Value>>,
}

impl Facts {
    fn new(m: &Module, f: OpId) -> Facts {
        let (origins, merged) = memory_origins(m, f);
        let mut pairs = Vec::new();
        for op in m.collect_ops(f) {
            crate::ad::activity::merge_flows(m, op, &mut pairs);
        }
        let mut flows: HashMap<Value, Vec<Value>> = HashMap::default();
        for (d, s) in pairs {
            if is_memory(m.value_type(d)) {
                flows.entry(d).or_default().push(s);
            }
        }
        Facts { origins, merged, flows }
    }

    /// The origins `v` may point to; `None` when some are not known.
    fn points_to(&self, m: &Module, v: Value) -> Option<BTreeSet<Origin>> {
        let mut out = BTreeSet::new();
        let mut seen = HashSet::default();
        let mut todo = vec![v];
        while let Some(x) = todo.pop() {
            if !seen.insert(x) {
                continue;
            }
            match self.origins.get(&x).copied().unwrap_or(Origin::Unknown) {
                Origin::Unknown => {
                    if let Some(srcs) = self.flows.get(&x) {
                        todo.extend(srcs.iter().copied());
                        continue;
                    }
                    // A view of a merged value.
                    match m.defining_op(x) {
                        Some(d) if VIEWS.contains(&m.name(d).as_str()) => todo.push(m.operand(d, 0)),
                        _ => return None,
                    }
                }
                o => {
                    out.insert(o);
                }
            }
        }
        Some(out)
    }
}

use crate::ad::activity::VIEW_OPS as VIEWS;

impl EffectsTable {
    /// Where `f` writes its arguments' memory, when it is at constant indices
    /// of the argument itself (see `Effects::write_points`).
    fn write_points(&self, m: &Module, f: OpId, facts: &Facts, n: usize) -> Vec<Option<BTreeSet<Vec<i64>>>> {
        let mut pts: Vec<Option<BTreeSet<Vec<i64>>>> = vec![Some(BTreeSet::new()); n];
        let Some(entry) = body(m, f).and_then(|r| m.entry_block(r)) else { return vec![None; n] };
        let args: Vec<Value> = m.block_args(entry).to_vec();
        let constant = |v: Value| -> Option<i64> {
            let d = m.defining_op(v)?;
            if !m.is(d, "arith.constant") {
                return None;
            }
            m.attr(d, "value").and_then(Attribute::as_int).and_then(|x| i64::try_from(x).ok())
        };
        // Poison every argument the written value may reach.
        let poison = |pts: &mut Vec<Option<BTreeSet<Vec<i64>>>>, v: Value| match facts.points_to(m, v) {
            Some(set) => {
                for o in set {
                    if let Origin::Arg(i) = o {
                        if let Some(p) = pts.get_mut(i) {
                            *p = None;
                        }
                    }
                }
            }
            None => pts.iter_mut().for_each(|p| *p = None),
        };
        let error_path = error_path_ops(m, f);
        for op in m.collect_ops(f) {
            if op == f || error_path.contains(&op) {
                continue;
            }
            let name = m.name(op).as_str();
            match name {
                "memref.store" => {
                    let t = m.operand(op, 1);
                    let idx: Option<Vec<i64>> = m.operands(op)[2..].iter().map(|&x| constant(x)).collect();
                    match (args.iter().position(|&a| a == t), idx) {
                        (Some(i), Some(idx)) => {
                            if let Some(Some(p)) = pts.get_mut(i) {
                                p.insert(idx);
                            }
                        }
                        _ => poison(&mut pts, t),
                    }
                }
                "func.call" | "llvm.call" | "func.call_indirect" => {
                    let c = self.of_call(m, op);
                    let callee = callee_of(m, op).and_then(|g| self.map.get(&g));
                    for (j, a) in c.args.iter().enumerate() {
                        if !a.write {
                            continue;
                        }
                        let v = m.operand(op, j);
                        match (args.iter().position(|&x| x == v), callee.and_then(|e| e.points(j))) {
                            (Some(i), Some(cp)) => {
                                let cp = cp.clone();
                                if let Some(p) = pts.get_mut(i) {
                                    join_points(p, Some(&cp));
                                }
                            }
                            _ => poison(&mut pts, v),
                        }
                    }
                    if c.other.write {
                        pts.iter_mut().for_each(|p| *p = None);
                    }
                }
                "cf.assert" | "llvm.intr.stacksave" | "llvm.intr.stackrestore" => {}
                _ => {
                    let t = crate::dialects::traits(m, op);
                    if t.has(crate::dialects::Traits::MEM_WRITE) && !never_returns(m, op) {
                        let mems: Vec<Value> =
                            m.operands(op).iter().copied().filter(|&v| is_memory(m.value_type(v))).collect();
                        if mems.is_empty() && !matches!(name, "memref.alloc" | "memref.alloca" | "llvm.alloca") {
                            pts.iter_mut().for_each(|p| *p = None);
                        }
                        for v in mems {
                            poison(&mut pts, v);
                        }
                    }
                }
            }
        }
        pts
    }
}

fn note_origin(m: &Module, o: Origin, a: Access, e: &mut Effects) {
    match o {
        Origin::Arg(i) => {
            if let Some(x) = e.args.get_mut(i) {
                x.join(a);
            }
        }
        Origin::Global(g) => {
            let name = m.symbol_name(g).unwrap_or("?").to_string();
            e.globals.entry(name).or_default().join(a);
        }
        Origin::Alloc(_) => {}
        Origin::Unknown => {
            e.other.join(a);
        }
    }
}

/// The operations of `f` that are followed, in their block or in the block
/// of an enclosing op (up to `f`), by an op that never returns: what they
/// do happens only on a path that ends in a trap. One pass over `f`.
fn error_path_ops(m: &Module, f: OpId) -> HashSet<OpId> {
    let mut out = HashSet::default();
    let mut stack: Vec<(OpId, bool)> = vec![(f, false)];
    while let Some((op, inherited)) = stack.pop() {
        for &r in m.regions(op) {
            for &b in m.blocks(r) {
                let ops: Vec<OpId> = m.block_ops(b).collect();
                let mut later_traps = false;
                for &o in ops.iter().rev() {
                    let err = inherited || later_traps;
                    if err {
                        out.insert(o);
                    }
                    stack.push((o, err));
                    later_traps |= never_returns(m, o);
                }
            }
        }
    }
    out
}

/// Does op `o` never return (a trap, `unreachable`, a call of a
/// `noreturn` function)?
pub(crate) fn never_returns(m: &Module, o: OpId) -> bool {
    match m.name(o).as_str() {
        "llvm.unreachable" | "llvm.intr.trap" | "llvm.intr.ubsantrap" => true,
        "func.call" | "llvm.call" => callee_of(m, o).is_some_and(|f| has_passthrough(m, f, "noreturn")),
        _ => false,
    }
}

fn has_passthrough(m: &Module, f: OpId, what: &str) -> bool {
    m.attr(f, "passthrough").and_then(Attribute::as_array).is_some_and(|xs| {
        xs.iter().any(|x| x.as_str() == Some(what) || x.as_array().and_then(|p| p.first()?.as_str()) == Some(what))
    })
}

/// The summary of a declaration, from its attributes.
fn declared(m: &Module, f: OpId, mem: &[bool]) -> Effects {
    let n = mem.len();
    let on_mem = |a: Access| -> Vec<Access> { mem.iter().map(|&b| if b { a } else { Access::NONE }).collect() };
    let r = Access { read: true, ..Access::NONE };
    let w = Access { write: true, ..Access::NONE };
    let mk = |args: Vec<Access>, other: Access| Effects {
        args,
        globals: BTreeMap::new(),
        other,
        source: "attributes",
        write_points: Vec::new(),
    };
    if let Some(e) = m.attr(f, "ferrozyme.memory_effects").and_then(|a| super::native::parse_effects_attribute(a, n)) {
        return e;
    }
    if let Some(Attribute::Opaque { dialect, text }) = m.attr(f, "memory_effects") {
        if dialect == "llvm" && text.starts_with("llvm.memory_effects<") {
            let field = |k: &str| -> Access {
                let Some(i) = text.find(&format!("{k} = ")) else { return Access::ALL };
                let rest = &text[i + k.len() + 3..];
                let v: String = rest.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
                match v.as_str() {
                    "none" => Access::NONE,
                    "read" => r,
                    "write" => w,
                    _ => Access::ALL,
                }
            };
            let mut other = field("other");
            other.join(field("inaccessibleMem"));
            return mk(on_mem(field("argMem")), other);
        }
    }
    let own = m.attr(f, "ferrozyme.effects").and_then(Attribute::as_str);
    let pass = |k: &str| has_passthrough(m, f, k);
    let known = match (own, m.symbol_name(f)) {
        (Some("readnone"), _) => Some(mk(on_mem(Access::NONE), Access::NONE)),
        (Some("readonly"), _) => Some(mk(on_mem(r), r)),
        (Some("argmemonly"), _) => Some(mk(on_mem(Access::ALL), Access::NONE)),
        (Some("argmemonly_readonly"), _) => Some(mk(on_mem(r), Access::NONE)),
        (_, Some("malloc" | "calloc" | "aligned_alloc")) => Some(mk(on_mem(Access::NONE), Access::NONE)),
        (_, Some("free")) => Some(mk(on_mem(Access { free: true, ..Access::NONE }), Access::NONE)),
        _ if pass("readnone") => Some(mk(on_mem(Access::NONE), Access::NONE)),
        _ if pass("readonly") && pass("argmemonly") => Some(mk(on_mem(r), Access::NONE)),
        _ if pass("readonly") => Some(mk(on_mem(r), r)),
        _ if pass("writeonly") && pass("argmemonly") => Some(mk(on_mem(w), Access::NONE)),
        _ if pass("argmemonly") => Some(mk(on_mem(Access::ALL), Access::NONE)),
        _ => None,
    };
    known.unwrap_or_else(|| Effects::conservative(n, mem)).with_len(n)
}
