//! Addresses carried between blocks as integers, made pointers again,
//! before differentiation (both modes; the module is changed in place, as
//! `int_addresses` does). rustc's `Vec` passes its buffer to the block
//! that fills it as an `i64`: `ptrtoint` of the allocation on one edge, the
//! constant 8 (the dangling address of an empty `Vec`) on another, and
//! `inttoptr` of the block argument where it is used. Through an integer
//! the derivative code cannot follow the memory to its shadow.
//!
//! A block argument of type `i64` that some `llvm.inttoptr` uses, and
//! whose every incoming value is a `llvm.ptrtoint` of an `!llvm.ptr`, an
//! integer constant or another such argument (two `Vec`s swapped in a
//! loop), becomes an `!llvm.ptr` argument: the pointer itself
//! comes in where its `ptrtoint` did, `inttoptr` of the constant where the
//! constant did (made after the constant, in the entry block when the
//! constant is there). The `inttoptr`s of the argument are the argument;
//! its other uses (pointer differences: `Vec`'s length from its end) take
//! its `ptrtoint`, made at the start of the block. The addresses are the
//! same.
//!
//! Then a difference of two addresses of one pointer,
//! `ptrtoint(gep p[i]…) − ptrtoint(p)` (a `Vec`'s length from its end
//! pointer, the size rustc allocates a copy with), is the bytes the GEPs
//! add: the integer no longer comes from an address, so an allocation of
//! that size can be made before the pointer exists (`once_allocs`).

use crate::ir::{Attribute, Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// Operand slots passing a block argument: (terminator, operand index).
type Slots = Vec<(OpId, usize)>;

/// The values `rewrite` makes pointers, with the operand slots passing
/// them their values: block arguments (the branches' operands) and
/// `llvm.select`s (their two values).
///
/// Candidates are the `i64` arguments of non-entry blocks and the `i64`
/// selects. One stays while each incoming value is a `ptrtoint`, an integer
/// constant or a candidate (double buffering: rustc swaps two `Vec`s'
/// addresses as two arguments each receiving the other, or as selects
/// between them where the swap is conditional), and while it is made a
/// pointer (an `llvm.inttoptr` uses it) or passed on to a candidate.
fn found(m: &Module) -> Vec<(Value, Slots)> {
    let mut out = Vec::new();
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        if !(m.is(f, "llvm.func") || m.is(f, "func.func")) {
            continue;
        }
        let Some(&r) = m.regions(f).first() else { continue };
        let blocks = m.blocks(r).to_vec();
        if blocks.len() < 2 {
            continue;
        }
        // The operand slots passing each candidate its values.
        let mut incoming: crate::hash::HashMap<Value, Slots> = Default::default();
        for &b in &blocks {
            let Some(t) = m.last_op(b) else { continue };
            for s in m.successors(t) {
                for (k, &a) in m.block_args(s.block).iter().enumerate().take(s.args_len as usize) {
                    incoming.entry(a).or_default().push((t, s.args_start as usize + k));
                }
            }
        }
        for &b in &blocks {
            for o in m.block_ops(b) {
                if m.is(o, "llvm.select") && m.operands(o).len() == 3 && m.results(o).len() == 1 {
                    incoming.insert(m.result(o, 0), vec![(o, 1), (o, 2)]);
                }
            }
        }
        let entry_args: crate::hash::HashSet<Value> = m.block_args(blocks[0]).iter().copied().collect();
        let mut members: crate::hash::HashSet<Value> =
            incoming.keys().copied().filter(|&a| *m.value_type(a) == Type::i64() && !entry_args.contains(&a)).collect();
        loop {
            let passed_on = |a: Value, members: &crate::hash::HashSet<Value>| {
                m.uses(a).iter().any(|u| member_slot(m, members, u.op, u.index))
            };
            let dropped: Vec<Value> = members
                .iter()
                .copied()
                .filter(|&a| {
                    let sources_ok = incoming[&a].iter().all(|&(t, i)| {
                        let v = m.operand(t, i);
                        address_of(m, v).is_some() || constant(m, v).is_some() || members.contains(&v)
                    });
                    let made_pointer = m.uses(a).iter().any(|u| m.is(u.op, "llvm.inttoptr"));
                    !sources_ok || !(made_pointer || passed_on(a, &members))
                })
                .collect();
            if dropped.is_empty() {
                break;
            }
            for a in dropped {
                members.remove(&a);
            }
        }
        let mut found: Vec<(Value, Slots)> = members.iter().map(|&a| (a, incoming[&a].clone())).collect();
        found.sort_by_key(|(a, _)| *a);
        out.extend(found);
    }
    out
}

/// Does operand `index` of `op` pass a value to one of `members`: a
/// branch's to a block argument, a select's value?
fn member_slot(m: &Module, members: &crate::hash::HashSet<Value>, op: OpId, index: u32) -> bool {
    if m.is(op, "llvm.select") {
        return index > 0 && members.contains(&m.result(op, 0));
    }
    m.successors(op).iter().any(|s| {
        let k = index.checked_sub(s.args_start).filter(|&k| k < s.args_len);
        k.is_some_and(|k| members.contains(&m.block_args(s.block)[k as usize]))
    })
}

/// The pointer `v` is the `llvm.ptrtoint` of, if it is one (address space 0).
fn address_of(m: &Module, v: Value) -> Option<Value> {
    let d = m.defining_op(v).filter(|&d| m.is(d, "llvm.ptrtoint"))?;
    let p = m.operand(d, 0);
    (*m.value_type(p) == Type::LlvmPtr { addr_space: 0 }).then_some(p)
}

/// Is `v` an integer constant (the op making it)?
fn constant(m: &Module, v: Value) -> Option<OpId> {
    let d = m.defining_op(v)?;
    ((m.is(d, "llvm.mlir.constant") || m.is(d, "arith.constant"))
        && m.attr(d, "value").and_then(Attribute::as_int).is_some())
    .then_some(d)
}

/// Does `m` carry addresses between blocks as integers that `rewrite`
/// changes, or subtract addresses of one pointer?
pub(crate) fn has_any(m: &Module) -> bool {
    !found(m).is_empty() || !differences(m).is_empty()
}

/// A GEP's step: its index (a value or a constant) and element bytes.
type Step = (Result<Value, i128>, u64);

/// The subtractions `ptrtoint(q) − ptrtoint(p)` of `m` where `q` is `p`
/// moved by single-index GEPs over sized elements (`ptr_offsets::step`),
/// with those steps (index, element bytes), outermost first.
fn differences(m: &Module) -> Vec<(OpId, Vec<Step>)> {
    let from_int = |v: Value| {
        let d = m.defining_op(v).filter(|&d| m.is(d, "llvm.ptrtoint"))?;
        Some(m.operand(d, 0))
    };
    crate::rewrite::ops_where(m, |m, o| m.is(o, "llvm.sub") && *m.value_type(m.result(o, 0)) == Type::i64())
        .into_iter()
        .filter_map(|o| {
            let (q, p) = (from_int(m.operand(o, 0))?, from_int(m.operand(o, 1))?);
            let mut steps = Vec::new();
            let mut x = q;
            while x != p {
                let s = crate::ad::ptr_offsets::step(m, x)?;
                if s.index.as_ref().is_ok_and(|&i| *m.value_type(i) != Type::i64()) {
                    return None;
                }
                steps.push((s.index, s.size));
                x = s.from;
            }
            (!steps.is_empty()).then_some((o, steps))
        })
        .collect()
}

/// Replace each of `differences` by the bytes its steps add.
fn fold_differences(m: &mut Module) {
    for (o, steps) in differences(m) {
        let pos = m.op(o).pos;
        let mut b = Builder::before(m, o);
        let value = |b: &mut Builder<'_>, spec: OpSpec| {
            let mut spec = spec.result(Type::i64());
            spec.pos = pos;
            b.value(spec)
        };
        let mut total: Option<Value> = None;
        for (index, size) in steps {
            let bytes = match index {
                Err(c) => {
                    let k = (c * i128::from(size)) as i64;
                    value(
                        &mut b,
                        OpSpec::new("llvm.mlir.constant").attr("value", Attribute::int(k.into(), Type::i64())),
                    )
                }
                Ok(i) => {
                    let k = value(
                        &mut b,
                        OpSpec::new("llvm.mlir.constant").attr("value", Attribute::int(size.into(), Type::i64())),
                    );
                    value(&mut b, OpSpec::new("llvm.mul").operands(&[i, k]))
                }
            };
            total = Some(match total {
                Some(t) => value(&mut b, OpSpec::new("llvm.add").operands(&[t, bytes])),
                None => bytes,
            });
        }
        if let Some(t) = total {
            m.replace_op(o, &[t]);
        }
    }
}

/// Make them pointers, and fold the differences (see the module comment).
pub(crate) fn rewrite(m: &mut Module) {
    make_pointers(m);
    tie_address_ints(m);
    fold_differences(m);
}

/// An `i64` block argument receiving, on every edge, the `ptrtoint` of
/// what a pointer argument of the same block receives (rustc passes a
/// `Vec`'s start address both ways, the integer for its length from the
/// end pointer) is that pointer's `ptrtoint`: made so at the block's start,
/// the argument removed. So is a pointer argument receiving what a sibling
/// does on every edge (the integer copy made a pointer): the sibling.
fn tie_address_ints(m: &mut Module) {
    for f in m.block_ops(m.body()).collect::<Vec<_>>() {
        if !(m.is(f, "llvm.func") || m.is(f, "func.func")) {
            continue;
        }
        let Some(&r) = m.regions(f).first() else { continue };
        let blocks = m.blocks(r).to_vec();
        for &b in blocks.iter().skip(1) {
            let edges = crate::ad::fresh_buffers::edges_into(m, &blocks, b);
            if edges.is_empty() {
                continue;
            }
            for j in (0..m.block_args(b).len()).rev() {
                let ptr = Type::LlvmPtr { addr_space: 0 };
                let is_int = *m.value_type(m.block_arg(b, j)) == Type::i64();
                if !is_int && *m.value_type(m.block_arg(b, j)) != ptr {
                    continue;
                }
                // (An edge keeping both as they are keeps them tied.)
                let tied = (0..m.block_args(b).len()).find(|&k| {
                    k != j
                        && *m.value_type(m.block_arg(b, k)) == ptr
                        && edges.iter().all(|&(t, i)| {
                            let args = m.successor_args(t, i);
                            let same =
                                if is_int { address_of(m, args[j]) == Some(args[k]) } else { args[j] == args[k] };
                            same || args[j] == m.block_arg(b, j) && args[k] == m.block_arg(b, k)
                        })
                });
                let Some(k) = tied else { continue };
                let (a, p) = (m.block_arg(b, j), m.block_arg(b, k));
                if is_int {
                    let pos = m.uses(a).first().and_then(|u| m.op(u.op).pos);
                    let mut spec = OpSpec::new("llvm.ptrtoint").operands(&[p]).result(Type::i64());
                    spec.pos = pos;
                    let i = Builder::new(m, InsertPoint::Start(b)).value(spec);
                    m.replace_all_uses(a, i);
                } else {
                    m.replace_all_uses(a, p);
                }
                for &(t, e) in &edges {
                    let mut args = m.successor_args(t, e).to_vec();
                    let dropped = args.remove(j);
                    m.set_successor_args(t, e, &args);
                    // (The `ptrtoint` passed, if nothing else uses it.)
                    if let Some(d) =
                        m.defining_op(dropped).filter(|&d| m.uses(dropped).is_empty() && m.is(d, "llvm.ptrtoint"))
                    {
                        m.erase_op(d);
                    }
                }
                m.erase_block_arg(b, j);
            }
        }
    }
}

fn make_pointers(m: &mut Module) {
    let ptr = Type::LlvmPtr { addr_space: 0 };
    let found = found(m);
    // All are pointers first, so one passed to another needs no cast.
    let members: crate::hash::HashSet<Value> = found.iter().map(|&(a, _)| a).collect();
    for &a in &members {
        m.set_value_type(a, ptr.clone());
    }
    for (a, slots) in found {
        for (t, i) in slots {
            let v = m.operand(t, i);
            let p = match (address_of(m, v), constant(m, v)) {
                (Some(p), _) => p,
                (None, Some(c)) => {
                    let mut spec = OpSpec::new("llvm.inttoptr").operands(&[v]).result(ptr.clone());
                    spec.pos = m.op(c).pos;
                    let Some(next) = m.next_op(c) else { continue };
                    Builder::new(m, InsertPoint::Before(next)).value(spec)
                }
                // Another member, a pointer already.
                _ => continue,
            };
            m.set_operand(t, i, p);
        }
        // (Located where the value was made a pointer.)
        let pos = m.uses(a).iter().find(|u| m.is(u.op, "llvm.inttoptr")).and_then(|u| m.op(u.op).pos);
        let at = match m.value_def(a) {
            crate::ir::ValueDef::Result { op, .. } => match m.next_op(op) {
                Some(n) => InsertPoint::Before(n),
                None => continue,
            },
            crate::ir::ValueDef::BlockArg { block, .. } => InsertPoint::Start(block),
            crate::ir::ValueDef::Undefined => continue,
        };
        let mut as_int = None;
        for u in m.uses(a).to_vec() {
            if m.is(u.op, "llvm.inttoptr") {
                let r = m.result(u.op, 0);
                m.replace_all_uses(r, a);
                m.erase_op(u.op);
                continue;
            }
            if member_slot(m, &members, u.op, u.index) {
                continue;
            }
            let i = *as_int.get_or_insert_with(|| {
                let mut spec = OpSpec::new("llvm.ptrtoint").operands(&[a]).result(Type::i64());
                spec.pos = pos;
                Builder::new(m, at).value(spec)
            });
            m.set_operand(u.op, u.index as usize, i);
        }
    }
}

/// Is `v` a constant address: null, undefined, or `llvm.inttoptr` of an
/// integer constant (an empty `Vec`'s dangling pointer, which nothing reads
/// through)?
pub(crate) fn constant_address(m: &Module, v: Value) -> bool {
    m.defining_op(v).is_some_and(|d| {
        ["llvm.mlir.zero", "llvm.mlir.undef", "llvm.mlir.poison"].iter().any(|n| m.is(d, n))
            || m.is(d, "llvm.inttoptr") && constant(m, m.operand(d, 0)).is_some()
    })
}
