//! `memref.extract_strided_metadata` made plain before differentiation (on
//! the private copy `restructure` makes; forward mode too).
//!
//! mlir-opt's buffer deallocation pipeline frees a buffer through its base
//! (`%base, ... = extract_strided_metadata %m` then `memref.dealloc %base`),
//! and `--expand-strided-metadata` rebuilds views from it
//! (`memref.reinterpret_cast %base to offset: [...]`). The base buffer is
//! the memref's allocation seen at offset 0, so those uses take the memref
//! itself (a free releases the allocation, a `reinterpret_cast` reads only
//! the pointers): the derivative code then sees the memory it knows. The
//! base's other uses take a `reinterpret_cast` of the memref to rank 0 at
//! offset 0, the same buffer as a view the derivative code follows. The
//! offset and strides that the memref's type fixes become constants, the
//! sizes `memref.dim`s; an op left without uses is removed. One whose
//! dynamic offset or strides are used stays.

use crate::dialects::memref::strides_and_offset;
use crate::ir::{Builder, InsertPoint, Module, OpId, OpSpec, Type, Value};

/// Does `f` hold an `extract_strided_metadata`?
pub(crate) fn wanted(m: &Module, f: OpId) -> bool {
    m.collect_ops(f).into_iter().any(|o| m.is(o, "memref.extract_strided_metadata"))
}

/// Rewrite every `extract_strided_metadata` of `f` as said above.
pub(crate) fn apply(m: &mut Module, f: OpId) {
    for o in m.collect_ops(f) {
        if !m.is_erased(o) && m.is(o, "memref.extract_strided_metadata") {
            plain(m, o);
        }
    }
}

fn plain(m: &mut Module, o: OpId) {
    let x = m.operand(o, 0);
    let Some(mt) = m.value_type(x).as_memref().cloned() else { return };
    let rank = mt.shape.len();
    let results = m.results(o).to_vec();
    if results.len() != 2 + 2 * rank {
        return;
    }
    // The base buffer: the memref itself, where only its allocation counts.
    for u in m.uses(results[0]).to_vec() {
        let takes_memref = match m.name(u.op).as_str() {
            "memref.dealloc" | "memref.extract_aligned_pointer_as_index" => true,
            "memref.reinterpret_cast" => u.index == 0,
            _ => false,
        };
        if takes_memref {
            m.set_operand(u.op, u.index as usize, x);
        }
    }
    // Other uses: the same buffer as a view of the memref (rank 0, offset 0).
    if m.has_uses(results[0]) {
        let view = OpSpec::new("memref.reinterpret_cast")
            .operands(&[x])
            .attr("operandSegmentSizes", crate::ad::reverse::seg(&[1, 0, 0, 0]))
            .attr("static_offsets", crate::dialects::memref::dense_i64(&[0]))
            .attr("static_sizes", crate::dialects::memref::dense_i64(&[]))
            .attr("static_strides", crate::dialects::memref::dense_i64(&[]))
            .result(m.value_type(results[0]).clone());
        let v = Builder::new(m, InsertPoint::Before(o)).value(view);
        m.replace_all_uses(results[0], v);
    }
    // Offset and strides the type fixes; sizes.
    let Some((strides, offset)) = strides_and_offset(&mt) else { return };
    let at = InsertPoint::Before(o);
    let mut known: Vec<(Value, Option<i64>)> = vec![(results[1], offset)];
    known.extend(results[2 + rank..].iter().copied().zip(strides));
    for (r, v) in known {
        if let (Some(v), false) = (v, m.uses(r).is_empty()) {
            let c = Builder::new(m, at).const_index(v);
            m.replace_all_uses(r, c);
        }
    }
    for (k, &r) in results[2..2 + rank].iter().enumerate() {
        if m.uses(r).is_empty() {
            continue;
        }
        let c = Builder::new(m, at).const_index(k as i64);
        let d = Builder::new(m, at).value(OpSpec::new("memref.dim").operands(&[x, c]).result(Type::Index));
        m.replace_all_uses(r, d);
    }
    if results.iter().all(|&r| m.uses(r).is_empty()) {
        m.erase_op(o);
    }
}
