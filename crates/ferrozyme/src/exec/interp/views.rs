//! Memref views and copies: `cast` (checked against the static parts of
//! the target type), `subview` (bounds-checked, rank-reducing like MLIR),
//! `reinterpret_cast`, `collapse_shape`, `expand_shape`, `transpose`,
//! `copy`, and the descriptor's parts (`extract_strided_metadata`,
//! `extract_aligned_pointer_as_index`). A view shares its source's allocation;
//! only the descriptor (offset, sizes, strides) changes.

use std::rc::Rc;

use super::engine::{Exec, Frame, R};
use super::memref::{desc, read_at, write_at};
use super::rv::{MemDesc, RV};
use crate::dialects::memref::{operand_groups, DYNAMIC};
use crate::ir::{Attribute, Dim, Layout, OpId, Type, Value};

#[inline(never)]
pub(crate) fn exec(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    match name {
        "cast" => {
            let d = desc(ex, f, op, 0)?;
            let t = ex.m.value_type(ex.m.result(op, 0));
            check_cast(&d, t).map_err(|e| ex.err(op, e))?;
            ex.out(f, op, 0, RV::MemRef(d))
        }
        "copy" => {
            let (a, b) = (desc(ex, f, op, 0)?, desc(ex, f, op, 1)?);
            if a.sizes != b.sizes {
                return Err(ex.err(op, format!("source shape {:?} differs from target shape {:?}", a.sizes, b.sizes)));
            }
            if let crate::exec::ScalarType::Desc(_) = a.elem {
                return copy_bytes(ex, &a, &b).map_err(|e| ex.err(op, e));
            }
            let vals = offsets(&a).into_iter().map(|e| read_at(ex, &a, e)).collect::<Result<Vec<_>, _>>();
            let vals = vals.map_err(|e| ex.err(op, e))?;
            for (e, v) in offsets(&b).into_iter().zip(&vals) {
                write_at(ex, &b, e, v).map_err(|e| ex.err(op, e))?;
            }
            Ok(())
        }
        "subview" => subview(ex, f, op),
        "reinterpret_cast" => {
            let d = desc(ex, f, op, 0)?;
            let g = operand_groups(ex.m, op, 4).ok_or_else(|| ex.err(op, "has malformed operand segments"))?;
            let offs = mixed(ex, f, op, "static_offsets", &g[1])?;
            let sizes = mixed(ex, f, op, "static_sizes", &g[2])?;
            let strides = mixed(ex, f, op, "static_strides", &g[3])?;
            let offset = *offs.first().ok_or_else(|| ex.err(op, "has no offset"))?;
            if let Some((i, s)) = sizes.iter().enumerate().find(|(_, &s)| s < 0) {
                return Err(ex.err(op, format!("negative size {s} for dimension {i}")));
            }
            let nd = MemDesc { alloc: d.alloc, elem: d.elem, offset, sizes, strides };
            ex.out(f, op, 0, RV::MemRef(Rc::new(nd)))
        }
        "collapse_shape" | "expand_shape" | "transpose" => reshape(ex, f, op, name),
        "extract_strided_metadata" => {
            // The base buffer: the allocation at offset 0, rank 0.
            let d = desc(ex, f, op, 0)?;
            let base = MemDesc { alloc: d.alloc, elem: d.elem, offset: 0, sizes: Vec::new(), strides: Vec::new() };
            let mut vals = vec![RV::MemRef(Rc::new(base)), RV::Index(d.offset)];
            vals.extend(d.sizes.iter().chain(&d.strides).map(|&v| RV::Index(v)));
            ex.outs(f, op, vals)
        }
        "extract_aligned_pointer_as_index" => {
            let d = desc(ex, f, op, 0)?;
            let addr = ex.ptr_addr(super::rv::Ptr::Mem { alloc: d.alloc, off: 0 });
            ex.out(f, op, 0, RV::Index(addr as i64))
        }
        _ => Err(ex.unsupported(op)),
    }
}

/// `collapse_shape`, `expand_shape`, `transpose`: the source's allocation
/// and offset, sizes and strides regrouped or permuted
/// (`dialects::memref::reshape`).
fn reshape(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    use crate::dialects::memref::{collapse, expand, permutation, reassociation};
    let d = desc(ex, f, op, 0)?;
    let malformed = || ex.err(op, "has malformed attributes");
    let (sizes, strides) = match name {
        "collapse_shape" => {
            let groups = reassociation(ex.m, op).ok_or_else(malformed)?;
            collapse(&d.sizes, &d.strides, &groups).map_err(|e| ex.err(op, e))?
        }
        "expand_shape" => {
            let groups = reassociation(ex.m, op).ok_or_else(malformed)?;
            let sizes = mixed(ex, f, op, "static_output_shape", &ex.m.operands(op)[1..])?;
            for (g, dims) in groups.iter().enumerate() {
                let (n, product) = (d.sizes[g], dims.iter().fold(1i64, |a, &k| a.wrapping_mul(sizes[k])));
                if product != n {
                    let msg = format!("dimension {g} of size {n} is not the product of its group's sizes ({product})");
                    return Err(ex.err(op, msg));
                }
            }
            let strides = expand(&d.strides, &sizes, &groups);
            (sizes, strides)
        }
        _ => {
            let perm = permutation(ex.m, op).ok_or_else(malformed)?;
            (perm.iter().map(|&k| d.sizes[k]).collect(), perm.iter().map(|&k| d.strides[k]).collect())
        }
    };
    let nd = MemDesc { alloc: d.alloc, elem: d.elem, offset: d.offset, sizes, strides };
    ex.out(f, op, 0, RV::MemRef(Rc::new(nd)))
}

/// Element offsets of every element of a view, row-major.
pub(crate) fn offsets(d: &MemDesc) -> Vec<i64> {
    let n = d.num_elements().max(0) as usize;
    let mut out = Vec::with_capacity(n);
    if n == 0 {
        return out;
    }
    let rank = d.sizes.len();
    let mut idx = vec![0i64; rank];
    loop {
        out.push(d.offset + idx.iter().zip(&d.strides).map(|(i, s)| i * s).sum::<i64>());
        let mut k = rank;
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < d.sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// A static/dynamic mixed list (`static_sizes` with `DYNAMIC` entries taken from `dynamic`).
fn mixed(ex: &Exec, f: &Frame, op: OpId, attr: &str, dynamic: &[Value]) -> R<Vec<i64>> {
    let statics =
        ex.m.attr(op, attr).and_then(Attribute::as_dense_ints).ok_or_else(|| ex.err(op, format!("has no '{attr}'")))?;
    let mut dyn_vals = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC as i128 {
                let v = dyn_vals.next().ok_or_else(|| ex.err(op, "is missing a dynamic value"))?;
                ex.get(f, *v).int().map(|(x, _)| x).ok_or_else(|| ex.err(op, "expects index values"))
            } else {
                Ok(s as i64)
            }
        })
        .collect()
}

fn subview(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let m = ex.m;
    let d = desc(ex, f, op, 0)?;
    let g = operand_groups(m, op, 4).ok_or_else(|| ex.err(op, "has malformed operand segments"))?;
    let offs = mixed(ex, f, op, "static_offsets", &g[1])?;
    let sizes = mixed(ex, f, op, "static_sizes", &g[2])?;
    let strides = mixed(ex, f, op, "static_strides", &g[3])?;
    let rank = d.sizes.len();
    if offs.len() != rank || sizes.len() != rank || strides.len() != rank {
        return Err(ex.err(op, format!("expects {rank} offsets, sizes and strides")));
    }
    let mut offset = d.offset as i128;
    for k in 0..rank {
        let (o, s, st, n) = (offs[k], sizes[k], strides[k], d.sizes[k]);
        let last = o as i128 + (s as i128 - 1) * st as i128;
        if s < 0 || o < 0 || st < 0 || (s > 0 && last >= n as i128) {
            return Err(ex.err(
                op,
                format!("subview is out of bounds in dimension {k} (size {n}): offset {o}, size {s}, stride {st}"),
            ));
        }
        offset += o as i128 * d.strides[k] as i128;
    }
    let offset = i64::try_from(offset).map_err(|_| ex.err(op, "offset overflows"))?;
    let new_strides: Vec<i64> = (0..rank).map(|k| d.strides[k].wrapping_mul(strides[k])).collect();
    let rt = m.value_type(m.result(op, 0));
    let shape = rt.as_memref().map(|mt| mt.shape.clone()).ok_or_else(|| ex.err(op, "result is not a ranked memref"))?;
    let kept: Vec<usize> = if shape.len() == rank {
        (0..rank).collect()
    } else {
        let statics = m.attr(op, "static_sizes").and_then(Attribute::as_dense_ints).unwrap_or_default();
        rank_reduction(&statics, &shape).ok_or_else(|| ex.err(op, "cannot match the result type's rank reduction"))?
    };
    let nd = MemDesc {
        alloc: d.alloc,
        elem: d.elem,
        offset,
        sizes: kept.iter().map(|&k| sizes[k]).collect(),
        strides: kept.iter().map(|&k| new_strides[k]).collect(),
    };
    ex.out(f, op, 0, RV::MemRef(Rc::new(nd)))
}

/// Which source dimensions a rank-reduced result keeps: MLIR's greedy
/// matching, where only static unit dimensions may be dropped.
fn rank_reduction(statics: &[i128], result: &[Dim]) -> Option<Vec<usize>> {
    let mut kept = Vec::new();
    let mut j = 0;
    for (i, &s) in statics.iter().enumerate() {
        let matches = match result.get(j) {
            Some(Dim::Static(n)) => s == *n as i128,
            Some(Dim::Dynamic) => s == DYNAMIC as i128,
            None => false,
        };
        if matches {
            kept.push(i);
            j += 1;
        } else if s != 1 {
            return None;
        }
    }
    (j == result.len()).then_some(kept)
}

/// `memref.cast` to `t`: its static sizes, strides and offset must hold.
fn check_cast(d: &MemDesc, t: &Type) -> Result<(), String> {
    let Some(mt) = t.as_memref() else { return Ok(()) };
    if mt.shape.len() != d.sizes.len() {
        return Err(format!("a rank-{} memref cannot be cast to '{t}'", d.sizes.len()));
    }
    for (k, (dim, &s)) in mt.shape.iter().zip(&d.sizes).enumerate() {
        if let Dim::Static(n) = dim {
            if *n != s {
                return Err(format!("dimension {k} has size {s}, but the result type requires {n}"));
            }
        }
    }
    if let Layout::Strided { strides, offset } = &mt.layout {
        if offset.is_some_and(|o| o != d.offset) {
            return Err(format!("the offset is {}, but the result type requires {}", d.offset, offset.unwrap_or(0)));
        }
        for (k, (st, &s)) in strides.iter().zip(&d.strides).enumerate() {
            if st.is_some_and(|x| x != s) {
                return Err(format!("stride {k} is {s}, but the result type requires {}", st.unwrap_or(0)));
            }
        }
    }
    if mt.layout == Layout::Identity {
        // Row-major strides (an offset is the view's own, as for arguments);
        // strides of unit dimensions do not matter.
        let row_major = crate::exec::memref::row_major_strides(&d.sizes);
        let contiguous = d.sizes.iter().zip(&d.strides).zip(row_major).all(|((&n, &s), r)| n <= 1 || s == r);
        if !contiguous {
            return Err("the view is not contiguous, but the result type has the identity layout".into());
        }
    }
    Ok(())
}

/// `memref.copy` element by element as bytes (memrefs of memrefs: the
/// descriptors are copied as they are).
fn copy_bytes(ex: &Exec, a: &MemDesc, b: &MemDesc) -> Result<(), String> {
    let n = a.elem.size();
    if b.elem != a.elem {
        return Err("source and target element types differ".into());
    }
    let mut buf = vec![0u8; n];
    for (ea, eb) in offsets(a).into_iter().zip(offsets(b)) {
        ex.st.mem.read(a.alloc, ea * n as i64, &mut buf)?;
        ex.st.mem.write(b.alloc, eb * n as i64, &buf)?;
    }
    Ok(())
}
