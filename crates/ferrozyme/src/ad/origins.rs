//! Memory origins: the argument, allocation or global each memref or
//! pointer value of a function is a view of (`memory_origins`), followed
//! through views, region arguments and block arguments to a fixed point;
//! the activity analysis tracks memory per origin.

use crate::hash::{HashMap, HashSet};

use super::activity::{body, is_float_memory, Origin, VIEW_OPS};
use crate::ir::{Attribute, Module, OpId, Type, Value};

/// Origin of a memref/pointer result of `op` (`None`: its source's origin
/// is not known yet).
fn origin_of_result(m: &Module, op: OpId, known: &HashMap<Value, Origin>) -> Option<Origin> {
    Some(match m.name(op).as_str() {
        "memref.alloc" | "memref.alloca" | "llvm.alloca" => Origin::Alloc(op),
        name if VIEW_OPS.contains(&name) => return known.get(&m.operand(op, 0)).copied(),
        // (Its one memref result, the base buffer, is its operand's allocation.)
        "memref.extract_strided_metadata" => return known.get(&m.operand(op, 0)).copied(),
        "memref.get_global" | "llvm.mlir.addressof" => {
            let attr = if m.is(op, "memref.get_global") { "name" } else { "global_name" };
            match m.attr(op, attr).and_then(Attribute::as_flat_symbol).and_then(|s| m.lookup_symbol(s)) {
                Some(g) => Origin::Global(g),
                None => Origin::Unknown,
            }
        }
        "func.call" | "llvm.call" => Origin::Alloc(op),
        _ => Origin::Unknown,
    })
}

/// Memref/pointer values that control flow merges: `(value, what flows
/// into it)` for the results and block arguments of `scf` ops, the block
/// arguments of branch targets and the result of `select`.
pub(crate) fn merge_flows(m: &Module, op: OpId, flows: &mut Vec<(Value, Value)>) {
    let name = m.name(op).as_str();
    match name {
        "scf.for" => {
            let Some(body) = m.entry_block(m.region(op, 0)) else { return };
            let y = m.last_op(body);
            for (i, &init) in m.operands(op)[3..].iter().enumerate() {
                let (r, a) = (m.result(op, i), m.block_arg(body, i + 1));
                flows.extend([(r, init), (a, init)]);
                if let Some(&v) = y.and_then(|y| m.operands(y).get(i)) {
                    flows.extend([(r, v), (a, v)]);
                }
            }
        }
        "scf.while" => {
            let (Some(before), Some(after)) = (m.entry_block(m.region(op, 0)), m.entry_block(m.region(op, 1))) else {
                return;
            };
            let (cond, y) = (m.last_op(before), m.last_op(after));
            for (i, &init) in m.operands(op).iter().enumerate() {
                let a = m.block_arg(before, i);
                flows.push((a, init));
                if let Some(&v) = y.and_then(|y| m.operands(y).get(i)) {
                    flows.push((a, v));
                }
            }
            if let Some(c) = cond {
                for (i, &v) in m.operands(c).iter().skip(1).enumerate() {
                    flows.push((m.block_arg(after, i), v));
                    if let Some(&r) = m.results(op).get(i) {
                        flows.push((r, v));
                    }
                }
            }
        }
        "scf.if" | "scf.execute_region" | "scf.index_switch" | "memref.alloca_scope" => {
            for &rg in m.regions(op) {
                for &b in m.blocks(rg) {
                    let Some(t) = m.last_op(b) else { continue };
                    if matches!(m.name(t).as_str(), "scf.yield" | "memref.alloca_scope.return") {
                        for (&r, &v) in m.results(op).iter().zip(m.operands(t)) {
                            flows.push((r, v));
                        }
                    }
                }
            }
        }
        "arith.select" | "llvm.select" => {
            let r = m.result(op, 0);
            flows.extend([(r, m.operand(op, 1)), (r, m.operand(op, 2))]);
        }
        // Memory returned by a call may be (a view of) memory passed to it:
        // the arguments the callee returns views of, or all of them where
        // that is not known; none where it returns memory it allocates.
        "func.call" | "llvm.call" => {
            let callee = super::activity::callee_of(m, op);
            for (k, &r) in m.results(op).iter().enumerate() {
                if !is_memory(m.value_type(r)) {
                    continue;
                }
                match callee.and_then(|c| returned_arguments(m, c, k)) {
                    Some(args) => flows.extend(args.into_iter().filter_map(|i| m.operands(op).get(i)).map(|&v| (r, v))),
                    None => flows.extend(m.operands(op).iter().map(|&v| (r, v))),
                }
            }
        }
        _ => {}
    }
    for (i, s) in m.successors(op).iter().enumerate() {
        for (k, &v) in m.successor_args(op, i).iter().enumerate() {
            flows.push((m.block_arg(s.block, k), v));
        }
    }
}

/// Which arguments of `callee` its `k`-th result may be (a view of): for
/// each of its returns, the entry-block argument the returned value is a
/// view of, or nothing for memory the callee allocates on the heap
/// (`memref.alloc`, `malloc`, `calloc`, `aligned_alloc`) whose address it
/// does not store or pass anywhere but to its returns (the caller can
/// reach it only through the call's results); `None` when some returned
/// value is anything else. (reader-32: a reduction returning a fresh
/// `memref<f64>`, lowered to LLVM, was taken to return its argument, and
/// the caller's free of it to free the argument. A lowered function
/// returning a view of its memref argument returns the allocated and
/// the aligned pointer separately: each is its own argument's.)
fn returned_arguments(m: &Module, callee: OpId, k: usize) -> Option<Vec<usize>> {
    let region = body(m, callee)?;
    let entry = m.entry_block(region)?;
    let mut out = Vec::new();
    for &b in m.blocks(region) {
        let Some(t) = m.last_op(b) else { continue };
        if !matches!(m.name(t).as_str(), "func.return" | "llvm.return") {
            continue;
        }
        let v = *m.operands(t).get(k)?;
        if fresh_allocation(m, v) {
            continue;
        }
        let i = argument_viewed(m, entry, v)?;
        if !out.contains(&i) {
            out.push(i);
        }
    }
    Some(out)
}

/// The index of the entry-block argument `v` is (a view of), if it is one.
fn argument_viewed(m: &Module, entry: crate::ir::BlockId, v: Value) -> Option<usize> {
    let mut x = v;
    for _ in 0..64 {
        match m.defining_op(x) {
            None => return m.block_args(entry).iter().position(|&a| a == x),
            Some(d) if VIEW_OPS.contains(&m.name(d).as_str()) => x = m.operand(d, 0),
            Some(_) => return None,
        }
    }
    None
}

/// Is `v` (a view of) a heap allocation whose address goes nowhere but
/// into loads, stores (as the address), views, frees and returns?
fn fresh_allocation(m: &Module, v: Value) -> bool {
    let mut x = v;
    for _ in 0..64 {
        let Some(d) = m.defining_op(x) else { return false };
        let name = m.name(d).as_str();
        if name == "memref.alloc" || super::c_memory::is_alloc(m, d) {
            return address_stays(m, m.result(d, 0), 0);
        }
        if !VIEW_OPS.contains(&name) {
            return false;
        }
        x = m.operand(d, 0);
    }
    false
}

/// Do the uses of memory value `v` (and of its views) only access it or
/// return it, never store or pass its address?
fn address_stays(m: &Module, v: Value, depth: usize) -> bool {
    if depth > 16 {
        return false;
    }
    m.uses(v).iter().all(|u| match m.name(u.op).as_str() {
        "memref.load" | "llvm.load" | "memref.dim" | "memref.dealloc" | "func.return" | "llvm.return" => true,
        "memref.store" => u.index >= 1,
        "llvm.store" => u.index == 1,
        "memref.copy" | "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" => true,
        name if VIEW_OPS.contains(&name) => {
            u.index == 0 && m.results(u.op).iter().all(|&r| address_stays(m, r, depth + 1))
        }
        _ => super::c_memory::is_free(m, u.op),
    })
}

/// The origin of every memref/pointer value in `ops` (the entry arguments
/// are already in `origins`): views share their source's origin; a value
/// merged by control flow has the common origin of what flows into it, or
/// `Unknown` when they differ (or when nothing known does: loaded pointers,
/// results of unknown ops). Returns the origins merged into an `Unknown`
/// value, which may alias it.
pub(crate) fn compute_origins(m: &Module, ops: &[OpId], origins: &mut HashMap<Value, Origin>) -> HashSet<Origin> {
    compute_origins_of(m, ops, origins, is_float_memory)
}

/// Is this a memref or pointer type (whatever its elements)?
pub fn is_memory(t: &Type) -> bool {
    matches!(t, Type::MemRef(_) | Type::UnrankedMemRef { .. } | Type::LlvmPtr { .. })
}

/// The origin of every memory value of function `f` (entry arguments are
/// `Arg(i)`), for memory of any element type; and the origins that may
/// alias an `Unknown` value.
pub fn memory_origins(m: &Module, f: OpId) -> (HashMap<Value, Origin>, HashSet<Origin>) {
    let mut origins = HashMap::default();
    if let Some(entry) = body(m, f).and_then(|r| m.entry_block(r)) {
        for (i, &a) in m.block_args(entry).iter().enumerate() {
            if is_memory(m.value_type(a)) {
                origins.insert(a, Origin::Arg(i));
            }
        }
    }
    let ops = m.collect_ops(f);
    let merged = compute_origins_of(m, &ops, &mut origins, is_memory);
    (origins, merged)
}

fn compute_origins_of(
    m: &Module,
    ops: &[OpId],
    origins: &mut HashMap<Value, Origin>,
    is_mem: fn(&Type) -> bool,
) -> HashSet<Origin> {
    let mem = |v: Value| is_mem(m.value_type(v));
    let mut flows = Vec::new();
    for &op in ops {
        merge_flows(m, op, &mut flows);
    }
    flows.retain(|&(d, s)| mem(d) && mem(s));
    let targets: HashSet<Value> = flows.iter().map(|&(d, _)| d).collect();
    // A monotone fixed point: a value's origin only goes from unknown-yet
    // to one origin to `Unknown`.
    loop {
        let mut changed = false;
        for &op in ops {
            for &r in m.results(op) {
                if mem(r) && !targets.contains(&r) {
                    if let Some(o) = origin_of_result(m, op, origins) {
                        changed |= origins.insert(r, o) != Some(o);
                    }
                }
            }
        }
        let mut joined: HashMap<Value, Origin> = HashMap::default();
        for &(d, s) in &flows {
            if let Some(&o) = origins.get(&s) {
                joined
                    .entry(d)
                    .and_modify(|j| {
                        if *j != o {
                            *j = Origin::Unknown
                        }
                    })
                    .or_insert(o);
            }
        }
        for (d, o) in joined {
            changed |= origins.insert(d, o) != Some(o);
        }
        if !changed {
            break;
        }
    }
    for &op in ops {
        let blocks = m.regions(op).iter().flat_map(|&rg| m.blocks(rg).iter().copied());
        let args = blocks.flat_map(|b| m.block_args(b).iter().copied());
        for v in m.results(op).iter().copied().chain(args.collect::<Vec<_>>()) {
            if mem(v) {
                origins.entry(v).or_insert(Origin::Unknown);
            }
        }
    }
    let mut merged: HashSet<Origin> = flows
        .iter()
        .filter(|(d, _)| origins.get(d) == Some(&Origin::Unknown))
        .filter_map(|(_, s)| origins.get(s).copied())
        .collect();
    // Memory whose address escapes into something the analysis does not
    // follow (a struct, memory holding pointers, an integer, an unknown op)
    // may come back as an `Unknown` pointer. (One class for all of them:
    // coarse, but never misses an alias.)
    for &op in ops {
        for (i, &v) in m.operands(op).iter().enumerate() {
            if mem(v) && escapes(m, op, i) {
                merged.insert(origins.get(&v).copied().unwrap_or(Origin::Unknown));
            }
        }
        // A callee that lets addresses escape may let those of the globals
        // it (or its callees) takes (reader-39: a callee returning
        // `ptrtoint` of a global, made a pointer again by the caller, read
        // the global's active values as inactive memory).
        if m.is(op, "func.call") || m.is(op, "llvm.call") {
            if let Some(c) = crate::ad::activity::callee_of(m, op) {
                if leaks_addresses(m, c, &mut HashSet::default()) {
                    let mut globals = HashSet::default();
                    referenced_globals(m, c, &mut HashSet::default(), &mut globals);
                    merged.extend(globals.into_iter().map(Origin::Global));
                }
            }
        }
    }
    merged.remove(&Origin::Unknown);
    merged
}

/// Does function `f` (or a callee of it, with a body) make a memory value
/// an integer (`llvm.ptrtoint`, `memref.extract_aligned_pointer_as_index`)
/// or store one into memory or an aggregate? (`seen`: functions being
/// looked at.)
fn leaks_addresses(m: &Module, f: OpId, seen: &mut HashSet<OpId>) -> bool {
    if !seen.insert(f) || body(m, f).is_none() {
        return false;
    }
    let memory = |v: Value| is_memory(m.value_type(v));
    m.collect_ops(f).into_iter().any(|o| match m.name(o).as_str() {
        "llvm.ptrtoint" | "memref.extract_aligned_pointer_as_index" => true,
        "llvm.store" | "memref.store" => memory(m.operand(o, 0)),
        "llvm.insertvalue" => memory(m.operand(o, 1)),
        "func.call" | "llvm.call" => crate::ad::activity::callee_of(m, o).is_some_and(|c| leaks_addresses(m, c, seen)),
        _ => false,
    })
}

/// The globals whose address function `f` or a callee of it (with a body)
/// takes (`seen`: functions looked at).
fn referenced_globals(m: &Module, f: OpId, seen: &mut HashSet<OpId>, out: &mut HashSet<OpId>) {
    if !seen.insert(f) || body(m, f).is_none() {
        return;
    }
    for o in m.collect_ops(f) {
        if m.is(o, "llvm.mlir.addressof") || m.is(o, "memref.get_global") {
            if let Some(Origin::Global(g)) = origin_of_result(m, o, &HashMap::default()) {
                out.insert(g);
            }
        } else if let Some(c) = crate::ad::activity::callee_of(m, o) {
            referenced_globals(m, c, seen, out);
        }
    }
}

/// Does operand `i` (memory) of `op` leave the analysis' view?
fn escapes(m: &Module, op: OpId, i: usize) -> bool {
    let name = m.name(op).as_str();
    match name {
        // Stored as a value (not used as the address).
        "memref.store" | "llvm.store" => i == 0,
        // What a call returns flows from its arguments (`merge_flows`); what
        // it does to them is in its summary (or it is refused, without a
        // body). A callee that makes an address an integer or stores it
        // lets it escape as the op itself would (reader-18: an integer
        // from a callee's `llvm.ptrtoint`, made a pointer again, was taken
        // as memory without derivatives).
        "func.call" | "llvm.call" => {
            crate::ad::activity::callee_of(m, op).is_some_and(|c| leaks_addresses(m, c, &mut HashSet::default()))
        }
        _ if name.starts_with("llvm.intr.dbg.") || name.starts_with("llvm.intr.lifetime.") => false,
        _ if VIEW_OPS.contains(&name) => false,
        "memref.load"
        | "llvm.load"
        | "memref.dim"
        | "memref.rank"
        | "memref.dealloc"
        | "memref.copy"
        | "llvm.intr.memcpy"
        | "llvm.intr.memmove"
        | "llvm.intr.memset"
        | "memref.atomic_rmw"
        | "memref.generic_atomic_rmw"
        | "memref.extract_strided_metadata"
        | "func.return"
        | "llvm.return"
        | "arith.select"
        | "llvm.select"
        | "memref.alloca_scope.return"
        | "enzyme.ignore_derivatives" => false,
        _ => !(name.starts_with("scf.") || name.starts_with("cf.") || !m.successors(op).is_empty()),
    }
}
