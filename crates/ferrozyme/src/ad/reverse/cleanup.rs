//! Cleaning a finished derivative: the reverse sweep re-executes every pure
//! op of a loop iteration and records every loop-carried value, but the
//! adjoint only reads some of them. Dead pure ops (and dead loads), and
//! dead `scf.for` / `scf.if` ops whose bodies have no side effects (e.g. an
//! inner loop re-executed for values the adjoint turned out not to need),
//! are erased, then buffers that are only ever stored to and freed —
//! records nobody reads — are erased with their stores, to a fixed point;
//! so are the stores into records a loop carries and grows that nothing
//! reads (`carried_write_only_stores`).
//! The tape then holds only what the adjoint reads.

use crate::hash::HashMap;
use crate::ir::{Module, OpId, Value, ValueDef};

/// Ops without side effects that may go when their results are unused.
fn removable(m: &Module, op: OpId) -> bool {
    if !m.regions(op).is_empty() || m.results(op).is_empty() {
        return false;
    }
    crate::dialects::traits(m, op).is_pure()
        || matches!(m.name(op).as_str(), "memref.load" | "llvm.load" | "memref.dim" | "memref.get_global")
}

/// A structured op (`scf.for`, `scf.if`) whose nested ops only compute
/// values: removable when its results are unused.
fn pure_structured(m: &Module, op: OpId) -> bool {
    if !(m.is(op, "scf.for") || m.is(op, "scf.if")) {
        return false;
    }
    m.collect_ops(op).into_iter().all(|o| {
        o == op
            || m.is(o, "scf.yield")
            || (m.is(o, "scf.for") || m.is(o, "scf.if"))
            || m.regions(o).is_empty() && !m.results(o).is_empty() && {
                crate::dialects::traits(m, o).is_pure()
                    || matches!(m.name(o).as_str(), "memref.load" | "llvm.load" | "memref.dim" | "memref.get_global")
            }
    })
}

/// Is `op` an allocation whose memory is only stored to and freed?
fn write_only_buffer(m: &Module, op: OpId) -> bool {
    if !m.is(op, "memref.alloc") {
        return false;
    }
    let r = m.result(op, 0);
    m.uses(r)
        .iter()
        .all(|u| (m.is(u.op, "memref.store") && u.index == 1) || (m.is(u.op, "memref.dealloc") && u.index == 0))
}

/// Erase dead ops and write-only buffers in function `f`; returns how many ops went.
pub(super) fn clean(m: &mut Module, f: OpId) -> usize {
    let mut erased = 0;
    loop {
        let mut changed = false;
        // Post-order, users before definitions.
        for op in m.collect_ops(f).into_iter().rev() {
            if op == f || m.is_erased(op) {
                continue;
            }
            let dead = m.results(op).iter().all(|&r| !m.has_uses(r));
            if dead && (removable(m, op) || pure_structured(m, op)) {
                m.erase_op(op);
                erased += 1;
                changed = true;
            } else if write_only_buffer(m, op) {
                let r = m.result(op, 0);
                let users: Vec<OpId> = m.uses(r).iter().map(|u| u.op).collect();
                for u in users {
                    if !m.is_erased(u) {
                        m.erase_op(u);
                        erased += 1;
                    }
                }
                m.erase_op(op);
                erased += 1;
                changed = true;
            }
        }
        if !changed {
            // Records carried through loops and branches that nothing
            // reads: first their stores go, then (once the copies and the
            // stores are gone) the records themselves.
            let families = carried_families(m, f);
            let stores = carried_write_only_stores(m, &families);
            if !stores.is_empty() {
                for st in stores {
                    m.erase_op(st);
                    erased += 1;
                }
                continue;
            }
            let unused: Vec<&Vec<Value>> = families.iter().filter(|vs| unused_family(m, vs)).collect();
            if unused.is_empty() {
                return erased;
            }
            for vs in unused {
                erased += erase_family(m, vs);
            }
        }
    }
}

/// Memref values joined by the values `scf.while` / `scf.for` / `scf.if`
/// carry (initial value, block argument, yielded value, result), grouped:
/// each group is one buffer as it travels, e.g. a record a loop carries and
/// grows. Only groups made entirely in `f` (allocations, results and
/// arguments of its nested ops).
fn carried_families(m: &Module, f: OpId) -> Vec<Vec<Value>> {
    // Union-find over memref values joined by the values ops carry.
    let mut parent: HashMap<Value, Value> = HashMap::default();
    fn root(parent: &mut HashMap<Value, Value>, v: Value) -> Value {
        let p = *parent.get(&v).unwrap_or(&v);
        if p == v {
            return v;
        }
        let r = root(parent, p);
        parent.insert(v, r);
        r
    }
    let mut seen: Vec<Value> = Vec::new();
    let mut join = |m: &Module, a: Value, b: Value| {
        if m.value_type(a).as_memref().is_none() || m.value_type(a) != m.value_type(b) {
            return;
        }
        seen.extend([a, b]);
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra != rb {
            parent.insert(ra, rb);
        }
    };
    for o in m.collect_ops(f) {
        let name = m.name(o).as_str();
        let term = |r: usize| m.regions(o).get(r).and_then(|&rg| m.blocks(rg).first()).and_then(|&b| m.last_op(b));
        match name {
            "scf.while" => {
                let (Some(before), Some(after)) = (m.entry_block(m.region(o, 0)), m.entry_block(m.region(o, 1))) else {
                    continue;
                };
                for (k, &init) in m.operands(o).iter().enumerate() {
                    let a = m.block_arg(before, k);
                    join(m, init, a);
                    if let Some(&y) = term(1).and_then(|y| m.operands(y).get(k)) {
                        join(m, y, a);
                    }
                }
                if let Some(c) = term(0) {
                    for (k, &v) in m.operands(c).iter().skip(1).enumerate() {
                        join(m, v, m.block_arg(after, k));
                        join(m, v, m.result(o, k));
                    }
                }
            }
            "scf.for" => {
                let Some(body) = m.entry_block(m.region(o, 0)) else { continue };
                for (k, &init) in m.operands(o)[3..].iter().enumerate() {
                    let a = m.block_arg(body, k + 1);
                    join(m, init, a);
                    join(m, a, m.result(o, k));
                    if let Some(&y) = term(0).and_then(|y| m.operands(y).get(k)) {
                        join(m, y, a);
                    }
                }
            }
            "scf.if" => {
                for r in 0..m.regions(o).len() {
                    if let Some(y) = term(r) {
                        for (k, &v) in m.operands(y).iter().enumerate() {
                            if k < m.results(o).len() {
                                join(m, v, m.result(o, k));
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let mut members: HashMap<Value, Vec<Value>> = HashMap::default();
    seen.sort();
    seen.dedup();
    for v in seen {
        let r = root(&mut parent, v);
        members.entry(r).or_default().push(v);
    }
    let mut out: Vec<Vec<Value>> = members
        .into_values()
        .filter(|vs| {
            vs.iter().all(|&v| match m.value_def(v) {
                ValueDef::Result { op, .. } => {
                    m.is(op, "memref.alloc") || m.is(op, "scf.while") || m.is(op, "scf.for") || m.is(op, "scf.if")
                }
                ValueDef::BlockArg { block, .. } => m.block_parent_op(block).is_some_and(|p| p != f),
                ValueDef::Undefined => false,
            })
        })
        .collect();
    out.sort();
    out
}

/// Is use `u` of a family member one that carries it on (the values it
/// flows to are in the family)?
fn carries(m: &Module, u: &crate::ir::Use) -> bool {
    match m.name(u.op).as_str() {
        "scf.yield" => {
            m.parent_op(u.op).is_some_and(|p| m.is(p, "scf.for") || m.is(p, "scf.if") || m.is(p, "scf.while"))
        }
        "scf.condition" | "scf.while" => true,
        "scf.for" => u.index >= 3,
        _ => false,
    }
}

/// Stores into buffers that only ever receive stores: buffers carried by
/// `scf.while` / `scf.for` / `scf.if` (a record that grows, reallocated
/// and copied, as a while records its values), taken as one buffer with
/// every value it flows to. When none of them is read but to copy it into
/// another of them, measured or freed, nobody reads the records: their
/// stores go (then the copies, as dead loads). (reader-28: the Newton
/// while recorded a value its reverse never reads.)
fn carried_write_only_stores(m: &Module, families: &[Vec<Value>]) -> Vec<OpId> {
    let mut out = Vec::new();
    for vs in families {
        let set: crate::hash::HashSet<Value> = vs.iter().copied().collect();
        let mut stores = Vec::new();
        let only_written = vs.iter().all(|&v| {
            m.uses(v).iter().all(|u| match m.name(u.op).as_str() {
                "memref.store" if u.index == 1 => {
                    stores.push(u.op);
                    true
                }
                "memref.dealloc" | "memref.dim" => u.index == 0,
                // A copy into the family (a reallocation's).
                "memref.load" => m
                    .uses(m.result(u.op, 0))
                    .iter()
                    .all(|w| m.is(w.op, "memref.store") && w.index == 0 && set.contains(&m.operand(w.op, 1))),
                _ => carries(m, u),
            })
        });
        if only_written && !stores.is_empty() {
            out.extend(stores);
        }
    }
    out.sort();
    out.dedup();
    out
}

/// A family (`carried_families`) whose members are only carried on and
/// freed: a record nothing writes or reads any more, still allocated,
/// grown and passed around by the loops (reader-28's Newton while kept one).
fn unused_family(m: &Module, vs: &[Value]) -> bool {
    vs.iter().all(|&v| m.uses(v).iter().all(|u| (m.is(u.op, "memref.dealloc") && u.index == 0) || carries(m, u)))
}

/// Erase a family with its frees, the positions the loops and branches
/// carry it in, and its allocations; returns how many ops went.
fn erase_family(m: &mut Module, vs: &[Value]) -> usize {
    let set: crate::hash::HashSet<Value> = vs.iter().copied().collect();
    let mut erased = 0;
    for &v in vs {
        let frees: Vec<OpId> = m.uses(v).iter().filter(|u| m.is(u.op, "memref.dealloc")).map(|u| u.op).collect();
        for d in frees {
            if !m.is_erased(d) {
                m.erase_op(d);
                erased += 1;
            }
        }
    }
    let mut carriers: Vec<OpId> = vs
        .iter()
        .filter_map(|&v| match m.value_def(v) {
            ValueDef::Result { op, .. } if !m.is(op, "memref.alloc") => Some(op),
            ValueDef::BlockArg { block, .. } => m.block_parent_op(block),
            _ => None,
        })
        .collect();
    carriers.sort();
    carriers.dedup();
    let term = |m: &Module, o: OpId, r: usize| m.entry_block(m.region(o, r)).and_then(|b| m.last_op(b));
    let positions =
        |vals: &[Value]| -> Vec<usize> { (0..vals.len()).rev().filter(|&k| set.contains(&vals[k])).collect() };
    // First every use that carries a member goes (terminator and loop
    // operands), then the results and block arguments, unused by then.
    let mut drops: Vec<(OpId, Vec<usize>, Vec<usize>)> = Vec::new();
    for &o in &carriers {
        let main = positions(m.results(o));
        let mut before = Vec::new();
        match m.name(o).as_str() {
            "scf.for" => {
                for &k in &main {
                    if let Some(y) = term(m, o, 0) {
                        m.erase_operand(y, k);
                    }
                    m.erase_operand(o, 3 + k);
                }
            }
            "scf.if" => {
                for r in 0..m.regions(o).len() {
                    if let Some(y) = term(m, o, r) {
                        for &k in &main {
                            m.erase_operand(y, k);
                        }
                    }
                }
            }
            _ => {
                // scf.while: `main` are the after arguments' positions
                // (the results'), `before` the before arguments'.
                let (Some(b), Some(c), Some(y)) = (m.entry_block(m.region(o, 0)), term(m, o, 0), term(m, o, 1)) else {
                    continue;
                };
                before = positions(m.block_args(b));
                for &k in &main {
                    m.erase_operand(c, k + 1);
                }
                for &k in &before {
                    m.erase_operand(y, k);
                    m.erase_operand(o, k);
                }
            }
        }
        drops.push((o, main, before));
    }
    for (o, main, before) in drops {
        let body = |m: &Module, r: usize| m.entry_block(m.region(o, r));
        for &k in &main {
            m.erase_result(o, k);
            erased += 1;
        }
        match m.name(o).as_str() {
            "scf.for" => {
                if let Some(b) = body(m, 0) {
                    for &k in &main {
                        m.erase_block_arg(b, k + 1);
                    }
                }
            }
            "scf.while" => {
                if let (Some(b), Some(a)) = (body(m, 0), body(m, 1)) {
                    for &k in &before {
                        m.erase_block_arg(b, k);
                    }
                    for &k in &main {
                        m.erase_block_arg(a, k);
                    }
                }
            }
            _ => {}
        }
    }
    for &v in vs {
        if let ValueDef::Result { op, .. } = m.value_def(v) {
            if m.is(op, "memref.alloc") && !m.is_erased(op) && !m.has_uses(v) {
                m.erase_op(op);
                erased += 1;
            }
        }
    }
    erased
}
