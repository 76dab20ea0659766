//! Allocations (and views) of a multi-block function that run exactly
//! once, moved to its entry block (reverse mode, on the private copy `restructure` makes,
//! before the blocks are made one by `crate::ad::cfg`).
//!
//! `mlir-opt --convert-scf-to-cf` leaves each buffer's `memref.alloc`
//! where its loop nest started: after the first loop, in a block of its
//! own. Made one block, such a function becomes a dispatch loop, and a
//! memref defined outside the entry block would be one of its carried
//! values, which needs a value to start from. An allocation in a block
//! that is on no cycle and on every path from the entry to a return runs
//! exactly once per call, so making it in the entry block instead changes
//! nothing but when it happens: its frees stay where they are. The same
//! for C heap allocations (`malloc`, `calloc`), as the LLVM lowering of
//! such a function makes them. Its sizes must be known there: arguments,
//! entry-block values, or pure ops on them (copied there).
//!
//! A heap allocation in a block on no cycle that some calls skip (a branch
//! of the function: `--convert-scf-to-cf` of an `scf.if` allocating a
//! temporary) is made in the entry block too, and its frees are moved
//! before every return: each call then allocates and frees it once, as
//! reverse mode wants of a multi-block function's memory. This needs the
//! memory to stay the function's own (`stays_local`): only loaded from,
//! stored to, viewed, measured, copied (also `llvm.intr.memcpy`, memmove,
//! memset), passed to callees that neither
//! keep nor free pointers, aligned (its address rounded up by integer
//! ops, as the LLVM lowering of `memref.alloc {alignment}` does), and
//! freed only by a free of the allocation
//! itself (so no path freed it twice, and moving the free later changes
//! nothing the program sees). Calls not through the branch allocate memory
//! they never touch. Stack buffers (`memref.alloca`, `llvm.alloca`) in
//! such blocks are moved with nothing freed.
//!
//! The same for an allocation in a block on a cycle (in an unstructured
//! loop), or nested in an op of a block other than the entry block (an
//! `scf.if`, a loop, a `memref.alloca_scope`): one buffer made before the
//! loop serves every iteration, as
//! `crate::ad::hoist` does for structured loops. Memory that stays the
//! function's own is only reached through the allocation's SSA value,
//! which always names the latest allocation: no use sees an earlier
//! iteration's buffer, and reading what an earlier iteration left in the
//! shared one would have been reading uninitialised memory. A `calloc`
//! made so is zeroed again (`llvm.intr.memset`) where it was.
//!
//! Such an allocation is now made on calls that would not have made it,
//! with sizes computed where the program would not have: a heap size is
//! taken as 0 there when it is over 2^32 (unsigned: a negative one too; a
//! branch `if (n > 0) malloc(n * 8)` with `n < 0`, or `if n < 100 {
//! vec![0.0; n] }` with a huge n), and where the branch allocated, a size
//! over that stops the derivative with an error; sizes needing a division
//! (a trap where its divisor is zero) are not moved.

use crate::hash::HashSet;

/// What an allocation outside the entry block of a multi-block function
/// needs (said where memory carried between its blocks is refused).
pub(crate) const MOVABLE: &str = "memory allocated outside the entry block, or picked between blocks, is not; an allocation in a branch or loop is supported when its sizes can be computed in the entry block (without divisions) and the memory stays the function's own: not returned or stored, passed to other blocks only along with other such allocations and constant addresses, and not freed through a view";
use crate::ir::{BlockId, IrMap, Module, OpId, OpSpec, Value};

use super::fresh_buffers::{in_entry, reachable};

/// The allocations of `f` to move (see the module comment).
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<OpId> {
    let blocks = m.blocks(m.region(f, 0)).to_vec();
    let Some(&entry) = blocks.first() else { return Vec::new() };
    let mut out = Vec::new();
    for &b in &blocks[1..] {
        if !runs_once(m, &blocks, entry, b) {
            continue;
        }
        let mut moved: HashSet<Value> = HashSet::default();
        for o in m.block_ops(b) {
            let alloc = m.is(o, "memref.alloc") || m.is(o, "memref.alloca") || super::c_memory::is_alloc(m, o);
            // (Views too, of memory known there: a block argument carrying
            // one would need a value to start from.)
            let view = crate::ad::activity::VIEW_OPS.iter().any(|n| m.is(o, n));
            let known = |v: &Value| moved.contains(v) || known_in_entry(m, entry, *v, 0);
            if (alloc || view) && m.operands(o).iter().all(known) {
                moved.extend(m.results(o).iter().copied());
                out.push(o);
            }
        }
    }
    out
}

/// The allocations of `f` in branches and temporaries of loop blocks (see
/// the module comment), each with its frees.
pub(crate) fn branch_candidates(m: &Module, f: OpId) -> Vec<(OpId, Vec<OpId>)> {
    let blocks = m.blocks(m.region(f, 0)).to_vec();
    let Some(&entry) = blocks.first() else { return Vec::new() };
    let shared = shared_addresses(m, &blocks);
    let mut out = Vec::new();
    // (Each candidate's block arguments it may be passed as.)
    let mut passed_as: Vec<HashSet<Value>> = Vec::new();
    for &b in &blocks[1..] {
        if runs_once(m, &blocks, entry, b) {
            continue;
        }
        // (Nested ones too: in an scf.if or a loop of the block.)
        let ops: Vec<OpId> = m.block_ops(b).flat_map(|o| m.collect_ops(o)).collect();
        for o in ops {
            let stack = m.is(o, "memref.alloca") || m.is(o, "llvm.alloca");
            let heap = m.is(o, "memref.alloc") || super::c_memory::is_alloc(m, o);
            if !(stack || heap) || !m.operands(o).iter().all(|&v| speculable_in_entry(m, entry, v, 0)) {
                continue;
            }
            // (Passed to other blocks only from a block on no cycle: in a
            // loop, a block argument could still name an earlier
            // iteration's allocation.)
            let mut passed = HashSet::default();
            let r = m.result(o, 0);
            let local = if reachable(m, b, None).contains(&b) {
                stays_local(m, r, true)
            } else {
                flows_local(m, r, true, Some((&mut passed, &shared)))
            };
            if !local {
                continue;
            }
            if stack {
                out.push((o, Vec::new()));
                continue;
            }
            // (Its frees, and those of the block arguments it is passed as.)
            let frees: Vec<OpId> = std::iter::once(r)
                .chain(passed.iter().copied())
                .flat_map(|v| m.uses(v).iter().map(|u| u.op).filter(|&u| is_free(m, u)).collect::<Vec<_>>())
                .collect();
            // (A C allocation's free is copied: it needs one.)
            if m.is(o, "memref.alloc") || !frees.is_empty() {
                out.push((o, frees));
                passed_as.push(passed);
            }
        }
    }
    // An argument shared by several allocations (two buffers swapped)
    // holds any of them: each must be moved (so that all frees through it
    // become frees of the allocations before each return).
    loop {
        let moved: HashSet<Value> = out.iter().map(|&(o, _)| m.result(o, 0)).collect();
        let keep: Vec<bool> = passed_as
            .iter()
            .map(|passed| passed.iter().all(|&a| shared_sources(m, a, &shared).iter().all(|x| moved.contains(x))))
            .collect();
        if keep.iter().all(|&k| k) {
            break;
        }
        let mut k = keep.into_iter();
        let mut k2 = k.clone();
        out.retain(|_| k.next().unwrap_or(false));
        passed_as.retain(|_| k2.next().unwrap_or(false));
    }
    out
}

/// Move each candidate allocation (`candidates`, `branch_candidates`) to
/// the end of the entry block (before its terminator), with copies of the
/// pure ops computing its sizes; a branch's heap allocation is freed
/// before each return instead of where it was.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    let Some(entry) = m.entry_block(m.region(f, 0)) else { return };
    let branch = branch_candidates(m, f);
    let once = candidates(m, f);
    for &o in once.iter().chain(branch.iter().map(|(o, _)| o)) {
        let Some(end) = m.last_op(entry) else { return };
        let mut map = IrMap::new();
        let speculated = !once.contains(&o);
        if speculated && super::c_memory::is_calloc(m, o) {
            zero_at_site(m, o);
        }
        // (The operands that are heap sizes: not a stack buffer's, nor
        // `aligned_alloc`'s alignment.)
        let stack = m.is(o, "llvm.alloca") || m.is(o, "memref.alloca");
        let aligned = m.is(o, "llvm.call") && !super::c_memory::is_calloc(m, o) && m.operands(o).len() == 2;
        let heap_size = |i: usize| !(stack || aligned && i == 0);
        let mut limits = Vec::new();
        for (i, v) in m.operands(o).to_vec().into_iter().enumerate() {
            let mut w = copy_into_entry(m, entry, end, v, &mut map);
            if speculated && heap_size(i) {
                w = within_limit(m, end, w);
                limits.push(v);
            } else if speculated {
                w = at_least_zero(m, end, w);
            }
            m.set_operand(o, i, w);
        }
        // (Where the branch allocated, a size over the limit stops the
        // derivative with an error: its buffer was made empty.)
        for v in limits {
            assert_within_limit(m, o, v);
        }
        m.move_op_before(o, end);
    }
    let returns: Vec<OpId> = m
        .blocks(m.region(f, 0))
        .iter()
        .filter_map(|&b| m.last_op(b))
        .filter(|&t| m.is(t, "func.return") || m.is(t, "llvm.return"))
        .collect();
    // (A free through a block argument two allocations share is in both
    // lists: erased once, after all copies are made.)
    let mut erased: Vec<OpId> = Vec::new();
    for (o, frees) in branch {
        if m.is(o, "memref.alloca") || m.is(o, "llvm.alloca") {
            continue;
        }
        for &r in &returns {
            let free = match frees.first() {
                Some(&d) => {
                    // (Of the allocation itself: the free copied may be of a
                    // block argument it was passed as.)
                    let c = m.clone_op(d, &mut IrMap::new());
                    m.set_operand(c, 0, m.result(o, 0));
                    c
                }
                None => {
                    let mut spec = OpSpec::new("memref.dealloc").operands(&[m.result(o, 0)]);
                    spec.pos = m.op(r).pos;
                    m.create_op(spec)
                }
            };
            m.insert_op_before(r, free);
        }
        erased.extend(frees.into_iter().filter(|d| !erased.contains(d)).collect::<Vec<_>>());
    }
    for d in erased {
        m.erase_op(d);
    }
}

/// Is `op` a free (`memref.dealloc`, C `free`)?
fn is_free(m: &Module, op: OpId) -> bool {
    m.is(op, "memref.dealloc") || super::c_memory::is_free(m, op)
}

/// Is memory `v` only this function's: loaded from, stored to (not as a
/// value), viewed, measured, compared, copied, passed to callees that
/// neither keep nor free pointers, and freed only `direct`ly (not through
/// a view)?
fn stays_local(m: &Module, v: Value, direct: bool) -> bool {
    flows_local(m, v, direct, None)
}

/// `stays_local`, and with `blocks` (the blocks passed through so far)
/// also passed to other blocks as a block argument whose other incoming
/// values are constant addresses (null, `inttoptr` of a constant: the
/// dangling address of an empty Rust `Vec`), the argument staying the
/// function's own the same way (freed through it as the allocation
/// itself).
fn flows_local(m: &Module, v: Value, direct: bool, mut blocks: Option<(&mut HashSet<Value>, &HashSet<Value>)>) -> bool {
    m.uses(v).to_vec().iter().all(|u| {
        let o = u.op;
        if !m.successors(o).is_empty() {
            let Some((blocks, shared)) = blocks.as_mut() else { return false };
            let Some(a) = successor_arg(m, o, u.index as usize) else { return false };
            return !blocks.insert(a)
                || incoming_constant_or(m, a, v, shared) && flows_local(m, a, direct, Some((blocks, shared)));
        }
        match m.name(o).as_str() {
            "llvm.icmp" => true,
            "memref.load" | "memref.dim" | "memref.copy" | "llvm.load" => true,
            "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memset" => true,
            "llvm.intr.lifetime.start" | "llvm.intr.lifetime.end" => true,
            "memref.store" | "llvm.store" => u.index != 0,
            _ if is_free(m, o) => direct,
            "llvm.getelementptr" if u.index == 0 => stays_local(m, m.result(o, 0), false),
            // (Picked with other memory: a load of `v[i]` or a stack slot
            // at a boundary.)
            "llvm.select" | "arith.select" if u.index > 0 => stays_local(m, m.result(o, 0), false),
            // (An address aligned by integer arithmetic, as the LLVM lowering
            // of `memref.alloc {alignment}` makes it; or subtracted from
            // another address of the same memory: a number of bytes.)
            "llvm.ptrtoint" => realigned_only(m, v, m.result(o, 0), 0) || differences_only(m, m.result(o, 0)),
            _ if u.index == 0 && crate::ad::activity::VIEW_OPS.iter().any(|n| m.is(o, n)) => {
                stays_local(m, m.result(o, 0), false)
            }
            "func.call" | "llvm.call" => crate::ad::activity::callee_of(m, o).is_some_and(|c| {
                !crate::ad::hoist::may_keep_pointers(m, c, &mut HashSet::default())
                    && !may_free(m, c, &mut HashSet::default())
            }),
            _ => false,
        }
    })
}

/// Is the integer address `v` of pointer `p` only offset and rounded by
/// pure integer ops into addresses that stay the function's own
/// (`llvm.inttoptr`), or into offsets from `p` itself (the aligned
/// address, as `p + (aligned - p)`)?
fn realigned_only(m: &Module, p: Value, v: Value, depth: u32) -> bool {
    depth < 8
        && m.uses(v).iter().all(|u| {
            let o = u.op;
            if m.is(o, "llvm.inttoptr") {
                return stays_local(m, m.result(o, 0), false);
            }
            if m.is(o, "llvm.getelementptr") {
                return u.index > 0 && m.operand(o, 0) == p;
            }
            m.regions(o).is_empty()
                && crate::dialects::traits(m, o).is_pure()
                && m.results(o).len() == 1
                && m.value_type(m.result(o, 0)).is_integer()
                && realigned_only(m, p, m.result(o, 0), depth + 1)
        })
}

/// The block argument operand `k` of terminator `t` is passed as.
fn successor_arg(m: &Module, t: OpId, k: usize) -> Option<Value> {
    let s =
        m.successors(t).iter().find(|s| (s.args_start as usize..(s.args_start + s.args_len) as usize).contains(&k))?;
    m.block_args(s.block).get(k - s.args_start as usize).copied()
}

/// Is every value block argument `a` receives `v` or a constant address
/// (`llvm.mlir.zero`, `llvm.inttoptr` of a constant)? Or is `a` one of the
/// `shared` addresses (`shared_addresses`), where the caller then checks that
/// all allocations it may hold are moved alike?
fn incoming_constant_or(m: &Module, a: Value, v: Value, shared: &HashSet<Value>) -> bool {
    let crate::ir::ValueDef::BlockArg { block, index } = m.value_def(a) else { return false };
    let Some(r) = m.block_parent(block) else { return false };
    m.blocks(r).iter().filter_map(|&b| m.last_op(b)).all(|t| {
        m.successors(t).iter().filter(|s| s.block == block).all(|s| {
            let x = m.operand(t, s.args_start as usize + index as usize);
            x == v || crate::ad::address_phis::constant_address(m, x) || shared.contains(&a)
        })
    })
}

/// The `!llvm.ptr` block arguments of `blocks` whose every incoming value
/// is a C allocation, a constant address or another of them: the buffers
/// they hold (`shared_sources`) are passed between blocks, swapped or not,
/// and nothing else is.
fn shared_addresses(m: &Module, blocks: &[BlockId]) -> HashSet<Value> {
    let ptr = crate::ir::Type::LlvmPtr { addr_space: 0 };
    let mut set: HashSet<Value> =
        blocks.iter().flat_map(|&b| m.block_args(b).iter().copied()).filter(|&a| *m.value_type(a) == ptr).collect();
    loop {
        let dropped: Vec<Value> = set
            .iter()
            .copied()
            .filter(|&a| {
                !incoming_values(m, a).is_some_and(|xs| {
                    xs.iter().all(|&x| {
                        set.contains(&x)
                            || crate::ad::address_phis::constant_address(m, x)
                            || m.defining_op(x).is_some_and(|d| super::c_memory::is_alloc(m, d))
                    })
                })
            })
            .collect();
        if dropped.is_empty() {
            return set;
        }
        for a in dropped {
            set.remove(&a);
        }
    }
}

/// The allocations the shared argument `a` may hold (none when it is not
/// one of `shared`: only `a` itself then, as an allocation is its own).
fn shared_sources(m: &Module, a: Value, shared: &HashSet<Value>) -> Vec<Value> {
    if !shared.contains(&a) {
        return Vec::new();
    }
    let mut seen: HashSet<Value> = HashSet::default();
    let mut work = vec![a];
    let mut out = Vec::new();
    while let Some(x) = work.pop() {
        if !seen.insert(x) {
            continue;
        }
        if shared.contains(&x) {
            work.extend(incoming_values(m, x).unwrap_or_default());
        } else if m.defining_op(x).is_some_and(|d| super::c_memory::is_alloc(m, d)) {
            out.push(x);
        }
    }
    out
}

/// The values every edge into block argument `a` passes it.
fn incoming_values(m: &Module, a: Value) -> Option<Vec<Value>> {
    let crate::ir::ValueDef::BlockArg { block, index } = m.value_def(a) else { return None };
    let blocks = m.blocks(m.block_parent(block)?);
    let edges = super::fresh_buffers::edges_into(m, blocks, block);
    Some(edges.into_iter().map(|(t, i)| m.successor_args(t, i)[index as usize]).collect())
}

/// Is the integer address `i` only compared (a null test), subtracted
/// from another address of the same memory (`ptrtoint` of it or of
/// `llvm.getelementptr`s of it), or another address subtracted from it:
/// the differences are numbers of bytes (`Vec`'s length from its end
/// pointer)?
fn differences_only(m: &Module, i: Value) -> bool {
    let base = |x: Value| {
        let mut p = m.defining_op(x).filter(|&d| m.is(d, "llvm.ptrtoint")).map(|d| m.operand(d, 0))?;
        while let Some(g) = m.defining_op(p).filter(|&g| m.is(g, "llvm.getelementptr")) {
            p = m.operand(g, 0);
        }
        Some(p)
    };
    let Some(b) = base(i) else { return false };
    m.uses(i).iter().all(|u| {
        m.is(u.op, "llvm.icmp")
            || m.is(u.op, "arith.cmpi")
            || (m.is(u.op, "llvm.sub") || m.is(u.op, "arith.subi"))
                && base(m.operand(u.op, 1 - u.index as usize)) == Some(b)
    })
}

/// May function `f` (or what it calls) free memory? (Callees without a
/// body are left to `may_keep_pointers`, which refuses them.)
fn may_free(m: &Module, f: OpId, seen: &mut HashSet<OpId>) -> bool {
    if !seen.insert(f) {
        return false;
    }
    m.collect_ops(f).into_iter().any(|o| {
        is_free(m, o)
            || ((m.is(o, "func.call") || m.is(o, "llvm.call"))
                && crate::ad::activity::callee_of(m, o).is_some_and(|c| may_free(m, c, seen)))
    })
}

/// `memset(p, 0, n * size)` after `calloc(n, size)` `op`: made once
/// before the loop, the memory is zeroed where each iteration made it.
fn zero_at_site(m: &mut Module, op: OpId) {
    let (n, size, p) = (m.operand(op, 0), m.operand(op, 1), m.result(op, 0));
    let ty = m.value_type(n).clone();
    let Some(next) = m.next_op(op) else { return };
    let mut b = crate::ir::Builder::before(m, next);
    let bytes = b.value(OpSpec::new("arith.muli").operands(&[n, size]).result(ty));
    let zero = b.const_int(0, crate::ir::Type::int(8));
    b.create(
        OpSpec::new("llvm.intr.memset")
            .operands(&[p, zero, bytes])
            .attr("isVolatile", crate::ir::Attribute::Bool(false)),
    );
}

/// The largest size (in elements or bytes) a heap allocation moved out of
/// a branch is made with before the branch (`within_limit`).
const SPECULATED_LIMIT: i128 = 1 << 32;

/// `v` if it is at most `SPECULATED_LIMIT` (unsigned), else 0, before
/// `end`: a heap size made on calls that would not have made it (the
/// branch may guard against a huge or negative one, reader-48: `if n <
/// 100 { vec![..; n] }` called with n = 2^59 tried to allocate and zero
/// exabytes).
fn within_limit(m: &mut Module, end: OpId, v: Value) -> Value {
    let ty = m.value_type(v).clone();
    let mut b = crate::ir::Builder::before(m, end);
    let ok = under_limit(&mut b, v);
    let zero = b.const_int(0, ty.clone());
    b.value(OpSpec::new("arith.select").operands(&[ok, v, zero]).result(ty))
}

/// Where allocation `o` was (before it moves), stop with an error when
/// its size `v` is over `SPECULATED_LIMIT`.
fn assert_within_limit(m: &mut Module, o: OpId, v: Value) {
    let pos = m.op(o).pos;
    let mut b = crate::ir::Builder::before(m, o);
    let ok = under_limit(&mut b, v);
    let msg = format!(
        "reverse mode: a heap buffer allocated in a branch of more than {SPECULATED_LIMIT} elements or bytes is not supported (its derivative allocates it before the branch)"
    );
    let mut spec = OpSpec::new("cf.assert").operands(&[ok]).attr("msg", crate::ir::Attribute::String(msg));
    spec.pos = pos;
    b.create(spec);
}

/// `v <= SPECULATED_LIMIT` (unsigned: a negative size is over it).
fn under_limit(b: &mut crate::ir::Builder<'_>, v: Value) -> Value {
    let ty = b.m.value_type(v).clone();
    let limit = b.const_int(SPECULATED_LIMIT, ty);
    // (arith.cmpi predicate 7: ule.)
    b.value(
        OpSpec::new("arith.cmpi")
            .operands(&[v, limit])
            .attr("predicate", crate::ir::Attribute::int(7, crate::ir::Type::i64()))
            .result(crate::ir::Type::int(1)),
    )
}

/// `max(v, 0)` before `end` (a size made on calls that would not have
/// made it: a negative size there is no error of the program's).
fn at_least_zero(m: &mut Module, end: OpId, v: Value) -> Value {
    let ty = m.value_type(v).clone();
    let mut b = crate::ir::Builder::before(m, end);
    let zero = b.const_int(0, ty.clone());
    b.value(OpSpec::new("arith.maxsi").operands(&[v, zero]).result(ty))
}

/// `known_in_entry`, without ops that may trap (divisions, remainders):
/// a size computed in a branch only where its divisor is not zero.
fn speculable_in_entry(m: &Module, entry: BlockId, v: Value, depth: u32) -> bool {
    if in_entry(m, entry, v) {
        return true;
    }
    let Some(d) = m.defining_op(v) else { return false };
    let name = m.name(d);
    let traps = ["div", "rem"].iter().any(|k| name.as_str().contains(k));
    !traps
        && depth < 16
        && m.regions(d).is_empty()
        && crate::dialects::traits(m, d).is_pure()
        && m.operands(d).iter().all(|&x| speculable_in_entry(m, entry, x, depth + 1))
}

/// Can `v` be computed at the end of the entry block: defined there (or
/// an argument), or by pure ops without regions from such values?
fn known_in_entry(m: &Module, entry: BlockId, v: Value, depth: u32) -> bool {
    if in_entry(m, entry, v) {
        return true;
    }
    let Some(d) = m.defining_op(v) else { return false };
    depth < 16
        && m.regions(d).is_empty()
        && crate::dialects::traits(m, d).is_pure()
        && m.operands(d).iter().all(|&x| known_in_entry(m, entry, x, depth + 1))
}

/// `v` at the end of the entry block (before `end`): itself, or a copy of
/// the pure ops computing it (`known_in_entry`), made once per `map`.
fn copy_into_entry(m: &mut Module, entry: BlockId, end: OpId, v: Value, map: &mut IrMap) -> Value {
    if in_entry(m, entry, v) {
        return v;
    }
    if let Some(w) = map.get(v) {
        return w;
    }
    let Some(d) = m.defining_op(v) else { return v };
    for x in m.operands(d).to_vec() {
        copy_into_entry(m, entry, end, x, map);
    }
    let copy = m.clone_op(d, map);
    m.insert_op_before(end, copy);
    map.get(v).unwrap_or(v)
}

/// Does block `b` run exactly once per call: is it on no cycle, and on
/// every path from `entry` to a return? (Paths ending in `llvm.unreachable`,
/// after a call that aborts, as Rust's `handle_alloc_error` on a failed
/// allocation, never return: there the moved allocation is made and never
/// used.)
fn runs_once(m: &Module, blocks: &[BlockId], entry: BlockId, b: BlockId) -> bool {
    if reachable(m, b, None).contains(&b) {
        return false;
    }
    let without_b = reachable(m, entry, Some(b));
    blocks.iter().all(|&x| {
        let exits = m.last_op(x).is_some_and(|t| m.successors(t).is_empty() && !m.is(t, "llvm.unreachable"));
        !(exits && (x == entry || without_b.contains(&x)))
    })
}
