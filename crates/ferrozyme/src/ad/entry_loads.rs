//! Pointers a multi-block function loads from memory nobody writes, made
//! in its entry block (reverse mode, on the private copy `restructure`
//! makes, before the blocks are made one by `crate::ad::cfg`).
//!
//! Rust passes `&mut Holder { p: &mut [f64], .. }` as a `noalias
//! dereferenceable(N)` pointer, and LLVM loads the held pointers after the
//! first branch (past a length test, say). Made one block, the function is
//! a dispatch loop, and a pointer defined outside the entry block and used
//! in another block becomes one of its carried values, which reverse mode
//! cannot follow (memory picked between blocks). When the argument's
//! memory is only read in the function (every pointer made from it, by
//! GEPs, is only loaded from), nothing writes it while the function runs:
//! `noalias` says any write would have to go through it. A load of a
//! pointer at a constant offset inside its `dereferenceable` bytes then
//! reads the same value anywhere in the function and cannot fault: it is
//! made in the entry block instead.
//!
//! The same for a stack slot of the entry block (`llvm.alloca`, the
//! holder a caller made, once its callee is inlined) written only there,
//! by stores, and otherwise only loaded from: no other pointer reaches it,
//! so a load in another block reads what the entry block left.

use crate::ad::origins::is_memory;
use crate::ir::{Attribute, InsertPoint, Module, OpId, Type, Value};

/// Move such loads of function `f` to its entry block.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    let Some(entry) = m.entry_block(m.region(f, 0)) else { return };
    let args = m.block_args(entry).to_vec();
    let attrs = m.attr(f, "arg_attrs").and_then(Attribute::as_array).map(<[Attribute]>::to_vec).unwrap_or_default();
    let mut memory = Vec::new();
    for (i, &a) in args.iter().enumerate() {
        let dict = attrs.get(i).and_then(Attribute::as_dict);
        let noalias = dict.is_some_and(|d| d.contains("llvm.noalias"));
        let bytes = dict.and_then(|d| d.get("llvm.dereferenceable")).and_then(Attribute::as_int);
        if let (true, Some(bytes), true) = (noalias, bytes, matches!(m.value_type(a), Type::LlvmPtr { .. })) {
            memory.push((a, bytes as u64, None));
        }
    }
    // (Slots of a constant count of a sized type.)
    for o in m.block_ops(entry).filter(|&o| m.is(o, "llvm.alloca")).collect::<Vec<_>>() {
        let count = m.int_constant(m.operand(o, 0)).and_then(|n| u64::try_from(n).ok());
        let elem = m.attr(o, "elem_type").and_then(Attribute::as_type).and_then(crate::exec::layout::size_align);
        if let (Some(n), Some((size, _))) = (count, elem) {
            memory.push((m.result(o, 0), n.saturating_mul(size), Some(entry)));
        }
    }
    for (a, bytes, stores_in) in memory {
        let Some(loads) = only_loaded(m, a, stores_in) else { continue };
        for l in loads {
            if m.op_parent(l) == Some(entry) || !is_memory(m.value_type(m.result(l, 0))) {
                continue;
            }
            let Some((base, off, 0)) = crate::ad::ptr_offsets::byte_offset(m, m.operand(l, 0)) else { continue };
            let size = crate::exec::layout::size_align(m.value_type(m.result(l, 0))).map_or(u64::MAX, |s| s.0);
            let inside = base == a && u64::try_from(off).is_ok_and(|o| o.saturating_add(size) <= bytes);
            let Some(term) = m.last_op(entry).filter(|_| inside) else { continue };
            let ip = InsertPoint::Before(term);
            let at = match off {
                0 => a,
                _ => {
                    let k = crate::ir::Builder::new(m, ip).const_int(i128::from(off), Type::i64());
                    crate::ad::ptr_offsets::gep_bytes(m, ip, a, k)
                }
            };
            let mut map = crate::ir::IrMap::new();
            map.map_value(m.operand(l, 0), at);
            let c = m.clone_op(l, &mut map);
            m.insert_op_before(term, c);
            let (old, new) = (m.result(l, 0), m.result(c, 0));
            m.replace_all_uses(old, new);
            m.erase_op(l);
        }
    }
}

/// The loads of the memory `a` points to, when every pointer made from it
/// (by `llvm.getelementptr`) is only loaded from (no volatile or atomic
/// load), or stored to in block `stores_in`; `None` when any goes
/// elsewhere (stored as a value, passed, compared...).
fn only_loaded(m: &Module, a: Value, stores_in: Option<crate::ir::BlockId>) -> Option<Vec<OpId>> {
    let mut ptrs = vec![a];
    let mut loads = Vec::new();
    let mut k = 0;
    while let Some(&p) = ptrs.get(k) {
        k += 1;
        for u in m.uses(p) {
            match m.name(u.op).as_str() {
                "llvm.getelementptr" if u.index == 0 => ptrs.extend(m.results(u.op).iter().copied()),
                "llvm.load"
                    if u.index == 0 && m.attr(u.op, "volatile_").is_none() && m.attr(u.op, "ordering").is_none() =>
                {
                    loads.push(u.op)
                }
                "llvm.store" if u.index == 1 && stores_in.is_some() && m.op_parent(u.op) == stores_in => {}
                _ => return None,
            }
        }
    }
    Some(loads)
}
