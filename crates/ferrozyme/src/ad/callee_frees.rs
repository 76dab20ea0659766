//! Frees a callee makes of the memory it is given, moved to its callers
//! (reverse mode, on the private copy `restructure` makes).
//!
//! The reverse sweep may need memory after the primal freed it: a replayed
//! call runs its callee again on it, a checkpointed loop before the call
//! runs its iterations again. The function's own frees are postponed past
//! the reverse sweep; a free inside a callee was not (a `free_matrix(m)`
//! at the end of C code). Here a call whose callee frees some of its
//! arguments (`memref.dealloc %arg`, or C `free(%arg)`, in the callee's
//! one block: every run frees them) calls a copy of the callee without
//! those frees, and the caller frees the operands right after the call.
//! The program frees the same memory at the same point (the callee cannot
//! use memory it freed); the frees are now the caller's, which reverse mode
//! postpones (at the top level, in top-level branches, or behind a flag in
//! loops: `crate::ad::nested_frees`), or handles as the free of a
//! temporary of a loop body (`reverse::c_heap`).

use crate::ad::activity::{body, callee_of};
use crate::ad::c_memory;
use crate::hash::{HashMap, HashSet};
use crate::ir::{Attribute, IrMap, Module, OpId, Value};

/// The frees of `callee` (its argument indices, and the ops) when each of
/// them frees an argument itself and runs in every call (in the callee's
/// only block); `None` when there are none.
pub(crate) fn arg_frees(m: &Module, callee: OpId) -> Option<Vec<(usize, OpId)>> {
    let rg = body(m, callee)?;
    let [b] = m.blocks(rg) else { return None };
    let mut out: Vec<(usize, OpId)> = Vec::new();
    for o in m.block_ops(*b) {
        if !(m.is(o, "memref.dealloc") || c_memory::is_free(m, o)) {
            continue;
        }
        let v = m.operand(o, 0);
        let arg = (0..m.block_args(*b).len()).find(|&i| m.block_arg(*b, i) == v)?;
        if out.iter().any(|&(i, _)| i == arg) {
            return None;
        }
        out.push((arg, o));
    }
    (!out.is_empty()).then_some(out)
}

/// The calls of `f` whose callees free their arguments (`arg_frees`), with
/// their callees: direct calls of functions with a body, not `native`,
/// not calling themselves (their own calls would free again).
pub(crate) fn candidates(m: &Module, f: OpId, native: &HashSet<OpId>) -> Vec<(OpId, OpId)> {
    let mut out = Vec::new();
    for o in m.collect_ops(f) {
        if !(m.is(o, "func.call") || m.is(o, "llvm.call")) {
            continue;
        }
        let Some(callee) = callee_of(m, o) else { continue };
        // (Frees first: the reachability walk is the costly part.)
        if native.contains(&callee) || callee == f || arg_frees(m, callee).is_none() {
            continue;
        }
        if crate::ad::restructure::reaches_none_of(m, callee, &[callee]) {
            out.push((o, callee));
        }
    }
    out
}

/// Move the frees of the callees of `candidates` to the calls: each call
/// calls a copy of its callee without them (one copy per callee), and
/// the freed operands are freed after it.
pub(crate) fn apply(m: &mut Module, f: OpId, native: &HashSet<OpId>) {
    let mut copies: HashMap<OpId, (String, Vec<(usize, OpId)>)> = HashMap::default();
    for (call, callee) in candidates(m, f, native) {
        let Some(frees) = arg_frees(m, callee) else { continue };
        let (name, frees) = copies
            .entry(callee)
            .or_insert_with(|| {
                let copy = crate::ad::restructure::private_copy(m, callee, "keeps");
                let name = m.symbol_name(copy).unwrap_or_default().to_string();
                // The copy's frees are at the same places as the callee's.
                let theirs = arg_frees(m, copy).unwrap_or_default();
                for &(_, d) in &theirs {
                    m.erase_op(d);
                }
                (name, frees)
            })
            .clone();
        m.set_attr(call, "callee", Attribute::symbol(name));
        let mut at = call;
        for (i, d) in frees {
            let v: Value = m.operand(call, i);
            let mut map = IrMap::new();
            map.map_value(m.operand(d, 0), v);
            let free = m.clone_op(d, &mut map);
            m.insert_op_after(at, free);
            at = free;
        }
    }
}
