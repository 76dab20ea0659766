//! The `llvm` dialect's memory ops: `alloca` (released when its function
//! returns), `load`/`store` of scalars and aggregates (null, liveness,
//! bounds and natural-alignment checks), `getelementptr` over struct, array
//! and scalar element types, and the memory intrinsics (`memcpy` with an
//! overlap check, `memmove`, `memset`, lifetime and debug markers, `trap`).

use super::engine::{Exec, Frame, R};
use super::memory::Kind;
use super::rv::{sext, Ptr, RV};
use crate::exec::layout::{size_align, struct_layout};
use crate::ir::{Attribute, OpId, Type};

use crate::dialects::llvm::GEP_DYNAMIC;

#[inline(never)]
pub(crate) fn exec(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    let m = ex.m;
    match name {
        "alloca" => {
            let t = m
                .attr(op, "elem_type")
                .and_then(Attribute::as_type)
                .ok_or_else(|| ex.err(op, "has no element type"))?;
            let (size, _) = size_align(t).ok_or_else(|| ex.err(op, format!("cannot allocate '{t}'")))?;
            let (n, w) = ex.arg(f, op, 0)?.int().ok_or_else(|| ex.err(op, "count is not an integer"))?;
            let n = sext(n, w);
            if n < 0 {
                return Err(ex.err(op, format!("negative element count {n}")));
            }
            let id = ex.st.mem.alloc(n as i128 * size as i128, Kind::Stack).map_err(|e| ex.err(op, e))?;
            f.stack.push(id);
            ex.out(f, op, 0, RV::Ptr(Ptr::Mem { alloc: id, off: 0 }))
        }
        "load" => {
            let t = m.value_type(m.result(op, 0)).clone();
            let RV::Ptr(p) = ex.arg(f, op, 0)? else { return Err(ex.err(op, "address is not a pointer")) };
            let (alloc, off) = checked(ex, op, p, &t, "load from").map_err(|e| ex.err(op, e))?;
            let v = ex.load_typed(alloc, off, &t).map_err(|e| ex.err(op, e))?;
            ex.out(f, op, 0, v)
        }
        "store" => {
            let v = ex.arg(f, op, 0)?;
            let t = m.value_type(m.operand(op, 0)).clone();
            let RV::Ptr(p) = ex.arg(f, op, 1)? else { return Err(ex.err(op, "address is not a pointer")) };
            let (alloc, off) = checked(ex, op, p, &t, "store to").map_err(|e| ex.err(op, e))?;
            ex.store_typed(alloc, off, &t, &v, false).map_err(|e| ex.err(op, e))
        }
        "getelementptr" => {
            let RV::Ptr(p) = ex.arg(f, op, 0)? else { return Err(ex.err(op, "base is not a pointer")) };
            let delta = gep_offset(ex, f, op).map_err(|e| ex.err(op, e))?;
            let r = match p {
                Ptr::Mem { alloc, off } => Ptr::Mem { alloc, off: off.wrapping_add(delta) },
                Ptr::Raw(a) => ex.ptr_from_addr(a.wrapping_add(delta as u64)),
                Ptr::Func(_) => return Err(ex.err(op, "cannot index a function pointer")),
            };
            ex.out(f, op, 0, RV::Ptr(r))
        }
        "intr.trap" => Err(ex.err(op, "trap")),
        _ => Err(ex.unsupported(op)),
    }
}

/// Where a load or store of `t` through `p` goes, after the null, liveness
/// and alignment checks (bounds are checked by the access itself). The
/// address must be a multiple of the op's `alignment` attribute when it has
/// one (LLVM's semantics: e.g. fields of packed structs), else of the type's
/// natural alignment.
fn checked(ex: &Exec, op: OpId, p: Ptr, t: &Type, what: &str) -> Result<(u32, i64), String> {
    let (alloc, off) = ex.deref(p, what)?;
    ex.st.mem.buffer(alloc)?;
    let (_, natural) =
        size_align(t).ok_or_else(|| format!("values of type '{t}' are not supported by the interpreter"))?;
    let given = ex.m.attr(op, "alignment").and_then(Attribute::as_int).filter(|&a| a > 0);
    let align = given.map_or(natural, |a| a as u64);
    let addr = ex.st.mem.base(alloc).wrapping_add(off as u64);
    if align > 1 && !addr.is_multiple_of(align) {
        let verb = what.split(' ').next().unwrap_or(what);
        return Err(format!(
            "misaligned {verb} of '{t}': byte offset {off} into its allocation is not a multiple of {align}"
        ));
    }
    Ok((alloc, off))
}

/// The byte offset a `getelementptr` adds to its base.
fn gep_offset(ex: &Exec, f: &Frame, op: OpId) -> Result<i64, String> {
    let m = ex.m;
    let raw = m.attr(op, "rawConstantIndices").and_then(Attribute::as_dense_ints).ok_or("has no indices")?;
    let mut t = m.attr(op, "elem_type").and_then(Attribute::as_type).ok_or("has no element type")?.clone();
    let mut dynamic = m.operands(op)[1..].iter();
    let mut total: i128 = 0;
    for (k, &r) in raw.iter().enumerate() {
        let i: i64 = if r == GEP_DYNAMIC {
            let v = dynamic.next().ok_or("is missing a dynamic index")?;
            let (x, w) = ex.get(f, *v).int().ok_or("indices must be integers")?;
            sext(x, w)
        } else {
            r as i64
        };
        if k == 0 {
            let stride = super::access::elem_stride(&t).ok_or_else(|| format!("cannot index over '{t}'"))?;
            total += i as i128 * stride as i128;
            continue;
        }
        t = match &t {
            Type::LlvmStruct(st) => {
                if r == GEP_DYNAMIC {
                    return Err("struct fields must be indexed by constants".into());
                }
                let l = struct_layout(st).ok_or_else(|| format!("cannot index into the opaque type '{t}'"))?;
                let body = st.body.as_deref().unwrap_or(&[]);
                let fi = usize::try_from(i)
                    .ok()
                    .filter(|&fi| fi < body.len())
                    .ok_or_else(|| format!("field {i} of '{t}' does not exist"))?;
                total += l.offsets[fi] as i128;
                body[fi].clone()
            }
            Type::LlvmArray { elem, .. } => {
                let stride = super::access::elem_stride(elem).ok_or_else(|| format!("cannot index over '{elem}'"))?;
                total += i as i128 * stride as i128;
                (**elem).clone()
            }
            _ => return Err(format!("cannot index into '{t}'")),
        };
    }
    i64::try_from(total).map_err(|_| "offset overflows".to_string())
}

/// The memory intrinsics and markers.
#[inline(never)]
pub(crate) fn intrinsic(ex: &mut Exec, f: &mut Frame, op: OpId, name: &str) -> R<()> {
    match name {
        "memcpy" | "memmove" | "memset" => {
            let (n, w) = ex.arg(f, op, 2)?.int().ok_or_else(|| ex.err(op, "length is not an integer"))?;
            let n = super::rv::zext(n, w);
            let n =
                usize::try_from(n).ok().filter(|&n| n < 1 << 40).ok_or_else(|| ex.err(op, "length is too large"))?;
            let RV::Ptr(dst) = ex.arg(f, op, 0)? else { return Err(ex.err(op, "destination is not a pointer")) };
            if n == 0 {
                return Ok(());
            }
            let (da, doff) = ex.deref(dst, "write to").map_err(|e| ex.err(op, e))?;
            ex.st.mem.check(da, doff, n).map_err(|e| ex.err(op, e))?;
            let bytes = if name == "memset" {
                let (b, _) = ex.arg(f, op, 1)?.int().ok_or_else(|| ex.err(op, "value is not an integer"))?;
                vec![b as u8; n]
            } else {
                let RV::Ptr(src) = ex.arg(f, op, 1)? else { return Err(ex.err(op, "source is not a pointer")) };
                let (sa, soff) = ex.deref(src, "read from").map_err(|e| ex.err(op, e))?;
                ex.st.mem.check(sa, soff, n).map_err(|e| ex.err(op, e))?;
                if name == "memcpy" && sa == da && soff < doff + n as i64 && doff < soff + n as i64 {
                    return Err(ex.err(op, "source and destination overlap (use memmove)"));
                }
                let mut b = vec![0u8; n];
                ex.st.mem.read(sa, soff, &mut b).map_err(|e| ex.err(op, e))?;
                b
            };
            ex.st.mem.write(da, doff, &bytes).map_err(|e| ex.err(op, e))
        }
        "lifetime.start" | "lifetime.end" | "dbg.value" | "dbg.declare" => Ok(()),
        // Release the stack allocations made since `stacksave` (as the end
        // of a `memref.alloca_scope` does; a later use is reported).
        "stackrestore" => {
            let RV::Ptr(Ptr::Raw(mark)) = ex.arg(f, op, 0)? else {
                return Err(ex.err(op, "restores a position no llvm.intr.stacksave made"));
            };
            let mark = usize::try_from(mark).unwrap_or(usize::MAX).min(f.stack.len());
            let popped: Vec<_> = f.stack.drain(mark..).collect();
            ex.st.mem.pop(&popped);
            Ok(())
        }
        "trap" => Err(ex.err(op, "trap")),
        _ => Err(ex.unsupported(op)),
    }
}
