//! Hoisting stack temporaries out of loops, before reverse mode (a rewrite
//! of the private copy `restructure` differentiates).
//!
//! C code passes the address of a local variable declared in a loop body
//! to a function: `llvm.alloca` (or `memref.alloca`) inside an `scf.for`,
//! handed to a call. Each iteration then gets fresh, uninitialised stack
//! memory. When the address never outlives its iteration (it is only
//! loaded from, stored to, offset, or passed to callees that do not keep
//! pointers), one allocation made before the loop nest, reused by every
//! iteration, computes the same thing — reading what an earlier iteration
//! left there would have been reading uninitialised memory. Hoisted, the
//! temporary is ordinary memory of the function: it gets a shadow, calls on
//! it get per-iteration snapshots, and its loads are recorded like any
//! other memory the function writes.
//!
//! A stack allocation that an `scf.if` branch (not in a loop) yields is
//! hoisted before the branch op too: then the branch op picks between
//! memory defined before it (`yielded_from_branch`).
//!
//! Only temporaries passed to a call or to `memref.copy` are hoisted (the
//! others are handled where they are, as per-iteration temporaries), and
//! every `llvm.alloca` temporary (reverse mode keeps no per-iteration
//! pointer temporaries),
//! with constant sizes and a static element type. A heap temporary
//! (`memref.alloc` freed in the same block, `malloc`/`free` per iteration
//! in C) is hoisted the same way, its `memref.dealloc` moved after the
//! loop nest.

use crate::ad::c_memory;
use crate::hash::HashSet;

use crate::ir::{Attribute, IrMap, Module, OpId, Type, Value};

/// The allocas of `f` this rewrite hoists.
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<OpId> {
    m.collect_ops(f)
        .into_iter()
        .filter(|&o| {
            // (An llvm.alloca temporary is hoisted even when no call takes
            // it: per-iteration temporaries are memrefs.)
            let temporary = (m.is(o, "llvm.alloca") || m.is(o, "memref.alloca") || freed_in_block(m, o))
                && (in_loop(m, f, o) || branch_ops(m, f, o).is_some_and(|c| !c.is_empty()))
                && sizes_are_invariant(m, f, o)
                && (passed_to_call(m, m.result(o, 0))
                    || copied(m, m.result(o, 0))
                    || carried(m, m.result(o, 0))
                    || m.is(o, "llvm.alloca"))
                && !escapes(m, m.result(o, 0), &mut HashSet::default());
            temporary || yielded_from_branch(m, f, o) || heap_yielded_from_branch(m, f, o)
        })
        .collect()
}

/// The `scf.if` / `scf.index_switch` ops (innermost first) whose branches
/// hold `o`, when it is in such branches only (not in a loop); empty at
/// the top level.
fn branch_ops(m: &Module, f: OpId, o: OpId) -> Option<Vec<OpId>> {
    let chain: Vec<OpId> = std::iter::successors(m.parent_op(o), |&p| m.parent_op(p)).take_while(|&p| p != f).collect();
    chain.iter().all(|&p| m.is(p, "scf.if") || m.is(p, "scf.index_switch")).then_some(chain)
}

/// Is `o` yielded by the branch it is allocated in (used by that block's
/// `scf.yield`)?
fn yielded_by_its_branch(m: &Module, o: OpId) -> bool {
    let yielded = |v: Value| m.uses(v).iter().any(|u| m.is(u.op, "scf.yield") && m.op_parent(u.op) == m.op_parent(o));
    yielded(m.result(o, 0)) || yielded_cast(m, o).is_some()
}

/// The `memref.cast` of `o`'s result, in `o`'s block, that the block
/// yields (buffers of different static sizes yielded as one dynamic
/// type): it moves with `o`.
fn yielded_cast(m: &Module, o: OpId) -> Option<OpId> {
    m.uses(m.result(o, 0)).iter().map(|u| u.op).find(|&c| {
        m.is(c, "memref.cast")
            && m.op_parent(c) == m.op_parent(o)
            && m.uses(m.result(c, 0)).iter().any(|u| m.is(u.op, "scf.yield") && m.op_parent(u.op) == m.op_parent(o))
    })
}

/// `move_before_top`, the `yielded_cast` of `a` moved after it.
fn move_with_cast(m: &mut Module, f: OpId, a: OpId) -> Option<(OpId, Value)> {
    let cast = yielded_cast(m, a);
    let (top, r) = move_before_top(m, f, a)?;
    if let Some(c) = cast {
        m.move_op_before(c, top);
    }
    Some((top, r))
}

/// Is `o` a stack allocation of constant size in the branches of `scf.if`
/// (or `scf.index_switch`) ops only, not in a loop, that its branch yields?
/// Stack memory lives until the function returns wherever it is allocated:
/// made before the branch op, it is the same memory (fresh in either
/// case), and the branch op picks between memrefs defined before it, which
/// reverse mode supports (each gets a shadow).
fn yielded_from_branch(m: &Module, f: OpId, o: OpId) -> bool {
    let stack = m.is(o, "llvm.alloca") || m.is(o, "memref.alloca");
    let nested = branch_ops(m, f, o).is_some_and(|c| !c.is_empty());
    stack && nested && sizes_are_constants(m, o) && yielded_by_its_branch(m, o)
}

/// Is `o` a heap allocation (`memref.alloc`) in the branches of `scf.if`
/// (or `scf.index_switch`) ops only, not in a loop, that its branch yields
/// (bufferized code: `%m = scf.if %c { %a = memref.alloc ... yield %a }
/// else { ... }`), whose sizes are known before the outermost branch op?
/// Made there, it is freed at the start of every branch that did not
/// allocate it (`hoist_yielded_heap`), so the program allocates and keeps
/// the same memory; the branch op then picks between memory defined
/// before it.
fn heap_yielded_from_branch(m: &Module, f: OpId, o: OpId) -> bool {
    let Some(chain) = branch_ops(m, f, o).filter(|c| !c.is_empty()) else { return false };
    let top = *chain.last().expect("not empty");
    // Every branch op on the way has its branches (a free goes there), or
    // an `scf.if` without results lacks its `else` (made for the free).
    let complete = chain.iter().all(|&p| {
        m.regions(p).iter().all(|&r| m.blocks(r).len() == 1 || m.blocks(r).is_empty() && m.results(p).is_empty())
    });
    let known = m.operands(o).iter().all(|&v| computable_before(m, top, v, 4));
    m.is(o, "memref.alloc") && complete && known && yielded_by_its_branch(m, o)
}

/// Can `v` be computed before `top`: defined before it, or the result of
/// a pure op without regions (a constant, `arith.addi` of a size) whose
/// operands can be (at most `depth` ops deep)? (Made there, a division
/// gets a divisor that cannot be zero: `crate::ad::speculate`.)
pub(crate) fn computable_before(m: &Module, top: OpId, v: Value, depth: usize) -> bool {
    if crate::ad::view_offsets::outside(m, top, v) {
        return true;
    }
    let Some(d) = m.defining_op(v) else { return false };
    depth > 0
        && m.regions(d).is_empty()
        && crate::dialects::traits(m, d).is_pure()
        && m.operands(d).iter().all(|&x| computable_before(m, top, x, depth - 1))
}

/// `v` (`computable_before` `top`) made again before `top`: the ops inside
/// `top` that compute it are cloned there (`map` holds the clones).
pub(crate) fn remake_before(m: &mut Module, top: OpId, v: Value, map: &mut IrMap) -> Value {
    if let Some(w) = map.get(v) {
        return w;
    }
    let Some(d) = m.defining_op(v).filter(|&d| m.is_ancestor(top, d)) else { return v };
    for x in m.operands(d).to_vec() {
        remake_before(m, top, x, map);
    }
    let c = m.clone_op(d, map);
    m.insert_op_before(top, c);
    crate::ad::speculate::speculate(m, c);
    for (&r, &rc) in m.results(d).to_vec().iter().zip(m.results(c).to_vec().iter()) {
        map.map_value(r, rc);
    }
    map.lookup(v)
}

/// Move each candidate (and the constants giving its size) before the op
/// of `f`'s body that holds it.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for a in candidates(m, f) {
        if heap_yielded_from_branch(m, f, a) {
            hoist_yielded_heap(m, f, a);
        } else {
            hoist(m, f, a);
        }
    }
}

/// Move heap allocation `a` (`heap_yielded_from_branch`) before the
/// outermost branch op holding it, and free it at the start of every
/// other branch of the ops on the way (where it was not allocated).
fn hoist_yielded_heap(m: &mut Module, f: OpId, a: OpId) {
    let Some(chain) = branch_ops(m, f, a) else { return };
    // The region holding `a` (or the branch op holding it) in each op.
    let mut inner = a;
    let mut sides = Vec::new();
    for &p in &chain {
        let holding =
            m.regions(p).iter().copied().find(|&r| m.blocks(r).iter().any(|&b| m.op_parent(inner) == Some(b)));
        for r in m.regions(p).to_vec() {
            if Some(r) == holding {
                continue;
            }
            if m.blocks(r).is_empty() {
                let b = m.create_block(&[]);
                m.append_block(r, b);
                let y = m.create_op(crate::ir::OpSpec::new("scf.yield"));
                m.append_op(b, y);
            }
            sides.push(m.blocks(r)[0]);
        }
        inner = p;
    }
    let Some((_, r)) = move_with_cast(m, f, a) else { return };
    for b in sides {
        let free = m.create_op(crate::ir::OpSpec::new("memref.dealloc").operands(&[r]));
        match m.first_op(b) {
            Some(first) => m.insert_op_before(first, free),
            None => m.append_op(b, free),
        }
    }
}

/// Hoist every stack temporary in loop `l` of `f` (whether passed to a call
/// or not) with constant sizes whose address does not outlive its
/// iteration: the scratch memory of callees inlined into a loop whose
/// records go into a stream (`restructure::inline_stream_calls`), where a
/// per-iteration temporary is not supported.
pub(crate) fn apply_within(m: &mut Module, f: OpId, l: OpId) {
    let temporaries: Vec<OpId> = m.collect_ops(l).into_iter().filter(|&o| hoistable(m, o)).collect();
    for a in temporaries {
        hoist(m, f, a);
    }
}

/// Is `o` an allocation `apply_within` hoists: a stack temporary (or a heap
/// one freed in its own block) of constant size whose address does not
/// outlive its iteration? (A callee whose allocations all are can be
/// inlined into a loop that keeps no per-iteration temporaries.)
pub(crate) fn hoistable(m: &Module, o: OpId) -> bool {
    (m.is(o, "llvm.alloca") || m.is(o, "memref.alloca") || freed_in_block(m, o))
        && sizes_are_constants(m, o)
        && !escapes(m, m.result(o, 0), &mut HashSet::default())
}

/// Move alloca `a` (and the constants giving its size) before the op of
/// `f`'s body that holds it.
fn hoist(m: &mut Module, f: OpId, a: OpId) {
    {
        let Some((top, r)) = move_with_cast(m, f, a) else { return };
        // A heap temporary is freed once, after the loop nest (branch op).
        let frees = frees_of(m, r);
        if let Some(&d) = frees.first() {
            let mut map = IrMap::new();
            let free = m.clone_op(d, &mut map);
            m.insert_op_after(top, free);
            for d in frees {
                m.erase_op(d);
            }
        }
    }
}

/// Move allocation `a` (and the constants giving its size, when made in
/// the op holding it) before the op of `f`'s body that holds it: that op,
/// and the allocation made.
fn move_before_top(m: &mut Module, f: OpId, a: OpId) -> Option<(OpId, Value)> {
    let top = std::iter::successors(Some(a), |&p| m.parent_op(p)).find(|&p| m.parent_op(p) == Some(f))?;
    let mut map = IrMap::new();
    let mut sizes = IrMap::new();
    for &v in m.operands(a).to_vec().iter() {
        let w = remake_before(m, top, v, &mut map);
        // (A size made before code that may not run, or may not get that
        // far: 0 where the program would not allocate, never negative.)
        if !is_constant(m, w) {
            let w = crate::ad::speculate::guarded_size(m, a, (top, top), w, &mut map);
            let ty = m.value_type(w).clone();
            let mut b = crate::ir::Builder::new(m, crate::ir::InsertPoint::Before(top));
            let zero = if ty.is_index() { b.const_index(0) } else { b.const_int(0, ty.clone()) };
            let at_least = b.value(crate::ir::OpSpec::new("arith.maxsi").operands(&[w, zero]).result(ty));
            sizes.map_value(v, at_least);
        }
    }
    for &v in m.operands(a).to_vec().iter() {
        if let Some(w) = sizes.get(v) {
            map.map_value(v, w);
        }
    }
    let copy = m.clone_op(a, &mut map);
    m.insert_op_before(top, copy);
    let r = m.result(copy, 0);
    m.replace_op(a, &[r]);
    Some((top, r))
}

/// Is `o` a `memref.alloc` freed (only) in its own block, as a temporary
/// of a loop body is?
fn freed_in_block(m: &Module, o: OpId) -> bool {
    if !m.is(o, "memref.alloc") && !is_c_alloc(m, o) {
        return false;
    }
    let frees = frees_of(m, m.result(o, 0));
    !frees.is_empty() && frees.iter().all(|&d| m.op_parent(d) == m.op_parent(o))
}

/// Is `o` a C `malloc` / `calloc` (hoisted as a `memref.alloc` is; not an
/// `aligned_alloc`, whose alignment a guarded size would make 0)?
fn is_c_alloc(m: &Module, o: OpId) -> bool {
    c_memory::is_alloc(m, o) && m.operands(o).len() == 1 || c_memory::is_calloc(m, o)
}

/// The deallocations of heap memory `r`: `memref.dealloc`s, C `free`s.
fn frees_of(m: &Module, r: Value) -> Vec<OpId> {
    m.uses(r).iter().map(|u| u.op).filter(|&x| m.is(x, "memref.dealloc") || c_memory::is_free(m, x)).collect()
}

/// Is `o` inside a loop of `f`?
fn in_loop(m: &Module, f: OpId, o: OpId) -> bool {
    std::iter::successors(m.parent_op(o), |&p| m.parent_op(p))
        .take_while(|&p| p != f)
        .any(|p| m.is(p, "scf.for") || m.is(p, "scf.while") || m.is(p, "scf.parallel"))
}

fn is_constant(m: &Module, v: Value) -> bool {
    m.defining_op(v).is_some_and(|d| m.is(d, "arith.constant") || m.is(d, "llvm.mlir.constant"))
}

/// Its count / dynamic sizes are the same in every iteration of the loop
/// nest holding it (so the hoisted copy allocates the same amount):
/// constants, or values computable before the nest (a size `%n` the
/// function is given, `%n + 1`) — and its element type has a size.
fn sizes_are_invariant(m: &Module, f: OpId, o: OpId) -> bool {
    let top = std::iter::successors(Some(o), |&p| m.parent_op(p)).find(|&p| m.parent_op(p) == Some(f));
    let invariant = top.is_some_and(|top| m.operands(o).iter().all(|&v| computable_before(m, top, v, 4)));
    // (A run-time size is allocated only where the program would allocate:
    // every guard on the way known before the nest.)
    let guarded = sizes_are_constants(m, o)
        || top.and_then(|top| crate::ad::speculate::guards(m, top, o)).is_some_and(|(_, all)| all);
    invariant && guarded && element_sized(m, o)
}

/// Its count / dynamic sizes are constants, and its element type has a
/// size.
fn sizes_are_constants(m: &Module, o: OpId) -> bool {
    m.operands(o).iter().all(|&v| is_constant(m, v)) && element_sized(m, o)
}

/// Is `o` a memref allocation, or an `llvm.alloca` whose element type has
/// a size?
fn element_sized(m: &Module, o: OpId) -> bool {
    if m.is(o, "llvm.alloca") {
        m.attr(o, "elem_type")
            .and_then(Attribute::as_type)
            .is_some_and(|t| crate::exec::layout::size_align(t).is_some())
    } else {
        true
    }
}

/// Is memory `v` (or an offset of it) an operand of a call?
fn passed_to_call(m: &Module, v: Value) -> bool {
    m.uses(v).iter().any(|u| {
        m.is(u.op, "func.call")
            || m.is(u.op, "llvm.call") && !c_memory::is_free(m, u.op)
            || (m.is(u.op, "llvm.getelementptr") || is_view(m, u.op))
                && u.index == 0
                && passed_to_call(m, m.result(u.op, 0))
            || picked_as(m, u).is_some_and(|r| passed_to_call(m, r))
    })
}

/// The value that use `u` of memory makes it, when it is picked: the
/// result of the `scf.if` / `scf.index_switch` whose branch yields it, or
/// of a select choosing it.
fn picked_as(m: &Module, u: &crate::ir::Use) -> Option<Value> {
    if m.is(u.op, "arith.select") || m.is(u.op, "llvm.select") {
        return (u.index != 0).then(|| m.result(u.op, 0));
    }
    let p =
        m.parent_op(u.op).filter(|&p| m.is(u.op, "scf.yield") && (m.is(p, "scf.if") || m.is(p, "scf.index_switch")))?;
    m.results(p).get(u.index as usize).copied()
}

/// Is memory `v` (or a view of it) an operand of a `memref.copy` (which
/// per-iteration temporaries do not support)?
fn copied(m: &Module, v: Value) -> bool {
    m.uses(v)
        .iter()
        .any(|u| m.is(u.op, "memref.copy") || is_view(m, u.op) && u.index == 0 && copied(m, m.result(u.op, 0)))
}

/// Is memory `v` carried by an `scf.for` (an `iter_args` operand: the
/// swapped buffers of a loop nested in the loop that allocates them)?
fn carried(m: &Module, v: Value) -> bool {
    m.uses(v).iter().any(|u| m.is(u.op, "scf.for") && u.index >= 3)
}

/// A memref view op (`memref.subview`, `memref.cast`, ...): its result is
/// the same memory.
fn is_view(m: &Module, o: OpId) -> bool {
    crate::ad::activity::VIEW_OPS.iter().any(|n| m.is(o, n))
}

/// May the address `v` outlive the iteration: stored as a value, yielded,
/// returned, converted to an integer, or passed to a call whose callee may
/// keep pointers (`seen`: callees being checked)?
fn escapes(m: &Module, v: Value, seen: &mut HashSet<OpId>) -> bool {
    m.uses(v).iter().any(|u| {
        let o = u.op;
        match m.name(o).as_str() {
            "llvm.load" | "memref.load" | "memref.dim" | "memref.copy" | "memref.dealloc" => false,
            "llvm.store" => u.index == 0,
            "memref.store" => u.index == 0,
            "llvm.intr.lifetime.start" | "llvm.intr.lifetime.end" => false,
            "llvm.getelementptr" if u.index == 0 => escapes(m, m.result(o, 0), seen),
            _ if u.index == 0 && is_view(m, o) => escapes(m, m.result(o, 0), seen),
            "llvm.call" if c_memory::is_free(m, o) => false,
            "func.call" | "llvm.call" => {
                crate::ad::activity::callee_of(m, o).is_none_or(|c| may_keep_pointers(m, c, seen))
            }
            // (Carried by an scf.for, or yielded back into it: as its
            // iteration argument and its result go; `seen` holds the loops
            // being followed.)
            "scf.for" if u.index >= 3 => carried_escapes(m, o, u.index as usize - 3, seen),
            "scf.yield" if m.parent_op(o).is_some_and(|p| m.is(p, "scf.for")) => {
                m.parent_op(o).is_none_or(|l| carried_escapes(m, l, u.index as usize, seen))
            }
            // (Picked by a branch op or a select: as the pick goes.)
            _ => picked_as(m, u).is_none_or(|r| escapes(m, r, seen)),
        }
    })
}

/// Does memory carried by loop `l` at position `k` escape, through its
/// iteration argument or its result?
fn carried_escapes(m: &Module, l: OpId, k: usize, seen: &mut HashSet<OpId>) -> bool {
    if !seen.insert(l) {
        return false;
    }
    let Some(body) = m.entry_block(m.region(l, 0)) else { return true };
    let (Some(&arg), Some(&res)) = (m.block_args(body).get(k + 1), m.results(l).get(k)) else { return true };
    let r = escapes(m, arg, seen) || escapes(m, res, seen);
    seen.remove(&l);
    r
}

/// May function `f` keep a pointer it is given: store a pointer or memref
/// value, convert one to an integer, return one, or call something that
/// may (unknown callees may)?
pub(crate) fn may_keep_pointers(m: &Module, f: OpId, seen: &mut HashSet<OpId>) -> bool {
    if !seen.insert(f) {
        return false;
    }
    if crate::ad::activity::body(m, f).is_none() {
        return true;
    }
    // A pointer, or an aggregate that may hold one.
    let pointer = |v: Value| {
        let t = m.value_type(v);
        crate::ad::activity::is_memory(t) || matches!(t, Type::LlvmStruct(_) | Type::LlvmArray { .. })
    };
    m.collect_ops(f).into_iter().any(|o| match m.name(o).as_str() {
        "llvm.store" | "memref.store" => pointer(m.operand(o, 0)),
        "llvm.ptrtoint" => true,
        "llvm.insertvalue" => pointer(m.operand(o, 1)),
        "func.return" | "llvm.return" => m.operands(o).iter().any(|&v| pointer(v)),
        "func.call" | "llvm.call" => crate::ad::activity::callee_of(m, o).is_none_or(|c| may_keep_pointers(m, c, seen)),
        "func.call_indirect" => true,
        _ => false,
    })
}
