//! Loops carrying a buffer with an ownership flag, as mlir-opt's buffer
//! deallocation pipeline writes them, made to own their buffer from the
//! start (reverse mode, on the private copy `restructure` makes).
//!
//! A bufferized loop that makes a fresh buffer per iteration carries it
//! with an `i1` saying whether the loop owns it: `false` for the buffer it
//! starts from (the caller's), `true` for the ones it allocated. Each
//! iteration frees the previous buffer under `scf.if %owned`, and so does
//! the code after the loop:
//!
//! ```mlir
//! %r:2 = scf.for ... iter_args(%buf = %init, %owned = %false) -> (memref<4xf64>, i1) {
//!   %new = memref.alloc() : memref<4xf64>
//!   ...
//!   scf.if %owned { memref.dealloc %buf : memref<4xf64> }
//!   scf.yield %new, %true : memref<4xf64>, i1
//! }
//! scf.if %r#1 { memref.dealloc %r#0 : memref<4xf64> }
//! ```
//!
//! Here the loop starts from a copy of `%init` it owns, so the flag is
//! `true` throughout: the frees happen unconditionally, which is the
//! fresh-buffer form the reverse sweep differentiates
//! (`crate::ad::fresh_buffers`). One copy of the starting buffer is the
//! price.

use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// An owned-flag loop: the loop, the position of its carried buffer and of
/// its flag among the values it carries.
type Candidate = (OpId, usize, usize);

/// The values a loop carries, position by position: its initial operands,
/// the block arguments that receive them (the body's for an `scf.for`, the
/// `before` region's for an `scf.while`) and what each iteration yields
/// back into them; and the offset of the initial operands.
struct Carried {
    inits: Vec<Value>,
    args: Vec<Value>,
    yielded: Vec<Value>,
    first: usize,
}

fn carried(m: &Module, l: OpId) -> Option<Carried> {
    let (first, args_block, yield_block) = if m.is(l, "scf.for") {
        let b = *m.blocks(m.region(l, 0)).first()?;
        (3, b, b)
    } else if m.is(l, "scf.while") {
        (0, *m.blocks(m.region(l, 0)).first()?, *m.blocks(m.region(l, 1)).first()?)
    } else {
        return None;
    };
    let skip = usize::from(m.is(l, "scf.for"));
    let inits = m.operands(l)[first..].to_vec();
    let args = m.block_args(args_block)[skip..].to_vec();
    let yielded = m.operands(m.last_op(yield_block)?).to_vec();
    (inits.len() == args.len() && args.len() == yielded.len()).then_some(Carried { inits, args, yielded, first })
}

/// The owned-flag `scf.for` and `scf.while` loops of `f` (see the module
/// comment): the flag starts `false` and is yielded `true`; inside the loop
/// it only guards a free of the buffer, after it (an `scf.for`'s result)
/// only frees of the loop's buffer result; the buffer has the identity
/// layout (so it can be copied into a new allocation of its type).
pub(crate) fn candidates(m: &Module, f: OpId) -> Vec<Candidate> {
    let mut out = Vec::new();
    for l in m.collect_ops(f) {
        let Some(c) = carried(m, l) else { continue };
        for k in 0..c.args.len() {
            if const_bool(m, c.inits[k]) != Some(false) || const_bool(m, c.yielded[k]) != Some(true) {
                continue;
            }
            let Some(b) = guarded_free(m, c.args[k]) else { continue };
            let Some(j) = c.args.iter().position(|&a| a == b) else { continue };
            let identity = m.value_type(b).as_memref().is_some_and(|t| t.layout == crate::ir::Layout::Identity);
            // (An scf.while's results are what its condition forwards.)
            let (flag_after, buf_after) =
                if m.is(l, "scf.for") { (Some(m.results(l)[k]), Some(m.results(l)[j])) } else { (None, None) };
            let frees_result = flag_after.is_none_or(|a| !m.has_uses(a) || guarded_free(m, a) == buf_after);
            // The copy must be indistinguishable from the buffer it replaces:
            // both only read, and no other memory written in the loop or
            // after it but buffers allocated there (review: a store through
            // the carried buffer, or through the result of a loop of no
            // iteration, went to the copy).
            let read_only = only_read(m, b) && buf_after.is_none_or(|r| only_read(m, r));
            if j != k && identity && frees_result && read_only && writes_only_fresh(m, f, l) {
                out.push((l, j, k));
            }
        }
    }
    out
}

/// Start each candidate loop from an owned copy of its buffer; its flag is
/// then `true`, and the frees it guards are made unconditional.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for (l, j, k) in candidates(m, f) {
        let Some(c) = carried(m, l) else { continue };
        let at = InsertPoint::Before(l);
        let init = c.inits[j];
        let Some(t) = m.value_type(init).as_memref().cloned() else { continue };
        let mut sizes = Vec::new();
        for (d, dim) in t.shape.iter().enumerate() {
            if dim.static_size().is_none() {
                let k = Builder::new(m, at).const_index(d as i64);
                sizes.push(
                    Builder::new(m, at).value(OpSpec::new("memref.dim").operands(&[init, k]).result(Type::Index)),
                );
            }
        }
        let seg = crate::ad::reverse::seg(&[sizes.len() as i32, 0]);
        let spec = OpSpec::new("memref.alloc").operands(&sizes).attr("operandSegmentSizes", seg);
        let copy = Builder::new(m, at).value(spec.result(Type::MemRef(Box::new(t))));
        Builder::new(m, at).create(OpSpec::new("memref.copy").operands(&[init, copy]));
        m.set_operand(l, c.first + j, copy);
        let yes = Builder::new(m, at).value(
            OpSpec::new("arith.constant")
                .attr("value", Attribute::Integer { value: 1, ty: Type::i1() })
                .result(Type::i1()),
        );
        m.set_operand(l, c.first + k, yes);
        let mut flags = vec![c.args[k]];
        if m.is(l, "scf.for") {
            flags.push(m.results(l)[k]);
        }
        for flag in flags {
            for u in m.uses(flag).to_vec() {
                // The guarding scf.if: its free runs unconditionally.
                let then_block = m.blocks(m.region(u.op, 0))[0];
                crate::ad::restructure::inline_block_before(m, then_block, u.op);
            }
            m.replace_all_uses(flag, yes);
        }
    }
}

/// If every use of `flag` is an `scf.if` without results or else branch
/// whose then branch only frees one value, that value.
fn guarded_free(m: &Module, flag: Value) -> Option<Value> {
    let mut freed = None;
    for u in m.uses(flag) {
        let i = u.op;
        if !m.is(i, "scf.if") || u.index != 0 || !m.results(i).is_empty() {
            return None;
        }
        let else_ops = m.regions(i).get(1).map_or(0, |&r| m.blocks(r).iter().map(|&b| m.block_ops(b).count()).sum());
        let then_blocks = m.blocks(m.region(i, 0));
        if else_ops > 1 || then_blocks.len() != 1 {
            return None;
        }
        let ops: Vec<OpId> = m.block_ops(then_blocks[0]).filter(|&o| !m.is(o, "scf.yield")).collect();
        let [free] = ops[..] else { return None };
        if !m.is(free, "memref.dealloc") || freed.is_some_and(|v| v != m.operand(free, 0)) {
            return None;
        }
        freed = Some(m.operand(free, 0));
    }
    freed
}

/// Is memref `v` only read (loaded, measured, copied from) or freed?
fn only_read(m: &Module, v: Value) -> bool {
    m.uses(v).iter().all(|u| match m.name(u.op).as_str() {
        "memref.load" | "memref.dim" | "memref.dealloc" => true,
        "memref.copy" => u.index == 0,
        _ => false,
    })
}

/// Do loop `l` (at the top level of `f`) and the ops after it write only
/// into buffers allocated in the loop or after it (`memref.store`,
/// `memref.copy` targets, views of them), and call nothing?
fn writes_only_fresh(m: &Module, f: OpId, l: OpId) -> bool {
    if m.parent_op(l) != Some(f) {
        return false;
    }
    let mut ops = vec![l];
    let mut next = m.next_op(l);
    while let Some(o) = next {
        ops.push(o);
        next = m.next_op(o);
    }
    let fresh = |v: Value| {
        let mut v = v;
        loop {
            let Some(d) = m.defining_op(v) else { return false };
            if crate::ad::activity::VIEW_OPS.contains(&m.name(d).as_str()) {
                v = m.operand(d, 0);
            } else {
                // (The top-level op holding the allocation: the loop, or after it.)
                let mut top = d;
                while let Some(p) = m.parent_op(top).filter(|&p| p != f) {
                    top = p;
                }
                return m.is(d, "memref.alloc") && (top == l || m.is_before(l, top));
            }
        }
    };
    ops.iter().flat_map(|&o| m.collect_ops(o)).all(|o| {
        let t = crate::dialects::traits(m, o);
        match m.name(o).as_str() {
            "memref.store" => fresh(m.operand(o, 1)),
            "memref.copy" => fresh(m.operand(o, 1)),
            // (A callee may write the starting buffer through a global:
            // reader-29.)
            "func.call" | "llvm.call" | "func.call_indirect" => false,
            _ => !t.has(crate::dialects::Traits::MEM_WRITE) || t.has(crate::dialects::Traits::RECURSIVE_EFFECTS),
        }
    })
}

/// The value of an `i1` `arith.constant`.
fn const_bool(m: &Module, v: Value) -> Option<bool> {
    let op = m.defining_op(v)?;
    if !m.is(op, "arith.constant") || *m.value_type(v) != Type::i1() {
        return None;
    }
    match m.attr(op, "value")? {
        Attribute::Bool(b) => Some(*b),
        a => a.as_int().map(|i| i != 0),
    }
}
