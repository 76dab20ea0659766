//! `memref.realloc` as what it does, in ops the engines run and the AD
//! transformations differentiate: a new buffer (`memref.alloc`, with the
//! realloc's alignment), the elements the two sizes share copied over
//! (`memref.copy` between `subview`s), the old buffer freed
//! (`memref.dealloc`: a later use of it is a use after free, as MLIR says).
//! Elements past the old size are left uninitialized. `memref.assume_alignment`
//! (a promise the engines need not check) is dropped.

use crate::ir::{Builder, Dim, Layout, MemRefType, Module, OpId, OpSpec, Type};

fn found(m: &Module) -> Vec<OpId> {
    super::ops_where(m, |m, o| m.is(o, "memref.realloc") || m.is(o, "memref.assume_alignment"))
}

/// Does `m` hold a `memref.realloc` or `memref.assume_alignment`?
pub fn has_any(m: &Module) -> bool {
    !found(m).is_empty()
}

/// Rewrite them as said above.
pub fn rewrite(m: &mut Module) {
    for o in found(m) {
        if m.is(o, "memref.assume_alignment") {
            m.erase_op(o);
            continue;
        }
        let old = m.operand(o, 0);
        let size = m.operands(o).get(1).copied();
        let rt = m.value_type(m.result(o, 0)).clone();
        let Some(elem) = rt.as_memref().map(|mt| mt.elem.clone()) else { continue };
        let pos = m.op(o).pos;
        let mut b = Builder::before(m, o);
        let at = |mut s: OpSpec| {
            s.pos = pos;
            s
        };
        let mut alloc = OpSpec::new("memref.alloc")
            .operands(&size.into_iter().collect::<Vec<_>>())
            .attr("operandSegmentSizes", crate::dialects::memref::segment_sizes_attr(&[size.is_some() as usize, 0]))
            .result(rt.clone());
        if let Some(a) = b.m.attr(o, "alignment").cloned() {
            alloc = alloc.attr("alignment", a);
        }
        let new = b.value(at(alloc));
        let c0 = b.const_index(0);
        let old_n = b.value(at(OpSpec::new("memref.dim").operands(&[old, c0]).result(Type::Index)));
        let new_n = b.value(at(OpSpec::new("memref.dim").operands(&[new, c0]).result(Type::Index)));
        let n = b.value(at(OpSpec::new("arith.minui").operands(&[old_n, new_n]).result(Type::Index)));
        let view = |t: &Type| {
            let ms = t.as_memref().and_then(|mt| mt.memory_space.clone());
            Type::MemRef(Box::new(MemRefType {
                shape: vec![Dim::Dynamic],
                elem: elem.clone(),
                layout: Layout::Strided { strides: vec![Some(1)], offset: Some(0) },
                memory_space: ms,
            }))
        };
        let mut parts = Vec::new();
        for v in [old, new] {
            let t = b.m.value_type(v).clone();
            let spec = OpSpec::new("memref.subview")
                .operands(&[v, n])
                .attr("operandSegmentSizes", crate::dialects::memref::segment_sizes_attr(&[1, 0, 1, 0]))
                .attr("static_offsets", crate::dialects::memref::dense_i64(&[0]))
                .attr("static_sizes", crate::dialects::memref::dense_i64(&[crate::dialects::memref::DYNAMIC]))
                .attr("static_strides", crate::dialects::memref::dense_i64(&[1]))
                .result(view(&t));
            parts.push(b.value(at(spec)));
        }
        b.create(at(OpSpec::new("memref.copy").operands(&[parts[0], parts[1]])));
        b.create(at(OpSpec::new("memref.dealloc").operands(&[old])));
        m.replace_op(o, &[new]);
    }
}
