//! Fusing the reverse of a loop into its forward run (a rewrite of a
//! finished derivative).
//!
//! In combined mode a loop runs forward, everything after it runs, and the
//! reverse sweep then runs the loop's reverse: its records are written in
//! one pass and read back in another, and the memory both passes read is
//! walked twice. When the reverse loop's iterations can run in any order
//! and at the end of their own forward iteration, the reverse body is moved
//! into the forward loop instead. That holds when:
//! - each loop-carried adjoint either passes through every iteration
//!   unchanged (the adjoint of an accumulator: its initial value is known
//!   before the forward loop) or is a sum of per-iteration terms (the
//!   adjoint of a value defined outside the loop);
//! - memory the reverse only adds into (`x[i] += d`, in any order) is not
//!   touched by the forward loop, memory it reads is not written by the
//!   forward loop (loop records excepted: each entry is written once, by
//!   the iteration that reads it back), and memory written by both halves
//!   is indexed by the iteration (each iteration has its own elements);
//! - the ops between the two loops neither write what the reverse reads nor
//!   read what it writes (sums into the same memory commute), and what the
//!   reverse uses is defined before the forward loop (pure ops in between
//!   are moved up).
//!
//! After the move, a record stored and read back in the same iteration is
//! replaced by the value stored (the record buffer then goes, with the
//! cleanup), and loads both halves make of the same element are made once.
//! Nested loops fuse the same way once their parents have.

use crate::hash::{HashMap, HashSet};

use crate::ad::activity::Origin;
use crate::ir::{BlockId, InsertPoint, Module, OpId, Type, Value, ValueDef};

/// A reverse loop and the forward loop it reverses.
#[derive(Clone, Debug)]
pub(super) struct LoopPair {
    /// The forward loop of the function (for a nested loop: the one in the
    /// forward body of its parent).
    pub primal: OpId,
    /// The loop that was instrumented with records (`primal`, or a copy
    /// re-executed in the parent's reverse body).
    pub fwd: OpId,
    /// The iteration index `fwd`'s records are stored at.
    pub fwd_k: Value,
    pub rev: OpId,
    /// The bounds the reverse loop reverses (operands of `fwd`).
    pub bounds: [Value; 3],
    /// Its iteration counter, the iteration index `k` and the primal
    /// induction variable it recomputes from them.
    pub j: Value,
    pub k: Value,
    pub iv: Value,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    Read,
    Write,
    /// A load-add-store of one element (the load and the store).
    Add,
}

#[derive(Clone, Debug)]
pub(super) struct Access {
    pub origin: Origin,
    pub kind: Kind,
    /// The memref indexed (through `memref.cast`s) and the indices.
    mem: Value,
    idx: Vec<Value>,
}

pub(super) fn may_alias(a: Origin, b: Origin) -> bool {
    a == b || a == Origin::Unknown || b == Origin::Unknown
}

/// Ops whose own effects are those of the ops in their regions.
const STRUCTURED: &[&str] = &[
    "scf.for",
    "scf.if",
    "scf.while",
    "scf.yield",
    "scf.condition",
    "scf.index_switch",
    "scf.parallel",
    "scf.reduce",
    "scf.reduce.return",
];

/// `store` is `mem[idx] = load(mem[idx]) + d` (the load used only there):
/// the load.
fn accumulation_load(m: &Module, store: OpId) -> Option<OpId> {
    let ops = m.operands(store);
    let sum = m.defining_op(ops[0]).filter(|&s| m.is(s, "arith.addf") && m.uses(ops[0]).len() == 1)?;
    m.operands(sum).iter().find_map(|&x| {
        let l = m.defining_op(x).filter(|&l| m.is(l, "memref.load"))?;
        (m.operands(l) == &ops[1..] && m.uses(x).len() == 1 && m.op_parent(l) == m.op_parent(store)).then_some(l)
    })
}

/// The memory accesses of `roots` and everything nested in them; `None`
/// when one of them has effects this rewrite does not follow (calls, LLVM
/// memory ops, unknown ops). Accesses to memory allocated inside `roots`
/// are left out.
pub(super) fn accesses(m: &Module, roots: &[OpId], origins: &HashMap<Value, Origin>) -> Option<Vec<Access>> {
    let all: Vec<OpId> = roots.iter().flat_map(|&r| m.collect_ops(r)).collect();
    let local: HashSet<OpId> =
        all.iter().copied().filter(|&o| m.is(o, "memref.alloc") || m.is(o, "memref.alloca")).collect();
    let origin = |v: Value| origins.get(&v).copied().unwrap_or(Origin::Unknown);
    let is_local = |o: Origin| matches!(o, Origin::Alloc(a) if local.contains(&a));
    let carried = carried_locals(m, &all, &local);
    let adds: HashSet<OpId> = all
        .iter()
        .filter(|&&o| m.is(o, "memref.store"))
        .filter_map(|&s| accumulation_load(m, s).map(|l| [s, l]))
        .flatten()
        .collect();
    let mut out = Vec::new();
    let mut push = |mem: Value, kind: Kind, idx: &[Value]| {
        let o = origin(mem);
        if carried.contains(&mem) {
            return;
        }
        let mut mem = mem;
        while let Some(c) = m.defining_op(mem).filter(|&c| m.is(c, "memref.cast")) {
            mem = m.operand(c, 0);
        }
        if !is_local(o) {
            out.push(Access { origin: o, kind, mem, idx: idx.to_vec() });
        }
    };
    for &o in &all {
        let name = m.name(o);
        let name = name.as_str();
        let kind = |k: Kind| if adds.contains(&o) { Kind::Add } else { k };
        match name {
            "memref.load" => push(m.operand(o, 0), kind(Kind::Read), &m.operands(o)[1..]),
            "memref.store" => push(m.operand(o, 1), kind(Kind::Write), &m.operands(o)[2..]),
            "memref.dealloc" => push(m.operand(o, 0), Kind::Write, &[]),
            "memref.copy" => {
                push(m.operand(o, 0), Kind::Read, &[]);
                push(m.operand(o, 1), Kind::Write, &[]);
            }
            "memref.alloc" | "memref.alloca" | "memref.dim" => {}
            _ if STRUCTURED.contains(&name) => {}
            _ if m.regions(o).is_empty() && crate::dialects::traits(m, o).is_pure() => {}
            _ => return None,
        }
    }
    Some(out)
}

/// The memrefs that structured ops among `all` carry or yield (`scf.for`,
/// `scf.while`, `scf.if`, `scf.index_switch` results and block arguments)
/// and that can only hold memory of `allocs`: the record buffers a while
/// grows by reallocation, which the origin analysis does not follow.
fn carried_locals(m: &Module, all: &[OpId], allocs: &HashSet<OpId>) -> HashSet<Value> {
    let mut incoming: HashMap<Value, Vec<Value>> = HashMap::default();
    let mut add = |to: Value, from: Value| incoming.entry(to).or_default().push(from);
    let term = |o: OpId, r: usize| m.regions(o).get(r).and_then(|&rg| m.blocks(rg).first()).and_then(|&b| m.last_op(b));
    for &o in all {
        match m.name(o).as_str() {
            "scf.if" | "scf.index_switch" => {
                for r in 0..m.regions(o).len() {
                    let Some(t) = term(o, r) else { continue };
                    for (&res, &y) in m.results(o).iter().zip(m.operands(t)) {
                        add(res, y);
                    }
                }
            }
            "scf.for" => {
                let (Some(b), Some(y)) = (m.entry_block(m.region(o, 0)), term(o, 0)) else { continue };
                for (i, &res) in m.results(o).iter().enumerate() {
                    let (init, next) = (m.operand(o, 3 + i), m.operand(y, i));
                    for to in [res, m.block_arg(b, i + 1)] {
                        add(to, init);
                        add(to, next);
                    }
                }
            }
            "scf.while" => {
                let (Some(b0), Some(b1)) = (m.entry_block(m.region(o, 0)), m.entry_block(m.region(o, 1))) else {
                    continue;
                };
                let (Some(c), Some(y)) = (term(o, 0), term(o, 1)) else { continue };
                for (i, &init) in m.operands(o).iter().enumerate() {
                    add(m.block_arg(b0, i), init);
                    add(m.block_arg(b0, i), m.operand(y, i));
                }
                for (i, &res) in m.results(o).iter().enumerate() {
                    add(res, m.operand(c, i + 1));
                    add(m.block_arg(b1, i), m.operand(c, i + 1));
                }
            }
            _ => {}
        }
    }
    let mut set: HashSet<Value> = allocs.iter().map(|&a| m.result(a, 0)).collect();
    set.extend(incoming.keys().copied().filter(|&v| matches!(m.value_type(v), Type::MemRef(_))));
    loop {
        let out: Vec<Value> = set
            .iter()
            .copied()
            .filter(|v| incoming.get(v).is_some_and(|fs| fs.iter().any(|f| !set.contains(f))))
            .collect();
        if out.is_empty() {
            return set;
        }
        for v in out {
            set.remove(&v);
        }
    }
}

/// Is `v` (in the reverse loop) the value of block argument `arg` in
/// every iteration: the argument itself, or the result of a nested loop
/// that starts from it and passes it through?
fn passes_through(m: &Module, v: Value, arg: Value) -> bool {
    if v == arg {
        return true;
    }
    let ValueDef::Result { op, index } = m.value_def(v) else { return false };
    if !m.is(op, "scf.for") {
        return false;
    }
    let i = index as usize;
    let Some(body) = m.entry_block(m.region(op, 0)) else { return false };
    let Some(y) = m.last_op(body) else { return false };
    passes_through(m, m.operand(op, 3 + i), arg) && m.operand(y, i) == m.block_arg(body, i + 1)
}

/// Does `start` reach operand `pos` of `block`'s terminator only through
/// sums: `arith.addf`, loops carrying it the same way, `scf.if` branches
/// that do so or pass it on — with no other use? The terms added then do
/// not depend on it, so their order does not matter.
fn sum_chain(m: &Module, block: BlockId, start: Value, pos: usize) -> bool {
    let Some(y) = m.last_op(block) else { return false };
    let mut cur = start;
    loop {
        // (`start` may be defined outside `block`, in a branch's caller:
        // its uses in the other branch are checked there.)
        let uses: Vec<crate::ir::Use> =
            m.uses(cur).iter().copied().filter(|u| ancestor_in(m, block, u.op).is_some()).collect();
        let uses = &uses[..];
        let Some(holders) = uses.iter().map(|u| ancestor_in(m, block, u.op)).collect::<Option<HashSet<OpId>>>() else {
            return false;
        };
        let holders: Vec<OpId> = holders.into_iter().collect();
        let (&[h], [u0, ..]) = (&holders[..], uses) else { return false };
        let direct = uses.len() == 1 && u0.op == h;
        if h == y {
            return direct && u0.index as usize == pos;
        }
        if m.is(h, "arith.addf") && direct {
            cur = m.result(h, 0);
        } else if m.is(h, "scf.for") && direct && u0.index >= 3 {
            let q = u0.index as usize - 3;
            let Some(inner) = m.entry_block(m.region(h, 0)) else { return false };
            if !sum_chain(m, inner, m.block_arg(inner, q + 1), q) {
                return false;
            }
            cur = m.result(h, q);
        } else if m.is(h, "scf.if") && uses.iter().all(|u| u.op != h) {
            let branches: Vec<BlockId> = m.regions(h).iter().filter_map(|&r| m.entry_block(r)).collect();
            let fits = |q: usize| {
                branches.iter().all(|&b| {
                    let used = uses.iter().any(|u| ancestor_in(m, b, u.op).is_some());
                    if used {
                        sum_chain(m, b, cur, q)
                    } else {
                        m.last_op(b).is_some_and(|t| m.operands(t).get(q) == Some(&cur))
                    }
                })
            };
            let Some(q) = (0..m.results(h).len()).find(|&q| fits(q)) else { return false };
            if branches.len() != 2 {
                return false;
            }
            cur = m.result(h, q);
        } else {
            return false;
        }
    }
}

/// The op of block `b` that is or contains `op`.
pub(super) fn ancestor_in(m: &Module, b: BlockId, op: OpId) -> Option<OpId> {
    std::iter::successors(Some(op), |&o| m.parent_op(o)).find(|&o| m.op_parent(o) == Some(b))
}

/// Is `v` defined before `anchor` (an op of block `b`) — outside `b`'s
/// ops, or by an op of `b` before `anchor` — or by ops between them that
/// can move above `anchor` (pure ops, and allocations when `allocs`;
/// added to `hoist`)?
fn available_at(m: &Module, b: BlockId, anchor: OpId, v: Value, allocs: bool, hoist: &mut Vec<OpId>) -> bool {
    let def = match m.value_def(v) {
        ValueDef::Result { op, .. } => op,
        ValueDef::BlockArg { block, .. } => {
            // Arguments of `b` or of blocks around it.
            let mut cur = Some(b);
            while let Some(x) = cur {
                if x == block {
                    return true;
                }
                cur = m.block_parent_op(x).and_then(|p| m.op_parent(p));
            }
            return false;
        }
        ValueDef::Undefined => return false,
    };
    let Some(a) = ancestor_in(m, b, def) else { return true };
    if a != def {
        return false;
    }
    if m.is_before(def, anchor) {
        return true;
    }
    if def == anchor || hoist.contains(&def) {
        return def != anchor;
    }
    let movable = crate::dialects::traits(m, def).is_pure() || (allocs && m.is(def, "memref.alloc"));
    if !m.regions(def).is_empty() || !movable {
        return false;
    }
    for &x in m.operands(def) {
        if !available_at(m, b, anchor, x, allocs, hoist) {
            return false;
        }
    }
    hoist.push(def);
    true
}

/// Can `op` (of block `b`) move above `anchor`: is every value it uses
/// from outside itself available there (`available_at`)? The ops to move
/// up with it, in block order.
pub(super) fn movable_above(m: &Module, b: BlockId, anchor: OpId, op: OpId, allocs: bool) -> Option<Vec<OpId>> {
    let mut hoist = Vec::new();
    let inside: HashSet<OpId> = m.collect_ops(op).into_iter().collect();
    for &o in &inside {
        for &v in m.operands(o) {
            let local = match m.value_def(v) {
                ValueDef::Result { op, .. } => inside.contains(&op),
                ValueDef::BlockArg { block, .. } => m.block_parent_op(block).is_some_and(|p| inside.contains(&p)),
                ValueDef::Undefined => false,
            };
            if !local && !available_at(m, b, anchor, v, allocs, &mut hoist) {
                return None;
            }
        }
    }
    hoist.sort_by(|&x, &y| if m.is_before(x, y) { std::cmp::Ordering::Less } else { std::cmp::Ordering::Greater });
    Some(hoist)
}

/// How a pair fuses.
struct Plan {
    fwd: OpId,
    hoist: Vec<OpId>,
    invariant: Vec<usize>,
    sums: Vec<usize>,
}

/// Why a pair does not fuse: its forward loop (when found), and the reason.
type NotFused = (Option<OpId>, &'static str);

fn plan(m: &Module, p: &LoopPair, origins: &HashMap<Value, Origin>) -> Result<Plan, NotFused> {
    let r = p.rev;
    let b = m.op_parent(r).ok_or((None, "detached"))?;
    let fwd = [p.fwd, p.primal]
        .into_iter()
        .find(|&f| {
            !m.is_erased(f)
                && m.op_parent(f) == Some(b)
                && m.is(f, "scf.for")
                && m.operands(f)[..3] == p.bounds[..]
                && m.is_before(f, r)
        })
        .ok_or((None, "its forward loop is elsewhere"))?;
    if p.fwd != fwd && !m.is_erased(p.fwd) {
        return Err((None, "its records come from another loop"));
    }
    if m.attr(fwd, "unsignedCmp").is_some() {
        return Err((Some(fwd), "the loop compares its bounds as unsigned"));
    }
    // Loop-carried adjoints: passed through, or sums.
    let rb = m.entry_block(m.region(r, 0)).ok_or((None, "no body"))?;
    let ry = m.last_op(rb).ok_or((None, "no body"))?;
    let (mut invariant, mut sums) = (Vec::new(), Vec::new());
    for i in 0..m.results(r).len() {
        let a = m.block_arg(rb, i + 1);
        if passes_through(m, m.operand(ry, i), a) {
            invariant.push(i);
        } else if sum_chain(m, rb, a, i) {
            sums.push(i);
        } else {
            return Err((Some(fwd), "an adjoint its reverse carries from iteration to iteration depends on the later iterations (it is not a sum)"));
        }
    }
    // What the reverse uses is available before the forward loop.
    let hoist = movable_above(m, b, fwd, r, false)
        .ok_or((Some(fwd), "its reverse needs values computed after the loop (from its results)"))?;
    // Memory.
    let untracked =
        (Some(fwd), "the loop or its reverse has effects other than memref loads and stores (calls, LLVM memory ops)");
    let fa = accesses(m, &[fwd], origins).ok_or(untracked)?;
    let ra = accesses(m, &[r], origins).ok_or(untracked)?;
    let mut between = Vec::new();
    let mut cur = m.next_op(fwd);
    while let Some(x) = cur.filter(|&x| x != r) {
        between.push(x);
        cur = m.next_op(x);
    }
    let between: Vec<OpId> = between.into_iter().filter(|o| !hoist.contains(o)).collect();
    let xa = accesses(m, &between, origins).ok_or((
        Some(fwd),
        "code after the loop, which runs before its reverse, has effects other than memref loads and stores",
    ))?;
    let fbody = m.entry_block(m.region(fwd, 0)).ok_or((None, "no body"))?;
    let flavors_f = [Some(m.block_arg(fbody, 0)), (fwd == p.fwd).then_some(p.fwd_k)];
    let flavors_r = [Some(p.iv), Some(p.k)];
    let mut seen: Vec<Origin> = fa.iter().chain(&ra).map(|a| a.origin).collect();
    seen.dedup();
    for &o in &seen {
        let f: Vec<&Access> = fa.iter().filter(|a| may_alias(a.origin, o)).collect();
        let rr: Vec<&Access> = ra.iter().filter(|a| may_alias(a.origin, o)).collect();
        if rr.is_empty() || f.iter().chain(&rr).all(|a| a.kind == Kind::Read) {
            continue;
        }
        // Each iteration has its own elements: one memref (views of it
        // at other offsets would defeat the index test) made before the
        // loop, whose layout gives distinct indices distinct elements,
        // indexed by the iteration in one dimension.
        let one_memref = f.iter().chain(&rr).all(|a| a.mem == rr[0].mem)
            && [fwd, r].iter().all(|&l| crate::ad::view_offsets::outside(m, l, rr[0].mem))
            && non_overlapping(m.value_type(rr[0].mem));
        let private = one_memref
            && (0..2).any(|fl| {
                let (Some(vf), Some(vr)) = (flavors_f[fl], flavors_r[fl]) else { return false };
                let n = f.iter().chain(&rr).map(|a| a.idx.len()).min().unwrap_or(0);
                (0..n).any(|d| f.iter().all(|a| a.idx[d] == vf) && rr.iter().all(|a| a.idx[d] == vr))
            });
        if private && o != Origin::Unknown {
            continue;
        }
        let f_writes = f.iter().any(|a| a.kind != Kind::Read);
        if f_writes {
            let record = matches!(o, Origin::Alloc(a) if m.attr(a, super::loops::TAPE_NOTE).is_some())
                && rr.iter().all(|a| a.kind == Kind::Read);
            if !record {
                return Err((Some(fwd), "its reverse uses memory the loop writes"));
            }
        } else if !f.is_empty() || !rr.iter().all(|a| a.kind == Kind::Add) {
            return Err((Some(fwd), "its reverse writes memory where the order of its iterations matters (not only sums into it, or elements shared by iterations)"));
        }
    }
    for x in &xa {
        for a in &ra {
            if may_alias(x.origin, a.origin)
                && !(x.kind == Kind::Read && a.kind == Kind::Read)
                && !(x.kind == Kind::Add && a.kind == Kind::Add)
            {
                return Err((Some(fwd), "code after the loop, which runs before its reverse, uses memory that reverse writes or writes memory it reads"));
            }
        }
    }
    Ok(Plan { fwd, hoist, invariant, sums })
}

/// Does the layout of memref type `t` give distinct indices distinct
/// elements? A row-major layout does; a strided one when, its dimensions
/// sorted by stride, each stride covers the span of the smaller ones
/// (all known). (A zero stride, rows that overlap, a stride known only at
/// run time: not known to.)
fn non_overlapping(t: &Type) -> bool {
    let Type::MemRef(mt) = t else { return false };
    if mt.layout == crate::ir::Layout::Identity {
        return true;
    }
    let Some((strides, _)) = crate::dialects::memref::strides_and_offset(mt) else { return false };
    let mut dims: Vec<(i64, i64)> = Vec::new();
    for (s, d) in strides.iter().zip(&mt.shape) {
        match (s, d) {
            (_, crate::ir::Dim::Static(1)) => {}
            (Some(s), crate::ir::Dim::Static(n)) => dims.push((s.abs(), *n)),
            _ => return false,
        }
    }
    dims.sort_unstable();
    let mut covered = 1i64;
    for (s, n) in dims {
        if s < covered {
            return false;
        }
        covered = s.saturating_mul(n);
    }
    true
}

/// Fuse the reverse loops of `pairs` into their forward loops where that
/// is sound (in the derivative `g`); returns the forward loops that took
/// their reverse in, and the others with the reason.
pub(super) fn fuse_loops(m: &mut Module, g: OpId, pairs: &[LoopPair]) -> (Vec<OpId>, Vec<(OpId, &'static str)>) {
    if pairs.is_empty() {
        return Default::default();
    }
    let origins = crate::ad::activity::memory_origins(m, g).0;
    let mut fused = Vec::new();
    let mut pairs: Vec<(LoopPair, NotFused)> =
        pairs.iter().filter(|p| !m.is_erased(p.rev)).map(|p| (p.clone(), (None, ""))).collect();
    let mut renamed: HashMap<Value, Value> = HashMap::default();
    let mut fused_bodies = Vec::new();
    loop {
        let mut progress = false;
        let mut rest = Vec::new();
        for (mut p, _) in std::mem::take(&mut pairs) {
            let look = |v: Value| {
                let mut v = v;
                while let Some(&n) = renamed.get(&v) {
                    v = n;
                }
                v
            };
            p.bounds = p.bounds.map(look);
            p.k = look(p.k);
            p.iv = look(p.iv);
            p.j = look(p.j);
            p.fwd_k = look(p.fwd_k);
            if m.is_erased(p.rev) {
                continue;
            }
            match plan(m, &p, &origins) {
                Ok(plan) => match fuse(m, &p, &plan, &mut renamed) {
                    Some(body) => {
                        fused_bodies.push(body);
                        fused.push(plan.fwd);
                        progress = true;
                    }
                    None => rest.push((p, (None, "malformed loop"))),
                },
                Err(why) => rest.push((p, why)),
            }
        }
        pairs = rest;
        if !progress || pairs.is_empty() {
            break;
        }
    }
    for b in fused_bodies {
        if m.block_parent(b).is_some() {
            // (Values made twice first become one: a twin's bounds may be
            // such values.)
            // (Again after a merge: values computed from the original's
            // results and the copy's are one now, and a later twin's
            // operands may be such values.)
            for _ in 0..4 {
                forward_values(m, b, &origins);
                if !super::twins::merge_twins(m, b, &origins) {
                    break;
                }
            }
            forward_values(m, b, &origins);
        }
    }
    let unfused = pairs
        .into_iter()
        .filter_map(|(p, (f, why))| f.filter(|&f| !m.is_erased(f) && !m.is_erased(p.rev)).map(|f| (f, why)))
        .collect();
    (fused, unfused)
}

/// Move the reverse loop's body to the end of the forward loop's.
/// (`None`, with nothing changed, for a loop without a body ending in
/// `scf.yield`.)
fn fuse(m: &mut Module, p: &LoopPair, plan: &Plan, renamed: &mut HashMap<Value, Value>) -> Option<BlockId> {
    let (f, r) = (plan.fwd, p.rev);
    let yield_of = |b: BlockId| m.last_op(b).filter(|&y| m.is(y, "scf.yield"));
    let fb = m.entry_block(m.region(f, 0))?;
    let fy = yield_of(fb)?;
    let rb = m.entry_block(m.region(r, 0))?;
    let ry = yield_of(rb)?;
    for &h in &plan.hoist {
        m.move_op_before(h, f);
    }
    // The iteration number, at the start of the forward body.
    let at = InsertPoint::Before(m.first_op(fb).unwrap_or(fy));
    let k = super::loops::iteration_number(m, at, f);
    let iv = m.block_arg(fb, 0);
    let mut rename = |m: &mut Module, from: Value, to: Value| {
        m.replace_all_uses(from, to);
        renamed.insert(from, to);
    };
    rename(m, p.k, k);
    rename(m, p.iv, iv);
    rename(m, p.j, k);
    let mut new_yields = m.operands(fy).to_vec();
    for &i in &plan.invariant {
        let init = m.operand(r, 3 + i);
        let a = m.block_arg(rb, i + 1);
        rename(m, a, init);
        let res = m.result(r, i);
        rename(m, res, init);
    }
    for &i in &plan.sums {
        let init = m.operand(r, 3 + i);
        let ty = m.value_type(init).clone();
        m.push_operand(f, init);
        let nres = m.push_result(f, ty.clone());
        let narg = m.add_block_arg(fb, ty);
        let a = m.block_arg(rb, i + 1);
        rename(m, a, narg);
        new_yields.push(m.operand(ry, i));
        let res = m.result(r, i);
        rename(m, res, nres);
    }
    for o in m.block_ops(rb).collect::<Vec<_>>() {
        if o != ry {
            m.move_op_before(o, fy);
        }
    }
    m.set_plain_operands(fy, &new_yields);
    m.erase_op(r);
    Some(fb)
}

/// In block `b`: a load of an element stored or loaded earlier in the
/// block, with no write to that memory in between, takes the value stored
/// or loaded; a pure op computing what an earlier one computed takes its
/// result.
fn forward_values(m: &mut Module, b: BlockId, origins: &HashMap<Value, Origin>) {
    let origin = |v: Value| origins.get(&v).copied().unwrap_or(Origin::Unknown);
    let mut known: HashMap<(Value, Vec<Value>), Value> = HashMap::default();
    let mut pure: HashMap<(String, Vec<Value>), Vec<OpId>> = HashMap::default();
    for o in m.block_ops(b).collect::<Vec<_>>() {
        let name = m.name(o);
        if m.is(o, "memref.load") {
            let key = (m.operand(o, 0), m.operands(o)[1..].to_vec());
            let r = m.result(o, 0);
            match known.get(&key) {
                Some(&v) if m.value_type(v) == m.value_type(r) => {
                    m.replace_all_uses(r, v);
                    m.erase_op(o);
                }
                _ => {
                    known.insert(key, r);
                }
            }
        } else if m.is(o, "memref.store") {
            let (v, mem) = (m.operand(o, 0), m.operand(o, 1));
            let om = origin(mem);
            known.retain(|(k, _), _| !may_alias(origin(*k), om));
            known.insert((mem, m.operands(o)[2..].to_vec()), v);
        } else if m.regions(o).is_empty() && crate::dialects::traits(m, o).is_pure() && m.results(o).len() == 1 {
            let key = (name.as_str().to_string(), m.operands(o).to_vec());
            let same = pure.get(&key).and_then(|c| {
                c.iter().copied().find(|&p| {
                    m.op(p).attrs == m.op(o).attrs && m.value_type(m.result(p, 0)) == m.value_type(m.result(o, 0))
                })
            });
            if let Some(p) = same {
                let (r, v) = (m.result(o, 0), m.result(p, 0));
                m.replace_all_uses(r, v);
                m.erase_op(o);
            } else {
                pure.entry(key).or_default().push(o);
            }
        } else if m.is(o, "memref.dim") || m.is(o, "memref.alloc") || m.is(o, "memref.alloca") {
        } else {
            match accesses(m, &[o], origins) {
                Some(acc) => {
                    for a in acc.iter().filter(|a| a.kind != Kind::Read) {
                        known.retain(|(k, _), _| !may_alias(origin(*k), a.origin));
                    }
                }
                None => known.clear(),
            }
        }
    }
}
