//! The `memref` dialect's allocation and element access: `alloc`, `alloca`
//! (released when the enclosing function or `alloca_scope` returns),
//! `alloca_scope`, `dealloc`, `load`, `store`, `dim`, `rank`, `get_global`
//! and the atomics. Views and copies are in `views`; global initial data in
//! `globals`. Every element access checks each index against its dimension,
//! then the bytes against the allocation.

use std::rc::Rc;

use super::engine::{Exec, Frame, R};
use super::memory::Kind;
use super::rv::{MemDesc, RV};
use super::scalar::{self, IntOp};
use super::views;
use crate::dialects::memref::{operand_groups, ATOMIC_KINDS};
use crate::exec::value::ScalarType;
use crate::ir::{Attribute, Dim, Layout, MemRefType, OpId, Type};

/// `alloca_scope` and `generic_atomic_rmw`, the ops with regions (on the
/// recursion path, so apart from the rest to keep frames small).
#[inline(never)]
pub(crate) fn region_op(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    if name == "alloca_scope" {
        let mark = f.stack.len();
        let res = ex.run_region(f, ex.m.region(op, 0), Vec::new());
        let popped: Vec<_> = f.stack.drain(mark..).collect();
        ex.st.mem.pop(&popped);
        let (_, vals) = res?;
        return ex.outs(f, op, vals);
    }
    let d = desc(ex, f, op, 0)?;
    let idx = indices(ex, f, op, 1)?;
    let old = read(ex, &d, &idx).map_err(|e| ex.err(op, e))?;
    let (_, mut vals) = ex.run_region(f, ex.m.region(op, 0), vec![old.clone()])?;
    let new = vals.pop().ok_or_else(|| ex.err(op, "region yields no value"))?;
    write(ex, &d, &idx, &new).map_err(|e| ex.err(op, e))?;
    ex.out(f, op, 0, old)
}

#[inline(never)]
pub(crate) fn exec(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    match name {
        "alloc" => alloc(ex, f, op, false),
        "alloca" => alloc(ex, f, op, true),
        "dealloc" => {
            let d = desc(ex, f, op, 0)?;
            ex.st.mem.free(d.alloc).map_err(|e| ex.err(op, e))
        }
        "load" => {
            let d = desc(ex, f, op, 0)?;
            let idx = indices(ex, f, op, 1)?;
            let v = match d.elem {
                ScalarType::Desc(_) => {
                    let t = ex.m.value_type(ex.m.result(op, 0));
                    desc_offset(&d, &idx).and_then(|off| ex.load_desc(d.alloc, off, t))
                }
                _ => read(ex, &d, &idx),
            };
            ex.out(f, op, 0, v.map_err(|e| ex.err(op, e))?)
        }
        "store" => {
            let v = ex.arg(f, op, 0)?;
            let d = desc(ex, f, op, 1)?;
            let idx = indices(ex, f, op, 2)?;
            let r = match d.elem {
                ScalarType::Desc(rank) => desc_offset(&d, &idx).and_then(|off| ex.store_desc(d.alloc, off, rank, &v)),
                _ => write(ex, &d, &idx, &v),
            };
            r.map_err(|e| ex.err(op, e))
        }
        "dim" => {
            let d = desc(ex, f, op, 0)?;
            let i = ex.int_arg(f, op, 1)?;
            let s = usize::try_from(i).ok().and_then(|i| d.sizes.get(i)).ok_or_else(|| {
                ex.err(op, format!("dimension index {i} is out of range for a rank-{} memref", d.sizes.len()))
            })?;
            ex.out(f, op, 0, RV::Index(*s))
        }
        "rank" => {
            let d = desc(ex, f, op, 0)?;
            ex.out(f, op, 0, RV::Index(d.sizes.len() as i64))
        }
        "get_global" => {
            let g = *ex.info.targets.get(&op).ok_or_else(|| ex.err(op, "names an unknown global"))?;
            let alloc = ex.global_alloc(g).ok_or_else(|| ex.err(op, "names a global that was not initialized"))?;
            let t = ex.m.value_type(ex.m.result(op, 0)).clone();
            let d = static_desc(alloc, &t).map_err(|e| ex.err(op, e))?;
            ex.out(f, op, 0, RV::MemRef(Rc::new(d)))
        }
        "atomic_rmw" => atomic_rmw(ex, f, op),
        "copy"
        | "cast"
        | "subview"
        | "reinterpret_cast"
        | "collapse_shape"
        | "expand_shape"
        | "transpose"
        | "extract_strided_metadata"
        | "extract_aligned_pointer_as_index" => views::exec(ex, f, op, name),
        _ => Err(ex.unsupported(op)),
    }
}

/// Operand `i` as a memref descriptor.
pub(crate) fn desc(ex: &Exec, f: &Frame, op: OpId, i: usize) -> R<Rc<MemDesc>> {
    match ex.arg(f, op, i)? {
        RV::MemRef(d) => Ok(d),
        x => Err(ex.err(op, format!("expected a memref operand, got {}", x.what()))),
    }
}

/// Operands `from..` as index values.
fn indices(ex: &Exec, f: &Frame, op: OpId, from: usize) -> R<Vec<i64>> {
    (from..ex.m.operands(op).len()).map(|i| ex.int_arg(f, op, i)).collect()
}

/// Byte offset of element `idx` of a memref of memrefs.
fn desc_offset(d: &MemDesc, idx: &[i64]) -> Result<i64, String> {
    let e = d.elem_offset(idx)?;
    e.checked_mul(d.elem.size() as i64).ok_or_else(|| "element offset overflows".to_string())
}

/// Element `idx` of a memref.
pub(crate) fn read(ex: &Exec, d: &MemDesc, idx: &[i64]) -> Result<RV, String> {
    let e = d.elem_offset(idx)?;
    read_at(ex, d, e)
}

/// The element at element offset `e` of the descriptor's allocation.
pub(crate) fn read_at(ex: &Exec, d: &MemDesc, e: i64) -> Result<RV, String> {
    if let ScalarType::Desc(_) = d.elem {
        return Err("a memref of memrefs is read only by 'memref.load' and 'memref.copy'".into());
    }
    let off = e.checked_mul(d.elem.size() as i64).ok_or("element offset overflows")?;
    ex.load_scalar(d.alloc, off, d.elem)
}

pub(crate) fn write(ex: &Exec, d: &MemDesc, idx: &[i64], v: &RV) -> Result<(), String> {
    let e = d.elem_offset(idx)?;
    write_at(ex, d, e, v)
}

pub(crate) fn write_at(ex: &Exec, d: &MemDesc, e: i64, v: &RV) -> Result<(), String> {
    let off = e.checked_mul(d.elem.size() as i64).ok_or("element offset overflows")?;
    ex.store_scalar(d.alloc, off, d.elem, v)
}

/// The runtime element type of a memref type.
pub(crate) fn elem_of(mt: &MemRefType) -> Result<ScalarType, String> {
    ScalarType::element(&mt.elem)
        .ok_or_else(|| format!("memrefs of element type '{}' are not supported by the interpreter", mt.elem))
}

/// Strides and offset of a layout, dynamic entries taken in order from `symbols`
/// (the offset first, as in MLIR's strided layout maps).
pub(crate) fn layout_of(mt: &MemRefType, sizes: &[i64], symbols: &[i64]) -> Result<(Vec<i64>, i64), String> {
    match &mt.layout {
        Layout::Identity => Ok((crate::exec::memref::row_major_strides(sizes), 0)),
        Layout::Strided { strides, offset } => {
            let mut syms = symbols.iter();
            let mut take = |s: &Option<i64>| -> Result<i64, String> {
                match s {
                    Some(v) => Ok(*v),
                    None => syms.next().copied().ok_or_else(|| "missing a dynamic layout value".to_string()),
                }
            };
            let off = take(offset)?;
            let st = strides.iter().map(&mut take).collect::<Result<Vec<_>, _>>()?;
            Ok((st, off))
        }
        Layout::Other(a) => Err(format!("the layout '{a}' is not supported by the interpreter")),
    }
}

/// Bytes needed to hold every element of a view.
pub(crate) fn extent_bytes(elem: ScalarType, sizes: &[i64], strides: &[i64], offset: i64) -> Result<i128, String> {
    if sizes.contains(&0) {
        return Ok(0);
    }
    let mut last = offset as i128;
    for (&s, &st) in sizes.iter().zip(strides) {
        if st < 0 {
            return Err("negative strides are not supported".into());
        }
        last += (s as i128 - 1) * st as i128;
    }
    Ok((last + 1) * elem.size() as i128)
}

fn alloc(ex: &mut Exec, f: &mut Frame, op: OpId, stack: bool) -> R<()> {
    let m = ex.m;
    let t = m.value_type(m.result(op, 0));
    let mt = t.as_memref().ok_or_else(|| ex.err(op, "result is not a ranked memref"))?;
    let elem = elem_of(mt).map_err(|e| ex.err(op, e))?;
    let g = operand_groups(m, op, 2).ok_or_else(|| ex.err(op, "has malformed operand segments"))?;
    let int = |v| ex.get(f, v).int().map(|(x, _)| x).ok_or_else(|| ex.err(op, "sizes must be indices"));
    let dynamic = g[0].iter().map(|&v| int(v)).collect::<R<Vec<_>>>()?;
    let symbols = g[1].iter().map(|&v| int(v)).collect::<R<Vec<_>>>()?;
    let mut dyn_iter = dynamic.into_iter();
    let mut sizes = Vec::with_capacity(mt.shape.len());
    for (d, dim) in mt.shape.iter().enumerate() {
        let s = match dim {
            Dim::Static(s) => *s,
            Dim::Dynamic => dyn_iter.next().ok_or_else(|| ex.err(op, "is missing a dynamic size"))?,
        };
        if s < 0 {
            return Err(ex.err(op, format!("negative size {s} for dimension {d}")));
        }
        sizes.push(s);
    }
    let (strides, offset) = layout_of(mt, &sizes, &symbols).map_err(|e| ex.err(op, e))?;
    let bytes = extent_bytes(elem, &sizes, &strides, offset).map_err(|e| ex.err(op, e))?;
    if let Some(a) = m.attr(op, "alignment").and_then(Attribute::as_int) {
        if a > crate::exec::memref::BUFFER_ALIGN as i128 {
            return Err(ex.err(op, format!("alignment {a} is larger than the interpreter's 64")));
        }
    }
    let kind = if stack { Kind::Stack } else { Kind::Heap };
    let id = ex.st.mem.alloc(bytes, kind).map_err(|e| ex.err(op, e))?;
    if stack {
        f.stack.push(id);
    }
    ex.out(f, op, 0, RV::MemRef(Rc::new(MemDesc { alloc: id, elem, offset, sizes, strides })))
}

/// A descriptor of a statically shaped memref type over allocation `alloc`.
pub(crate) fn static_desc(alloc: u32, t: &Type) -> Result<MemDesc, String> {
    let mt = t.as_memref().ok_or_else(|| format!("'{t}' is not a ranked memref type"))?;
    let elem = elem_of(mt)?;
    let sizes =
        mt.shape.iter().map(|d| d.static_size().ok_or("the type must be static")).collect::<Result<Vec<_>, _>>()?;
    let (strides, offset) = layout_of(mt, &sizes, &[])?;
    Ok(MemDesc { alloc, elem, offset, sizes, strides })
}

fn atomic_rmw(ex: &mut Exec, f: &mut Frame, op: OpId) -> R<()> {
    let kind =
        ex.m.attr(op, "kind")
            .and_then(Attribute::as_int)
            .and_then(|k| ATOMIC_KINDS.get(usize::try_from(k).ok()?).copied())
            .ok_or_else(|| ex.err(op, "has an invalid kind"))?;
    let v = ex.arg(f, op, 0)?;
    let d = desc(ex, f, op, 1)?;
    let idx = indices(ex, f, op, 2)?;
    let old = read(ex, &d, &idx).map_err(|e| ex.err(op, e))?;
    let new = rmw(kind, &old, &v).map_err(|e| ex.err(op, e))?;
    write(ex, &d, &idx, &new).map_err(|e| ex.err(op, e))?;
    ex.out(f, op, 0, old)
}

/// The value an atomic read-modify-write of `kind` stores.
fn rmw(kind: &str, old: &RV, v: &RV) -> Result<RV, String> {
    let float = |n: &str| super::arith::float_binop(n, old, v).ok_or_else(|| format!("'{kind}' needs float values"));
    let int = |o: IntOp| -> Result<RV, String> {
        match (old, v) {
            (RV::Int(a, w), RV::Int(b, _)) => Ok(RV::Int(scalar::int_binop(o, *a, *b, *w)?, *w)),
            (RV::Index(a), RV::Index(b)) => Ok(RV::Index(scalar::int_binop(o, *a, *b, 64)?)),
            _ => Err(format!("'{kind}' needs integer values")),
        }
    };
    match kind {
        "assign" => Ok(v.clone()),
        "addf" | "mulf" | "maximumf" | "minimumf" | "maxnumf" | "minnumf" => float(kind),
        "addi" => int(IntOp::Add),
        "muli" => int(IntOp::Mul),
        "maxs" => int(IntOp::MaxS),
        "maxu" => int(IntOp::MaxU),
        "mins" => int(IntOp::MinS),
        "minu" => int(IntOp::MinU),
        "ori" => int(IntOp::Or),
        "andi" => int(IntOp::And),
        _ => Err(format!("atomic kind '{kind}' is not supported")),
    }
}
