//! Where the memory a cut derivative touches comes from (`cut` checks
//! what each half may read and write by it): an argument or its shadow,
//! an allocation of the derivative's own, a global, the tape, or unknown;
//! followed through views, GEPs, the values `scf` ops carry, records of
//! tape buffers, selects, and pointers loaded from shadow arguments and
//! from slots of the derivative's own.

use crate::hash::HashSet;

use super::cut::{ArgKind, Shape};
use super::heap::is_malloc;
use super::pack::TAPE_SLOT;
use crate::ad::activity::VIEW_OPS;
use crate::ir::{Attribute, Module, OpId, Value};

/// Where memory comes from, as far as the cut needs to know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Root {
    Arg(ArgKind),
    /// An allocation in the derivative (heap or stack).
    Local(OpId),
    Global(String),
    /// Words of the tape buffer (`pack`): written by the forward half of
    /// inner pairs, read by their reverses, never by the caller.
    Tape,
    /// The buffer of the stack (`stack`): pushed by the forward half of
    /// inner pairs, popped by their reverses (inlined here).
    Stack,
    Unknown,
}

pub(super) fn root(m: &Module, g: OpId, shape: &Shape, v: Value) -> Root {
    root_of(m, g, shape, v, &mut HashSet::default()).unwrap_or(Root::Unknown)
}

/// `root`, through the values an `scf` loop carries or an `scf.if`
/// yields (record buffers that grow are reallocated in loops): the root of
/// every value that may flow there, when they agree (allocations in the
/// derivative all count as local; a stack one among them wins, for the
/// stack check). `seen`: values being resolved (a cycle adds nothing).
fn root_of(m: &Module, g: OpId, shape: &Shape, mut v: Value, seen: &mut HashSet<Value>) -> Option<Root> {
    let entry = m.entry_block(m.region(g, 0));
    loop {
        if let Some(sources) = carried_sources(m, v) {
            if !seen.insert(v) {
                return None;
            }
            // (A source that cannot be found is unknown; one that only
            // leads back here adds nothing.)
            let roots: Vec<Root> = sources
                .into_iter()
                .filter_map(|s| match s {
                    Some(s) => root_of(m, g, shape, s, seen),
                    None => Some(Root::Unknown),
                })
                .collect();
            return (!roots.is_empty()).then(|| merge(m, roots));
        }
        match m.value_def(v) {
            crate::ir::ValueDef::BlockArg { block, index } if Some(block) == entry => {
                return Some(shape.kinds.get(index as usize).map_or(Root::Unknown, |&k| Root::Arg(k)));
            }
            crate::ir::ValueDef::Result { op, .. } => {
                let name = m.name(op);
                let name = name.as_str();
                if VIEW_OPS.contains(&name) || name == "llvm.getelementptr" {
                    v = m.operand(op, 0);
                    continue;
                }
                // Words of a record stream: heap memory of the derivative's
                // own, reached by address.
                if is_stream_pointer(m, op) {
                    return Some(Root::Local(op));
                }
                // The stack's buffer, read from its box.
                let from_box = |b: Value| m.defining_op(b).is_some_and(|d| m.is(d, super::stack::TAPE_STACK));
                if name == "memref.load" && from_box(m.operand(op, 0)) {
                    return Some(Root::Stack);
                }
                // A pointer loaded from shadow memory of an argument is a
                // shadow (only the shadow of a loaded pointer loads there):
                // it reaches shadow memory the caller passed.
                let loads_memory =
                    (name == "llvm.load" || name == "memref.load") && crate::ad::activity::is_memory(m.value_type(v));
                if loads_memory {
                    match root_of(m, g, shape, m.operand(op, 0), seen) {
                        Some(Root::Arg(ArgKind::Shadow)) => return Some(Root::Arg(ArgKind::Shadow)),
                        // A pointer read from a slot of the derivative's
                        // own that only its loads and stores touch: the
                        // roots of what is stored there.
                        Some(Root::Local(a))
                            if m.is(a, "llvm.alloca") || m.is(a, "memref.alloca") || is_malloc(m, a) =>
                        {
                            if !seen.insert(v) {
                                return None;
                            }
                            return Some(stored_root(m, g, shape, a, seen));
                        }
                        _ => {}
                    }
                }
                // A memref read from a memref of memrefs allocated here (a
                // loop's record of the tape buffers of a callee's pair,
                // kept per iteration): the roots of what is stored there.
                let record = (name == "memref.load" && crate::ad::activity::is_memory(m.value_type(v)))
                    .then(|| m.operand(op, 0))
                    .filter(|&r| m.defining_op(r).is_some_and(|a| m.is(a, "memref.alloc")));
                if let Some(record) = record {
                    if !seen.insert(v) {
                        return None;
                    }
                    // (Only loads, stores and its dealloc: nothing else
                    // may write it.)
                    let plain = m.uses(record).iter().all(|u| {
                        m.is(u.op, "memref.load")
                            || m.is(u.op, "memref.dealloc")
                            || m.is(u.op, "memref.store") && u.index == 1
                    });
                    if !plain {
                        return Some(Root::Unknown);
                    }
                    let stored: Vec<Value> = m
                        .uses(record)
                        .iter()
                        .filter(|u| m.is(u.op, "memref.store"))
                        .map(|u| m.operand(u.op, 0))
                        .collect();
                    let roots: Vec<Root> = stored.into_iter().filter_map(|s| root_of(m, g, shape, s, seen)).collect();
                    return Some(if roots.is_empty() { Root::Unknown } else { merge(m, roots) });
                }
                // A select between heap memory of the program's own
                // (`private_malloc`, picked between the blocks of a
                // multi-block function: positions, `memref_positions`): that
                // memory, a constant address (an empty `Vec`'s dangling
                // pointer) reaching nothing. (Other memory picked may be a
                // temporary its forward half frees: unknown.)
                if name == "arith.select" || name == "llvm.select" {
                    if !seen.insert(v) {
                        return None;
                    }
                    // (Only constant addresses, or cycles: it adds nothing.)
                    let roots: Vec<Root> = [m.operand(op, 1), m.operand(op, 2)]
                        .into_iter()
                        .filter(|&s| !crate::ad::address_phis::constant_address(m, s))
                        .filter_map(|s| root_of(m, g, shape, s, seen))
                        .collect();
                    if !roots.iter().all(|r| matches!(r, Root::Local(a) if private_malloc(m, *a))) {
                        return Some(Root::Unknown);
                    }
                    return (!roots.is_empty()).then(|| merge(m, roots));
                }
                return Some(match name {
                    "memref.alloc" | "memref.alloca" | "llvm.alloca" => Root::Local(op),
                    "llvm.call" if is_malloc(m, op) || private_malloc(m, op) => Root::Local(op),
                    TAPE_SLOT | super::stack::TAPE_STACK => Root::Tape,
                    "memref.get_global" | "llvm.mlir.addressof" => {
                        let attr = if name == "memref.get_global" { "name" } else { "global_name" };
                        match m.attr(op, attr).and_then(Attribute::as_flat_symbol) {
                            Some(s) => Root::Global(s.to_string()),
                            None => Root::Unknown,
                        }
                    }
                    _ => Root::Unknown,
                });
            }
            _ => return Some(Root::Unknown),
        }
    }
}

/// The root of the pointers stored in stack slot `a` (`slot_stores`):
/// what a load of a pointer from it gives.
fn stored_root(m: &Module, g: OpId, shape: &Shape, a: OpId, seen: &mut HashSet<Value>) -> Root {
    let Some(stored) = slot_stores(m, a, false) else { return Root::Unknown };
    let roots: Vec<Root> = stored.into_iter().map(|s| root_of(m, g, shape, s, seen).unwrap_or(Root::Unknown)).collect();
    if roots.is_empty() {
        return Root::Unknown;
    }
    merge(m, roots)
}

/// The memory values stored in stack slot `a` (through its GEPs and
/// views), when only loads, stores and `memset`s touch it, and a `free`
/// of it (a slot `promote_stack_memory` moved to the heap); `None` when it
/// goes anywhere else: a call might store there, say. (`returned`: it
/// may be returned, an augmented primal's slot going to its reverse on
/// the tape, which stores no pointers.)
pub(in crate::ad::reverse) fn slot_stores(m: &Module, a: OpId, returned: bool) -> Option<Vec<Value>> {
    let mut memory = vec![m.result(a, 0)];
    let mut stored = Vec::new();
    let mut k = 0;
    while let Some(&p) = memory.get(k) {
        k += 1;
        for u in m.uses(p) {
            match m.name(u.op).as_str() {
                // (Zeroed: null pointers reach nothing.)
                "llvm.load" | "memref.load" | "llvm.intr.memset" if u.index == 0 => {}
                "llvm.store" | "memref.store" if u.index == 1 => stored.push(m.operand(u.op, 0)),
                "llvm.call" if k == 1 && m.attr(u.op, "callee").and_then(Attribute::as_flat_symbol) == Some("free") => {
                }
                "func.return" if returned => {}
                n if (n == "llvm.getelementptr" || VIEW_OPS.contains(&n)) && u.index == 0 => {
                    memory.extend(m.results(u.op).iter().copied())
                }
                _ => return None,
            }
        }
    }
    stored.retain(|&s| crate::ad::activity::is_memory(m.value_type(s)));
    Some(stored)
}

/// Is `op` the `llvm.inttoptr` that makes a record stream's word into a
/// pointer (`nest_stream::STREAM_POINTER`)?
fn is_stream_pointer(m: &Module, op: OpId) -> bool {
    m.is(op, "llvm.inttoptr") && m.attr(op, super::super::nest_stream::STREAM_POINTER).is_some()
}

/// Is the local root `a` heap memory (not freed when the augmented primal
/// returns)?
pub(super) fn is_heap(m: &Module, a: OpId) -> bool {
    m.is(a, "memref.alloc") || is_malloc(m, a) || private_malloc(m, a) || is_stream_pointer(m, a)
}

/// Is `op` a C `malloc` (or `calloc`, `aligned_alloc`) of the program at
/// the top level of its function whose memory nothing outside the
/// derivative can reach: its address (through GEPs and selects) is only
/// loaded from, stored to, copied, compared, subtracted and freed; not
/// stored as a value, returned, or passed to another call. (Its free is
/// the reverse's, after the reverse sweep, as reverse mode defers the
/// frees of the C heap at the top level; a temporary of a loop body or
/// branch is freed there, in the forward half: not its own.)
pub(super) fn private_malloc(m: &Module, op: OpId) -> bool {
    let top = m.parent_op(op).is_some_and(|p| m.is(p, "func.func") || m.is(p, "llvm.func"));
    if !top || !crate::ad::c_memory::is_alloc(m, op) {
        return false;
    }
    let mut work = vec![m.result(op, 0)];
    let mut seen = HashSet::default();
    while let Some(p) = work.pop() {
        if !seen.insert(p) || seen.len() > 4096 {
            continue;
        }
        for u in m.uses(p) {
            let o = u.op;
            let ok = match m.name(o).as_str() {
                "llvm.getelementptr" => u.index == 0,
                "llvm.select" | "arith.select" => {
                    work.push(m.result(o, 0));
                    true
                }
                "llvm.load" | "llvm.icmp" | "llvm.ptrtoint" => true,
                "llvm.store" => u.index == 1,
                "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" => u.index < 2,
                _ if crate::ad::c_memory::is_free(m, o) => true,
                _ => false,
            };
            if !ok {
                return false;
            }
            if m.is(o, "llvm.getelementptr") {
                work.push(m.result(o, 0));
            }
        }
    }
    true
}

/// The roots of all `roots` (see `root_of`).
fn merge(m: &Module, roots: Vec<Root>) -> Root {
    let Some(first) = roots.first().cloned() else { return Root::Unknown };
    if roots.iter().all(|r| *r == first) {
        return first;
    }
    if roots.iter().all(|r| matches!(r, Root::Local(_))) {
        let stack = roots.iter().find(|r| matches!(r, Root::Local(a) if !is_heap(m, *a)));
        return stack.cloned().unwrap_or(first);
    }
    Root::Unknown
}

/// The values that may flow into `v` when an `scf` op carries or yields
/// it: for a loop's result or region argument, its initial value and what
/// the iterations yield; for an `scf.if` / `scf.index_switch` result, what
/// each branch yields (`None` where it cannot be found). `None`: not
/// such a value.
pub(in crate::ad::reverse) fn carried_sources(m: &Module, v: Value) -> Option<Vec<Option<Value>>> {
    let term = |m: &Module, op: OpId, r: usize| m.entry_block(m.region(op, r)).and_then(|b| m.last_op(b));
    let operand = |m: &Module, op: Option<OpId>, i: usize| op.and_then(|o| m.operands(o).get(i).copied());
    let out: Vec<Option<Value>> = match m.value_def(v) {
        crate::ir::ValueDef::Result { op, index } => {
            let k = index as usize;
            match m.name(op).as_str() {
                "scf.for" => vec![operand(m, Some(op), 3 + k), operand(m, term(m, op, 0), k)],
                "scf.while" => vec![operand(m, term(m, op, 0), 1 + k)],
                "scf.if" | "scf.index_switch" => {
                    (0..m.regions(op).len()).map(|r| operand(m, term(m, op, r), k)).collect()
                }
                _ => return None,
            }
        }
        crate::ir::ValueDef::BlockArg { block, index } => {
            let k = index as usize;
            let op = m.block_parent_op(block)?;
            let region = m.block_parent(block)?;
            match m.name(op).as_str() {
                "scf.for" if k > 0 => vec![operand(m, Some(op), 3 + k - 1), operand(m, term(m, op, 0), k - 1)],
                "scf.while" if region == m.region(op, 0) => {
                    vec![operand(m, Some(op), k), operand(m, term(m, op, 1), k)]
                }
                "scf.while" => vec![operand(m, term(m, op, 0), 1 + k)],
                _ => return None,
            }
        }
        crate::ir::ValueDef::Undefined => return None,
    };
    Some(out)
}
