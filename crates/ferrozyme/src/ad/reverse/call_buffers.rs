//! Buffers for the memory calls reach (reverse mode): the memory value a
//! call's snapshot copies (`memory_value`), its extents (`extents`, an
//! allocation's from its size operands), fresh buffers shaped like it
//! with leading dimensions (`alloc_like`), and element-wise copies between
//! them (`copy_all`, marked `SNAPSHOT_COPY`).

use super::calls::SNAPSHOT_COPY;
use crate::analysis::overwritten::CallMemory;
use crate::ir::{Attribute, Builder, Dim, InsertPoint, IrMap, Module, OpId, OpSpec, Type, Value};

pub(super) fn cidx(m: &mut Module, ip: InsertPoint, v: i64) -> Value {
    Builder::new(m, ip).const_index(v)
}

/// Bytes of one element (for remarks).
pub(super) fn elem_bytes(t: &Type) -> u64 {
    match t {
        Type::F16 | Type::BF16 => 2,
        Type::F32 => 4,
        Type::Index => 8,
        Type::Int { width, .. } => (*width as u64).div_ceil(8).max(1),
        _ => 8,
    }
}

/// The memory value of `c` at `ip`: the call operand (mapped; for a
/// pointer into memory of known extent, the base it points into,
/// `pointers::extent_base`), or the global.
pub(super) fn memory_value(m: &mut Module, ip: InsertPoint, call: OpId, c: &CallMemory, vmap: &IrMap) -> Option<Value> {
    if let Some(i) = c.operand {
        let v = m.operand(call, i);
        let v = if m.value_type(v).is_llvm_ptr() { super::pointers::extent_base(m, v).unwrap_or(v) } else { v };
        return Some(vmap.lookup(v));
    }
    let g = m.lookup_symbol(c.global.as_deref()?)?;
    if m.is(g, "llvm.mlir.global") {
        let name = Attribute::symbol(c.global.clone()?);
        return Some(Builder::new(m, ip).value(
            OpSpec::new("llvm.mlir.addressof").attr("global_name", name).result(Type::LlvmPtr { addr_space: 0 }),
        ));
    }
    if !m.is(g, "memref.global") {
        return None;
    }
    let ty = m.attr(g, "type").and_then(Attribute::as_type)?.clone();
    Some(
        Builder::new(m, ip)
            .value(OpSpec::new("memref.get_global").attr("name", Attribute::symbol(c.global.clone()?)).result(ty)),
    )
}

/// The dynamic sizes of memref `mem` when it is a `memref.alloc` or
/// `memref.alloca` (without symbol operands): its operands.
pub(super) fn allocation_sizes(m: &Module, mem: Value) -> Option<Vec<Value>> {
    let d = m.defining_op(mem).filter(|&d| m.is(d, "memref.alloc") || m.is(d, "memref.alloca"))?;
    let Type::MemRef(mt) = m.value_type(mem) else { return None };
    let dynamic = mt.shape.iter().filter(|d| **d == Dim::Dynamic).count();
    (m.operands(d).len() == dynamic).then(|| m.operands(d).to_vec())
}

/// Extents of memref `mem` at `ip` (an allocation's: its size operands).
pub(super) fn extents(m: &mut Module, ip: InsertPoint, mem: Value) -> Vec<Value> {
    let Type::MemRef(mt) = m.value_type(mem).clone() else { return vec![] };
    let mut sizes = allocation_sizes(m, mem).unwrap_or_default().into_iter();
    let mut out = Vec::new();
    for (i, d) in mt.shape.iter().enumerate() {
        out.push(match d {
            Dim::Static(n) => cidx(m, ip, *n),
            Dim::Dynamic if sizes.len() > 0 => sizes.next().expect("one per dynamic extent"),
            Dim::Dynamic => {
                let c = cidx(m, ip, i as i64);
                Builder::new(m, ip).value(OpSpec::new("memref.dim").operands(&[mem, c]).result(Type::Index))
            }
        });
    }
    out
}

/// A fresh buffer shaped like `mem` (identity layout), with `lead` extra
/// leading dimensions of the given sizes.
pub(super) fn alloc_like(m: &mut Module, ip: InsertPoint, mem: Value, lead: &[Value]) -> Value {
    if let Type::LlvmPtr { .. } = m.value_type(mem) {
        // Pointer memory of known extent: a stack buffer of its bytes (times the leading sizes).
        let mut bytes = super::pointers::ptr_bytes(m, ip, mem).expect("checked: pointer memory of known extent");
        for &n in lead {
            let n = Builder::new(m, ip).value(OpSpec::new("arith.index_cast").operands(&[n]).result(Type::i64()));
            bytes = Builder::new(m, ip).value(OpSpec::new("arith.muli").operands(&[bytes, n]).result(Type::i64()));
        }
        return super::pointers::alloca_bytes(m, ip, bytes);
    }
    let Type::MemRef(mt) = m.value_type(mem).clone() else { unreachable!("checked: a memref") };
    let mut shape = vec![Dim::Dynamic; lead.len()];
    shape.extend(mt.shape.iter().cloned());
    let mut dyn_sizes = lead.to_vec();
    let ext = extents(m, ip, mem);
    for (d, e) in mt.shape.iter().zip(ext) {
        if *d == Dim::Dynamic {
            dyn_sizes.push(e);
        }
    }
    let n = dyn_sizes.len() as i32;
    Builder::new(m, ip).value(
        OpSpec::new("memref.alloc")
            .operands(&dyn_sizes)
            .attr("operandSegmentSizes", super::loops::seg(&[n, 0]))
            .result(Type::memref(shape, mt.elem.clone())),
    )
}

/// Copy every element of `from` (indices prefixed by `from_lead`) into
/// `to` (prefixed by `to_lead`); extents are those of `shape_of`.
pub(super) fn copy_all(
    m: &mut Module,
    ip: InsertPoint,
    shape_of: Value,
    from: (Value, &[Value]),
    to: (Value, &[Value]),
) {
    if let Type::LlvmPtr { .. } = m.value_type(shape_of) {
        let Some(bytes) = super::pointers::ptr_bytes(m, ip, shape_of) else { return };
        let src = super::pointers::offset(m, ip, from.0, from.1.first().copied(), bytes);
        let dst = super::pointers::offset(m, ip, to.0, to.1.first().copied(), bytes);
        // (Marked as the loops below are: a re-executed region drops it.)
        let c = super::pointers::copy_bytes(m, ip, dst, src, bytes);
        m.set_attr(c, SNAPSHOT_COPY, Attribute::Unit);
        return;
    }
    let Type::MemRef(mt) = m.value_type(shape_of).clone() else { return };
    let sizes = extents(m, ip, shape_of);
    // Always at least one loop, marked so that the loop machinery leaves
    // it alone (it is neither recorded nor re-executed).
    let rank0 = sizes.is_empty();
    let sizes = if rank0 { vec![cidx(m, ip, 1)] } else { sizes };
    let (inner, mut ivs) = super::loops::index_nest(m, ip, &sizes);
    if rank0 {
        ivs.clear();
    }
    let outer = match ip {
        InsertPoint::Before(x) => m.prev_op(x),
        InsertPoint::End(b) => m.last_op(b),
        InsertPoint::Start(_) => None,
    };
    if let Some(l) = outer.filter(|&l| m.is(l, "scf.for")) {
        m.set_attr(l, SNAPSHOT_COPY, Attribute::Unit);
    }
    let mut fi = from.1.to_vec();
    fi.extend(ivs.iter().copied());
    let mut ti = to.1.to_vec();
    ti.extend(ivs.iter().copied());
    let mut b = Builder::new(m, inner);
    let v = b.value(OpSpec::new("memref.load").operands(&[from.0]).operands(&fi).result(mt.elem.clone()));
    b.create(OpSpec::new("memref.store").operands(&[v, to.0]).operands(&ti));
}
