//! Frees nested in branches, moved after the branch op (reverse mode, on
//! the private copy `restructure` makes).
//!
//! The reverse sweep may read memory the function frees, so it frees that
//! memory at its end instead: a `memref.dealloc` at the top level, or in a
//! branch of a top-level `scf.if` (on the same condition,
//! `Rev::cleanup_when`). A free deeper in nested `scf.if` branches
//! (bufferization's ownership checks, `if %owned { if %c { dealloc } }`)
//! has a condition made inside the outer branch. Here such a free of
//! memory defined before the top-level op becomes a store of `true` into
//! a flag (a stack `memref<1xi1>` set to `false` at the start of the
//! function), and `scf.if %flag { memref.dealloc }` follows the top-level
//! op: a free in a branch of a top-level `scf.if`. C frees (`free(p)`) are
//! moved the same way. The same for a free in
//! a loop of memory defined before it (`if %i == %last { dealloc }`): a
//! checkpointed loop's iterations are replayed in the reverse sweep, and
//! would use that memory again.

//!
//! A C free's pointer may be an offset from the allocation
//! (`getelementptr %p[%off]`, as a pointer carried between blocks is
//! rebuilt from its allocation and an offset): `free` takes the start of
//! an allocation, so the offset is 0 and the free is of the allocation,
//! defined before the top-level op (`allocation_freed`).

use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// The pointer C free `d` frees: its operand, or the C allocation it is an
/// offset from (an offset `free` may only be given as 0).
fn allocation_freed(m: &Module, d: OpId) -> Value {
    let v = m.operand(d, 0);
    if !crate::ad::c_memory::is_free(m, d) {
        return v;
    }
    let mut p = v;
    while let Some(g) = m.defining_op(p).filter(|&g| m.is(g, "llvm.getelementptr")) {
        p = m.operand(g, 0);
    }
    match m.defining_op(p) {
        Some(a) if p != v && crate::ad::c_memory::is_alloc(m, a) => p,
        _ => v,
    }
}

/// The (top-level op, free) pairs of `f`: frees in `scf.if` branches at
/// least two deep, or in a loop (a free in the last iteration, in some
/// iteration), of memory defined before the top-level op.
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<(OpId, OpId)> {
    let mut out = Vec::new();
    for d in m.collect_ops(f) {
        if !m.is(d, "memref.dealloc") && !crate::ad::c_memory::is_free(m, d) {
            continue;
        }
        let chain: Vec<OpId> =
            std::iter::successors(m.parent_op(d), |&p| m.parent_op(p)).take_while(|&p| p != f).collect();
        let Some(&top) = chain.last() else { continue };
        let in_loop = chain.iter().any(|&p| m.is(p, "scf.for") || m.is(p, "scf.while"));
        let nest = chain.iter().all(|&p| m.is(p, "scf.if") || m.is(p, "scf.for") || m.is(p, "scf.while"));
        if (chain.len() >= 2 || in_loop) && nest && crate::ad::view_offsets::outside(m, top, allocation_freed(m, d)) {
            out.push((top, d));
        }
    }
    out
}

/// Move each of `candidates(m, f)` after its top-level op, behind a flag.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    let Some(entry) = m.entry_block(m.region(f, 0)) else { return };
    for (top, d) in candidates(m, f) {
        let Some(first) = m.first_op(entry) else { return };
        let Some(next) = m.next_op(top) else { continue };
        let flag_ty = Type::memref(vec![crate::ir::Dim::Static(1)], Type::i1());
        let at = InsertPoint::Before(first);
        let flag = Builder::new(m, at).value(
            OpSpec::new("memref.alloca").attr("operandSegmentSizes", crate::ad::reverse::seg(&[0, 0])).result(flag_ty),
        );
        let c0 = Builder::new(m, at).const_index(0);
        let no = Builder::new(m, at).value(bool_const(false));
        Builder::new(m, at).create(OpSpec::new("memref.store").operands(&[no, flag, c0]));
        // The free: a store of `true`.
        let here = InsertPoint::Before(d);
        let yes = Builder::new(m, here).value(bool_const(true));
        Builder::new(m, here).create(OpSpec::new("memref.store").operands(&[yes, flag, c0]));
        let freed = allocation_freed(m, d);
        m.set_operand(d, 0, freed);
        m.detach_op(d);
        // After the top-level op: free if the flag is set.
        let after = InsertPoint::Before(next);
        let set = Builder::new(m, after).value(OpSpec::new("memref.load").operands(&[flag, c0]).result(Type::i1()));
        let iff = Builder::new(m, after).create(OpSpec::new("scf.if").operands(&[set]).regions(2));
        for k in 0..2 {
            let b = m.create_block(&[]);
            let rg = m.region(iff, k);
            m.append_block(rg, b);
            if k == 0 {
                // (The free itself: a memref.dealloc or a C free call.)
                m.append_op(b, d);
            }
            Builder::new(m, InsertPoint::End(b)).create(OpSpec::new("scf.yield"));
        }
    }
}

fn bool_const(v: bool) -> OpSpec {
    OpSpec::new("arith.constant")
        .attr("value", Attribute::Integer { value: i128::from(v), ty: Type::i1() })
        .result(Type::i1())
}
