//! Rewrites of a function before differentiation, into the control flow
//! the derivative code handles (on a private copy of the function, see
//! [`private_copy`]; the primal is not changed). Reverse mode applies all
//! of them; forward mode rewrites only `scf.parallel` loops with reductions
//! and base buffers.
//!
//! - Frees and views of a memref's base buffer (`extract_strided_metadata`)
//!   take the memref itself (`crate::ad::descriptor_parts`); an `scf.for`
//!   carrying a buffer with an ownership flag starts from a copy it owns
//!   (`crate::ad::owned_loops`); the sizes of a buffer an `scf.for`
//!   carries, when each iteration allocates the next with them, are read
//!   from the starting buffer (`crate::ad::invariant_shapes`); a buffer
//!   copied into a fresh one and freed is the fresh one
//!   (`crate::ad::copy_elision`).
//! - `scf.parallel` becomes a nest of `scf.for` loops (one per dimension,
//!   outermost first), its reductions loop-carried values combined by the
//!   `scf.reduce` regions after each iteration's body. A sequential order is
//!   one of the orders the parallel loop allows, so the primal computes the
//!   same thing, and the reverse sweep runs the iterations backwards.
//! - `scf.index_switch` becomes a chain of `scf.if` on `arg == case`, the
//!   default region last.
//! - A single-block `scf.execute_region` is inlined (its yield's operands
//!   replace its results); one with several blocks (branches, early
//!   yields) is first made single-block like a multi-block function
//!   (`crate::ad::cfg`).
//! - A call returning memory that may hold floats is inlined when its
//!   callee does not call itself and has one block (or several, the call
//!   being at the function's top level, whose block is split): reverse mode has no
//!   derivative returning a shadow, and inlined, the memory is the
//!   caller's own allocation.
//! - An `scf.for`, `scf.while` or `scf.if` carrying (or yielding) windows
//!   of a memref defined before it (subviews moved in one dimension)
//!   carries their offsets instead (`crate::ad::view_offsets`); one
//!   carrying pointers stepped through memory defined before it (`p++`)
//!   carries their byte offsets (`crate::ad::ptr_offsets`).
//! - An `scf.for` carrying memrefs (or pointers) that are always some
//!   memref defined before it (buffers swapped between iterations) carries, instead of
//!   each memref, its position in the list of those candidates; the memref
//!   is picked back with `arith.select`s, whose shadows reverse mode picks
//!   the same way; so does an `scf.while` (`crate::ad::memref_positions`).
//! - In a function with several blocks, allocations in a block that runs
//!   exactly once are made in the entry block (`crate::ad::once_allocs`),
//!   and so are pointers loaded from a `noalias` argument's memory that
//!   nothing writes (`crate::ad::entry_loads`).
//! - In a function with several blocks, a callee with several blocks
//!   taking memory, called in a loop, is inlined (`crate::ad::inline_cfg`)
//!   before the blocks are made one.
//! - A callee freeing memory it is given is called as a copy that does
//!   not, the caller freeing it after the call (`crate::ad::callee_frees`).
//! - Frees nested two `scf.if`s deep are moved after the top-level op,
//!   behind a flag (`crate::ad::nested_frees`).
//! - Heap buffers that branch ops in loop bodies allocate, yield and
//!   free after are made before the branch op (`crate::ad::branch_allocs`);
//!   stack temporaries of loop bodies passed to calls are hoisted out of
//!   the loops (`crate::ad::hoist`).
//! - A small callee taking memory, called in an `scf.while`, is inlined
//!   there (`inlinable_while_call`): a replayed call in a loop would need a
//!   copy of memory the caller changes later.
//! - An `scf.if` at the top level whose branches read memory in loops or
//!   nested `scf.if`s is put in a loop of one iteration
//!   (`crate::ad::if_once`), where its loops are recorded.
//! - An `scf.while` in a loop that reads memory is outlined into a
//!   function called there (`crate::ad::while_calls`), whose tape is
//!   recorded per iteration.
//! - An `scf.for` in a top-level `scf.while` that calls functions taking
//!   memory is outlined into a function called there
//!   (`crate::ad::loop_calls`), whose memory the while saves per run.
//! - Loads an `scf.while` repeats in every run (same address, nothing in
//!   the loop writes memory) are hoisted before it (`crate::ad::while_loads`).

use crate::hash::HashSet;
use crate::ir::{Attribute, Builder, InsertPoint, IrMap, Module, OpId, OpSpec, SrcPos, Type, Value};

const REWRITTEN: [&str; 3] = ["scf.parallel", "scf.index_switch", "scf.execute_region"];

/// What the reverse sweep asked for, by source position, before a
/// function is differentiated again (`crate::ad::reverse::derive_with`).
#[derive(Clone, Debug, Default)]
pub(crate) struct Asks {
    /// Loops to rewrite (`stream_loops`).
    pub streams: Vec<SrcPos>,
    /// Calls to inline (`asked_inlines`): their callees' derivatives
    /// failed, and may not in the caller (memory whose extent only the
    /// caller knows).
    pub inlines: Vec<SrcPos>,
}

/// Does `f` hold an op this module rewrites?
pub(crate) fn needed(m: &Module, f: OpId, native: &HashSet<OpId>, asks: &Asks) -> bool {
    let ops = m.collect_ops(f);
    crate::ad::cfg::is_multi_block(m, f)
        || ops.iter().any(|&o| m.is(o, "llvm.intr.stackrestore"))
        || crate::ad::descriptor_parts::wanted(m, f)
        || !crate::ad::owned_loops::candidates(m, f).is_empty()
        || !crate::ad::invariant_shapes::candidates(m, f).is_empty()
        || !crate::ad::copy_elision::candidates(m, f).is_empty()
        || !stream_loops(m, f, &asks.streams).is_empty()
        || !asked_inlines(m, f, f, native, &asks.inlines).is_empty()
        || !asked_specializations(m, f, native, &asks.inlines, &[]).is_empty()
        || crate::ad::request_args::has_joinable_calls(m, f, native)
        || crate::ad::fresh_buffers::wanted(m, f)
        || !crate::ad::callee_frees::candidates(m, f, native).is_empty()
        || !crate::ad::hoist::candidates(m, f).is_empty()
        || !crate::ad::branch_allocs::candidates(m, f).is_empty()
        || !crate::ad::nested_frees::candidates(m, f).is_empty()
        || !crate::ad::while_loads::candidates(m, f).is_empty()
        || !crate::ad::if_once::candidates(m, f).is_empty()
        || !crate::ad::while_calls::candidates(m, f).is_empty()
        || !crate::ad::loop_calls::candidates(m, f, native).is_empty()
        || ops.iter().any(|&o| {
            inlinable_while_call(m, f, f, o, native).is_some()
                || inlinable_memory_call(m, f, o).is_some()
                || (m.is(o, "scf.for") && carried_candidates(m, o).is_some())
                || crate::ad::memref_positions::while_wanted(m, o)
                || nested_if_picking_memory(m, f, o)
                || crate::ad::view_offsets::wanted(m, o)
                || crate::ad::ptr_offsets::wanted(m, o)
                || (REWRITTEN.iter().any(|n| m.is(o, n)) && (single_block(m, o) || m.is(o, "scf.execute_region")))
        })
}

/// Does `f` hold an `scf.parallel` with reductions?
pub(crate) fn has_parallel_reductions(m: &Module, f: OpId) -> bool {
    m.collect_ops(f).into_iter().any(|o| m.is(o, "scf.parallel") && !m.results(o).is_empty() && single_block(m, o))
}

/// A private copy of function `f` named `@<f>.<suffix>` (fresh), at the
/// end of the module: the function to rewrite and differentiate instead.
pub(crate) fn private_copy(m: &mut Module, f: OpId, suffix: &str) -> OpId {
    let fname = m.symbol_name(f).unwrap_or("f").to_string();
    let copy = m.clone_op(f, &mut IrMap::new());
    let body = m.body();
    m.append_op(body, copy);
    let name = m.fresh_symbol_name(&format!("{fname}.{suffix}"));
    m.set_attr(copy, "sym_name", Attribute::String(name));
    m.set_attr(copy, "sym_visibility", Attribute::String("private".into()));
    m.remove_attr(copy, crate::ad::request_args::JOINED);
    copy
}

/// Does forward mode rewrite `f` (`apply_forward`)?
pub(crate) fn forward_needed(m: &Module, f: OpId) -> bool {
    has_parallel_reductions(m, f) || crate::ad::descriptor_parts::wanted(m, f)
}

/// Forward mode's rewrites: base buffers (`crate::ad::descriptor_parts`),
/// then the `scf.parallel` loops with reductions.
pub(crate) fn apply_forward(m: &mut Module, f: OpId) {
    crate::ad::descriptor_parts::apply(m, f);
    apply_parallel_reductions(m, f);
}

/// Rewrite the `scf.parallel` loops with reductions of `f` (forward mode).
fn apply_parallel_reductions(m: &mut Module, f: OpId) {
    for o in m.collect_ops(f) {
        if !m.is_erased(o) && m.is(o, "scf.parallel") && !m.results(o).is_empty() && single_block(m, o) {
            parallel_to_for(m, o);
        }
    }
}

/// Every region of `o` has one block (multi-block regions are left for
/// the reverse sweep to refuse by name).
fn single_block(m: &Module, o: OpId) -> bool {
    m.regions(o).iter().all(|&r| m.blocks(r).len() == 1)
}

/// Rewrite the blocks of `f` into one (`crate::ad::cfg`), then every
/// `scf.parallel`, `scf.index_switch` and `scf.execute_region` of `f`, and
/// the rest listed above. (`origin`: the function `f` is a private copy
/// of.) Returns the functions outlined from `f` (`while_calls`).
pub(crate) fn apply(
    m: &mut Module,
    f: OpId,
    origin: OpId,
    native: &HashSet<OpId>,
    asks: &Asks,
) -> Result<Vec<OpId>, crate::syntax::Diagnostic> {
    // Stack positions saved and restored around a scope's allocas: gone
    // (they would release memory the reverse sweep reads, and carry a
    // pointer between blocks); the scope's memory lives until the
    // derivative returns, as `memref.alloca_scope`'s does.
    drop_stack_marks(m, f);
    // Frees and views through a memref's base buffer: of the memref.
    crate::ad::descriptor_parts::apply(m, f);
    // Loops freeing their buffer behind an ownership flag: owning it.
    crate::ad::owned_loops::apply(m, f);
    // Buffers moved by a copy and a free: the same buffer.
    crate::ad::copy_elision::apply(m, f);
    // Sizes of carried buffers that every iteration keeps: read before.
    crate::ad::invariant_shapes::apply(m, f);
    // Calls whose callees' derivatives failed on their own, first: inlined,
    // or else made to a copy of the callee that knows the extents of the
    // memory it is passed (`crate::ad::specialize`).
    let inlined = asked_inlines(m, f, origin, native, &asks.inlines);
    let specialized = asked_specializations(m, f, native, &asks.inlines, &inlined);
    for (call, callee) in inlined {
        if m.blocks(m.region(callee, 0)).len() > 1 {
            crate::ad::inline_cfg::inline(m, f, call, callee);
        } else {
            inline_call(m, call, callee);
        }
    }
    let mut made: Vec<OpId> =
        specialized.into_iter().filter_map(|call| crate::ad::specialize::apply(m, call)).collect();
    // Frees of the memory callees are given: the caller's (then hoisted,
    // or moved after loops, with its own).
    crate::ad::request_args::join_call_arguments(m, f, native);
    crate::ad::fresh_buffers::apply(m, f);
    crate::ad::callee_frees::apply(m, f, native);
    crate::ad::branch_allocs::apply(m, f);
    crate::ad::hoist::apply(m, f);
    // Calls returning memory first (an inlined body may hold loops).
    for _ in 0..8 {
        let calls: Vec<(OpId, OpId)> =
            m.collect_ops(f).into_iter().filter_map(|o| inlinable_memory_call(m, f, o).map(|c| (o, c))).collect();
        if calls.is_empty() {
            break;
        }
        for (call, callee) in calls {
            if crate::ad::activity::body(m, callee).is_some_and(|b| m.blocks(b).len() > 1) {
                // (At the function's top level: its block is split there.)
                note_inlined_blocks(m, f, call, callee);
                crate::ad::inline_cfg::inline(m, f, call, callee);
            } else {
                inline_call(m, call, callee);
            }
        }
    }
    if crate::ad::cfg::is_multi_block(m, f) {
        // Helpers with loops called in its loops first (C-like code).
        crate::ad::inline_cfg::apply(m, f, origin, native);
        // Allocations made once per call: in the entry block; so are
        // pointers loaded from memory nothing writes.
        crate::ad::once_allocs::apply(m, f);
        // (Buffers swapped between blocks, freed where it returns.)
        crate::ad::permuted_frees::apply(m, f);
        crate::ad::entry_loads::apply(m, f);
        // (Fresh buffers of unstructured loops: swapped while blocks.)
        crate::ad::fresh_buffers::apply_cfg(m, f);
        crate::ad::cfg::structure(m, f)?;
    }
    // Small callees reading memory, called in scf.while regions (after
    // `cfg`, which makes whiles of unstructured loops).
    for _ in 0..4 {
        let calls: Vec<(OpId, OpId)> = m
            .collect_ops(f)
            .into_iter()
            .filter_map(|o| inlinable_while_call(m, f, origin, o, native).map(|c| (o, c)))
            .collect();
        if calls.is_empty() {
            break;
        }
        for (call, callee) in calls {
            inline_call(m, call, callee);
        }
    }
    crate::ad::while_loads::apply(m, f);
    // Multi-block scf.execute_region ops, innermost first: one block each
    // (then inlined below).
    let mut regions: Vec<OpId> = m
        .collect_ops(f)
        .into_iter()
        .filter(|&o| m.is(o, "scf.execute_region") && m.regions(o).first().is_some_and(|&r| m.blocks(r).len() > 1))
        .collect();
    regions.reverse();
    for o in regions {
        crate::ad::cfg::structure_execute_region(m, o)?;
    }
    // Outermost first: a rewrite moves the nested ops, which keep their ids.
    for o in m.collect_ops(f) {
        if m.is_erased(o) || !single_block(m, o) {
            continue;
        }
        if m.is(o, "scf.parallel") {
            parallel_to_for(m, o);
        } else if m.is(o, "scf.index_switch") {
            // (Memory its cases yield, defined before it: positions.)
            crate::ad::memref_positions::if_apply(m, o);
            crate::ad::switches::switch_to_if(m, o);
        } else if m.is(o, "scf.execute_region") {
            let b = m.blocks(m.region(o, 0))[0];
            inline_block_before(m, b, o);
        }
    }
    // Windows moved per iteration (or picked by a branch), and pointers
    // stepped through an array: offsets.
    for o in m.collect_ops(f) {
        if !m.is_erased(o) && crate::ad::view_offsets::wanted(m, o) {
            crate::ad::view_offsets::apply(m, o);
        }
    }
    ptr_offsets(m, f);
    for o in m.collect_ops(f) {
        if !m.is_erased(o) && m.is(o, "scf.for") {
            if let Some(c) = carried_candidates(m, o) {
                carry_indices(m, o, &c);
            }
        } else if !m.is_erased(o) && crate::ad::memref_positions::while_wanted(m, o) {
            crate::ad::memref_positions::while_apply(m, o);
        } else if !m.is_erased(o) && nested_if_picking_memory(m, f, o) {
            crate::ad::memref_positions::if_apply(m, o);
        }
    }
    // An `scf.while` yielding memrefs its nested `scf.if`s picked (the
    // dispatch loop of a multi-block function swapping two arrays: the
    // branches converted above, after the loop was visited): positions.
    for o in m.collect_ops(f) {
        if !m.is_erased(o) && m.is(o, "scf.while") && crate::ad::memref_positions::while_wanted(m, o) {
            crate::ad::memref_positions::while_apply(m, o);
        }
    }
    // Again: a pointer stepped from one of two arrays a loop swaps has one
    // base now, the array picked.
    ptr_offsets(m, f);
    // Calls asked for whose memory has a known extent only now (arrays a
    // loop swaps, picked by position): specialized.
    let late = asked_specializations(m, f, native, &asks.inlines, &[]);
    made.extend(late.into_iter().filter_map(|call| crate::ad::specialize::apply(m, call)));
    crate::ad::nested_frees::apply(m, f);
    // Last: the rewrites above make scf.if ops (and loops in them).
    crate::ad::if_once::apply(m, f);
    // Then whiles in loops (those in wrapped scf.ifs included) that read
    // memory become calls.
    let fname = m.symbol_name(origin).unwrap_or("f").to_string();
    let mut outlined = crate::ad::while_calls::apply(m, f, &fname);
    // Then loops in the top-level whiles that call functions taking memory.
    outlined.extend(crate::ad::loop_calls::apply(m, f, &fname, native));
    // A temporary of a loop body that an outlined while or loop uses is now
    // passed to a call: hoisted like any other.
    if !outlined.is_empty() {
        crate::ad::hoist::apply(m, f);
    }
    // Then the loops the reverse sweep asked for (`stream_loops`): their
    // calls inlined when they all can be, else outlined.
    for l in stream_loops(m, f, &asks.streams) {
        if !inline_stream_calls(m, f, origin, l, native) {
            outlined.push(crate::ad::outline::outline(m, l, &format!("{fname}.stream"), STREAM_WHAT));
        }
    }
    made.extend(outlined);
    Ok(made)
}

/// Most ops of a callee inlined into a loop of `stream_loops`.
const STREAM_CALLEE: usize = 4 * SMALL_CALLEE;

/// The calls of `f` (a copy of `origin`) at `inlines` that can be inlined,
/// with their callees: direct calls of a function with a body, not native,
/// reaching neither itself nor `f` / `origin`, at most 400 ops (none of
/// them named like ferrozyme's own, which are refused there), at the top
/// level of `f` when the callee has several blocks (they become blocks of
/// `f`, `crate::ad::inline_cfg`).
fn asked_inlines(m: &Module, f: OpId, origin: OpId, native: &HashSet<OpId>, inlines: &[SrcPos]) -> Vec<(OpId, OpId)> {
    if inlines.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for o in m.collect_ops(f) {
        if !(m.is(o, "func.call") || m.is(o, "llvm.call")) || !m.op(o).pos.is_some_and(|p| inlines.contains(&p)) {
            continue;
        }
        let Some(callee) = crate::ad::activity::callee_of(m, o) else { continue };
        let Some(body) = crate::ad::activity::body(m, callee) else { continue };
        let multi = m.blocks(body).len() > 1;
        let ops = m.collect_ops(callee);
        if native.contains(&callee)
            || ops.len() > 400
            || ops.iter().any(|&x| m.name(x).as_str().starts_with("ferrozyme."))
            || !reaches_none_of(m, callee, &[callee, f, origin])
            || multi && m.parent_op(o) != Some(f)
        {
            continue;
        }
        out.push((o, callee));
    }
    out
}

/// The calls of `f` at the positions in `inlines` that `inlined` (what
/// `asked_inlines` gave) does not hold, whose callees can be specialized
/// to the extents of the memory they pass (`crate::ad::specialize`).
fn asked_specializations(
    m: &Module,
    f: OpId,
    native: &HashSet<OpId>,
    inlines: &[SrcPos],
    inlined: &[(OpId, OpId)],
) -> Vec<OpId> {
    if inlines.is_empty() {
        return Vec::new();
    }
    m.collect_ops(f)
        .into_iter()
        .filter(|&o| m.op(o).pos.is_some_and(|p| inlines.contains(&p)) && !inlined.iter().any(|(c, _)| *c == o))
        .filter(|&o| crate::ad::specialize::extents(m, o).is_some_and(|e| !native.contains(&e.callee)))
        .collect()
}

/// Can the call `call` be inlined (or its callee specialized) if its
/// callee's derivative fails (see `asked_inlines`, `asked_specializations`;
/// `f` is the function being differentiated)?
pub(crate) fn may_inline_on_failure(m: &Module, f: OpId, call: OpId, native: &HashSet<OpId>) -> bool {
    let Some(p) = m.op(call).pos else { return false };
    let inlined = asked_inlines(m, f, f, native, &[p]);
    !inlined.is_empty() || !asked_specializations(m, f, native, &[p], &inlined).is_empty()
}

/// Ops that allocate memory (a callee inlined into a stream loop may have
/// only those `hoist::hoistable` takes out of the loop).
const ALLOCATIONS: [&str; 3] = ["memref.alloca", "memref.alloc", "llvm.alloca"];

/// Most ops inlined into one loop of `stream_loops`, all levels together.
const STREAM_INLINED: usize = 4 * STREAM_CALLEE;

/// Inline every call in loop `l` (of `f`, a copy of `origin`) that takes
/// memory or reaches a global, and those calls in the inlined bodies,
/// if each is of a callee that can be inlined: one block, at most
/// `STREAM_CALLEE` ops, not native, no `scf.while` (whiles in loops were
/// outlined before), no allocation that cannot be hoisted out of the loop
/// (`hoist::hoistable`), reaching neither itself nor `f` / `origin` (so the
/// chain ends), and at most `STREAM_INLINED` ops in all. Its loads and
/// loops are then the loop's own, recorded in its stream, where a call
/// would be replayed from a copy of its memory per iteration of the loops
/// around. Whether it did (nothing changes otherwise: one call that cannot
/// be inlined, at any depth, and the loop is outlined whole instead).
fn inline_stream_calls(m: &mut Module, f: OpId, origin: OpId, l: OpId, native: &HashSet<OpId>) -> bool {
    let memory_calls = |m: &Module, within: OpId| -> Vec<OpId> {
        m.collect_ops(within)
            .into_iter()
            .filter(|&o| {
                (m.is(o, "func.call") || m.is(o, "llvm.call"))
                    && crate::ad::activity::callee_of(m, o).is_none_or(|c| !native.contains(&c))
                    && (m.operands(o).iter().any(|&v| crate::ad::activity::is_memory(m.value_type(v)))
                        || crate::ad::activity::callee_of(m, o)
                            .is_some_and(|c| crate::ad::loop_calls::reaches_global(m, c)))
            })
            .collect()
    };
    let inlinable = |m: &Module, o: OpId| -> Option<OpId> {
        let callee = crate::ad::activity::callee_of(m, o)?;
        let body = crate::ad::activity::body(m, callee)?;
        let ops = m.collect_ops(callee);
        let ok = m.is(o, "func.call")
            && m.is(callee, "func.func")
            && m.blocks(body).len() == 1
            && ops.len() <= STREAM_CALLEE + 1
            && !ops.iter().any(|&x| m.is(x, "scf.while"))
            && ops.iter().all(|&x| !ALLOCATIONS.iter().any(|n| m.is(x, n)) || crate::ad::hoist::hoistable(m, x))
            && reaches_none_of(m, callee, &[callee, f, origin]);
        ok.then_some(callee)
    };
    // The ops inlining call `o` brings, its own calls' included (`None`:
    // some call cannot be inlined, or more than `budget` ops). Finite: no
    // callee on the way reaches itself.
    fn cost(
        m: &Module,
        o: OpId,
        budget: usize,
        inlinable: &dyn Fn(&Module, OpId) -> Option<OpId>,
        memory_calls: &dyn Fn(&Module, OpId) -> Vec<OpId>,
    ) -> Option<usize> {
        let callee = inlinable(m, o)?;
        let mut n = m.collect_ops(callee).len();
        for c in memory_calls(m, callee) {
            n += cost(m, c, budget.checked_sub(n)?, inlinable, memory_calls)?;
        }
        (n <= budget).then_some(n)
    }
    let first = memory_calls(m, l);
    let mut total = 0usize;
    for &o in &first {
        match STREAM_INLINED.checked_sub(total).and_then(|b| cost(m, o, b, &inlinable, &memory_calls)) {
            Some(n) => total += n,
            None => return false,
        }
    }
    if first.is_empty() {
        return false;
    }
    // Level by level until none is left (as many rounds as the deepest chain).
    loop {
        let calls: Vec<(OpId, OpId)> =
            memory_calls(m, l).into_iter().filter_map(|o| inlinable(m, o).map(|c| (o, c))).collect();
        if calls.is_empty() {
            break;
        }
        for (call, callee) in calls {
            inline_call(m, call, callee);
        }
    }
    crate::ad::hoist::apply_within(m, f, l);
    true
}

/// What the functions made by `stream_loops` were (`outline::outlined_from`).
const STREAM_WHAT: &str = "scf.for, whose trip count is known only when it starts,";

/// The `scf.for` ops of `f` at `streams` (outermost only): loops nested in
/// loops, whose trip counts are known only when they start, holding calls
/// whose memory must be saved per iteration — which the reverse sweep
/// cannot do in their records' stream (`reverse::nest_records`); it asks
/// for them (and the derivation starts again). Outlined into a function,
/// such a loop is a call in the loop around it, whose memory is saved per
/// iteration of that loop, and a loop at the top level of its own
/// function, whose trip count is known where the function starts.
fn stream_loops(m: &Module, f: OpId, streams: &[SrcPos]) -> Vec<OpId> {
    if streams.is_empty() {
        return Vec::new();
    }
    let asked = |o: OpId| m.is(o, "scf.for") && m.op(o).pos.is_some_and(|p| streams.contains(&p));
    m.collect_ops(f)
        .into_iter()
        .filter(|&o| asked(o) && crate::ad::outline::outlinable(m, o))
        .filter(|&o| {
            let mut p = m.parent_op(o);
            while let Some(x) = p.filter(|&x| x != f) {
                if asked(x) && crate::ad::outline::outlinable(m, x) {
                    return false;
                }
                p = m.parent_op(x);
            }
            true
        })
        .collect()
}

/// If `o` (in `f`) is a direct call returning memory whose callee is not
/// `f`, does not call itself, and has one block or (the call in a block of
/// `f`'s own region, where the block can be split) several: the callee.
fn inlinable_memory_call(m: &Module, f: OpId, o: OpId) -> Option<OpId> {
    if !(m.is(o, "func.call") || m.is(o, "llvm.call")) {
        return None;
    }
    if !m.results(o).iter().any(|&r| crate::ad::activity::is_float_memory(m.value_type(r))) {
        return None;
    }
    let callee = crate::ad::activity::callee_of(m, o)?;
    let body = crate::ad::activity::body(m, callee)?;
    let name = m.symbol_name(callee)?;
    let self_call = m.collect_ops(callee).into_iter().any(|x| {
        (m.is(x, "func.call") || m.is(x, "llvm.call"))
            && m.attr(x, "callee").and_then(Attribute::as_flat_symbol) == Some(name)
    });
    let top_level = m.parent_op(o) == Some(f);
    (callee != f && (m.blocks(body).len() == 1 || top_level) && !self_call).then_some(callee)
}

/// Callees inlined where an `scf.while` calls them: at most this many ops.
const SMALL_CALLEE: usize = 64;

/// If `o` (in `f`, a copy of `origin`) is a `func.call`, in a region of an
/// `scf.while`, of a small callee (one block, at most `SMALL_CALLEE` ops,
/// not native, no allocation, no `scf.while` of its own, reaching neither
/// itself nor `f` / `origin` through calls) taking memory: the callee.
/// Inlined, its
/// loads are the while's own: hoisted when they repeat in every run
/// (`while_loads`) or recorded per run, where a call would be replayed
/// and need a copy of memory the caller changes later (a residual
/// function of a Newton solve reading the state of a time loop).
fn inlinable_while_call(m: &Module, f: OpId, origin: OpId, o: OpId, native: &HashSet<OpId>) -> Option<OpId> {
    if !m.is(o, "func.call") {
        return None;
    }
    let in_while = std::iter::successors(m.parent_op(o), |&p| m.parent_op(p))
        .take_while(|&p| p != f)
        .any(|p| m.is(p, "scf.while"));
    if !in_while || !m.operands(o).iter().any(|&v| crate::ad::activity::is_memory(m.value_type(v))) {
        return None;
    }
    let callee = crate::ad::activity::callee_of(m, o)?;
    let body = crate::ad::activity::body(m, callee)?;
    if native.contains(&callee) || m.blocks(body).len() != 1 || !m.is(callee, "func.func") {
        return None;
    }
    let ops = m.collect_ops(callee);
    // (Scratch allocations would land in the while, where the loop-body
    // hoisting that ran before cannot move them; a while in it would be
    // outlined again, `while_calls`.)
    let kinds = ["memref.alloc", "memref.alloca", "llvm.alloca", "scf.while"];
    if ops.len() > SMALL_CALLEE + 1 || ops.iter().any(|&x| kinds.iter().any(|k| m.is(x, k))) {
        return None;
    }
    // Every function it reaches through calls: not itself, not f.
    reaches_none_of(m, callee, &[callee, f, origin]).then_some(callee)
}

/// Does no function that `callee` reaches through direct calls (at any
/// depth) belong to `avoid` (recursion, or a call back into the caller)?
pub(crate) fn reaches_none_of(m: &Module, callee: OpId, avoid: &[OpId]) -> bool {
    reached(m, callee).iter().all(|h| !avoid.contains(h))
}

/// The functions `callee` calls directly, at any depth (`callee` itself
/// only if it is reached again).
pub(crate) fn reached(m: &Module, callee: OpId) -> Vec<OpId> {
    let mut seen: Vec<OpId> = Vec::new();
    let mut work = vec![callee];
    while let Some(g) = work.pop() {
        for x in m.collect_ops(g) {
            if !(m.is(x, "func.call") || m.is(x, "llvm.call")) {
                continue;
            }
            let Some(h) = crate::ad::activity::callee_of(m, x) else { continue };
            if !seen.contains(&h) {
                seen.push(h);
                work.push(h);
            }
        }
    }
    seen
}

/// Replace `call` by a copy of `callee`'s single block.
/// Marks function `f` whose blocks include those of a callee inlined into
/// it (`INLINED_BLOCKS`: "@callee at L:C, ..."), for refusals of its
/// multi-block form: the user wrote the blocks in the callee.
pub(crate) const INLINED_BLOCKS: &str = "ferrozyme.inlined_blocks";

fn note_inlined_blocks(m: &mut Module, f: OpId, call: OpId, callee: OpId) {
    let at = m.op(call).pos.map(|p| format!(", called at {}:{}", p.line, p.col)).unwrap_or_default();
    let this =
        format!("@{}{at} (calls returning memory are inlined)", crate::rewrite::aggregates::source_name(m, callee));
    let all = match m.attr(f, INLINED_BLOCKS).and_then(Attribute::as_str) {
        Some(before) => format!("{before}, {this}"),
        None => this,
    };
    m.set_attr(f, INLINED_BLOCKS, Attribute::String(all));
}

fn inline_call(m: &mut Module, call: OpId, callee: OpId) {
    let b = m.blocks(m.region(callee, 0))[0];
    let mut map = IrMap::new();
    for (i, &a) in m.block_args(b).to_vec().iter().enumerate() {
        map.map_value(a, m.operand(call, i));
    }
    let ops: Vec<OpId> = m.block_ops(b).collect();
    let Some((&term, body)) = ops.split_last() else { return };
    for &o in body {
        let c = m.clone_op(o, &mut map);
        m.insert_op_before(call, c);
    }
    let rets: Vec<Value> = m.operands(term).iter().map(|&v| map.lookup(v)).collect();
    m.replace_op(call, &rets);
}

/// Is `o` an `scf.if` in a loop or a branch (or one yielding what a
/// nested `scf.if` picks) yielding memory defined before it, which yields
/// positions instead? (There, a shadow picked by a second `scf.if` would
/// not reach the reverse; one picked by `arith.select` is picked again.
/// One whose picks an enclosing `scf.if` yields is rewritten with it.)
fn nested_if_picking_memory(m: &Module, f: OpId, o: OpId) -> bool {
    use crate::ad::memref_positions as mp;
    m.is(o, "scf.if")
        && (m.parent_op(o) != Some(f) || mp::has_nested_picks(m, o))
        && m.results(o).iter().any(|&r| mp::is_picked(m.value_type(r)))
        && !mp::yielded_outward(m, o)
        && mp::if_convertible(m, o)
}

/// Carry byte offsets instead of pointers stepped from one base
/// (`crate::ad::ptr_offsets`) through the ops of `f` that can.
fn ptr_offsets(m: &mut Module, f: OpId) {
    for o in m.collect_ops(f) {
        if !m.is_erased(o) && crate::ad::ptr_offsets::wanted(m, o) {
            crate::ad::ptr_offsets::apply(m, o);
        }
    }
}

/// For an `scf.for` carrying memrefs: the memrefs defined before it that
/// each carried memref can be (initial values and yielded outside values),
/// when every yielded memref is one of those or a carried memref; `None`
/// when it carries no memref or one is made inside the loop.
fn carried_candidates(m: &Module, l: OpId) -> Option<Vec<Value>> {
    let body = *m.blocks(m.region(l, 0)).first()?;
    let args: Vec<Value> = m.block_args(body)[1..].to_vec();
    let slots: Vec<usize> =
        (0..args.len()).filter(|&j| crate::ad::memref_positions::is_picked(m.value_type(args[j]))).collect();
    if slots.is_empty() {
        return None;
    }
    let y = m.last_op(body)?;
    let inside = |v: Value| match m.value_def(v) {
        crate::ir::ValueDef::Result { op, .. } => m.is_ancestor(l, op),
        crate::ir::ValueDef::BlockArg { block, .. } => {
            m.block_parent_op(block).is_some_and(|p| p == l || m.is_ancestor(l, p))
        }
        crate::ir::ValueDef::Undefined => true,
    };
    let mut cands: Vec<Value> = Vec::new();
    for &j in &slots {
        let init = m.operand(l, 3 + j);
        if !cands.contains(&init) {
            cands.push(init);
        }
        let yv = m.operand(y, j);
        if args.contains(&yv) {
            continue;
        }
        if inside(yv) {
            return None;
        }
        if !cands.contains(&yv) {
            cands.push(yv);
        }
    }
    Some(cands)
}

/// `cands[idx]` (among the candidates of type `ty`), as a chain of
/// selects at `ip`; the comparison ops made are added to `made`.
pub(crate) fn pick(
    m: &mut Module,
    ip: InsertPoint,
    idx: Value,
    cands: &[Value],
    ty: &Type,
    made: &mut Vec<OpId>,
) -> Value {
    let same: Vec<(usize, Value)> = cands.iter().copied().enumerate().filter(|(_, c)| m.value_type(*c) == ty).collect();
    let Some(&(_, last)) = same.last() else { return cands[0] };
    let mut sel = last;
    for &(i, c) in same[..same.len() - 1].iter().rev() {
        let k = Builder::new(m, ip).const_index(i as i64);
        let eq = Builder::new(m, ip).value(
            OpSpec::new("arith.cmpi")
                .operands(&[idx, k])
                .attr("predicate", Attribute::Integer { value: 0, ty: Type::i64() })
                .result(Type::i1()),
        );
        if let Some(d) = m.defining_op(eq) {
            made.push(d);
        }
        sel = Builder::new(m, ip).value(OpSpec::new("arith.select").operands(&[eq, c, sel]).result(ty.clone()));
    }
    sel
}

/// Rewrite loop `l` to carry candidate positions instead of memrefs.
fn carry_indices(m: &mut Module, l: OpId, cands: &[Value]) {
    let body = m.blocks(m.region(l, 0))[0];
    let args: Vec<Value> = m.block_args(body)[1..].to_vec();
    let slots: Vec<usize> =
        (0..args.len()).filter(|&j| crate::ad::memref_positions::is_picked(m.value_type(args[j]))).collect();
    let pos = |v: Value| cands.iter().position(|&c| c == v).unwrap_or(0) as i64;
    let Some(y) = m.last_op(body) else { return };
    let first = m.first_op(body).unwrap_or(y);
    // What each slot yields and starts from, as positions.
    let mut ypos = Vec::new();
    for &j in &slots {
        let yv = m.operand(y, j);
        ypos.push(match args.iter().position(|&a| a == yv) {
            Some(jj) => args[jj],
            None => Builder::new(m, InsertPoint::Before(y)).const_index(pos(yv)),
        });
        let init = m.operand(l, 3 + j);
        let k = Builder::new(m, InsertPoint::Before(l)).const_index(pos(init));
        m.set_operand(l, 3 + j, k);
    }
    let types: Vec<Type> = slots.iter().map(|&j| m.value_type(args[j]).clone()).collect();
    for (&j, ty) in slots.iter().zip(&types) {
        m.set_value_type(args[j], Type::Index);
        let mut made = Vec::new();
        let sel = pick(m, InsertPoint::Before(first), args[j], cands, ty, &mut made);
        m.replace_uses_where(args[j], sel, |_, o| o != y && !made.contains(&o));
    }
    for (k, &j) in slots.iter().enumerate() {
        m.set_operand(y, j, ypos[k]);
    }
    // Results: positions, whose uses get the picked memrefs.
    for (&j, ty) in slots.iter().zip(&types) {
        let r = m.result(l, j);
        m.set_value_type(r, Type::Index);
        let Some(next) = m.next_op(l) else { continue };
        let mut made = Vec::new();
        let rs = pick(m, InsertPoint::Before(next), r, cands, ty, &mut made);
        m.replace_uses_where(r, rs, |_, o| !made.contains(&o));
    }
}

fn parallel_to_for(m: &mut Module, p: OpId) {
    let body = m.blocks(m.region(p, 0))[0];
    let ivs: Vec<Value> = m.block_args(body).to_vec();
    let n = ivs.len();
    let ops = m.operands(p).to_vec();
    let (lbs, ubs, steps, inits) = (&ops[..n], &ops[n..2 * n], &ops[2 * n..3 * n], &ops[3 * n..]);
    let tys: Vec<Type> = m.results(p).iter().map(|&r| m.value_type(r).clone()).collect();
    let Some(reduce) = m.last_op(body) else { return };

    // The loop nest, each level carrying the reductions.
    let mut ip = InsertPoint::Before(p);
    let mut carried: Vec<Value> = inits.to_vec();
    let mut new_ivs = Vec::new();
    let mut levels: Vec<(OpId, InsertPoint)> = Vec::new();
    for d in 0..n {
        let mut operands = vec![lbs[d], ubs[d], steps[d]];
        operands.extend(&carried);
        let l = Builder::new(m, ip).create(OpSpec::new("scf.for").operands(&operands).results(&tys).regions(1));
        m.op_mut(l).pos = m.op(p).pos;
        let mut arg_tys = vec![Type::Index];
        arg_tys.extend(tys.iter().cloned());
        let region = m.region(l, 0);
        let b = Builder::new(m, ip).add_block(region, &arg_tys);
        let args = m.block_args(b).to_vec();
        new_ivs.push(args[0]);
        carried = args[1..].to_vec();
        levels.push((l, ip));
        ip = InsertPoint::End(b);
    }
    let inner_end = ip;
    // The body (zero dimensions: the body runs once, in place).
    for op in m.block_ops(body).collect::<Vec<_>>() {
        if op == reduce {
            continue;
        }
        m.detach_op(op);
        match inner_end {
            InsertPoint::End(b) => m.append_op(b, op),
            _ => m.insert_op_before(p, op),
        }
    }
    for (&old, &new) in ivs.iter().zip(&new_ivs) {
        m.replace_all_uses(old, new);
    }
    // Each reduction: its region's ops with (lhs, rhs) = (carried, value).
    let mut next = Vec::new();
    for (j, &value) in m.operands(reduce).to_vec().iter().enumerate() {
        let rb = m.blocks(m.region(reduce, j))[0];
        let mut map = IrMap::new();
        map.map_value(m.block_arg(rb, 0), carried[j]);
        map.map_value(m.block_arg(rb, 1), value);
        let mut result = value;
        for op in m.block_ops(rb).collect::<Vec<_>>() {
            if m.is(op, "scf.reduce.return") {
                result = map.lookup(m.operand(op, 0));
                continue;
            }
            let c = m.clone_op(op, &mut map);
            match inner_end {
                InsertPoint::End(b) => m.append_op(b, c),
                _ => m.insert_op_before(p, c),
            }
        }
        next.push(result);
    }
    // Yields, innermost first: each level yields what the level inside it returns.
    let mut yielded = next;
    for &(l, _) in levels.iter().rev() {
        let b = m.blocks(m.region(l, 0))[0];
        Builder::new(m, InsertPoint::End(b)).create(OpSpec::new("scf.yield").operands(&yielded));
        yielded = m.results(l).to_vec();
    }
    m.replace_op(p, &yielded);
}

/// Move the ops of block `b` (ending with a yield) before `op`, and replace
/// `op`'s results by the yield's operands.
pub(crate) fn inline_block_before(m: &mut Module, b: crate::ir::BlockId, op: OpId) {
    let ops: Vec<OpId> = m.block_ops(b).collect();
    let Some((&term, rest)) = ops.split_last() else { return };
    for &o in rest {
        m.detach_op(o);
        m.insert_op_before(op, o);
    }
    let vals = m.operands(term).to_vec();
    m.replace_op(op, &vals);
}

/// Erase the `llvm.intr.stackrestore` ops of `f` and the `stacksave` ops
/// only they used: the stack memory they would release early lives until
/// `f` returns instead (as `memref.alloca_scope`s are inlined), which
/// changes nothing `f` computes.
fn drop_stack_marks(m: &mut Module, f: OpId) {
    let ops = m.collect_ops(f);
    for &o in &ops {
        if m.is(o, "llvm.intr.stackrestore") {
            m.erase_op(o);
        }
    }
    for &o in &ops {
        if !m.is_erased(o) && m.is(o, "llvm.intr.stacksave") && !m.has_uses(m.result(o, 0)) {
            m.erase_op(o);
        }
    }
}
